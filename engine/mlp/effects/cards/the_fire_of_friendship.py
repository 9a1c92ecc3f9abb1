"""Texts printed only on cards named The Fire of Friendship: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.entering_and_leaving_play import put_into_play
from engine.mlp.effects.registry import (
    DISCARD_REPLACEMENT_OFFERS,
    DISCARDS_REPLACED,
    answers,
)
from engine.mlp.state.game import DISCARD_REPLACEMENTS
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import REQUIREMENTS_REDUCED_BY_CHOSEN_COLOR

_INTO_PLAY_INSTEAD = "into_play_instead_of_a_discard"


@template(r"the play requirements of your cards are reduced by (\d+) of the chosen color\.")
def _t_requirements_reduced(m, t):
    """205.1: read by `values.power.PowerByColor` for the controller's cards, by the color the
    card chose as it entered play (none chosen: nothing reduced)."""
    return _a("static", "requirements_reduced_by_chosen_color", t, REQUIREMENTS_REDUCED_BY_CHOSEN_COLOR,
              n=int(m.group(1)))


@template(r"if you would discard a card while this card is in your hand, you may put this card into play instead\.")
def _t_into_play_instead(m, t):
    return _a("static", _INTO_PLAY_INSTEAD, t, DISCARD_REPLACEMENTS, from_zone="hand")


@answers(DISCARD_REPLACEMENT_OFFERS, _INTO_PLAY_INSTEAD)
def _into_play_offered(g, src: int, ability: Ability, iid: int, by: int | None) -> bool:
    """Any card its owner would discard (this one too), by anyone's text or the game's rules,
    while this card is in that hand."""
    c = g.s["cards"][src]
    return c["zone"] == "hand" and g.s["cards"][iid]["owner"] == c["owner"]


@answers(DISCARDS_REPLACED, _INTO_PLAY_INSTEAD)
def _into_play(g, f: dict, src: int, ability: Ability, iid: int) -> bool:
    """This card enters play instead (where its placement rule puts it: at home, 305.1a); the
    card that would have been discarded stays in the hand."""
    return put_into_play(g, f, src, g.s["cards"][src]["owner"])
