"""Access keys (the underlined letter of Alt+letter) for texts the program builds from data:
a game's name in a menu, a line of the board editor named by the game's board."""

from __future__ import annotations


def with_access_key(text: str, taken: set[str]) -> str:
    """`text` with the first letter not in `taken` marked as its access key ("&Neopets …"),
    a word's first letter before any other; the letter joins `taken`. Without a free
    letter the text stays as it is (reached with the Tab or arrow keys)."""
    text = text.replace("&", "&&")
    starts = [i for i, c in enumerate(text) if c.isalnum() and (i == 0 or not text[i - 1].isalnum())]
    for i in (*starts, *range(len(text))):
        letter = text[i].casefold()
        if text[i].isalnum() and letter not in taken:
            taken.add(letter)
            return f"{text[:i]}&{text[i:]}"
    return text
