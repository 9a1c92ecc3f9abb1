"""Limited pools: the cards each player opened or drafted, registered before they build.

A pool is typed like a deck list ("3 Rainbow Dash, Hanging Out") or by set
and number ("CN1"); cards under an "Extras" heading are a special pool's
included cards, which stay part of the pool (Limited Play: Special
Formats). A line that names no card refuses the pool with the line's number,
so nothing half-read is stored. When the player's deck list is already on
file, registering the pool checks that list again against it.

For practice events and tests, pools can be generated from the card
database with the game's booster distribution and a recorded seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, select

from engine.core.limited import DRAFT, Pack, PoolCard
from engine.core.plural import how_many
from tourney.db.database import session_now
from tourney.db.models import Event, LimitedPool, PodSeat, Registration
from tourney.errors import NotFoundError, ValidationError
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.decklists import (
    check_deck_list,
    current_deck_list,
    stored_verdict,
    tournament_notes,
)
from tourney.services.display_names import event_names, player_label
from tourney.services.events import require_event
from tourney.services.limited import event_product, limited_rules_of
from tourney.services.limited_decks import limited_deck_check
from tourney.services.players import find_player

MAX_POOL_TEXT = 200_000


@dataclass(frozen=True, slots=True)
class PoolRow:
    """A player's registered pool as plain data."""

    registration_id: int
    player_name: str
    source: str
    """"list" (typed or read from a file) or "generated" (practice)."""
    cards: tuple[PoolCard, ...]
    raw_text: str
    notes: tuple[str, ...] = ()

    @property
    def card_count(self) -> int:
        return sum(c.qty for c in self.cards)

    @property
    def extra_count(self) -> int:
        return sum(c.qty for c in self.cards if c.extra)


@dataclass(frozen=True, slots=True)
class PoolLine:
    """One player in the pools table: their pool (if any) and their deck list's status."""

    registration_id: int
    player_name: str
    player_number: str | None
    pod: int | None
    seat: int | None
    card_count: int | None
    extra_count: int
    source: str | None
    deck_status: str | None

    @property
    def pool_words(self) -> str:
        if self.card_count is None:
            return "no pool"
        extras = f" + {self.extra_count} extra" if self.extra_count else ""
        return f"{how_many(self.card_count - self.extra_count, 'card')}{extras}"


def _registration(session: Session, event: Event, player: str | int) -> Registration:
    if isinstance(player, int):
        registration = session.get(Registration, player)
        if registration is None or registration.event_id != event.id:
            raise NotFoundError(f"that player is not registered in {event.name}")
        return registration
    row = find_player(session, event.id or 0, player)
    registration = session.get(Registration, row.registration_id)
    assert registration is not None
    return registration


def _stored_pool(session: Session, registration_id: int) -> LimitedPool | None:
    return session.exec(
        select(LimitedPool).where(LimitedPool.registration_id == registration_id)
    ).first()


def _row(session: Session, pool: LimitedPool, notes: tuple[str, ...] = ()) -> PoolRow:
    return PoolRow(
        registration_id=pool.registration_id,
        player_name=player_label(session, pool.registration_id),
        source=pool.source,
        cards=tuple(PoolCard.from_json(c) for c in pool.cards or []),
        raw_text=pool.raw_text,
        notes=notes,
    )


def _store(
    session: Session, event: Event, registration: Registration, cards: tuple[PoolCard, ...],
    raw_text: str, source: str, actor: str | None,
) -> LimitedPool:
    """Store (or replace) the pool, audit it, and check a deck list already on file again."""
    previous = _stored_pool(session, registration.id or 0)
    before = {"cards": previous.cards, "source": previous.source} if previous else None
    pool = previous or LimitedPool(event_id=event.id or 0, registration_id=registration.id or 0)
    pool.cards = [c.to_json() for c in cards]
    pool.raw_text = raw_text
    pool.source = source
    pool.submitted_at = session_now(session)
    session.add(pool)
    session.flush()
    audit.record(
        session, actor=actor, action="pool.replace" if previous else "pool.register",
        entity="limited_pool", entity_id=pool.id, event_id=event.id, before=before,
        after={"registration_id": registration.id, "source": source, "cards": pool.cards,
               "card_count": sum(c.qty for c in cards)},
    )
    _recheck_deck_list(session, event, registration.id or 0, actor)
    return pool


def _recheck_deck_list(session: Session, event: Event, registration_id: int, actor: str | None) -> None:
    """The player's current list judged again against the new pool (its verdict may change)."""
    deck_list = current_deck_list(session, registration_id)
    if deck_list is None or deck_list.format != event.format:
        return
    result = limited_deck_check(
        session, event, registration_id, deck_list.raw_text.encode("utf-8"),
        source_format=deck_list.source_format,
    )
    if result is None:
        result = check_deck_list(event, deck_list.raw_text.encode("utf-8"), deck_list.format,
                                 source_format=deck_list.source_format)
    before = {"status": deck_list.status}
    validation = stored_verdict(result, tournament_notes(deck_list))
    if result.status == deck_list.status and deck_list.validation == validation:
        return
    deck_list.status = result.status
    deck_list.validation = validation
    session.add(deck_list)
    audit.record(
        session, actor=actor, action="decklist.recheck", entity="deck_list", entity_id=deck_list.id,
        event_id=event.id, before=before,
        after={"status": result.status, "proposed_penalty": result.proposed_penalty,
               "reason": "checked against the newly registered pool"},
    )


def register_pool(
    session: Session,
    event_id: int,
    player: str | int,
    text: str,
    *,
    actor: str | None = None,
) -> PoolRow:
    """Read and store a player's pool; a line naming no card refuses it, naming the line."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    rules, _kind = limited_rules_of(event)
    registration = _registration(session, event, player)
    if len(text) > MAX_POOL_TEXT:
        raise ValidationError(f"the pool is too long ({len(text)} characters)")
    if event.status == "finished":
        raise ValidationError("the event is finished: its pools stay as registered")
    reading = rules.read_pool(text)
    name = player_label(session, registration.id)
    if reading.problems:
        raise ValidationError(
            f"the pool of {name} was not registered:\n" + "\n".join(reading.problems)
        )
    pool = _store(session, event, registration, reading.cards, text, "list", actor)
    return _row(session, pool, reading.notes)


def _pool_text(packs: tuple[Pack, ...]) -> str:
    """A generated pool written as a registrable list, pack by pack."""
    lines: list[str] = []
    for pack in packs:
        lines.append(f"// Pack {pack.number}: {pack.set_name}")
        lines += [f"{c.qty} {c.name} ({c.code})" for c in pack.cards]
    return "\n".join(lines) + "\n"


def _merged(packs: tuple[Pack, ...]) -> tuple[PoolCard, ...]:
    counts: dict[str, PoolCard] = {}
    for pack in packs:
        for card in pack.cards:
            held = counts.get(card.code)
            counts[card.code] = card if held is None else PoolCard(card.code, card.name, held.qty + card.qty)
    return tuple(counts.values())


def generate_pools(
    session: Session, event_id: int, *, seed: int | None = None, actor: str | None = None
) -> list[PoolRow]:
    """Practice pools for every player still in the event who has none, from a recorded seed.

    Sealed: the product's packs per player. Draft: the packs the player
    opens, kept whole (a practice pool, not a simulated draft). The seed defaults to one
    derived from the event's seed, and is recorded in the audit entry.
    """
    lock_event(session, event_id)
    event = require_event(session, event_id)
    rules, kind = limited_rules_of(event)
    if event.status != "setup":
        raise ValidationError("the event has started: generate practice pools before round 1")
    product, _block = event_product(event)
    seed = seed if seed is not None else random.Random(f"tourney-pools:{event.rng_seed}").getrandbits(62)
    registrations = list(session.exec(
        select(Registration).where(
            Registration.event_id == event_id, col(Registration.dropped_after_round).is_(None)
        ).order_by(col(Registration.id))
    ))
    seats = {s.registration_id: (s.pod, s.seat) for s in session.exec(
        select(PodSeat).where(PodSeat.event_id == event_id))}
    if kind == DRAFT and seats:
        registrations.sort(key=lambda r: seats.get(r.id or 0, (999, r.id or 0)))
    made: list[PoolRow] = []
    for index, registration in enumerate(registrations):
        if _stored_pool(session, registration.id or 0) is not None:
            continue
        packs = rules.generate_pool(product, seed + index)
        pool = _store(session, event, registration, _merged(packs), _pool_text(packs), "generated", actor)
        made.append(_row(session, pool))
    if not made:
        raise ValidationError("every player still in the event already has a pool")
    return made


def get_pool(session: Session, registration_id: int) -> PoolRow | None:
    pool = _stored_pool(session, registration_id)
    return _row(session, pool) if pool is not None else None


def remove_pool(session: Session, event_id: int, player: str | int, *, actor: str | None = None) -> None:
    """Take back a pool registered for the wrong player (before the event starts)."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    registration = _registration(session, event, player)
    if event.status != "setup":
        raise ValidationError("the event has started: the pool stays on record")
    pool = _stored_pool(session, registration.id or 0)
    if pool is None:
        raise NotFoundError(f"{player_label(session, registration.id)} has no pool")
    before: dict[str, Any] = {"registration_id": pool.registration_id, "cards": pool.cards}
    session.delete(pool)
    session.flush()
    audit.record(session, actor=actor, action="pool.remove", entity="limited_pool", entity_id=pool.id,
                 event_id=event_id, before=before)


def list_pools(session: Session, event_id: int) -> list[PoolLine]:
    """Every registered player with their pod seat, pool size and deck list's status."""
    event = require_event(session, event_id)
    limited_rules_of(event)
    names = event_names(session, event_id)
    pools = {p.registration_id: p for p in session.exec(
        select(LimitedPool).where(LimitedPool.event_id == event_id))}
    seats = {s.registration_id: s for s in session.exec(select(PodSeat).where(PodSeat.event_id == event_id))}
    lines = []
    for registration_id in sorted(names.entries, key=lambda r: names.label(r).casefold()):
        pool = pools.get(registration_id)
        cards = [PoolCard.from_json(c) for c in pool.cards] if pool is not None else []
        deck = current_deck_list(session, registration_id)
        seat = seats.get(registration_id)
        lines.append(PoolLine(
            registration_id=registration_id,
            player_name=names.label(registration_id),
            player_number=names.number(registration_id),
            pod=seat.pod if seat else None,
            seat=seat.seat if seat else None,
            card_count=sum(c.qty for c in cards) if pool is not None else None,
            extra_count=sum(c.qty for c in cards if c.extra),
            source=pool.source if pool is not None else None,
            deck_status=deck.status if deck is not None else None,
        ))
    return lines


def pool_of(session: Session, event_id: int, player: str | int) -> PoolRow:
    """A player's pool by registration id, number or name; refused when none is registered."""
    event = require_event(session, event_id)
    registration = _registration(session, event, player)
    row = get_pool(session, registration.id or 0)
    if row is None:
        raise NotFoundError(f"{player_label(session, registration.id)} has no pool registered")
    return row

