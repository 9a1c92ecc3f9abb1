"""Cards beneath cards (glossary: Pumped, Spend): banishing to beneath a card and spending from there.

The runners are in `engine.mlp.effects.beneath`.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.mlp.text.normalize import COUNTS as _COUNTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you (confront this card's problem|win a problem faceoff involving this card), you may "
          r"(exhaust this card and )?pay \{(\d+)\} to (move an opposing character at this card's problem home|"
          r"banish a friend at that problem)\.")
def _t_teamwork_pay_then(m, t):
    """Ms. Harshwhinny, Helia: a triggered ability with a cost (707.2a) paid as it resolves."""
    confront = m.group(1).startswith("confront")
    effect = "send_opp_character_home_here" if m.group(4).startswith("move") else "banish_friend_there"
    return _a("trigger", "pay_then", t, "confront" if confront else "faceoff_won", own_problem=confront,
              faceoff_kind="" if confront else "problem", exhaust_self=bool(m.group(2)), pay=int(m.group(3)),
              effect=effect)


_NUMBER = r"(a|an|one|two|three|\d+)"


_BENEATH_SELF = r"from beneath (?:this card|it)"


def _count(word: str) -> int:
    return _COUNTS[word] if word in _COUNTS else int(word)


@template(r"(while involved in a faceoff, )?this card has \+(\d+) power for each card beneath it\.")
def _t_power_per_beneath(m, t):
    return _a("static", "self_power_per_beneath", t, "power", amount=int(m.group(2)), faceoff=bool(m.group(1)))


# What spending pays for: the text after "to" (707.2a, 703.1d) -> runner name and parameters.
_SPEND_EFFECTS: list[tuple[re.Pattern, Callable[[re.Match], tuple[str, dict[str, Any]]]]] = [
    (re.compile(r"draw " + _NUMBER + r" cards?"), lambda m: ("draw", {"n": _count(m.group(1))})),
    (re.compile(r"exhaust all characters at this card's problem"), lambda m: ("exhaust_all_here", {})),
    (re.compile(r"dismiss an opponent's friend at this card's problem"), lambda m: ("dismiss_opp_friend_here", {})),
    (re.compile(r"give this card \+(\d+) power until the end of the (turn|faceoff)"),
     lambda m: ("pump_self", {"amount": int(m.group(1)), "until": m.group(2)})),
    (re.compile(r"give another character \+(\d+) power until the end of the (turn|faceoff)"),
     lambda m: ("pump_other_character", {"amount": int(m.group(1)), "until": m.group(2)})),
    (re.compile(r"uncover a troublemaker"), lambda m: ("uncover_any", {})),
    (re.compile(r"move one of your characters to a problem with a troublemaker"),
     lambda m: ("move_own_to_troublemaker", {})),
    (re.compile(r"banish an opponent's friend"), lambda m: ("banish_opp_friend", {})),
    (re.compile(r"gain \{1\} for each card (?:you )?spent"), lambda m: ("gain_per_spent", {})),
    (re.compile(r"score a point for each card (?:you )?spent"), lambda m: ("score_per_spent", {})),
]


def _spend_effect(text: str) -> tuple[str, dict[str, Any]] | None:
    for pattern, build in _SPEND_EFFECTS:
        m = pattern.fullmatch(text)
        if m:
            return build(m)
    return None


@template(r"(main phase|faceoff|immediate): (exhaust this card and )?(?:pay \{(\d+)\} and )?spend " + _NUMBER
          + r" cards? " + _BENEATH_SELF + r" to (.+)\.")
def _t_spend_activated(m, t):
    """An activated ability whose cost spends cards from beneath its card."""
    effect = _spend_effect(m.group(5))
    if effect is None:
        return None
    name, params = effect
    timing = {"main phase": "main"}.get(m.group(1), m.group(1))
    return _a("activated", name, t, timing=timing, exhaust_self=bool(m.group(2)), pay=int(m.group(3) or 0),
              spend=_count(m.group(4)), **params)


@template(r"when you win a faceoff involving this card, you may spend (a card|any number of cards) "
          + _BENEATH_SELF + r" to (.+)\.")
def _t_spend_on_win(m, t):
    """A triggered ability whose cost (707.2a) is spending cards, paid as it resolves."""
    effect = _spend_effect(m.group(2))
    if effect is None:
        return None
    name, params = effect
    return _a("trigger", "spend_beneath_then", t, "faceoff_won", effect=name,
              any_number=m.group(1) != "a card", **params)


# Reactions (512.4) whose cost spends a card from beneath the card: "after" what, and the events
# that meet that condition (see `abilities.beneath_reaction_events`).
_REACT_AFTER = {
    "an opponent plays a friend to this card's problem": ("friend_arrives", {"moves": False}, ("played",)),
    "an opponent plays or moves a friend to this card's problem": ("friend_arrives", {"moves": True},
                                                                   ("played", "moved")),
    "the start of any phase": ("phase_start", {"phase": ""}, ("turn_start", "tm_phase_start", "main_start",
                                                              "score_start", "turn_end")),
    "the start of a score phase": ("phase_start", {"phase": "score"}, ("score_start",)),
    "the start of a faceoff": ("faceoff_start", {}, ("faceoff_start",)),
}


_REACT_EFFECTS = {
    "frighten that friend": "frighten_that_friend",
    "move that friend home": "move_that_friend_home",
    "move this card": "move_self_anywhere",
    "put an opponent's friend into its owner's hand": "opp_friend_to_hand",
    "put a banished card from beneath this card on the top of your deck and gain {1}": "beneath_to_deck_top_gain",
}


@template(r"reaction: after (" + "|".join(_REACT_AFTER) + r"), you may (spend a card from beneath this card|"
          r"exhaust this card) to (.+)\.")
def _t_beneath_reaction(m, t):
    effect = _REACT_EFFECTS.get(m.group(3))
    if effect is None:
        return None
    condition, params, events = _REACT_AFTER[m.group(1)]
    spend = 1 if m.group(2).startswith("spend") else 0
    return _a("activated", "react_beneath", t, timing="reaction", condition=condition, react_events=events,
              effect=effect, exhaust_self=not spend, **({"spend": spend} if spend else {}), **params)


@template(r"when (you score a problem's bonus points|a troublemaker is played), banish the top card of your deck "
          r"to beneath this card\.")
def _t_deck_top_beneath(m, t):
    event = "bonus_scored" if m.group(1).startswith("you") else "played"
    return _a("trigger", "deck_top_beneath_self", t, event, troublemaker=event == "played")
