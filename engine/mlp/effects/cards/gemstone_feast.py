"""Texts printed only on cards named Gemstone Feast: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, look_and_arrange
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    PLAY_CHECKS,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.effects.steps import enter_play
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"main phase: reveal a card from the top of your deck, then reveal an additional card for each of your "
          r"dragon characters\. choose one: put a revealed troublemaker into play face-up, or put a revealed card "
          r"into your hand\. then, put the remaining cards on the top or bottom of your deck in any order\.")
def _t_gemstone_feast(m, t):
    return _a("play", "reveal_per_dragon_keep_one", t, timing="main")


@answers(PLAY_CHECKS, "reveal_per_dragon_keep_one")
def _has_a_deck(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Something to reveal (705.2: an Event whose instructions can't be followed is not offered)."""
    return unless(bool(g.s["players"][player]["deck"]), "reveal", lacks=deck_empty(player))


def _dragons(g, player: int) -> int:
    return sum(1 for i in g.characters(player) if g.face_up(i) and has_trait(g, i, "Dragon"))


@runner("reveal_per_dragon_keep_one")
def _r_gemstone_feast(g, f, ability):
    """Reveal 1 + one per Dragon character of the player's from the top of their deck; choose
    one mode among those that can be done (a revealed Troublemaker into play face-up at a
    Problem, 706.1; or a revealed card into the hand); the rest go back on the top or the
    bottom of the deck in an order the player chooses (`abilities.look_and_arrange`)."""
    player, data = f["ctrl"], f["data"]
    deck = g.s["players"][player]["deck"]
    if "feast" not in data:
        n = min(1 + _dragons(g, player), len(deck))
        data["feast"] = deck[-n:][::-1] if n else []
        g.note_seen(effect_rule(f), f"P{player} reveals {', '.join(g.name(i) for i in data['feast']) or 'nothing'}")
    revealed = [i for i in data["feast"] if i in deck]
    if "kept" not in data:
        options = [(f"play:{i}", f"Put {g.name(i)} into play face-up") for i in revealed
                   if g.spec(i).type == "troublemaker"]
        options += [(f"hand:{i}", f"Put {g.name(i)} into your hand") for i in revealed]
        ans = choose(g, f, player, "mode", "Choose one", options)
        if ans is None:
            return False
        data["kept"] = ans[0] if ans else ""
        if data["kept"].startswith("hand:"):
            g.to_hand(card_of_option(data["kept"]), effect_rule(f))
    if data["kept"].startswith("play:"):
        data["card"] = card_of_option(data["kept"])
        if not enter_play(g, f, data, g.problems(), player, face_up=True):
            return False
        data["kept"] = "played"
    left = len([i for i in data["feast"] if i in deck])
    return look_and_arrange(g, f, player, left, "arrange", rule=effect_rule(f))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_per_dragon_keep_one")
