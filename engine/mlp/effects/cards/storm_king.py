"""Texts printed only on cards named Storm King: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you move a character, you may exhaust this card to gain \{(\d+)\}\. if you moved an opposing "
          r"character, you may exhaust this card to gain \{(\d+)\} instead\.")
def _t_conniver(m, t):
    return _a("trigger", "exhaust_to_gain_for_a_move", t, "moved", own=int(m.group(1)), opposing=int(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_to_gain_for_a_move")
def _r_conniver(g, f, ability):
    """Whose character was moved is read as it was moved (712.2); the exhausting is a cost
    paid as the effect is processed (707.2a), so a card already exhausted can't pay it."""
    src = f["src"]
    me = f["ctrl"]
    if not in_play(g, src) or g.s["cards"][src]["exhausted"] or g.s["cards"][src]["frightened"]:
        return True
    amount = ability.params["opposing" if f["data"].get("opposing") else "own"]
    ans = choose_yes_no(g, f, me, f"Exhaust {g.name(src)} to gain {amount}?")
    if ans is None:
        return False
    if ans[0] == "yes" and g.exhaust(src, "707.2a"):
        g.gain_tokens(me, amount, effect_rule(f))
    return True


@triggered_by("moved", "exhaust_to_gain_for_a_move")
def _you_moved_a_character(g, iid: int, ability: Ability, data: dict) -> dict | None:
    s = g.s
    moved = data["card"]
    if data["mover"] != s["cards"][iid]["ctrl"] or moved not in s["cards"] or not g.is_character(moved):
        return None
    return {"opposing": s["cards"][moved]["ctrl"] != s["cards"][iid]["ctrl"]}
