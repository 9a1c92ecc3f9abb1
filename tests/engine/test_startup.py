"""`tourney engine ...` starts as the rules engine only: no database, reports, web pages or window.

The command line reads only the module of the command it runs (`tourney.cli.build_parser`),
and the modules on the engine's way load their slow parts when used; start-up is most of
a short CLI game (`benchmarks/startup.py` prints the figure).
"""

from __future__ import annotations

import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from engine.core.deferred import DeferredModule
from engine.core.patterns import Pattern
from engine.mlp.cards.database import fold, load_card_database
from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists

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


# what dealing a game of MLP has no use for: the other games, the "why not?" reader's patterns, the
# patterns of wordings the two theme decks do not print and those abilities are carried out with
LAZY_PATTERNS = ("engine.mlp.why", "engine.mlp.effects.beneath", "engine.mlp.effects.instruction_words",
                 "engine.mlp.effects.abilities")
PLAY_PROBE = """
import importlib, re, sys
from engine.core.patterns import Pattern
from tourney.cli import main
code = main(sys.argv[1:-1])  # (the last word names the modules to look into)
def found(value):
    if isinstance(value, (Pattern, re.Pattern)):
        yield value
    elif isinstance(value, (list, tuple)):
        for each in value:
            yield from found(each)
    elif isinstance(value, dict):
        yield from found(list(value.values()))
print(sorted({m.split(".")[1] for m in sys.modules if m.startswith("engine.") and m.split(".")[1] not in ("core", "mlp", "compiled")}))
for name in sys.argv[-1].split(","):
    patterns = list(found(list(vars(importlib.import_module(name)).values())))
    print(name, len(patterns), sum(isinstance(p, re.Pattern) or p.is_compiled for p in patterns))
sys.exit(code)
"""


def _theme_decks(folder: Path) -> list[Path]:
    """The two theme decks `benchmarks/startup.py` deals, written as deck files in `folder`."""
    lists = theme_deck_lists()
    decks = []
    for name in SAMPLE_PAIR:
        decks.append(folder / f"{name}.txt")
        decks[-1].write_text(lists[name], encoding="utf-8")
    return decks


def test_playing_a_game_loads_no_other_game_and_compiles_no_why_not_pattern(tmp_path: Path) -> None:
    """`tourney engine play` of two MLP decks loads MLP's rules engine alone: --elimination's
    help, which names each game's procedure, is worded only when help is shown; the "why not?"
    reader's patterns wait for a question, a wording family's patterns for a card that
    prints the wording, and the patterns of carrying out abilities for the game to need them
    (`engine.core.patterns`). Each once cost a game's wait before it starts."""
    decks = _theme_decks(tmp_path)
    done = subprocess.run([sys.executable, "-c", PLAY_PROBE, "engine", "play", *map(str, decks), "--max-turns", "0",
                           "--quiet", ",".join(LAZY_PATTERNS)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    result, games, *patterns = done.stdout.strip().splitlines()
    assert result.startswith("Stopped after 0 turns")
    assert games == "[]"
    for module, line in zip(LAZY_PATTERNS, patterns, strict=True):
        name, made, compiled = line.split()
        assert (name, int(compiled)) == (module, 0) and int(made) >= 10


# what dealing two MLP deck-list files has no use for: the OCTGN set-file importer (`tourney cards
# import`), the XML reader (for .o8d deck files), Sealed Deck and Booster Draft (`GameSystem.limited`),
# the "why not?" reader, the card catalog of `tourney cards`, the coverage report, the board editor and its types,
# `pkgutil` (it lists every command's module: a command named loads its own alone), with no file
# to write, `tempfile`, with no position shown (--quiet, no turn played), the position view, with no
# board read, the board-state reader, and with no name misspelt, `difflib`
NOT_FOR_PLAY = ("engine.mlp.cards.importer", "engine.mlp.cards.octgn", "engine.mlp.cards.normalize",
                "engine.mlp.cards.safexml", "xml.etree.ElementTree", "engine.core.limited",
                "engine.mlp.decks.limited", "engine.mlp.decks.limited_rules", "engine.mlp.decks.boosters",
                "engine.mlp.why", "engine.mlp.catalog", "engine.mlp.coverage", "engine.mlp.editor",
                "engine.core.board_setup", "pkgutil",
                "tempfile", "engine.core.view", "engine.mlp.view", "engine.mlp.boardstate", "difflib")
LOADED_PROBE = """
import sys
from tourney.cli import main
code = main(sys.argv[1:-1])
print(sorted(m for m in sys.argv[-1].split(",") if m in sys.modules))
sys.exit(code)
"""


def test_playing_a_game_loads_only_what_it_uses(tmp_path: Path) -> None:
    """Loading them took a few hundredths of a second of `tourney engine play`'s wait for its
    first decision; they load when a set file is imported or an .o8d deck is read."""
    done = subprocess.run([sys.executable, "-c", LOADED_PROBE, "engine", "play", *map(str, _theme_decks(tmp_path)),
                           "--max-turns", "0", "--quiet", ",".join(NOT_FOR_PLAY)], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


# the garbage collections that start while the command runs, by generation, and whether it runs after
COLLECTIONS_PROBE = """
import gc, sys
started = []
from tourney.cli import main
gc.callbacks.append(lambda phase, info: phase == "start" and started.append(info["generation"]))
code = main(sys.argv[1:])
print([started.count(generation) for generation in (0, 1, 2)], gc.isenabled())
sys.exit(code)
"""


def _collections(*command: str) -> tuple[int, int, int, bool]:
    """The garbage collections by generation that started while `tourney *command` ran, and
    whether the collector runs after it."""
    done = subprocess.run([sys.executable, "-c", COLLECTIONS_PROBE, *command], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    counts, running = done.stdout.strip().splitlines()[-1].rsplit(" ", 1)
    young, middle, full = (int(n) for n in counts.strip("[]").split(","))
    return young, middle, full, running == "True"


def test_dealing_a_game_runs_no_garbage_collection_on_the_way(tmp_path: Path) -> None:
    """Start-up makes objects that live as long as the process and frees almost none: with the
    collector running, loading the engine and the cards and dealing took over a hundred
    collections, one of them full, each walking what was made so far for no garbage. Paused
    there (`tourney.cli._startup`), a few are left, none full, and the collector runs again
    after."""
    young, middle, full, running = _collections("engine", "play", *map(str, _theme_decks(tmp_path)),
                                                "--max-turns", "0", "--quiet")
    assert full == 0 and young + middle < 10 and running


def test_reading_a_board_or_a_replay_runs_no_garbage_collection_on_the_way(tmp_path: Path) -> None:
    """`engine advance`, `why` and `replay` load the engine and a board or a replay as `engine
    play` deals: with the collector paused there too, each runs a few young collections, not
    the seventy or so it ran before."""
    replay, board = tmp_path / "game.json", tmp_path / "board.json"
    done = subprocess.run([sys.executable, "-m", "tourney", "engine", "play", *map(str, _theme_decks(tmp_path)),
                           "--max-turns", "1", "--quiet", "--replay", str(replay)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([sys.executable, "-m", "tourney", "engine", "replay", str(replay), "--step", "3", "--board",
                           str(board)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    for command in (("advance", str(board)), ("why", str(board), "why can't player 1 play Twilight Sparkle"),
                    ("replay", str(replay))):
        young, middle, full, running = _collections("engine", *command)
        assert full == 0 and young + middle < 10 and running, command


def test_a_pattern_compiled_when_used_answers_as_the_compiled_one() -> None:
    texts = ["Why can't player 2 play Applejack?", "player 1 -> home", "", "PLAYER 12"]
    for source, flags in ((r"\bplayer\s*([12])\b", 0), (r"\bplayer\s*([12])\b", re.IGNORECASE), (r"\s*-+>\s*", 0)):
        lazy, made = Pattern(source, flags), re.compile(source, flags)
        assert not lazy.is_compiled
        for text in texts:
            assert [m and m.span() for m in (lazy.match(text), lazy.search(text), lazy.fullmatch(text))] == \
                [m and m.span() for m in (made.match(text), made.search(text), made.fullmatch(text))]
            for pos in range(len(text) + 1):
                assert [m and m.span() for m in (lazy.match(text, pos), lazy.search(text, pos))] == \
                    [m and m.span() for m in (made.match(text, pos), made.search(text, pos))]
            assert lazy.sub("P", text) == made.sub("P", text)
            assert lazy.split(text) == made.split(text)
            assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in made.finditer(text)]
        assert lazy.is_compiled and lazy.compiled() is lazy.compiled()


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


def test_a_deferred_module_is_imported_when_a_name_of_it_is_first_read() -> None:
    import colorsys

    deferred = DeferredModule("colorsys")
    assert not deferred.is_loaded and deferred.name == "colorsys"
    assert deferred.rgb_to_hsv is colorsys.rgb_to_hsv and deferred.is_loaded
    missing = DeferredModule("engine.no_such_module")
    with pytest.raises(ModuleNotFoundError):
        missing.anything  # noqa: B018


def test_a_deferred_module_loads_with_the_collector_paused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its objects live as long as the process, like start-up's: the collector waits while it
    loads, and runs again after if it ran before (and stays paused if a command paused it)."""
    import gc

    (tmp_path / "loaded_late.py").write_text("import gc\nCOLLECTING = gc.isenabled()\n", encoding="utf-8")
    (tmp_path / "loaded_paused.py").write_text("import gc\nCOLLECTING = gc.isenabled()\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    was_running = gc.isenabled()
    try:
        gc.enable()
        assert DeferredModule("loaded_late").COLLECTING is False
        assert gc.isenabled()
        gc.disable()
        assert DeferredModule("loaded_paused").COLLECTING is False
        assert not gc.isenabled()
    finally:
        (gc.enable if was_running else gc.disable)()


# what dealing a game has no use for before its first decision: the board editor's types and the
# position view (loaded when the first position is shown)
NOT_TO_DEAL = ("engine.core.board_setup", "engine.core.view", "engine.mlp.view", "engine.mlp.editor_carried",
               "engine.mlp.cards.errata")
DEALT_PROBE = """
import sys
import engine.mlp.table as table
dealt = table.MlpTable.new_game
def new_game(self, setup):
    game = dealt(self, setup)
    print(sorted(m for m in sys.argv[-1].split(",") if m in sys.modules))
    return game
table.MlpTable.new_game = new_game
from tourney.cli import main
sys.exit(main(sys.argv[1:-1]))
"""


def test_a_game_is_dealt_before_the_board_editor_or_the_position_view_loads(tmp_path: Path) -> None:
    """Their types took about a tenth of the modules' set-up before `tourney engine play`'s
    first decision; the view loads when the position is first shown."""
    done = subprocess.run([sys.executable, "-c", DEALT_PROBE, "engine", "play", *map(str, _theme_decks(tmp_path)),
                           "--max-turns", "0", "--quiet", ",".join(NOT_TO_DEAL)], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    dealt, result = done.stdout.strip().splitlines()
    assert dealt == "[]"
    assert result.startswith("Stopped after 0 turns without a winner; scores 0-0")
