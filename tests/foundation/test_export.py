"""The event export: its content, both formats, byte-identical re-exports, and saving it safely."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from engine.core.registry import game_system
from tests.foundation.export_event import PLAYERS, FinishedEvent, build_finished_event
from tourney.db.database import Database
from tourney.errors import UserError, ValidationError
from tourney.services import events, players, results, rounds, topcut
from tourney.services.export import build_export
from tourney.services.export_files import (
    CSV,
    JSON,
    ExportTargetExists,
    layout_for,
    write_export,
    zip_bytes,
)
from tourney.services.export_formats import (
    CSV_TABLES,
    FORMAT_NAME,
    FORMAT_VERSION,
    export_document,
    spreadsheet_safe,
    to_csv_tables,
    to_json,
)
from tourney.services.standings import current_standings


@pytest.fixture
def finished(database: Database) -> FinishedEvent:
    return build_finished_event(database)


def _document(database: Database, event_id: int) -> dict[str, Any]:
    with database.transaction() as session:
        return json.loads(to_json(build_export(session, event_id)))


def _number(name: str) -> str | None:
    return dict(PLAYERS)[name]


def _unescape(cell: str) -> str:
    """What a reader does with a text cell: drop one leading apostrophe (docs/export-format.md)."""
    return cell[1:] if cell.startswith("'") else cell


def _as_csv_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return json.dumps(value)
    return value


# ------------------------------------------------------------------ content


def test_json_holds_the_event_players_and_matches(database: Database, finished: FinishedEvent) -> None:
    doc = _document(database, finished.event_id)
    assert (doc["format"], doc["version"]) == (FORMAT_NAME, FORMAT_VERSION) == ("tourney-event-export", 1)
    assert list(doc) == [
        "format", "version", "event", "tiebreaker_chain", "players", "matches", "standings", "penalties",
    ]
    assert doc["event"] == {
        "name": "Canterlot Cup", "start_date": "2026-06-01", "end_date": None,
        "venue": "+Sugarcube Corner", "game": "mlp", "game_name": "My Little Pony CCG",
        "format": "harmony", "tier": 1, "swiss_rounds": 3, "swiss_rounds_played": 3, "top_cut": 4,
        "status": "finished", "champion_name": finished.champion,
        "champion_number": _number(finished.champion),
    }
    assert [(p["name"], p["player_number"]) for p in doc["players"]] == sorted(
        PLAYERS, key=lambda p: p[0].casefold()
    )
    dropped = {p["name"]: p["dropped_after_round"] for p in doc["players"]}
    assert dropped.pop(finished.dropped_player) == 2
    assert set(dropped.values()) == {None}

    matches = doc["matches"]
    assert [m["round"] for m in matches] == sorted(m["round"] for m in matches)
    assert {m["round"]: m["round_kind"] for m in matches} == {
        1: "swiss", 2: "swiss", 3: "swiss", 4: "elimination", 5: "elimination",
    }
    for m in matches:  # every player is named with their own number
        assert m["player_a_number"] == _number(m["player_a_name"])
        if m["player_b_name"] is not None:
            assert m["player_b_number"] == _number(m["player_b_name"])
    (bye,) = [m for m in matches if m["round"] == 1 and m["result"] == "bye"]
    assert bye == {
        "round": 1, "round_kind": "swiss", "table": None,
        "player_a_name": finished.bye_player, "player_a_number": _number(finished.bye_player),
        "player_b_name": None, "player_b_number": None, "result": "bye",
        "a_game_wins": 0, "b_game_wins": 0, "game_draws": 0, "source": "bye", "corrected": False,
    }
    (penalized,) = [m for m in matches if m["source"] == "penalty"]
    assert (penalized["player_a_name"], penalized["player_b_name"], penalized["result"]) == (
        finished.penalized_player, finished.penalized_opponent, "B won",
    )
    assert (penalized["a_game_wins"], penalized["b_game_wins"]) == (0, 1)
    (corrected,) = [m for m in matches if m["corrected"]]
    assert (corrected["player_a_name"], corrected["player_b_name"]) == finished.corrected_pair
    assert (corrected["result"], corrected["source"]) == ("B won", "entered")
    (conceded,) = [m for m in matches if m["source"] == "drop"]
    assert conceded["round"] == 2 and conceded["player_b_name"] == finished.dropped_player
    assert conceded["result"] == "A won"
    assert {m["result"] for m in matches} == {"A won", "B won", "draw", "bye"}
    (draw,) = [m for m in matches if m["result"] == "draw"]
    assert (draw["a_game_wins"], draw["b_game_wins"], draw["game_draws"]) == (0, 0, 1)
    (final,) = [m for m in matches if m["round"] == 5]
    assert (final["player_a_name"], final["player_b_name"], final["result"]) == (
        finished.finalist, finished.champion, "B won",
    )
    with database.transaction() as session:  # tables as the rounds service numbers them
        for number in (1, 2, 3):
            paired = rounds.round_pairings(
                session, rounds.round_by_number(session, finished.event_id, number).id or 0
            )
            assert [(m["table"], m["player_a_name"], m["player_b_name"])
                    for m in matches if m["round"] == number] == [
                (m.table_number, m.player_a_name, m.player_b_name) for m in paired.matches
            ]


def test_standings_carry_placings_records_and_every_tiebreaker(
    database: Database, finished: FinishedEvent
) -> None:
    doc = _document(database, finished.event_id)
    chain = doc["tiebreaker_chain"]
    assert [t["key"] for t in chain] == ["match_points", "omw", "oomw", "head_to_head", "random"]
    assert [t["name"] for t in chain] == [
        "Match points", "Opponents' match-win %", "Opponents' opponents' match-win %",
        "Head-to-head", "Recorded random",
    ]
    standings = doc["standings"]
    by_name = {s["name"]: s for s in standings}
    assert len(standings) == len(PLAYERS)

    # Top cut first: the champion, the finalist, the semi-final losers, then the Swiss order.
    assert by_name[finished.champion]["placing"] == "1"
    assert by_name[finished.finalist]["placing"] == "2"
    for name in finished.semi_final_losers:
        assert (by_name[name]["placing"], by_name[name]["placing_from"], by_name[name]["placing_to"]) == (
            "3–4", 3, 4,
        )
    with database.transaction() as session:
        swiss = current_standings(session, finished.event_id)
    cut = {finished.champion, finished.finalist, *finished.semi_final_losers}
    rest = [row.name for row in swiss.rows if row.name not in cut]
    assert [s["name"] for s in standings[4:]] == rest
    assert [s["placing"] for s in standings[4:]] == ["5", "6", "7"]
    assert [s["placing_from"] for s in standings] == sorted(s["placing_from"] for s in standings)
    assert {s["name"]: s["top_cut_seed"] for s in standings if s["top_cut_seed"]} == {
        row.name: i for i, row in enumerate((r for r in swiss.rows if not r.dropped), 1) if i <= 4
    }
    for row in swiss.rows:  # Swiss rank and record as the standings service has them
        line = by_name[row.name]
        assert (line["rank"], line["match_points"], line["record"]) == (
            row.rank, row.match_points, row.record,
        )
        assert line["player_number"] == _number(row.name)
    dropped = by_name[finished.dropped_player]
    assert dropped["dropped_after_round"] == 2
    assert (dropped["wins"], dropped["losses"], dropped["draws"], dropped["record"]) == (1, 1, 0, "1-1-0")
    bye = by_name[finished.bye_player]
    assert bye["byes"] >= 1 and bye["wins"] >= bye["byes"]

    # The tiebreakers, worked out again here from the exported matches alone.
    scoring = game_system("mlp").scoring
    points: dict[str, int] = {name: 0 for name, _ in PLAYERS}
    played: dict[str, int] = dict.fromkeys(points, 0)
    opponents: dict[str, list[str]] = {name: [] for name in points}
    for m in doc["matches"]:
        if m["round_kind"] != "swiss":
            continue
        a, b = m["player_a_name"], m["player_b_name"]
        if b is None:
            points[a] += scoring.bye
            played[a] += 1
            continue
        got = {"A won": (scoring.win, scoring.loss), "B won": (scoring.loss, scoring.win),
               "draw": (scoring.draw, scoring.draw)}[m["result"]]
        points[a] += got[0]
        points[b] += got[1]
        played[a] += 1
        played[b] += 1
        opponents[a].append(b)
        opponents[b].append(a)
    match_win = {p: points[p] / (scoring.win * played[p]) for p in points}
    omw = {p: sum(max(1 / 3, match_win[o]) for o in opponents[p]) / len(opponents[p]) for p in points}
    oomw = {p: sum(omw[o] for o in opponents[p]) / len(opponents[p]) for p in points}
    for name in points:
        figures = by_name[name]["tiebreakers"]
        assert list(figures) == [t["name"] for t in chain]
        assert figures["Match points"] == points[name] == by_name[name]["match_points"]
        assert figures["Opponents' match-win %"] == pytest.approx(100 * omw[name], abs=1e-4)
        assert figures["Opponents' opponents' match-win %"] == pytest.approx(100 * oomw[name], abs=1e-4)
        assert 0 <= figures["Recorded random"] < 1
        shown = swiss.row_of(finished.registration[name]).tiebreakers
        assert figures["Head-to-head"] == (None if shown[3].shown == "—" else shown[3].value)


def test_penalties_name_player_infraction_judge_and_withdrawal(
    database: Database, finished: FinishedEvent
) -> None:
    doc = _document(database, finished.event_id)
    penalties = sorted(doc["penalties"], key=lambda p: p["withdrawn"])
    assert [{k: v for k, v in p.items() if k != "issued_at"} for p in penalties] == [
        {
            "round": 1, "player_name": finished.penalized_player,
            "player_number": _number(finished.penalized_player),
            "infraction": "Drawing extra cards", "infraction_code": "drawing_extra_cards",
            "penalty": "Game Loss", "penalty_code": "game_loss", "game": 1,
            "issued_by": "Hana Head", "issued_by_role": "head_judge", "withdrawn": False,
        },
        {
            "round": 1, "player_name": finished.corrected_pair[1],
            "player_number": _number(finished.corrected_pair[1]),
            "infraction": "Slow play", "infraction_code": "slow_play",
            "penalty": "Game Warning", "penalty_code": "game_warning", "game": None,
            "issued_by": "Hana Head", "issued_by_role": "head_judge", "withdrawn": True,
        },
    ]
    assert all(p["issued_at"].startswith("2026-05-01T09:") and p["issued_at"].endswith("Z")
               for p in penalties)


def test_placings_follow_the_top_cut_as_it_is_played(database: Database) -> None:
    with database.transaction() as s:
        event = events.create_event(s, name="Small Cup", start_date=date(2026, 6, 2), rng_seed=5,
                                    swiss_rounds=1)
        for i in range(4):
            players.register_player(s, event.id, f"Pony {i}", player_number=f"P{i}")
        draft = rounds.pair_round(s, event.id)
        rounds.publish_round(s, draft.round.id)
        for m in draft.matches:
            results.enter_result(s, m.id, "a")

    def placings() -> dict[str, str]:
        doc = _document(database, event.id)
        return {s["name"]: s["placing"] for s in doc["standings"]}

    with database.transaction() as s:
        swiss = {row.name: str(row.rank) for row in current_standings(s, event.id).rows}
    assert placings() == swiss  # no cut yet: the Swiss rank
    with database.transaction() as s:
        topcut.cut_to_top(s, event.id)
        semis = topcut.pair_next_elimination_round(s, event.id)
        assert semis is not None
    assert set(placings().values()) == {"1–4"}  # all four still in
    with database.transaction() as s:
        rounds.publish_round(s, semis.round.id)
        for m in semis.matches:
            results.enter_result(s, m.id, "b")
    winners = {m.player_b_name for m in semis.matches}
    assert {name: p for name, p in placings().items()} == {
        name: ("1–2" if name in winners else "3–4") for name in swiss
    }
    assert _document(database, event.id)["event"]["champion_name"] is None


# ------------------------------------------------------------------ CSV


def test_csv_tables_read_back_as_the_json_says(
    database: Database, finished: FinishedEvent, tmp_path: Path
) -> None:
    with database.transaction() as session:
        export = build_export(session, finished.event_id)
    saved = write_export(export, tmp_path / "canterlot", CSV)
    assert saved.layout == "folder" and saved.files == CSV_TABLES
    assert sorted(p.name for p in (tmp_path / "canterlot").iterdir()) == sorted(CSV_TABLES)
    doc = export_document(export)
    tables: dict[str, list[dict[str, str]]] = {}
    for name in CSV_TABLES:
        raw = (tmp_path / "canterlot" / name).read_bytes()
        assert b"\r\n" in raw and not raw.startswith(b"\xef\xbb\xbf")  # CRLF, no byte-order mark
        with open(tmp_path / "canterlot" / name, encoding="utf-8", newline="") as handle:
            tables[name] = [
                {key: _unescape(value) for key, value in row.items()} for row in csv.DictReader(handle)
            ]
    (event_row,) = tables["event.csv"]
    assert event_row == {
        "export_format": FORMAT_NAME, "export_version": "1",
        **{key: _as_csv_text(value) for key, value in doc["event"].items()},
    }
    for name, key in (("players.csv", "players"), ("matches.csv", "matches"),
                      ("penalties.csv", "penalties")):
        assert tables[name] == [
            {column: _as_csv_text(value) for column, value in row.items()} for row in doc[key]
        ]
    expected_standings = []
    for row in doc["standings"]:
        flat = {column: _as_csv_text(value) for column, value in row.items() if column != "tiebreakers"}
        flat.update({column: _as_csv_text(value) for column, value in row["tiebreakers"].items()})
        expected_standings.append(flat)
    assert tables["standings.csv"] == expected_standings
    header = next(csv.reader(io.StringIO((tmp_path / "canterlot" / "standings.csv").read_text("utf-8"))))
    assert header[-5:] == [t["name"] for t in doc["tiebreaker_chain"]]
    champion = tables["standings.csv"][0]
    assert (champion["placing"], champion["name"]) == ("1", finished.champion)
    assert tables["matches.csv"][0]["corrected"] in ("true", "false")


def test_formula_starts_are_escaped_in_csv_only(database: Database, finished: FinishedEvent) -> None:
    for text, safe in [
        ("=SUM(A1)", "'=SUM(A1)"), ("+1 555", "'+1 555"), ("-Minus", "'-Minus"),
        ("@Trixie", "'@Trixie"), ("\tTab", "'\tTab"), ("\rReturn", "'\rReturn"),
        ("'quoted", "''quoted"), ("Rarity", "Rarity"), ("3-4", "3-4"), ("", ""),
    ]:
        assert spreadsheet_safe(text) == safe
        assert _unescape(safe) == text
    with database.transaction() as session:
        export = build_export(session, finished.event_id)
    tables = to_csv_tables(export)
    players_csv = tables["players.csv"].decode("utf-8")
    assert "'=Pinkie Pie,1006,," in players_csv.splitlines()
    assert "\n=Pinkie" not in players_csv and ",=Pinkie" not in tables["matches.csv"].decode()
    assert ",'+Sugarcube Corner," in tables["event.csv"].decode("utf-8")
    doc = json.loads(to_json(export))
    assert doc["event"]["venue"] == "+Sugarcube Corner"
    assert "=Pinkie Pie" in {p["name"] for p in doc["players"]}


def test_two_exports_of_the_same_event_are_byte_identical(
    database: Database, finished: FinishedEvent, tmp_path: Path
) -> None:
    with database.transaction() as session:
        first = build_export(session, finished.event_id)
    with database.transaction() as session:
        second = build_export(session, finished.event_id)
    assert first == second
    write_export(first, tmp_path / "a.json", JSON)
    write_export(second, tmp_path / "b.json", JSON)
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    write_export(first, tmp_path / "a.zip", CSV)
    write_export(second, tmp_path / "b.zip", CSV)
    assert (tmp_path / "a.zip").read_bytes() == (tmp_path / "b.zip").read_bytes()
    with zipfile.ZipFile(tmp_path / "a.zip") as archive:
        assert archive.namelist() == list(CSV_TABLES)
        assert {n: archive.read(n) for n in CSV_TABLES} == to_csv_tables(first)
    write_export(first, tmp_path / "a", CSV)
    write_export(second, tmp_path / "b", CSV)
    for name in CSV_TABLES:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    assert zip_bytes({"x.csv": b"1"}) == zip_bytes({"x.csv": b"1"})


# ------------------------------------------------------------------ saving


def test_saving_refuses_to_overwrite_and_leaves_nothing_half_written(
    memory_db: Database, tmp_path: Path
) -> None:
    finished = build_finished_event(memory_db)
    with memory_db.transaction() as session:
        export = build_export(session, finished.event_id)
    target = tmp_path / "cup.json"
    target.write_text("earlier", encoding="utf-8")
    with pytest.raises(ExportTargetExists, match="already exists"):
        write_export(export, target, JSON)
    assert target.read_text(encoding="utf-8") == "earlier"
    write_export(export, target, JSON, force=True)
    assert json.loads(target.read_bytes())["event"]["name"] == "Canterlot Cup"

    folder = tmp_path / "tables"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine", encoding="utf-8")
    (folder / "matches.csv").write_text("old", encoding="utf-8")
    with pytest.raises(ExportTargetExists):
        write_export(export, folder, CSV)
    assert (folder / "matches.csv").read_text(encoding="utf-8") == "old"
    write_export(export, folder, CSV, force=True)
    assert (folder / "notes.txt").read_text(encoding="utf-8") == "mine"  # others' files stay
    assert (folder / "matches.csv").read_bytes() == to_csv_tables(export)["matches.csv"]

    with pytest.raises(UserError, match=r"the folder .* does not exist"):
        write_export(export, tmp_path / "missing" / "cup.json", JSON)
    with pytest.raises(UserError, match="it is a folder"):
        write_export(export, folder, JSON, force=True)
    plain = tmp_path / "plain"
    plain.write_text("x", encoding="utf-8")
    with pytest.raises(UserError, match="it is a file, and CSV tables go into a folder"):
        write_export(export, plain, CSV, force=True)
    assert plain.read_text(encoding="utf-8") == "x"
    with pytest.raises(ValidationError, match=r"not one \.csv file"):
        layout_for(tmp_path / "cup.csv", CSV)
    with pytest.raises(ValidationError, match=r"ends in \.zip"):
        layout_for(tmp_path / "cup.zip", JSON)
    leftovers = [p.name for p in tmp_path.rglob("*") if p.name.endswith(".part")]
    assert leftovers == []
    assert (tmp_path / "cup.json").stat().st_mode & 0o777 == 0o644


def test_the_same_event_exports_the_same_bytes_from_every_kind_of_database(tmp_path: Path) -> None:
    """Nothing in the export depends on how a database stores or orders its rows."""
    from tests.foundation.conftest import PG_URL, StepClock, drop_all_tables
    from tourney.db.database import open_database, open_memory_database

    # Every store keeps backups, so each reads the clock as often (publishing backs up).
    targets: list[Database] = [
        open_memory_database(clock=StepClock(), actor="tester", backup_root=tmp_path / "backups"),
        open_database(str(tmp_path / "events.sqlite3"), clock=StepClock(), actor="tester"),
    ]
    if PG_URL:
        drop_all_tables(PG_URL)
        targets.append(open_database(PG_URL, clock=StepClock(), actor="tester"))
    exports = []
    for db in targets:
        built = build_finished_event(db)
        with db.transaction() as session:
            export = build_export(session, built.event_id)
        exports.append((to_json(export), to_csv_tables(export)))
        db.close()
    assert all(e == exports[0] for e in exports[1:])
