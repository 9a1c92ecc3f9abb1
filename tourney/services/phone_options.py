"""What the players' pages may do for an event, and where they are shared.

Both powers are off by default: players report results from their phones
only when the organizer turns it on, and send deck lists only when that is
turned on too. The address the pages are shared at is kept with the event
while sharing is on, so every station's pairings printout can carry it (and
its QR code), not only the window that started the server.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.events import require_event
from tourney.services.player_codes import ensure_codes

REPORTS_SETTING = "phone_reports"
DECK_LISTS_SETTING = "phone_deck_lists"
ADDRESS_SETTING = "shared_address"


@dataclass(frozen=True, slots=True)
class PhoneOptions:
    """The event's choices for the players' pages."""

    reports: bool
    deck_lists: bool
    address: str | None
    """Where the pages are shared now ("http://192.168.1.20:8080/"), None when not shared."""


def phone_options(session: Session, event_id: int) -> PhoneOptions:
    settings = require_event(session, event_id).settings or {}
    return PhoneOptions(
        reports=bool(settings.get(REPORTS_SETTING, False)),
        deck_lists=bool(settings.get(DECK_LISTS_SETTING, False)),
        address=settings.get(ADDRESS_SETTING) or None,
    )


def set_phone_options(
    session: Session, event_id: int, *, reports: bool, deck_lists: bool, actor: str | None = None
) -> PhoneOptions:
    """Turn players' reports and phone deck lists on or off (audited).

    Turning either on gives every player a code, which they need for both.
    """
    lock_event(session, event_id)
    event = require_event(session, event_id)
    before = {REPORTS_SETTING: bool(event.settings.get(REPORTS_SETTING, False)),
              DECK_LISTS_SETTING: bool(event.settings.get(DECK_LISTS_SETTING, False))}
    after = {REPORTS_SETTING: bool(reports), DECK_LISTS_SETTING: bool(deck_lists)}
    if before != after:
        event.settings.update(after)
        session.add(event)
        audit.record(session, actor=actor, action="event.phone_options", entity="event",
                     entity_id=event_id, event_id=event_id, before=before, after=after)
    if reports or deck_lists:
        ensure_codes(session, event_id, actor=actor)
    return phone_options(session, event_id)


def mark_shared(
    session: Session, event_id: int, address: str | None, *, actor: str | None = None
) -> None:
    """Note (or clear, with None) the address the event's pages are served at."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    before = event.settings.get(ADDRESS_SETTING)
    if before == address:
        return
    if address is None:
        event.settings.pop(ADDRESS_SETTING, None)
    else:
        event.settings[ADDRESS_SETTING] = address
    session.add(event)
    audit.record(session, actor=actor, action="event.share", entity="event", entity_id=event_id,
                 event_id=event_id, before={ADDRESS_SETTING: before},
                 after={ADDRESS_SETTING: address})
