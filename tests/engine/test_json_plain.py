"""`engine.core.json_reader.plain` copies a document of plain JSON values and refuses anything
else by its place, however the values are nested: text, numbers, booleans and null are copied
without their place being worked out, and are still refused nested too deeply."""

from __future__ import annotations

import pytest

from engine.core.errors import StateFormatError
from engine.core.json_reader import MAX_DEPTH, plain


def _nested(value: object, levels: int) -> object:
    for _ in range(levels):
        value = [value]
    return value


def test_a_document_is_copied_member_by_member() -> None:
    doc = {"a": [1, "x", None, True, 2.5, {"b": []}], "c": {"d": "e"}}
    copy = plain(doc)
    assert copy == doc and copy is not doc and copy["a"] is not doc["a"] and copy["c"] is not doc["c"]


def test_a_value_nested_as_deeply_as_allowed_is_kept_and_one_deeper_is_refused_by_its_place() -> None:
    assert plain(_nested("deep", MAX_DEPTH)) == _nested("deep", MAX_DEPTH)
    assert plain({"a": _nested(None, MAX_DEPTH - 1)}) == {"a": _nested(None, MAX_DEPTH - 1)}
    for value in ("deep", 7, None, False):
        with pytest.raises(StateFormatError) as caught:
            plain(_nested(value, MAX_DEPTH + 1))
        assert caught.value.field == "[0]" * (MAX_DEPTH + 1)
        assert f"nested more than {MAX_DEPTH} levels deep" in str(caught.value)
    with pytest.raises(StateFormatError) as caught:
        plain({"a": _nested(1, MAX_DEPTH)}, where="setup")
    assert caught.value.field == "setup.a" + "[0]" * MAX_DEPTH


def test_what_json_cannot_hold_is_refused_by_its_place() -> None:
    with pytest.raises(StateFormatError) as caught:
        plain({"a": [1, "x", float("nan")]}, where="setup")
    assert caught.value.field == "setup.a[2]"
    with pytest.raises(StateFormatError) as caught:
        plain({"players": [{"score": 1}, {"score": {1, 2}}]})
    assert caught.value.field == "players[1].score" and "got set" in str(caught.value)
