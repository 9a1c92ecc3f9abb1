"""Every board state and replay opens its top-level object the same way (engine.core.documents.document_object)."""

from __future__ import annotations

import pytest

from engine.battledome.boardstate import load_board as battledome_board
from engine.core.errors import BoardFormatError, ReplayFormatError
from engine.core.replay import Replay
from engine.mlp.api import default_library as mlp_library
from engine.mlp.boardstate import load_board as mlp_board
from engine.spellcasters.api import default_library as spellcasters_library
from engine.spellcasters.boardstate import load_board as spellcasters_board


def _loaders():
    return [("document", lambda d: battledome_board(d)), ("document", lambda d: mlp_board(d, mlp_library())),
            ("file", lambda d: spellcasters_board(d, spellcasters_library()))]


def test_a_board_state_that_is_no_object_is_named_as_such() -> None:
    for where, load in _loaders():
        with pytest.raises(BoardFormatError) as caught:
            load([1, 2])
        assert (caught.value.field, str(caught.value)) == (where, f"{where}: expected a JSON object")


def test_an_unknown_top_level_field_is_refused_before_anything_else() -> None:
    for _, load in _loaders():
        with pytest.raises(BoardFormatError) as caught:
            load({"fromat": "x"})
        assert caught.value.field == "fromat"
        assert "unknown field 'fromat'" in str(caught.value)


def test_a_replay_that_is_no_object_or_has_unknown_fields_is_refused() -> None:
    with pytest.raises(ReplayFormatError, match=r"^replay: expected a JSON object$"):
        Replay.from_dict("replay")
    with pytest.raises(ReplayFormatError) as caught:
        Replay.from_dict({"format": "tourney-replay", "answer": []})
    assert caught.value.field == "answer"
