"""Damaged board-state and replay files, made from real ones, for the readers' fuzz tests.

Each case starts from a file the engine wrote (positions of a theme-deck game,
judge-style boards, recorded games) and damages it the way files get damaged or
mistyped: bytes flipped, cut short, bytes that are not UTF-8, whole numbers of
thousands of digits, nesting thousands of levels deep, NaN and infinities, floats
where card ids belong, values of the wrong type, keys left out, unknown or given
twice, cards attached to cards that do not exist, and references swapped for
other numbers found in the same file. Everything follows from the seed.

`python -m tests.engine.fuzz_files FOLDER COUNT` writes a corpus to a folder, so
the same files can be fed to any version of the readers.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.replay import Replay, ReplayRecorder
from engine.mlp.api import SYSTEM_ID, default_library, open_replay
from engine.mlp.boardstate import export_board, read_board
from engine.mlp.bot import RandomBot
from engine.mlp.procedures.setup import deck_from_cards
from engine.mlp.procedures.setup import new_game as deal
from engine.mlp.state.game import MlpGame
from engine.mlp.state.library import CardLibrary
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import Board

BOARD, REPLAY = "board", "replay"
VALUES: list[Any] = [None, -1, 0, 1, 2, 99999, 2**70, "x", "", [], {}, True, False, 1.5, 3.0, -0.0,
                     "home:0", "PR20", "play", [1, 2], {"a": 1}, [[1, "until"]]]
MUTATIONS = ("wrong_type", "delete_key", "unknown_key", "duplicate_key", "huge_int", "not_a_number",
             "float_id", "deep", "dangling_host", "other_number", "flip_bytes", "truncate", "bad_utf8")


@cache
def base_files() -> tuple[tuple[str, bytes], ...]:
    """Real files: positions along a theme-deck game, judge-written boards, recorded games."""
    lib = default_library()
    files: list[tuple[str, bytes]] = []

    def board(doc: dict[str, Any]) -> None:
        files.append((BOARD, json.dumps(doc, indent=1, sort_keys=True).encode("utf-8")))

    written = Board()
    written.players[0] = {"tokens": 4}
    written.add("PR13", 0, "hand")
    board(written.doc())
    taken = Board()  # a control change (513.2) in the file
    taken.add("PR12", 1, "play", "problem:1", ctrl=0)
    board(export_board(taken.game(lib)))
    for seed, (first, second) in enumerate(((0, 4), (2, 3), (5, 1))):
        recorder = _recorded_game(lib, first, second, seed)
        game = recorder.game
        assert isinstance(game, MlpGame)
        bots = [RandomBot(seed * 2 + p, style="eager") for p in (0, 1)]
        exported = 0
        while game.pending() is not None and exported < 4:
            decision = game.pending()
            assert decision is not None
            if game.s["faceoff"] is not None or game.s["answers"] % 37 == 36:
                board(export_board(game))
                exported += 1
            recorder.submit(bots[decision.player].choose(decision))
            if len(recorder.replay.answers) == 30:
                files.append((REPLAY, json.dumps(recorder.replay.to_dict(), indent=1).encode("utf-8")))
    return tuple(files)


def _recorded_game(lib: CardLibrary, first: int, second: int, seed: int) -> ReplayRecorder:
    decks = [deck_from_cards(lib, theme_deck(THEME_DECKS[i])) for i in (first, second)]
    setup = {"seed": seed, "card_db": lib.version, "decks": decks}
    return ReplayRecorder(deal(lib, decks, seed), Replay(SYSTEM_ID, setup))


def cases(count: int, seed: int = 2024) -> Iterator[tuple[str, str, bytes]]:
    """`count` damaged files as (kind, mutation, bytes), every mutation in turn."""
    rnd = random.Random(seed)
    bases = base_files()
    for number in range(count):
        kind, raw = bases[number % len(bases)]
        mutation = MUTATIONS[(number // len(bases)) % len(MUTATIONS)]
        yield kind, mutation, mutate(raw, mutation, kind, rnd)


# ----- mutations ---------------------------------------------------------------------------------

_MARK = "\u0000mark\u0000"


def _places(obj: Any, prefix: tuple = ()) -> Iterator[tuple]:
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield (*prefix, key)
            yield from _places(value, (*prefix, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            yield (*prefix, index)
            yield from _places(value, (*prefix, index))


def _objects(obj: Any) -> Iterator[dict]:
    if isinstance(obj, dict):
        yield obj
        for value in obj.values():
            yield from _objects(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _objects(value)


def _fixed_shape_objects(doc: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    """The objects whose fields the formats list (a counter's or a flag's name is free)."""
    def members(value: Any) -> list[dict[str, Any]]:
        items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
        return [item for item in items if isinstance(item, dict)]

    if kind == REPLAY:
        setup = doc.get("setup")
        return [doc, *([setup, *members(setup.get("decks"))] if isinstance(setup, dict) else [])]
    pending = doc.get("pending")
    found = [doc, *members(doc.get("cards")), *members(doc.get("players")), *members(doc.get("areas")),
             *members(doc.get("mods"))]
    if isinstance(pending, dict):
        found += [pending, *members(pending.get("options"))]
    return found


def _parent(doc: Any, path: tuple) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


def _ints(obj: Any) -> list[int]:
    found: list[int] = []
    if isinstance(obj, dict):
        for value in obj.values():
            found += _ints(value)
    elif isinstance(obj, list):
        for value in obj:
            found += _ints(value)
    elif isinstance(obj, int) and not isinstance(obj, bool):
        found.append(obj)
    return found


def _set_marked(doc: Any, rnd: random.Random, only_ints: bool = False) -> Any:
    """Put the mark at a random place (a whole number's place when asked); None if there is none."""
    paths = [p for p in _places(doc) if not only_ints or (
        isinstance(v := _parent(doc, p)[p[-1]], int) and not isinstance(v, bool))]
    if not paths:
        return None
    path = rnd.choice(paths)
    _parent(doc, path)[path[-1]] = _MARK
    return doc


def _text(doc: Any) -> str:
    return json.dumps(doc, indent=1)


def mutate(raw: bytes, mutation: str, kind: str, rnd: random.Random) -> bytes:
    """One damaged copy of a file."""
    doc = json.loads(raw)
    marked = json.dumps(_MARK)
    if mutation == "wrong_type":
        path = rnd.choice(list(_places(doc)))
        _parent(doc, path)[path[-1]] = rnd.choice(VALUES)
        return _text(doc).encode("utf-8")
    if mutation == "delete_key":
        obj = rnd.choice([o for o in _objects(doc) if o])
        del obj[rnd.choice(list(obj))]
        return _text(doc).encode("utf-8")
    if mutation == "unknown_key":
        obj = rnd.choice(_fixed_shape_objects(doc, kind))
        obj[rnd.choice(["surprise", "Card", "iid ", "zones", "colour"])] = rnd.choice(VALUES)
        return _text(doc).encode("utf-8")
    if mutation == "duplicate_key":
        obj = rnd.choice([o for o in _objects(doc) if o])
        key = rnd.choice(list(obj))
        obj[_MARK] = rnd.choice(VALUES)
        return _text(doc).replace(marked, json.dumps(key), 1).encode("utf-8")
    if mutation in ("huge_int", "not_a_number", "float_id", "deep"):
        if _set_marked(doc, rnd, only_ints=mutation == "float_id") is None:
            return raw
        if mutation == "huge_int":
            value = rnd.choice(["", "-"]) + "9" * rnd.choice([41, 4301, 20000])
        elif mutation == "not_a_number":
            value = rnd.choice(["NaN", "Infinity", "-Infinity", "1e999", "-1e400"])
        elif mutation == "float_id":
            value = rnd.choice(["1.5", "2.0", "1e2", "-0.0", "0.999"])
        else:
            depth = rnd.choice([65, 1200, 60000])
            value = "[" * depth + "]" * depth
        return _text(doc).replace(marked, value, 1).encode("utf-8")
    if mutation == "dangling_host":
        cards = [c for c in doc.get("cards", []) if isinstance(c, dict)] if kind == BOARD and isinstance(
            doc, dict) else []
        if not cards:
            return mutate(raw, "other_number", kind, rnd)
        card = rnd.choice(cards)
        top = max([0, *(c.get("iid", 0) for c in cards if isinstance(c.get("iid"), int))])
        handed_out = doc.get("next_iid", top + 1)  # (a host below it may have just left play: 511.2)
        card["host"] = rnd.choice([handed_out, handed_out + 50, card.get("iid"), 0, -3])
        return _text(doc).encode("utf-8")
    if mutation == "other_number":
        numbers = _ints(doc)
        if _set_marked(doc, rnd, only_ints=True) is None or not numbers:
            return raw
        return _text(doc).replace(marked, str(rnd.choice(numbers)), 1).encode("utf-8")
    data = bytearray(raw)
    if mutation == "flip_bytes":
        for _ in range(rnd.randint(1, 4)):
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
        return bytes(data)
    if mutation == "truncate":
        return bytes(data[: rnd.randrange(len(data))])
    if mutation == "bad_utf8":
        at = rnd.randrange(len(data))
        return bytes(data[:at]) + rnd.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xe2\x82"]) + bytes(data[at:])
    raise ValueError(f"unknown mutation {mutation!r}")


# ----- reading a case as a program would ------------------------------------------------------


def open_case(kind: str, path: Path, lib: CardLibrary) -> None:
    """Read a file the way the match table and the CLI do, then go on a few steps.

    Raises only `EngineError` (of which the format errors are one kind) for a bad file.
    """
    if kind == BOARD:
        game = read_board(path, lib)
        for _ in range(3):
            decision = game.pending()
            if decision is None:
                break
            game.submit([decision.option_keys()[-1]])
        export_board(game)
    else:
        cursor = open_replay(Replay.load(path), lib)
        cursor.seek(cursor.length)
        cursor.seek(0)


if __name__ == "__main__":
    target = Path(sys.argv[1])
    target.mkdir(parents=True, exist_ok=True)
    for number, (kind, mutation, data) in enumerate(cases(int(sys.argv[2]))):
        (target / f"{number:05d}-{kind}-{mutation}.json").write_bytes(data)
    print(f"wrote {sys.argv[2]} files to {target}")
