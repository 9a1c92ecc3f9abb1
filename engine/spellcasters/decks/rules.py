"""The deck rules of Spellcasters events: what a player's half deck must be.

The draft rules say only that two players share one large deck, so what a
player brings to an event is this program's choice (docs/spellcasters-events.md,
"Deck rules", where each rule below is explained): a half deck, checked alone,
so any two legal halves make a playable shared deck. Messages cite the rules as
"Deck rule N".
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.spellcasters.cards.model import CardKind

STANDARD = "standard"
"""The one format: half decks of the cards in the card database."""


@dataclass(frozen=True, slots=True)
class HalfDeckRules:
    """The numbers behind the deck rules (one format today; a later one may change them)."""

    size: int = 30
    min_spellcasters: int = 8
    min_mana: int = 8
    min_locations: int = 1
    max_locations: int = 3
    spellcaster_copies: int = 1
    other_copies: int = 2


RULES = HalfDeckRules()
FORMATS: dict[str, HalfDeckRules] = {STANDARD: RULES}

# The deck rules, numbered as docs/spellcasters-events.md numbers them.
R_CARDS = "Deck rule 1"
R_SIZE = "Deck rule 2"
R_SPELLCASTERS = "Deck rule 3"
R_MANA = "Deck rule 4"
R_LOCATIONS = "Deck rule 5"
R_COPIES = "Deck rule 6"
R_COMBOS = "Deck rule 7"
R_LIST = "Deck rule 8"


def rule_texts(rules: HalfDeckRules = RULES) -> dict[str, str]:
    """Each deck rule in one sentence (the docs and `tourney deck rules` say the same)."""
    return {
        R_CARDS: "Every line names a card of the card database, by name or by card id.",
        R_SIZE: f"A half deck has exactly {rules.size} cards.",
        R_SPELLCASTERS: f"At least {rules.min_spellcasters} of them are Spellcasters.",
        R_MANA: f"At least {rules.min_mana} of them are Mana.",
        R_LOCATIONS: f"It has {rules.min_locations} to {rules.max_locations} Locations.",
        R_COPIES: (f"At most {rules.spellcaster_copies} copy of each Spellcaster and {rules.other_copies} of "
                   "each other card; Mana cards have no limit."),
        R_COMBOS: "A Combo is best brought with the cards it lists (a note, never a fault).",
        R_LIST: "A card is listed once; a second line of the same card is added to the first with a note.",
    }


def copy_limit(kind: CardKind, rules: HalfDeckRules = RULES) -> int | None:
    if kind is CardKind.MANA:
        return None
    return rules.spellcaster_copies if kind is CardKind.SPELLCASTER else rules.other_copies
