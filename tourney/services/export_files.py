"""Saving an export: one JSON file, or the CSV tables in a ZIP file or in a folder.

The layout follows the name: a JSON export is the file named; a CSV export
named `….zip` is one ZIP holding the tables, any other name is a folder of
them (what a ratings system's import or a spreadsheet reads directly, with
nothing to unpack). Either way nothing is left half-written: everything is
staged next to the target and renamed into place only once complete, so a
full disk or a refused folder leaves what was there before.

An existing target is replaced only when asked (`force`); a replaced folder
keeps any other files in it, only the tables are written anew.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import stat
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from tourney.errors import UserError, ValidationError, write_error
from tourney.services.export import EventExport
from tourney.services.export_formats import to_csv_tables, to_json

JSON = "json"
CSV = "csv"
FORMATS: tuple[str, ...] = (CSV, JSON)
FILE_MODE = 0o644  # an export is a document to share, like a printed report
FOLDER_MODE = 0o755
ZIP_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest a ZIP can say: the same bytes every time

LAYOUT_LABELS: dict[str, str] = {
    "json": "JSON file",
    "zip": "CSV tables in a ZIP file",
    "folder": "CSV tables in a folder",
}


class ExportTargetExists(UserError):
    """The chosen file or folder is already there and replacing it was not asked for."""


@dataclass(frozen=True, slots=True)
class SavedExport:
    """Where an export went and in what shape."""

    path: Path
    format: str
    layout: str
    files: tuple[str, ...]

    @property
    def description(self) -> str:
        return LAYOUT_LABELS[self.layout]


def layout_for(path: str | os.PathLike[str], fmt: str) -> str:
    """The layout (`json`, `zip` or `folder`) for this format and name.

    A name that contradicts the format (a JSON export named `.zip`, CSV
    tables named `.csv`) is refused rather than written as something else.
    """
    suffix = Path(path).suffix.casefold()
    if fmt == JSON:
        if suffix == ".zip":
            raise ValidationError(
                f"{path} ends in .zip, which holds the CSV tables: choose the CSV format "
                "or a name ending in .json"
            )
        return "json"
    if fmt != CSV:
        raise ValidationError(f"unknown export format {fmt!r}; use csv or json")
    if suffix == ".zip":
        return "zip"
    if suffix in (".csv", ".json"):
        raise ValidationError(
            f"a CSV export is several tables, not one {suffix} file: give a folder name "
            f"or a name ending in .zip instead of {path}"
        )
    return "folder"


def write_export(
    export: EventExport, path: str | os.PathLike[str], fmt: str, *, force: bool = False
) -> SavedExport:
    """Write the export at `path` in the layout its name asks for (see the module notes).

    An existing file or folder is replaced only with `force`.
    """
    target = Path(path)
    layout = layout_for(target, fmt)
    _check_target(target, layout, force=force)
    if layout == "json":
        _replace_file(target, to_json(export))
        return SavedExport(target, fmt, layout, (target.name,))
    tables = to_csv_tables(export)
    if layout == "zip":
        _replace_file(target, zip_bytes(tables))
    elif target.is_dir():
        _replace_files_in(target, tables)
    else:
        _new_folder(target, tables)
    return SavedExport(target, fmt, layout, tuple(tables))


def zip_bytes(files: dict[str, bytes]) -> bytes:
    """The files in one ZIP whose bytes depend on their contents only (fixed times and modes)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = (stat.S_IFREG | FILE_MODE) << 16
            archive.writestr(info, data, compresslevel=9)
    return buffer.getvalue()


# ------------------------------------------------------------------ checks


def _check_target(target: Path, layout: str, *, force: bool) -> None:
    folder = target.parent
    if not folder.exists():
        raise UserError(f"Cannot export to {target}: the folder {folder} does not exist.")
    if not folder.is_dir():
        raise UserError(f"Cannot export to {target}: {folder} is a file, not a folder.")
    if not os.path.lexists(target):
        return
    if layout == "folder":
        if not target.is_dir():
            raise UserError(
                f"Cannot export to {target}: it is a file, and CSV tables go into a folder; "
                "give a new folder name or a name ending in .zip."
            )
    elif target.is_dir():
        raise UserError(f"Cannot export to {target}: it is a folder; give a file name.")
    elif not target.is_file():
        raise UserError(f"Cannot export to {target}: it is not an ordinary file.")
    if not force:
        kind = "folder" if layout == "folder" else "file"
        raise ExportTargetExists(f"{target} already exists (a {kind}); nothing was written.")


# ------------------------------------------------------------------ writing


def export_error(target: Path, error: OSError) -> UserError:
    """What went wrong writing `target`, in words, with what to do about it."""
    return write_error("Cannot export to", target, error)


def _write_new(path: Path, data: bytes, mode: int) -> None:
    """Write and flush one staged file (opened by the caller's mkstemp or created here)."""
    with open(path, "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.chmod(path, mode)


def _stage(folder: Path, name: str, data: bytes, mode: int) -> Path:
    handle, temp_name = tempfile.mkstemp(prefix=f".{name}.", suffix=".part", dir=folder)
    os.close(handle)
    staged = Path(temp_name)
    try:
        _write_new(staged, data, mode)
    except BaseException:
        with contextlib.suppress(OSError):
            staged.unlink()
        raise
    return staged


def mode_for(existing: Path) -> int:
    """The mode a file written in place of `existing` gets: the old file's, else a shared
    document's (a temporary file starts readable by its owner only)."""
    return stat.S_IMODE(existing.stat().st_mode) if existing.is_file() else FILE_MODE


def _sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (best effort: not every system allows it)."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _replace_file(target: Path, data: bytes) -> None:
    try:
        staged = _stage(target.parent, target.name, data, mode_for(target))
        try:
            os.replace(staged, target)
        except BaseException:
            with contextlib.suppress(OSError):
                staged.unlink()
            raise
    except OSError as error:
        raise export_error(target, error) from error
    _sync_folder(target.parent)


def _replace_files_in(folder: Path, files: dict[str, bytes]) -> None:
    """Stage every table in the folder first, then rename them over the old ones."""
    staged: list[tuple[Path, Path]] = []
    try:
        for name, data in files.items():
            staged.append((_stage(folder, name, data, mode_for(folder / name)), folder / name))
        for temp, final in staged:
            os.replace(temp, final)
    except OSError as error:
        for temp, _ in staged:
            with contextlib.suppress(OSError):
                temp.unlink()
        raise export_error(folder, error) from error
    _sync_folder(folder)


def _new_folder(target: Path, files: dict[str, bytes]) -> None:
    """Build the folder under a temporary name beside the target, then rename it."""
    staging: Path | None = None
    try:
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent))
        for name, data in files.items():
            _write_new(staging / name, data, FILE_MODE)
        _sync_folder(staging)
        os.chmod(staging, FOLDER_MODE)
        os.rename(staging, target)
    except OSError as error:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
        raise export_error(target, error) from error
    _sync_folder(target.parent)
