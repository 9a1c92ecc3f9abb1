"""The board editor's service: the judge's position as data, built into a board-state document."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.mlp.boardstate import export_board
from engine.mlp.bot import RandomBot
from engine.mlp.editor import SCHEMA
from tourney.services.board_editor import (
    BoardSetup,
    BoardSetupError,
    CardPlace,
    card_choices,
    carried_note,
    describe_card,
    empty_setup,
    entry_text,
    match_card,
    read_counters,
    save_board,
    setup_from_game,
    start_board,
)
from tourney.services.match_table import (
    open_board,
    read_deck_ids,
    sample_pair,
    start_game,
    theme_deck_lists,
)


def judge_setup() -> BoardSetup:
    """Twilight at home with 3 tokens; Comet Tail exhausted at P1's Problem wearing a Hard Hat;
    a face-down Flim at P0's Problem; a hand, and a deck whose top card is Sweetie Sunrise."""
    setup = empty_setup()
    p0, p1 = setup.players
    p0.slots["mane"].card, p1.slots["mane"].card = "PR4", "Applejack, Steadfast Farmpony"
    p0.slots["problem"].card, p1.slots["problem"].card = "PR168", "PR190"
    p0.numbers["tokens"], p1.numbers["score"] = 3, 4
    comet = setup.new_card("PR54", area="problem:1", exhausted=True)
    p0.in_play += [comet, setup.new_card("PR139", area="home:0", host=comet.ref)]
    p1.in_play.append(setup.new_card("PR155", area="problem:0", face_down=True))
    p0.piles["hand"].append(setup.new_card("PR13"))
    p0.piles["deck"] += [setup.new_card("PR20"), setup.new_card("PR52"), setup.new_card("PR38")]
    p1.piles["discard"].append(setup.new_card("PR73"))
    setup.turn, setup.first_player = 5, 1
    return setup


def test_the_position_goes_on_the_table_as_the_judge_set_it_up() -> None:
    setup = judge_setup()
    table = start_board(setup)
    decision = table.game.pending()
    assert decision is not None and decision.player == 0 and decision.kind == "priority"
    s = table.game.s
    assert (s["turn"], s["turn_player"], s["first_player"], s["phase"]) == (5, 0, 1, "main")
    cards = s["cards"]
    # the editor's numbers are the instance ids on the table
    assert cards[5]["area"] == "problem:1" and cards[5]["exhausted"]
    assert cards[6]["host"] == 5 and cards[6]["area"] == "problem:1"  # with its host (509)
    assert cards[7]["face_down"] and cards[7]["area"] == "problem:0"
    assert s["areas"]["problem:1"]["problem"] == 4
    # the deck is listed top first in the editor: Sweetie Sunrise (PR20, #9) is on top
    assert s["players"][0]["deck"] == [11, 10, 9]
    assert [o.key for o in decision.options if o.key.startswith("move|1|")] == ["move|1|problem:0",
                                                                             "move|1|problem:1"]
    assert (s["players"][0]["tokens"], s["players"][1]["score"]) == (3, 4)


def test_a_saved_board_is_the_document_the_table_reads(tmp_path: Path) -> None:
    setup = judge_setup()
    path = save_board(setup, tmp_path / "call.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "tourney-mlp-board" and document["start"] == "main"
    on_table = open_board(path)
    assert export_board(on_table.game) == export_board(start_board(setup).game)


@pytest.mark.parametrize(("change", "place", "words"), [
    (lambda s: s.players[0].piles["hand"].append(s.new_card("ZZ99")), CardPlace(0, "hand", 1),
     "P0's hand, row 2: unknown card 'ZZ99'."),
    (lambda s: setattr(s.players[1].slots["problem"], "card", ""), CardPlace(1, "problem"), "P1 has no Problem"),
    (lambda s: setattr(s.players[1].slots["problem"], "card", "PR4"), CardPlace(1, "problem"),
     "Twilight Sparkle, Faithful Student is a Mane Character: P1's Problem holds only a Problem (303)."),
    (lambda s: setattr(s.players[0].slots["mane"], "card", "PR20"), CardPlace(0, "mane"),
     "Sweetie Sunrise, Early Riser is a Friend: P0's Mane Character holds only a Mane Character (301)."),
    (lambda s: s.players[0].in_play.pop(0), CardPlace(0, "play", 0),
     "P0's cards in play, row 1 (PR139): attached to #5, which is not in play"),
    (lambda s: setattr(s.players[0].slots["mane"], "card", "  "), CardPlace(0, "mane"),
     "P0 has no Mane Character: type the code or name of the Mane Character"),
    (lambda s: [setattr(s.players[1].slots[key], "card", "") for key in ("problem", "mane")],
     CardPlace(1, "mane"), "P1 has no Mane Character and no Problem yet: type the code or name of the Mane Character "
     "first, then the Problem."),
])
def test_a_mistake_names_the_card_and_the_setup_is_kept(
    change: Callable[[BoardSetup], object], place: CardPlace, words: str
) -> None:
    setup = judge_setup()
    change(setup)
    before = copy.deepcopy(setup)
    with pytest.raises(BoardSetupError) as refused:
        start_board(setup)
    assert words in str(refused.value)
    assert "field" not in str(refused.value) and "[" not in str(refused.value)  # no document paths
    assert refused.value.place == place
    assert setup == before  # nothing the judge typed was touched


def test_a_refusal_of_no_card_is_said_in_words() -> None:
    """Turn 1 given to the player who plays second (102.3): no card row to point at, and
    the judge reads the board's turn player, not the document's field name."""
    setup = judge_setup()
    setup.turn, setup.turn_player, setup.first_player = 1, 0, 1
    with pytest.raises(BoardSetupError) as refused:
        start_board(setup)
    message = str(refused.value)
    assert message.startswith("The board is refused: the board's turn player: turn 1 is the turn of "
                              "the player who plays first (102.3), P1 here, not P0")
    assert refused.value.place is None and "turn_player:" not in message


def _in_play(p: int, code: str, area: str, host: int | None = None) -> Callable[[BoardSetup], object]:
    return lambda s: s.players[p].in_play.append(s.new_card(code, area=area, host=host))


def _piled(p: int, pile: str, code: str) -> Callable[[BoardSetup], object]:
    return lambda s: s.players[p].piles[pile].insert(0, s.new_card(code))


@pytest.mark.parametrize(("change", "place", "words"), [
    (_in_play(0, "PR95", "home:0"), CardPlace(0, "play", 2),
     "Spread Your Wings #13 is an Event: P0's home holds no Event: an Event never enters play"),
    (lambda s: setattr(s.players[0].in_play[1], "host", None), CardPlace(0, "play", 1),
     "Hard Hat #6 (a Resource) is at P0's home: this Resource is played \"on\" a card and is always attached "
     "to its host (305.1b, 509.2)"),
    (_in_play(0, "PR20", "problem:1", host=5), CardPlace(0, "play", 2),
     "Sweetie Sunrise, Early Riser #13 (a Friend) is at P1's Problem: only a card played \"on\" another card "
     "is attached to one (509.1)"),
    (_in_play(0, "PR170", "home:0"), CardPlace(0, "play", 2),
     "Emergency Dress Order #13 is a Problem: P0's home holds no Problem: a Problem is in play only at a Problem "
     "area"),
    (_piled(0, "hand", "PR170"), CardPlace(0, "hand", 0),
     "Emergency Dress Order #13 is a Problem: P0's hand holds only the cards of a Draw Deck: Friends, Events, "
     "Resources and Troublemakers (101.2)"),
    (_piled(0, "deck", "PR170"), CardPlace(0, "deck", 0),
     "Emergency Dress Order #13 is a Problem: P0's draw deck holds only"),
    (_piled(1, "problem_deck", "PR20"), CardPlace(1, "problem_deck", 0),
     "Sweetie Sunrise, Early Riser #13 is a Friend: P1's Problem deck holds only Problems (101.3b)"),
    (_piled(1, "discard", "PR4"), CardPlace(1, "discard", 0),
     "Twilight Sparkle, Faithful Student #13 is a Mane Character: P1's discard pile holds no Mane Character: a "
     "Mane Character can't leave play (301.5)"),
], ids=["event in play", "attachment without host", "friend with host",
        "problem at home", "problem in hand", "problem in deck", "friend in problem deck", "mane in discard"])
def test_a_position_the_rules_cannot_have_names_the_card_row_and_rule(
    change: Callable[[BoardSetup], object], place: CardPlace, words: str
) -> None:
    """The loader's check of where each kind of card can be (CR 3xx, 4xx), reached by "Start
    here": the editor row of the card, the card by name and number, and nothing typed lost."""
    setup = judge_setup()
    change(setup)
    before = copy.deepcopy(setup)
    with pytest.raises(BoardSetupError) as refused:
        start_board(setup)
    assert words in str(refused.value)
    assert str(refused.value).startswith(SCHEMA.place_label(place) + ": ")
    assert refused.value.place == place
    assert setup == before


def test_a_refusal_from_the_loader_names_the_editor_row(tmp_path: Path) -> None:
    setup = judge_setup()
    setup.players[1].piles["discard"][0].card = "Nopony At All"
    with pytest.raises(BoardSetupError) as refused:
        save_board(setup, tmp_path / "never.json")
    assert str(refused.value).startswith("P1's discard pile, row 1: unknown card 'Nopony At All'")
    assert refused.value.field.endswith(".card")
    assert not (tmp_path / "never.json").exists()  # nothing half-written


def test_editing_the_position_on_the_table_gives_the_same_board() -> None:
    setup = judge_setup()
    table = start_board(setup)
    again = setup_from_game(table.game)
    assert again.note == ""
    assert [c.ref for c in again.players[0].piles["deck"]] == [9, 10, 11]  # top first again
    assert again.players[0].in_play[1].host == 5
    assert again.players[1].slots["mane"].card == "PR2"  # the code, whatever the judge typed
    assert export_board(start_board(again).game) == export_board(table.game)
    # the new card numbers continue after the position's
    assert again.new_ref() > max(table.game.s["cards"])


def test_what_the_editor_cannot_hold_is_listed() -> None:
    table = start_board(judge_setup())
    game = table.game
    game.s["mods"].append({"kind": "power", "target": 5, "amount": 2, "color": "", "until": "turn",
                           "ctrl": 0, "src": 0, "ts": 99})
    kept = setup_from_game(game)
    assert kept.note == ""  # a timed effect is carried through the editor, not left out
    assert "+2 power on Comet Tail, Hale Bopper #5 until the end of the turn" in carried_note(kept)
    # P1 gains control of P0's Comet Tail and moves it home (513.2)
    game.s["cards"][5].update(ctrl=1, area="home:1")
    again = setup_from_game(game)
    assert "P1's control of Comet Tail, Hale Bopper #5 (put at P0's home)" in again.note
    assert again.players[0].in_play[0].area == "home:0"


def test_cards_are_found_by_code_or_name() -> None:
    choices = card_choices()
    assert len(choices) > 2000
    twilight = next(c for c in choices if c.code == "PR4")
    assert twilight.text == "PR4 · Twilight Sparkle, Faithful Student (Mane)"
    assert entry_text(twilight.text) == "PR4"
    assert describe_card("PR13") == "Holly Dash, Flighty Filly (Friend)"
    assert describe_card("pr13") == "Holly Dash, Flighty Filly (Friend)"
    assert describe_card("ZZ99") == "unknown card"
    assert match_card("Holly Dash") == "PR13"  # only one card is called that
    assert match_card("Twilight Sparkle") == "Twilight Sparkle"  # several are: kept as typed


def test_positions_of_a_played_game_open_in_the_editor_and_start_again() -> None:
    """Edit this board… on any position of a game: the editor holds it and it starts."""
    decks = [read_deck_ids(theme_deck_lists()[name], name) for name in sample_pair()]
    table = start_game(decks, seed=2)
    bots = [RandomBot(4, style="eager"), RandomBot(5, style="eager")]
    checked = compared = 0
    for answered in range(1, 161):
        decision = table.game.pending()
        assert decision is not None
        table.answer(bots[decision.player].choose(decision))
        if answered % 16:
            continue
        before = table.game.s
        again = start_board(setup_from_game(table.game)).game.s
        checked += 1
        if before["phase"] == "main" and before["pending"]["kind"] == "priority":
            compared += 1
            for p in (0, 1):
                for zone in ("hand", "deck", "discard", "problem_deck"):
                    assert again["players"][p][zone] == before["players"][p][zone], (answered, p, zone)
            assert {i: c["area"] for i, c in again["cards"].items() if c["zone"] == "play"} == \
                {i: c["area"] for i, c in before["cards"].items() if c["zone"] == "play"}
    assert checked == 10 and compared >= 2, compared


def test_counters_are_read_as_a_judge_writes_them() -> None:
    assert read_counters("2 power") == {"power": 2}
    assert read_counters(" 2 power, 1 delay ;") == {"power": 2, "delay": 1}
    assert read_counters("") == {} and read_counters("0 power") == {}
    with pytest.raises(ValueError, match="'power': write a count"):
        read_counters("power")
