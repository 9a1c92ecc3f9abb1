"""Say in plain words what another station just changed: "Result entered at table 7 by station
Front desk, 14:03".

The window's status bar shows this when it follows a change made elsewhere,
so the people at a station know their screen moved and why. The words name
tables, rounds and players, never internal ids.
"""

from __future__ import annotations

from sqlmodel import Session

from tourney.db.changes import Change
from tourney.db.models import Event, Match, Round
from tourney.services import round_titles
from tourney.services.display_names import player_label

MATCH_WORDS = {
    "result": "Result entered at {table}",
    "correct": "Result corrected at {table}",
    "concession": "Concession recorded at {table}",
    "drop": "Drop recorded at {table}",
    "extend": "Time extended at {table}",
    "end_of_match": "End of match recorded at {table}",
    "report": "A player reported the result at {table} from their phone",
    "add": "Match added at {table}",
    "remove": "Match removed from {round}",
    "edit_pairing": "Pairing changed at {table}",
}
ROUND_WORDS = {
    "pair": "{Round} paired",
    "pair_elimination": "{Round} paired",
    "publish": "{Round} published",
    "discard": "Draft of {round} discarded",
    "repair": "{Round} paired again",
    "swap": "Players swapped in {round}",
}
CLOCK_WORDS = {
    "start": "Clock started for {round}",
    "pause": "Clock paused for {round}",
    "resume": "Clock resumed for {round}",
    "call_time": "Time called in {round}",
}
PLAYER_WORDS = {
    "register": "{name} registered",
    "import": "{name} registered",
    "late_entry": "{name} entered late",
    "drop": "{name} dropped",
    "undrop": "{name} is back in the event",
    "edit": "{name}'s details changed",
    "remove": "A player was removed",
}
SIMPLE_WORDS = {
    "penalty.issue": "Penalty issued",
    "penalty.change": "Penalty changed",
    "penalty.withdraw": "Penalty withdrawn",
    "penalty.apply": "Penalty applied",
    "penalty.reescalate": "Penalty changed",
    "penalty.deescalate": "Penalty changed",
    "deckcheck.select": "Deck checks chosen",
    "deckcheck.start": "Deck check started",
    "deckcheck.record": "Deck check recorded",
    "deckcheck.correct": "Deck check corrected",
    "deckcheck.remove": "Deck check pick removed",
    "deckcheck.penalty": "Deck check penalty recorded",
    "decklist.register": "Deck list registered",
    "decklist.replace": "Deck list replaced",
    "decklist.correct": "Deck list corrected",
    "staff.assign": "Staff assigned",
    "staff.remove": "Staff removed",
    "event.create": "Event {event} created",
    "event.edit": "Event {event} edited",
    "event.finish": "Event {event} finished",
    "event.top_cut": "Top cut made",
    "event.phone_options": "Players' phone options changed",
    "event.share": "Players' pages shared or stopped",
    "player.codes": "Players' report codes made",
}


def describe_change(session: Session, change: Change) -> str:
    """What the change was, where, by which station and when (local time, hours and minutes)."""
    when = change.at.astimezone().strftime("%H:%M")
    station = change.station or "unnamed"
    return f"{_what(session, change)} by station {station}, {when}"


def _what(session: Session, change: Change) -> str:
    family, _, verb = change.action.partition(".")
    if family == "match" and verb in MATCH_WORDS:
        table, round_ = _match_place(session, change.entity_id)
        return MATCH_WORDS[verb].format(table=table, round=round_)
    if family == "round" and verb in ROUND_WORDS:
        round_ = _round_name(session, change.entity_id)
        return ROUND_WORDS[verb].format(round=round_, Round=_capital(round_))
    if family == "clock" and verb in CLOCK_WORDS:
        return CLOCK_WORDS[verb].format(round=_round_name(session, change.entity_id))
    if family == "player" and verb in PLAYER_WORDS:
        return PLAYER_WORDS[verb].format(name=_player_name(session, change.entity_id))
    words = SIMPLE_WORDS.get(change.action)
    if words is not None:
        return words.format(event=_event_name(session, change.event_id))
    if family == "event":
        return f"Event {_event_name(session, change.event_id)}: {verb.replace('_', ' ')} changed"
    return _capital(change.action.replace(".", " ").replace("_", " "))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _match_place(session: Session, match_id: int | None) -> tuple[str, str]:
    """("table 7", "round 3") for a match; vaguer words when it is gone."""
    match = session.get(Match, match_id) if match_id is not None else None
    if match is None:
        return "a table", "a round"
    round_words = _round_name(session, match.round_id)
    if match.table_number is None:
        return f"a table of {round_words}", round_words
    return f"table {match.table_number}", round_words


def _round_name(session: Session, round_id: int | None) -> str:
    """'round 3', 'Quarterfinals (round 4)' as the round's screens head it, or 'a round' when gone."""
    round_ = session.get(Round, round_id) if round_id is not None else None
    return "a round" if round_ is None else round_titles.round_title(round_.number, round_titles.round_name(session, round_))


def _player_name(session: Session, registration_id: int | None) -> str:
    return player_label(session, registration_id, missing="A player")


def _event_name(session: Session, event_id: int | None) -> str:
    event = session.get(Event, event_id) if event_id is not None else None
    return event.name if event is not None else "an event"
