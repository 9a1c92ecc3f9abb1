"""Fixtures for the undo tests: the foundation's databases (memory, file, PostgreSQL) and an event mid-round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import select
from sqlmodel import Session, SQLModel

from tests.foundation.conftest import clock, database, migrated_template  # noqa: F401 (fixtures)
from tourney.db.database import Database
from tourney.db.models import DeckList
from tourney.services import events, matches, players, results, rounds, staff
from tourney.services.concurrency import lock_event

UNDUMPED = {"audit_entry", "change_set", "alembic_version"}
CARDS = [{"card_id": "pr-1", "name": "Twilight Sparkle, Faithful Student", "qty": 3}]


def dump(db: Database) -> dict[str, list[dict[str, Any]]]:
    """Every row of the tournament's tables as the database returns them (audit and undo history aside)."""
    out: dict[str, list[dict[str, Any]]] = {}
    with db.engine.connect() as connection:
        for table in SQLModel.metadata.sorted_tables:
            if table.name in UNDUMPED:
                continue
            query = select(table).order_by(*table.primary_key.columns)
            out[table.name] = [dict(row) for row in connection.execute(query).mappings()]
    return out


@dataclass
class Floor:
    """An event of 8 players with round 1 published: tables 1-2 have results, 3-4 are open."""

    db: Database
    event_id: int
    players: list[int]
    names: dict[int, str]
    judge: int
    round_id: int
    done: list[int]  # match ids with a result
    open: list[int]  # match ids still playing

    def run(self, action: Callable[[Session], Any]) -> Any:
        with self.db.transaction() as session:
            return action(session)

    def table_of(self, match_id: int) -> int:
        with self.db.transaction() as session:
            return matches.get_match(session, match_id).table_number or 0

    def match_words(self, match_id: int) -> str:
        """How undo names a match of round 1: "Rarity against Spike at table 3 of round 1"."""
        a, b = self.players_of(match_id)
        return f"{self.names[a]} against {self.names[b]} at table {self.table_of(match_id)} of round 1"

    def players_of(self, match_id: int) -> tuple[int, int]:
        with self.db.transaction() as session:
            match = matches.get_match(session, match_id)
            assert match.player_b_id is not None
            return match.player_a_id, match.player_b_id


def make_floor(db: Database, *, publish: bool = True) -> Floor:
    with db.transaction() as s:
        event = events.create_event(
            s, name="Canterlot Cup", start_date=date(2026, 6, 1), rng_seed=11, swiss_rounds=4
        )
        rows = [
            players.register_player(s, event.id, name, player_number=str(100 + n))
            for n, name in enumerate(
                ["Applejack", "Fluttershy", "Pinkie Pie", "Rainbow Dash", "Rarity",
                 "Spike", "Starlight Glimmer", "Twilight Sparkle"]
            )
        ]
        judge = staff.assign_staff(s, event.id, role="head_judge", name="Hana Head").person_id
    with db.transaction() as s:
        lock_event(s, event.id)
        for row in rows:  # deck checks need lists to check against (no audit: not an action)
            s.add(DeckList(registration_id=row.registration_id, format="harmony", cards=CARDS,
                           status="legal", locked=True))
    with db.transaction() as s:
        draft = rounds.pair_round(s, event.id)
    matches = [m.id for m in sorted(draft.matches, key=lambda m: m.table_number or 0)]
    if publish:
        with db.transaction() as s:
            rounds.publish_round(s, draft.round.id)
        for match_id in matches[:2]:
            with db.transaction() as s:
                results.enter_result(s, match_id, "a")
    return Floor(
        db=db, event_id=event.id, players=[r.registration_id for r in rows],
        names={r.registration_id: r.name for r in rows}, judge=judge, round_id=draft.round.id,
        done=matches[:2] if publish else [], open=matches[2:] if publish else matches,
    )
