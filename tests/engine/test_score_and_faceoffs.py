"""Rules 610-613 (confront, faceoff step, solve), 611.3 (confront requirements),
514 (faceoffs), 515 (flipping), 606-608 (uncover and challenge)."""

from __future__ import annotations

from functools import cache
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, rules_cited


def test_611_3_supply_rules_one_color_per_character_wild_and_not_color():
    covers = power.supply_covers
    # 611.3b: a blue-and-orange character gives its power as one color only
    assert not covers([(1, ("blue", "orange"))], [("color", "blue", 1), ("color", "orange", 1)])
    assert covers([(1, ("blue", "orange")), (1, ("orange",))], [("color", "blue", 1), ("color", "orange", 1)])
    # 611.3c: "not blue" takes any other color, and colorless power too
    assert covers([(2, ("pink",))], [("not_color", "blue", 2)])
    assert not covers([(2, ("blue",))], [("not_color", "blue", 1)])
    assert covers([(1, ("none",))], [("not_color", "blue", 1)])
    # 611.3d: wild takes excess power of the other requirements' colors
    assert covers([(3, ("blue",))], [("color", "blue", 1), ("wild", None, 2)])
    assert not covers([(3, ("blue",))], [("color", "blue", 2), ("wild", None, 2)])
    assert covers([], [("wild", None, 0)])


def _covers_by_search(supply: list[tuple[int, tuple[str, ...]]], reqs: list[tuple[str, str | None, int]]) -> bool:
    """611.3b-d by exhaustive search: each character picks one of its colors, then each
    point of power goes to a requirement accepting that color that still needs some."""
    def accepts(kind: str, color: str | None, given: str) -> bool:
        return kind == "wild" or (kind == "color" and given == color) or (kind == "not_color" and given != color)

    for pick in product(*[cols for _, cols in supply]):
        points = tuple(color for (value, _), color in zip(supply, pick, strict=True) for _ in range(value))

        @cache
        def fill(index: int, left: tuple[int, ...], points: tuple[str, ...] = points) -> bool:
            if all(n <= 0 for n in left):
                return True
            if index == len(points):
                return False
            options = [i for i, (kind, color, _) in enumerate(reqs) if left[i] > 0 and accepts(kind, color, points[index])]
            return fill(index + 1, left) or any(
                fill(index + 1, tuple(n - (i == j) for j, n in enumerate(left))) for i in options)

        if fill(0, tuple(amount for _, _, amount in reqs)):
            return True
    return False


_colors = st.sampled_from(["blue", "orange", "pink", "none"])
_supply = st.lists(st.tuples(st.integers(1, 3), st.lists(_colors, min_size=1, max_size=2, unique=True).map(tuple)),
                   max_size=4)
_reqs = st.lists(st.one_of(st.tuples(st.just("wild"), st.none(), st.integers(-1, 3)),
                           st.tuples(st.sampled_from(["color", "not_color"]), st.sampled_from(["blue", "pink"]),
                                     st.integers(0, 3))), max_size=3)


@settings(max_examples=300, deadline=None)
@given(supply=_supply, reqs=_reqs)
def test_611_3_supply_covers_agrees_with_an_exhaustive_search(supply, reqs) -> None:
    assert power.supply_covers(supply, reqs) == _covers_by_search(supply, reqs)


def _confront_board(extra_p0: list[str], at: str = "problem:0") -> Board:
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = at
    for code in extra_p0:
        b.add(code, 0, "play", at)
    return b


def test_611_confronting_own_problem_scores_a_point():
    # Cloudbursting for its owner: 1 blue + 1 not-blue. Twilight (purple 1) + Sweetie Sunrise (blue 1).
    g = _confront_board(["PR20"]).game(phase="score", step="confront")
    assert g.s["players"][0]["score"] == 1
    assert "611.4" in rules_cited(g) and "611.1" in rules_cited(g)


def test_611_requirements_not_met_scores_nothing():
    g = _confront_board([]).game(phase="score", step="confront")
    assert g.s["players"][0]["score"] == 0


def test_503_5_exhausted_characters_do_not_confront_unless_stubborn():
    b = _confront_board([])
    b.add("PR20", 0, "play", "problem:0", exhausted=True)
    assert b.game(phase="score", step="confront").s["players"][0]["score"] == 0
    b = _confront_board([])
    pony = b.add("PR20", 0, "play", "problem:0", exhausted=True)
    b.add("PR139", 0, "play", "problem:0", host=pony)  # Hard Hat: this Friend has Stubborn
    assert b.game(phase="score", step="confront").s["players"][0]["score"] == 1


def test_611_3e_opposing_face_up_troublemaker_blocks_confronting():
    b = _confront_board(["PR20"])
    b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="score", step="confront")
    assert g.s["players"][0]["score"] == 0
    b = _confront_board(["PR20"])
    b.add("PR157", 1, "play", "problem:0", face_down=True)
    assert b.game(phase="score", step="confront").s["players"][0]["score"] == 1


def _faceoff_board() -> Board:
    """P0 confronts P1's Runaway Cart (opponents need 4) with 4 power; P1 meets its own side."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"  # Twilight 1
    b.add("PR60", 0, "play", "problem:1")  # Blue Moon 2
    b.add("PR20", 0, "play", "problem:1")  # Sweetie Sunrise 1
    b.cards[b.mane[1] - 1]["area"] = "problem:1"  # Applejack: orange 1
    b.add("PR20", 1, "play", "problem:1")  # blue 1 = not orange
    b.add("PR161", 1, "problem_deck")  # the replacement Problem
    return b


def test_612_2_problem_faceoff_winner_scores_bonus_and_613_problem_is_replaced():
    b = _faceoff_board()
    g = b.game(phase="score", step="confront")
    # No player can act, so the whole score phase runs at once.
    # flips: both decks hold 1-power ponies: P0 4+1 = 5 beats P1 2+1 = 3
    s = g.s
    assert s["players"][0]["score"] == 2  # 1 for confronting + Runaway Cart's bonus 1
    cited = rules_cited(g)
    assert {"612.2", "514.3", "514.4", "514.5c", "514.6", "613.2"} <= set(cited)
    new_problem = s["areas"]["problem:1"]["problem"]
    assert g.spec(new_problem).code == "PR161"
    # its owner puts the next Problem of their Problem deck into play there
    assert ("613.2", f"P1 puts {g.name(new_problem)} into play at problem:1") in [(r, t) for _, r, t in g.log]
    assert all(g.card(i)["area"].startswith("home") for i in g.characters(0) + g.characters(1))
    # 514.6: flipped cards went to the bottom of their decks
    assert not s["players"][0]["flip"] and not s["players"][1]["flip"]


def test_612_2_the_log_names_the_problem_the_opponent_could_also_confront():
    """P0 confronted P1's Runaway Cart, and P1 meets its own side there too: the log says which
    Problem P1 could also confront and that a Problem Faceoff follows there, in words (not
    "P1 can also confront P1's Problem: Problem Faceoff")."""
    g = _faceoff_board().game(phase="score", step="confront")
    cart = next(t for _, r, t in g.log if r == "611.1").removeprefix("P0 confronts ")
    assert ("612.2", f"P1 could also confront {cart}: a Problem Faceoff is performed there") \
        in [(r, t) for _, r, t in g.log]
    assert cart.startswith("Runaway Cart #")


def test_514_4c_ties_flip_again_until_broken():
    b = _faceoff_board()
    b.add("PR38", 1, "deck")   # P1's second flip: Big Top (power 3)
    b.add("PR60", 1, "deck")   # P1's first flip: Blue Moon (power 2)... see totals below
    b.add("PR36", 1, "deck")   # P1 first flip is the top card: Apple Brown Betty, power 3
    g = b.game(phase="score", step="confront")
    # P0: 4 + 1 = 5; P1: 2 + 3 = 5 -> tie -> flip again: P0 1 (total 6), P1 2 (total 7)
    assert "514.4c" in rules_cited(g)
    assert g.s["players"][1]["score"] == 1  # P1 won the faceoff: bonus 1 of Runaway Cart


def test_612_1_multi_problem_faceoff_when_both_problems_were_confronted():
    b = Board()
    b.add("PR20", 0, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for _ in range(4):
        b.add("PR20", 0, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    b.add("PR161", 0, "problem_deck")
    g = b.game(phase="score", step="confront")
    assert g.pending().kind == "confront_order"
    answer(g, "problem:0")
    assert "612.1" in rules_cited(g)
    # P0 scored 2 for confronting both, and won the faceoff against nobody: bonus 1
    assert g.s["players"][0]["score"] == 3


def test_608_troublemaker_faceoff_defeat_scores_point_value_and_dismisses():
    b = Board()
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")  # Purple Parasprite: power 4, worth 1
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    # P0: 3 + flip 1 = 4 vs P1: 4 + flip 1 = 5 -> P0 loses: one of P0's characters goes home
    assert g.pending().kind == "send_home"
    sent = keys(g)[0]
    answer(g, sent)
    assert g.card(int(sent.split(":")[1]))["area"] == "home:0"
    assert g.s["players"][0]["score"] == 0 and tm in g.s["cards"]
    assert "514.5b" in rules_cited(g)


def test_514_5a_challenger_wins_and_defeats_the_troublemaker():
    b = Board()
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.s["players"][0]["score"] == 1
    assert tm not in g.s["cards"]
    assert "514.5a" in rules_cited(g)


def test_608_2_challenge_needs_a_character_there_and_only_opposing_troublemakers():
    b = Board()
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR157", 0, "play", "problem:0")  # own Troublemaker: can't be challenged
    b.add("PR157", 1, "play", "problem:1")  # no P0 character there
    g = b.game(phase="troublemaker", step="challenge")
    assert g.s["phase"] != "troublemaker" or g.pending().kind != "challenge"


def test_607_uncover_step_turns_the_turn_players_troublemakers_face_up():
    b = Board()
    mine = b.add("PR160", 0, "play", "problem:1", face_down=True)
    theirs = b.add("PR160", 1, "play", "problem:0", face_down=True)
    g = b.game(phase="troublemaker", step="uncover")
    assert not g.card(mine)["face_down"]
    assert g.card(theirs)["face_down"]
    assert "607.2" in rules_cited(g)


def test_516_4_two_face_up_troublemakers_of_one_player_at_a_problem_violate_uniqueness():
    b = Board()
    b.add("PR160", 0, "play", "problem:1")
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    b.players[0] = {"tokens": 0}
    g = b.game(phase="troublemaker", step="uncover")
    assert g.pending().kind == "uniqueness"
    answer(g, keys(g)[0])
    tms = [i for i in g.at("problem:1") if g.is_type(i, "troublemaker")]
    assert len(tms) == 1
    assert "516.2" in rules_cited(g)


def test_607_2_the_turn_player_chooses_the_order_to_uncover():
    b = Board()
    first = b.add("PR160", 0, "play", "problem:1", face_down=True)
    second = b.add("PR157", 0, "play", "problem:0", face_down=True)
    g = b.game(phase="troublemaker", step="uncover")
    assert g.pending().kind == "uncover_order"
    answer(g, f"card:{second}")
    assert not g.card(second)["face_down"] and not g.card(first)["face_down"]
    uncovered = [t for _, r, t in g.log if r == "607.2"]
    assert "Purple Parasprite" in uncovered[0] and "Yellow Parasprite" in uncovered[1]
