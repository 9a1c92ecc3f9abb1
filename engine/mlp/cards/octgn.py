"""Read OCTGN set files into raw records: one dict of property strings per card face.

No interpretation happens here; `normalize` turns a record into a typed Card
and reports what it had to fix.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from engine.mlp.cards.errors import CardDataError
from engine.mlp.cards.safexml import parse_xml


@dataclass(frozen=True, slots=True)
class RawFace:
    """One card face as the set file has it."""

    name: str
    properties: dict[str, str]
    alternate_type: str | None = None


@dataclass(frozen=True, slots=True)
class RawCard:
    id: str
    face: RawFace
    alternates: tuple[RawFace, ...]
    size: str | None


@dataclass(frozen=True, slots=True)
class RawSet:
    id: str
    name: str
    source: str
    hidden: bool
    cards: tuple[RawCard, ...] = field(default_factory=tuple)


def _face(element, source: str, alternate_type: str | None) -> RawFace:
    properties: dict[str, str] = {}
    for prop in element.findall("property"):
        name = prop.get("name")
        if name is None:
            raise CardDataError(f"{source}: a <property> without a name")
        properties[name] = prop.get("value", prop.text or "")
    return RawFace(element.get("name", ""), properties, alternate_type)


def read_set(data: bytes, source: str) -> RawSet:
    """Parse one set.xml; CardDataError names the file for anything structurally wrong."""
    root = parse_xml(data, source)
    if root.tag != "set":
        raise CardDataError(f"{source}: expected a <set> root element, found <{root.tag}>")
    set_id = root.get("id")
    if not set_id:
        raise CardDataError(f"{source}: the <set> element has no id")
    cards = []
    for element in root.iter("card"):
        card_id = element.get("id")
        if not card_id:
            raise CardDataError(f"{source}: a <card> without an id ({element.get('name')!r})")
        alternates = tuple(
            _face(alt, source, alt.get("type") or "") for alt in element.findall("alternate")
        )
        cards.append(RawCard(card_id, _face(element, source, None), alternates, element.get("size")))
    return RawSet(set_id, root.get("name", ""), source, root.get("hidden") == "true", tuple(cards))


def read_set_file(path: Path) -> RawSet:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read ({exc.strerror})") from None
    return read_set(data, str(path))


def find_set_files(paths: list[Path]) -> list[Path]:
    """Set files named directly or found under folders (`Sets/*/set.xml`), in a stable order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(path.rglob("set.xml")))
        elif path.is_file():
            found.append(path)
        else:
            raise CardDataError(f"{path}: no such file or folder")
    if not found:
        raise CardDataError("no set.xml files found in " + ", ".join(map(str, paths)))
    return found
