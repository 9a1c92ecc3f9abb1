"""Texts printed only on cards named The Hard Way: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import PLAY_CHECKS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: challenge an opponent's face-up troublemaker with all your characters at its problem\.")
def _t_the_hard_way(m, t):
    return _a("play", "challenge_with_all_there", t, timing="main")


def _challengeable(g, player: int) -> list[int]:
    """Opposing face-up Troublemakers at Problems where the player has characters (608.1)."""
    cards = g.s["cards"]
    return [i for i in g.s["play"] if g.is_type(i, "troublemaker") and not cards[i]["face_down"]
            and cards[i]["ctrl"] != player and g.characters_at(cards[i]["area"], player)]


@answers(PLAY_CHECKS, "challenge_with_all_there")
def _can_challenge(g, player: int, iid: int, ability: Ability) -> bool:
    return g.s["faceoff"] is None and bool(_challengeable(g, player))


@runner("challenge_with_all_there")
def _r_the_hard_way(g, f, ability):
    """A Troublemaker faceoff as a challenge makes (608.4), in the Main Phase: the player's
    characters at its Problem are involved (514.2a)."""
    player = f["ctrl"]
    if g.s["faceoff"] is not None:
        return True
    ans = choose(g, f, player, "target", "Challenge which Troublemaker?",
                 [(f"card:{i}", g.name(i)) for i in _challengeable(g, player)])
    if ans is None:
        return False
    if ans:
        tm = card_of_option(ans[0])
        flow.start_faceoff(g, "troublemaker", [g.s["cards"][tm]["area"]], player, tm, "608.4")
    return True
