"""Texts printed only on cards named Princess Celestia: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    OTHERS_OF_OWN_SIDE_STATICS,
    SELF_ONLY_STATICS,
    VALUE_RULES,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Royal Decree: a Friend barring opponents' Friends from its area by their power (in hand,
# their printed power); `effects.problems.friend_barred` asks every "cant_play_friend" text.
@template(r"opponents can't play friends with (\d+) or more power here\.")
def _t_opponents_barred_here(m, t):
    return _a("static", "opp_friends_barred_here", t, "cant_play_friend", at_least=int(m.group(1)))


@answers(VALUE_RULES, "opp_friends_barred_here")
def _opp_friends_barred_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    here = g.s["cards"][src]
    if subject == here["ctrl"] or context["area"] != here["area"]:
        return 0
    return int((g.spec(context["card"]).power or 0) >= ability.params["at_least"])


# ----- Restricted Section: power counted from the banished zones ---------------------------


@template(r"this card has \+(\d+) power for each event in each banished zone\.")
def _t_events_banished(m, t):
    return _a("static", "self_power_per_banished_event", t, "power", amount=int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_per_banished_event")


@answers(APPLIES, "self_power_per_banished_event")
def _applies_banished_events(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target


@answers(AMOUNTS, "self_power_per_banished_event")
def _amount_banished_events(g, src: int, target: int, ability: Ability) -> int:
    """+N for each Event card in both players' banished zones."""
    events = sum(1 for p in g.s["players"] for i in p["banished"] if g.is_type(i, "event"))
    return ability.params["amount"] * events


# ----- Solar Sister: a Mane Character that turns over with two Alicorns (301.2) ------------------


@template(r"when one of your alicorn friends enters play, if you have at least (\d+) other alicorn friends?, turn "
          r"this card over\.")
def _t_solar_sister(m, t):
    return _a("trigger", "turn_over_with_alicorns", t, "enter_play", others=int(m.group(1)))


def _alicorn_friends(g, player: int) -> list[int]:
    return [i for i in g.characters(player) if g.is_type(i, "friend") and g.spec(i).has_trait("Alicorn")]


@runner("turn_over_with_alicorns")
def _r_solar_sister(g, f, ability):
    if in_play(g, f["src"]) and not g.card(f["src"])["boosted"]:
        g.turn_over(f["src"], "301.2")
    return True


@triggered_by("enter_play", "turn_over_with_alicorns")
def _alicorn_joins(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """One of its controller's Alicorn Friends enters play while they have that many others."""
    c = g.s["cards"][iid]
    card = data["card"]
    if c["boosted"] or card not in g.s["cards"] or g.s["cards"][card]["ctrl"] != c["ctrl"]:
        return None
    if not g.is_type(card, "friend") or not g.spec(card).has_trait("Alicorn"):
        return None
    others = [i for i in _alicorn_friends(g, c["ctrl"]) if i != card]
    return {} if len(others) >= ability.params["others"] else None


_SISTERS = ("princess luna", "princess twilight sparkle", "princess cadance")


@template(r"while you have princess luna, princess twilight sparkle, or princess cadance, each of your alicorn "
          r"friends has \+(\d+) power\.")
def _t_solar_sister_boosted(m, t):
    return _a("static", "alicorns_pumped_with_a_sister", t, "power", amount=int(m.group(1)))


scope(OTHERS_OF_OWN_SIDE_STATICS, "alicorns_pumped_with_a_sister")


@answers(APPLIES, "alicorns_pumped_with_a_sister")
def _alicorns_with_a_sister(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Its controller's Alicorn Friends, while that player has a face-up character named one
    of the three in play."""
    if tc["ctrl"] != sc["ctrl"] or not g.is_type(target, "friend") or not g.spec(target).has_trait("Alicorn"):
        return False
    return any(g.face_up(i) and g.spec(i).title.casefold() in _SISTERS for i in g.characters(sc["ctrl"]))
