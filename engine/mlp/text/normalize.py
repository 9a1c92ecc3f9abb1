"""Printed text in the one spelling every pattern is written against."""

from __future__ import annotations

import re

# element names and colors as printed, by the color icon they stand for
ELEMENTS = {
    "loyalty": "blue", "honesty": "orange", "laughter": "pink", "magic": "purple",
    "generosity": "white", "kindness": "yellow",
    "blue": "blue", "orange": "orange", "pink": "pink", "purple": "purple",
    "white": "white", "yellow": "yellow",
}

# number words as printed ("put two ... tokens"), by value
COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def count(word: str) -> int:
    """A printed number, as a word ("two") or in digits."""
    return COUNTS[word] if word in COUNTS else int(word)


def normalize(text: str) -> str:
    """Lower case, icons as {color} / {n}, curly quotes straightened."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u2013", "-").replace("\u2212", "-")
    text = re.sub(r"\[(\w+)\]", lambda m: "{" + ELEMENTS.get(m.group(1).lower(), m.group(1).lower()) + "}", text)
    text = re.sub(r"\s+", " ", text.strip().lower())
    return text
