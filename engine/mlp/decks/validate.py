"""Check a deck list: name matching (floor rules, Deck Lists) and deck legality (rules 101-102).

The result classifies the list the way the floor rules do: "legal", "incorrect"
(typos, nicknames, missing totals: usually a Game Warning) or "invalid" (a deck
that is not legal or not what the list says: at least a Game Loss). Every
message cites the rule it applies.
"""

from __future__ import annotations

from datetime import date

from engine.core.deck_check import DeckVerdict, Message, over_copy_limit, status_of
from engine.core.plural import how_many
from engine.mlp.cards.database import CardDatabase
from engine.mlp.decks import hooks
from engine.mlp.decks.formats import Format
from engine.mlp.decks.matching import EXACT, INCORRECT, INVALID, NameMatcher
from engine.mlp.decks.model import Deck, DeckList, ResolvedEntry, section_of

DECK_LIST_RULE = "Floor Rules: Deck Lists"
LEGALITY_RULE = "Floor Rules: Format Legality"
COVERAGE_RULE = "Rules engine coverage"
"""What the information line on text the rules engine does not carry out cites
(`tourney engine coverage`): it is no rule of the game and never changes a list's status."""
_LISTED = {"mane": "under the Mane Character heading", "draw": "in the draw deck", "problem": "in the Problem deck"}
"""Where a list puts a card, as a judge says it: the Mane Character is no deck but a heading of its own."""
_PLAYED = {"mane": "played as the Mane Character", "draw": "in the draw deck", "problem": "in the Problem deck"}
_NOT_PLAYED = {
    "mane": "listed as the Mane Character but not played as it",
    "draw": "on the deck list missing from the draw deck",
    "problem": "on the deck list missing from the Problem deck",
}
"""A deck check's difference in each part, said of the deck played (its Mane Character is in play, in no deck)."""
_MOVED = {"mane": "under the Mane Character heading", "draw": "to the draw deck", "problem": "to the Problem deck"}
_WHY_IT_GOES_THERE = {
    "mane": "a Mane Character starts the game in play, in neither deck (101.2, 101.3b, 102.1)",
    "draw": "a Problem deck holds Problems only (101.3b) and a draw deck the other cards (101.2)",
    "problem": "a draw deck holds no Problems (101.2) and the Problem deck is made of them (101.3)",
}
"""Why a card listed under another heading is counted where its type goes (rules 101-102)."""
_WHY_NOT_UNDER_THE_MANE = {
    "draw": "the Mane Character heading names the Mane Character alone (102.1) and a draw deck holds "
            "the Friends, Events, Resources and Troublemakers (101.2)",
    "problem": "the Mane Character heading names the Mane Character alone (102.1) and the Problem deck "
               "is made of Problems (101.3)",
}
"""The reason for a card of a deck listed under the Mane Character heading: no other deck is involved."""


def _why_moved(listed: str, goes: str) -> str:
    """The rules a judge cites for moving a card from the heading it was listed under to its own."""
    return _WHY_NOT_UNDER_THE_MANE[goes] if listed == "mane" else _WHY_IT_GOES_THERE[goes]


DeckCheckResult = DeckVerdict
"""The MLP name of the verdict every game's deck check gives."""


def resolve_deck_list(
    deck_list: DeckList, db: CardDatabase, matcher: NameMatcher | None = None
) -> tuple[Deck, list[Message]]:
    """The cards a list names, with a message for every line a judge would remark on."""
    matcher = matcher or NameMatcher(db)
    messages: list[Message] = []
    entries: list[ResolvedEntry] = []
    for entry in deck_list.entries:
        shown = entry.name or entry.code or entry.card_id or "?"
        match = matcher.match(entry)
        if match.outcome != EXACT:
            messages.append(Message(
                "error" if match.outcome == INVALID else "warning", DECK_LIST_RULE,
                f"{shown!r}: {match.note}", entry.line, match.suggestions, match.outcome,
            ))
        if match.card is None:
            continue
        if entry.qty is None:
            messages.append(Message(
                "error", DECK_LIST_RULE,
                f"{shown!r}: no number of copies given (an incorrect number of cards makes an invalid list)",
                entry.line, (), INVALID,
            ))
            continue
        if entry.qty == 0:
            messages.append(Message("info", DECK_LIST_RULE, f"{shown!r}: listed with 0 copies; ignored", entry.line))
            continue
        section = section_of(match.card)
        if entry.section is not None and entry.section != section and deck_list.source_format != "o8d":
            # Where a card goes follows from its type, so the deck meant is plain: a writing
            # slip ('Deck Lists': incorrect), not a different deck (invalid).
            messages.append(Message(
                "warning", DECK_LIST_RULE,
                f"{match.card.full_name} ({match.card.type.label}) is listed {_LISTED[entry.section]}: "
                f"moved {_MOVED[section]}, as {_why_moved(entry.section, section)}; "
                "a card under the wrong heading makes the list incorrect",
                entry.line, (), INCORRECT,
            ))
        entries.append(ResolvedEntry(match.card, entry.qty, section, entry.line))
    for stated in deck_list.totals:
        if stated.total != stated.listed:
            messages.append(Message(
                "warning", DECK_LIST_RULE,
                f"the heading states {stated.total} cards but the lines under it add up to {stated.listed}",
                stated.line, (), INCORRECT,
            ))
    return Deck(tuple(entries)), messages


def validate_deck(deck: Deck, fmt: Format, db: CardDatabase, on_date: date | None = None) -> list[Message]:
    """Deck construction and format legality; every message makes the list invalid."""
    rules = fmt.deck
    messages: list[Message] = []

    def invalid(rule: str, text: str, line: int | None = None, suggestions: tuple[str, ...] = ()) -> None:
        messages.append(Message("error", rule, text, line, suggestions, INVALID))

    def too_many(rule: str, text: str, name: str, section: str) -> None:
        messages.append(over_copy_limit(rule, text, deck.lines_of(name, section)))

    manes = deck.count("mane")
    if manes != rules.mane_characters:
        invalid(rules.rule("mane_characters"), f"the deck has {manes} Mane Characters; it needs exactly {rules.mane_characters}")
    draw = deck.count("draw")
    if draw < rules.draw_deck_min:
        invalid(rules.rule("draw_deck_min"), f"the draw deck has {how_many(draw, 'card')}; it needs at least {rules.draw_deck_min}")
    if rules.draw_copies_max is not None:
        unlimited = hooks.gaps.unlimited_copies(entry.card for entry in deck.in_section("draw"))
        for name, copies in deck.by_name("draw").items():
            if copies > rules.draw_copies_max and name not in unlimited:
                too_many(rules.rule("draw_copies_max"),
                         f"{copies} copies of {name} in the draw deck; at most {rules.draw_copies_max}", name, "draw")
    problems = deck.count("problem")
    if problems != rules.problem_deck_size:
        invalid(rules.rule("problem_deck_size"), f"the Problem deck has {how_many(problems, 'card')}; it needs exactly {rules.problem_deck_size}")
    if rules.problem_copies_max is not None:
        for name, copies in deck.by_name("problem").items():
            if copies > rules.problem_copies_max:
                too_many(rules.rule("problem_copies_max"),
                         f"{copies} copies of {name} in the Problem deck; at most {rules.problem_copies_max}",
                         name, "problem")
    starting = sum(e.qty for e in deck.in_section("problem") if e.card.starting_problem)
    if problems and starting < rules.starting_problems_min:
        invalid(rules.rule("starting_problems_min"), "the Problem deck has no Problem with the Starting Problem keyword")
    provided = set(fmt.provided_mane_characters) | set(fmt.provided_starting_problems)
    for entry in deck.entries:
        card = entry.card
        if card.is_token:
            invalid("101.2", f"{card.full_name} is a token, which is not part of a deck", entry.line)
            continue
        if card.code in provided:
            continue
        if fmt.legal_printing(db, card, on_date) is None:
            when = f" on {on_date.isoformat()}" if on_date else ""
            invalid(LEGALITY_RULE, f"{card.full_name} ({card.set_name}) is not legal in {fmt.name}{when}", entry.line)
        ban = fmt.ban_for(card, on_date)
        if ban is not None:
            invalid(
                f"{LEGALITY_RULE} (banlist, effective {ban.effective.isoformat()})",
                f"{card.full_name} is banned in {fmt.name}", entry.line,
            )
    return messages


def check_deck_list(
    deck_list: DeckList,
    fmt: Format,
    db: CardDatabase,
    on_date: date | None = None,
    matcher: NameMatcher | None = None,
) -> DeckCheckResult:
    """Match, then validate: the judge's full reading of a submitted list."""
    deck, messages = resolve_deck_list(deck_list, db, matcher)
    messages += validate_deck(deck, fmt, db, on_date)
    messages += engine_gaps(deck)
    return DeckCheckResult(
        status_of(messages), tuple(messages), deck, fmt.id, on_date, db.version, deck_list.source_format
    )


def engine_gaps(deck: Deck) -> list[Message]:
    """One information line naming the cards whose text the rules engine does not carry out,
    so a judge who plays the deck on the match table knows where its rulings fall short."""
    found = hooks.gaps.text_gaps(entry.card for entry in deck.entries)
    if not found:
        return []
    count = len(found)
    has = "card in this deck has" if count == 1 else "cards in this deck have"
    named = "; ".join(f"{name} ({what})" for name, what in found)
    return [Message("info", COVERAGE_RULE, f"{count} {has} text the rules engine does not carry out: {named}")]


def compare_deck(listed: Deck, played: Deck) -> list[Message]:
    """Differences between the list and the deck being played (a deck check): each one invalid."""
    messages: list[Message] = []
    for section in ("mane", "draw", "problem"):
        want, have = listed.by_name(section), played.by_name(section)
        for name in sorted(set(want) | set(have)):
            a, b = want.get(name, 0), have.get(name, 0)
            if a == b:
                continue
            if b > a:
                text = f"{b - a} {name} {_PLAYED[section]} not on the deck list"
            else:
                text = f"{a - b} {name} {_NOT_PLAYED[section]}"
            messages.append(Message("error", f"{DECK_LIST_RULE} (does not match the deck being played)", text, None, (), INVALID))
    return messages
