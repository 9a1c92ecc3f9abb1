"""Rules 711.3-711.5: continuous modifiers in timestamp order, with dependencies.

Cards (all printed, from the shipped card database):
- The Smooze, Wobbling Blob (MT74): "As this card enters play, name a color. This card
  is that color. / At the start of your turn, choose a color. This card loses its colors
  and becomes that color."
- Chic Beret (CN135): "That Friend has +1 power and is also [Generosity]."
- Scootaloo, What a Wingspan! (HM10): "While your Mane Character is [Loyalty], this card
  has Competitive 2."
- Twilight Sparkle, Drained (AD166, Troublemaker): "Opposing characters at this card's
  Problem lose and can't have colors."
- Iron Will, Attack the Day (AD196, Stubborn): "Opposing Friends here lose and can't have
  abilities."
- Clipped Wings (AD129): "That Friend loses and can't have abilities."
- Hard Hat (PR139): "This Friend has Stubborn."
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys


def _smooze(set_ts: int, beret_ts: int):
    b = Board()
    smooze = b.add("MT74", 0, "play", "home:0", ts=4)
    b.add("CN135", 0, "play", "home:0", host=smooze, ts=beret_ts)
    mods = [{"kind": "color_set", "target": smooze, "amount": 0, "color": "pink", "until": "play",
             "ctrl": 0, "src": smooze, "ts": set_ts}]
    return b.game(default_library(), mods=mods), smooze


def test_711_3_a_later_is_also_adds_to_the_color_a_card_became():
    g, smooze = _smooze(set_ts=5, beret_ts=10)
    assert power.colors(g, smooze) == ("pink", "white")
    assert power.power(g, smooze) == 4 + 1


def test_711_3_becoming_a_color_replaces_colors_older_modifiers_gave():
    g, smooze = _smooze(set_ts=10, beret_ts=5)
    assert power.colors(g, smooze) == ("pink",)
    assert power.power(g, smooze) == 4 + 1  # the +1 power of the Beret is not a color


def test_711_3_the_smooze_becomes_the_named_color_at_the_start_of_its_turn():
    b = Board()
    smooze = b.add("MT74", 0, "play", "home:0", ts=4)
    b.add("CN135", 0, "play", "home:0", host=smooze, ts=6)
    g = b.game(default_library(), phase="ready", step="ready")
    assert power.colors(g, smooze) == ("white",)
    d = g.pending()
    assert d.kind == "color" and d.player == 0
    answer(g, "color:yellow")
    # the new modifier is the latest: the Beret's older [Generosity] is replaced
    assert power.colors(g, smooze) == ("yellow",)
    # (the choice is the triggered effect's, processed as such: 712)
    assert any(rule == "712" and "becomes Yellow" in text for _, rule, text in g.log)


def test_711_3_the_smooze_names_a_color_as_it_enters_play():
    b = Board()
    b.players[0] = {"tokens": 5}
    card = b.add("MT74", 0, "hand")
    g = b.game(default_library())
    answer(g, f"play|{card}|home:0")
    assert g.pending().kind == "color"
    answer(g, "color:purple")
    smooze = next(i for i in g.s["play"] if g.card(i)["card"] == g.lib.find("MT74").id)
    assert power.colors(g, smooze) == ("purple",)


def _scootaloo(drained: bool):
    b = Board(manes=("PR1", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    scootaloo = b.add("HM10", 0, "play", "home:0")
    if drained:
        b.add("AD166", 1, "play", "problem:1")
    return b.game(default_library()), scootaloo, b.mane[0]


def test_711_4_a_keyword_granted_by_a_color_depends_on_the_color_modifiers():
    g, scootaloo, mane = _scootaloo(drained=False)
    assert power.colors(g, mane) == ("blue",)
    assert power.keywords(g, scootaloo).get("Competitive") == 2
    g, scootaloo, mane = _scootaloo(drained=True)
    # Drained takes the Mane's colors away; the grant reads the colors after that
    assert power.colors(g, mane) == ()
    assert "Competitive" not in power.keywords(g, scootaloo)


def test_711_5_interdependent_modifiers_apply_the_earliest_first():
    def board(ts0: int, ts1: int):
        b = Board()
        mine = b.add("AD196", 0, "play", "problem:1", ts=ts0)
        theirs = b.add("AD196", 1, "play", "problem:1", ts=ts1)
        return b.game(default_library()), mine, theirs

    g, mine, theirs = board(10, 20)
    # each Iron Will takes the other's abilities: P0's is older, so it applies and P1's is gone
    assert "Stubborn" in power.keywords(g, mine) and power.keywords(g, theirs) == {}
    g, mine, theirs = board(20, 10)
    assert power.keywords(g, mine) == {} and "Stubborn" in power.keywords(g, theirs)


def test_711_4_a_modifier_whose_source_loses_its_abilities_applies_after_that():
    """Iron Will (older) would take P1's Friend's Swift, but Clipped Wings (newer) takes Iron
    Will's abilities: Iron Will's modifier depends on the Wings' and is applied after it,
    by which time it no longer exists; in plain timestamp order Swift would be gone."""
    b = Board()
    iron = b.add("AD196", 0, "play", "problem:1", ts=10)
    b.add("AD129", 1, "play", "problem:1", host=iron, ts=20)
    swift = b.add("PR8", 1, "play", "problem:1", ts=5)
    g = b.game(default_library())
    assert power.keywords(g, iron) == {}
    assert "Swift" in power.keywords(g, swift)


def test_lose_and_cant_have_abilities_beats_a_granted_keyword_in_any_order():
    for wings_ts, hat_ts in ((10, 20), (20, 10)):
        b = Board()
        friend = b.add("PR20", 0, "play", "home:0")
        b.add("PR139", 0, "play", "home:0", host=friend, ts=hat_ts)
        b.add("AD129", 0, "play", "home:0", host=friend, ts=wings_ts)
        g = b.game(default_library())
        assert power.keywords(g, friend) == {}


def test_a_card_without_abilities_does_not_trigger():
    """Clipped Wings on The Smooze: its start-of-turn ability no longer exists."""
    b = Board()
    smooze = b.add("MT74", 0, "play", "home:0")
    b.add("AD129", 0, "play", "home:0", host=smooze)
    g = b.game(default_library(), phase="ready", step="ready")
    assert g.pending() is None or g.pending().kind != "color"
    assert "color:blue" not in (keys(g) if g.pending() else [])


def test_711_6_problems_replaced_together_are_timestamped_by_who_last_had_priority():
    """Both Problems were solved in a Multi Problem Faceoff: they are replaced at once
    (613.2), so the new Problems' modifiers start together; the player who most recently
    had priority has theirs timestamped first."""
    def solve(last_priority: int) -> dict[int, int]:
        b = Board()
        for p in (0, 1):
            b.add("PR172", p, "problem_deck")
        g = b.game(default_library(), phase="score", step="solve",
                   flags={"solved": ["problem:0", "problem:1"], "last_priority": last_priority})
        return {p: g.card(g.problem_card(f"problem:{p}"))["ts"] for p in (0, 1)}

    ts = solve(last_priority=1)
    assert ts[1] < ts[0]
    ts = solve(last_priority=0)
    assert ts[0] < ts[1]


def test_711_setting_power_that_cant_change_ignores_every_other_modifier_in_any_order():
    """Starlight Glimmer, Enforced Equality (EO217): "Characters here have 2 power and can't
    lose or gain power." Counters, timed modifiers and attachments change nothing, whatever
    their timestamps; characters elsewhere are not affected."""
    for mod_ts in (1, 99):
        b = Board()
        b.add("EO217", 1, "play", "problem:1", ts=50)
        here = b.add("PR36", 0, "play", "problem:1", counters={"power": 1})
        b.add("PR148", 0, "play", "problem:1", host=here)  # Too Many Bandages: -2 power
        elsewhere = b.add("PR36", 0, "play", "problem:0")
        mods = [{"kind": "power", "target": here, "amount": 3, "color": "", "until": "turn",
                 "ctrl": 0, "src": 0, "ts": mod_ts}]
        g = b.game(default_library(), mods=mods)
        assert power.power(g, here) == 2
        assert power.power(g, elsewhere) == 3


def test_711_a_power_defined_by_a_count_is_the_base_other_modifiers_add_to():
    """Animal Allies, Welcome to the Horde (EO78): "This card's power is equal to the number
    of Friends you have." It is the card's own definition of its power: modifiers add to
    it whatever their timestamps."""
    b = Board()
    allies = b.add("EO78", 0, "play", "home:0", ts=30)
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 1, "play", "problem:0")  # not P0's
    mods = [{"kind": "power", "target": allies, "amount": 2, "color": "", "until": "turn",
             "ctrl": 0, "src": 0, "ts": 10}]
    g = b.game(default_library(), mods=mods)
    assert power.power(g, allies) == 3 + 2


def test_711_color_modifiers_round_trip_in_board_states():
    from engine.mlp.boardstate import export_board, load_board

    g, smooze = _smooze(set_ts=5, beret_ts=10)
    doc = export_board(g)
    assert next(m for m in doc["mods"] if m["kind"] == "color_set")["until"] == "play"
    again = load_board(doc, default_library())
    assert export_board(again) == doc and again.digest() == g.digest()
    assert power.colors(again, smooze) == ("pink", "white")
    # the modifier ends as its card leaves play (410.6)
    again.dismiss(smooze)
    assert not [m for m in again.s["mods"] if m["kind"] == "color_set"]


def test_blankest_flanks_keeps_the_power_but_getting_hooves_dirty_still_gives_its_colors():
    """Blankest Flanks (MT120) "Friends here have 2 power and can't gain or lose power" says
    nothing of colors: Getting Hooves Dirty (PR96) "+1 [Generosity] and +1 [Laughter]" on the
    pink Apple Brown Betty there adds no power (104.2: the "can't" wins whatever the
    timestamps) but she is also white (707.2: the part that can be done is done)."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.cards[b.problem[0] - 1]["card"] = "MT120"
    betty = b.add("PR36", 0, "play", "problem:0")
    event = b.add("PR96", 0, "hand")
    g = b.game(default_library())
    answer(g, f"play|{event}|event")  # (she is the only character to choose)
    assert power.power(g, betty) == 2
    assert power.colors(g, betty) == ("pink", "white")
