"""Texts printed only on cards named Sponge Cake Break: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"(immediate|main phase): put (two|\d+) \+1 power counters on one of your friends, then exhaust an "
          r"opposing character with less power than that friend\.")
def _t_sponge_cake_break(m, t):
    return _a("play", "counters_then_exhaust_weaker", t, timing="immediate" if m.group(1) == "immediate" else "main",
              n=number(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("counters_then_exhaust_weaker")
def _r_sponge_cake_break(g, f, ability):
    """The counters first; then an opposing character whose power is below that Friend's
    power as it is now (none to choose: nothing more happens)."""
    me = f["ctrl"]
    data = f["data"]
    if "friend" not in data:
        friends = _own_friends(g, me)
        ans = choose(g, f, me, "target", "Put the +1 power counters on which of your Friends?",
                     [(f"card:{i}", g.name(i)) for i in friends])
        if ans is None:
            return False
        friend = card_of_option(ans[0])
        add_counters(g, friend, "power", ability.params["n"], effect_rule(f), me)
        data["friend"] = friend
    friend = data["friend"]
    if not in_play(g, friend):
        return True
    limit = power.compared(g, friend)
    weaker = [i for i in g.characters(1 - me) if g.face_up(i) and not g.s["cards"][i]["exhausted"]
              and not g.s["cards"][i]["frightened"] and power.compared(g, i) < limit]  # (504.2a)
    ans = choose(g, f, me, "target", f"Exhaust an opposing character with less power than {g.name(friend)}",
                 [(f"card:{i}", g.name(i)) for i in weaker])
    if ans is None:
        return False
    if ans:
        g.exhaust(card_of_option(ans[0]), effect_rule(f))
    return True


def _own_friends(g, player: int) -> list[int]:
    return [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)]


@answers(PLAY_CHECKS, "counters_then_exhaust_weaker")
def _can_play(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only with one of your Friends to put the counters on (705.2)."""
    return unless(bool(_own_friends(g, player)), "put", lacks=has_none(player, "Friend"))
