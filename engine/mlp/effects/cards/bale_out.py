"""Texts printed only on cards named Bale Out!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import PLAY_CHECKS, answers, runner, step
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): exhaust an opposing character\. that character does not ready during its "
          r"controller's next ready phase\.")
def _t_exhaust_and_hold(m, t):
    return _a("play", "exhaust_opposing_no_ready", t, timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_opposing_no_ready")
def _r_exhaust_and_hold(g, f, ability):
    return exhaust_and_hold(g, f)


@step("exhaust_opposing_no_ready")
def _d_exhaust_and_hold(g, f, step, e, rule):
    """The same instruction as a step of text read in parts (Apple Bloom, Seedling Seeker)."""
    return exhaust_and_hold(g, f)


def exhaust_and_hold(g, f) -> bool:
    """603.1: the character stays exhausted through its controller's next Ready Phase (the
    turn's readying skips the cards listed for that player)."""
    player = f["ctrl"]
    ans = choose(g, f, player, "target", "Exhaust which opposing character?",
                 [(f"card:{i}", g.name(i)) for i in _exhaustible(g, player)])
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        if g.exhaust(target, "503.2"):
            ctrl = g.card(target)["ctrl"]
            g.s["flags"].setdefault(f"no_ready:{ctrl}", []).append(target)
            g.note("603.1", f"{g.name(target)} does not ready during P{ctrl}'s next Ready Phase")
    return True


def _exhaustible(g, player: int) -> list[int]:
    """Opposing characters that can become exhausted: ready and not frightened (705.2e)."""
    cards = g.s["cards"]
    return [i for i in g.characters(1 - player) if not cards[i]["exhausted"] and not cards[i]["frightened"]]


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "exhaust_opposing_no_ready")
def _can_exhaust(g, player: int, iid: int, ability: Ability) -> bool:
    return bool(_exhaustible(g, player))
