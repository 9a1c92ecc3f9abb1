"""Texts printed only on cards named School Shut Down: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.drawing_discarding import shuffle_discard_into_deck
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_SENT = ("friend", "resource", "troublemaker")


@template(r"main phase: put each friend, resource, and troublemaker on top of its owner's deck, then each player "
          r"shuffles their discard pile into their deck\.")
def _t_school_shut_down(m, t):
    return _a("play", "all_to_deck_top_then_shuffle_discards", t, timing="main")


answers(PLAY_CHECKS, "all_to_deck_top_then_shuffle_discards")(can_always)  # (nothing needed: 705.2)


@runner("all_to_deck_top_then_shuffle_discards")
def _r_school_shut_down(g, f, ability):
    """Every Friend, Resource and face-up Troublemaker in play (a face-down one is not named,
    505.2; Mane Characters are not Friends) goes on top of its owner's deck, a token
    ceasing to exist (521.4). Their order there does not matter: each player then puts
    their discard pile into their deck and shuffles it (the turn player first, 101.4).
    The Event itself is being resolved, not in the discard pile, so it stays out."""
    cards = g.s["cards"]
    for iid in list(g.s["play"]):
        c = cards.get(iid)
        if c is None or not in_play(g, iid) or g.spec(iid).type not in _SENT or c["face_down"]:
            continue
        g.leave_play(iid, "deck", effect_rule(f), "put on top of its owner's deck")
    turn_player = g.s["turn_player"]
    for p in (turn_player, 1 - turn_player):
        shuffle_discard_into_deck(g, p, effect_rule(f))
    return True
