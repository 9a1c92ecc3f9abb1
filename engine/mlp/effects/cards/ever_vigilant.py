"""Texts printed only on cards named Ever Vigilant: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.effects.steps import kept_from_moving
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(immediate|main phase): move one of your characters to each problem\.")
def _t_ever_vigilant(m, t):
    return _a("play", "one_character_to_each_problem", t, timing="immediate" if m.group(1) == "immediate" else "main")


# ----- what it does ---------------------------------------------------------------------------


@runner("one_character_to_each_problem")
def _r_ever_vigilant(g, f, ability):
    """Problem by Problem, a different character of this player's that is not there already
    moves there (506.4); a Problem with none to send gets none."""
    me = f["ctrl"]
    data = f["data"]
    areas = data.setdefault("areas", list(g.problems()))
    moved = data.setdefault("moved", [])
    while len(moved) < len(areas):
        area = areas[len(moved)]
        cands = [i for i in g.characters(me) if i not in moved and g.s["cards"][i]["area"] != area
                 and kept_from_moving(g, i, me) is None]
        if not cands:
            moved.append(0)
            continue
        ans = choose(g, f, me, "target", f"Move which of your characters to {g.name(g.problem_card(area))}?",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        iid = card_of_option(ans[0])
        moved.append(iid)
        g.move(iid, area, me, "506.4")
    return True


answers(PLAY_CHECKS, "one_character_to_each_problem")(can_always)
