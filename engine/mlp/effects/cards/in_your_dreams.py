"""Texts printed only on cards named In Your Dreams: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    PLAY_CHECKS,
    answers,
    can_always,
    runner,
    scope,
)
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose odd or even and then reveal the top card of your deck\. if that card's printed power "
          r"matches your choice, gain \{(\d+)\} and draw a card\. otherwise, draw a card\. \(0 counts as even\.\)\.?")
def _t_odd_or_even(m, t):
    return _a("play", "guess_parity_of_top_card", t, timing="main", gain=int(m.group(1)))


answers(PLAY_CHECKS, "guess_parity_of_top_card")(can_always)


@runner("guess_parity_of_top_card")
def _r_guess_parity(g, f, ability):
    player = f["ctrl"]
    ans = choose(g, f, player, "mode", "Choose odd or even", [("odd", "Odd"), ("even", "Even (0 counts as even)")])
    if ans is None:
        return False
    guess = ans[0] if ans else "even"
    g.note(effect_rule(f), f"P{player} chooses {guess}{g.by_text()}")
    deck = g.s["players"][player]["deck"]
    if deck:
        top = deck[-1]
        printed = g.spec(top).power or 0
        g.note_seen(effect_rule(f), f"P{player} reveals the top card of their deck: {g.name(top)} (printed power {printed})")
        if ("odd" if printed % 2 else "even") == guess:
            g.gain_tokens(player, ability.params["gain"], effect_rule(f))
    g.draw(player, 1, effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "guess_parity_of_top_card")
