"""Persistent (Glossary: "If this card would leave play, you may frighten it instead") for
every way a card's text or the home limit takes a Friend out of play, not only a dismissal:
banished, returned to its owner's hand, put on top of its owner's deck, retired by a text
(one instruction acting on several cards), retired over the home limit (616.3); and a cost
that would take it out of play can't be paid with it (508.1a)."""

from __future__ import annotations

import pytest

from tests.engine.card_play import board, play_entered
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

WINONA = "HM23"  # Winona, Good Girl!: a 2-power Friend with Persistent


def _main_board() -> Board:
    """P0 in their Main Phase with power of every color at home, to play any Event."""
    b = Board()
    b.players[0] = {"tokens": 9}
    for filler in ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2:
        b.add(filler, 0, "play", "home:0")
    return b


def _winona_targeted_by(code: str) -> tuple:
    """P0 plays the Event `code` on P1's Winona, Good Girl! at P1's Problem (choosing her where
    it asks): the game as her leaving play is about to be replaced, and Winona."""
    b = _main_board()
    winona = b.add(WINONA, 1, "play", "problem:1")
    event = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    if f"card:{winona}" in keys(g):
        answer(g, f"card:{winona}")
    return g, winona


@pytest.mark.parametrize(("code", "zone", "words"), [
    ("HM100", "banished", "banished"), ("EO125", "hand", "put into its owner's hand"),
    ("HM91", "deck", "put on top of its owner's deck")])
def test_hm23_winona_persistent_frightens_instead_of_being_banished_returned_or_put_on_the_deck(code, zone, words):
    """Glossary: Persistent: Uh-oh (HM100) "Banish a Friend", Lie Low (EO125) "Put an opposing
    Friend into its owner's hand", Phantasmal Tale (HM91) "Put an opposing Friend on top of its
    owner's deck": each would take P1's Winona out of play, so P1 may frighten her instead
    (710.1); she stays in play frightened. Declined, she goes where the text sends her. Her
    Persistent is the only replacement that could apply, so the question cites 710.1, the rule
    of replacements, not 710.5, whose choice is among several."""
    for pick in ("persistent", "none"):
        g, winona = _winona_targeted_by(code)
        decision = g.pending()
        assert decision.kind == "replacement" and decision.player == 1, decision.prompt
        assert decision.prompt.startswith("Winona, Good Girl!") and decision.prompt.endswith(f"would be {words} (710.1)")
        answer(g, pick)
        if pick == "persistent":
            assert winona in g.s["play"] and g.card(winona)["frightened"]
            assert "Glossary: Persistent" in log_text(g)
        else:
            assert winona not in g.s["play"] and WINONA in zone_codes(g, 1, zone)


@pytest.mark.parametrize("code", ["HM100", "EO135"])
def test_hm23_winona_persistent_frightening_is_logged_as_her_own_text(code):
    """Judge: Uh-oh (HM100, "Banish a Friend") or Rolling Tones (EO135, "Dismiss a Friend")
    would take P1's Winona out of play; P1 frightens her instead by her own Persistent
    (Glossary), so the log credits Winona's text with the frightening, not the Event's."""
    g, winona = _winona_targeted_by(code)
    answer(g, "persistent")
    assert (f"Glossary: Persistent: Winona, Good Girl! #{winona} becomes frightened "
            f"(by the text of Winona, Good Girl! #{winona})") in log_text(g)


def test_hm23_winona_persistent_frightens_instead_of_being_retired_with_the_others_mt70():
    """Glossary: Persistent, 710.1, 704.1b: MT70 Unplanned Guests ("When this card enters play,
    each player retires a Friend") is one instruction retiring P1's Winona with P0's Friend:
    P1 may frighten her instead; she stays in play frightened as P0's Friend is retired."""
    b = _main_board()
    winona = b.add(WINONA, 1, "play", "problem:1")
    g, _guests = play_entered(b, "MT70")
    while g.pending().kind != "replacement":
        options = [k for k in keys(g) if k.startswith("card:")]
        assert options, g.pending().prompt
        answer(g, f"card:{winona}" if f"card:{winona}" in options else options[0])
    assert g.pending().player == 1 and g.pending().prompt.startswith("Winona, Good Girl!")
    answer(g, "persistent")
    assert winona in g.s["play"] and g.card(winona)["frightened"]
    assert "Glossary: Persistent" in log_text(g)


def test_hm23_winona_persistent_frightens_instead_of_being_retired_over_the_home_limit_616_3():
    """616.3, Glossary: Persistent: the turn player retiring Friends over their home limit
    (3 for PR4) is not done "by the game" (104.3) but by the player, so Winona chosen among
    them may be frightened instead; frightened, she stays at home."""
    b = Board()
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")
    winona = b.add(WINONA, 0, "play", "home:0")
    g = shipped_game(b, phase="end", step="wrapup")
    assert g.pending().kind == "retire" and g.pending().min == 1
    answer(g, f"card:{winona}")
    assert g.pending().kind == "replacement" and g.pending().prompt.startswith("Winona, Good Girl!")
    answer(g, "persistent")
    assert winona in g.s["play"] and g.card(winona)["frightened"]
    assert "Glossary: Persistent" in log_text(g)


def test_cn43_lily_cant_pay_her_cost_with_hm23_winona_persistent():
    """508.1a, Glossary: Persistent: retiring a Friend is CN43 Lily's cost ("you may retire one
    of your Friends to ..."); Winona's Persistent would replace her leaving play, so she can't
    pay it and is not offered; Lily herself is."""
    b = board(tokens=6)
    winona = b.add(WINONA, 0, "play", "problem:0")
    g, lily = play_entered(b, "CN43")
    assert f"card:{winona}" not in keys(g) and keys(g) == ["none", f"card:{lily}"], g.pending().prompt


def test_hm23_winona_wearing_cg152_stone_cold_stays_in_play_by_persistent_710_4():
    """Winona, Good Girl! (Persistent) wears Stone Cold ("That Friend can't be frightened") and
    Mega Mare dismisses her. Persistent may still replace the dismissal though frightening her
    can't be done (710.4: "A replacement modifier can replace an occurrence even if the
    occurrence it is being replaced with can't be done"): she stays in play face up, and the
    log says so by the rule and names Stone Cold, not a bare "can't be frightened"."""
    b = Board(manes=("PR3", "PR2"))  # P0's Pinkie Pie, and pink power at the Problem for Mega Mare
    b.players[0]["tokens"] = 10
    winona = b.add(WINONA, 1, "play", "problem:0")
    stone_cold = b.add("CG152", 1, "play", "problem:0", host=winona)
    mega_mare = b.add("HM27", 0, "hand")
    for _ in range(2):
        b.add("HM27", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"play|{mega_mare}|problem:0")
    answer(g, "yes")
    answer(g, f"card:{winona}")
    answer(g, "persistent")
    assert g.card(winona)["zone"] == "play" and not g.card(winona)["frightened"]
    assert (f"710.4: {g.name(winona)} stays in play: its Persistent frightens it instead of leaving play, "
            f"which can't be done ({g.name(stone_cold)}'s text says it can't be frightened)") in log_text(g)


def test_hm23_winona_persistent_beside_eo151_defensive_position_the_choice_among_them_cites_710_5():
    """Rolling Tones (EO135, "Dismiss a Friend") would dismiss P1's Winona, Good Girl! (HM23,
    Persistent) while P1 also has Defensive Position (EO151: "If one or more of your Friends
    would be dismissed, you may pay [1] and exhaust this card instead."): two replacements
    would replace the same occurrence, so P1 chooses which applies (710.5), the rule the
    question cites; with Persistent alone it cites 710.1."""
    b = _main_board()
    b.players[1] = {"tokens": 2}
    position = b.add("EO151", 1, "play", "home:1")
    winona = b.add(WINONA, 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    if f"card:{winona}" in keys(g):
        answer(g, f"card:{winona}")
    decision = g.pending()
    assert decision.kind == "replacement" and decision.player == 1
    assert decision.prompt == f"Winona, Good Girl! #{winona} would be dismissed (710.5)"
    assert keys(g)[:2] == ["none", "persistent"] and keys(g)[2].startswith(f"instead:{position}:")
