"""A game and a format are typed by the names people know them by ("Neopets", "Premiere
Block") as well as by their ids, and the command line prints an event's settings in words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.core.registry import find_format, find_game_system
from tests.cli_run import run_cli


@pytest.mark.parametrize(
    ("typed", "system_id"),
    [("mlp", "mlp"), ("My Little Pony CCG", "mlp"), ("neopets", "battledome"), ("Battledome", "battledome"),
     ("SPELLCASTERS", "spellcasters")],
)
def test_a_game_is_found_by_id_name_or_a_word_only_its_name_has(typed: str, system_id: str) -> None:
    assert find_game_system(typed).id == system_id


@pytest.mark.parametrize("typed", ["pony", "chess", ""])
def test_a_game_not_named_or_named_ambiguously_is_refused_with_the_games_by_name(typed: str) -> None:
    with pytest.raises(KeyError) as refused:
        find_game_system(typed)
    assert "mlp for My Little Pony CCG" in refused.value.args[0]
    assert "battledome for Neopets Battledome TCG" in refused.value.args[0]


def test_a_format_is_found_by_name_and_refused_naming_the_formats_in_words() -> None:
    mlp = find_game_system("mlp")
    assert find_format(mlp, "Premiere Block") == "premiere-block"
    assert find_format(mlp, "booster_draft") == "booster-draft"
    with pytest.raises(KeyError, match=r"'core' is not a format of My Little Pony CCG \(its formats: Harmony, "
                                       r"Booster Draft, .*Sealed\)"):
        find_format(mlp, "core")


def test_the_command_line_creates_and_edits_events_by_names_and_shows_them_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "events.db")]
    assert run_cli(capsys, *db, "event", "create", "Dome", "--start", "2026-06-01", "--game-system", "Neopets")[0] == 0
    code, _out, err = run_cli(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01",
                              "--format", "premiere block")
    assert (code, err) == (0, "")
    code, out, _ = run_cli(capsys, *db, "event", "edit", "Cup", "--format", "Booster Draft")
    assert code == 0
    shown = dict(re.split(r"\s{2,}", line, maxsplit=1) for line in out.splitlines())  # label, then value
    assert shown["format"] == "Booster Draft"
    assert shown["status"] == "not started"
    assert shown["late entry"] == "a loss for each missed round"
    code, out, _ = run_cli(capsys, *db, "event", "list", "--json")
    games = {row["name"]: (row["game_system"], row["format"]) for row in json.loads(out)}
    assert games == {"Dome": ("battledome", "standard"), "Cup": ("mlp", "booster-draft")}
    code, _out, err = run_cli(capsys, *db, "event", "create", "Bad", "--start", "2026-06-01", "--format", "core")
    assert code != 0 and "its formats: Harmony, Booster Draft" in err and "Traceback" not in err
