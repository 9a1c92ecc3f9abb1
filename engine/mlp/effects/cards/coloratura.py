"""Texts printed only on cards named Coloratura: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import STEP_REFUSALS, VALUE_RULES, answers, runner
from engine.mlp.effects.steps import add_counters, remove_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, you may remove a \+1 power counter from each of any number of other "
          r"characters and put them on this card\.")
def _t_razzle_dazzle(m, t):
    return _a("trigger", "gather_power_counters", t, "enter_play")


# A character a "no_confront_power" text applies to gives no power to confronting a Problem
# (`engine.mlp.values.power.confront_power`)
@template(r"while this card is not cutie marked, it can't contribute its power to confronting problems\.")
def _t_no_confront_power_unmarked(m, t):
    return _a("static", "no_confront_power_unmarked", t, "no_confront_power")


@answers(VALUE_RULES, "no_confront_power_unmarked")
def _kept_out_unmarked(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return int(subject == src and not g.s["cards"][src]["counters"].get("cutie_mark"))


# ----- what it does ---------------------------------------------------------------------------


@runner("gather_power_counters")
def _r_razzle_dazzle(g, f, ability):
    """Any number of other characters (either player's) with a +1 power counter each give up
    one (519.3); this card then gets as many, put on it at once (519.1: replacement text
    and "When you put ..." text see one put of that many)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    cands = _with_power_counters(g, src)
    ans = choose(g, f, f["ctrl"], "target", "Take a +1 power counter from each of any number of these",
                 [(f"card:{i}", g.name(i)) for i in cands], 0, len(cands))
    if ans is None:
        return False
    rule = effect_rule(f)
    taken = sum(remove_counters(g, card_of_option(key), "power", 1, rule, f["ctrl"]) for key in ans)
    add_counters(g, src, "power", taken, rule, f["ctrl"])
    return True


def _with_power_counters(g, src: int) -> list[int]:
    """The other characters in play (either player's) with a +1 power counter."""
    cards = g.s["cards"]
    return [i for i in g.s["play"] if i != src and g.is_character(i) and cards[i]["counters"].get("power")]


@answers(STEP_REFUSALS, "gather_power_counters")
def _why_none_gathered(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why no +1 power counter was moved onto Coloratura, Razzle Dazzle, for the text's
    "Nothing happens" line: no other character in play has one. None when one has."""
    return None if _with_power_counters(g, f["src"]) else ("705.2", "no other character in play has a +1 power counter")
