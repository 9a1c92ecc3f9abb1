"""Texts printed only on cards named Pinkie Sense: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import DISCARD_REPLACEMENT_OFFERS, DISCARDS_REPLACED, answers
from engine.mlp.state.game import DISCARD_REPLACEMENTS
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "discarded_card_to_deck_top"


@template(r"if you would discard a card, you may put that card on top of your deck instead\.")
def _t_discard_to_deck_top(m, t):
    return _a("static", _NAME, t, DISCARD_REPLACEMENTS)


@answers(DISCARD_REPLACEMENT_OFFERS, _NAME)
def _offered(g, src: int, ability: Ability, iid: int, by: int | None) -> bool:
    """LL144: any card its controller would discard, whoever's text (or the game's rules) asks."""
    return g.s["cards"][iid]["owner"] == g.s["cards"][src]["ctrl"]


@answers(DISCARDS_REPLACED, _NAME)
def _to_deck_top(g, f: dict, src: int, ability: Ability, iid: int) -> bool:
    """On top of the deck instead (a new card there, 410.6): "When you put a card on top of your
    deck" hears of it. The log names the Pinkie Sense whose replacement this is (710.1), not
    the text that asked for the discard: with two in play, the one its player chose."""
    owner = g.s["cards"][iid]["owner"]
    g.put_on_deck_top(owner, [g.relocate(iid, "deck")])
    # (it goes from the hand to the deck, never public: the log names it no more than a draw)
    g.note("710.1", f"P{owner} puts a card from their hand on top of their deck instead of discarding it"
           + g.by_text(g.name(src)))
    return True
