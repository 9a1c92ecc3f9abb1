"""Opening a saved PDF in the desktop's viewer, and knowing when there is none.

`QDesktopServices.openUrl` says False when the platform cannot open files
at all, but on Linux it hands the file to `xdg-open`, which fails later and
silently when no program is registered for PDFs. So on such systems the
registered program is asked for first (`xdg-mime`), and when Qt's platform
cannot open files itself `xdg-open` is started directly. Either way the
caller learns whether a viewer was started, to say so when not.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QProcess, QUrl
from PySide6.QtGui import QDesktopServices

PDF_TYPE = "application/pdf"
ASK_TIMEOUT_SECONDS = 5


def _uses_xdg() -> bool:
    return sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))


def _no_pdf_program_registered() -> bool:
    """True when `xdg-mime` exists and names no program for PDFs (unknown: False)."""
    query = shutil.which("xdg-mime")
    if query is None:
        return False
    try:
        answer = subprocess.run(
            [query, "query", "default", PDF_TYPE],
            capture_output=True, text=True, timeout=ASK_TIMEOUT_SECONDS, check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return answer.returncode == 0 and not answer.stdout.strip()


def open_in_viewer(path: Path) -> bool:
    """Show `path` in the user's PDF viewer; False when no viewer could be started."""
    if _uses_xdg() and _no_pdf_program_registered():
        return False
    if QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
        return True
    opener = shutil.which("xdg-open") if _uses_xdg() else None
    if opener is None:
        return False
    started, _pid = QProcess.startDetached(opener, [str(path)])
    return bool(started)
