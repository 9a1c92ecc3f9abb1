"""Limited deck lists built from pools, for the limited-play tests (engine, services, windows)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.limited import PoolCard
from engine.mlp.cards.database import load_card_database
from engine.mlp.cards.model import CardType

ODYSSEY_MANE = "Rainbow Dash, Ambassador of Loyalty"  # EO1, provided for the Odyssey block
ODYSSEY_STARTING_PROBLEM = "Locked Out"  # EO191, provided for the Odyssey block


def draw_cards(pool: Sequence[PoolCard]) -> list[tuple[str, int]]:
    """The pool's cards that go in a draw deck (no Mane Characters, no Problems), with copies."""
    db = load_card_database()
    found = []
    for card in pool:
        if db.by_code(card.code).type not in (CardType.MANE, CardType.PROBLEM):
            found.append((card.name, card.qty))
    return found


def deck_text(
    draw: Sequence[tuple[str, int]],
    *,
    mane: str = ODYSSEY_MANE,
    problems: Sequence[tuple[str, int]] = ((ODYSSEY_STARTING_PROBLEM, 5),),
) -> str:
    lines = ["Mane Character", f"1 {mane}", "Draw deck"]
    lines += [f"{qty} {name}" for name, qty in draw]
    lines.append("Problem deck")
    lines += [f"{qty} {name}" for name, qty in problems]
    return "\n".join(lines) + "\n"


def first_cards(draw: Sequence[tuple[str, int]], count: int) -> list[tuple[str, int]]:
    """Lines of `draw` holding exactly `count` cards (the last line cut short if needed)."""
    taken: list[tuple[str, int]] = []
    left = count
    for name, qty in draw:
        if left <= 0:
            break
        taken.append((name, min(qty, left)))
        left -= min(qty, left)
    assert left == 0, f"the pool has fewer than {count} draw-deck cards"
    return taken


def legal_deck_from_pool(pool: Sequence[PoolCard], size: int = 30) -> str:
    """A deck of `size` draw cards from the pool, a provided Mane and five provided Starting Problems."""
    return deck_text(first_cards(draw_cards(pool), size))
