"""A judge's audit of section 7 (abilities and modifiers), each on a board like the judge's:
what a rule of 701-712 asks of named cards, read from the log and the score."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import (
    BIG,
    TROUBLEMAKER,
    play,
    problem_faceoff,
    rich_board,
    settle,
    start_challenge,
    under,
    win_faceoff,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game

EPIC_LOOT = "EO119"  # "Immediate: The next time you defeat a Troublemaker this turn, score an additional point."
EMERALD = "PR12"  # Emerald Green: a vanilla 2-power blue Friend (Epic Loot's requirement)
ANTIQUING = "CG93"  # "Faceoff: The next time you would flip a card during this faceoff, choose a card in your
#                     discard pile and add its printed power to your power total for this faceoff instead. ..."
SEABREEZE = "HM63"  # "Chaos: While this card is flipped, an opposing character involved in the faceoff has -1
#                     power for each of your characters involved in the faceoff."
ORTHROS = "CG87"  # may spend a card from beneath it instead of flipping


# ----- 708.4: a triggered modifier ("the next time ...") ------------------------------------------


def test_708_4_two_epic_loots_each_add_their_point_to_the_next_defeat_naming_epic_loot():
    """P0 plays Epic Loot twice in a faceoff against Purple Parasprite, then wins it: both
    modifiers wait for the same next defeat, so it scores 1 + 1 + 1. Each point a text adds is
    logged with that text's card, as Friend or Foe?'s fewer points are (710.1): the line as
    the modifier is created names the Epic Loot resolving, and the one at the defeat names
    Epic Loot by its printed name, the card being in the discard pile by then (410.6)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for code in (BIG, BIG, EMERALD, EMERALD):
        b.add(code, 0, "play", "problem:0" if code == BIG else "home:0")
    loots = [b.add(EPIC_LOOT, 0, "hand") for _ in range(2)]
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = start_challenge(b, tm)
    for loot in loots:
        answer(g, f"play|{loot}|event")
    settle(g, until=lambda g: g.s["faceoff"] is None)
    log = log_text(g)
    assert log.count("708.4: P0 scores 1 additional point the next time they defeat a Troublemaker this turn "
                     "(by the text of Epic Loot #") == 2, log
    assert log.count("708.4: P0 scores 1 additional point for defeating a Troublemaker (by the text of Epic Loot)\n") == 2
    assert "514.5a: P0 scores 3 points for defeating a Troublemaker (now 3)" in log
    assert g.s["players"][0]["score"] == 3


# ----- 710.1: what a replacement does instead is logged with its card ------------------------------


def test_710_1_antiquing_replacing_a_flip_is_named_on_the_line_of_what_happens_instead():
    """P0 plays Antiquing in a Problem faceoff, Antiquing alone in their discard pile as their
    flip is replaced: the line of the power added instead ends with the Event's printed name,
    as every replacement's line ends with its card (it is in the discard pile by now, 410.6)."""
    b, _, _, (antiquing,) = problem_faceoff(p0=("PR79", "PR79"), hand=(ANTIQUING,))  # (3 white for it)
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{antiquing}|event")
    while "514.4:" not in log_text(g):
        answer(g, "pass")
    assert "710.1: P0 adds the printed power of Antiquing #" in log_text(g)
    assert "(+3) to their power total instead of flipping (by the text of Antiquing)\n" in log_text(g)


def test_710_1_orthros_spending_a_card_instead_of_flipping_is_named_on_that_line():
    """Orthros spends the card beneath it instead of P0's flip: "P0 spends ... instead of
    flipping: +3 to their power total (by the text of Orthros ...)" (710.1)."""
    b = Board()
    orthros = b.add(ORTHROS, 0, "play", "problem:0")
    (card,) = under(b, orthros, card=BIG)
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, f"spend:{card}")
    assert f"instead of flipping: +3 to their power total (by the text of {g.name(orthros)})\n" in log_text(g) + "\n"


# ----- 702.1, 708.3a, 801.1: a continuous ability's "an opposing character" is one chosen ------------


def test_702_1_seabreeze_flipped_weakens_the_one_opposing_involved_character_its_flipper_chooses():
    """Seabreeze, Breezie Boss's Chaos "an opposing character involved in the faceoff has -1
    power for each of your characters involved" says "an", not "each": one character, chosen
    as Seabreeze is flipped by P0, who flipped it (801.1), as every other text's "an opposing
    character" is chosen. Only P1's involved characters are offered; the chosen Full Steam
    has -3 (P0's three involved characters, 708.3a) and P1's other characters keep theirs."""
    b, _mine, theirs, _ = problem_faceoff()
    b.deck_top(SEABREEZE, 0)
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().prompt.startswith("Seabreeze, Breezie Boss #") and g.pending().player == 0
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (b.mane[1], *theirs))
    before = sum(power.power(g, i) for i in (b.mane[1], *theirs))
    answer(g, f"card:{theirs[1]}")
    assert f"P0 chooses Full Steam, Smoke Stacked #{theirs[1]} (by the text of Seabreeze" in log_text(g)
    assert f"Power totals: P0 7, P1 {before - 3 + 1}" in log_text(g)  # (P1 flipped a 1-power card)


# ----- 705.2e, 712: every line a text writes names that text's card ----------------------------


def test_705_2e_tricksy_hat_choosing_a_character_names_tricksy_hat():
    """Tricksy Hat's "choose an opponent's character at a Problem. Move it home": the
    choice's line ends with the card whose text makes it, as every choice a text makes does."""
    b = Board()
    b.players[0] = {"tokens": 1}
    hat = b.add("PR150", 0, "play", "home:0")
    foe = b.add(EMERALD, 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{hat}|")
    assert f"P0 chooses {g.name(foe)} (by the text of {g.name(hat)})" in log_text(g)


def test_706_1_sunset_festival_putting_a_friend_into_play_names_sunset_festival():
    """Sunset Festival puts the first Friend revealed from P1's deck into play under P0's
    control: the line of its entering ends with the Event, as a token's does (521.1)."""
    b = rich_board()
    b.deck_top(EMERALD, 1)
    g = play(b, "DE140", "event", "problem:0")
    assert g.as_written(" into play at problem:0 under P0's control (by the text of Sunset Festival #") in log_text(g)


def test_705_2e_double_check_the_checklist_putting_cards_back_names_it():
    """Double-check the Checklist: "P0 puts 3 cards back on top in the chosen order (by the
    text of Double-check the Checklist #...)"."""
    b = rich_board()
    for code in ("PR36", "PR37", "PR38"):
        b.deck_top(code, 0)
    g = play(b, "PR109", "event")
    while g.pending().kind == "order":
        answer(g, keys(g)[0])
    assert "P0 puts 3 cards back on top in the chosen order (by the text of Double-check the Checklist #" \
        in log_text(g)


def test_509_5_granny_smith_reattaching_hard_hat_names_granny_smith():
    """Granny Smith, Apple Elder: "When you play this card, you may reattach a Resource from
    one Friend to another": "Hard Hat #.. is reattached to ... (by the text of Granny Smith ...)"."""
    b = Board()
    a = b.add("PR33", 0, "play", "home:0")
    other = b.add("PR22", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=a)
    granny = b.add("PR28", 0, "hand")
    g = b.game()
    answer(g, f"play|{granny}|home:0")
    answer(g, f"card:{hat}")
    answer(g, f"card:{other}")
    assert f"{g.name(hat)} is reattached to {g.name(other)} (by the text of Granny Smith, Apple Elder #" \
        in log_text(g)


# ----- 706.1a: "as an opposing Friend enters play" comes before "when this card enters play" ------


def test_706_1a_desert_road_keeps_bulk_biceps_entering_from_triggering_and_says_so_as_every_text():
    """P0's Desert Road: "As an opposing Friend enters play, it loses and can't have abilities
    until the end of the turn." P1 plays Bulk Biceps, Extra Strong Masseuse ("When this card
    enters play, dismiss a Friend"): it enters without abilities (706.1a comes before 706.1d),
    so P0's Friend stays; the line ends with Desert Road as every line a text writes does."""
    b = Board()
    b.players[1]["tokens"] = 5
    road = b.add("SB110", 0, "play", "home:0")
    mine = b.add(BIG, 0, "play", "problem:0")
    b.add(BIG, 1, "play", "home:1")
    b.add("PR79", 1, "play", "home:1")  # (Bulk Biceps' pink and white)
    bulk = b.add("EO103", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{bulk}|home:1")
    assert g.pending().kind == "priority" and g.card(mine)["zone"] == "play"
    entered = next(i for i in g.s["play"] if g.spec(i).code == "EO103")
    assert (f"708.2: {g.name(entered)} enters play without its abilities until the end of the turn (by the text of "
            f"{g.name(road)})") in log_text(g)
