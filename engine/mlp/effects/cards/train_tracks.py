"""Texts printed only on cards named Train Tracks: their patterns and what they do.

"Main Phase: Exhaust this card and pay [1] to frighten an opponent's Friend at a Problem."
and "While this card is exhausted, that card can't be unfrightened.": "that card" is the
Friend this card's ability frightened, remembered in the flags as `tracks:<this card>` (the
last one; a Friend that stops being frightened, or leaves play, is a new card to it: 505.3).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, APPLIES, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_HELD = "tracks:{}"  # the flag of the Friend this card frightened


@template(r"main phase: exhaust this card and pay \{(\d+)\} to frighten an opponent's friend at a problem\.")
def _t_frighten_and_hold(m, t):
    return _a("activated", "tracks_frighten", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


def _opposing_at_problems(g, player: int) -> list[int]:
    cards = g.s["cards"]
    return [i for i in g.characters(1 - player) if g.is_type(i, "friend") and not cards[i]["frightened"]
            and g.s["areas"][cards[i]["area"]]["kind"] == "problem"]


@answers(ACTIVATION_CHECKS, "tracks_frighten")
def _has_target(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_opposing_at_problems(g, player)), "frighten")


@runner("tracks_frighten")
def _r_frighten_and_hold(g, f, ability):
    ans = choose(g, f, f["ctrl"], "target", "Frighten which opponent's Friend at a Problem?",
                 [(f"card:{i}", g.name(i)) for i in _opposing_at_problems(g, f["ctrl"])])
    if ans is None:
        return False
    if ans:
        friend = card_of_option(ans[0])
        g.frighten(friend, "705.2e")
        if in_play(g, friend) and g.card(friend)["frightened"]:
            g.s["flags"][_HELD.format(f["src"])] = [friend, g.card(friend)["ts"]]
    return True


@template(r"while this card is exhausted, that card can't be unfrightened\.")
def _t_hold(m, t):
    """104.2, asked by `MlpGame.unfrighten` and before rallying is offered (category
    "cant_unfrighten")."""
    return _a("static", "tracks_hold", t, "cant_unfrighten")


@answers(APPLIES, "tracks_hold")
def _held(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """While this card is exhausted, the Friend it frightened, as long as it is that frightened
    card (the same timestamp)."""
    held = s["flags"].get(_HELD.format(src))
    return bool(sc["exhausted"]) and held is not None and held[0] == target and tc["ts"] == held[1]
