"""A limited event's deck list, checked against the player's registered pool.

Deck-list registration, a judge's correction and a deck check all end here
for a Sealed Deck or Booster Draft event, so a limited deck is judged the
same way wherever it is checked: the limited construction rules and the pool
plus the Mane Characters and Starting Problems the organizer may provide.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlmodel import Session, select

from engine.core.errors import EngineError
from engine.core.limited import PoolCard
from tourney.db.models import Event, LimitedPool
from tourney.errors import ValidationError
from tourney.services.limited import event_product, is_limited, limited_rules_of


def pool_cards(session: Session, registration_id: int) -> tuple[PoolCard, ...] | None:
    """The player's registered pool, or None when none is registered."""
    pool = session.exec(
        select(LimitedPool).where(LimitedPool.registration_id == registration_id)
    ).first()
    if pool is None:
        return None
    return tuple(PoolCard.from_json(card) for card in pool.cards or [])


def limited_deck_check(
    session: Session,
    event: Event,
    registration_id: int,
    raw: bytes | str,
    *,
    on_date: date | None = None,
    filename: str | None = None,
    source_format: str | None = None,
) -> Any | None:
    """The game's verdict on a limited deck (None when the event is not limited).

    The result is the game's deck-check result (status, messages citing the
    rules, the deck, `to_json`), like a constructed list's.
    """
    if not is_limited(event):
        return None
    rules, _kind = limited_rules_of(event)
    product, block_id = event_product(event)
    try:
        return rules.validate_limited_deck(
            raw, pool_cards(session, registration_id), event.format,
            block_id=block_id, product=product, on_date=on_date or event.start_date,
            filename=filename, source_format=source_format,
        )
    except EngineError as exc:
        raise unreadable_deck_file(filename, exc) from None


def unreadable_deck_file(filename: str | None, exc: Exception) -> ValidationError:
    """A deck file the reader refused, named once.

    The reader often names the file itself ("fixed.o8d: malformed XML ..."):
    the organizer reads its name once, not "fixed.o8d: fixed.o8d: ...".
    """
    name, message = filename or "deck list", str(exc)
    return ValidationError(message if message.startswith(f"{name}: ") else f"{name}: {message}")
