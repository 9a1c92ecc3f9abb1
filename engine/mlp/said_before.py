"""What a game's log had said, kept with a saved board so that the game read back says next
what the game played on would have said.

A board file does not hold the log, yet what the engine writes next depends on some of it:
a text resolving as the board was saved says at its end what it did in all (one "Nothing
happens" line quoting the whole text, or one for an instruction that found nothing), which
depends on the lines it wrote so far and on whether its player answered anything since it
began (`MlpGame.first_run_mark`); and a triggered text finding nothing again does not repeat
its "Nothing happens: ...; not repeated ..." line while it is the last thing the text said
(`abilities.note_nothing_happened`). The document's `said` object keeps exactly those lines,
with the places where the texts began and last did something, each place counted back from
the end of the log as it was saved (-1: its last line), so that places written after the
load (0, 1, ...) follow them as the log went on.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import BoardFormatError
from engine.core.log import LogEntry
from engine.mlp.effects.abilities import NOT_REPEATED, NOTHING_HAPPENS
from engine.mlp.state.game import MlpGame, by_text_found

SAID = "said"
"""The document field (docs/board-state-format.md)."""
SAID_FIELDS = frozenset(("lines", "began", "did"))


def said_document(game: MlpGame) -> dict[str, Any] | None:
    """The `said` object of the game's board document; None when nothing said so far bears
    on what is said next (no text resolving has a known beginning, no "not repeated" line)."""
    end = len(game.log)
    marks = game.began_marks()
    start = min((mark[0] for _, mark in marks), default=end)
    tail: list[tuple[int, LogEntry]] = []
    last_said: dict[tuple[str, int], tuple[int, LogEntry]] = {}
    for at, entry in game.lines_between(game.first_place(), end):
        if at >= start:
            tail.append((at, entry))
        elif entry.text.startswith(NOTHING_HAPPENS) and NOT_REPEATED in entry.text:
            last_said[(entry.text, entry.turn % 2)] = (at, entry)
    lines = sorted(last_said.values(), key=lambda kept: kept[0]) + tail
    if not lines and not marks:
        return None
    did = []
    for (by, ab, parity), places in sorted(game.text_did_at.items()):
        if not any(by_text_found(by, entry.text) for _, entry in lines):
            continue  # (a line said again after the load is later than anything it did before)
        before = [at for at in places if at < start][-1:]
        kept = before + [at for at in places if start <= at < end]
        if kept:
            did.append([by, ab, parity, [at - end for at in kept]])
    return {"lines": [[at - end, entry.turn, entry.rule, entry.text] for at, entry in lines],
            "began": [[index, mark[0] - end, mark[1]] for index, mark in marks],
            "did": did}


def read_said(raw: Any, game: MlpGame) -> None:
    """Give a game read from a file what its `said` object keeps, each value checked: a bad
    one is a `BoardFormatError` naming it."""
    if not isinstance(raw, dict):
        raise BoardFormatError(SAID, "expected an object")
    for key in raw:
        if key not in SAID_FIELDS:
            raise BoardFormatError(f"{SAID}.{key}", f"unknown field; a `said` object holds {', '.join(sorted(SAID_FIELDS))}")
    lines: list[tuple[int, LogEntry]] = []
    for index, line in enumerate(_list(raw.get("lines", []), "lines")):
        where = f"{SAID}.lines[{index}]"
        if not (isinstance(line, list) and len(line) == 4 and isinstance(line[2], str) and isinstance(line[3], str)):
            raise BoardFormatError(where, "expected [place, turn, rule, text]")
        at, turn = _place(line[0], where, lines[-1][0] if lines else None), _count(line[1], where)
        lines.append((at, LogEntry(turn, line[2], line[3])))
    marks = []
    stack = game.s["stack"]
    for index, began in enumerate(_list(raw.get("began", []), "began")):
        where = f"{SAID}.began[{index}]"
        if not (isinstance(began, list) and len(began) == 3):
            raise BoardFormatError(where, "expected [stack place, log place, answers]")
        frame = _count(began[0], where)
        if frame >= len(stack):
            raise BoardFormatError(where, f"the stack holds {len(stack)} running procedures, none at {frame}")
        at = began[1]
        if not isinstance(at, int) or isinstance(at, bool) or at > 0:
            raise BoardFormatError(where, f"expected the place in the log where the text began, counted back from "
                                          f"where it was saved (0 there, -1 before its last line), got {at!r}")
        marks.append((frame, (at, _count(began[2], where))))
    did: dict[tuple[str, int, int], list[int]] = {}
    for index, item in enumerate(_list(raw.get("did", []), "did")):
        where = f"{SAID}.did[{index}]"
        if not (isinstance(item, list) and len(item) == 4 and isinstance(item[0], str)
                and isinstance(item[3], list) and item[2] in (0, 1) and not isinstance(item[2], bool)):
            raise BoardFormatError(where, "expected [text, ability, turn parity 0 or 1, [places]]")
        places: list[int] = []
        for at in item[3]:
            places.append(_place(at, where, places[-1] if places else None))
        did[(item[0], _count(item[1], where), item[2])] = places
    game.said_before = lines
    game.resume_marks(marks)
    game.text_did_at = did


def _list(value: Any, key: str) -> list:
    if not isinstance(value, list):
        raise BoardFormatError(f"{SAID}.{key}", "expected a list")
    return value


def _count(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise BoardFormatError(where, f"expected a whole number 0 or more, got {value!r}")
    return value


def _place(value: Any, where: str, after: int | None) -> int:
    """A place in the log before the board was saved: below 0, after the one before it."""
    if not isinstance(value, int) or isinstance(value, bool) or value >= 0:
        raise BoardFormatError(where, f"expected a place in the log before it was saved (-1 for its last line), "
                                      f"got {value!r}")
    if after is not None and value <= after:
        raise BoardFormatError(where, f"expected the places in log order, {value} after {after}")
    return value
