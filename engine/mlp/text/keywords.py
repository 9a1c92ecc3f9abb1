"""The keywords (glossary) the engine plays; a card with any other is partial."""

from __future__ import annotations

# Keywords implemented only in part; cards with them are reported as partial.
PARTIAL_KEYWORDS: dict[str, str] = {}

SUPPORTED_KEYWORDS = frozenset({
    "Calming", "Caretaker", "Competitive", "Cutie Mark", "Diligent", "Eccentric", "Hasty",
    "Inspired", "Meticulous", "Persistent", "Prepared", "Prismatic", "Pumped", "Random",
    "Showy", "Stubborn", "Studious", "Supportive", "Swift", "Teamwork", "Vexing", "Villain",
    "Home Limit", "Starting Problem", "Epic",
})
