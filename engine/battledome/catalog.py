"""The Battledome card database and deck lists as the tournament side reads them.

`battledome_catalog()` is the game system's `CardCatalog` (`tourney cards --game
battledome ...`: load, search, show, import JSON or CSV card data) and
`battledome_decks()` its `DeckRules` (`tourney deck --game battledome ...`, deck-list
registration and deck checks). Every card shown carries its unofficial mark.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from engine.battledome.cards.codec import card_to_dict
from engine.battledome.cards.database import (
    CardDatabase,
    CardQuery,
    load_card_database,
    load_database_file,
)
from engine.battledome.cards.errors import AmbiguousCardError, UnknownCardError
from engine.battledome.cards.importer import import_card_files
from engine.battledome.cards.model import Card, CardKind, fold_name
from engine.battledome.decks.model import MAIN, NEOPETS, RAINBOW, DeckList, section_of
from engine.battledome.decks.parse import read_deck
from engine.battledome.decks.validate import (
    DeckCheckResult,
    check_deck_list,
    compare_deck,
    match_name,
    resolve_deck_list,
)
from engine.battledome.decks.write import WRITERS
from engine.core.cards import (
    CardCatalog,
    DeckRules,
    ImportOutcome,
    ListPart,
    NamedCard,
    SearchField,
)
from engine.core.deck_check import refuse_unresolved_lines
from engine.core.errors import DeckFormatError
from engine.core.resources import resource_path

FORMAT_ID = "standard"
"""The one format: the deck rules of section 1 (the rules name no others)."""


class BattledomeCatalog(CardCatalog):
    """The Battledome card database, as `tourney cards --game battledome ...` reads it."""

    title = "Battledome card database"
    search_fields = (
        SearchField("code", 'card id, e.g. "RTS-007"'),
        SearchField("set", "set name or code"),
        SearchField("type", "card type (neopet, potion, paint brush, ...)"),
        SearchField("species", "a Neopet species"),
        SearchField("team", "a team icon"),
        SearchField("text", "words in the card text"),
    )
    columns = ("code", "name", "type", "species", "stats", "level", "set")

    def load(self, path: Path | None = None) -> CardDatabase:
        return load_database_file(path) if path is not None else load_card_database()

    def check_filter(self, field: str, text: str) -> Any:
        if field == "type":
            for candidate in (text, text.strip().removesuffix("s")):  # "potions" as well as "potion"
                try:
                    return CardKind.from_text(candidate)
                except ValueError:
                    continue
            kinds = ", ".join(k.label.casefold() for k in CardKind)
            raise ValueError(f"unknown card type {text!r} ({kinds})")
        return text

    def search(self, db: CardDatabase, filters: Mapping[str, Any]) -> list[Card]:
        given = {k: v for k, v in filters.items() if v is not None}
        if "type" in given:
            given["kind"] = given.pop("type")
        return db.search(CardQuery(**given))

    def find(self, db: CardDatabase, key: str) -> Card:
        """A card by id, or name (exact, then a unique part of a name)."""
        card = db.get(key)
        if card is not None:
            return card
        named = db.by_name(key) or db.search(name=key)
        names = sorted({c.name for c in named})
        if not named:
            raise UnknownCardError(f"no card matches {key!r}")
        if len(names) > 1:
            raise AmbiguousCardError(f"{key!r} matches {len(names)} cards: " + "; ".join(names[:10]))
        return named[0]

    def row(self, card: Card) -> tuple[Any, ...]:
        return (card.code, card.display_name, card.kind.label, card.species or "-", _stats(card) or "-",
                "-" if card.level is None else card.level, card.set_code)

    def summary(self, card: Card) -> dict[str, Any]:
        return {"code": card.code, "name": card.name, "type": card.kind.label, "species": card.species or None,
                "stats": _stats(card) or None, "level": card.level, "set": card.set_code, "id": card.id,
                "unofficial": card.unofficial}

    def describe(self, card: Card) -> str:
        db = load_card_database()
        lines = [f"{card.display_name}  [{card.code}, {db.set_name(card.set_code)}]"]
        if card.unofficial:
            lines.append("  UNOFFICIAL: an original card written for this program, not a printed card")
        kind = card.kind.label + (f" ({card.color})" if card.color and card.kind.is_neopet else "")
        lines.append(f"  {kind}" + (f", species {card.species}" if card.species else ""))
        if _stats(card):
            lines.append(f"  stats: {_stats(card)}")
        lines.append("  level requirement: " + ("none" if card.level is None else str(card.level)))
        if card.boosts:
            lines.append("  boosts: " + ", ".join(str(b) for b in card.boosts)
                         + (f"; colors: {', '.join(card.codestone_colors)}" if card.codestone_colors else ""))
        for label, value in (("team icons", ", ".join(card.teams)), ("Rainbow Pool icon", card.rainbow_pool_icon),
                             ("paints", card.color if card.kind is CardKind.PAINT_BRUSH else ""),
                             ("equipment slot", card.equipment_slot), ("Map Piece of", card.map_piece_of)):
            if value:
                lines.append(f"  {label}: {value}")
        if card.starts_in_rainbow_pool:
            lines.append("  begins the game in the Rainbow Pool")
        if card.text:
            lines.extend("  | " + t for t in card.text.splitlines())
        elif card.kind is CardKind.PAINT_BRUSH:
            lines.append(f"  | (no text: transforms the active Neopet into its {card.color} version, 8.20.10b)")
        lines.append(f"  id: {card.id}")
        return "\n".join(lines)

    def to_json(self, card: Card) -> dict[str, Any]:
        return card_to_dict(card)

    def import_sets(self, paths: Sequence[Path], out: Path | None, replace: bool) -> ImportOutcome:
        """Import JSON or CSV card data; the sets the files hold are added or replaced."""
        result = import_card_files(list(paths), out or resource_path("battledome"), replace)
        return ImportOutcome(result.lines())


def _stats(card: Card) -> str:
    if not card.kind.is_neopet:
        return ""
    return f"HP {card.hit_points}, ATK {card.attack}, DEF {card.defence}, AGI {card.agility}"


class BattledomeDecks(DeckRules):
    """Battledome deck lists: text and CSV, checked against the deck rules of section 1."""

    writers = tuple(WRITERS)
    default_format = FORMAT_ID

    def list_parts(self, format_id: str) -> tuple[ListPart, ...]:
        """A part per pile a player brings (1.1-1.5), each with its deck rule."""
        return (
            ListPart("Main Deck", (MAIN,), "exactly 50 cards; any number of Codestones; one copy of a Faerie, "
                     "Hero, Villain or Map Piece; two of any other card (1.1-1.3)", 28, "must be 50"),
            ListPart("Neopet Deck", (NEOPETS,), "3 to 5 Neopets, each of a different species (1.4)", 6, "3 to 5"),
            ListPart("Rainbow Pool", (RAINBOW,), "up to 10 different Rainbow Pool Neopets, plus cards that begin "
                     "the game there (1.4, 1.5)", 10, "at most 10 Rainbow Pool Neopets"),
        )

    def read(self, data: bytes | str, filename: str | None = None, source_format: str | None = None) -> DeckList:
        return read_deck(data, filename, source_format)

    def check(self, deck_list: DeckList, format_id: str, on_date: date | None = None) -> DeckCheckResult:
        return check_deck_list(deck_list, load_card_database(), format_id or FORMAT_ID, on_date)

    def summary(self, verdict: DeckCheckResult) -> str:
        deck = verdict.deck
        return (f"Main Deck {deck.count(MAIN)}, Neopet Deck {deck.count(NEOPETS)}, "
                f"Rainbow Pool {deck.count(RAINBOW)}")

    def write(self, deck_list: DeckList, to: str, force: bool = False) -> str:
        if to not in WRITERS:
            raise DeckFormatError(f"{to!r} is not a Battledome deck-list format ({', '.join(WRITERS)})")
        deck, messages = resolve_deck_list(deck_list, load_card_database())
        refuse_unresolved_lines(messages, force)
        return WRITERS[to](deck)

    def compare(self, listed: DeckList, played: DeckList) -> list[str]:
        db = load_card_database()
        return compare_deck(resolve_deck_list(listed, db)[0], resolve_deck_list(played, db)[0])

    def name_card(self, text: str) -> NamedCard:
        name = " ".join(text.split())
        match = match_name(load_card_database(), name)
        if match.card is not None and not match.close:
            return NamedCard(match.card.id, match.card.name, section_of(match.card))
        suggestions = match.suggestions or ((match.card.name,) if match.card is not None else ())
        return NamedCard(None, name, "", exact=False, suggestions=tuple(suggestions))

    def fold(self, text: str) -> str:
        return fold_name(text)


@cache
def battledome_catalog() -> BattledomeCatalog:
    return BattledomeCatalog()


@cache
def battledome_decks() -> BattledomeDecks:
    return BattledomeDecks()
