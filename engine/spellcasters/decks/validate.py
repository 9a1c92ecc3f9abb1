"""Checking a half deck against the deck rules: a verdict with messages citing them.

The verdict has the shape every game's deck check gives the tournament side:
`status` ("legal", or "invalid" when a deck rule is broken), `messages` (each
with its rule, the line of the list and suggestions for a mistyped name),
`proposed_penalty`, `deck` (the resolved half deck) and `to_json()`.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from datetime import date
from typing import ClassVar

from engine.core import deck_check
from engine.core.deck_check import INVALID, Message, over_copy_limit, status_of
from engine.core.plural import how_many
from engine.spellcasters.cards.database import CardDatabase, fold
from engine.spellcasters.cards.model import CardKind, Combo, Spellcaster
from engine.spellcasters.decks.model import HalfDeck, HalfDeckList, ListedCard
from engine.spellcasters.decks.rules import (
    R_CARDS,
    R_COMBOS,
    R_COPIES,
    R_LIST,
    R_LOCATIONS,
    R_MANA,
    R_SIZE,
    R_SPELLCASTERS,
    HalfDeckRules,
    copy_limit,
)


class DeckVerdict(deck_check.DeckVerdict):
    """A half deck's verdict: only a broken deck rule changes it (Spellcasters has no "incorrect" list)."""

    __slots__ = ()
    penalty_for: ClassVar[Mapping[str, str]] = {INVALID: "game_loss"}
    """A list breaking a deck rule once the event runs is a Game Loss, as in the floor rules the app follows."""


def _error(rule: str, text: str, line: int | None = None, suggestions: tuple[str, ...] = ()) -> Message:
    """A message on a broken deck rule: it makes the half deck invalid."""
    return Message("error", rule, text, line, suggestions, INVALID)


def suggestions_for(text: str, db: CardDatabase) -> tuple[str, ...]:
    """Card names close to a mistyped one (at most three)."""
    names = {fold(c.name): c.name for c in db.cards}
    return tuple(names[n] for n in difflib.get_close_matches(fold(text), list(names), n=3, cutoff=0.6))


def resolve(deck_list: HalfDeckList, db: CardDatabase) -> tuple[HalfDeck, list[Message]]:
    """The cards a list names (copies of one card on two lines added up) and messages on its lines."""
    messages: list[Message] = []
    found: dict[str, ListedCard] = {}
    for entry in deck_list.lines:
        card = db.get(entry.name) or db.by_name(entry.name)
        if card is None:
            messages.append(_error(R_CARDS, f"{entry.name!r} is no card of the card database",
                                    entry.line, suggestions_for(entry.name, db)))
            continue
        if card.id in found:
            earlier = found[card.id]
            qty = earlier.qty + entry.qty
            messages.append(Message("info", R_LIST, f"{card.name} is listed again (first on line {earlier.line}); "
                                                    f"counted as {qty} copies", entry.line))
            more = (*earlier.more_lines, entry.line) if entry.line is not None else earlier.more_lines
            found[card.id] = ListedCard(earlier.card, qty, earlier.line, more)
        else:
            found[card.id] = ListedCard(card, entry.qty, entry.line)
    return HalfDeck(tuple(found.values())), messages


def check_half_deck(deck_list: HalfDeckList, rules: HalfDeckRules, db: CardDatabase, format_id: str,
                    on_date: date | None = None) -> DeckVerdict:
    """The verdict on a half deck: every deck rule checked, each fault with its rule."""
    deck, messages = resolve(deck_list, db)
    size = deck.size
    if size != rules.size:
        messages.append(_error(R_SIZE, f"the half deck has {how_many(size, 'card')}; it must have exactly "
                                                 f"{rules.size}"))
    for kind, least, rule in ((CardKind.SPELLCASTER, rules.min_spellcasters, R_SPELLCASTERS),
                              (CardKind.MANA, rules.min_mana, R_MANA)):
        if deck.count(kind) < least:
            messages.append(_error(rule, f"{how_many(deck.count(kind), kind.label + ' card')}; "
                                                   f"at least {least} are needed"))
    locations = deck.count(CardKind.LOCATION)
    if not rules.min_locations <= locations <= rules.max_locations:
        messages.append(_error(R_LOCATIONS, f"{locations} Location cards; a half deck has "
                                                      f"{rules.min_locations} to {rules.max_locations}"))
    for entry in deck.entries:
        limit = copy_limit(entry.card.kind, rules)
        if limit is not None and entry.qty > limit:
            what = "Spellcaster" if isinstance(entry.card, Spellcaster) else "card"
            messages.append(over_copy_limit(R_COPIES, f"{entry.qty} copies of {entry.card.name}; at most "
                                                      f"{limit} of a {what}", (entry.line, *entry.more_lines)))
    names = {fold(e.card.name) for e in deck.entries}
    for entry in deck.entries:
        if isinstance(entry.card, Combo):
            missing = sorted({n for n in entry.card.requires if fold(n) not in names})
            if missing:
                messages.append(Message("info", R_COMBOS, f"{entry.card.name} lists {', '.join(missing)}, "
                                                          "which this half does not bring (the other half may)",
                                        entry.line))
    return DeckVerdict(status_of(messages), tuple(messages), deck, format_id, on_date, db.version, deck_list.source_format)


def compare(listed: HalfDeck, played: HalfDeck) -> list[str]:
    """How the half deck played differs from its list, card by card; [] when they match."""
    want, have = listed.by_name(), played.by_name()
    out = []
    for name in sorted(set(want) | set(have), key=str.casefold):
        if want.get(name, 0) != have.get(name, 0):
            out.append(f"{name}: listed {want.get(name, 0)}, played {have.get(name, 0)}")
    return out
