"""Words a question quotes are found in the card's text without a pattern made of them.

A question asked in a card's printed words (`steps.as_printed`: "you may exhaust this card"
shown as "You may exhaust this card" with the card's capitals, and `steps._with_what_it_is_for`:
the "If you do, ..." after it) looked its words up by making a regular expression of them,
which Python compiles anew for each phrase; they are found with `steps.find_case_aside`
instead, where the text holds no symbol. Compared here with the search by pattern for every
card of the database: the words each of its texts was read in (each step's), and every
sentence of the text with what it says after "If you do," looked up; and for text that is not
ASCII, which `find_case_aside` searches as the pattern did.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from engine.mlp.api import default_library
from engine.mlp.effects.steps import (
    _said_after,
    as_printed,
    card_types_capitalised,
    find_case_aside,
)
from engine.mlp.text.normalize import normalize


def _as_printed_by_pattern(printed: str, words: str) -> str:
    """`as_printed` as it searched before: a pattern of the words, any symbol for a symbol."""
    if not printed:
        return card_types_capitalised(words)
    pattern = r"\[[^\]]*\]".join(re.escape(part) for part in re.split(r"\{[^}]*\}", words))
    found = re.search(pattern, printed, re.IGNORECASE)
    return card_types_capitalised(words) if found is None else found.group(0)


def _said_after_by_pattern(printed: str, words: str) -> str:
    found = re.search(re.escape(words) + r"([^.]+)", printed, re.IGNORECASE)
    return "" if found is None else found.group(1)


@cache
def _texts_and_words() -> list[tuple[str, list[str]]]:
    """Each ability text of the database with the words looked up in it."""
    lib = default_library()
    found = []
    for card in lib.cards():
        faces = [lib.spec(card.id)]
        if faces[0].boosted is not None:
            faces.append(faces[0].boosted)
        for face in faces:
            for ability in face.abilities:
                words = [step[key] for step in ability.params.get("steps", ()) if isinstance(step, dict)
                         for key in ("says", "what") if isinstance(step.get(key), str)]
                words += [sentence for sentence in normalize(ability.text).split(". ") if sentence]
                found.append((ability.text, words))
    return found


def test_every_cards_words_are_found_as_the_pattern_found_them():
    looked = found = followed = 0
    for text, words in _texts_and_words():
        for said in words:
            plain = as_printed(text, said)
            assert plain == _as_printed_by_pattern(text, said), (text, said)
            found += plain != card_types_capitalised(said)
            asked = said[:1].upper() + said[1:] + ". If you do, "
            then = _said_after(text, asked)
            assert then == _said_after_by_pattern(text, asked), (text, asked)
            followed += bool(then)
            looked += 1
    assert looked > 3000 and found > 2500 and followed > 40, (looked, found, followed)


@pytest.mark.parametrize(("text", "words", "start"), [
    ("Pay [1]. If you do, draw a card. If you do, gain 1", "IF YOU DO, ", 0),
    ("Pay [1]. If you do, draw a card. If you do, gain 1", "if you do, ", 12),
    ("Nothing here", "there", 0),
    ("Zecora\u2019s Friend: move it. MOVE IT AGAIN", "move it", 0),
    ("Z\u00e9cora, \u00c9clat: \u00e9clat", "\u00e9CLAT", 0),
    ("Z\u00e9cora, \u00c9clat: \u00e9clat", "\u00e9CLAT", 9),
])
def test_a_text_not_in_ascii_is_searched_as_the_pattern_searched_it(text, words, start):
    found = re.compile(re.escape(words), re.IGNORECASE).search(text, start)
    assert find_case_aside(text, words, start) == (-1 if found is None else found.start())


def test_what_follows_is_read_up_to_the_full_stop_past_a_place_followed_by_none():
    text = "Exhaust a Friend. If you do, . Exhaust a Friend. If you do, draw a card. Then win"
    assert _said_after(text, "exhaust a friend. if you do, ") == "draw a card"
    assert _said_after_by_pattern(text, "exhaust a friend. if you do, ") == "draw a card"
