"""The board editor's changes named from the draft before and after, as Undo and Redo read them."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from tourney.services.board_editor import (
    BoardSetup,
    CardPlace,
    EditorCard,
    board_editing,
    empty_setup,
)
from tourney.services.board_editor_changes import Change, name_change


def draft() -> BoardSetup:
    """Twilight Sparkle at home; Comet Tail at P1's Problem; Holly Dash and Sweetie Sunrise in hand."""
    setup = empty_setup()
    p0 = setup.players[0]
    p0.slots["mane"].card = "PR4"
    p0.in_play.append(setup.new_card("PR54", area="problem:1"))
    p0.piles["hand"] += [setup.new_card("PR13"), setup.new_card("PR20")]
    return setup


def named(change: Callable[[BoardSetup], object]) -> Change | None:
    before = draft()
    after = copy.deepcopy(before)
    change(after)
    return name_change(before, after, board_editing())


def text(change: Callable[[BoardSetup], object]) -> str:
    found = named(change)
    assert found is not None
    return found.text


def test_cards_added_removed_and_moved_are_named_with_where_they_are() -> None:
    added = named(lambda s: s.players[0].in_play.append(s.new_card("Emerald Green", area="home:0")))
    assert added == Change("Add Emerald Green to Player 1's home", before=CardPlace(0, "play", 1),
                           after=CardPlace(0, "play", 1))
    removed = named(lambda s: s.players[0].piles["hand"].pop(0))
    assert removed == Change("Remove Holly Dash from Player 1's hand", before=CardPlace(0, "hand", 0),
                             after=CardPlace(0, "hand", 0))

    def discard(s: BoardSetup) -> None:
        s.players[0].piles["discard"].append(s.moved(s.players[0].in_play.pop(0)))

    assert text(discard) == ("Move Comet Tail #5 from Player 2's Problem to Player 1's discard pile as #8: a card put "
                             "into another zone is a new card (410.6)")
    assert text(lambda s: s.players[1].piles["deck"].append(s.new_card("ZZ99"))) == "Add 'ZZ99' to Player 2's draw deck"
    several = "Add 'Pinkie Pie' to Player 2's draw deck"  # what was typed, while it names no one card
    assert text(lambda s: s.players[1].piles["deck"].append(s.new_card("Pinkie Pie"))) == several
    assert text(lambda s: s.players[1].piles["deck"].append(s.new_card("Holly Dash"))) == \
        "Add Holly Dash to Player 2's draw deck"


def test_a_cards_cells_and_boxes_are_named_with_the_card() -> None:
    def card(s: BoardSetup) -> EditorCard:
        return s.players[0].in_play[0]  # Comet Tail

    assert text(lambda s: card(s).set_flag("exhausted", True)) == "Tick exhausted for Comet Tail"
    assert text(lambda s: s.players[0].slots["mane"].set_flag("boosted", True)) == \
        "Tick Boosted side for Twilight Sparkle"
    assert text(lambda s: setattr(card(s), "area", "home:0")) == "Move Comet Tail to Player 1's home"
    assert text(lambda s: setattr(card(s), "counters", {"power": 2})) == "Set the counters on Comet Tail to 2 power"
    assert text(lambda s: setattr(card(s), "card", "PR13")) == "Change Comet Tail to Holly Dash in Player 2's Problem"
    assert text(lambda s: setattr(card(s), "host", 1)) == "Attach Comet Tail to #1 Twilight Sparkle"
    typed = named(lambda s: setattr(s.players[1].slots["problem"], "card", "PR168"))
    assert typed is not None and typed.text.startswith("Set Player 2's Problem to ")
    assert typed.subject == ("card", 4)  # typing on in the slot extends this change
    assert text(lambda s: setattr(s.players[0].slots["mane"], "card", "")) == "Clear Player 1's Mane Character"


def test_the_game_and_the_numbers_are_named_with_their_new_value() -> None:
    assert text(lambda s: setattr(s, "turn", 4)) == "Set the turn to 4"
    assert text(lambda s: setattr(s, "turn_player", 1)) == "Make it Player 2's turn"
    assert text(lambda s: setattr(s, "first_player", 1)) == "Make Player 2 the first player"
    assert text(lambda s: setattr(s, "start", "score")) == "Start the turn at Score Phase: confront Problems"
    assert text(lambda s: setattr(s, "seed", 42)) == "Set the seed to 42"
    assert text(lambda s: s.players[0].numbers.update(tokens=3)) == "Set Player 1's action tokens to 3"
    assert text(lambda s: s.players[1].numbers.update(score=4)) == "Set Player 2's points to 4"


@pytest.mark.parametrize(("change", "expected"), [
    (lambda s: None, None),
    (lambda s: s.players[0].piles["hand"].reverse(), "Reorder Player 1's hand"),
    (lambda s: s.players[0].piles["hand"].clear(), "Change the board"),
])
def test_no_change_is_none_and_a_larger_one_is_named_plainly(
    change: Callable[[BoardSetup], object], expected: str | None
) -> None:
    found = named(change)
    assert (found.text if found else None) == expected
