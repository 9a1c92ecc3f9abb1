"""Texts printed only on cards named Nightmare Star: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"players can't exhaust their friends\.")
def _t_players_cant_exhaust_their_friends(m, t):
    """(`MlpGame.can_be_exhausted`, category "cant_exhaust": exhausting such a card, for a
    cost too, can't be done, so it is not offered, 705.2e.)"""
    return _a("static", "players_cant_exhaust_their_friends", t, "cant_exhaust")


@answers(APPLIES, "players_cant_exhaust_their_friends")
def _their_own_friend(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """A Friend, exhausted by its own controller: by a cost they pay or a text of theirs that
    resolves (the player carrying it out, 513.3). With no text resolving, the one who would
    exhaust it is the player paying a cost, its controller. An opponent's text may still
    exhaust it."""
    if not g.is_type(target, "friend"):
        return False
    actor = g.acting_player()
    return actor is None or actor == tc["ctrl"]
