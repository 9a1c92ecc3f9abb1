"""Recognise keyword lines: the Keywords field and keyword-only first lines of card text."""

from __future__ import annotations

import re

from engine.mlp.cards.model import Keyword

# Keywords of the comprehensive rules glossary (section 9), plus the printed keywords
# the later sets and the Problem cards use. A keyword here "takes X" when it carries a number.
KEYWORDS_WITH_VALUE = frozenset(
    {
        "Calming", "Competitive", "Diligent", "Eccentric", "Meticulous", "Showy",
        "Supportive", "Transform", "Tyrannical", "Harmonious", "Home Limit",
    }
)
KEYWORDS_WITHOUT_VALUE = frozenset(
    {
        "Caretaker", "Cutie Mark", "Hasty", "Inspired", "Persistent", "Prepared", "Prismatic",
        "Pumped", "Random", "Stubborn", "Studious", "Swift", "Teamwork", "Vexing", "Villain",
        "Starting Problem", "Agile", "Traveler", "Experienced", "Redeem",
    }
)
_ALL = {k.casefold(): k for k in KEYWORDS_WITH_VALUE | KEYWORDS_WITHOUT_VALUE}
_PART = re.compile(r"^(?P<name>[A-Za-z][A-Za-z' -]*?)(?:\s+(?P<value>\d+))?$")


def split_parts(line: str) -> list[str]:
    """"Stubborn. Random." -> ["Stubborn", "Random"]; commas separate too."""
    return [p.strip() for p in re.split(r"[.,;]", line) if p.strip()]


def parse_keyword(part: str) -> Keyword | None:
    """A known keyword from one part ("Competitive 2"), or None when it is not one."""
    part = " ".join(part.split())
    if len(part) > 40:  # no keyword is this long; also keeps the pattern linear
        return None
    match = _PART.match(part)
    if match is None:
        return None
    name = _ALL.get(match["name"].strip().casefold())
    if name is None:
        return None
    value = int(match["value"]) if match["value"] else None
    if value is not None and name not in KEYWORDS_WITH_VALUE:
        return None
    return Keyword(name, value)


def parse_keyword_line(line: str) -> tuple[list[Keyword], list[str]] | None:
    """Keywords of a line made only of keywords; None when any part is something else."""
    parts = split_parts(line)
    if not parts:
        return None
    keywords = []
    for part in parts:
        keyword = parse_keyword(part)
        if keyword is None:
            return None
        keywords.append(keyword)
    return keywords, parts
