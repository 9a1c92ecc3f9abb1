"""Reading a JSON file a person may have edited, damaged or made up, without surprises.

Board states and replays come from judges' hands and from other programs.
Python's own JSON reader accepts what no such file should hold (NaN, a key given
twice, the later one silently winning) and fails on some input with errors that
are not about the file at all (a number of more than 4,300 digits, nesting deep
enough to exhaust the interpreter). Here every such file gets one kind of
error, naming the place in the document: `players[1].score: ...`.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from typing import Any

from engine.core.errors import StateFormatError

MAX_DEPTH = 64
"""Deeper than any document the engines write (a board's rewind point adds a few levels)."""

MAX_DIGITS = 40
"""More digits than any count, id, seed or random state (64 bits is 20 digits)."""

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class _Refused:
    """A value the parser met that no document may hold; reported with its place later."""

    __slots__ = ("what",)

    def __init__(self, what: str) -> None:
        self.what = what


class _Object(dict):
    """A JSON object as read, remembering keys that were given more than once."""

    repeated: list[str]


def _object(pairs: list[tuple[str, Any]]) -> _Object:
    obj = _Object()
    obj.repeated = []
    for key, value in pairs:
        if key in obj:
            obj.repeated.append(key)
        obj[key] = value
    return obj


def _integer(text: str) -> int | _Refused:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        return _Refused(f"a number of {digits} digits (far larger than any value in these files)")
    return int(text)


def _constant(name: str) -> _Refused:
    return _Refused(f"{name} (not a number a file can hold)")


def place(where: str, key: str | int) -> str:
    """The path of a member: `cards[3]`, `players[0].hand`, `areas.home:0`."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def parse_json(raw: bytes | str, error: type[StateFormatError] = StateFormatError,
               root: str = "file") -> Any:
    """The document a file holds, as plain dicts, lists, text, numbers, booleans and None.

    Refuses, with `error` naming the place: bytes that are not UTF-8 text, text
    that is not JSON, nesting deeper than `MAX_DEPTH`, a key given twice in one
    object, NaN and infinities, and whole numbers of more than `MAX_DIGITS` digits.
    """
    if isinstance(raw, bytes):
        try:
            # (a byte-order mark, as some editors start a UTF-8 file with, is no part of the text)
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise error(root, f"not a text (UTF-8) file: byte {exc.start} cannot be read") from None
    else:
        text = raw
    depth = _nesting(text)
    if depth > MAX_DEPTH:
        raise error(root, f"nested {depth} levels deep; a document is at most {MAX_DEPTH} levels deep")
    try:
        data = json.loads(text, object_pairs_hook=_object, parse_int=_integer, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise error(root, f"not valid JSON (line {exc.lineno}, column {exc.colno}: {_json_words(exc.msg)})") from None
    except RecursionError:  # (the depth check above should make this impossible)
        raise error(root, "nested too deeply to read") from None
    return plain(data, error)


def _nesting(text: str) -> int:
    """How deeply brackets nest outside strings (a malformed file may give any answer: it fails later)."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


_PLAIN_SCALARS = frozenset({str, int, bool, type(None)})
"""The values `plain` copies as they are, without working out their place in the document
(only a refusal names it): text, whole numbers, booleans and null, most of any document. A
member nested too deeply is still refused; a float is checked for being finite."""


def plain(data: Any, error: type[StateFormatError] = StateFormatError, where: str = "") -> Any:
    """A copy of a parsed document made of plain JSON values only, or `error` naming what is not.

    Documents built in memory (by the board editor, a test, a script) go through
    the same check as files, so a value JSON cannot hold, a key that is not
    text, or nesting deeper than `MAX_DEPTH` is refused wherever it came from.
    """
    # iterative, so a document nested too deeply is refused instead of exhausting the interpreter
    out_root: list[Any] = [None]
    stack: list[tuple[Any, str, int, Any, str | int]] = [(data, where, 0, out_root, 0)]
    while stack:
        value, path, depth, parent, key = stack.pop()
        label = path or "document"
        if depth > MAX_DEPTH:
            raise error(label, f"nested more than {MAX_DEPTH} levels deep")
        if isinstance(value, _Refused):
            raise error(label, f"expected a JSON value, got {value.what}")
        if isinstance(value, float) and not math.isfinite(value):
            raise error(label, f"expected a number a file can hold, got {value!r}")
        if isinstance(value, dict):
            for repeated in getattr(value, "repeated", ()):
                raise error(place(path, repeated), "this key is given twice in the same object")
            copy: Any = dict.fromkeys(value)  # (members filled in below, in the document's order)
            for k, member in value.items():
                if not isinstance(k, str):
                    raise error(label, f"expected text keys, got {k!r}")
                if depth < MAX_DEPTH and type(member) in _PLAIN_SCALARS:
                    copy[k] = member  # (fine as it is: no place named, see `_PLAIN_SCALARS`)
                else:
                    stack.append((member, place(path, k), depth + 1, copy, k))
        elif isinstance(value, list):
            copy = [None] * len(value)
            for index, member in enumerate(value):
                if depth < MAX_DEPTH and type(member) in _PLAIN_SCALARS:
                    copy[index] = member
                else:
                    stack.append((member, place(path, index), depth + 1, copy, index))
        elif value is None or isinstance(value, (str, bool, int, float)):
            copy = value
        else:
            raise error(label, f"expected a JSON value, got {type(value).__name__}")
        parent[key] = copy
    return out_root[0]


def refuse_unknown_keys(obj: dict[str, Any], known: set[str] | frozenset[str] | tuple[str, ...], where: str,
                        error: type[StateFormatError] = StateFormatError) -> None:
    """A key the format does not define is a mistake (a typo loses what the person meant)."""
    for key in obj:
        if key not in known:
            raise error(place(where, key), f"unknown field {key!r} (expected one of {', '.join(sorted(known))})")


def unreadable_version(given: Any, reads: Sequence[int]) -> str:
    """Why a file's format version cannot be read, in words: a later version than the program
    reads comes from a newer version of the program, which is what the person needs to know; a
    file giving none is told so, not shown the "None" of a value it never wrote."""
    read = " and ".join(map(str, reads))
    if given is None:
        return f"the file gives no version (this program reads version {read})"
    if isinstance(given, int) and not isinstance(given, bool) and given > max(reads):
        return f"version {given} was written by a newer version of the program; this one reads version {read}"
    return f"unsupported version {given!r} (this program reads version {read})"


def _json_words(message: str) -> str:
    """The JSON reader's complaint after the line and column that say where: a few of its
    messages end in "at", which its own text follows with the place ("Unterminated string
    starting at") and which would read cut off after them."""
    return message[:-len(" at")] + " there" if message.endswith(" at") else message
