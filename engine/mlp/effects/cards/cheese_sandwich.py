"""Texts printed only on cards named Cheese Sandwich: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import STEP_REFUSALS, acts_on, answers, step
from engine.mlp.effects.steps import problems_to_replace
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


@acts_on("replace_its_problem")
def _its_problem(g, f: dict, step_: dict) -> list[str]:
    """The Problem this card is at, as "replace this card's Problem" reads it (none at home, nor
    one a text keeps from being replaced): with none, its "may" is not asked (705.2e), where a
    Yes did nothing."""
    return problems_to_replace(g, f, {"own": True})


@answers(STEP_REFUSALS, "replace_its_problem")
def _why_no_problem_of_its_own(g, f: dict, step_: dict) -> tuple[str, str] | None:
    return STEP_REFUSALS["replace_problem"](g, f, {"own": True})


@step("replace_its_problem")
def _d_replace_its_problem(g, f, step, e, rule):
    """613.2 for the Problem this card is at (`_its_problem`); this card goes home with the
    other characters there."""
    if not in_play(g, f["src"]):
        return True
    for area in _its_problem(g, f, step):
        g.note(rule, f"P{f['ctrl']} replaces {g.name(g.problem_card(area))}{g.by_text()}")
        flow.replace_problem(g, area)
    return True
