"""Texts printed only on cards named The Element of Generosity: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


# "Score Phase: Remove 2 Harmony counters from this card to reduce the confront requirements
# of a problem by 3 power until the end of the turn.": the timing and the cost are read by
# the part grammar; this is the instruction.
@effect(r"reduce the confront requirements of a problem by (\d+) power until the end of the turn")
def _e_reduce_requirements(m):
    return {"do": "reduce_confront_requirements", "n": int(m.group(1))}


@step("reduce_confront_requirements")
def _d_reduce_requirements(g, f, step_: dict, e: dict, rule: str) -> bool:
    """The chosen Problem's requirements are lower for every player (611.3: a confront
    modifier on each player for that Problem's area, -N power, until the end of the turn)."""
    player = acting_player(f)
    areas = [a for a in g.problems() if g.problem_card(a)]
    ans = choose(g, f, player, "area", "Reduce the confront requirements of which Problem?", [(a, a) for a in areas])
    if ans is None:
        return False
    if not ans:
        return True
    area = ans[0]
    for p in (0, 1):
        g.add_mod("confront", p, -step_["n"], until="turn", ctrl=player, src=f["src"])
        g.s["mods"][-1]["area"] = area
    g.note("611.3", f"The confront requirements of the Problem at {area} are {step_['n']} power lower "
                    "until the end of the turn")
    return True
