"""Texts printed only on cards named Untested Magic Fireworks: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.delayed import at_start_of_next_turn
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.effects.replacement import turn_face_up
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_AGAIN = "Untested Magic Fireworks: turn everything over again"


@template(r"immediate: turn each character, face-up troublemaker, and face-down troublemaker over\. at the start of "
          r"the next turn, turn each character, face-up troublemaker, and face-down troublemaker over again\.")
def _t_fireworks(m, t):
    return _a("play", "turn_everything_over", t, timing="immediate")


answers(PLAY_CHECKS, "turn_everything_over")(can_always)


def turn_everything_over(g, rule: str) -> None:
    """Every Mane Character goes to its other side (301.2; a Friend has no other side to turn
    to and stays as it is, as "turn each character over" is read elsewhere), every face-up
    Troublemaker is turned face down (505.3) and every face-down one face up (not uncovered:
    "When this card is uncovered" does not trigger). Which cards turn is settled first, so a
    Troublemaker turned one way is not turned back."""
    cards = g.s["cards"]
    play = list(g.s["play"])
    manes = [i for i in play if g.spec(i).type == "mane"]
    troublemakers = [i for i in play if g.is_type(i, "troublemaker")]
    face_down = [i for i in troublemakers if cards[i]["face_down"]]
    face_up = [i for i in troublemakers if not cards[i]["face_down"]]
    for iid in manes:
        g.turn_over(iid, "301.2")
    for iid in face_up:
        g.turn_face_down(iid, rule)
    for iid in face_down:
        if iid in cards and cards[iid]["zone"] == "play" and cards[iid]["face_down"]:
            turn_face_up(g, iid, rule)


@runner("turn_everything_over")
def _r_fireworks(g, f, ability) -> bool:
    turn_everything_over(g, effect_rule(f))
    at_start_of_next_turn(g, f["ctrl"], f["src"], _AGAIN, {})
    return True


@runner(_AGAIN)
def _r_again(g, f, ability) -> bool:
    """The cards in play as the next turn starts, turned over as above."""
    turn_everything_over(g, effect_rule(f))
    return True
