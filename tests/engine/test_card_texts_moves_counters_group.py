"""Texts about moving characters and about +1 power counters, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
must not do.
"""

from __future__ import annotations

import json
import re

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.state.game import CONFRONT_CONTRIBUTION
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import in_faceoff, settle
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game

# --- sending home and moving --------------------------------------------------------------------


def _trixster_board() -> tuple[Board, dict[str, int]]:
    """P0 (Twilight 1, Blue Moon 2, Apple Brown Betty 3) confronts P1's Runaway Cart at
    problem:1 and wins the Problem faceoff against P1's Applejack and Sweetie Sunrise;
    Tricking the Trixster in P0's hand, orange Friends at home to play it."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    ids = {"moon": b.add("PR60", 0, "play", "problem:1"), "betty": b.add("PR36", 0, "play", "problem:1"),
           "sunrise": b.add("PR20", 1, "play", "problem:1"), "event": b.add("HM99", 0, "hand")}
    for _ in range(2):
        b.add("PR33", 0, "play", "home:0")
    b.add("PR161", 1, "problem_deck")
    return b, ids


def test_hm99_tricking_the_trixster_keeps_the_chosen_character_there_when_its_problem_is_solved():
    """Its log line says what happens instead and whose text it is, as every replacement's
    does (710.1): the Event, in the discard pile by then, by its printed name (410.6)."""
    b, ids = _trixster_board()
    g = shipped_game(b)
    answer(g, f"play|{ids['event']}|event")
    answer(g, f"card:{ids['moon']}")
    # the lasting effect's own line names the Event too, as it resolves (in the queue, 705.2b)
    lasting = [t for t in log_text(g).splitlines() if "isn't sent home when its Problem is solved" in t]
    assert len(lasting) == 1 and lasting[0].startswith(
        f"705.2e: {g.name(ids['moon'])} isn't sent home when its Problem is solved this turn "
        "(by the text of Tricking the Trixster #"), lasting
    settle(g, "pass", until=lambda g: g.s["turn_player"] != 0)
    assert g.spec(g.problem_card("problem:1")).code == "PR161"  # solved and replaced
    assert g.card(ids["moon"])["area"] == "problem:1"  # stays, at the new Problem
    assert g.card(ids["betty"])["area"] == "home:0" and g.card(ids["sunrise"])["area"] == "home:1"
    assert (f"710.1: {g.name(ids['moon'])} isn't sent home (by the text of Tricking the Trixster)"
            in log_text(g).splitlines())
    assert not any(m["target"] == ids["moon"] for m in g.s["mods"])  # "this turn" only


def test_hm99_tricking_the_trixster_saved_this_turn_loads_and_still_keeps_the_character_there():
    """docs/board-state-format.md: a game saved after Tricking the Trixster was played loads
    (its modifier, `stays_when_solved`, is one a board file may hold) and the chosen Friend
    still stays as its Problem is solved."""
    b, ids = _trixster_board()
    g = shipped_game(b)
    answer(g, f"play|{ids['event']}|event")
    answer(g, f"card:{ids['moon']}")
    g = load_board(json.loads(json.dumps(export_board(g))), g.lib, run=False)
    settle(g, "pass", until=lambda g: g.s["turn_player"] != 0)
    assert g.spec(g.problem_card("problem:1")).code == "PR161"  # solved and replaced
    assert g.card(ids["moon"])["area"] == "problem:1" and g.card(ids["betty"])["area"] == "home:0"
    assert f"{g.name(ids['moon'])} isn't sent home (by the text of Tricking the Trixster)" in log_text(g)


def test_hm99_tricking_the_trixster_on_delivery_mare_its_controller_chooses_which_applies_710_5():
    """Tricking the Trixster chose Delivery Mare ("If this card would be sent home, it is sent
    to another Problem instead."): two replacements of its sending home as its Problem is
    solved, so P0 chooses which applies (710.5) and may keep it at the new Problem."""
    b, ids = _trixster_board()
    mare = b.add("FF49", 0, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{ids['event']}|event")
    answer(g, f"card:{mare}")
    settle(g, "pass", until=lambda g: g.pending().kind == "replacement" or g.s["turn_player"] != 0)
    assert "which replacement applies? (710.5)" in g.pending().prompt
    answer(g, "stays")
    settle(g, "pass", until=lambda g: g.s["turn_player"] != 0)
    assert g.spec(g.problem_card("problem:1")).code == "PR161" and g.card(mare)["area"] == "problem:1"


def test_hm99_tricking_the_trixster_does_nothing_without_a_solved_problem():
    b, ids = _trixster_board()
    g = shipped_game(b)
    answer(g, f"play|{ids['event']}|event")
    answer(g, f"card:{ids['moon']}")
    g.move(ids["moon"], "home:0", 0, "506.5", send=True)  # sent home otherwise: not replaced
    assert g.card(ids["moon"])["area"] == "home:0"


# --- staying in play -----------------------------------------------------------------------------


def _winona(counters: int) -> tuple:
    b = Board()
    b.players[0] = {"tokens": 3}
    winona = b.add("LL24", 0, "play", "home:0", counters={"power": counters} if counters else {})
    other = b.add("PR36", 0, "play", "home:0")
    return shipped_game(b), winona, other


def test_ll24_winona_with_4_power_cant_be_dismissed_or_retired():
    g, winona, other = _winona(1)  # 3 + 1 power counter
    g.dismiss(winona)
    g.retire(winona)
    assert g.card(winona)["zone"] == "play"
    assert "can't be dismissed" in log_text(g) and "can't be retired" in log_text(g)
    g.retire(other)  # the text is about this card only
    assert other not in g.s["play"]


def test_ll24_winona_with_4_power_is_still_retired_to_the_home_limit():
    g, winona, _ = _winona(1)
    g.retire(winona, "616.3")
    assert winona not in g.s["play"]


def test_ll24_winona_with_3_power_can_be_dismissed():
    g, winona, _ = _winona(0)
    g.dismiss(winona)
    assert winona not in g.s["play"]


# --- home limits and tokens ---------------------------------------------------------------------

UNICORN_TOKEN = "token:1:white:Unicorn:Prepared"


def _booming(p0_friends: int, p0_tokens: int) -> tuple[Board, list[int], list[int]]:
    """P1's Rarity, Booming Business on its boosted side; P0 (Twilight: home limit 3) with
    vanilla Friends and Unicorn tokens at home, in their Main Phase."""
    b = Board()
    b.cards[b.mane[1] - 1].update(card="LL5", boosted=True)
    friends = [b.add("PR33", 0, "play", "home:0") for _ in range(p0_friends)]
    tokens = [b.add(UNICORN_TOKEN, 0, "play", "home:0", token=True) for _ in range(p0_tokens)]
    return b, friends, tokens


def test_ll5_rarity_booming_business_keeps_an_opponent_from_retiring_tokens_over_the_home_limit():
    b, friends, tokens = _booming(3, 2)
    g = shipped_game(b)
    g.submit(["pass"])  # P0 ends the Main Phase; at the end of the turn 2 over the limit of 3
    d = g.pending()
    assert d.kind == "retire" and d.min == 2
    assert set(keys(g)) == {f"card:{i}" for i in friends}  # not the tokens
    answer(g, f"card:{friends[0]}", f"card:{friends[1]}")
    assert all(i in g.s["play"] for i in tokens) and friends[2] in g.s["play"]


def test_ll5_rarity_booming_business_lets_tokens_go_once_no_non_token_friend_is_left():
    b, friends, tokens = _booming(1, 4)
    g = shipped_game(b)
    g.submit(["pass"])
    # only the one non-token Friend may go, for now: it is retired without a question of one option
    assert friends[0] not in g.s["play"]
    d = g.pending()  # no non-token Friend now: 4 tokens over the limit of 3
    assert d.kind == "retire" and d.min == 1 and set(keys(g)) == {f"card:{i}" for i in tokens}


def test_ll5_rarity_booming_business_doesnt_keep_its_own_players_tokens():
    b, _, _ = _booming(0, 0)
    b.cards[b.mane[1] - 1]["owner"] = 0  # Rarity is P0's own Mane Character now
    b.cards[b.mane[0] - 1]["owner"] = 1
    b.cards[b.mane[0] - 1]["area"], b.cards[b.mane[1] - 1]["area"] = "home:1", "home:0"
    mine = [b.add("PR33", 0, "play", "home:0") for _ in range(3)]
    b.add(UNICORN_TOKEN, 0, "play", "home:0", token=True)
    b.add(UNICORN_TOKEN, 0, "play", "home:0", token=True)  # 5 Friends, home limit 4
    g = shipped_game(b)
    g.submit(["pass"])
    assert g.pending().kind == "retire" and len(keys(g)) == 5 and set(keys(g)) > {f"card:{i}" for i in mine}


def test_ll5_rarity_booming_business_puts_a_prepared_unicorn_token_into_play_for_an_opponent():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.cards[b.mane[0] - 1].update(card="LL5", boosted=True)
    rarity = b.mane[0]
    g = shipped_game(b)
    act = next(k for k in keys(g) if k.startswith(f"act|{rarity}|"))
    answer(g, act)
    assert set(keys(g)) == {"home:1", "problem:0", "problem:1"}  # the opponent's home, not P0's
    answer(g, "home:1")
    token = next(i for i in g.s["play"] if g.card(i).get("token"))
    assert g.card(token)["ctrl"] == 1 and g.card(token)["area"] == "home:1"
    assert "Prepared" in g.spec(token).keywords and g.spec(token).power == 1
    assert g.card(rarity)["exhausted"] and g.s["players"][0]["tokens"] == 1


# --- +1 power counters ---------------------------------------------------------------------------


def _to_p0_main(g) -> None:
    """From P1's Main Phase, pass (and take the first answer) until P0's next Main Phase."""
    for _ in range(100):
        if g.s["turn_player"] == 0 and g.s["phase"] == "main":
            return
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else ["done"] if "done" in d.option_keys() else d.option_keys()[: d.min])
    raise AssertionError("P0's Main Phase never came")


def _tirek(counters: int) -> tuple:
    """P0's Lord Tirek, Destroyer of Worlds at problem:0 with `counters` +1 power counters, a
    Friend of each player there and one of P1's at problem:1; P1's Main Phase."""
    b = Board()
    b.players[1] = {"tokens": 2}  # (the position stops at P1's Main Phase)
    tirek = b.add("MT113", 0, "play", "problem:0", counters={"power": counters})
    here = [b.add("PR36", 0, "play", "problem:0"), b.add("PR36", 1, "play", "problem:0")]
    away = b.add("PR36", 1, "play", "problem:1")
    return shipped_game(b, turn_player=1), tirek, here, away


def test_mt113_lord_tirek_frightens_all_friends_here_at_its_third_counter():
    g, tirek, here, away = _tirek(2)
    assert not power.is_epic(g, tirek)
    _to_p0_main(g)  # its Troublemaker Phase starts: a third counter
    assert g.card(tirek)["counters"] == {"power": 3}
    assert all(g.card(i)["frightened"] for i in here) and not g.card(away)["frightened"]


def test_mt113_lord_tirek_frightens_nothing_at_its_fourth_counter():
    g, tirek, here, away = _tirek(3)
    _to_p0_main(g)
    assert g.card(tirek)["counters"] == {"power": 4}
    assert not any(g.card(i)["frightened"] for i in [*here, away])


def test_mt113_lord_tirek_is_epic_with_3_counters():
    g, tirek, _, _ = _tirek(3)
    assert power.is_epic(g, tirek)
    assert power.blocked_by_troublemaker(g, 0, "problem:0")  # an Epic one blocks its own player too (611.3e)
    g, tirek, _, _ = _tirek(2)
    assert not power.is_epic(g, tirek) and not power.blocked_by_troublemaker(g, 0, "problem:0")


def test_mt113_lord_tirek_epic_dismisses_another_face_up_troublemaker_there():
    b = Board()
    b.players[1] = {"tokens": 2}
    b.add("MT113", 0, "play", "problem:0", counters={"power": 2})
    other = b.add("PR157", 1, "play", "problem:0")  # P1's face-up Purple Parasprite
    g = shipped_game(b, turn_player=1)
    _to_p0_main(g)
    assert other not in g.s["play"]  # 516.4: an Epic Troublemaker shares its Problem with none


# --- moving Troublemakers ------------------------------------------------------------------------


def test_mt95_alicorn_amulet_goes_on_own_troublemaker_makes_it_epic_and_moves_it():
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR79", 0, "play", "home:0")  # white power for the requirement
    mine = b.add("PR157", 0, "play", "problem:1")  # P0's face-up Purple Parasprite (4)
    theirs = b.add("PR157", 1, "play", "problem:0")
    hidden = b.add("PR157", 0, "play", "problem:0", face_down=True)
    amulet = b.add("MT95", 0, "hand")
    g = shipped_game(b)
    places = [k for k in keys(g) if k.startswith(f"play|{amulet}|")]
    assert places == [f"play|{amulet}|on:{mine}"]  # not P1's, not a face-down one
    assert not power.is_epic(g, mine) and power.power(g, mine) == 4
    answer(g, places[0])
    worn = next(i for i in g.s["play"] if g.spec(i).code == "MT95")
    assert g.card(worn)["host"] == mine
    assert power.is_epic(g, mine) and power.power(g, mine) == 7
    assert not power.is_epic(g, theirs)
    tokens = g.s["players"][0]["tokens"]
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{worn}|")))
    # problem:0 is the one place it can go (a Troublemaker never goes home, 506.2)
    assert g.card(mine)["area"] == "problem:0" and g.s["players"][0]["tokens"] == tokens - 1
    # an Epic Troublemaker shares its Problem with no other face-up one (516.4): P1's goes,
    # the one card that can (516.4a), without a question of one option
    assert g.pending().kind != "uniqueness"
    assert theirs not in g.s["play"] and mine in g.s["play"] and hidden in g.s["play"]


def test_mt95_alicorn_amulet_on_a_troublemaker_beside_the_opponents_repairs_uniqueness_at_once():
    """516.4a, 516.1: Alicorn Amulet played on P0's Troublemaker at a Problem where P1's face-up
    one stands makes it Epic, so the two violate uniqueness as the Amulet enters play: the
    repair is asked at once (516.2a: P0, who last had priority, dismisses P1's; 516.4b: not the
    Epic one), not after the next card changes the board."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR79", 0, "play", "home:0")  # white power for the requirement
    mine = b.add("PR157", 0, "play", "problem:0")  # P0's face-up Purple Parasprite
    theirs = b.add("PR157", 1, "play", "problem:0")  # P1's, beside it
    amulet = b.add("MT95", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{amulet}|on:{mine}")
    assert power.is_epic(g, mine)
    # (P1's is the one card that can go: it goes without a question of one option)
    assert g.pending().kind != "uniqueness"
    assert theirs not in g.s["play"] and mine in g.s["play"]
    assert re.search(rf"516\.2: Purple Parasprite #{theirs} \(now #\d+\) is dismissed to P1's discard pile: "
                     rf"Purple Parasprite #{mine} was an Epic Troublemaker beside another Troublemaker", log_text(g))


def _cutie() -> tuple:
    """P0's Call of the Cutie at problem:0 with two of P0's Friends and one of P1's there;
    orange Friends at P0's home; EO26 (its "enters play" puts a +1 power counter on another
    of P0's Friends) and FF111 (exhaust it to put one on a Friend) for P0."""
    b = Board(problems=("HM122", "PR190"))
    b.players[0] = {"tokens": 9}
    ids = {"a": b.add("PR36", 0, "play", "problem:0"), "b": b.add("PR36", 0, "play", "problem:0"),
           "c": b.add("PR36", 1, "play", "problem:0"), "away": b.add("PR36", 0, "play", "problem:1"),
           "pump": b.add("FF111", 0, "play", "home:0"), "big": b.add("EO26", 0, "hand")}
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")
    return shipped_game(b), ids


def test_hm122_call_of_the_cutie_spreads_the_first_counter_here_each_turn():
    g, ids = _cutie()
    answer(g, f"play|{ids['big']}|home:0")
    answer(g, f"card:{ids['a']}")  # EO26's counter on a Friend at Call of the Cutie
    assert g.card(ids["a"])["counters"] == {"power": 1}
    assert set(keys(g)) == {f"card:{ids['b']}", f"card:{ids['c']}"}  # another character here, either player's
    answer(g, f"card:{ids['c']}")
    assert g.card(ids["c"])["counters"] == {"power": 1} and not g.card(ids["b"])["counters"]
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{ids['pump']}|")))
    answer(g, f"card:{ids['b']}")  # the second time this turn: nothing more
    assert g.card(ids["b"])["counters"] == {"power": 1} and g.card(ids["a"])["counters"] == {"power": 1}
    assert g.pending().kind == "priority"


def test_hm122_call_of_the_cutie_may_be_declined_and_ignores_counters_elsewhere():
    g, ids = _cutie()
    answer(g, f"play|{ids['big']}|home:0")
    answer(g, f"card:{ids['away']}")  # not here: nothing
    assert g.pending().kind == "priority"
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{ids['pump']}|")))
    answer(g, f"card:{ids['a']}")  # the first time here this turn
    g.submit([])  # "you may": none
    assert not g.card(ids["b"])["counters"] and not g.card(ids["c"])["counters"]


def test_hm112_operation_mare_do_well_moves_chosen_counters_onto_one_of_your_friends():
    b = Board()
    b.players[0] = {"tokens": 2}
    op = b.add("HM112", 0, "play", "home:0")
    a = b.add("PR36", 0, "play", "problem:0", counters={"power": 2})
    b2 = b.add("PR36", 0, "play", "home:0", counters={"power": 1})
    c = b.add("PR36", 0, "play", "problem:1")
    theirs = b.add("PR36", 1, "play", "problem:0", counters={"power": 1})
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{op}|")))
    answer(g, f"card:{c}")
    assert set(keys(g)) == {f"counter:{a}:1", f"counter:{a}:2", f"counter:{b2}:1"}  # not the opponent's
    answer(g, f"counter:{a}:1", f"counter:{b2}:1")
    assert g.card(c)["counters"] == {"power": 2}
    assert g.card(a)["counters"] == {"power": 1} and not g.card(b2)["counters"]
    assert g.card(theirs)["counters"] == {"power": 1} and g.card(op)["exhausted"]


def _fears(home: int = 2) -> tuple[Board, list[int], int]:
    """P0 with `home` vanilla Friends at home, blue Friends at problem:1 for the requirement,
    Fears Must be Faced in hand; P1's Friend at P1's home."""
    b = Board()
    b.players[0] = {"tokens": 4}
    for _ in range(3):
        b.add("PR12", 0, "play", "problem:1")
    mine = [b.add("PR36", 0, "play", "home:0") for _ in range(home)]
    b.add("PR36", 1, "play", "home:1")
    return b, mine, b.add("PR115", 0, "hand")


def test_pr115_fears_must_be_faced_moves_two_characters_from_home_to_different_problems():
    b, mine, event = _fears(3)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, f"play|{event}|event")
    ponies = {f"card:{i}" for i in [*mine, b.mane[0]]}  # P0's characters at home, Mane included
    assert set(keys(g)) == ponies and g.pending().max == 2
    # asked in the card's words, led by the card
    assert re.fullmatch(r"Fears Must be Faced #\d+: Move which of your characters at home to different Problems\? "
                        r"\(up to 2\)", g.pending().prompt)
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    answer(g, "problem:1")  # the second goes to the other Problem, the only one left
    assert (g.card(mine[0])["area"], g.card(mine[1])["area"]) == ("problem:1", "problem:0")
    assert g.card(mine[2])["area"] == "home:0"


def test_pr115_fears_must_be_faced_is_played_only_in_the_troublemaker_phase_and_allows_fewer():
    b, mine, event = _fears(1)
    g = shipped_game(b)  # P0's Main Phase
    assert f"play|{event}|event" not in keys(g)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, f"play|{event}|event")
    answer(g, f"card:{mine[0]}")  # up to 2: one is enough
    answer(g, "problem:0")
    assert g.card(mine[0])["area"] == "problem:0" and g.card(b.mane[0])["area"] == "home:0"


def test_pr115_fears_must_be_faced_counts_a_problem_as_taken_while_sb56_brian_is_asked_about_the_move():
    """"Move each of them to a different Problem": the characters go one after the other in
    the order chosen (705.2e), each move's own question first (SB56 Brian, One Swell Guy:
    "If another one of your Friends would be ... moved, you may retire this card instead",
    710.5). The Problem chosen for the first is taken once chosen, while Brian's question
    holds the move: the second may not go there too."""
    b, mine, event = _fears(2)
    b.add("SB56", 0, "play", "home:0")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, f"play|{event}|event")
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    answer(g, "problem:1")
    assert g.pending().kind == "replacement" and g.name(mine[0]) in g.pending().prompt
    answer(g, "none")
    assert g.pending().kind == "replacement" and g.name(mine[1]) in g.pending().prompt  # (problem:0 was all left)
    answer(g, "none")
    assert (g.card(mine[0])["area"], g.card(mine[1])["area"]) == ("problem:1", "problem:0")


def test_pr115_fears_must_be_faced_a_problem_chosen_stays_taken_when_sb56_brian_replaces_the_move():
    """The destinations are chosen different ("each of them to a different Problem"): Brian
    retired instead of the first move (710.1) leaves that character at home, and the second
    still goes to the other Problem."""
    b, mine, event = _fears(2)
    brian = b.add("SB56", 0, "play", "home:0")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer(g, f"play|{event}|event")
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    answer(g, "problem:1")
    answer(g, f"instead:{brian}:")
    assert g.card(mine[0])["area"] == "home:0" and brian not in g.s["play"]
    assert g.card(mine[1])["area"] == "problem:0"

# --- reminder text --------------------------------------------------------------------------------


def test_t1_crystal_pony_reminder_text_is_no_ability_of_its_own():
    """208.1: reminder text is not game text. Without King Sombra, Crystal Tyrant, Crystal
    Pony tokens in a faceoff are vanilla Friends of their printed power (no Competitive)."""
    b = Board()
    ponies = [b.add("15340acd-d3a9-464a-9f14-18ca15e27a27", 0, "play", "problem:0", token=True) for _ in range(2)]
    g = shipped_game(b)
    in_faceoff(g)
    for pony in ponies:
        assert not g.spec(pony).abilities and not g.spec(pony).unsupported
        assert "Competitive" not in power.keywords(g, pony)
        assert power.power(g, pony) == g.spec(pony).power


def _true_friend() -> tuple:
    """P0's Main Phase: blue and yellow Friends at problem:1, two more Friends at home, A True,
    True Friend in hand (no opposing Troublemaker: its challenge can't be chosen)."""
    b = Board()
    b.players[0] = {"tokens": 4}
    helpers = [b.add(code, 0, "play", "problem:1") for code in ("PR12", "PR12", "PR81", "PR81")]
    home = [b.add("PR36", 0, "play", "home:0") for _ in range(2)]
    b.add("PR36", 1, "play", "home:1")
    return b, helpers, home, b.add("HM85", 0, "hand")


def test_hm85_a_true_true_friend_moves_one_of_your_friends_to_each_problem():
    b, helpers, home, event = _true_friend()
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert set(keys(g)) == {"mode:0", "mode:2"}  # 705.2e: no Troublemaker to challenge
    answer(g, "mode:2")
    assert set(keys(g)) == {f"card:{i}" for i in [*helpers, *home]}  # to problem:0: any of P0's Friends
    answer(g, f"card:{home[0]}")
    # to problem:1 a different Friend, not one there already: the other one at home, the only one
    assert (g.card(home[0])["area"], g.card(home[1])["area"]) == ("problem:0", "problem:1")
    assert g.card(b.mane[0])["area"] == "home:0"  # Friends only


def test_hm85_a_true_true_friend_offers_no_moving_when_characters_cant_be_moved():
    b, helpers, home, event = _true_friend()
    g = shipped_game(b, flags={"no_moves_at_all": 3})  # "characters can't be moved this turn"
    answer(g, f"play|{event}|event")
    if g.pending().kind == "mode":
        assert keys(g) == ["mode:0"]
        answer(g, "mode:0")
    assert all(power.power(g, i) == g.spec(i).power + 1 for i in [*helpers, *home])  # the one mode left
    assert all(g.card(i)["area"] == "home:0" for i in home)


# --- tokens for exhausted Friends ----------------------------------------------------------------


def test_hm28_minuette_exhausts_friends_here_and_pays_for_as_many_earth_pony_tokens():
    b = Board()
    b.players[0] = {"tokens": 6}
    minuette = b.add("HM28", 0, "play", "problem:0")
    ready = b.add("PR36", 0, "play", "problem:0")
    tired = b.add("PR36", 0, "play", "problem:0", exhausted=True)
    b.add("PR36", 0, "play", "problem:1")  # not here
    new = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{new}|problem:0")  # one of P0's non-token Friends enters play here (cost 1)
    answer(g, "yes")
    entered = next(i for i in g.s["play"] if g.spec(i).code == "PR20")
    assert set(keys(g)) == {f"card:{i}" for i in (minuette, ready, entered)}  # ready Friends here only
    assert g.pending().prompt == (f"{g.name(minuette)}: Exhaust which of your Friends here (up to 3)? For each, "
                                  "pay [1] and put an Earth Pony token into play")
    answer(g, f"card:{minuette}", f"card:{ready}")
    answer(g, "problem:0")  # a token entering play here is not a non-token Friend: no new trigger
    answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 2 and {g.card(i)["area"] for i in tokens} == {"problem:0", "home:0"}
    assert all(g.spec(i).power == 1 and g.spec(i).has_trait("earth pony") and "pink" in g.spec(i).colors
               for i in tokens)
    assert g.card(minuette)["exhausted"] and g.card(ready)["exhausted"] and not g.card(entered)["exhausted"]
    assert g.s["players"][0]["tokens"] == 6 - 1 - 2 and g.card(tired)["exhausted"]
    assert g.pending().kind == "priority"


# --- closing a Problem -------------------------------------------------------------------------------


def test_cn54_canterlot_archive_guard_clears_its_problem_and_closes_it_for_the_turn():
    b = Board()
    b.players[0] = {"tokens": 6}
    guard = b.add("CN54", 0, "play", "problem:0")
    mine = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    away = b.add("PR36", 1, "play", "problem:1")
    walker = b.add("PR36", 0, "play", "home:0")
    new = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{guard}|")))
    assert guard not in g.s["play"] and g.spec(g.s["players"][0]["discard"][-1]).code == "CN54"
    assert (g.card(mine)["area"], g.card(theirs)["area"], g.card(away)["area"]) == ("home:0", "home:1", "problem:1")
    listed = keys(g)
    assert f"move|{walker}|problem:0" not in listed and f"play|{new}|problem:0" not in listed
    assert f"move|{walker}|problem:1" in listed and f"play|{new}|problem:1" in listed
    # the judge is told which card closed it, on the board saved and read back too
    saved = load_board(export_board(g), default_library())
    closer = "- Rule 104.2: Canterlot Archive Guard, Literate Lookout's text says characters can't be"
    assert f"{closer} moved to Problem Cloudbursting (Player 1's) until the end of the turn." in \
        mlp_table().why_not(saved, f"move #{walker} to problem:0").lines()
    assert f"{closer} played to Problem Cloudbursting (Player 1's) this turn." in \
        mlp_table().why_not(saved, f"play #{new} at problem:0").lines()
    g.s["turn"] += 1  # the rest of the turn only
    assert not g.closed_to_play("problem:0") and not g.closed_to_moves("problem:0")


def test_cn54_canterlot_archive_guard_is_not_used_at_home():
    b = Board()
    b.players[0] = {"tokens": 6}
    guard = b.add("CN54", 0, "play", "home:0")
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{guard}|") for k in keys(g))


def _caterer() -> tuple:
    """P0's Applejack, Festival Caterer and FF111 (exhaust it to put a +1 power counter on a
    Friend) at home; a Friend of each player."""
    b = Board()
    b.players[0] = {"tokens": 3}
    ids = {"applejack": b.add("SB133", 0, "play", "home:0"), "pump": b.add("FF111", 0, "play", "home:0"),
           "mine": b.add("PR36", 0, "play", "problem:0"), "theirs": b.add("PR36", 1, "play", "problem:0")}
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{ids['pump']}|")))
    return g, ids


def test_sb133_applejack_festival_caterer_may_put_one_more_counter_on_your_friend():
    g, ids = _caterer()
    answer(g, f"card:{ids['mine']}")
    assert g.pending().kind == "may" and g.pending().player == 0
    # asked as every optional replacement is: led by its card, citing 710.1 alone (not 712.3 too)
    assert g.pending().prompt == (f"Applejack, Festival Caterer #{ids['applejack']}: Put 2 +1 power counters on "
                                  f"Apple Brown Betty, Pastry Chef #{ids['mine']} instead of 1? (710.1)")
    answer(g, "yes")
    assert g.card(ids["mine"])["counters"] == {"power": 2}


def test_sb133_applejack_festival_caterer_may_be_declined_and_is_for_your_friends_only():
    g, ids = _caterer()
    answer(g, f"card:{ids['mine']}")
    answer(g, "no")
    assert g.card(ids["mine"])["counters"] == {"power": 1}
    g, ids = _caterer()
    answer(g, f"card:{ids['theirs']}")  # an opponent's Friend: no question, one counter
    assert g.pending().kind == "priority" and g.card(ids["theirs"])["counters"] == {"power": 1}


def _cutie_marks(*codes: str) -> tuple:
    """P0's Coloratura, Happy Camper (MT40: "Main Phase: Pay [2] to Cutie Mark this card.") at
    problem:0 of a board whose problem:0 is `codes[0]`, another Friend of P0's there, and the
    other `codes` at P0's home; P0 Cutie Marks Coloratura."""
    b = Board(problems=(codes[0], "PR190"))
    b.players[0] = {"tokens": 4}
    ids = {"diva": b.add("MT40", 0, "play", "problem:0"), "other": b.add("PR36", 0, "play", "problem:0")}
    for code in codes[1:]:
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{ids['diva']}|")))
    return g, ids


def test_cutie_mark_puts_its_counter_call_of_the_cutie_hears_of_it_hm122():
    """Glossary, Cutie Mark: "Put a +1 power counter on this card and it becomes cutie
    marked": the counter is put as every text puts one (519.1), so Call of the Cutie's "When
    you put a +1 power counter on a character here for the first time each turn, you may put
    a +1 power counter on another character here" hears of Coloratura's Cutie Mark."""
    g, ids = _cutie_marks("HM122")
    assert g.card(ids["diva"])["counters"] == {"power": 1, "cutie_mark": 1}
    assert g.pending().kind != "priority" and f"card:{ids['other']}" in keys(g), g.pending()
    answer(g, f"card:{ids['other']}")
    assert g.card(ids["other"])["counters"] == {"power": 1}


def test_cutie_mark_puts_its_counter_applejack_festival_caterer_may_add_one_sb133():
    """Glossary, Cutie Mark, 710.1: Applejack, Festival Caterer's "If you would put one or more
    +1 power counters on one of your Friends, you may put that many plus one on that Friend
    instead" replaces the counter a Cutie Mark puts; the Friend is cutie marked either way."""
    g, ids = _cutie_marks("PR168", "SB133")
    assert g.pending().kind == "may" and "Put 2 +1 power counters on Coloratura" in g.pending().prompt
    answer(g, "yes")
    assert g.card(ids["diva"])["counters"] == {"power": 2, "cutie_mark": 1}
    assert "Coloratura, Happy Camper" in log_text(g) and "is cutie marked" in log_text(g)


def test_counters_a_card_enters_play_with_are_not_put_hm122_sb133_eo205():
    """706.1b: "This card enters play with two +1 power counters on it" is the state Double
    Diamond enters play in, not counters put on a card in play: they go through the same
    counter step (the log says so), but Call of the Cutie's "When you put a +1 power counter on
    a character here" does not hear of them and Applejack, Festival Caterer's "If you would
    put ... instead" does not replace them."""
    b = Board(problems=("HM122", "PR190"))
    b.players[0] = {"tokens": 6}
    b.add("SB133", 0, "play", "home:0")
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR31", 0, "play", "home:0")  # (orange power for Double Diamond)
    diamond = b.add("EO205", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{diamond}|problem:0")
    new = next(i for i in g.s["play"] if g.spec(i).code == "EO205")
    assert g.card(new)["counters"] == {"power": 2}
    assert g.pending().kind == "priority", g.pending().prompt
    assert f"Double Diamond, Air Drop #{new} enters play with 2 +1 power counters" in log_text(g)


def test_sb133_two_applejack_festival_caterers_each_add_one_to_one_placing_710_3():
    """Two Applejack, Festival Caterer: the occurrence the first replaced (2 counters instead of
    1) can still be replaced by the other instance of that modifier (710.3), so P0 is asked by
    each in turn and may put 3; the first is not asked again."""
    b = Board()
    b.players[0] = {"tokens": 3}
    first, second = b.add("SB133", 0, "play", "home:0"), b.add("SB133", 0, "play", "home:0")
    pump, mine = b.add("FF111", 0, "play", "home:0"), b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{pump}|")))
    answer(g, f"card:{mine}")
    assert g.pending().prompt.startswith(f"Applejack, Festival Caterer #{first}: Put 2 ")
    answer(g, "yes")
    assert g.pending().prompt == (f"Applejack, Festival Caterer #{second}: Put 3 +1 power counters on "
                                  f"Apple Brown Betty, Pastry Chef #{mine} instead of 2? (710.1)")
    answer(g, "yes")
    assert g.pending().kind == "priority" and g.card(mine)["counters"] == {"power": 3}


# --- reacting to an opponent's action -----------------------------------------------------------


def _loyal_dash() -> tuple:
    """P1's Rainbow Dash, Element of Loyalty at P1's home; P0's Main Phase, a Friend of P0's."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.players[1] = {"tokens": 2}
    dash = b.add("CN19", 1, "play", "home:1")
    pony = b.add("PR36", 0, "play", "home:0")
    return shipped_game(b), dash, pony


def test_cn19_rainbow_dash_element_of_loyalty_may_pay_to_move_after_an_opponents_main_phase_action():
    g, dash, pony = _loyal_dash()
    answer(g, f"move|{pony}|problem:0")  # P0's Main Phase action (609.2b)
    assert g.pending().player == 1
    react = [k for k in keys(g) if k.startswith(f"act|{dash}|")]
    assert react
    answer(g, react[0])
    answer(g, "problem:1")
    assert g.card(dash)["area"] == "problem:1" and g.s["players"][1]["tokens"] == 1
    assert g.pending().player == 0  # once per action (512.4c)
    answer(g, "draw")  # another action: it may be used again
    assert g.pending().player == 1 and any(k.startswith(f"act|{dash}|") for k in keys(g))


def test_cn19_rainbow_dash_element_of_loyalty_is_not_offered_without_an_opponents_action():
    g, dash, _ = _loyal_dash()
    assert g.pending().player == 0 and not any(k.startswith(f"act|{dash}|") for k in keys(g))
    g.s["players"][1]["tokens"] = 0  # it costs [1]
    answer(g, "draw")
    assert g.pending().player == 0  # P1 could not pay: no reaction, no priority stop


# --- moving away costs more -------------------------------------------------------------------------


def _spoon(p1_tokens: int) -> tuple:
    """P0's Silver Spoon, High and Mighty at problem:0 with P1's Friend there; PR106 (move an
    opponent's character) in P0's hand, a purple Friend for it; P1 with `p1_tokens`."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.players[1] = {"tokens": p1_tokens}
    spoon = b.add("MT72", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    b.add("PR60", 0, "play", "home:0")
    return b, spoon, theirs, b.add("PR106", 0, "hand")


def test_mt72_silver_spoon_opposing_character_moved_by_text_only_if_its_controller_pays():
    b, _, theirs, event = _spoon(2)
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{theirs}")
    answer(g, "problem:1")
    assert g.pending().player == 1 and set(keys(g)) == {"pay", "stay"}
    answer(g, "stay")
    assert g.card(theirs)["area"] == "problem:0" and "isn't moved" in log_text(g)
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{theirs}")
    answer(g, "problem:1")
    answer(g, "pay")
    assert g.card(theirs)["area"] == "problem:1" and g.s["players"][1]["tokens"] == 1


def test_mt72_silver_spoons_toll_is_asked_by_silver_spoon():
    """The question opened on the moved card's name ("Diamond Tiara #5 can't be moved unless
    you pay 1") and did not say whose text asked for the toll: it leads with Silver Spoon, as
    every question of a card's text does."""
    b, spoon, theirs, event = _spoon(2)
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{theirs}")
    answer(g, "problem:1")
    assert g.pending().prompt == f"{g.name(spoon)}: Pay [1] to move {g.name(theirs)} to problem:1? (104.2)"


def test_mt72_silver_spoon_toll_cant_be_paid_without_tokens_and_taxes_the_move_action():
    b, spoon, theirs, event = _spoon(0)
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{theirs}")
    answer(g, "problem:1")
    assert g.card(theirs)["area"] == "problem:0"  # 705.2e: P1 could only not pay
    mine = b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.move_cost(g, 1, theirs, "problem:1") == 3  # the Move action away from here: +1
    assert power.move_cost(g, 0, mine, "problem:1") == 2  # not for its own player's characters
    assert power.move_cost(g, 1, theirs, "home:1") == 3 and g.card(spoon)["area"] == "problem:0"


def test_mt72_silver_spoons_price_is_decided_before_sb71_asks_for_the_opponents_character():
    """SB71 Twilight Sparkle & Spike, Ultimate Organizers ("... move one of your characters
    and one of an opponent's characters") read in parts: P1's Silver Spoon's "Opposing
    characters here can't be moved unless their controller pays [1]" holds the first move
    until P0 decides whether to pay (104.2); that is decided before the text goes on to the
    opponent's character (705.2e, the parts in order)."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("MT72", 1, "play", "problem:0")
    organizers = b.add("SB71", 0, "play", "home:0")
    mine = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{organizers}|")
    answer(g, f"card:{mine}")
    answer(g, "problem:1")
    assert g.pending().player == 0 and set(keys(g)) == {"pay", "stay"}
    answer(g, "pay")
    assert g.card(mine)["area"] == "problem:1"
    assert f"card:{theirs}" in keys(g)
    answer(g, f"card:{theirs}")
    answer(g, "problem:0")
    assert g.card(theirs)["area"] == "problem:0" and g.s["players"][0]["tokens"] == 6 - 2 - 1

# --- Delay counters on characters -----------------------------------------------------------------


def _committee() -> tuple:
    """P0's Swanifying Committee at home, two of P1's Friends at problem:0, PR106 (move an
    opponent's character) in P0's hand with a purple Friend for it."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.players[1] = {"tokens": 4}
    swan = b.add("LL79", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    other = b.add("PR36", 1, "play", "problem:0")
    b.add("PR60", 0, "play", "home:0")
    return b, swan, theirs, other, b.add("PR106", 0, "hand")


def test_ll79_swanifying_committee_puts_a_delay_counter_on_an_opposing_character_it_moves():
    b, _, theirs, other, event = _committee()
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{theirs}")
    answer(g, "problem:1")
    assert g.card(theirs)["area"] == "problem:1" and g.card(theirs)["counters"] == {"delay": 1}
    assert not g.card(other)["counters"]
    assert power.move_cost(g, 1, theirs, "problem:0") == 3 and power.move_cost(g, 1, other, "problem:1") == 2


def test_ll79_swanifying_committee_opponents_pay_to_move_delayed_characters_by_text():
    b, _, theirs, _, _ = _committee()
    b.cards[theirs - 1]["counters"] = {"delay": 1}
    for _ in range(2):
        b.add("PR12", 1, "play", "home:1")  # blue power for P1's EO120 (move up to two of your characters)
    moves = b.add("EO120", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{moves}|event")
    answer(g, f"card:{theirs}")  # (one of "up to two")
    answer(g, "problem:1")  # (the toll is asked as the text is done with)
    assert g.pending().player == 1 and set(keys(g)) == {"pay", "stay"}  # their own text: they pay
    answer(g, "pay")
    assert g.card(theirs)["area"] == "problem:1" and g.s["players"][1]["tokens"] == 4 - 2 - 1


def test_ll79_swanifying_committee_removes_delay_counters_at_the_end_of_the_opponents_turn():
    b, _, theirs, _, _ = _committee()
    b.cards[theirs - 1]["counters"] = {"delay": 1}
    g = shipped_game(b)
    for _ in range(60):  # P0's own turn ends: they stay
        if g.s["turn_player"] == 1:
            break
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[: d.min])
    assert g.card(theirs)["counters"] == {"delay": 1}
    for _ in range(60):  # P1's turn ends: removed
        if g.s["turn_player"] == 0:
            break
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[: d.min])
    assert not g.card(theirs)["counters"]


# --- entering with counters -----------------------------------------------------------------------


def _boyle() -> tuple:
    """P0's Friends with 2 and 1 +1 power counters, P1's with 3; orange power at P0's home and
    Boyle, Power Up in P0's hand."""
    b = Board()
    b.players[0] = {"tokens": 4}
    strong = b.add("PR36", 0, "play", "problem:0", counters={"power": 2})
    weak = b.add("PR36", 0, "play", "home:0", counters={"power": 1})
    theirs = b.add("PR36", 1, "play", "home:1", counters={"power": 3})
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")  # orange power
    return b, strong, weak, theirs, b.add("SB20", 0, "hand")


def test_sb20_boyle_power_up_enters_with_as_many_counters_as_another_of_your_characters():
    b, strong, weak, theirs, boyle = _boyle()
    g = shipped_game(b)
    answer(g, f"play|{boyle}|home:0")
    assert f"card:{theirs}" not in keys(g) and {f"card:{strong}", f"card:{weak}"} <= set(keys(g))
    answer(g, f"card:{strong}")
    new = next(i for i in g.s["play"] if g.spec(i).code == "SB20")
    assert g.card(new)["counters"] == {"power": 2} and g.card(strong)["counters"] == {"power": 2}
    assert g.pending().kind == "priority"


def test_sb20_boyle_power_up_may_copy_fewer():
    b, _, weak, _, boyle = _boyle()
    g = shipped_game(b)
    answer(g, f"play|{boyle}|home:0")
    answer(g, f"card:{weak}")
    new = next(i for i in g.s["play"] if g.spec(i).code == "SB20")
    assert g.card(new)["counters"] == {"power": 1}


def test_sb20_boyle_power_up_frightened_before_its_choice_resolves_gets_no_counters():
    """The counters it "enters play with" (706.1b) go through the shared counter code, which
    puts none on a frightened card (504.1); and, not being put, SB133 Applejack, Festival
    Caterer's "If you would put ..." (710.1) is not asked."""
    b, strong, _, _, boyle = _boyle()
    b.add("SB133", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"play|{boyle}|home:0")
    new = next(i for i in g.s["play"] if g.spec(i).code == "SB20")
    g.frighten(new, "504.1")  # (as a card reacting to its entering play could)
    answer(g, f"card:{strong}")
    assert g.card(new)["frightened"] and g.card(new)["counters"] == {}
    assert g.pending().kind == "priority"


# --- board states ------------------------------------------------------------------------------------


def test_a_contribution_from_afar_is_saved_and_loaded_with_its_problem():
    """A card contributing its power to confronting a Problem it is away from (SB57's
    modifier `confront_contribution`) names that Problem's area; a board state keeps it."""
    b = Board()
    pony = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    g.add_mod(CONFRONT_CONTRIBUTION, pony, 0, until="phase", ctrl=0, src=pony)
    g.s["mods"][-1]["area"] = "problem:0"
    copy = load_board(export_board(g), default_library())
    assert [(m["kind"], m["area"]) for m in copy.s["mods"]] == [(CONFRONT_CONTRIBUTION, "problem:0")]


def test_sb71_offers_only_the_opponents_characters_cookie_crumbles_lets_p0_move():
    """SB71 Twilight Sparkle & Spike ("... move one of your characters and one of an
    opponent's characters") against P1's Cookie Crumbles ("Opponents can't move this card or
    your Mane Character"): the opponent's character is chosen among those P0 may move, so
    neither Cookie Crumbles nor P1's Mane Character is offered (705.2e, 104.2)."""
    b = Board()
    b.players[0] = {"tokens": 6}
    organizers = b.add("SB71", 0, "play", "home:0")
    mine = b.add("PR36", 0, "play", "home:0")
    b.add("CN68", 1, "play", "home:1")
    theirs = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{organizers}|")
    answer(g, f"card:{mine}")
    answer(g, "problem:0")
    assert g.pending().player == 0 and set(keys(g)) == {"problem:0", "problem:1"}  # only P1's other Friend: asked where
    answer(g, "problem:1")
    assert g.card(theirs)["area"] == "problem:1"


def test_mt142_pinkie_pie_one_filly_party_chosen_over_tricking_the_trixster_names_her_card():
    """Tricking the Trixster chose P0's 1-power Friend at Pinkie Pie, One Filly Party's Problem
    ("If one of your Friends here with 1 printed power would be sent home, send it to another
    Problem instead."): P0 chooses Pinkie's text (710.5), and the log says whose text sent it
    to the other Problem, as it does when no choice is asked."""
    b, ids = _trixster_board()
    pinkie = b.add("MT142", 0, "play", "problem:1")
    foal = b.add("PR20", 0, "play", "problem:1")  # printed power 1
    g = shipped_game(b)
    answer(g, f"play|{ids['event']}|event")
    answer(g, f"card:{foal}")
    settle(g, "pass", until=lambda g: g.pending().kind == "replacement" or g.s["turn_player"] != 0)
    answer(g, next(key for key in keys(g) if key.startswith(f"send:{pinkie}:")))
    settle(g, "pass", until=lambda g: g.s["turn_player"] != 0)
    assert g.card(foal)["area"] == "problem:0"
    assert (f"710.1: Sweetie Sunrise, Early Riser #{foal} is sent to another Problem instead of home (by the text "
            f"of Pinkie Pie, One Filly Party #{pinkie})") in log_text(g)
