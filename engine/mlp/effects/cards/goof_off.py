"""Texts printed only on cards named Goof Off: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play, is_problem_area, not_exhaustable
from engine.mlp.effects.problem_deck_top import look_and_put_top_or_bottom
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    LOOKS_IN_DECKS,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: this card's owner may exhaust their mane character at a problem to look at the top card of "
          r"that problem's deck and may put that card on the bottom of that deck\.")
def _t_goof_off(m, t):
    """Activated by the Problem's controller, its owner (703.1b); exhausting the Mane
    Character is its cost (703.1d)."""
    return _a("activated", "mane_at_problem_scries_its_deck", t, timing="main")


def _ready_mane_at_problem(g, player: int) -> int | None:
    mane = g.s["players"][player]["mane"]
    c = g.s["cards"].get(mane)
    if c is None or c["exhausted"] or c["frightened"] or not is_problem_area(g, c["area"]):
        return None
    return mane


@answers(ACTIVATION_CHECKS, "mane_at_problem_scries_its_deck")
def _can_goof_off(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(_ready_mane_at_problem(g, player) is not None,
                  lacks=f"P{player}'s Mane Character is not ready at a Problem")


@answers(ACTIVATION_REFUSALS, "mane_at_problem_scries_its_deck")
def _goof_off_refusal(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """Why the owner can't pay "exhaust their Mane Character at a Problem" (703.1d), naming
    the Mane Character and what keeps it from paying: where it is, when not at a Problem
    (at home, where a judge sees it ready), or that it is exhausted or frightened."""
    cost = f"its cost exhausts P{player}'s Mane Character at a Problem"
    mane = g.s["players"][player]["mane"]
    c = g.s["cards"].get(mane)
    if c is None or c["zone"] != "play":
        return "508.1d", f"{cost}, and P{player} has no Mane Character in play"
    if c["exhausted"] or c["frightened"]:
        return not_exhaustable(g, mane, f"{cost}, and {g.name(mane)}")
    if not is_problem_area(g, c["area"]):
        area = c["area"] or ""
        at = f"at P{area[5:]}'s home, " if area.startswith("home:") else ""
        return "508.1d", f"{cost}, and {g.name(mane)} is {at}not at a Problem"
    return None


@runner("mane_at_problem_scries_its_deck")
def _r_goof_off(g, f, ability):
    """The "may" is the activation's (the owner activates it or not): once the Mane Character is
    exhausted, the card is looked at, unasked, and "may" be put on the bottom (`problem_deck_top`)."""
    player = f["ctrl"]
    data = f["data"]
    if "deck_of" not in data:
        mane = _ready_mane_at_problem(g, player)
        if mane is None or not in_play(g, f["src"]):
            return True
        area = g.s["cards"][mane]["area"]
        g.exhaust(mane, "703.1d")
        problem = g.problem_card(area)
        # "that Problem's deck": the Problem deck of the Problem's owner (403)
        data["deck_of"] = g.s["cards"][problem]["owner"] if problem is not None else g.area_owner(area)
    return look_and_put_top_or_bottom(g, f, player, data["deck_of"], effect_rule(f))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "mane_at_problem_scries_its_deck")
