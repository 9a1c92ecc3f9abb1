"""Texts printed only on cards named Lemon Hearts: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: pay \{(\d+)\} to reveal a card from the top of your deck and draw it\. if it's an event, this "
          r"card gets \+(\d+) power until the end of the turn\.")
def _t_banquet_planner(m, t):
    return _a("activated", "reveal_draw_event_pump", t, timing="immediate", pay=int(m.group(1)),
              amount=int(m.group(2)))


@answers(ACTIVATION_CHECKS, "reveal_draw_event_pump")
def _has_a_deck(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Offered only with a card in the deck to reveal (705.2e)."""
    return unless(bool(g.s["players"][player]["deck"]), "reveal", lacks=deck_empty(player))


@runner("reveal_draw_event_pump")
def _r_banquet_planner(g, f, ability):
    """The top card is revealed, then drawn; an Event gives this card the power until the end
    of the turn (the [1] was paid as the ability was activated, 703.1d)."""
    player, src = f["ctrl"], f["src"]
    deck = g.s["players"][player]["deck"]
    if not deck:
        return True
    top = deck[-1]
    event = g.is_type(top, "event")
    g.note_seen(effect_rule(f), f"P{player} reveals {g.name(top)} from the top of their deck")
    g.draw(player, 1, effect_rule(f))
    if event and in_play(g, src):
        g.add_mod("power", src, ability.params["amount"], until="turn", ctrl=player, src=src)
        g.note(effect_rule(f), f"{g.name(src)} gets +{ability.params['amount']} power until the end of the turn"
                               + g.by_text())
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_draw_event_pump")
