"""Judge scenarios for rounds and winning (3, 5.5.9-5.5.12) and exhaustion (9.3)."""

from __future__ import annotations

from tests.battledome.engine_helpers import answer, iid_of, logged, position

AT_DAMAGE_STEP = [{"op": "game"}, {"op": "turn", "i": 5}, {"op": "battle", "i": 5}]


def knocked_out(**fields):
    cards = [(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump", {"damage": 11}),
             (0, "codestones", "Blaze Codestone"), (1, "codestones", "Bulwark Codestone"),
             (1, "equipment", "Pot Lid Shield"), (1, "faerie", "Hush Faerie"), (1, "play", "Soggy Sinkhole"),
             (1, "play", "Crackle Lab Map, Left Half"), (0, "neopets", "Red Stonebeak"),
             (1, "neopets", "Green Puddlewump"), (1, "neopets", "Red Zephyrkit")]
    return position(cards, frames=AT_DAMAGE_STEP, phase="battle", dice={"attack": [6, 6, 6], "defence": []},
                    **fields)


def test_end_of_round_cleanup_and_the_knocked_out_player_starts_the_next_round() -> None:
    g = knocked_out()
    # 5.5.10: Neopets to the Round Results, the knocked-out one face down
    puddlewump, glimmerfox = iid_of(g, "Blue Puddlewump"), iid_of(g, "Red Glimmerfox")
    assert g.where(puddlewump) == (1, "results") and g.s["cards"][puddlewump]["down"]
    assert g.where(glimmerfox) == (0, "results") and not g.s["cards"][glimmerfox]["down"]
    # Codestones and Equipment to the Discard, Faeries to the Void; Locations and Map Pieces stay
    assert g.where(iid_of(g, "Blaze Codestone")) == (0, "discard")
    assert g.where(iid_of(g, "Pot Lid Shield")) == (1, "discard")
    assert g.where(iid_of(g, "Hush Faerie")) == (1, "void")
    assert g.where(iid_of(g, "Soggy Sinkhole")) == (1, "play")
    assert g.where(iid_of(g, "Crackle Lab Map, Left Half")) == (1, "play")
    answer(g, "Red Stonebeak")  # 5.5.12: the winner first, face up
    assert g.pending().player == 1
    answer(g, "Green Puddlewump")
    assert g.s["active"] == 1 and g.s["round"] == 2
    assert logged(g, "5.5.12", "P1, whose Neopet was knocked out, is the active player")


def test_the_second_round_won_wins_the_game() -> None:
    g = knocked_out(players=[{"rounds": 1}, {}])
    assert g.pending() is None
    assert g.s["result"] == {"winner": 0, "reason": "P0 won two rounds", "rule": "5.5.9a"}


def test_an_exhausted_player_takes_one_damage_at_the_beginning_of_the_draw_phase() -> None:
    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump")], start="draw",
                 empty_decks=(0,))
    glimmerfox = iid_of(g, "Red Glimmerfox")
    assert logged(g, "9.3.2", "P0 is exhausted") and g.s["cards"][glimmerfox]["damage"] == 1
    assert logged(g, "5.2.2b", "P0 draws 0 cards (the Main Deck is empty)")


def test_a_player_with_cards_in_the_main_deck_is_not_exhausted() -> None:
    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump")], start="draw")
    assert not logged(g, "9.3.2") and g.s["cards"][iid_of(g, "Red Glimmerfox")]["damage"] == 0
    assert logged(g, "5.2.2b", "P0 draws 1 card")
