"""Races between four station processes on one database, and the checks of what they left.

`run_races` sets up the events, starts four station processes
(`tests.stations.station`), feeds them races and checks after each one what
the stations were told against what the database holds:

- same-table results: four stations enter four different results for one
  table at once;
- drop against result: two stations enter results for a table while two
  others drop its two players;
- pair against pair: four stations pair the next round at once;
- pair against drop: two stations pair while two others drop players.

It counts acknowledged results lost (a station told "success" whose work is
not what is stored), contradictory outcomes (two successes that cannot both
be true, a match whose games disagree with its result, a dropped player left
in a draft without a warning) and crashes (anything but a `UserError`).
"""

from __future__ import annotations

import multiprocessing
import queue
from dataclasses import dataclass, field
from datetime import date

from sqlmodel import col, select

from tests.stations.station import RESULTS, STATIONS, Outcome, Task, run_station, station_name
from tourney.db.database import BUSY_MESSAGE, CONFLICT_MESSAGE, Database
from tourney.db.models import AuditEntry, Game, Match, Registration, Round
from tourney.errors import UserError
from tourney.services import events, matches, players, rounds

OUTCOME_TIMEOUT_S = 120.0
# What a refusal shown to a user must never contain.
NOT_PLAIN = ("Traceback", "psycopg", "sqlalchemy", "sqlite3", "Error:", "[SQL", "UniqueViolation")
PAIR_EVENT_PLAYERS = 16


@dataclass(frozen=True, slots=True)
class RacePlan:
    """How many races of each kind to run on one store."""

    results: int
    drops: int
    pairs: int
    pair_drops: int

    @property
    def total(self) -> int:
        return self.results + self.drops + self.pairs + self.pair_drops


@dataclass
class KindCounts:
    """What happened in the races of one kind."""

    races: int = 0
    successes: int = 0
    refusals: int = 0
    retry_refusals: int = 0
    lost: int = 0
    contradictions: int = 0
    tracebacks: int = 0
    unclear: int = 0


@dataclass
class RaceReport:
    """Counts per race kind, and the first few problems in words."""

    store: str
    kinds: dict[str, KindCounts] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0
    phases: dict[str, float] = field(default_factory=dict)

    def kind(self, name: str) -> KindCounts:
        return self.kinds.setdefault(name, KindCounts())

    def problem(self, counts: KindCounts, what: str, text: str) -> None:
        setattr(counts, what, getattr(counts, what) + 1)
        if len(self.problems) < 20:
            self.problems.append(text)

    def total(self, what: str) -> int:
        return sum(getattr(counts, what) for counts in self.kinds.values())

    def lines(self) -> list[str]:
        header = (
            f"{'store':<10} {'race kind':<18} {'races':>5} {'ok':>5} {'refused':>7} "
            f"{'retry':>5} {'lost':>4} {'contra':>6} {'trace':>5} {'unclear':>7}"
        )
        out = [header]
        for name, c in self.kinds.items():
            out.append(
                f"{self.store:<10} {name:<18} {c.races:>5} {c.successes:>5} {c.refusals:>7} "
                f"{c.retry_refusals:>5} {c.lost:>4} {c.contradictions:>6} {c.tracebacks:>5} "
                f"{c.unclear:>7}"
            )
        phases = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in self.phases.items())
        out.append(f"{self.store}: {self.total('races')} races in {self.seconds:.1f} s ({phases})")
        return out


# ------------------------------------------------------------------ set-up


def _new_event(database: Database, name: str, count: int) -> int:
    """An event with `count` registered players (Tier 1: single-game Swiss matches)."""
    lines = "\n".join(f"Racer {name} {n:04d},{name[:1]}{n:05d}" for n in range(1, count + 1))
    with database.transaction() as session:
        event_id = events.create_event(
            session, name=f"Race {name}", start_date=date(2026, 6, 1), tier=1, rng_seed=7
        ).id
        players.import_players_csv(session, event_id, "name,player_number\n" + lines)
    return event_id


def _tables(database: Database, tables: int) -> tuple[int, list[tuple[int, int, int]]]:
    """An event with round 1 published: (event id, [(match id, player A, player B)])."""
    event_id = _new_event(database, "tables", tables * 2)
    with database.transaction() as session:
        round_id = rounds.pair_round(session, event_id).round.id
        rounds.publish_round(session, round_id)
    with database.reading() as session:
        matches = session.exec(
            select(Match).where(Match.round_id == round_id, col(Match.is_bye).is_(False))
        ).all()
        return event_id, [(m.id or 0, m.player_a_id, m.player_b_id or 0) for m in matches]


# ------------------------------------------------------------------ checks


def _plain(message: str) -> bool:
    return bool(message.strip()) and not any(token in message for token in NOT_PLAIN)


def _is_retry(message: str) -> bool:
    return message in (CONFLICT_MESSAGE, BUSY_MESSAGE)


def _tally(report: RaceReport, counts: KindCounts, outcomes: list[Outcome]) -> None:
    """Count successes, refusals and crashes; a refusal must be plain words."""
    counts.races += 1
    for o in outcomes:
        if o.status == "ok":
            counts.successes += 1
        elif o.status == "refused":
            counts.refusals += 1
            if _is_retry(o.message):
                counts.retry_refusals += 1
            if not _plain(o.message):
                report.problem(counts, "unclear", f"race {o.race}: unclear refusal {o.message!r}")
        else:
            report.problem(
                counts, "tracebacks", f"race {o.race} {station_name(o.station)}:\n{o.message}"
            )


def _expected_games(match: Match, result: str) -> list[tuple[int | None, bool]]:
    """The game rows (winner, drawn) a single-game match with this result holds."""
    if result == "a":
        return [(match.player_a_id, False)]
    if result == "b":
        return [(match.player_b_id, False)]
    if result == "draw":
        return [(None, True)]
    return [(None, False)]


def _games(session: object, match_id: int) -> list[tuple[int | None, bool]]:
    rows = session.exec(  # type: ignore[attr-defined]
        select(Game).where(Game.match_id == match_id).order_by(col(Game.number))
    ).all()
    return [(g.winner_id, g.is_draw) for g in rows]


def check_result_race(
    report: RaceReport, database: Database, match_id: int, outcomes: list[Outcome]
) -> None:
    """Four stations entered four different results for one table."""
    counts = report.kind("same-table result")
    _tally(report, counts, outcomes)
    race = outcomes[0].race
    ok = [o for o in outcomes if o.status == "ok"]
    with database.reading() as session:
        match = session.get(Match, match_id)
        assert match is not None
        if len(ok) > 1:
            names = ", ".join(station_name(o.station) for o in ok)
            report.problem(counts, "contradictions", f"race {race}: {names} all told success")
        for o in ok:
            if match.result != RESULTS[o.station] or match.result_source != "entered":
                report.problem(
                    counts, "lost",
                    f"race {race}: {station_name(o.station)} entered {RESULTS[o.station]!r}, "
                    f"stored {match.result!r}",
                )
        if match.result is not None and _games(session, match_id) != _expected_games(
            match, match.result
        ):
            report.problem(
                counts, "contradictions",
                f"race {race}: result {match.result!r} with games {_games(session, match_id)}",
            )
        if match.result is not None and not ok:
            report.problem(counts, "contradictions", f"race {race}: a result nobody was told of")
        winner = ok[0].station if len(ok) == 1 else None
        for o in outcomes:
            if o.status != "refused" or _is_retry(o.message) or winner is None:
                continue
            if "already has a result" not in o.message or station_name(winner) not in o.message:
                report.problem(
                    counts, "unclear",
                    f"race {race}: refusal does not name what happened: {o.message!r}",
                )


def check_drop_race(
    report: RaceReport, database: Database, match_id: int, outcomes: list[Outcome]
) -> None:
    """Stations 1-2 entered results while stations 3-4 dropped the table's two players."""
    counts = report.kind("drop vs result")
    _tally(report, counts, outcomes)
    race = outcomes[0].race
    results_ok = [o for o in outcomes if o.kind == "result" and o.status == "ok"]
    drops_ok = [o for o in outcomes if o.kind == "drop" and o.status == "ok"]
    conceding = [o for o in drops_ok if any("conceded" in note for note in o.detail)]
    with database.reading() as session:
        match = session.get(Match, match_id)
        assert match is not None
        dropper = {2: match.player_a_id, 3: match.player_b_id}
        acknowledged = len(results_ok) + len(conceding)
        if acknowledged > 1:
            report.problem(
                counts, "contradictions",
                f"race {race}: {len(results_ok)} result(s) and {len(conceding)} conceding "
                "drop(s) all told success",
            )
        for o in results_ok:
            if match.result != RESULTS[o.station] or match.conceded_by is not None:
                report.problem(
                    counts, "lost",
                    f"race {race}: {station_name(o.station)} entered {RESULTS[o.station]!r}, "
                    f"stored {match.result!r} conceded by {match.conceded_by}",
                )
        for o in conceding:
            if match.conceded_by != dropper[o.station] or match.result_source != "drop":
                report.problem(
                    counts, "lost",
                    f"race {race}: {station_name(o.station)}'s drop conceded the match, stored "
                    f"{match.result!r} from {match.result_source!r}",
                )
        for o in drops_ok:
            registration = session.get(Registration, dropper[o.station])
            if registration is None or registration.dropped_after_round != 1:
                report.problem(counts, "lost", f"race {race}: an acknowledged drop is not stored")
        if match.result is None or acknowledged == 0:
            report.problem(
                counts, "contradictions",
                f"race {race}: stored {match.result!r} after {acknowledged} acknowledged change(s)",
            )
        elif len(_games(session, match_id)) != 1:
            report.problem(
                counts, "contradictions",
                f"race {race}: a single-game match with games {_games(session, match_id)}",
            )
        for o in outcomes:
            if (
                o.kind == "result"
                and o.status == "refused"
                and not _is_retry(o.message)
                and "already has a result" not in o.message
            ):
                report.problem(counts, "unclear", f"race {race}: refusal {o.message!r}")


def _draft(session: object, event_id: int) -> Round | None:
    return session.exec(  # type: ignore[attr-defined]
        select(Round).where(Round.event_id == event_id, Round.state == "draft")
    ).first()


def check_pair_race(
    report: RaceReport, database: Database, event_id: int, outcomes: list[Outcome]
) -> None:
    """Four stations paired the next round at once: one draft, one success."""
    counts = report.kind("pair vs pair")
    _tally(report, counts, outcomes)
    race = outcomes[0].race
    ok = [o for o in outcomes if o.status == "ok"]
    with database.reading() as session:
        drafts = session.exec(
            select(Round).where(Round.event_id == event_id, Round.state == "draft")
        ).all()
    if len(ok) > 1 or len(drafts) != len(ok):
        report.problem(
            counts, "contradictions",
            f"race {race}: {len(ok)} station(s) told success, {len(drafts)} draft(s) stored",
        )
    elif ok and drafts[0].id != ok[0].detail:
        report.problem(counts, "lost", f"race {race}: the acknowledged draft is not the one stored")
    for o in outcomes:
        if o.status == "refused" and not _is_retry(o.message) and "still a draft" not in o.message:
            report.problem(counts, "unclear", f"race {race}: refusal {o.message!r}")


def check_pair_drop_race(
    report: RaceReport,
    database: Database,
    event_id: int,
    watermark: int,
    dropped: dict[int, int],
    outcomes: list[Outcome],
) -> None:
    """Stations 1-2 paired while stations 3-4 dropped a player each.

    A player dropped before the pairing must not be in the draft; one dropped
    after it may be, but then the draft warns by name and cannot be published.
    `dropped` maps station to the player it dropped; `watermark` is the last
    audit entry before the race, so the entries after it give the order.
    """
    counts = report.kind("pair vs drop")
    _tally(report, counts, outcomes)
    race = outcomes[0].race
    pairs_ok = [o for o in outcomes if o.kind == "pair" and o.status == "ok"]
    drops_ok = [o for o in outcomes if o.kind == "drop" and o.status == "ok"]
    with database.reading() as session:
        draft = _draft(session, event_id)
        entries = session.exec(
            select(AuditEntry)
            .where(AuditEntry.event_id == event_id, col(AuditEntry.id) > watermark)
            .order_by(col(AuditEntry.id))
        ).all()
        if len(pairs_ok) > 1 or (draft is None) != (not pairs_ok):
            report.problem(
                counts, "contradictions",
                f"race {race}: {len(pairs_ok)} pairing(s) told success, draft {draft is not None}",
            )
            return
        paired_at = next((e.id for e in entries if e.action == "round.pair"), None)
        in_draft: set[int] = set()
        if draft is not None:
            for m in session.exec(select(Match).where(Match.round_id == draft.id)):
                in_draft.update(p for p in (m.player_a_id, m.player_b_id) if p is not None)
        names = {reg: name for reg, (name, _) in _names(session, event_id).items()}
        late_drops = []
        for o in drops_ok:
            player = dropped[o.station]
            registration = session.get(Registration, player)
            if registration is None or registration.dropped_after_round != 0:
                report.problem(counts, "lost", f"race {race}: an acknowledged drop is not stored")
                continue
            dropped_at = next(
                (e.id for e in entries if e.action == "player.drop" and e.entity_id == player), None
            )
            before_pairing = paired_at is None or (dropped_at or 0) < paired_at
            if player in in_draft and before_pairing:
                report.problem(
                    counts, "contradictions",
                    f"race {race}: {names[player]} was dropped, then paired in the draft",
                )
            elif player in in_draft:
                late_drops.append(player)
                assert draft is not None
                if matches.dropped_warning(names[player]) not in (draft.warnings or []):
                    report.problem(
                        counts, "contradictions",
                        f"race {race}: the draft pairs {names[player]}, dropped after it, "
                        f"without a warning ({draft.warnings})",
                    )
        draft_id = draft.id if draft is not None else None
    if draft_id is not None and late_drops:
        try:
            with database.transaction() as session:
                rounds.publish_round(session, draft_id)
        except UserError as exc:
            if not all(names[p] in str(exc) for p in late_drops):
                report.problem(counts, "unclear", f"race {race}: publish refused with {exc}")
        else:
            report.problem(
                counts, "contradictions",
                f"race {race}: a draft pairing a dropped player was published",
            )


def _names(session: object, event_id: int) -> dict[int, tuple[str, str | None]]:
    from tourney.services.standings import player_names

    return player_names(session, event_id)  # type: ignore[arg-type]


def _reset_pair_event(database: Database, event_id: int) -> None:
    """Back to 'nobody dropped, no draft' for the next pairing race."""
    with database.transaction() as session:
        draft = _draft(session, event_id)
        if draft is not None:
            rounds.discard_draft(session, draft.id or 0)
        for registration in session.exec(
            select(Registration).where(
                Registration.event_id == event_id,
                col(Registration.dropped_after_round).is_not(None),
            )
        ).all():
            players.undrop_player(session, registration.id or 0)


def _last_entry(database: Database) -> int:
    with database.reading() as session:
        return session.exec(select(AuditEntry.id).order_by(col(AuditEntry.id).desc())).first() or 0


# ------------------------------------------------------------------ running


class Stations:
    """Four station processes with a barrier, a task queue each and one outcome queue."""

    def __init__(self, url: str) -> None:
        context = multiprocessing.get_context("spawn")
        self.barrier = context.Barrier(STATIONS)
        self.tasks = [context.Queue() for _ in range(STATIONS)]
        self.outcomes = context.Queue()
        self.processes = [
            context.Process(
                target=run_station,
                args=(i, url, self.barrier, self.tasks[i], self.outcomes),
                name=station_name(i),
                daemon=True,
            )
            for i in range(STATIONS)
        ]
        for process in self.processes:
            process.start()

    def send(self, tasks: list[Task]) -> None:
        """One race: one task for each station, in station order."""
        assert len(tasks) == STATIONS
        for station_tasks, task in zip(self.tasks, tasks, strict=True):
            station_tasks.put(task)

    def collect(self, count: int) -> list[Outcome]:
        out = []
        for _ in range(count):
            try:
                out.append(self.outcomes.get(timeout=OUTCOME_TIMEOUT_S))
            except queue.Empty:
                alive = [p.name for p in self.processes if p.is_alive()]
                raise AssertionError(f"stations stopped answering (alive: {alive})") from None
        return out

    def close(self) -> None:
        for station_tasks in self.tasks:
            station_tasks.put(None)
        for process in self.processes:
            process.join(timeout=30)
            if process.is_alive():
                process.terminate()
                process.join(timeout=5)


def _by_race(outcomes: list[Outcome]) -> dict[int, list[Outcome]]:
    grouped: dict[int, list[Outcome]] = {}
    for o in outcomes:
        grouped.setdefault(o.race, []).append(o)
    for race in grouped.values():
        race.sort(key=lambda o: o.station)
    return grouped


def run_races(database: Database, url: str, plan: RacePlan, store: str) -> RaceReport:
    """Set up, race, check; the database must be empty and migrated."""
    import time

    report = RaceReport(store)
    clock = time.monotonic()

    def phase(name: str) -> None:
        nonlocal clock
        now = time.monotonic()
        report.phases[name] = now - clock
        clock = now

    event_id, tables = _tables(database, plan.results + plan.drops)
    pair_event = _new_event(database, "pairing", PAIR_EVENT_PLAYERS)
    phase("set-up")
    stations = Stations(url)
    started = time.monotonic()
    try:
        race = 0
        # Result races leave nothing to reset: queue them all, check them at the end.
        result_tables = tables[: plan.results]
        drop_tables = tables[plan.results :]
        for match_id, _a, _b in result_tables:
            race += 1
            stations.send([
                Task(race, "result", event_id, match_id=match_id, result=RESULTS[i])
                for i in range(STATIONS)
            ])
        for match_id, a, b in drop_tables:
            race += 1
            stations.send([
                Task(race, "result", event_id, match_id=match_id, result="a"),
                Task(race, "result", event_id, match_id=match_id, result="b"),
                Task(race, "drop", event_id, registration_id=a),
                Task(race, "drop", event_id, registration_id=b),
            ])
        grouped = _by_race(stations.collect(race * STATIONS))
        phase("result races")
        for number, (match_id, _a, _b) in enumerate(result_tables, start=1):
            check_result_race(report, database, match_id, grouped[number])
        for number, (match_id, _a, _b) in enumerate(drop_tables, start=plan.results + 1):
            check_drop_race(report, database, match_id, grouped[number])
        phase("their checks")
        # Pairing races change what the next one starts from: one at a time, reset after each.
        with database.reading() as session:
            roster = sorted(_names(session, pair_event))
        for _ in range(plan.pairs):
            race += 1
            stations.send([Task(race, "pair", pair_event) for _ in range(STATIONS)])
            check_pair_race(report, database, pair_event, stations.collect(STATIONS))
            _reset_pair_event(database, pair_event)
        phase("pair races")
        for n in range(plan.pair_drops):
            race += 1
            dropped = {2: roster[(2 * n) % len(roster)], 3: roster[(2 * n + 1) % len(roster)]}
            watermark = _last_entry(database)
            stations.send([
                Task(race, "pair", pair_event),
                Task(race, "pair", pair_event),
                Task(race, "drop", pair_event, registration_id=dropped[2]),
                Task(race, "drop", pair_event, registration_id=dropped[3]),
            ])
            outcomes = sorted(stations.collect(STATIONS), key=lambda o: o.station)
            check_pair_drop_race(report, database, pair_event, watermark, dropped, outcomes)
            _reset_pair_event(database, pair_event)
        phase("pair-drop races")
    finally:
        stations.close()
    report.seconds = time.monotonic() - started
    return report

