"""Texts printed only on cards named Bunny Stampede: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    note_nothing_happened,
)
from engine.mlp.effects.instruction_words import text_done
from engine.mlp.effects.problems import first_confrontation
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"the first player to confront this problem may dismiss a resource on an opponent's friend here\.")
def _t_stampede(m, t):
    return _a("trigger", "first_confront_dismiss_resource", t, "confront")


@runner("first_confront_dismiss_resource")
def _r_stampede(g, f, ability):
    """The player who confronted may dismiss one Resource attached to a Friend their
    opponent controls at this Problem."""
    src = f["src"]
    if not in_play(g, src):
        return True
    player = f["data"]["player"]
    cards = g.s["cards"]
    area = cards[src]["area"]
    found = [i for i in g.s["play"] if g.is_type(i, "resource") and cards[i]["host"] in cards
             and g.is_type(cards[i]["host"], "friend") and cards[cards[i]["host"]]["ctrl"] == 1 - player
             and cards[cards[i]["host"]]["area"] == area]
    if not found:  # (the "may" is not asked, 705.2e: what it looked for is said)
        note_nothing_happened(g, f, f"“{text_done(ability.text)}” is not done: no Friend of P{1 - player}'s at {area} "
                              "has a Resource on it")
        return True
    ans = choose(g, f, player, "target", "Dismiss a Resource on an opponent's Friend here?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in found]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.dismiss(card_of_option(ans[0]), effect_rule(f))
    return True


triggered_by("confront", "first_confront_dismiss_resource")(first_confrontation)
