"""Texts printed only on cards named Wrapping Up Winter: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import TRIGGER_MATCHERS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"the first player to play a friend to this problem gains \{(\d+)\}\.")
def _t_first_friend_here(m, t):
    return _a("trigger", "first_friend_played_here_gains", t, "played", n=int(m.group(1)))


def _flag(iid: int) -> str:
    """Set once a Friend was played to this Problem (this card, while it stays in play)."""
    return f"first_friend_here:{iid}"


# ----- what triggers it -------------------------------------------------------------------------


@answers(TRIGGER_MATCHERS, "first_friend_played_here_gains")
def _first_friend_played_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Friend played (not put into play) to this Problem, the first since this Problem
    entered play; whoever played it gains the tokens."""
    card = data.get("card")
    if not card or card not in g.s["cards"] or g.s["flags"].get(_flag(iid)):
        return None
    if data.get("area") != g.s["cards"][iid]["area"] or not g.is_type(card, "friend"):
        return None
    return {"player": data["player"]}


# ----- what it does ---------------------------------------------------------------------------


@runner("first_friend_played_here_gains")
def _r_first_friend_here_gains(g, f, ability):
    """Marked as it resolves, before any other action (triggered abilities resolve before
    a player gets priority again), so a later Friend is never "the first"."""
    g.s["flags"][_flag(f["src"])] = True
    g.gain_tokens(f["data"]["player"], ability.params["n"], effect_rule(f))
    return True
