"""Texts printed on one card of Canterlot Nights (or two, with the same wording), each
played on a judge's board.

Each test names its cards' codes and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.effects import abilities
from engine.mlp.effects.steps import reaction_options
from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import (
    BLUE,
    CRITTER,
    PINK,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    activate,
    acts,
    board,
    challenge,
    confront_own,
    confronted,
    find,
    in_faceoff,
    play,
    play_entered,
    problem_enters,
    problem_faceoff,
    rich_board,
    run_turn,
    settle,
    start_challenge,
    tm_faceoff,
    win_faceoff,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    pass_once,
    pass_until,
    rules_cited,
    shipped_game,
    zone_codes,
)

MANE_POWER = 1  # Twilight Sparkle, Faithful Student and Applejack, Steadfast Farmpony (start side)


def _faceoff_at(g, area: str, kind: str = "problem", challenger: int = 0) -> None:
    """A faceoff of `kind` running at `area` (only whether one runs, where, and who challenges
    in a Troublemaker faceoff, is read)."""
    g.s["faceoff"] = {"kind": kind, "areas": [area], "challenger": challenger, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def _mane_at(b: Board, player: int, area: str) -> int:
    """Move a player's Mane Character to `area` on the board; its id."""
    mane = b.mane[player]
    b.cards[mane - 1]["area"] = area
    return mane


def test_cn169_attitude_and_pizzazz_characters_here_with_an_accessory_get_one_power():
    b = Board(problems=("CN169", "PR190"))
    dressed = b.add("PR36", 1, "play", "problem:0")
    b.add("CG149", 1, "play", "problem:0", host=dressed)  # Slick Shades: an Accessory (+1 for itself)
    hatted = b.add("PR36", 0, "play", "problem:0")
    b.add("CG152", 0, "play", "problem:0", host=hatted)  # Stone Cold: a Condition, not an Accessory
    elsewhere = b.add("PR36", 0, "play", "problem:1")
    b.add("CG149", 0, "play", "problem:1", host=elsewhere)
    g = shipped_game(b)
    assert power.power(g, dressed) == 3 + 2 + 1  # Slick Shades' own +2 (two in play), then this Problem's +1
    assert power.power(g, hatted) == 3
    assert power.power(g, elsewhere) == 3 + 2


def test_cn94_mrs_cake_your_mane_has_one_power_at_a_problem_with_this_card():
    b = Board()
    mane = _mane_at(b, 0, "problem:1")
    cake = b.add("CN94", 0, "play", "problem:1")
    theirs = _mane_at(b, 1, "problem:1")
    g = shipped_game(b)
    assert power.power(g, mane) == MANE_POWER + 1
    assert power.power(g, theirs) == MANE_POWER  # only your Mane Character
    g.move(cake, "problem:0", "")
    assert power.power(g, mane) == MANE_POWER


def test_cn94_mrs_cake_gives_nothing_at_home():
    b = Board()
    mane = b.mane[0]  # at home
    b.add("CN94", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, mane) == MANE_POWER


def test_cn168_applebucking_day_owners_mane_has_two_power_in_problem_faceoffs_only():
    b = Board(problems=("CN168", "PR190"))
    mane = _mane_at(b, 0, "problem:1")  # involved in a faceoff at another Problem
    theirs = _mane_at(b, 1, "problem:1")
    g = shipped_game(b)
    assert power.power(g, mane) == MANE_POWER
    _faceoff_at(g, "problem:1", "problem")
    assert power.power(g, mane) == MANE_POWER + 2
    assert power.power(g, theirs) == MANE_POWER  # only this Problem's owner's
    _faceoff_at(g, "problem:1", "troublemaker")
    assert power.power(g, mane) == MANE_POWER


def test_cn170_bottom_of_the_well_owners_mane_has_one_power_in_any_faceoff():
    b = Board(problems=("PR168", "CN170"))
    mane = _mane_at(b, 1, "problem:0")
    g = shipped_game(b)
    _faceoff_at(g, "problem:1", "troublemaker", challenger=1)  # not involved: elsewhere
    assert power.power(g, mane) == MANE_POWER
    _faceoff_at(g, "problem:0", "troublemaker", challenger=1)
    assert power.power(g, mane) == MANE_POWER + 1


def test_cn173_comforting_critters_owners_mane_here_has_one_power_in_the_main_phase():
    b = Board(problems=("CN173", "PR190"))
    mane = _mane_at(b, 0, "problem:0")
    theirs = _mane_at(b, 1, "problem:0")
    g = shipped_game(b)
    assert g.s["phase"] == "main"
    assert power.power(g, mane) == MANE_POWER + 1
    assert power.power(g, theirs) == MANE_POWER
    g.s["phase"] = "score"
    assert power.power(g, mane) == MANE_POWER


def test_cn171_cheering_up_a_friend_needs_four_characters_here_to_confront():
    b = Board(problems=("CN171", "PR190"))
    for _ in range(3):
        b.add("PR79", 0, "play", "problem:0")
    for _ in range(4):
        b.add("PR79", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") is None  # 3 characters: can't confront
    assert power.requirements(g, 1, "problem:0") is not None  # 4 characters
    assert power.requirements(g, 0, "problem:1") is not None  # only this Problem


def _faceoff_board() -> Board:
    """P0 confronts P1's Runaway Cart (bonus 1) and wins the Problem faceoff there: 4 power
    and a flip against P1's 2 and a flip (both decks hold 1-power ponies)."""
    b = Board()
    _mane_at(b, 0, "problem:1")
    b.add("PR60", 0, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:1")
    _mane_at(b, 1, "problem:1")
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")  # the replacement Problem
    return b


def _score_phase(b: Board) -> int:
    """P0's score after the Score Phase runs on this board (no player can act in it)."""
    g = shipped_game(b, phase="score", step="confront")
    assert any(rule == "514.5" and "P0 wins the Problem faceoff" in text for _, rule, text in g.log)
    return g.s["players"][0]["score"]


def test_cn130_apple_cider_that_friends_problem_scores_no_bonus_points():
    b = _faceoff_board()
    cider_friend = b.add("PR36", 0, "play", "problem:1")
    b.add("CN130", 0, "play", "problem:1", host=cider_friend)
    assert _score_phase(b) == 1  # confronting only: Runaway Cart has 0 bonus points
    b = _faceoff_board()
    at_home = b.add("PR36", 0, "play", "home:0")
    b.add("CN130", 0, "play", "home:0", host=at_home)
    assert _score_phase(b) == 1 + 1  # that Friend is at home


def test_cn111_nice_moves_kid_draws_one_per_opponents_token_then_discards_as_many():
    b = Board()
    b.players[0] = {"tokens": 5}
    b.players[1] = {"tokens": 3}
    b.add("PR12", 0, "play", "home:0")  # blue power for its requirement
    kept = b.add("PR81", 0, "hand")
    moves = b.add("CN111", 0, "hand")
    g = shipped_game(b)
    deck_before = len(g.s["players"][0]["deck"])
    g.submit([f"play|{moves}|event"])
    assert len(g.s["players"][0]["deck"]) == deck_before - 3
    decision = g.pending()
    assert decision.kind == "discard" and decision.min == decision.max == 3
    drawn = [k for k in decision.option_keys() if k != f"card:{kept}"]
    g.submit(drawn)
    assert g.s["players"][0]["hand"] == [kept]
    assert len(g.s["players"][0]["discard"]) == 3 + 1  # the three, and the Event itself


def test_cn62_spike_assistant_librarian_puts_one_of_the_bottom_two_on_top():
    b = Board(deck_size=0)
    bottom = b.deck_top("PR36", 0)  # decks list the bottom first
    second = b.deck_top("PR12", 0)
    for _ in range(5):
        b.deck_top("PR81", 0)
    spike = b.add("CN62", 0, "play", "home:0")
    for _ in range(5):
        b.deck_top("PR81", 1)
    g = shipped_game(b)
    g.submit([f"act|{spike}|0"])
    assert g.card(spike)["exhausted"]
    decision = g.pending()
    assert sorted(decision.option_keys()) == sorted([f"card:{bottom}", f"card:{second}"]) and decision.min == 0
    g.submit([f"card:{second}"])
    deck = g.s["players"][0]["deck"]
    assert deck[-1] == second and deck[0] == bottom and len(deck) == 7


def test_cn62_spike_assistant_librarian_may_leave_both_where_they_are():
    b = Board()
    spike = b.add("CN62", 0, "play", "home:0")
    g = shipped_game(b)
    before = list(g.s["players"][0]["deck"])
    g.submit([f"act|{spike}|0"])
    g.submit([])
    assert g.s["players"][0]["deck"] == before


def test_cn62_spike_assistant_librarian_with_one_card_left_asks_about_it_alone():
    """With one card in the deck, the bottom "2 cards" are that one card (401): the question
    speaks of it, not of "one of them" and "both", and so does the log line moving it."""
    b = Board(deck_size=0)
    only = b.deck_top("PR36", 0)
    spike = b.add("CN62", 0, "play", "home:0")
    for _ in range(5):
        b.deck_top("PR81", 1)
    g = shipped_game(b)
    g.submit([f"act|{spike}|0"])
    decision = g.pending()
    assert decision.option_keys() == [f"card:{only}"] and decision.min == 0
    assert decision.prompt.endswith("Put it on top of your deck? (you may keep it where it is)")
    g.submit([f"card:{only}"])
    assert "401: P0 looks at the bottom 1 card of their deck (by the text of Spike, Assistant Librarian" in log_text(g)
    assert "one of them" not in log_text(g)


def test_cn8_rarity_mover_and_shaker_turns_over_confronting_with_two_other_generosity_characters():
    b, _ = confront_own("PR168", BLUE, WHITE, WHITE, mane="CN8")
    g = confronted(b)
    assert g.card(b.mane[0])["boosted"]


def test_cn8_rarity_mover_and_shaker_stays_with_one_other_generosity_character():
    b, _ = confront_own("PR168", BLUE, WHITE, PINK, mane="CN8")
    b.add(WHITE, 1, "play", "problem:0")  # an opponent's white Friend there does not count
    g = confronted(b)
    assert not g.card(b.mane[0])["boosted"]


def test_cn8_rarity_mover_and_shaker_boosted_makes_the_opponents_events_cost_one_more():
    b = Board(manes=("CN8", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    theirs = b.add("CN111", 1, "hand")  # Nice Moves, Kid (cost 1)
    mine = b.add("CN111", 0, "hand")
    friend = b.add("PR36", 1, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 1, theirs, None, None) == g.spec(theirs).cost + 1
    assert power.play_cost(g, 0, mine, None, None) == g.spec(mine).cost  # only the opponent's
    assert power.play_cost(g, 1, friend, "home:1", None) == g.spec(friend).cost  # only Events


def test_cn68_cookie_crumbles_opponents_cant_move_it_or_your_mane_character():
    b = rich_board()
    cookie = b.add("CN68", 1, "play", "problem:1")
    other = b.add(BLUE, 1, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = play(b, "PR106", "event")  # Event: "Main Phase: Move an opponent's character."
    # the only character P0 may move is picked at once (705.2e): not Cookie Crumbles nor P1's Mane
    assert g.pending().player == 0 and sorted(keys(g)) == ["home:1", "problem:0"]
    answer(g, "problem:0")
    assert g.card(other)["area"] == "problem:0"
    assert g.card(cookie)["area"] == g.card(b.mane[1])["area"] == "problem:1"
    assert abilities.barred_from_moving(g, cookie, 0) and abilities.barred_from_moving(g, b.mane[1], 0)
    assert not abilities.barred_from_moving(g, cookie, 1)  # its controller still may


def test_cn72_golden_gavel_exhausted_taxes_opponents_playing_or_moving_to_its_problem():
    b = board(tokens=6)
    gavel = b.add("CN72", 1, "play", "problem:0")
    walker = b.add(BLUE, 0, "play", "home:0")
    friend = b.add(BLUE, 0, "hand")
    g = shipped_game(b)
    assert power.move_cost(g, 0, walker, "problem:0") == 2
    assert power.play_cost(g, 0, friend, "problem:0", None) == g.spec(friend).cost
    g.exhaust(gavel)
    assert power.move_cost(g, 0, walker, "problem:0") == 3
    assert power.play_cost(g, 0, friend, "problem:0", None) == g.spec(friend).cost + 1
    assert power.move_cost(g, 0, walker, "problem:1") == 2  # only to its Problem
    assert power.play_cost(g, 0, friend, "home:0", None) == g.spec(friend).cost
    assert power.move_cost(g, 1, b.mane[1], "problem:0") == 2  # its controller pays nothing more


def test_cn72_golden_gavel_exhausts_itself_for_one_token():
    b = board(tokens=2)
    gavel = b.add("CN72", 0, "play", "problem:0")
    g = shipped_game(b)
    activate(g, gavel)
    assert g.card(gavel)["exhausted"] and g.s["players"][0]["tokens"] == 1


def test_cn137_combat_hat_taxes_opponents_moving_to_its_friends_problem_and_reattaches_to_your_friends():
    b = board(tokens=5)
    wearer = b.add(PINK, 0, "play", "problem:0")
    hat = b.add("CN137", 0, "play", "problem:0", host=wearer)
    other = b.add(BLUE, 0, "play", "problem:1")
    theirs = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.move_cost(g, 1, theirs, "problem:0") == 3
    assert power.move_cost(g, 0, other, "problem:0") == 2  # only the opponent pays more
    activate(g, hat)
    # the only other Friend of P0's is picked at once (705.2e): not P1's, not the one it is on
    assert g.card(hat)["host"] == other and g.card(hat)["area"] == "problem:1"
    assert g.s["players"][0]["tokens"] == 4
    assert power.move_cost(g, 1, b.mane[1], "problem:1") == 3  # the tax followed its Friend
    assert power.move_cost(g, 1, b.mane[1], "problem:0") == 2


def test_cn135_chic_beret_reattaches_to_any_other_friend_taking_its_power_and_color_along():
    b = board(tokens=3)
    wearer = b.add(PINK, 0, "play", "home:0")
    beret = b.add("CN135", 0, "play", "home:0", host=wearer)
    theirs = b.add(BLUE, 1, "play", "problem:1")
    mine = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, wearer) == 3 + 1 and "white" in power.colors(g, wearer)
    activate(g, beret)
    assert sorted(keys(g)) == sorted([f"card:{theirs}", f"card:{mine}"])  # another Friend, anyone's
    answer(g, f"card:{theirs}")
    assert g.card(beret)["host"] == theirs and g.card(beret)["ctrl"] == 0
    assert power.power(g, wearer) == 3 and "white" not in power.colors(g, wearer)
    assert power.power(g, theirs) == g.spec(theirs).power + 1 and "white" in power.colors(g, theirs)


def _sweetie_belle_wins(rarity_there: bool, answer_may: str = "yes"):
    """P0's Sweetie Belle, Doting Sister and three 3-power Friends challenge a Parasprite at
    problem:0 and win; P0's Mane Character is Rarity, there or at home."""
    b = board(tokens=0, manes=("CN8", "PR2"))
    if rarity_there:
        b.cards[b.mane[0] - 1]["area"] = "problem:0"
    sweetie = b.add("CN199", 0, "play", "problem:0")
    g = win_faceoff(b)
    asked = []
    for _ in range(50):
        d = g.pending()
        if d is None or g.s["phase"] != "troublemaker":
            break
        if d.kind == "may":
            asked.append(d.prompt)
            answer(g, answer_may)
        else:
            pass_until(g, "may", limit=1) if d.kind != "priority" else g.submit(["pass"])
    return g, sweetie, asked


def test_cn199_sweetie_belle_doting_sister_exhausts_to_score_when_winning_with_rarity():
    g, sweetie, asked = _sweetie_belle_wins(rarity_there=True)
    assert len(asked) == 1
    assert g.card(sweetie)["exhausted"]
    assert "scores" in log_text(g) and g.s["players"][0]["score"] == 1 + 1  # the Parasprite's point, and 1


def test_cn199_sweetie_belle_doting_sister_needs_rarity_in_the_faceoff():
    g, sweetie, asked = _sweetie_belle_wins(rarity_there=False)
    assert asked == [] and not g.card(sweetie)["exhausted"]
    assert g.s["players"][0]["score"] == 1


def test_cn199_sweetie_belle_doting_sister_counts_an_opposing_rarity_in_the_faceoff():
    """"A faceoff involving this card and Rarity": Rarity need only be involved (514.2b: in a
    Problem faceoff, every character there is), on either side. P0's Sweetie Belle and
    friends win a Problem faceoff where P1's Mane Character Rarity meets its own side."""
    b, mine, _, _ = problem_faceoff(p0=("CN199", "PR36", "PR36", "PR36"), manes=("PR4", "CN8"))
    sweetie = mine[0]
    g = shipped_game(b, phase="score", step="confront")
    asked = []
    while g.pending() is not None and g.s["turn_player"] == 0:
        if g.pending().kind == "may":
            asked.append(g.pending().prompt)
            answer(g, "yes")
        else:
            pass_once(g)
    assert "514.5: P0 wins the Problem faceoff" in log_text(g)
    assert len(asked) == 1 and "Sweetie Belle" in asked[0]
    assert g.card(sweetie)["exhausted"]
    assert g.s["players"][0]["score"] == 1 + 1 + 1  # confronting, the Problem bonus, and 1


def test_cn70_fleur_dis_lee_has_supportive_two_only_while_involved_in_a_faceoff():
    b = Board(manes=("CN8", "PR2"))  # Rarity: white, as Fleur Dis Lee is
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    fleur = b.add("CN70", 0, "play", "problem:0")
    away = b.add("CN70", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, fleur) == 2 + 1  # no faceoff: its printed Supportive 1 only
    in_faceoff(g)
    # keywords are separate abilities (701.2a): Supportive 1 and Supportive 2 both count
    assert power.power(g, fleur) == 2 + 1 + 2
    assert power.power(g, away) == 2  # not involved, nor with its Mane Character


def test_cn40_cheese_sandwich_wandering_partier_enters_play_exhausted():
    g, cheese = play_entered(rich_board(), "CN40", "home:0")
    assert g.card(cheese)["exhausted"]
    assert not acts(g, cheese)  # its ability needs it ready


def test_cn40_cheese_sandwich_wandering_partier_goes_home_to_hand_to_dismiss_an_exhausted_friend():
    b = board(tokens=2)
    cheese = b.add("CN40", 0, "play", "problem:0")
    tired = b.add(BLUE, 1, "play", "problem:1", exhausted=True)
    rested = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b)
    activate(g, cheese)
    assert zone_codes(g, 0, "hand") == ["CN40"]
    assert tired not in g.s["play"] and zone_codes(g, 1, "discard") == [BLUE]  # the only exhausted Friend
    assert g.card(rested)["zone"] == "play"
    assert g.s["players"][0]["tokens"] == 2  # its cost is exhausting and returning it, no tokens


def test_cn136_chicken_costume_dismisses_its_friend_when_it_becomes_exhausted():
    b = board(tokens=3)
    gavel = b.add("CN72", 0, "play", "problem:0")  # "Main Phase: Pay [1] to exhaust this card."
    b.add("CN136", 1, "play", "problem:0", host=gavel)
    other = b.add("CN72", 0, "play", "problem:1")
    g = shipped_game(b)
    activate(g, other)
    assert g.card(other)["exhausted"] and other in g.s["play"]  # not the Friend it is on
    activate(g, gavel)
    assert gavel not in g.s["play"]
    assert sorted(zone_codes(g, 0, "discard")) == ["CN72"]
    assert zone_codes(g, 1, "discard") == ["CN136"]  # (then dismissed by the game, 511.2)


def test_cn43_lily_panicked_pony_retires_a_friend_to_add_its_power_until_the_end_of_the_turn():
    b = rich_board()
    big = b.add(PINK, 0, "play", "problem:0")  # 3 power
    g, lily = play_entered(b, "CN43")
    assert "none" in keys(g)  # "you may"
    answer(g, f"card:{big}")
    assert big not in g.s["play"] and "PR36" in zone_codes(g, 0, "discard")
    assert power.power(g, lily) == g.spec(lily).power + 3
    assert [m["until"] for m in g.s["mods"] if m["target"] == lily] == ["turn"]


def test_cn43_lily_panicked_pony_may_retire_nothing():
    g, lily = play_entered(rich_board(), "CN43")
    friends = len([i for i in g.s["play"] if g.spec(i).type == "friend"])
    answer(g, "none")
    assert power.power(g, lily) == g.spec(lily).power
    assert len([i for i in g.s["play"] if g.spec(i).type == "friend"]) == friends


def test_cn43_lily_panicked_pony_may_retire_herself_and_then_gets_nothing():
    """"you may retire one of your Friends to add that Friend's power to this card's power":
    the cost is the text before "to" (707.2a) and Lily is one of her player's Friends (the text
    does not say "another"); retiring her can be done, so she is offered (705.2e bars only what
    can't be done). Once paid she has left play (a new card in the discard pile, 410.6), so the
    power is added to no card (707.3): no modifier is made."""
    g, lily = play_entered(rich_board(), "CN43")
    assert f"card:{lily}" in keys(g)
    answer(g, f"card:{lily}")
    assert lily not in g.s["play"] and "CN43" in zone_codes(g, 0, "discard")
    assert g.s["mods"] == [] and g.pending().kind == "priority"


def test_cn47_pinny_lane_bowl_em_over_retires_a_friend_for_tokens_equal_to_its_cost():
    b = rich_board(tokens=9)
    pricey = b.add("CN65", 0, "play", "problem:0")  # cost 6
    g, pinny = play_entered(b, "CN47")
    assert f"card:{pinny}" in keys(g)  # itself too (Pinny Lane costs 2)
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"card:{pricey}")
    assert pricey not in g.s["play"]
    assert g.s["players"][0]["tokens"] == tokens + 6


def test_cn65_twilight_sparkle_element_of_magic_your_events_cost_one_less():
    b = rich_board(tokens=5)
    b.add("CN65", 0, "play", "home:0")
    draw3 = b.add("PR114", 0, "hand")  # cost 1
    theirs = b.add("PR114", 1, "hand")
    friend = b.add(PINK, 0, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 0, draw3, None, None) == 0
    assert power.play_cost(g, 1, theirs, None, None) == 1  # not the opponent's
    assert power.play_cost(g, 0, friend, "home:0", None) == g.spec(friend).cost  # Events only
    g.submit([f"play|{draw3}|event"])
    assert g.s["players"][0]["tokens"] == 5  # paid nothing


def _twilight_plays_an_event(choice: str):
    b = rich_board(tokens=5)
    b.add("CN65", 0, "play", "home:0")
    b.deck_top("PR12", 0)
    for _ in range(3):
        b.deck_top("PR79", 0)  # the three the Event draws
    draw3 = b.add("PR114", 0, "hand")
    g = shipped_game(b)
    g.submit([f"play|{draw3}|event"])
    # the trigger resolves after the Event did (704): the top card is then the Emerald Green
    d = g.pending()
    assert d.kind == "may" and d.player == 0 and "Emerald Green" in d.prompt
    answer(g, choice)
    return g


def test_cn65_twilight_sparkle_element_of_magic_may_put_the_top_card_on_the_bottom_when_you_play_an_event():
    g = _twilight_plays_an_event("yes")
    assert zone_codes(g, 0, "deck")[0] == "PR12" and zone_codes(g, 0, "deck")[-1] == "PR20"


def test_cn65_twilight_sparkle_element_of_magic_may_leave_the_top_card():
    g = _twilight_plays_an_event("no")
    assert zone_codes(g, 0, "deck")[-1] == "PR12"


def test_cn92_liza_doolots_may_dismiss_a_resource_on_a_friend_at_the_problem_it_entered():
    b = rich_board()
    theirs = b.add(BLUE, 1, "play", "problem:0")
    hat = b.add("PR139", 1, "play", "problem:0", host=theirs)
    mine = b.add(PINK, 0, "play", "problem:0")
    own_hat = b.add("PR139", 0, "play", "problem:0", host=mine)
    away = b.add(BLUE, 1, "play", "problem:1")
    b.add("PR139", 1, "play", "problem:1", host=away)  # at another Problem: not offered
    g = play(b, "CN92", "problem:0")
    assert sorted(keys(g)) == sorted(["none", f"card:{hat}", f"card:{own_hat}"])
    answer(g, f"card:{hat}")
    assert hat not in g.s["play"] and zone_codes(g, 1, "discard") == ["PR139"]


def test_cn92_liza_doolots_asks_nothing_entering_play_at_home():
    b = rich_board()
    theirs = b.add(BLUE, 1, "play", "home:1")
    b.add("PR139", 1, "play", "home:1", host=theirs)
    g = play(b, "CN92", "home:0")
    assert g.pending().kind == "priority"


def _frown_town_confronted(top: str) -> MlpGame:
    b = Board(problems=("CN177", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for code in (PINK, PINK, PINK, PINK, BLUE, BLUE, BLUE):
        b.add(code, 0, "play", "problem:0")
    b.deck_top(top, 0)
    return confronted(b)


def test_cn177_frown_town_confronting_player_puts_a_revealed_friend_into_their_hand():
    g = _frown_town_confronted("PR79")
    assert "reveals the top card of their deck: Sugar Twist" in log_text(g)
    assert "PR79" in zone_codes(g, 0, "hand") and "PR79" not in zone_codes(g, 0, "deck")


def test_cn177_frown_town_puts_anything_else_in_the_discard_pile():
    g = _frown_town_confronted("PR139")  # a Resource
    assert zone_codes(g, 0, "discard") == ["PR139"] and "PR139" not in zone_codes(g, 0, "hand")


def test_cn185_social_obligations_needs_its_owners_mane_character_in_the_faceoff():
    b = Board(problems=("CN185", "PR190"))
    b.players[0] = {"tokens": 0}
    g = win_faceoff(b)  # P0's Mane Character stays at home
    settle(g, "pass", until=lambda g: g.pending().kind == "may" or g.s["phase"] != "troublemaker")
    assert g.pending().kind != "may" and g.s["players"][0]["score"] == 1  # the Parasprite's point only


def test_cn185_social_obligations_scores_when_the_mane_character_wins_a_faceoff():
    b = Board(problems=("CN185", "PR190"))
    b.players[0] = {"tokens": 0}
    mane = b.mane[0]
    b.cards[mane - 1]["area"] = "problem:0"
    g = win_faceoff(b)
    settle(g, "pass", until=lambda g: g.pending().kind == "may")
    answer(g, "yes")
    assert g.card(mane)["exhausted"]
    assert g.s["players"][0]["score"] == 1 + 1  # the Parasprite's point and the additional one


def test_cn193_granny_smith_jar_judger_pays_one_for_an_opponent_to_discard_a_card_they_choose():
    b, _ = confront_own("PR168", BLUE, PINK)
    b.players[0] = {"tokens": 2}
    granny = b.add("CN193", 0, "play", "problem:0")
    kept = b.add(PINK, 1, "hand")
    lost = b.add(BLUE, 1, "hand")
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == 1
    assert g.pending().player == 1 and sorted(keys(g)) == sorted([f"card:{kept}", f"card:{lost}"])
    answer(g, f"card:{lost}")
    assert zone_codes(g, 1, "discard") == [BLUE] and PINK in zone_codes(g, 1, "hand")
    assert granny in g.s["play"]


def _ancient_research_turn(mane_area: str) -> tuple[MlpGame, list[int]]:
    """P1's turn ends and P0's begins; P0's Ancient Research at problem:0, P0's Mane
    Character at `mane_area`; the top of P0's deck: Blue, Pink, White (the top last)."""
    b = Board(problems=("CN167", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = mane_area
    tops = [b.deck_top(code, 0) for code in (BLUE, PINK, WHITE)]
    return shipped_game(b, phase="score", step="end", turn_player=1), tops


def test_cn167_ancient_research_owner_with_mane_here_puts_the_top_two_back_in_any_order():
    g, (_, pink, white) = _ancient_research_turn("problem:0")
    assert g.s["turn_player"] == 0 and g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert sorted(keys(g)) == sorted([f"card:{pink}", f"card:{white}"])  # the top 2 only
    answer(g, f"card:{pink}")  # Pink goes on top, then White: P0 draws Pink in the Draw Step
    assert zone_codes(g, 0, "deck")[-2:] == [BLUE, WHITE] and PINK in zone_codes(g, 0, "hand")


def test_cn167_ancient_research_asks_nothing_without_the_mane_character_here():
    g, _ = _ancient_research_turn("home:0")
    assert g.s["turn_player"] == 0 and g.pending().kind != "may"
    assert "Ancient Research" not in log_text(g).split("P0's turn begins")[-1]


def test_cn179_greeting_lots_of_folks_with_clout_any_player_pays_one_to_move_the_opponents_mane_here():
    b = Board(problems=("CN179", "PR190"))
    b.players[0] = {"tokens": 2}
    problem = b.problem[0]  # P0's Problem; P0's opponent is P1
    g = shipped_game(b)
    activate(g, problem)
    assert g.card(b.mane[1])["area"] == "problem:0" and g.s["players"][0]["tokens"] == 1
    assert g.card(b.mane[0])["area"] == "home:0"
    b = Board(problems=("PR168", "CN179"))  # P1's Problem: P0 may use it too
    b.players[0] = {"tokens": 2}
    g = shipped_game(b)
    activate(g, b.problem[1])
    assert g.card(b.mane[1])["area"] == "problem:1"


def test_cn179_greeting_lots_of_folks_with_clout_not_offered_with_the_mane_already_there():
    b = Board(problems=("CN179", "PR190"))
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    g = shipped_game(b)
    assert not acts(g, b.problem[0])


def test_cn166_a_stitch_in_time_owner_may_reattach_a_resource_among_their_own_friends():
    b = board()
    wearer = b.add(PINK, 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=wearer)
    other = b.add(BLUE, 0, "play", "home:0")
    third = b.add(BLUE, 0, "play", "problem:1")
    theirs = b.add(BLUE, 1, "play", "home:1")
    b.add("PR139", 1, "play", "home:1", host=theirs)
    g = problem_enters(b, "CN166")
    # (the engine answered the pass of `problem_enters`; the trigger then asks P0)
    assert g.pending().player == 0 and sorted(keys(g)) == sorted(["none", f"card:{hat}"])
    answer(g, f"card:{hat}")
    assert sorted(keys(g)) == sorted([f"card:{other}", f"card:{third}"])  # not P1's Friend
    answer(g, f"card:{third}")
    assert g.card(hat)["host"] == third and g.card(hat)["area"] == "problem:1"


def test_cn176_goof_off_owner_exhausts_their_mane_at_a_problem_to_look_at_that_problems_deck():
    b = Board(problems=("CN176", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"  # at P1's Problem: P1's Problem deck
    under = b.add("PR161", 1, "problem_deck")
    top = b.add("PR168", 1, "problem_deck")
    g = shipped_game(b)
    activate(g, b.problem[0])
    assert g.card(b.mane[0])["exhausted"]
    # "may exhaust ... to look": the "may" is the activation's; the card is shown unasked
    decision = g.pending()
    assert decision.kind == "scry"
    assert f"The top card of P1's Problem deck is {g.name(top)}: put it on the top or the bottom?" in decision.prompt
    answer(g, "bottom")
    assert g.s["players"][1]["problem_deck"][-1] == under
    assert "P0 looks at the top card of P1's Problem deck and puts it on the bottom" in log_text(g)
    assert not acts(g, b.problem[0])  # its Mane Character is exhausted now
    assert top not in g.s["players"][1]["problem_deck"][-1:]


def test_cn176_goof_off_needs_the_mane_character_at_a_problem():
    b = Board(problems=("CN176", "PR190"))  # P0's Mane Character at home
    g = shipped_game(b)
    assert not acts(g, b.problem[0])


def test_cn186_storming_the_villains_lair_troublemakers_controller_may_pay_two_to_uncover_it():
    b = Board(problems=("CN186", "PR190"))
    b.players[0] = {"tokens": 3}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    played = find(g, TROUBLEMAKER)[0]
    # (the Problem is named where the Troublemaker is uncovered, though its own text did it)
    assert not g.card(played)["face_down"] and "is uncovered at Storming the Villain's Lair #3 (P0's; by the text of " in log_text(g)
    assert g.s["players"][0]["tokens"] == 0


def test_cn186_storming_the_villains_lair_asks_nothing_elsewhere_or_without_two_tokens():
    b = Board(problems=("CN186", "PR190"))
    b.players[0] = {"tokens": 2}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")  # 1 token left: can't pay 2
    assert g.pending().kind != "may" and g.card(find(g, TROUBLEMAKER)[0])["face_down"]
    # (the log says why nothing was asked: not that the text found nothing to act on)
    assert "“Its controller may pay [2] to uncover it” is not done: its cost is 2 action tokens; P0 has 1 (by the text of Storming" \
        in log_text(g)
    b = Board(problems=("CN186", "PR190"))
    b.players[0] = {"tokens": 3}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    assert g.pending().kind != "may"


def test_cn186_storming_the_villains_lair_asks_no_payment_beside_a_face_up_epic_troublemaker():
    """Judge: P0 plays a Troublemaker to Storming the Villain's Lair, where P1's Epic Ahuizotl
    is face up. It can't be uncovered there (607.1), so the 2 tokens would buy nothing: P0 is
    not asked to pay (705.2e), keeps the tokens, and the log says why."""
    b = Board(problems=("CN186", "PR190"))
    b.players[0] = {"tokens": 3}
    b.add("PR152", 1, "play", "problem:0")  # Ahuizotl (Epic)
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert g.pending().kind == "priority" and g.s["players"][0]["tokens"] == 2
    assert g.card(find(g, TROUBLEMAKER)[0])["face_down"]
    assert "can't be uncovered, as the Epic Troublemaker Ahuizotl" in log_text(g)


def test_cn172_cockatrice_on_the_loose_troublemakers_owner_may_return_a_friend_here_to_its_owners_hand():
    b = Board(problems=("PR168", "CN172"))  # P1's Problem
    b.players[0] = {"tokens": 3}
    theirs = b.add(BLUE, 1, "play", "problem:1")
    mine = b.add(PINK, 0, "play", "problem:1")
    b.add(PINK, 0, "play", "problem:0")  # elsewhere: not offered
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    assert g.pending().player == 0 and sorted(keys(g)) == sorted(["none", f"card:{theirs}", f"card:{mine}"])
    answer(g, f"card:{theirs}")
    assert theirs not in g.s["play"] and zone_codes(g, 1, "hand")[-1] == BLUE


def _movers(problem: str) -> tuple[MlpGame, int, int]:
    """P0's Main Phase with `problem` as P0's Problem; at P0's home a Friend wearing a Hard Hat
    and a bare one (the ids)."""
    b = Board(problems=(problem, "PR190"))
    b.players[0] = {"tokens": 4}
    dressed = b.add(PINK, 0, "play", "home:0")
    b.add("PR139", 0, "play", "home:0", host=dressed)
    bare = b.add(BLUE, 0, "play", "home:0")
    return shipped_game(b), dressed, bare


def test_cn180_hungry_hungry_house_guest_friends_with_resources_cant_be_moved_here():
    g, dressed, bare = _movers("CN180")
    assert f"move|{dressed}|problem:0" not in keys(g) and f"move|{dressed}|problem:1" in keys(g)
    assert f"move|{bare}|problem:0" in keys(g)
    assert not g.move(dressed, "problem:0", 0)  # nor by card text
    assert g.card(dressed)["area"] == "home:0"


def test_cn184_royal_dress_rehearsal_friends_without_resources_cant_be_moved_here():
    g, dressed, bare = _movers("CN184")
    assert f"move|{bare}|problem:0" not in keys(g) and f"move|{bare}|problem:1" in keys(g)
    answer(g, f"move|{dressed}|problem:0")
    assert g.card(dressed)["area"] == "problem:0"


def test_cn184_royal_dress_rehearsal_keeps_an_opponents_text_from_moving_a_bare_friend_there():
    b = rich_board()
    b.cards[b.problem[0] - 1]["card"] = "CN184"
    theirs = b.add(BLUE, 1, "play", "problem:1")
    g = play(b, "PR106", "event")  # "Move an opponent's character."
    answer(g, f"card:{theirs}")
    # only its home is left (705.2e: chosen at once); a Mane Character is no Friend
    assert g.card(theirs)["area"] == "home:1"


def test_cn131_bed_rest_plays_only_on_an_opponents_ready_friend():
    b = rich_board()
    ready = b.add(BLUE, 1, "play", "problem:1")
    b.add(BLUE, 1, "play", "problem:1", exhausted=True)
    rest = b.add("CN131", 0, "hand")
    g = shipped_game(b)
    # not on the exhausted one, nor on any of P0's own
    assert [k for k in keys(g) if k.startswith(f"play|{rest}|")] == [f"play|{rest}|on:{ready}"]


def test_cn131_bed_rest_that_friend_cant_be_exhausted_even_for_a_cost():
    b = Board()
    spike = b.add("CN62", 0, "play", "home:0")  # "Main Phase: Exhaust this card to ..."
    b.add("CN131", 1, "play", "home:0", host=spike)
    other = b.add("CN62", 0, "play", "home:0")
    g = shipped_game(b)
    assert not acts(g, spike) and acts(g, other)  # its cost can't be paid (508.1a)
    assert not g.exhaust(spike) and not g.card(spike)["exhausted"]
    assert "can't be exhausted" in log_text(g)
    assert g.exhaust(other)


def _jet_set_challenge(friends: int) -> tuple[MlpGame, int]:
    b = board(tokens=0)
    for _ in range(friends):
        b.add(PINK, 0, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"  # (a Mane Character is no Friend)
    tm = b.add("CN159", 1, "play", "problem:0")
    return shipped_game(b, phase="troublemaker", step="challenge"), tm


def test_cn159_jet_set_and_upper_crust_cant_be_challenged_with_fewer_than_three_friends_there():
    g, tm = _jet_set_challenge(2)
    assert g.pending() is None or f"challenge:{tm}" not in keys(g)
    g, tm = _jet_set_challenge(3)
    assert f"challenge:{tm}" in keys(g)


def test_cn89_fluttershy_element_of_kindness_searches_up_to_two_critter_friends():
    b = rich_board()
    for _ in range(5):
        b.add(YELLOW, 0, "play", "home:0")  # its requirement: 6 yellow power
    mouse = b.deck_top(CRITTER, 0)
    jay = b.deck_top("PR81", 0)  # Blue Jay: a Critter too
    third = b.deck_top(CRITTER, 0)
    b.deck_top(PINK, 0)  # no Critter
    g = play(b, "CN89", "home:0", "yes")
    d = g.pending()
    assert d.kind == "search" and d.min == 0 and d.max == 2
    assert sorted(keys(g)) == sorted([f"card:{mouse}", f"card:{jay}", f"card:{third}"])
    answer(g, f"card:{mouse}", f"card:{jay}")
    assert sorted(zone_codes(g, 0, "hand")) == sorted([CRITTER, "PR81"])
    assert "shuffles their deck" in log_text(g)


def test_cn89_fluttershy_element_of_kindness_discards_a_critter_to_give_a_friend_two_power_in_a_faceoff():
    b, mine, _, trouble = tm_faceoff(("CN89", PINK), hand=(CRITTER, BLUE))
    g = start_challenge(b, trouble)
    flutters, pink = mine
    assert acts(g, flutters)
    activate(g, flutters, f"card:{pink}")
    assert zone_codes(g, 0, "discard")[0] == CRITTER and zone_codes(g, 0, "hand") == [BLUE]
    assert f"Apple Brown Betty, Pastry Chef #{pink} gets +2 power until the end of the faceoff" in log_text(g)
    assert "Power totals: P0 11" in log_text(g)  # Fluttershy 5, Apple Brown Betty 3 + 2, a flip of 1


def test_cn89_fluttershy_element_of_kindness_needs_a_critter_in_hand():
    b, mine, _, trouble = tm_faceoff(("CN89",), hand=(BLUE,))
    g = start_challenge(b, trouble)
    assert not acts(g, mine[0])


def _p0_turn_ends(b: Board) -> MlpGame:
    """P0's turn ends on board `b` (the End Phase, then P1's turn)."""
    return shipped_game(b, phase="score", step="end")


def test_cn2_applejack_apple_vendor_turns_over_at_the_end_of_your_turn_with_a_five_power_friend():
    b = Board(manes=("CN2", "PR2"))
    b.add("CN65", 0, "play", "problem:1")  # 5 power
    g = _p0_turn_ends(b)
    assert g.card(b.mane[0])["boosted"]
    b = Board(manes=("CN2", "PR2"))
    b.add(PINK, 0, "play", "problem:1")  # 3 power
    b.add("CN65", 1, "play", "problem:1")  # not yours
    g = _p0_turn_ends(b)
    assert not g.card(b.mane[0])["boosted"]


def test_cn2_applejack_apple_vendor_boosted_retires_a_friend_to_keep_a_revealed_friend_and_discard_the_rest():
    b = Board(manes=("CN2", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    fodder = b.add(BLUE, 0, "play", "home:0")
    b.deck_top("PR139", 0)
    pink = b.deck_top(PINK, 0)
    blue = b.deck_top(BLUE, 0)  # the top: Blue, Pink, Hard Hat
    g = shipped_game(b)
    activate(g, b.mane[0])  # its cost: the only Friend of P0's is retired (705.2e)
    assert fodder not in g.s["play"]
    assert "reveals Emerald Green" in log_text(g)
    assert sorted(keys(g)) == sorted([f"card:{pink}", f"card:{blue}"])
    answer(g, f"card:{pink}")
    assert zone_codes(g, 0, "hand") == [PINK]
    assert sorted(zone_codes(g, 0, "discard")) == sorted([BLUE, BLUE, "PR139"])  # the retired one too


def test_cn3_pinkie_pie_pokey_pony_turns_over_ending_the_turn_with_three_of_your_friends_where_she_is():
    b = Board(manes=("CN3", "PR2"))
    for _ in range(3):
        b.add(BLUE, 0, "play", "home:0")
    g = _p0_turn_ends(b)
    assert g.card(b.mane[0])["boosted"]
    b = Board(manes=("CN3", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for area in ("problem:0", "problem:0", "problem:1"):
        b.add(BLUE, 0, "play", area)
    g = _p0_turn_ends(b)
    assert not g.card(b.mane[0])["boosted"]  # two of them where she is


def test_cnf4_princess_celestia_hoof_shaker_exhausts_three_of_your_friends_to_turn_over():
    b = Board(manes=("CNf4", "PR2"))
    friends = [b.add(BLUE, 0, "play", "home:0") for _ in range(4)]
    g = shipped_game(b)
    activate(g, b.mane[0])
    d = g.pending()
    assert d.kind == "cost" and d.min == d.max == 3
    answer(g, *[f"card:{i}" for i in friends[:3]])
    assert g.card(b.mane[0])["boosted"]
    assert [g.card(i)["exhausted"] for i in friends] == [True, True, True, False]


def test_cnf4_princess_celestia_hoof_shaker_needs_three_ready_friends():
    b = Board(manes=("CNf4", "PR2"))
    b.add(BLUE, 0, "play", "home:0")
    b.add(BLUE, 0, "play", "home:0")
    b.add(BLUE, 0, "play", "home:0", exhausted=True)
    g = shipped_game(b)
    assert not acts(g, b.mane[0])


def test_cnf4_princess_celestia_hoof_shaker_boosted_returns_a_friend_home_in_excess_of_the_home_limit():
    b = Board(manes=("CNf4", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    limit = shipped_game(b).spec(b.mane[0]).home_limit
    home = [b.add(BLUE, 0, "play", "home:0") for _ in range(limit + 1)]
    g = _p0_turn_ends(b)
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    answer(g, f"card:{home[0]}")
    assert g.card(b.mane[0])["exhausted"]
    assert home[0] not in g.s["play"] and zone_codes(g, 0, "hand")[-1] == BLUE
    assert all(i in g.s["play"] for i in home[1:])  # none retired for the home limit then (616.3)


def test_cn203_queen_chrysalis_exhausts_a_random_character_involved_as_the_faceoff_starts():
    b = board(tokens=0)
    mine = [b.add(code, 0, "play", "problem:0") for code in (PINK, BLUE, BLUE)]
    away = b.add(PINK, 0, "play", "problem:1")
    g, _ = challenge(b, "CN203")
    assert "is chosen at random" in log_text(g)
    assert sum(g.card(i)["exhausted"] for i in mine) == 1
    assert not g.card(away)["exhausted"]


def test_cn0_flutterbat_moves_to_a_problem_with_no_more_characters_at_the_opponents_troublemaker_phase():
    b = Board()
    bat = b.add("CN0", 1, "play", "problem:0")
    for _ in range(2):
        b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:1")
    g = shipped_game(b, phase="score", step="end", turn_player=1)  # P1's turn ends; P0's begins
    assert g.s["turn_player"] == 0
    assert g.card(bat)["area"] == "problem:1"


def test_cn0_flutterbat_stays_when_every_other_problem_has_more_characters():
    b = Board()
    bat = b.add("CN0", 1, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    for _ in range(2):
        b.add(BLUE, 0, "play", "problem:1")
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    assert g.s["turn_player"] == 0 and g.card(bat)["area"] == "problem:0"


def test_cn154_vittles_stand_exhausts_a_character_to_add_its_power_to_another_until_the_end_of_the_turn():
    b = board()
    stand = b.add("CN154", 0, "play", "home:0")
    pink = b.add(PINK, 0, "play", "problem:0")  # 3 power
    blue = b.add(BLUE, 0, "play", "problem:1")
    g = shipped_game(b)
    activate(g, stand, f"card:{pink}")
    assert g.card(stand)["exhausted"] and g.card(pink)["exhausted"]
    assert f"card:{pink}" not in keys(g)  # another character
    answer(g, f"card:{blue}")
    assert power.power(g, blue) == g.spec(blue).power + 3
    assert [m["until"] for m in g.s["mods"] if m["target"] == blue] == ["turn"]


def test_cn1_rainbow_dash_hanging_out_may_turn_over_with_two_pegasus_friends_at_her_problem():
    b = Board(manes=("CN1", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR8", 0, "play", "problem:0")  # a Pegasus
    g = shipped_game(b)
    assert not acts(g, b.mane[0])
    b.add("PR20", 1, "play", "problem:0")  # another Pegasus (any player's)
    g = shipped_game(b)
    activate(g, b.mane[0])
    assert g.card(b.mane[0])["boosted"]


def test_cn138_funny_glasses_exhausts_its_friend_to_make_your_friends_laughter_until_the_end_of_the_phase():
    b = board()
    wearer = b.add(BLUE, 0, "play", "home:0")
    glasses = b.add("CN138", 0, "play", "home:0", host=wearer)
    other = b.add(WHITE, 0, "play", "problem:0")
    theirs = b.add(BLUE, 1, "play", "problem:0")
    g = shipped_game(b)
    activate(g, glasses)
    assert g.card(wearer)["exhausted"]
    assert "pink" in power.colors(g, other) and "pink" in power.colors(g, wearer)
    assert "pink" not in power.colors(g, theirs)
    assert {m["until"] for m in g.s["mods"] if m["src"] == glasses} == {"phase"}
    assert not acts(g, glasses)  # its Friend is exhausted now


def test_cn140_i_just_cant_decide_moves_an_opponents_character_away_from_its_problem():
    b = board(tokens=3)
    decide = b.add("CN140", 0, "play", "problem:1", host=b.problem[1])
    theirs = b.add(BLUE, 1, "play", "problem:1")
    b.add(BLUE, 1, "play", "problem:0")  # at another Problem: not offered
    b.add(BLUE, 0, "play", "problem:1")  # P0's own: not offered
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = shipped_game(b)
    activate(g, decide)
    assert sorted(keys(g)) == sorted([f"card:{theirs}", f"card:{b.mane[1]}"])
    answer(g, f"card:{theirs}")
    assert sorted(keys(g)) == ["home:1", "problem:0"]
    answer(g, "problem:0")
    assert g.card(theirs)["area"] == "problem:0"
    assert g.card(decide)["exhausted"] and g.s["players"][0]["tokens"] == 2


def test_cn51_snips_and_snails_problem_solvers_exhaust_and_retire_to_replace_their_problem():
    b = board()
    snips = b.add("CN51", 0, "play", "problem:1")
    b.add(BLUE, 0, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")  # P1's next Problem
    g = shipped_game(b)
    before = g.problem_card("problem:1")
    activate(g, snips)
    assert snips not in g.s["play"] and zone_codes(g, 0, "discard") == ["CN51"]
    assert g.problem_card("problem:1") != before and g.spec(g.problem_card("problem:1")).code == "PR161"
    assert g.spec(g.problem_card("problem:0")).code == "PR168"  # only its Problem


def test_cn51_snips_and_snails_problem_solvers_need_to_be_at_a_problem():
    b = board()
    snips = b.add("CN51", 0, "play", "home:0")
    g = shipped_game(b)
    assert not acts(g, snips)


def test_cn33_earth_pony_royal_guard_arresting_officer_reveals_the_hand_and_discards_a_chosen_friend():
    b = rich_board()
    friend = b.add(BLUE, 1, "hand")
    b.add("PR139", 1, "hand")  # a Resource: can't be chosen
    g = play(b, "CN33", "home:0")
    assert "P1 reveals their hand: " in log_text(g) and "Hard Hat" in log_text(g)
    assert sorted(keys(g)) == sorted(["none", f"card:{friend}"])
    answer(g, f"card:{friend}")
    assert zone_codes(g, 1, "discard") == [BLUE] and zone_codes(g, 1, "hand") == ["PR139"]


def test_cn33_earth_pony_royal_guard_arresting_officer_does_nothing_entering_at_a_problem():
    b = rich_board()
    b.add(BLUE, 1, "hand")
    g = play(b, "CN33", "problem:0")
    assert "reveals their hand" not in log_text(g) and g.pending().kind == "priority"


def test_cn82_twilight_sky_stanchion_stallion_opponent_pays_one_or_their_friend_is_exhausted():
    for pays in (True, False):
        b = board(tokens=4)
        b.add("CN82", 1, "play", "problem:0")
        walker = b.add(BLUE, 0, "play", "home:0")
        g = shipped_game(b)
        answer(g, f"move|{walker}|problem:0")
        assert g.pending().kind == "may" and g.pending().player == 0
        answer(g, "yes" if pays else "no")
        assert g.card(walker)["exhausted"] != pays
        assert g.s["players"][0]["tokens"] == (4 - 2 - 1 if pays else 4 - 2)


def test_cn82_twilight_sky_stanchion_stallion_ignores_its_controllers_own_moves():
    b = board(tokens=4)
    b.add("CN82", 0, "play", "problem:0")
    walker = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{walker}|problem:0")
    assert g.pending().kind == "priority" and not g.card(walker)["exhausted"]


def _dreams(guess: str, top: str) -> MlpGame:
    b = rich_board(tokens=3)
    b.deck_top(top, 0)
    dreams = b.add("CN108", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{dreams}|event")
    answer(g, guess)
    return g


def test_cn108_in_your_dreams_gains_one_and_draws_on_a_right_guess():
    g = _dreams("even", PINK)  # printed power 3: odd
    assert g.s["players"][0]["tokens"] == 3 - 1 and zone_codes(g, 0, "hand") == [PINK]
    g = _dreams("odd", PINK)
    assert g.s["players"][0]["tokens"] == 3 - 1 + 1 and zone_codes(g, 0, "hand") == [PINK]
    assert "reveals the top card of their deck: Apple Brown Betty" in log_text(g)


def test_cn108_in_your_dreams_zero_counts_as_even():
    g = _dreams("even", "PR18")  # Spike, Baby Dragon: printed power 0
    assert g.spec(find(g, "PR18", "hand")[0]).power == 0
    assert g.s["players"][0]["tokens"] == 3 - 1 + 1


def _voice(luna: bool) -> tuple[MlpGame, int]:
    b = rich_board(tokens=3)
    if luna:
        b.add("CN196", 0, "play", "home:0")  # a Princess Luna
    theirs = b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:1")
    voice = b.add("CN116", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{voice}|event")
    answer(g, "problem:0")
    return g, theirs


def test_cn116_royal_canterlot_voice_the_opponent_moves_one_of_their_friends_away_from_the_chosen_problem():
    g, theirs = _voice(luna=False)
    assert g.pending().player == 1  # their only Friend there is picked at once; they choose where
    assert sorted(keys(g)) == ["home:1", "problem:1"]
    answer(g, "home:1")
    assert g.card(theirs)["area"] == "home:1"
    assert g.s["players"][0]["tokens"] == 3 - 1  # no Princess Luna


def test_cn116_royal_canterlot_voice_gains_one_controlling_princess_luna():
    g, theirs = _voice(luna=True)
    answer(g, "problem:1")
    assert g.card(theirs)["area"] == "problem:1"
    assert g.s["players"][0]["tokens"] == 3 - 1 + 1


def test_cn71_foggy_fleece_cloud_crafter_may_be_played_from_your_discard_pile():
    b = rich_board(tokens=3)
    foggy = b.add("CN71", 0, "discard")
    other = b.add(BLUE, 0, "discard")  # no such text: stays there
    g = shipped_game(b)
    assert f"play|{foggy}|home:0" in keys(g)
    assert not any(k.startswith(f"play|{other}|") for k in keys(g))
    answer(g, f"play|{foggy}|home:0")
    assert find(g, "CN71") and "CN71" not in zone_codes(g, 0, "discard")
    assert g.s["players"][0]["tokens"] == 3 - 2  # its cost, as from the hand


def test_cn71_foggy_fleece_cloud_crafter_not_from_the_opponents_discard_pile():
    b = rich_board(tokens=3)
    theirs = b.add("CN71", 1, "discard")
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{theirs}|") for k in keys(g))


def test_cn189_princess_luna_dream_catcher_searches_for_an_event_as_her_boosted_side_turns_face_up():
    b = Board(manes=("CN189", "PR2"))
    b.players[0] = {"tokens": 3}
    event = b.deck_top("PR114", 0)
    g = shipped_game(b)
    activate(g, b.mane[0])  # "Main Phase: Pay [3] to turn this card over."
    assert g.card(b.mane[0])["boosted"]
    answer(g, "yes")
    answer(g, f"card:{event}")
    assert zone_codes(g, 0, "hand") == ["PR114"] and "shuffles their deck" in log_text(g)


def _dream_catcher_main(hand: str) -> tuple[MlpGame, int]:
    """P1's turn ends; P0's boosted Dream Catcher starts P0's Main Phase with `hand` in hand
    (after drawing the top card) and Apple Brown Betty (3) under it on the deck."""
    b = Board(manes=("CN189", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.add(hand, 0, "hand")
    b.deck_top(PINK, 0)  # revealed at the Main Phase
    b.deck_top(BLUE, 0)  # drawn in the Draw Step
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    settle(g, "yes", until=lambda g: g.pending().kind == "may" and g.s["phase"] == "main")
    answer(g, "yes")
    return g, b.mane[0]


def test_cn189_princess_luna_dream_catcher_keeps_the_top_card_and_turns_over_when_the_hand_card_is_greater():
    g, luna = _dream_catcher_main("CN65")  # 5 power against 3
    answer(g, f"card:{find(g, 'CN65', 'hand')[0]}")
    assert PINK in zone_codes(g, 0, "hand") and not g.card(luna)["boosted"]


def test_cn189_princess_luna_dream_catcher_nothing_when_the_hand_card_is_not_greater():
    """The log says both printed powers and that the hand card's is not greater: it went from
    the two reveals to the next line, and a judge could not tell why Luna stayed Boosted."""
    g, luna = _dream_catcher_main(WHITE)  # 2 power against 3
    shown = find(g, WHITE, 'hand')[0]
    answer(g, f"card:{shown}")
    assert PINK not in zone_codes(g, 0, "hand") and zone_codes(g, 0, "deck")[-1] == PINK
    assert g.card(luna)["boosted"]
    top = g.s["players"][0]["deck"][-1]
    assert f"P0 reveals the top card of their deck: {g.name(top)} (printed power 3; by the text of " in log_text(g)
    assert f"P0 reveals {g.name(shown)} from their hand (printed power 2; by the text of " in log_text(g)
    assert f"Nothing more happens: {g.name(shown)}'s printed power (2) is not greater than {g.name(top)}'s (3; by the text of " \
        in log_text(g)


def test_cn190_princess_celestia_equestrian_leader_readies_a_resource_as_her_boosted_side_turns_face_up():
    b = Board(manes=("CN190", "PR2"))
    b.players[0] = {"tokens": 3}
    stand = b.add("CN154", 0, "play", "home:0", exhausted=True)
    g = shipped_game(b)
    activate(g, b.mane[0])
    assert g.card(b.mane[0])["boosted"]
    answer(g, "yes")
    assert not g.card(stand)["exhausted"]


def test_cn190_princess_celestia_equestrian_leader_retires_a_resource_to_power_a_yellow_friend_and_turns_back():
    b = Board(manes=("CN190", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    stand = b.add("CN154", 0, "play", "home:0")  # Vittles Stand: power 4
    yellow = b.add(YELLOW, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")  # not yellow
    g = shipped_game(b)
    activate(g, b.mane[0])
    assert stand not in g.s["play"]
    assert power.power(g, yellow) == g.spec(yellow).power + 4
    assert not g.card(b.mane[0])["boosted"]  # turned over: back to its Start side


def test_cn151_the_twilicane_plays_only_on_an_opponents_mane_character():
    b = rich_board()
    cane = b.add("CN151", 0, "hand")
    g = shipped_game(b)
    assert [k for k in keys(g) if k.startswith(f"play|{cane}|")] == [f"play|{cane}|on:{b.mane[1]}"]


def test_cn151_the_twilicane_opponents_friends_have_minus_one_in_the_score_phase_while_their_mane_is_home():
    b = Board()
    b.add("CN151", 0, "play", "home:1", host=b.mane[1])
    theirs = b.add(PINK, 1, "play", "problem:1")
    mine = b.add(PINK, 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, theirs) == 3  # the Main Phase
    g.s["phase"] = "score"
    assert power.power(g, theirs) == 3 - 1 and power.power(g, mine) == 3
    assert power.power(g, b.mane[1]) == MANE_POWER  # Friends only
    g.move(b.mane[1], "problem:0", 1)
    assert power.power(g, theirs) == 3  # its Mane Character is away from home


def test_cn157_changeling_infiltrator_retires_a_friend_there_to_uncover_and_everyone_shuffles_their_discards_in():
    b = board(tokens=2)
    friend = b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:1")  # elsewhere: not offered
    b.add(PINK, 0, "discard")
    b.add(PINK, 1, "discard")
    tm = b.add("CN157", 0, "hand")
    g = shipped_game(b)
    deck_sizes = [len(g.s["players"][p]["deck"]) for p in (0, 1)]
    answer(g, f"tm|{tm}|problem:0")
    assert sorted(keys(g)) == sorted(["none", f"card:{friend}"])
    answer(g, f"card:{friend}")
    infiltrator = find(g, "CN157")[0]
    assert not g.card(infiltrator)["face_down"] and friend not in g.s["play"]
    assert g.s["players"][0]["discard"] == [] and g.s["players"][1]["discard"] == []
    assert [len(g.s["players"][p]["deck"]) for p in (0, 1)] == [deck_sizes[0] + 2, deck_sizes[1] + 1]


def test_cn158_changeling_swarm_retires_your_troublemaker_there_to_uncover():
    b = board(tokens=2)
    other = b.add(TROUBLEMAKER, 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 0, "play", "problem:0", face_down=True)  # can't be named (505.2)
    tm = b.add("CN158", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert sorted(keys(g)) == sorted(["none", f"card:{other}"])
    answer(g, f"card:{other}")
    swarm = find(g, "CN158")[0]
    assert not g.card(swarm)["face_down"] and other not in g.s["play"]


def test_cn158_changeling_swarm_may_stay_face_down():
    b = board(tokens=2)
    b.add(TROUBLEMAKER, 0, "play", "problem:0")
    tm = b.add("CN158", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    answer(g, "none")
    assert g.card(find(g, "CN158")[0])["face_down"]


def test_cn46_pinkie_pie_element_of_laughter_reveals_until_enough_friends_and_keeps_laughter_ones():
    b = rich_board()
    for _ in range(2):
        b.add(PINK, 0, "play", "home:0")  # 3 + 3 + 3 pink power for its requirement of 6
    b.deck_top(BLUE, 0)  # not revealed: three Friends are found before it
    low = b.deck_top(PINK, 0)
    b.deck_top("PR139", 0)
    b.deck_top(BLUE, 0)
    top = b.deck_top(PINK, 0)  # printed power 3: reveal until 3 Friends
    g = play(b, "CN46", "home:0", "yes")
    hand_before = len(g.s["players"][1]["hand"])
    assert sorted(keys(g)) == sorted([f"card:{top}", f"card:{low}"])  # the pink Friends revealed
    answer(g, f"card:{top}", f"card:{low}")
    assert zone_codes(g, 0, "hand") == [PINK, PINK]
    assert len(g.s["players"][1]["hand"]) == hand_before + 2  # the opponent draws 1 for each
    assert "Hard Hat" in log_text(g) and "PR139" in zone_codes(g, 0, "deck")


def test_cn78_rarity_element_of_generosity_opponent_picks_one_for_the_hand_the_other_may_enter_play():
    b = rich_board()
    for _ in range(2):
        b.add(WHITE, 0, "play", "home:0")  # white power for its requirement of 6
    first = b.add(WHITE, 0, "discard")
    second = b.add("CN68", 0, "discard")  # Cookie Crumbles: white too
    b.add(BLUE, 0, "discard")  # not white
    third = b.add(WHITE, 0, "discard")  # a third white Friend: P0 picks two of three
    g = play(b, "CN78", "home:0")
    assert "Choose 2 [Generosity] Friends from your discard pile" in g.pending().prompt
    answer(g, "yes")
    assert sorted(keys(g)) == sorted([f"card:{first}", f"card:{second}", f"card:{third}"])
    assert (g.pending().min, g.pending().max) == (2, 2)  # "choose 2": not one alone (705.2e)
    answer(g, f"card:{first}", f"card:{second}")
    assert g.pending().player == 1
    answer(g, f"card:{second}")
    assert zone_codes(g, 0, "hand") == ["CN68"]
    answer(g, "yes")
    assert len(find(g, WHITE, owner=0)) == 2 + 2 + 1  # rich board, the two added, and the one put into play
    assert sorted(zone_codes(g, 0, "discard")) == sorted([BLUE, WHITE])


def test_cn78_rarity_element_of_generosity_with_one_generosity_friend_in_the_pile_chooses_it_alone():
    """An open reading (docs/engine.md): "you may choose 2 [Generosity] Friends" with one in the
    discard pile chooses that one; the opponent can only pick it for the hand, and no other is
    left to put into play."""
    b = rich_board()
    for _ in range(2):
        b.add(WHITE, 0, "play", "home:0")
    b.add(WHITE, 0, "discard")
    b.add(BLUE, 0, "discard")
    g = play(b, "CN78", "home:0")
    assert "Choose 1 [Generosity] Friend from your discard pile" in g.pending().prompt
    answer(g, "yes")  # (one card to choose, one for the opponent to pick: nothing more is asked)
    assert zone_codes(g, 0, "hand") == [WHITE] and g.pending().kind == "priority"
    assert find(g, WHITE, owner=0, zone="discard") == []


def test_cn106_hoofwrasslin_winner_puts_a_card_of_the_losers_hand_on_top_of_their_deck():
    b = rich_board()
    mine = b.add(BLUE, 0, "play", "problem:0")  # 2 power
    b.add(PINK, 1, "play", "problem:1")  # 3 power: equal or greater
    b.deck_top("CN65", 0)  # P0 flips 5
    kept = b.add(BLUE, 1, "hand")
    sent = b.add(WHITE, 1, "hand")
    wrestle = b.add("CN106", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{wrestle}|event")
    choose_card = f"card:{mine}"
    if choose_card in keys(g):
        answer(g, choose_card)
    settle(g, "pass", until=lambda g: g.pending().kind == "target" and g.pending().player == 0)
    assert "P0 wins the faceoff" in log_text(g) and "P0 looks at P1's hand (2 cards; by the text of " in log_text(g)
    assert sorted(keys(g)) == sorted([f"card:{kept}", f"card:{sent}"])
    name = g.spec(sent).name
    answer(g, f"card:{sent}")
    assert zone_codes(g, 1, "deck")[-1] == WHITE and zone_codes(g, 1, "hand") == [BLUE]
    # from hand to deck, hidden all the way: the log names it no more than the hand (404.1)
    assert "P1 puts a card from their hand on top of their deck" in log_text(g)
    assert name not in log_text(g)


def test_cn120_the_hard_way_challenges_a_face_up_troublemaker_in_the_main_phase_with_all_your_characters_there():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "play", "problem:1", face_down=True)  # face-down: can't be named (505.2)
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    for code in (PINK, PINK):
        b.add(code, 0, "play", "problem:0")
    hard = b.add("CN120", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{hard}|event")  # the only face-up one is chosen at once (705.2e)
    # (nobody can act in its windows: it runs to its end at once)
    assert g.as_written("P0 starts a Troublemaker faceoff at problem:0") in log_text(g)
    assert "Power totals: P0 7" in log_text(g)  # the two Friends there (3 + 3) and a flip; not those at home
    assert f"P0 defeats Purple Parasprite #{tm}" in log_text(g)
    assert g.s["phase"] == "main" and g.pending().player == 0


def test_cn120_the_hard_way_needs_your_characters_at_the_troublemakers_problem():
    b = rich_board()  # P0's Friends are at home
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    hard = b.add("CN120", 0, "hand")
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{hard}|") for k in keys(g))


def test_cn101_biff_pow_challenges_a_troublemaker_with_one_of_your_characters_only():
    b = rich_board()
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")  # 4 power
    pink = b.add(PINK, 0, "play", "problem:0")
    b.add(PINK, 0, "play", "problem:0")
    biff = b.add("CN101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{biff}|event")  # the only Troublemaker is chosen at once
    answer(g, f"card:{pink}")
    assert g.as_written("P0 starts a Troublemaker faceoff at problem:0") in log_text(g)
    assert "Power totals: P0 4, P1 5" in log_text(g)  # one Friend (3) and a flip, against 4 and a flip
    assert tm in g.s["play"] and g.s["faceoff"] is None


def test_cn101_biff_pow_offers_no_mane_character_against_biff_and_the_judge_says_why():
    """Biff! Pow! against P1's Biff (CG156: "Mane Characters can't be involved in Troublemaker
    faceoffs involving this card"): P0's Mane Character could not be involved (514.2a, 104.2),
    so only P0's Friends are offered to challenge with, and the question says why (705.2e);
    with a Mane Character alone, Biff! Pow! is not offered and the judge's "why not?" quotes
    Biff's reason."""
    b = rich_board()
    biff = b.add("CG156", 1, "play", "problem:0")
    pow_ = b.add("CN101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pow_}|event")
    assert g.pending().prompt.endswith(f"(Mane Characters are left out: Biff #{biff}'s text keeps them out of "
                                       "the faceoff, 514.2a)")
    assert f"card:{b.mane[0]}" not in keys(g)
    assert set(keys(g)) == {f"card:{i}" for i in g.characters(0) if i != b.mane[0]}
    b = board(manes=("PR1", "PR2"))  # Rainbow Dash: Blue, 3 power for Biff! Pow!'s requirement
    b.cards[b.mane[0] - 1]["counters"] = {"power": 2}
    biff = b.add("CG156", 1, "play", "problem:0")
    pow_ = b.add("CN101", 0, "hand")
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{pow_}|") for k in keys(g))
    assert f"- Rule 514.2a: its instruction “Challenge an opponent's Troublemaker with one of your characters” " \
           f"can't be followed now: Biff #{biff} can't be challenged (Player 1 has only Mane Characters in play, and its " \
           "text keeps them out of the faceoff)." in mlp_table().why_not(g, "play Biff! Pow!").lines()


def test_cn200_princess_celestia_protector_of_equestria_gets_two_and_challenges_alone():
    b = rich_board()
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")  # 4 power
    b.add(PINK, 0, "play", "problem:0")  # not involved: she challenges alone
    g = play(b, "CN200", "problem:0")
    assert g.as_written("P0 starts a Troublemaker faceoff at problem:0") in log_text(g)
    assert "Power totals: P0 6, P1 5" in log_text(g)  # her 3 + 2 and a flip, against 4 and a flip
    assert f"P0 defeats Purple Parasprite #{tm}" in log_text(g)


def test_cn200_princess_celestia_protector_of_equestria_asks_to_pay_for_a_trapped_troublemaker_ad136():
    """608.1: It's a Trap! ("Players can't challenge that Troublemaker unless they pay [2]"):
    the text's challenge waits on the player's choice to pay; with too little, no challenge."""
    for tokens, pay in ((5, "yes"), (5, "no"), (4, None)):
        b = rich_board(tokens)  # Celestia costs 3
        tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
        b.add("AD136", 1, "play", "problem:0", host=tm)
        g = play(b, "CN200", "problem:0")
        if pay is None:
            assert "608.4" not in rules_cited(g) and g.s["players"][0]["tokens"] == 1
            continue
        assert g.pending().prompt.endswith(f"Pay [2] to challenge {g.name(tm)}? (608.1)")
        answer(g, pay)
        assert ("P0 challenges" in log_text(g)) is (pay == "yes")
        assert g.s["players"][0]["tokens"] == (0 if pay == "yes" else 2)


def test_cn200_princess_celestia_protector_of_equestria_nothing_without_an_opposing_troublemaker_there():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "play", "problem:1")
    g, celestia = play_entered(b, "CN200", "problem:0")
    assert "faceoff" not in log_text(g) and power.power(g, celestia) == 3


def test_cn194_dj_pon_3_everyponys_shufflin_returns_to_hand_and_every_player_shuffles_their_hand_in_and_draws_four():
    b = Board()
    dj = b.add("CN194", 0, "play", "home:0")
    for _ in range(2):
        b.add(PINK, 0, "hand")
    b.add(BLUE, 1, "hand")
    g = shipped_game(b, phase="ready", step="ready", turn_player=1, turn=4)  # P1's turn starts
    for _ in range(30):
        if acts(g, dj) or "pass" not in keys(g):
            break
        answer(g, "pass")
    assert acts(g, dj) and g.pending().player == 0
    decks = [len(g.s["players"][0]["deck"]) + len(g.s["players"][0]["hand"])]
    activate(g, dj)
    # its own card went to the hand first, and was shuffled in with it
    assert "P0 shuffles their hand (3 cards) into their deck" in log_text(g)
    assert "P1 shuffles their hand (1 card) into their deck" in log_text(g)
    assert len(zone_codes(g, 0, "hand")) == 4 and dj not in g.s["play"]
    assert len(g.s["players"][0]["deck"]) + 4 == decks[0] + 1


def test_cn188_too_many_pinkie_pies_a_player_in_its_problem_faceoff_moves_a_character_there_from_another_problem():
    b = Board(problems=("PR168", "CN188"))
    b.players[0] = {"tokens": 0}
    for p in (0, 1):
        b.cards[b.mane[p] - 1]["area"] = "problem:1"
    for _ in range(2):
        b.add("PR60", 0, "play", "problem:1")
    b.add(PINK, 1, "play", "problem:1")
    reinforcement = b.add(PINK, 0, "play", "problem:0")
    b.add(PINK, 0, "play", "home:0")  # at home: not from another Problem
    g = shipped_game(b, phase="score", step="confront")
    for _ in range(10):
        if g.s["faceoff"] is not None and acts(g, b.problem[1]):
            break
        answer(g, "pass")
    assert g.s["faceoff"]["kind"] == "problem" and g.pending().player == 0
    activate(g, b.problem[1])  # the only character of P0's at another Problem is chosen at once
    assert (f"#{reinforcement} is moved from Cloudbursting #3 (P0's) to Too Many Pinkie Pies #4 (P1's"
            "; by the text of Too Many Pinkie Pies #4)") in log_text(g)
    # there it is involved (514.2b): Mane 1, 2 + 2, and 3, and a flip of 1
    assert "Power totals: P0 9, P1 5" in log_text(g)


def test_cn188_too_many_pinkie_pies_not_outside_its_problem_faceoff():
    b = Board(problems=("PR168", "CN188"))
    b.add(PINK, 0, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    g = shipped_game(b)
    assert not acts(g, b.problem[1])


def test_cn187_threat_against_canterlot_once_confronted_no_troublemakers_can_be_played_there():
    b, _ = confront_own("CN187", "PR33", "PR33", BLUE)  # 4 orange, and 3 more with the Mane's
    tm = b.add(TROUBLEMAKER, 1, "hand")
    fresh = shipped_game(b)
    assert not power.static_sum(fresh, "cant_play_troublemaker", 1, area="problem:0")
    g = confronted(b)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main"
           and g.pending().player == 1)
    offered = [k for k in keys(g) if k.startswith(f"tm|{tm}|")]
    assert offered == [f"tm|{tm}|problem:1"]  # not at Threat Against Canterlot any more


def test_cn7_fluttershy_friend_to_animals_pays_one_less_to_turn_over_for_each_critter_friend_you_control():
    b = Board(manes=("CN7", "PR2"))
    b.players[0] = {"tokens": 1}
    b.add(CRITTER, 0, "play", "home:0")
    b.add(CRITTER, 1, "play", "problem:1")  # not yours
    g = shipped_game(b)
    assert not acts(g, b.mane[0])  # 3 - 1 = 2 tokens: P0 has 1
    b.add("PR81", 0, "play", "problem:1")  # Blue Jay: a second Critter of P0's
    g = shipped_game(b)
    activate(g, b.mane[0])  # 3 - 2 = 1
    assert g.card(b.mane[0])["boosted"] and g.s["players"][0]["tokens"] == 0


def test_cn7_fluttershy_friend_to_animals_boosted_moves_to_a_problem_with_one_of_your_critters():
    b = Board(manes=("CN7", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.players[0] = {"tokens": 2}
    b.add(CRITTER, 0, "play", "problem:1")
    b.add(CRITTER, 1, "play", "problem:0")  # an opponent's Critter does not count
    g = shipped_game(b)
    activate(g, b.mane[0])  # the only such Problem is chosen at once
    assert g.card(b.mane[0])["area"] == "problem:1" and g.s["players"][0]["tokens"] == 1


def test_cn183_out_of_control_dismisses_one_random_friend_that_was_there_when_solved():
    b = Board(problems=("CN183", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    there = [b.add("PR33", 0, "play", "problem:0") for _ in range(2)] + [b.add("PR79", 0, "play", "problem:0")]
    there += [b.add("PR36", 1, "play", "problem:0") for _ in range(2)]  # P1 meets it too: a Problem faceoff
    away = b.add("PR33", 0, "play", "home:0")
    b.add("PR161", 0, "problem_deck")
    g = run_turn(b, "score", "score")
    assert g.spec(g.problem_card("problem:0")).code == "PR161"  # solved and replaced
    gone = [i for i in there if i not in g.s["play"]]
    assert len(gone) == 1  # one Friend of either player, not all of them
    assert "picked at random" in log_text(g)
    assert g.card(away)["zone"] == "play" and g.card(b.mane[0])["zone"] == "play"  # not there; not a Friend


def test_cn152_train_tracks_keeps_the_friend_it_frightened_frightened_while_exhausted():
    b = board(3)
    tracks = b.add("CN152", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    other = b.add("PR36", 1, "play", "problem:0")
    b.add("PR36", 1, "play", "home:1")  # not at a Problem
    g = shipped_game(b)
    answer(g, f"act|{tracks}|1")
    assert set(keys(g)) == {f"card:{foe}", f"card:{other}"}
    answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"] and g.card(tracks)["exhausted"] and g.s["players"][0]["tokens"] == 2
    g.unfrighten(foe)
    assert g.card(foe)["frightened"] and "can't be unfrightened" in log_text(g)
    g.frighten(other)
    g.unfrighten(other)  # not the card it frightened
    assert not g.card(other)["frightened"]
    g.ready(tracks)  # no longer exhausted
    g.unfrighten(foe)
    assert not g.card(foe)["frightened"]


def test_cn152_train_tracks_is_named_as_what_keeps_its_friend_frightened():
    """104.2: through the opponent's turn Train Tracks stays exhausted, so the Friend it
    frightened can't be unfrightened: the opponent's Ready Phase names Train Tracks as why it
    stays frightened (and no rally is offered, 609.2e), as a text unfrightening it does."""
    b = board(3)
    tracks = b.add("CN152", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"act|{tracks}|1")  # (the only Friend it can frighten is taken without asking)
    pass_until(g, phase="main")
    while g.s["turn_player"] == 0:
        pass_once(g)
    pass_until(g, phase="main")
    held = f"{g.name(foe)} stays frightened: {g.name(tracks)}'s text says it can't be unfrightened"
    assert ("104.2", held) in [(rule, text) for _, rule, text in g.log]
    assert g.s["players"][1]["tokens"] >= 2 and f"rally|{foe}" not in keys(g)
    g.unfrighten(foe)
    assert g.log[-1][1:] == ("104.2", f"{g.name(foe)} is not unfrightened: {held.split(': ')[1]}")


def test_cn61_shining_armor_turns_a_troublemaker_face_down_after_moving_to_its_problem():
    b = board(3)
    armor = b.add("CN61", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    other = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    assert not acts(g, armor)  # not yet moved
    answer(g, f"move|{armor}|problem:0")
    answer(g, acts(g, armor)[0])
    if g.pending().kind == "target":
        answer(g, f"card:{tm}")
    assert g.card(tm)["face_down"] and not g.card(other)["face_down"]  # only one there
    assert g.card(armor)["exhausted"]
    assert not acts(g, armor)  # once per move (512.4c)


def test_cn61_shining_armor_does_not_react_to_being_moved_home():
    b = board(3)
    armor = b.add("CN61", 0, "play", "problem:1")
    b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{armor}|home:0")
    assert not acts(g, armor)


def test_cn146_private_party_moves_a_troublemaker_an_opponent_just_played():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 3}
    party = b.add("CN146", 0, "play", "home:0")
    tm = b.add("PR157", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"tm|{tm}|problem:0")
    assert g.pending().player == 0
    answer(g, acts(g, party)[0])
    played = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    assert len(played) == 1 and g.card(played[0])["area"] == "problem:1" and g.card(played[0])["face_down"]
    assert g.card(party)["exhausted"] and g.s["players"][0]["tokens"] == 1
    assert not acts(g, party)


def test_cn146_private_party_ignores_its_controllers_own_troublemakers():
    b = Board()
    b.players[0] = {"tokens": 2}
    party = b.add("CN146", 0, "play", "home:0")
    tm = b.add("PR157", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    ability = g.spec(party).abilities[1]
    assert reaction_options(g, 0, party, ability, f"ability:{party}") == []


def _pipsqueak(area: str = "problem:0") -> tuple:
    """P1's Troublemaker Phase: P1's face-down Purple Parasprite at `area` is uncovered;
    P0's Pipsqueak and Apple Brown Betty stand at problem:0."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 3}
    pip = b.add("CN16", 0, "play", "problem:0")
    pal = b.add("PR36", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", area, face_down=True)
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover")
    return g, pip, pal, tm


def test_cn16_pipsqueak_challenges_an_opponents_troublemaker_uncovered_at_its_problem():
    g, pip, _, tm = _pipsqueak()
    assert g.pending().player == 0
    answer(g, acts(g, pip)[0])
    fo = g.s["faceoff"]
    assert fo is not None and fo["kind"] == "troublemaker" and fo["tm"] == tm and fo["challenger"] == 0
    assert "P0 challenges Purple Parasprite" in log_text(g)


def test_cn16_pipsqueak_ignores_a_troublemaker_uncovered_at_another_problem():
    g, pip, _, _ = _pipsqueak("problem:1")
    assert not acts(g, pip)


def test_cn196_princess_luna_mare_in_the_moon_returns_at_the_start_of_its_owners_next_turn():
    b = board(3)
    luna = b.add("CN196", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, acts(g, luna)[0])  # after the start of this Main Phase: activating it is the "may"
    assert "CN196" in zone_codes(g, 0, "banished")
    while g.s["turn_player"] == 0:
        pass_until(g, phase="main") if g.s["phase"] != "main" else answer(g, "pass")
    pass_until(g, phase="main")
    assert g.s["turn_player"] == 1 and "CN196" in zone_codes(g, 0, "banished")  # not at the opponent's turn
    while g.s["turn_player"] == 1:
        answer(g, "pass") if "pass" in keys(g) else answer(g, keys(g)[0])
    assert g.pending().player == 0 and g.pending().kind == "area"  # where it comes back: P0's choice
    answer(g, "home:0")
    back = [i for i in g.s["play"] if g.spec(i).code == "CN196"]
    assert back and g.card(back[0])["area"] == "home:0" and "CN196" not in zone_codes(g, 0, "banished")


def test_cn126_wardrobe_malfunction_makes_the_opponent_move_the_resource_they_just_played():
    b = Board()
    b.players[0] = {"tokens": 1}
    b.players[1] = {"tokens": 3}
    b.add("PR33", 0, "play", "home:0")  # orange power for its requirement
    malfunction = b.add("CN126", 0, "hand")
    first = b.add("PR33", 1, "play", "home:1")
    second = b.add("PR33", 1, "play", "home:1")
    hat = b.add("PR139", 1, "hand")  # Hard Hat: "Play on a Friend."
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{hat}|on:{first}")
    assert g.pending().player == 0
    answer(g, f"react|{malfunction}|")
    assert g.pending().player == 1 and g.pending().kind == "target"  # that opponent chooses
    assert f"card:{first}" not in keys(g) and f"card:{second}" in keys(g)
    answer(g, f"card:{second}")
    worn = next(i for i in g.s["play"] if g.spec(i).code == "PR139")
    assert g.card(worn)["host"] == second


def test_cn126_wardrobe_malfunction_is_not_offered_for_its_players_own_resource():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR33", 0, "play", "home:0")
    friend = b.add("PR33", 0, "play", "home:0")
    malfunction = b.add("CN126", 0, "hand")
    hat = b.add("PR139", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{hat}|on:{friend}")
    assert abilities.reaction_events(g, 0, malfunction, g.spec(malfunction)) == []


def _golden_ticket(play_it: bool) -> tuple[MlpGame, int]:
    """P0 (with white power) confronts P1's Problem and P1 meets it: a Problem faceoff, Full
    Steam (4) in P0's discard pile; P0 plays I Got a Golden Ticket! in its first window, or
    passes. The game once the faceoff is over, and P0's first power total."""
    b, _, _, cards = problem_faceoff(p0=("PR79", "PR79"), hand=("CN107",), tokens=3)
    b.add("PR31", 0, "discard")
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{cards[0]}|event" if play_it else "pass")
    while g.s["faceoff"] is not None:
        answer(g, "pass") if "pass" in keys(g) else answer(g, keys(g)[0])
    line = next(line for line in log_text(g).splitlines() if "Power totals" in line)
    return g, int(line.split("P0 ")[1].split(",")[0])


def test_cn107_i_got_a_golden_ticket_adds_a_friend_from_the_discard_pile_to_the_faceoff_then_banishes_it():
    g, total = _golden_ticket(True)
    _, plain = _golden_ticket(False)
    assert total == plain + 4  # Full Steam was involved at the faceoff's Problem
    assert "705.2e: P0 puts Full Steam, Smoke Stacked #" in log_text(g) and "into play at problem:1" in log_text(g)
    assert zone_codes(g, 0, "banished") == ["PR31"] and "PR31" not in zone_codes(g, 0, "discard")


def test_cn87_fine_line_and_cn90_goldie_delicious_give_nothing_at_home_where_they_have_no_problem():
    """ "Each of your other characters at this card's Problem have +1 power" (CN87) and "your
    Critter Friends at its Problem each have +1 power" (CN90) name a Problem: a card at home has
    none, where "here" would be its home (501.4). At home, Thunderclap's "a Friend with 2 or
    less power" still reaches the Friends beside them."""
    b = board()
    b.add("CN87", 0, "play", "home:0")  # P1's Mane Character is at home
    b.add("CN90", 0, "play", "home:0", exhausted=True)
    pony = b.add("PR12", 0, "play", "home:0")  # 2 power
    critter = b.add(CRITTER, 0, "play", "home:0")  # 1 power
    there = b.add("CN87", 0, "play", "problem:0")
    b.add("CN90", 0, "play", "problem:0", exhausted=True)
    pal = b.add("PR12", 0, "play", "problem:0")
    mouse = b.add(CRITTER, 0, "play", "problem:0")
    g = shipped_game(b)
    assert (power.power(g, pony), power.power(g, critter)) == (2, 1)
    assert (power.power(g, pal), power.power(g, mouse)) == (2 + 1, 1 + 1 + 1)
    assert power.power(g, there) == 2  # Fine Line's own text gives only her other characters


def test_cn157_changeling_infiltrator_asks_nothing_beside_a_face_up_epic_troublemaker():
    """607.1: played face-down where P1's Epic Nightmare Moon is face up, it can't be
    uncovered, so no Friend is retired for it (705.2e): nothing is asked, and the log says no
    "can't be uncovered" of it alone while it is face-down (505.1d; `test_hidden_texts`)."""
    b = board(tokens=2)
    friend = b.add(BLUE, 0, "play", "problem:0")
    b.add("PR210", 1, "play", "problem:0")
    tm = b.add("CN157", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert g.pending().kind == "priority" and friend in g.s["play"]
    assert g.card(find(g, "CN157")[0])["face_down"]
    assert "can't be uncovered" not in log_text(g)


def test_cn158_changeling_swarm_may_retire_the_epic_troublemaker_that_kept_it_face_down():
    """Retiring P0's own face-up Epic Nightmare Moon there is what lets it be uncovered
    (607.1 no longer applies once the cost is paid)."""
    b = board(tokens=2)
    epic = b.add("PR210", 0, "play", "problem:0")
    tm = b.add("CN158", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert sorted(keys(g)) == sorted(["none", f"card:{epic}"])
    answer(g, f"card:{epic}")
    assert not g.card(find(g, "CN158")[0])["face_down"] and epic not in g.s["play"]
