"""Texts that read what happened earlier in the turn: "if a Friend left play this turn",
"if it is the second card they have played this turn", "if it was the third Friend that
entered play this turn", "if it's the first card that player has discarded this turn",
"if you won a (Problem) faceoff (by at least N power) this turn"; "Players can't draw more
than 2 cards per turn" reads each player's count of cards drawn this turn (`drawn`).

The game keeps the record (`MlpGame.this_turn`) only when it holds a card whose text reads
it: each ability read here carries `turn_record` in its params (`state.game.TURN_RECORD`).
A condition is the "while" condition kind "this_turn", checked by
`engine.mlp.effects.steps.happened_this_turn`: as a triggered effect is created after its
trigger (712.2), or, for "<timing>: If ..., ...", as the Event resolves (709.2) and before an
activated ability can be activated.

Readings where the rules are silent: the counts take in every card of the kind, tokens
included, whoever controlled it; "the second card they have played" counts the cards
played (609.2c: a face-down Troublemaker too), Events included; "the third Friend that
entered play this turn" counts the Friends of both players, the new one included.
"""

from __future__ import annotations

import re
from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.game import TURN_RECORD
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import TIMINGS, costs, steps
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import condition_reader, template

_ORDINALS = {"first": 1, "second": 2, "third": 3}


def counted_this_turn(what: str, whose: str | None = None, **count: Any) -> dict[str, Any]:
    """The "this_turn" condition on a count of the turn's record (see the module's docstring),
    marked so that a game holding a card with it keeps the record."""
    return {"if": "this_turn", "what": what, **({"whose": whose} if whose else {}), **count, TURN_RECORD: True}


@condition_reader
def turn_condition(text: str) -> dict[str, Any] | None:
    """A condition on the turn so far (see the module's docstring); None if unknown."""
    if text == "a friend left play this turn":
        return counted_this_turn("friends_left", at_least=1)
    m = re.fullmatch(r"it is the (first|second|third) card they have played this turn", text)
    if m:
        # (after "when an opponent plays a card": "they" is that opponent)
        return counted_this_turn("played", "opp", exactly=_ORDINALS[m.group(1)])
    m = re.fullmatch(r"it's the (first|second|third) card that player has discarded this turn", text)
    if m:
        # (after "when an opponent discards a card": that opponent)
        return counted_this_turn("discarded", "opp", exactly=_ORDINALS[m.group(1)])
    m = re.fullmatch(r"it was the (first|second|third) friend that entered play this turn", text)
    if m:
        return counted_this_turn("friends_entered", exactly=_ORDINALS[m.group(1)])
    m = re.fullmatch(r"(you|that opponent) played at least (\d+) cards (?:this|that) turn", text)
    if m:
        # ("at the end of each opponent's turn, if that opponent played ..."): the cards played
        # (609.2c), counted as the condition is checked
        return counted_this_turn("played", "you" if m.group(1) == "you" else "opp", at_least=int(m.group(2)))
    m = re.fullmatch(r"you won an? (problem |troublemaker )?faceoff(?: by at least (\d+) power)? this turn", text)
    if m:
        return counted_this_turn("won", "you", at_least=1, kind=(m.group(1) or "").strip(), margin=int(m.group(2) or 0))
    return None


@template(r"(" + "|".join(TIMINGS) + r"): if ([^,]+ this turn), (.+)")
def _t_timed_if_this_turn(m, t):
    """ "Immediate: If you won a Problem faceoff by at least 5 power this turn, score 2 points."
    (an Event: nothing happens unless it did), "Immediate: If you won a faceoff this turn, you
    may pay [1] and exhaust this card to score a point." (an activated ability: only then)."""
    held = turn_condition(m.group(2))
    if held is None:
        return None
    timing, body = TIMINGS[m.group(1)], m.group(3)
    split = re.fullmatch(r"you may (.+?) to (.+)", body)
    paid = costs(split.group(1)) if split else None
    if paid:
        found = steps(split.group(2))
        if found is None:
            return None
        return _a("activated", "effect", t, timing=timing, costs=paid, steps=found, if_turn=held, turn_record=True)
    found = steps(body)
    if found is None:
        return None
    return _a("play", "effect", t, timing=timing, steps=found, if_turn=held, turn_record=True)


# ----- "Players can't draw more than 2 cards per turn." (AD79) ---------------------------------


@template(r"players can't draw more than (\d+) cards per turn\.")
def _t_draw_limit(m, t):
    """104.2, asked before each card drawn (`values.power.draw_stopper`, category "cant_draw")."""
    return _a("static", "draw_limit_per_turn", t, "cant_draw", n=int(m.group(1)))


@answers(VALUE_RULES, "draw_limit_per_turn")
def _draw_limit_reached(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Any player (`subject`) who has drawn N cards this turn draws no more (the cards drawn
    before this card entered play count too: the player's count, `drawn`)."""
    return int(g.s["players"][subject]["drawn"] >= ability.params["n"])
