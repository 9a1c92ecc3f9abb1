"""Texts printed only on cards named Rainbow Dash: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    TRIGGER_MATCHERS,
    VALUE_RULES,
    answers,
    runner,
)
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


# ----- On Even Ground (EO16) -----------------------------------------------------------------------


@template(r"at the start of each player's turn, that player loses all action tokens that weren't gained this "
          r"turn\.")
def _t_old_tokens_lost(m, t):
    return _a("trigger", "old_tokens_lost", t, "turn_start")


@answers(TRIGGER_MATCHERS, "old_tokens_lost")
def _turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """The turn starts before its player gains their tokens (603, 604.1): the tokens they
    hold now are the ones not gained this turn, counted as the ability triggers."""
    player = data["player"]
    return {"player": player, "old": g.s["players"][player]["tokens"]}


@runner("old_tokens_lost")
def _r_old_tokens_lost(g, f, ability):
    """Tokens are alike: the player keeps as many as they gained since (604.1), losing the
    rest of what they held (fewer if some were spent meanwhile)."""
    player = f["data"]["player"]
    held = g.s["players"][player]["tokens"]
    lost = min(f["data"]["old"], held)
    g.s["players"][player]["tokens"] = held - lost
    g.note("704", f"P{player} loses {lost} action token(s) not gained this turn")
    return True


# ----- Wonderbolt (DE1, its Boosted side) ------------------------------------------------------------


# `procedures.faceoff.power_total` adds every "flipped_card_power" text to each unignored card
# the player flipped (514.4a)
@template(r"your flipped cards have \+(\d+) power\.")
def _t_flipped_cards_stronger(m, t):
    return _a("static", "own_flipped_cards_power", t, "flipped_card_power", n=int(m.group(1)))


@answers(VALUE_RULES, "own_flipped_cards_power")
def _flipped_bonus(g, src: int, subject, ability: Ability, context: dict) -> int:
    """The cards this card's controller flipped (`subject`: the player whose total it is)."""
    return ability.params["n"] if subject == g.s["cards"][src]["ctrl"] else 0
