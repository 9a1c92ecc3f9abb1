"""A board saved in the middle of a game and loaded again logs what the game played on logs:
the file keeps what the log had said that bears on what is said next (`said`,
docs/board-state-format.md), so a judge reading on after a load reads the same lines."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from engine.core.errors import BoardFormatError
from engine.core.log import LogEntry
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import MlpGame
from tests.engine.helpers import seeded_bots
from tests.engine.test_card_pool_soak import _deck, _pool, _starting_problems

SEED = 43322
"""A whole-pool game (tests/engine/test_card_pool_soak.py) with Apple Bloom, Seedling Seeker's
"you may exhaust an opposing character" and Swaying the Seaponies' "you may move another one
of your characters to this Problem" finding nothing time after time."""


def _lines_on(when: Callable[[MlpGame], bool], decisions: int) -> tuple[list[LogEntry], list[LogEntry], MlpGame]:
    """Play the game of `SEED`; at the first decision `when` picks, save the board and load it,
    and answer the next `decisions` decisions alike in both. The lines each wrote from there,
    the game played on's first, and the loaded game."""
    lib = default_library()
    rng = random.Random(SEED)
    pool, starting = _pool(True), _starting_problems(True)
    g = new_game(lib, [_deck(pool, rng, starting), _deck(pool, rng, starting)], SEED)
    bots = seeded_bots(SEED)
    while not when(g):
        decision = g.pending()
        assert decision is not None, "the game ended before the decision looked for"
        g.submit(bots[decision.player].choose(decision))
    # (read as the round trip of test_card_pool_soak reads it: a loaded board also names the
    # cards whose text the engine does not carry out, `MlpGame.announce_gap`, lines of its own)
    copy = load_board(json.loads(json.dumps(export_board(g))), lib, run=False)
    saved_at = len(g.log)
    for _ in range(decisions):
        decision = g.pending()
        if decision is None:
            break
        answer = bots[decision.player].choose(decision)
        g.submit(answer)
        copy.submit(answer)
    return g.log[saved_at:], copy.log, copy


def _resolving(g: MlpGame, name: str) -> bool:
    """Is the text of the card called `name` resolving, asking its player (a "may")?"""
    stack = g.s["stack"]
    return bool(stack) and any(f["op"] == "ability" and f.get("src") in g.s["cards"] and g.name(f["src"]) == name
                               for f in stack)


def test_a_text_saved_as_it_asks_ends_with_the_line_it_would_have_said():
    """Turn 55: Apple Bloom's "you may exhaust an opposing character" asks P1, with no character
    to exhaust; its line at the end quotes the whole text, said once, also after a load."""
    asked: list[int] = []

    def apple_bloom_again(g: MlpGame) -> bool:
        """The second time that turn (the first, P1 answered "No")."""
        if g.s["turn"] == 55 and _resolving(g, "Apple Bloom, Seedling Seeker #179") and g.s["answers"] not in asked:
            asked.append(g.s["answers"])
        return len(asked) == 2

    played_on, loaded, _ = _lines_on(apple_bloom_again, 3)
    assert any(entry.text.startswith("Nothing happens: “Talented:") for entry in played_on)
    assert loaded == played_on


def test_a_not_repeated_line_is_not_said_again_after_a_load():
    """Turn 3 says Swaying the Seaponies finds nothing, "not repeated while it stays so"; a board
    saved as turn 7 begins and loaded says it no more than the game played on does."""
    played_on, loaded, read = _lines_on(lambda g: g.s["turn"] == 7, 12)
    assert any("Swaying the Seaponies #113 (P0's)" in entry.text for entry in played_on)
    assert not any("Nothing happens" in entry.text and "Seaponies" in entry.text for entry in played_on)
    assert any("; not repeated" in entry.text for _, entry in read.said_before)
    assert loaded == played_on


def test_a_board_without_said_lines_still_loads():
    """An older file (no `said`) loads as before: nothing earlier is known."""
    lib = default_library()
    rng = random.Random(SEED)
    pool, starting = _pool(True), _starting_problems(True)
    g = new_game(lib, [_deck(pool, rng, starting), _deck(pool, rng, starting)], SEED)
    bots = seeded_bots(SEED)
    while g.s["turn"] < 7:
        decision = g.pending()
        g.submit(bots[decision.player].choose(decision))
    document = export_board(g)
    assert "said" in document
    document.pop("said")
    read = load_board(document, lib, run=False)
    assert read.said_before == [] and read.digest() == g.digest()


@pytest.mark.parametrize(("said", "field", "words"), [
    ([], "said", "expected an object"),
    ({"heard": []}, "said.heard", "unknown field"),
    ({"lines": [[0, 1, "712", "Nothing happens"]]}, "said.lines[0]", "-1 for its last line"),
    ({"lines": [[-1, 1, "712", "a"], [-2, 1, "712", "b"]]}, "said.lines[1]", "in log order"),
    ({"lines": [["-1", 1, "712", "a"]]}, "said.lines[0]", "got '-1'"),
    ({"began": [[3, 0, 0]]}, "said.began[0]", "none at 3"),
    ({"did": [["x", 0, 2, []]]}, "said.did[0]", "turn parity 0 or 1"),
    ({"did": [["x", 0, True, []]]}, "said.did[0]", "turn parity 0 or 1"),
    ({"did": [["x", 0, 1, [-1, -3]]]}, "said.did[0]", "in log order"),
])
def test_a_bad_said_object_is_refused_by_name(said: object, field: str, words: str):
    lib = default_library()
    rng = random.Random(SEED)
    pool, starting = _pool(True), _starting_problems(True)
    document = export_board(new_game(lib, [_deck(pool, rng, starting), _deck(pool, rng, starting)], SEED))
    document["said"] = said
    with pytest.raises(BoardFormatError) as refused:
        load_board(document, lib)
    assert refused.value.field == field and words in str(refused.value)
