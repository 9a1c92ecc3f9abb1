"""Texts printed only on cards named Same Day Delivery: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import asked_if_you_do, choose_yes_no, effect_rule
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "deck_top_self_reveal_gain_shuffle"


# A trigger of the card on top of the deck, not in play: `drawing_discarding` adds it as the
# card is put there ("deck_top", `MlpGame.put_on_deck_top`)
@template(r"when you put this card on top of your deck, you may reveal it\. if you do, gain \{(\d+)\}, then shuffle "
          r"your deck\.")
def _t_same_day_delivery(m, t):
    return _a("trigger", _NAME, t, "deck_top", when="self_from_deck", n=int(m.group(1)))


@runner(_NAME)
def _r_same_day_delivery(g, f, ability):
    """Revealing it is the choice "if you do" asks about (707.2a); it is revealed only while it
    is still in its owner's deck (a card drawn meanwhile is no longer the card put there, 410.6)."""
    src, player = f["src"], f["ctrl"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "deck":
        return True
    asked = asked_if_you_do(g, f, "Reveal this card")
    ans = choose_yes_no(g, f, player, asked)
    if ans is None:
        return False
    if ans != ["yes"]:
        return True
    g.note_seen(effect_rule(f), f"P{player} reveals {g.name(src)} from the top of their deck")
    g.gain_tokens(player, ability.params["n"], effect_rule(f))
    g.shuffle_deck(c["owner"], effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "deck_top_self_reveal_gain_shuffle")
