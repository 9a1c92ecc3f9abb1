"""Players' codes: the short secret a player types on their phone to report or send a list.

A code is random (the operating system's secure source, never the event's
seeded one, which anyone holding a backup could replay), belongs to one player
of one event, and is printed on that player's own slip. Letters and digits that
look alike (0/O, 1/I/L) are left out so a code read off paper is typed right;
six of the 31 left give almost 900 million codes, and the pages allow only a
few wrong tries a minute from one phone.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from sqlmodel import Session, col, select

from tourney.db.models import PlayerCode, Registration
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.display_names import event_names

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


@dataclass(frozen=True, slots=True)
class CodeSlip:
    """One player's code as printed on their slip."""

    registration_id: int
    player: str
    player_number: str | None
    code: str


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(typed: str) -> str:
    """What a player typed, as stored: capitals, without spaces or dashes."""
    return "".join(ch for ch in typed.upper() if ch.isalnum())


def ensure_codes(session: Session, event_id: int, *, actor: str | None = None) -> int:
    """Give every player of the event without a code one; returns how many were made.

    Late registrations get theirs the next time codes are printed or the
    options are saved.
    """
    lock_event(session, event_id)
    have = set(session.exec(select(PlayerCode.registration_id).where(PlayerCode.event_id == event_id)))
    taken = set(session.exec(select(PlayerCode.code).where(PlayerCode.event_id == event_id)))
    missing = [
        reg_id
        for reg_id in session.exec(
            select(Registration.id).where(Registration.event_id == event_id).order_by(col(Registration.id))
        )
        if reg_id not in have
    ]
    for registration_id in missing:
        code = new_code()
        while code in taken:
            code = new_code()
        taken.add(code)
        session.add(PlayerCode(event_id=event_id, registration_id=registration_id or 0, code=code))
    if missing:
        session.flush()
        # The codes themselves stay out of the log: it is shown on screens and exported.
        audit.record(session, actor=actor, action="player.codes", entity="event",
                     entity_id=event_id, event_id=event_id, after={"players": len(missing)})
    return len(missing)


def code_slips(session: Session, event_id: int) -> list[CodeSlip]:
    """Every coded player's slip, alphabetically by name (how slips are handed out)."""
    names = event_names(session, event_id)
    rows = session.exec(select(PlayerCode).where(PlayerCode.event_id == event_id)).all()
    slips = [
        CodeSlip(row.registration_id, names.label(row.registration_id),
                 names.number(row.registration_id), row.code)
        for row in rows
        if row.registration_id in names
    ]
    slips.sort(key=lambda slip: (slip.player.casefold(), slip.player_number or ""))
    return slips


def registration_of_code(session: Session, event_id: int, typed: str) -> int | None:
    """The player a typed code belongs to in this event (None for a wrong code)."""
    code = normalize_code(typed)
    if len(code) != CODE_LENGTH:
        return None
    row = session.exec(
        select(PlayerCode.registration_id).where(
            PlayerCode.event_id == event_id, PlayerCode.code == code
        )
    ).first()
    return int(row) if row is not None else None
