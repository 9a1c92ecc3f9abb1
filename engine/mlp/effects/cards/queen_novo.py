"""Texts printed only on cards named Queen Novo: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    in_play,
    is_involved,
    question_pushed,
)
from engine.mlp.effects.registry import ACTIVATION_CHECKS, VALUE_RULES, answers, can_always, runner
from engine.mlp.effects.steps import kept_from_moving
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: pay \{(\d+)\} to move any number of your characters at home and turn this card over\.")
def _t_sea_sovereign(m, t):
    return _a("activated", "move_any_from_home_then_turn_over", t, timing="main", pay=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("move_any_from_home_then_turn_over")
def _r_sea_sovereign(g, f, ability):
    """The player picks any number of their characters at home, then where each goes
    (506.4: a Problem, the only other area they may go to); then this card turns over. The
    characters are moved one after the other in the order chosen (705.2e): a move's own
    question (a replacement of it, 710.5; a price for moving it) is decided before the next
    character's destination is asked."""
    me = f["ctrl"]
    data = f["data"]
    if "chosen" not in data:
        home = [i for i in g.characters_at(f"home:{me}", me) if kept_from_moving(g, i, me) is None]
        ans = choose(g, f, me, "target", "Move which of your characters at home? (any number)",
                     [(f"card:{i}", g.name(i)) for i in home], 0, len(home))
        if ans is None:
            return False
        data["chosen"] = [card_of_option(key) for key in ans]
    chosen = data["chosen"]
    while chosen:
        iid = chosen[0]
        if in_play(g, iid) and g.s["cards"][iid]["area"] == f"home:{me}":
            ans = choose(g, f, me, "area", f"Move {g.name(iid)} where?", [(a, f"to {a}") for a in g.problems()])
            if ans is None:
                return False
            g.move(iid, ans[0], me, "506.4")
        chosen.pop(0)
        if question_pushed(g, f):
            return False  # (run again once that move's question is decided)
    if in_play(g, f["src"]):
        g.turn_over(f["src"], "301.2")
    return True


answers(ACTIVATION_CHECKS, "move_any_from_home_then_turn_over")(can_always)


@template(r"the player with the lowest power total wins faceoffs involving this card\.")
def _t_benevolent_ruler(m, t):
    """514.5 turned around (104.1: the card's text wins over the rule) while it is involved;
    a tie is still a tie (514.4c)."""
    return _a("static", "lowest_total_wins_with_this_card", t, "lowest_total_wins")


@answers(VALUE_RULES, "lowest_total_wins_with_this_card")
def _lowest_wins(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return 1 if g.s["faceoff"] is not None and is_involved(g, src) else 0
