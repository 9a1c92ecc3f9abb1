"""`tourney engine ...` starts as the rules engine only: no database, reports, web pages or window.

The command line reads only the module of the command it runs (`tourney.cli.build_parser`),
and the modules on the engine's way load their slow parts when used; start-up is most of
a short CLI game (`benchmarks/startup.py` prints the figure).
"""

from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

from engine.mlp.cards.database import fold, load_card_database

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("sqlalchemy", "sqlmodel", "alembic", "reportlab", "PySide6", "tourney.services", "tourney.db.database",
         "xml.sax.saxutils", "importlib.metadata")


def test_an_engine_command_loads_no_database_reports_or_window() -> None:
    script = ("import sys; from tourney.cli import main; code = main(['engine', 'coverage', '--summary']); "
              f"print(sorted(m for m in {HEAVY!r} if m in sys.modules)); sys.exit(code)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "implemented" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_every_command_is_still_there_for_help_and_unknown_words() -> None:
    done = subprocess.run([sys.executable, "-m", "tourney", "--help"], capture_output=True, text=True, cwd=ROOT)
    for command in ("engine", "event", "round", "pod", "print", "undo"):
        assert command in done.stdout
    done = subprocess.run([sys.executable, "-m", "tourney", "--version"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and done.stdout.startswith("tourney ")


def _fold_as_written(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return " ".join("".join(c for c in decomposed if c.isalnum() or c.isspace()).casefold().split())


def test_the_fast_fold_gives_every_key_the_slow_one_does() -> None:
    texts = ["".join(chr(i) for i in range(128)), "It's Alive!", "Pinkie  Pie,\tParty Planner", "a\x1cb"]
    for card in load_card_database().cards:
        texts += [card.full_name, card.title, card.text]
    assert [fold(t) for t in texts] == [_fold_as_written(t) for t in texts]


def test_deck_files_escape_xml_as_the_standard_library_does() -> None:
    from xml.sax.saxutils import escape, quoteattr

    from engine.mlp.decks.write import _xml_attribute, _xml_text

    texts = ['a&b<c>d"e\'f', "x\ny\tz\r", '"quoted"', "'single'", "plain"]
    for card in load_card_database().cards:
        texts += [card.id, card.full_name]
    assert [_xml_text(t) for t in texts] == [escape(t) for t in texts]
    assert [_xml_attribute(t) for t in texts] == [quoteattr(t) for t in texts]
