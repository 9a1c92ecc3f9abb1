"""The card panel's place ("in Player 1's hand") says the player as the rest of the table does,
by the name typed for them or "Player 1" / "Player 2", never the engine's own "P0" or "P1"."""

from __future__ import annotations

import re

import pytest

from tests.battledome.engine_helpers import sample_decks
from tests.spellcasters.games import sample_halves
from tourney.services import match_table

DECKS = {"battledome": sample_decks, "spellcasters": lambda: list(sample_halves()[:2])}


@pytest.mark.parametrize("system_id", sorted(DECKS))
def test_every_card_panel_names_its_player(system_id: str) -> None:
    table = match_table.start_game(DECKS[system_id](), 5, system_id=system_id, players=["Rarity Belle", ""])
    for _ in range(3):
        table.step_forward()
    places = [detail.where for iid in range(200) if (detail := table.card_detail(iid)) is not None]
    assert places, "no card on the table"
    assert not [place for place in places if re.search(r"\bP[01]\b", place)]
    assert any("Rarity Belle's" in place for place in places) and any("Player 2's" in place for place in places)
