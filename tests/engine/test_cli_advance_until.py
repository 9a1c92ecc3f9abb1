"""`tourney engine advance board.json --until end-of-step|end-of-phase|end-of-turn`."""

from __future__ import annotations

import json

import pytest

from tests.engine.helpers import Board, big_mac_board
from tourney.cli import main


def _write(tmp_path, b: Board, name: str, **top) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(b.doc(**top)), encoding="utf-8")
    return str(path)


def _board(tmp_path) -> str:
    return _write(tmp_path, Board(), "board.json")


def test_advance_until_the_end_of_the_phase_stops_there_and_writes_that_board(tmp_path, capsys) -> None:
    out = tmp_path / "end-of-main.json"
    assert main(["engine", "advance", _board(tmp_path), "--until", "end-of-phase", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "-- answer 1 (default): Player 1 (Main Phase): Pass priority" in printed
    assert "-- 1 answer given; stopped at the end of the Main Phase of turn 3, before the Score Phase" in printed
    assert "No decision pending: the engine stopped here as asked" in printed
    written = json.loads(out.read_text(encoding="utf-8"))
    assert (written["turn"], written["phase"], written["pending"]) == (3, "main", None)
    # the written board goes on from the end of the Main Phase: next, the end of the Score Phase
    again = tmp_path / "end-of-score.json"
    assert main(["engine", "advance", str(out), "--until", "end-of-phase", "--out", str(again)]) == 0
    assert "stopped at the end of the Score Phase of turn 3, before the End Phase" in capsys.readouterr().out
    # to the end of the turn, with the bot answering on the way
    assert main(["engine", "advance", str(again), "--until", "end-of-turn", "--by", "bot"]) == 0
    assert "stopped at the end of turn 3, before the next turn" in capsys.readouterr().out


def test_advance_until_refuses_an_unknown_stop(tmp_path, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["engine", "advance", _board(tmp_path), "--until", "end-of-game"])
    assert exc.value.code == 2
    assert "invalid choice: 'end-of-game'" in capsys.readouterr().err


def test_advance_names_the_places_of_the_options_as_the_match_table_does(tmp_path, capsys) -> None:
    """The keys stay as typed back ("problem:0"); the words people read name the Problem and
    its owner, as the match table's option list does."""
    b = Board()
    b.add("PR20", 0, "hand")  # Sweetie Sunrise, playable anywhere for 1 token
    path = _write(tmp_path, b, "board.json")
    assert main(["engine", "advance", path]) == 0
    printed = capsys.readouterr().out
    line = next(row for row in printed.splitlines() if "|problem:0" in row)
    number, key = line.split()[:2]  # (numbered as a "why not?" answer names an option: "option 3")
    assert number == "3." and key.endswith("|problem:0") and "at Problem " in line and "(Player 1's)" in line
    assert " at problem:0" not in printed


def test_the_printed_log_names_places_as_the_match_table_log_does(tmp_path, capsys) -> None:
    """The log the command line prints reads as the match table's log: "to Cloudbursting #3
    (P0's)", the Problem there named, never an area key ("to problem:0")."""
    b = Board()
    b.add("PR20", 0, "hand")  # Sweetie Sunrise, playable anywhere for 1 token
    path = _write(tmp_path, b, "board.json")
    assert main(["engine", "advance", path]) == 0
    key = next(row.split()[1] for row in capsys.readouterr().out.splitlines() if row.strip().endswith(
        "(Player 1's)") and "|problem:0" in row)
    assert main(["engine", "advance", path, "--answer", key]) == 0
    printed = capsys.readouterr().out
    played = next(row for row in printed.splitlines() if "enters play" in row and "Sweetie" in row)
    assert played.endswith("at Cloudbursting #3 (Player 1's)"), played
    assert "problem:0" not in played


@pytest.mark.parametrize("options, named", [
    (["--seed", "5"], "--seed"),
    (["--by", "bot"], "--by"),
    (["--until", "end-of-step", "--seed", "5"], "--seed"),
])
def test_advance_refuses_an_option_it_would_ignore(tmp_path, capsys, options, named) -> None:
    """--by answers only on the way of --until, and --seed is only the bot's: given alone, they
    would change nothing, so the command says so rather than carrying on as if they did."""
    assert main(["engine", "advance", _board(tmp_path), *options]) == 1
    error = capsys.readouterr().err
    assert named in error and "--until" in error


@pytest.mark.parametrize("command", ["play", "advance"])
@pytest.mark.parametrize("seed", ["-3", str(2 ** 64)])
def test_a_seed_out_of_range_is_named_as_the_option(tmp_path, capsys, command, seed) -> None:
    board = _board(tmp_path)
    args = [board, board] if command == "play" else [board, "--until", "end-of-step", "--by", "bot"]
    with pytest.raises(SystemExit) as exc:
        main(["engine", command, *args, "--seed", seed])
    assert exc.value.code == 2
    assert "argument --seed: a whole number from 0 to 2**64 - 1" in capsys.readouterr().err


def test_play_refuses_time_called_before_the_first_turn(tmp_path, capsys) -> None:
    board = _board(tmp_path)
    with pytest.raises(SystemExit) as exc:
        main(["engine", "play", board, board, "--call-time", "0"])
    assert exc.value.code == 2
    assert "argument --call-time: turns are numbered from 1" in capsys.readouterr().err


def test_a_decision_a_card_asks_says_which_card_asks_it(tmp_path, capsys) -> None:
    """Big Mac & Applejack, Big Mouths: "Immediate: Retire this card to put two +1 power
    counters on another one of your Friends." Its target question leads with the card whose
    text asks it (the card has left play, paid as the cost: by its name), as the command line
    and every replay reader print it, and so needs no "Asked by" line. A question of the rules
    says nothing more."""
    b, big_mac = big_mac_board()
    path = _write(tmp_path, b, "board.json")
    assert main(["engine", "advance", path]) == 0
    assert "Asked by" not in capsys.readouterr().out  # (priority: the rules ask)
    assert main(["engine", "advance", path, "--answer", f"act|{big_mac}|0"]) == 0
    printed = capsys.readouterr().out
    assert "Pending decision for Player 1: Big Mac & Applejack, Big Mouths: Put 2 +1 power counters " \
           "on which of your other Friends?\nChoose 1..1 of:" in printed
    assert "Asked by" not in printed


def test_an_answer_given_is_echoed_in_words(tmp_path, capsys) -> None:
    """`--answer KEY` prints what the key chose as people read it, beside the key typed."""
    b = Board()
    sweetie = b.add("PR20", 0, "hand")
    path = _write(tmp_path, b, "board.json")
    assert main(["engine", "advance", path, "--answer", f"play|{sweetie}|problem:0"]) == 0
    assert "-- Player 1 answered: Pay 1 to play Sweetie Sunrise, Early Riser at Problem Cloudbursting (Player 1's)" \
           in capsys.readouterr().out


def test_an_answer_is_worded_on_the_position_it_answers(tmp_path, capsys) -> None:
    """Two copies of a card in the hand are told apart by their numbers. The answer was worded
    after it was given, when the copy played had become a new card: "Pay 1 to play Sweetie
    Sunrise, Early Riser at home #25", the number where no option puts it. It is now worded as
    the option it chose reads: "... Early Riser #25 at home"."""
    b = Board()
    first = b.add("PR20", 0, "hand")
    b.add("PR20", 0, "hand")
    path = _write(tmp_path, b, "board.json")
    assert main(["engine", "advance", path, "--answer", f"play|{first}|home:0"]) == 0
    printed = capsys.readouterr().out
    assert f"-- Player 1 answered: Pay 1 to play Sweetie Sunrise, Early Riser #{first} (copy 1 of 2 in Player 1's hand) at home\n" in printed, printed


def test_an_answer_that_fits_no_option_is_refused_with_every_option_in_words(tmp_path, capsys) -> None:
    """An answer that is none of the options was refused with the first twelve keys alone
    ("is not one of the options: pass, play|25|home:0, ..., and 5 more"): the judge is told
    what the answer would do, whose decision it was, that nothing was answered, and every
    option with its key and its words."""
    b = Board()
    sweetie = b.add("PR20", 0, "hand")
    path = _write(tmp_path, b, "board.json")
    assert main(["engine", "advance", path]) == 0
    listing = capsys.readouterr().out.split("Choose 1..1 of:\n")[1]
    for until in ([], ["--until", "end-of-step"]):
        assert main(["engine", "advance", path, "--answer", f"play|{sweetie}|problem:7", *until]) == 1
        captured = capsys.readouterr()
        assert "-- P0 answered" not in captured.out
        assert captured.err.startswith(
            f"tourney: error: answer 'play|{sweetie}|problem:7' (to play Sweetie Sunrise, Early Riser #{sweetie} "
            "(in Player 1's hand) at a Problem this game does not have) fits none of the 7 options of Player 1's decision "
            "(Player 1 has priority (Main Phase)); nothing was answered. The options:\n"), captured.err
        assert captured.err.endswith(listing), (captured.err, listing)
        assert "and 5 more" not in captured.err
    assert main(["engine", "advance", path, "--answer", "pass,draw"]) == 1
    assert capsys.readouterr().err.strip() == "tourney: error: answer 'pass,draw': choose 1 option, not 2"


def test_an_answer_given_with_until_stops_at_the_end_of_its_step(tmp_path, capsys) -> None:
    """Flim & Flam, Shrewd Schemers (AD77): "Players can't confront more than one Problem per
    turn." P0 meets both Problems' requirements and is asked which to confront first; the
    answer typed with --until end-of-step is given under the stop, so the engine halts at the
    end of that Confront Step (not in P1's turn), where "why" names Flim & Flam for the other."""
    b = Board(manes=("PR2", "PR4"))
    b.add("AD77", 1, "play", "home:1")
    b.add("PR20", 0, "play", "problem:0")  # blue and orange for Cloudbursting
    b.add("PR31", 0, "play", "problem:0")
    b.add("PR31", 0, "play", "problem:1")  # 4 for Runaway Cart
    board = _write(tmp_path, b, "confront.json", phase="score", step="confront")
    out = tmp_path / "after-first.json"
    assert main(["engine", "advance", board, "--answer", "problem:0", "--until", "end-of-step", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "-- answer 1 (typed problem:0): Player 1: Cloudbursting #3 (Player 1's)" in printed
    assert "stopped at the end of the Confront Step (Score Phase) of turn 3, before the Faceoff Step" in printed
    assert "Turn 4" not in printed
    assert main(["engine", "why", str(out), "confront Runaway Cart"]) == 0
    assert "- Card text of Flim & Flam, Shrewd Schemers: " in capsys.readouterr().out


def test_a_board_whose_step_asks_nothing_stops_at_that_steps_end(tmp_path, capsys) -> None:
    """Spike, Garbunkle (DE82): "Opponents can't challenge your Troublemakers unless they pay
    [1]." With no token, P0's Challenge Step asks nothing; the board, starting in that step,
    is asked about in it ("why") and advanced to its end (--until), not run on to P1's turn."""
    b = Board(manes=("PR2", "PR4"))
    b.players[0]["tokens"] = 0
    tm = b.add("AD159", 1, "play", "problem:1")  # Lord Tirek
    b.add("PR20", 0, "play", "problem:1")
    b.add("DE82", 1, "play", "home:1")
    board = _write(tmp_path, b, "challenge.json", phase="troublemaker", step="challenge")
    assert main(["engine", "advance", board, "--until", "end-of-step"]) == 0
    printed = capsys.readouterr().out
    assert "-- 0 answers given; stopped at the end of the Challenge Step (Troublemaker Phase) of turn 3, before " \
           "the Main Phase" in printed
    assert main(["engine", "why", board, "challenge Lord Tirek"]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(f"Read as: Player 1 (the turn player) challenges Lord Tirek #{tm} ")
    assert "- Card text of Spike, Garbunkle: challenging it costs 1 action token; Player 1 has none." in printed


def test_a_board_run_on_into_a_later_turn_says_so(tmp_path, capsys) -> None:
    """Without --until a hand-written board runs to its first decision: here P0's turn 3 asks
    nothing (Spike, Garbunkle and no token), so the decision is P1's in turn 4, and the output
    says so; a board whose own turn asks something says nothing of the kind."""
    b = Board(manes=("PR2", "PR4"))
    b.players[0]["tokens"] = 0
    b.add("AD159", 1, "play", "problem:1")  # Lord Tirek
    b.add("PR20", 0, "play", "problem:1")
    b.add("DE82", 1, "play", "home:1")
    board = _write(tmp_path, b, "challenge.json", phase="troublemaker", step="challenge")
    assert main(["engine", "advance", board]) == 0
    printed = capsys.readouterr().out
    assert "-- ran on into turn 4: nothing was asked in turn 3; use --until end-of-step to stop earlier\n" \
           in printed
    assert "Pending decision for Player 2: Player 2 has priority" in printed
    assert main(["engine", "advance", _board(tmp_path)]) == 0
    assert "ran on" not in capsys.readouterr().out


def test_typed_and_default_answers_with_until_are_numbered_in_order(tmp_path, capsys) -> None:
    """The answers --until gives are numbered in the order given: the typed ones first, then
    the default ones after them, each saying which it was."""
    b = Board()
    sweetie = b.add("PR20", 0, "hand")
    board = _write(tmp_path, b, "main.json")
    assert main(["engine", "advance", board, "--answer", f"play|{sweetie}|problem:0",
                 "--until", "end-of-phase"]) == 0
    said = [line for line in capsys.readouterr().out.splitlines() if line.startswith("-- ")]
    assert said == [
        f"-- answer 1 (typed play|{sweetie}|problem:0): Player 1 (Main Phase): Pay 1 to play Sweetie Sunrise, Early Riser "
        "at Problem Cloudbursting (Player 1's)",
        "-- answer 2 (default): Player 1 (Main Phase): Pass priority",
        "-- 2 answers given; stopped at the end of the Main Phase of turn 3, before the Score Phase",
    ]


def test_a_board_starting_in_the_uncover_step_stops_at_its_end(tmp_path, capsys) -> None:
    """A board may start at "uncover", a turn step that goes on with the Uncover Step:
    P0's face-down Lord Tirek is uncovered, nothing is asked, and --until end-of-step stops
    before the Challenge Step (not at the end of the next step, nor in a later turn)."""
    b = Board(manes=("PR2", "PR4"))
    b.add("AD159", 0, "play", "problem:1", face_down=True)
    board = _write(tmp_path, b, "uncover.json", phase="troublemaker", step="uncover")
    assert main(["engine", "advance", board, "--until", "end-of-step"]) == 0
    printed = capsys.readouterr().out
    assert "(607.2) Lord Tirek" in printed
    assert "-- 0 answers given; stopped at the end of the Uncover Step (Troublemaker Phase) of turn 3, before the " \
           "Challenge Step" in printed


def test_each_answer_says_what_it_answers_and_the_log_it_led_to_follows_it(tmp_path, capsys) -> None:
    """Judge scenario (whole-pool seed 58014, turn 24): --until end-of-turn printed every
    answer first ("-- answer 6 (default): P1: No", "-- answer 7 (default): P1: Princess
    Cadance, Best Foalsitter Ever #134") and the log after them all, so a judge could not
    tell what "No" answered, nor which answer led to which line. Each answer now names the
    question it answers (a pass of priority, where it was), and the log lines it led to
    follow it."""
    b = Board()
    hand = [b.add("PR20", 0, "hand") for _ in range(9)]  # one over the maximum hand size (616.2)
    board = _write(tmp_path, b, "main.json")
    assert main(["engine", "advance", board, "--until", "end-of-turn"]) == 0
    lines = capsys.readouterr().out.splitlines()
    discard = next(n for n, line in enumerate(lines) if line.startswith("-- answer") and "616.2" in line)
    assert lines[discard].endswith(f": Player 1: Sweetie Sunrise, Early Riser #{hand[0]} (to “Discard 1 card down to the "
                                   "maximum hand size (616.2)”)"), lines[discard]
    assert lines[discard + 1].endswith(f"(616.2) Player 1 discards Sweetie Sunrise, Early Riser #{hand[0]} "
                                       f"(now #{max(hand) + 1})"), lines[discard + 1]
    assert "-- answer 1 (default): Player 1 (Main Phase): Pass priority" in lines
