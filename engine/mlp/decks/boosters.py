"""Booster packs opened from the card database, for practice events and tests.

A pack has 12 cards: one Rare, three Uncommons and eight Commons. In a share
of packs a foil premium card (Super Rare or Ultra Rare) takes the place of
one Common: per box of 36 packs, 8 Super Rares (sets that have them) and 4
Ultra Rares (3 in the Premiere block's sets). Fixed cards (theme decks),
promos and tokens never come in packs. A pack holds no card twice. The
distribution is documented in docs/limited.md; it is the program's choice
for practice pools, not a statement of the printed product's collation.

Every draw comes from one `SeededRandom`, so a seed gives the same pools on
every machine.
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.limited import Pack, PoolCard, Product
from engine.core.rng import SeededRandom
from engine.mlp.cards.database import CardDatabase, load_card_database
from engine.mlp.cards.model import Card

PACK_SIZE = 12
RARES_PER_PACK = 1
UNCOMMONS_PER_PACK = 3
PACKS_PER_BOX = 36
SUPER_RARES_PER_BOX = 8
ULTRA_RARES_PER_BOX = 4
ULTRA_RARES_PER_BOX_PREMIERE_BLOCK = 3


@lru_cache(maxsize=32)
def _by_rarity(set_name: str) -> dict[str, tuple[Card, ...]]:
    db = load_card_database()
    return _sheet(db, set_name)


def _sheet(db: CardDatabase, set_name: str) -> dict[str, tuple[Card, ...]]:
    """The set's pack cards by rarity, in collector-number order (the draw's fixed starting order)."""
    sheet: dict[str, list[Card]] = {}
    for card in db.cards:
        if card.set_name == set_name and not card.is_token:
            sheet.setdefault(card.rarity, []).append(card)
    return {r: tuple(sorted(cards, key=_number_key)) for r, cards in sheet.items()}


def _number_key(card: Card) -> tuple[int, str]:
    digits = "".join(ch for ch in card.number if ch.isdigit())
    return (int(digits) if digits else 0, card.number)


def _ultra_rares_per_box(set_name: str, db: CardDatabase) -> int:
    info = db.set_info(set_name)
    if info is not None and info.block == "premiere":
        return ULTRA_RARES_PER_BOX_PREMIERE_BLOCK
    return ULTRA_RARES_PER_BOX


def _draw(rng: SeededRandom, cards: tuple[Card, ...], count: int) -> list[Card]:
    """`count` different cards (all of them if there are fewer), a partial Fisher-Yates."""
    pool = list(cards)
    count = min(count, len(pool))
    for i in range(count):
        j = i + rng.randrange(len(pool) - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:count]


def open_pack(set_name: str, rng: SeededRandom, number: int = 1, db: CardDatabase | None = None) -> Pack:
    """One pack of `set_name`, drawn with `rng` (see the module's distribution)."""
    db = db or load_card_database()
    sheet = _by_rarity(set_name) if db is load_card_database() else _sheet(db, set_name)
    roll = rng.randrange(PACKS_PER_BOX)
    ultra = _ultra_rares_per_box(set_name, db)
    premium: list[Card] = []
    if roll < ultra and sheet.get("UR"):
        premium = _draw(rng, sheet["UR"], 1)
    elif roll < ultra + SUPER_RARES_PER_BOX and sheet.get("SR"):
        premium = _draw(rng, sheet["SR"], 1)
    commons = PACK_SIZE - RARES_PER_PACK - UNCOMMONS_PER_PACK - len(premium)
    cards = (
        _draw(rng, sheet.get("C", ()), commons)
        + _draw(rng, sheet.get("U", ()), UNCOMMONS_PER_PACK)
        + _draw(rng, sheet.get("R", ()), RARES_PER_PACK)
        + premium
    )
    return Pack(number, set_name, tuple(PoolCard(c.code, c.full_name, 1) for c in cards))


def generate_pool(product: Product, seed: int) -> tuple[Pack, ...]:
    """The packs one player opens for `product` (a sealed pool is all their cards)."""
    rng = SeededRandom(seed)
    return tuple(
        open_pack(set_name, rng, number)
        for number, set_name in enumerate(product.opening_order(), start=1)
    )


def generate_packs(product: Product, players: int, seed: int) -> tuple[tuple[Pack, ...], ...]:
    """Each seat's packs in opening order, for a pod of `players` (seat 1 first)."""
    if players < 1:
        raise ValueError("a pod needs at least one player")
    rng = SeededRandom(seed)
    order = product.opening_order()
    return tuple(
        tuple(open_pack(set_name, rng, number) for number, set_name in enumerate(order, start=1))
        for _seat in range(players)
    )


def pool_of(packs: tuple[Pack, ...]) -> tuple[PoolCard, ...]:
    """The packs' cards as a pool: copies of one card added up, in order of first appearance."""
    counts: dict[str, PoolCard] = {}
    for pack in packs:
        for card in pack.cards:
            held = counts.get(card.code)
            counts[card.code] = card if held is None else PoolCard(card.code, card.name, held.qty + card.qty)
    return tuple(counts.values())
