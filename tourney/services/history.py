"""The event's history in sentences: each audit entry as a person would say it.

The audit log stores what changed as data (row ids, stored codes, before and
after values) so that undo and exports can work from it. People read it on
the History tab, where "result None → b" or "champion None → 10" means
nothing: here every entry becomes one sentence with names, table and round
numbers and plain words ("Table 7 of round 3: Anna Apple won 2-1 against Ben
Berry"). Rows the entry speaks of may be gone (a discarded draft, a removed
registration), so the entry's own snapshot is read first and the database
second.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlmodel import Session, col, select

from engine.core.plural import how_many
from engine.core.registry import format_name
from tourney.db.models import DeckCheck, DeckList, Match, Penalty, Person, Round
from tourney.policy.penalties import PenaltyKind, infraction
from tourney.services import audit, backups, round_titles
from tourney.services.audit import AuditRow
from tourney.services.display_names import event_names
from tourney.services.events import late_entry_words, status_words
from tourney.services.staff import ROLE_LABELS

EVENT_FIELD_WORDS: dict[str, str] = {
    "name": "name",
    "start_date": "start date",
    "end_date": "end date",
    "venue": "venue",
    "game_system": "game",
    "format": "format",
    "tier": "tier",
    "swiss_rounds": "Swiss rounds",
    "top_cut": "top cut",
    "late_entry_policy": "late entries",
    "status": "status",
}
PLAYER_FIELD_WORDS: dict[str, str] = {
    "name": "name",
    "player_number": "player number",
    "seed": "seed",
    "fixed_table": "pinned table",
    "late_entry_round": "late entry",
    "dropped_after_round": "dropped",
}
CLOCK_WORDS = {
    "clock.start": "clock started",
    "clock.pause": "clock paused",
    "clock.resume": "clock restarted",
    "clock.call_time": "time called",
}
ACTION_WORDS: dict[str, str] = {
    "event.create": "Event created",
    "event.limited_product": "Limited product chosen",
    "event.first_round_pairing": "Round 1 pairing chosen",
    "pods.seat": "Draft pods seated",
    "pods.clear": "Draft pods removed",
    "pool.register": "Pool registered",
    "pool.replace": "Pool replaced",
    "pool.remove": "Pool removed",
    "decklist.recheck": "Deck list checked again",
    "event.edit": "Event changed",
    "event.top_cut": "Top cut",
    "event.finish": "Event finished",
    "event.end_of_match_cap": "End-of-match limit",
    "event.scoring": "Match points",
    "event.prize_split": "Prize split",
    "event.restore": "Backup restored",
    "player.register": "Player registered",
    "player.import": "Player imported",
    "player.late_entry": "Late entry",
    "player.edit": "Player changed",
    "player.drop": "Player dropped",
    "player.undrop": "Player back",
    "player.remove": "Registration removed",
    "staff.assign": "Staff added",
    "staff.remove": "Staff removed",
    "round.pair": "Round paired",
    "round.repair": "Round paired again",
    "round.pair_elimination": "Round paired",
    "round.publish": "Round published",
    "round.discard": "Draft discarded",
    "round.swap": "Players swapped",
    "match.result": "Result",
    "match.correct": "Result corrected",
    "match.concession": "Concession",
    "match.drop": "Drop concession",
    "match.end_of_match": "End of match",
    "match.extend": "Extra time",
    "match.edit_pairing": "Pairing changed",
    "match.add": "Table added",
    "match.remove": "Table removed",
    "clock.start": "Clock",
    "clock.pause": "Clock",
    "clock.resume": "Clock",
    "clock.call_time": "Time called",
    "penalty.issue": "Penalty",
    "penalty.apply": "Penalty applied",
    "penalty.change": "Penalty changed",
    "penalty.withdraw": "Penalty withdrawn",
    "penalty.reescalate": "Penalty changed",
    "penalty.deescalate": "Penalty changed",
    "deckcheck.select": "Deck check picked",
    "deckcheck.start": "Deck check started",
    "deckcheck.record": "Deck check recorded",
    "deckcheck.penalty": "Deck check penalty",
    "decklist.register": "Deck list",
    "decklist.replace": "Deck list replaced",
    "decklist.correct": "Deck list corrected",
    "undo": "Undo",
    "redo": "Redo",
}


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One audit entry as the History tab shows it."""

    id: int
    at: datetime
    station: str
    operator: str
    """Who was at the station (the name the station's operator gave, else the computer's user)."""
    who: str
    """The person the change is owed to: the judge an entry names (who issued a penalty), else
    the operator."""
    action: str
    details: str
    undone: bool


def history(session: Session, event_id: int) -> list[HistoryRow]:
    """Every entry of the event, oldest first, in words."""
    entries = audit.list_entries(session, event_id=event_id)
    undone = audit.undone_entry_ids(session, event_id)
    names = EventNames(session, event_id)
    return [history_row(names, entry, undone=entry.id in undone) for entry in entries]


def history_row(names: EventNames, entry: AuditRow, *, undone: bool = False) -> HistoryRow:
    """One entry in words."""
    details, judge = describe(names, entry)
    return HistoryRow(
        id=entry.id, at=entry.at, station=entry.station, operator=entry.actor,
        who=judge or entry.actor, action=action_words(entry.action), details=details,
        undone=undone,
    )


def action_words(action: str) -> str:
    """'match.end_of_match' -> 'End of match'."""
    words = ACTION_WORDS.get(action)
    if words is not None:
        return words
    text = action.replace(".", " ").replace("_", " ")
    return text[:1].upper() + text[1:]


class EventNames:
    """Names, tables and rounds of one event's rows, read once for the whole history."""

    def __init__(self, session: Session, event_id: int) -> None:
        self.session = session
        # Two players of one event may share a name: theirs then carry the player number.
        self.players: dict[int, str] = event_names(session, event_id).labels()
        self.rounds: dict[int, int] = {
            round_id: number
            for round_id, number in session.exec(
                select(Round.id, Round.number).where(Round.event_id == event_id)
            )
            if round_id is not None
        }
        self.matches: dict[int, dict[str, Any]] = {}
        query = select(Match).join(Round, col(Round.id) == col(Match.round_id)).where(
            Round.event_id == event_id
        )
        for match in session.exec(query):
            self.matches[match.id or 0] = audit.snapshot(match)
        self.round_names = self._elimination_names(session, event_id)
        self.penalties = {p.id or 0: p for p in session.exec(select(Penalty).where(Penalty.event_id == event_id))}
        self.checks = {c.id or 0: c for c in session.exec(select(DeckCheck).where(DeckCheck.event_id == event_id))}
        self._people: dict[int, str] = {}
        self._lists: dict[int, int | None] = {}

    def player(self, registration_id: Any) -> str:
        if not isinstance(registration_id, int):
            return "a player"
        return self.players.get(registration_id, "a removed player")

    def person(self, person_id: Any) -> str:
        if not isinstance(person_id, int):
            return "someone"
        if person_id not in self._people:
            person = self.session.get(Person, person_id)
            self._people[person_id] = person.name if person is not None else "someone"
        return self._people[person_id]

    def round_number(self, round_id: Any) -> int | None:
        return self.rounds.get(round_id) if isinstance(round_id, int) else None

    def _elimination_names(self, session: Session, event_id: int) -> dict[int, str]:
        """Each top-cut round's name by the seats it pairs ("Quarterfinals"), as the bracket says."""
        cut = set(session.exec(select(Round.id).where(Round.event_id == event_id, Round.kind == "elimination")))
        seats: dict[int, list[int]] = {round_id: [0, 0] for round_id in cut if round_id is not None}
        for match in self.matches.values():
            if match.get("round_id") in seats:
                seats[match["round_id"]][match.get("player_b_id") is None] += 1
        return {round_id: round_titles.seated_name(tables, byes) for round_id, (tables, byes) in seats.items()}

    def names_by_number(self) -> dict[int, str]:
        """The top-cut rounds' names by round number ({4: "Quarterfinals"}), as a backup's file,
        which keeps only the number, is described."""
        return {self.rounds[round_id]: name for round_id, name in self.round_names.items()
                if round_id in self.rounds}

    def round_title(self, round_id: Any, number: int | None = None) -> str:
        """'round 3', 'Quarterfinals (round 4)', or 'a round' when it is gone."""
        if number is None:
            number = self.round_number(round_id)
        if number is None:
            return "a round"
        return round_titles.round_title(number, self.round_names.get(round_id, "") if isinstance(round_id, int) else "")

    def match(self, entry: AuditRow) -> dict[str, Any]:
        """The match as the entry recorded it, filled in from the database (a snapshot may be partial)."""
        known = dict(self.matches.get(entry.entity_id or -1, {}))
        for side in (entry.before, entry.after):
            if isinstance(side, dict):
                known.update({k: v for k, v in side.items() if k in MATCH_KEYS})
        return known

    def place(self, match: dict[str, Any]) -> str:
        """'Table 7 of round 3' (capitalised: it starts the sentence)."""
        in_round = self.round_title(match.get("round_id"))
        if match.get("is_bye"):
            return f"The bye of {in_round}"
        table = match.get("table_number")
        return f"Table {table} of {in_round}" if table is not None else f"A match of {in_round}"

    def deck_list_player(self, deck_list_id: Any) -> str:
        if not isinstance(deck_list_id, int):
            return "a player"
        if deck_list_id not in self._lists:
            deck_list = self.session.get(DeckList, deck_list_id)
            self._lists[deck_list_id] = deck_list.registration_id if deck_list is not None else None
        return self.player(self._lists[deck_list_id])


MATCH_KEYS = frozenset({
    "round_id", "table_number", "player_a_id", "player_b_id", "is_bye", "result", "a_game_wins",
    "b_game_wins", "game_draws", "result_source", "conceded_by", "time_extension_seconds",
})


# ----------------------------------------------------------------------------- sentences


def describe(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    """The entry's sentence, and the judge it names (None when it names nobody)."""
    family = entry.action.partition(".")[0]
    handler = _HANDLERS.get(entry.action) or _FAMILY_HANDLERS.get(family)
    if handler is None:
        return _generic(entry), None
    return handler(names, entry)


def _before(entry: AuditRow) -> dict[str, Any]:
    return entry.before if isinstance(entry.before, dict) else {}


def _after(entry: AuditRow) -> dict[str, Any]:
    return entry.after if isinstance(entry.after, dict) else {}


def _value_words(value: Any) -> str:
    if value is None or value == "":
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _generic(entry: AuditRow) -> str:
    """An entry nobody taught this module: its values in words, ids left out."""
    before, after = _before(entry), _after(entry)
    parts = []
    for key in after or before:
        if key == "id" or key.endswith("_id"):
            continue
        label = key.replace("_", " ")
        if before and after and key in before:
            if before.get(key) != after.get(key):
                parts.append(f"{label} {_value_words(before.get(key))} → {_value_words(after.get(key))}")
        else:
            value = (after or before).get(key)
            if not isinstance(value, dict | list):
                parts.append(f"{label}: {_value_words(value)}")
    return "; ".join(parts) or action_words(entry.action)


def _changes(before: dict[str, Any], after: dict[str, Any], labels: dict[str, str],
             show: Callable[[str, Any], str]) -> str:
    parts = [
        f"{labels.get(key, key.replace('_', ' '))} {show(key, before.get(key))} → {show(key, after.get(key))}"
        for key in after
        if key in labels and before.get(key) != after.get(key)
    ]
    return ", ".join(parts)


def _event_value(key: str, value: Any) -> str:
    if key == "late_entry_policy":
        return late_entry_words(str(value))
    if key == "status":
        return status_words(str(value))
    if key == "swiss_rounds" and value is None:
        return "suggested by player count"
    if key in ("name", "venue") and value:
        return f"“{value}”"
    return _value_words(value)


def _event(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    before, after = _before(entry), _after(entry)
    verb = entry.action.partition(".")[2]
    if verb == "create":
        rounds = after.get("swiss_rounds")
        return (
            f"Event “{after.get('name', '')}” created: Tier {after.get('tier')}, "
            f"{format_name(str(after.get('format', '')))}, "
            f"{how_many(rounds, 'Swiss round') if rounds else 'suggested Swiss rounds'}, starts {after.get('start_date')}",
            None,
        )
    if verb == "edit":
        return _changes(before, after, EVENT_FIELD_WORDS, _event_value) or "Settings saved", None
    if verb == "top_cut":
        seeds = after.get("seeds") or []
        listed = ", ".join(f"{s.get('seed')}. {s.get('name')}" for s in seeds if isinstance(s, dict))
        return f"Cut to the top {after.get('size', len(seeds))}: {listed}", None
    if verb == "finish":
        return f"The event is finished; champion: {names.player(after.get('champion'))}", None
    if verb == "scoring":
        words = ", ".join(f"{k} {after.get(k)}" for k in ("win", "draw", "loss", "bye")) if after else ""
        return f"Match points set: {words}", None
    if verb == "end_of_match_cap":
        limited = any(v for v in after.values())
        return (
            "End-of-match procedure limited to 5 minutes" if limited
            else "End-of-match procedure no longer limited"
        ), None
    if verb == "prize_split":
        record = next(iter(after.values()), {}) if after else {}
        if isinstance(record, dict):
            players = " and ".join(
                str(p.get("name")) for p in record.get("players", []) if isinstance(p, dict)
            )
            judge = record.get("head_judge")
            return f"Prize split between {players}: {record.get('terms', '')}", (
                str(judge) if judge else None
            )
        return "Prize split recorded", None
    if verb == "restore":
        return _restore_words(names, before, after), None
    setting = verb.replace("_", " ")
    values = ", ".join(_value_words(v) for v in after.values())
    return f"Setting “{setting}” set to {values}", None


def _restore_words(names: EventNames, before: dict[str, Any], after: dict[str, Any]) -> str:
    """What a restore put back and where the state it replaced went, as the Backups list names them."""
    description = str(after.get("description") or "")
    if description:
        text = description[0].upper() + description[1:]
    else:
        text = f"Restored from the backup {after.get('backup')}"
    saved = before.get("saved_as")
    if saved:
        saved_words = backups.describe_file(str(saved), names.names_by_number())
        text += (
            f"; the state it replaced is kept in the Backups list as “{saved_words}”"
            if saved_words else f"; the data before it was saved as {saved}"
        )
    return text


def _player(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    before, after = _before(entry), _after(entry)
    verb = entry.action.partition(".")[2]
    # The player as people read them now (a shared name carries its number); the
    # name the entry recorded when the registration is gone.
    name = (names.players.get(entry.entity_id or 0) or after.get("name") or before.get("name")
            or names.player(entry.entity_id))
    if verb in ("register", "import"):
        text = f"{name} registered"
        if after.get("player_number"):
            text += f" (player number {after['player_number']})"
        if after.get("late_entry_round"):
            text += f", a late entrant paired from round {after['late_entry_round']}"
        return text, None
    if verb == "late_entry":
        first = after.get("late_entry_round")
        return (f"{name} enters late, paired from round {first}" if first
                else f"{name} is no longer a late entrant"), None
    if verb == "drop":
        after_round = after.get("dropped_after_round")
        return (f"{name} dropped before round 1" if after_round == 0
                else f"{name} dropped after round {after_round}"), None
    if verb == "undrop":
        return f"{name} is back in the event", None
    if verb == "remove":
        return f"{name}'s registration removed (made by mistake)", None
    if verb == "edit":
        changed = _changes(before, after, PLAYER_FIELD_WORDS, lambda _k, v: _value_words(v))
        subject = names.player(entry.entity_id) if "name" in after else name
        return f"{subject}: {changed}" if changed else f"{subject}'s details saved", None
    return f"{name}: {_generic(entry)}", None


def _staff(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    values = _after(entry) or _before(entry)
    role = ROLE_LABELS.get(str(values.get("role")), str(values.get("role", "staff"))).lower()
    name = values.get("name") or "someone"
    if entry.action == "staff.assign":
        return f"{name} works the event as {role}", None
    return f"{name} no longer works the event as {role}", None


def _pairs_words(names: EventNames, pairs: Iterable[Any]) -> tuple[int, list[str]]:
    tables, byes = 0, []
    for pair in pairs:
        if not isinstance(pair, dict):
            continue
        if pair.get("b") is None:
            byes.append(names.player(pair.get("a")))
        else:
            tables += 1
    return tables, byes


def _round_label(names: EventNames, entry: AuditRow) -> str:
    number = _after(entry).get("number") or _before(entry).get("number")
    return _capitalised(names.round_title(entry.entity_id, number))


def _capitalised(words: str) -> str:
    """'Round 3', 'Quarterfinals (round 4)', 'A round': the round starting a sentence."""
    return words[:1].upper() + words[1:]


def _round(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    before, after = _before(entry), _after(entry)
    verb = entry.action.partition(".")[2]
    label = _round_label(names, entry)
    if verb in ("pair", "repair", "pair_elimination"):
        tables, byes = _pairs_words(names, after.get("pairs") or [])
        if verb == "pair_elimination" and after.get("number") is not None:  # named by the seats it paired
            label = round_titles.round_heading(after["number"], round_titles.seated_name(tables, len(byes)))
        counted = how_many(tables, "table")
        text = f"{label} paired{' again' if verb == 'repair' else ''} as a draft: {counted}"
        if byes:
            text += f", a bye for {', '.join(byes)}"
        warned = len(after.get("warnings") or ())
        if warned:
            text += f" ({how_many(warned, 'warning')} to review)"
        return text, None
    if verb == "publish":
        return f"{label} published", None
    if verb == "discard":
        return f"The draft of {label.lower()} discarded", None
    if verb == "swap":
        return f"{label}: {_moved(names, before.get('pairs') or [], after.get('pairs') or [])}", None
    return f"{label}: {_generic(entry)}", None


def _moved(names: EventNames, before: list[Any], after: list[Any]) -> str:
    """Who sits elsewhere after a swap: 'Anna Apple to table 3, Ben Berry to table 9'."""

    def seats(pairs: list[Any]) -> dict[Any, Any]:
        found: dict[Any, Any] = {}
        for pair in pairs:
            if isinstance(pair, dict):
                for side in ("a", "b"):
                    if pair.get(side) is not None:
                        found[pair[side]] = pair.get("table")
        return found

    old, new = seats(before), seats(after)
    moved = [
        f"{names.player(player)} to {'table ' + str(table) if table is not None else 'the bye'}"
        for player, table in new.items()
        if old.get(player) != table
    ]
    return ("players swapped: " + ", ".join(moved)) if moved else "players swapped"


def _result_words(names: EventNames, match: dict[str, Any]) -> str:
    result = match.get("result")
    a, b = names.player(match.get("player_a_id")), names.player(match.get("player_b_id"))
    if result is None:
        return "no result"
    if result == "draw":
        return f"a draw between {a} and {b}"
    if result == "double_loss":
        return f"a double loss for {a} and {b}"
    a_wins, b_wins = int(match.get("a_game_wins") or 0), int(match.get("b_game_wins") or 0)
    draws = int(match.get("game_draws") or 0)
    winner, loser = (a, b) if result == "a" else (b, a)
    won, lost = (a_wins, b_wins) if result == "a" else (b_wins, a_wins)
    score = f" {won}-{lost}" + (f"-{draws}" if draws else "") if won + lost + draws > 1 else ""
    return f"{winner} won{score} against {loser}"


def _match(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    before, after = _before(entry), _after(entry)
    verb = entry.action.partition(".")[2]
    match = names.match(entry)
    place = names.place(match)
    if verb == "result":
        text = f"{place}: {_result_words(names, {**match, **after})}"
        if after.get("result_source") == "reported":
            text += ", as both players reported"
        return text, None
    if verb == "report":
        said = {"won": "won", "lost": "lost", "drew": "drew"}.get(str(after.get("claim")), "?")
        text = f"{place}: {names.player(after.get('player'))} reported from their phone: {said}"
        if before.get("claim"):
            text += f" (before: {before['claim']})"
        return text, None
    if verb == "correct":
        old = _result_words(names, {**match, **before})
        new = _result_words(names, {**match, **after})
        text = f"{place} corrected: {old} → {new}"
        if after.get("reason"):
            text += f" (reason: {after['reason']})"
        return text, None
    if verb in ("concession", "drop"):
        conceder = names.player(after.get("conceded_by"))
        how = "dropped and conceded" if verb == "drop" else "conceded"
        return f"{place}: {conceder} {how}; {_result_words(names, {**match, **after})}", None
    if verb == "end_of_match":
        text = f"{place}, end of match"
        if after.get("game"):
            text += f": game {after['game']} recorded"
        if after.get("result") is not None:
            text += f"; {_result_words(names, {**match, **after})}"
        return text, None
    if verb == "extend":
        total = int(after.get("time_extension_seconds") or 0)
        added = total - int(before.get("time_extension_seconds") or 0)
        reason = str(after.get("reason") or "")
        if reason.startswith("deck check"):
            reason = "a deck check"
        text = f"{place}: {_minutes(added)} extra time"
        if total != added:
            text += f" ({_minutes(total)} in all)"
        return (text + (f" ({reason})" if reason else "")), None
    if verb in ("edit_pairing", "add"):
        shown = {**match, **after}
        b = shown.get("player_b_id")
        opponent = f"against {names.player(b)}" if b is not None else "with the bye"
        return f"{place}: {names.player(shown.get('player_a_id'))} {opponent}", None
    if verb == "remove":
        shown = {**match, **before}
        players = " and ".join(
            names.player(p) for p in (shown.get("player_a_id"), shown.get("player_b_id")) if p is not None
        )
        return f"{place} removed; {players} unpaired", None
    return f"{place}: {_generic(entry)}", None


def _minutes(seconds: int) -> str:
    minutes, rest = divmod(abs(seconds), 60)
    sign = "-" if seconds < 0 else ""
    if rest:
        return f"{sign}{minutes}:{rest:02d} minutes"
    return f"{sign}{how_many(minutes, 'minute')}"


def _clock(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    label = _capitalised(names.round_title(entry.entity_id))
    return f"{label}: {CLOCK_WORDS.get(entry.action, entry.action.partition('.')[2])}", None


def _penalty_label(kind: Any) -> str:
    try:
        return PenaltyKind(str(kind)).label
    except ValueError:
        return str(kind).replace("_", " ")


def _infraction_name(code: Any) -> str:
    try:
        return infraction(str(code)).name
    except Exception:  # an infraction since renamed: its code in words
        return str(code).replace("_", " ")


def _penalty(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    before, after = _before(entry), _after(entry)
    verb = entry.action.partition(".")[2]
    stored = names.penalties.get(entry.entity_id or -1)
    values = {**(audit.snapshot(stored) if stored is not None else {}), **before, **after}
    player = names.player(values.get("registration_id"))
    kind = _penalty_label(values.get("penalty"))
    issuer = values.get("issued_by_person_id")
    judge = names.person(issuer) if isinstance(issuer, int) else None
    where = ""
    if isinstance(values.get("match_id"), int) and values["match_id"] in names.matches:
        where = " at " + names.place(names.matches[values["match_id"]]).lower()
    elif values.get("round_number"):
        where = f" in round {values['round_number']}"
    if verb == "issue":
        text = f"{kind} for {player} ({_infraction_name(values.get('infraction'))}){where}"
        if judge:
            text += f", issued by {judge}"
        if values.get("escalation_reason"):
            text += f"; {values['escalation_reason']}"
        return text, judge
    if verb == "apply":
        game = after.get("game_number")
        text = f"{player}'s {kind} applied" + (f": loses game {game}{where}" if game else where)
        return text, None
    if verb == "withdraw":
        text = f"{player}'s {kind} withdrawn"
        if after.get("withdrawn_reason"):
            text += f" (reason: {after['withdrawn_reason']})"
        return text, None
    if verb in ("change", "reescalate", "deescalate"):
        old, new = _penalty_label(before.get("penalty")), _penalty_label(after.get("penalty"))
        text = f"{player}'s penalty changed: {old} → {new}" if old != new else f"{player}'s {new} reviewed"
        why = after.get("upgrade_reason") or after.get("escalation_reason")
        if verb == "deescalate":
            why = "the Game Warning it escalated from was withdrawn"
        if why:
            text += f" ({why})"
        return text, None  # the entry does not say which head judge changed it
    return f"{player}: {_generic(entry)}", None


def _deck_check(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    after = _after(entry)
    verb = entry.action.partition(".")[2]
    stored = names.checks.get(entry.entity_id or -1)
    values = {**(audit.snapshot(stored) if stored is not None else {}), **after}
    player = names.player(values.get("registration_id"))
    match = names.matches.get(values.get("match_id") or -1)
    where = f" ({names.place(match).lower()})" if match is not None else ""
    if verb == "select":
        how = "at random" if values.get("rng_seed") is not None else "by a judge"
        return f"{player}'s deck picked for a check {how}{where}", None
    if verb == "start":
        return f"Deck check of {player} started{where}", None
    if verb == "record":
        findings = values.get("findings") if isinstance(values.get("findings"), dict) else {}
        differences = len(findings.get("missing") or []) + len(findings.get("extra") or [])
        found = "matches the list" if not differences else f"{how_many(differences, 'difference')} from the list"
        text = f"Deck check of {player}{where}: {found}"
        if values.get("duration_seconds"):
            text += f", took {_minutes(int(values['duration_seconds']))}"
        if values.get("proposed_penalty"):
            text += f"; proposes a {_penalty_label(values['proposed_penalty'])}"
        return text, None
    if verb == "penalty":
        penalty = names.penalties.get(values.get("penalty_id") or -1)
        kind = _penalty_label(penalty.penalty) if penalty is not None else "penalty"
        return f"Deck check of {player} led to a {kind}", None
    return f"Deck check of {player}: {_generic(entry)}", None


def _deck_list(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    before, after = _before(entry), _after(entry)
    verb = entry.action.partition(".")[2]
    player = names.deck_list_player(after.get("id") or entry.entity_id)
    status = after.get("status")
    cards = sum(int(c.get("qty", 0)) for c in after.get("cards") or [] if isinstance(c, dict))
    counted = f", {how_many(cards, 'card')}" if cards else ""
    if verb == "register":
        return f"{player}'s deck list registered ({status}{counted})", None
    if verb == "replace":
        return (f"{player}'s deck list replaced: version {before.get('version')} → "
                f"{after.get('version')} ({status}{counted})"), None
    if verb == "correct":
        text = f"{player}'s deck list corrected to version {after.get('version')} ({status})"
        if after.get("reason"):
            text += f": {after['reason']}"
        return text, None
    return f"{player}'s deck list: {_generic(entry)}", None


def _phones(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    """The players' pages: what phones may do, where the pages are shared, codes made."""
    after = _after(entry)
    if entry.action == "player.codes":
        return f"Report codes made for {how_many(after.get('players', 0), 'player')}", None
    if entry.action == "event.share":
        address = after.get("shared_address")
        return (f"Players' pages shared at {address}" if address
                else "Players' pages no longer shared"), None
    reports = "on" if after.get("phone_reports") else "off"
    decks = "on" if after.get("phone_deck_lists") else "off"
    return f"Players' phones: result reports {reports}, deck lists {decks}", None


def _undo(names: EventNames, entry: AuditRow) -> tuple[str, str | None]:
    label = _after(entry).get("label") or "the last change"
    return f"{'Undone' if entry.action == 'undo' else 'Redone'}: {label}", None


Handler = Callable[[EventNames, AuditRow], tuple[str, str | None]]
_HANDLERS: dict[str, Handler] = {
    "undo": _undo, "redo": _undo,
    "player.codes": _phones, "event.share": _phones, "event.phone_options": _phones,
}
_FAMILY_HANDLERS: dict[str, Handler] = {
    "event": _event,
    "player": _player,
    "staff": _staff,
    "round": _round,
    "match": _match,
    "clock": _clock,
    "penalty": _penalty,
    "deckcheck": _deck_check,
    "decklist": _deck_list,
}
