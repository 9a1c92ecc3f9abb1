"""Texts printed on one card of Premiere, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from itertools import groupby

from engine.mlp.api import default_library
from engine.mlp.cards.model import ConfrontRequirement
from engine.mlp.effects.faceoffs import extra_flips
from engine.mlp.state.library import CardLibrary
from engine.mlp.values import power
from tests.engine.card_play import (
    CRITTER,
    FILLERS,
    confront_own,
    problem_faceoff,
    start_challenge,
    tm_faceoff,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_once,
    ruled_confront_library,
    shipped_game,
    zone_codes,
)


def test_pr196_wrapping_up_winter_the_first_friend_played_here_gains_two():
    b = Board(problems=("PR168", "PR196"))
    b.players[0] = {"tokens": 9}
    b.add("PR60", 0, "play", "home:0")
    first = b.add("PR12", 0, "hand")
    second = b.add("PR12", 0, "hand")
    elsewhere = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{elsewhere}|problem:0")
    assert g.s["players"][0]["tokens"] == 9 - 2  # another Problem: nothing
    answer(g, f"play|{first}|problem:1")
    assert g.s["players"][0]["tokens"] == 9 - 2 - 2 + 2
    answer(g, f"play|{second}|problem:1")
    assert g.s["players"][0]["tokens"] == 9 - 2 - 2 + 2 - 2  # only the first


def test_pr171_795_wing_power_resources_on_characters_here_cost_one_less():
    b = Board(problems=("PR171", "PR190"))
    here = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    elsewhere = b.add("PR36", 0, "play", "problem:1")
    hat = b.add("PR139", 0, "hand")  # Hard Hat: a Resource played on a Friend, cost [1]
    g = shipped_game(b)
    assert power.play_cost(g, 0, hat, "problem:0", here) == 0
    assert power.play_cost(g, 0, hat, "problem:0", theirs) == 0  # any character here
    assert power.play_cost(g, 0, hat, "problem:1", elsewhere) == 1


def test_pr137_focused_study_bars_the_opponents_small_friends_from_its_problem():
    b = Board()
    b.players[1] = {"tokens": 9}
    b.add("PR137", 0, "play", "problem:0", host=b.problem[0])
    small = b.add("PR12", 1, "hand")  # 2 power
    big = b.add("PR36", 1, "hand")  # 3 power
    mine = b.add("PR12", 0, "hand")
    g = shipped_game(b, turn_player=1)
    offered = keys(g)
    assert f"play|{small}|problem:0" not in offered and f"play|{small}|problem:1" in offered
    assert f"play|{big}|problem:0" in offered
    b.players[0] = {"tokens": 9}
    g = shipped_game(b)
    assert f"play|{mine}|problem:0" in keys(g)  # its controller's own Friends are not barred


def test_pr205_octavia_virtuoso_taxes_opponents_moving_to_or_from_her_problem():
    b = Board()
    b.players[1] = {"tokens": 3}
    b.add("PR205", 0, "play", "problem:0")
    leaving = b.add("PR12", 1, "play", "problem:0")
    coming = b.add("PR12", 1, "play", "home:1")
    mine = b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b, turn_player=1)
    assert power.move_cost(g, 1, leaving, "problem:1") == 2 + 2
    assert power.move_cost(g, 1, leaving, "home:1") == 2 + 2
    assert power.move_cost(g, 1, coming, "problem:0") == 2 + 2
    assert power.move_cost(g, 1, coming, "problem:1") == 2  # neither to nor from her Problem
    assert power.move_cost(g, 0, mine, "problem:0") == 2  # her controller's own moves
    offered = keys(g)  # P1 has 3 action tokens
    assert f"move|{coming}|problem:1" in offered
    assert f"move|{coming}|problem:0" not in offered and not any(k.startswith(f"move|{leaving}|") for k in offered)


def test_pr205_octavia_virtuoso_at_home_taxes_nothing():
    b = Board()
    b.add("PR205", 0, "play", "home:0")
    theirs = b.add("PR12", 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    assert power.move_cost(g, 1, theirs, "problem:0") == 2


def test_pr84_fluttershy_animal_team_makes_the_next_kindness_friend_cost_one_less():
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # yellow power for the play requirement
    shy = b.add("PR84", 0, "hand")
    orange = b.add("PR33", 0, "hand")  # Red Gala: not a Kindness Friend
    yellow = b.add("PR81", 0, "hand")  # Blue Jay, a Kindness Friend
    again = b.add("PR81", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{shy}|home:0")
    jay = g.spec(yellow).cost
    assert power.play_cost(g, 0, yellow, "home:0", None) == jay - 1
    assert power.play_cost(g, 0, orange, "home:0", None) == g.spec(orange).cost
    answer(g, f"play|{orange}|home:0")  # does not spend it
    before = g.s["players"][0]["tokens"]
    answer(g, f"play|{yellow}|home:0")
    assert g.s["players"][0]["tokens"] == before - (jay - 1)
    assert power.play_cost(g, 0, again, "home:0", None) == jay  # spent by the first


def _confronting(b: Board, lib: CardLibrary | None = None):
    """P0's Score Phase at the confront step, up to the first choice asked of P0 (on the
    shipped cards unless `lib` is given)."""
    g = b.game(lib or default_library(), phase="score", step="confront", start="score")
    for _ in range(20):
        d = g.pending()
        if d is None or d.kind == "target":
            break
        answer(g, keys(g)[0])
    return g


def test_pr163_kitchen_au_flambe_the_first_confronter_may_take_back_a_one_power_friend():
    b = Board(problems=("PR163", "PR190"))
    for code in ("PR79", "PR12"):  # 2 white and 2 not white
        b.add(code, 0, "play", "problem:0")
    small = b.add("PR20", 0, "discard")  # 1 power
    b.add("PR12", 0, "discard")  # 2 power: not offered
    b.add("PR20", 1, "discard")  # the opponent's: not offered
    g = _confronting(b)
    assert keys(g) == ["none", f"card:{small}"]
    answer(g, f"card:{small}")
    assert zone_codes(g, 0, "hand").count("PR20") == 1
    assert g.s["flags"][f"first_confront:{b.problem[0]}"] is True


def test_pr165_bunny_stampede_the_first_confronter_may_dismiss_a_resource_on_an_opposing_friend_here():
    """The card data leaves the color of Bunny Stampede's second owner requirement blank, so
    nobody confronts it in play (209.1); here a judge rules it 2 Wild to see its text at work."""
    b = Board(problems=("PR165", "PR190"))
    b.add("PR81", 0, "play", "problem:0")  # 2 yellow
    b.add("PR12", 0, "play", "problem:0")  # 2 blue, for the ruled 2 Wild
    theirs = b.add("PR36", 1, "play", "problem:0")
    hat = b.add("PR139", 1, "play", "problem:0", host=theirs)
    elsewhere = b.add("PR36", 1, "play", "problem:1")
    b.add("PR139", 1, "play", "problem:1", host=elsewhere)  # not here: not offered
    g = _confronting(b, ruled_confront_library("PR165", ConfrontRequirement("wild", None, 2)))
    assert keys(g) == ["none", f"card:{hat}"]
    answer(g, f"card:{hat}")
    assert hat not in g.s["play"] and "PR139" in zone_codes(g, 1, "discard")


def test_pr181_not_enough_pinkie_pies_moving_a_laughter_character_to_company_may_draw():
    b = Board(problems=("PR181", "PR190"))
    b.players[0] = {"tokens": 9}
    b.add("PR36", 0, "play", "problem:0")  # a Laughter Friend already there
    pink = b.add("PR36", 0, "play", "home:0")
    blue = b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{blue}|problem:0")  # not a Laughter character: nothing
    assert g.pending().kind == "priority"
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"move|{pink}|problem:0")
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1


def test_pr181_not_enough_pinkie_pies_needs_a_laughter_character_of_the_movers_own_there():
    b = Board(problems=("PR181", "PR190"))
    b.players[0] = {"tokens": 9}
    b.add("PR36", 1, "play", "problem:0")  # the opponent's Laughter Friend
    pink = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{pink}|problem:0")
    assert g.pending().kind == "priority"


def test_pr210_nightmare_moon_uncovered_all_players_discard_their_hands_and_draw_three():
    b = Board()
    b.add("PR210", 0, "play", "problem:1", face_down=True)
    for _ in range(2):
        b.add("PR33", 0, "hand")
    for _ in range(4):
        b.add("PR79", 1, "hand")
    g = shipped_game(b, phase="score", step="end", turn_player=1)  # P0's turn begins, then the uncover step
    while g.pending().kind == "trigger_order":
        answer(g, option_with(g, "When this card is uncovered"))
    assert zone_codes(g, 0, "discard").count("PR33") == 2
    assert zone_codes(g, 1, "discard") == ["PR79"] * 4
    assert [len(p["hand"]) for p in g.s["players"]] == [3, 3]


def test_pr210_nightmare_moon_all_players_discard_before_any_player_draws():
    """801: "all players discard all the cards in their hand then draw 3 cards" is each
    instruction carried out for every player before the next: both hands are discarded, P0's
    first (the turn player), then both players draw. Before, P0 discarded and drew 3 before
    P1 discarded."""
    b = Board()
    b.add("PR210", 0, "play", "problem:1", face_down=True)
    b.add("PR33", 0, "hand")
    b.add("PR79", 1, "hand")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    while g.pending().kind == "trigger_order":
        answer(g, option_with(g, "When this card is uncovered"))
    said = [line.split(": ", 1)[1] for line in log_text(g).splitlines() if " discards " in line or " draws " in line]
    told = [" ".join(line.split()[:2]) for line in said if "Nightmare Moon" in line]
    assert [who for who, _ in groupby(told)] == ["P0 discards", "P1 discards", "P0 draws", "P1 draws"], said


def test_pr210_nightmare_moon_each_player_discards_a_random_card_as_their_troublemaker_phase_starts():
    b = Board()
    b.add("PR210", 0, "play", "problem:1")  # face-up
    for _ in range(2):
        b.add("PR33", 0, "hand")
    for _ in range(4):
        b.add("PR79", 1, "hand")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    assert len(zone_codes(g, 0, "discard")) == 1 and zone_codes(g, 1, "discard") == []
    assert len(g.s["players"][0]["hand"]) == 2 + 1 - 1
    b = Board()
    b.add("PR210", 0, "play", "problem:1")
    for _ in range(4):
        b.add("PR79", 1, "hand")
    g = shipped_game(b, phase="score", step="end", turn_player=0)  # P1's turn begins
    assert len(zone_codes(g, 1, "discard")) == 1 and zone_codes(g, 0, "discard") == []
    assert len(g.s["players"][1]["hand"]) == 4 + 1 - 1  # (with the card drawn in the Draw Step)


def test_pr202_screwy_barking_mad_opponents_confront_her_problem_only_with_three_characters_there():
    b = Board()
    b.add("PR202", 1, "play", "problem:0")
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") is None  # two characters there: not enough
    assert power.requirements(g, 0, "problem:1") is not None  # another Problem
    assert power.requirements(g, 1, "problem:0") is not None  # not her controller
    b.cards[b.mane[0] - 1]["area"] = "problem:0"  # a third character of P0's
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") is not None


def test_pr206_rarity_truly_outrageous_may_go_home_to_score_that_problems_bonus():
    b = Board(problems=("CN180", "PR190"))  # Hungry Hungry House Guest: 2 yellow + 1 non-yellow, bonus 1
    b.add("PR81", 0, "play", "problem:0")
    rarity = b.add("PR206", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront", start="score")
    while g.pending().kind != "may" or "Move" not in g.pending().prompt:
        answer(g, keys(g)[0])
    answer(g, "yes")
    assert g.card(rarity)["area"] == "home:0"
    assert g.s["players"][0]["score"] == 1 + 1  # the confront's point and the bonus


def test_prpf4_twilight_sparkle_research_student_may_go_home_to_gain_an_action_token():
    b = Board(problems=("CN180", "PR190"))  # Hungry Hungry House Guest: 2 yellow + 1 non-yellow
    b.players[0] = {"tokens": 0}
    b.add("PR81", 0, "play", "problem:0")
    twilight = b.add("PRpf4", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront", start="score")
    while g.pending().kind != "may" or "Move" not in g.pending().prompt:
        answer(g, keys(g)[0])
    answer(g, "yes")
    assert g.card(twilight)["area"] == "home:0"
    assert "P0 gains 1 action token" in log_text(g) and g.s["players"][0]["score"] == 1


def test_pr146_picnic_lunch_three_kindness_friends_at_the_faceoffs_problem_flip_one_more():
    b = Board()
    b.add("PR146", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR81", 0, "play", "problem:0")  # Blue Jay: a Kindness Friend
    b.add("PR81", 0, "play", "problem:1")
    for _ in range(3):
        b.add("PR81", 1, "play", "problem:1")  # the opponent's do not count for them
    g = shipped_game(b)
    assert extra_flips(g, 0) == 0  # no faceoff
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert extra_flips(g, 0) == 1 and extra_flips(g, 1) == 0
    g.s["faceoff"]["areas"] = ["problem:1"]  # only one of P0's there
    assert extra_flips(g, 0) == 0


def test_pr24_applejack_barn_raiser_lends_her_power_to_another_honesty_friend_for_the_turn():
    b = Board()
    aj = b.add("PR24", 0, "play", "home:0")
    gala = b.add("PR33", 0, "play", "home:0")  # an Honesty Friend
    theirs = b.add("PR33", 1, "play", "home:1")  # "another" Honesty Friend: either player's
    b.add("PR12", 0, "play", "home:0")  # not Honesty: not offered
    g = shipped_game(b)
    answer(g, f"act|{aj}|")
    assert set(keys(g)) == {f"card:{gala}", f"card:{theirs}"}
    answer(g, f"card:{gala}")
    assert g.card(aj)["exhausted"]
    assert power.power(g, gala) == 2 + 2
    g.expire_mods("turn")
    assert power.power(g, gala) == 2


def test_pr93_sea_swirl_porpoiseful_at_a_problem_gathers_up_to_three_of_your_critters():
    b = Board()
    swirl = b.add("PR93", 0, "play", "problem:0")
    critters = [b.add("PR81", 0, "play", "home:0") for _ in range(4)]  # Blue Jay: a Critter Friend
    b.add("PR36", 0, "play", "home:0")  # not a Critter
    b.add("PR81", 1, "play", "home:1")  # not yours
    g = shipped_game(b)
    answer(g, f"act|{swirl}|")
    assert set(keys(g)) == {f"card:{i}" for i in critters} and g.pending().max == 3
    answer(g, *[f"card:{i}" for i in critters[:3]])
    assert [g.card(i)["area"] for i in critters] == ["problem:0"] * 3 + ["home:0"]
    assert g.card(swirl)["exhausted"]


def test_pr93_sea_swirl_porpoiseful_offers_only_critters_that_can_go_to_her_problem():
    """On Royal Dress Rehearsal ("Friends without Resources on them can't be moved here") only
    a Critter Friend with a Resource on it can be gathered there: one without is not offered
    (705.2e)."""
    b = Board(problems=("CN184", "PR190"))
    swirl = b.add("PR93", 0, "play", "problem:0")
    bare = b.add("PR81", 0, "play", "home:0")
    dressed = b.add("PR81", 0, "play", "home:0")
    b.add("PR139", 0, "play", "home:0", host=dressed)  # Hard Hat on it
    g = shipped_game(b)
    answer(g, f"act|{swirl}|")
    assert keys(g) == [f"card:{dressed}"] and f"card:{bare}" not in keys(g)


def test_pr93_sea_swirl_porpoiseful_paid_for_with_no_critter_to_move_says_nothing_happens():
    """Judge scenario (703.1d, 705.2e; whole-pool games): Sea Swirl at a Problem with no Critter
    Friend to move is exhausted for nothing. The log went from her exhausting straight on, as if
    the text had not resolved; it says what found nothing, as every text that did nothing does,
    quoting what the cost paid for, not the cost."""
    b = Board()
    swirl = b.add("PR93", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "home:0")  # not a Critter
    g = shipped_game(b)
    answer(g, f"act|{swirl}|")
    assert g.card(swirl)["exhausted"] and g.pending().kind == "priority"
    assert log_text(g).endswith(
        f"{g.name(swirl)} becomes exhausted\n705.2e: Nothing happens: “Move up to 3 of your Critter Friends to "
        f"that Problem” finds nothing to act on (by the text of {g.name(swirl)})")


def test_pr93_sea_swirl_porpoiseful_is_not_offered_at_home():
    b = Board()
    swirl = b.add("PR93", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{swirl}|") for k in keys(g))


def test_pr88_lilac_links_superstitious_takes_five_power_from_a_dressed_friend_in_a_problem_faceoff():
    b, _, theirs, _ = problem_faceoff()
    lilac = b.add("PR88", 0, "play", "home:0")
    b.add("PR139", 1, "play", "problem:1", host=theirs[0])  # a Resource on one of P1's Friends
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None and g.s["faceoff"]["kind"] == "problem"
    answer(g, f"act|{lilac}|")
    # (an activated ability's instructions, followed as the action resolves: 705.2e)
    notes = [text for _, rule, text in g.log if rule == "705.2e" and "-5 power" in text]
    assert notes == [f"Red Gala, Favorite Cousin #{theirs[0]} gets -5 power until the end of the faceoff (by the text "
                     f"of Lilac Links, Superstitious #{lilac})"]
    assert f"Lilac Links, Superstitious #{lilac} becomes exhausted" in log_text(g)  # (then the faceoff ran on)


def test_pr213_applejack_farm_foremare_may_take_a_revealed_resource_and_bottom_the_rest():
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")  # orange for her requirement
    deck = [b.deck_top(code, 0) for code in ("PR36", "PR12", "PR139", "PR60", "PR113")]  # top: Event
    aj = b.add("PR213", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{aj}|home:0")
    answer(g, "yes")
    hat = deck[2]
    assert keys(g) == ["none", f"card:{hat}"]  # the only revealed Resource
    answer(g, f"card:{hat}")
    while g.pending().kind == "order":
        answer(g, keys(g)[0])
    mine = g.s["players"][0]["deck"]
    assert "PR139" in zone_codes(g, 0, "hand")
    assert sorted(g.spec(i).code for i in mine[:4]) == sorted(["PR36", "PR12", "PR60", "PR113"])  # at the bottom
    assert len(mine) == 10 + 4


def test_pr138_golden_oak_library_pays_to_take_a_revealed_event_and_put_the_rest_back_on_top():
    b = Board()
    b.players[0] = {"tokens": 3}
    library = b.add("PR138", 0, "play", "home:0")
    deck = [b.deck_top(code, 0) for code in ("PR12", "PR113", "PR36")]  # top: Apple Brown Betty
    g = shipped_game(b)
    answer(g, f"act|{library}|")
    assert g.card(library)["exhausted"] and g.s["players"][0]["tokens"] == 2
    assert keys(g) == ["none", f"card:{deck[1]}"]
    answer(g, f"card:{deck[1]}")
    answer(g, f"card:{deck[0]}")  # Emerald Green goes on top first, then Apple Brown Betty over it
    assert zone_codes(g, 0, "deck")[-2:] == ["PR12", "PR36"] and "PR113" in zone_codes(g, 0, "hand")


def test_pr203_twilight_sparkle_ursa_vanquisher_goes_to_hand_to_send_two_opposing_characters_home():
    b = Board()
    twilight = b.add("PR203", 0, "play", "problem:0")
    first = b.add("PR36", 1, "play", "problem:0")
    second = b.add("PR36", 1, "play", "problem:1")
    b.add("PR36", 1, "play", "home:1")  # at home already: not offered
    g = shipped_game(b)
    answer(g, f"act|{twilight}|")
    assert "PR203" in zone_codes(g, 0, "hand")
    assert set(keys(g)) == {f"card:{first}", f"card:{second}"} and g.pending().max == 2
    answer(g, f"card:{first}", f"card:{second}")
    assert g.card(first)["area"] == "home:1" and g.card(second)["area"] == "home:1"


def test_pr203_twilight_sparkle_ursa_vanquisher_is_not_offered_at_home():
    b = Board()
    twilight = b.add("PR203", 0, "play", "home:0")
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{twilight}|") for k in keys(g))


def test_pr17_scootaloo_creature_catcher_plays_a_troublemaker_for_free():
    b = Board()
    b.players[0] = {"tokens": 0}  # a Troublemaker would cost 1 (609.2c)
    scootaloo = b.add("PR17", 0, "play", "home:0")
    tm = b.add("PR157", 0, "hand")
    b.add("PR36", 0, "hand")  # not a Troublemaker
    g = shipped_game(b, phase="main", step="main")
    assert not any(k.startswith("tm|") for k in keys(g))
    answer(g, f"act|{scootaloo}|")
    if g.pending().kind == "target":
        assert keys(g) == [f"card:{tm}"]
        answer(g, f"card:{tm}")
    answer(g, "problem:1")
    played = [i for i in g.at("problem:1") if g.spec(i).code == "PR157"]
    assert len(played) == 1 and g.card(played[0])["face_down"] and g.card(played[0])["ctrl"] == 0
    assert g.card(scootaloo)["exhausted"] and g.s["players"][0]["tokens"] == 0
    assert zone_codes(g, 0, "hand") == ["PR36"]


def _gabby(whites: int) -> tuple:
    """Who is Gabby Gums? as P0's Problem with `whites` of P0's [Generosity] Friends and a pink
    one there; P0 in their Main Phase with tokens to move."""
    b = Board(problems=("PR180", "PR190"))
    b.players[0] = {"tokens": 3}
    white = [b.add("PR79", 0, "play", "problem:0") for _ in range(whites)]
    pink = b.add("PR36", 0, "play", "problem:0")
    return shipped_game(b), white, pink


def test_pr180_who_is_gabby_gums_keeps_characters_without_generosity_there():
    g, white, pink = _gabby(3)
    moves = [k for k in keys(g) if k.startswith("move|")]
    assert not any(k.startswith(f"move|{pink}|") for k in moves)
    assert any(k.startswith(f"move|{white[0]}|") for k in moves)  # [Generosity] characters still move
    assert any(k.startswith(f"move|{g.s['players'][0]['mane']}|") for k in moves)  # not there: moves


def test_pr180_who_is_gabby_gums_lets_them_go_with_two_generosity_characters():
    g, _, pink = _gabby(2)
    assert any(k.startswith(f"move|{pink}|") for k in keys(g))


def _first_totals(p0: tuple[str, ...]) -> tuple[str, int]:
    """A Problem faceoff with `p0` on P0's side, Full Steam (4) then Sweetie Sunrise (1) on top
    of P1's deck: the log and P1's first power total."""
    b, _, _, _ = problem_faceoff(p0=p0)
    b.deck_top("PR20", 1)
    b.deck_top("PR31", 1)
    g = shipped_game(b, phase="score", step="confront")
    text = log_text(g)
    line = next(line for line in text.splitlines() if "Power totals" in line)
    return text, int(line.rsplit("P1 ", 1)[1])


def test_pr67_featherweight_makes_the_opponent_flip_another_card_and_ignore_the_highest():
    plain_log, plain = _first_totals(("PR60", "PR60", "PR60"))
    log, total = _first_totals(("PR60", "PR60", "PR67"))
    first_flips = [line for line in log.splitlines() if line.startswith("514.3: P1 flips")]
    assert len(first_flips) == 2 and len([ln for ln in plain_log.splitlines() if ln.startswith("514.3: P1 flips")]) == 1
    assert total == plain - 4 + 1  # Full Steam (4) is ignored, Sweetie Sunrise (1) counts
    assert len([line for line in log.splitlines() if line.startswith("514.3: P0 flips")]) == 1  # its own side: 1


def test_pr83_fluttershy_guidance_counselor_takes_one_of_the_tokens_an_opponent_receives():
    b = Board()
    b.players[0] = {"tokens": 3}
    fluttershy = b.add("PR83", 0, "play", "home:0")
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{fluttershy}|") for k in keys(g))  # nobody received any
    answer(g, "pass")  # P1's turn begins: P1 gains action tokens (604.1)
    assert g.s["turn_player"] == 1 and g.pending().player == 0
    received = g.s["players"][1]["tokens"]
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{fluttershy}|")))
    assert g.s["players"][1]["tokens"] == received - 1 and g.card(fluttershy)["exhausted"]
    assert g.s["players"][0]["tokens"] == 3


def _activate(g, iid: int) -> None:
    """Activate the card's ability, taking the first option of each question it asks."""
    answer(g, f"act|{iid}|")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])


def test_pr83_fluttershy_readied_answers_the_second_of_two_equal_gains():
    """512.4c: a reaction answers one occurrence of its condition. P1 receives [1] twice in
    P0's Main Phase (High Tea LL110 twice, Glass of Water HM89 taking one back between), so
    two equal occurrences are open; Fluttershy PR83 answers one, Rainbow Dash PR15 readies
    her, and the other occurrence is still hers to answer (answering one must not mark the
    other as answered because both gains were of the same amount)."""
    b = Board()
    b.players[0] = {"tokens": 5}  # odd: High Tea gives P0 nothing
    b.players[1] = {"tokens": 2}
    fluttershy = b.add("PR83", 0, "play", "home:0")
    dash = b.add("PR15", 0, "play", "home:0")
    teas = [b.add("LL110", 0, "play", "home:0") for _ in range(2)]
    water = b.add("HM89", 0, "hand")
    b.add("PR60", 0, "play", "home:0")  # (purple for Glass of Water's play requirement)
    g = shipped_game(b)
    _activate(g, teas[0])
    answer(g, f"play|{water}|")  # (the only mode it can follow: P1 loses [1], P0 gains [1])
    assert g.s["players"][1]["tokens"] == 2
    _activate(g, teas[1])
    assert g.s["players"][1]["tokens"] == 3
    gains = [ev for ev in g.s["reactions"] if ev["event"] == "gained" and ev["player"] == 1]
    assert [ev["amount"] for ev in gains] == [1, 1] and gains[0]["n"] != gains[1]["n"]
    answer(g, f"act|{fluttershy}|")
    assert g.pending().kind == "reaction" and len(set(keys(g))) == 2  # which of the two gains
    answer(g, keys(g)[0])
    assert g.s["players"][1]["tokens"] == 2 and g.card(fluttershy)["exhausted"]
    _activate(g, dash)  # (the first card it may ready is Fluttershy)
    assert not g.card(fluttershy)["exhausted"]
    _activate(g, fluttershy)  # the other gain
    assert g.s["players"][1]["tokens"] == 1
    assert not any(k.startswith(f"act|{fluttershy}|") for k in keys(g))  # both answered


def test_pr19_solar_wind_at_home_has_no_problem_for_a_pegasus_friend_to_be_played_to():
    """ "When you play a Pegasus Friend to this card's Problem, you may exhaust this card. If you
    do, gain [1]": a card at home has no Problem, so a Pegasus played to that home triggers
    nothing ("here" would be the home, 501.4); played to her Problem, it does."""
    b = Board()
    b.players[0] = {"tokens": 9}
    home = b.add("PR19", 0, "play", "home:0")
    away = b.add("PR19", 0, "play", "problem:0")
    first = b.add("PR8", 0, "hand")  # Cerulean Skies, a Pegasus Friend
    second = b.add("PR8", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{first}|home:0")
    assert g.pending().kind == "priority" and not g.card(home)["exhausted"]
    answer(g, f"play|{second}|problem:0")
    before = g.s["players"][0]["tokens"]
    answer(g, "yes")
    assert g.card(away)["exhausted"] and g.s["players"][0]["tokens"] == before + 1


def test_pr1_rainbow_dash_boosted_offers_only_a_friend_that_can_go_to_her_problem():
    """Boosted: "When you move this card from home to a Problem, you may pay [1] to move another
    one of your Friends from home to that Problem." On Royal Dress Rehearsal ("Friends without
    Resources on them can't be moved here") no Friend of hers at home can go there: nothing is
    offered and no action token is paid for a move that can't happen (705.2e, 508.1c)."""
    b = Board(manes=("PR1", "PR2"), problems=("CN184", "PR190"))
    b.players[0] = {"tokens": 5}
    b.cards[b.mane[0] - 1]["boosted"] = True
    friend = b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{b.mane[0]}|problem:0")
    assert g.pending().kind == "priority" and g.s["players"][0]["tokens"] == 5 - 1
    assert g.card(friend)["area"] == "home:0"
    g = shipped_game(b)
    answer(g, f"move|{b.mane[0]}|problem:1")  # another Problem: the Friend may come along
    assert g.pending().prompt.endswith(": Pay [1] to move another of your Friends from home to that Problem?")
    assert g.pending().prompt.startswith("Rainbow Dash, Flier Extraordinaire #")
    answer(g, f"card:{friend}")
    assert g.card(friend)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 5 - 1 - 1


def test_pr6_fluttershy_boosted_may_call_any_players_critter_friend_to_her_problem():
    """Boosted: "At the start of a faceoff involving this card, you may move a Critter Friend to
    this card's Problem": "a Critter Friend" names no controller, so an opponent's Critter
    Friend elsewhere may be called too (it joins the Problem faceoff on its controller's side,
    514.2b); one already there is not offered (506.2)."""
    b, _mine, _theirs, _cards = problem_faceoff(manes=("PR6", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    own = b.add(CRITTER, 0, "play", "home:0")
    opposing = b.add(CRITTER, 1, "play", "problem:0")
    there = b.add(CRITTER, 1, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().prompt.startswith("Fluttershy, Beastmaster #")
    assert g.pending().prompt.endswith(": Move a Critter Friend to this card's Problem?")
    offered = keys(g)
    assert f"card:{own}" in offered and f"card:{opposing}" in offered and f"card:{there}" not in offered
    answer(g, f"card:{opposing}")
    assert f"House Mouse, Little Pipsqueak #{opposing} is moved from Cloudbursting #3 (P0's) to Concerning Cutie Mark #4 (P1's; by the text of " in log_text(g)


def test_pr5_rarity_dazzling_fashionista_counts_the_points_of_one_score_phase_only():
    """ "When you score at least 2 points with this card during one Score Phase, turn this card
    over": a point scored with her by confronting her Problem in one Score Phase (517.2) and
    another in her next Score Phase are not 2 points during one Score Phase."""
    b, _friends = confront_own("PR168", *FILLERS, mane="PR5")
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["players"][0]["score"] == 1
    while g.s["turn"] < 6:  # P1's turn, then P0's next turn with its Score Phase
        pass_once(g)
    assert g.s["players"][0]["score"] == 2
    assert not g.card(b.mane[0])["boosted"]


def test_pr4_twilight_sparkle_boosted_asks_by_name_to_keep_a_flipped_event():
    """Boosted: "During a faceoff involving this card, if you would put a flipped Event card on
    the bottom of your deck, you may put it into your hand instead": the question of this
    replacement (710.1) names the card asking it, and the Event chosen goes to the hand."""
    b, _mine, _cards, tm = tm_faceoff(("PR36",))
    b.cards[b.mane[0] - 1].update(boosted=True, area="problem:0")
    b.deck_top("PR112", 0)  # Eeyup, flipped by P0
    g = start_challenge(b, tm)
    assert g.pending().prompt == ("Twilight Sparkle, Faithful Student #1: Put flipped Events into your hand "
                                  "instead of the bottom of your deck? (710.1)")
    answer(g, option_with(g, "Eeyup"))
    assert zone_codes(g, 0, "hand") == ["PR112"]


def _lucky_streak_beside_nightmare_moon(elsewhere: bool) -> tuple:
    """P0 plays Lucky Streak, One in a Million; P1's Purple Parasprite lies face-down at P0's
    Problem beside P1's face-up Epic Nightmare Moon, and (if `elsewhere`) another one face-down
    at P1's Problem. The game after the play, and the two face-down Troublemakers."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "home:0")  # Lucky Streak asks 1 pink
    b.add("PR210", 1, "play", "problem:0")  # Nightmare Moon: Epic, face up
    blocked = b.add("PR157", 1, "play", "problem:0", face_down=True)
    free = b.add("PR157", 1, "play", "problem:1", face_down=True) if elsewhere else None
    streak = b.add("PR41", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{streak}|home:0")
    return g, blocked, free


def test_pr41_lucky_streak_offers_no_troublemaker_an_epic_one_keeps_face_down():
    """607.1: no Troublemaker is uncovered at a Problem with a face-up Epic Troublemaker, so
    "you may uncover a face-down Troublemaker" offers only one elsewhere (705.2e), and with
    no other one the "may" is not asked."""
    g, blocked, free = _lucky_streak_beside_nightmare_moon(elsewhere=True)
    answer(g, "yes")  # the only one that can be uncovered is taken without asking
    assert not g.card(free)["face_down"] and g.card(blocked)["face_down"]
    assert "607.1" not in log_text(g)
    g, blocked, _ = _lucky_streak_beside_nightmare_moon(elsewhere=False)
    assert g.pending().kind == "priority" and g.card(blocked)["face_down"]


def test_pr41_lucky_streak_log_says_why_its_may_is_not_asked():
    """705.2e: "you may uncover a face-down Troublemaker" with the only one beside a face-up
    Epic Troublemaker (607.1) is not asked, and the log says why, as an "each" text's does."""
    g, _, _ = _lucky_streak_beside_nightmare_moon(elsewhere=False)
    last = g.log[-1]
    assert last[1:] == ("705.2e", g.as_written("P0 can choose no card to uncover: face-down Troublemaker #27 "
                                                   "can't be chosen, as the Epic Troublemaker Nightmare Moon #26 is "
                                                   "face up at problem:0"))
