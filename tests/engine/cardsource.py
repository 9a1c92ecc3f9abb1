"""Cards for engine tests: the six theme decks and their cards, from the shipped card database.

The program ships its card database and the theme decks as text lists
(`resources/mlp`), so the engine tests read exactly what the program plays with
and run wherever the project is checked out or installed. Only the importer's
tests (`tests/cards`) read the raw OCTGN data it was made from.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.resources import resource_path
from engine.mlp.cards.database import load_card_database
from engine.mlp.cards.model import Card
from engine.mlp.decks.parse import read_deck
from engine.mlp.decks.validate import resolve_deck_list
from engine.mlp.procedures.setup import deck_from_cards
from engine.mlp.state.library import CardLibrary

THEME_DECK_FOLDER = resource_path("mlp", "theme-decks")
THEME_DECKS: list[Path] = sorted(THEME_DECK_FOLDER.glob("*.txt"))
"""The six theme deck lists (deck files `tourney engine play` reads too), by their Mane's name."""


@cache
def _deck(path: Path) -> tuple[str, ...]:
    deck, messages = resolve_deck_list(read_deck(path.read_text(encoding="utf-8"), path.name),
                                       load_card_database())
    errors = [m.text for m in messages if m.severity == "error"]
    assert not errors, f"{path.name}: {errors}"
    ids: list[str] = []
    for entry in deck.entries:
        ids += [entry.card.id] * entry.qty
    return tuple(ids)


def theme_deck(path: Path) -> list[str]:
    """Card ids of a theme deck, one entry per copy."""
    return list(_deck(path))


@cache
def theme_cards() -> dict[str, Card]:
    """Every card used by the six theme decks, by card id."""
    db = load_card_database()
    return {card_id: db.by_id(card_id) for path in THEME_DECKS for card_id in dict.fromkeys(_deck(path))}


STARTING_PROBLEM = "CG188"  # The Show Must Go On: a Starting Problem (101.3c) read by beneath-card texts
DRAW_DECK_SIZE = 45  # 101.1
_MOST_COPIES = {"draw": 3, "problems": 2}  # 101.2, 101.3a


def deck_around(lib: CardLibrary, path: Path, codes: list[str]) -> dict[str, Any]:
    """A legal deck (101) built around these cards, for soaks of the texts they print: two
    copies of each, as many as a name allows (101.2, 101.3a). Problems among them go into the
    Problem deck (101.3b), after The Show Must Go On as its Starting Problem (101.3c) and
    before the theme deck's own Problems, up to 10 (101.3); the theme deck's Mane, and its draw
    cards after the chosen ones until the draw deck has 45 (101.1)."""
    theme = deck_from_cards(lib, theme_deck(path))
    deck: dict[str, Any] = {"mane": theme["mane"], "draw": [], "problems": []}
    copies: dict[str, Counter] = {"draw": Counter(), "problems": Counter()}

    def add(card_id: str) -> None:
        pile = "problems" if lib.spec(card_id).type == "problem" else "draw"
        name = lib.card(card_id).full_name  # (as the program counts copies, `decks.model.Deck`)
        if copies[pile][name] < _MOST_COPIES[pile]:
            copies[pile][name] += 1
            deck[pile].append(card_id)

    add(lib.find(STARTING_PROBLEM).id)
    for code in codes:
        for _ in range(2):
            add(lib.find(code).id)
    for card_id in theme["problems"]:
        if len(deck["problems"]) < 10:
            add(card_id)
    for card_id in theme["draw"]:
        if len(deck["draw"]) < DRAW_DECK_SIZE:
            add(card_id)
    return deck
