"""Choices made "as this card enters play" (706.1a) and the counters a card "enters play with"
by a choice (706.1b): made at once as the card enters, before the triggered effects of its
entering (706.1d) are ordered or any player acts, whichever family of text asks them."""

from __future__ import annotations

import pytest

from engine.mlp.effects.naming import named_by
from engine.mlp.values import power
from tests.engine.card_play import find, play, rich_board
from tests.engine.helpers import Board, answer, keys, shipped_game

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


def _games_bring_back(mine: tuple[str, ...], theirs: tuple[str, ...]):
    """The Equestria Games (CG202, 2 victory counters) retired at the start of P0's turn: each
    player puts the Friends `mine` / `theirs` from their discard pile into play at home, one
    instruction putting them all into play together (704.1b). The game, once they entered."""
    b = Board()
    b.add("CG202", 0, "play", "home:0", counters={"victory": 2})
    put = [[b.add(code, player, "discard") for code in codes] for player, codes in ((0, mine), (1, theirs))]
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "yes")
    for player, cards in enumerate(put):
        if cards:
            answer(g, *[f"card:{iid}" for iid in cards])
        for _ in cards:
            answer(g, f"home:{player}")
    return g


def test_choices_of_cards_entering_together_are_made_first_by_the_player_deciding_first_unasked():
    """Octavia, Harsh Judge and Aurora (P0's) and Octavia (P1's) enter play together: their "as
    this card enters play, name ..." are simultaneous decisions (801.1). P0, the turn player,
    makes theirs first, then P1. Each name is carried out on its own card, and no name is
    carried out before every card has named, so the order of P0's two cards can change
    nothing: P0 is not asked "which one makes its choice first?" (before: asked, though either
    answer came to the same), and the cards name in the order they entered."""
    g = _games_bring_back(("EO69", "LL76"), ("EO69",))
    octavia, aurora = (find(g, code)[0] for code in ("EO69", "LL76"))
    decision = g.pending()
    assert decision.player == 0 and decision.kind == "name" and decision.prompt.startswith(g.name(octavia))
    answer(g, "name:Rarity, Big Sister")
    assert g.pending().player == 0 and g.pending().prompt.startswith(g.name(aurora))
    answer(g, "name:Applejack, Applebucker")
    assert g.pending().kind == "name" and g.pending().player == 1
    answer(g, "name:Fluttershy, Monster Tamer")
    assert (named_by(g, aurora), named_by(g, octavia)) == ("Applejack, Applebucker", "Rarity, Big Sister")


def test_copies_of_one_card_entering_together_make_their_choices_unasked():
    """Two Octavias of P0's: the order of their choices can't matter, so nobody is asked."""
    g = _games_bring_back(("EO69", "EO69"), ())
    assert g.pending().kind == "name" and g.pending().player == 0


def test_evil_twin_and_identity_theft_entering_together_both_choose_the_friend_before_it_is_banished():
    """801.1, 706.1a: P0's Queen Chrysalis, Evil Twin and P1's Queen Chrysalis, Identity Theft
    enter play together (The Equestria Games). All decisions are made first, then carried out
    together: P1 may still choose Cerulean Skies, which P0's Evil Twin chose to banish, and has
    its Swift; Cerulean Skies is banished and Evil Twin is a copy of it. Before, Evil Twin
    banished Cerulean Skies as P0 chose, and P1 was offered no Friend at all."""
    b = Board()
    b.add("CG202", 0, "play", "home:0", counters={"victory": 2})
    skies = b.add("PR8", 1, "play", "home:1")  # Cerulean Skies: a non-Unique Friend with Swift
    twin = b.add("FF76", 0, "discard")
    theft = b.add("AD202", 1, "discard")
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "yes")
    for player, iid in ((0, twin), (1, theft)):
        answer(g, f"card:{iid}")
        answer(g, f"home:{player}")
    assert g.pending().player == 0 and f"card:{skies}" in keys(g)
    answer(g, f"card:{skies}")
    assert g.pending().player == 1 and f"card:{skies}" in keys(g)
    answer(g, f"card:{skies}")
    assert [g.spec(i).name for i in g.s["players"][1]["banished"]] == ["Cerulean Skies, Skyward Soarer"]
    (twin,) = (i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    (theft,) = find(g, "AD202")
    assert g.spec(twin).name == "Cerulean Skies, Skyward Soarer" and "Swift" in power.keywords(g, theft)


def test_names_are_said_once_every_card_entering_together_has_named():
    """801.1: P0's Octavia, Harsh Judge and P1's Octavia name a card as they enter play together;
    the log says neither name until both have named (decisions resolved simultaneously)."""
    g = _games_bring_back(("EO69",), ("EO69",))
    answer(g, "name:Applejack, Applebucker")
    assert "names Applejack" not in "\n".join(e.text for e in g.log)
    answer(g, "name:Rarity, Big Sister")
    said = [e.text for e in g.log if " names " in e.text]
    assert said == ["P0 names Applejack, Applebucker", "P1 names Rarity, Big Sister"]


def test_evil_twin_and_identity_theft_of_one_player_entering_together_are_not_ordered():
    """801.1: P0's Queen Chrysalis, Evil Twin and Queen Chrysalis, Identity Theft enter play
    together. Only Evil Twin acts on another card (the Friend it banishes); Identity Theft takes
    the abilities of the Friend as it was chosen, so the order can change nothing and P0 is
    not asked it: Identity Theft's question comes at once, and it may choose the Friend Evil
    Twin banishes (the only opposing Friend: Evil Twin's choice is forced)."""
    b = Board()
    b.add("CG202", 0, "play", "home:0", counters={"victory": 2})
    skies = b.add("PR8", 1, "play", "home:1")  # Cerulean Skies: a non-Unique Friend with Swift
    twin = b.add("FF76", 0, "discard")
    theft = b.add("AD202", 0, "discard")
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "yes")
    answer(g, f"card:{twin}", f"card:{theft}")
    answer(g, "home:0")
    answer(g, "home:0")
    assert g.pending().player == 0 and g.pending().prompt.startswith("Queen Chrysalis, Identity Theft")
    answer(g, f"card:{skies}")
    (theft,) = find(g, "AD202")
    assert "Swift" in power.keywords(g, theft)
    assert [g.spec(i).name for i in g.s["players"][1]["banished"]] == ["Cerulean Skies, Skyward Soarer"]
