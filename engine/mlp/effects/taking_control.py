"""Gaining and exchanging control (513). The runners are in `engine.mlp.effects.control`.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

import re
from typing import Any

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# Control (513): "gain control of ..." for a duration; the change is a modifier that ends
_UNTIL = (r"(?: until (the end of the score phase|the end of the turn|the end of the faceoff"
          r"|this card leaves play or is frightened))?")


_DURATIONS = {None: "indefinite", "the end of the score phase": "score", "the end of the turn": "turn",
              "the end of the faceoff": "faceoff", "this card leaves play or is frightened": "while_src"}


_WHOSE = {"an opposing": "opp_friend", "an opponent's": "opp_friend", "each opposing": "opp_friend",
          "another": "other_friend", "a": "any_friend"}


def _control(target: str, until: str | None, **params: Any) -> dict[str, Any]:
    base = {"target": target, "where": "", "max_power": False, "each": False, "optional": False,
            "then": "", "until": _DURATIONS[until]}
    base.update(params)
    return base


@template(r"when (this card enters play|you play this card)( at a problem)?, gain control of "
          r"(an opposing|an opponent's|each opposing|another) friend( there)?" + _UNTIL + r"\.")
def _t_enter_control(m, t):
    event = "enter_play" if m.group(1) == "this card enters play" else "played"
    return _a("trigger", "gain_control", t, event,
              **_control(_WHOSE[m.group(3)], m.group(5), each=m.group(3).startswith("each"),
                         where="there" if m.group(4) else "", at_problem=bool(m.group(2))))


@template(r"(main phase|immediate): (?P<costs>(?:(?:pay \{\d+\}|retire this card|exhaust this card"
          r"|banish a card from your hand)(?: and )?)+) to gain control of "
          r"(?P<whose>an opposing|an opponent's|a) (?P<what>friend|non-attachment resource)(?P<here> here)?"
          r"(?P<own> you own)?(?P<power> with power less than or equal to this card's power)?" + _UNTIL
          + r"(?P<then> and turn this card over|\. that opponent gains control of this card)?\.")
def _t_activated_control(m, t):
    costs = m.group("costs")
    pay = re.search(r"pay \{(\d+)\}", costs)
    if m.group("what") == "non-attachment resource":
        target = "opp_resource"
    elif m.group("own"):
        target = "owned_friend"
    else:
        target = _WHOSE[m.group("whose")]
    then = {None: "", " and turn this card over": "turn_over"}.get(m.group("then"), "give_self")
    return _a("activated", "gain_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              pay=int(pay.group(1)) if pay else 0, exhaust_self="exhaust this card" in costs,
              retire_self="retire this card" in costs, banish_hand="banish a card" in costs,
              **_control(target, m.group(8), where="here" if m.group("here") else "",
                         max_power=bool(m.group("power")), then=then))


@template(r"at the start of a faceoff involving this card, you may (?:exhaust this card and pay \{(\d+)\} to )?"
          r"gain control of an? (?:opposing|opponent's) friend( here)?" + _UNTIL + r"\.")
def _t_faceoff_control(m, t):
    return _a("trigger", "gain_control", t, "faceoff_start",
              **_control("opp_friend", m.group(3), optional=True, where="here" if m.group(2) else "",
                         resolve_pay=int(m.group(1) or 0), resolve_exhaust=bool(m.group(1))))


@template(r"(main phase|immediate): choose one of your friends( at a problem)?(?:\. your opponent chooses one of "
          r"their friends at that problem| and an opposing friend)\. exchange control of those friends"
          + _UNTIL + r"\.")
def _t_exchange(m, t):
    return _a("play", "exchange_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              same_problem=bool(m.group(2)), until=_DURATIONS[m.group(3)])
