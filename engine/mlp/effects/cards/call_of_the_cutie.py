"""Texts printed only on cards named Call of the Cutie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you put a \+1 power counter on a character here for the first time each turn, you may put a \+1 power "
          r"counter on another character here\.")
def _t_call_of_the_cutie(m, t):
    return _a("trigger", "counter_here_spreads", t, "counters")


def _first_time_flag(iid: int) -> str:
    return f"counter_here_first_time:{iid}"


@triggered_by("counters", "counter_here_spreads")
def _first_counter_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """+1 power counters put by this Problem's controller on a character at its area, the
    first time this turn (the turn is written down as it triggers: a second time this turn,
    its own counter included, does not trigger it)."""
    s = g.s
    c = s["cards"][iid]
    got = data["card"]
    if (data["counter"] != "power" or data["added"] <= 0 or data.get("by") != c["ctrl"] or got not in s["cards"]
            or s["cards"][got]["area"] != c["area"] or not g.is_character(got)):
        return None
    flag = _first_time_flag(iid)
    if s["flags"].get(flag) == s["turn"]:
        return None
    s["flags"][flag] = s["turn"]
    return {"it": got}


@runner("counter_here_spreads")
def _r_counter_here_spreads(g, f, ability):
    """"You may": up to one other character here, either player's, that can get a counter
    (a frightened one can't, 504.1)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    area = g.card(src)["area"]
    got = f["data"].get("it")
    others = [i for i in g.characters_at(area) if i != got and not g.card(i)["frightened"]]
    ans = choose(g, f, f["ctrl"], "target", "You may put a +1 power counter on another character here",
                 [(f"card:{i}", g.name(i)) for i in others], 0, 1)
    if ans is None:
        return False
    if ans:
        add_counters(g, card_of_option(ans[0]), "power", 1, effect_rule(f), f["ctrl"])
    return True
