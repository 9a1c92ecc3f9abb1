"""Texts printed only on cards named Rainbow Dash & Pinkie Pie: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import plural
from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.moving import move_at_random
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player, kept_from_moving
from engine.mlp.text.parts import number
from engine.mlp.text.registry import effect


@effect(r"move (a character|up to (two|three|\d+) characters) to (?:a )?random problems?")
def _e_move_to_random_problems(m):
    return {"do": "move_to_random_problems", "n": number(m.group(2)) if m.group(2) else 1,
            "up_to": bool(m.group(2))}


# ----- what it does ---------------------------------------------------------------------------


@step("move_to_random_problems")
def _d_move_to_random_problems(g, f, step, e, rule):
    """The player chooses the characters (any player's, 506.4); each goes to a Problem
    picked at random (the game's seeded draw) among those it is not at already
    (`moving.move_at_random`)."""
    me = acting_player(f)
    if "chosen" not in e:
        cands = [i for i in g.s["play"] if g.is_character(i) and _random_dests(g, i)
                 and kept_from_moving(g, i, me) is None]
        low, most = 0 if step["up_to"] else min(1, len(cands)), min(step["n"], len(cands))
        ans = choose(g, f, me, "target", f"Move which {plural(most, 'character')} to a random Problem?",
                     [(f"card:{i}", g.name(i)) for i in cands], low, most)
        if ans is None:
            return False
        e["chosen"] = [card_of_option(key) for key in ans]
    while e.get("moved", 0) < len(e["chosen"]):  # (counted: a guess runs this again, `at_random`)
        iid = e["chosen"][e.get("moved", 0)]
        dests = _random_dests(g, iid) if in_play(g, iid) else []
        if dests and move_at_random(g, f, iid, dests, me, rule, kind="Problem", move_rule="506.4") is None:
            return False
        e["moved"] = e.get("moved", 0) + 1
    return True


def _random_dests(g, iid: int) -> list[str]:
    here = g.s["cards"][iid]["area"]
    return [a for a in g.problems() if a != here]
