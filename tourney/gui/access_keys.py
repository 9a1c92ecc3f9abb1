"""Access keys (the underlined letter of Alt+letter) for texts the program builds from data:
a game's name in a menu, a line of the board editor named by the game's board, and a group
of buttons that share what letters a window has left."""

from __future__ import annotations

from collections.abc import Sequence


def _word_starts(text: str) -> list[int]:
    return [i for i, c in enumerate(text) if c.isalnum() and (i == 0 or not text[i - 1].isalnum())]


def with_access_key(text: str, taken: set[str]) -> str:
    """`text` with the first letter not in `taken` marked as its access key ("&Neopets …"),
    a word's first letter before any other; the letter joins `taken`. Without a free letter
    the text stays as it is (reached with the Tab or arrow keys)."""
    text = text.replace("&", "&&")
    for i in (*_word_starts(text), *range(len(text))):
        letter = text[i].casefold()
        if text[i].isalnum() and letter not in taken:
            taken.add(letter)
            return f"{text[:i]}&{text[i:]}"
    return text


def _letters(text: str) -> list[str]:
    """The letters `text` could be reached by, a word's first letter before the others."""
    starts = [text[i].casefold() for i in _word_starts(text)]
    return list(dict.fromkeys([*starts, *(c.casefold() for c in text if c.isalnum())]))


def with_access_keys(texts: Sequence[str], taken: set[str]) -> list[str]:
    """Each of `texts` (a row of buttons) with a letter of its own, as many of them as the
    letters left allow; earlier texts first when not all can have one. Taking letters one
    text at a time can leave a later text without one although a letter was there for it
    ("Move to" after "Down" took the o that was its last), so the letters are matched to
    the texts as a whole (each text given a letter takes another's only if that one can
    move to a letter of its own). The chosen letters join `taken`."""
    candidates = [[letter for letter in _letters(text.replace("&", "")) if letter not in taken] for text in texts]
    holder: dict[str, int] = {}

    def place(index: int, tried: set[str]) -> bool:
        for letter in candidates[index]:
            if letter in tried:
                continue
            tried.add(letter)
            if letter not in holder or place(holder[letter], tried):
                holder[letter] = index
                return True
        return False

    for index in range(len(texts)):
        place(index, set())
    chosen = {index: letter for letter, index in holder.items()}
    marked = []
    for index, text in enumerate(texts):
        text = text.replace("&", "&&")
        letter = chosen.get(index)
        if letter is None:
            marked.append(text)
            continue
        taken.add(letter)
        at = [i for i, c in enumerate(text) if c.casefold() == letter]
        first = [i for i in at if i in _word_starts(text)] or at
        marked.append(f"{text[:first[0]]}&{text[first[0]:]}")
    return marked
