"""What each recorded action is called in plain words, and which ones undo takes back.

A change set holds the audit entries of one user action. Its label comes from
the entry that says most about it (a drop that conceded a match is "drop of
Applejack", not "concession at table 7") and names tables and players, never
ids: "result of Rarity against Applejack at table 7 of round 3", "Game Warning for Rarity",
"pairing of round 4".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlmodel import Session

from tourney.db.models import Match
from tourney.db.row_changes import RowChange, decode, table_named
from tourney.policy.penalties import PenaltyKind
from tourney.services import round_titles


@dataclass(frozen=True, slots=True)
class ActionWords:
    """How one audited action reads: a label template, its noun, and what to do instead of undo."""

    template: str
    noun: str
    instead: str = ""


# Actions undo takes back, most telling first: the first one a change set holds names it.
UNDOABLE: dict[str, ActionWords] = {
    "deckcheck.penalty": ActionWords("deck check penalty for {player}", "penalty",
                                     "withdraw the penalty instead"),
    "deckcheck.correct": ActionWords("correction of {player}'s deck check", "correction",
                                     "correct the deck check again instead"),
    "deckcheck.record": ActionWords("deck check of {player}", "deck check"),
    "deckcheck.remove": ActionWords("removal of {player}'s deck check pick", "removal"),
    "deckcheck.start": ActionWords("start of {player}'s deck check", "deck check"),
    "deckcheck.select": ActionWords("deck check pick at {table}", "deck check pick"),
    "player.drop": ActionWords("drop of {player}", "drop", "undrop the player instead"),
    "player.undrop": ActionWords("undrop of {player}", "undrop", "drop the player again instead"),
    "player.register": ActionWords("registration of {player}", "registration",
                                   "drop the player instead"),
    "player.import": ActionWords("import of {players}", "import", "drop the players instead"),
    "player.late_entry": ActionWords("late entry of {player}", "late entry",
                                     "set the late entry again instead"),
    "player.edit": ActionWords("edit of {player}", "edit", "edit the player again instead"),
    "player.remove": ActionWords("removal of {player}", "removal"),
    "round.publish": ActionWords("publishing of {round}", "publishing"),
    "penalty.withdraw": ActionWords("withdrawal of {player}'s {penalty}", "withdrawal"),
    "penalty.change": ActionWords("change of {player}'s penalty to a {penalty}", "penalty change"),
    "penalty.issue": ActionWords("{penalty} for {player}", "penalty", "withdraw the penalty instead"),
    "match.correct": ActionWords("correction of the result of {match}", "correction",
                                 "correct the result again instead"),
    "match.result": ActionWords("result of {match}", "result", "correct the result instead"),
    "match.end_of_match": ActionWords("result of {match}", "result", "correct the result instead"),
    "match.concession": ActionWords("concession in {match}", "concession",
                                    "correct the result instead"),
    "round.swap": ActionWords("swap in {round}", "swap"),
    "match.edit_pairing": ActionWords("pairing edit at {table} of {round}", "pairing edit"),
    "match.add": ActionWords("new {table} in {round}", "new table"),
    "match.remove": ActionWords("removal of {table} from {round}", "removal"),
}

# Actions that come along with an undoable one (a drop concedes the open match,
# publishing applies waiting Game Losses...) and go back with it; alone they
# are not on the undo stack.
FOLLOWERS: frozenset[str] = frozenset({
    "match.drop", "match.extend", "penalty.apply", "penalty.reescalate", "penalty.deescalate",
    "decklist.correct", "match.report",
})

# Actions that pair a round from everything before them: an earlier result,
# drop or registration can no longer be taken back once one of these stands.
PAIRING: frozenset[str] = frozenset({
    "round.pair", "round.repair", "round.pair_elimination", "event.top_cut",
})

OTHER: dict[str, ActionWords] = {
    "round.pair": ActionWords("pairing of {round}", "pairing"),
    "round.repair": ActionWords("new pairing of {round}", "pairing"),
    "round.pair_elimination": ActionWords("pairing of {round}", "pairing"),
    "round.discard": ActionWords("discarding of the {round_title} draft", "discarding"),
    "event.top_cut": ActionWords("top cut", "top cut"),
    "event.finish": ActionWords("end of the event", "end of the event"),
    "event.create": ActionWords("creation of the event", "creation"),
    "event.edit": ActionWords("change to the event's settings", "change"),
    "event.scoring": ActionWords("change to the event's match points", "change"),
    "event.prize_split": ActionWords("prize split", "prize split"),
    "clock.start": ActionWords("start of the {round_title} clock", "clock start"),
    "clock.pause": ActionWords("pause of the {round_title} clock", "clock pause"),
    "clock.resume": ActionWords("restart of the {round_title} clock", "clock restart"),
    "clock.call_time": ActionWords("time call in {round}", "time call"),
    "match.extend": ActionWords("extra time at {table}", "extra time"),
    "match.drop": ActionWords("drop at {table}", "drop"),
    "penalty.apply": ActionWords("{penalty} for {player}", "penalty"),
    "staff.assign": ActionWords("staff role of {person}", "staff role"),
    "staff.remove": ActionWords("staff role of {person}", "staff role"),
    "decklist.register": ActionWords("deck list of {player}", "deck list"),
    "decklist.replace": ActionWords("new deck list of {player}", "deck list"),
    "decklist.correct": ActionWords("deck list correction for {player}", "deck list correction"),
    "match.report": ActionWords("players' report at {table}", "report"),
    "event.phone_options": ActionWords("change to the players' phone options", "change"),
    "event.share": ActionWords("sharing of the players' pages", "sharing"),
    "player.codes": ActionWords("players' report codes", "codes"),
    "decklist.recheck": ActionWords("new check of {player}'s deck list", "deck list check"),
    "event.limited_product": ActionWords("choice of the limited product", "product"),
    "event.first_round_pairing": ActionWords("choice of how round 1 is paired", "choice"),
    "pods.seat": ActionWords("seating of the draft pods", "seating"),
    "pods.clear": ActionWords("removal of the draft pods", "removal"),
    "pool.register": ActionWords("pool of {player}", "pool"),
    "pool.replace": ActionWords("new pool of {player}", "pool"),
    "pool.remove": ActionWords("removal of {player}'s pool", "removal"),
}


def is_undoable(names: Sequence[str], complete: bool) -> bool:
    """Undo takes back a fully recorded action made of undoable actions and their followers."""
    return (
        complete
        and any(name in UNDOABLE for name in names)
        and all(name in UNDOABLE or name in FOLLOWERS for name in names)
    )


def main_action(actions: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The entry that names the change set: the most telling undoable one, else the first."""
    by_name = {a["action"]: a for a in reversed(actions)}
    for name in UNDOABLE:
        if name in by_name:
            return by_name[name]
    return actions[0] if actions else None


def words_for(action: str) -> ActionWords:
    words = UNDOABLE.get(action) or OTHER.get(action)
    if words is not None:
        return words
    plain = action.replace(".", " ").replace("_", " ")
    return ActionWords(plain, plain)


class RowLookup:
    """Column values of rows, from the change set's own rows first, else the database.

    The change set knows rows that no longer exist (an undone registration's
    player), the database knows what the change set did not touch.
    """

    def __init__(self, session: Session, changes: Sequence[RowChange]) -> None:
        self.session = session
        self.changes = changes

    def value(self, table: str, row_id: Any, column: str) -> Any:
        if row_id is None:
            return None
        for change in reversed(self.changes):
            if (
                change.table == table
                and tuple(change.key.values()) == (row_id,)
                and change.knows(column)
            ):
                return decode(table_named(table).c[column].type, change.value(column))
        sa_table = table_named(table)
        return self.session.execute(
            select(sa_table.c[column]).where(sa_table.c.id == row_id)
        ).scalar_one_or_none()

    def player(self, registration_id: Any) -> str:
        person_id = self.value("registration", registration_id, "person_id")
        return self.person(person_id) if person_id is not None else "a player"

    def person(self, person_id: Any) -> str:
        name = self.value("person", person_id, "name")
        return str(name) if name else "someone"

    def table(self, match_id: Any) -> str:
        number = self.value("match", match_id, "table_number")
        if number is not None:
            return f"table {number}"
        if match_id is not None and self.value("match", match_id, "is_bye"):
            return f"{self.player(self.value('match', match_id, 'player_a_id'))}'s bye"
        return "a table"


    def round_words(self, round_id: Any, *, in_sentence: bool = True, plain: bool = False) -> str:
        """'round 3', or a top-cut round as its screens name it: 'the Final (round 6)' in a
        sentence, 'Final (round 6)' as a title, 'the Final, round 6' (`plain`) before words in
        parentheses; a round whose tables are gone keeps its number."""
        number = self.value("round", round_id, "number")
        if number is None:
            return "a round"
        name = ""
        if self.value("round", round_id, "kind") == "elimination":
            seats = self.session.execute(
                select(Match.player_b_id).where(Match.round_id == round_id)
            ).scalars().all()
            if seats:
                name = round_titles.seated_name(sum(1 for b in seats if b is not None),
                                                sum(1 for b in seats if b is None))
        if plain:
            return round_titles.in_sentence_plain(number, name)
        if in_sentence:
            return round_titles.in_sentence(number, name)
        return round_titles.round_title(number, name)


class _Placeholders(dict[str, str]):
    """Template values worked out only when the template asks for them."""

    def __init__(self, lookup: RowLookup, entry: dict[str, Any], actions: Sequence[dict[str, Any]]):
        super().__init__()
        self.lookup = lookup
        self.entity = entry.get("entity")
        self.entity_id = entry.get("entity_id")
        self.actions = actions

    def __missing__(self, name: str) -> str:
        value = self._work_out(name)
        self[name] = value
        return value

    def _row(self, column: str) -> Any:
        return self.lookup.value(str(self.entity), self.entity_id, column)

    def _round(self, *, in_sentence: bool) -> str:
        """'round 3' / 'the Quarterfinals, round 4' in a label (the undo menu puts who and when
        in parentheses after it); 'Quarterfinals (round 4)' as a title before a noun ('the
        Quarterfinals (round 4) clock')."""
        entity, lookup = self.entity, self.lookup
        round_id = self.entity_id if entity == "round" else self._row("round_id") if entity == "match" else None
        if round_id is not None:
            return lookup.round_words(round_id, in_sentence=in_sentence, plain=in_sentence)
        if entity in ("deck_check", "penalty"):
            return f"round {self._row('round_number')}"
        return "a round"

    def _match(self) -> str:
        """Who played where: "Rarity against Applejack at table 7 of round 3", "Rarity's bye in
        round 3"; a top-cut round by name ("at table 1 of the Final, round 6": the undo menu
        puts who did it and when in parentheses after it)."""
        lookup = self.lookup
        in_round = self._round(in_sentence=True)
        player_a, player_b = self._row("player_a_id"), self._row("player_b_id")
        if player_b is None:
            return f"{lookup.player(player_a)}'s bye in {in_round}"
        return (f"{lookup.player(player_a)} against {lookup.player(player_b)} "
                f"at {lookup.table(self.entity_id)} of {in_round}")

    def _work_out(self, name: str) -> str:
        lookup, entity = self.lookup, self.entity
        if name == "players":
            imported = [a for a in self.actions if a["action"] == "player.import"]
            if len(imported) == 1:
                return lookup.player(imported[0]["entity_id"])
            return f"{len(imported)} players"
        if name == "person":
            return lookup.person(self._row("person_id"))
        if name == "player":
            if entity == "registration":
                return lookup.player(self.entity_id)
            if entity in ("penalty", "deck_check", "deck_list", "limited_pool"):
                return lookup.player(self._row("registration_id"))
            if entity == "match":
                return lookup.player(self._row("player_a_id"))
            return "a player"
        if name == "match" and entity == "match":
            return self._match()
        if name == "table":
            if entity == "match":
                return lookup.table(self.entity_id)
            if entity in ("deck_check", "penalty"):
                return lookup.table(self._row("match_id"))
            return "a table"
        if name in ("round", "round_title"):
            return self._round(in_sentence=name == "round")
        if name == "penalty":
            kind = self._row("penalty") if entity == "penalty" else None
            try:
                return PenaltyKind(kind).label if kind else "penalty"
            except ValueError:
                return str(kind)
        return "?"


def label_of(
    session: Session, actions: Sequence[dict[str, Any]], changes: Sequence[RowChange]
) -> tuple[str, ActionWords]:
    """The change set in plain words ("result of Rarity against Applejack at table 7 of round 3")
    and how its main action reads."""
    entry = main_action(actions)
    if entry is None:
        return "change", ActionWords("change", "change")
    words = words_for(entry["action"])
    text = words.template.format_map(_Placeholders(RowLookup(session, changes), entry, actions))
    return text, words
