"""Limited play (Sealed Deck, Booster Draft) as the tournament side sees any game.

A game system that has limited formats fills in a `LimitedRules`: which of
its formats are limited, the recommended products, how a pool is read, how a
deck is checked against a pool, and how practice pools and draft packs are
made from its card database. The types here are plain data and know no game,
so the tournament side can seat pods, store pools and print sheets without
importing a game package.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import EngineError
from engine.core.plural import how_many
from engine.core.typed_words import folded

SEALED = "sealed"
DRAFT = "draft"
LIMITED_KINDS: tuple[str, ...] = (SEALED, DRAFT)
LEFT = "left"
RIGHT = "right"


class LimitedError(EngineError):
    """A product, pool or pack request that cannot be met, said in plain words."""


@dataclass(frozen=True, slots=True)
class PackCount:
    """So many booster packs of one set ("3 packs Equestrian Odysseys")."""

    set_name: str
    count: int

    @property
    def label(self) -> str:
        return f"{how_many(self.count, 'pack')} {self.set_name}"


@dataclass(frozen=True, slots=True)
class Product:
    """What each player opens: packs in the order they are opened."""

    kind: str
    """SEALED or DRAFT."""
    packs: tuple[PackCount, ...]

    @property
    def total(self) -> int:
        return sum(p.count for p in self.packs)

    @property
    def label(self) -> str:
        return ", ".join(p.label for p in self.packs)

    def opening_order(self) -> tuple[str, ...]:
        """One set name per pack, first pack first."""
        return tuple(p.set_name for p in self.packs for _ in range(p.count))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "packs": [[p.set_name, p.count] for p in self.packs]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Product:
        """The product stored by `to_json`; a malformed record is a `LimitedError`."""
        try:
            packs = tuple(PackCount(str(name), int(count)) for name, count in data["packs"])
            kind = str(data["kind"])
        except (KeyError, TypeError, ValueError):
            raise LimitedError("the stored product is not a list of packs") from None
        if kind not in LIMITED_KINDS:
            raise LimitedError(f"a product is for sealed or draft, not {kind!r}")
        return cls(kind, packs)


@dataclass(frozen=True, slots=True)
class ProvidedCard:
    """A card the organizer may hand out (a Mane Character or a Starting Problem)."""

    code: str
    name: str

    @property
    def label(self) -> str:
        return f"{self.name} ({self.code})"


@dataclass(frozen=True, slots=True)
class LimitedBlock:
    """One block's recommendations: its sealed and draft products and the provided cards."""

    id: str
    name: str
    sealed: Product
    draft: Product
    provided_mane_characters: tuple[ProvidedCard, ...]
    provided_starting_problems: tuple[ProvidedCard, ...]

    def product(self, kind: str) -> Product:
        return self.draft if kind == DRAFT else self.sealed


@dataclass(frozen=True, slots=True)
class PoolCard:
    """Copies of one card in a player's pool; `extra` marks a special pool's included cards."""

    code: str
    name: str
    qty: int
    extra: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "name": self.name, "qty": self.qty, "extra": self.extra}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PoolCard:
        return cls(str(data["code"]), str(data["name"]), int(data["qty"]), bool(data.get("extra")))


@dataclass(frozen=True, slots=True)
class PoolReading:
    """A pool as typed: the cards found, and a line per problem (an unknown card refuses it)."""

    cards: tuple[PoolCard, ...]
    problems: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    """Lines read with a correction (a nickname, a typo with one likely card)."""

    @property
    def card_count(self) -> int:
        return sum(c.qty for c in self.cards)


@dataclass(frozen=True, slots=True)
class Pack:
    """One booster pack: its place in the opening order, its set and its cards."""

    number: int
    set_name: str
    cards: tuple[PoolCard, ...]


@dataclass(frozen=True, slots=True)
class LimitedRules:
    """A game's limited play: the part of the `GameSystem` contract for sealed and draft.

    The callables load the card database only when called, so listing game
    systems stays cheap.
    """

    formats: Mapping[str, str]
    """Format id -> SEALED or DRAFT, for the game's limited formats."""
    recommended_pod_size: int
    pass_directions: tuple[str, ...]
    """The direction each draft pack passes in, first pack first (LEFT / RIGHT)."""
    rule_source: str
    """Where the limited rules come from, for messages and prints."""
    blocks: Callable[[], tuple[LimitedBlock, ...]]
    booster_sets: Callable[[], tuple[str, ...]]
    """Sets a booster pack can be opened from, newest first."""
    product_from_text: Callable[[str, str], Product]
    """(kind, "2 packs Marks in Time, 1 pack High Magic") -> Product; LimitedError if unknown."""
    read_pool: Callable[[str], PoolReading]
    validate_limited_deck: Callable[..., Any]
    """(deck data, pool cards or None, format id, *, block_id, product, on_date, filename,
    source_format) -> the game's deck-check result (status, messages, deck, to_json)."""
    generate_pool: Callable[[Product, int], tuple[Pack, ...]]
    """(product, seed) -> the packs one player opens, for practice events and tests."""
    generate_packs: Callable[[Product, int, int], tuple[tuple[Pack, ...], ...]]
    """(product, players, seed) -> each seat's packs in opening order."""
    packs_per_player: Mapping[str, tuple[int, str]] = field(default_factory=dict)
    """SEALED / DRAFT -> (the packs each player's pool comes from, the rule that says so)."""

    def kind_of(self, format_id: str) -> str | None:
        """SEALED or DRAFT for a limited format, None for any other."""
        return self.formats.get(format_id)

    def block(self, typed: str) -> LimitedBlock:
        """The block typed by id or name ("odyssey", "Odyssey Block", "Odyssey")."""
        wanted = folded(typed)
        for block in self.blocks():
            if wanted in (folded(block.id), folded(block.name), folded(block.name.removesuffix(" Block"))):
                return block
        known = ", ".join(b.name for b in self.blocks())
        raise LimitedError(f"no block {typed!r} has a recommended product (known: {known})")

    def pack_count_note(self, product: Product) -> str | None:
        """Why the product departs from the number of packs the rules give each player, or None.

        An organizer may open other packs; the judge is told, not refused."""
        wanted = self.packs_per_player.get(product.kind)
        if wanted is None or product.total == wanted[0]:
            return None
        count, rule = wanted
        return (f"each player's pool comes from {how_many(count, 'booster pack')} ({rule}); "
                f"this product opens {product.total}")

    def pass_direction(self, pack_number: int) -> str:
        """LEFT or RIGHT for pack 1, 2, ...; the pattern repeats for more packs."""
        if pack_number < 1:
            raise ValueError("packs are numbered from 1")
        return self.pass_directions[(pack_number - 1) % len(self.pass_directions)]


def pool_counts(cards: Sequence[PoolCard]) -> dict[str, int]:
    """Copies per card name, extras included: what a deck may draw on."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card.name] = counts.get(card.name, 0) + card.qty
    return counts
