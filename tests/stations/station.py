"""One scorekeeping station in its own process, for the race tests.

Each station opens the shared database itself (its own connections, its own
station name) and then takes races from its queue: it waits at the barrier
with the other three stations, so all four act at the same moment, runs one
user action through the services exactly as the window and the CLI do (one
`Database.transaction()` per action), and reports what the user would have
been told: success, a refusal (`UserError`) with its message, or a crash with
its traceback.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier
from typing import Any

STATIONS = 4
BARRIER_TIMEOUT_S = 60.0
# Station i enters RESULTS[i]: four different results, so the stored one says who won the race.
RESULTS = ("a", "b", "draw", "double_loss")


@dataclass(frozen=True, slots=True)
class Task:
    """One station's part in one race."""

    race: int
    kind: str  # "result", "drop", "pair"
    event_id: int
    match_id: int | None = None
    registration_id: int | None = None
    result: str | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the station's user was told."""

    race: int
    station: int
    kind: str
    status: str  # "ok", "refused", "crash"
    message: str = ""
    detail: Any = None


def station_name(index: int) -> str:
    return f"Station {index + 1}"


def _act(session: Any, task: Task) -> Any:
    from tourney.services import concessions, results, rounds

    if task.kind == "result":
        assert task.match_id is not None
        outcome = results.enter_result(session, task.match_id, task.result)
        return outcome.match.result
    if task.kind == "drop":
        assert task.registration_id is not None
        return (concessions.drop(session, task.event_id, task.registration_id).note,)
    if task.kind == "pair":
        paired = rounds.pair_round(session, task.event_id)
        return paired.round.id
    raise ValueError(f"unknown race kind {task.kind!r}")


def run_station(index: int, url: str, barrier: Barrier, tasks: Queue, outcomes: Queue) -> None:
    """The station's main loop (the target of its process); a None task ends it."""
    from tourney.db.database import open_database
    from tourney.errors import UserError

    database = open_database(url, station=station_name(index), actor=f"scorekeeper {index + 1}")
    try:
        while True:
            task: Task | None = tasks.get()
            if task is None:
                return
            barrier.wait(BARRIER_TIMEOUT_S)
            try:
                with database.transaction() as session:
                    detail = _act(session, task)
            except UserError as exc:
                outcomes.put(Outcome(task.race, index, task.kind, "refused", str(exc)))
            except Exception:
                outcomes.put(
                    Outcome(task.race, index, task.kind, "crash", traceback.format_exc())
                )
            else:
                outcomes.put(Outcome(task.race, index, task.kind, "ok", detail=detail))
    finally:
        database.close()
