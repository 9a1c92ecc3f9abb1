"""Texts printed only on cards named What's Old is New Again: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.entering_and_leaving_play import allow_play_kinds_from_discard
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import acting_player
from engine.mlp.effects.verbs import banish_resolving_event
from engine.mlp.state.game import BANISHED_FOR_DISCARD
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "discard_pile_playable_this_phase"
_TYPES = ["friend", "resource"]


@template(r"main phase: until the end of the phase, you may play friends and resources from your discard pile\. if a "
          r"friend or resource would enter your discard pile this phase, banish it instead\. banish this card\.")
def _t_whats_old_is_new_again(m, t):
    return _a("play", _NAME, t, timing="main")


@runner(_NAME)
def _r_whats_old_is_new_again(g, f, ability):
    """CN127: both permissions hold for this phase of this turn only (the entries carry the turn
    and the phase, so they lapse as the phase ends); the replacement (710) is mandatory and
    covers a Friend or Resource entering the player's discard pile in any way (discarded, from
    play, from the deck), read by `MlpGame.banished_instead_of_discard`. Then the Event banishes
    itself (it is not put into the discard pile)."""
    player = acting_player(f)
    allow_play_kinds_from_discard(g, player, _TYPES)
    # (with this card, named by the line of each card banished so: `MlpGame.banishing_text`)
    g.s["flags"][BANISHED_FOR_DISCARD[player]] = {"turn": g.s["turn"], "phase": g.s["phase"], "types": _TYPES,
                                                  "by": [f["src"], f["card"]]}
    g.note(effect_rule(f), f"Until the end of the phase, P{player} may play Friends and Resources from their discard pile; a "
                  "Friend or Resource that would enter their discard pile this phase is banished instead (710)" + g.by_text())
    banish_resolving_event(g, f, "410.5")
    return True
