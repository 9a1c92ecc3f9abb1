"""Cards whose text the engine does not fully carry out, in the words a judge reads.

The engine plays a card it cannot read in full: its printed power, cost and type
still count, but the text it could not read does nothing. That must never pass in
silence, so every place that shows a card (the game log, the command line, the
match table, the board editor and deck checks) asks this one module whether a card
is fully carried out and what is missing. A card is fully carried out only when the
text reader calls every face of it "implemented"; any other status (partial,
missing, or one added later) is a gap.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.core.listing import and_listed
from engine.mlp.cards.model import Card
from engine.mlp.state.hooks import unsourced
from engine.mlp.state.library import CardLibrary, Spec, compile_card, is_confront_gap

GAP_RULE = "coverage"
"""What a log entry announcing a gap cites: the engine's coverage report
(`tourney engine coverage`), not a rule of the game."""
GAP_CITATION = "text not carried out"
"""What the match table's Rule column shows for such an entry: words a judge reads, as the
table marks the card itself, rather than the report's name (no rule of the game is cited)."""


def faces(spec: Spec) -> tuple[Spec, ...]:
    """A card's faces: a Mane Character's Boosted side too."""
    return (spec,) if spec.boosted is None else (spec, spec.boosted)


def carried_out(spec: Spec) -> bool:
    """Whether the engine carries out all of a card's text, on every face."""
    return all(face.status == "implemented" for face in faces(spec))


def gap_status(spec: Spec) -> str:
    """The coverage status of the least covered face ("implemented" when none lacks anything)."""
    return next((face.status for face in faces(spec) if face.status != "implemented"), "implemented")


def missing_text(spec: Spec) -> tuple[str, ...]:
    """The paragraphs and keywords of a card the engine does not carry out, each once."""
    return tuple(dict.fromkeys(part for face in faces(spec) for part in face.unsupported))


def gap_summary(spec: Spec, limit: int | None = None) -> str:
    """What is not carried out, in one line: the paragraphs quoted whole (the log, the card
    panel, the tooltips, the command line's warnings, the deck checks: wherever a judge reads
    what to rule on themselves, in a pane, a tooltip or a terminal that wraps), long ones cut
    to `limit` characters where given (a Why answer, which names many cards)."""
    parts = missing_text(spec) or (f"its text ({gap_status(spec)})",)
    return "; ".join(_quoted(part, limit) for part in parts)


def rules_missing_words(spec: Spec) -> str:
    """Why the engine can't carry out such a card, when the reason is a rule: the keyword,
    ability word or format it relies on is in none of the program's rules texts ("the
    program's rules texts do not define Agile"); "" when the card's own text is what the
    engine can't read. The card panel, the log and deck checks say it in these words."""
    rules = list(dict.fromkeys(name for face in faces(spec) for name in unsourced.missing_rules(face)))
    if not rules:
        return ""
    return f"the program's rules texts do not define {and_listed(rules)}"


def gap_and_reason(spec: Spec, limit: int | None = None) -> str:
    """`gap_summary`, then the rules the card relies on that no rules text defines, if any:
    "the keyword Agile — the program's rules texts do not define Agile", so that a judge
    reading a deck check or the log knows the program lacks a rule, not a reading."""
    reason = rules_missing_words(spec)
    summary = gap_summary(spec, limit)
    return f"{summary} — {reason}" if reason else summary


def gap_line(spec: Spec) -> str:
    """The sentence a log entry and a warning give for one card."""
    return f"{spec.name}: the rules engine does not carry out {gap_and_reason(spec)}"


_PLACEMENT = re.compile(r"play (?:on|to|at)\b", re.IGNORECASE)
"""How a Resource's text says where it is played ("Play on a Friend.", "Play to your home")."""


def placement_unknown(spec: Spec) -> bool:
    """A Resource whose text says where it is played, in words the engine could not read.

    A Resource with no placement rule enters play at its owner's home (305.1a); one whose
    placement rule was not read must not be taken for such a Resource and played at home.
    The engine refuses to play it: a judge places it by reading the card."""
    return spec.type == "resource" and not spec.attach and any(
        _PLACEMENT.match(part) for part in spec.unsupported)


def cards_with_gaps(library: CardLibrary, card_ids: Iterable[str]) -> list[Spec]:
    """The distinct cards among `card_ids` with text not carried out, in first-seen order."""
    seen: dict[str, Spec] = {}
    for card_id in card_ids:
        if card_id in seen:
            continue
        spec = library.spec(card_id)
        if not carried_out(spec):
            seen[card_id] = spec
    return list(seen.values())


def game_gaps(library: CardLibrary, cards: Iterable[dict[str, Any]]) -> list[str]:
    """Each card of a game (its state's card records) whose text the engine does not fully
    carry out, once per card and owner, with the number of copies (for warnings on the
    command line, as a game is dealt: the position view need not load for them). Takes the
    game's library and cards rather than the game, which loads this module."""
    copies: dict[tuple[int, str], int] = {}
    for c in cards:
        key = (c["owner"], c["card"])
        copies[key] = copies.get(key, 0) + 1
    lines = []
    for (owner, card_id), count in sorted(copies.items(), key=lambda item: item[0][0]):
        spec = library.spec(card_id)
        if not carried_out(spec):
            times = f" ({count} copies)" if count > 1 else ""
            lines.append(f"P{owner}'s {gap_line(spec)}{times}")
    return lines


_READ: dict[str, Spec] = {}
"""Cards read for deck checks, by id (a card's text reads the same every time)."""


def text_gaps(cards: Iterable[Card]) -> list[tuple[str, str]]:
    """(full name, what is not carried out) for each distinct card of a deck list whose text
    the engine does not fully carry out, in the order given (deck checks, through a hook)."""
    found: dict[str, str] = {}
    for card in cards:
        if card.full_name in found:
            continue
        spec = _READ.get(card.id)
        if spec is None:
            spec = _READ[card.id] = compile_card(card)
        if not carried_out(spec):
            found[card.full_name] = gap_and_reason(spec)
    return list(found.items())


def unlimited_copies(cards: Iterable[Card]) -> set[str]:
    """The full names among these cards whose own text lets a deck hold any number of them
    ("Your deck may contain any number of Friends named ..."): deck checks lift the limit
    on copies for them (through a hook; 101.1: a card's text overrules the rules)."""
    found: set[str] = set()
    for card in cards:
        spec = _READ.get(card.id)
        if spec is None:
            spec = _READ[card.id] = compile_card(card)
        if any(a.name == "any_number_in_deck" and a.params["named"] == card.full_name.casefold()
               for a in spec.abilities) and spec.type == "friend":
            found.add(card.full_name)
    return found


def _quoted(part: str, limit: int | None) -> str:
    if part.startswith("keyword "):
        return f"the {part}"
    if is_confront_gap(part):
        return f"its {part}"
    text = part if limit is None or len(part) <= limit else part[: limit - 1].rstrip() + "…"
    return f"“{text}”"
