"""Texts printed only on cards named Biff! Pow!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import PLAY_CHECKS, answers, runner
from engine.mlp.effects.troublemakers import challenge_with
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: challenge an opponent's troublemaker with one of your characters\.")
def _t_biff_pow(m, t):
    return _a("play", "challenge_with_one_character", t, timing="main")


def challengeable(g, player: int) -> list[int]:
    """Opposing face-up Troublemakers (a face-down one can't be named, 505.2) at Problems
    where the player has characters (608.1)."""
    cards = g.s["cards"]
    return [i for i in g.s["play"] if g.is_type(i, "troublemaker") and not cards[i]["face_down"]
            and cards[i]["ctrl"] != player and g.characters_at(cards[i]["area"], player)]


@answers(PLAY_CHECKS, "challenge_with_one_character")
def _can_challenge(g, player: int, iid: int, ability: Ability) -> bool:
    return g.s["faceoff"] is None and bool(challengeable(g, player))


@runner("challenge_with_one_character")
def _r_biff_pow(g, f, ability):
    player, data = f["ctrl"], f["data"]
    if g.s["faceoff"] is not None:
        return True
    if "tm" not in data:
        ans = choose(g, f, player, "target", "Challenge which Troublemaker?",
                     [(f"card:{i}", g.name(i)) for i in challengeable(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        data["tm"] = card_of_option(ans[0])
    tm = data["tm"]
    ans = choose(g, f, player, "target", "Challenge it with which of your characters there?",
                 [(f"card:{i}", g.name(i)) for i in g.characters_at(g.s["cards"][tm]["area"], player)])
    if ans is None:
        return False
    if ans:
        challenge_with(g, player, tm, [card_of_option(ans[0])])
    return True
