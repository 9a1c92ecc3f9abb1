"""A game saved at any question of an instruction that asks several things before it acts
(where each token or card enters play, each player's choice, each card's replacements) loads
and goes on exactly as the game never saved: the same answers give the same position
(`digest`) and the same log (docs/board-state-format.md)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from engine.mlp.boardstate import export_board, load_board
from engine.mlp.effects.verbs import RETURN_AT_TURN_END
from engine.mlp.state.game import MlpGame
from engine.mlp.state.library import token_id
from tests.engine.card_play import (
    BLUE,
    PINK,
    PURPLE,
    board,
    golden_parachute,
    goldie_retires,
    play,
    problem_enters,
    problem_faceoff,
    rich_board,
)
from tests.engine.helpers import Board, answer, keys, shipped_game
from tests.engine.test_judge_found_rules import backup_dancers_beside_trenderhoof

CRITTER_TOKEN = token_id(1, "yellow", "Critter")
Pick = Callable[[MlpGame], list[str]]


def _first(g: MlpGame) -> list[str]:
    return [keys(g)[0]]


def _question(g: MlpGame) -> tuple:
    """What the player is asked, as the table shows it: who, what kind, the words, the options."""
    d = g.pending()
    return d.player, d.kind, d.prompt, [(o.key, o.label) for o in d.options], d.min, d.max


def _settled_saving_at_each_question(g: MlpGame, pick: Pick = _first, *, until: str = "priority") -> int:
    """Answer `g` (by `pick`) until it asks a question of kind `until`, saving and loading it
    at every question on the way; each loaded copy asks the same question (its words and
    options), and, given the answers that followed its save, ends at the same position with
    the same log lines as `g`. The number of saves."""
    saves: list[tuple[MlpGame, int, int, int]] = []
    given: list[list[str]] = []
    while g.pending() is not None and g.pending().kind != until:
        doc = json.loads(json.dumps(export_board(g)))
        copy = load_board(doc, g.lib)
        assert _question(copy) == _question(g), f"saved before answer {len(given) + 1}"
        saves.append((copy, len(copy.log), len(g.log), len(given)))
        given.append(pick(g))
        answer(g, *given[-1])
    for copy, copy_start, start, first in saves:
        for wanted in given[first:]:
            answer(copy, *wanted)
        assert copy.digest() == g.digest(), f"saved before answer {first + 1} of {len(given)}"
        assert copy.log[copy_start:] == g.log[start:], f"saved before answer {first + 1} of {len(given)}"
    return len(saves)


def _home_first(g: MlpGame) -> list[str]:
    """Each card or token home, its player's; else the first option."""
    home = f"home:{g.pending().player}"
    return [home if home in keys(g) else keys(g)[0]]


@pytest.mark.parametrize("code", ["HM94", "SB76", "DE96", "HM81"])
def test_saved_between_the_questions_where_tokens_enter_play(code: str):
    """"Put two ... tokens into play" (Rise and Shine, Backup Dancers, Friends Are Always
    There) and Exact Duplicate's copies: every token's place is asked before any enters
    (`abilities.tokens_enter_together`); a game saved after some are chosen makes each once."""
    b = rich_board()
    if code == "HM81":
        for token in (CRITTER_TOKEN, CRITTER_TOKEN):
            b.add(token, 0, "play", "home:0", token=True)
    g = play(b, code, "home:0" if code in ("SB76", "HM81") else "event")
    if code == "DE96":
        answer(g, keys(g)[-1])
    assert _settled_saving_at_each_question(g, _home_first) >= 2


def test_saved_at_the_uniqueness_repair_between_backup_dancers_instructions():
    """516.1: Backup Dancers' two tokens, Unique beside Trenderhoof, are repaired before its
    "then exhaust ..." counts; a game saved at that question, or at any other of the text,
    goes on the same."""
    b, _ = backup_dancers_beside_trenderhoof()
    g = play(b, "SB76", "home:0")
    assert _settled_saving_at_each_question(g, _home_first) >= 8  # 2 places, the repair, 5 characters


def test_saved_between_goldie_delicious_retiring_and_its_critters():
    b = rich_board()
    g, _ = goldie_retires(b, 3)
    assert _settled_saving_at_each_question(g, _home_first) >= 2


def test_saved_between_minuettes_tokens():
    b = Board()
    b.players[0] = {"tokens": 6}
    minuette = b.add("HM28", 0, "play", "problem:0")
    ready = b.add("PR36", 0, "play", "problem:0")
    new = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{new}|problem:0")
    answer(g, "yes")
    answer(g, f"card:{minuette}", f"card:{ready}")
    assert _settled_saving_at_each_question(g, _home_first) >= 2


def test_saved_between_the_owners_of_discord_piles_friends():
    b = rich_board()
    b.add("EO97", 0, "discard")
    b.add(PINK, 1, "discard")
    g = play(b, "AD94", "event")
    assert _settled_saving_at_each_question(g, lambda g: ["problem:0"] if "problem:0" in keys(g) else _first(g)) >= 2


def test_saved_between_the_players_of_the_equestria_games():
    b = Board()
    b.add("CG202", 0, "play", "home:0", counters={"victory": 1})
    b.add(PURPLE, 0, "discard")
    b.add(PURPLE, 0, "discard")
    b.add("EO97", 1, "discard")
    b.add(PINK, 1, "discard")
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "yes")
    assert _settled_saving_at_each_question(g) >= 3


def test_saved_while_a_friend_banished_until_the_turn_ends_instead_waits_for_the_others():
    """Party of One banishes each other Friend: Princess Twilight Sparkle's replacement banishes
    Saffron Masala until the end of the turn instead, held to leave with the others while
    Golden Parachute is asked for the next Friend; it still comes back as the turn ends."""
    b = board(tokens=8)
    twilight = b.add("FF139", 0, "play", "home:0")
    saffron = b.add("DE77", 0, "play", "home:0")
    b.add("LL108", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR12", 0, "hand")
    b.add("EO45", 0, "play", "home:0")  # pink power
    b.add("PR79", 0, "play", "home:0")  # white power
    b.add("PR36", 1, "play", "home:1")
    g = play(b, "EO131", "event", f"card:{twilight}", f"card:{saffron}", f"instead:{twilight}:2",
             "none")  # (Golden Parachute asked again for the banishing instead, 710.3)
    assert any(entry[4] for frame in g.s["stack"] for entry in frame.get("held", ()))  # (how it comes back)

    def pick(g: MlpGame) -> list[str]:
        d = g.pending()
        if d.kind == "replacement":
            return ["none"]
        return [f"home:{d.player}"] if f"home:{d.player}" in keys(g) else _first(g)

    assert _settled_saving_at_each_question(g, pick) >= 2
    assert [g.spec(entry[0]).code for entry in g.s["flags"][RETURN_AT_TURN_END]] == ["DE77"]


def test_saved_between_the_players_of_cornered():
    """Each player's Friends kept, then Golden Parachute asked for each of P0's Friends retired
    before any leaves (`verbs.act_together`)."""
    b = board(tokens=3)
    b.add("DE77", 0, "play", "home:0")
    golden_parachute(b)
    mine = [b.add(code, 0, "play", "home:0") for code in ("PR79", "PR79", "PR36", "PR60")]
    theirs = [b.add("PR36", 1, "play", "home:1") for _ in range(4)]
    cornered = b.add("SB100", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{cornered}|event")

    def pick(g: MlpGame) -> list[str]:
        d = g.pending()
        if d.kind == "target" and d.max == 3:
            return [f"card:{i}" for i in (mine if d.player == 0 else theirs)[:3]]
        return _first(g)

    assert _settled_saving_at_each_question(g, pick) >= 2


def test_saved_between_the_players_of_applejack_captain():
    b = board(tokens=9)
    b.add("DE77", 0, "play", "home:0")
    b.add("PR31", 0, "play", "home:0")
    golden_parachute(b)
    for _ in range(2):
        b.add("PR36", 1, "play", "home:1")
    g = play(b, "DE135", "home:0")
    assert _settled_saving_at_each_question(g) >= 2


def test_saved_between_the_players_of_runaway_pony():
    """The "each player" step: both players choose, then Golden Parachute is asked (801.1)."""
    b = Board()
    golden_parachute(b)
    b.add("PR33", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    b.add("DE77", 1, "play", "home:1")
    b.add("PR33", 1, "play", "home:1")
    g = problem_enters(b, "CG185")
    assert _settled_saving_at_each_question(g) >= 2


def test_saved_between_the_owners_of_chrono_triggers_cards():
    """Golden Parachute asked for the Friends dismissed together, then each owner asked where
    each of their cards banished this way goes, before any enters."""
    b = Board(deck_size=3)
    b.players[1] = {"tokens": 2}
    chrono = b.add("MT0", 0, "play", "problem:1")
    b.add("DE77", 0, "play", "home:0")
    b.add("LL108", 0, "play", "home:0")
    b.add(BLUE, 1, "play", "home:1")
    gone = ([b.add(PINK, 0, "banished") for _ in range(2)] + [b.add(PINK, 1, "banished") for _ in range(3)]
            + [b.add("PR157", 1, "banished")] + [b.add("PR138", 0, "banished") for _ in range(14)])
    g = shipped_game(b, turn_player=1, flags={f"banished_this_way:{chrono}": gone})
    turn = g.s["turn"]
    while g.s["turn"] == turn:  # (P1 passes to P0's turn, whose start puts the cards back)
        answer(g, "pass")
    assert _settled_saving_at_each_question(g, _home_first) >= 4


def test_saved_between_the_players_choosing_for_discord_plus_ones_chaos():
    """Flipped by P1's Barrel Through: P1 chooses, then P0 (801.1)."""
    b, *_ = problem_faceoff()
    b.players[1] = {"tokens": 2}
    barrel = b.add("EO112", 1, "hand")
    b.deck_top("EO66", 1)
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{barrel}|event")
    assert _settled_saving_at_each_question(g) >= 2


def test_saved_between_the_players_choosing_for_timber():
    """Timber! (RR8): each player chooses one of their characters involved (801.1,
    `abilities.each_decides`); saved at P1's question, P0's choice is kept, not asked again."""
    b = Board(problems=("RR8", "PR190"))
    for code in ("PR33", "PR33", "PR79", "PR79"):
        b.add(code, 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront", start="score")
    while g.pending().kind != "target":
        answer(g, keys(g)[0])
    assert _settled_saving_at_each_question(g, until="retire") == 2


def test_saved_between_the_rounds_of_taken_on_trust():
    """Taken On Trust (LL102): two rounds of each player's choice, each carried out together
    once both have chosen; saved at each of the four questions."""
    b = rich_board()
    for code in ("PR36", "PR60"):
        b.add(code, 0, "discard")
    for code in ("PR79", "PR12"):
        b.add(code, 1, "discard")
    g = play(b, "LL102", "event")
    assert _settled_saving_at_each_question(g) == 4


def test_saved_between_the_additional_flips_of_pinkie_pie_crystallized():
    """Pinkie Pie, Crystallized (CG43) on each side, two colors each (Princess Cadance, CG198):
    both players say whether they flip first, then each keeps one card; saved at each."""
    b = Board(problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    for p in (0, 1):
        b.add("CG43", p, "play", "problem:1")
        b.add("CG198", p, "play", f"home:{p}")
        for code in ("PR54", "PR55", "PR20"):
            b.deck_top(code, p)
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    while g.pending().kind != "may":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert _settled_saving_at_each_question(g, lambda g: ["yes"] if g.pending().kind == "may" else _first(g),
                                            until="bottom_order") == 4


def test_saved_while_the_confronting_player_chooses_between_two_vexing_cards():
    """710.5: Mr. & Mrs. Hoofington (LL46) and Fluffy Clouds (HM26), both P1's and Vexing, at the
    Problem P0 confronts: a game saved while P0 chooses which replacement applies (no Vexing card
    chosen yet) and after P1 declines one loads asking the same question and plays on alike.
    The save was refused ("stack[2].card: expected int, got None") while P0 was choosing."""
    b = Board()
    b.add("LL46", 1, "play", "problem:0")
    b.add("HM26", 1, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")

    def decline_the_first(g: MlpGame) -> list[str]:
        return ["no"] if "no" in keys(g) else [keys(g)[0]]

    assert _settled_saving_at_each_question(g, decline_the_first) >= 3
