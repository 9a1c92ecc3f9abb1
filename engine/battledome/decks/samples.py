"""The ready decks the program ships (resources/battledome/decks), for sample games and tests."""

from __future__ import annotations

from functools import cache

from engine.battledome.cards.database import CardDatabase, load_card_database
from engine.battledome.decks.model import Deck
from engine.battledome.decks.parse import read_text_deck
from engine.battledome.decks.validate import INVALID, resolve_deck_list
from engine.core.errors import DeckFormatError
from engine.core.resources import resource_path


@cache
def sample_deck_texts() -> dict[str, str]:
    """Deck name (the file's first comment, else its file name) -> the list's text, sorted by name."""
    found = {}
    for path in sorted(resource_path("battledome", "decks").glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        name = read_text_deck(text).name.split(":", 1)[0].strip() or path.stem
        found[name] = text
    return dict(sorted(found.items()))


def sample_deck(name: str, db: CardDatabase | None = None) -> Deck:
    """A shipped deck by name (any case); `DeckFormatError` naming the known decks otherwise."""
    texts = sample_deck_texts()
    key = next((k for k in texts if k.casefold() == name.strip().casefold()), None)
    if key is None:
        raise DeckFormatError(f"no shipped Battledome deck is named {name!r} (known: {', '.join(texts)})")
    deck, messages = resolve_deck_list(read_text_deck(texts[key]), db or load_card_database())
    bad = [str(m) for m in messages if m.classification == INVALID]
    if bad:
        raise DeckFormatError(f"the shipped deck {key} does not read: " + "; ".join(bad))
    return Deck(deck.entries, key)
