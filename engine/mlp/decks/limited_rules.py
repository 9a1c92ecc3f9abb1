"""The MLP CCG's `LimitedRules`: what the game system hands the tournament side for limited play.

The card database and the deck checks load only when a callable is first
used (as everywhere in the game system), so listing game systems stays cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from engine.core.limited import (
    DRAFT,
    LEFT,
    RIGHT,
    SEALED,
    LimitedBlock,
    LimitedError,
    LimitedRules,
    Pack,
    PoolCard,
    PoolReading,
    Product,
)

# Limited Play: Booster Draft Format: pods of about 8; the first and third boosters
# pass to the left, the second and fourth to the right.
RECOMMENDED_POD_SIZE = 8
PASS_DIRECTIONS = (LEFT, RIGHT, LEFT, RIGHT)
LIMITED_FORMATS = {"sealed": SEALED, "booster-draft": DRAFT}


def _blocks() -> tuple[LimitedBlock, ...]:
    from engine.mlp.decks.products import limited_blocks

    return limited_blocks()


def _booster_sets() -> tuple[str, ...]:
    from engine.mlp.decks.products import booster_sets

    return booster_sets()


def _product_from_text(kind: str, text: str) -> Product:
    from engine.mlp.decks.products import product_from_text

    return product_from_text(kind, text)


def _read_pool(text: str) -> PoolReading:
    from engine.mlp.decks.limited import read_pool

    return read_pool(text)


def _validate_limited_deck(
    data: bytes | str,
    pool: Sequence[PoolCard] | None,
    format_id: str,
    *,
    block_id: str | None = None,
    product: Product | None = None,
    on_date: date | None = None,
    filename: str | None = None,
    source_format: str | None = None,
) -> Any:
    from engine.mlp.cards.errors import CardDataError
    from engine.mlp.decks.errors import DeckFormatError
    from engine.mlp.decks.limited import check_limited_deck

    try:
        return check_limited_deck(
            data, pool, format_id, block_id=block_id, product=product, on_date=on_date,
            filename=filename, source_format=source_format,
        )
    except (DeckFormatError, CardDataError) as exc:
        # The tournament side knows the engine's errors only: an unreadable list is said plainly.
        raise LimitedError(str(exc)) from None


def _generate_pool(product: Product, seed: int) -> tuple[Pack, ...]:
    from engine.mlp.decks.boosters import generate_pool

    return generate_pool(product, seed)


def _generate_packs(product: Product, players: int, seed: int) -> tuple[tuple[Pack, ...], ...]:
    from engine.mlp.decks.boosters import generate_packs

    return generate_packs(product, players, seed)


LIMITED_RULES = LimitedRules(
    formats=LIMITED_FORMATS,
    recommended_pod_size=RECOMMENDED_POD_SIZE,
    pass_directions=PASS_DIRECTIONS,
    rule_source="My Little Pony CCG Limited Play",
    blocks=_blocks,
    booster_sets=_booster_sets,
    product_from_text=_product_from_text,
    read_pool=_read_pool,
    validate_limited_deck=_validate_limited_deck,
    generate_pool=_generate_pool,
    generate_packs=_generate_packs,
)
