"""Texts printed only on cards named Ice Archery: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.plain_words import looks_at_hand
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# the types a card in a hand can have (Mane Characters and Problems start the game in play
# and in the Problem deck)
_HAND_TYPES = ("friend", "resource", "event", "troublemaker")


@template(r"main phase: your opponent chooses a card in their hand and you choose a card type\. then that opponent "
          r"reveals their chosen card\. if that card has that type, look at that opponent's hand and banish a card "
          r"from their hand\.")
def _t_ice_archery(m, t):
    return _a("play", "guess_the_type_of_a_hidden_card", t, timing="main")


@runner("guess_the_type_of_a_hidden_card")
def _r_ice_archery(g, f, ability):
    """The opponent's choice is asked first and kept from the player (only its player sees the
    question); then the player names a type; the card is revealed; on a match the player
    looks at that hand and banishes a card of it (410.5)."""
    me = f["ctrl"]
    opp = 1 - me
    data = f["data"]
    hand = g.s["players"][opp]["hand"]
    if "hidden" not in data:
        ans = choose(g, f, opp, "target", "Choose a card in your hand (your opponent names a card type)",
                     [(f"card:{i}", g.name(i)) for i in hand])
        if ans is None:
            return False
        if not ans:
            return True
        data["hidden"] = card_of_option(ans[0])
    if "type" not in data:
        ans = choose(g, f, me, "mode", "Choose a card type", [(kind, kind.title()) for kind in _HAND_TYPES])
        if ans is None:
            return False
        data["type"] = ans[0]
        hidden = data["hidden"]
        named = data["type"].title()
        # (a wrong guess is said so: the text stops there, and the line says why, 705.2e)
        wrong = g.spec(hidden).type != data["type"]
        g.note_seen(effect_rule(f), f"P{me} names {named}; P{opp} reveals {g.name(hidden)}"
                    + (f", not {'an' if named[0] in 'AEIOU' else 'a'} {named}: nothing more happens" if wrong else ""))
        if wrong:
            return True
        g.note_seen(effect_rule(f), looks_at_hand(me, opp, len(hand)))
    ans = choose(g, f, me, "target", f"Banish a card from P{opp}'s hand",
                 [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        g.banish(card_of_option(ans[0]), "410.5")
    return True


@answers(PLAY_CHECKS, "guess_the_type_of_a_hidden_card")
def _opponent_has_cards(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """705.2: the opponent must have a card in hand to choose."""
    return unless(bool(g.s["players"][1 - player]["hand"]),
                  "your opponent chooses", lacks=has_none(1 - player, "card", " in hand"))
