"""Limited deck construction: a deck built from a player's pool ("11. My Little Pony CCG Limited Play").

The rules a limited deck answers to, each cited in its message:
- Limited Deck Construction: a draw deck of at least 30 cards (no maximum), a
  Problem deck of exactly five cards with at least one Starting Problem, no
  limit on copies (the limited formats' data carry these numbers; the
  ordinary deck check applies them);
- Sealed Deck Format / Booster Draft Format: the deck is built from the
  player's pool, so no card may appear more often than the pool holds it;
- Mane Characters: a Mane Character from the pool, or one of those the
  organizer may provide for the block;
- Starting Problems: any number of the Starting Problems the organizer may
  provide, whatever the pool holds;
- Special Formats: the extra cards of a special pool are part of the pool.

Cards are compared by name, as deck lists name them: a reprint of a card in
the pool is the same card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from engine.core.deck_check import Message, status_of
from engine.core.limited import DRAFT, PoolCard, PoolReading, Product, ProvidedCard, pool_counts
from engine.core.plural import how_many
from engine.mlp.cards.database import CardDatabase, fold, load_card_database
from engine.mlp.decks.formats import get_format
from engine.mlp.decks.matching import INCORRECT, INVALID, NameMatcher
from engine.mlp.decks.model import Deck, DeckList
from engine.mlp.decks.parse import read_deck, read_text
from engine.mlp.decks.products import blocks_for
from engine.mlp.decks.validate import DeckCheckResult, check_deck_list

RULE_CONSTRUCTION = "Limited Play: Limited Deck Construction"
RULE_MANE = "Limited Play: Mane Characters"
RULE_STARTING = "Limited Play: Starting Problems"
RULE_SPECIAL = "Limited Play: Special Formats"
RULE_POOL = {"sealed": "Limited Play: Sealed Deck Format", DRAFT: "Limited Play: Booster Draft Format"}
LIMITED_FORMATS = {"sealed": "sealed", "booster-draft": DRAFT}
NO_POOL_NOTE = ("no pool was given for this deck: only the limited construction rules were checked, "
                "not whether the pool holds its cards or the organizer may provide its Mane Character "
                "and Starting Problems")

# A heading that starts a special pool's included cards (Limited Play: Special Formats).
_EXTRA_HEADINGS = frozenset({
    "extras", "extra cards", "included cards", "special pool", "special cards", "promo", "promos",
})


def _is_extra_heading(line: str) -> bool:
    words = " ".join(line.strip().strip("#=*-:[]()").split()).casefold()
    return words in _EXTRA_HEADINGS


def read_pool(text: str, db: CardDatabase | None = None) -> PoolReading:
    """A pool typed like a deck list ("3 Rainbow Dash, Hanging Out") or by set and number ("CN1").

    A line without a count is one card. Cards under a heading "Extras" (or
    "Included cards", "Special pool") are the extra cards of a special pool
    (Limited Play: Special Formats). A line naming no card is a problem that
    refuses the pool; a line read through a nickname or a typo is a note.
    """
    db = db or load_card_database()
    matcher = NameMatcher(db)
    lines = text.splitlines()
    split = next((i for i, line in enumerate(lines) if _is_extra_heading(line)), None)
    parts = [(lines, 0, False)] if split is None else [
        (lines[:split], 0, False), (lines[split + 1:], split + 1, True)
    ]
    counts: dict[tuple[str, bool], PoolCard] = {}
    problems: list[str] = []
    notes: list[str] = []
    for part_lines, offset, extra in parts:
        if not any(line.strip() for line in part_lines):
            continue
        try:
            entries = read_text("\n".join(part_lines), "pool").entries
        except Exception as exc:  # DeckFormatError: a part with no card lines at all
            problems.append(str(exc))
            continue
        for entry in entries:
            line = (entry.line or 0) + offset
            shown = entry.name or entry.code or "?"
            match = matcher.match(entry)
            if match.card is None or match.outcome == INVALID:
                hint = f" (did you mean: {'; '.join(match.suggestions)}?)" if match.suggestions else ""
                problems.append(f"line {line}: {shown!r}: {match.note or 'names no card'}{hint}")
                continue
            if match.outcome == INCORRECT:
                notes.append(f"line {line}: {shown!r} read as {match.card.full_name} ({match.note})")
            qty = 1 if entry.qty is None else entry.qty
            if qty <= 0:
                continue
            card = match.card
            key = (card.code, extra)
            held = counts.get(key)
            counts[key] = PoolCard(card.code, card.full_name, qty + (held.qty if held else 0), extra)
    if not counts and not problems:
        problems.append("the pool lists no cards")
    return PoolReading(tuple(counts.values()), tuple(problems), tuple(notes))


def provided_cards(
    product: Product | None = None, block_id: str | None = None
) -> tuple[tuple[ProvidedCard, ...], tuple[ProvidedCard, ...]]:
    """(Mane Characters, Starting Problems) the organizer may provide for this product or block."""
    manes: dict[str, ProvidedCard] = {}
    problems: dict[str, ProvidedCard] = {}
    for block in blocks_for(product, block_id):
        manes.update({c.name: c for c in block.provided_mane_characters})
        problems.update({c.name: c for c in block.provided_starting_problems})
    return tuple(manes.values()), tuple(problems.values())


def pool_messages(
    deck: Deck,
    pool: Sequence[PoolCard],
    kind: str,
    provided_manes: Sequence[ProvidedCard],
    provided_problems: Sequence[ProvidedCard],
) -> list[Message]:
    """What the deck uses beyond the pool and the provided cards; every message makes it invalid."""
    messages: list[Message] = []
    held = {fold(name): qty for name, qty in pool_counts(pool).items()}
    extras = {fold(c.name) for c in pool if c.extra}
    mane_names = {fold(c.name) for c in provided_manes}
    problem_names = {fold(c.name) for c in provided_problems}
    used: dict[str, tuple[int, str, int | None]] = {}
    for entry in deck.entries:
        key = fold(entry.card.full_name)
        qty, section, line = used.get(key, (0, entry.section, entry.line))
        used[key] = (qty + entry.qty, section, line)
    pool_rule = RULE_POOL.get(kind, RULE_POOL["sealed"])
    for entry in deck.entries:
        key = fold(entry.card.full_name)
        if key not in used:
            continue  # a name listed twice is judged once, on its first line
        qty, section, line = used.pop(key)
        name = entry.card.full_name
        have = held.get(key, 0)
        if qty <= have:
            continue
        if section == "mane" and key in mane_names:
            continue  # Limited Play: Mane Characters: the organizer may provide it
        if section == "problem" and entry.card.starting_problem and key in problem_names:
            continue  # Limited Play: Starting Problems: any number may be provided
        if section == "mane":
            offered = ", ".join(c.label for c in provided_manes) or "none for this product"
            text = (f"{name} is not in the pool and is not a Mane Character the organizer "
                    f"may provide (provided: {offered})")
            messages.append(Message("error", RULE_MANE, text, line, (), INVALID))
        elif section == "problem" and entry.card.starting_problem and not have:
            offered = ", ".join(c.label for c in provided_problems) or "none for this product"
            text = (f"{name} is not in the pool and is not a Starting Problem the organizer "
                    f"may provide (provided: {offered})")
            messages.append(Message("error", RULE_STARTING, text, line, (), INVALID))
        else:
            pool_text = "is not in the pool" if not have else f"is in the pool {how_many(have, 'time')}"
            text = f"the deck uses {qty} {name}; the card {pool_text}"
            rule = RULE_SPECIAL if key in extras else pool_rule
            messages.append(Message("error", rule, text, line, (), INVALID))
    return messages


def check_limited_deck(
    data: bytes | str,
    pool: Sequence[PoolCard] | None,
    format_id: str,
    *,
    block_id: str | None = None,
    product: Product | None = None,
    on_date: date | None = None,
    filename: str | None = None,
    source_format: str | None = None,
) -> DeckCheckResult:
    """A limited deck file checked for construction and against the pool and provided cards."""
    return check_limited_list(
        read_deck(data, filename, source_format), pool, format_id,
        block_id=block_id, product=product, on_date=on_date,
    )


def check_limited_list(
    deck_list: DeckList,
    pool: Sequence[PoolCard] | None,
    format_id: str,
    *,
    block_id: str | None = None,
    product: Product | None = None,
    on_date: date | None = None,
) -> DeckCheckResult:
    """A limited deck list checked for construction and against the pool and provided cards.

    Without a pool only the construction rules are checked, and a note says
    the pool was not compared: a deck checked outside an event (or before its
    player's pool is registered) must not read as fully legal.
    """
    db = load_card_database()
    fmt = get_format(format_id)
    kind = LIMITED_FORMATS.get(format_id, "sealed")
    manes, problems = provided_cards(product, block_id)
    fmt = replace(
        fmt,
        provided_mane_characters=tuple(c.code for c in manes),
        provided_starting_problems=tuple(c.code for c in problems),
    )
    result = check_deck_list(deck_list, fmt, db, on_date)
    messages = list(result.messages)
    if pool is None:
        messages.append(Message("info", RULE_POOL.get(kind, RULE_POOL["sealed"]), NO_POOL_NOTE))
    else:
        messages += pool_messages(result.deck, pool, kind, manes, problems)
    extras = dict(result.extras)
    extras["pool_checked"] = pool is not None
    return replace(result, status=status_of(messages), messages=tuple(messages), extras=extras)
