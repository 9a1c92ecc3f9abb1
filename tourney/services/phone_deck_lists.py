"""Deck lists sent from a player's phone, with their code, until registration closes.

The list goes through the same service as one registered at a station
(`decklists.register_deck_list`): checked on the spot, with the same messages,
stored for the head judge to review. A change to a list already sent follows
the tier's rules; a change that needs the head judge's approval is refused
here with the advice to see a judge, since a phone cannot approve.
"""

from __future__ import annotations

from sqlmodel import Session

from tourney.errors import ValidationError
from tourney.policy.tiers import deck_list_change_allowed
from tourney.services.concurrency import lock_event
from tourney.services.decklists import DeckListRow, current_deck_list, register_deck_list
from tourney.services.events import require_event
from tourney.services.phone_options import phone_options
from tourney.services.player_codes import registration_of_code
from tourney.services.player_reports import WrongCode

PHONE_DECK_LIST_BYTES = 64_000
"""A text list or an .o8d file is a few kilobytes; anything much bigger is not a deck list."""

DEADLINE = "Deck lists are due before round 1's pairings go up."
"""The deadline as the form says it: registration closes when round 1 is paired, and the
floor rules want lists "prior to the advertised start time"."""
CLOSED = (
    "Deck lists were due before round 1's pairings went up, so this page no longer takes "
    "them: if you still need to hand one in, see a judge."
)
"""What a player reads once the event has started, on their page and when a list sent from a
page opened earlier is refused; a judge can still take a late list at a station."""


def send_deck_list(
    session: Session,
    event_id: int,
    code: str,
    registration_id: int,
    data: bytes,
    *,
    filename: str | None = None,
    actor: str | None = None,
) -> DeckListRow:
    """Register the list a player sent; the row carries the check's verdict and messages."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    if not phone_options(session, event_id).deck_lists:
        raise ValidationError("this event does not take deck lists from phones; see the organizer")
    if event.status != "setup":
        raise ValidationError(CLOSED)
    if registration_of_code(session, event_id, code) != registration_id:
        raise WrongCode("that code is not right: check the code on your slip")
    if not data.strip():
        raise ValidationError("paste your list or choose a file")
    if len(data) > PHONE_DECK_LIST_BYTES:
        raise ValidationError(
            f"that is too big for a deck list ({len(data) // 1000} KB; at most "
            f"{PHONE_DECK_LIST_BYTES // 1000} KB)"
        )
    previous = current_deck_list(session, registration_id)
    if previous is not None and (
        previous.locked
        or deck_list_change_allowed(event.tier, event_started=False, head_judge_approved=False)
        is not None
    ):
        raise ValidationError(
            "you have already sent a deck list; a change needs the head judge's approval: see a judge"
        )
    return register_deck_list(session, event_id, registration_id, data, filename=filename,
                              actor=actor)
