"""Texts printed only on cards named Star Swirl the Bearded: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    look_and_arrange,
    revealed_words,
)
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your turn, reveal the top three cards of your deck\. put one into your hand and the rest "
          r"on the top or bottom of your deck in any order\.")
def _t_pillar_of_sorcery(m, t):
    return _a("trigger", "reveal_three_keep_one", t, "turn_start", when="you")


@triggered_by("turn_start", "reveal_three_keep_one")
def _your_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@runner("reveal_three_keep_one")
def _r_pillar_of_sorcery(g, f, ability):
    """The top three cards (fewer if the deck has fewer) are revealed; the player puts one of
    them into their hand and the others back on the top or the bottom of the deck in an
    order they choose (`abilities.look_and_arrange`)."""
    player, data = f["ctrl"], f["data"]
    deck = g.s["players"][player]["deck"]
    if "sorcery" not in data:
        data["sorcery"] = deck[-3:][::-1]
        g.note_seen(effect_rule(f), revealed_words(g, player, data["sorcery"]))
    if "kept" not in data:
        revealed = [i for i in data["sorcery"] if i in deck]
        ans = choose(g, f, player, "target", "Put which revealed card into your hand?",
                     [(f"card:{i}", g.name(i)) for i in revealed])
        if ans is None:
            return False
        data["kept"] = True
        if ans:
            g.to_hand(card_of_option(ans[0]), effect_rule(f))
    left = len([i for i in data["sorcery"] if i in deck])
    return look_and_arrange(g, f, player, left, "arrange", rule=effect_rule(f))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_three_keep_one")
