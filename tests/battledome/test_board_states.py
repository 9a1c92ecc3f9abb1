"""Battledome board states: hand-written documents load, bad ones are refused naming the field."""

from __future__ import annotations

import json

import pytest

from engine.battledome import api
from engine.battledome.boardstate import export_board, load_board, load_board_text
from engine.core.errors import BoardFormatError
from tests.battledome.engine_helpers import library

BASE = {"format": "tourney-battledome-board/1", "seed": 3, "turn": 4, "active": 1, "start": "preparation",
        "cards": [{"card": "Red Glimmerfox", "owner": 0, "zone": "active"},
                  {"card": "RTS-003", "owner": 1, "zone": "active", "damage": 2},
                  {"card": "Blaze Codestone", "owner": 1, "zone": "codestones"},
                  {"card": "Blaze Codestone", "owner": 1, "zone": "codestones"},
                  {"card": "Icicle Draught", "owner": 1, "zone": "inventory"},
                  {"card": "Blaze Codestone", "owner": 1, "zone": "deck"}]}


def test_a_hand_written_position_loads_names_and_ids_alike_and_round_trips() -> None:
    g = load_board(BASE, library())
    assert g.s["active"] == 1 and g.s["phase"] == "preparation"
    assert [o.label for o in g.pending().options] == ["Play Icicle Draught #5 (Potion)", "Pass"]
    assert g.name(g.active(1)) == "Blue Puddlewump" and g.s["cards"][g.active(1)]["damage"] == 2
    document = export_board(g)
    again = load_board(json.loads(json.dumps(document)), library())
    assert export_board(again) == document and again.digest() == g.digest()
    assert api.load_state(api.export_state(g), library()).digest() == g.digest()


@pytest.mark.parametrize(("change", "field", "words"), [
    ({"format": "tourney-mlp-board"}, "format", "this is a board of My Little Pony CCG, not of "
                                                "Neopets Battledome TCG"),
    ({"format": "chess-board"}, "format", "expected 'tourney-battledome-board/1'"),
    ({"colour": 1}, "colour", "unknown field"),
    ({"turn": "four"}, "turn", "expected a whole number"),
    ({"start": "lunch"}, "start", "expected one of beginning"),
    ({"cards": [{"card": "Red Glimmerfox", "zone": "hand"}]}, "cards[0].zone", "expected one of"),
    ({"cards": [{"card": "Red Glimmerfox", "zone": "active", "st": {"sleepy": True}}]}, "cards[0].st.sleepy",
     "unknown field"),
    ({"cards": [{"iid": 2, "card": "Red Glimmerfox"}, {"iid": 2, "card": "Mud Pie"}]}, "cards[1].iid", "used twice"),
    ({"players": [{"inventory": [9]}, {}]}, "players[0].inventory[0]", "no card has the number 9"),
    ({"cards": [{"card": "Blaze Codestone", "zone": "codestones"}] * 6}, "players[0].codestones", "five"),
    ({"effects": [{"kind": "stat", "target": 99, "until": "end_of_turn"}]}, "effects[0].target", "no card"),
    ({"dice": {"attack": [7]}}, "dice.attack", "from 1 to 6"),
    ({"ask": {"op": "priority"}}, "ask", "needs the running procedure"),
    ({"ask": {"op": "dance"}}, "ask.op", "not a question the engine asks"),
    ({"phase": "lunch"}, "phase", "expected one of 'setup', 'beginning', 'draw'"),
    ({"step": "nap"}, "step", "expected one of '', 'beginning', 'attack'"),
    # without Neopets to fight, a board that starts a turn would run on for ever (2, 8.4.1)
    ({"cards": []}, "players[0].active", "P0 has no Neopet in the Active Neopet Slot (8.4.1)"),
    ({"cards": BASE["cards"][:1]}, "players[1].active", "P1 has no Neopet in the Active Neopet Slot"),
    ({"cards": [*BASE["cards"][:1], {"card": "Blaze Codestone", "owner": 1, "zone": "active"}]},
     "players[1].active", "Blaze Codestone is no Neopet"),
    # each slot beside the active Neopet holds only its kinds of card (8.5.1, 8.6.1, 7.6.4)
    ({"cards": [*BASE["cards"], {"card": "Hush Faerie", "owner": 0, "zone": "codestones"}]}, "players[0].codestones",
     "Hush Faerie #7 is a Faerie: P0's Codestones holds only the Codestones attached to the active Neopet (8.5.1"),
    ({"cards": [*BASE["cards"], {"card": "Blaze Codestone", "owner": 1, "zone": "faerie"}]}, "players[1].faerie",
     "Blaze Codestone #7 is a Codestone: P1's Faerie slot holds only a Faerie, Hero or Villain"),
    ({"cards": [*BASE["cards"], {"card": "Icicle Draught", "owner": 0, "zone": "equipment"}]}, "players[0].equipment",
     "P0's Equipment slots holds only Equipment (7.6.4)"),
    ({"cards": [*BASE["cards"], *[{"card": "Hush Faerie", "owner": 0, "zone": "faerie"}] * 2]}, "players[0].faerie",
     "one Faerie slot (8.6.1)"),
])
def test_a_bad_document_is_refused_naming_the_field(change: dict, field: str, words: str) -> None:
    with pytest.raises(BoardFormatError) as caught:
        load_board({**BASE, **change}, library())
    assert caught.value.field == field and words in caught.value.detail


def test_a_file_that_is_not_json_is_refused_with_its_line() -> None:
    with pytest.raises(BoardFormatError, match="not valid JSON"):
        load_board_text(b'{"format": ', library())


def test_a_hand_written_board_logs_no_line_of_its_own_as_in_mlp_and_spellcasters() -> None:
    """The log begins with the rules' own line for the period the board starts in, in their
    words; no setting-up line of the loader's (citing 2, the rules' setup, which it is not)."""
    g = load_board({**BASE, "start": "battle"}, library())
    assert (g.log[0].rule, g.log[0].text) == ("5.5.2", "The Battle Phase begins")
    assert all(entry.rule != "2" for entry in g.log)
