"""Texts printed only on cards named Rainbow Dash: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you move this card from home to a problem, you may pay \{(\d+)\} to move another one of your friends from home to that problem\.")
def _t_rd_boosted(m, t):
    return _a("trigger", "bring_friend", t, "moved", pay=int(m.group(1)), from_home=True)


@template(r"when you confront this card's problem, if you have a troublemaker at that problem, turn this card over\.")
def _t_rd(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="own_troublemaker")


@template(r"main phase: exhaust this card to ready another one of your cards\.")
def _t_weather_leader(m, t):
    return _a("activated", "ready_another_own", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("ready_another_own")
def _r_ready_another(g, f, ability):
    cands = _own_exhausted(g, f["ctrl"], f["src"])
    ans = choose(g, f, f["ctrl"], "target", "Ready another one of your cards",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.ready(card_of_option(ans[0]), "503.3")
    return True


def _own_exhausted(g, player: int, iid: int) -> list[int]:
    """A player's exhausted cards in play other than `iid` (705.2e: only those can be readied)."""
    cards = g.s["cards"]
    return [i for i in g.s["play"] if i != iid and cards[i]["ctrl"] == player and cards[i]["exhausted"]]


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "ready_another_own")
def _can_ready_another_own(g, player: int, iid: int, ability: Ability) -> bool:
    return bool(_own_exhausted(g, player, iid))


# ----- Rainbow Dash, Hanging Out (CN1) ---------------------------------------------------------------


@template(r"any phase: while there are at least (\d+) ([a-z ]+) friends at this card's problem, you may turn this "
          r"card over\.")
def _t_hanging_out(m, t):
    """"Any Phase:" an action its player may take whenever they have priority (as an
    Immediate one, 512.4); usable while the condition holds, at no cost."""
    return _a("activated", "turn_over_with_trait_friends_here", t, timing="immediate", n=int(m.group(1)),
              trait=m.group(2))


def _enough_here(g, iid: int, ability: Ability) -> bool:
    c = g.s["cards"][iid]
    if c["boosted"] or g.s["areas"].get(c["area"], {}).get("kind") != "problem":
        return False
    p = ability.params
    found = [i for i in g.characters_at(c["area"]) if g.is_type(i, "friend") and g.face_up(i)
             and g.spec(i).has_trait(p["trait"])]
    return len(found) >= p["n"]


@answers(ACTIVATION_CHECKS, "turn_over_with_trait_friends_here")
def _can_turn_over(g, player: int, iid: int, ability: Ability) -> bool:
    return _enough_here(g, iid, ability)


@runner("turn_over_with_trait_friends_here")
def _r_hanging_out(g, f, ability):
    if _enough_here(g, f["src"], ability):
        g.turn_over(f["src"], "301.2")
    return True
