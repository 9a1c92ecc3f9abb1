"""Texts printed only on cards named The Vote: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects import abilities
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


@effect(r"opponents can't play events this turn")
def _e_bar_events(m):
    return {"do": "bar_opponents_events"}


@effect(r"if you have fewer points than an opponent,? score (?:a|one) point")
def _e_catch_up_point(m):
    """The condition is checked as the step is carried out (the point is scored only then)."""
    return {"do": "score_if_behind"}


# ----- what it does ---------------------------------------------------------------------------


@step("bar_opponents_events")
def _d_bar_events(g, f, step, e, rule):
    """Until the end of this turn the opponent is offered no Event to play (nor as a reaction)."""
    opp = 1 - acting_player(f)
    g.ban_for_turn(abilities.no_events_flag(opp), abilities.text_source(g, f))
    g.note(rule, f"P{opp} can't play Events this turn{g.by_text()}")
    return True


@step("score_if_behind")
def _d_score_if_behind(g, f, step, e, rule):
    me = acting_player(f)
    players = g.s["players"]
    if players[me]["score"] < players[1 - me]["score"]:
        abilities.scored_with(g, f["src"], g.score(me, 1, rule, g.lib.spec(f["card"]).name))
    else:
        g.note(rule, f"P{me} doesn't have fewer points than their opponent: no point{g.by_text()}")
    return True
