"""Check a Battledome deck list: the names it gives, and the deck rules of section 1 (with 7 and 8).

The verdict classifies a list the way the MLP deck checker does: "legal",
"incorrect" (the list is wrong in its writing but what the player meant is plain: a
typo, a card under the wrong heading, a stated total that does not add up) or
"invalid" (a deck the rules do not allow, or a line naming no card). The Battledome
rules give no floor rules, so the proposed penalties are the program's defaults
(docs/floor-rules.md, "Neopets Battledome TCG events"). Every message cites the rule it applies.

Readings where the rules disagree (written down here and in the docs):
- Heroes and Villains belong in the Main Deck (7.3 treats them as Main Deck cards,
  though 1.1 does not list them), one copy each (7.3.2).
- The Rainbow Pool holds up to ten Rainbow Pool Neopets (1.4, 8.2.1), each a different
  card ("ten unique", 7.2.3): 7.4.8 reasons that a Neopet painted with a brush leaves
  no matching card in the Rainbow Pool, which only holds when there is one copy.
- "Neopet Pool" (8.20.17c) is the Neopet Deck.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from datetime import date
from typing import Any

from engine.battledome.cards.database import CardDatabase
from engine.battledome.cards.model import CODESTONE_LIMIT, Card, CardKind, fold_name
from engine.battledome.decks.model import (
    MAIN,
    NEOPETS,
    RAINBOW,
    SECTION_LABELS,
    Deck,
    DeckEntry,
    DeckList,
    ResolvedEntry,
    section_of,
)
from engine.core.deck_check import (
    INCORRECT,
    INVALID,
    DeckVerdict,
    Message,
    over_copy_limit,
    status_of,
)
from engine.core.plural import how_many

DECK_LIST_RULE = "Deck lists"
"""Name matching and list layout: no rule section covers them, so messages cite this."""

MAIN_DECK_SIZE = 50
NEOPET_DECK_MIN, NEOPET_DECK_MAX = 3, 5
RAINBOW_POOL_MAX = 10
CLOSE_MATCH = 0.85


@dataclass(frozen=True, slots=True)
class DeckCheckResult(DeckVerdict):
    """The verdict, with the count of each section in its JSON (the summary line shows them)."""

    def to_json(self) -> dict[str, Any]:
        counts = {SECTION_LABELS[s]: self.deck.count(s) for s in (MAIN, NEOPETS, RAINBOW)}
        return {**DeckVerdict.to_json(self), "counts": counts}


@dataclass(frozen=True, slots=True)
class NameMatch:
    """The card a written name stands for: exact, a plain typo (`close`), or none."""

    card: Card | None
    close: bool = False
    suggestions: tuple[str, ...] = ()


def match_name(db: CardDatabase, name: str, card_id: str | None = None) -> NameMatch:
    """The card a list's line names: by id when one is written, else by full name, else a close match."""
    if card_id:
        card = db.get(card_id)
        if card is not None:
            if fold_name(card.name) != fold_name(name) and name:
                return NameMatch(card, close=True)
            return NameMatch(card)
    found = db.by_name(name)
    if found:
        return NameMatch(found[0])
    names = sorted({c.name for c in db.cards})
    folded = {fold_name(n): n for n in names}
    close = difflib.get_close_matches(fold_name(name), list(folded), n=3, cutoff=0.6)
    suggestions = tuple(folded[c] for c in close)
    if close and difflib.SequenceMatcher(None, fold_name(name), close[0]).ratio() >= CLOSE_MATCH and (
            len(close) == 1 or difflib.SequenceMatcher(None, fold_name(name), close[1]).ratio() < CLOSE_MATCH):
        return NameMatch(db.by_name(folded[close[0]])[0], close=True, suggestions=suggestions[:1])
    return NameMatch(None, suggestions=suggestions)


def resolve_deck_list(deck_list: DeckList, db: CardDatabase) -> tuple[Deck, list[Message]]:
    """The cards a list names, with a message for every line a judge would remark on."""
    messages: list[Message] = []
    entries: list[ResolvedEntry] = []
    for entry in deck_list.entries:
        shown = entry.name or entry.card_id or "?"
        match = match_name(db, entry.name, entry.card_id)
        if match.card is None:
            messages.append(Message("error", DECK_LIST_RULE, f"{shown!r} is no card of the card database",
                                    entry.line, match.suggestions, INVALID))
            continue
        card = match.card
        if match.close:
            messages.append(Message("warning", DECK_LIST_RULE, f"{shown!r} read as {card.name}",
                                    entry.line, (), INCORRECT))
        if entry.qty is None or entry.qty == 0:
            messages.append(Message("error", DECK_LIST_RULE, f"{card.name}: no number of copies given",
                                    entry.line, (), INVALID))
            continue
        entries.append(ResolvedEntry(card, entry.qty, _placed(entry, card, messages), entry.line))
    _check_totals(deck_list, entries, messages)
    return Deck(tuple(entries), deck_list.name), messages


def _placed(entry: DeckEntry, card: Card, messages: list[Message]) -> str:
    """The section a card goes in; a card under the wrong heading goes where it belongs (incorrect)."""
    home = section_of(card)
    if entry.section is not None and entry.section != home:
        messages.append(Message(
            "warning", _home_rule(card),
            f"{card.name} ({card.kind.label}) is listed under {SECTION_LABELS[entry.section]}; "
            f"it belongs in the {SECTION_LABELS[home]} and is counted there", entry.line, (), INCORRECT))
    return home


def _home_rule(card: Card) -> str:
    if card.kind is CardKind.NEOPET:
        return "1.4, 8.1.1"
    if card.kind is CardKind.RAINBOW_POOL_NEOPET:
        return "1.4, 8.2.1"
    if card.starts_in_rainbow_pool:
        return "1.5, 7.9.4"
    return "1.1"


def _check_totals(deck_list: DeckList, entries: list[ResolvedEntry], messages: list[Message]) -> None:
    lines = {e.line: e for e in deck_list.entries}
    for stated in deck_list.totals:
        listed = sum(e.qty or 0 for e in lines.values() if e.section == stated.section)
        if listed != stated.total:
            messages.append(Message(
                "warning", DECK_LIST_RULE, f"the heading states {stated.total} cards in the "
                f"{SECTION_LABELS[stated.section]} but the lines under it add up to {listed}",
                stated.line, (), INCORRECT))


def check_deck(deck: Deck) -> list[Message]:
    """The deck rules of section 1, with the copy limits of section 7 and the zones of section 8."""
    messages: list[Message] = []
    main = deck.count(MAIN)
    if main != MAIN_DECK_SIZE:
        messages.append(Message("error", "1.1, 8.3.1",
                                f"the Main Deck has {how_many(main, 'card')}; it must have exactly {MAIN_DECK_SIZE}",
                                None, (), INVALID))
    messages += _copy_limits(deck)
    messages += _neopet_deck(deck)
    messages += _rainbow_pool(deck)
    messages += _notes(deck)
    return messages


def copy_limit(card: Card) -> tuple[int | None, str]:
    """How many copies of a card a deck may hold, and the rule that says so."""
    limits: dict[CardKind, tuple[int | None, str]] = {
        CardKind.CODESTONE: (None, "1.2, 7.11.2"), CardKind.FAERIE: (1, "1.3, 7.3.2"),
        CardKind.HERO: (1, "7.3.2"), CardKind.VILLAIN: (1, "7.3.2"), CardKind.MAP_PIECE: (1, "1.3, 7.10.2"),
        CardKind.PAINT_BRUSH: (2, "1.3, 7.4.2"), CardKind.LEGEND: (2, "1.3, 7.5.2"),
        CardKind.EQUIPMENT: (2, "1.3, 7.6.2"), CardKind.POTION: (2, "1.3, 7.7.2"), CardKind.FOOD: (2, "1.3, 7.8.2"),
        CardKind.LOCATION: (2, "1.3, 7.9.2"), CardKind.NEOPET: (1, "1.4, 7.1.3"),
        CardKind.RAINBOW_POOL_NEOPET: (1, "7.2.3"),
    }
    return limits[card.kind]


def _copy_limits(deck: Deck) -> list[Message]:
    """Copies by name over all sections (a printing in another set is the same card, 6.7.2)."""
    messages = []
    cards: dict[str, Card] = {}
    counts: dict[str, int] = {}
    lines: dict[str, list[int | None]] = {}
    for entry in deck.entries:
        key = fold_name(entry.card.name)
        cards.setdefault(key, entry.card)
        counts[key] = counts.get(key, 0) + entry.qty
        lines.setdefault(key, []).append(entry.line)
    for key, count in counts.items():
        card = cards[key]
        limit, rule = copy_limit(card)
        if limit is not None and count > limit:
            kind = card.kind.label
            messages.append(over_copy_limit(rule, f"{count} copies of {card.name}; a deck may hold "
                                            f"{'one copy' if limit == 1 else f'{limit} copies'} of a {kind}",
                                            lines[key]))
    return messages


def _neopet_deck(deck: Deck) -> list[Message]:
    entries = deck.in_section(NEOPETS)
    count = deck.count(NEOPETS)
    messages = []
    if not NEOPET_DECK_MIN <= count <= NEOPET_DECK_MAX:
        messages.append(Message("error", "1.4, 7.1.3, 8.1.1",
                                f"the Neopet Deck has {count} Neopets; it must have {NEOPET_DECK_MIN} to "
                                f"{NEOPET_DECK_MAX}", None, (), INVALID))
    by_species: dict[str, list[ResolvedEntry]] = {}
    for entry in entries:
        by_species.setdefault(fold_name(entry.card.species), []).append(entry)
    for group in by_species.values():
        if len(group) > 1:
            names = ", ".join(e.card.name for e in group)
            messages.append(Message("error", "1.4, 7.1.3",
                                    f"the Neopet Deck holds {len(group)} {group[0].card.species} Neopets ({names}); "
                                    "each Neopet must be of a different species", group[1].line, (), INVALID))
    return messages


def _rainbow_pool(deck: Deck) -> list[Message]:
    counted = sum(e.qty for e in deck.in_section(RAINBOW) if e.card.kind is CardKind.RAINBOW_POOL_NEOPET)
    if counted > RAINBOW_POOL_MAX:
        return [Message("error", "1.4, 7.2.3, 8.2.1",
                        f"the Rainbow Pool has {counted} Rainbow Pool Neopets; it may have at most "
                        f"{RAINBOW_POOL_MAX} (cards that begin the game there do not count, 1.5)",
                        None, (), INVALID)]
    return []


def _notes(deck: Deck) -> list[Message]:
    """What is allowed but can never be used, said as information (it does not change the status)."""
    notes = []
    pool = {fold_name(e.card.rainbow_pool_icon) for e in deck.in_section(RAINBOW)
            if e.card.kind is CardKind.RAINBOW_POOL_NEOPET}
    species = {fold_name(e.card.species) for e in deck.in_section(NEOPETS)}
    for entry in deck.in_section(MAIN):
        card = entry.card
        if card.kind is CardKind.PAINT_BRUSH and fold_name(card.name) not in pool:
            notes.append(Message("info", "7.4.7", f"{card.name}: no Rainbow Pool Neopet of this Paint Brush is in "
                                 "the Rainbow Pool, so it can never be played", entry.line))
        if card.level is not None and card.level > CODESTONE_LIMIT:
            notes.append(Message("info", "6.4, 7.11.5", f"{card.name}: level requirement {card.level}, but a "
                                 f"Neopet holds at most {CODESTONE_LIMIT} Codestones", entry.line))
    for entry in deck.in_section(RAINBOW):
        card = entry.card
        if card.kind is CardKind.RAINBOW_POOL_NEOPET and fold_name(card.species) not in species:
            notes.append(Message("info", "7.2.4", f"{card.name}: no {card.species} is in the Neopet Deck, so no "
                                 "Neopet can be painted into it (allowed all the same)", entry.line))
    return notes


def check_deck_list(deck_list: DeckList, db: CardDatabase, format_id: str = "standard",
                    on_date: date | None = None) -> DeckCheckResult:
    """The verdict on a list: its name matching, then the deck rules on the cards it names."""
    deck, messages = resolve_deck_list(deck_list, db)
    messages += check_deck(deck)
    return DeckCheckResult(status_of(messages), tuple(messages), deck, format_id, on_date, db.version,
                           deck_list.source_format)


def compare_deck(listed: Deck, played: Deck) -> list[str]:
    """How a deck played differs from its list, one line per card and section; [] when it matches."""
    differences = []
    for section in (MAIN, NEOPETS, RAINBOW):
        want, have = listed.by_name(section), played.by_name(section)
        for name in sorted(set(want) | set(have)):
            if want.get(name, 0) != have.get(name, 0):
                differences.append(f"{SECTION_LABELS[section]}: {name}: listed {want.get(name, 0)}, "
                                   f"played {have.get(name, 0)}")
    return differences
