"""Limited products: the recommended packs per block, and packs an organizer lists.

The Limited Play table ("11. My Little Pony CCG Limited Play") recommends a
sealed and a draft product for the Odyssey and Premiere blocks and names the
Mane Characters and Starting Problems an organizer may provide. The table is
shipped as data in the limited formats' files (`"blocks"`); this module reads
it and turns a typed list of packs ("2 packs Marks in Time, 1 HM") into a
`Product` the tournament side can store.
"""

from __future__ import annotations

import json
import re
from datetime import date
from functools import lru_cache

from engine.core.limited import (
    DRAFT,
    LIMITED_KINDS,
    SEALED,
    LimitedBlock,
    LimitedError,
    PackCount,
    Product,
    ProvidedCard,
)
from engine.core.resources import resource_path
from engine.mlp.cards.database import CardDatabase, fold, load_card_database

# Limited Play tables the blocks are read from (both limited formats carry the same table).
_LIMITED_FORMAT_FILES = ("sealed.json", "booster-draft.json")
_RARITIES_IN_BOOSTERS = frozenset({"C", "U", "R", "SR", "UR"})
_PACK_PART = re.compile(r"^\s*(?:(?P<count>\d+)\s*(?:x\s*)?(?:packs?\s+(?:of\s+)?)?)?(?P<set>.*?)\s*$", re.IGNORECASE)


def booster_sets(db: CardDatabase | None = None) -> tuple[str, ...]:
    """Sets sold in booster packs (core sets with commons, uncommons and rares), newest first."""
    db = db or load_card_database()
    with_boosters = {c.set_name for c in db.cards if c.rarity in _RARITIES_IN_BOOSTERS}
    sets = [s for s in db.sets if s.kind == "core" and s.name in with_boosters]
    sets.sort(key=lambda s: s.released or "", reverse=True)
    return tuple(s.name for s in sets)


def release_date(set_name: str, db: CardDatabase | None = None) -> date | None:
    info = (db or load_card_database()).set_info(set_name)
    return date.fromisoformat(info.released) if info is not None and info.released else None


def _set_named(text: str, db: CardDatabase) -> str:
    """The booster set a person means by a name or a set code ("High Magic", "hm", "Crystal Games")."""
    wanted = fold(text)
    if not wanted:
        raise LimitedError("a pack needs a set name")
    names = booster_sets(db)
    for info in db.sets:
        if info.name in names and wanted in (fold(info.name), fold(info.code)):
            return info.name
    # "Crystal Games" for "The Crystal Games": a unique set whose name contains the words.
    close = [n for n in names if wanted in fold(n)]
    if len(close) == 1:
        return close[0]
    raise LimitedError(
        f"{text.strip()!r} is not a booster set (booster sets: {', '.join(reversed(names))})"
    )


def product_from_text(kind: str, text: str, db: CardDatabase | None = None) -> Product:
    """A product from "3 packs Equestrian Odysseys, 2 packs High Magic, 3 MT".

    Parts are separated by commas, semicolons or new lines; a part without a
    count is one pack. For a draft the packs are put in the order the rules
    open them: the most recent set first (Limited Play: Booster Draft Format).
    """
    if kind not in LIMITED_KINDS:
        raise LimitedError(f"a product is for sealed or draft, not {kind!r}")
    db = db or load_card_database()
    packs: list[PackCount] = []
    for part in re.split(r"[,;\n]+", text):
        if not part.strip():
            continue
        match = _PACK_PART.match(part)
        assert match is not None  # the pattern matches any text
        count = int(match["count"]) if match["count"] else 1
        if not 1 <= count <= 24:
            raise LimitedError(f"{part.strip()!r}: a player opens between 1 and 24 packs of a set")
        name = _set_named(match["set"], db)
        for k, existing in enumerate(packs):
            if existing.set_name == name:
                packs[k] = PackCount(name, existing.count + count)
                break
        else:
            packs.append(PackCount(name, count))
    if not packs:
        raise LimitedError("list at least one pack (for example: 2 packs Marks in Time, 1 pack High Magic)")
    product = Product(kind, tuple(packs))
    if product.total > 24:
        raise LimitedError(f"{product.total} packs per player is more than any limited event opens (24)")
    return draft_order(product, db) if kind == DRAFT else product


def draft_order(product: Product, db: CardDatabase | None = None) -> Product:
    """The packs in draft opening order: most recent set first (Limited Play: Booster Draft Format)."""
    db = db or load_card_database()
    ordered = sorted(
        product.packs, key=lambda p: release_date(p.set_name, db) or date.min, reverse=True
    )
    return Product(product.kind, tuple(ordered))


def _provided(codes: list[str], db: CardDatabase) -> tuple[ProvidedCard, ...]:
    return tuple(ProvidedCard(code, db.by_code(code).full_name) for code in codes)


@lru_cache(maxsize=1)
def limited_blocks() -> tuple[LimitedBlock, ...]:
    """The Limited Play table's blocks, with their products and provided cards."""
    db = load_card_database()
    table: dict[str, dict] = {}
    for name in _LIMITED_FORMAT_FILES:
        path = resource_path("mlp", "formats", name)
        if path.is_file():
            table = json.loads(path.read_text(encoding="utf-8")).get("blocks", {})
            if table:
                break
    blocks = []
    for block_id, row in table.items():
        blocks.append(LimitedBlock(
            id=block_id,
            name=f"{block_id.replace('-', ' ').title()} Block",
            sealed=product_from_text(SEALED, row["sealed"], db),
            draft=product_from_text(DRAFT, row["draft"], db),
            provided_mane_characters=_provided(row.get("provided_mane_characters", []), db),
            provided_starting_problems=_provided(row.get("provided_starting_problems", []), db),
        ))
    return tuple(blocks)


def blocks_for(product: Product | None, block_id: str | None) -> tuple[LimitedBlock, ...]:
    """The blocks whose provided cards apply: the chosen block, else those the packs come from.

    An organizer's own list of packs mixes blocks freely; the Mane Characters
    and Starting Problems of every block a pack belongs to may then be
    provided. With neither a block nor packs, every block's cards apply.
    """
    blocks = limited_blocks()
    if block_id is not None:
        return tuple(b for b in blocks if b.id == block_id)
    if product is None:
        return blocks
    sets = {p.set_name for p in product.packs}
    return tuple(
        b for b in blocks if sets & {p.set_name for p in (*b.sealed.packs, *b.draft.packs)}
    )
