"""The Dilemmas' own text (522 with the cards of the shipped database): what each does
when played, confronted, solved or while in play; each test is a judge's board, the
answers and the result."""

from __future__ import annotations

from engine.mlp import view
from engine.mlp.api import default_library
from engine.mlp.state.library import dilemma_id
from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, rules_cited

AREA = "dilemma:90"


def _id(code: str) -> str:
    return default_library().find(code).id


def _board(code: str, owner: int = 0) -> Board:
    """A Dilemma in play at its own area (522.2), owned by `owner`."""
    b = Board()
    b.add(dilemma_id(_id(code)), owner, "play", AREA)
    b.top["areas"] = {
        "home:0": {"owner": 0, "kind": "home", "problem": None},
        "home:1": {"owner": 1, "kind": "home", "problem": None},
        "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
        "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
        AREA: {"owner": owner, "kind": "problem", "problem": len(b.cards)},
    }
    return b


def _game(b: Board, **top):
    return b.game(default_library(), **top)


def _confront_board(code: str) -> Board:
    """P0 has 5 power at their Dilemma (wild requirement 4-5) and confronts it."""
    b = _board(code)
    b.cards[b.mane[0] - 1]["area"] = AREA
    for _ in range(4):
        b.add("PR33", 0, "play", AREA)  # orange 2 each
    return b


def test_all_dilemmas_are_implemented():
    from engine.mlp.coverage import CARRIED_OUT, coverage

    rows = {row.code: row.status for row in coverage(default_library())}
    dilemmas = [c.code for c in default_library().cards() if c.dilemma]
    missing = sorted(code for code in dilemmas if rows[code] not in CARRIED_OUT)
    # SB107: tests/engine/test_text_parts_replacement.py; MT102 (a Friend taken under your
    # control): tests/engine/test_card_texts_mt.py
    assert missing == []


def test_confronting_mt108_may_frighten_a_friend():
    """611.4, 704, 712.3: confronting the Dilemma (a Problem in play) triggers its text."""
    b = _confront_board("MT108")
    foe = b.add("PR60", 1, "play", "problem:1")
    g = _game(b, phase="score", step="confront")
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"]


def test_mt101_puts_a_critter_token_at_each_problem():
    b = _confront_board("MT101")
    g = _game(b, phase="score", step="confront")
    answer(g, "yes")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert sorted(g.card(i)["area"] for i in tokens) == sorted(g.problems())
    assert all(g.card(i)["ctrl"] == 0 for i in tokens)


def test_de110_scores_a_point_when_solved():
    """613.1: the Dilemma becomes solved, its trigger scores for its controller, then it is
    replaced (522.3a: to the discard pile)."""
    b = _confront_board("DE110")
    for _ in range(2):
        b.add("PR60", 1, "play", AREA)  # P1 meets the requirement too: a Problem faceoff
    g = _game(b, phase="score", step="confront")
    pass_until(g, phase="end")
    assert "612.2" in rules_cited(g)
    scored = [t for _, r, t in g.log if r == "712" and t.startswith("P0 scores 1")]
    assert scored and AREA not in g.s["areas"]


def test_sb117_controller_flips_an_additional_card_in_every_faceoff():
    """514.3a: "You flip an additional card during faceoffs" for the Dilemma's controller."""
    b = _board("SB117")
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    flips = [t for _, r, t in g.log if r == "514.3" and t.startswith("P0 flips")]
    assert len(flips) == 2


def test_ll112_cannot_be_confronted():
    b = _confront_board("LL112")
    g = _game(b, phase="score", step="confront")
    assert g.s["players"][0]["score"] == 0
    assert power.requirements(g, 0, AREA) is None


def test_ll115_needs_more_power_during_the_opponents_turn_only():
    b = _board("LL115", owner=1)
    g = _game(b)  # P0's turn: P1 owns the Dilemma
    printed = g.spec(g.s["areas"][AREA]["problem"]).confront_opp
    assert power.required_total(power.requirements(g, 0, AREA)) == printed + 2
    g2 = _game(_board("LL115", owner=0))
    own = g2.spec(g2.s["areas"][AREA]["problem"]).confront_owner
    assert power.required_total(power.requirements(g2, 0, AREA)) == sum(r[2] for r in own)


def test_ff112_troublemakers_cant_be_played_there():
    b = _board("FF112", owner=1)
    b.players[0] = {"tokens": 2}
    tm = b.add("PR157", 0, "hand")
    g = _game(b)
    assert f"tm|{tm}|problem:1" in keys(g)
    assert f"tm|{tm}|{AREA}" not in keys(g)


def test_ff116_next_friend_costs_two_less_this_turn():
    """708.2: the discount applies to the next Friend only, and only this turn."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR12", 0, "play", "home:0")  # blue 2 for the requirement
    dilemma = b.add(_id("FF116"), 0, "hand")
    friend = b.add("PR33", 0, "hand")  # cost 2
    g = _game(b)
    answer(g, f"play|{dilemma}|dilemma")
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == 0  # the Friend now costs 0
    answer(g, f"play|{friend}|home:0")
    assert any(g.spec(i).code == "PR33" for i in g.characters(0))
    assert "discount:0:friend" not in g.s["flags"]


def test_mt105_puts_a_troublemaker_from_hand_into_play_face_up():
    b = Board()
    b.players[0] = {"tokens": 1}
    for _ in range(2):
        b.add("PR54", 0, "play", "home:0")  # purple for the requirement
    dilemma = b.add(_id("MT105"), 0, "hand")
    tm = b.add("PR157", 0, "hand")
    g = _game(b)
    answer(g, f"play|{dilemma}|dilemma")
    answer(g, "yes")
    answer(g, "problem:1")
    (put,) = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    assert g.card(put)["area"] == "problem:1" and not g.card(put)["face_down"]
    assert tm not in g.s["cards"]


def test_mt105_two_epic_troublemakers_of_both_players_the_player_who_had_priority_repairs():
    """Judge: P0 plays Nightmare Scenario and puts King Sombra (Epic) face-up at problem:1,
    where P1's Ahuizotl (Epic) is face up: both violate uniqueness (516.4a), both are Epic so
    either may go (516.4b), and the cards are of both players, so P0, who most recently had
    priority, chooses (516.2a), not P1 because Ahuizotl came first."""
    b = Board()
    b.players[0] = {"tokens": 1}
    for _ in range(2):
        b.add("PR54", 0, "play", "home:0")  # purple for the requirement
    dilemma = b.add(_id("MT105"), 0, "hand")
    b.add("CG205", 0, "hand")  # King Sombra
    ahuizotl = b.add("PR152", 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"play|{dilemma}|dilemma")
    answer(g, "yes")
    answer(g, "problem:1")
    assert g.pending().kind == "uniqueness" and g.pending().player == 0
    (sombra,) = [i for i in g.s["play"] if g.spec(i).code == "CG205"]
    assert sorted(keys(g)) == sorted([f"card:{ahuizotl}", f"card:{sombra}"])
    answer(g, f"card:{ahuizotl}")
    assert ahuizotl not in g.s["cards"] and sombra in g.s["play"]


def test_de111_the_chosen_troublemaker_does_not_block_confronting_this_turn():
    """611.3e does not apply to the chosen Troublemaker for P0, this turn only."""
    b = _confront_board("DE111")
    tm = b.add("PR157", 1, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")  # blue 1
    b.add("PR33", 0, "play", "problem:0")  # orange 2: P0 meets problem:0's requirements
    g = _game(b, phase="score", step="confront")
    # the only opposing Troublemaker is chosen without asking; then P0 confronts problem:0 too
    assert len([t for _, r, t in g.log if r == "611.1" and t.startswith("P0 confronts")]) == 2
    assert g.s["flags"]["unblocked:0"] == [3, tm]  # turn 3 only


def test_mt107_counters_on_each_of_your_friends_at_the_chosen_problem():
    b = _confront_board("MT107")
    elsewhere = b.add("PR20", 0, "play", "problem:1")
    g = _game(b, phase="score", step="confront")
    answer(g, "problem:1")
    answer(g, "yes")
    assert g.card(elsewhere)["counters"].get("power") == 1


def test_mt103_replaces_another_problem():
    """613.2 on another Problem: it goes to the bottom of its deck, the next one enters play."""
    b = _confront_board("MT103")
    b.add("PR168", 1, "problem_deck")
    g = _game(b, phase="score", step="confront")
    old = g.problem_card("problem:1")
    answer(g, "yes")
    answer(g, "problem:1")
    assert g.problem_card("problem:1") != old and old not in g.s["cards"]


def test_sb112_your_troublemakers_get_power_until_your_next_turn():
    b = _board("SB112")
    b.players[0] = {"tokens": 2}
    mine = b.add("PR157", 0, "play", "problem:1")
    pony = b.add("PR20", 0, "play", "home:0")
    g = _game(b)
    answer(g, f"move|{pony}|{AREA}")
    assert any(r == "708.2" and f"#{mine} gets +2 power" in t for _, r, t in g.log)
    (mod,) = [m for m in g.s["mods"] if m["target"] == mine]
    assert mod["until"] == "next_turn:0"


def test_sb109_delay_counters_tax_the_opponents_moves_until_they_move_there():
    """The counter is put at the end of P0's turn; P1 pays +1 per counter to move there;
    P1 moving a character there removes them."""
    b = _board("SB109")
    tactics = len(b.cards)
    g = _game(b)
    pass_until(g, kind="may")
    answer(g, "yes")
    answer(g, "problem:1")
    problem = g.problem_card("problem:1")
    assert g.card(problem)["counters"]["delay"] == 1
    assert power.move_cost_base(g, 1, "problem:1") == 3
    assert power.move_cost_base(g, 0, "problem:1") == 2
    g.move(g.s["players"][1]["mane"], "problem:1", 1, "609.2b")
    answer(g, "pass")  # the triggered effect is processed before the next priority (712.1)
    assert "delay" not in g.card(problem)["counters"]
    # put and removed as every counter is (519.1, 519.3): the log names the Problem card
    read = [row.text for row in view.log_rows(g)]
    assert f"{g.name(problem)} gets a Delay counter (1 in all; by the text of {g.name(tactics)})" in read
    assert f"A Delay counter is removed from {g.name(problem)} (by the text of {g.name(tactics)})" in read


def test_an_unblocked_troublemaker_blocks_again_next_turn():
    """611.3e applies again once the turn the choice was made in has ended."""
    b = Board()
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b)
    g.s["flags"]["unblocked:0"] = [g.s["turn"], tm]
    assert not power.blocked_by_troublemaker(g, 0, "problem:0")
    assert power.blocked_by_troublemaker(g, 1, "problem:0") is False  # P1's own Troublemaker
    g.s["turn"] += 1
    assert power.blocked_by_troublemaker(g, 0, "problem:0")


def test_mt102_a_dilemma_replaced_once_confronted_leaves_no_faceoff_to_perform():
    """612.2, 522.3: P0 confronts Invasion of the Changelings and takes Pinkie Pie & Twilight
    Sparkle, Bait and Switch from P1's discard pile ("When this card enters play, you may
    replace a Problem"), which replaces the Dilemma: its area is gone, so the Faceoff Step has
    no "that Problem" to perform a Problem Faceoff at, though P1 had met its requirement there.
    The Faceoff Step looked for the area and stopped the game (whole-pool game 74789)."""
    b = _confront_board("MT102")
    for _ in range(3):
        b.add("PR60", 1, "play", AREA)  # P1 could also confront the Dilemma
    pair = b.add("SB34", 1, "discard")
    g = _game(b, phase="score", step="confront")
    answer(g, f"card:{pair}")
    answer(g, "problem:0")
    answer(g, "yes")
    answer(g, AREA)
    assert AREA not in g.s["areas"]
    pass_until(g, phase="end")
    assert "P0 confronted has left play" in log_text(g)
    assert g.s["faceoff"] is None and "514.4" not in rules_cited(g)
