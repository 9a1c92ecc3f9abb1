"""Texts printed only on cards named Silverstream: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    arrange_a_problem_deck,
    effect_rule,
    in_play,
    is_problem_area,
    left_as_told,
)
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    Unmet,
    answers,
    can_always,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import NUMBER, number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: retire this card\. if you do, players need \+(\d+) power to confront this card's problem "
          r"until the end of the turn\.")
def _t_retire_for_harder_confront(m, t):
    return _a("activated", "retire_self_players_need_more_here", t, timing="immediate", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("retire_self_players_need_more_here")
def _r_retire_for_harder_confront(g, f, ability):
    """Retiring is the effect, not a cost (no "to"): only a card still in play as it resolves
    is retired, and only if it was retired ("if you do": not kept in play or banished instead
    by a replacement, 710.1) does every player need more power at the Problem it was at (a
    card at home has no Problem: nothing more happens)."""
    src = f["src"]
    if in_play(g, src):
        f["data"].setdefault("was_at", g.card(src)["area"])
    retired = left_as_told(g, f, src, "retire", effect_rule(f))
    if retired is None:
        return False
    area = f["data"].get("was_at")
    if not retired or not is_problem_area(g, area):
        return True
    amount = ability.params["amount"]
    for player in (0, 1):
        g.add_mod("confront", player, amount, until="turn", ctrl=f["ctrl"], src=src)
        g.s["mods"][-1]["area"] = area
    g.note("611.3", f"players need {amount:+d} power to confront the Problem at {area} until the end of the turn{g.by_text()}")
    return True


answers(ACTIVATION_CHECKS, "retire_self_players_need_more_here")(can_always)


@template(r"when this card enters play, you may look at the top " + NUMBER + r" cards of a problem deck and put them "
          r"back on the top or bottom of that deck in any order\.")
def _t_student_of_friendship(m, t):
    return _a("trigger", "arrange_a_problem_deck", t, "enter_play", n=number(m.group(1)))


@runner("arrange_a_problem_deck")
def _r_arrange_a_problem_deck(g, f, ability):
    return arrange_a_problem_deck(g, f, f["ctrl"], ability.params["n"], f["data"], may=True)


# ----- Everything's New! (a Mane Character turning over, 301.2) ---------------------------------


@template(r"immediate: while this card is at a problem with (\d+) or more other characters, turn this card over\.")
def _t_everythings_new(m, t):
    return _a("activated", "turn_over_in_company", t, timing="immediate", others=int(m.group(1)))


def _in_company(g, iid: int, others: int) -> bool:
    """At a Problem with that many other characters there, either player's."""
    area = g.s["cards"][iid]["area"]
    return is_problem_area(g, area) and sum(1 for i in g.characters_at(area) if i != iid) >= others


@answers(ACTIVATION_CHECKS, "turn_over_in_company")
def _can_turn_over(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Offered only while the condition holds and the card is not turned over yet."""
    others = ability.params["others"]
    return (unless(not g.s["cards"][iid]["boosted"], "turn", lacks=f"{g.name(iid)} is turned over already")
            and unless(_in_company(g, iid, others), "turn",
                       lacks=f"{g.name(iid)} is not at a Problem with {others} or more other characters"))


@runner("turn_over_in_company")
def _r_everythings_new(g, f, ability):
    src = f["src"]
    if in_play(g, src) and not g.card(src)["boosted"] and _in_company(g, src, ability.params["others"]):
        g.turn_over(src, "301.2")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "arrange_a_problem_deck")
