"""Texts printed only on cards named Harvest Schedule: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import TRIGGER_MATCHERS, answers, runner, triggered_by
from engine.mlp.effects.steps import add_counters
from engine.mlp.effects.verbs import act_chosen_by, first_of_a_batch
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you exhaust one or more opposing characters, put a ([a-z]+) counter on this card\.")
def _t_fatigue(m, t):
    return _a("trigger", "counter_when_you_exhaust_opponents", t, "exhausted", counter=m.group(1))


@answers(TRIGGER_MATCHERS, "counter_when_you_exhaust_opponents")
def _you_exhausted_opponents(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """An opposing character exhausted by an effect this card's controller controls (513.3:
    the innermost ability being carried out)."""
    s = g.s
    me = s["cards"][iid]["ctrl"]
    by = next((f["ctrl"] for f in reversed(s["stack"]) if f["op"] == "ability"), None)
    card = data["card"]
    if by != me or data["ctrl"] == me or card not in s["cards"] or not g.is_character(card):
        return None
    return {} if first_of_a_batch(g, iid, ability) else None


@runner("counter_when_you_exhaust_opponents")
def _r_fatigue(g, f, ability):
    add_counters(g, f["src"], ability.params["counter"], 1, effect_rule(f), f["ctrl"])
    return True


@template(r"at the end of your opponent's turn, if this card has (\d+) or more ([a-z]+) counters on it, your opponent "
          r"retires an exhausted friend\.")
def _t_harvest(m, t):
    return _a("trigger", "opponent_retires_exhausted_friend", t, "turn_end", at_least=int(m.group(1)),
              counter=m.group(2))


def _enough(g, iid: int, ability: Ability) -> bool:
    return g.s["cards"][iid]["counters"].get(ability.params["counter"], 0) >= ability.params["at_least"]


@triggered_by("turn_end", "opponent_retires_exhausted_friend")
def _opponents_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    mine = data["player"] == g.s["cards"][iid]["ctrl"]
    return {} if not mine and _enough(g, iid, ability) else None


@runner("opponent_retires_exhausted_friend")
def _r_harvest(g, f, ability):
    """Checked again as it resolves (712.2); the opponent chooses which of their exhausted
    Friends they retire (410.2: a player retires their own)."""
    src = f["src"]
    if not in_play(g, src) or not _enough(g, src, ability):
        return True
    opp = 1 - f["ctrl"]
    tired = [i for i in g.characters(opp) if g.is_type(i, "friend") and g.card(i)["exhausted"]]
    ans = choose(g, f, opp, "target", "Retire which of your exhausted Friends?", [(f"card:{i}", g.name(i)) for i in tired])
    if ans is None:
        return False
    if ans:
        act_chosen_by(g, opp, "retire", card_of_option(ans[0]), effect_rule(f))
    return True
