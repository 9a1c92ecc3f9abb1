"""Home limits (212, 616.3): text that changes a player's home limit or leaves cards out of it.

At the end of a turn, in the Wrap Up Step, a player retires Friends at home in excess of
their Mane Character's home limit (616.3). These wordings change that limit ("Opponents'
home limits are reduced by 1", "While this card is in your home, your home limit is
increased by 2") or leave cards out of the count ("This card does not count against your
home limit", "Your Critter Friends do not count against your home limit"); the Wrap Up
Step asks `home_limit` and `counts_against_home_limit`.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the rule that
answers it (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import (
    APPLIES,
    OPPOSING_SIDE_STATICS,
    SELF_ONLY_STATICS,
    VALUE_RULES,
    answers,
    scope,
)
from engine.mlp.effects.steps import fits
from engine.mlp.state.game import home
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import target_all
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power
from engine.mlp.values.power import has_trait

_WHOSE = {"opponents'": "opp", "your opponent's": "opp", "players'": "any", "your": "you"}


@template(r"(opponents'|your opponent's|players'|your) home limits? (?:is|are) (reduced|decreased|increased) by (\d+)\.")
def _t_home_limit(m, t):
    amount = int(m.group(3)) * (1 if m.group(2) == "increased" else -1)
    return _a("static", "home_limit_change", t, "home_limit", amount=amount, whose=_WHOSE[m.group(1)])


@template(r"each player's home limit is reduced by (\d+) for each character that player controls here\.")
def _t_home_limit_per_character_here(m, t):
    return _a("static", "home_limit_per_character_here", t, "home_limit", amount=-int(m.group(1)))


@template(r"your opponent's home limit is reduced by (\d+) for each of their ([a-z]+)s in their home\.")
def _t_home_limit_per_trait_at_home(m, t):
    return _a("static", "opp_home_limit_per_trait_at_home", t, "home_limit", amount=-int(m.group(1)),
              trait=m.group(2))


@template(r"while this card is in your home, your home limit is (reduced|increased) by (\d+)\.")
def _t_home_limit_at_home(m, t):
    amount = int(m.group(2)) * (-1 if m.group(1) == "reduced" else 1)
    return _a("static", "home_limit_change", t, "home_limit", amount=amount, whose="you", at_home=True)


@template(r"this card does not count against your home limit\.")
def _t_not_counted(m, t):
    return _a("static", "home_limit_exempt_self", t, "home_limit_exempt")


@template(r"(?:your )?([a-z' {}]+?) (?:do not|don't) count (?:against|towards) your home limit\.")
def _t_group_not_counted(m, t):
    """"Your Critter Friends do not count against your home limit" ("Critter Friends don't
    count towards your home limit": the home limit is yours, so the Friends are too)."""
    found = target_all(f"your {m.group(1)}")
    if found is None or "place" in found or "state" in found:
        return None
    return _a("static", "home_limit_exempt_group", t, "home_limit_exempt", target=found)


@template(r"while an opponent controls a non-token friend, that player can't retire token friends for being in excess "
          r"of their home limit\.")
def _t_tokens_kept_over_home_limit(m, t):
    return _a("static", "opp_tokens_kept_over_home_limit", t, "no_home_limit_retire")


# ----- what the Wrap Up Step asks ------------------------------------------------------------


def home_limit(g, player: int) -> int | None:
    """The player's home limit now: their Mane Character's (212), changed by the
    modifiers in play (never below 0); None when they have no Mane Character in play."""
    mane = g.s["players"][player]["mane"]
    if mane not in g.s["cards"]:
        return None
    printed = g.spec(mane).home_limit
    if printed is None:
        return None
    return max(0, printed + power.static_sum(g, "home_limit", player))


def counts_against_home_limit(g, iid: int) -> bool:
    return not power.static_any(g, "home_limit_exempt", iid)


def retirable_for_home_limit(g, player: int, friends: list[int]) -> list[int]:
    """Of `friends` (at `player`'s home, over the limit), those `player` may choose to retire
    for it (616.3): not those a text in play keeps (category "no_home_limit_retire": "While an
    opponent controls a non-token Friend, that player can't retire token Friends for being in
    excess of their home limit")."""
    if not g.static_abilities("no_home_limit_retire"):
        return friends
    return [i for i in friends if not power.static_any(g, "no_home_limit_retire", i)]


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "home_limit_change")
def _home_limit_change(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    p = ability.params
    whose = p["whose"]
    if whose != "any" and (subject == sc["ctrl"]) != (whose == "you"):
        return 0
    if p.get("at_home") and sc["area"] != home(sc["ctrl"]):
        return 0
    return p["amount"]


answers(APPLIES, "home_limit_exempt_self")(own_card)
scope(SELF_ONLY_STATICS, "home_limit_exempt_self")


@answers(APPLIES, "home_limit_exempt_group")
def _group_exempt(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["ctrl"] == sc["ctrl"] and fits(g, target, sc["ctrl"], src, ability.params["target"], sc["area"], "")


@answers(APPLIES, "opp_tokens_kept_over_home_limit")
def _opp_token_kept(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """An opponent's token Friend, while that opponent controls a non-token Friend anywhere."""
    owner = tc["ctrl"]
    if owner == sc["ctrl"] or not tc.get("token") or not g.is_type(target, "friend"):
        return False
    cards = s["cards"]
    return any(not cards[i].get("token") and g.is_type(i, "friend") for i in g.characters(owner))


scope(OPPOSING_SIDE_STATICS, "opp_tokens_kept_over_home_limit")


@answers(VALUE_RULES, "home_limit_per_character_here")
def _per_character_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Each player's limit, by the characters that player controls at this card's area."""
    return ability.params["amount"] * len(g.characters_at(g.s["cards"][src]["area"], subject))


@answers(VALUE_RULES, "opp_home_limit_per_trait_at_home")
def _per_trait_at_home(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """An opponent's limit, by the cards with the trait they control in their own home
    ("each of their Assets in their home")."""
    if subject == g.s["cards"][src]["ctrl"]:
        return 0
    cards = g.s["cards"]
    trait = ability.params["trait"]
    count = sum(1 for i in g.at(home(subject)) if cards[i]["ctrl"] == subject and has_trait(g, i, trait))
    return ability.params["amount"] * count
