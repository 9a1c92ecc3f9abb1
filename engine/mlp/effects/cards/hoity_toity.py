"""Texts printed only on cards named Hoity Toity: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.entering_and_leaving_play import PLAY_KINDS_FROM_DISCARD
from engine.mlp.state.game import DISCARD_FROM_PLAY_BANISHED
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to put all cards from beneath a friend with pumped into the discard "
          r"pile\.")
def _t_hoity_toity(m, t):
    return _a("activated", "discard_beneath_pumped", t, timing="main", exhaust_self=True)


# HM74: "You may play Friends and Resources from your discard pile as though they were in your
# hand." (`entering_and_leaving_play.playable_elsewhere` reads the category for its controller)
@template(r"you may play friends and resources from your discard pile as though they were in your hand\.")
def _t_play_from_discard(m, t):
    return _a("static", "play_kinds_from_discard", t, PLAY_KINDS_FROM_DISCARD, types=["friend", "resource"])


# HM74: "If a card would enter your discard pile from play, banish it instead." (710: mandatory,
# nothing to choose; `MlpGame.banished_instead_of_discard` reads the category as any card of the
# controller's leaves play for the discard pile)
@template(r"if a card would enter your discard pile from play, banish it instead\.")
def _t_banished_from_play(m, t):
    return _a("static", "discard_from_play_banished", t, DISCARD_FROM_PLAY_BANISHED)
