"""Fonts for the reports: DejaVu Sans when installed, Helvetica otherwise.

Player names come from all over the world. Helvetica (built into every PDF
reader) only covers Latin-1-ish text and prints a black box for anything else,
so DejaVu Sans is embedded whenever it is on the machine. Without it, names are
transliterated to the nearest Latin letters ("Ł" -> "L") rather than printed as
boxes: a head judge can still find "Lukasz" on the wall.
"""

from __future__ import annotations

import functools
import unicodedata
import zlib
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

DEJAVU_DIR = Path("/usr/share/fonts/truetype/dejavu")

_ELLIPSIS = "…"

# Letters NFKD cannot take apart into a base letter plus accents.
_LATIN_FALLBACKS = {
    "Ł": "L",
    "ł": "l",
    "Đ": "D",
    "đ": "d",
    "Ħ": "H",
    "ħ": "h",
    "ı": "i",
    "Ŀ": "L",
    "ŀ": "l",
    "Ŧ": "T",
    "ŧ": "t",
    "ẞ": "SS",
    "Ŋ": "N",
    "ŋ": "n",
    "ĸ": "k",
    "ſ": "s",
    "✂": "x",
    "☐": "[ ]",
}


@dataclass(frozen=True, slots=True)
class FontSet:
    """The two faces the reports use and whether they can print any character."""

    regular: str
    bold: str
    unicode: bool

    def text(self, value: str) -> str:
        """Return `value` as this font set can print it."""
        if self.unicode:
            return value
        return to_latin1(value)

    def width(self, value: str, size: float, *, bold: bool = False) -> float:
        return pdfmetrics.stringWidth(value, self.bold if bold else self.regular, size)

    def fit(self, value: str, size: float, width: float, *, bold: bool = False) -> str:
        """Shorten `value` with an ellipsis so it fits in `width` points.

        Long names must never run into the next column or crash a layout; a
        truncated name is still recognisable on a posted sheet.
        """
        value = self.text(value)
        font = self.bold if bold else self.regular
        if pdfmetrics.stringWidth(value, font, size) <= width:
            return value
        ellipsis = self.text(_ELLIPSIS)
        low, high = 0, len(value)
        while low < high:
            middle = (low + high + 1) // 2
            if pdfmetrics.stringWidth(value[:middle] + ellipsis, font, size) <= width:
                low = middle
            else:
                high = middle - 1
        if low == 0:
            return ""
        return value[:low].rstrip() + ellipsis

    def name_size(
        self, name: str, number: str | None, size: float, width: float, *, bold: bool = False,
        smallest: float | None = None,
    ) -> float:
        """The size at which "Name (number)" fits `width`: `size` where it fits, else smaller, down
        to `smallest` (70% of `size` unless given), below which `fit_name` shortens it.

        Paper has no tooltip: a slip read "Maximiliana Hohenberger-Feath… (2009)" where a
        slightly smaller letter holds the whole name."""
        text = self.text(f"{name} ({number})" if number else name)
        needed = self.width(text, size, bold=bold)
        if needed <= width:
            return size
        floor = size * 0.7 if smallest is None else smallest
        return max(floor, size * width / needed * 0.999)

    def fit_name(
        self, name: str, number: str | None, size: float, width: float, *, bold: bool = False
    ) -> str:
        """Fit "Name (number)" into `width`, shortening the name but never the number.

        A player number is how a judge tells two "Alex Smith"s apart; cutting it
        would make the line useless.
        """
        if not number:
            return self.fit(name, size, width, bold=bold)
        suffix = self.text(f" ({number})")
        name_room = width - self.width(suffix, size, bold=bold)
        if name_room < width / 3:
            return self.fit(f"{name}{suffix}", size, width, bold=bold)
        return self.fit(name, size, name_room, bold=bold) + suffix

    def size_to_fit(self, value: str, size: float, width: float, *, smallest: float,
                    bold: bool = False) -> float:
        """The largest size up to `size` (and at least `smallest`) at which `value` fits `width`.

        A name in a narrow box is better a little smaller and whole than cut
        short: a posted bracket is read for who plays whom.
        """
        natural = self.width(self.text(value), size, bold=bold)
        if natural <= width:
            return size
        return max(smallest, size * width / natural)


HELVETICA = FontSet(regular="Helvetica", bold="Helvetica-Bold", unicode=False)


# Extra base letters for sorting only (these print fine in Helvetica).
_SORT_FALLBACKS = {
    "Ø": "O",
    "ø": "o",
    "Æ": "AE",
    "æ": "ae",
    "Þ": "TH",
    "þ": "th",
    "Ð": "D",
    "ð": "d",
}


def sort_key(name: str) -> str:
    """Alphabetical order as a player expects it: accents, case and "Ł"/"L" alike."""
    decomposed = unicodedata.normalize("NFKD", name)
    letters = []
    for char in decomposed:
        if unicodedata.combining(char):
            continue
        letters.append(_SORT_FALLBACKS.get(char) or _LATIN_FALLBACKS.get(char) or char)
    return "".join(letters).casefold()


def to_latin1(value: str) -> str:
    """Transliterate `value` into characters Helvetica's encoding can print."""
    out: list[str] = []
    for char in value:
        if _encodable(char):
            out.append(char)
            continue
        if char in _LATIN_FALLBACKS:
            out.append(_LATIN_FALLBACKS[char])
            continue
        decomposed = "".join(
            part for part in unicodedata.normalize("NFKD", char) if not unicodedata.combining(part)
        )
        if decomposed and all(_encodable(part) for part in decomposed):
            out.append(decomposed)
        else:
            out.append("?")
    return "".join(out)


def _encodable(char: str) -> bool:
    try:
        char.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return True


def load_fonts(font_dir: Path | None = DEJAVU_DIR) -> FontSet:
    """Register DejaVu Sans (condensed if present) from `font_dir`, else use Helvetica."""
    if font_dir is None:
        return HELVETICA
    return _load_dejavu(Path(font_dir))


# Condensed faces fit a long name into a narrow column; they ship in
# fonts-dejavu-extra, so the plain faces from fonts-dejavu-core are the fallback.
_DEJAVU_FACES = (
    ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
    ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
)


@functools.cache
def _load_dejavu(font_dir: Path) -> FontSet:
    for regular_file, bold_file in _DEJAVU_FACES:
        regular_path, bold_path = font_dir / regular_file, font_dir / bold_file
        if regular_path.is_file() and bold_path.is_file():
            break
    else:
        return HELVETICA
    suffix = "" if font_dir == DEJAVU_DIR else f"-{zlib.crc32(str(font_dir).encode()):08x}"
    regular = f"Tourney{regular_path.stem}{suffix}"
    bold = f"Tourney{bold_path.stem}{suffix}"
    try:
        pdfmetrics.registerFont(TTFont(regular, str(regular_path)))
        pdfmetrics.registerFont(TTFont(bold, str(bold_path)))
    except Exception:  # a damaged or unreadable font file: print with Helvetica instead
        return HELVETICA
    pdfmetrics.registerFontFamily(
        regular, normal=regular, bold=bold, italic=regular, boldItalic=bold
    )
    return FontSet(regular=regular, bold=bold, unicode=True)


def default_fonts() -> FontSet:
    """The fonts reports use when the caller does not choose."""
    return load_fonts(DEJAVU_DIR)
