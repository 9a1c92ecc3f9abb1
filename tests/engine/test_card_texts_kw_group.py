"""Keywords a card has for a while or with a number that changes, played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and that the
keyword is not given to cards the text does not reach, nor kept once its duration ends.
"""

from __future__ import annotations

from engine.mlp.effects import abilities
from engine.mlp.procedures.actions import legal, may_act_outside_main
from engine.mlp.values import power
from engine.mlp.view import card_detail
from tests.engine.card_play import (
    HOME_SUPPORT,
    TROUBLEMAKER,
    board,
    find,
    problem_faceoff,
    rich_board,
    settle,
    start_challenge,
    tm_faceoff,
)
from tests.engine.helpers import answer, keys, shipped_game, zone_codes


def _activation(g, card: int) -> str:
    """The key of the option activating `card`'s (first) ability."""
    found = [k for k in keys(g) if k.startswith(f"act|{card}|")]
    assert found, keys(g)
    return found[0]


def _next_turn(g) -> None:
    """Pass and answer as `settle` does until P1's turn has begun."""
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main")


def test_ff17_garble_lets_race_gives_a_troublemaker_here_competitive_4_until_the_end_of_the_turn():
    b = board()
    garble = b.add("FF17", 0, "play", "problem:0")
    trouble = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    elsewhere = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    g = shipped_game(b)
    assert "Competitive" not in power.keywords(g, trouble)
    answer(g, _activation(g, garble))
    settle(g, f"card:{trouble}")
    assert g.s["cards"][garble]["exhausted"]
    assert power.keywords(g, trouble)["Competitive"] == 4
    assert "Competitive" not in power.keywords(g, elsewhere)  # only a Troublemaker here
    _next_turn(g)
    assert "Competitive" not in power.keywords(g, trouble)  # the end of the turn ended it


def _panel_keywords(g, iid: int) -> str | None:
    return dict(card_detail(g, iid).facts).get("Keywords")


def test_the_card_panel_lists_the_keywords_a_card_has_now_and_which_card_gave_or_took_them():
    """The judge reads the keywords the rules read (708.2): Hard Hat's Stubborn and Garble's
    Competitive 4 until the end of the turn name the card giving them; a keyword taken away
    is listed as lost, with the card that took it; out of play, the printed ones."""
    b = board()
    garble = b.add("FF17", 0, "play", "problem:0")
    pony = b.add("PR36", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=pony)
    trouble = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    in_hand = b.add("FF17", 0, "hand")
    g = shipped_game(b)
    assert _panel_keywords(g, pony) == f"Stubborn (given by Hard Hat #{hat})"
    assert _panel_keywords(g, trouble) is None
    answer(g, _activation(g, garble))
    settle(g, f"card:{trouble}")
    assert _panel_keywords(g, trouble) == f"Competitive 4 (given by Garble, Let's Race #{garble})"
    g.take_keyword_away(garble, "Competitive", "turn", ctrl=1, src=trouble)
    assert _panel_keywords(g, garble) == f"Competitive 4 (lost by Purple Parasprite #{trouble})"
    assert _panel_keywords(g, in_hand) == "Competitive 4"
    g.grant_keyword(pony, "Competitive", 2, ctrl=0, src=0)  # (a giver the engine does not know)
    assert _panel_keywords(g, pony) == f"Stubborn (given by Hard Hat #{hat}), Competitive 2 (given)"


def test_the_card_panel_says_a_keyword_a_card_gives_itself_comes_from_its_own_text():
    """LL66 Parasprite, Hungry For More: "While an opponent has at least [2], this card has
    Persistent." The panel reads "by its own text", not the card naming itself as a giver."""
    b = board()
    parasprite = b.add("LL66", 1, "play", "problem:1")
    g = shipped_game(b)
    assert g.s["players"][0]["tokens"] >= 2
    assert _panel_keywords(g, parasprite) == "Persistent (by its own text)"


def test_mt19_igneous_rock_and_cloudy_quartz_give_stubborn_until_the_start_of_your_next_turn():
    b = board()
    ranchers = b.add("MT19", 0, "play", "home:0")
    tired = b.add("PR36", 0, "play", "problem:0", exhausted=True)
    foe = b.add("PR36", 1, "play", "problem:0")
    gone = b.add("PR20", 0, "discard")
    g = shipped_game(b)
    assert not power.contributes(g, tired)
    answer(g, _activation(g, ranchers))
    settle(g, f"card:{gone}", f"card:{tired}")
    assert zone_codes(g, 0, "banished") == ["PR20"] and not g.s["players"][0]["discard"]  # the cost
    assert "Stubborn" in power.keywords(g, tired) and power.contributes(g, tired)
    assert "Stubborn" not in power.keywords(g, foe)
    _next_turn(g)
    assert "Stubborn" in power.keywords(g, tired)  # still in the opponent's turn
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0)
    assert "Stubborn" not in power.keywords(g, tired)  # gone as P0's next turn starts


def test_mt19_igneous_rock_and_cloudy_quartz_need_a_card_to_banish():
    b = board()
    ranchers = b.add("MT19", 0, "play", "home:0")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{ranchers}|")]  # an empty discard pile


def test_hm87_call_in_the_dream_cavalry_gives_your_characters_swift_this_turn():
    b = rich_board(tokens=6)
    mine = b.add("PR36", 0, "play", "problem:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    event = b.add("HM87", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    settle(g)
    assert "Swift" in power.keywords(g, mine) and "Swift" in power.keywords(g, g.s["players"][0]["mane"])
    assert "Swift" not in power.keywords(g, foe)
    assert power.move_cost(g, 0, mine, "problem:1") == 1
    _next_turn(g)
    assert "Swift" not in power.keywords(g, mine)


def test_diligent_counters_are_put_as_every_counter_is_mt113_lord_tirek():
    """Diligent's +1 power counters are put as every counter is (519.1): Lord Tirek, Destroyer
    of Worlds, with one counter already and given Diligent 2 by Princess Twilight Sparkle, Time
    Patrol, wins the faceoff and gets 2 more; its "When you put a +1 power counter on this card,
    if it has exactly 3 ..." then frightens all Friends there (704)."""
    b, _, _, tirek = tm_faceoff(("PR20",), tm="MT113")
    b.cards[tirek - 1]["counters"] = {"power": 1}
    b.add("MT141", 1, "play", "home:1")  # "Your Troublemakers have Diligent 2."
    theirs = b.add("PR12", 1, "play", "problem:0")
    g = start_challenge(b, tirek)
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None and g.pending().kind == "priority")
    assert g.card(tirek)["counters"] == {"power": 3}
    assert g.card(theirs)["frightened"]


def test_diligent_counters_may_be_one_more_by_sb133_applejack_festival_caterer():
    """"If you would put one or more +1 power counters on one of your Friends, you may put that
    many plus one on that Friend instead." (710.1) replaces Diligent's counters too: Granny
    Smith, Apple Matriarch (Diligent 1) wins the faceoff and gets 2 instead of 1."""
    b, (granny, *_), _, trouble = tm_faceoff(("EO28", "PR36", "PR36"))
    applejack = b.add("SB133", 0, "play", "home:0")
    g = start_challenge(b, trouble)
    settle(g, "pass", until=lambda g: g.pending().kind == "may" or g.s["faceoff"] is None)
    assert g.pending().prompt.startswith(f"{g.name(applejack)}: Put 2 +1 power counters on {g.name(granny)}")
    answer(g, "yes")
    assert g.card(granny)["counters"] == {"power": 2}


def test_mt90_the_rainbow_connection_gives_plus_3_and_diligent_3_until_the_end_of_the_faceoff():
    b, mine, theirs, cards = problem_faceoff(hand=("MT90",), tokens=3)
    for code in HOME_SUPPORT:  # power of every color for its play requirement
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None and g.pending().player == 0
    before = power.power(g, mine[0])
    answer(g, f"play|{cards[0]}|event")
    answer(g, f"card:{mine[0]}")
    assert power.power(g, mine[0]) == before + 3
    assert power.keywords(g, mine[0])["Diligent"] == 3
    assert "Diligent" not in power.keywords(g, theirs[0]) and "Diligent" not in power.keywords(g, mine[1])
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None or g.pending().kind == "bottom_order")
    assert "Diligent" not in power.keywords(g, mine[0])  # the faceoff's end ended both
    assert not [m for m in g.s["mods"] if m["target"] == mine[0]]


def _pump(g, iid: int, n: int) -> None:
    """A power change until the end of the turn, as an Event or ability would give one."""
    g.add_mod("power", iid, n, until="turn")


def test_mt59_bulk_biceps_get_swole_has_swift_stubborn_and_competitive_as_his_power_grows():
    b = board()
    bulk = b.add("MT59", 0, "play", "problem:0")  # 2 power
    g = shipped_game(b)
    assert set(power.keywords(g, bulk)) == {"Diligent"}
    _pump(g, bulk, 1)  # 3 power
    assert set(power.keywords(g, bulk)) == {"Diligent", "Swift"}
    assert power.move_cost(g, 0, bulk, "problem:1") == 1
    _pump(g, bulk, 1)  # 4 power
    assert set(power.keywords(g, bulk)) == {"Diligent", "Swift", "Stubborn"}
    _pump(g, bulk, 1)  # 5 power
    assert power.keywords(g, bulk)["Competitive"] == 2
    _pump(g, bulk, -3)  # back to 2 power: none of them
    assert set(power.keywords(g, bulk)) == {"Diligent"}


def test_hm16_applejack_tree_whisperer_has_calming_2_only_with_at_least_4_power():
    b = board()
    applejack = b.add("HM16", 0, "play", "problem:0")  # 3 power
    g = shipped_game(b)
    assert "Calming" not in power.keywords(g, applejack)
    _pump(g, applejack, 1)
    assert power.keywords(g, applejack)["Calming"] == 2
    assert applejack in abilities.keyword_holders(g, "Calming")
    _pump(g, applejack, -1)
    assert "Calming" not in power.keywords(g, applejack)
    assert applejack not in abilities.keyword_holders(g, "Calming")


def test_mt28_minuette_schadenfreude_has_eccentric_equal_to_her_power():
    b = board()
    minuette = b.add("MT28", 0, "play", "problem:0")  # 2 power
    fodder = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.keywords(g, minuette)["Eccentric"] == 2
    answer(g, _activation(g, minuette))  # retire a Friend for a +1 power counter
    settle(g, f"card:{fodder}")
    assert power.power(g, minuette) == 3 and power.keywords(g, minuette)["Eccentric"] == 3
    _pump(g, minuette, -5)
    assert power.keywords(g, minuette)["Eccentric"] == 0  # no power: Eccentric 0


def test_mt28_minuette_retired_as_its_own_cost_says_its_counter_finds_nothing():
    """Retiring Minuette herself, chosen among the Friends that could pay, leaves no card for
    the +1 power counter: the log says so, and why, as it does when she was the only one to retire
    (the cost's question answered is not the text doing anything)."""
    for others in (0, 1):
        b = board()
        minuette = b.add("MT28", 0, "play", "problem:0")
        for _ in range(others):
            b.add("PR20", 0, "play", "home:0")
        g = shipped_game(b)
        since = len(g.log)
        answer(g, _activation(g, minuette))
        if others:
            settle(g, f"card:{minuette}")
        said = [text for _, _, text in g.log[since:]]
        assert "Nothing happens: “Put a +1 power counter on this card” is not done: this card has left play " \
               "(by the text of Minuette, Schadenfreude)" in said, said
    # with another Friend retired, the counter is put and nothing is said to fail
    b = board()
    minuette = b.add("MT28", 0, "play", "problem:0")
    fodder = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, _activation(g, minuette))
    settle(g, f"card:{fodder}")
    assert g.card(minuette)["counters"] == {"power": 1}
    assert not any(text.startswith("Nothing happens") for _, _, text in g.log)


def test_ll75_sunset_shimmer_research_trip_has_eccentric_equal_to_the_events_in_your_discard_pile():
    b = board()
    sunset = b.add("LL75", 0, "play", "problem:0")
    b.add("HM87", 0, "discard")
    b.add("PR20", 0, "discard")  # a Friend: not counted
    b.add("HM87", 1, "discard")  # the opponent's: not counted
    held = b.add("MT90", 0, "hand")
    g = shipped_game(b)
    assert power.keywords(g, sunset)["Eccentric"] == 1
    g.relocate(held, "discard")  # discarded: the board is the same, the count is not
    assert power.keywords(g, sunset)["Eccentric"] == 2


def test_mt8_night_glider_ambitious_aerobat_has_competitive_1_for_each_of_your_characters_here():
    b = board()
    glider = b.add("MT8", 0, "play", "problem:0")
    friend = b.add("PR20", 0, "play", "problem:1")
    b.add("PR20", 1, "play", "problem:0")  # the opponent's: not counted
    g = shipped_game(b)
    assert power.keywords(g, glider)["Competitive"] == 1  # itself
    answer(g, f"move|{friend}|problem:0")
    settle(g)
    assert g.s["cards"][friend]["area"] == "problem:0"
    assert power.keywords(g, glider)["Competitive"] == 2
    assert "Swift" in power.keywords(g, glider)  # its printed keyword stays


def test_ll124_the_mean_six_copy_the_count_of_opposing_keyword_holders_here():
    b = board()
    six = b.add("LL124", 0, "play", "problem:0")
    b.add("FF17", 1, "play", "problem:0")  # Competitive 4
    b.add("FF17", 1, "play", "problem:0")
    b.add("SB80", 1, "play", "problem:0")  # Diligent 1
    b.add("FF17", 1, "play", "problem:1")  # not here
    b.add("FF17", 0, "play", "problem:0")  # not opposing
    g = shipped_game(b)
    kw = power.keywords(g, six)
    assert kw["Competitive"] == 2 and kw["Diligent"] == 1
    assert kw["Eccentric"] == 0 and kw["Showy"] == 0  # X is 0: it has them with 0 (harmless here)
    assert power.move_costs_base(g, 1, ["problem:0"]) == [2]


def test_ff53_terramar_shoreline_lifestyle_chooses_swift_or_calming_2_as_it_enters_and_each_turn():
    b = rich_board(tokens=9)
    held = b.add("FF53", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{held}|home:0")
    settle(g, until=lambda g: g.pending().kind == "mode")
    assert len(keys(g)) == 2
    terramar = find(g, "FF53")[0]
    answer(g, "mode:0")  # Swift
    assert "Swift" in power.keywords(g, terramar) and "Calming" not in power.keywords(g, terramar)
    _next_turn(g)
    assert "Swift" in power.keywords(g, terramar)  # until the start of P0's next turn
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0 and g.pending().kind == "mode")
    answer(g, "mode:1")  # Calming 2 this time
    assert power.keywords(g, terramar).get("Calming") == 2 and "Swift" not in power.keywords(g, terramar)


def _plays_of(g, player: int, card: int, ctx: str) -> list[str]:
    """The play actions of `card` offered to `player` in a window of kind `ctx`."""
    return [key for key, _ in legal(g, player, ctx) if key.startswith(f"play|{card}|")]


def test_hm101_under_the_wire_friends_in_hand_have_hasty_until_a_friend_is_played():
    b = rich_board(tokens=9)
    wire = b.add("HM101", 0, "hand")
    first = b.add("PR20", 0, "hand")
    second = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert not _plays_of(g, 0, first, "faceoff")  # outside the Main Phase: no Hasty yet
    answer(g, f"play|{wire}|event")
    settle(g)
    assert power.friends_in_hand_hasty(g, 0) and not power.friends_in_hand_hasty(g, 1)
    assert _plays_of(g, 0, first, "faceoff")  # now playable as an Immediate action
    answer(g, f"play|{first}|home:0")
    settle(g)
    assert not power.friends_in_hand_hasty(g, 0)  # a Friend was played: it ends
    assert not _plays_of(g, 0, second, "faceoff")


def test_hm142_pinkie_pie_fili_second_when_played_friends_in_hand_have_hasty_this_turn():
    b = rich_board(tokens=9)
    pinkie = b.add("HM142", 0, "hand")
    friend = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pinkie}|home:0")
    settle(g)
    assert power.friends_in_hand_hasty(g, 0) and not power.friends_in_hand_hasty(g, 1)
    assert _plays_of(g, 0, friend, "faceoff")
    answer(g, f"play|{friend}|home:0")
    settle(g)
    assert power.friends_in_hand_hasty(g, 0)  # until the end of the turn, whatever is played
    _next_turn(g)
    assert not power.friends_in_hand_hasty(g, 0)


def test_hm142_pinkie_pie_fili_second_flipped_gives_the_friends_in_hand_hasty():
    b, _, _, cards = problem_faceoff(hand=("PR20",), tokens=3)
    b.deck_top("HM142", 0)  # flipped as the faceoff's cards are flipped
    g = shipped_game(b, phase="score", step="confront")
    settle(g, "pass", until=lambda g: g.s["faceoff"] is not None and g.s["faceoff"]["flipped"][0])
    assert [g.spec(i).code for i in g.s["faceoff"]["flipped"][0]] == ["HM142"]
    assert power.friends_in_hand_hasty(g, 0) and not power.friends_in_hand_hasty(g, 1)
    assert _plays_of(g, 0, cards[0], "faceoff") and may_act_outside_main(g, 0)  # (its windows stay open)
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None)
    assert not power.friends_in_hand_hasty(g, 0)  # no longer flipped


def test_eo77_sweetie_belle_stitch_by_stitch_pays_one_for_showy_3_until_your_next_turn():
    b = board(tokens=3)
    sweetie = b.add("EO77", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, _activation(g, sweetie))
    assert g.s["players"][0]["tokens"] == 2 and power.keywords(g, sweetie)["Showy"] == 3
    assert power.move_costs_base(g, 1, ["problem:0"]) == [2 + 3]  # the opponent pays +3 to move there
    _next_turn(g)
    assert power.keywords(g, sweetie).get("Showy") == 3
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0)
    assert "Showy" not in power.keywords(g, sweetie)


def test_ll61_grampa_gruff_too_long_didnt_read_gives_hasty_until_a_friend_is_played():
    b = rich_board(tokens=9)
    gruff = b.add("LL61", 0, "hand")
    friend = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{gruff}|home:0")
    settle(g)
    assert power.friends_in_hand_hasty(g, 0)  # playing Gruff himself came before
    assert _plays_of(g, 0, friend, "faceoff")
    answer(g, f"play|{friend}|home:0")
    settle(g)
    assert not power.friends_in_hand_hasty(g, 0)
