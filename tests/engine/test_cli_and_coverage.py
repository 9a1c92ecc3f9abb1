"""`tourney engine ...` commands and the coverage report."""

from __future__ import annotations

import json
import re

import pytest

from engine.mlp.api import default_library
from engine.mlp.coverage import counts, coverage
from tests.engine.cardsource import THEME_DECKS, theme_cards
from tourney.cli import main


def test_every_theme_deck_card_is_implemented_in_the_shipped_database():
    library = default_library()
    rows = {row.code: row for row in coverage(library)}
    theme_codes = {card.code for card in theme_cards().values()}
    assert theme_codes <= set(rows)
    not_done = {code: rows[code].unsupported for code in theme_codes if rows[code].status != "implemented"}
    assert not_done == {}
    total = counts(list(rows.values()))
    assert sum(total.values()) == len(rows) and total["implemented"] >= len(theme_codes)


def test_cli_play_advance_replay_and_coverage(tmp_path, capsys):
    """A game dealt without the players' names calls them "Player 1" and "Player 2" in all the
    command line prints (the log, the result, the pending decision, an answer): it said the
    engine's "P0 wins", "Pending decision for P1"."""
    replay = tmp_path / "game.json"
    board = tmp_path / "board.json"
    assert main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--seed", "2",
                 "--replay", str(replay)]) == 0
    out = capsys.readouterr().out
    assert "(102.1)" in out and "Result: Player 2 wins (reached 15 points, 103.2)" in out, out[-400:]
    assert not re.search(r"\bP[01]\b", out) and "Player 1" in out
    assert main(["engine", "replay", str(replay), "--step", "12", "--board", str(board)]) == 0
    out = capsys.readouterr().out
    assert "Step 12 of" in out and "Pending decision for Player " in out, out
    assert not re.search(r"\bP[01]\b", out), out
    doc = json.loads(board.read_text())
    pending = doc["pending"]["options"][0]["key"]
    assert main(["engine", "advance", str(board), "--answer", pending]) == 0
    out = capsys.readouterr().out
    said = doc["pending"]["options"][0]["label"]
    who = f"Player {doc['pending']['player'] + 1}"
    assert "valid board state" in out and f"-- {who} answered: {said}\n" in out, out
    assert not re.search(r"\bP[01]\b", out), out
    assert main(["engine", "coverage", "--summary"]) == 0
    assert "implemented" in capsys.readouterr().out


def test_cli_replay_of_another_game_says_which_game_it_is(tmp_path, capsys):
    """`--game mlp replay` on a Battledome replay names both games; without `--game` the replay
    plays in the game it names."""
    from pathlib import Path

    decks = Path(__file__).resolve().parents[2] / "resources" / "battledome" / "decks"
    replay = tmp_path / "battledome.json"
    assert main(["engine", "--game", "battledome", "play", str(decks / "ember-blaze.txt"),
                 str(decks / "frost-wall.txt"), "--max-turns", "2", "--quiet", "--replay", str(replay)]) == 0
    capsys.readouterr()
    assert main(["engine", "--game", "mlp", "replay", str(replay)]) == 1
    err = capsys.readouterr().err
    assert f"{replay}: this is a replay of Neopets Battledome TCG, not of My Little Pony CCG" in err
    assert "Traceback" not in err
    assert main(["engine", "--game", "battledome", "replay", str(replay), "--step", "3"]) == 0
    assert "Step 3 of" in capsys.readouterr().out
    assert main(["engine", "replay", str(replay), "--step", "3"]) == 0
    assert "Step 3 of" in capsys.readouterr().out


def test_cli_advance_names_the_bad_field(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "tourney-mlp-board", "version": 1, "players": [{}, {}],
                               "cards": [{"iid": 1, "card": "PR4", "owner": 0, "zone": "play", "area": "home:0",
                                          "exhausted": "yes"}]}))
    assert main(["engine", "advance", str(bad)]) == 1
    assert "cards[0].exhausted" in capsys.readouterr().err


def test_cli_refuses_a_board_the_rules_cannot_have_and_says_why(tmp_path, capsys):
    """Hard Hat ("Play on a Friend.") at a home with no Friend under it (305.1b, 509.2): the
    card, where it is and the rule, no traceback."""
    from tests.engine.helpers import Board

    b = Board()
    hat = b.add("PR139", 0, "play", "home:0")
    bad = tmp_path / "loose-hat.json"
    bad.write_text(json.dumps(b.doc()))
    for command in ("advance", "why"):
        args = ["engine", command, str(bad)] + (["play Hard Hat"] if command == "why" else [])
        assert main(args) == 1
        captured = capsys.readouterr()
        assert f"field cards[iid={hat}].host, card #{hat} (Hard Hat, in play): Hard Hat #{hat} (a Resource) is at Player 1's home: this Resource is " \
               "played \"on\" a card and is always attached to its host (305.1b, 509.2)" in captured.err
        assert "Traceback" not in captured.err and "valid board state" not in captured.out


def test_cli_play_with_time_called_runs_the_end_of_match_procedure(capsys):
    assert main(["engine", "play", str(THEME_DECKS[2]), str(THEME_DECKS[3]), "--seed", "4",
                 "--call-time", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "end of match" in out
    turns = int(out.split(" turns,")[0].rsplit(" ", 1)[1])
    assert turns in (3, 4)


def test_cli_play_warns_of_deck_building_and_refuses_a_deck_without_a_starting_problem(tmp_path, capsys):
    from engine.mlp.decks.theme import theme_deck_lists

    lines = theme_deck_lists()["Rarity"].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Friends"))
    end = next(i for i, line in enumerate(lines) if line.startswith("Resources"))
    short = tmp_path / "short.txt"
    short.write_text("\n".join(lines[:start] + lines[end:]), encoding="utf-8")
    assert main(["engine", "play", str(short), str(THEME_DECKS[1]), "--quiet"]) == 0
    captured = capsys.readouterr()
    assert "warning: Player 1's deck (short.txt): the draw deck has 17 cards" in captured.err
    assert "Result:" in captured.out
    text = theme_deck_lists()["Rarity"]
    no_start = tmp_path / "no-start.txt"
    no_start.write_text(text[:text.index("Problems")] + "Problems (10)\n10 Clearing Gloomy Skies (PR167)\n",
                        encoding="utf-8")
    assert main(["engine", "play", str(THEME_DECKS[0]), str(no_start), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "no-start.txt: the Problem deck has no Problem with the Starting Problem keyword" in err


def test_cli_play_says_which_misspelt_deck_line_it_read_as_which_card(tmp_path, capsys):
    """A name the deck checker reads as another card ("Hard Hatt" as Hard Hat) is played as that
    card, and said so by its line, as `tourney deck validate` says it: a judge replaying a game
    sees that the deck they typed is not quite the deck the engine plays."""
    from engine.mlp.decks.theme import theme_deck_lists

    lines = theme_deck_lists()["Rarity"].splitlines()
    at = lines.index("2 Holly Dash, Flighty Filly (PR13)")
    misspelt = tmp_path / "misspelt.txt"
    misspelt.write_text("\n".join([*lines[:at], "2 Holy Dash, Flighty Filly", *lines[at + 1:]]), encoding="utf-8")
    assert main(["engine", "play", str(THEME_DECKS[0]), str(misspelt), "--quiet"]) == 0
    captured = capsys.readouterr()
    assert f"warning: Player 2's deck (misspelt.txt): line {at + 1}: 'Holy Dash, Flighty Filly': " in captured.err
    assert "read as Holly Dash, Flighty Filly\n" in captured.err, captured.err
    assert "Result:" in captured.out


@pytest.mark.parametrize("turns", ["-1", "ten"])
def test_cli_play_refuses_a_number_of_turns_below_zero(capsys, turns):
    """--max-turns -1 played no turn and said "Stopped after -1 turns without a winner"."""
    with pytest.raises(SystemExit) as stopped:
        main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--max-turns", turns])
    assert stopped.value.code == 2
    captured = capsys.readouterr()
    shown = turns if turns != "ten" else "'ten'"
    assert f"argument --max-turns: a number of turns, 0 or more, not {shown}" in captured.err
    assert "Stopped after" not in captured.out


def test_cli_play_with_no_turns_deals_the_game_and_stops_before_its_first_turn(capsys):
    """--max-turns 0 is what the start-up benchmark runs: the decks read, the game dealt, no
    turn played."""
    assert main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--max-turns", "0", "--quiet"]) == 0
    assert "Stopped after 0 turns without a winner; scores 0-0" in capsys.readouterr().out


def test_cli_coverage_counts_every_status_and_tabulates_by_set_and_type(capsys):
    assert main(["engine", "coverage", "--summary"]) == 0
    summary = capsys.readouterr().out.strip()
    counted = [int(part.rsplit(" ", 1)[1]) for part in summary.split(" (of ")[0].split("; ")]
    assert len(counted) == 5 and sum(counted) == 2031 and "rules not in the program's rules texts" in summary
    assert main(["engine", "coverage", "--status", "no-rules"]) == 0
    listed = capsys.readouterr().out
    assert "FF10 " in listed and "rules not in the program's rules texts: Agile" in listed
    assert "PR37 " not in listed
    assert main(["engine", "coverage", "--by", "set"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split()[:7] == ["set", "impl", "untested", "partial", "missing", "no-rules", "total"]
    rows = {line.rsplit(None, 7)[0]: line.split()[-7:] for line in table[2:] if line and not line.startswith("impl")}
    assert "Friends Forever" in rows and int(rows["Friends Forever"][4]) > 0  # (its no-rules column)
    assert int(rows["total"][5]) == 2031
    assert main(["engine", "coverage", "--by", "type"]) == 0
    types = [line.split()[0] for line in capsys.readouterr().out.splitlines()[2:-1]]
    assert {"mane", "friend", "event", "resource", "troublemaker", "problem", "total"} <= set(types)


def test_cli_names_a_board_file_that_holds_no_object(tmp_path, capsys):
    """A board file whose JSON is a list, a number or a text is refused by name (a text is
    never read as the path of another file)."""
    for index, body in enumerate(("[]", "7", json.dumps(str(tmp_path / "board.json")))):
        path = tmp_path / f"not-a-board-{index}.json"
        path.write_text(body, encoding="utf-8")
        for command in (["advance", str(path)], ["why", str(path), "play Applejack"]):
            assert main(["engine", *command]) == 1
            assert "bad board state: expected a JSON object" in capsys.readouterr().err


BOARD_TEXT_REFUSED = [
    ("a key given twice", lambda text: text.replace('"turn": 3,', '"turn": 3, "turn": 7,', 1),
     "field turn: this key is given twice in the same object"),
    ("a number of thousands of digits", lambda text: text.replace('"turn": 3,', f'"turn": {"9" * 5000},', 1),
     "field turn: expected a JSON value, got a number of 5000 digits"),
    ("nesting thousands deep", lambda text: text.replace('"turn": 3,', f'"turn": {"[" * 5000}{"]" * 5000},', 1),
     "bad board state: nested 5001 levels deep; a document is at most 64 levels deep"),
]


@pytest.mark.parametrize(("what", "spoil", "said"), BOARD_TEXT_REFUSED, ids=[r[0] for r in BOARD_TEXT_REFUSED])
def test_cli_reads_a_board_file_as_the_match_table_reads_it(tmp_path, capsys, what, spoil, said):
    """What the file format refuses (docs/board-state-format.md) is refused by `advance` and
    `why` alike, by its place: not a later key silently winning, nor a traceback."""
    from tests.engine.helpers import Board

    path = tmp_path / "board.json"
    path.write_text(spoil(json.dumps(Board().doc())), encoding="utf-8")
    for command in (["advance", str(path)], ["why", str(path), "play Applejack"]):
        assert main(["engine", *command]) == 1
        captured = capsys.readouterr()
        assert f"{path}: " in captured.err and said in captured.err, captured.err
        assert "Traceback" not in captured.err and "valid board state" not in captured.out


def test_cli_reads_a_board_file_that_starts_with_a_byte_order_mark(tmp_path, capsys):
    """Some editors start a UTF-8 file with a byte-order mark: it is no part of the board."""
    from tests.engine.helpers import Board

    path = tmp_path / "board.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(Board().doc()).encode("utf-8"))
    assert main(["engine", "advance", str(path)]) == 0
    assert "valid board state" in capsys.readouterr().out


def test_cli_says_where_a_bad_card_of_a_board_file_is_in_words(tmp_path, capsys):
    """The field path is for whoever fixes the file; the place in words is for the judge."""
    from tests.engine.helpers import Board

    board = Board()
    board.add("ZZ99", 1, "hand")
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board.doc()), encoding="utf-8")
    row = len(board.cards)
    assert main(["engine", "advance", str(path)]) == 1
    assert (f"bad board state, field cards[{row - 1}].card, the {row}th card listed (ZZ99, in Player 2's hand): "
            "unknown card 'ZZ99'") in capsys.readouterr().err


def test_cli_replay_and_why_warn_of_cards_whose_text_is_not_carried_out(tmp_path, capsys):
    """As `play` and `advance` do, `replay` and `why` name on stderr each card of the game
    whose text the engine does not carry out (Spitfire, Drilling It In: the keyword
    Experienced, not in the rules texts), so a judge reading a position knows."""
    from engine.mlp.decks.theme import theme_deck_lists

    text = theme_deck_lists()["Rainbow Dash"]
    friends = text.index("\n", text.index("Friends")) + 1
    deck = tmp_path / "with-spitfire.txt"
    deck.write_text(text[:friends] + "3 Spitfire, Drilling It In\n" + text[friends:], encoding="utf-8")
    replay, board = tmp_path / "game.json", tmp_path / "board.json"
    assert main(["engine", "play", str(deck), str(THEME_DECKS[1]), "--quiet", "--max-turns", "2",
                 "--replay", str(replay)]) == 0
    capsys.readouterr()
    assert main(["engine", "replay", str(replay), "--step", "3", "--board", str(board)]) == 0
    assert "warning: Player 1's Spitfire, Drilling It In: the rules engine does not carry out" in capsys.readouterr().err
    assert main(["engine", "why", str(board), "play Spitfire"]) == 0
    assert "warning: Player 1's Spitfire, Drilling It In: the rules engine does not carry out" in capsys.readouterr().err


def test_cli_names_a_bad_deck_file_once(tmp_path, capsys):
    """A deck file the reader can't read is named once, by the path given."""
    junk = tmp_path / "junk.o8d"
    junk.write_bytes(b"garbage\x00\x01")
    assert main(["engine", "play", str(junk), str(THEME_DECKS[1])]) == 1
    err = capsys.readouterr().err
    assert f"{junk}: malformed XML" in err and err.count("junk.o8d") == 1, err


@pytest.mark.parametrize("content", [b"", b"\xef\xbb\xbf\r\n  \n"])
def test_cli_says_an_empty_deck_file_is_empty(tmp_path, capsys, content):
    """An empty .o8d (nothing, or a byte-order mark and blank lines) is said to be empty, not
    XML broken at its first character."""
    empty = tmp_path / "empty.o8d"
    empty.write_bytes(content)
    assert main(["engine", "play", str(THEME_DECKS[0]), str(empty)]) == 1
    err = capsys.readouterr().err
    assert f"{empty}: the file is empty: no card lines found" in err and "XML" not in err, err


def test_cli_why_answers_a_challenge(tmp_path, capsys):
    """`tourney engine why board.json "challenge Lord Tirek"`: in the Challenge Step, the
    option it is; with no character of the turn player's at its Problem, 608.2."""
    from tests.engine.helpers import Board

    b = Board(manes=("PR2", "PR4"))
    tirek = b.add("AD159", 1, "play", "problem:1")
    sweetie = b.add("PR20", 0, "play", "problem:1")
    board = tmp_path / "board.json"
    board.write_text(json.dumps(b.doc(phase="troublemaker", step="challenge")), encoding="utf-8")
    assert main(["engine", "why", str(board), "why can't I challenge Lord Tirek?"]) == 0
    out = capsys.readouterr().out
    assert f"It is offered as option 2: Challenge Lord Tirek #{tirek} at Problem Runaway Cart (Player 2's)." in out, out
    b.cards[sweetie - 1]["area"] = "home:0"
    board.write_text(json.dumps(b.doc()), encoding="utf-8")
    assert main(["engine", "why", str(board), "challenge Lord Tirek"]) == 0
    out = capsys.readouterr().out
    assert "Not challenged:\n- Rule 608.2: Player 1 controls no character at its Problem." in out, out


def test_cli_advance_tells_two_copies_in_a_hand_apart_by_their_numbers(tmp_path, capsys):
    """Two Stack of Suitcases in the hand: the two options to play them would read the same, so
    each names its copy by number after the card's name, and says in words which copy of those
    in the hand it is, as the match table lists them."""
    from engine.mlp.boardstate import save_board
    from tests.engine.card_play import rich_board
    from tests.engine.helpers import shipped_game

    b = rich_board()
    copies = [b.add("AD147", 0, "hand") for _ in range(2)]
    path = tmp_path / "board.json"
    save_board(shipped_game(b), path)
    assert main(["engine", "advance", str(path)]) == 0
    printed = capsys.readouterr().out
    for nth, iid in enumerate(copies, 1):
        assert f"Pay 2 to play Stack of Suitcases #{iid} (copy {nth} of 2 in Player 1's hand) at home" in printed, printed
    assert "Pay 2 to play Stack of Suitcases at" not in printed


def test_cli_why_quotes_an_offered_option_as_the_option_reads_with_two_copies_in_a_hand(tmp_path, capsys):
    """Two Stack of Suitcases in the hand: "why not?" said "offered as option 2: Pay 2 to play
    Stack of Suitcases at home" while option 2 reads "... #N (copy 1 of 2 in P0's hand) at
    home"; the answer quotes the option as the player sees it."""
    from engine.mlp.boardstate import save_board
    from tests.engine.card_play import rich_board
    from tests.engine.helpers import shipped_game

    b = rich_board()
    first, _second = (b.add("AD147", 0, "hand") for _ in range(2))
    path = tmp_path / "board.json"
    save_board(shipped_game(b), path)
    assert main(["engine", "advance", str(path)]) == 0
    listed = capsys.readouterr().out
    assert main(["engine", "why", str(path), "why can't I play Stack of Suitcases?"]) == 0
    printed = capsys.readouterr().out
    option = f"Pay 2 to play Stack of Suitcases #{first} (copy 1 of 2 in Player 1's hand) at home"
    assert f"It is offered as option 2: {option}." in printed, printed
    assert option in listed, listed


def test_cli_play_with_time_called_writes_a_replay_that_plays_the_same_game(tmp_path, capsys):
    """The replay written beside --call-time held the answers but not the time call, so the
    match table refused it as a game "this program plays differently"; the command then refused
    --replay with --call-time. The replay now holds the call at its place in the line, and
    `engine replay` and the match table play it back to the same result and digest."""
    from tourney.services.match_table import open_replay_file

    replay = tmp_path / "game.json"
    assert main(["engine", "play", str(THEME_DECKS[2]), str(THEME_DECKS[3]), "--seed", "4",
                 "--call-time", "3", "--replay", str(replay), "--quiet"]) == 0
    played = capsys.readouterr().out
    result = next(line for line in played.splitlines() if line.startswith("Result: "))
    digest = result.rsplit("digest ", 1)[1]
    called = json.loads(replay.read_text(encoding="utf-8"))["judge"]
    assert [(action["action"], action["procedure"]) for action in called] == [("call time", "swiss")]
    assert main(["engine", "replay", str(replay)]) == 0
    shown = capsys.readouterr().out
    assert "Time is called during turn 3" in shown and f"digest {digest}" in shown
    table = open_replay_file(replay)
    table.seek(table.length)
    assert table.cursor.game.digest() == digest and table.position().time_called


def test_cli_advance_records_a_concession(tmp_path, capsys):
    """`engine advance board.json --concede "Player 2"`: the player loses the game at once, the
    log naming rule 103.4, and the board written says the game is over. The player is named as
    the output calls them ("Player 2"; the engine's "P1", as its files write it, is read too)."""
    from engine.mlp.boardstate import save_board
    from tests.engine.helpers import Board, shipped_game

    path, out = tmp_path / "board.json", tmp_path / "after.json"
    save_board(shipped_game(Board()), path)
    assert main(["engine", "advance", str(path), "--concede", "Player 2", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "(103.4) Player 1 wins: Player 2 conceded" in printed
    assert "No decision pending: the game is over (Player 2 conceded)." in printed
    assert json.loads(out.read_text(encoding="utf-8"))["result"]["winner"] == 0
    assert main(["engine", "advance", str(path), "--concede", "P1", "--out", str(out)]) == 0
    assert "(103.4) Player 1 wins: Player 2 conceded" in capsys.readouterr().out
    assert main(["engine", "advance", str(out), "--concede", "player1"]) == 1
    assert "--concede: the game is already over" in capsys.readouterr().err
    for wrong in ("P2", "Player 3", "2"):
        with pytest.raises(SystemExit):
            main(["engine", "advance", str(path), "--concede", wrong])
        assert f"a player, \"Player 1\" or \"Player 2\", not '{wrong}'" in capsys.readouterr().err
    assert main(["engine", "advance", str(path), "--concede", "P0", "--answer", "pass"]) == 1
    assert "--concede ends the game" in capsys.readouterr().err


@pytest.mark.parametrize("action", ["play", "advance"])
def test_cli_elimination_help_says_each_games_own_procedure(capsys, action):
    """--elimination's help says each game's elimination-round procedure in the words the
    match table's Call time shows, or in plain words that it has none: not MLP's for every game."""
    from engine.core.registry import game_systems
    with pytest.raises(SystemExit):
        main(["engine", action, "--help"])
    said = " ".join(capsys.readouterr().out.split())
    for system in game_systems().values():
        procedure = system.table().time_procedure(elimination=True)
        expected = (f"{system.name} has no extra game: the call is refused." if procedure.refusal
                    else f"{system.name}: {procedure.words}")
        assert expected in said
    assert "None (" not in said


def test_cli_play_the_elimination_rounds_extra_game_to_the_first_change_in_points(capsys):
    """`--call-time 1 --elimination`: the extra game an elimination round's drawn match
    begins, time having been called, played until the first change in points."""
    assert main(["engine", "play", str(THEME_DECKS[2]), str(THEME_DECKS[3]), "--seed", "4",
                 "--call-time", "1", "--elimination"]) == 0
    out = capsys.readouterr().out
    assert "(floor rules: end of match) Time has been called in an elimination round" in out
    result = out.split("Result: ")[1]
    assert result.startswith(("Player 1 wins (first change in points after time was called in an elimination round, "
                              "floor rules: end of match); scores 1-0", "Player 2 wins (first change in points"))
    scores = result.split("; scores ")[1].split(";")[0]
    assert min(scores.split("-")) == "0"
    assert main(["engine", "play", str(THEME_DECKS[2]), str(THEME_DECKS[3]), "--elimination"]) == 1
    assert "give --call-time too" in capsys.readouterr().err


def test_cli_why_in_a_main_phase_with_no_action_token_says_what_it_costs(tmp_path, capsys):
    """A judge's Main Phase board where P0 has no action token: P0 can do nothing, so the engine
    passes for them and the question is asked at the phase's end. "Why can't P0 play Comet Tail?"
    was answered "step on to the next decision" (P1's next turn), not what stops it: its cost."""
    from tests.engine.helpers import Board

    b = Board()
    b.players[0]["tokens"] = 0
    b.add("PR54", 0, "hand")  # Comet Tail, Hale Bopper
    board = tmp_path / "board.json"
    board.write_text(json.dumps(b.doc()), encoding="utf-8")
    assert main(["engine", "why", str(board), "play Comet Tail"]) == 0
    out = capsys.readouterr().out
    assert ("- Note: Player 1 had nothing they could do in their Main Phase (turn 3), so the engine passed priority "
            "for them (the game is stopped at the phase's end).") in out, out
    assert "Rule 204.1: it costs 1 action token; Player 1 has none." in out
    assert "step on to the next decision" not in out


def test_cli_names_the_card_a_misspelt_board_card_most_likely_is(tmp_path, capsys):
    """A judge's board with a name misspelt was refused "unknown card 'Comet Tale, Hale Bopper'"
    alone: the message now names the card meant; a code no card has gets no guess."""
    from tests.engine.helpers import Board

    b = Board()
    b.add("Comet Tale, Hale Bopper", 0, "hand")
    board = tmp_path / "board.json"
    board.write_text(json.dumps(b.doc()), encoding="utf-8")
    for command in (["advance", str(board)], ["why", str(board), "play Comet Tail"]):
        assert main(["engine", *command]) == 1
        err = capsys.readouterr().err
        assert "unknown card 'Comet Tale, Hale Bopper': did you mean Comet Tail, Hale Bopper?" in err, err
        assert "Traceback" not in err
    b.cards[-1]["card"] = "FF999"
    board.write_text(json.dumps(b.doc()), encoding="utf-8")
    assert main(["engine", "advance", str(board)]) == 1
    assert capsys.readouterr().err.rstrip().endswith("unknown card 'FF999'")


def test_cli_replay_with_an_answer_that_does_not_fit_names_the_decision(tmp_path, capsys):
    """A replay whose 6th recorded answer is none of its decision's options was refused with
    "'bogus' is not one of the options: pass, play|133|home:1, ...": no decision named, and the
    engine's option keys. It now says which decision, in the match table's words, counted
    from 1 as a person counts them and as `advance` counts answers: the 6th answer is
    decision 6's (it said "decision 5")."""
    replay = tmp_path / "game.json"
    assert main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--seed", "2", "--quiet",
                 "--replay", str(replay)]) == 0
    doc = json.loads(replay.read_text(encoding="utf-8"))
    doc["answers"][5] = ["bogus"]
    replay.write_text(json.dumps(doc), encoding="utf-8")
    capsys.readouterr()
    assert main(["engine", "replay", str(replay)]) == 1
    err = capsys.readouterr().err
    assert "the recorded answer for decision 6 does not fit the game this program plays (it is none of the" in err
    assert "bogus" not in err and "|" not in err and "Traceback" not in err
    # (the match table opening the same file names the same decision, checked or not)
    from tourney.services.match_table import ReplayMismatch, open_replay_file

    with pytest.raises(ReplayMismatch, match="the recorded answer for decision 6 does not fit"):
        open_replay_file(replay)
    note = open_replay_file(replay, verify=False).note
    assert note.startswith("the recorded answers stop fitting at decision 6 ("), note


def test_cli_replay_with_a_card_played_elsewhere_says_the_card_and_the_places(tmp_path, capsys):
    """A recorded answer the engine does not offer (a card played where it no longer may go)
    was shown as its key, "'play|146|problem:7' is none of the 17 options": a judge reads the
    card, the place and the options that play that card, in words."""
    replay = tmp_path / "game.json"
    assert main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--seed", "3", "--quiet",
                 "--replay", str(replay)]) == 0
    doc = json.loads(replay.read_text(encoding="utf-8"))
    step = next(n for n, answer in enumerate(doc["answers"]) if answer[0].startswith("play|")
                and answer[0].endswith("|home:0"))
    card = doc["answers"][step][0].split("|")[1]
    doc["answers"][step] = [f"play|{card}|problem:7"]
    doc["digests"] = {}
    replay.write_text(json.dumps(doc), encoding="utf-8")
    capsys.readouterr()
    assert main(["engine", "replay", str(replay)]) == 1
    err = capsys.readouterr().err
    said = re.search(r"\(it says to play (.+) #(\d+) \(in Player 1's hand\) at a Problem this game does not have, none "
                     r"of the \d+ options of Player 1's decision: Player 1 has priority \(Main Phase\); those with that card: "
                     r"(.+)\)$", err.strip())
    assert said, err
    assert said.group(2) == card
    offered = said.group(3).split("; ")
    played = rf"Pay \d+ to play {re.escape(said.group(1))}( #{card} \(copy \d of \d in Player 1's hand\))? at "
    assert all(re.match(played, option) for option in offered), offered
    assert any(re.fullmatch(played + "home", option) for option in offered), offered
    assert "|" not in err and "problem:" not in err and "home:" not in err and "Traceback" not in err
