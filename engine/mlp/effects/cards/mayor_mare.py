"""Texts printed only on cards named Mayor Mare: their patterns and what they do."""

from __future__ import annotations

from collections.abc import Iterator

from engine.mlp.effects.abilities import card_of_option, choose, in_play, is_involved
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    FACEOFF_ONLY_STATICS,
    OPPOSING_SIDE_STATICS,
    SAME_AREA_STATICS,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.effects.steps import can_move_to
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: pay \{(\d+)\} to move an opponent's character\.")
def _t_mayor(m, t):
    return _a("activated", "move_opp_character", t, timing="main", pay=int(m.group(1)))


@template(r"opposing friends here have -(\d+) power while involved in a faceoff\.")
def _t_lawmaker(m, t):
    return _a("static", "opp_friends_here_involved_power", t, "power", amount=-int(m.group(1)))


@answers(APPLIES, "opp_friends_here_involved_power")
def _opp_friends_involved(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The other player's Friends (not their Mane Character) at this card's area, while
    involved in a faceoff there."""
    return (s["faceoff"] is not None and tc["ctrl"] != sc["ctrl"] and tc["area"] == sc["area"]
            and g.is_type(target, "friend") and is_involved(g, target))


scope(SAME_AREA_STATICS, "opp_friends_here_involved_power")
scope(FACEOFF_ONLY_STATICS, "opp_friends_here_involved_power")
scope(OPPOSING_SIDE_STATICS, "opp_friends_here_involved_power")


# ----- what it does ---------------------------------------------------------------------------


@runner("move_opp_character")
def _r_mayor(g, f, ability):
    player = f["ctrl"]
    if f["step"] == 1:
        cands = list(_opp_movable(g, player))
        ans = choose(g, f, player, "target", "Choose an opponent's character to move",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        f["data"]["target"] = card_of_option(ans[0])
        f["step"] = 2
        return False
    target = f["data"]["target"]
    if not in_play(g, target):
        return True
    ans = choose(g, f, player, "target", f"Move {g.name(target)} where?", [(a, a) for a in _places(g, target, player)])
    if ans is None:
        return False
    if ans:
        g.move(target, ans[0], player, "506.4")
    return True


def _places(g, iid: int, player: int) -> list[str]:
    """Where `player` may move the opponent's character by this text: its controller's home
    or a Problem open to it (506.2, `steps.can_move_to`)."""
    return list(_open_places(g, iid, player))


def _open_places(g, iid: int, player: int) -> Iterator[str]:
    """`_places`, one at a time: whether the card can go anywhere is settled by the first."""
    return (a for a in (f"home:{g.card(iid)['ctrl']}", *g.problems()) if can_move_to(g, iid, a, player))


def _opp_movable(g, player: int) -> Iterator[int]:
    """The opponent's characters this text could move somewhere (705.2e), one at a time: none a
    text keeps P<player> or their cards from moving (Cookie Crumbles, Pearly Stitch). Whether
    there is one is settled by the first (the text is asked at every priority a player could
    activate it), and whether one can go somewhere by its first open place."""
    return (i for i in g.characters(1 - player) if next(_open_places(g, i, player), None) is not None)


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "move_opp_character")
def _can_move_opp_character(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(next(_opp_movable(g, player), None) is not None, "move")
