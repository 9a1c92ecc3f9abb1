"""The Spellcasters card database and half-deck lists as the tournament side reads them.

`spellcasters_catalog()` is the game system's `CardCatalog` (`tourney cards
--game spellcasters ...`: load, search, show, import JSON and CSV card data) and
`spellcasters_decks()` its `DeckRules` (`tourney deck --game spellcasters ...`,
deck-list registration and deck checks: read, check, write, compare, name cards).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.cards import (
    CardCatalog,
    DeckRules,
    ImportOutcome,
    ListPart,
    NamedCard,
    SearchField,
)
from engine.core.deck_check import refuse_unresolved_lines
from engine.core.errors import CardDataError, DeckFormatError
from engine.core.resources import resource_path
from engine.spellcasters.cards.codec import card_to_dict
from engine.spellcasters.cards.compact import write_cost, write_effect
from engine.spellcasters.cards.database import (
    CardDatabase,
    fold,
    load_card_database,
    load_database_file,
)
from engine.spellcasters.cards.importer import import_files
from engine.spellcasters.cards.model import (
    AnyCard,
    CardKind,
    Classification,
    Combo,
    Element,
    Equipment,
    Location,
    Mana,
    Object,
    Spell,
    Spellcaster,
)
from engine.spellcasters.decks.model import HalfDeckList
from engine.spellcasters.decks.parse import read_deck
from engine.spellcasters.decks.rules import FORMATS, STANDARD, HalfDeckRules
from engine.spellcasters.decks.validate import (
    DeckVerdict,
    check_half_deck,
    compare,
    resolve,
    suggestions_for,
)
from engine.spellcasters.decks.write import WRITERS


def _rules(format_id: str) -> HalfDeckRules:
    try:
        return FORMATS[format_id]
    except KeyError:
        raise CardDataError(f"unknown format {format_id!r} (known: {', '.join(FORMATS)})") from None


def spell_line(spell: Spell) -> str:
    """A Spell in words: "Sonic Rainboom: 50 damage, 2 Air + 1 Any, hits on 4+; confuse"."""
    parts = [f"{spell.damage} damage" if spell.damage else "no damage", write_cost(spell.cost) or "no Mana"]
    parts.append(f"hits on {spell.to_hit}+" if spell.to_hit else "always hits")
    effects = "; " + ", ".join(write_effect(e) for e in spell.effects) if spell.effects else ""
    return f"{spell.name}: {', '.join(parts)}{effects}"


def kind_detail(card: AnyCard) -> str:
    """The one fact a listing shows after the kind ("Fire Alicorn 100 HP", "+15 Guard")."""
    if isinstance(card, Spellcaster):
        return f"{card.element.value} {card.classification.value} {card.hp} HP"
    if isinstance(card, Mana):
        return card.element.value
    if isinstance(card, Equipment):
        return ", ".join(f"{v:+d} {k}" for k, v in (("Power", card.power), ("Guard", card.guard),
                                                     ("HP", card.hp)) if v)
    if isinstance(card, Object):
        return ", ".join(write_effect(e) for e in card.effects)
    if isinstance(card, Location):
        return "; ".join(_change(c.fits, c.power, c.guard, c.hp) for c in card.changes) or "no changes"
    if isinstance(card, Combo):
        return "with " + " + ".join(card.requires)
    return ""


def _change(fits: Any, power: int, guard: int, hp: int) -> str:
    values = ", ".join(f"{v:+d} {k}" for k, v in (("Power", power), ("Guard", guard), ("HP", hp)) if v)
    return f"{fits}: {values}"


class SpellcastersCatalog(CardCatalog):
    """The Spellcasters card database, as `tourney cards --game spellcasters ...` reads it."""

    title = "Spellcasters card database"
    search_fields = (
        SearchField("kind", "spellcaster, mana, object, equipment, location or combo"),
        SearchField("element", "Earth, Air, Fire, Water or Magic"),
        SearchField("classification", "Earth Pony, Unicorn, Pegasus, Alicorn, Creature or Villain"),
        SearchField("set", "set code"),
        SearchField("text", "words in the card text"),
    )
    columns = ("id", "name", "kind", "details", "own")

    def load(self, path: Path | None = None) -> CardDatabase:
        return load_database_file(path) if path is not None else load_card_database()

    def check_filter(self, field: str, text: str) -> Any:
        if field == "kind":
            key = text.strip().casefold()
            for kind in CardKind:
                if key in (kind.value, kind.value + "s"):
                    return kind
            raise ValueError(f"unknown kind {text!r} ({', '.join(k.value for k in CardKind)})")
        if field == "element":
            return Element.from_name(text)
        if field == "classification":
            return Classification.from_name(text)
        return text

    def search(self, db: CardDatabase, filters: Mapping[str, Any]) -> list[AnyCard]:
        return db.search(filters)

    def find(self, db: CardDatabase, key: str) -> AnyCard:
        return db.find(key)

    def row(self, card: AnyCard) -> tuple[Any, ...]:
        return (card.id, card.name, card.kind.label, kind_detail(card), "yes" if card.program_own else "")

    def summary(self, card: AnyCard) -> dict[str, Any]:
        return {"id": card.id, "name": card.name, "kind": card.kind.value, "details": kind_detail(card),
                "program_own": card.program_own}

    def describe(self, card: AnyCard) -> str:
        own = ", the program's own card" if card.program_own else ""
        lines = [f"{card.name}  [{card.id}{own}]", f"  {card.kind.label}: {kind_detail(card)}"]
        if isinstance(card, Spellcaster):
            if card.power or card.guard:
                lines.append(f"  Power {card.power}, Guard {card.guard}")
            lines += [f"  Spell {spell_line(s)}" for s in card.spells]
            if card.not_in_play_with:
                lines.append(f"  cannot be in play with: {', '.join(card.not_in_play_with)}")
        if isinstance(card, (Object, Equipment)):
            if not card.works_on.is_everyone:
                lines.append(f"  only on: {card.works_on}")
            for override in card.overrides:
                effects = ", ".join(write_effect(e) for e in override.effects)
                lines.append(f"  on {override.fits} instead: "
                             + (effects or _change("", override.power, override.guard, override.hp)[2:]))
        if isinstance(card, Combo):
            lines.append("  effects: " + ", ".join(write_effect(e) for e in card.effects))
        if card.text:
            lines += ["  | " + t for t in card.text.splitlines()]
        return "\n".join(lines)

    def to_json(self, card: AnyCard) -> dict[str, Any]:
        return card_to_dict(card)

    def import_sets(self, paths: Sequence[Path], out: Path | None, replace: bool) -> ImportOutcome:
        """Import JSON or CSV card-data files (a folder: the files in it) into the database."""
        _, lines = import_files(list(paths), out or resource_path("spellcasters"), replace=replace,
                                base=load_card_database())
        return ImportOutcome(tuple(lines))


class SpellcastersDecks(DeckRules):
    """Half-deck lists: text or CSV; checked against the deck rules of the format."""

    writers = tuple(WRITERS)
    default_format = STANDARD

    def read(self, data: bytes | str, filename: str | None = None,
             source_format: str | None = None) -> HalfDeckList:
        return read_deck(data, filename, source_format)

    def check(self, deck_list: HalfDeckList, format_id: str, on_date: date | None = None) -> DeckVerdict:
        return check_half_deck(deck_list, _rules(format_id), load_card_database(), format_id, on_date)

    def summary(self, verdict: DeckVerdict) -> str:
        deck = verdict.deck
        counts = ", ".join(f"{kind.label} {deck.count(kind)}" for kind in CardKind if deck.count(kind))
        return f"half deck {deck.size}: {counts}"

    def write(self, deck_list: HalfDeckList, to: str, force: bool = False) -> str:
        if to not in WRITERS:
            raise DeckFormatError(f"cannot write a half deck as {to!r} (text or csv)")
        deck, messages = resolve(deck_list, load_card_database())
        refuse_unresolved_lines(messages, force)
        return WRITERS[to](deck)

    def compare(self, listed: HalfDeckList, played: HalfDeckList) -> list[str]:
        db = load_card_database()
        return compare(resolve(listed, db)[0], resolve(played, db)[0])

    def name_card(self, text: str) -> NamedCard:
        db = load_card_database()
        written = " ".join(text.split())
        card = db.get(written) or db.by_name(written)
        if card is not None:
            return NamedCard(card.id, card.name, card.kind.value)
        return NamedCard(None, written, "", exact=False, suggestions=suggestions_for(written, db))

    def list_parts(self, format_id: str) -> tuple[ListPart, ...]:
        """The paper form of a half deck: a part per kind of card, each with its deck rule."""
        rules = _rules(format_id)
        return (
            ListPart("Spellcasters", ("spellcaster",),
                     f"at least {rules.min_spellcasters}, {rules.spellcaster_copies} copy of each "
                     f"(a half deck is exactly {rules.size} cards in all)", 12),
            ListPart("Mana", ("mana",), f"at least {rules.min_mana}, any number of copies", 6),
            ListPart("Objects, Equipment and Combos", ("object", "equipment", "combo"),
                     f"at most {rules.other_copies} of a card", 10),
            ListPart("Locations", ("location",), f"{rules.min_locations} to {rules.max_locations}", 4),
        )

    def fold(self, text: str) -> str:
        return fold(text)


@cache
def spellcasters_catalog() -> SpellcastersCatalog:
    return SpellcastersCatalog()


@cache
def spellcasters_decks() -> SpellcastersDecks:
    return SpellcastersDecks()
