"""Texts printed only on cards named Operation Mare Do Well: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import add_counters, own_friends, remove_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to redistribute any number of \+1 power counters on your characters onto one "
          r"of your friends\.")
def _t_redistribute(m, t):
    return _a("activated", "redistribute_power_counters", t, timing="main", exhaust_self=True)


@runner("redistribute_power_counters")
def _r_redistribute(g, f, ability):
    """The Friend first, then any number of the +1 power counters on the player's other
    characters (one option per counter), moved onto it: removed from where they were and put
    on it (519.3, 519.1). With no +1 power counter on any of the player's characters no Friend
    is asked for: there is nothing to move (705.2e), and the log says the text found nothing
    to act on (`abilities.say_nothing_happened`); with none but on the Friend chosen, it says
    that none is moved."""
    player = f["ctrl"]
    data = f["data"]
    if "friend" not in data:
        if not any(g.card(i)["counters"].get("power", 0) for i in g.characters(player)):
            return True
        ans = choose(g, f, player, "target", "Redistribute +1 power counters onto which of your Friends?",
                     [(f"card:{i}", g.name(i)) for i in _can_take_counters(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        data["friend"] = card_of_option(ans[0])
    friend = data["friend"]
    pairs = [(f"counter:{i}:{n}", f"a +1 power counter on {g.name(i)} ({n} of {count})")
             for i in g.characters(player) if i != friend and (count := g.card(i)["counters"].get("power", 0))
             for n in range(1, count + 1)]
    if not pairs:
        g.note(effect_rule(f), f"Nothing more happens: P{player}'s other characters have no +1 power counters to "
                               f"move onto {g.name(friend)}{g.by_text()}")
        return True
    ans = choose(g, f, player, "counter", f"Move which +1 power counters onto {g.name(friend)}?", pairs, 0, len(pairs))
    if ans is None:
        return False
    taken: dict[int, int] = {}
    for key in ans:
        iid = int(key.split(":")[1])
        taken[iid] = taken.get(iid, 0) + 1
    moved = sum(remove_counters(g, iid, "power", n, effect_rule(f), player) for iid, n in taken.items())
    if moved and in_play(g, friend):
        add_counters(g, friend, "power", moved, effect_rule(f), player)
    return True


@answers(ACTIVATION_CHECKS, "redistribute_power_counters")
def _has_a_friend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only with one of the player's Friends to put them on (any number: none is a number)."""
    return unless(bool(_can_take_counters(g, player)), "redistribute", lacks=f"P{player} has no Friend that is not frightened")


def _can_take_counters(g, player: int) -> list[int]:
    """The player's Friends that can take +1 power counters: not frightened ones (`add_counters`)."""
    return [i for i in own_friends(g, player) if not g.card(i)["frightened"]]
