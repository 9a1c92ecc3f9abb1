"""Register deck lists: read, check against the event's format and date, store, audit.

A list is checked when it is submitted, so the head judge sees at once whether
it is legal, incorrect (usually a Game Warning) or invalid (at least a Game
Loss). A resubmission is stored as a new version replacing the old one, never
an edit, so the history of a list is kept (floor rules: changes only before the
event starts and with the head judge's approval).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlmodel import Session, select

from engine.core.deck_check import DeckVerdict, Message
from engine.core.errors import CardDataError, DeckFormatError
from engine.core.registry import DEFAULT_SYSTEM, game_system
from tourney.db.database import session_now
from tourney.db.models import DeckList, Event, Registration
from tourney.errors import NotFoundError, ValidationError
from tourney.policy.tiers import deck_list_change_allowed, late_deck_list_note
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.display_names import player_label
from tourney.services.events import require_event
from tourney.services.limited_decks import limited_deck_check, unreadable_deck_file
from tourney.services.players import find_player
from tourney.services.staff import require_head_judge

MAX_DECK_FILE_BYTES = 1_000_000


@dataclass(frozen=True, slots=True)
class DeckListRow:
    """A stored deck list as plain data for tables and the CLI."""

    id: int
    registration_id: int
    player_name: str
    format: str
    source_format: str
    version: int
    replaces_id: int | None
    status: str
    proposed_penalty: str | None
    messages: tuple[str, ...]
    cards: tuple[dict[str, Any], ...]


@dataclass(frozen=True, slots=True)
class DeckListWording:
    """What the deck-list screens say about an event's game: the files it reads and the rule a
    proposed penalty comes from, so no screen speaks of one game's files or rules for another."""

    file_endings: tuple[str, ...]
    """".o8d", ".txt", ".csv": the deck-list files the event's game reads."""
    penalty_rule: str
    """The tournament rule a proposed deck-list penalty cites; "" when the game has none."""

    @property
    def files_in_words(self) -> str:
        """The file endings as a person reads them: ".o8d, .txt or .csv"."""
        endings = list(self.file_endings)
        if len(endings) < 2:
            return "".join(endings)
        return f"{', '.join(endings[:-1])} or {endings[-1]}"


def game_deck_list_wording(system_id: str | None) -> DeckListWording:
    """The deck-list wording of one game system (an event's, or the match table's); a game
    without deck lists offers any file and cites nothing. None is the default game."""
    system = game_system(system_id or DEFAULT_SYSTEM)
    if system.deck_rules is None:
        return DeckListWording((), "")
    rules = system.decks()
    return DeckListWording(rules.file_endings(), rules.penalty_rule)


def deck_list_wording(session: Session, event_id: int) -> DeckListWording:
    """The deck-list wording of an event's game."""
    return game_deck_list_wording(require_event(session, event_id).game_system)


def current_deck_list(session: Session, registration_id: int) -> DeckList | None:
    """The newest version of the player's list that no later version replaces."""
    lists = list(session.exec(select(DeckList).where(DeckList.registration_id == registration_id)))
    replaced = {d.replaces_id for d in lists if d.replaces_id is not None}
    current = [d for d in lists if d.id not in replaced]
    return max(current, key=lambda d: (d.version, d.id or 0)) if current else None


@dataclass(frozen=True, slots=True)
class ListChange:
    """What registering another list for a player asks for, known before anyone tries.

    The window asks for the head judge's approval up front instead of letting
    the registration be refused for want of it.
    """

    player_name: str
    current_version: int | None
    """The version on file (None: no list yet, so nothing to approve)."""
    needs_head_judge: bool
    rule: str
    """Why the head judge must approve, citing the rule ('' when they need not)."""


def list_change(session: Session, event_id: int, registration_id: int) -> ListChange:
    """Whether a new list for this player needs the head judge's approval, and why.

    A change after the event started is refused whoever approves it, so it
    does not ask for an approval either (registering says why).
    """
    event = require_event(session, event_id)
    registration, player_name = _registration(session, event, registration_id)
    previous = current_deck_list(session, registration.id or 0)
    started = event.status != "setup"
    if previous is None or started:
        return ListChange(player_name, previous.version if previous else None, False, "")
    refusal = deck_list_change_allowed(event.tier, event_started=False, head_judge_approved=False)
    if refusal is None and previous.locked:
        refusal = f"deck list version {previous.version} of {player_name} is locked"
    return ListChange(player_name, previous.version, refusal is not None, refusal or "")


def _registration(session: Session, event: Event, player: str | int) -> tuple[Registration, str]:
    if isinstance(player, int):
        registration = session.get(Registration, player)
        if registration is None or registration.event_id != event.id:
            raise NotFoundError(f"that player is not registered in {event.name}")
        return registration, player_label(session, player)
    row = find_player(session, event.id or 0, player)
    registration = session.get(Registration, row.registration_id)
    assert registration is not None
    return registration, player_label(session, row.registration_id)


def deck_list_messages(deck_list: DeckList) -> tuple[str, ...]:
    """The stored verdict's messages as one line each, with the rule, the line and suggestions."""
    validation = deck_list.validation or {}
    return tuple(str(Message.from_json(m)) for m in validation.get("messages", []))


def stored_verdict(result: DeckVerdict, notes: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The verdict as a list keeps it: the check's JSON with the tournament's own notes first.

    The notes (a list turned in late) are also kept apart under "notes", so a later
    version of the list, or a re-check of it, carries them on: correcting a list does
    not change when it was turned in, and the head judge still needs to see that.
    """
    validation = result.to_json()
    if notes:
        validation["notes"] = list(notes)
        validation["messages"] = [*notes, *validation["messages"]]
    return validation


def tournament_notes(deck_list: DeckList | None) -> list[dict[str, Any]]:
    """The notes a stored list carries from its first version on (`stored_verdict`)."""
    if deck_list is None:
        return []
    return list((deck_list.validation or {}).get("notes", []))


def deck_list_row(deck_list: DeckList, player_name: str) -> DeckListRow:
    validation = deck_list.validation or {}
    return DeckListRow(
        id=deck_list.id or 0, registration_id=deck_list.registration_id, player_name=player_name,
        format=deck_list.format, source_format=deck_list.source_format, version=deck_list.version,
        replaces_id=deck_list.replaces_id, status=deck_list.status,
        proposed_penalty=validation.get("proposed_penalty"), messages=deck_list_messages(deck_list),
        cards=tuple(deck_list.cards or ()),
    )


def check_deck_list(
    event: Event,
    raw: bytes,
    fmt: str,
    on_date: date | None = None,
    *,
    filename: str | None = None,
    source_format: str | None = None,
) -> Any:
    """The game system's verdict on a list for `fmt` on `on_date` (default: the event's start).

    Unreadable files and unknown cards become a `ValidationError` naming the file (once).
    """
    system = game_system(event.game_system)
    if system.validate_deck is None:
        raise ValidationError(f"{system.name} has no deck lists to check")
    try:
        return system.validate_deck(
            raw, fmt, on_date or event.start_date, filename=filename, source_format=source_format
        )
    except DeckFormatError as exc:
        raise unreadable_deck_file(filename, exc) from None
    except CardDataError as exc:
        raise ValidationError(str(exc)) from None


def new_version(
    session: Session,
    event: Event,
    registration_id: int,
    raw: bytes,
    *,
    previous: DeckList | None,
    fmt: str,
    on_date: date | None = None,
    filename: str | None = None,
    source_format: str | None = None,
    approved_by_person_id: int | None = None,
    change_reason: str | None = None,
    notes: Sequence[Message] = (),
) -> DeckList:
    """Check a list and add it as the next version, replacing `previous` (kept for the record).

    Registration and a judge's correction both end here, so every stored
    version was checked the same way. `notes` are the tournament's own remarks
    (a list turned in late), shown first, before the check's messages; the
    previous version's notes stay on the new one.
    """
    result = limited_deck_check(
        session, event, registration_id, raw, on_date=on_date, filename=filename,
        source_format=source_format,
    ) if fmt == event.format else None
    if result is None:
        result = check_deck_list(
            event, raw, fmt, on_date, filename=filename, source_format=source_format
        )
    cards = [
        {"card_id": e.card.id, "name": e.card.full_name, "qty": e.qty, "section": e.section}
        for e in result.deck.entries
    ]
    validation = stored_verdict(result, [*tournament_notes(previous), *(note.to_json() for note in notes)])
    deck_list = DeckList(
        registration_id=registration_id,
        format=fmt,
        source_format=result.source_format or "text",
        raw_text=raw.decode("utf-8", "replace"),
        cards=cards,
        submitted_at=session_now(session),
        locked=previous.locked if previous is not None else False,
        status=result.status,
        validation=validation,
        version=(previous.version + 1) if previous is not None else 1,
        replaces_id=previous.id if previous is not None else None,
        approved_by_person_id=approved_by_person_id,
        change_reason=change_reason,
    )
    session.add(deck_list)
    session.flush()
    return deck_list


def register_deck_list(
    session: Session,
    event_id: int,
    player: str | int,
    data: bytes | str,
    *,
    filename: str | None = None,
    source_format: str | None = None,
    on_date: date | None = None,
    approved_by_person_id: int | None = None,
    change_reason: str | None = None,
    actor: str | None = None,
) -> DeckListRow:
    """Check and store a player's deck list; a second submission becomes a new version.

    `player` is a registration id, a player number or a name. The list is checked
    for the event's format as of `on_date` (default: the event's start date). A
    first list turned in after a Tier 2/3 event started is taken and marked late
    for the head judge (`late_deck_list_note`); a change then is refused.
    """
    lock_event(session, event_id)
    event = require_event(session, event_id)
    registration, player_name = _registration(session, event, player)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_DECK_FILE_BYTES:
        raise ValidationError(f"deck list file too large ({len(raw)} bytes)")
    previous = current_deck_list(session, registration.id or 0)
    if previous is not None:
        refusal = deck_list_change_allowed(
            event.tier,
            event_started=event.status != "setup",
            head_judge_approved=approved_by_person_id is not None,
        )
        if refusal is not None:
            raise ValidationError(
                f"{player_name} already has a deck list (version {previous.version}): {refusal}; "
                "after the start a judge corrects it with a deck-list penalty instead"
            )
        if approved_by_person_id is not None:
            require_head_judge(
                session, event.id or 0, approved_by_person_id, doing="approve a deck-list change"
            )
        if previous.locked and approved_by_person_id is None:
            raise ValidationError(
                f"deck list version {previous.version} of {player_name} is locked: a head judge must approve "
                "the change"
            )
    late = late_deck_list_note(event.tier, event_started=event.status != "setup") if previous is None else None
    deck_list = new_version(
        session,
        event,
        registration.id or 0,
        raw,
        previous=previous,
        notes=(late,) if late is not None else (),
        fmt=event.format,
        on_date=on_date,
        filename=filename,
        source_format=source_format,
        approved_by_person_id=approved_by_person_id,
        change_reason=change_reason,
    )
    audit.record(
        session, actor=actor, action="decklist.replace" if previous else "decklist.register",
        entity="deck_list", entity_id=deck_list.id, event_id=event.id,
        before={"id": previous.id, "version": previous.version, "status": previous.status} if previous else None,
        after={"id": deck_list.id, "version": deck_list.version, "status": deck_list.status,
               "proposed_penalty": (deck_list.validation or {}).get("proposed_penalty"),
               "cards": deck_list.cards},
    )
    return deck_list_row(deck_list, player_name)


def get_deck_list(session: Session, deck_list_id: int) -> DeckListRow:
    deck_list = session.get(DeckList, deck_list_id)
    if deck_list is None:
        raise NotFoundError(f"deck list {deck_list_id} does not exist")
    return deck_list_row(deck_list, player_label(session, deck_list.registration_id))
