"""Texts printed only on cards named Pile of Presents: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import TRIGGER_MATCHERS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent draws a card during their main phase, if that opponent has already drawn at least "
          r"(\d+) cards this turn, score a point\.")
def _t_pile_of_presents(m, t):
    return _a("trigger", "score_when_opponent_draws_many", t, "drew", at_least=int(m.group(1)))


def _drawn_before(g, player: int) -> int:
    """The cards the player had drawn this turn before the card just drawn (each turn's start
    resets the count). The erratum (rules 10) added "already" to the printed "if that opponent
    has drawn at least 4 cards this turn": the card whose drawing triggers the ability is not
    one of those 4, so it is the fifth card drawn in a turn, or a later one, that scores."""
    return g.s["players"][player]["drawn"] - 1


@answers(TRIGGER_MATCHERS, "score_when_opponent_draws_many")
def _matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    player = data["player"]
    s = g.s
    if player == s["cards"][iid]["ctrl"] or s["turn_player"] != player or s["phase"] != "main":
        return None
    return {"player": player} if _drawn_before(g, player) >= ability.params["at_least"] else None


@runner("score_when_opponent_draws_many")
def _r_pile_of_presents(g, f, ability):
    """What was drawn before the triggering card is settled as it triggers: no later draw
    changes it, so nothing is checked again as it resolves."""
    g.score(f["ctrl"], 1, effect_rule(f), "Pile of Presents")
    return True
