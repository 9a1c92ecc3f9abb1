"""A small event in an in-memory database: players, a head judge, a floor judge, a round."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

import pytest
from sqlmodel import Session

from tourney.db.database import Database, open_memory_database
from tourney.db.models import Match, Round
from tourney.services import events, players, staff
from tourney.services.concurrency import lock_event

T0 = datetime(2026, 5, 2, 10, 0, tzinfo=UTC)


class FakeClock:
    """A settable clock for the transaction (services read it through the session)."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **kwargs: float) -> datetime:
        self.now += timedelta(**kwargs)
        return self.now


@dataclass
class Floor:
    db: Database
    clock: FakeClock
    event_id: int
    head_judge: int
    floor_judge: int
    players: list[int]
    rounds: dict[int, int] = field(default_factory=dict)

    def session(self) -> Session:
        return self.db.transaction()  # type: ignore[return-value]

    def add_round(
        self,
        number: int,
        pairs: list[tuple[int, int | None]],
        *,
        kind: str = "swiss",
        state: str = "published",
        time_limit: int | None = 35 * 60,
    ) -> list[int]:
        """Pair a round directly (the pairing service is someone else's): returns match ids."""
        with self.db.transaction() as s:
            lock_event(s, self.event_id)  # test set-up writes take the lock like any action
            r = Round(event_id=self.event_id, number=number, kind=kind, state=state,
                      time_limit_seconds=time_limit)
            s.add(r)
            s.flush()
            self.rounds[number] = r.id or 0
            ids = []
            for table, (a, b) in enumerate(pairs, start=1):
                m = Match(round_id=r.id or 0, table_number=table, player_a_id=a, player_b_id=b,
                          is_bye=b is None, result="a" if b is None else None,
                          result_source="bye" if b is None else None)
                s.add(m)
                s.flush()
                ids.append(m.id or 0)
            return ids


def make_floor(tier: int = 1, n_players: int = 8, game_system: str = "mlp") -> Floor:
    clock = FakeClock()
    db = open_memory_database(clock=clock)
    with db.transaction() as s:
        event = events.create_event(s, name="Spring Open", start_date=date(2026, 5, 2), tier=tier,
                                    game_system=game_system, rng_seed=20260502)
        regs = [players.register_player(s, event.id, f"Player {i}", player_number=f"P{i:03d}").registration_id
                for i in range(1, n_players + 1)]
        hj = staff.assign_staff(s, event.id, role="head_judge", name="Hana Head",
                                 player_number="J001").person_id
        fj = staff.assign_staff(s, event.id, role="floor_judge", name="Finn Floor",
                                 player_number="J002").person_id
    return Floor(db=db, clock=clock, event_id=event.id, head_judge=hj, floor_judge=fj, players=regs)


@pytest.fixture
def floor() -> Iterator[Floor]:
    f = make_floor()
    yield f
    f.db.close()


@pytest.fixture
def tier2() -> Iterator[Floor]:
    f = make_floor(tier=2)
    yield f
    f.db.close()
