"""Texts printed only on cards named Cheese Sandwich: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play, is_problem_area
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import step
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"this card enters play exhausted\.")
def _t_enters_exhausted(m, t):
    """Read by the state as the card enters play (`MlpGame.relocate`): it is exhausted from
    the moment it is in play, so nothing sees it ready."""
    return _a("static", "enters_exhausted", t, "enters_exhausted")


@effect(r"replace its problem")
def _e_replace_its_problem(m):
    return {"do": "replace_its_problem"}


# ----- what it does ---------------------------------------------------------------------------


@step("replace_its_problem")
def _d_replace_its_problem(g, f, step, e, rule):
    """613.2 for the Problem this card is at (none while it is at home); this card goes
    home with the other characters there."""
    if not in_play(g, f["src"]):
        return True
    area = g.s["cards"][f["src"]]["area"]
    if is_problem_area(g, area) and g.problem_card(area):
        g.note(rule, f"P{f['ctrl']} replaces {g.name(g.problem_card(area))}{g.by_text()}")
        flow.replace_problem(g, area)
    return True
