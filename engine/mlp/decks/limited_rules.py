"""The MLP CCG's `LimitedRules`: what the game system hands the tournament side for limited play.

The card database itself loads only when a callable first needs it (each reader
caches it), so building this table costs nothing.
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
    LimitedError,
    LimitedRules,
    PoolCard,
    Product,
)
from engine.mlp.cards.errors import CardDataError
from engine.mlp.decks.boosters import generate_packs, generate_pool
from engine.mlp.decks.errors import DeckFormatError
from engine.mlp.decks.limited import RULE_POOL, check_limited_deck, read_pool
from engine.mlp.decks.products import booster_sets, limited_blocks, product_from_text

# Limited Play: Booster Draft Format: pods of about 8; the first and third boosters
# pass to the left, the second and fourth to the right.
RECOMMENDED_POD_SIZE = 8
PASS_DIRECTIONS = (LEFT, RIGHT, LEFT, RIGHT)
LIMITED_FORMATS = {"sealed": SEALED, "booster-draft": DRAFT}
# Limited Play: a Sealed Deck pool is opened from 8 booster packs, a Booster Draft pool drafted from 4.
PACKS_PER_PLAYER = {SEALED: (8, RULE_POOL["sealed"]), DRAFT: (4, RULE_POOL[DRAFT])}


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
    try:
        return check_limited_deck(
            data, pool, format_id, block_id=block_id, product=product, on_date=on_date,
            filename=filename, source_format=source_format,
        )
    except (DeckFormatError, CardDataError) as exc:
        # The tournament side knows the engine's errors only: an unreadable list is said plainly.
        raise LimitedError(str(exc)) from None


LIMITED_RULES = LimitedRules(
    formats=LIMITED_FORMATS,
    recommended_pod_size=RECOMMENDED_POD_SIZE,
    pass_directions=PASS_DIRECTIONS,
    rule_source="My Little Pony CCG Limited Play",
    blocks=limited_blocks,
    booster_sets=booster_sets,
    product_from_text=product_from_text,
    read_pool=read_pool,
    validate_limited_deck=_validate_limited_deck,
    generate_pool=generate_pool,
    generate_packs=generate_packs,
    packs_per_player=PACKS_PER_PLAYER,
)
