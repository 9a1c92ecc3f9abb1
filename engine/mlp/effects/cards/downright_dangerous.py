"""Texts printed only on cards named Downright Dangerous: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, opposing_friends
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: choose an opponent's friend to get -(\d+) power until the end of the turn\. if it has 0 power or less, dismiss it\.")
def _t_downright(m, t):
    return _a("play", "shrink_and_maybe_dismiss", t, timing="main", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("shrink_and_maybe_dismiss")
def _r_downright(g, f, ability):
    cands = _shrinkable(g, f["ctrl"])
    ans = choose(g, f, f["ctrl"], "target", "Choose an opponent's Friend", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        g.add_mod("power", target, -ability.params["amount"], until="turn", ctrl=f["ctrl"], src=f["src"])
        g.note("708.2", f"{g.name(target)} gets -{ability.params['amount']} power until the end of the turn{g.by_text()}")
        if (power.power(g, target) or 0) <= 0:
            g.dismiss(target, effect_rule(f))
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "shrink_and_maybe_dismiss")
def _can_shrink(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_shrinkable(g, player)), "choose")


def _shrinkable(g, player: int) -> list[int]:
    """The opponent's Friends that can get -N power: not a frightened one, which has no power
    to change (505.1b; 705.2e)."""
    return [i for i in opposing_friends(g, player) if not g.card(i)["frightened"]]
