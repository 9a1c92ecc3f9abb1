"""Choices made "as this card enters play" (706.1a) and the counters a card "enters play with"
by a choice (706.1b): made at once as the card enters, before the triggered effects of its
entering (706.1d) are ordered or any player acts, whichever family of text asks them."""

from __future__ import annotations

import pytest

from engine.mlp.effects.naming import named_by
from engine.mlp.values import power
from tests.engine.card_play import find, play, rich_board
from tests.engine.helpers import answer, keys

# Rarity, Attention Horse: "When one of your Friends enters play here, ..." (a triggered effect
# of the same entering, which a queued choice would have to be ordered with, 511.7a)
_RARITY = "EO72"


def _entering_with_rarity(code: str):
    """P0 plays `code` home, where Rarity, Attention Horse is, with a Friend in hand (for Sunny
    Skies to reveal): the game and Rarity."""
    b = rich_board()
    rarity = b.add(_RARITY, 0, "play", "home:0")
    b.add("PR36", 0, "hand")
    return play(b, code, "home:0"), rarity


@pytest.mark.parametrize(("code", "kind"), [
    ("EO69", "name"),  # Octavia, Harsh Judge: "name a card"
    ("LL76", "name"),  # Aurora: "name a Friend"
    ("LL84", "target"),  # Sunny Skies: "you may reveal a Friend in your hand"
    ("SB20", "target"),  # Boyle: "enters play with ... counters on another one of your characters"
    ("AD202", "target"),  # Queen Chrysalis, Identity Theft: "choose a non-Unique Friend"
])
def test_the_choice_is_asked_at_once_not_ordered_with_the_triggered_effects_of_entering(code, kind):
    g, _ = _entering_with_rarity(code)
    assert g.pending().kind == kind


def test_octavia_names_a_card_before_rarity_s_triggered_effect_comes_alone():
    g, rarity = _entering_with_rarity("EO69")
    answer(g, "name:Applejack, Apple Vendor")
    (octavia,) = find(g, "EO69")
    assert named_by(g, octavia) == "Applejack, Apple Vendor"
    assert g.pending().kind != "trigger_order"
    assert power.power(g, rarity) == g.spec(rarity).power + 2


def test_boyle_has_its_counters_before_rarity_s_triggered_effect_comes_alone():
    b = rich_board()
    rarity = b.add(_RARITY, 0, "play", "home:0")
    charged = b.add("PR36", 0, "play", "home:0", counters={"power": 2})
    g = play(b, "SB20", "home:0")
    assert f"card:{charged}" in keys(g)
    answer(g, f"card:{charged}")
    (boyle,) = find(g, "SB20")
    assert g.card(boyle)["counters"] == {"power": 2}
    assert g.pending().kind != "trigger_order"
    assert power.power(g, rarity) == g.spec(rarity).power + 2
