"""Look-ups the commands share: a judge of the event, a match by its table, a typed card list.

The leading underscore keeps this module out of subcommand discovery.
"""

from __future__ import annotations

from sqlmodel import Session, select

from tourney.db.models import DeckList
from tourney.errors import NotFoundError, ValidationError
from tourney.services import events, staff
from tourney.services.decklists import current_deck_list
from tourney.services.events import require_event
from tourney.services.matches import matches_of, require_match
from tourney.services.places import match_with_players
from tourney.services.players import PlayerRow, find_player
from tourney.services.rounds import round_or_latest


def find_judge(session: Session, event_id: int, who: str) -> int:
    """A person id for a staff member of the event, by name, player number or person id."""
    wanted = " ".join(who.split()).casefold()
    members = staff.list_staff(session, event_id)
    for member in members:
        if wanted in {member.name.casefold(), (member.player_number or "").casefold(), str(member.person_id)}:
            return member.person_id
    raise NotFoundError(
        f"no staff member {who!r} at {require_event(session, event_id).name} (see `tourney event show`)"
    )


def find_head_judge(session: Session, event_id: int, who: str, *, doing: str) -> int:
    """The person id of one of the event's head judges, by name or player number.

    Anyone else is refused with the head judges listed, so the user can type
    one of them: ids are shown nowhere, names and numbers are.
    """
    wanted = " ".join(who.split()).casefold()
    heads = staff.head_judges(session, event_id)
    if not heads:
        raise ValidationError(
            f"to {doing} the event needs a head judge, and it has none: add one with "
            "`tourney staff add EVENT NAME head_judge`"
        )
    by_number = [h for h in heads if (h.player_number or "").casefold() == wanted]
    by_name = [h for h in heads if h.name.casefold() == wanted]
    found = by_number or by_name
    if len(found) > 1:
        raise ValidationError(
            f"{len(found)} head judges are named {who!r}: give the player number to say which"
        )
    if found:
        return found[0].person_id
    listing = ", ".join(
        f"{h.name} ({h.player_number})" if h.player_number else h.name for h in heads
    )
    label = "the head judge is" if len(heads) == 1 else "the head judges are"
    raise ValidationError(
        f"{who!r} is not a head judge of this event and cannot {doing}: {label} {listing}"
    )


def match_at_table(session: Session, event: str, table: str, round_number: int | None) -> int:
    """The match at `table` of round `round_number` (default: the latest) of `event`, as people
    name a match: by the table number on the pairings, never by an id the program keeps.

    A bye that carries a table number is found too, so the command can say it is a bye.
    """
    found = events.find_event(session, event)
    round_ = round_or_latest(session, found.id, round_number)
    wanted = table.strip().removeprefix("#")
    if not wanted.isdigit():
        raise ValidationError(f"table must be a table number such as 4, not {table!r}")
    matches = matches_of(session, round_.id or 0)
    for match in matches:
        if match.table_number == int(wanted):
            return match.id or 0
    tables = sorted(m.table_number for m in matches if m.table_number is not None and not m.is_bye)
    if not tables:
        raise ValidationError(f"round {round_.number} of {found.name} has no tables")
    span = f"table {tables[0]}" if len(tables) == 1 else f"tables {tables[0]} to {tables[-1]}"
    raise ValidationError(f"round {round_.number} of {found.name} has no table {int(wanted)} (it has {span})")


def player_deck_list(session: Session, event: str, player: str, version: int | None = None) -> tuple[int, int]:
    """(event id, deck list id) of a player's deck list, named as `deck register` and the Deck
    lists tab name it: the event, the player's name or number, and the version (default: the
    list in force, the newest)."""
    event_id = events.find_event(session, event).id or 0
    found = find_player(session, event_id, player)
    current = current_deck_list(session, found.registration_id)
    if current is None:
        raise ValidationError(f"{found.name} has no deck list registered (`tourney deck register`)")
    if version is None or version == current.version:
        return event_id, current.id or 0
    versions = sorted(session.exec(
        select(DeckList).where(DeckList.registration_id == found.registration_id)
    ), key=lambda d: (d.version, d.id or 0))
    wanted = [d for d in versions if d.version == version]
    if not wanted:
        numbers = sorted({d.version for d in versions})
        span = f"version {numbers[0]}" if len(numbers) == 1 else f"versions {numbers[0]} to {numbers[-1]}"
        raise ValidationError(f"{found.name}'s deck list has no version {version} (it has {span})")
    return event_id, wanted[-1].id or 0


def require_seated(session: Session, match_id: int, player: PlayerRow) -> None:
    """Refuse, naming the table and who plays there, a player typed for a table they do not sit at."""
    match, round_ = require_match(session, match_id)
    if player.registration_id not in (match.player_a_id, match.player_b_id):
        raise ValidationError(f"{player.name} does not play at {match_with_players(session, match, round_)}")

