"""Parse untrusted XML (set files, deck files) without entity expansion.

Set and deck files come from the community and from players. The standard
library parser expands internal entities, so a DTD could blow up memory
("billion laughs"). These files never need a DTD, so any DOCTYPE or ENTITY
declaration is refused before parsing.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from engine.mlp.cards.errors import CardDataError

_FORBIDDEN = re.compile(rb"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
MAX_XML_BYTES = 50 * 1024 * 1024


def parse_xml(data: bytes | str, source: str) -> ET.Element:
    """The root element of `data`; CardDataError naming `source` for anything unreadable."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_XML_BYTES:
        raise CardDataError(f"{source}: file too large for an XML card or deck file")
    # A UTF-16 file would hide the declaration from a byte search, so decode first when marked.
    probe = raw
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        try:
            probe = raw.decode("utf-16").encode("utf-8")
        except UnicodeDecodeError as exc:
            raise CardDataError(f"{source}: not valid UTF-16 text ({exc})") from None
    if _FORBIDDEN.search(probe):
        raise CardDataError(
            f"{source}: refusing XML with a DOCTYPE or ENTITY declaration "
            "(card and deck files never need one)"
        )
    parser = ET.XMLParser()
    try:
        parser.feed(probe)
        return parser.close()
    except ET.ParseError as exc:
        line, column = exc.position
        raise CardDataError(f"{source}: malformed XML at line {line}, column {column + 1}") from None
    except (LookupError, ValueError) as exc:  # the declaration names an encoding expat can't read
        raise CardDataError(f"{source}: the XML declares an encoding that cannot be read ({exc})") from None
