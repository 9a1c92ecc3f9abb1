"""Cards with no text (vanilla and keyword-only), each on a judge's board.

One parameterised test covers every such card of the shipped database (the test id is
the card's code word), so coverage can call them implemented once this passes
(`tests/engine/named_cards.py`): a Friend at a Problem adds its printed power in its
colors to its controller's confronting (507, 611) and has exactly its printed keywords
(keywords themselves are played in test_keywords.py); a Problem asks its printed
confront requirements of its owner and of the opponent (209, 611.1).
"""

from __future__ import annotations

import pytest

from engine.mlp.api import default_library
from engine.mlp.coverage import code_word
from engine.mlp.values import power
from tests.engine.helpers import Board, shipped_game
from tests.engine.named_cards import textless_codes


def _cards_by_word() -> dict[str, list[str]]:
    """Card ids by code word (one code can name several printings, e.g. the tokens' T1)."""
    lib = default_library()
    wanted = set(textless_codes(lib))
    found: dict[str, list[str]] = {}
    for card in lib.cards():
        word = code_word(card.code)
        if word in wanted:
            faces = [card] if card.boosted is None else [card, card.boosted]
            if all(not face.text.strip() for face in faces):
                found.setdefault(word, []).append(card.id)
    return found


CARDS = _cards_by_word()


def test_every_textless_card_is_a_friend_or_a_problem():
    """What the scenario below knows how to show; a new kind of textless card needs its own."""
    lib = default_library()
    kinds = {lib.spec(card_id).type for ids in CARDS.values() for card_id in ids}
    assert kinds <= {"friend", "problem"} and len(CARDS) > 100


@pytest.mark.parametrize("word", sorted(CARDS))
def test_textless_card(word: str):
    lib = default_library()
    for card_id in CARDS[word]:
        spec = lib.spec(card_id)
        if spec.type == "friend":
            _friend_adds_its_printed_power(card_id, spec)
        else:
            _problem_asks_its_printed_requirements(card_id, spec)


def _friend_adds_its_printed_power(card_id: str, spec) -> None:
    b = Board()
    g0 = shipped_game(b)
    before = power.confront_power(g0, 0, "problem:0")
    token = {"token": True} if spec.card.is_token else {}  # 521.3: the printed token cards
    friend = b.add(card_id, 0, "play", "problem:0", **token)
    g = shipped_game(b)
    assert power.power(g, friend) == spec.power
    assert set(power.colors(g, friend)) == set(spec.colors)
    assert power.keywords(g, friend) == spec.keywords
    assert power.confront_power(g, 0, "problem:0") == before + spec.power


def _problem_asks_its_printed_requirements(card_id: str, spec) -> None:
    b = Board(problems=(card_id, "PR190"))
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") == list(spec.confront_owner)
    expected_opp = None if spec.confront_opp is None else [("wild", None, spec.confront_opp)]
    assert power.requirements(g, 1, "problem:0") == expected_opp
