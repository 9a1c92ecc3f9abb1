"""A new card record is the plain one, key order included, and shares nothing.

`game.new_card_record` copies a blank record (`_BLANK_CARD`, a plain dict, which
nothing may change); saved states and digests hold
the records, so their keys, order and values must stay those of the plain construction,
and no record may share a mutable value with another or with the blank one.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.state import game


def reference_record(iid: int, card_id: str, owner: int) -> dict[str, Any]:
    """A card record written out in full (docs/board-state-format.md)."""
    return {"iid": iid, "card": card_id, "owner": owner, "ctrl": owner, "zone": "", "area": None, "host": None,
            "exhausted": False, "frightened": False, "face_down": False, "boosted": False, "counters": {},
            "ts": 0}


def test_new_card_records_are_the_plain_record_and_share_nothing() -> None:
    blank = dict(game._BLANK_CARD)
    made = []
    for iid, card_id, owner in ((1, "PR1", 0), (2, "PR1", 1), (57, "CN12", 1), (1000, "EO200", 0)):
        record = game.new_card_record(iid, card_id, owner)
        expected = reference_record(iid, card_id, owner)
        assert record == expected and list(record) == list(expected)
        assert all(type(record[key]) is type(expected[key]) for key in expected)
        made.append(record)
    # changing one record changes no other record, nor the blank a record is copied from
    made[0]["counters"]["+1"] = 2
    made[0]["exhausted"] = True
    made[0]["zone"] = "play"
    assert made[1] == reference_record(2, "PR1", 1)
    assert game.new_card_record(1, "PR1", 0) == reference_record(1, "PR1", 0)
    assert dict(game._BLANK_CARD) == blank and blank["counters"] is None
    assert len({id(record["counters"]) for record in made}) == len(made)
