"""More wordings of card text read in parts: banishing cards in play, "move up to two
opposing characters", exhausting your Mane Character as a cost, and putting a card from
the hand on top of the deck. Each test is a judge's board on real cards of the shipped
database, the answers, and the result, including the case where the text can't be done."""

from __future__ import annotations

import re

from engine.mlp.api import default_library
from engine.mlp.coverage import CARRIED_OUT, coverage
from engine.mlp.procedures import flow
from engine.mlp.text.normalize import normalize
from engine.mlp.text.parts import steps
from engine.mlp.text.reader import _fit_card_type
from engine.mlp.text.registry import TEMPLATES
from tests.engine.card_play import board as card_board
from tests.engine.card_play import confront_board, rich_board, start_challenge
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    shipped_game,
    without_numbers_now,
    zone_codes,
)


def test_the_new_wordings_complete_their_cards():
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("HM100", "CN112", "MT79", "HM148", "EO131", "EO138", "MT134", "CG49", "EO132", "SB99",
                 "MT118", "MT123", "AD52", "CG60", "CG146", "HM92"):
        assert rows[code] in CARRIED_OUT, code
    # "banish ... until this card leaves play" is a lasting exile, read as one (not as a plain
    # banish): tests/engine/test_text_parts_replacement.py
    assert rows["HM48"] in CARRIED_OUT


def test_banish_a_friend_puts_it_into_its_owners_banished_zone_hm100():
    """410.5: to banish a card is to put it into its owner's banished zone (not the
    discard pile); 301.5: Mane Characters can't leave play, so they are not offered."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR79", 0, "play", "home:0")  # white 2
    b.add("PR79", 0, "play", "home:0")
    victim = b.add("PR60", 1, "play", "problem:1")
    event = b.add("HM100", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    offered = keys(g)
    assert f"card:{victim}" in offered
    assert f"card:{b.mane[0]}" not in offered and f"card:{b.mane[1]}" not in offered
    answer(g, f"card:{victim}")
    assert victim not in g.s["play"]
    assert zone_codes(g, 1, "banished") == ["PR60"] and "PR60" not in zone_codes(g, 1, "discard")
    assert any(f"#{victim} is banished (by the text of Uh-oh #" in line  # the Event played
               for line in log_text(g, numbers_now=False).splitlines())


def test_banish_a_troublemaker_needs_a_face_up_one_mt79():
    """505.2: a face-down Troublemaker can't be referenced by "a Troublemaker"; with only
    a face-down one in play the Event has nothing to act on and is not offered (705.2)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR79", 0, "play", "home:0")  # white 2
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)  # a face-down Troublemaker
    event = b.add("MT79", 0, "hand")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"play|{event}|")]
    assert hidden in g.s["play"]


def test_banish_all_opposing_resources_leaves_your_own_hm148():
    """410.5 for each opposing Resource at once; the player's own Resource stays."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
    mine = b.add("PR151", 0, "play", "home:0")
    theirs = b.add("PR151", 1, "play", "home:1")
    event = b.add("HM148", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert theirs not in g.s["play"] and mine in g.s["play"]
    assert zone_codes(g, 1, "banished") == ["PR151"]


def test_choose_a_friend_then_banish_each_other_friend_eo131():
    """"Each other Friend": every Friend but the chosen one, both players' (Mane
    Characters are not Friends)."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR36", 0, "play", "home:0")  # pink 3
    b.add("PR79", 0, "play", "home:0")  # white 2
    b.add("PR76", 0, "play", "home:0")  # white 1
    kept = b.add("PR60", 1, "play", "problem:1")
    other = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO131", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{kept}")
    friends = [i for i in g.s["play"] if g.spec(i).type == "friend"]
    assert friends == [kept] and other not in g.s["play"]
    assert sorted(zone_codes(g, 0, "banished")) == ["PR36", "PR76", "PR79"]
    assert b.mane[0] in g.s["play"] and b.mane[1] in g.s["play"]


def test_move_up_to_two_opposing_characters_each_a_different_one_eo132():
    """506.4: the player moves opposing characters; "up to two" means two different
    cards, chosen at once, then where each goes."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR60", 0, "play", "home:0")  # purple 2
    first = b.add("PR20", 1, "play", "problem:1")
    second = b.add("PR12", 1, "play", "problem:1")
    event = b.add("EO132", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert set(keys(g)) == {f"card:{i}" for i in (b.mane[1], first, second)}
    answer(g, f"card:{first}", f"card:{second}")
    answer(g, "problem:0")
    answer(g, "home:1")
    assert g.card(first)["area"] == "problem:0" and g.card(second)["area"] == "home:1"


def test_move_up_to_two_opposing_characters_may_move_none_sb99():
    """ "Up to two": none is an answer, and leaves the board as it was."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
    theirs = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB99", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g)
    assert g.card(theirs)["area"] == "problem:1" and g.pending().kind == "priority"


def test_exhaust_your_mane_character_to_gain_a_token_mt123():
    """703.1d: exhausting the Mane Character is the cost (503.2); with it already
    exhausted the ability is not offered."""
    b = Board(problems=("MT123", "PR190"))
    b.players[0] = {"tokens": 0}
    problem = b.problem[0]
    g = shipped_game(b)
    answer(g, f"act|{problem}|0")
    assert g.card(b.mane[0])["exhausted"]
    assert g.s["players"][0]["tokens"] == 1

    b2 = Board(problems=("MT123", "PR190"))
    b2.cards[b2.mane[0] - 1]["exhausted"] = True
    g2 = shipped_game(b2)
    assert not [k for k in keys(g2) if k.startswith(f"act|{b2.problem[0]}|")]


def test_put_a_card_from_your_hand_on_top_of_your_deck_cg146():
    """703.1d then 410.6: the chosen card leaves the hand and becomes the top card of the
    deck; with an empty hand the ability can't be done and is not offered (705.2)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    necklace = b.add("CG146", 0, "play", "home:0")
    b.add("PR20", 0, "hand")
    chosen = b.add("PR60", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{necklace}|1")  # ability 0 is "Play to your home."
    answer(g, f"card:{chosen}")
    deck = g.s["players"][0]["deck"]
    assert g.spec(deck[-1]).code == "PR60"
    assert zone_codes(g, 0, "hand") == ["PR20"]
    assert "CG146" in zone_codes(g, 0, "discard") and g.s["players"][0]["tokens"] == 1

    b2 = Board()
    b2.players[0] = {"tokens": 2}
    necklace2 = b2.add("CG146", 0, "play", "home:0")
    g2 = shipped_game(b2)
    assert not [k for k in keys(g2) if k.startswith(f"act|{necklace2}|1")]


def _troublemaker_faceoff_with_an_event_in_hand(event: str) -> tuple[Board, int, int]:
    """P0 challenges P1's Parasprite with three ready Friends and one exhausted; P0 holds
    `event` and orange power 2 to play it during the faceoff."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR33", 0, "play", "home:0")  # orange 2
    b.add("PR12", 0, "play", "problem:0", exhausted=True)
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    card = b.add(event, 0, "hand")
    return b, tm, card


def test_choose_two_does_both_chosen_modes_in_printed_order_ad86():
    """"Choose two": two different modes, carried out in printed order (docs/engine.md:
    the rules are silent); exactly two must be chosen while two can be done."""
    import pytest

    from engine.core.errors import IllegalAnswer

    b, tm, card = _troublemaker_faceoff_with_an_event_in_hand("AD86")
    resource = b.add("PR151", 1, "play", "home:1")
    tired = next(c["iid"] for c in b.cards if c["card"] == "PR12")
    g = start_challenge(b, tm)
    answer(g, f"play|{card}|event")
    assert keys(g) == ["mode:0", "mode:1", "mode:2"]
    with pytest.raises(IllegalAnswer):
        g.submit(["mode:2"])
    answer(g, "mode:2", "mode:1")  # each has one card to act on: ready, then dismiss
    assert not g.card(tired)["exhausted"]
    assert "chooses: Ready a character; Dismiss a Resource" in log_text(g)
    assert resource not in g.s["play"] and "PR151" in zone_codes(g, 1, "discard")


def test_choose_two_with_only_one_mode_possible_does_that_one_ad86():
    """707.2: when only one mode can be done (no exhausted character, no Resource), the
    player does that one."""
    b, tm, card = _troublemaker_faceoff_with_an_event_in_hand("AD86")
    b.cards = [c for c in b.cards if c["card"] != "PR12"]
    g = start_challenge(b, tm)
    answer(g, f"play|{card}|event")
    assert g.pending().kind == "target"  # no mode choice: "exhaust a character" alone
    victim = next(i for i in g.characters(0) if g.spec(i).code == "PR20")
    answer(g, f"card:{victim}")
    assert g.card(victim)["exhausted"]


def test_dismiss_all_friends_with_printed_power_of_zero_cn125():
    """Printed power, not current power: a 0-power Friend with +1 counters is still
    dismissed; a 1-power Friend is not."""
    b = Board()
    b.players[0] = {"tokens": 1}
    b.add("PR36", 0, "play", "home:0")  # pink 3
    zero = b.add("CN30", 0, "play", "home:0", counters={"power": 2})
    one = b.add("PR20", 1, "play", "problem:1")
    event = b.add("CN125", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert zero not in g.s["play"] and one in g.s["play"]
    assert "CN30" in zone_codes(g, 0, "discard")


def _problem_faceoff_at_problem_1(haymaker_side: int) -> Board:
    """P0 confronts P1's Problem with 4 power, P1 meets its own side there with less."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.add("PR60", 0, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add("CG48", haymaker_side, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    return b


def test_losing_a_problem_faceoff_involving_this_card_gains_a_token_cg48():
    """514.5: every player but the winner loses the faceoff; Haymaker was involved on the
    losing side, so its controller gains [1] before the flipped cards go back (514.6)."""
    g = _problem_faceoff_at_problem_1(1).game(default_library(), phase="score", step="confront")
    log = log_text(g)
    assert "514.5: P0 wins the Problem faceoff" in log
    gained = log.index("712: P1 gains 1 action token")
    assert gained < log.index("514.6")


def test_winning_side_does_not_trigger_losing_a_faceoff_cg48():
    g = _problem_faceoff_at_problem_1(0).game(default_library(), phase="score", step="confront")
    log = log_text(g)
    assert "514.5: P0 wins the Problem faceoff" in log
    assert "712: P0 gains" not in log


def test_put_an_opponents_friend_or_resource_into_its_owners_hand_cn100():
    """A description naming two types ("Friend or Resource") fits either, and only the
    opponent's cards."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR81", 0, "play", "home:0")  # yellow 2
    b.add("PR86", 0, "play", "home:0")  # yellow 1
    theirs = b.add("PR151", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("CN100", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert set(keys(g)) == {f"card:{theirs}", f"card:{friend}"}  # no Troublemaker, none of P0's
    answer(g, f"card:{theirs}")
    assert theirs not in g.s["play"] and "PR151" in zone_codes(g, 1, "hand")
    assert friend in g.s["play"] and tm in g.s["play"]


def test_banish_a_friend_resource_or_troublemaker_not_a_face_down_one_ff78():
    """505.2: a face-down Troublemaker is not "a Troublemaker"; a face-up one is banished."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR60", 0, "play", "home:0")  # purple 2
    b.add("PR79", 0, "play", "home:0")  # white 2
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)
    shown = b.add("PR157", 1, "play", "problem:1")
    pony = b.add("FF78", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|home:0")
    answer(g, "yes")
    assert f"card:{hidden}" not in keys(g) and f"card:{shown}" in keys(g)
    answer(g, f"card:{shown}")
    assert shown not in g.s["play"] and zone_codes(g, 1, "banished") == ["PR157"]


def test_if_condition_after_the_trigger_opponents_mane_at_home_cn22():
    """712.2: "At the end of your draw step, if an opponent's Mane Character is at home,
    you may draw a card and discard a card": checked as the trigger happens; the player
    then decides (712.3), draws, and discards."""
    b = Board()
    b.add("CN22", 0, "play", "home:0")
    g = shipped_game(b, phase="ready", step="ready")
    assert g.pending().kind == "may"
    hand_before = len(g.s["players"][0]["hand"])  # the card drawn in the draw step
    answer(g, "yes")
    assert g.pending().kind == "discard"
    answer(g, f"card:{g.s['players'][0]['hand'][0]}")
    assert len(g.s["players"][0]["hand"]) == hand_before
    assert len(g.s["players"][0]["discard"]) == 1


def test_if_condition_false_does_not_trigger_cn22():
    """The opponent's Mane Character is at a Problem: nothing triggers, nothing is asked."""
    b = Board()
    b.add("CN22", 0, "play", "home:0")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = shipped_game(b, phase="ready", step="ready")
    assert g.pending().kind != "may"
    assert not g.s["players"][0]["discard"]


def test_draw_two_from_the_bottom_of_the_deck_cg111():
    """410.4a: the text says "draw", so these are draws (each one an occurrence, 410.4b,
    so "when you draw a card" triggers twice), taken from the bottom as printed."""
    b = Board(deck_size=0)
    bottom = b.add("PR36", 0, "deck")
    second = b.add("PR38", 0, "deck")
    top = b.add("PR60", 0, "deck")
    b.players[0] = {"tokens": 1}
    b.add("PR33", 0, "play", "home:0")  # orange 2
    b.add("PR32", 0, "play", "home:0")  # orange 2
    pony = b.add("CG46", 0, "play", "home:0")
    event = b.add("CG111", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert sorted(zone_codes(g, 0, "hand")) == ["PR36", "PR38"]
    assert [g.spec(i).code for i in g.s["players"][0]["deck"]] == ["PR60"]
    # +1 power for each draw (the turn then ends, as P0 has nothing left to do)
    assert log_text(g).count(f"{g.name(pony)} gets +1 power until the end of the turn") == 2
    assert bottom not in g.s["cards"] and second not in g.s["cards"] and top in g.s["cards"]


def test_draw_from_the_bottom_of_an_empty_deck_draws_nothing_cg111():
    """410.4: only cards in a draw deck can be drawn; the Event still resolves."""
    b = Board(deck_size=0)
    b.add("PR36", 0, "deck")
    b.players[0] = {"tokens": 1}
    b.add("PR33", 0, "play", "home:0")
    b.add("PR32", 0, "play", "home:0")
    event = b.add("CG111", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert zone_codes(g, 0, "hand") == ["PR36"] and not g.s["players"][0]["deck"]
    lines = log_text(g).split("\n")
    drew = next(k for k, line in enumerate(lines) if line.startswith("705.2e: P0 draws 1 card from the bottom"))
    # in the order they happen, 410.4 cited once, and the text named as on every line it causes
    assert lines[drew + 1].startswith("410.4: P0 cannot draw: the draw deck is empty (by the text of Plowing the Field #")


def test_retired_card_returns_to_its_owners_hand_cn31():
    """704, 410.6a: "When this card is retired, put it into its owner's hand": the card in
    the discard pile it went to is put into the hand."""
    b = Board()
    pony = b.add("HM68", 0, "play", "home:0")
    daisy = b.add("CN31", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{pony}|0")
    answer(g, f"card:{daisy}")
    assert "CN31" in zone_codes(g, 0, "hand") and "CN31" not in zone_codes(g, 0, "discard")


def test_dismissed_is_not_retired_cn31():
    """410.1 vs 410.2: dismissing is not retiring, so the card stays in the discard pile."""
    b = Board()
    daisy = b.add("CN31", 0, "play", "problem:0")
    g = shipped_game(b)
    g.dismiss(daisy)
    answer(g, "pass")
    assert "CN31" in zone_codes(g, 0, "discard") and "CN31" not in zone_codes(g, 0, "hand")


def test_unfrighten_or_ready_a_friend_cn96():
    """504.2a: a frightened Friend can't ready, so choosing it unfrightens it (504.3);
    an exhausted one is offered too (it would be readied)."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR81", 0, "play", "home:0")  # yellow 2
    scared = b.add("PR20", 0, "play", "home:0", frightened=True)
    tired = b.add("PR12", 0, "play", "home:0", exhausted=True)
    b.add("PR36", 0, "play", "home:0")  # ready: neither verb does anything to it
    pony = b.add("CN96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|problem:0")
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{scared}", f"card:{tired}"}
    answer(g, f"card:{scared}")
    assert not g.card(scared)["frightened"] and g.card(tired)["exhausted"]


def test_unfrighten_or_ready_with_nothing_to_do_is_not_asked_cn96():
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR81", 0, "play", "home:0")
    pony = b.add("CN96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|problem:0")
    assert g.pending().kind != "may"


def test_gain_for_each_opposing_character_at_its_problem_cg00():
    """Counted as the effect resolves: two opposing characters there give [2]; played at
    home there are none and nothing is gained."""
    for area, gained in (("problem:1", 2), ("home:0", 0)):
        b = Board()
        b.players[0] = {"tokens": 5}
        b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
        b.cards[b.mane[1] - 1]["area"] = "problem:1"
        b.add("PR20", 1, "play", "problem:1")
        b.add("PR20", 1, "play", "problem:0")  # elsewhere: not counted
        pony = b.add("CG00", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{pony}|{area}")
        gains = [text for _, rule, text in g.log if rule == "712" and text.startswith("P0 gains")]
        [played] = [i for i in g.s["play"] if g.spec(i).code == "CG00"]
        assert gains == ([f"P0 gains {gained} action tokens (by the text of {g.name(played)})"] if gained else []), area


def test_win_a_faceoff_may_retire_it_to_score_cg70():
    """"It" names no other card, so it is this card: retiring it is the cost (707.2a) of
    scoring a point."""
    for retire, expected in (("yes", 2), ("no", 1)):
        b = Board()
        rarity = b.add("CG70", 0, "play", "problem:0")
        for _ in range(3):
            b.add("PR36", 0, "play", "problem:0")  # 9 power against the Parasprite's 4
        tm = b.add("PR157", 1, "play", "problem:0")
        g = start_challenge(b, tm)
        answer(g, retire)
        assert g.s["players"][0]["score"] == expected, retire  # 1 for the Troublemaker
        assert (rarity in g.s["play"]) == (retire == "no")


def _gains(g, p: int) -> list[str]:
    return [text for _, rule, text in g.log if rule == "712" and text.startswith(f"P{p} gains")]


def test_playing_a_trait_friend_to_this_cards_problem_pr19():
    """712: only a Pegasus Friend played to this card's Problem triggers it; the player may
    exhaust this card and, if they do, gains [1] (707.2a)."""
    b = Board()
    b.players[0] = {"tokens": 5}
    solar = b.add("PR19", 0, "play", "problem:0")
    pegasus = b.add("PR20", 0, "hand")
    elsewhere = b.add("PR20", 0, "hand")
    earth = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{elsewhere}|problem:1")
    answer(g, f"play|{earth}|problem:0")
    assert g.pending().kind == "priority" and not _gains(g, 0)
    answer(g, f"play|{pegasus}|problem:0")
    answer(g, "yes")
    assert g.card(solar)["exhausted"] and _gains(g, 0) == [f"P0 gains 1 action token (by the text of {g.name(solar)})"]


def test_when_an_opponent_plays_a_friend_cg47():
    b = Board()
    b.players[0] = {"tokens": 3}
    theirs = b.add("CG47", 1, "play", "home:1")
    own = b.add("CG47", 0, "play", "home:0")
    pony = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|home:0")
    assert _gains(g, 1) == [f"P1 gains 1 action token (by the text of {g.name(theirs)})"] and not _gains(g, 0)
    assert own in g.s["play"]


def test_when_a_player_draws_a_card_either_player_ad160():
    """410.4b: each draw is an occurrence; "a player" includes the Troublemaker's
    controller's opponent."""
    b = Board()
    grump = b.add("AD160", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, "draw")
    assert g.card(grump)["counters"].get("power") == 1


def test_when_you_move_another_of_your_characters_eo11():
    """"Another": moving this card itself does not trigger it."""
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 6}
    fancy = b.add("EO11", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{fancy}|problem:0")
    assert power.power(g, fancy) == 3
    answer(g, f"move|{pony}|problem:0")
    assert power.power(g, fancy) == 4


def test_when_a_friend_here_is_dismissed_hm77():
    """A Friend dismissed at this card's area triggers it (either player's); one dismissed
    elsewhere does not."""
    b = Board()
    tiara = b.add("HM77", 0, "play", "problem:0")
    here = b.add("PR60", 1, "play", "problem:0")
    there = b.add("PR60", 1, "play", "problem:1")
    g = shipped_game(b)
    g.dismiss(there)
    answer(g, "pass")
    assert not _gains(g, 0)
    g = shipped_game(b)
    g.dismiss(here)
    answer(g, "pass")
    answer(g, "yes")
    assert g.card(tiara)["exhausted"] and _gains(g, 0) == [f"P0 gains 1 action token (by the text of {g.name(tiara)})"]


def test_when_a_player_challenges_this_card_that_player_sends_one_home_cn162():
    """"That player" is the challenger (514.2): they choose one of their characters at
    this Troublemaker's Problem and move it home."""
    b = Board()
    blueblood = b.add("CN162", 1, "play", "problem:0")
    ponies = [b.add("PR36", 0, "play", "problem:0") for _ in range(2)]
    g = start_challenge(b, blueblood)
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{i}" for i in ponies}
    answer(g, f"card:{ponies[0]}")
    moved = [text for _, rule, text in g.log if rule == "506.4"]
    assert moved == [g.as_written(f"{g.name(ponies[0])} is moved from problem:0 to home:0 (by the text of {g.name(blueblood)})")]
    assert "514.3" in [rule for _, rule, _ in g.log]  # before the flips: it left the faceoff


def test_moving_your_mane_character_to_a_problem_brings_this_card_there_cn21():
    """"There" is the Problem the Mane Character moved to; moving a Friend does not
    trigger it."""
    b = Board()
    b.players[0] = {"tokens": 6}
    scootaloo = b.add("CN21", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{pony}|problem:0")
    assert g.pending().kind == "priority"
    answer(g, f"move|{b.mane[0]}|problem:1")
    answer(g, "yes")
    assert g.card(scootaloo)["area"] == "problem:1" and g.card(scootaloo)["exhausted"]


def test_opponents_character_moved_from_this_problem_rr10():
    """The Problem's controller may draw when an opposing character is moved away from it
    (by any player's effect; 609 sending home is not moving)."""
    b = Board(problems=("RR10", "PR190"))
    b.players[0] = {"tokens": 2}
    b.add("PR60", 0, "play", "home:0")  # purple 2
    theirs = b.add("PR20", 1, "play", "problem:0")
    event = b.add("EO132", 0, "hand")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"play|{event}|event")
    answer(g, f"card:{theirs}")
    answer(g, "problem:1")
    assert g.pending().kind == "may" and "Draw" in g.pending().prompt
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand  # the Event left the hand, a card came in


def test_opponents_character_moved_from_here_to_another_problem_ad29():
    """Only a move to another Problem counts; then the controller draws and this card
    follows it there."""
    b = Board()
    b.players[0] = {"tokens": 6}
    ace = b.add("AD29", 1, "play", "problem:0")
    pony = b.add("PR20", 0, "play", "problem:0")
    other = b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"move|{other}|home:0")
    assert g.card(ace)["area"] == "problem:0" and not g.s["players"][1]["hand"]
    answer(g, f"move|{pony}|problem:1")
    assert g.card(ace)["area"] == "problem:1" and len(g.s["players"][1]["hand"]) == 1


def test_enters_play_during_your_turn_opponent_loses_and_you_gain_hm1():
    """Both instructions in order (705.2e); an opponent with no tokens loses none and the
    gain still happens (707.2)."""
    for theirs, lost in ((2, 1), (0, 0)):
        b = Board()
        b.players[0] = {"tokens": 2}
        b.players[1] = {"tokens": theirs}
        b.add("PR60", 0, "play", "home:0")  # purple 2
        b.add("PR81", 0, "play", "home:0")  # yellow 2
        pony = b.add("HM-1", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{pony}|home:0")
        assert g.s["players"][1]["tokens"] == theirs - lost
        [played] = [i for i in g.s["play"] if g.spec(i).code == "HM-1"]
        assert _gains(g, 0) == [f"P0 gains 1 action token (by the text of {g.name(played)})"]


def _deep_trouble_board(p0_tokens: int = 5) -> Board:
    """P0 has blue power 2 (Emerald Green at home), and the tokens to play SB101 Deep Trouble
    ("Immediate: Frighten up to two Friends.", cost 4) with one left to stay in the Main
    Phase."""
    b = Board()
    b.players[0] = {"tokens": p0_tokens}
    b.add("PR12", 0, "play", "home:0")  # blue 2
    return b


def test_frighten_up_to_two_friends_is_one_choice_of_the_cards_sb101():
    """One instruction, one choice (705.2e): the Friends are chosen at once, none to two of
    them, among those that can be frightened (a frightened Friend can't be, 504.2b); the
    text asks nothing more."""
    b = _deep_trouble_board()
    first = b.add("PR60", 1, "play", "problem:1")
    second = b.add("PR36", 1, "play", "problem:1")
    third = b.add("PR33", 1, "play", "problem:1")
    scared = b.add("PR20", 1, "play", "problem:1", frightened=True)
    event = b.add("SB101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    d = g.pending()
    assert d.kind == "target" and d.player == 0 and (d.min, d.max) == (0, 2)
    assert f"card:{scared}" not in keys(g) and {f"card:{i}" for i in (first, second, third)} <= set(keys(g))
    answer(g, f"card:{first}", f"card:{third}")
    assert g.pending().kind == "priority"
    assert [g.card(i)["frightened"] for i in (first, second, third)] == [True, False, True]
    assert zone_codes(g, 0, "discard") == ["SB101"]


def test_frighten_up_to_two_friends_none_chosen_frightens_nothing_sb101():
    """ "Up to two": none is an answer; the Event still resolves."""
    b = _deep_trouble_board()
    foe = b.add("PR60", 1, "play", "problem:1")
    event = b.add("SB101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g)
    assert not g.card(foe)["frightened"] and zone_codes(g, 0, "discard") == ["SB101"]
    assert g.pending().kind == "priority"


def test_frighten_up_to_two_offers_only_friends_that_can_be_frightened_sb101_eo143():
    """705.2e: players can't choose to do things that can't be done. P1's EO143 Appleoosa
    ("Your Friends with at least 4 power can't be frightened or dismissed") keeps P1's
    4-power Friend out of the choice; when no Friend can be frightened, nothing is asked."""
    b = _deep_trouble_board()
    b.add("EO143", 1, "play", "home:1")
    strong = b.add("PR36", 1, "play", "problem:1", counters={"power": 1})  # 4 power
    weak = b.add("PR36", 1, "play", "problem:1")  # 3 power
    event = b.add("SB101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{weak}" in keys(g) and f"card:{strong}" not in keys(g)
    answer(g, f"card:{weak}")
    assert g.card(weak)["frightened"] and not g.card(strong)["frightened"]

    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("EO143", 0, "play", "home:0")
    blue = b.add("PR12", 0, "play", "home:0", counters={"power": 2})  # blue 4
    b.add("EO143", 1, "play", "home:1")
    strong = b.add("PR36", 1, "play", "problem:1", counters={"power": 1})
    event = b.add("SB101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "priority"
    assert not g.card(strong)["frightened"] and not g.card(blue)["frightened"]
    assert zone_codes(g, 0, "discard") == ["SB101"]


def test_frighten_up_to_two_is_one_occurrence_for_replacements_sb101_hm65():
    """One instruction frightening two Friends is one occurrence (710.1): HM65 Cheese
    Sandwich's "If a Friend would be frightened, you may pay [1] to dismiss it instead"
    applies to both, and P1, the affected player, chooses whose replacement is decided first
    (710.5). P1 pays their one token to dismiss the other Friend; Cheese Sandwich, with no
    token left to pay, is frightened."""
    b = _deep_trouble_board()
    b.players[1] = {"tokens": 1}
    cheese = b.add("HM65", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{cheese}", f"card:{friend}")
    d = g.pending()
    assert d.kind == "order" and d.player == 1
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (cheese, friend))
    answer(g, f"card:{friend}")
    answer(g, f"instead:{cheese}:0")
    assert g.pending().kind == "priority"
    assert friend not in g.s["play"] and zone_codes(g, 1, "discard") == ["PR20"]
    assert g.card(cheese)["frightened"] and g.s["players"][1]["tokens"] == 0


def test_unfrighten_up_to_two_offers_only_frightened_friends_hm93():
    """Only a frightened Friend can be unfrightened (504.3): with one, the choice is of that
    one or none, asked once."""
    b = Board()
    b.players[0] = {"tokens": 1}
    b.add("PR33", 0, "play", "home:0")  # orange 2
    b.add("PR32", 0, "play", "home:0")  # orange 2
    scared = b.add("PR60", 0, "play", "home:0", frightened=True)
    event = b.add("HM93", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    d = g.pending()
    assert d.kind == "target" and keys(g) == [f"card:{scared}"] and (d.min, d.max) == (0, 1)
    answer(g, f"card:{scared}")
    assert not g.card(scared)["frightened"]
    assert g.pending().kind == "priority"


def test_frighten_or_unfrighten_a_friend_mt60():
    b = Board()
    b.players[0] = {"tokens": 1}
    b.add("PR12", 0, "play", "home:0")  # blue 2
    b.add("PR20", 0, "play", "home:0")  # blue 1
    b.add("PR33", 0, "play", "home:0")  # orange 2
    b.add("PR32", 0, "play", "home:0")  # orange 2
    scared = b.add("PR60", 0, "play", "home:0", frightened=True)
    foe = b.add("PR36", 1, "play", "problem:1")
    pony = b.add("MT60", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|home:0")
    answer(g, "yes")
    assert f"card:{scared}" in keys(g) and f"card:{foe}" in keys(g)
    answer(g, f"card:{scared}")
    assert not g.card(scared)["frightened"] and not g.card(foe)["frightened"]


def test_mt60_mystery_mare_frightening_a_friend_logs_which_attachment_goes_and_from_whom():
    """504.1: the Friend Mystery Mare frightens wears a Hard Hat, which goes to its owner's
    discard pile; the log names the Hat and the Friend it was on, as a judge reads it."""
    b = Board()
    b.players[0] = {"tokens": 1}
    b.add("PR12", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    b.add("PR32", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "problem:1")
    hat = b.add("PR139", 1, "play", "problem:1", host=foe)
    pony = b.add("MT60", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|home:0")
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"] and zone_codes(g, 1, "discard") == ["PR139"]
    now = g.s["players"][1]["discard"][-1]  # (a new card there, 410.6: the line says its number)
    assert f"504.1: Hard Hat #{hat} (now #{now}), attached to Apple Brown Betty, Pastry Chef #{foe}, is put into its " \
        "owner's discard pile" in log_text(g), log_text(g)


def test_put_an_opposing_friend_here_with_one_power_or_less_into_hand_hm62():
    """"Here" and "with 1 power or less" both narrow the description."""
    b = Board()
    b.players[0] = {"tokens": 2}
    celestia = b.add("HM62", 0, "play", "problem:1")
    small = b.add("PR20", 1, "play", "problem:1")
    b.add("PR36", 1, "play", "problem:1")  # 3 power: not offered
    b.add("PR20", 1, "play", "problem:0")  # elsewhere: not offered
    g = shipped_game(b)
    answer(g, f"act|{celestia}|")
    assert small not in g.s["play"] and "PR20" in zone_codes(g, 1, "hand")


def test_may_pay_then_dismiss_each_friend_here_with_cost_two_or_less_cg205():
    """Cost, not power: a 3-cost Friend here stays; 1- and 2-cost Friends here go,
    both players'."""
    b = Board()
    sombra = b.add("CG205", 0, "play", "problem:1", face_down=True)
    cheap = b.add("PR20", 1, "play", "problem:1")  # cost 1
    two = b.add("PR12", 0, "play", "problem:1")  # cost 2
    dear = b.add("PR36", 1, "play", "problem:1")  # cost 3
    away = b.add("PR20", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, option_with(g, "When this card is uncovered"))  # its text before its Villain keyword (511.7a)
    answer(g, "yes")
    assert not g.card(sombra)["face_down"]
    assert cheap not in g.s["play"] and two not in g.s["play"]
    assert dear in g.s["play"] and away in g.s["play"]


def test_all_players_discard_two_turn_player_first_ad85():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR33", 0, "play", "home:0")
    b.add("PR32", 0, "play", "home:0")
    mine = [b.add("PR20", 0, "hand") for _ in range(3)]
    theirs = [b.add("PR60", 1, "hand") for _ in range(3)]
    event = b.add("AD85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().player == 0
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    assert g.pending().player == 1
    answer(g, f"card:{theirs[0]}", f"card:{theirs[1]}")
    assert zone_codes(g, 0, "hand").count("PR20") == 1 and zone_codes(g, 1, "hand").count("PR60") == 1


def test_all_players_discard_two_are_discarded_together_once_both_have_chosen_ad85():
    """Judge scenario from a seeded game (801.1: simultaneous decisions are made in order, then
    "resolved simultaneously"): P0 plays Achoo! ("All players discard 2 cards"). P0 chooses
    first, as the player who had priority; P0's two cards stay in hand, and nothing is logged
    as discarded, while P1 chooses; all four go to the discard piles once P1 has chosen."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR33", 0, "play", "home:0")
    b.add("PR32", 0, "play", "home:0")
    mine = [b.add("PR20", 0, "hand") for _ in range(3)]
    theirs = [b.add("PR60", 1, "hand") for _ in range(3)]
    event = b.add("AD85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    assert g.pending().player == 1 and zone_codes(g, 0, "hand").count("PR20") == 3
    assert "discards" not in log_text(g)
    answer(g, f"card:{theirs[0]}", f"card:{theirs[1]}")
    assert zone_codes(g, 0, "discard").count("PR20") == 2 and zone_codes(g, 1, "discard").count("PR60") == 2


def test_put_a_friend_of_any_cost_from_your_discard_pile_into_play_mt86():
    """706.1; with no Friend in the discard pile the Event is not offered (705.2)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    for _ in range(2):
        b.add("PR79", 0, "play", "home:0")  # white 4 in all
    event = b.add("MT86", 0, "hand")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"play|{event}|")]
    b.add("PR205", 0, "discard")  # cost 5
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, "home:0")
    assert "PR205" in [g.spec(i).code for i in g.s["play"]]


def test_double_this_cards_power_adds_its_power_now_de39():
    """The rules are silent on doubling: +X power where X is its power as the effect
    resolves (counters included), until the end of the turn."""
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 2}
    trixie = b.add("DE39", 0, "play", "home:0", counters={"power": 1})
    b.add("PR36", 0, "play", "home:0")  # pink 3 for the Event
    event = b.add("PR114", 0, "hand")
    g = shipped_game(b)
    assert power.power(g, trixie) == 3
    answer(g, f"play|{event}|event")
    assert power.power(g, trixie) == 6


def test_counter_for_each_character_here_hm118():
    """Characters of both players at its Problem are counted (Mane Characters too); the
    Troublemaker itself is not a character, nor are cards elsewhere."""
    b = Board()
    tirek = b.add("HM118", 1, "play", "problem:0", face_down=True)
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR60", 1, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b, turn_player=1, first_player=0, phase="troublemaker", step="uncover",
              players=[{}, {"tokens": 2}])
    assert g.card(tirek)["counters"].get("power") == 3


def test_counter_for_each_character_here_with_its_card_gone_hm118():
    """Uncovered next to its player's face-up Diamond Dog, Lord Tirek is the one dismissed
    (516.4, 516.2) before its "When this card is uncovered" resolves: the line says why nothing
    is done, once, where it said "finds nothing to act on" and "not repeated while it stays
    so", as if the text might find something later (whole-pool game 73601, turn 46)."""
    b = Board()
    b.add("RR11", 1, "play", "problem:0")
    tirek = b.add("HM118", 1, "play", "problem:0", face_down=True)
    b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b, turn_player=1, first_player=0, phase="troublemaker", step="uncover",
                     players=[{}, {"tokens": 2}])
    answer(g, f"card:{tirek}")  # the one dismissed
    assert tirek not in g.s["play"]
    assert ("Nothing happens: “When this card is uncovered, put a +1 power counter on this card for each "
            "character here” is not done: this card has left play (by the text of Lord Tirek, Gaining "
            "Strength)\n") in log_text(g) + "\n"


def test_draw_four_then_put_three_back_one_at_a_time_eo136():
    """705.2e in order: draw 4, then three cards go on top one at a time, so the last
    one chosen is the top card (410.6: each is a new card there)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
    b.add("PR60", 0, "play", "home:0")
    for code in ("PR36", "PR38", "PR12", "PR33"):  # PR33 is the top card
        b.deck_top(code, 0)
    event = b.add("EO136", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert sorted(zone_codes(g, 0, "hand")) == ["PR12", "PR33", "PR36", "PR38"]
    for code in ("PR36", "PR33", "PR38"):
        answer(g, f"card:{next(i for i in g.s['players'][0]['hand'] if g.spec(i).code == code)}")
    assert zone_codes(g, 0, "hand") == ["PR12"]
    assert zone_codes(g, 0, "deck")[-3:] == ["PR36", "PR33", "PR38"]  # PR38, chosen last, on top


def test_discard_your_hand_then_draw_six_ff96():
    """Both parts in order; with an empty hand only the draw happens (707.2)."""
    for held in (2, 0):
        b = Board()
        b.players[0] = {"tokens": 3}
        b.add("PR36", 0, "play", "home:0")  # pink 3
        for _ in range(held):
            b.add("PR20", 0, "hand")
        event = b.add("FF96", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{event}|event")
        assert len(g.s["players"][0]["hand"]) == 6
        assert zone_codes(g, 0, "discard").count("PR20") == held


def test_ff96_skipping_class_with_three_cards_in_the_deck_draws_three_then_says_it_is_empty():
    """410.4: only cards in a draw deck can be drawn; the log says the three draws made, then
    that the deck is empty (not the other way round, which reads as if none were drawn)."""
    b = Board(deck_size=3)
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "home:0")  # pink 3
    b.add("PR20", 0, "hand")
    event = b.add("FF96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert len(g.s["players"][0]["hand"]) == 3 and not g.s["players"][0]["deck"]
    lines = [t for _, _, t in g.log]
    drew = next(k for k, line in enumerate(lines) if line.startswith("P0 draws 3 cards (by the text of Skipping Class #"))
    assert lines[drew + 1].startswith("P0 cannot draw: the draw deck is empty (by the text of Skipping Class #")


def test_then_joins_two_instructions_hm91():
    """"A, then B": the opposing Friend goes on top of its owner's deck, then a 2-power
    Figment token enters play."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
    foe = b.add("PR36", 1, "play", "problem:1")
    event = b.add("HM91", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, "home:0")
    assert foe not in g.s["play"] and g.spec(g.s["players"][1]["deck"][-1]).code == "PR36"
    assert any(g.card(i).get("token") for i in g.characters(0))


def test_an_event_acting_on_this_card_is_left_unread_by_the_general_reader_eo134():
    """"Gain [5], then banish this card": "this card" is the Event itself, which text read
    in parts can't move, so the general reader leaves it unread rather than having the
    Event discarded wrongly; the card's own wording (its module) reads it instead."""
    lib = default_library()
    spec = lib.spec(lib.find("EO134").id)
    paragraph = "Main Phase: Gain [5], then banish this card."
    norm = normalize(paragraph)
    general = [(pattern, builder) for pattern, builder in TEMPLATES
               if builder.__module__ == "engine.mlp.text.parts" and pattern.match(norm)]
    assert general, "the general reader no longer reads the wording in parts"
    pattern, builder = general[0]
    assert builder(pattern.match(norm), paragraph) is not None
    assert _fit_card_type(spec, builder(pattern.match(norm), paragraph)) is None
    assert [a.name for a in spec.abilities] == ["gain_then_banish_self"]


def test_exhaust_an_earth_pony_here_to_banish_a_card_from_any_discard_pile_cg57():
    """703.1d: the cost needs a ready Earth Pony of yours here; the card is chosen from
    either player's discard pile (405: public) and banished (410.5). Without one here the
    ability is not offered."""
    b = Board()
    spanner = b.add("CG57", 0, "play", "problem:0")
    earth = b.add("PR12", 0, "play", "problem:0")  # an Earth Pony
    b.add("PR20", 0, "discard")
    theirs = b.add("PR60", 1, "discard")
    g = shipped_game(b)
    answer(g, f"act|{spanner}|")
    assert g.card(earth)["exhausted"]
    assert {f"card:{theirs}"} < set(keys(g))
    answer(g, f"card:{theirs}")
    assert zone_codes(g, 1, "banished") == ["PR60"] and not g.s["players"][1]["discard"]

    b2 = Board()
    lone = b2.add("CG57", 0, "play", "problem:0")
    b2.add("PR12", 0, "play", "problem:1")  # not here
    b2.add("PR60", 1, "discard")
    g2 = shipped_game(b2)
    assert not [k for k in keys(g2) if k.startswith(f"act|{lone}|")]


def test_bottom_card_of_the_deck_goes_on_top_ad93():
    b = Board(deck_size=0)
    bottom = b.add("PR36", 0, "deck")
    b.add("PR38", 0, "deck")
    b.add("PR20", 0, "play", "problem:0")
    for _ in range(2):
        b.add("PR33", 0, "play", "problem:0")  # orange 4
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("AD93", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="challenge", players=[{"tokens": 2}, {}])
    answer(g, f"challenge:{tm}")
    answer(g, f"play|{event}|event")
    log = log_text(g)
    assert "P0 puts the bottom card of their deck on top of it" in log
    assert bottom not in g.s["cards"]  # it became a new card (410.6)
    assert "P0 flips Apple Brown Betty" in log  # the card that was at the bottom is flipped


def test_all_players_shuffle_their_decks_then_draw_cg125():
    b = Board()
    boneless = b.add("CG125", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{boneless}|1")  # ability 0 is "Play to your home."
    log = log_text(g)
    assert log.index("P0 shuffles their deck") < log.index("P1 shuffles their deck") < log.index("P0 draws 3")
    assert boneless not in g.s["play"] and len(g.s["players"][0]["hand"]) == 3


def test_an_empty_deck_is_not_shuffled_and_the_log_says_nothing_happens_cg125():
    """Boneless with P0's deck empty and P1's of one card: an empty deck has no card to
    randomize, none changing position (410.6), so nothing happens and the log says so, as
    for every instruction that can't be done, in the words every empty deck is said in
    (`deck_empty`); a one-card deck is still shuffled (its cards
    are, 410.6)."""
    b = Board(deck_size=0)
    b.add("PR20", 1, "deck")
    boneless = b.add("CG125", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{boneless}|1")
    lines = log_text(g).splitlines()
    assert "705.2e: Nothing happens: P0's deck is empty (by the text of Boneless)" in lines
    assert not [line for line in lines if "P0 shuffles" in line]
    assert "705.2e: P1 shuffles their deck (by the text of Boneless)" in lines


def test_when_an_opponent_plays_a_resource_mt57():
    """During P1's turn P1 plays a Resource: P0's card triggers and P0 may put a token in."""
    b = Board()
    b.players[1] = {"tokens": 3}
    b.add("MT57", 0, "play", "home:0")
    b.add("PR36", 1, "play", "home:1")  # pink 3
    host = b.add("PR60", 1, "play", "home:1")
    outfit = b.add("PR143", 1, "hand")
    g = shipped_game(b, turn_player=1, first_player=0, players=[{}, {"tokens": 3}])
    answer(g, f"play|{outfit}|on:{host}")
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    answer(g, "home:0")
    assert any(g.card(i).get("token") for i in g.characters(0))


def test_this_or_another_trait_friend_entering_play_gets_power_sb7():
    """The entering Pegasus Friend ("that Friend") gets +1 power; a non-Pegasus does not."""
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("SB7", 0, "play", "home:0")
    pegasus = b.add("PR20", 0, "hand")
    earth = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pegasus}|home:0")
    answer(g, f"play|{earth}|home:0")
    played = {g.spec(i).code: i for i in g.characters(0) if g.spec(i).code in ("PR20", "PR12")}
    assert power.power(g, played["PR20"]) == 2 and power.power(g, played["PR12"]) == 2


def test_another_trait_friend_does_not_count_this_card_sb67():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR12", 0, "play", "home:0")  # blue 2
    b.add("PR33", 0, "play", "home:0")  # orange 2
    mullet = b.add("SB67", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{mullet}|home:0")
    assert g.pending().kind != "may"


def test_losing_a_troublemaker_faceoff_involving_this_card_de66():
    """514.5b: the challenger lost; DE66 was involved, so its controller may move a Friend
    from home to a Problem."""
    b = Board()
    b.add("DE66", 0, "play", "problem:0")
    waiting = b.add("PR20", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")  # DE66 (2) + flip against the Parasprite (4) + flip
    assert "514.5b" in [rule for _, rule, _ in g.log]
    answer(g, "yes")
    answer(g, f"card:{waiting}")
    answer(g, "problem:1")
    assert g.card(waiting)["area"] == "problem:1"


def test_confront_this_problem_with_at_least_four_characters_hm120():
    """611: P0 confronts its own Problem (yellow 3 and purple 3); with four characters
    there the Problem gives [1], with three (the same colors) it gives nothing."""
    for yellow, gained in ((("PR81", "PR86"), 1), (("PR83",), 0)):
        b = Board(problems=("HM120", "PR190"))
        b.cards[b.mane[0] - 1]["area"] = "problem:0"  # purple 1
        b.add("PR60", 0, "play", "problem:0")  # purple 2
        for code in yellow:
            b.add(code, 0, "play", "problem:0")
        g = shipped_game(b, phase="score", step="confront")
        assert any(r == "611.1" and t.startswith("P0 confronts A Party") for _, r, t in g.log)
        assert len(_gains(g, 0)) == gained, yellow


def test_when_you_start_a_faceoff_here_flip_an_additional_card_mt127():
    """514.3a: P0 starts the Troublemaker faceoff at this Problem and flips one more."""
    b = Board(problems=("MT127", "PR190"))
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    flips = [t for _, r, t in g.log if t.startswith("P0 flips")]
    assert len(flips) == 2


def test_banish_a_troublemaker_from_hand_as_the_cost_hm147():
    """703.1d: the cost is a Troublemaker card from the hand, banished (410.5); without
    one in hand the ability is not offered."""
    b = Board()
    b.players[0] = {"tokens": 2}
    shy = b.add("HM147", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{shy}|")]
    b.add("PR157", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{shy}|")
    assert tm not in g.s["play"] and zone_codes(g, 0, "banished") == ["PR157"]


def test_retire_this_card_to_put_a_troublemaker_face_up_at_its_problem_hm80():
    """"This card's Problem" is where it was when it was retired for the cost (703.1d);
    the Troublemaker enters play there face-up (706.1b)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    twinkle = b.add("HM80", 0, "play", "problem:1")
    b.add("PR157", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{twinkle}|")
    new = next(i for i in g.s["play"] if g.spec(i).code == "PR157")
    assert g.card(new)["area"] == "problem:1" and not g.card(new)["face_down"]
    assert twinkle not in g.s["play"]


def test_opposing_characters_involved_in_a_faceoff_have_less_power_hm98():
    """Each opposing character involved gets -1 until the end of the faceoff; P0's own
    involved characters do not."""
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 3}
    b.cards[b.mane[0] - 1]["area"] = "problem:1"  # purple 1
    ally = b.add("PR60", 0, "play", "problem:1")  # purple 2
    b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    foe = b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    event = b.add("HM98", 0, "hand")
    g = shipped_game(b, phase="score", step="confront")
    while g.s["faceoff"] is None:  # the score phase's window before the confront
        answer(g, "pass")
    assert g.pending().player == 0
    answer(g, f"play|{event}|event")  # the faceoff then runs to its end
    lowered = [t for _, _, t in g.log if "gets -1 power until the end of the faceoff" in t]
    # (the Event is named by the number it has as it resolves, not its number in hand)
    by = re.search(r" \(by the text of Through the Ages #\d+\)$", lowered[0]).group()
    assert sorted(lowered) == sorted(f"{g.name(i)} gets -1 power until the end of the faceoff{by}"
                                     for i in (foe, b.mane[1]))
    assert "514.4: Power totals: P0 5, P1 1" in log_text(g)  # P1: 1 + 1 - 2 + a 1-power flip
    assert power.power(g, ally) == 2


def test_search_the_deck_for_a_troublemaker_and_put_it_into_play_face_up_eo95():
    """518.1, 706.1b, 518.2: the found Troublemaker enters play face-up at a Problem of the
    player's choice, then the deck is shuffled; the search may fail to find."""
    for find in (True, False):
        b = Board()
        b.players[0] = {"tokens": 5}
        b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
        b.add("PR12", 0, "play", "home:0")  # blue 2
        hidden = b.add("PR157", 0, "deck")
        twilight = b.add("EO95", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{twilight}|home:0")
        assert g.pending().kind == "search"
        if not find:
            answer(g, "none")
            assert hidden in g.s["players"][0]["deck"]
            assert "518.2: P0 shuffles their deck" in log_text(g)
            continue
        answer(g, f"card:{hidden}")
        answer(g, "problem:1")
        new = next(i for i in g.s["play"] if g.spec(i).code == "PR157")
        assert g.card(new)["area"] == "problem:1" and not g.card(new)["face_down"]
        log = log_text(g)
        assert log.index(g.as_written("into play at problem:1 face-up")) < log.index("518.2: P0 shuffles their deck")


def test_while_at_a_problem_your_other_color_characters_there_get_power_pr208():
    """708.2a: while Celestia is at a Problem, each of P0's other yellow characters at that
    Problem has +1 power; not P0's other colors, not the opponent's, not elsewhere, and
    nothing while she is at home."""
    from engine.mlp.values import power

    b = Board()
    celestia = b.add("PR208", 0, "play", "problem:0")
    yellow_here = b.add("PR81", 0, "play", "problem:0")
    blue_here = b.add("PR20", 0, "play", "problem:0")
    theirs = b.add("PR81", 1, "play", "problem:0")
    yellow_away = b.add("PR81", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, yellow_here) == 3
    assert power.power(g, blue_here) == 1 and power.power(g, theirs) == 2
    assert power.power(g, yellow_away) == 2
    assert power.power(g, celestia) == g.spec(celestia).power
    b.cards[celestia - 1]["area"] = "home:0"
    b.cards[yellow_here - 1]["area"] = "home:0"
    g = shipped_game(b)
    assert power.power(g, yellow_here) == 2


def test_playing_a_friend_to_this_cards_problem_may_turn_it_over_hm139():
    """A Friend played to the Mane Character's Problem triggers it (301.2 turning over is
    the player's choice); one played elsewhere does not."""
    b = Board(manes=("HM139", "PR2"))
    b.players[0] = {"tokens": 4}
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    away = b.add("PR20", 0, "hand")
    here = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{away}|problem:1")
    assert g.pending().kind != "may"
    answer(g, f"play|{here}|problem:0")
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert g.card(b.mane[0])["boosted"]


def test_at_the_start_of_each_players_main_phase_that_player_frightens_cg157():
    """"That player" is the player whose Main Phase starts (here P1, the opponent of the
    Troublemaker's controller): they frighten one of their own Friends."""
    b = Board()
    b.add("CG157", 0, "play", "problem:0")  # face-up
    theirs = b.add("PR20", 1, "play", "home:1")
    mine = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b, turn_player=1, first_player=0, phase="ready", step="ready", players=[{}, {}])
    while not g.card(theirs)["frightened"] and g.pending() is not None and g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert g.card(theirs)["frightened"] and not g.card(mine)["frightened"]


def test_at_the_end_of_each_players_turn_that_player_loses_a_token_hm150():
    b = Board()
    b.add("HM150", 1, "play", "problem:0")
    g = shipped_game(b, players=[{"tokens": 2}, {"tokens": 2}])
    answer(g, "pass")  # P0 ends the Main Phase
    lost = [t for _, r, t in g.log if r == "712" and "loses" in t]
    assert lost and lost[0].startswith("P0 loses 1")


def test_one_of_your_friends_retired_or_dismissed_de79():
    """Either way of leaving play counts for P0's own Friends; the opponent's do not."""
    b = Board()
    defender = b.add("DE79", 0, "play", "home:0")
    mine = b.add("PR20", 0, "play", "problem:0")
    theirs = b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b)
    g.dismiss(theirs)
    answer(g, "pass")
    assert g.pending().kind != "may"
    g = shipped_game(b)
    g.dismiss(mine)
    answer(g, "pass")
    answer(g, "yes")
    assert g.card(defender)["counters"].get("power") == 1


def test_playing_a_friend_to_a_problem_may_move_the_boosted_mane_there_hm139():
    """"That Problem" is the one the Friend was played to (its Boosted side's text)."""
    b = Board(manes=("HM139", "PR2"))
    b.players[0] = {"tokens": 4}
    b.cards[b.mane[0] - 1]["boosted"] = True
    pony = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|problem:1")
    answer(g, "yes")
    assert g.card(b.mane[0])["area"] == "problem:1"


def test_when_this_troublemaker_is_uncovered_may_uncover_another_ad162():
    b = Board()
    b.add("AD162", 0, "play", "problem:0", face_down=True)
    other = b.add("PR157", 1, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    while g.pending().kind == "trigger_order":
        answer(g, keys(g)[0])
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert not g.card(other)["face_down"]


def test_ad162_an_epic_troublemaker_uncovered_by_rainbow_dash_turncoat_dismisses_by_the_rules():
    """Judge: Rainbow Dash, Turncoat is uncovered and her text uncovers P0's Ahuizotl (Epic)
    where P1's Flam is face up. Her text uncovers Ahuizotl; the rules dismiss Flam (607.3),
    so the log credits her text with the uncovering only."""
    b = Board()
    b.players[0] = {"tokens": 2}
    dash = b.add("AD162", 0, "play", "problem:0", face_down=True)
    flam = b.add("PR154", 1, "play", "problem:1")
    ahuizotl = b.add("PR152", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b)
    flow.uncover(g, dash, "607.3")
    answer(g, "pass")  # the trigger is processed before the next priority (712.1)
    answer(g, "yes")
    log = log_text(g)
    assert g.as_written(f"Ahuizotl #{ahuizotl} is uncovered at problem:1 (by the text of Rainbow Dash, Turncoat #{dash})") in log
    assert f"607.3: Flam #{flam} is dismissed to P1's discard pile\n" in without_numbers_now(log)


def test_opponent_challenging_your_troublemaker_lets_you_move_an_opposing_character_sb90():
    """P1 controls the Troublemaker and Klugetown Vendor; P0 challenges, so P1 may move
    one of P0's characters (506.4) as the faceoff starts."""
    b = Board()
    vendor = b.add("SB90", 1, "play", "home:1")
    tm = b.add("PR157", 1, "play", "problem:0")
    ponies = [b.add("PR36", 0, "play", "problem:0") for _ in range(2)]
    g = start_challenge(b, tm)
    assert g.pending().kind == "may" and g.pending().player == 1
    answer(g, "yes")
    answer(g, f"card:{ponies[0]}")
    answer(g, "home:0")
    assert [t for _, r, t in g.log if r == "506.4"] == [g.as_written(f"{g.name(ponies[0])} is moved from "
                                                                         f"problem:0 to home:0 (by the text of "
                                                                         f"{g.name(vendor)})")]


def test_only_your_own_challenged_troublemaker_counts_sb90():
    """P0's Vendor does not trigger when P0 challenges P1's Troublemaker."""
    b = Board()
    b.add("SB90", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    g = start_challenge(b, tm)
    assert g.pending() is None or g.pending().kind != "may"


def test_an_opponent_confronting_a_problem_retires_this_card_eo142():
    """Only an opponent's confront triggers it (here P1's, during P1's score phase)."""
    b = Board()
    vendor = b.add("EO142", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR60", 1, "play", "problem:0")  # P1 meets P0's Problem's opponent requirement
    g = shipped_game(b, turn_player=1, first_player=0, phase="score", step="confront", players=[{}, {}])
    assert any(r == "611.1" and t.startswith("P1 confronts") for _, r, t in g.log)
    assert vendor not in g.s["play"] and "EO142" in zone_codes(g, 0, "discard")


def test_win_a_troublemaker_faceoff_here_may_move_an_opposing_character_ll34():
    b = Board()
    b.add("LL34", 0, "play", "problem:0")
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    foe = b.add("PR20", 1, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    if g.pending().kind == "trigger_order":
        answer(g, option_with(g, "Dusty Pages"))
    assert g.pending().kind == "may"
    answer(g, "yes")
    answer(g, f"card:{foe}")
    answer(g, "home:1")
    assert g.card(foe)["area"] == "home:1"


def test_playing_a_troublemaker_here_may_banish_a_non_unique_friend_nm4():
    """Only a Troublemaker P0 plays to this Problem triggers it; a Unique Friend is not
    offered."""
    b = Board(problems=("NM4", "PR190"))
    elsewhere = b.add("PR157", 0, "hand")
    here = b.add("PR157", 0, "hand")
    plain = b.add("PR20", 1, "play", "problem:1")
    unique = b.add("PR205", 1, "play", "problem:1")  # Octavia, Virtuoso
    g = shipped_game(b, phase="troublemaker", step="troublemaker", players=[{"tokens": 4}, {}])
    answer(g, f"tm|{elsewhere}|problem:1")
    assert g.pending().kind == "priority"
    answer(g, f"tm|{here}|problem:0")
    answer(g, "yes")
    offered = keys(g)
    assert f"card:{plain}" in offered and (f"card:{unique}" not in offered) == g.spec(unique).unique
    answer(g, f"card:{plain}")
    assert zone_codes(g, 1, "banished") == ["PR20"]


def test_confronting_giggle_at_the_ghosties_may_unfrighten_one_of_your_friends_there_nm13():
    """ "When you confront this Problem, you may unfrighten one of your Friends here": only
    one, only P0's own, only one at this Problem (not at home)."""
    b = confront_board("NM13")
    scared = b.add("PR36", 0, "play", "problem:0", frightened=True)
    also_scared = b.add("PR33", 0, "play", "problem:0", frightened=True)
    at_home = b.add("PR60", 0, "play", "home:0", frightened=True)
    theirs = b.add("PR60", 1, "play", "problem:0", frightened=True)
    g = shipped_game(b, phase="score", step="confront")
    assert "P0 confronts Giggle At the Ghosties" in log_text(g)
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{scared}", f"card:{also_scared}"}
    answer(g, f"card:{scared}")
    assert not g.card(scared)["frightened"]
    assert [g.card(i)["frightened"] for i in (also_scared, at_home, theirs)] == [True, True, True]


def test_hunting_for_the_hive_may_move_one_of_your_characters_as_it_enters_play_qc13():
    """ "When this card enters play, you may move one of your characters": P0's own only,
    one, and no action tokens paid for the move."""
    b = card_board(tokens=3)
    mine = b.add("PR20", 0, "play", "home:0")
    foe = b.add("PR20", 1, "play", "home:1")
    b.add("QC13", 0, "problem_deck")
    g = shipped_game(b)
    flow.replace_problem(g, "problem:0")
    answer(g, "pass")  # the triggered ability is processed before the next priority (712.1)
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{b.mane[0]}", f"card:{mine}"} and f"card:{foe}" not in keys(g)
    answer(g, f"card:{mine}")
    answer(g, "problem:1")
    assert g.card(mine)["area"] == "problem:1" and g.card(foe)["area"] == "home:1"
    assert g.s["players"][0]["tokens"] == 3
    assert g.pending().kind == "priority"  # one character, not a second


def test_moving_one_of_your_characters_to_a_problem_may_dismiss_a_friend_there_hm103():
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("HM103", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    foe = b.add("PR60", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{pony}", f"card:{foe}"}  # any Friend there
    answer(g, f"card:{foe}")
    assert foe not in g.s["play"] and g.s["players"][0]["tokens"] == 6 - 2 - 2


def _started_problem_faceoff(event: str, colors: tuple[str, ...]) -> tuple[Board, int]:
    """P0 has 3 characters at problem:1 (two Friends plus the Mane Character), P1 has one
    Friend there; P0 flips a 3, P1 a 1, so P0 wins 514.5d's faceoff."""
    b = Board()
    b.players[0] = {"tokens": 5}
    for code in colors:
        b.add(code, 0, "play", "home:0")  # the Event's color
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.add("PR60", 0, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:1")
    b.add("PR20", 1, "play", "problem:1")
    b.deck_top("PR20", 1)
    b.deck_top("PR36", 0)
    return b, b.add(event, 0, "hand")


def _run_out_the_faceoff(g) -> None:
    while g.s["faceoff"] is not None and g.pending().kind == "priority":
        answer(g, "pass")


def test_the_winner_draws_a_card_for_each_of_their_characters_involved_cg109():
    """514.5d: P0 won with three characters involved, so P0 draws three (counted while
    they are still involved, before 514.6 ends the faceoff)."""
    b, event = _started_problem_faceoff("CG109", ("PR36", "PR44"))  # pink 3 + 1
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    _run_out_the_faceoff(g)
    drawn = [t for _, r, t in g.log if r == "514.5d"]
    assert drawn == ["P0 draws 3 cards (by the text of Multi-Goof Off!)"]


def test_the_loser_discards_a_card_for_each_of_their_characters_involved_cg122():
    """514.5d: P1 lost with one character involved (their Friend there), so P1 discards
    one card of their choice."""
    b, event = _started_problem_faceoff("CG122", ("PR33", "PR32"))  # orange 4
    for _ in range(2):
        b.add("PR60", 1, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    _run_out_the_faceoff(g)
    assert g.pending().kind == "discard" and g.pending().player == 1
    answer(g, keys(g)[0])
    assert len(g.s["players"][1]["hand"]) == 1 and zone_codes(g, 1, "discard") == ["PR60"]


def test_the_player_with_the_fewest_points_scores_cg67():
    """The opponent (fewer points) scores; with equal points nobody has the fewest and
    nobody scores (the rules are silent; docs/engine.md)."""
    for scores, expected in (((3, 1), [3, 2]), ((2, 2), [2, 2])):
        b = Board()
        b.players[0] = {"tokens": 4, "score": scores[0]}
        b.players[1] = {"score": scores[1]}
        b.add("PR79", 0, "play", "home:0")  # white 2
        pony = b.add("CG67", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{pony}|home:0")
        assert [p["score"] for p in g.s["players"]] == expected, scores


def test_your_problem_deck_looks_only_at_your_own_eo182():
    """613.1: after the Problem faceoff the Problem is solved and its trigger waits; "the top card of your Problem
    deck" is its controller's own deck (no choice of deck, unlike "a Problem deck"),
    and the card goes back on top or to the bottom of that deck."""
    b = Board(problems=("EO182", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")  # pink 3 each: pink 4 and 2 more
    for _ in range(4):
        b.add("PR79", 1, "play", "problem:0")  # P1 meets the opponent's 8 too: a Problem faceoff
    for code in ("PR167", "PR176"):
        b.add(code, 0, "problem_deck")
    b.add("PR170", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    for _ in range(20):
        decision = g.pending()
        if decision.kind == "may" or any(k.startswith("deck:") for k in decision.option_keys()):
            break
        g.submit(["pass"] if decision.kind == "priority" else decision.option_keys()[:decision.min])
    assert g.pending().kind == "may"
    answer(g, "yes")
    offered = keys(g)
    assert not any(k.startswith("deck:") for k in offered)  # no "which Problem deck?"
    # (613.2 has already replaced the Problem: the solved one is at the bottom of the deck)
    before = [g.spec(i).code for i in g.s["players"][0]["problem_deck"]]
    assert len(before) == 2 and "EO182" in before
    bottom = [k for k in offered if "bottom" in k]
    assert bottom, offered
    answer(g, bottom[0])
    assert [g.spec(i).code for i in g.s["players"][0]["problem_deck"]] == [before[-1], *before[:-1]]
    assert [g.spec(i).code for i in g.s["players"][1]["problem_deck"]] == ["PR170"]


def test_hm65_cheese_sandwich_dismissed_instead_leaves_with_the_others_of_the_instruction():
    """710.1, 704.1b: Deep Trouble's "Frighten up to two Friends" is one occurrence, so a Friend
    HM65 Cheese Sandwich ("If a Friend would be frightened, you may pay [1] to dismiss it
    instead") dismisses instead leaves together with the others, not before their
    frightenings are decided: Cheese Sandwich, dismissing itself first, is still in play
    (710.5a: its replacement still applies) when P1 decides the other Friend's frightening,
    and P1 pays again to dismiss that Friend too; both leave together."""
    b = _deep_trouble_board()
    b.players[1] = {"tokens": 2}
    cheese = b.add("HM65", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{cheese}", f"card:{friend}")
    answer(g, f"card:{cheese}")  # (whose replacement is decided first, 710.5)
    answer(g, f"instead:{cheese}:0")
    assert cheese in g.s["play"] and g.pending().kind == "replacement", g.pending().prompt
    answer(g, f"instead:{cheese}:0")
    assert g.pending().kind == "priority"
    assert sorted(zone_codes(g, 1, "discard")) == ["HM65", "PR20"] and g.s["players"][1]["tokens"] == 0


def _gilda_frightened_first_beside_cheese_sandwich() -> tuple:
    """P0's Deep Trouble frightens P1's MT7 Gilda, Out of the Nest and another Friend, with P1's
    HM65 Cheese Sandwich in play and 1 token to pay it; Gilda's replacement is decided first
    (710.5). The game asking it, Gilda and the other Friend."""
    b = _deep_trouble_board()
    b.players[1] = {"tokens": 1}
    gilda = b.add("MT7", 1, "play", "home:1")
    b.add("HM65", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{gilda}", f"card:{friend}")
    answer(g, f"card:{gilda}")
    return g, gilda, friend


def test_mt7_gilda_dismissed_instead_by_cheese_sandwich_hears_of_the_friend_frightened_with_her():
    """704.1b: MT7 Gilda, Out of the Nest ("When this or another Friend is frightened") that HM65
    Cheese Sandwich dismisses instead of frightening leaves as the other Friend of Deep
    Trouble's instruction is frightened, not before: she is still in play as it is, so her
    text triggers for it."""
    g, gilda, friend = _gilda_frightened_first_beside_cheese_sandwich()
    answer(g, next(key for key in keys(g) if key.startswith("instead:")))  # (P1's one token paid)
    assert gilda not in g.s["play"] and g.card(friend)["frightened"]
    d = g.pending()
    assert d.kind == "may" and d.prompt.startswith("Gilda, Out of the Nest: Put a 1 [Loyalty] Pegasus"), d.prompt


def test_mt7_gilda_whose_replacement_is_declined_is_frightened_with_the_other_friend():
    """704.1b, 505.1a: MT7 Gilda, Out of the Nest, frightened by Deep Trouble with another
    Friend, is decided first and P1 declines HM65 Cheese Sandwich's replacement: she waits
    to be frightened with the other Friend, not turned face down before its frightening is
    decided, so "When this or another Friend is frightened" triggers for both."""
    g, gilda, friend = _gilda_frightened_first_beside_cheese_sandwich()
    answer(g, "none")
    assert not g.card(gilda)["frightened"] and g.pending().kind == "replacement"
    answer(g, "none")
    assert g.card(gilda)["frightened"] and g.card(friend)["frightened"]
    asked = 0
    while g.pending().kind == "may" and g.pending().prompt.startswith("Gilda, Out of the Nest"):
        asked += 1
        answer(g, "no")
    assert asked == 2


def _startling_board() -> tuple[Board, int, int, int]:
    """P1's CG20 Applejack, Breeziefied ("If another of your Friends here would be dismissed,
    you may retire this card instead") and CG12 Rainbow Dash, Breeziefied, both printed 0, at
    P1's MT125 Falling Rock Zone ("Your Friends here have Persistent"); P0 holds CN125 Very
    Startling ("Dismiss all Friends with printed power of 0")."""
    b = rich_board()
    b.cards[b.problem[1] - 1]["card"] = "MT125"
    applejack = b.add("CG20", 1, "play", "problem:1")
    dash = b.add("CG12", 1, "play", "problem:1")
    return b, applejack, dash, b.add("CN125", 0, "hand")


def test_a_friend_persistent_frightens_instead_waits_for_the_others_of_the_dismissal():
    """710.1, 704.1b, Glossary (Persistent: "If this card would leave play, you may frighten it
    instead"): Very Startling dismissing both Breezies is one occurrence, so Applejack,
    frightened instead by Persistent, stays face up in play while Rainbow Dash's dismissal is
    decided, and both are frightened together once P1 picks Persistent for Rainbow Dash too.
    508.1a: Applejack's own "you may retire this card instead" is not offered for Rainbow Dash:
    her Persistent would replace her retirement, so that cost can't be paid."""
    b, applejack, dash, event = _startling_board()
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{applejack}")  # (whose replacement is decided first, 710.5)
    answer(g, "persistent")
    assert not g.card(applejack)["frightened"]
    assert keys(g) == ["none", "persistent"], g.pending().prompt
    answer(g, "persistent")
    assert g.card(applejack)["frightened"] and g.card(dash)["frightened"]
    assert log_text(g).count("Glossary: Persistent:") == 2


def test_a_then_b_given_to_another_player_is_theirs_both_parts():
    """705.2e: "A, then B" are two instructions in order, both given to the sentence's subject:
    "they discard a card, then draw a card" is the opponent's discard and draw (before: read as
    the card's controller's, the subject dropped, where "they discard a card and draw a card"
    kept it). "..., then you may B" stays the controller's, and "each player ..." is every
    player's in turn order (801). No card of the pool reads through this wording with a
    subject today (Rarity, Soprano's "That player discards that card, then draws a card" is
    read whole), so the wordings themselves are read here."""

    def read(text: str) -> list[tuple[str, object]]:
        found = steps(text)
        assert found is not None, text
        return [(step["do"], step.get("who")) for step in found]

    assert read("they discard a card, then draw a card.") == [("self_discard", "opp"), ("draw", "opp")]
    assert read("they discard a card, then you may draw a card.") == [("self_discard", "opp"), ("draw", None)]
    assert read("discard a card, then draw a card.") == [("self_discard", None), ("draw", None)]
    assert read("all players discard a card, then draw a card.") == [
        ("self_discard", "turn_player"), ("self_discard", "other_player"), ("draw", "turn_player"),
        ("draw", "other_player")]


def test_a_and_b_each_instruction_is_its_own_subjects():
    """705.2e: "A and B" are two instructions in order, each carried out by its own subject:
    "they discard a card and you draw a card" is the opponent's discard and the card's
    controller's draw (before: both given to the opponent, the "you" dropped); an instruction
    naming no subject is the first one's ("they discard a card and draw a card": both the
    opponent's; "each player ... and ..." every player's in turn order, 801). No card of the
    pool has this shape yet, so the wordings themselves are read here."""

    def read(text: str) -> list[tuple[str, object]]:
        found = steps(text)
        assert found is not None, text
        return [(step["do"], step.get("who")) for step in found]

    assert read("they discard a card and you draw a card.") == [("self_discard", "opp"), ("draw", None)]
    assert read("discard a card and they draw a card.") == [("self_discard", None), ("draw", "opp")]
    assert read("they discard a card and draw a card.") == [("self_discard", "opp"), ("draw", "opp")]
    assert read("each player discards a card and draws a card.") == [
        ("self_discard", "turn_player"), ("self_discard", "other_player"), ("draw", "turn_player"),
        ("draw", "other_player")]
