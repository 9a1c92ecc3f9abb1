"""Texts printed only on cards named I Just Can't Decide!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import kept_from_moving, may_go_to
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card and pay \{(\d+)\} to move an opponent's character away from that problem\.")
def _t_move_away(m, t):
    """On a Resource played on a Problem, "that Problem" is its host (509.4)."""
    return _a("activated", "move_opposing_character_away", t, timing="main", exhaust_self=True,
              pay=int(m.group(1)))


def _movable(g, player: int, src: int) -> list[int]:
    area = g.s["cards"][src]["area"]
    return [i for i in g.characters_at(area, 1 - player) if kept_from_moving(g, i, player) is None
            and _elsewhere(g, i, player)]


def _elsewhere(g, iid: int, mover: int) -> list[str]:
    """Where `mover` may move the character away from its area: its home or another Problem
    open to it (506.2, `steps.may_go_to`)."""
    c = g.s["cards"][iid]
    return [a for a in (f"home:{c['ctrl']}", *g.problems()) if may_go_to(g, iid, a, mover)]


@answers(ACTIVATION_CHECKS, "move_opposing_character_away")
def _can_move_away(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_movable(g, player, iid)), "move")


@runner("move_opposing_character_away")
def _r_move_away(g, f, ability):
    player, data = f["ctrl"], f["data"]
    if "it" not in data:
        if not in_play(g, f["src"]):
            return True
        ans = choose(g, f, player, "target", "Move which opposing character away from that Problem?",
                     [(f"card:{i}", g.name(i)) for i in _movable(g, player, f["src"])])
        if ans is None:
            return False
        if not ans:
            return True
        data["it"] = card_of_option(ans[0])
    moved = data["it"]
    if not in_play(g, moved):
        return True
    ans = choose(g, f, player, "area", f"Move {g.name(moved)} where?", [(a, a) for a in _elsewhere(g, moved, player)])
    if ans is None:
        return False
    if ans:
        g.move(moved, ans[0], player, "506.4")
    return True
