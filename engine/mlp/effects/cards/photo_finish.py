"""Texts printed only on cards named Photo Finish: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
    kept_from_cost,
    opposing_friends,
)
from engine.mlp.effects.moving import MOVE_RECORD_READERS, moved_characters_this_turn
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the end of each opponent's turn, if that opponent did not move any characters this turn, you may "
          r"retire this card to banish an opposing friend\.")
def _t_snapshot(m, t):
    return _a("trigger", "retire_to_banish_if_no_moves", t, "turn_end")


MOVE_RECORD_READERS.add("retire_to_banish_if_no_moves")


# ----- what it does ---------------------------------------------------------------------------


@runner("retire_to_banish_if_no_moves")
def _r_snapshot(g, f, ability):
    """Retiring this card is the cost (707.2a), paid only with an opposing Friend to banish,
    and only when it can pay it (705.2e, 508.1a: `kept_from_cost`)."""
    me = f["ctrl"]
    src = f["src"]
    foes = opposing_friends(g, me)
    if not in_play(g, src) or not foes:
        return True
    if "retired" not in f["data"] and kept_from_cost(g, src, "retire", me) is not None:
        return True
    data = f["data"]
    if "retired" not in data:
        ans = choose_yes_no(g, f, me, f"Retire {g.name(src)} to banish an opposing Friend?")
        if ans is None:
            return False
        if ans[0] == "no":
            return True
        g.retire(src, "707.2a")
        data["retired"] = True
    foes = opposing_friends(g, me)
    ans = choose(g, f, me, "target", "Banish which opposing Friend?", [(f"card:{i}", g.name(i)) for i in foes])
    if ans is None:
        return False
    if ans:
        g.banish(card_of_option(ans[0]), effect_rule(f))
    return True


@triggered_by("turn_end", "retire_to_banish_if_no_moves")
def _opponent_turn_without_moves(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """The condition is checked as the turn ends (712.2)."""
    opp = data["player"]
    if opp == g.s["cards"][iid]["ctrl"] or moved_characters_this_turn(g, opp):
        return None
    return {}
