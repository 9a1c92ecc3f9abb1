"""Which cards the rules engine implements, and how honestly it can say so.

Each card gets one status:

- "implemented": every paragraph of its text (on both sides, for a Mane Character) is
  recognised by a template or per-card rule, all its keywords are supported, AND a
  judge-scenario test names the card (`engine.mlp.tested_cards`; cards without text are
  covered by one parameterised test). Vanilla cards count once that test covers them.
- "untested": all of its text is carried out, but no test names the card yet.
- "partial": some of its text is carried out; "missing": none of it is.
- "no-rules": it uses a keyword, ability word or format that the program's rules texts
  (comprehensive rules 3.4) don't define and that the program has no sourced definition
  for (`engine.mlp.text.unsourced`); `missing_rules` names it. Never implemented.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.core.coverage import STATUSES
from engine.mlp.state.library import CardLibrary
from engine.mlp.tested_cards import TESTED
from engine.mlp.text.unsourced import missing_rules

# a card's status is its worst face's
_FACE_RANK = {"implemented": 0, "partial": 1, "missing": 2}


def code_word(code: str) -> str:
    """The word a test function's name uses for a card: its code in lower case, a minus
    sign written "neg" (AD-3 -> "adneg3"), since a name can't hold one."""
    return code.lower().replace("-", "neg")


@dataclass(frozen=True, slots=True)
class CardCoverage:
    code: str
    name: str
    status: str
    unsupported: tuple[str, ...]
    missing_rules: tuple[str, ...] = ()
    set_name: str = ""
    card_type: str = ""


def coverage(library: CardLibrary) -> list[CardCoverage]:
    """One row per card in the library, in library order."""
    rows = []
    for card in library.cards():
        spec = library.spec(card.id)
        faces = [spec] if spec.boosted is None else [spec, spec.boosted]
        status = max((f.status for f in faces), key=_FACE_RANK.__getitem__)
        if status == "missing" and any(f.status != "missing" for f in faces):
            status = "partial"
        unsupported = tuple(u for f in faces for u in f.unsupported)
        rules = tuple(dict.fromkeys(name for f in faces for name in missing_rules(f)))
        if rules:
            status = "no-rules"
        elif status == "implemented" and code_word(card.code) not in TESTED:
            status = "untested"
        rows.append(CardCoverage(card.code, card.full_name, status, unsupported, rules,
                                 card.set_name, spec.type))
    return rows


# the statuses of a card whose whole text the engine carries out, tested or not
CARRIED_OUT = ("implemented", "untested")


def carried_out(rows: list[CardCoverage]) -> set[str]:
    """Codes of the cards whose whole text the engine carries out, tested or not."""
    return {row.code for row in rows if row.status in CARRIED_OUT}


def counts(rows: list[CardCoverage]) -> dict[str, int]:
    found = Counter(row.status for row in rows)
    return {status: found.get(status, 0) for status in STATUSES}
