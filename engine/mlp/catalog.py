"""The MLP card database and deck lists as the tournament side reads them.

`mlp_catalog()` is the game system's `CardCatalog` (`tourney cards ...`: load,
search, show, import the OCTGN set files) and `mlp_decks()` its `DeckRules`
(`tourney deck ...`, deck-list registration and deck checks: read, check per
format, write, compare, and name the card a judge typed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.cards import CardCatalog, DeckRules, ImportOutcome, NamedCard, SearchField
from engine.core.deck_check import refuse_unresolved_lines
from engine.core.deferred import DeferredModule
from engine.core.errors import CardDataError
from engine.core.plural import how_many
from engine.core.resources import resource_path
from engine.mlp.cards.codec import card_to_dict
from engine.mlp.cards.database import (
    CardDatabase,
    CardQuery,
    fold,
    load_card_database,
    load_database_file,
)
from engine.mlp.cards.errata import errata_lines
from engine.mlp.cards.errors import AmbiguousCardError, UnknownCardError
from engine.mlp.cards.model import Card, CardType, Color
from engine.mlp.decks.formats import DEFAULT_FORMAT, get_format
from engine.mlp.decks.matching import EXACT, NameMatcher, shipped_matcher
from engine.mlp.decks.model import DeckList, section_of
from engine.mlp.decks.parse import read_deck
from engine.mlp.decks.validate import (
    DeckCheckResult,
    check_deck_list,
    compare_deck,
    resolve_deck_list,
)
from engine.mlp.decks.write import WRITERS

# (the OCTGN set-file importer and the limited formats' checks load when first used, not with
# every game played)
importer = DeferredModule("engine.mlp.cards.importer")
limited = DeferredModule("engine.mlp.decks.limited")


class MlpCatalog(CardCatalog):
    """The MLP card database, as `tourney cards ...` reads it."""

    title = "MLP card database"
    search_fields = (
        SearchField("code", 'set code and number, e.g. "PR12"'),
        SearchField("set", "set name or code"),
        SearchField("type", "card type (mane, friend, ...)"),
        SearchField("color", "blue, orange, pink, purple, white, yellow or an Element"),
        SearchField("trait"),
        SearchField("keyword"),
        SearchField("text", "words in the card text"),
    )
    columns = ("code", "name", "type", "color", "power", "cost", "set")

    def load(self, path: Path | None = None) -> CardDatabase:
        return load_database_file(path) if path is not None else load_card_database()

    def check_filter(self, field: str, text: str) -> Any:
        if field == "color":
            try:
                return Color.from_name(text)
            except ValueError:
                raise ValueError(f"unknown color {text!r} (blue, orange, pink, purple, white, yellow "
                                 "or an Element)") from None
        if field == "type":
            lowered = text.strip().casefold()
            for card_type in CardType:
                if lowered in (card_type.value, card_type.label.casefold(), card_type.value + "s"):
                    return card_type
            raise ValueError(f"unknown card type {text!r} ({', '.join(t.value for t in CardType)})")
        return text

    def search(self, db: CardDatabase, filters: Mapping[str, Any]) -> list[Card]:
        return db.search(CardQuery(**{k: v for k, v in filters.items() if v is not None}))

    def find(self, db: CardDatabase, key: str) -> Card:
        """A card by id, set code and number, or name (exact, then a unique substring)."""
        card = db.get(key)
        if card is not None:
            return card
        try:
            return db.by_code(key)
        except UnknownCardError:
            pass
        named = db.by_name(key) or db.search(name=key)
        names = sorted({c.full_name for c in named})
        if not named:
            raise UnknownCardError(f"no card matches {key!r}")
        if len(names) > 1:
            raise AmbiguousCardError(f"{key!r} matches {len(names)} cards: " + "; ".join(names[:10]))
        return named[0]

    def row(self, card: Card) -> tuple[Any, ...]:
        return (card.code, card.full_name, card.type.label, "/".join(x.value for x in card.colors) or "-",
                card.power, card.cost, card.set_name)

    def summary(self, card: Card) -> dict[str, Any]:
        return {
            "code": card.code, "name": card.full_name, "type": card.type.label, "set": card.set_name,
            "colors": [c.value for c in card.colors], "power": card.power, "cost": card.cost, "id": card.id,
        }

    def describe(self, card: Card) -> str:
        lines = [f"{card.full_name}  [{card.code}, {card.set_name}, rarity {card.rarity or '-'}]"]
        lines.append(f"  {card.type.label}" + (" (token)" if card.is_token else ""))
        if card.colors:
            lines.append("  color: " + ", ".join(f"{c.value} ({c.element})" for c in card.colors))
        for label, value in (("power", card.power), ("cost", card.cost), ("home limit", card.home_limit),
                             ("bonus points", card.bonus_points), ("troublemaker points", card.troublemaker_points)):
            if value is not None:
                lines.append(f"  {label}: {value}")
        if card.play_requirements:
            lines.append("  play requirement: " + ", ".join(str(r) for r in card.play_requirements))
        if card.confront_unknown_to_both:
            lines.append("  confront: not known (the card data leaves it blank)")
        elif card.confront_owner or card.type is CardType.PROBLEM:
            owner = " + ".join(str(r) for r in card.confront_owner) or "-"
            if card.confront_owner_unknown:  # (209.1: each player has their own; the other's is known)
                owner = f"not known (the card data gives {card.confront_owner_unknown})"
            opponent = "cannot" if card.confront_opponent is None else str(card.confront_opponent)
            if card.confront_opponent_unknown:
                opponent = f"not known (the card data gives {card.confront_opponent_unknown})"
            lines.append(f"  confront: owner {owner}; opponent {opponent}")
        if card.traits:
            lines.append("  traits: " + " • ".join(card.traits))
        if card.keywords:
            lines.append("  keywords: " + ", ".join(str(k) for k in card.keywords))
        flags = [n for n, v in (("Starting Problem", card.starting_problem), ("Epic", card.epic),
                                ("Dilemma", card.dilemma)) if v]
        if flags:
            lines.append("  " + ", ".join(flags))
        if card.text:
            lines.extend("  | " + t for t in card.text.splitlines())
        lines.extend(f"  * {line}" for line in errata_lines(card))
        if card.boosted is not None:
            lines.append("")
            lines.extend("  " + line for line in self.describe(card.boosted).splitlines())
        lines.append(f"  id: {card.id}")
        return "\n".join(lines)

    def to_json(self, card: Card) -> dict[str, Any]:
        return card_to_dict(card)

    def import_sets(self, paths: Sequence[Path], out: Path | None, replace: bool) -> ImportOutcome:
        """Import OCTGN set files; refuses to drop sets the database has unless `replace`."""
        resources = resource_path("mlp")
        target = out or resources
        result = importer.import_only(list(paths), resources)
        dropped = {k: v for k, v in _sets_in(target / "cards.json").items()
                   if k not in {s.id for s in result.sets}}
        if dropped and not replace:
            raise CardDataError(
                f"importing only these files would drop {how_many(len(dropped), 'set')} already in {target / 'cards.json'} "
                f"({', '.join(sorted(dropped.values()))}); pass every set file (e.g. the whole Sets folder "
                "plus the new one), or --replace to keep only what you import")
        importer.write_database(result, target)
        faces = sum(len(c.faces) for c in result.cards)
        lines = [f"imported {len(result.sets)} sets, {len(result.cards)} cards, {faces} faces into {target}",
                 f"{len(result.report.oddities)} oddities reported in {target / importer.REPORT_FILE}:"]
        lines += [f"  {kind}: {count}" for kind, count in result.report.counts().items()]
        return ImportOutcome(tuple(lines))

    def report_path(self) -> Path | None:
        return resource_path("mlp", importer.REPORT_FILE)


def _sets_in(path: Path) -> dict[str, str]:
    """Set id -> name of an existing database file, or {} when there is none."""
    if not path.is_file():
        return {}
    try:
        return {info.id: info.name for info in load_database_file(path).sets}
    except CardDataError:
        return {}


class MlpDecks(DeckRules):
    """MLP deck lists: o8d, text and CSV; checked against the shipped formats."""

    writers = tuple(WRITERS)
    default_format = DEFAULT_FORMAT
    penalty_rule = "Floor Rules: Deck Lists"

    def read(self, data: bytes | str, filename: str | None = None, source_format: str | None = None) -> DeckList:
        return read_deck(data, filename, source_format)

    def check(self, deck_list: DeckList, format_id: str, on_date: date | None = None) -> DeckCheckResult:
        """A limited format's list is checked as a limited deck with no pool, whose note says so."""
        fmt = get_format(format_id)
        if fmt.is_limited:
            return limited.check_limited_list(deck_list, None, format_id, on_date=on_date)
        return check_deck_list(deck_list, fmt, load_card_database(), on_date)

    def summary(self, verdict: DeckCheckResult) -> str:
        deck = verdict.deck
        return (f"Mane {deck.count('mane')}, draw deck {deck.count('draw')}, "
                f"Problem deck {deck.count('problem')}")

    def write(self, deck_list: DeckList, to: str, force: bool = False) -> str:
        deck, messages = resolve_deck_list(deck_list, load_card_database())
        refuse_unresolved_lines(messages, force)
        return WRITERS[to](deck)

    def compare(self, listed: DeckList, played: DeckList) -> list[str]:
        db = load_card_database()
        listed_deck, _ = resolve_deck_list(listed, db)
        played_deck, _ = resolve_deck_list(played, db)
        return [str(m) for m in compare_deck(listed_deck, played_deck)]

    def name_card(self, text: str) -> NamedCard:
        match = _matcher().match_name(" ".join(text.split()))
        if match.outcome == EXACT and match.card is not None:
            return NamedCard(match.card.id, match.card.full_name, section_of(match.card))
        suggestions = match.suggestions or ((match.card.full_name,) if match.card is not None else ())
        return NamedCard(None, " ".join(text.split()), "", exact=False, ambiguous=match.how == "ambiguous",
                         suggestions=tuple(suggestions))

    def fold(self, text: str) -> str:
        return fold(text)


def _matcher() -> NameMatcher:
    """The deck-list checker's name index over the card database (built once per process)."""
    return shipped_matcher()


@cache
def mlp_catalog() -> MlpCatalog:
    return MlpCatalog()


@cache
def mlp_decks() -> MlpDecks:
    return MlpDecks()
