"""The Battledome board editor's documents: a judge's setup becomes a position and back."""

from __future__ import annotations

import re

import pytest

from engine.battledome.table import battledome_table
from engine.core.board_setup import BoardSetupProblem, CardPlace


def _setup():
    editing = battledome_table().editing
    setup = editing.new_setup()
    p0, p1 = setup.players
    p0.in_play.append(setup.new_card("Red Glimmerfox", area="active:0", counters={"damage": 3}, frozen=True))
    p0.in_play.append(setup.new_card("RTS-026", area="codestones:0"))
    p1.in_play.append(setup.new_card("Blue Puddlewump", area="active:1"))
    p0.piles["inventory"].append(setup.new_card("Icicle Draught"))
    for player in (p0, p1):  # (a Main Deck, so nobody is exhausted, 9.3)
        player.piles["deck"].append(setup.new_card("Bloom Codestone"))
    return editing, setup


def test_a_setup_becomes_a_position_and_the_position_goes_back_into_the_editor() -> None:
    editing, setup = _setup()
    game = battledome_table().load_board(editing.build(setup).document)
    glimmerfox = game.active(0)
    assert game.name(glimmerfox) == "Red Glimmerfox" and game.s["cards"][glimmerfox]["damage"] == 3
    assert game.s["cards"][glimmerfox]["st"] == {"frozen": True} and len(game.zone(0, "codestones")) == 1
    again = editing.setup_from(game)
    rows = [(c.card, c.area, c.counters, sorted(c.flags)) for c in again.players[0].in_play]
    assert rows == [("RTS-001", "active:0", {"damage": 3}, ["frozen"]), ("RTS-026", "codestones:0", {}, [])]


@pytest.mark.parametrize(("change", "words"), [
    (lambda s: s.players[1].in_play.clear(), "P1 has no active Neopet yet: add the Neopet in P1's Active Neopet "
     "Slot first (In play at Active Neopet), then the rest of P1's board."),
    (lambda s: s.players[0].in_play.append(s.new_card("Blue Puddlewump", area="active:0")),
     "P0 has 2 active Neopets: the Active Neopet Slot holds one (8.4.1); move the others to P0's Neopet Deck."),
    (lambda s: s.players[0].in_play[1].set_flag("frozen", True), "only the active Neopet can be frozen"),
    (lambda s: s.players[0].in_play[1].counters.update(damage=1), "only the active Neopet carries a counter"),
    (lambda s: setattr(s.players[0].in_play[1], "area", "active:0"), "only a Neopet can be active"),
    (lambda s: setattr(s.players[0].in_play[1], "card", "Nope"), "'Nope' is no Battledome card"),
])
def test_a_setup_the_rules_cannot_hold_is_refused_in_words(change, words: str) -> None:
    editing, setup = _setup()
    change(setup)
    with pytest.raises(BoardSetupProblem, match=re.escape(words)):
        editing.build(setup)


def test_an_empty_board_asks_for_each_players_active_neopet_first() -> None:
    """A Battledome board starts from the Neopet in each player's Active Neopet Slot (8.4.1; the
    starting Neopet of rule 2): an empty board names it, in the game's words, and points at the
    place it goes, not at a card; a second active Neopet is pointed at in the cards in play."""
    editing = battledome_table().editing
    setup = editing.new_setup()
    with pytest.raises(BoardSetupProblem) as refused:
        editing.build(setup)
    assert str(refused.value) == ("P0 has no active Neopet yet: add the Neopet in P0's Active Neopet Slot first "
                                  "(In play at Active Neopet), then the rest of P0's board.")
    assert refused.value.place == CardPlace(0, "active:0")
    assert editing.schema.place_label(refused.value.place) == "P0's Active Neopet"
    setup.players[0].in_play.append(setup.new_card("Red Glimmerfox", area="active:0"))
    setup.players[0].in_play.append(setup.new_card("Blue Puddlewump", area="active:0"))
    with pytest.raises(BoardSetupProblem) as refused:
        editing.build(setup)
    assert refused.value.place == CardPlace(0, "play", 1)
