"""Texts printed only on cards named Sludge: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import VALUE_RULES, answers, runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# A character a "no_confront_power" text applies to gives no power to confronting a Problem
# (`engine.mlp.values.power.confront_power`)
@template(r"this card can't contribute its power towards confronting problems unless you have (\d+) or fewer cards "
          r"in your hand\.")
def _t_no_confront_power_with_a_full_hand(m, t):
    return _a("static", "no_confront_power_unless_small_hand", t, "no_confront_power", most=int(m.group(1)))


@answers(VALUE_RULES, "no_confront_power_unless_small_hand")
def _kept_out(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return int(subject == src and len(g.s["players"][g.s["cards"][src]["ctrl"]]["hand"]) > ability.params["most"])


@template(r"at the start of your score phase, you may discard a card\. if you don't, retire this friend\.")
def _t_upkeep(m, t):
    return _a("trigger", "discard_or_retire_self", t, "score_start")


# ----- what triggers it, and what it does -------------------------------------------------------


@triggered_by("score_start", "discard_or_retire_self")
def _your_score_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@runner("discard_or_retire_self")
def _r_upkeep(g, f, ability):
    """The player may discard a card from their hand (any one); if they don't (or have
    none), this card is retired, if it is still in play."""
    player = f["ctrl"]
    hand = g.s["players"][player]["hand"]
    ans = choose(g, f, player, "discard", "Discard a card to keep this card, or keep your hand",
                 [("none", "Discard nothing (retire it)"), *[(f"card:{i}", g.name(i)) for i in hand]]) \
        if hand else ["none"]
    if ans is None:
        return False
    if ans[0] != "none":
        g.discard(card_of_option(ans[0]), effect_rule(f))
    elif in_play(g, f["src"]):
        g.retire(f["src"], effect_rule(f))
    return True
