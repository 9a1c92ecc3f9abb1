"""Shortcuts in power and keyword look-ups give what the plain computation gives.

`power._power` skips the continuous abilities of `abilities.SAME_AREA_STATICS` whose card
is at another area, and `power._statics_for` those `abilities.may_apply` rules out (own
card or host only, the controller's other cards only, opposing cards only);
`abilities._holders` reads the holders of a keyword from the board index's printed
holders, and `power.keywords` a card's printed keywords, when nothing in play grants,
shares or takes away keywords (`BoardIndex.keywords_printed_only`); `power.meeting`
hands the confront what the check found; `power_changes._boost_targets` reads faces and
records directly. These tests compare each with the plain computation, kept here, at
every decision of seeded bot games dealt from the whole implemented card pool.
"""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace
from typing import Any

from engine.mlp.effects import abilities, power_changes
from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine.helpers import play_checking, pool_and_theme_games

SEEDS = (3, 11, 14, 16, 19, 31)
THEME_SEEDS = (0, 1, 2, 3, 4, 5)  # (theme decks: the continuous abilities the benchmark meets most)
MAX_TURNS = 60
KEYWORDS = ("Calming", "Inspired", "Meticulous", "Prepared", "Showy", "Eccentric", "Vexing", "Stubborn", "Swift")
BOOSTS = (SimpleNamespace(params={"need": []}), SimpleNamespace(params={"need": ["Loyalty"]}),
          SimpleNamespace(params={"need": ["Magic", "Kindness"]}))


def plain_power(g: MlpGame, iid: int, every_ability: bool = False) -> int | None:
    """`power.power` of a card in play, asking every continuous ability whether it applies
    (`every_ability`: every continuous power ability in play, none left out by
    `abilities.may_apply`)."""
    c = g.s["cards"][iid]
    printed, kw, kw_power, quiet, statics, _ = power._values(g, iid)
    if printed is None:
        return None
    value = printed + c["counters"].get("power", 0)
    for m in g.s["mods"]:
        if m["target"] == iid and m["kind"] == "power":
            value += m["amount"]
    if kw_power:
        value += abilities.keyword_power(g, iid, kw)
    if every_ability:
        asked = g.static_abilities("power")
    else:
        asked = quiet if g.s["faceoff"] is None else statics
    doublings = 0
    for src, ability in asked:
        if abilities.static_applies(g, src, iid, ability):
            if ability.name == "here_set_power":
                return ability.params["amount"]
            if ability.name in abilities.DOUBLING_STATICS:
                doublings += abilities.static_amount(g, src, iid, ability)  # "power is doubled": last
            else:
                value += abilities.static_amount(g, src, iid, ability)
    return value * 2 ** doublings if value > 0 else value


def plain_boost_targets(g: MlpGame, ability: Any) -> list[int]:
    need = ability.params["need"]
    return [iid for iid in g.s["play"] if g.is_character(iid) and g.face_up(iid)
            and (not need or set(need) & set(power.colors(g, iid)))]


def check(g: MlpGame, seen: Counter) -> None:
    s = g.s
    cards = s["cards"]
    # nothing in play grants keywords, takes abilities away (whether or not any card is in
    # its reach now: "Troublemakers here lose ..." with none there) or shares them
    printed_only = not g.sources("grant_keyword") and not g.sources("lose_abilities") and not g.teamwork_in_play()
    assert g.board().keywords_printed_only() == printed_only
    seen["keywords granted"] += not printed_only
    for name in KEYWORDS:
        expected = [iid for iid in s["play"] if name in power.keywords(g, iid)]
        assert abilities.keyword_holders(g, name) == expected, name
        seen["holders"] += bool(expected)
    for category, pairs in g.statics_table().items():
        for src, ability in pairs:
            if ability.name not in abilities.SAME_AREA_STATICS:
                continue
            for target in s["play"]:
                if cards[target]["area"] != cards[src]["area"]:
                    assert not abilities.static_applies(g, src, target, ability), (category, ability.name)
                    seen["elsewhere"] += 1
                elif category == "power" and abilities.static_applies(g, src, target, ability):
                    seen["applied here"] += 1
    for category, pairs in g.statics_table().items():
        for src, ability in pairs:
            for target in s["play"]:
                if not abilities.may_apply(cards, src, target, ability.name):
                    assert not abilities.static_applies(g, src, target, ability), (category, ability.name)
                    seen["ruled out"] += 1
    for iid in s["play"]:
        if cards[iid]["zone"] == "play":
            assert power.power(g, iid) == plain_power(g, iid) == plain_power(g, iid, every_ability=True)
    for area in g.problems():
        for player in (0, 1):
            met = power.meeting(g, player, area)
            assert (met is not None) == power.meets(g, player, area)
            if met is not None:
                assert met == (power.requirements(g, player, area), power.confront_power(g, player, area))
                seen["met"] += 1
    for ability in BOOSTS:
        assert power_changes._boost_targets(g, ability) == plain_boost_targets(g, ability)
    seen["faceoff"] += s["faceoff"] is not None


def test_play_shortcuts_give_the_plain_values_at_every_decision_of_seeded_games():
    seen: Counter = Counter()
    steps = 0
    for g, bots in pool_and_theme_games(SEEDS, THEME_SEEDS):
        steps += play_checking(g, bots, MAX_TURNS, lambda g: check(g, seen))
    assert steps > 1000
    missing = [kind for kind in ("holders", "keywords granted", "elsewhere", "applied here", "met",
                                 "faceoff", "ruled out")
               if not seen[kind]]
    assert not missing, seen
