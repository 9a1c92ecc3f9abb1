"""Texts printed only on cards named Rain Shine: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, left_as_told
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner
from engine.mlp.state.game import NO_TOKEN_GAIN
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_RETIRE = "retire_self_no_token_gain_this_turn"


# read from the flip zone by `abilities.events_barred_by` while a faceoff runs
@template(r"chaos: while this card is flipped, players can't play events\.")
def _t_no_events_while_flipped(m, t):
    return _a("static", "no_events_while_flipped", t, "no_events_flipped")


# "Retire this card." is the effect, not a cost: the text has no "to" (703.1d)
@template(r"immediate: retire this card\. if you do, players can't gain action tokens this turn\.")
def _t_silent_leader(m, t):
    return _a("activated", _RETIRE, t, timing="immediate")


answers(ACTIVATION_CHECKS, _RETIRE)(can_always)


@runner(_RETIRE)
def _r_silent_leader(g, f, ability):
    """Only once it was retired ("if you do": not kept in play or banished instead by a
    replacement, 710.1) does no player gain action tokens for the rest of the turn
    (`NO_TOKEN_GAIN`, read by `MlpGame.gain_tokens`)."""
    retired = left_as_told(g, f, f["src"], "retire", effect_rule(f))
    if retired is None:
        return False
    if retired:
        g.s["flags"][NO_TOKEN_GAIN] = g.s["turn"]
        g.note(effect_rule(f), "Players can't gain action tokens this turn" + g.by_text())
    return True
