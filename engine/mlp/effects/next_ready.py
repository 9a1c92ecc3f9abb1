"""Cards a text keeps from readying in their controller's next Ready Phase (603.1): "That
character does not ready during its controller's next Ready Phase", "this card doesn't ready
during its controller's next ready phase".

Each such card is written into the game state with the card whose text holds it, as the
log names that card as the text resolves (`flags["no_ready:<player>"]`: `[card, source]`
pairs), so the Ready Phase that skips it says which card's text did (705.2e), long after
that text resolved; a file listing a card alone still loads, its source then unknown.
"""

from __future__ import annotations

NO_READY = ("no_ready:0", "no_ready:1")


def hold_from_next_ready(g, iid: int, player: int) -> None:
    """Keep `iid` exhausted through `player`'s next Ready Phase, by the text resolving now,
    and log it so."""
    g.s["flags"].setdefault(NO_READY[player], []).append([iid, g.text_resolving()])
    g.note("603.1", f"{g.name(iid)} does not ready during P{player}'s next Ready Phase{g.by_text()}")


def held_from_next_ready(g, player: int) -> list[int]:
    """The cards kept exhausted through `player`'s next Ready Phase, not yet skipped."""
    return [held for held, _ in _entries(g.s["flags"].get(NO_READY[player], ()))]


def release(g, player: int) -> dict[int, str]:
    """As `player`'s Ready Phase readies their cards: the cards it skips, each with the name of
    the card whose text holds it ("" when a file did not say), no longer held after it."""
    return dict(_entries(g.s["flags"].pop(NO_READY[player], ())))


def _entries(listed) -> list[tuple[int, str]]:
    """(card, source) of each entry, a card alone (an older file's) with no source."""
    return [(entry, "") if isinstance(entry, int) else (entry[0], entry[1]) for entry in listed]
