"""A limited event's settings: its product (a block's recommendation or the organizer's packs).

Sealed Deck and Booster Draft are formats of the game; what the game says
about them (recommended products, pass directions, pod size, provided cards)
comes from its game system's `limited` rules, never from code here. The
event keeps its choice in `settings["limited"]`: the block, the product and
the seed its pods were seated with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlmodel import Session

from engine.core.limited import DRAFT, LimitedError, LimitedRules, Product
from engine.core.registry import game_system
from tourney.db.models import Event
from tourney.errors import ValidationError
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.events import require_event

LIMITED_SETTING = "limited"
FORMAT_WORDS = {"sealed": "Sealed Deck", DRAFT: "Booster Draft"}


@dataclass(frozen=True, slots=True)
class PackPlan:
    """One pack of the product in opening order, with the way a draft passes it."""

    number: int
    set_name: str
    direction: str | None
    """"left" or "right" for a draft; None for sealed (nothing is passed)."""


@dataclass(frozen=True, slots=True)
class LimitedSetup:
    """What a limited event opens and how, for the window, the CLI and the prints."""

    event_id: int
    kind: str
    """"sealed" or "draft"."""
    kind_label: str
    block_id: str | None
    block_name: str
    """The block whose recommendation is used, or "" for the organizer's own packs."""
    product: Product
    packs: tuple[PackPlan, ...]
    pod_size: int
    pod_seed: int | None
    provided_mane_characters: tuple[str, ...]
    provided_starting_problems: tuple[str, ...]
    rule_source: str
    pack_count_note: str | None = None
    """Set when the product opens another number of packs than the rules give a player."""

    @property
    def product_label(self) -> str:
        source = f"{self.block_name}, recommended" if self.block_name else "organizer's packs"
        return f"{self.product.label} ({source})"


def limited_rules_of(event: Event) -> tuple[LimitedRules, str]:
    """The game's limited rules and the event's kind ("sealed" / "draft"); refused for other formats."""
    rules = game_system(event.game_system).limited()
    kind = rules.kind_of(event.format) if rules is not None else None
    if rules is None or kind is None:
        raise ValidationError(
            f"{event.name} is not a Sealed Deck or Booster Draft event (its format is {event.format})"
        )
    return rules, kind


def is_limited(event: Event) -> bool:
    rules = game_system(event.game_system).limited()
    return rules is not None and rules.kind_of(event.format) is not None


def _stored(event: Event) -> dict[str, Any]:
    value = (event.settings or {}).get(LIMITED_SETTING)
    return dict(value) if isinstance(value, dict) else {}


def event_product(event: Event) -> tuple[Product, str | None]:
    """The product the event opens and its block: the stored choice, else the first block's recommendation."""
    rules, kind = limited_rules_of(event)
    stored = _stored(event)
    product_data = stored.get("product")
    if isinstance(product_data, dict) and product_data.get("kind") == kind:
        try:
            return Product.from_json(product_data), stored.get("block")
        except LimitedError:
            pass  # a damaged setting: fall back to the recommendation
    blocks = rules.blocks()
    if not blocks:
        raise ValidationError("the game recommends no limited product: list the packs to open")
    return blocks[0].product(kind), blocks[0].id


def limited_setup(session: Session, event_id: int) -> LimitedSetup:
    event = require_event(session, event_id)
    rules, kind = limited_rules_of(event)
    product, block_id = event_product(event)
    block = rules.block(block_id) if block_id else None
    blocks = [block] if block is not None else [
        b for b in rules.blocks()
        if {p.set_name for p in product.packs} & {p.set_name for p in (*b.sealed.packs, *b.draft.packs)}
    ]
    packs = tuple(
        PackPlan(n, set_name, rules.pass_direction(n) if kind == DRAFT else None)
        for n, set_name in enumerate(product.opening_order(), start=1)
    )
    seed = _stored(event).get("pod_seed")
    return LimitedSetup(
        event_id=event_id,
        kind=kind,
        kind_label=FORMAT_WORDS[kind],
        block_id=block_id,
        block_name=block.name if block is not None else "",
        product=product,
        packs=packs,
        pod_size=rules.recommended_pod_size,
        pod_seed=int(seed) if isinstance(seed, int) else None,
        provided_mane_characters=tuple(c.label for b in blocks for c in b.provided_mane_characters),
        provided_starting_problems=tuple(c.label for b in blocks for c in b.provided_starting_problems),
        rule_source=rules.rule_source,
        pack_count_note=rules.pack_count_note(product),
    )


@dataclass(frozen=True, slots=True)
class BlockChoice:
    id: str
    name: str
    product_label: str


def block_choices(session: Session, event_id: int) -> list[BlockChoice]:
    """The blocks with a recommended product for this event's kind, for pickers."""
    rules, kind = limited_rules_of(require_event(session, event_id))
    return [BlockChoice(b.id, b.name, b.product(kind).label) for b in rules.blocks()]


def set_product(
    session: Session,
    event_id: int,
    *,
    block: str | None = None,
    packs: str | None = None,
    actor: str | None = None,
) -> LimitedSetup:
    """Choose what the event opens: a block's recommended product, or a typed list of packs.

    `packs` reads like "2 packs Marks in Time, 1 pack High Magic"; for a draft
    the packs are put in the rules' opening order (most recent set first).
    """
    lock_event(session, event_id)
    event = require_event(session, event_id)
    rules, kind = limited_rules_of(event)
    if (block is None) == (packs is None):
        raise ValidationError("choose either a block's recommended product or a list of packs")
    if event.status != "setup":
        raise ValidationError("the event has started: its product can no longer change")
    try:
        if block is not None:
            chosen = rules.block(block)
            product, block_id = chosen.product(kind), chosen.id
        else:
            product, block_id = rules.product_from_text(kind, packs or ""), None
    except LimitedError as exc:
        raise ValidationError(f"product: {exc}") from None
    stored = _stored(event)
    before = {"block": stored.get("block"), "product": stored.get("product")}
    stored.update({"block": block_id, "product": product.to_json()})
    event.settings[LIMITED_SETTING] = stored
    session.add(event)
    audit.record(
        session, actor=actor, action="event.limited_product", entity="event", entity_id=event_id,
        event_id=event_id, before=before,
        after={"block": block_id, "product": product.to_json(), "label": product.label},
    )
    return limited_setup(session, event_id)


def store_pod_seed(event: Event, seed: int) -> None:
    """Record the seed the pods were seated with (the caller audits the seating)."""
    stored = _stored(event)
    stored["pod_seed"] = seed
    event.settings[LIMITED_SETTING] = stored
