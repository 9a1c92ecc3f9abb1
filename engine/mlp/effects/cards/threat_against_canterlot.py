"""Texts printed only on cards named Threat Against Canterlot: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import KEYWORD_TRIGGERS, VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "no_troublemakers_once_confronted"


@template(r"once this problem has been confronted, troublemakers can't be played here\.")
def _t_once_confronted(m, t):
    """The Problem remembers being confronted (a flag by its instance id, set as it is
    confronted, `_remember`); from then on, as long as it is in play, no Troublemaker can
    be played there (the Troublemaker action asks "cant_play_troublemaker")."""
    return _a("static", _NAME, t, "cant_play_troublemaker")


def _flag(problem: int) -> str:
    return f"confronted_once:{problem}"


@answers(KEYWORD_TRIGGERS, "confront")
def _remember(g, event: str, data: dict) -> None:
    """(Not a triggered ability: the Problem's own text keeps what happened to it.)"""
    problem = data.get("problem")
    if problem in g.s["cards"] and any(a.name == _NAME for a in g.spec(problem).abilities):
        g.s["flags"][_flag(problem)] = True


@answers(VALUE_RULES, _NAME)
def _barred_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    here = context.get("area") == g.s["cards"][src]["area"]
    return 1 if here and g.s["flags"].get(_flag(src)) else 0
