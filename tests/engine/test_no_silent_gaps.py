"""No silent gaps: a card whose text the engine does not carry out is announced wherever
a judge meets it (issue: a card played without its text and nobody said so).

The tests use a made-up card (a vanilla Friend with a sentence no wording reads), so they
keep testing the announcement however many real cards the engine learns to read; the
command-line tests take a card the shipped database still has a gap in.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.decks.model import Deck, ResolvedEntry, section_of
from engine.mlp.decks.validate import COVERAGE_RULE, engine_gaps
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state import gaps
from engine.mlp.state.library import CardLibrary
from engine.mlp.table import mlp_table
from tests.engine.cardsource import THEME_DECKS, theme_cards, theme_deck
from tests.engine.helpers import FILLER, Board, shipped_game
from tourney.cli import main

UNREAD = "Whenever it rains, this card sings a song."
MADE_UP_ID = "made-up-singing-friend"


@pytest.fixture(scope="module")
def gap_library() -> CardLibrary:
    """The theme decks' cards and one Friend whose text no wording of the engine reads."""
    cards = theme_cards()
    filler = next(card for card in cards.values() if card.code == FILLER)
    made_up = replace(filler, id=MADE_UP_ID, number="999", subtitle="Rain Singer", text=UNREAD)
    return CardLibrary([*cards.values(), made_up], version="test-gaps")


def _coverage_entries(game) -> list[str]:
    return [text for _, rule, text in game.log if rule == gaps.GAP_RULE]


def test_the_made_up_card_is_not_carried_out_and_the_filler_is(gap_library):
    assert not gaps.carried_out(gap_library.spec(MADE_UP_ID))
    assert gaps.missing_text(gap_library.spec(MADE_UP_ID)) == (UNREAD,)
    filler = next(c.id for c in theme_cards().values() if c.code == FILLER)
    assert gaps.carried_out(gap_library.spec(filler))


def test_each_copy_is_announced_once_as_the_game_starts_and_never_again(gap_library):
    deck = theme_deck(THEME_DECKS[0])
    deck[-3:] = [MADE_UP_ID] * 3  # three copies in the draw deck instead of three other cards
    decks = [deck_from_cards(gap_library, deck), deck_from_cards(gap_library, theme_deck(THEME_DECKS[1]))]
    game = new_game(gap_library, decks, seed=5)
    announced = _coverage_entries(game)
    assert len(announced) == 3
    assert all(UNREAD in text and "Sweetie Sunrise, Rain Singer" in text and text.startswith("P0's")
               for text in announced)
    assert len({text.split(" (")[0] for text in announced}) == 3  # each names its own card (#iid)
    # the cards are drawn, played and discarded: moving inside the game announces nothing more
    bots = [RandomBot(11), RandomBot(12)]
    for _ in range(400):
        decision = game.pending()
        if decision is None:
            break
        game.submit(bots[decision.player].choose(decision))
    moved = [iid for iid, c in game.s["cards"].items() if c["card"] == MADE_UP_ID and c["zone"] != "deck"]
    assert moved, "the game should have moved a copy out of the deck"
    assert len(_coverage_entries(game)) == 3


def test_a_theme_deck_game_announces_nothing(gap_library):
    decks = [deck_from_cards(gap_library, theme_deck(path)) for path in THEME_DECKS[:2]]
    assert _coverage_entries(new_game(gap_library, decks, seed=1)) == []


def test_a_loaded_board_announces_its_cards_and_the_table_marks_them(gap_library):
    b = Board()
    friend = b.add(MADE_UP_ID, 1, "play", "home:1")
    game = b.game(gap_library)
    announced = _coverage_entries(game)
    assert len(announced) == 1 and f"#{friend}" in announced[0] and "in play" in announced[0]
    view = mlp_table().position(game, 0, 0)
    home = next(area for area in view.areas if area.key == "home:1")
    marked = next(card for card in home.cards if card.iid == friend)
    assert UNREAD in marked.gap and UNREAD in marked.tooltip
    unmarked = [card for area in view.areas for card in area.cards if card.iid != friend]
    assert unmarked and all(card.gap == "" for card in unmarked)
    detail = mlp_table().card_detail(game, friend)
    assert any(label == "Engine" and UNREAD in value for label, value in detail.facts)


def test_the_card_detail_says_when_a_rule_the_card_needs_is_in_no_rules_text(gap_library):
    """Lightning Dust, Extreme Stuntpony (FF10, Agile) and Spark of Friendship (NM2, a Villain
    Challenge card) were marked "partial" and "missing" like any card the engine reads badly,
    while the coverage report files them apart: what they need is in none of the program's rules
    texts. The card detail names it; a card whose own words are the gap gets no such line."""
    b = Board()
    agile = b.add("FF10", 0, "play", "home:0")
    villain = b.add("NM2", 0, "hand")
    game = shipped_game(b)
    facts = {iid: dict(mlp_table().card_detail(game, iid).facts) for iid in (agile, villain)}
    assert facts[agile]["Engine"] == "partial: does not carry out the keyword Agile"
    assert facts[agile]["Why"] == "the program's rules texts do not define Agile"
    assert facts[villain]["Why"] == ("the program's rules texts do not define the Villain Challenge format "
                                     "(the Villain against the Challengers)")
    b = Board()
    unread = b.add(MADE_UP_ID, 0, "hand")
    unread_facts = dict(mlp_table().card_detail(b.game(gap_library), unread).facts)
    assert UNREAD in unread_facts["Engine"] and "Why" not in unread_facts


def test_deck_checks_and_the_log_say_when_a_rule_the_card_needs_is_in_no_rules_text(gap_library):
    """The deck check's information line and the log entry as such a card enters a game named
    only what is not carried out ("the keyword Agile", a "Harmony Pegasus:" paragraph quoted),
    as for a card whose words the engine can't read: a judge took the program to lack a
    reading, when no rules text it has defines the rule. They say so as the card panel does."""
    b = Board()
    agile = b.add("FF10", 0, "play", "home:0")
    harmony = b.add("FF11", 0, "hand")
    villain = b.add("NM2", 0, "hand")
    game = shipped_game(b)
    announced = {iid: next(text for text in _coverage_entries(game) if f"#{iid} " in text)
                 for iid in (agile, harmony, villain)}
    assert announced[agile].endswith(
        "the rules engine does not carry out the keyword Agile — the program's rules texts do not define Agile")
    assert announced[harmony].endswith("the program's rules texts do not define Harmony"), announced[harmony]
    assert "the program's rules texts do not define the Villain Challenge format" in announced[villain]
    library = game.lib
    entries = [ResolvedEntry(library.spec(game.s["cards"][iid]["card"]).card, 1,
                             section_of(library.spec(game.s["cards"][iid]["card"]).card))
               for iid in (agile, harmony, villain)]
    line = engine_gaps(Deck(tuple(entries)))[0].text
    assert "Lightning Dust, Extreme Stuntpony (the keyword Agile — the program's rules texts do not define " \
           "Agile)" in line, line
    assert "Harmony Pegasus" in line and "the program's rules texts do not define Harmony)" in line, line
    assert "the Villain Challenge format" in line, line
    b = Board()
    b.add(MADE_UP_ID, 0, "hand")
    unread = _coverage_entries(b.game(gap_library))[0]
    assert unread.endswith(f"“{UNREAD}”"), unread  # (its own words are the gap: no rule is named)


def test_a_card_outside_play_is_announced_with_its_zone_as_people_name_it(gap_library):
    """"(in the banished zone)", "(in the discard pile)": the zones by their names in the rules."""
    b = Board()
    banished = b.add(MADE_UP_ID, 0, "banished")
    discarded = b.add(MADE_UP_ID, 1, "discard")
    announced = _coverage_entries(b.game(gap_library))
    assert any(f"#{banished} (in the banished zone) enters the game" in text for text in announced), announced
    assert any(f"#{discarded} (in the discard pile) enters the game" in text for text in announced), announced


def test_deck_checks_give_one_information_line_naming_the_cards(gap_library):
    cards = theme_cards()
    filler = next(card for card in cards.values() if card.code == FILLER)
    made_up = replace(filler, id=MADE_UP_ID, number="999", subtitle="Rain Singer", text=UNREAD)
    other = replace(filler, id="made-up-2", number="998", subtitle="Snow Singer", text="Sing twice.")
    entries = [ResolvedEntry(card, qty, section_of(card)) for card, qty in ((filler, 3), (made_up, 2), (other, 1))]
    messages = engine_gaps(Deck(tuple(entries)))
    assert len(messages) == 1
    message = messages[0]
    assert message.severity == "info" and message.classification is None and message.rule == COVERAGE_RULE
    assert message.text.startswith("2 cards in this deck have text the rules engine does not carry out: ")
    assert "Sweetie Sunrise, Rain Singer" in message.text and "Sweetie Sunrise, Snow Singer" in message.text
    assert "Sweetie Sunrise, Early Riser" not in message.text
    assert engine_gaps(Deck((entries[0],))) == []


def _shipped_gap_card() -> str:
    """The code of a Friend of the shipped database whose text the engine does not carry out."""
    lib = default_library()
    for card in lib.cards():
        if card.type.value == "friend" and not card.is_token and not gaps.carried_out(lib.spec(card.id)):
            return card.code
    pytest.skip("every Friend of the shipped database is carried out")


def test_cli_advance_and_play_warn_about_the_cards_on_stderr(tmp_path, capsys):
    code = _shipped_gap_card()
    b = Board()
    b.add(code, 0, "hand")
    board = tmp_path / "board.json"
    board.write_text(json.dumps(b.doc()))
    assert main(["engine", "advance", str(board)]) == 0
    captured = capsys.readouterr()
    name = default_library().find(code).full_name
    assert f"warning: Player 1's {name}: the rules engine does not carry out" in captured.err
    assert f"(text not carried out) Player 1's {name} #" in captured.out
    deck = tmp_path / "deck.txt"
    text = THEME_DECKS[0].read_text(encoding="utf-8")
    deck.write_text(text.replace("Friends (28)\n", f"Friends (28)\n3 {name} ({code})\n"), encoding="utf-8")
    assert main(["engine", "play", str(deck), str(THEME_DECKS[1]), "--seed", "1", "--quiet",
                 "--max-turns", "2"]) == 0
    err = capsys.readouterr().err
    assert f"warning: Player 1's {name}: the rules engine does not carry out" in err and "(3 copies)" in err
    assert main(["deck", "validate", str(deck)]) in (0, 1)
    out = capsys.readouterr().out
    assert f"[{COVERAGE_RULE}] 1 card in this deck has text the rules engine does not carry out: {name}" in out


PEARL_SECOND = ("“Main Phase: Exhaust this card to search your deck for a card with a Transform cost, "
                "reveal it, and put it into your hand. Then, shuffle your deck.”")
"""The Pearl of Transformation's (SB140) second paragraph, which the engine does not carry out."""


def test_cli_warnings_and_deck_checks_quote_a_long_text_whole_wrapped_to_the_terminal(
    tmp_path, capsys, monkeypatch
):
    """The Pearl of Transformation's second paragraph was cut ("… with a Transform cost, reveal
    i…”") in `engine advance`'s warning (90 characters) and in a deck check (60): each reads
    whole, wrapped at words to the terminal's width under its lead, and on one line when it is
    not printed to a terminal (a file, a pipe, grep)."""
    b = Board()
    b.add("SB140", 0, "play", "home:0")
    board = tmp_path / "board.json"
    board.write_text(json.dumps(b.doc()))
    deck = tmp_path / "deck.txt"
    deck.write_text(THEME_DECKS[0].read_text(encoding="utf-8").replace(
        "Resources (7)\n", "Resources (8)\n1 The Pearl of Transformation (SB140)\n"), encoding="utf-8")

    assert main(["engine", "advance", str(board)]) == 0
    warning = next(line for line in capsys.readouterr().err.splitlines() if "Pearl" in line)
    assert warning.startswith("warning: Player 1's The Pearl of Transformation: the rules engine does not carry out “")
    assert warning.endswith(f"{PEARL_SECOND} — the program's rules texts do not define Transform")
    main(["deck", "validate", str(deck)])
    assert f"The Pearl of Transformation (“You pay [1] less for Transform costs, to a minimum of [1].”; " \
           f"{PEARL_SECOND} — the program's rules texts do not define Transform)" in capsys.readouterr().out

    monkeypatch.setenv("COLUMNS", "60")
    assert main(["engine", "advance", str(board)]) == 0
    err = capsys.readouterr().err
    lines = err[err.index("warning: Player 1's The Pearl"):].splitlines()
    lines = lines[:next((n for n, line in enumerate(lines) if n and not line.startswith(" ")), len(lines))]
    assert all(len(line) <= 60 for line in lines) and len(lines) > 3, lines
    hanging = " " * len("warning: ")
    assert all(line.startswith(hanging) and not line.startswith(hanging + " ") for line in lines[1:]), lines
    assert " ".join(line.strip() for line in lines).endswith(
        f"{PEARL_SECOND} — the program's rules texts do not define Transform")
    main(["deck", "validate", str(deck)])
    out = capsys.readouterr().out
    lines = out[out.index("  info: "):].splitlines()
    assert all(len(line) <= 60 for line in lines), lines
    assert f"{PEARL_SECOND} — the program's rules texts do not define Transform)" in " ".join(
        line.strip() for line in lines)
