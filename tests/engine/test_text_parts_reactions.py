"""Reaction timing read in parts (512.4): "Reaction: When / After <condition>, <effect>"
on Events and on cards in play. Each test is a judge's board on real cards of the
shipped database, the answers given, and the result, including occurrences a reaction
may not answer (512.4c: once per occurrence; 512.4d: only since the last window closed)."""

from __future__ import annotations

import re

from engine.mlp import view
from engine.mlp.api import default_library
from engine.mlp.coverage import CARRIED_OUT, coverage
from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import start_challenge
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    shipped_game,
    status_with_paragraph,
    zone_codes,
)


def _reacts(g, iid: int) -> list[str]:
    d = g.pending()
    if d is None:
        return []
    return [k for k in d.option_keys() if k.startswith((f"react|{iid}|", f"act|{iid}|"))]


def _pass_until_react(g, iid: int, limit: int = 30) -> list[str]:
    """Pass priority until `iid` may react (or the game waits on something else)."""
    for _ in range(limit):
        found = _reacts(g, iid)
        if found:
            return found
        d = g.pending()
        if d is None or "pass" not in d.option_keys():
            return []
        answer(g, "pass")
    return []


def test_the_reaction_wordings_complete_their_cards():
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("PR53", "PR108", "PR118", "PR124", "PR127", "PR128", "PR200", "PR201", "PR209", "CN79",
                 "CN102", "CN114", "CN148", "CN150", "CN195", "RR1", "CG98", "CG102", "CG115", "CS5", "AD88",
                 "AD103", "AD104", "AD113", "CN18", "CN56", "CN105", "CG100", "CG123", "AD119", "HM125", "SB131",
                 "NM5", "CN181", "EO162", "LL19", "MT130", "PR104", "PR131", "AD111", "HM95", "CG110", "CN155", "CN99", "AD97", "LL131", "NM7", "QC9",
                 "CGpf6"):
        assert rows[code] in CARRIED_OUT, code
    # a reaction wording left unread leaves its card partial: a condition on receiving action
    # tokens, a second sentence the grammar does not know
    for paragraph in ("Reaction: After an opponent receives action tokens, gain [1].",
                      "Reaction: After a Friend enters play, exhaust it. Then hum a tune."):
        assert status_with_paragraph("PR53", paragraph) == "partial", paragraph


def test_bright_bulb_moves_a_character_the_opponent_played_to_its_problem_pr53():
    """512.4d: the opponent playing a character to this card's Problem is a condition met since
    the last window closed; the ability's cost is exhausting this card (703.1d); "that
    character" is the character played."""
    b = Board()
    b.players[1] = {"tokens": 3}
    b.players[0] = {"tokens": 0}
    bulb = b.add("PR53", 0, "play", "problem:0")
    friend = b.add("PR79", 1, "hand")
    g = shipped_game(b, turn_player=1)
    assert not _reacts(g, bulb)
    answer(g, f"play|{friend}|problem:0")
    assert g.pending().player == 0
    assert _reacts(g, bulb) == [f"act|{bulb}|0"]
    answer(g, f"act|{bulb}|0")
    played = next(i for i in g.s["play"] if g.spec(i).code == "PR79")
    answer(g, "problem:1")
    assert g.card(played)["area"] == "problem:1"
    assert g.card(bulb)["exhausted"]
    assert not _reacts(g, bulb)  # 512.4c: once per occurrence (and it is exhausted)


def test_bright_bulb_ignores_characters_played_elsewhere_pr53():
    """The condition names this card's Problem: a Friend played to the other Problem does not meet it."""
    b = Board()
    b.players[1] = {"tokens": 3}
    b.players[0] = {"tokens": 0}
    bulb = b.add("PR53", 0, "play", "problem:0")
    friend = b.add("PR79", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{friend}|problem:1")
    assert not _reacts(g, bulb)
    assert g.pending().player == 1  # no window was opened for P0


def test_whoa_there_nelly_returns_a_dismissed_friend_to_its_owners_hand_pr128():
    """512.4: "Play when one of your Friends has been dismissed": the Friend, now in the discard
    pile (410.6a), goes to its owner's hand."""
    b = Board()
    b.players[0] = {"tokens": 0}
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")  # orange 2 each: the requirement is 3 orange
    victim = b.add("PR20", 0, "play", "problem:1")  # 1 power
    nelly = b.add("PR128", 0, "hand")
    b.players[1] = {"tokens": 3}
    for _ in range(3):
        b.add("PR41", 1, "play", "home:1")  # pink
    dismiss = b.add("PR113", 1, "hand")  # Main Phase: dismiss an opponent's Friend with 1 power or less
    g = shipped_game(b, turn_player=1)
    assert not _reacts(g, nelly)
    answer(g, f"play|{dismiss}|event")
    if g.pending().kind == "target":
        answer(g, f"card:{victim}")
    assert "PR20" in zone_codes(g, 0, "discard")
    found = _pass_until_react(g, nelly)
    assert found
    answer(g, found[0])
    assert "PR20" in zone_codes(g, 0, "hand")
    assert "PR128" in zone_codes(g, 0, "discard")


def test_critter_cavalry_pumps_the_card_you_flipped_pr108():
    """514.4a: +5 power on the flipped card counts toward its player's total; 512.4a: a
    Faceoff Reaction is played only during a faceoff."""
    b = Board()
    for _ in range(3):
        b.add("PR81", 0, "play", "problem:0")  # yellow 2 each
    cavalry = b.add("PR108", 0, "hand")
    tm = b.add("PR158", 1, "play", "problem:0")
    b.players[0] = {"tokens": 1}
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert not _reacts(g, cavalry)  # no faceoff yet
    answer(g, f"challenge:{tm}")
    found = _pass_until_react(g, cavalry)
    assert found
    flipped = g.s["faceoff"]["flipped"][0][0]
    answer(g, found[0])
    # three 2-power Friends and a 1-power flip, +5: the Timberwolf (6) and its 1-power flip lose
    assert f"{g.name(flipped)} gets +5 power until the end of the faceoff" in log_text(g)
    assert "Power totals: P0 12, P1 7" in log_text(g)


def test_what_went_wrong_makes_the_opponent_ignore_and_flip_again_pr127():
    """512.4: after the opponent flips, that card is ignored (515.4) and the opponent flips another."""
    b = Board()
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:0")  # blue 1 each
    wrong = b.add("PR127", 0, "hand")
    tm = b.add("PR158", 1, "play", "problem:0")
    b.players[0] = {"tokens": 1}
    g = start_challenge(b, tm)
    found = _pass_until_react(g, wrong)
    assert found
    theirs = g.s["faceoff"]["flipped"][1][0]
    count = len(g.s["faceoff"]["flipped"][1])
    answer(g, found[0])
    assert theirs in g.s["faceoff"]["ignored"]
    assert len(g.s["faceoff"]["flipped"][1]) == count + 1


def test_spike_take_a_letter_after_defeating_a_troublemaker_pr124():
    """Troublemaker Faceoff Reaction (512.4a): gain [2] after you defeat a Troublemaker."""
    b = Board()
    for _ in range(4):
        b.add("PR60", 0, "play", "problem:0")  # purple 2 each: 8 power
    spike = b.add("PR124", 0, "hand")
    tm = b.add("PR157", 1, "play", "problem:0")  # a 1-power Troublemaker
    b.players[0] = {"tokens": 0}
    g = start_challenge(b, tm)
    found = _pass_until_react(g, spike)
    assert found
    tokens = g.s["players"][0]["tokens"]
    answer(g, found[0])
    assert g.s["players"][0]["tokens"] == tokens + 2


def test_lyra_draws_two_after_the_opponent_draws_pr201():
    """An activated reaction on a card in play: exhaust this card (703.1d) after the opponent
    draws; each draw is one occurrence (410.4b), answered once (512.4c)."""
    b = Board()
    for _ in range(3):
        b.add("PR41", 0, "play", "home:0")  # pink
    lyra = b.add("PR201", 0, "play", "home:0")
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 2}
    g = shipped_game(b, turn_player=1)
    assert not _reacts(g, lyra)
    answer(g, "draw")
    assert _reacts(g, lyra) == [f"act|{lyra}|0"]
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"act|{lyra}|0")
    assert len(g.s["players"][0]["hand"]) == hand + 2
    assert g.card(lyra)["exhausted"]


def test_critter_stampede_returns_the_friend_the_opponent_played_cn102():
    """ "After an opponent plays a Friend, put that Friend into its owner's hand." """
    b = Board()
    for _ in range(3):
        b.add("PR81", 0, "play", "home:0")  # yellow 2 each
    stampede = b.add("CN102", 0, "hand")
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 3}
    friend = b.add("PR79", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{friend}|home:1")
    found = _pass_until_react(g, stampede)
    assert found
    answer(g, found[0])
    assert zone_codes(g, 1, "hand") == ["PR79"]
    assert not [i for i in g.s["play"] if g.spec(i).code == "PR79"]


def test_each_occurrence_is_answered_once_cn114():
    """512.4c: an occurrence answered by one copy of a Reaction can't be answered by another
    copy; the opponent's next play is a new occurrence."""
    b = Board()
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")  # orange
    first_plum = b.add("CN114", 0, "hand")
    second_plum = b.add("CN114", 0, "hand")
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 5}
    first = b.add("PR79", 1, "hand")
    second = b.add("PR79", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{first}|home:1")
    assert len(_reacts(g, first_plum)) == 1 and len(_reacts(g, second_plum)) == 1
    answer(g, _reacts(g, first_plum)[0])
    assert not _reacts(g, second_plum)
    played = [i for i in g.s["play"] if g.spec(i).code == "PR79"]
    assert [g.card(i)["exhausted"] for i in played] == [True]
    while f"play|{second}|home:1" not in keys(g):
        answer(g, "pass")
    answer(g, f"play|{second}|home:1")
    found = _reacts(g, second_plum)
    assert len(found) == 1
    answer(g, found[0])
    played = [i for i in g.s["play"] if g.spec(i).code == "PR79"]
    assert [g.card(i)["exhausted"] for i in played] == [True, True]


def test_a_reaction_answers_only_conditions_met_since_the_last_window_closed_pr201():
    """512.4d: once the window after the opponent's draw closed with two passes, that draw
    can't be answered any more."""
    b = Board()
    for _ in range(3):
        b.add("PR41", 0, "play", "home:0")  # pink
    lyra = b.add("PR201", 0, "play", "home:0")
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 1}
    g = shipped_game(b, turn_player=1, phase="main", step="main")
    answer(g, "draw")
    assert _reacts(g, lyra)
    answer(g, "pass")
    answer(g, "pass")  # P1 passes too: the window closes (and the Main Phase ends)
    assert not [e for e in g.s["reactions"] if e["event"] == "drew"]
    assert not _reacts(g, lyra)


def test_nope_after_the_start_of_a_phase_ad104():
    """ "After the start of any phase, choose a character. That character gets -4 power until
    the end of the turn." """
    b = Board()
    for _ in range(4):
        b.add("PR33", 0, "play", "home:0")  # orange
    nope = b.add("AD104", 0, "hand")
    b.players[0] = {"tokens": 2}
    target = b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b, phase="ready", step="ready", turn_player=1, turn=4)
    found = _pass_until_react(g, nope)
    assert found
    answer(g, found[0])
    assert re.fullmatch(r"Nope #\d+: Choose a character: That character gets -4 power until the end of the turn",
                        g.pending().prompt)  # the Event and its words, what the character is chosen for
    answer(g, f"card:{target}")
    assert power.power(g, target) == 2 - 4


def test_stand_still_sends_a_moved_character_back_pr118():
    """506.5: "send" the opponent's character to its previous area; sending is not moving,
    so it is not another occurrence of the condition."""
    b = Board()
    b.add("PR79", 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")  # white
    still = b.add("PR118", 0, "hand")
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 3}
    mover = b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:0")
    found = _pass_until_react(g, still)
    assert found
    answer(g, found[0])
    assert g.card(mover)["area"] == "home:1"
    assert g.as_written("is sent from problem:0 to home:1") in log_text(g)
    assert not [e for e in g.s["reactions"] if e["event"] == "moved" and "used" not in e]


def test_roseluck_takes_another_friend_back_after_a_retirement_cn79():
    """ "After one of your Friends is retired, you may exhaust this card. If you do, put another
    Friend from your discard pile into your hand": the cost is exhausting Roseluck (703.1d);
    "another" is a Friend other than the one retired."""
    b = Board()
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # yellow
    rose = b.add("CN79", 0, "play", "home:0")
    retiring = b.add("CG82", 0, "play", "home:0")  # Main Phase: Retire this card to put a Critter into hand
    b.add("PR86", 0, "discard")
    b.players[0] = {"tokens": 0}
    g = shipped_game(b)
    assert not _reacts(g, rose)
    answer(g, f"act|{retiring}|0")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    found = _reacts(g, rose)
    assert found == [f"act|{rose}|0"]
    answer(g, found[0])
    # the retired Friend is not "another" Friend: the other one is taken without a choice
    assert "PR86" in zone_codes(g, 0, "hand") and "CG82" in zone_codes(g, 0, "discard")
    assert g.card(rose)["exhausted"]


def test_ship_shape_ignores_your_flip_and_flips_again_pr200():
    """An activated reaction (703.1d: exhaust this card) after you flip: that card is ignored
    (515.4) and you flip another."""
    b = Board()
    b.add("PR33", 0, "play", "problem:0")
    b.add("PR33", 0, "play", "problem:0")  # orange
    ship = b.add("PR200", 0, "play", "problem:0")
    tm = b.add("PR158", 1, "play", "problem:0")
    b.players[0] = {"tokens": 0}
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert not _reacts(g, ship)
    answer(g, f"challenge:{tm}")
    found = _pass_until_react(g, ship)
    assert found == [f"act|{ship}|0"]
    mine = g.s["faceoff"]["flipped"][0][0]
    answer(g, found[0])
    assert mine in g.s["faceoff"]["ignored"]
    assert len(g.s["faceoff"]["flipped"][0]) == 2
    assert g.card(ship)["exhausted"]


def test_heart_s_desire_after_winning_a_faceoff_pr209():
    """Faceoff Reaction (512.4): after you win a faceoff, dismiss this card (its cost) to gain [4]."""
    b = Board()
    for _ in range(4):
        b.add("PR60", 0, "play", "problem:0")  # 8 power
    desire = b.add("PR209", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")  # 4 power
    b.players[0] = {"tokens": 0}
    g = start_challenge(b, tm)
    found = _pass_until_react(g, desire)
    assert found == [f"act|{desire}|1"]
    answer(g, found[0])
    assert g.s["players"][0]["tokens"] == 4
    assert "PR209" in zone_codes(g, 0, "discard")


def test_rehabilitation_takes_back_a_defeated_troublemaker_ad113():
    """ "After one of your Troublemakers is put into the discard pile from play, put that card
    into your hand": the card in the discard pile (410.6a)."""
    b = Board()
    for _ in range(3):
        b.add("PR81", 0, "play", "home:0")  # yellow
    rehab = b.add("AD113", 0, "hand")
    b.players[0] = {"tokens": 1}
    tm = b.add("PR157", 0, "play", "problem:1")  # P0's Troublemaker, 4 power
    for _ in range(5):
        b.add("PR60", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="challenge", turn_player=1)
    answer(g, f"challenge:{tm}")
    found = _pass_until_react(g, rehab)
    assert found
    assert "PR157" in zone_codes(g, 0, "discard")
    answer(g, found[0])
    assert "PR157" in zone_codes(g, 0, "hand") and "PR157" not in zone_codes(g, 0, "discard")


def test_missed_teleport_moves_the_friend_that_entered_play_ad103():
    """ "After an opposing Friend enters play, move it": "it" is that Friend; the player moving it
    chooses where it may go (506.2)."""
    b = Board()
    for _ in range(4):
        b.add("PR60", 0, "play", "home:0")  # purple
    teleport = b.add("AD103", 0, "hand")
    b.players[0] = {"tokens": 1}
    b.players[1] = {"tokens": 3}
    friend = b.add("PR79", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{friend}|problem:1")
    found = _pass_until_react(g, teleport)
    assert found
    answer(g, found[0])
    played = next(i for i in g.s["play"] if g.spec(i).code == "PR79")
    assert sorted(keys(g)) == ["home:1", "problem:0"]
    answer(g, "home:1")
    assert g.card(played)["area"] == "home:1"


def test_sound_the_flugelhorn_shrinks_opposing_friends_there_cg115():
    """ "There" is the Problem the Friend was played to; opposing Friends elsewhere are untouched."""
    b = Board()
    for _ in range(3):
        b.add("PR41", 0, "play", "home:0")  # pink
    horn = b.add("CG115", 0, "hand")
    friend = b.add("PR20", 0, "hand")
    b.players[0] = {"tokens": 3}
    there = b.add("PR79", 1, "play", "problem:1")
    elsewhere = b.add("PR79", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"play|{friend}|problem:1")
    found = _reacts(g, horn)
    assert found
    answer(g, found[0])
    # (with nothing left to do the turn then ends, and the modifier with it)
    assert f"{g.name(there)} gets -1 power until the end of the turn" in log_text(g)
    assert f"{g.name(elsewhere)} gets" not in log_text(g)


def test_cutie_pox_scare_moves_everyone_at_one_chosen_problem_home_cg98():
    """Reading (rules silent): "all characters at a Problem" are those at one Problem the player
    chooses, each moved to its controller's home; the other Problem keeps its characters."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")  # purple
    scare = b.add("CG98", 0, "hand")
    mine = b.add("PR79", 0, "play", "problem:1")
    theirs = b.add("PR79", 1, "play", "problem:1")
    stays = b.add("PR79", 1, "play", "problem:0")
    g = shipped_game(b, phase="main", step="main")
    answer(g, "pass")
    answer(g, "pass")  # the Main Phase ends; the Score Phase starts
    found = _pass_until_react(g, scare)
    assert found
    answer(g, found[0])
    answer(g, "problem:1")
    assert g.card(mine)["area"] == "home:0" and g.card(theirs)["area"] == "home:1"
    assert g.card(stays)["area"] == "problem:0"


def test_the_high_ground_readies_after_a_troublemaker_is_played_cn150():
    """Reading: "After a Troublemaker is played" is met by a Troublemaker played face-down (609.2c),
    the only way one is played from hand."""
    b = Board()
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # blue
    ground = b.add("CN150", 0, "play", "home:0")
    tired = b.add("PR79", 0, "play", "home:0", exhausted=True)
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 2}
    tm = b.add("PR157", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"tm|{tm}|problem:0")
    found = _pass_until_react(g, ground)
    assert found == [f"act|{ground}|1"]
    answer(g, found[0])
    if g.pending().kind == "target":
        answer(g, f"card:{tired}")
    assert not g.card(tired)["exhausted"] and g.card(ground)["exhausted"]


# ----- "the first time ... each turn" ---------------------------------------------------------


def test_swaying_the_seaponies_triggers_on_the_first_move_each_turn_only_sb131():
    """704 with "for the first time each turn": the first move of yours to this Problem this
    turn triggers it, the move it makes and later moves this turn do not; the record is kept
    in the board state's flags and survives a save and load."""
    from engine.mlp.boardstate import export_board, load_board

    b = Board(problems=("SB131", "PR190"))
    b.players[0] = {"tokens": 4}
    first = b.add("PR79", 0, "play", "home:0")
    second = b.add("PR79", 0, "play", "home:0")
    third = b.add("PR79", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{first}|problem:0")
    assert g.pending().kind == "may"
    answer(g, "yes")
    answer(g, f"card:{second}")
    assert g.card(second)["area"] == "problem:0"
    assert g.s["flags"]["first_times"][0] == g.s["turn"]
    copy = load_board(export_board(g), default_library())
    for game in (g, copy):
        answer(game, f"move|{third}|problem:0")
        assert game.pending().kind == "priority"  # not the first time this turn
        assert game.card(third)["area"] == "problem:0"


def test_halt_evil_doers_costs_apply_and_a_new_turn_starts_afresh_hm125():
    """ "You may pay [1] to move another character here": the step's cost (707.2a); "here" is
    where the character goes. Next turn the first move triggers it again."""
    b = Board(problems=("HM125", "PR190"))
    b.players[0] = {"tokens": 3}  # 2 to move there, 1 for the ability
    first = b.add("PR79", 0, "play", "home:0")
    other = b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{first}|problem:0")
    answer(g, "yes")
    assert g.pending().kind == "target" or g.card(other)["area"] == "problem:0"
    if g.pending().kind == "target":
        answer(g, f"card:{other}")
    assert g.card(other)["area"] == "problem:0"
    assert g.s["players"][0]["tokens"] == 0
    record = g.s["flags"]["first_times"]
    g.s["turn"] += 1  # a later turn: the record of an earlier turn does not count
    from engine.mlp.effects import steps as effects

    ability = g.spec(b.problem[0]).abilities[0]
    assert effects.first_this_turn(g, b.problem[0], ability)
    assert g.s["flags"]["first_times"] != record


def test_the_night_is_dark_draws_once_for_the_first_frightening_each_turn_nm5():
    """The first time each turn one or more Friends become frightened (504.1), its controller
    may draw a card; a second Friend frightened the same turn does nothing."""
    b = Board(problems=("NM5", "PR190"))
    b.players[0] = {"tokens": 0}
    one = b.add("PR79", 1, "play", "problem:1")
    two = b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b)
    g.frighten(one, "504.1")
    g.frighten(two, "504.1")
    assert len(g.s["waiting"]) == 1
    assert g.s["waiting"][0]["ctrl"] == 0


def test_impress_the_inspector_lets_the_player_ready_another_friend_there_cn181():
    """ "The first time a player plays a Friend here each turn, that player may ready another
    Friend here": "that player" is the player who played it, "another" not the Friend played."""
    b = Board(problems=("PR168", "CN181"))
    b.players[1] = {"tokens": 4}
    b.players[0] = {"tokens": 0}
    tired = b.add("PR79", 1, "play", "problem:1", exhausted=True)
    first = b.add("PR20", 1, "hand")
    second = b.add("PR20", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{first}|problem:1")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    assert not g.card(tired)["exhausted"]
    g.exhaust(tired, "test")
    answer(g, f"play|{second}|problem:1")
    assert g.pending().kind == "priority"
    assert g.card(tired)["exhausted"]


def test_goosebump_giver_frightens_another_friend_after_an_opposing_one_is_frightened_cn18():
    """504.1 then 512.4: after an opponent's Friend becomes frightened, exhaust this card (its
    cost) to frighten another Friend (not the one already frightened)."""
    b = Board()
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")  # purple, for Frighten a Friend
    dash = b.add("CN18", 0, "play", "home:0")
    mine = b.add("PR79", 0, "play", "problem:0")
    event = b.add("SB98", 0, "hand")
    b.players[0] = {"tokens": 1}
    b.players[1] = {"tokens": 0}
    first = b.add("PR79", 1, "play", "problem:1")
    second = b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{first}")
    assert g.card(first)["frightened"]
    found = _reacts(g, dash)
    assert found == [f"act|{dash}|0"]
    answer(g, found[0])
    assert f"card:{first}" not in keys(g) and f"card:{mine}" in keys(g)
    # "another" leaves out Rainbow Dash herself too, as it does on every card (the reading
    # in docs/engine.md); the Friend just frightened can't be frightened again anyway (504.2b)
    assert f"card:{dash}" not in keys(g)
    answer(g, f"card:{second}")
    assert g.card(second)["frightened"] and g.card(dash)["exhausted"]


def test_unending_nightmare_frightens_a_rallied_friend_again_cg123():
    """609.2e then 512.4: after a Friend becomes unfrightened (504.3), frighten that Friend."""
    b = Board()
    for _ in range(3):
        b.add("PR20", 0, "play", "home:0")  # blue
    nightmare = b.add("CG123", 0, "hand")
    b.players[0] = {"tokens": 1}
    b.players[1] = {"tokens": 2}
    scared = b.add("PR79", 1, "play", "home:1", frightened=True)
    g = shipped_game(b, turn_player=1)
    answer(g, f"rally|{scared}")
    assert not g.card(scared)["frightened"]
    found = _pass_until_react(g, nightmare)
    assert found
    answer(g, found[0])
    assert g.card(scared)["frightened"]


def test_fashion_upgrade_makes_the_mover_pay_cg100():
    """ "After an opponent moves a character, that opponent must pay [1] if able": the player
    who moved pays [1], a cost (508.1), and the log says so."""
    b = Board()
    for _ in range(4):
        b.add("PR79", 0, "play", "home:0")  # white
    upgrade = b.add("CG100", 0, "hand")
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 5}
    mover = b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:1")
    left = g.s["players"][1]["tokens"]
    assert left >= 1
    found = _pass_until_react(g, upgrade)
    assert found
    answer(g, found[0])
    assert g.s["players"][1]["tokens"] == left - 1
    assert "P1 pays 1 action token (by the text of Fashion Upgrade #" in log_text(g)
    assert "P1 loses 1 action token" not in log_text(g)


def test_four_step_sends_a_different_character_there_home_cn56():
    """ "After an opponent's Friend is moved to this card's Problem, you may exhaust this card to
    move a different character there home": not the Friend that was moved."""
    b = Board()
    four = b.add("CN56", 0, "play", "problem:1")
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 2}
    mover = b.add("PR20", 1, "play", "home:1")
    already = b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:1")
    found = _pass_until_react(g, four)
    assert found == [f"act|{four}|0"]
    answer(g, found[0])  # the only other character there goes without a choice
    assert g.card(already)["area"] == "home:1" and g.card(mover)["area"] == "problem:1"


def test_four_step_is_asked_and_answered_in_its_printed_words_cn56():
    """Four Step's option quotes "move a different character there home": the question
    choosing that character says it in those words ("Move which different character there
    home?", not "which other character"), and so does a judge's "why not?" when the
    condition is met (an opposing Friend moved there) but no different character is there:
    the instruction quoted as printed and what it lacks, not the whole text with "no card it
    needs, none it may choose, or a condition it names not met"."""
    b = Board()
    four = b.add("CN56", 0, "play", "problem:1")
    b.add("PR79", 0, "play", "problem:1")
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 4}
    mover = b.add("PR20", 1, "play", "home:1")
    b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:1")
    found = _pass_until_react(g, four)
    assert "move a different character there home" in {o.key: o.label for o in g.pending().options}[found[0]]
    answer(g, found[0])
    assert g.pending().prompt == f"{g.name(four)}: Move which different character there home?"
    b = Board()
    b.add("CN56", 0, "play", "problem:1")
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 4}
    mover = b.add("PR20", 1, "play", "home:1")
    for _ in range(4):
        b.add("PR79", 0, "play", "home:0")  # white, for Fashion Upgrade
    b.add("CG100", 0, "hand")  # Fashion Upgrade: P0 has a window to react in
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:1")
    assert g.pending().player == 0
    said = mlp_table().why_not(g, "activate Four Step").lines()
    assert "- Rule 705.2: its instruction “You may exhaust this card to move a different character there home” " \
           "can't be followed now: no different character there can be moved home." in said, said


def test_saving_the_day_discounts_only_the_first_event_each_turn_eo162():
    """ "Pay [1] less for your first Event each turn, to a minimum of [1]": a continuous cost
    modifier (702) for the first Event its controller plays this turn, not the second."""
    b = Board()
    b.add("PR33", 0, "play", "home:0")  # orange
    b.add("EO162", 0, "play", "problem:0", host=b.problem[0])
    first = b.add("MT85", 0, "hand")  # cost 2: put a Rock token into play
    second = b.add("MT85", 0, "hand")
    b.players[0] = {"tokens": 3}
    g = shipped_game(b)
    answer(g, f"play|{first}|event")
    answer(g, "home:0")
    assert g.s["players"][0]["tokens"] == 2  # 2 - 1
    answer(g, f"play|{second}|event")
    answer(g, "home:0")
    assert g.s["players"][0]["tokens"] == 0  # full price


def test_limestone_pie_discounts_the_first_friend_with_printed_power_4_ll19():
    """ "Your first Friend with printed power 4 or more each turn": a 1-power Friend played
    before does not use it up; the second 4-power Friend pays full price."""
    b = Board()
    for _ in range(4):
        b.add("PR33", 0, "play", "home:0")  # orange 4
    b.add("LL19", 0, "play", "home:0")
    small = b.add("PR20", 0, "hand")
    big = b.add("PR31", 0, "hand")  # cost 4, power 4
    bigger = b.add("PR31", 0, "hand")
    b.players[0] = {"tokens": 8}
    g = shipped_game(b)
    answer(g, f"play|{small}|home:0")
    assert g.s["players"][0]["tokens"] == 7
    answer(g, f"play|{big}|home:0")
    assert g.s["players"][0]["tokens"] == 4
    answer(g, f"play|{bigger}|home:0")
    assert g.s["players"][0]["tokens"] == 0


def test_its_a_secret_to_everypony_the_first_friend_here_even_at_the_minimum_mt130():
    """Reading: "the first Friend you play to this Problem each turn" is the first one even when
    "to a minimum of [1]" leaves it no discount (a 1-cost Friend); the next one pays full price.
    Friends played elsewhere do not count."""
    b = Board(problems=("MT130", "PR190"))
    elsewhere = b.add("PR79", 0, "hand")
    cheap = b.add("PR20", 0, "hand")
    dear = b.add("PR79", 0, "hand")
    b.players[0] = {"tokens": 5}
    g = shipped_game(b)
    answer(g, f"play|{elsewhere}|problem:1")
    assert g.s["players"][0]["tokens"] == 3
    answer(g, f"play|{cheap}|problem:0")
    assert g.s["players"][0]["tokens"] == 2
    answer(g, f"play|{dear}|problem:0")
    assert g.s["players"][0]["tokens"] == 0


def test_its_a_secret_to_everypony_discounts_the_first_friend_here_mt130():
    """The first Friend its controller plays to this Problem this turn costs [1] less."""
    b = Board(problems=("MT130", "PR190"))
    first = b.add("PR79", 0, "hand")
    b.players[0] = {"tokens": 2}
    g = shipped_game(b)
    answer(g, f"play|{first}|problem:0")
    assert g.s["players"][0]["tokens"] == 1


def test_a_vision_of_the_future_goes_on_top_of_the_deck_not_the_discard_pile_pr104():
    """ "Faceoff Reaction: Play when a faceoff begins. Put this card on the top of its owner's
    deck.": the Event, still resolving, goes on top of the deck instead of to the discard pile
    (304.2 puts there only an Event that is still being played)."""
    b = Board()
    for _ in range(2):
        b.add("PR41", 0, "play", "problem:0")  # pink
    vision = b.add("PR104", 0, "hand")
    tm = b.add("PR158", 1, "play", "problem:0")
    b.players[0] = {"tokens": 1}
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert not _reacts(g, vision)
    answer(g, f"challenge:{tm}")
    found = _pass_until_react(g, vision)
    assert found
    answer(g, found[0])
    while g.pending() is not None and g.pending().kind in ("priority", "bottom_order") and g.s["faceoff"]:
        # the faceoff goes on: passes, and the order of the flipped cards going to the bottom (402.3)
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert "PR104" not in zone_codes(g, 0, "discard")
    assert "is put on top of its owner's deck" in log_text(g)
    assert "PR104" in zone_codes(g, 0, "deck")


def test_pep_talk_readies_the_chosen_characters_at_a_chosen_problem_cg110():
    """ "Choose a Problem and ready any number of characters there": the player picks which of
    the exhausted characters there ready (none is a choice too); characters elsewhere stay."""
    b = Board()
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # blue
    talk = b.add("CG110", 0, "hand")
    b.players[0] = {"tokens": 3}
    picked = b.add("PR79", 0, "play", "problem:1", exhausted=True)
    left = b.add("PR79", 0, "play", "problem:1", exhausted=True)
    elsewhere = b.add("PR79", 0, "play", "problem:0", exhausted=True)
    g = shipped_game(b, phase="main", step="main")
    answer(g, "pass")
    answer(g, "pass")  # the Score Phase starts
    found = _pass_until_react(g, talk)
    assert found
    answer(g, found[0])
    answer(g, "problem:1")
    assert sorted(keys(g)) == sorted([f"card:{picked}", f"card:{left}"])
    start = len(g.log)
    answer(g, f"card:{picked}")
    lines = [text for _, _, text in g.log[start:]]
    readied = lines[:next((k for k, text in enumerate(lines) if "turn begins" in text), len(lines))]
    assert any(text.startswith(f"{g.name(picked)} is readied (by the text of Pep Talk #") for text in readied)
    assert not [text for text in readied if g.name(left) in text or g.name(elsewhere) in text]


def test_pep_talk_cg110_at_a_problem_with_no_exhausted_character_says_the_readying_found_nothing():
    """Pep Talk pointed at a Problem whose characters are all ready: the Problem is chosen, and
    "ready any number of characters there" has none to ready (503.3: readying removes an
    exhaustion counter; 707.2: the rest is still done). The log says so after the choice, as a
    text that found nothing at all says, not nothing."""
    b = Board()
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # blue
    talk = b.add("CG110", 0, "hand")
    b.players[0] = {"tokens": 3}
    b.add("PR79", 0, "play", "problem:1")
    b.add("PR79", 0, "play", "problem:0", exhausted=True)
    g = shipped_game(b, phase="main", step="main")
    answer(g, "pass")
    answer(g, "pass")  # the Score Phase starts
    answer(g, _pass_until_react(g, talk)[0])
    start = len(g.log)
    answer(g, "problem:1")
    lines = [text for _, _, text in g.log[start:]]
    chose = next(k for k, text in enumerate(lines) if text.startswith("P0 chooses "))
    said = [k for k, text in enumerate(lines) if text.startswith(
        "Nothing happens: “Ready any number of characters there” finds nothing to act on (by the text of Pep Talk #")]
    assert len(said) == 1 and said[0] > chose, lines


def test_pep_talk_cg110_names_the_problem_chosen_once_by_its_name_and_whose_it_is():
    """Pep Talk choosing a Problem: the log names it as other lines name a Problem, "P0 chooses
    <Problem> (P1's)", not by its card and its area as well ("<Problem> at P1's Problem")."""
    b = Board()
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # blue
    talk = b.add("CG110", 0, "hand")
    b.players[0] = {"tokens": 3}
    b.add("PR79", 0, "play", "problem:1", exhausted=True)
    g = shipped_game(b, phase="main", step="main")
    answer(g, "pass")
    answer(g, "pass")  # the Score Phase starts
    answer(g, _pass_until_react(g, talk)[0])
    start = len(g.log)
    answer(g, "problem:1")
    problem = g.name(g.problem_card("problem:1"))
    rows = [row.text for row in view.log_rows(g)][start:]
    chose = [text for text in rows if text.startswith("Player 1 chooses ")]
    assert len(chose) == 1 and chose[0].startswith(f"Player 1 chooses {problem} (Player 2's; by the text of Pep Talk #")


def test_cgpf14_maud_pie_quotes_her_price_as_the_icon_is_written_not_the_datas_letters():
    """710.1: Maud Pie, Let's Play "Camouflage" (CGpf14) readying in the Ready Phase asks her
    replacement in her own words, the action-token icon as every card's text and the rules
    write it ("pay [1]"), never as the card data typed it ("pay 1AT"); the card panel says
    the same."""
    b = Board()
    b.players[0] = {"tokens": 2}
    maud = b.add("CGpf14", 0, "play", "home:0", exhausted=True)
    g = shipped_game(b, phase="ready", step="ready")
    decision = g.pending()
    assert decision.kind == "replacement" and decision.player == 0
    assert decision.options[1].label == (f"If this card would ready, you may pay [1]. If you do, this card remains "
                                         f"exhausted instead. ({g.name(maud)})")
    assert "you may pay [1]. If you do" in view.card_detail(g, maud).text
    answer(g, decision.options[1].key)
    assert g.card(maud)["exhausted"]  # (the text is read as it was: she remains exhausted)


def test_pep_talk_cg110_asks_each_cgpf14_maud_pie_in_the_order_the_characters_were_chosen():
    """Pep Talk readies two CGpf14 Maud Pies ("If this card would ready, you may pay [1]. If
    you do, this card remains exhausted instead"): each one's readying is its own occurrence,
    carried out in the order the player chose them (705.2e), so each Maud Pie's question
    comes in that order (710.5 chooses among one occurrence's replacements only)."""
    for order in ((0, 1), (1, 0)):
        b = Board()
        b.add("PR20", 0, "play", "home:0")
        b.add("PR20", 0, "play", "home:0")  # blue
        talk = b.add("CG110", 0, "hand")
        b.players[0] = {"tokens": 5}  # (Pep Talk's 3, and 1 for each Maud Pie to stay exhausted)
        mauds = [b.add("CGpf14", 0, "play", "problem:1", exhausted=True) for _ in range(2)]
        g = shipped_game(b, phase="main", step="main")
        answer(g, "pass")
        answer(g, "pass")  # the Score Phase starts
        answer(g, _pass_until_react(g, talk)[0])
        answer(g, "problem:1")
        chosen = [mauds[k] for k in order]
        answer(g, *[f"card:{iid}" for iid in chosen])
        asked = []
        while g.pending().kind == "replacement":
            asked.append(next(key for key in keys(g) if key != "none"))
            answer(g, "none")
        assert [key.split(":")[1] for key in asked] == [str(iid) for iid in chosen], asked
        assert not any(g.card(iid)["exhausted"] for iid in mauds)


def test_a_major_problem_uncovers_your_troublemaker_where_the_opponent_played_cn99():
    """The condition names the Problem the opponent played a Friend to and your face-down
    Troublemaker there; "that Troublemaker" is uncovered (607.3); at a Problem without one,
    nothing is offered."""
    b = Board()
    for _ in range(3):
        b.add("PR41", 0, "play", "home:0")  # pink
    major = b.add("CN99", 0, "hand")
    hidden = b.add("PR157", 0, "play", "problem:1", face_down=True)
    b.players[0] = {"tokens": 1}
    b.players[1] = {"tokens": 4}
    first = b.add("PR20", 1, "hand")
    second = b.add("PR20", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{first}|problem:0")
    assert not _reacts(g, major)
    if g.pending().player == 0:
        answer(g, "pass")
    answer(g, f"play|{second}|problem:1")
    found = _reacts(g, major)
    assert found
    answer(g, found[0])
    assert not g.card(hidden)["face_down"]


def test_welcome_wagon_exhausts_a_friend_entering_play_at_its_hosts_problem_cn155():
    """An attachment's "that Friend" is its host (509.4): an opposing Friend entering play at
    the host's Problem meets the condition; retiring this Resource is the cost."""
    b = Board()
    for _ in range(3):
        b.add("PR41", 0, "play", "home:0")  # pink
    host = b.add("PR79", 0, "play", "problem:1")
    wagon = b.add("CN155", 0, "play", "problem:1", host=host)
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 4}
    friend = b.add("PR20", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{friend}|problem:1")
    found = _reacts(g, wagon)
    assert found == [f"act|{wagon}|1"]
    answer(g, found[0])
    played = next(i for i in g.s["play"] if g.spec(i).code == "PR20" and g.card(i)["owner"] == 1)
    assert g.card(played)["exhausted"]
    assert "CN155" in zone_codes(g, 0, "discard")


def test_epic_win_defeats_an_opposing_troublemaker_ad97():
    """514.5a outside a faceoff: the player scores the Troublemaker's point value and dismisses
    it; 505.2: a face-down Troublemaker is not "a Troublemaker"."""
    b = Board()
    for _ in range(4):
        b.add("PR20", 0, "play", "home:0")  # blue
    win = b.add("AD97", 0, "hand")
    b.players[0] = {"tokens": 3}
    b.add("PR158", 1, "play", "problem:0")
    b.add("PR157", 1, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="ready", step="ready", turn=4)
    found = _pass_until_react(g, win)
    assert found
    answer(g, found[0])  # the only face-up one is chosen without asking
    assert "PR158" in zone_codes(g, 1, "discard") and "PR157" not in zone_codes(g, 1, "discard")
    assert g.s["players"][0]["score"] == g.lib.spec(g.lib.find("PR158").id).tm_points > 0
    assert "(514.5a)" in "".join(f"({rule})" for _, rule, _ in g.log)


def test_epic_win_defeat_is_a_defeat_friend_or_foe_and_the_smooze_answer_ad97():
    """Judge: Epic Win defeats a Troublemaker as a faceoff would (514.5a): at P1's Friend or
    Foe? P0 scores one point fewer for Timberwolf (710.1); The Smooze's "If this card would be
    defeated, you may remove a +1 power counter from it instead" is offered to P1, and used,
    The Smooze stays and P0 scores nothing."""
    def epic_win(tm: str, **flags) -> tuple[MlpGame, int]:
        b = Board(problems=("PR168", "AD179"))
        for _ in range(4):
            b.add("PR20", 0, "play", "home:0")  # blue
        win = b.add("AD97", 0, "hand")
        b.players[0] = {"tokens": 3}
        target = b.add(tm, 1, "play", "problem:1", **flags)
        g = shipped_game(b, phase="ready", step="ready", turn=4)
        answer(g, _pass_until_react(g, win)[0])
        return g, target

    g, _ = epic_win("PR158")
    points = g.lib.spec(g.lib.find("PR158").id).tm_points
    assert "PR158" in zone_codes(g, 1, "discard") and g.s["players"][0]["score"] == points - 1
    # the defeat, then what its points are replaced with and whose text it is (710.1)
    assert re.search(r"514\.5a: P0 defeats Timberwolf #\d+\n710\.1: P0 scores 1 point fewer for defeating a "
                     r"Troublemaker \(by the text of Friend or Foe\? #4\)\n", log_text(g))
    g, smooze = epic_win("EO178", counters={"power": 1})
    assert g.pending().kind == "replacement" and g.pending().player == 1
    answer(g, "instead")
    assert smooze in g.s["play"] and g.card(smooze)["counters"].get("power", 0) == 0
    assert g.s["players"][0]["score"] == 0 and "The Smooze, Creeping Crud #" in log_text(g)
    # the counter is removed by The Smooze's own text, not by Epic Win's, which defeats it (710.1)
    smooze_text = f" (by the text of {g.name(smooze)})"
    assert f"710.1: A +1 power counter is removed from {g.name(smooze)}{smooze_text}" in log_text(g)
    assert f"710.1: {g.name(smooze)} is not defeated{smooze_text}" in log_text(g)


def test_moving_out_after_you_frighten_a_friend_the_first_time_each_turn_ll131():
    """ "When you frighten a Friend": an effect you control frightens it (513.3). Only the first
    time each turn: the second Event frightening a Friend does not trigger it."""
    b = Board(problems=("LL131", "PR190"))
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")  # purple
    mover = b.add("PR79", 0, "play", "home:0")
    first = b.add("SB98", 0, "hand")  # Main Phase: Frighten a Friend.
    second = b.add("SB98", 0, "hand")
    b.players[0] = {"tokens": 2}
    one = b.add("PR79", 1, "play", "problem:1")
    two = b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{first}|event")
    answer(g, f"card:{one}")
    assert g.pending().kind == "may"
    answer(g, "yes")
    answer(g, f"card:{mover}")
    answer(g, "problem:0")
    assert g.card(mover)["area"] == "problem:0"
    answer(g, f"play|{second}|event")
    answer(g, f"card:{two}")
    assert g.card(two)["frightened"]
    assert g.pending().kind == "priority"  # no second "may": not the first time this turn


def test_how_tastes_your_fear_discounts_the_first_friend_by_the_frightened_friends_nm7():
    """ "Pay X AT less to play your first Friend each turn, where X is the number of
    frightened Friends in play": both players' frightened Friends count; the second Friend
    pays full price."""
    b = Board(problems=("NM7", "PR190"))
    b.add("PR20", 0, "play", "home:0", frightened=True)
    b.add("PR20", 1, "play", "home:1", frightened=True)
    first = b.add("PR79", 0, "hand")
    second = b.add("PR79", 0, "hand")
    b.players[0] = {"tokens": 2}
    g = shipped_game(b)
    answer(g, f"play|{first}|home:0")
    assert g.s["players"][0]["tokens"] == 2  # cost 2 - 2
    answer(g, f"play|{second}|home:0")
    assert g.s["players"][0]["tokens"] == 0


def test_evil_twins_answers_the_first_opposing_friend_entering_play_at_a_problem_qc9():
    """ "When an opposing Friend enters play at a Problem for the first time each turn, you may
    put a Friend with the same cost from your hand into play at that Problem": not played, so
    nothing is paid; a 1-cost Friend in hand is not offered for a 2-cost Friend."""
    b = Board(problems=("QC9", "PR190"))
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 4}
    twin = b.add("PR79", 0, "hand")  # cost 2
    b.add("PR20", 0, "hand")  # cost 1
    first = b.add("PR79", 1, "hand")
    second = b.add("PR79", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{first}|problem:1")
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")  # the only 2-cost Friend goes without a choice, to that Problem
    entered = [i for i in g.s["play"] if g.spec(i).code == "PR79" and g.card(i)["owner"] == 0]
    assert len(entered) == 1 and g.card(entered[0])["area"] == "problem:1"
    assert g.s["players"][0]["tokens"] == 0 and twin not in g.s["players"][0]["hand"]
    while g.pending().player != 1:
        answer(g, "pass")
    answer(g, f"play|{second}|problem:0")
    assert g.pending().kind == "priority"  # not the first time this turn


def test_good_hustle_is_offered_when_a_pegasus_can_be_chosen_pr101():
    """705.2: an Event with "Choose a Pegasus character. That character gets +2 power" can be
    played when a Pegasus character is there to choose (the chosen card is named as it
    resolves), and not when there is none; 512.2: "Faceoff:" only during a faceoff."""
    b = Board()
    for _ in range(2):
        b.add("PR20", 0, "play", "problem:0")  # Pegasus, blue 1 each
    hustle = b.add("PR101", 0, "hand")
    tm = b.add("PR158", 1, "play", "problem:0")
    b.players[0] = {"tokens": 1}
    g = start_challenge(b, tm)
    for _ in range(30):
        if f"play|{hustle}|event" in keys(g):
            break
        answer(g, "pass")
    answer(g, f"play|{hustle}|event")
    pegasus = keys(g)[0]
    answer(g, pegasus)
    chosen = int(pegasus.split(":")[1])
    assert f"{g.name(chosen)} gets +2 power until the end of the faceoff" in log_text(g)


def test_good_hustle_is_not_offered_without_a_pegasus_pr101():
    b = Board()
    for _ in range(2):
        b.add("PR81", 0, "play", "problem:0")  # Critters, not Pegasus
    hustle = b.add("PR101", 0, "hand")
    tm = b.add("PR158", 1, "play", "problem:0")
    b.players[0] = {"tokens": 1}
    g = start_challenge(b, tm)
    seen = 0
    while g.pending() is not None and g.s["faceoff"] is not None and seen < 30:
        assert f"play|{hustle}|event" not in keys(g)
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
        seen += 1
    assert seen  # a faceoff window was looked at
