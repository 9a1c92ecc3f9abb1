"""The setup frame and replay checks every game shares (engine.core.replay_setup), through MLP and Spellcasters."""

from __future__ import annotations

import pytest

from engine.core.errors import EngineError, ReplayFormatError
from engine.core.replay import Replay
from engine.mlp import api as mlp
from engine.spellcasters import api as spellcasters


@pytest.mark.parametrize(("setup", "field", "words"), [
    ([], "setup", "expected an object"),
    ({"seed": 1, "decks": [[], []], "sed": 2}, "setup.sed", "unknown field 'sed'"),
    ({"seed": True, "decks": [[], []]}, "setup.seed", "whole number from 0 to 2**64 - 1, got True"),
    ({"seed": 2**64, "decks": [[], []]}, "setup.seed", "got 18446744073709551616"),
    ({"seed": -1, "decks": [[], []]}, "setup.seed", "got -1"),
])
def test_both_games_refuse_a_bad_frame_alike(setup: object, field: str, words: str) -> None:
    for check in (mlp.check_setup, spellcasters.check_setup):
        with pytest.raises(ReplayFormatError) as caught:
            check(setup)
        assert caught.value.field == field
        assert words in str(caught.value)


def test_each_game_names_its_own_card_data_and_decks() -> None:
    with pytest.raises(ReplayFormatError, match=r"expected the card database version \(text\)"):
        mlp.check_setup({"seed": 1, "card_db": 3, "decks": []})
    with pytest.raises(ReplayFormatError, match=r"expected the card data's version \(text\)"):
        spellcasters.check_setup({"seed": 1, "card_db": 3, "decks": []})
    with pytest.raises(ReplayFormatError, match="expected a list of two decks"):
        mlp.check_setup({"seed": 1, "decks": [[]]})
    with pytest.raises(ReplayFormatError, match="expected a list of two halves of the shared deck"):
        spellcasters.check_setup({"seed": 1, "decks": [[]]})


def test_a_replay_of_another_game_or_other_card_data_is_refused() -> None:
    with pytest.raises(EngineError, match=r"^this is a replay of My Little Pony CCG, not of Spellcasters \(pony card game, fan-made\)$"):
        spellcasters.open_replay(Replay("mlp", {"seed": 1, "decks": [[], []]}, [], {}))
    version = spellcasters.default_library().version
    stale = Replay("spellcasters", {"seed": 1, "card_db": "old", "decks": [[], []]}, [], {})
    with pytest.raises(EngineError, match=f"recorded with card data old, this program has {version}"):
        spellcasters.open_replay(stale)
    with pytest.raises(EngineError, match="recorded with card database old, this program has"):
        mlp.open_replay(Replay("mlp", {"seed": 1, "card_db": "old", "decks": [[], []]}, [], {}))
