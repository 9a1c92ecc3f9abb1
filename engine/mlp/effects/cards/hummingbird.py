"""Texts printed only on cards named Hummingbird: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play, is_involved
from engine.mlp.effects.faceoffs import effect_flip
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent flips a card while this card is involved in a faceoff, if that opponent has more "
          r"flipped cards than you, flip a card\.")
def _t_nimble_flier(m, t):
    return _a("trigger", "flip_to_catch_up", t, "flip")


def _flipped_count(g, player: int) -> int:
    """The cards a player has flipped in this faceoff that are still in the Flip Zone."""
    cards = g.s["cards"]
    return sum(1 for i in g.s["faceoff"]["flipped"][player] if i in cards and cards[i]["zone"] == "flip")


@runner("flip_to_catch_up")
def _r_nimble_flier(g, f, ability):
    """The "if" is read as the ability resolves: the players flip at the same time in a faceoff
    (514.3), so only then are all the cards of that moment counted."""
    src, me = f["src"], f["ctrl"]
    if g.s["faceoff"] is None or not in_play(g, src) or not is_involved(g, src):
        return True
    if _flipped_count(g, 1 - me) > _flipped_count(g, me):
        effect_flip(g, me, "515.1")
    return True


@triggered_by("flip", "flip_to_catch_up")
def _opponent_flipped(g, iid: int, ability: Ability, data: dict) -> dict | None:
    s = g.s
    if s["faceoff"] is None or data["player"] == s["cards"][iid]["ctrl"] or not is_involved(g, iid):
        return None
    return {}
