"""Damaged board-state and replay files get an error naming a field, never a traceback.

The corpus (`tests/engine/fuzz_files.py`) damages real files byte by byte and field
by field; every case is read as the match table and the CLI read it and played on
for a few decisions. Only the engine's documented errors may come out: a
`BoardFormatError` / `ReplayFormatError` naming the field for a bad file, or
another `EngineError` the program explains (an answer that no longer fits, a replay
that plays differently). Unknown keys, keys given twice and attachments to cards
that are not there must be refused, not read past.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.core.errors import BoardFormatError, EngineError, ReplayFormatError, StateFormatError
from engine.core.replay import Replay
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board, read_board
from tests.engine.fuzz_files import BOARD, MUTATIONS, base_files, cases, open_case
from tests.engine.helpers import Board

MUST_REFUSE = ("unknown_key", "duplicate_key", "dangling_host", "bad_utf8", "huge_int", "not_a_number",
               "deep")


def run_corpus(count: int, folder: Path, seed: int) -> dict[str, int]:
    lib = default_library()
    seen = dict.fromkeys(("loaded", "refused"), 0)
    for number, (kind, mutation, data) in enumerate(cases(count, seed)):
        path = folder / f"{number:05d}-{kind}-{mutation}.json"
        path.write_bytes(data)
        try:
            open_case(kind, path, lib)
        except StateFormatError as exc:
            expected = BoardFormatError if kind == BOARD else ReplayFormatError
            assert isinstance(exc, expected), f"{path.name}: {type(exc).__name__} for a {kind} file"
            assert exc.field and exc.detail, f"{path.name}: {exc}"
            seen["refused"] += 1
        except EngineError:
            seen["refused"] += 1
        else:
            # (a replay has no hosts: its "dangling host" is another number swapped in)
            must_refuse = mutation in MUST_REFUSE and not (kind != BOARD and mutation == "dangling_host")
            assert not must_refuse, f"{path.name} ({mutation}) loaded as valid"
            seen["loaded"] += 1
    return seen


def test_the_corpus_covers_boards_replays_and_every_mutation() -> None:
    kinds = {kind for kind, _ in base_files()}
    assert kinds == {"board", "replay"}
    made = {(kind, mutation) for kind, mutation, _ in cases(len(base_files()) * len(MUTATIONS))}
    assert {mutation for _, mutation in made} == set(MUTATIONS)


def test_damaged_files_fail_cleanly(tmp_path: Path) -> None:
    """Bounded for every run: about 1,700 files, each mutation about 130 times."""
    seen = run_corpus(1700, tmp_path, seed=2024)
    assert seen["refused"] > 1000 and seen["loaded"] > 50  # (both outcomes really occur)


@pytest.mark.slow
def test_many_more_damaged_files_fail_cleanly(tmp_path: Path) -> None:
    seen = run_corpus(20000, tmp_path, seed=7)
    assert seen["refused"] > 10000


# ----- what the messages say ----------------------------------------------------------------------


def _board_file(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "board.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return path


def _refusal(path: Path, error: type[StateFormatError] = BoardFormatError) -> StateFormatError:
    with pytest.raises(error) as refused:
        if error is BoardFormatError:
            read_board(path, default_library())
        else:
            Replay.load(path)
    return refused.value


def _text(doc: dict) -> str:
    return json.dumps(doc, indent=1)


@pytest.fixture
def doc() -> dict:
    b = Board()
    b.add("PR13", 0, "hand")
    return json.loads(json.dumps(b.doc()))


def test_a_float_where_a_card_id_belongs_is_named(tmp_path: Path, doc: dict) -> None:
    doc["cards"][3]["iid"] = 1.5
    exc = _refusal(_board_file(tmp_path, _text(doc)))
    assert str(exc) == "cards[3].iid: expected a whole number, got 1.5"


def test_nan_and_infinity_are_named(tmp_path: Path, doc: dict) -> None:
    for value, shown in (("NaN", "NaN"), ("-Infinity", "-Infinity"), ("1e999", "inf")):
        text = _text(doc).replace('"tokens": 2', f'"tokens": {value}')
        exc = _refusal(_board_file(tmp_path, text))
        assert exc.field == "players[0].tokens" and shown in exc.detail


def test_a_number_of_thousands_of_digits_is_named(tmp_path: Path, doc: dict) -> None:
    exc = _refusal(_board_file(tmp_path, _text(doc).replace('"seed": 7', '"seed": ' + "7" * 5000)))
    assert exc.field == "seed" and "5000 digits" in exc.detail


def test_deep_nesting_is_refused(tmp_path: Path, doc: dict) -> None:
    text = _text(doc).replace('"seed": 7', '"seed": ' + "[" * 50000 + "]" * 50000)
    exc = _refusal(_board_file(tmp_path, text))
    assert exc.field == "file" and "50001 levels deep" in exc.detail


def test_bytes_that_are_not_utf8_are_refused(tmp_path: Path, doc: dict) -> None:
    raw = _text(doc).encode("utf-8").replace(b'"PR13"', b'"PR\xff13"')
    exc = _refusal(_board_file(tmp_path, raw))
    assert exc.field == "file" and "UTF-8" in exc.detail


def test_unknown_fields_are_refused_naming_them(tmp_path: Path, doc: dict) -> None:
    doc["cards"][2]["exausted"] = True
    exc = _refusal(_board_file(tmp_path, _text(doc)))
    assert exc.field == "cards[2].exausted" and "unknown field" in exc.detail
    del doc["cards"][2]["exausted"]
    doc["players"][1]["scor"] = 3
    assert _refusal(_board_file(tmp_path, _text(doc))).field == "players[1].scor"
    del doc["players"][1]["scor"]
    doc["turnplayer"] = 1
    assert _refusal(_board_file(tmp_path, _text(doc))).field == "turnplayer"


def test_a_key_given_twice_is_refused(tmp_path: Path, doc: dict) -> None:
    text = _text(doc).replace('"tokens": 2', '"tokens": 2, "tokens": 5')
    exc = _refusal(_board_file(tmp_path, text))
    assert exc.field == "players[0].tokens" and "twice" in exc.detail


def test_a_host_that_is_no_card_is_refused(tmp_path: Path) -> None:
    b = Board()
    friend = b.add("PR20", 0, "play", "home:0")
    b.add("PR135", 0, "play", "home:0", host=friend)  # a Resource on the Friend: fine
    assert load_board(b.doc(), default_library()) is not None
    b.cards[-1]["host"] = 999
    exc = _refusal(_board_file(tmp_path, _text(b.doc())))
    assert exc.field == f"cards[iid={len(b.cards)}].host" and "999" in exc.detail
    b.cards[-1]["host"] = len(b.cards)
    assert "host" in _refusal(_board_file(tmp_path, _text(b.doc()))).field


def test_a_counter_name_must_be_a_name(tmp_path: Path, doc: dict) -> None:
    doc["cards"][0]["counters"] = {"Power ": 1}
    assert _refusal(_board_file(tmp_path, _text(doc))).field == "cards[0].counters.Power "


def test_documents_built_in_memory_are_checked_like_files(doc: dict) -> None:
    """The board editor hands documents over without a file: NaN and odd keys are refused too."""
    doc["players"][0]["tokens"] = float("nan")
    with pytest.raises(BoardFormatError, match=r"players\[0\]\.tokens"):
        load_board(doc, default_library())
    doc["players"][0]["tokens"] = 2
    doc["flags"] = {1: "x"}
    with pytest.raises(BoardFormatError, match="flags"):
        load_board(doc, default_library())


def test_replay_fields_are_named(tmp_path: Path) -> None:
    replay = next(raw for kind, raw in base_files() if kind == "replay")
    path = tmp_path / "replay.json"
    text = replay.decode("utf-8")
    version = f'"version": {json.loads(text)["version"]}'
    path.write_text(text.replace(version, f'{version}, "verison": 1'), encoding="utf-8")
    assert _refusal(path, ReplayFormatError).field == "verison"
    path.write_text(text.replace('"seed": ', '"seed": 1.5, "seed": ', 1), encoding="utf-8")
    assert _refusal(path, ReplayFormatError).field == "setup.seed"
    data = json.loads(text)
    data["setup"]["seed"] = 1.5
    path.write_text(json.dumps(data), encoding="utf-8")
    lib = default_library()
    with pytest.raises(ReplayFormatError, match=r"^setup\.seed: expected a whole number"):
        open_case("replay", path, lib)
    data["setup"]["decks"][1]["draw"][4] = 7
    data["setup"]["seed"] = 3
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ReplayFormatError, match=r"^setup\.decks\[1\]\.draw\[4\]: expected a card id, got 7"):
        open_case("replay", path, lib)


# ----- the old field-by-field mutations, through the document reader the board editor uses -------

VALUES = [None, -1, 0, 1, 99999, "x", "", [], {}, True, 1.5, "home:0", "PR20", [1, 2], {"a": 1}]


def _paths(obj, prefix=()):
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield (*prefix, key)
            yield from _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            yield (*prefix, index)
            yield from _paths(value, (*prefix, index))


def test_mutated_board_documents_fail_cleanly() -> None:
    lib = default_library()
    rnd = random.Random(2024)
    outcomes = {"loaded": 0, "refused": 0}
    for base in [json.loads(raw) for kind, raw in base_files() if kind == BOARD]:
        paths = list(_paths(base))
        for _ in range(100):
            doc = json.loads(json.dumps(base))
            path = rnd.choice(paths)
            parent = doc
            for key in path[:-1]:
                parent = parent[key]
            if isinstance(parent, dict) and rnd.random() < 0.3:
                del parent[path[-1]]
            else:
                parent[path[-1]] = rnd.choice(VALUES)
            try:
                g = load_board(doc, lib)
                for _ in range(3):
                    if g.pending() is None:
                        break
                    g.submit([g.pending().option_keys()[-1]])
                outcomes["loaded"] += 1
            except EngineError:
                outcomes["refused"] += 1
    assert outcomes["loaded"] > 100 and outcomes["refused"] > 100


def test_a_choice_of_trigger_naming_none_waiting_is_named(tmp_path: Path) -> None:
    """A damaged file whose pending 511.7a choice names a trigger the procedure does not hold
    is refused on loading, not when the answer is looked up."""
    b = Board()
    b.add("PR157", 1, "play", "problem:0")  # P1's Parasprite and Flim: two triggers P1 orders
    b.add("PR155", 1, "play", "problem:1")
    for code in ("PR20", "PR20", "PR140", "PR147"):
        b.add(code, 0, "play", "home:0")
    g = b.game(phase="troublemaker", step="troublemaker")
    assert g.pending().kind == "trigger_order"
    document = export_board(g)
    assert load_board(json.loads(_text(document)), default_library()).pending().kind == "trigger_order"
    document["pending"]["options"][0]["key"] = "trigger:999"
    refused = _refusal(_board_file(tmp_path, _text(document)))
    assert refused.field == "pending.options[0].key"
    assert "names no triggered effect waiting" in str(refused)
