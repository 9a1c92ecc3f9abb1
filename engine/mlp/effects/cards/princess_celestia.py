"""Texts printed only on cards named Princess Celestia: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    SELF_ONLY_STATICS,
    VALUE_RULES,
    answers,
    runner,
    scope,
)
from engine.mlp.state.library import Ability, token_id
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


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


# ----- Raptor Raiser (DE52) -------------------------------------------------------------------------


@template(r"when this card enters play, choose a troublemaker\. you may put a number of 1 \{(\w+)\} critter friend "
          r"tokens into play equal to that troublemaker's power\.")
def _t_raptor_raiser(m, t):
    return _a("trigger", "critters_per_troublemaker_power", t, "enter_play", when="self",
              token=token_id(1, ELEMENTS.get(m.group(1), m.group(1)), "Critter"))


@runner("critters_per_troublemaker_power")
def _r_raptor_raiser(g, f, ability):
    """A face-up Troublemaker of any player is chosen (a face-down card has no power, 505.1);
    then its controller's controller ("you") may put that many tokens into play (521.1),
    each where they choose."""
    player = f["ctrl"]
    data = f["data"]
    if "n" not in data:
        cards = g.s["cards"]
        cands = [i for i in g.s["play"] if g.is_type(i, "troublemaker") and not cards[i]["face_down"]]
        ans = choose(g, f, player, "target", "Choose a Troublemaker", [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        tm = card_of_option(ans[0])
        data["n"] = max(power.power(g, tm) or 0, 0)
    if "yes" not in data:
        ans = choose(g, f, player, "may", f"Put {data['n']} Critter token(s) into play? (712.3)",
                     [("yes", "Yes"), ("no", "No")])
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["yes"] = True
    areas = [f"home:{player}", *g.problems()]
    while data.get("made", 0) < data["n"]:
        ans = choose(g, f, player, "area", "Where does the Critter token enter play?", [(a, f"at {a}") for a in areas])
        if ans is None:
            return False
        g.put_token(ability.params["token"], player, ans[0], "521.1")
        data["made"] = data.get("made", 0) + 1
    return True
