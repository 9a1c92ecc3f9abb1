"""The log line of a "banish it instead" replacement (710.1) names the card whose text does it,
in the log's usual words: "Red Gala #9 would be dismissed: it is banished instead (by the text
of What's Old is New Again)". It said "an effect banishes it instead" for an Event's "this
phase" and for the permission a card was played by, leaving a judge to search the log for the
card that did it."""

from __future__ import annotations

from tests.engine.card_play import settle
from tests.engine.helpers import Board, answer, log_text, shipped_game, zone_codes


def test_cn127_a_friend_dismissed_this_phase_names_whats_old_is_new_again() -> None:
    """P0 plays What's Old is New Again (CN127, "If a Friend or Resource would enter your
    discard pile this phase, banish it instead"); then Red Gala is dismissed and Emerald Green
    discarded from the hand, in that phase: each line names the Event."""
    b = Board()
    b.players[0] = {"tokens": 6}
    event = b.add("CN127", 0, "hand")
    b.add("PR79", 0, "play", "home:0")  # (3 white are required)
    b.add("PR79", 0, "play", "home:0")
    gala = b.add("PR33", 0, "play", "home:0")
    emerald = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    gala_name, emerald_name = g.name(gala), g.name(emerald)
    g.dismiss(gala)
    g.discard(emerald)
    assert {"PR33", "PR12"} <= set(zone_codes(g, 0, "banished"))
    lines = log_text(g).splitlines()
    assert f"710.1: {gala_name} would be dismissed: it is banished instead (by the text of What's Old is New " \
           "Again)" in lines, lines
    # (the card is named by the number it had and the one it has now, 410.6)
    assert any(line.startswith(f"710.1: P0 would discard {emerald_name} (now #") and line.endswith(
        ": it is banished instead (by the text of What's Old is New Again)") for line in lines), lines
    assert not any("an effect" in line for line in lines), lines


def test_mt143_an_event_played_by_moondancers_permission_names_moondancer_as_it_is_banished() -> None:
    """Moondancer, Detail-Oriented (MT143) lets P0 play Follow My Lead from the discard pile
    this turn, "if it would enter your discard pile, banish it instead": as it resolves it is
    banished, and the line names Moondancer."""
    b = Board()
    b.players = [{"tokens": 6}, {"tokens": 0}]
    white = b.add("PR79", 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")
    moondancer = b.add("MT143", 0, "play", "home:0")
    lead = b.add("SB102", 0, "discard")  # Follow My Lead
    b.add("MT83", 0, "discard")  # Magical Misfire, another Event to choose from
    g = shipped_game(b)
    answer(g, f"act|{moondancer}|0")
    answer(g, f"card:{lead}")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    answer(g, f"play|{lead}|event")
    answer(g, f"card:{white}")
    assert zone_codes(g, 0, "banished") == ["SB102"]
    line = next(line for line in log_text(g).splitlines() if "is banished instead of entering" in line)
    assert line.endswith(f"is banished instead of entering P0's discard pile (by the text of {g.name(moondancer)})"), \
        line


def test_a_troublemaker_played_by_a_named_permission_names_its_card_when_banished() -> None:
    """A judge's board: P0 may play Purple Parasprite (PR157) from the discard pile by Moondancer's
    permission ("by": the card that gave it), "banish it instead". Played face-down, then
    dismissed: the line names Moondancer; the permission lists it with the card it was played by."""
    b = Board()
    b.players[0] = {"tokens": 3}
    moondancer = b.add("MT143", 0, "play", "home:0")
    tm = b.add("PR157", 0, "discard")
    b.top["flags"] = {"playable_elsewhere:0": [{"card": tm, "zone": "discard", "until": "", "banish": True,
                                                "by": [moondancer, "MT143"]}]}
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    (played,) = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    name = g.name(played)
    g.dismiss(played)
    assert zone_codes(g, 0, "banished") == ["PR157"]
    assert f"710.1: {name} would be dismissed: it is banished instead (by the text of {g.name(moondancer)})" \
        in log_text(g).splitlines()
