"""Texts printed on one card of Equestrian Odysseys, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does: the numbers
a judge would check (tokens, power, what a player needs to confront) before and after.
"""

from __future__ import annotations

from engine.mlp.effects.problems import friend_barred
from engine.mlp.procedures.faceoff import power_total
from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from engine.mlp.values.power import blocked_by_troublemaker
from engine.mlp.view import place_words
from tests.engine.card_play import (
    BIG,
    TROUBLEMAKER,
    act,
    act_with,
    acts,
    confront_board,
    confronted,
    find,
    flipped,
    gala_board,
    golden_parachute,
    play,
    problem_enters,
    problem_faceoff,
    rich_board,
    settle,
    start_challenge,
    win_faceoff,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_once,
    pass_until,
    shipped_game,
    without_numbers_now,
    zone_codes,
)

FILLERS = ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2  # blue, orange, pink, purple, white, yellow


def _rich_board(tokens: int = 9) -> Board:
    """P0 in their Main Phase with `tokens` tokens and power of every color at home."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    return b


def _need(g, player: int, area: str) -> int:
    """The power in all `player` needs to confront the Problem at `area`."""
    reqs = power.requirements(g, player, area)
    assert reqs is not None
    return sum(amount for _, _, amount in reqs)


def test_eo134_read_the_manual_gains_five_then_is_banished_not_discarded():
    b = _rich_board(tokens=3)
    manual = b.add("EO134", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{manual}|event")
    assert g.s["players"][0]["tokens"] == 3 - 3 + 5  # paid its cost of 3, then gained 5
    assert zone_codes(g, 0, "banished") == ["EO134"]
    assert "EO134" not in zone_codes(g, 0, "discard")
    # the tokens are the Event's effect (705.2e); only the banishing is 410.5's
    assert [rule for _, rule, text in g.log if "gains 5" in text] == ["705.2e"]


def test_eo133_puppet_show_opponents_need_two_more_at_the_chosen_problem_only():
    b = _rich_board()
    show = b.add("EO133", 0, "hand")
    g = shipped_game(b)
    chosen, other = "problem:1", "problem:0"
    before = {(p, a): _need(g, p, a) for p in (0, 1) for a in (chosen, other)}
    answer(g, f"play|{show}|event")
    answer(g, chosen)
    assert _need(g, 1, chosen) == before[1, chosen] + 2
    assert _need(g, 1, other) == before[1, other]  # only the chosen Problem
    assert _need(g, 0, chosen) == before[0, chosen]  # only opponents
    # until the end of the turn
    g.expire_mods("turn")
    assert _need(g, 1, chosen) == before[1, chosen]


def test_eo197_strut_your_stuff_friends_here_with_a_resource_get_two_power():
    b = Board(problems=("EO197", "PR190"))
    dressed = b.add("PR36", 1, "play", "problem:0")
    b.add("PR139", 1, "play", "problem:0", host=dressed)  # Hard Hat (no power of its own)
    plain = b.add("PR36", 0, "play", "problem:0")
    elsewhere = b.add("PR36", 0, "play", "problem:1")
    b.add("PR139", 0, "play", "problem:1", host=elsewhere)
    g = shipped_game(b)
    assert power.power(g, dressed) == 3 + 2  # an opponent's Friend here too
    assert power.power(g, plain) == 3  # no Resource on it
    assert power.power(g, elsewhere) == 3  # not at this Problem


def test_eo24_applejack_hard_days_work_honesty_characters_have_two_power_while_exhausted():
    b = Board()
    applejack = b.add("EO24", 0, "play", "home:0")
    orange = b.add("PR33", 0, "play", "home:0", exhausted=True)
    ready_orange = b.add("PR33", 0, "play", "home:0")
    blue = b.add("PR12", 0, "play", "home:0", exhausted=True)
    theirs = b.add("PR33", 1, "play", "home:1", exhausted=True)
    g = shipped_game(b)
    assert power.power(g, orange) == 2 + 2
    assert power.power(g, ready_orange) == 2
    assert power.power(g, blue) == 2  # not [Honesty]
    assert power.power(g, theirs) == 2  # not this card's controller's
    assert power.power(g, applejack) == 4  # ready
    g.exhaust(applejack)
    assert power.power(g, applejack) == 4 + 2  # "your characters" includes this card


def _faceoff_at(g, area: str) -> None:
    """A Problem faceoff running at `area` (only whether one runs, and where, is read)."""
    g.s["faceoff"] = {"kind": "problem", "areas": [area], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def test_eo179_town_equalists_count_each_color_among_opposing_characters_here_once():
    b = Board()
    equalists = b.add("EO179", 1, "play", "problem:0")
    for code in ("PR33", "PR33", "EO107"):  # orange, orange again, white and yellow
        b.add(code, 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")  # pink, but not opposing
    b.add("PR12", 0, "play", "problem:1")  # blue, but not here
    g = shipped_game(b)
    assert power.power(g, equalists) == 4 + 3


def test_eo91_screwy_has_two_power_per_own_critter_here_during_faceoffs():
    b = Board()
    screwy = b.add("EO91", 0, "play", "problem:0")  # an Earth Pony: it does not count itself
    b.add("PR81", 0, "play", "problem:0")  # Critters of P0's here
    b.add("PR81", 0, "play", "problem:0")
    b.add("PR81", 1, "play", "problem:0")  # an opponent's Critter
    b.add("PR81", 0, "play", "problem:1")  # a Critter elsewhere
    b.add("PR33", 0, "play", "problem:0")  # not a Critter
    g = shipped_game(b)
    assert power.power(g, screwy) == 2  # not during a faceoff
    _faceoff_at(g, "problem:1")  # any faceoff, not only one involving this card
    assert power.power(g, screwy) == 2 + 2 * 2


def test_eo215_burst_of_strength_puts_counters_equal_to_the_friends_power():
    b = _rich_board()
    mine = b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    burst = b.add("EO215", 0, "hand")
    g = shipped_game(b)
    g.add_mod("power", mine, 1, until="turn", ctrl=0)  # its power now is 4, not its printed 3
    answer(g, f"play|{burst}|event")
    answer(g, f"card:{mine}")
    assert g.card(mine)["counters"].get("power") == 4
    assert power.power(g, mine) == 4 + 4
    g.expire_mods("turn")
    assert power.power(g, mine) == 3 + 4  # the counters stay


def test_eo215_burst_of_strength_offers_only_your_friends():
    b = _rich_board()
    theirs = b.add("PR36", 1, "play", "problem:0")
    burst = b.add("EO215", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{burst}|event")
    offered = g.pending().option_keys()
    assert f"card:{theirs}" not in offered and offered


def test_eo140_training_montage_counts_your_other_friends_at_its_problem():
    b = _rich_board()
    trainee = b.add("PR36", 0, "play", "problem:1")
    b.add("PR33", 0, "play", "problem:1")
    b.add("PR33", 0, "play", "problem:1")
    b.add("PR33", 1, "play", "problem:1")  # an opponent's: not counted
    b.add("PR33", 0, "play", "problem:0")  # elsewhere: not counted
    montage = b.add("EO140", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{montage}|event")
    answer(g, f"card:{trainee}")
    assert power.power(g, trainee) == 3 + 2
    g.expire_mods("turn")
    assert power.power(g, trainee) == 3


def test_eo107_davenport_taxes_opponents_friends_of_three_printed_power_or_more():
    b = Board()
    b.add("EO107", 0, "play", "home:0")
    big = b.add("PR36", 1, "hand")  # printed power 3
    small = b.add("PR33", 1, "hand")  # printed power 2
    mine = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 1, big, "home:1", None) == 3 + 1
    assert power.play_cost(g, 1, small, "home:1", None) == 2
    assert power.play_cost(g, 0, mine, "home:0", None) == 3  # only opponents pay more


def test_eo89_celestia_royal_decree_bars_opponents_big_friends_here():
    b = Board()
    b.players[0] = {"tokens": 9}
    b.add("EO89", 0, "play", "problem:0")
    big = b.add("PR36", 1, "hand")  # printed power 3
    small = b.add("PR33", 1, "hand")
    mine = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    assert friend_barred(g, 1, big, "problem:0")
    assert not friend_barred(g, 1, big, "problem:1")  # only here
    assert not friend_barred(g, 1, small, "problem:0")
    assert not friend_barred(g, 0, mine, "problem:0")  # only opponents
    assert f"play|{mine}|problem:0" in g.pending().option_keys()


def _run_until(g, player: int, phase: str, limit: int = 400) -> None:
    """Let the game run on (passing, declining, taking the first answer of other choices)
    until `player`'s turn reaches `phase`, or a choice of a target is asked."""
    for _ in range(limit):
        d = g.pending()
        if d is None or (g.s["turn_player"] == player and g.s["phase"] == phase) or d.kind == "target":
            return
        pass_once(g)
    raise AssertionError("the game never got there")


def test_eo111_bale_out_exhausts_and_holds_the_character_through_its_next_ready_phase():
    b = _rich_board()
    held = b.add("PR36", 1, "play", "problem:1")
    other = b.add("PR36", 1, "play", "problem:1", exhausted=True)  # readies as usual
    b.add("PR12", 0, "hand")  # the additional cost: discard a card (the only one: no choice)
    bale = b.add("EO111", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{bale}|event")
    assert sorted(g.pending().option_keys()) == sorted([f"card:{b.mane[1]}", f"card:{held}"])  # ready ones
    answer(g, f"card:{held}")
    assert g.card(held)["exhausted"]
    assert "PR12" in zone_codes(g, 0, "discard")
    _run_until(g, 1, "main")
    assert g.s["turn_player"] == 1 and g.s["phase"] == "main"
    assert g.card(held)["exhausted"]  # skipped P1's Ready Phase
    assert not g.card(other)["exhausted"]
    assert not g.s["flags"].get("no_ready:1")  # only the next Ready Phase


def test_eo117_dizzy_spell_returns_a_friend_then_its_owner_discards_a_card():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    b.add("PR12", 1, "hand")
    spell = b.add("EO117", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spell}|event")  # the only opposing Friend is chosen without asking
    assert foe not in g.s["play"] and sorted(zone_codes(g, 1, "hand")) == ["PR12", "PR36"]
    decision = g.pending()
    assert decision.player == 1 and decision.kind == "discard"  # that player chooses
    answer(g, option_with(g, "Emerald Green"))
    assert zone_codes(g, 1, "hand") == ["PR36"] and zone_codes(g, 1, "discard") == ["PR12"]


def test_eo117_dizzy_spell_an_empty_hand_discards_the_returned_friend():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    spell = b.add("EO117", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spell}|event")
    assert foe not in g.s["play"]
    assert zone_codes(g, 1, "hand") == [] and zone_codes(g, 1, "discard") == ["PR36"]


def test_eo117_dizzy_spell_offers_no_friend_it_cant_return():
    """705.2e: P1's CG25 Maud Pie, Like a Rock "can't be ... put into its owner's hand from play
    by opponents": P0's Dizzy Spell doesn't offer her (the other Friend is chosen without
    asking), and with her alone it can't be played (nothing its text can do)."""
    b = _rich_board()
    maud = b.add("CG25", 1, "play", "problem:1")
    foe = b.add("PR36", 1, "play", "problem:1")
    spell = b.add("EO117", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spell}|event")
    assert foe not in g.s["play"] and maud in g.s["play"]
    b.cards[foe - 1].update(zone="hand", area=None)  # Maud Pie the only opposing Friend
    assert f"play|{spell}|event" not in keys(shipped_game(b))


def test_eo137_solo_performance_scores_at_a_confronted_problem_without_opposing_friends():
    b = _rich_board()
    b.add("PR36", 1, "play", "problem:0")  # an opposing Friend at the other confronted Problem
    solo = b.add("EO137", 0, "hand")
    g = shipped_game(b, confronted=["problem:1", "problem:0"])
    before = g.s["players"][0]["score"]
    answer(g, f"play|{solo}|event")
    assert sorted(g.pending().option_keys()) == ["problem:0", "problem:1"]
    answer(g, "problem:1")
    assert g.s["players"][0]["score"] == before + 1


def test_eo137_solo_performance_no_point_with_an_opposing_friend_there():
    b = _rich_board()
    b.add("PR36", 1, "play", "problem:0")
    solo = b.add("EO137", 0, "hand")
    g = shipped_game(b, confronted=["problem:0"])
    before = g.s["players"][0]["score"]
    answer(g, f"play|{solo}|event")
    assert g.s["players"][0]["score"] == before


def test_eo137_solo_performance_is_not_offered_before_confronting():
    b = _rich_board()
    solo = b.add("EO137", 0, "hand")
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{solo}|") for k in g.pending().option_keys())


def test_eo175_pink_parasprite_moves_one_of_the_opponents_characters_here_home():
    b = Board()
    b.add("EO175", 1, "play", "problem:0")
    first = b.add("PR36", 0, "play", "problem:0")
    second = b.add("PR12", 0, "play", "problem:0")
    elsewhere = b.add("PR33", 0, "play", "problem:1")
    mine = b.add("PR33", 1, "play", "problem:0")  # its controller's own: not moved
    g = shipped_game(b)
    _run_until(g, 1, "main")
    _run_until(g, 0, "main")  # through P1's turn to P0's next Troublemaker Phase
    decision = g.pending()
    assert decision.kind == "target" and decision.player == 1  # the Parasprite's controller chooses
    assert g.s["turn_player"] == 0 and g.s["phase"] == "troublemaker"
    assert sorted(decision.option_keys()) == sorted([f"card:{first}", f"card:{second}"])
    answer(g, f"card:{second}")
    assert g.card(second)["area"] == "home:0"
    assert g.card(first)["area"] == "problem:0" and g.card(elsewhere)["area"] == "problem:1"
    assert g.card(mine)["area"] == "problem:0"


def test_eo209_philomena_opponent_keeps_two_tokens_at_the_end_of_their_turn():
    b = Board()
    b.players[0] = {"tokens": 7}
    b.add("EO209", 1, "play", "home:1")
    g = shipped_game(b)
    _run_until(g, 1, "main")
    assert g.s["players"][0]["tokens"] == 2
    assert "P0 loses 5 action tokens, keeping 2" in log_text(g)


def test_eo209_philomena_spares_its_controller():
    b = Board()
    b.players[0] = {"tokens": 7}
    b.add("EO209", 0, "play", "home:0")
    g = shipped_game(b)
    _run_until(g, 1, "main")
    assert g.s["players"][0]["tokens"] == 7


def test_eo116_cold_wave_exhausts_the_involved_characters_without_an_accessory():
    b = _rich_board()
    bare = b.add("PR36", 0, "play", "problem:0")
    shaded = b.add("PR36", 0, "play", "problem:0")
    b.add("CG149", 0, "play", "problem:0", host=shaded)  # Slick Shades: an Accessory
    theirs = b.add("PR36", 1, "play", "problem:0")
    elsewhere = b.add("PR36", 1, "play", "problem:1")
    wave = b.add("EO116", 0, "hand")
    g = shipped_game(b)
    assert f"play|{wave}|event" not in g.pending().option_keys()  # no faceoff: it can't be played
    g = shipped_game(b, faceoff={"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                                 "flipped": [[], []], "ignored": [], "flagged": [], "used": []})
    g.submit([f"play|{wave}|event"])
    assert g.card(bare)["exhausted"] and g.card(theirs)["exhausted"]
    assert not g.card(shaded)["exhausted"] and not g.card(elsewhere)["exhausted"]


def test_eo118_dreamseized_discards_a_card_of_three_or_more_printed_power_from_a_chosen_hand():
    b = _rich_board()
    big = b.add("PR36", 1, "hand")  # printed power 3
    small = b.add("PR12", 1, "hand")  # printed power 2
    seized = b.add("EO118", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{seized}|event")
    # the only hand, and the only card in it, with 3 or more printed power: chosen without asking
    assert zone_codes(g, 1, "discard") == ["PR36"] and g.s["players"][1]["hand"] == [small]
    assert big not in g.s["players"][1]["hand"]


def test_eo118_dreamseized_offers_only_a_hand_holding_a_card_of_three_or_more_printed_power():
    """Judge's ruling: "Look at a player's hand and choose a card with 3 or more printed power":
    players can't choose to do what can't be done (705.2e), so while a hand holds such a card
    only such a hand may be chosen; here only the caster's own, whose card is then discarded."""
    b = _rich_board()
    b.add("PR12", 1, "hand")  # printed power 2: nothing to choose in P1's hand
    own = b.add("PR36", 0, "hand")  # printed power 3
    seized = b.add("EO118", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{seized}|event")
    assert zone_codes(g, 0, "discard")[-2:] == ["PR36", "EO118"] and own not in g.s["players"][0]["hand"]
    assert zone_codes(g, 1, "hand") == ["PR12"] and "P0 looks at their hand (1 card; by the text of " in log_text(g)


def test_eo118_dreamseized_offers_each_hand_holding_such_a_card():
    b = _rich_board()
    b.add("PR36", 1, "hand")
    b.add("PR36", 0, "hand")
    seized = b.add("EO118", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{seized}|event")
    assert g.pending().kind == "player" and set(keys(g)) == {"player:0", "player:1"}


def test_eo118_dreamseized_a_hand_without_such_a_card_discards_nothing():
    b = _rich_board()
    b.add("PR12", 1, "hand")
    seized = b.add("EO118", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{seized}|event")
    answer(g, "player:1")
    assert zone_codes(g, 1, "discard") == [] and zone_codes(g, 1, "hand") == ["PR12"]


def test_eo194_ready_to_fight_its_controller_has_two_more_power_in_faceoffs_here():
    b = Board(problems=("EO194", "PR190"))
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:1")
    b.add("PR36", 1, "play", "problem:1")
    g = shipped_game(b)
    _faceoff_at(g, "problem:1")
    elsewhere = [power_total(g, p) for p in (0, 1)]
    _faceoff_at(g, "problem:0")
    assert [power_total(g, p) for p in (0, 1)] == [elsewhere[0] + 2, elsewhere[1]]


def test_eo156_local_fashion_its_controller_needs_two_less_at_that_friends_problem():
    b = Board()
    friend = b.add("PR36", 0, "play", "problem:1")
    b.add("EO156", 0, "play", "problem:1", host=friend)
    g = shipped_game(b)
    plain = shipped_game(Board())
    assert _need(g, 0, "problem:1") == _need(plain, 0, "problem:1") - 2
    # only its controller: the modifier asked for the opponent there is nothing (their own
    # Problem's requirements would not show a lower one)
    assert power.static_sum(g, "confront_extra", 1, area="problem:1") == 0
    assert power.static_sum(g, "confront_extra", 0, area="problem:1") == -2
    assert _need(g, 0, "problem:0") == _need(plain, 0, "problem:0")  # only that Friend's Problem


def test_eo210_daring_do_adventure_time_frightens_then_your_troublemakers_grow():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    tm = b.add("EO175", 0, "play", "problem:1")  # a face-up Troublemaker of P0's, power 4
    theirs = b.add("EO175", 1, "play", "problem:0")
    daring = b.add("EO210", 0, "hand")
    g = shipped_game(b)
    assert power.power(g, tm) == 4
    answer(g, f"play|{daring}|home:0")
    answer(g, "yes")  # "you may frighten a Friend"
    answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"]
    assert power.power(g, tm) == 4 + 1
    assert power.power(g, theirs) == 4  # only your Troublemakers


def test_eo29_maud_pie_not_amused_your_friends_cant_be_frightened_while_she_has_four_power():
    b = Board()
    maud = b.add("EO29", 0, "play", "problem:0")  # printed power 2
    friend = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    g.frighten(friend)
    assert g.card(friend)["frightened"]  # 2 power: the text does not apply
    b.cards[friend - 1]["frightened"] = False
    b.cards[maud - 1]["counters"] = {"power": 2}  # now 4 power
    g = shipped_game(b)
    g.frighten(friend)
    g.frighten(theirs)
    assert not g.card(friend)["frightened"] and g.card(theirs)["frightened"]  # only your Friends


def test_eo143_appleoosa_your_friends_with_four_power_cant_be_frightened_or_dismissed():
    b = Board()
    b.add("EO143", 0, "play", "home:0")
    strong = b.add("PR36", 0, "play", "problem:0", counters={"power": 1})  # 4 power
    weak = b.add("PR36", 0, "play", "problem:0")  # 3 power
    theirs = b.add("PR36", 1, "play", "problem:0", counters={"power": 1})
    g = shipped_game(b)
    assert not g.can_be_dismissed(strong) and g.can_be_dismissed(weak) and g.can_be_dismissed(theirs)
    g.frighten(strong)
    g.frighten(weak)
    assert not g.card(strong)["frightened"] and g.card(weak)["frightened"]


# ----- the Songs' "Choose one:" modes -----------------------------------------------------------


def test_eo110_apples_to_the_core_raises_a_problems_requirements_for_every_player_until_your_next_turn():
    b = _rich_board()
    apples = b.add("EO110", 0, "hand")
    g = shipped_game(b)
    chosen, other = "problem:1", "problem:0"
    before = {(p, a): _need(g, p, a) for p in (0, 1) for a in (chosen, other)}
    answer(g, f"play|{apples}|event")
    answer(g, "mode:0")
    answer(g, chosen)
    for p in (0, 1):  # the Problem's requirements: every player's
        assert _need(g, p, chosen) == before[p, chosen] + 2
        assert _need(g, p, other) == before[p, other]
    g.expire_mods("turn")
    assert _need(g, 1, chosen) == before[1, chosen] + 2  # lasts past this turn's end


def test_eo110_apples_to_the_core_opponent_discards_and_you_draw():
    b = _rich_board()
    b.add("PR36", 1, "hand")
    apples = b.add("EO110", 0, "hand")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"play|{apples}|event")
    answer(g, "mode:2")
    if g.pending().player == 1 and g.pending().kind != "priority":
        g.submit(g.pending().option_keys()[:1])
    assert zone_codes(g, 1, "hand") == []
    assert zone_codes(g, 1, "discard") == ["PR36"]
    assert len(g.s["players"][0]["hand"]) == hand - 1 + 1  # played this card, drew one


def test_eo121_find_the_music_in_you_lowers_a_problems_requirements_for_this_turn():
    b = _rich_board()
    music = b.add("EO121", 0, "hand")
    g = shipped_game(b)
    before = {(p, a): _need(g, p, a) for p in (0, 1) for a in ("problem:0", "problem:1")}
    answer(g, f"play|{music}|event")
    answer(g, "mode:1")
    answer(g, "problem:1")
    # the [wild] power P0 needs at P1's Problem (P0's opponent is no different: the
    # modifier is on every player, as `test_eo110_...` shows for an increase)
    assert _need(g, 0, "problem:1") == before[0, "problem:1"] - 2
    assert _need(g, 1, "problem:0") == before[1, "problem:0"]  # not the other Problem
    g.expire_mods("turn")
    assert _need(g, 0, "problem:1") == before[0, "problem:1"]


def test_eo121_find_the_music_in_you_returns_only_a_friend_with_printed_power_one_or_less():
    b = _rich_board()
    weak = b.add("PR20", 0, "discard")  # printed power 1
    mouse = b.add("PR86", 0, "discard")  # printed power 1
    b.add("PR36", 0, "discard")  # printed power 3
    b.add("PR20", 1, "discard")  # an opponent's
    music = b.add("EO121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{music}|event")
    answer(g, "mode:2")
    assert sorted(g.pending().option_keys()) == sorted([f"card:{weak}", f"card:{mouse}"])
    answer(g, f"card:{weak}")
    answer(g, "home:0")
    assert zone_codes(g, 0, "discard") == ["PR86", "PR36", "EO121"]
    assert zone_codes(g, 1, "discard") == ["PR20"]
    assert any(g.spec(i).code == "PR20" and g.card(i)["area"] == "home:0" for i in g.s["play"])


def test_eo121_find_the_music_in_you_offers_no_return_with_no_weak_friend_in_the_discard_pile():
    b = _rich_board()
    b.add("PR36", 0, "discard")
    music = b.add("EO121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{music}|event")
    assert "mode:2" not in g.pending().option_keys()
    assert {"mode:0", "mode:1"} <= set(g.pending().option_keys())


def test_eo126_make_this_castle_a_home_puts_a_resource_from_your_discard_pile_on_top_of_your_deck():
    b = _rich_board()
    b.add("PR36", 0, "discard")  # a Friend: not offered
    hat = b.add("PR139", 0, "discard")
    other_hat = b.add("PR139", 0, "discard")
    b.add("PR139", 1, "discard")  # the opponent's
    castle = b.add("EO126", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{castle}|event")
    answer(g, "mode:2")
    # chosen, not searched: no "fail to find"
    assert sorted(g.pending().option_keys()) == sorted([f"card:{hat}", f"card:{other_hat}"])
    answer(g, f"card:{hat}")
    assert zone_codes(g, 0, "deck")[-1] == "PR139"
    assert zone_codes(g, 0, "discard") == ["PR36", "PR139", "EO126"]
    assert zone_codes(g, 1, "discard") == ["PR139"]
    # (the line names the card whose text puts it there, 705.2e, as every line of an effect does)
    assert any(line.startswith(f"518.1: P0 puts {g.lib.spec(g.lib.find('PR139').id).name} #")
               and "from their discard pile on top of their deck (by the text of Make This Castle a Home #" in line
               for line in log_text(g).split("\n"))


def test_eo126_make_this_castle_a_home_banishes_only_a_friend_of_printed_power_two():
    b = _rich_board()
    two = b.add("PR12", 1, "play", "problem:0")  # printed power 2
    b.add("PR36", 1, "play", "problem:0")  # 3
    castle = b.add("EO126", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{castle}|event")
    answer(g, "mode:1")
    offered = g.pending().option_keys()
    assert f"card:{two}" in offered and all(g.spec(int(k.split(":")[1])).power == 2 for k in offered)
    answer(g, f"card:{two}")
    assert zone_codes(g, 1, "banished") == ["PR12"]


def test_eo214_tree_hugger_opposing_troublemakers_dont_stop_you_confronting_her_problem():
    b = Board()
    b.add("EO214", 0, "play", "problem:0")
    b.add("PR157", 1, "play", "problem:0")  # P1's face-up Parasprite here
    b.add("PR157", 1, "play", "problem:1")  # and at the other Problem
    b.add("PR20", 1, "play", "problem:0")  # P1 at her Problem too
    g = shipped_game(b)
    assert not blocked_by_troublemaker(g, 0, "problem:0")
    assert blocked_by_troublemaker(g, 0, "problem:1")  # only this card's Problem
    b2 = Board()
    b2.add("EO214", 1, "play", "problem:0")  # the opponent's Tree Hugger frees only them
    b2.add("PR157", 1, "play", "problem:0")
    assert blocked_by_troublemaker(shipped_game(b2), 0, "problem:0")
    b3 = Board()
    b3.add("EO214", 0, "play", "home:0")  # at home: no Problem of hers
    b3.add("PR157", 1, "play", "problem:0")
    assert blocked_by_troublemaker(shipped_game(b3), 0, "problem:0")


def test_eo214_tree_hugger_lets_you_confront_past_an_opposing_troublemaker():
    b = Board(problems=("PR168", "PR190"))
    b.players[0] = {"tokens": 0}
    for code in ("PR36", "PR36", "PR79", "PR79", "PR31", "PR60", "PR60", "PR12", "PR81"):
        b.add(code, 0, "play", "problem:0")
    b.add("PR157", 1, "play", "problem:0")
    without = shipped_game(b, phase="score", step="confront")
    assert "confronts" not in log_text(without)
    b.add("EO214", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    assert "confronts" in log_text(g)


# ----- Party Favor, A Bridge to Somewhere ---------------------------------------------------------


def _favor_board() -> tuple[Board, list[int]]:
    """P0's rich board with three Problems in P0's Problem deck (top last: Runaway Cart)."""
    b = _rich_board()
    deck = [b.add(code, 0, "problem_deck") for code in ("PR161", "PR168", "PR190")]
    return b, deck


def test_eo206_party_favor_arranges_the_top_two_cards_of_that_problem_deck():
    b, (_bottom, second, top) = _favor_board()
    favor = b.add("EO206", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{favor}|problem:0")  # P0's own Problem: P0's Problem deck
    answer(g, "yes")
    assert set(g.pending().option_keys()) == {f"card:{top}", f"card:{second}"}  # only the top two
    answer(g, f"card:{top}")  # Runaway Cart to the bottom
    assert zone_codes(g, 0, "problem_deck") == ["PR190", "PR161", "PR168"]
    assert zone_codes(g, 1, "problem_deck") == []


def test_eo206_party_favor_may_leave_the_problem_deck_alone():
    b, _deck = _favor_board()
    favor = b.add("EO206", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{favor}|problem:0")
    answer(g, "no")
    assert zone_codes(g, 0, "problem_deck") == ["PR161", "PR168", "PR190"]


def test_eo206_party_favor_exhausts_three_of_your_friends_here_to_replace_its_problem():
    b, _deck = _favor_board()
    favor = b.add("EO206", 0, "play", "problem:0")
    friends = [b.add("PR36", 0, "play", "problem:0") for _ in range(3)]
    b.add("PR36", 0, "play", "problem:1")  # elsewhere: not offered
    g = shipped_game(b)
    old = g.problem_card("problem:0")
    answer(g, f"act|{favor}|")
    here = {f"card:{i}" for i in (favor, *friends)}
    assert set(g.pending().option_keys()) == here
    answer(g, *[f"card:{i}" for i in friends])
    assert all(g.card(i)["exhausted"] for i in friends) and not g.card(favor)["exhausted"]
    assert g.problem_card("problem:0") != old
    assert g.spec(g.problem_card("problem:0")).code == "PR190"  # the top of P0's Problem deck
    assert g.spec(g.problem_card("problem:1")).code == "PR190"  # the other Problem stays


def test_eo206_party_favor_needs_three_friends_here():
    b, _deck = _favor_board()
    favor = b.add("EO206", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")  # an opponent's: not yours
    g = shipped_game(b)
    assert not [k for k in g.pending().option_keys() if k.startswith(f"act|{favor}|")]


def test_eo206_party_favor_at_home_has_no_problem_to_replace():
    """At home, "this card's Problem" is no Problem at all: the instruction can't be done, so the
    ability can't be activated (705.2, 705.2e) and no Friend is exhausted for nothing. In a judged
    game Party Favor was activated at home, three Friends were exhausted and nothing was
    replaced, with no line saying so; Snips & Snails' "replace its Problem" is not offered there."""
    b, _deck = _favor_board()
    favor = b.add("EO206", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    assert not [k for k in g.pending().option_keys() if k.startswith(f"act|{favor}|")]
    why = "\n".join(mlp_table().why_not(g, f"activate #{favor}").lines())
    assert "Party Favor" in why and "not at a Problem" in why, why


def test_eo195_rodeo_ruckus_when_confronted_an_opponent_discards_and_its_controller_draws():
    b = confront_board("EO195")  # P0 confronts their own Rodeo Ruckus
    shown = b.add("PR36", 1, "hand")
    b.add("PR12", 1, "hand")
    g = confronted(b)
    assert g.pending().player == 1 and g.pending().kind == "discard"  # the opponent chooses
    answer(g, f"card:{shown}")
    assert zone_codes(g, 1, "discard") == ["PR36"] and "PR12" in zone_codes(g, 1, "hand")
    assert len(g.s["players"][0]["hand"]) == 1  # P0 drew (the game then moves on to P1's turn)


def test_eo96_zecora_banishes_another_friend_which_returns_frightened_at_the_end_of_the_turn():
    b = rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    g = play(b, "EO96", "home:0", f"card:{foe}")
    assert zone_codes(g, 1, "banished") == ["PR36"]
    pass_until(g, phase="end")
    answer(g, "home:1")  # (where it comes back: P0's choice)
    back = find(g, "PR36", owner=1)
    assert len(back) == 1 and g.card(back[0])["area"] == "home:1" and g.card(back[0])["frightened"]
    assert zone_codes(g, 1, "banished") == []


def test_eo205_double_diamond_air_drop_enters_play_with_two_counters():
    b = _rich_board()
    diamond = b.add("EO205", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{diamond}|home:0")
    (entered,) = find(g, "EO205")
    assert g.card(entered)["counters"] == {"power": 2}
    assert power.power(g, entered) == 2 + 2


def test_eo205_double_diamond_air_drop_removes_a_counter_here_to_exhaust_an_opposing_character_here():
    b = _rich_board()
    diamond = b.add("EO205", 0, "play", "problem:0", counters={"power": 2})
    helper = b.add("PR36", 0, "play", "problem:0", counters={"power": 1})
    b.add("PR36", 0, "play", "problem:1", counters={"power": 3})  # not here
    foe = b.add("PR36", 1, "play", "problem:0")
    far = b.add("PR36", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{diamond}|")
    assert set(g.pending().option_keys()) == {f"card:{diamond}", f"card:{helper}"}
    answer(g, f"card:{helper}")  # any of your characters here with a counter
    assert g.card(helper)["counters"].get("power", 0) == 0
    assert g.card(diamond)["counters"]["power"] == 2
    assert g.card(foe)["exhausted"] and not g.card(far)["exhausted"]


def test_eo205_double_diamond_air_drop_needs_a_counter_here():
    b = _rich_board()
    diamond = b.add("EO205", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    assert not [k for k in g.pending().option_keys() if k.startswith(f"act|{diamond}|")]


def _challenge_with_epic_loot(play_it: bool) -> object:
    """P0's two Apple Brown Bettys (3 + 3) challenge P1's Parasprite (4) at problem:0, a blue
    Friend at home for Epic Loot's requirement; P0 plays Epic Loot in the faceoff's window or
    not: the game once the faceoff is over."""
    b = Board()
    b.players[0] = {"tokens": 1}
    for code in (BIG, BIG):
        b.add(code, 0, "play", "problem:0")
    b.add("PR12", 0, "play", "home:0")
    b.add("PR12", 0, "play", "home:0")
    loot = b.add("EO119", 0, "hand")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = start_challenge(b, tm)
    if play_it:
        answer(g, f"play|{loot}|event")
    settle(g, until=lambda g: g.s["faceoff"] is None)
    return g


def test_eo119_epic_loot_scores_an_additional_point_for_the_next_defeat():
    plain = _challenge_with_epic_loot(False)
    looted = _challenge_with_epic_loot(True)
    assert "defeats Purple Parasprite" in log_text(looted)
    assert looted.s["players"][0]["score"] == plain.s["players"][0]["score"] + 1


def test_eo119_epic_loot_ends_with_the_turn():
    b = _rich_board()
    loot = b.add("EO119", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{loot}|event")
    assert [points for *_, points in g.s["flags"].get("defeat_bonus:0")] == [1]
    pass_until(g, phase="end")
    assert g.s["flags"].get("defeat_bonus:0")  # still there at the end of the turn
    while g.s["turn_player"] == 0:
        g.submit(["pass"] if g.pending().kind == "priority" else g.pending().option_keys()[:g.pending().min])
    assert "defeat_bonus:0" not in g.s["flags"]  # gone with the turn


def _bats(mode: str, *choices: str) -> tuple[object, int, int]:
    """P0 plays Bats! choosing `mode`, P0's and P1's Friends at problem:0, a Resource of P1's."""
    b = _rich_board()
    mine = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    b.add("PR151", 1, "play", "home:1")
    g = play(b, "EO113", "event", mode, *choices)
    return g, mine, theirs


def test_eo113_bats_your_friends_cant_leave_play_this_turn():
    g, mine, theirs = _bats("mode:2")
    g.dismiss(mine)
    g.banish(mine)
    g.to_hand(mine, "410.3")
    assert mine in g.s["play"] and g.card(mine)["zone"] == "play"
    g.dismiss(theirs)  # only yours
    assert theirs not in g.s["cards"]
    g.s["turn"] += 1  # another turn: the text no longer applies
    g.dismiss(mine)
    assert mine not in g.s["cards"]


def test_eo113_bats_dismisses_a_resource():
    g, mine, theirs = _bats("mode:0")  # the only Resource in play: P1's Two Bits
    assert zone_codes(g, 1, "discard") == ["PR151"]
    assert mine in g.s["play"] and theirs in g.s["play"]


def test_eo109_the_smooze_scavenger_banishes_a_non_friend_card_from_a_discard_pile_for_a_counter():
    b = _rich_board()
    smooze = b.add("EO109", 0, "play", "home:0")
    b.add("PR36", 1, "discard")  # a Friend: not offered
    hat = b.add("PR139", 1, "discard")  # an opponent's Resource
    event = b.add("EO133", 0, "discard")  # your own Event
    g = shipped_game(b)
    answer(g, f"act|{smooze}|")
    assert set(g.pending().option_keys()) == {f"card:{hat}", f"card:{event}"}  # any discard pile
    answer(g, f"card:{hat}")
    assert zone_codes(g, 1, "banished") == ["PR139"]
    assert g.card(smooze)["counters"] == {"power": 1}
    assert g.s["players"][0]["tokens"] == 9 - 1


def test_eo109_the_smooze_scavenger_needs_a_non_friend_card_in_a_discard_pile():
    b = _rich_board()
    smooze = b.add("EO109", 0, "play", "home:0")
    b.add("PR36", 1, "discard")
    g = shipped_game(b)
    assert not [k for k in g.pending().option_keys() if k.startswith(f"act|{smooze}|")]


def test_eo127_makeover_gives_any_character_another_color_for_the_turn():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")  # pink
    g = play(b, "EO127", "event", f"card:{foe}", "color:blue")
    assert set(power.colors(g, foe)) == {"pink", "blue"}  # also that color
    g.expire_mods("turn")
    assert power.colors(g, foe) == ("pink",)


def test_eo9_chief_thunderhooves_may_exhaust_himself_to_frighten_another_friend_there():
    b = _rich_board()
    chief = b.add("EO9", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    far = b.add("PR36", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{chief}|problem:0")
    answer(g, "yes")  # the one other Friend there is taken (the one at the other Problem is not offered)
    assert g.card(foe)["frightened"] and g.card(chief)["exhausted"]
    assert not g.card(far)["frightened"]


def test_eo9_chief_thunderhooves_is_a_may():
    b = _rich_board()
    chief = b.add("EO9", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"move|{chief}|problem:0")
    answer(g, "no")
    assert not g.card(foe)["frightened"] and not g.card(chief)["exhausted"]


def _next_turn(dash_owner: int | None, old: int = 3):
    """From the end of P1's turn into P0's (P0 holding `old` tokens, P1 holding 2), with Rainbow
    Dash, On Even Ground in play for `dash_owner` (or none): the game at P0's Main Phase."""
    b = Board()
    b.players[0] = {"tokens": old}
    b.players[1] = {"tokens": 2}
    if dash_owner is not None:
        b.add("EO16", dash_owner, "play", f"home:{dash_owner}")
    g = shipped_game(b, turn_player=1, phase="end", step="end_of_turn")
    for _ in range(40):
        if g.s["turn_player"] == 0 and g.s["phase"] == "main":
            break
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[:d.min])
    return g


def _next_turn_tokens(dash_owner: int | None) -> tuple[int, int]:
    """Both players' tokens at P0's Main Phase (`_next_turn`)."""
    g = _next_turn(dash_owner)
    return g.s["players"][0]["tokens"], g.s["players"][1]["tokens"]


def test_eo16_rainbow_dash_on_even_ground_the_turn_player_keeps_only_the_tokens_gained_this_turn():
    p0, p1 = _next_turn_tokens(None)
    gained = p0 - 3
    assert gained > 0
    assert _next_turn_tokens(1) == (gained, p1)  # each player's turn: P0 loses their 3 old ones
    assert _next_turn_tokens(0) == (gained, p1)  # whoever controls it; the other player keeps theirs


def test_eo16_rainbow_dash_on_even_ground_with_no_old_token_says_so_in_one_short_line():
    """704.1b, 712.3: the ability triggers at the start of every turn, and its effect is
    processed even when the turn player holds no token from before it (counted as it
    triggers, 712.2): one line says why nothing is lost, not that the text "finds nothing to
    act on", which reads as if it had missed something; with old tokens, the loss alone. As
    every text set off at every turn, it is not repeated at P0's next turns while it stays so."""
    g = _next_turn(1, old=0)
    dash = find(g, "EO16")[0]
    lines = [line for line in log_text(g).splitlines() if "On Even Ground" in line]
    assert lines == [f"712: Nothing happens: P0 has no action tokens from before this turn to lose "
                     f"(by the text of {g.name(dash)}); not repeated at P0's next turns while it stays so"], lines
    g = _next_turn(1, old=3)
    lines = [line for line in log_text(g).splitlines() if "On Even Ground" in line]
    assert lines == [f"712: P0 loses 3 action tokens not gained this turn (by the text of {g.name(dash)})"], lines


def test_eo22_apple_bloom_bloomception_exhausts_another_character_to_add_its_power_to_herself():
    b = _rich_board()
    bloom = b.add("EO22", 0, "play", "problem:0")
    helper = b.add("PR36", 0, "play", "problem:1")  # 3 power, anywhere
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    g.add_mod("power", helper, 1, until="turn")  # its power now: 4
    answer(g, f"act|{bloom}|")
    assert f"card:{bloom}" not in g.pending().option_keys()  # another one of your characters
    answer(g, f"card:{helper}")
    assert g.card(helper)["exhausted"] and not g.card(bloom)["exhausted"]
    assert power.power(g, bloom) == 2 + 4
    assert g.s["players"][0]["tokens"] == 9 - 1
    g.expire_mods("turn")
    assert power.power(g, bloom) == 2


def test_eo58_princess_luna_wax_and_wane_leaves_and_returns_at_the_start_of_the_next_turn():
    b = Board()
    b.players[1] = {"tokens": 5}
    luna = b.add("EO58", 0, "play", "problem:0")
    for code in ("PR36", "PR36"):  # P1's pink power at home for the play requirement
        b.add(code, 1, "play", "home:1")
    foe = b.add("PR36", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{foe}|problem:0")
    answer(g, "yes")
    assert luna not in g.s["cards"] and zone_codes(g, 0, "banished") == ["EO58"]
    while g.s["turn_player"] == 1:
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[:d.min])
    answer(g, "home:0")  # (where it comes back: P0's choice)
    (back,) = find(g, "EO58")
    assert g.card(back)["area"] == "home:0" and zone_codes(g, 0, "banished") == []
    assert "Princess Luna, Wax and Wane" in log_text(g).split("Turn 4: P0's turn begins")[1].split("603.1")[0]


def _lyra_sees(top: str, answers: tuple[str, ...]) -> tuple[object, int, int]:
    """P1 plays an Apple Brown Betty (3 power) to problem:0 where P0's Lyra is, `top` on
    top of P0's deck; P0 answers `answers`."""
    b = Board()
    b.players[1] = {"tokens": 5}
    lyra = b.add("EO43", 0, "play", "problem:0")
    for code in ("PR36", "PR36"):
        b.add(code, 1, "play", "home:1")
    b.deck_top(top, 0)
    foe = b.add("PR36", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{foe}|problem:0")
    for choice in answers:
        answer(g, choice)
    (entered,) = [i for i in find(g, "PR36") if g.card(i)["area"] == "problem:0"] or [0]
    return g, lyra, entered


def test_eo43_lyra_ponyvilles_got_talent_dismisses_an_entering_friend_weaker_than_her_reveal():
    g, lyra, entered = _lyra_sees("DE38", ("yes", "yes"))  # a 4-power card revealed
    assert entered == 0 and zone_codes(g, 1, "discard") == ["PR36"]
    assert g.card(lyra)["exhausted"]
    assert zone_codes(g, 0, "deck")[-1] == "DE38"  # revealed, not moved


def test_eo43_lyra_ponyvilles_got_talent_needs_a_higher_power_revealed():
    g, lyra, entered = _lyra_sees("PR36", ("yes",))  # 3 is not higher than 3
    assert entered and not g.card(lyra)["exhausted"] and zone_codes(g, 1, "discard") == []


def test_eo43_lyra_ponyvilles_got_talent_may_keep_her_ready():
    g, lyra, entered = _lyra_sees("DE38", ("yes", "no"))
    assert entered and not g.card(lyra)["exhausted"]


def test_eo183_cult_of_personality_needs_one_more_per_color_among_your_characters_there():
    empty = shipped_game(Board(problems=("PR168", "EO183")))  # P1's Cult of Personality
    b = Board(problems=("PR168", "EO183"))
    for code in ("PR33", "PR33", "EO107"):  # P0: orange, orange again, white and yellow
        b.add(code, 0, "play", "problem:1")
    b.add("PR36", 1, "play", "problem:1")  # P1: pink only
    b.add("PR12", 0, "play", "problem:0")  # blue, but at another Problem
    g = shipped_game(b)
    assert _need(g, 0, "problem:1") == _need(empty, 0, "problem:1") + 3
    assert _need(g, 1, "problem:1") == _need(empty, 1, "problem:1") + 1
    assert _need(g, 0, "problem:0") == _need(empty, 0, "problem:0")  # only this Problem


def test_eo188_halfway_across_equestria_may_move_an_opposing_character_as_a_faceoff_starts_here():
    b = Board(problems=("PR168", "EO188"))  # P1's Problem
    b.players[0] = {"tokens": 0}
    b.add(BIG, 0, "play", "problem:1")
    pony = b.add("PR36", 0, "play", "problem:1")
    theirs = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    g = start_challenge(b, theirs)
    assert g.pending().player == 1 and g.pending().kind == "may"  # the Problem's controller
    answer(g, "yes")
    answer(g, f"card:{pony}")
    answer(g, "home:0")
    assert g.card(pony)["area"] == "home:0"


def test_eo173_double_diamond_starlights_lackey_no_main_phase_draws_with_four_cards_in_hand():
    b = _rich_board()
    b.add("EO173", 1, "play", "problem:0")
    for _ in range(4):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert "draw" not in g.pending().option_keys()
    assert g.draw(0, 1) == 0 and len(g.s["players"][0]["hand"]) == 4
    g.s["phase"] = "score"  # outside the Main Phase: draws as usual
    assert g.draw(0, 1) == 1


def test_eo173_double_diamond_starlights_lackey_stops_a_draw_as_the_hand_reaches_four():
    b = _rich_board()
    b.add("EO173", 1, "play", "problem:0")
    castle = b.add("EO126", 0, "hand")  # "Draw 2 cards" among its modes
    for _ in range(3):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert "draw" not in g.pending().option_keys()  # 4 cards, the Event among them
    answer(g, f"play|{castle}|event")
    answer(g, "mode:0")
    assert len(g.s["players"][0]["hand"]) == 4  # 3 + 1: the second card is not drawn
    assert "can't draw cards now" in log_text(g)


def test_eo102_trouble_shoes_retires_any_number_of_your_friends_for_counters_equal_to_their_power():
    b = Board()
    b.players[0] = {"tokens": 6}
    for code in ("PR33", "PR33"):  # orange power for the requirement
        b.add(code, 0, "play", "home:0")
    big = b.add("PR36", 0, "play", "problem:0")  # 3
    small = b.add("PR20", 0, "play", "problem:1")  # 1
    keep = b.add("PR12", 0, "play", "problem:1")
    theirs = b.add("PR36", 1, "play", "problem:0")
    g = play(b, "EO102", "home:0")
    assert f"card:{theirs}" not in g.pending().option_keys()  # only your own Friends
    answer(g, f"card:{big}", f"card:{small}")
    (shoes,) = find(g, "EO102")
    assert g.card(shoes)["counters"] == {"power": 3 + 1}
    assert keep in g.s["play"] and big not in g.s["cards"] and small not in g.s["cards"]


def test_eo102_trouble_shoes_counts_only_the_power_of_friends_actually_retired():
    """CR 3.4 710.1, 410.6a: "the combined power of Friends retired this way". P0's LL108
    Golden Parachute keeps the first chosen Friend (3 power) in play instead (retired
    itself, two cards discarded): it was not retired, so only the other one's 1 counts
    (its second offer, from the discard pile, is declined)."""
    b = Board()
    b.players[0] = {"tokens": 6}
    for code in ("PR33", "PR33"):
        b.add(code, 0, "play", "home:0")
    big = b.add("PR36", 0, "play", "problem:0")  # 3
    small = b.add("PR20", 0, "play", "problem:1")  # 1
    parachute, hand = golden_parachute(b)
    g = play(b, "EO102", "home:0")
    answer(g, f"card:{big}", f"card:{small}")
    assert g.pending().kind == "replacement"
    answer(g, f"instead:{parachute}:1")
    if g.pending().kind == "cost":
        answer(g, *[f"card:{i}" for i in hand])
    if g.pending().kind == "replacement":
        answer(g, "none")  # (Golden Parachute again, from the discard pile: declined)
    (shoes,) = find(g, "EO102")
    assert big in g.s["play"] and small not in g.s["cards"]
    assert g.card(shoes)["counters"] == {"power": 1}


def test_eo102_trouble_shoes_may_retire_none():
    b = _rich_board()
    g = play(b, "EO102", "home:0")
    answer(g)
    (shoes,) = find(g, "EO102")
    assert g.card(shoes)["counters"] == {} and len(g.s["play"]) > 12


def test_eo80_fluttershy_backup_vocals_may_return_another_friend_or_resource_to_its_owners_hand():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    b.add("PR151", 1, "play", "home:1")
    g = play(b, "EO80", "home:0", "mode:0", f"card:{foe}")
    assert zone_codes(g, 1, "hand") == ["PR36"] and foe not in g.s["cards"]


def test_eo80_fluttershy_backup_vocals_may_turn_a_mane_character_over():
    b = _rich_board()
    g = play(b, "EO80", "home:0", "mode:1", f"card:{b.mane[1]}")
    assert g.card(b.mane[1])["boosted"] and not g.card(b.mane[0])["boosted"]


def test_eo80_fluttershy_backup_vocals_may_do_neither():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    g = play(b, "EO80", "home:0", "none")
    assert foe in g.s["play"] and not g.card(b.mane[1])["boosted"]


def test_eo115_cleaning_up_banishes_one_of_two_discarded_cards_and_returns_the_other_to_its_owner():
    b = _rich_board()
    mine = b.add("PR36", 0, "discard")
    theirs = b.add("PR139", 1, "discard")
    b.add("PR12", 1, "discard")
    clean = b.add("EO115", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{clean}|event")
    answer(g, f"card:{mine}", f"card:{theirs}")
    answer(g, f"card:{mine}")  # banish P0's own card; the other goes to P1's hand
    assert zone_codes(g, 0, "banished") == ["PR36"]
    assert zone_codes(g, 1, "hand") == ["PR139"] and zone_codes(g, 1, "discard") == ["PR12"]


def test_eo115_cleaning_up_needs_two_cards_in_discard_piles():
    b = _rich_board()
    b.add("PR36", 1, "discard")
    clean = b.add("EO115", 0, "hand")
    g = shipped_game(b)
    assert f"play|{clean}|event" not in g.pending().option_keys()


def test_eo114_big_mix_up_scores_for_each_chosen_friend_its_controller_keeps_in_play():
    b = _rich_board()
    sent, kept = (b.add("PR36", 1, "play", "problem:0") for _ in range(2))
    mix = b.add("EO114", 0, "hand")
    g = shipped_game(b)
    score = g.s["players"][0]["score"]
    answer(g, f"play|{mix}|event")
    answer(g, f"card:{sent}", f"card:{kept}")
    assert g.pending().player == 1  # their controller decides
    answer(g, f"card:{sent}")
    assert zone_codes(g, 1, "hand") == ["PR36"] and kept in g.s["play"]
    assert g.s["players"][0]["score"] == score + 1


def test_eo114_big_mix_up_offers_its_controller_only_friends_that_can_leave_play():
    """705.2e: at P1's LL127 Amnity Ball, with 4 of P1's Friends there ("your Friends here can't
    leave play"), P1 can't return the chosen ones: P1 is not asked, and P0 scores for both."""
    b = Board(problems=("PR168", "LL127"))
    b.players[0] = {"tokens": 9}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    held = [b.add("PR36", 1, "play", "problem:1") for _ in range(4)]
    mix = b.add("EO114", 0, "hand")
    g = shipped_game(b)
    score = g.s["players"][0]["score"]
    answer(g, f"play|{mix}|event")
    answer(g, f"card:{held[0]}", f"card:{held[1]}")
    assert g.pending().kind == "priority" and all(i in g.s["play"] for i in held)
    assert g.s["players"][0]["score"] == score + 2


def test_eo83_goldie_delicious_fetches_a_copy_of_one_of_your_critters_into_play_exhausted():
    b = _rich_board()  # Blue Jays (Critters) among P0's Friends at home
    mouse = b.add("PR86", 0, "play", "home:0")  # House Mouse, a Critter
    copy = b.add("PR86", 0, "deck")
    b.add("PR81", 0, "deck")  # another Critter's copy: not the chosen name
    g = play(b, "EO83", "home:0", f"card:{mouse}", "yes")
    assert set(g.pending().option_keys()) == {"none", f"card:{copy}"}  # only the same name
    answer(g, f"card:{copy}")
    answer(g, "problem:0")
    fetched = [i for i in find(g, "PR86", owner=0) if g.card(i)["area"] == "problem:0"]
    assert len(fetched) == 1 and g.card(fetched[0])["exhausted"]
    assert "PR86" not in zone_codes(g, 0, "deck")


def test_eo124_interdimensional_portal_banishes_a_friend_which_comes_straight_back_as_a_new_card():
    b = _rich_board()
    worn = b.add("PR36", 0, "play", "problem:0", exhausted=True, counters={"power": 2})
    b.add("PR36", 1, "play", "problem:0")  # an opponent's Friend: also a legal choice
    g = play(b, "EO124", "event", f"card:{worn}", "home:0")
    assert worn not in g.s["cards"]  # a new card (410.6)
    back = [i for i in find(g, "PR36", owner=0) if i > len(b.cards)]  # (the new card's id)
    assert len(back) == 1
    card = g.card(back[0])
    assert card["area"] == "home:0" and not card["exhausted"] and not card["counters"].get("power")
    assert zone_codes(g, 0, "banished") == [] and zone_codes(g, 0, "discard") == ["EO124"]


def test_eo124_interdimensional_portal_returns_an_opponents_friend_to_its_owners_home():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    g = play(b, "EO124", "event", f"card:{foe}", "home:1")
    back = find(g, "PR36", owner=1)
    assert len(back) == 1 and g.card(back[0])["area"] == "home:1" and g.card(back[0])["ctrl"] == 1


def test_eo207_discord_wrathful_flipped_banishes_a_friend_and_puts_it_back_into_play():
    g, ids = flipped("EO207")
    assert g.pending().player == 0  # the player who flipped it (Glossary: Chaos)
    assert f"card:{ids['foe']}" in keys(g)  # any Friend, an opponent's too
    answer(g, f"card:{ids['pony']}")
    answer(g, "home:0")  # (where it comes back: P0's choice)
    assert ids["pony"] not in g.s["cards"]  # a new card (410.6): no longer in the faceoff
    back = find(g, "PR33", owner=0)
    assert len(back) == 1 and g.card(back[0])["area"] == "home:0"
    assert zone_codes(g, 0, "banished") == []


def test_eo207_discord_wrathful_puts_an_opponents_friend_back_where_its_player_chooses():
    """Judge's ruling: "put that Friend into play" names no place, so the player carrying the
    text out chooses where it enters, as for any Friend entering play: its owner's home or a
    Problem (302.1, 405.1, 706.1; 501.2: only "to"/"at" fixes an area); it enters under its
    owner's control (513.2), so never at the other player's home (506.2, 511.5)."""
    g, ids = flipped("EO207")
    answer(g, f"card:{ids['foe']}")
    decision = g.pending()
    assert decision.player == 0 and decision.kind == "area"  # Discord's player, not the Friend's owner
    assert set(keys(g)) == {"home:1", "problem:0", "problem:1"}
    assert [place_words(g, o.label) for o in decision.options] == [
        "at Player 2's home", "at Problem Cloudbursting (Player 1's)", "at Problem Runaway Cart (Player 2's)"]
    answer(g, "problem:0")
    (back,) = find(g, "PR36", owner=1)
    assert back != ids["foe"] and g.card(back)["area"] == "problem:0" and g.card(back)["ctrl"] == 1
    assert zone_codes(g, 1, "banished") == []


def test_eo207_discord_wrathful_puts_an_opponents_friend_back_as_an_opposing_friend_entering_play():
    """The Friend put back by Discord's player enters under its owner's control (513.2): for
    that player's Princess Luna, Wax and Wane there, an opposing Friend enters play here."""
    b, ids = gala_board(tokens=0)
    b.add("PR12", 0, "discard")
    b.add("EO58", 0, "play", "problem:0")
    b.deck_top("EO207", 0)
    g = start_challenge(b, ids["tm"])
    answer(g, f"card:{ids['foe']}")
    answer(g, "problem:0")
    assert g.pending().kind == "may" and g.pending().player == 0
    assert "Princess Luna, Wax and Wane" in g.pending().prompt


def test_eo58_princess_luna_wax_and_wane_comes_back_where_her_player_chooses():
    """Judge's ruling: "put this card into play at the start of the next turn" names a moment,
    not a place: her player puts her back at home or at any Problem (302.1, 405.1, 706.1)."""
    b = Board()
    b.players[1] = {"tokens": 5}
    b.add("EO58", 0, "play", "problem:1")
    for code in ("PR36", "PR36"):  # P1's pink power at home for the play requirement
        b.add(code, 1, "play", "home:1")
    foe = b.add("PR36", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{foe}|problem:1")
    answer(g, "yes")
    while g.s["turn_player"] == 1:
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[:d.min])
    assert g.pending().player == 0 and set(keys(g)) == {"home:0", "problem:0", "problem:1"}
    answer(g, "problem:0")
    (back,) = find(g, "EO58")
    assert g.card(back)["area"] == "problem:0" and g.card(back)["ctrl"] == 0


def test_eo96_zecora_mysterious_and_spooky_puts_the_friend_back_frightened_at_a_chosen_problem():
    """Judge's ruling: "At the end of the turn, put that card into play frightened": Zecora's
    player chooses where, the owner's home or a Problem (302.1, 405.1); frightened there (706.1b)."""
    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    g = play(b, "EO96", "home:0", f"card:{foe}")
    zecora = next(i for i in g.s["play"] if g.spec(i).code == "EO96")
    (gone,) = g.s["players"][1]["banished"]
    pass_until(g, phase="end")
    assert g.pending().player == 0 and set(keys(g)) == {"home:1", "problem:0", "problem:1"}
    # the question names the card whose text banished it
    assert g.pending().prompt == f"{g.name(zecora)}: Where does {g.spec(gone).name} come back into play?"
    answer(g, "problem:1")
    (back,) = find(g, "PR36", owner=1)
    assert g.card(back)["area"] == "problem:1" and g.card(back)["frightened"] and g.card(back)["ctrl"] == 1
    assert g.as_written("into play at problem:1 frightened") in log_text(g)


def test_eo96_zecora_a_game_saved_before_or_while_asked_names_her_text_the_same_way():
    """A game saved with the Friend still banished, or while her player is asked where it comes
    back, loads and asks the same question naming Zecora's text (the name is kept with it)."""
    import json

    from engine.mlp.api import default_library
    from engine.mlp.boardstate import export_board, load_board

    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    g = play(b, "EO96", "home:0", f"card:{foe}")
    early = load_board(json.loads(json.dumps(export_board(g))), default_library(), run=False)
    pass_until(g, phase="end")
    d = g.pending()
    assert d.prompt.startswith("Zecora, Mysterious and Spooky #")
    saved = load_board(json.loads(json.dumps(export_board(g))), default_library(), run=False)
    assert saved.pending() == d
    pass_until(early, phase="end")
    assert early.pending().prompt == d.prompt
    for game in (g, saved, early):
        answer(game, "problem:0")
    assert saved.digest() == g.digest() == early.digest()


def test_eo161_rage_face_on_your_own_friend_may_move_it():
    b = _rich_board()
    mine = b.add("PR36", 0, "play", "home:0")
    g = play(b, "EO161", f"on:{mine}")
    answer(g, "yes")
    answer(g, "problem:1")
    assert g.card(mine)["area"] == "problem:1"
    assert [g.spec(i).code for i in g.attachments(mine)] == ["EO161"]  # it went along


def test_eo161_rage_face_on_an_opponents_friend_moves_nothing():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    g = play(b, "EO161", f"on:{foe}")
    assert g.pending().kind == "priority" and g.card(foe)["area"] == "home:1"


def test_eo165_the_full_tour_may_exhaust_an_opponents_friend_it_is_played_on():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    g = play(b, "EO165", f"on:{foe}")
    answer(g, "yes")
    assert g.card(foe)["exhausted"]


def test_eo165_the_full_tour_on_your_own_friend_exhausts_nothing():
    b = _rich_board()
    mine = b.add("PR36", 0, "play", "problem:0")
    g = play(b, "EO165", f"on:{mine}")
    assert g.pending().kind == "priority" and not g.card(mine)["exhausted"]


def test_eo167_trashed_takes_the_abilities_of_the_resource_it_is_played_on():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    hat = b.add("PR139", 1, "play", "problem:0", host=foe)  # "This Friend has Stubborn."
    worn = b.add("PR36", 0, "play", "problem:0")
    b.add("PR139", 0, "play", "problem:0", host=worn)
    trashed = b.add("EO167", 0, "hand")
    g = shipped_game(b)
    assert power.has_keyword(g, foe, "Stubborn")
    assert f"play|{trashed}|on:{hat}" in keys(g) and f"play|{trashed}|on:{foe}" not in keys(g)  # on a Resource
    answer(g, f"play|{trashed}|on:{hat}")
    assert not power.has_keyword(g, foe, "Stubborn")
    assert power.has_keyword(g, worn, "Stubborn")  # the other Hard Hat keeps its text


def _photo_finish_board() -> tuple[Board, int, int]:
    """A rich board with a Chic Beret (an Accessory, cost 3) and Appleoosa (a Location, cost
    2) in P0's hand."""
    b = _rich_board(tokens=12)
    return b, b.add("CN135", 0, "hand"), b.add("EO143", 0, "hand")


def test_eo70_photo_finish_fashion_forward_may_make_the_next_accessory_cost_two_less():
    b, beret, appleoosa = _photo_finish_board()
    second = b.add("CN135", 0, "hand")
    g = play(b, "EO70", "home:0", "yes")
    assert power.play_cost(g, 0, beret, None, None) == 3 - 2
    assert power.play_cost(g, 0, appleoosa, "home:0", None) == 2  # not an Accessory
    assert power.play_cost(g, 1, beret, None, None) == 3  # only for its player
    friend = find(g, "PR36", owner=0)[0]
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"play|{beret}|on:{friend}")
    assert g.s["players"][0]["tokens"] == tokens - 1
    assert power.play_cost(g, 0, second, None, None) == 3  # only the next one


def test_eo70_photo_finish_fashion_forward_discount_is_a_may():
    b, beret, _ = _photo_finish_board()
    g = play(b, "EO70", "home:0", "no")
    assert power.play_cost(g, 0, beret, None, None) == 3


def test_eo74_sapphire_shores_an_accessory_played_on_her_makes_the_next_one_cost_one_less():
    b, beret, _ = _photo_finish_board()
    sapphire = b.add("EO74", 0, "play", "home:0")
    other = b.add("PR36", 0, "play", "home:0")
    hats = [b.add("PR139", 0, "hand") for _ in range(2)]
    g = shipped_game(b)
    answer(g, f"play|{hats[0]}|on:{other}")
    settle(g)
    assert power.play_cost(g, 0, beret, None, None) == 3  # not played on her
    answer(g, f"play|{hats[1]}|on:{sapphire}")
    settle(g)
    assert power.play_cost(g, 0, beret, None, None) == 3 - 1
    assert power.play_cost(g, 1, beret, None, None) == 3


def test_eo74_sapphire_shores_flipped_exhausts_the_involved_friends_without_an_accessory():
    b, ids = gala_board(tokens=0)
    plain = b.add("PR36", 0, "play", "problem:0")
    b.add("PR139", 0, "play", "problem:0", host=ids["pony"])  # Red Gala wears a Hard Hat
    foe = b.add("PR36", 1, "play", "problem:1")  # not involved
    b.deck_top("EO74", 0)
    g = start_challenge(b, ids["tm"])
    settle(g)
    assert "Chaos: " in log_text(g)
    assert g.card(plain)["exhausted"] and not g.card(ids["pony"])["exhausted"]
    assert not g.card(foe)["exhausted"]


def test_eo163_singing_barrel_your_mane_character_is_also_the_chosen_color_for_the_turn():
    b = _rich_board()
    g = play(b, "EO163", "home:0")
    assert g.pending().kind == "color"
    answer(g, "color:yellow")
    mane, theirs = b.mane
    assert set(power.colors(g, mane)) == {"purple", "yellow"}  # Twilight Sparkle is also [Kindness]
    assert power.colors(g, theirs) == ("orange",)  # not an opponent's
    g.expire_mods("turn")
    assert power.colors(g, mane) == ("purple",)


def _next_turns_main_phase(g) -> None:
    """Pass until the other player's Main Phase (after their Ready Phase)."""
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main")


def test_eo169_under_arrest_a_character_of_three_power_does_not_ready():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")  # 3 power
    strong = b.add("PR36", 1, "play", "problem:0", exhausted=True, counters={"power": 1})  # 4 power
    g = play(b, "EO169", f"on:{foe}")
    settle(g)
    assert g.card(foe)["exhausted"]
    _next_turns_main_phase(g)
    assert g.card(foe)["exhausted"]  # held in the Ready Phase
    assert not g.card(strong)["exhausted"]  # (no Under Arrest on it)
    # the log says which card stayed exhausted and whose text kept it so, not that all readied
    arrest = g.attachments(foe)[0]
    ready = [(rule, text) for _, rule, text in g.log if "ready" in text or "readies" in text]
    assert ("104.1", f"{g.name(foe)} does not ready during the Ready Phase (by the text of {g.name(arrest)})") \
        in ready
    assert ("603.1", "P1 readies all of their other cards") in ready
    assert ("603.1", "P1 readies all of their cards") not in ready


def test_eo169_under_arrest_a_character_with_more_than_three_power_readies():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0", counters={"power": 1})  # 4 power
    g = play(b, "EO169", f"on:{foe}")
    settle(g)
    assert g.card(foe)["exhausted"]
    _next_turns_main_phase(g)
    assert not g.card(foe)["exhausted"]
    assert "P1 readies all of their cards" in log_text(g) and "does not ready" not in log_text(g)


def test_eo66_discord_plus_one_flipped_leaves_one_character_of_each_player_in_the_faceoff():
    b, mine, theirs, _ = problem_faceoff()  # P0: Twilight and two Blue Moons; P1: Applejack and two Friends
    b.deck_top("EO66", 0)
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().player == 0 and len(keys(g)) == 3  # only their own characters
    answer(g, f"card:{mine[1]}")
    assert g.pending().player == 1
    assert set(keys(g)) == {f"card:{b.mane[1]}", *(f"card:{i}" for i in theirs)}
    answer(g, f"card:{theirs[0]}")
    log = log_text(g)
    assert f"{g.name(b.mane[0])} is no longer involved" in log and f"{g.name(b.mane[1])} is no longer involved" in log
    # the Blue Moon kept (2) and the flipped Discord (3); the Red Gala kept (2) and P1's flip (1)
    assert "Power totals: P0 5, P1 3" in log


def test_eo66_discord_plus_one_flipped_by_the_opponents_action_asks_that_player_first():
    """801.1: "each player chooses one of their characters involved in the faceoff" is a
    simultaneous decision, made first by the player who most recently had priority: P1 plays
    Barrel Through ("During a faceoff, flip an additional card") in the faceoff's first window
    and flips Discord, Plus One, so P1 chooses first, then P0 (the turn player chooses first
    only as a new priority window is being opened, as when the faceoff's own flips show it)."""
    b, mine, theirs, _ = problem_faceoff()
    b.players[1] = {"tokens": 2}
    barrel = b.add("EO112", 1, "hand")
    b.deck_top("EO66", 1)
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().player == 1
    answer(g, f"play|{barrel}|event")
    assert g.pending().kind == "target" and g.pending().player == 1
    assert set(keys(g)) == {f"card:{b.mane[1]}", *(f"card:{i}" for i in theirs)}
    answer(g, f"card:{theirs[0]}")
    assert g.pending().player == 0
    answer(g, f"card:{mine[1]}")
    log = log_text(g)
    assert f"{g.name(b.mane[0])} is no longer involved" in log and f"{g.name(b.mane[1])} is no longer involved" in log


def test_eo66_discord_plus_one_crowded_players_cant_move_characters_to_its_problem():
    b = _rich_board()
    b.add("EO66", 1, "play", "problem:0")
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    walker = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    assert f"move|{walker}|problem:0" not in keys(g)  # P0 has two characters there
    assert f"move|{walker}|problem:1" in keys(g)
    # P1 has one character there (Discord): they may move theirs to it
    assert power.static_sum(g, "cant_move_to", 0, area="problem:0") == 1
    assert power.static_sum(g, "cant_move_to", 1, area="problem:0") == 0
    assert power.static_sum(g, "cant_move_to", 0, area="problem:1") == 0  # only to this card's Problem


def test_eo68_joe_con_mane_opponents_cant_move_characters_of_his_power_or_less_to_his_problem():
    b = _rich_board()
    b.add("EO68", 1, "play", "problem:0")  # 2 power
    weak = b.add("PR60", 0, "play", "home:0")  # Blue Moon: 2 power
    strong = b.add("PR36", 0, "play", "home:0")  # 3 power
    g = shipped_game(b)
    assert power.power(g, weak) == 2
    assert f"move|{weak}|problem:0" not in keys(g) and f"move|{weak}|problem:1" in keys(g)
    assert f"move|{strong}|problem:0" in keys(g)


def test_eo68_joe_con_mane_does_not_bar_his_controller():
    b = _rich_board()
    b.add("EO68", 0, "play", "problem:0")
    weak = b.add("PR20", 0, "play", "home:0")  # 1 power
    g = shipped_game(b)
    assert f"move|{weak}|problem:0" in keys(g)


def test_eo159_ponyville_opposing_friends_played_or_moved_here_get_minus_one_for_the_turn():
    b = _rich_board()
    b.add("EO159", 1, "play", "problem:0", host=b.problem[0])  # P1's Ponyville on P0's Problem
    walker = b.add("PR36", 0, "play", "home:0")
    elsewhere = b.add("PR36", 0, "play", "home:0")
    played = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    answer(g, f"move|{walker}|problem:0")
    settle(g)
    assert power.power(g, walker) == 3 - 1
    answer(g, f"play|{played}|problem:0")
    settle(g)
    arrived = [i for i in find(g, "PR36", owner=0) if i > len(b.cards)]
    assert [power.power(g, i) for i in arrived] == [3 - 1]
    answer(g, f"move|{elsewhere}|problem:1")
    settle(g)
    assert power.power(g, elsewhere) == 3  # not here
    g.expire_mods("turn")
    assert power.power(g, walker) == 3


def test_eo159_ponyville_spares_its_controllers_friends():
    b = _rich_board()
    b.add("EO159", 0, "play", "problem:0", host=b.problem[0])
    walker = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{walker}|problem:0")
    settle(g)
    assert power.power(g, walker) == 3


def _start_of_next_turn(g) -> None:
    """Pass P0's turn away: P1's turn starts (its start-of-turn triggers wait or resolve)."""
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.pending().kind != "priority")


def test_eo158_oozeccessorized_its_hosts_controller_pays_one_each_turn_or_banishes_it():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    ooze = b.add("EO158", 0, "hand")
    mine = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    assert f"play|{ooze}|on:{mine}" not in keys(g)  # on an opposing Friend only
    answer(g, f"play|{ooze}|on:{foe}")
    _start_of_next_turn(g)
    assert g.pending().player == 1 and set(keys(g)) == {"pay", "banish"}
    tokens = g.s["players"][1]["tokens"]
    answer(g, "pay")
    assert g.s["players"][1]["tokens"] == tokens - 1 and foe in g.s["play"]


def test_eo158_oozeccessorized_banishes_the_friend_when_its_controller_declines():
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    b.add("EO158", 0, "play", "problem:0", host=foe)
    g = shipped_game(b)
    _start_of_next_turn(g)
    answer(g, "banish")
    assert zone_codes(g, 1, "banished") == ["PR36"]


def test_eo153_fashion_disaster_each_friend_of_the_turn_player_is_retired_unless_they_pay_one():
    b = _rich_board()
    b.add("EO153", 0, "play", "home:0")
    kept = b.add("PR36", 1, "play", "home:1")
    lost = b.add("PR60", 1, "play", "home:1")
    g = shipped_game(b)
    _start_of_next_turn(g)
    assert g.pending().player == 1 and set(keys(g)) == {"pay", "retire"}
    tokens = g.s["players"][1]["tokens"]
    answer(g, "pay")
    answer(g, "retire")
    assert kept in g.s["play"] and lost not in g.s["cards"]
    assert g.s["players"][1]["tokens"] == tokens - 1
    assert zone_codes(g, 1, "discard") == ["PR60"]
    assert all(i in g.s["play"] for i in find(g, "PR36", owner=0))  # only that player's Friends


def test_eo150_daring_do_poster_your_face_up_troublemakers_gain_one_each_at_the_start_of_your_turn():
    """Judge scenario (505.2, 705.2e): each face-up Troublemaker of P1's gains them 1 as their
    turn starts, each gain one line naming the Troublemaker and Daring Do Poster, no second line."""
    b = _rich_board()
    poster = b.add("EO150", 1, "play", "home:1")
    gaining = [b.add(TROUBLEMAKER, 1, "play", "problem:0"), b.add(TROUBLEMAKER, 1, "play", "problem:1")]
    b.add(TROUBLEMAKER, 1, "play", "problem:1", face_down=True)  # no abilities face-down
    b.add(TROUBLEMAKER, 0, "play", "problem:1")  # not P1's
    g = shipped_game(b)
    named = [g.name(tm) for tm in gaining]
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main")
    assert [text for _, _, text in g.log if "Daring Do Poster" in text] == [
        f"P1 gains 1 action token for {name} (by the text of {g.name(poster)})" for name in named]


def test_eo6_octavia_boosted_gives_another_character_where_a_friend_entered_two_power_for_the_turn():
    b = _rich_board()
    b.cards[b.mane[0] - 1].update(card="EO6", boosted=True)
    there = b.add("PR36", 1, "play", "problem:1")  # an opponent's character there may get it too
    own = b.add("PR12", 0, "play", "problem:1")
    elsewhere = b.add("PR36", 0, "play", "problem:0")
    g = play(b, "PR60", "problem:1", "yes")
    entered = next(i for i in find(g, "PR60", owner=0) if g.card(i)["area"] == "problem:1")
    options = set(keys(g))
    assert options == {f"card:{there}", f"card:{own}"}  # not the Friend that entered, nor one elsewhere
    answer(g, f"card:{there}")
    assert power.power(g, there) == 3 + 2
    assert power.power(g, entered) == 2 and power.power(g, elsewhere) == 3
    g.expire_mods("turn")
    assert power.power(g, there) == 3


def test_eo6_octavia_boosted_is_a_may_and_needs_a_friend_at_a_problem():
    b = _rich_board()
    b.cards[b.mane[0] - 1].update(card="EO6", boosted=True)
    b.add("PR36", 1, "play", "problem:1")
    g = play(b, "PR60", "home:0")
    assert g.pending().kind == "priority"  # entered at home: no trigger
    g = play(b, "PR60", "problem:1", "no")
    assert g.pending().kind == "priority"


def test_eo212_rarity_soprano_may_be_played_outside_the_main_phase_as_an_immediate_action():
    b, _, _, cards = problem_faceoff(hand=("EO212", "PR36"), tokens=4)
    b.add("PR79", 0, "play", "home:0")  # [Generosity] and [Laughter] for her requirement
    b.add("PR36", 0, "play", "home:0")
    rarity, plain = cards
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["phase"] == "score" and g.pending().kind == "priority"
    offered = keys(g)
    assert any(k.startswith(f"play|{rarity}|") for k in offered)
    assert not any(k.startswith(f"play|{plain}|") for k in offered)  # a Friend without it waits for the Main Phase


def test_eo212_rarity_soprano_enters_play_and_a_chosen_hand_discards_a_card_then_draws():
    """The hand looked at stays hidden in the log (404.1): its cards are counted; the card
    chosen is named only as it is discarded, into a pile all can see."""
    b = _rich_board()
    gone = b.add("PR36", 1, "hand")
    kept = b.add("PR60", 1, "hand")
    g = play(b, "EO212", "home:0")  # P1's hand: the only one with a card (705.2e)
    assert set(keys(g)) == {f"card:{gone}", f"card:{kept}"}
    assert "P0 looks at P1's hand (2 cards; by the text of " in log_text(g) and "Apple Brown Betty" not in log_text(g)
    drawn_before = len(g.s["players"][1]["deck"])
    answer(g, f"card:{gone}")
    assert zone_codes(g, 1, "discard") == ["PR36"]
    assert "P1 discards Apple Brown Betty" in log_text(g) and "Blue Moon" not in log_text(g)
    assert len(g.s["players"][1]["hand"]) == 2 and kept in g.s["players"][1]["hand"]
    assert len(g.s["players"][1]["deck"]) == drawn_before - 1


def test_eo212_rarity_soprano_cannot_pick_an_empty_hand_just_to_draw():
    """Judge's ruling: "look at a player's hand and choose a card. That player discards that
    card, then draws a card." A player can't choose to do what can't be done (705.2e): an
    empty hand offers no card to choose, so its player can't be picked for the draw alone."""
    b = _rich_board()
    theirs = [b.add("PR36", 1, "hand"), b.add("PR60", 1, "hand")]
    g = play(b, "EO212", "home:0")  # P0's hand is empty once Rarity is played
    assert g.s["players"][0]["hand"] == []
    # no "Look at which player's hand?": P1 is the only player who can be chosen
    assert g.pending().kind == "target" and set(keys(g)) == {f"card:{i}" for i in theirs}
    deck_before = len(g.s["players"][0]["deck"])
    answer(g, f"card:{theirs[0]}")
    assert len(g.s["players"][0]["deck"]) == deck_before and g.s["players"][0]["hand"] == []  # P0 drew nothing
    assert "P0's hand is empty: no card can be chosen there, so only P1 can be chosen" in log_text(g)
    assert zone_codes(g, 1, "discard") == ["PR36"] and len(g.s["players"][1]["hand"]) == 2


def test_eo212_rarity_soprano_with_every_hand_empty_makes_no_one_draw():
    b = _rich_board()
    g = play(b, "EO212", "home:0")
    assert g.pending().kind == "priority"
    assert g.s["players"][0]["hand"] == [] and g.s["players"][1]["hand"] == []
    assert "no player has a card in hand" in log_text(g)


def _cutie_map_board() -> tuple[Board, int, list[int]]:
    """P0's Cutie Map at home with three more Friends there; a Problem waits in P0's Problem deck."""
    b = Board()
    b.players[0] = {"tokens": 3}
    cutie_map = b.add("EO216", 0, "play", "home:0")
    friends = [b.add("PR36", 0, "play", "home:0") for _ in range(3)]
    return b, cutie_map, friends


def test_eo216_the_cutie_map_retires_to_move_up_to_six_characters_from_home_to_the_new_problem():
    b, cutie_map, friends = _cutie_map_board()
    b.add("PR36", 0, "play", "problem:1")  # not at home
    g = problem_enters(b, "PR161")
    answer(g, "yes")
    assert cutie_map not in g.s["cards"] and zone_codes(g, 0, "discard") == ["EO216"]
    assert {f"card:{i}" for i in friends} <= set(keys(g)) and g.pending().max == 4  # the Mane too
    answer(g, f"card:{friends[0]}", f"card:{friends[1]}")  # up to six: two of them, at once
    assert g.pending().kind == "priority"  # one place each can go: nothing more is asked
    assert [g.card(i)["area"] for i in friends] == ["problem:0", "problem:0", "home:0"]


def test_eo216_the_cutie_map_is_a_may():
    b, cutie_map, friends = _cutie_map_board()
    g = problem_enters(b, "PR161")
    answer(g, "no")
    assert cutie_map in g.s["play"] and not g.card(cutie_map)["exhausted"]
    assert all(g.card(i)["area"] == "home:0" for i in friends)


def _mob_faceoff(p0: int, p1: int) -> MlpGame:
    """P0 confronts P1's Mob Mentality with their Mane and `p0` Friends; P1 meets it there
    with their Mane and `p1` Blue Jays ([Kindness], 2 power, enough to confront their own
    Problem): the game after the Problem faceoff."""
    b = Board(problems=("PR168", "EO192"))
    b.players[0] = {"tokens": 0}
    for mane in b.mane:
        b.cards[mane - 1]["area"] = "problem:1"
    for _ in range(p0):
        b.add("PR36", 0, "play", "problem:1")
    for _ in range(p1):
        b.add("PR81", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    settle(g, until=lambda g: "wins the faceoff" in log_text(g) or "tie" in log_text(g).lower())
    return g


def test_eo192_mob_mentality_outnumbered_opponents_flip_one_fewer_card_here():
    g = _mob_faceoff(p0=3, p1=4)  # P1, its controller, has more characters there
    log = log_text(g)
    assert "514.3: P1 flips" in log and "514.3: P0 flips" not in log  # (a tie's flips, 514.4c, aside)


def test_eo192_mob_mentality_does_nothing_without_more_characters():
    g = _mob_faceoff(p0=3, p1=3)
    log = log_text(g)
    assert "514.3: P1 flips" in log and "514.3: P0 flips" in log


def _opponents_faceoff_offers(applejack_at: str, *held: str) -> tuple[list[list[str]], int]:
    """P0 confronts P1's Problem (a Problem faceoff) with Applejack, Protective Big Sis at
    `applejack_at`; P1 holds Team Effort (a Faceoff Event P1's Applejack lets them play), the
    cards `held` and tokens. What P1 was offered at each of their priority windows during the
    faceoff, and the Event's id."""
    b, _, _, _ = problem_faceoff()
    b.add("EO211", 0, "play", applejack_at)
    b.players[1] = {"tokens": 3}
    event = b.add("PR121", 1, "hand")
    for code in held:
        b.add(code, 1, "hand")
    g = shipped_game(b, phase="score", step="confront")
    offers = []
    while g.s["turn_player"] == 0:
        d = g.pending()
        if d.player == 1 and d.kind == "priority" and g.s["faceoff"] is not None:
            offers.append(keys(g))
        answer(g, "pass" if d.kind == "priority" else keys(g)[0])
    return offers, event


def test_eo211_applejack_protective_big_sis_opponents_cant_play_cards_in_her_faceoffs():
    offers, event = _opponents_faceoff_offers("problem:1")
    assert not any(f"play|{event}|event" in keys for keys in offers)


def test_eo211_applejack_protective_big_sis_bars_no_ability_used_from_the_hand():
    """Cloudchaser's "Banish this card from your hand to ..." is an ability activated, not a
    card played (705.1, 703.1): offered to P1 in Applejack's faceoff, where P1 plays no card."""
    offers, _ = _opponents_faceoff_offers("problem:1", "HM4")
    assert offers and all(any(k.startswith("act|") for k in keys) for keys in offers), offers
    assert not any(k.startswith(("play|", "react|")) for keys in offers for k in keys), offers


def test_eo211_applejack_protective_big_sis_not_involved_bars_nothing():
    offers, event = _opponents_faceoff_offers("home:0")
    assert any(f"play|{event}|event" in keys for keys in offers)


def _nightmare_moon_faces(counters: int) -> tuple[MlpGame, int, int]:
    """P0's face-up Nightmare Moon (5) pays 3 to start a faceoff with P1's Apple Brown Betty (3,
    plus `counters`) at its Problem; both decks flip 1-power Friends: the game after it, the
    Troublemaker and the Friend."""
    b = _rich_board(tokens=4)
    moon = b.add("EO174", 0, "play", "problem:0")
    foe = b.add("PR36", 1, "play", "problem:0", counters={"power": counters} if counters else {})
    g = shipped_game(b)
    answer(g, act(g, moon))
    settle(g, until=lambda g: g.s["faceoff"] is None and g.pending().kind == "priority")
    assert g.s["players"][0]["tokens"] == 4 - 3
    return g, moon, foe


def test_eo174_nightmare_moon_blackest_night_winning_her_faceoff_dismisses_the_friend():
    g, moon, foe = _nightmare_moon_faces(0)
    assert foe not in g.s["cards"] and zone_codes(g, 1, "discard") == ["PR36"]
    assert moon in g.s["play"] and g.s["players"][1]["score"] == 0


def test_eo174_nightmare_moon_blackest_night_losing_her_faceoff_lets_the_friends_controller_defeat_her():
    g, moon, foe = _nightmare_moon_faces(5)  # 8 power
    assert moon not in g.s["cards"] and foe in g.s["play"]
    assert g.s["players"][1]["score"] == 2  # her Troublemaker points (514.5a)


def _cadance_board() -> tuple[Board, int, int, int]:
    """P0's Princess Cadance at home, an Apple Brown Betty in P0's hand and another in their
    deck (under a filler): the board, Cadance, the hand's copy and the deck's."""
    b = _rich_board()
    cadance = b.add("EO105", 0, "play", "home:0")
    in_hand = b.add("PR36", 0, "hand")
    in_deck = b.add("PR36", 0, "deck")
    b.deck_top("PR20", 0)
    return b, cadance, in_hand, in_deck


def test_eo105_princess_cadance_exhausts_to_fetch_a_friend_of_the_same_name_as_one_discarded():
    b, cadance, in_hand, in_deck = _cadance_board()
    g = play(b, "EO212", "home:0")  # Rarity, Soprano discards it (the only card in a hand)
    assert zone_codes(g, 0, "discard") == ["PR36"] and in_hand not in g.s["cards"]
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert set(keys(g)) == {"none", f"card:{in_deck}"}  # a Friend of that name only
    answer(g, f"card:{in_deck}")
    assert g.card(cadance)["exhausted"]
    assert "PR36" in zone_codes(g, 0, "hand") and "PR36" not in zone_codes(g, 0, "deck")


def test_eo105_princess_cadance_is_a_may_and_ignores_an_opponents_friend():
    b, cadance, _, _ = _cadance_board()
    b.add("PR36", 1, "hand")
    g = play(b, "EO212", "home:0", "player:1")
    assert zone_codes(g, 1, "discard") == ["PR36"]
    assert g.pending().kind == "priority" and not g.card(cadance)["exhausted"]
    b2, cadance2, _, _ = _cadance_board()
    g = play(b2, "EO212", "home:0")  # (P0's hand, the only one with a card)
    answer(g, "no")
    assert not g.card(cadance2)["exhausted"] and "PR36" in zone_codes(g, 0, "deck")


def _party_hard_board() -> tuple[Board, list[int], list[int]]:
    """A rich board with two more Friends of P0's at a Problem and three cards in P1's hand."""
    b = _rich_board()
    mine = [b.add("PR20", 0, "play", "problem:0") for _ in range(2)]
    theirs = [b.add(code, 1, "hand") for code in ("PR36", "PR60", "PR79")]
    return b, mine, theirs


def test_eo130_party_hard_draws_and_an_opponent_discards_one_per_friend_retired_for_it():
    b, mine, theirs = _party_hard_board()
    g = play(b, "EO130", "event")
    assert g.pending().kind == "cost" and g.pending().min == 0  # any number, none too
    answer(g, *(f"card:{i}" for i in mine))
    assert all(i not in g.s["cards"] for i in mine) and zone_codes(g, 0, "discard").count("PR20") == 2
    assert len(g.s["players"][0]["hand"]) == 2  # (Party Hard was the only card there)
    assert g.pending().player == 1  # the opponent chooses their discards
    answer(g, f"card:{theirs[0]}", f"card:{theirs[2]}")
    assert zone_codes(g, 1, "hand") == ["PR60"] and sorted(zone_codes(g, 1, "discard")) == ["PR36", "PR79"]


def test_eo130_party_hard_is_announced_before_its_additional_cost_is_paid():
    """705.2a then 705.2d: the log says P0 plays Party Hard before the Friends retired for it,
    once only, though the play waits on the choice of Friends."""
    b, mine, _ = _party_hard_board()
    g = play(b, "EO130", "event")
    answer(g, *(f"card:{i}" for i in mine))
    lines = [(rule, text) for _, rule, text in g.log]
    played = lines.index(("705.2a", "P0 plays Party Hard"))
    retired = next(n for n, (rule, text) in enumerate(lines) if rule == "705.2d" and "is retired" in text)
    assert played < retired and lines.count(("705.2a", "P0 plays Party Hard")) == 1


def test_eo130_party_hard_friends_hoity_toity_would_banish_cant_pay_its_cost():
    """CR 3.4 508.1a: retiring Friends is Party Hard's additional cost, and P0's HM74 Hoity
    Toity would banish each instead of letting it enter the discard pile: that part of the
    cost can't be paid, so no Friend is offered; played retiring none, P0 draws nothing, P1
    discards nothing and every Friend stays."""
    b, mine, theirs = _party_hard_board()
    b.add("HM74", 0, "play", "home:0")
    g = play(b, "EO130", "event")
    assert all(i in g.s["play"] for i in mine) and zone_codes(g, 0, "banished").count("PR20") == 0
    assert g.s["players"][0]["hand"] == [] and len(g.s["players"][1]["hand"]) == len(theirs)


def test_eo130_party_hard_retiring_none_draws_nothing():
    b, mine, theirs = _party_hard_board()
    g = play(b, "EO130", "event")
    answer(g)
    assert all(i in g.s["play"] for i in mine)
    assert g.s["players"][0]["hand"] == [] and len(g.s["players"][1]["hand"]) == len(theirs)


def _rover_challenged(*prefer: str) -> tuple[MlpGame, int]:
    """P0's Apple Brown Betty challenges P1's Rover, Gem Hunter; P1 flips a Blue Moon: the
    game at the first decision that is not a priority pass, and the Blue Moon flipped."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "problem:0")
    b.deck_top("PR60", 1)
    rover = b.add("EO177", 1, "play", "problem:0")
    g = start_challenge(b, rover)
    settle(g, "pass", *prefer, until=lambda g: g.pending().kind not in ("priority", "challenge"))
    moon = g.s["faceoff"]["flipped"][1][0]  # (a flipped card is a new object: its id in the flip zone)
    assert g.spec(moon).code == "PR60"
    return g, moon


def test_eo177_rover_gem_hunter_may_put_a_flipped_card_into_its_controllers_hand():
    g, moon = _rover_challenged()
    assert g.pending().player == 1 and set(keys(g)) == {"none", f"hand:{moon}"}  # only their own flips
    answer(g, f"hand:{moon}")
    assert zone_codes(g, 1, "hand") == ["PR60"] and "PR60" not in zone_codes(g, 1, "deck")


def test_eo177_rover_gem_hunter_is_a_may():
    g, _ = _rover_challenged()
    answer(g, "none")
    assert zone_codes(g, 1, "hand") == [] and zone_codes(g, 1, "deck")[0] == "PR60"  # the bottom


def test_eo177_rover_gem_hunter_defeated_takes_no_flipped_card():
    """Rover's "At the end of a faceoff involving this card" is read as the faceoff ends
    (514.6), after its outcome (514.5): defeated, Rover was dismissed at 514.5a, so it is out
    of play (a new card in the discard pile, 410.6) when the end-of-faceoff abilities would
    trigger, and the faceoff no longer involves it. P1 is asked nothing and their flipped
    Blue Moon goes to the bottom of their deck."""
    b = Board()
    b.players[0] = {"tokens": 3}
    for _ in range(3):
        b.add("PR36", 0, "play", "problem:0")  # 9 power and a flip against Rover's 4 and a flip
    b.deck_top("PR60", 1)
    rover = b.add("EO177", 1, "play", "problem:0")
    g = start_challenge(b, rover)
    asked = []
    while g.s["faceoff"] is not None:
        asked.append(g.pending().kind)
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert set(asked) <= {"priority"} and rover not in g.s["cards"]
    assert "514.5a: P0 defeats Rover, Gem Hunter" in log_text(g)
    assert zone_codes(g, 1, "hand") == [] and zone_codes(g, 1, "deck")[0] == "PR60"  # (the bottom)


def test_eo90_princess_celestia_smite_makes_right_flipped_turns_the_challenged_troublemaker_face_down():
    g, ids = flipped("EO90")
    assert g.card(ids["tm"])["face_down"] and g.card(ids["tm"])["area"] == "problem:0"
    log = log_text(g)
    assert "P0 wins the faceoff" in log and "514.5a: P0 defeats no Troublemaker: the one challenged is no longer " \
                                           "involved in the faceoff" in log  # (505.3): not defeated, not named
    assert g.s["players"][0]["score"] == 0


def test_eo0_lyra_handy_pays_and_discards_her_hand_to_turn_over_then_draws_up_to_the_hand_size():
    b = Board(manes=("EO0", "PR2"))
    b.players[0] = {"tokens": 3}
    for code in ("PR36", "PR60"):
        b.add(code, 0, "hand")
    lyra = b.mane[0]
    g = shipped_game(b)
    answer(g, act(g, lyra))
    settle(g)
    assert g.card(lyra)["boosted"] and g.s["players"][0]["tokens"] == 3 - 2
    assert sorted(zone_codes(g, 0, "discard")) == ["PR36", "PR60"]
    assert len(g.s["players"][0]["hand"]) == g.s["players"][0]["hand_size"]  # drawn up to it


def test_eo0_lyra_handy_turns_over_with_an_empty_hand_and_draws_up_to_the_maximum():
    """Judge's reading (508.1d): "discard your hand" is paid in full with an empty hand (all of
    it is nothing), so with [2] she turns over, and her Boosted side draws up to 8 (616.2)."""
    b = Board(manes=("EO0", "PR2"))
    b.players[0] = {"tokens": 2}
    lyra = b.mane[0]
    g = shipped_game(b)
    answer(g, act(g, lyra))
    settle(g)
    assert g.card(lyra)["boosted"] and g.s["players"][0]["tokens"] == 0
    assert zone_codes(g, 0, "discard") == [] and len(g.s["players"][0]["hand"]) == 8


def test_eo0_lyra_handy_needs_two_tokens():
    b = Board(manes=("EO0", "PR2"))
    b.players[0] = {"tokens": 1}
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{b.mane[0]}|")]


def test_eo60_spike_number_one_assistant_returns_the_events_he_banished_to_their_owners_hand():
    b = _rich_board()
    spike = b.add("EO60", 0, "play", "home:0")
    taken = b.add("PR101", 0, "discard")
    left = b.add("PR121", 0, "discard")
    b.add("PR36", 0, "discard")
    g = shipped_game(b)
    answer(g, act_with(g, spike, "Exhaust this card"))
    assert set(keys(g)) == {f"card:{taken}", f"card:{left}"}  # Events only
    answer(g, f"card:{taken}")
    settle(g)
    assert zone_codes(g, 0, "banished") == ["PR101"]
    answer(g, act_with(g, spike, "Banish this card"))
    settle(g)
    assert spike not in g.s["play"] and "EO60" in zone_codes(g, 0, "banished")
    assert zone_codes(g, 0, "hand") == ["PR101"]  # not the Event still in the discard pile
    assert "PR121" in zone_codes(g, 0, "discard")


def test_eo60_spike_number_one_assistant_with_nothing_banished_returns_nothing():
    b = _rich_board()
    spike = b.add("EO60", 0, "play", "home:0")
    b.add("PR101", 0, "banished")  # banished, but not by him
    g = shipped_game(b)
    answer(g, act_with(g, spike, "Banish this card"))
    settle(g)
    assert zone_codes(g, 0, "hand") == [] and "PR101" in zone_codes(g, 0, "banished")


def _faceoff_priority(g, player: int) -> None:
    """Pass until `player` holds priority during the faceoff."""
    settle(g, "pass", until=lambda g: g.pending().player == player and g.pending().kind == "priority"
           and g.s["faceoff"] is not None)


def test_eo18_scootaloo_flying_high_joins_a_faceoff_and_is_retired_at_its_end():
    b, _, _, _ = problem_faceoff()
    scootaloo = b.add("EO18", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    _faceoff_priority(g, 0)
    seen, name = len(g.log), g.name(scootaloo)
    answer(g, act(g, scootaloo))  # (P1 has nothing to do: the faceoff goes on to its end)
    log = [text for _, _, text in g.log[seen:]]
    joined = log.index(f"{name} becomes involved in the faceoff")
    totals = next(i for i, text in enumerate(log) if text.startswith("Power totals"))
    retired = [without_numbers_now(text) for text in log].index(
        f"{name} is retired to P0's discard pile (by the text of {name})")
    assert joined < totals < retired  # her power counted, then retired as the faceoff ends
    assert "P0 wins the Problem faceoff by 1" in log  # (a tie without her 1 power)
    assert scootaloo not in g.s["cards"] and "EO18" in zone_codes(g, 0, "discard")


def test_eo18_scootaloo_flying_high_is_not_offered_outside_a_faceoff():
    b = _rich_board()
    scootaloo = b.add("EO18", 0, "play", "home:0")
    g = shipped_game(b)
    assert not acts(g, scootaloo)


def _blending_in(p0_color: str, prefer: str = "pass") -> MlpGame:
    """P0's Twilight Sparkle ([Magic], 1) and three Apple Brown Bettys ([Laughter], 3 each)
    stand at P0's Blending In (7 wild) as P0's Score Phase starts; P0 chooses `p0_color`, P1
    blue: the game once P0's turn is over."""
    b = Board(problems=("EO181", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for _ in range(3):
        b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="score")
    assert g.pending().player == 0  # the turn player first
    answer(g, f"color:{p0_color}")
    assert g.pending().player == 1
    answer(g, "color:blue")
    settle(g, prefer, until=lambda g: g.s["turn_player"] != 0)
    return g


def test_eo181_blending_in_characters_without_the_chosen_color_cant_confront_it():
    g = _blending_in("pink")  # the three Bettys (9) confront it; Twilight is kept out
    assert "P0 confronts Blending In" in log_text(g)
    g = _blending_in("yellow")  # none of them has [Kindness]: 0 of the 7 needed
    assert "P0 confronts" not in log_text(g)


def test_eo181_blending_in_colors_are_chosen_in_turn_and_take_effect_together():
    """Judge scenario (801.1): as P0's Score Phase starts, P0 (the turn player, the window
    being opened) chooses a color first, then P1; neither choice takes effect, or is logged
    as made, until both players have chosen; then both are, in the order they were made."""
    b = Board(problems=("EO181", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for _ in range(3):
        b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="score")
    answer(g, "color:yellow")
    assert g.pending().player == 1 and g.pending().kind == "color"
    assert "chooses" not in log_text(g)
    assert power.confront_power(g, 0, "problem:0") == 1 + 3 * 3  # (yellow keeps them out only once in effect)
    answer(g, "color:blue")
    log = log_text(g)
    assert log.index("P0 chooses Yellow") < log.index("P1 chooses Blue") and "P0 confronts" not in log


def test_eo181_blending_in_lasts_until_the_end_of_the_turn():
    g = _blending_in("yellow")
    assert g.s["turn_player"] == 1  # the next turn: P0's characters there count again
    assert power.confront_power(g, 0, "problem:0") == 1 + 3 * 3


def _muffin_mare_with(code: str, owner: int) -> tuple[MlpGame, int]:
    """P0's Muffin Mare at P0's Problem with `owner`'s `code` there, in P0's Main Phase."""
    b = Board(manes=("EO3", "PR2"))
    b.players[0] = {"tokens": 2}
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(code, owner, "play", "problem:0")
    return shipped_game(b), b.mane[0]


def test_eo3_muffin_mare_may_turn_over_while_another_character_with_three_power_is_here():
    g, muffin = _muffin_mare_with("PR36", 1)  # an opponent's 3-power Friend counts too
    answer(g, act(g, muffin))
    settle(g)
    assert g.card(muffin)["boosted"] and g.s["players"][0]["tokens"] == 2  # no cost
    labels = [o.label for o in g.pending().options if o.key.startswith(f"act|{muffin}|")]
    assert not any("While there is" in label for label in labels)  # the Boosted side has no such text


def test_eo3_muffin_mare_needs_a_character_with_three_power_here():
    g, muffin = _muffin_mare_with("PR60", 0)  # 2 power
    assert not acts(g, muffin)


def _balloonoculars_board(drawn: str) -> tuple[Board, int]:
    """P1's Balloonoculars at home with one of P1's Friends there; `drawn` on top of P0's deck."""
    b = _rich_board()
    b.add("EO145", 1, "play", "home:1")
    friend = b.add("PR36", 1, "play", "home:1")
    b.deck_top(drawn, 0)
    return b, friend


def test_eo145_balloonoculars_an_opponent_drawing_a_friend_may_give_one_of_your_friends_a_counter():
    b, friend = _balloonoculars_board("PR60")
    g = shipped_game(b)
    answer(g, "draw")
    assert "P0 draws Blue Moon" in log_text(g)  # their hand is revealed: the card is named
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    assert g.card(friend)["counters"].get("power") == 1


def test_eo145_balloonoculars_an_opponent_drawing_an_event_may_draw_a_card():
    b, friend = _balloonoculars_board("PR121")
    g = shipped_game(b)
    hand = len(g.s["players"][1]["hand"])
    answer(g, "draw")
    answer(g, "yes")
    assert len(g.s["players"][1]["hand"]) == hand + 1 and not g.card(friend)["counters"]


def test_eo145_balloonoculars_ignores_its_controllers_own_draws():
    b, _ = _balloonoculars_board("PR60")
    b.cards[-3]["owner"] = 0  # (P0's own Balloonoculars now)
    g = shipped_game(b)
    answer(g, "draw")
    assert g.pending().kind == "priority" and "P0 draws Blue Moon" not in log_text(g)


def test_eo3_muffin_mare_boosted_adds_the_exhausted_characters_power_to_another_character():
    """"Pay [1] and exhaust one of your characters to add its power to another character":
    never to the character exhausted (its own power added to itself), nor, "another" read as
    on every card, to Muffin Mare herself. The question says whose power it adds."""
    b = Board(manes=("EO3", "PR2"))
    b.players[0] = {"tokens": 3}
    b.cards[b.mane[0] - 1].update(area="problem:0", boosted=True)
    muffin = b.mane[0]
    betty = b.add("PR36", 0, "play", "problem:0")
    moon = b.add("PR60", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, act(g, muffin))
    answer(g, f"card:{betty}")
    assert g.pending().prompt == ("Muffin Mare, Sharing is Caring #1: Add the power of Apple Brown Betty, "
                                  f"Pastry Chef #{betty} (+3) to which other character?")
    assert f"card:{betty}" not in keys(g) and f"card:{muffin}" not in keys(g)
    answer(g, f"card:{moon}")  # an opponent's character may get it
    assert power.power(g, moon) == 2 + 3


def test_eo3_muffin_mare_asks_nothing_when_the_character_exhausted_has_no_power_to_add():
    """The character exhausted to pay has 0 power (Cloudy Quartz): the power it adds is +0,
    which changes nothing (707.2). No other character is asked for ("Add the power to which
    other character?", naming no power), no "+0 power" is given; one line says why, after
    the cost is paid."""
    b = Board(manes=("EO3", "PR2"))
    b.players[0] = {"tokens": 3}
    b.cards[b.mane[0] - 1].update(area="problem:0", boosted=True)
    muffin = b.mane[0]
    quartz = b.add("CN30", 0, "play", "home:0")  # 0 power
    b.add("PR60", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, act(g, muffin))
    answer(g, f"card:{quartz}")
    assert g.pending().kind == "priority"
    assert g.card(quartz)["exhausted"] and g.s["players"][0]["tokens"] == 2
    assert (f"707.2: Nothing is added: Cloudy Quartz, Concerned Mother #{quartz} has 0 power (by the text of "
            f"Muffin Mare, Sharing is Caring #{muffin})") in log_text(g).splitlines()
    assert "+0 power" not in log_text(g)


def test_eo186_get_lost_asks_its_may_naming_the_friend_that_entered_play():
    """"When a Friend enters play here, you may pay [2] and exhaust one of your characters here
    to dismiss that Friend": the question names that Friend (712.3), as a judge would say it,
    not "that Friend"."""
    b = Board(problems=("PR168", "EO186"))
    b.players[0] = {"tokens": 5}
    b.players[1] = {"tokens": 2}
    b.add("PR36", 1, "play", "problem:1")
    gala = b.add("PR33", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{gala}|problem:1")
    entered = find(g, "PR33")[0]
    assert g.pending().player == 1
    assert g.pending().prompt == ("Get Lost #4: Pay [2] and exhaust one of your characters here to dismiss "
                                  f"Red Gala, Favorite Cousin #{entered}? (712.3)")
    answer(g, "yes")
    assert entered not in g.s["cards"]


def test_eo96_zecora_asks_which_other_friend_to_banish():
    """"Banish another Friend. At the end of the turn, put that card into play frightened":
    the question says what it chooses ("which other Friend"), not "Choose a card to banish"."""
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    zecora = b.add("EO96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{zecora}|home:0")
    entered = find(g, "EO96")[0]
    assert g.pending().prompt == f"Zecora, Mysterious and Spooky #{entered}: Banish which other Friend?"
    assert f"card:{entered}" not in keys(g)
    answer(g, f"card:{foe}")
    assert zone_codes(g, 1, "banished") == ["PR36"]


def test_eo61_trixie_even_better_asks_what_it_may_do_once_the_power_is_even():
    """"If that card's power is even, you may put a Friend here on top of its owner's deck":
    the question comes only with an even power revealed and asks the instruction alone."""
    b = _rich_board()
    b.deck_top("PR60", 0)  # Blue Moon: 2 power
    trixie = b.add("EO61", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{trixie}|home:0")
    entered = find(g, "EO61")[0]
    assert g.pending().prompt == (f"Trixie, Even Better #{entered}: Put a Friend here on top of its "
                                  "owner's deck? (712.3)")


def test_eo61_trixie_even_better_reads_an_event_revealed_as_power_zero_thus_even():
    """Open reading (docs/engine.md): an Event has no power; the engine reads it as 0, an even
    number (105.2 treats an undefined value as zero, 105.3 zero as even)."""
    b = _rich_board()
    b.deck_top("PR121", 0)  # Team Effort, an Event
    trixie = b.add("EO61", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{trixie}|home:0")
    assert g.pending().kind == "may"


def test_eo9_chief_thunderhooves_asks_with_the_card_type_as_printed():
    """"You may exhaust it to frighten another Friend there", read as "exhaust this card":
    the question keeps the card type's capital as the card prints it (712.3); "there" is the
    Problem it was moved to, named (by its area, which the table puts in words)."""
    b = _rich_board()
    chief = b.add("EO9", 0, "play", "home:0")
    b.add("PR36", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{chief}|problem:1")
    assert g.pending().prompt == (f"Chief Thunderhooves, On the Warpath #{chief}: Exhaust this card to "
                                  "frighten another Friend at problem:1? (712.3)")


def test_eo12_gilda_asks_which_opposing_friend_her_faceoff_involves():
    """"Start a faceoff involving this card and an opposing Friend" (707.4): the question says
    what the card chosen is for, in the card's words."""
    b = _rich_board()
    foe = b.add("PR36", 1, "play", "problem:1")
    b.add("PR20", 1, "play", "home:1")
    gilda = b.add("EO12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{gilda}|home:0")
    entered = find(g, "EO12")[0]
    assert g.pending().prompt == (f"Gilda, Feather Ruffler #{entered}: Start a faceoff involving this card "
                                  "and which opposing Friend?")
    answer(g, f"card:{foe}")
    assert g.s["faceoff"] is not None or "starts a faceoff involving" in log_text(g)


def test_eo207_discord_wrathful_and_napcakes_ask_which_card_in_their_printed_words():
    """A card a text moves or puts on top of a deck is asked for in the text's words: Discord,
    Wrathful's "move an opposing character there home", Napcakes' "Put a Friend with 2 or less
    power on top of its owner's deck" (not "Choose a card to move home")."""
    b = _rich_board()
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR36", 1, "play", "problem:1")
    g = play(b, "EO207", "problem:1", "yes")
    assert g.pending().prompt.endswith(": Move which opposing character there home?")
    b = _rich_board()
    b.add("PR20", 1, "play", "problem:1")
    g = play(b, "EO128", "event")
    assert g.pending().prompt.endswith(": Put which Friend with 2 or less power on top of its owner's deck?")


def test_eo114_big_mix_up_asks_the_chosen_friends_controller_what_the_choice_is_for():
    """"Their controllers may return any number of them to their owners' hands. Then, you score
    a point for each chosen Friend in play": the opponent's question says which Friends and
    what keeping them costs."""
    b = _rich_board()
    pony = b.add("PR20", 1, "play", "problem:1")
    mix = b.add("EO114", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{mix}|event")
    answer(g, f"card:{pony}")
    assert g.pending().player == 1
    assert g.pending().prompt == ("Big Mix-Up: Return which of the chosen Friends to their owners' hands "
                                  "(any number)? P0 scores a point for each one left in play")


def test_eo99_princess_luna_nights_steward_diligent_1_puts_one_counter_on_a_winner():
    """"Your other Friends here have Diligent 1": Diligent X puts X +1 power counters on the
    card as its player wins a faceoff involving it (Glossary: Diligent), so one, not two."""
    b = _rich_board()
    b.add("EO99", 0, "play", "problem:0")
    friend = b.add(BIG, 0, "play", "problem:0")
    g = win_faceoff(b)
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None and g.pending().kind == "priority")
    assert "P0 defeats" in log_text(g)
    assert g.card(friend)["counters"] == {"power": 1}


def test_eo154_griffonstone_retired_by_vexing_says_its_player_can_t_pay_for_its_dismissal():
    """Griffonstone (EO154: Vexing; "When this card is retired, you may pay [1] to dismiss a
    Friend here.") retired by its Vexing (710.1) while P1 has no action token: Friends are
    there to dismiss, so its "may" is not asked because P1 can't pay its cost (705.2e, 508.1d),
    and the log says that, not that it found nothing to act on."""
    b = Board()
    b.players[1] = {"tokens": 0}
    griffonstone = b.add("EO154", 1, "play", "problem:0", host=b.problem[0])
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    friend = b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "replacement" and g.pending().player == 1
    answer(g, "yes")
    assert griffonstone not in g.s["play"] and friend in g.s["play"]
    assert ("712: Nothing happens: “You may pay [1] to dismiss a Friend here” is not done: its cost is 1 action token; P1 "
            "has none (by the text of Griffonstone)") in log_text(g).splitlines()
