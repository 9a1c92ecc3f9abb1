"""Texts that replace drawing and discarding, that make the discard pile and the banished zone
places to play from, and that search and look at decks; each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
leaves alone.
"""

from __future__ import annotations

from engine.mlp.effects import entering_and_leaving_play as entering
from tests.engine.card_play import settle
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, shipped_game, zone_codes


def _plays(g, iid: int) -> bool:
    return any(key.startswith(f"play|{iid}|") for key in keys(g))


def test_hm74_hoity_toity_plays_friends_and_resources_from_the_discard_pile_and_banishes_what_leaves_play():
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("HM74", 0, "play", "home:0")
    friend = b.add("PR20", 0, "discard")
    resource = b.add("PR140", 0, "discard")
    event = b.add("PR100", 0, "discard")
    b.add("PR20", 1, "discard")
    mine = b.add("PR12", 0, "play", "home:0")
    theirs = b.add("PR33", 1, "play", "home:1")
    in_hand = b.add("PR60", 0, "hand")
    g = shipped_game(b)
    assert _plays(g, friend) and _plays(g, resource)
    assert not _plays(g, event)  # only Friends and Resources
    assert entering.playable_elsewhere(g, 1) == []  # the opponent's own discard pile is not theirs to play
    answer(g, f"play|{friend}|home:0")
    assert "PR20" not in zone_codes(g, 0, "discard")
    assert any(g.spec(i).code == "PR20" for i in g.characters_at("home:0", 0))
    # a card of the controller's entering their discard pile from play is banished instead
    g.dismiss(mine)
    assert "PR12" in zone_codes(g, 0, "banished") and "PR12" not in zone_codes(g, 0, "discard")
    # the opponent's card goes to the opponent's discard pile; a card discarded from the hand
    # does not come from play
    g.dismiss(theirs)
    assert "PR33" in zone_codes(g, 1, "discard")
    g.discard(in_hand)
    assert "PR60" in zone_codes(g, 0, "discard")


def test_cn127_whats_old_is_new_again_plays_from_the_discard_pile_this_phase_and_banishes_friends_and_resources():
    b = Board()
    b.players[0] = {"tokens": 6}
    card = b.add("CN127", 0, "hand")
    b.add("PR79", 0, "play", "home:0")  # (3 white are required)
    b.add("PR79", 0, "play", "home:0")
    later = b.add("PR60", 0, "hand")
    friend = b.add("PR20", 0, "discard")
    event = b.add("PR100", 0, "discard")
    in_hand = b.add("PR12", 0, "hand")
    event_in_hand = b.add("PR130", 0, "hand")
    mine = b.add("PR33", 0, "play", "home:0")
    g = shipped_game(b)
    assert not _plays(g, friend)
    answer(g, f"play|{card}|")
    pass_until(g, "priority")
    assert zone_codes(g, 0, "banished") == ["CN127"] and "CN127" not in zone_codes(g, 0, "discard")
    assert _plays(g, friend) and not _plays(g, event)
    # a Friend entering the discard pile this phase, from the hand or from play, is banished
    g.discard(in_hand)
    g.dismiss(mine)
    assert {"PR12", "PR33"} <= set(zone_codes(g, 0, "banished"))
    # an Event is not
    g.discard(event_in_hand)
    assert "PR130" in zone_codes(g, 0, "discard")
    assert "710" in log_text(g)
    # after the phase: no longer
    settle(g, "pass", until=lambda g: g.s["phase"] != "main")
    assert not entering.playable_elsewhere(g, 0)
    assert not g.banished_instead_of_discard(later)
