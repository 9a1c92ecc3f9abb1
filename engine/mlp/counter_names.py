"""Which counters a board may hold (519): one rule for a board-state file and the board editor.

A counter is kept on a card by its printed name in lower case ("harmony", "cutie_mark";
"power" for +1 power counters; Cutie Mark Vault's own as `cutie_mark_counter`). A name no
card prints is a typo ("powr") that no text would ever read, so a board file and the
editor refuse it alike, in the same words, with the nearest name a card uses.
"""

from __future__ import annotations

import re
from difflib import get_close_matches

from engine.mlp.effects.cards.cutie_mark_vault import VAULT_COUNTER
from engine.mlp.state.library import CardLibrary

_COUNTER_WORDS = re.compile(r"\b((?:[A-Z][a-z]+ )*[A-Z][a-z]+) counters?\b")
"""A counter's printed name, capitalized on the cards ("Harmony", "Cutie Mark")."""

_NAMES: dict[int, tuple[CardLibrary, frozenset[str]]] = {}
"""The names each library's cards use, by the library's id (the library kept with them)."""


def counter_names(library: CardLibrary) -> frozenset[str]:
    """The counters the cards of `library` name ("a Harmony counter", "+1 power counters",
    "Cutie Mark counters"), as the board keeps them."""
    known = _NAMES.get(id(library))
    if known is not None and known[0] is library:
        return known[1]
    names = {"power", VAULT_COUNTER}
    for card in library.cards():
        for text in (card.text, card.boosted.text if card.boosted else "", *card.errata):
            names.update(m.group(1).casefold().replace(" ", "_") for m in _COUNTER_WORDS.finditer(text or ""))
    _NAMES[id(library)] = (library, frozenset(names))
    return _NAMES[id(library)][1]


def counter_problem(name: str, library: CardLibrary) -> str | None:
    """Why a board cannot hold counters called `name` (as the board keeps it: "cutie_mark"),
    or None when a card uses them. The name reads as a judge types it ("cutie mark")."""
    names = counter_names(library)
    if name in names:
        return None
    kept = name.strip().casefold().replace(" ", "_")
    if kept in names:  # (only a file can hold "Harmony" or "cutie mark": the editor keeps what it reads so)
        return f"write '{kept}': a counter is kept under its name in lower case, words joined by _"
    near = get_close_matches(name.casefold(), sorted(names), n=1)
    return (f"no card uses '{_words(name)}' counters"
            + (f" (did you mean {_words(near[0])}?)" if near else "")
            + "; counters are named as the cards print them")


def _words(name: str) -> str:
    """A kept name as the judge writes it: "cutie_mark_counter" → "cutie mark counter"."""
    return name.replace("_", " ")
