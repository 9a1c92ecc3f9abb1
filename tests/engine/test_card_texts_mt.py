"""Texts printed on one card of Marks in Time, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.effects import faceoffs
from engine.mlp.values import power
from tests.engine.card_play import TROUBLEMAKER, in_faceoff, start_challenge
from tests.engine.helpers import Board, answer, shipped_game, zone_codes


def test_mt83_magical_misfire_banishes_a_whole_discard_pile_then_draws():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # purple power for its requirement
    b.add("PR36", 1, "discard")
    b.add("PR12", 1, "discard")
    b.add("PR33", 0, "discard")
    misfire = b.add("MT83", 0, "hand")
    g = shipped_game(b)
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"play|{misfire}|event")
    answer(g, "player:1")
    assert zone_codes(g, 1, "discard") == [] and sorted(zone_codes(g, 1, "banished")) == ["PR12", "PR36"]
    assert zone_codes(g, 0, "discard") == ["PR33", "MT83"]  # the other pile stays (the Event then goes on it)
    assert len(g.s["players"][0]["deck"]) == deck - 1


def _cutie_marked(b, code: str, owner: int = 0, area: str = "home:0") -> int:
    """A Friend already Cutie Marked (its +1 power counter and the mark)."""
    return b.add(code, owner, "play", area, counters={"power": 1, "cutie_mark": 1})


def test_mt15_apple_bloom_forever_a_crusader_gives_your_cutie_marked_friends_one_power():
    b = Board()
    bloom = b.add("MT15", 0, "play", "home:0")
    marked = _cutie_marked(b, "PR36")  # 3 printed power, +1 counter
    plain = b.add("PR36", 0, "play", "home:0")
    theirs = _cutie_marked(b, "PR36", owner=1, area="home:1")
    g = shipped_game(b)
    assert power.power(g, marked) == 3 + 1 + 1
    assert power.power(g, plain) == 3  # not Cutie Marked
    assert power.power(g, theirs) == 3 + 1  # not one of yours
    assert power.power(g, bloom) == 2  # not Cutie Marked itself
    answer(g, f"act|{bloom}|")  # Main Phase: pay [2] to Cutie Mark this card
    assert power.power(g, bloom) == 2 + 1 + 1


def test_mt42_diamond_tiara_newfound_friend_counts_your_cutie_marked_friends():
    b = Board()
    tiara = b.add("MT42", 0, "play", "home:0")
    _cutie_marked(b, "PR36")
    _cutie_marked(b, "PR60", area="problem:0")
    b.add("PR36", 0, "play", "home:0")  # not Cutie Marked
    _cutie_marked(b, "PR36", owner=1, area="home:1")  # not yours
    g = shipped_game(b)
    assert power.power(g, tiara) == 3 + 2


def _flips(b, at: str = "problem:0") -> list[int]:
    """P0 challenges P1's Troublemaker at `at`: how many cards each player flipped."""
    tm = b.add(TROUBLEMAKER, 1, "play", at)
    g = start_challenge(b, tm)
    return [sum(1 for _, rule, text in g.log if rule == "514.3" and text.startswith(f"P{p} flips")) for p in (0, 1)]


def test_mt122_desperate_times_its_controller_flips_one_more_in_troublemaker_faceoffs_here():
    b = Board(problems=("MT122", "PR190"))
    b.add("PR60", 0, "play", "problem:0")
    assert _flips(b) == [2, 1]
    b = Board(problems=("MT122", "PR190"))  # a Troublemaker faceoff at the other Problem
    b.add("PR60", 0, "play", "problem:1")
    assert _flips(b, at="problem:1") == [1, 1]
    b = Board(problems=("MT122", "PR190"))  # not in a Problem faceoff here
    g = shipped_game(b)
    in_faceoff(g)
    assert faceoffs.extra_flips(g, 0) == 0


def test_mt136_big_mac_little_big_brother_flips_one_more_only_once_cutie_marked():
    b = Board()
    b.add("MT136", 0, "play", "problem:0")
    assert _flips(b) == [1, 1]
    b = Board()
    _cutie_marked(b, "MT136", area="problem:0")
    assert _flips(b) == [2, 1]
    b = Board()  # a faceoff it is not involved in
    _cutie_marked(b, "MT136", area="problem:1")
    b.add("PR60", 0, "play", "problem:0")
    assert _flips(b) == [1, 1]
