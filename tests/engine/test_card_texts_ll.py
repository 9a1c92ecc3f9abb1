"""Texts of Leaders and Legends cards, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.boardstate import export_board, load_board
from engine.mlp.effects import abilities
from engine.mlp.procedures import flow
from engine.mlp.procedures.actions import legal
from engine.mlp.state.game import NO_TOKEN_GAIN
from engine.mlp.values import power
from tests.engine.card_play import (
    CONFRONTERS,
    PINK,
    activate,
    board,
    challenge,
    confront_own,
    gala_board,
    golden_parachute,
    goldie_retires,
    in_faceoff,
    play,
    problem_enters,
    problem_faceoff,
    rich_board,
    settle,
    start_challenge,
    talented,
    tokens_of,
)
from tests.engine.helpers import (
    FILLER,
    Board,
    answer,
    keys,
    log_text,
    option_with,
    shipped_game,
    zone_codes,
)


def _need(g, player: int, area: str) -> int:
    """The power in all `player` needs to confront the Problem at `area`."""
    reqs = power.requirements(g, player, area)
    assert reqs is not None
    return sum(amount for _, _, amount in reqs)


def test_ll129_cramped_caravan_its_controller_needs_two_less_at_opposing_problems():
    plain = shipped_game(Board())
    g = shipped_game(Board(problems=("LL129", "PR190")))
    assert _need(g, 0, "problem:1") == _need(plain, 0, "problem:1") - 2  # an opposing Problem
    assert _need(g, 1, "problem:0") == g.spec(g.problem_card("problem:0")).confront_opp  # its opponent: as printed
    assert power.requirements(g, 0, "problem:0") == list(g.spec(g.problem_card("problem:0")).confront_owner)


def test_ll91_dramatic_entrance_adds_two_to_your_faceoff_totals_this_turn_and_draws():
    from engine.mlp.procedures.faceoff import power_total

    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    entrance = b.add("LL91", 0, "hand")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    g.submit([f"play|{entrance}|event"])
    assert len(g.s["players"][0]["hand"]) == hand - 1 + 1  # played it, drew a card
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power_total(g, 0) == 3 + 2 and power_total(g, 1) == 3
    g.expire_mods("turn")
    assert power_total(g, 0) == 3


def test_ll37_celestia_restricted_section_counts_events_in_both_banished_zones():
    b = Board()
    b.players[0] = {"tokens": 2}
    celestia = b.add("LL37", 0, "play", "home:0")  # printed power 2
    b.add("EO134", 0, "banished")
    b.add("PR36", 1, "banished")  # a Friend: not counted
    event = b.add("EO133", 1, "discard")
    g = shipped_game(b)
    assert power.power(g, celestia) == 2 + 1
    g.submit([f"act|{celestia}|0"])  # "Exhaust this card to banish an Event from a discard pile"
    if g.pending() is not None and g.pending().kind != "priority":
        g.submit([f"card:{event}"])
    assert [g.spec(i).code for i in g.s["players"][1]["banished"]] == ["PR36", "EO133"]
    assert power.power(g, celestia) == 2 + 2


def test_ll6_fluttershy_growing_confidence_gains_and_draws_when_her_own_problem_enters_play():
    b = board(tokens=2)
    b.cards[b.mane[0] - 1].update(card="LL6", boosted=True)
    g = problem_enters(b, "PR168")
    assert g.s["players"][0]["tokens"] == 2 + 1 and len(g.s["players"][0]["hand"]) == 1
    # an opponent's Problem entering play is not one of hers
    b = board(tokens=2)
    b.cards[b.mane[0] - 1].update(card="LL6", boosted=True)
    b.add("PR168", 1, "problem_deck")
    g = shipped_game(b)
    flow.replace_problem(g, "problem:1")
    answer(g, "pass")
    assert g.s["players"][0]["tokens"] == 2 and g.s["players"][0]["hand"] == []


def test_ll27_clear_sky_talented_may_shuffle_a_friend_from_the_discard_pile_into_the_deck():
    b = rich_board()
    friend = b.add("PR12", 0, "discard")
    event = b.add("PR120", 0, "discard")  # an Event stays where it is
    g, _ = talented("LL27", "pink", "yes", b=b)
    assert friend not in g.s["cards"] and "PR12" in zone_codes(g, 0, "deck")  # a new object there (400.7)
    assert g.card(event)["zone"] == "discard" and "PR12" not in zone_codes(g, 0, "discard")
    assert len(g.s["players"][0]["deck"]) == 10 + 1 and "shuffles Emerald Green" in log_text(g)


def test_ll39_starlight_glimmer_future_headmare_talented_may_put_the_top_card_on_the_bottom():
    b = rich_board()
    top = b.deck_top("PR60", 0)
    g, _ = talented("LL39", "purple", "yes", f"card:{top}", b=b)
    deck = g.s["players"][0]["deck"]
    assert deck[0] == top and g.spec(deck[-1]).code == FILLER and len(deck) == 11


def test_ll110_high_tea_each_player_with_an_even_number_of_action_tokens_gains_one():
    b = board(tokens=4)
    tea = b.add("LL110", 0, "play", "home:0")
    b.players[1] = {"tokens": 3}
    g = shipped_game(b)
    activate(g, tea)
    assert g.card(tea)["exhausted"]
    assert g.s["players"][0]["tokens"] == 4 + 1 and g.s["players"][1]["tokens"] == 3  # odd: no gain
    b = board(tokens=1)
    tea = b.add("LL110", 0, "play", "home:0")
    g = shipped_game(b)  # P1 has none: an even number
    activate(g, tea)
    assert g.s["players"][0]["tokens"] == 1 and g.s["players"][1]["tokens"] == 1


def test_ll60_gabby_may_discard_the_hand_to_draw_that_many_plus_one_when_confronting():
    b, _ = confront_own("PR168", "LL60")
    for _ in range(2):
        b.add("PR79", 0, "hand")
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    assert zone_codes(g, 0, "discard").count("PR79") == 2
    assert len(g.s["players"][0]["hand"]) == 2 + 1 and "PR79" not in zone_codes(g, 0, "hand")


def test_ll68_feather_bangs_may_discard_any_number_then_draws_as_many():
    b = rich_board()
    kept = b.add("PR79", 0, "hand")
    gone = [b.add("PR81", 0, "hand") for _ in range(2)]
    g = play(b, "LL68", "home:0", "yes")
    answer(g, *(f"card:{i}" for i in gone))
    hand = g.s["players"][0]["hand"]
    assert kept in hand and len(hand) == 1 + 2 and zone_codes(g, 0, "discard").count("PR81") == 2
    # its second paragraph: a token for each card discarded
    settle(g, "home:0")
    assert len(tokens_of(g, 0)) == 2


def test_ll32_pinkie_pie_honorary_yak_draws_up_to_the_opponents_hand_size():
    b = rich_board()
    for _ in range(4):
        b.add("PR79", 1, "hand")
    b.add("PR79", 0, "hand")
    g = play(b, "LL32", "home:0")
    assert len(g.s["players"][0]["hand"]) == 4
    # not when the opponent holds no more than you
    b = rich_board()
    b.add("PR79", 1, "hand")
    b.add("PR79", 0, "hand")
    g = play(b, "LL32", "home:0")
    assert len(g.s["players"][0]["hand"]) == 1


def test_ll33_silverstream_retires_and_players_need_three_more_at_her_problem_this_turn():
    b = board()
    stream = b.add("LL33", 0, "play", "problem:0")
    g = shipped_game(b)
    before = [_need(g, p, "problem:0") for p in (0, 1)]
    elsewhere = _need(g, 0, "problem:1")
    activate(g, stream)
    assert "LL33" in zone_codes(g, 0, "discard")
    assert [_need(g, p, "problem:0") for p in (0, 1)] == [before[0] + 3, before[1] + 3]
    assert _need(g, 0, "problem:1") == elsewhere
    g.expire_mods("turn")
    assert [_need(g, p, "problem:0") for p in (0, 1)] == before


def test_ll134_wilderness_camping_its_owner_needs_one_less_per_card_type_in_their_discard_pile():
    plain = shipped_game(Board(problems=("LL134", "PR190")))
    b = Board(problems=("LL134", "PR190"))
    for code in ("PR20", "PR79", "PR120", "PR139"):  # two Friends, an Event, a Resource: 3 types
        b.add(code, 0, "discard")
    b.add("PR157", 1, "discard")  # the opponent's discard pile does not count
    g = shipped_game(b)
    assert _need(g, 0, "problem:0") == _need(plain, 0, "problem:0") - 3
    assert _need(g, 1, "problem:0") == _need(plain, 1, "problem:0")  # an opponent: as printed


def test_ll93_great_seedling_tracks_adds_an_opposing_exhausted_characters_power():
    b = rich_board()
    tired = b.add("PR36", 1, "play", "home:1", exhausted=True)  # 3 power
    b.add("PR20", 1, "play", "home:1", exhausted=True)
    fresh = b.add("PR60", 1, "play", "home:1")  # ready: not offered
    mine = b.add("PR20", 0, "play", "home:0")
    card = b.add("LL93", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert f"card:{fresh}" not in keys(g) and f"card:{tired}" in keys(g)
    answer(g, f"card:{tired}")
    answer(g, f"card:{mine}")
    assert power.power(g, mine) == 1 + 3
    g.expire_mods("turn")
    assert power.power(g, mine) == 1


def test_ll93_great_seedling_tracks_is_not_offered_without_an_opposing_exhausted_character():
    b = rich_board()
    b.add("PR36", 1, "play", "home:1")
    card = b.add("LL93", 0, "hand")
    g = shipped_game(b)
    assert f"play|{card}|event" not in keys(g)


def test_ll103_twilighting_puts_one_of_the_top_three_in_hand_one_on_top_one_on_the_bottom():
    b = rich_board()
    first, second, third = (b.deck_top(code, 0) for code in ("PR36", "PR60", "PR79"))
    card = b.add("LL103", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert set(keys(g)) == {f"card:{first}", f"card:{second}", f"card:{third}"}
    answer(g, f"card:{second}")
    answer(g, f"card:{third}")
    deck = g.s["players"][0]["deck"]
    assert zone_codes(g, 0, "hand") == ["PR60"] and deck[-1] == third and deck[0] == first
    assert len(deck) == 10 + 2


def test_ll86_adoption_options_searches_up_to_three_critter_friends_with_different_names():
    b = rich_board()
    mice = [b.add("PR86", 0, "deck") for _ in range(2)]
    jay = b.add("PR81", 0, "deck")
    b.add("PR60", 0, "deck")  # not a Critter
    card = b.add("LL86", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert set(keys(g)) == {"none", f"card:{mice[0]}", f"card:{mice[1]}", f"card:{jay}"}
    answer(g, f"card:{mice[0]}")
    assert f"card:{mice[1]}" not in keys(g)  # the same name: not again
    answer(g, f"card:{jay}")
    assert sorted(zone_codes(g, 0, "hand")) == ["PR81", "PR86"]
    assert zone_codes(g, 0, "deck").count("PR86") == 1 and "P0 shuffles their deck" in log_text(g)


def test_ll132_mystery_at_hope_hollow_searches_for_a_card_with_no_play_requirement_when_solved():
    b, _ = confront_own("LL132", *CONFRONTERS)
    for code in CONFRONTERS:  # P1 meets P0 there: the Problem faceoff solves the Problem (613.1)
        b.add(code, 1, "play", "problem:0")
    b.deck_top("PR20", 1)
    wanted = b.add("PR157", 0, "deck")  # a Troublemaker: no play requirement
    needs = b.add("PR120", 0, "deck")  # an Event with a play requirement
    b.deck_top("PR20", 0)
    g = shipped_game(b, phase="score", step="confront")
    settle(g, until=lambda g: g.pending().kind == "search")
    assert f"card:{wanted}" in keys(g) and f"card:{needs}" not in keys(g)
    answer(g, f"card:{wanted}")
    assert "PR157" in zone_codes(g, 0, "hand")


def test_ll99_safety_lecture_frightens_a_friend():
    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    scared = b.add("PR60", 1, "play", "home:1", frightened=True)
    card = b.add("LL99", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert f"card:{scared}" not in keys(g) and "dismiss" not in keys(g)  # no player has 8 points
    answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"] and g.card(scared)["zone"] == "play"


def test_ll99_safety_lecture_may_dismiss_a_frightened_friend_once_a_player_has_eight_points():
    b = rich_board()
    b.players[1] = {"score": 8}
    b.add("PR36", 1, "play", "home:1")
    scared = b.add("PR60", 1, "play", "home:1", frightened=True)
    card = b.add("LL99", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert set(keys(g)) == {"frighten", "dismiss"}
    answer(g, "dismiss")
    assert "PR60" in zone_codes(g, 1, "discard") and scared not in g.s["cards"]


def test_ll87_charred_chapters_makes_a_player_discard_an_event_from_their_hand():
    b = rich_board()
    event = b.add("PR120", 1, "hand")
    friend = b.add("PR36", 1, "hand")
    card = b.add("LL87", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "player:1")
    assert f"card:{friend}" not in keys(g) and "looks at P1's hand" in log_text(g)
    assert g.pending().kind == "priority" and event not in g.s["cards"]  # the only Event: chosen without asking
    assert zone_codes(g, 1, "discard") == ["PR120"] and zone_codes(g, 1, "hand") == ["PR36"]
    # with 8 points on the board, any card
    b = rich_board()
    b.players[0] = {"tokens": 9, "score": 8}
    friend = b.add("PR36", 1, "hand")
    card = b.add("LL87", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "player:1")  # (the only card: chosen without asking)
    assert zone_codes(g, 1, "discard") == ["PR36"] and friend not in g.s["cards"]


def test_ll16_apple_bloom_seedling_seeker_talented_exhausts_an_opposing_character_that_stays_exhausted():
    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    other = b.add("PR60", 1, "play", "home:1", exhausted=True)
    g, _ = talented("LL16", "orange", "yes", f"card:{foe}", b=b)
    assert g.card(foe)["exhausted"]
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.pending().kind == "priority")
    assert g.card(foe)["exhausted"] and not g.card(other)["exhausted"]  # P1's Ready Phase skipped it


def test_ll106_daring_dos_safari_hat_gives_the_moved_friend_one_power_this_turn():
    b = board()
    pony = b.add("PR20", 0, "play", "home:0")
    b.add("LL106", 0, "play", "home:0", host=pony)
    other = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{other}|problem:0")  # another Friend moved: nothing
    assert power.power(g, other) == 1
    answer(g, f"move|{pony}|problem:0")
    settle(g)
    assert g.card(pony)["area"] == "problem:0" and power.power(g, pony) == 1 + 1
    g.expire_mods("turn")
    assert power.power(g, pony) == 1


def test_ll126_winterzilla_may_pay_one_to_dismiss_an_opposing_resource_when_turned_face_up():
    b = board()
    b.players[1] = {"tokens": 2}
    pony = b.add("PR20", 0, "play", "home:0")
    hat = b.add("PR139", 0, "play", "home:0", host=pony)
    theirs = b.add("PR20", 1, "play", "home:1")
    own = b.add("PR139", 1, "play", "home:1", host=theirs)  # its controller's own: not offered
    zilla = b.add("LL126", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    flow.uncover(g, zilla, "607.3")
    answer(g, "pass")  # the trigger is processed before the next priority (712.1)
    assert g.pending().player == 1
    answer(g, "yes")
    assert hat not in g.s["cards"] and "PR139" in zone_codes(g, 0, "discard")
    assert g.card(own)["zone"] == "play" and "P1 pays 1 action token" in log_text(g)


def test_ll82_celestia_and_luna_give_no_power_to_confronting_during_the_opponents_turn():
    b = board()
    duo = b.add("LL82", 0, "play", "problem:0")
    mine = shipped_game(b)
    b.players = [{}, {"tokens": 2}]  # (so that the position stops in P1's Main Phase)
    theirs = shipped_game(b, turn_player=1)
    assert theirs.s["turn_player"] == 1
    assert power.confront_power(mine, 0, "problem:0") == power.power(mine, duo) == 3
    assert power.confront_power(theirs, 0, "problem:0") == 0 and power.power(theirs, duo) == 3


def test_ll71_sludge_confronts_only_with_three_or_fewer_cards_in_hand():
    b = board()
    b.add("LL71", 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR20", 0, "hand")
    assert power.confront_power(shipped_game(b), 0, "problem:0") == 3
    b.add("PR20", 0, "hand")
    assert power.confront_power(shipped_game(b), 0, "problem:0") == 0


def test_ll71_sludge_is_retired_at_the_start_of_the_score_phase_unless_a_card_is_discarded():
    b = board()
    sludge = b.add("LL71", 0, "play", "home:0")
    card = b.add("PR20", 0, "hand")
    g = shipped_game(b, phase="main", step="main")
    answer(g, "pass")  # P0 ends the Main Phase: the Score Phase starts
    assert g.pending().kind == "discard" and g.pending().player == 0
    answer(g, f"card:{card}")
    assert g.card(sludge)["zone"] == "play" and zone_codes(g, 0, "discard") == ["PR20"]
    b = board()
    sludge = b.add("LL71", 0, "play", "home:0")
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, "pass")
    answer(g, "none")
    assert sludge not in g.s["cards"] and zone_codes(g, 0, "discard") == ["LL71"]


def test_ll65_rainbow_dash_fashion_distraction_accessories_on_her_cost_one_less_and_have_vexing():
    b = rich_board()
    dash = b.add("LL65", 0, "play", "problem:0")
    other = b.add("PR20", 0, "play", "problem:0")
    gown = b.add("LL107", 0, "hand")  # an Accessory costing 2
    worn = b.add("PR139", 0, "play", "problem:0", host=dash)  # Hard Hat: an Accessory
    elsewhere = b.add("PR139", 0, "play", "problem:0", host=other)
    g = shipped_game(b)
    costs = power.PlayCosts(g, 0)
    spec = g.spec(gown)
    assert costs.cost(gown, spec, "problem:0", dash) == 2 - 1
    assert costs.cost(gown, spec, "problem:0", other) == 2
    assert power.PlayCosts(g, 1).cost(gown, spec, "problem:0", dash) == 2  # her controller's discount only
    assert "Vexing" in power.keywords(g, worn) and "Vexing" not in power.keywords(g, elsewhere)
    assert "Vexing" not in power.keywords(g, dash)


def test_ll114_rocket_scooter_retires_three_pegasus_friends_to_dismiss_a_resource():
    b = board()
    scooter = b.add("LL114", 0, "play", "home:0")
    pegasi = [b.add("PR79", 0, "play", "home:0") for _ in range(3)]  # Sugar Twist: a Pegasus
    b.add("PR36", 0, "play", "home:0")  # an Earth Pony: not offered
    foe = b.add("PR20", 1, "play", "home:1")
    hat = b.add("PR139", 1, "play", "home:1", host=foe)
    g = shipped_game(b)
    activate(g, scooter)  # (exactly three Pegasus Friends: retired without asking)
    assert zone_codes(g, 0, "discard").count("PR79") == 3 and all(i not in g.s["cards"] for i in pegasi)
    answer(g, f"card:{hat}")
    assert hat not in g.s["cards"] and "PR139" in zone_codes(g, 1, "discard")


def test_ll114_rocket_scooter_is_not_offered_with_fewer_than_three_pegasus_friends():
    b = board()
    scooter = b.add("LL114", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR79", 0, "play", "home:0")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{scooter}|")]


def test_ll92_formation_flying_moves_one_of_your_characters_now_and_may_move_one_at_the_end_of_the_turn():
    b = rich_board()
    flyer = b.add("PR20", 0, "play", "home:0")
    card = b.add("LL92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{flyer}")
    answer(g, "problem:0")
    assert g.card(flyer)["area"] == "problem:0"
    assert g.s["flags"]["end_of_turn"][0]["turn"] == g.s["turn"]  # set aside for the turn's end (615.1)
    g = load_board(export_board(g), g.lib)  # (a board state keeps what was set aside)
    settle(g, "pass", until=lambda g: g.pending().kind == "may")
    assert g.s["phase"] == "end" and g.pending().player == 0
    # the question quotes the card's words for later (712.3), not the step's name ("Move?")
    assert g.pending().prompt == "Formation Flying: Move one of your characters? (712.3)"
    g = load_board(export_board(g), g.lib)  # (and the triggered effect it became, being processed)
    answer(g, "yes")
    answer(g, f"card:{flyer}")
    answer(g, "problem:1")
    assert g.card(flyer)["area"] == "problem:1" and g.s["turn_player"] == 0


def test_ll88_cockatrice_migration_puts_two_critters_into_play_and_retires_two_at_the_end_of_the_turn():
    b = rich_board()
    card = b.add("LL88", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    settle(g, "home:0")
    critters = tokens_of(g, 0)
    assert len(critters) == 2 and all("critter" in g.spec(i).traits for i in critters)
    settle(g, "pass", until=lambda g: g.pending().kind == "target")
    assert g.s["phase"] == "end" and set(keys(g)) >= {f"card:{i}" for i in critters}
    answer(g, *(f"card:{i}" for i in critters))  # any two of P0's Critter Friends
    assert not tokens_of(g, 0)
    # with 8 points on the board at the end of the turn, they stay
    b = rich_board()
    b.players[1] = {"score": 8}
    card = b.add("LL88", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    settle(g, "home:0")
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert len(tokens_of(g, 0)) == 2


def test_ll89_creepy_crawlies_dismisses_and_its_controller_may_take_critters_equal_to_its_cost():
    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")  # cost 3
    card = b.add("LL89", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{foe}")
    assert foe not in g.s["cards"] and g.pending().player == 1  # the dismissed card's controller decides
    answer(g, "yes")
    for _ in range(3):
        answer(g, "home:1")
    critters = tokens_of(g, 1)
    assert len(critters) == 3 and all("critter" in g.spec(i).traits for i in critters) and not tokens_of(g, 0)


def test_ll98_power_shift_moves_an_opposing_character_with_less_power_than_the_revealed_card():
    b = rich_board()
    b.deck_top("PR36", 0)  # power 3
    weak = b.add("PR60", 1, "play", "home:1")  # power 2
    strong = b.add("PR36", 1, "play", "home:1")  # power 3: not less
    card = b.add("LL98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert "reveals Apple Brown Betty" in log_text(g)
    assert f"card:{weak}" in keys(g) and f"card:{strong}" not in keys(g)
    answer(g, f"card:{weak}")
    answer(g, "problem:1")
    assert g.card(weak)["area"] == "problem:1" and g.card(strong)["area"] == "home:1"
    assert g.spec(g.s["players"][0]["deck"][-1]).code == "PR36"  # revealed, left on top


def test_ll98_power_shift_may_move_two_once_a_player_has_eight_points():
    b = rich_board()
    b.players[1] = {"score": 8}
    b.deck_top("PR36", 0)
    weak = [b.add("PR60", 1, "play", "home:1") for _ in range(2)]
    card = b.add("LL98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    d = g.pending()  # "move up to two ... instead": one choice of the characters (705.2e)
    assert d.kind == "target" and (d.min, d.max) == (0, 2)
    answer(g, *(f"card:{pony}" for pony in weak))
    answer(g, "problem:1")
    answer(g, "problem:0")
    assert [g.card(pony)["area"] for pony in weak] == ["problem:1", "problem:0"]


def test_ll101_surprise_party_notes_puts_each_top_card_on_top_or_bottom():
    b = rich_board()
    mine = b.deck_top("PR36", 0)
    theirs = b.deck_top("PR60", 1)
    card = b.add("LL101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "bottom")
    answer(g, "top")
    assert g.s["players"][0]["deck"][0] == mine and g.s["players"][1]["deck"][-1] == theirs
    assert g.pending().kind == "priority"  # no player has 8 points: no draw offered
    b = rich_board()
    b.players[0] = {"tokens": 9, "score": 8}
    card = b.add("LL101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "top")
    answer(g, "top")
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == 1


def test_ll102_taken_on_trust_each_banishes_from_the_other_then_each_may_recover_one():
    b = rich_board()
    mine = [b.add("PR36", 0, "discard"), b.add("PR60", 0, "discard")]
    theirs = [b.add("PR79", 1, "discard"), b.add("PR12", 1, "discard")]
    card = b.add("LL102", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{i}" for i in theirs}
    answer(g, f"card:{theirs[0]}")
    assert g.pending().player == 1 and set(keys(g)) == {f"card:{i}" for i in mine}
    answer(g, f"card:{mine[0]}")
    assert zone_codes(g, 1, "banished") == ["PR79"] and zone_codes(g, 0, "banished") == ["PR36"]
    assert g.pending().player == 0
    answer(g, f"card:{mine[1]}")
    answer(g, "none")  # P1 keeps theirs
    assert zone_codes(g, 0, "hand") == ["PR60"] and zone_codes(g, 1, "discard") == ["PR12"]


def test_ll102_taken_on_trust_carries_out_the_choices_together_once_both_are_made():
    """Judge scenario (801.1: "After all decisions have been made, they are resolved
    simultaneously"): the card P0 chooses from P1's discard pile stays there while P1
    chooses; both are banished once P1 has chosen. Likewise the card P0 chooses to put into
    their hand stays in P0's discard pile until P1 has decided too."""
    b = rich_board()
    mine = [b.add("PR36", 0, "discard"), b.add("PR60", 0, "discard")]
    theirs = [b.add("PR79", 1, "discard"), b.add("PR12", 1, "discard")]
    card = b.add("LL102", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{theirs[0]}")
    assert g.pending().player == 1 and zone_codes(g, 1, "banished") == []
    assert zone_codes(g, 1, "discard") == ["PR79", "PR12"]
    answer(g, f"card:{mine[0]}")
    assert zone_codes(g, 1, "banished") == ["PR79"] and zone_codes(g, 0, "banished") == ["PR36"]
    answer(g, f"card:{mine[1]}")
    assert g.pending().player == 1 and "PR60" in zone_codes(g, 0, "discard")
    answer(g, option_with(g, "Emerald Green"))
    assert zone_codes(g, 0, "hand") == ["PR60"] and zone_codes(g, 1, "hand")[-1] == "PR12"


def test_ll102_taken_on_trust_played_by_the_non_turn_player_asks_that_player_first():
    """Judge's ruling: "Each player chooses ..." are simultaneous decisions; the player who
    most recently had priority, the one who played the Event, makes theirs first (801.1,
    705.2e), not the turn player. P1 plays it in answer to P0's Main Phase action."""
    b = rich_board()
    friend = b.add("PR12", 0, "hand")
    mine = [b.add("PR36", 0, "discard"), b.add("PR60", 0, "discard")]
    theirs = [b.add("PR79", 1, "discard"), b.add("PR81", 1, "discard")]
    b.players[1] = {"tokens": 1}
    card = b.add("LL102", 1, "hand")
    g = shipped_game(b)
    answer(g, f"play|{friend}|home:0")
    while g.pending().player != 1 or g.pending().kind != "priority":
        answer(g, keys(g)[0])
    answer(g, f"play|{card}|event")
    assert g.pending().player == 1 and set(keys(g)) == {f"card:{i}" for i in mine}  # P1 first, from P0's pile
    answer(g, f"card:{mine[0]}")
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{i}" for i in theirs}
    answer(g, f"card:{theirs[0]}")
    assert zone_codes(g, 0, "banished") == ["PR36"] and zone_codes(g, 1, "banished") == ["PR79"]
    assert g.pending().player == 1  # the same order for the second part


def test_ll57_yona_may_exhaust_to_add_a_critter_token_when_you_put_one_into_play():
    b = rich_board()
    yona = b.add("LL57", 0, "play", "home:0")
    card = b.add("LL88", 0, "hand")  # puts two Critter tokens into play
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    settle(g, "home:0")
    assert g.card(yona)["exhausted"] and len(tokens_of(g, 0)) == 2 + 1  # once: she is exhausted then
    # an opponent's Critter token is not one you put into play
    b = rich_board()
    yona = b.add("LL57", 1, "play", "home:1")
    card = b.add("LL88", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    settle(g, "home:0")
    assert not g.card(yona)["exhausted"] and len(tokens_of(g, 0)) == 2 and not tokens_of(g, 1)


def test_ll128_buckball_strategy_unboosted_own_mane_has_one_more_power():
    plain = shipped_game(Board())
    g = shipped_game(Board(problems=("LL128", "PR190")))
    mane, theirs = (g.s["players"][p]["mane"] for p in (0, 1))
    assert power.power(g, mane) == power.power(plain, mane) + 1
    assert power.power(g, theirs) == power.power(plain, theirs)  # the opponent's Mane: not theirs
    b = Board(problems=("LL128", "PR190"))
    b.cards[b.mane[0] - 1].update(boosted=True)
    boosted_plain = Board()
    boosted_plain.cards[boosted_plain.mane[0] - 1].update(boosted=True)
    assert power.power(shipped_game(b), mane) == power.power(shipped_game(boosted_plain), mane)


def test_ll128_buckball_strategy_opponents_with_a_boosted_mane_need_two_more():
    plain = shipped_game(Board(problems=("LL128", "PR190")))
    b = Board(problems=("LL128", "PR190"))
    b.cards[b.mane[1] - 1].update(boosted=True)
    g = shipped_game(b)
    assert _need(g, 1, "problem:0") == _need(plain, 1, "problem:0") + 2
    assert _need(g, 0, "problem:0") == _need(plain, 0, "problem:0")  # its own controller: as printed
    b = Board(problems=("LL128", "PR190"))
    b.cards[b.mane[0] - 1].update(boosted=True)  # its controller's boosted Mane: nothing
    assert _need(shipped_game(b), 1, "problem:0") == _need(plain, 1, "problem:0")


def test_ll130_mirror_pool_miscount_raises_its_owners_hand_size_to_ten_when_solved():
    b, _ = confront_own("LL130", *CONFRONTERS)
    for code in CONFRONTERS:  # P1 meets P0 there: the Problem faceoff solves the Problem (613.1)
        b.add(code, 1, "play", "problem:0")
    b.deck_top("PR20", 0)
    b.deck_top("PR20", 1)
    assert shipped_game(Board()).s["players"][0]["hand_size"] == 8
    g = shipped_game(b, phase="score", step="confront")
    settle(g, until=lambda g: g.s["phase"] != "score")
    assert "maximum hand size is 10" in log_text(g)
    assert g.s["players"][0]["hand_size"] == 10 and g.s["players"][1]["hand_size"] == 8


def _faceoff_total(b: Board, player: int) -> int:
    """`player`'s faceoff total on board `b`, a Problem faceoff at problem:0 made current."""
    from engine.mlp.procedures.faceoff import power_total

    g = shipped_game(b)
    in_faceoff(g)
    return power_total(g, player)


def test_ll64_bulk_biceps_job_juggler_adds_two_per_own_resource_on_an_involved_character():
    def scene(with_bulk: bool) -> Board:
        b = board()
        pony = b.add("PR20", 0, "play", "problem:0")
        foe = b.add("PR20", 1, "play", "problem:0")
        far = b.add("PR20", 0, "play", "home:0")
        b.add("PR139", 0, "play", "problem:0", host=pony)  # counts
        b.add("PR139", 0, "play", "problem:0", host=foe)  # P0's, on an involved opposing character: counts
        b.add("PR139", 1, "play", "problem:0", host=foe)  # P1's: not P0's Resource
        b.add("PR139", 0, "play", "home:0", host=far)  # not involved
        if with_bulk:
            b.add("LL64", 0, "play", "home:0")
        return b

    assert _faceoff_total(scene(True), 0) == _faceoff_total(scene(False), 0) + 2 * 2
    assert _faceoff_total(scene(True), 1) == _faceoff_total(scene(False), 1)


def test_ll50_autumn_blaze_opponents_with_a_strong_involved_character_flip_one_fewer():
    from engine.mlp.effects.faceoffs import extra_flips

    def flips(strong_at: str) -> tuple[int, int]:
        b = board()
        b.add("LL50", 0, "play", "home:0")
        b.add("PR36", 1, "play", strong_at, counters={"power": 1})  # 3 + 1 = 4 power
        b.add("PR36", 0, "play", "problem:0", counters={"power": 1})  # P0's own strong one: no matter
        g = shipped_game(b)
        in_faceoff(g)
        return extra_flips(g, 0), extra_flips(g, 1)

    assert flips("problem:0") == (0, -1)
    assert flips("home:1") == (0, 0)  # not involved in the faceoff


def test_ll52_fern_flare_pays_and_discards_a_kindness_friend_to_pump_a_flipped_card():
    from engine.mlp.procedures.faceoff import power_total

    b = board(tokens=3)
    flare = b.add("LL52", 0, "play", "problem:0")
    kind = b.add("PR81", 0, "hand")  # Blue Jay: a yellow ([Kindness]) Friend
    b.add("PR36", 0, "hand")  # pink: stays in hand
    b.deck_top("PR20", 0)
    g, _ = challenge(b)
    while not g.s["faceoff"]["flipped"][0] or g.pending().player != 0:
        answer(g, "pass")
    before = power_total(g, 0)
    answer(g, f"act|{flare}|0")  # (the only [Kindness] Friend and flipped card: chosen without asking)
    assert kind not in g.s["cards"] and zone_codes(g, 0, "discard") == ["PR81"]
    assert "gets +3 power until the end of the faceoff" in log_text(g)
    assert f"Power totals: P0 {before + 3}," in log_text(g) and g.s["players"][0]["tokens"] == 3 - 1
    assert zone_codes(g, 0, "hand") == ["PR36"]


def test_ll52_fern_flare_is_not_offered_without_a_kindness_friend_in_hand():
    b = board(tokens=3)
    flare = b.add("LL52", 0, "play", "problem:0")
    b.add("PR36", 0, "hand")
    b.deck_top("PR20", 0)
    g, _ = challenge(b)  # (with nothing to do, P0 passes through the faceoff's windows)
    assert "514.3: P0 flips" in log_text(g) and "gets +3 power" not in log_text(g)
    assert g.s["faceoff"] is None or not [k for k in keys(g) if k.startswith(f"act|{flare}|")]


def test_ll10_king_sombra_opponents_need_one_more_per_frightened_friend_of_theirs_here():
    plain = shipped_game(board())
    b = board()
    b.add("LL10", 0, "play", "problem:0")
    for _ in range(2):
        b.add("PR20", 1, "play", "problem:0", frightened=True)
    b.add("PR20", 1, "play", "problem:0")  # not frightened
    b.add("PR20", 1, "play", "home:1", frightened=True)  # not here
    b.add("PR20", 0, "play", "problem:0", frightened=True)  # its controller's own
    g = shipped_game(b)
    assert _need(g, 1, "problem:0") == _need(plain, 1, "problem:0") + 2
    assert _need(g, 0, "problem:0") == _need(plain, 0, "problem:0")
    assert _need(g, 1, "problem:1") == _need(plain, 1, "problem:1")


def test_ll11_lord_tirek_pumping_iron_flipped_cards_get_one_per_muscle_counter():
    from engine.mlp.procedures.faceoff import power_total

    def totals(muscle: int) -> tuple[int, int]:
        b = board()
        b.add("LL11", 0, "play", "home:0", **({"counters": {"muscle": muscle}} if muscle else {}))
        g = shipped_game(b)
        in_faceoff(g)
        for p in (0, 1):  # two flipped cards for P0, one for P1
            g.s["faceoff"]["flipped"][p] = list(g.s["players"][p]["deck"][-2 + p:])
        return power_total(g, 0), power_total(g, 1)

    assert totals(3)[0] == totals(0)[0] + 3 * 2
    assert totals(3)[1] == totals(0)[1]  # the opponent's flipped cards: no


def test_ll1_rainbow_dash_flight_instructor_turns_over_with_three_different_powers():
    b = board(manes=("LL1", "PR2"))  # her power: 1
    b.add("PR60", 0, "play", "home:0")  # 2
    third = b.add("PR36", 0, "play", "home:0")  # 3
    g = shipped_game(b)
    dash = g.s["players"][0]["mane"]
    activate(g, dash)
    assert g.card(dash)["boosted"]
    b.cards[third - 1]["card"] = "PR20"  # powers 1, 2, 1: two different ones
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{dash}|")]


def test_ll1_rainbow_dash_flight_instructor_boosted_brings_one_with_one_less_power_the_first_time():
    b = board(tokens=6, manes=("LL1", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True)
    big = b.add("PR36", 0, "play", "home:0")  # 3
    follower = b.add("PR60", 0, "play", "home:0")  # 2
    b.add("PR20", 0, "play", "home:0")  # 1: not 1 less than 3
    g = shipped_game(b)
    answer(g, f"move|{big}|problem:0")
    answer(g, "yes")
    assert g.card(follower)["area"] == "problem:0"  # (the only one with 2 power: moved without asking)
    answer(g, f"move|{big}|problem:1")  # the second move this turn: nothing
    assert g.pending().kind == "priority" and g.card(follower)["area"] == "problem:0"


def test_ll69_plume_exhausts_to_put_a_troublemaker_from_hand_into_play_face_down():
    b = board()
    plume = b.add("LL69", 0, "play", "home:0")
    b.add("PR157", 0, "hand")
    g = shipped_game(b)
    activate(g, plume)  # (the only Troublemaker in hand: chosen without asking)
    answer(g, "problem:1")
    (tm,) = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    assert g.card(tm)["face_down"] and g.card(tm)["area"] == "problem:1" and g.card(plume)["exhausted"]
    assert "Purple Parasprite" not in log_text(g).split("706.1")[-1]  # its name is not told


def test_ll69_plume_is_not_offered_without_a_troublemaker_in_hand():
    b = board()
    plume = b.add("LL69", 0, "play", "home:0")
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{plume}|")]


def test_ll78_goldie_delicious_retires_friends_for_as_many_critter_tokens():
    b = rich_board()
    g, old = goldie_retires(b, 2)
    settle(g, "home:0")
    assert all(i not in g.s["cards"] for i in old)
    critters = tokens_of(g, 0)
    assert len(critters) == 2 and all("critter" in g.spec(i).traits for i in critters)


def test_ll78_goldie_delicious_twice_as_many_once_a_player_has_eight_points():
    b = rich_board()
    b.players[1] = {"score": 8}
    g = play(b, "LL78", "home:0")
    (old,) = [i for i in g.characters(0) if g.spec(i).code == "PR36"][:1]
    answer(g, f"card:{old}")
    settle(g, "home:0")
    assert len(tokens_of(g, 0)) == 2


def test_ll78_goldie_delicious_counts_only_the_friends_actually_retired():
    """CR 3.4 710.1: "retire any number of Friends. If you do, put that many ... tokens": P0's
    LL108 Golden Parachute keeps the first chosen Friend in play (retired itself, two cards
    discarded instead), so that Friend was not retired; the second one is (Golden
    Parachute's offer from the discard pile declined). One Critter token, not two."""
    b = rich_board()
    parachute, hand = golden_parachute(b)
    g, old = goldie_retires(b, 2)
    assert g.pending().kind == "replacement"
    answer(g, f"instead:{parachute}:1")
    if g.pending().kind == "cost":
        answer(g, *[f"card:{i}" for i in hand])
    if g.pending().kind == "replacement":
        answer(g, "none")  # (Golden Parachute again, from the discard pile: declined)
    settle(g, "home:0")
    assert [i in g.s["cards"] for i in old] == [True, False]
    assert len(tokens_of(g, 0)) == 1


def test_ll78_goldie_delicious_friends_banished_instead_bring_no_critters():
    """HM74 Hoity Toity banishes P0's Friends instead of putting them in the discard pile:
    none was retired (410.2, 710.1), so no Critter token comes into play."""
    b = rich_board()
    b.add("HM74", 0, "play", "home:0")
    g, old = goldie_retires(b, 2)
    settle(g, "home:0")
    assert all(i not in g.s["cards"] for i in old) and len(g.s["players"][0]["banished"]) == 2
    assert tokens_of(g, 0) == []


def test_ll74_sunburst_reveals_five_takes_an_event_and_puts_the_rest_on_the_bottom_in_order():
    b = rich_board()
    below = b.deck_top("PR79", 0)  # the sixth card: not revealed
    first, second, third, fourth, fifth = (b.deck_top(code, 0) for code in ("PR36", "PR120", "PR60", "PR126", "PR12"))
    g = play(b, "LL74", "home:0", "yes")
    assert "reveals Emerald Green, Cider Aficionado" in log_text(g)
    assert set(keys(g)) == {f"card:{second}", f"card:{fourth}"}  # the Events revealed
    answer(g, f"card:{fourth}")
    answer(g, f"card:{second}")  # the very bottom
    answer(g, f"card:{fifth}")
    answer(g, f"card:{first}")  # (the last one is put above them without asking)
    deck = g.s["players"][0]["deck"]
    assert zone_codes(g, 0, "hand") == ["PR126"] and deck[:4] == [second, fifth, first, third]
    assert deck[-1] == below


def test_ll67_baby_flurry_heart_starts_a_faceoff_and_if_won_may_keep_a_flipped_card():
    b = board()
    flurry = b.add("LL67", 0, "play", "home:0")  # 4 power
    b.add("PR20", 1, "play", "home:1")  # 1 power
    b.deck_top("PR36", 0)
    g = shipped_game(b)
    activate(g, flurry)  # (the only opposing Friend: chosen without asking)
    settle(g, "pass", until=lambda g: g.pending().kind == "may")
    assert "P0 wins the faceoff" in log_text(g)
    answer(g, "yes")
    assert zone_codes(g, 0, "hand") == ["PR36"] and g.card(flurry)["exhausted"]


def test_ll143_the_power_of_friendship_own_troublemakers_help_confront_this_turn():
    b = rich_board()
    b.add("LL145", 0, "play", "problem:1")  # Grogar: an Epic Troublemaker (7), blocks even its controller
    b.add("PR157", 0, "play", "problem:0")  # 4
    b.add("PR157", 1, "play", "problem:0")  # the opponent's: still blocks P0
    card = b.add("LL143", 0, "hand")
    g = shipped_game(b)
    before = {a: power.requirements(g, 0, a) for a in ("problem:0", "problem:1")}

    def less(area: str, x: int) -> int:  # (the power less comes off the wild part, 611.3d)
        return sum(max(0, n - x) if kind == "wild" else n for kind, _, n in before[area])

    assert power.blocked_by_troublemaker(g, 0, "problem:1")
    answer(g, f"play|{card}|event")
    assert not power.blocked_by_troublemaker(g, 0, "problem:1")
    assert power.blocked_by_troublemaker(g, 0, "problem:0")
    assert _need(g, 0, "problem:1") == less("problem:1", 7) < sum(n for *_, n in before["problem:1"])
    assert _need(g, 0, "problem:0") == less("problem:0", 4)  # (its own Problem: colored requirements only)
    assert {(m["area"], m["amount"]) for m in g.s["mods"] if m["kind"] == "confront"} == {
        ("problem:0", -4), ("problem:1", -7)}
    assert _need(g, 1, "problem:0") == _need(shipped_game(b), 1, "problem:0")  # the opponent: no change


def test_ll143_the_power_of_friendship_leaves_out_a_face_down_troublemaker_uncovered_later():
    """505.2 and 708.2b: "your Troublemakers" are the face-up ones as the Event resolves; P0's
    face-down Grogar, uncovered afterwards by Glass of Water, is a face-up Epic Troublemaker
    that keeps its controller from confronting its Problem (611.3e)."""
    b = rich_board(12)
    grogar = b.add("LL145", 0, "play", "problem:1", face_down=True)
    card = b.add("LL143", 0, "hand")
    glass = b.add("HM89", 0, "hand")  # Glass of Water, a Song: "uncover one of your face-down Troublemakers"
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"play|{glass}|event")
    answer(g, option_with(g, "uncover"))
    assert not g.card(grogar)["face_down"]
    assert power.blocked_by_troublemaker(g, 0, "problem:1")


def test_ll3_pinkie_pie_party_cannoneer_pays_her_hand_less_one_to_turn_over():
    b = board(tokens=2, manes=("LL3", "PR2"))
    for _ in range(3):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    pinkie = g.s["players"][0]["mane"]
    activate(g, pinkie)
    assert g.card(pinkie)["boosted"] and g.s["players"][0]["tokens"] == 2 - (3 - 1)
    b.players[0] = {"tokens": 1}  # one token short
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{pinkie}|")]


def test_ll3_pinkie_pie_party_cannoneer_boosted_discards_at_random_to_dismiss_a_friend_of_that_cost():
    b = board(manes=("LL3", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True)
    two = b.add("PR12", 1, "play", "home:1")  # cost 2
    three = b.add("PR36", 1, "play", "home:1")  # cost 3
    for _ in range(3):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, "pass")  # the Score Phase starts
    assert g.pending().kind == "may" and "n:3" in keys(g) and "n:4" not in keys(g)
    answer(g, "n:2")
    assert len(g.s["players"][0]["hand"]) == 1 and two not in g.s["cards"] and g.card(three)["zone"] == "play"
    assert g.card(g.s["players"][0]["mane"])["exhausted"]


def test_ll3_pinkie_pie_party_cannoneer_boosted_says_why_she_dismisses_nothing():
    """707.2a: exhausting her is part of the cost. Exhausted already at the start of a Score
    Phase, she can't pay it, and the log says so, not that her text finds nothing to act on;
    paid, with no opposing non-token Friend of the cost she discarded, the log says no Friend
    has it rather than end at the random discards."""
    b = board(manes=("LL3", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True, exhausted=True)
    b.add("PR12", 1, "play", "home:1")  # cost 2
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    pinkie = g.name(g.s["players"][0]["mane"])
    answer(g, "pass")  # the Score Phase starts
    lines = log_text(g).split("\n")
    assert ("712: Nothing happens: “You may exhaust this card and discard any number of random cards to dismiss an opposing non-token Friend with cost equal to the number of cards "
            f"discarded this way” is not done: {pinkie} is already exhausted (503.2a; by the text of {pinkie}); "
            "not repeated at P0's next turns while it stays so") in lines
    b.cards[b.mane[0] - 1].update(exhausted=False)
    g = shipped_game(b)
    answer(g, "pass")
    answer(g, "n:1")
    assert g.card(g.s["players"][0]["mane"])["exhausted"] and g.s["players"][0]["hand"] == []
    assert (f"712: Nothing more happens: P1 has no non-token Friend in play with cost 1 to dismiss (by the text of "
            f"{pinkie})") in log_text(g).split("\n")


def test_ll96_in_my_head_like_a_catchy_song_opponents_flip_one_fewer_until_your_next_turn():
    from engine.mlp.effects.faceoffs import extra_flips

    b = rich_board()
    card = b.add("LL96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "mode:2")
    assert (extra_flips(g, 0), extra_flips(g, 1)) == (0, -1)
    g.expire_mods("turn")
    assert extra_flips(g, 1) == -1  # past this turn's end
    again = load_board(export_board(g), g.lib)  # (a board state keeps the modifier)
    assert extra_flips(again, 1) == -1
    g.expire_mods("next_turn:0")
    assert extra_flips(g, 1) == 0  # P0's next turn starts


def test_ll96_in_my_head_like_a_catchy_song_may_put_a_friend_from_the_discard_pile_into_play():
    b = rich_board()
    b.add("PR36", 0, "discard")
    card = b.add("LL96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "mode:1")
    settle(g, "home:0")
    assert "PR36" not in zone_codes(g, 0, "discard") and len([i for i in g.characters(0)
                                                               if g.spec(i).code == "PR36"]) == 2 + 1


def test_ll44_cozy_glow_may_put_a_cheap_friend_from_an_opponents_discard_pile_into_play_under_your_control():
    b = rich_board()
    cheap = b.add("PR12", 1, "discard")  # cost 2
    dear = b.add("PR36", 1, "discard")  # cost 3: not until a player has 8 points
    g = play(b, "LL44", "home:0")
    assert f"card:{dear}" not in keys(g) and f"card:{cheap}" in keys(g)
    answer(g, f"card:{cheap}")
    answer(g, "home:0")
    (taken,) = [i for i in g.s["play"] if g.spec(i).code == "PR12" and g.card(i)["owner"] == 1]
    assert g.card(taken)["ctrl"] == 0 and g.card(taken)["area"] == "home:0"
    assert zone_codes(g, 1, "discard") == ["PR36"]


def test_ll44_cozy_glow_any_cost_once_a_player_has_eight_points():
    b = rich_board()
    b.players[1] = {"score": 8}
    dear = b.add("PR36", 1, "discard")
    g = play(b, "LL44", "home:0")
    answer(g, f"card:{dear}")
    answer(g, "problem:0")
    (taken,) = [i for i in g.s["play"] if g.spec(i).code == "PR36" and g.card(i)["owner"] == 1]
    assert g.card(taken)["ctrl"] == 0 and g.card(taken)["area"] == "problem:0"


def test_ll85_a_better_way_to_be_bad_may_frighten_up_to_two_friends():
    b = rich_board()
    foes = [b.add("PR36", 1, "play", "home:1") for _ in range(3)]
    card = b.add("LL85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "mode:0")
    d = g.pending()
    assert d.kind == "target" and (d.min, d.max) == (0, 2)  # the two Friends chosen at once
    answer(g, f"card:{foes[0]}", f"card:{foes[1]}")
    assert [g.card(i)["frightened"] for i in foes] == [True, True, False]


def test_ll85_a_better_way_to_be_bad_leaves_out_frightening_when_no_friend_can_be_eo143():
    """705.2e: players can't choose to do things that can't be done. Both players' EO143
    Appleoosa ("Your Friends with at least 4 power can't be frightened or dismissed") keep
    every Friend in play, all of 4 power, from being frightened: "frighten up to two
    Friends" is not offered; the other two modes are. One Friend that can be frightened
    brings the mode back."""
    def appleoosa_board() -> Board:
        b = board(tokens=4)
        b.add("EO143", 0, "play", "home:0")
        b.add("PR31", 0, "play", "home:0")  # orange 4
        b.add("PR12", 0, "play", "home:0", counters={"power": 2})  # blue 4
        b.add("PR60", 0, "play", "home:0", counters={"power": 2})  # purple 4
        b.add("EO143", 1, "play", "home:1")
        b.add("PR31", 1, "play", "problem:1")  # orange 4
        b.add("PR36", 1, "hand")
        return b

    b = appleoosa_board()
    card = b.add("LL85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert g.pending().kind == "mode" and keys(g) == ["mode:1", "mode:2"]

    b = appleoosa_board()
    weak = b.add("PR36", 1, "play", "problem:1")  # 3 power: Appleoosa does not keep it
    card = b.add("LL85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert keys(g) == ["mode:0", "mode:1", "mode:2"]
    answer(g, "mode:0")
    assert keys(g) == [f"card:{weak}"]


def test_ll85_a_better_way_to_be_bad_banishes_a_card_from_a_players_hand():
    b = rich_board()
    b.add("PR36", 1, "hand")
    event = b.add("PR120", 1, "hand")
    card = b.add("LL85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "mode:1")  # (P1's hand is the only one with a card: P1 is chosen, 705.2e)
    answer(g, f"card:{event}")
    assert zone_codes(g, 1, "banished") == ["PR120"] and zone_codes(g, 1, "hand") == ["PR36"]


def test_ll85_a_better_way_to_be_bad_puts_the_named_cards_back_into_the_deck():
    b = rich_board()
    for _ in range(2):
        b.add("PR36", 0, "discard")
    b.add("PR60", 0, "discard")
    card = b.add("LL85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "mode:2")
    answer(g, "name:Apple Brown Betty, Pastry Chef")
    assert "PR36" not in zone_codes(g, 0, "discard") and "PR60" in zone_codes(g, 0, "discard")
    assert zone_codes(g, 0, "deck").count("PR36") == 2 and len(g.s["players"][0]["deck"]) == 10 + 2


def test_ll83_patagium_is_the_color_chosen_and_loses_one_power_per_color_you_control():
    for chosen, count in (("blue", 3), ("pink", 2)):
        b = board()
        b.add(PINK, 0, "play", "home:0")
        g = play(b, "LL83", "home:0", f"color:{chosen}")
        (patagium,) = [i for i in g.s["play"] if g.spec(i).code == "LL83"]
        mane = g.s["players"][0]["mane"]
        assert power.colors(g, patagium) == (chosen,) and set(power.colors(g, mane)) == {"purple"}
        assert power.power(g, patagium) == 4 - count  # purple (the Mane), pink, and the one chosen


def test_ll66_parasprite_hungry_for_more_has_persistent_while_an_opponent_has_two_tokens():
    for tokens, persists in ((2, True), (1, False)):
        b = rich_board()
        b.players[1] = {"tokens": tokens}
        para = b.add("LL66", 0, "play", "home:0")
        card = b.add("LL89", 0, "hand")  # Creepy Crawlies: dismiss a Friend or Resource
        g = shipped_game(b)
        answer(g, f"play|{card}|event")
        answer(g, f"card:{para}")
        if persists:
            assert "persistent" in keys(g)
            answer(g, "persistent")
            assert g.card(para)["zone"] == "play" and g.card(para)["frightened"]
        else:
            assert para not in g.s["cards"] and "LL66" in zone_codes(g, 0, "discard")


def test_ll56_pukwudgie_has_one_more_power_for_each_of_your_other_pukwudgies():
    b = board()
    mine = [b.add("LL56", 0, "play", "home:0") for _ in range(3)]
    theirs = b.add("LL56", 1, "play", "home:1")
    g = shipped_game(b)
    assert [power.power(g, i) for i in mine] == [2 + 2] * 3
    assert power.power(g, theirs) == 2  # the opponent's own: no other of theirs


def test_ll56_pukwudgie_a_deck_may_hold_any_number_of_them():
    from engine.core.registry import game_system

    system = game_system("mlp")
    listed = "5 Pukwudgie, Prickly Pest\n5 Sweetie Sunrise, Early Riser\n"
    texts = [m.text for m in system.validate_deck(listed, system.formats[0]).messages]
    assert any("copies of Sweetie Sunrise" in text for text in texts)
    assert not any("copies of Pukwudgie" in text for text in texts)


def test_ll2_applejack_work_hard_turns_over_once_when_opposing_characters_become_exhausted():
    b = board(manes=("LL2", "PR2"))
    foes = [b.add("PR20", 1, "play", "home:1") for _ in range(2)]
    mine = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    aj = g.s["players"][0]["mane"]
    g.exhaust(mine)  # her own side's: nothing
    assert not g.s["waiting"]
    for foe in foes:  # two exhausted by one instruction: one trigger
        g.exhaust(foe)
    assert [w["src"] for w in g.s["waiting"]] == [aj]
    answer(g, "pass")
    assert g.card(aj)["boosted"]


def test_ll2_applejack_play_hard_keeps_an_exhausted_friend_from_readying():
    b = board(manes=("LL2", "PR2"))
    b.cards[b.mane[0] - 1].update(boosted=True)
    tired = b.add("PR36", 1, "play", "home:1", exhausted=True)
    other = b.add("PR20", 1, "play", "home:1", exhausted=True)
    g = shipped_game(b)
    settle(g, "pass", f"card:{tired}", until=lambda g: g.s["turn_player"] == 1)
    assert g.card(tired)["exhausted"] and not g.card(other)["exhausted"]


def test_ll109_harvest_schedule_counts_your_exhausting_and_makes_the_opponent_retire_at_three():
    b = rich_board()
    schedule = b.add("LL109", 0, "play", "home:0", counters={"fatigue": 2})
    foe = b.add("PR36", 1, "play", "home:1")
    card = b.add("EO111", 0, "hand")  # Bale Out!: exhaust an opposing character
    spare = b.add("PR20", 0, "hand")  # (its additional cost: discard a card)
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    settle(g, f"card:{spare}", f"card:{foe}")
    assert g.card(schedule)["counters"]["fatigue"] == 3
    # put as every counter is (519.1): the log names the card and the count
    assert f"{g.name(schedule)} gets a Fatigue counter (3 in all; by the text of {g.name(schedule)})" in log_text(g)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0)  # the end of the opponent's turn
    assert foe not in g.s["cards"] and "PR36" in zone_codes(g, 1, "discard")


def test_ll7_flash_magnus_squad_leader_costs_two_less_while_an_opponent_controls_a_friend_not_theirs():
    def cost(borrowed: bool) -> int:
        b = rich_board()
        if borrowed:
            b.add("PR20", 0, "play", "home:1", ctrl=1)  # P0's Friend, under P1's control
        else:
            b.add("PR20", 1, "play", "home:1")  # P1's own
        magnus = b.add("LL7", 0, "hand")
        g = shipped_game(b)
        return power.PlayCosts(g, 0).cost(magnus, g.spec(magnus), "home:0", None)

    assert cost(False) == 4 and cost(True) == 4 - 2


def test_ll119_wing_bling_draws_when_its_mane_character_becomes_involved():
    b, _mine, _theirs, _ = problem_faceoff()
    b.add("LL119", 0, "play", "problem:1", host=b.mane[0])
    b.add("LL119", 1, "play", "home:1", host=b.add("PR36", 1, "play", "home:1"))  # (on no Mane: P1's, idle)
    g = shipped_game(b, phase="score", step="confront")
    hand = len(g.s["players"][0]["hand"])
    assert g.pending().kind == "may" and g.pending().player == 0  # its only trigger
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1
    # it is played on a Mane Character only, either player's
    b = Board()
    b.players[0] = {"tokens": 3}
    friend = b.add("PR36", 0, "play", "home:0")  # (pink power for its requirement)
    bling = b.add("LL119", 0, "hand")
    g = shipped_game(b)
    plays = [key for key in keys(g) if key.startswith(f"play|{bling}|")]
    assert sorted(plays) == sorted([f"play|{bling}|on:{b.mane[0]}", f"play|{bling}|on:{b.mane[1]}"])
    assert f"play|{bling}|on:{friend}" not in plays


def test_ll142_sonic_rainboom_lets_main_phase_events_be_played_at_any_time_this_turn():
    b, ids = gala_board("LL142", "SB102")  # Follow My Lead: a Main Phase Event
    g = start_challenge(b, ids["tm"])  # a faceoff in P0's Troublemaker Phase
    assert f"play|{ids['SB102']}|event" not in keys(g)
    answer(g, f"play|{ids['LL142']}|event")
    assert "main_events_any_time:1" not in g.s["flags"]  # (the opponent's Events are not freed)
    assert g.pending().player == 0 and f"play|{ids['SB102']}|event" in keys(g)
    answer(g, f"play|{ids['SB102']}|event")
    answer(g, f"card:{ids['pony']}")
    assert power.power(g, ids["pony"]) == 2 + 2
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert not [key for key in g.s["flags"] if key.startswith("main_events_any_time")]  # this turn only


def test_ll61_grampa_gruff_gives_friends_in_hand_hasty_until_a_friend_is_played():
    b = Board()
    b.players = [{"tokens": 8}, {"tokens": 0}]
    b.add("PR12", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    gruff = b.add("LL61", 0, "hand")
    first, second = b.add("PR36", 0, "hand"), b.add("PR12", 0, "hand")
    b.add("PR36", 1, "play", "home:1")
    theirs = b.add("PR36", 1, "hand")  # (the opponent's Friends: not "your hand")
    g = shipped_game(b)

    def outside_main(card: int, player: int = 0) -> bool:
        return any(key.startswith(f"play|{card}|") for key, _ in legal(g, player, "faceoff"))

    assert not outside_main(first)
    answer(g, f"play|{gruff}|home:0")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert outside_main(first) and outside_main(second)  # Hasty: playable outside the Main Phase
    assert not outside_main(theirs, 1)
    answer(g, f"play|{first}|home:0")  # a Friend played: the others no longer have Hasty
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert not outside_main(second)


def test_ll80_rain_shine_flipped_keeps_every_player_from_playing_events():
    b, ids = gala_board("LL142", "HM47")  # Sonic Rainboom: an Immediate Event
    b.deck_top("LL80", 0)
    g = start_challenge(b, ids["tm"])
    assert f"play|{ids['LL142']}|event" in keys(g)  # before the flips
    answer(g, "pass")  # the cards are flipped: Rain Shine among them
    assert "LL80" in [g.spec(i).code for i in g.s["faceoff"]["flipped"][0]]
    assert g.pending().kind == "priority" and f"play|{ids['LL142']}|event" not in keys(g)
    rain = g.name(next(i for i in g.s["faceoff"]["flipped"][0] if g.spec(i).code == "LL80"))
    assert abilities.events_barred_by(g, 1) == f"{rain}'s text says players can't play Events while it is flipped"
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None)
    assert abilities.events_barred_by(g, 0) is None  # no longer flipped


def test_ll80_rain_shine_retires_itself_and_no_player_gains_tokens_this_turn():
    b = Board()
    b.players = [{"tokens": 3}, {"tokens": 0}]
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")
    shine = b.add("LL80", 0, "play", "home:0")
    delivery = b.add("LL100", 0, "hand")  # (revealed, it would gain 1)
    g = shipped_game(b)
    answer(g, f"act|{shine}|1")
    assert shine not in g.s["play"] and "LL80" in zone_codes(g, 0, "discard")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    answer(g, f"play|{delivery}|event")
    settle(g, "yes", until=lambda g: g.pending().kind == "priority")
    assert g.s["players"][0]["tokens"] == 3 - 1  # paid 1, gained nothing
    assert "P0 can't gain action tokens this turn" in log_text(g)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main")
    assert g.s["players"][1]["tokens"] > 0  # the next turn's tokens are gained as usual


def test_ll80_rain_shine_then_a_gain_until_the_end_of_the_phase_takes_none_of_the_players_own():
    """Judge: Rain Shine retired ("players can't gain action tokens this turn"), then PR64
    Twilight Sparkle, All-Team Organizer's "gain [1] until the end of the phase": P0 gains
    nothing, so nothing gained goes as the Main Phase ends (502.1a); P0 keeps their own 3."""
    b = Board()
    b.players = [{"tokens": 3}, {"tokens": 0}]
    shine = b.add("LL80", 0, "play", "home:0")
    twilight = b.add("PR64", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{shine}|1")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    answer(g, f"act|{twilight}|")
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)  # (P0's Main Phase is over)
    assert g.s["players"][0]["tokens"] == 3
    assert "gained until the end of the phase" not in log_text(g)


def _retire_with_golden_parachute(code: str, area: str, take_it: bool) -> tuple:
    """P0 uses `code`'s "Immediate: Retire this card. If you do, ..." (at `area`); P0's LL108
    Golden Parachute ("If one of your Friends would leave play, you may retire this card and
    discard 2 cards instead") is taken (`take_it`, the two cards in hand discarded) or declined."""
    b = board()
    pony = b.add(code, 0, "play", area)
    parachute, hand = golden_parachute(b)
    g = shipped_game(b)
    answer(g, f"act|{pony}|")
    assert g.pending().kind == "replacement"
    answer(g, f"instead:{parachute}:1" if take_it else "none")
    if take_it and g.pending().kind == "cost":
        answer(g, *[f"card:{i}" for i in hand])
    return g, pony


def test_ll80_rain_shine_kept_in_play_by_golden_parachute_does_not_stop_token_gains():
    """CR 3.4 710.1: Golden Parachute replaced the retirement, so Rain Shine was not retired
    and "if you do" does not happen; declined, Rain Shine is retired and it does."""
    g, shine = _retire_with_golden_parachute("LL80", "home:0", take_it=True)
    assert shine in g.s["play"] and g.s["flags"].get(NO_TOKEN_GAIN) != g.s["turn"]
    g, shine = _retire_with_golden_parachute("LL80", "home:0", take_it=False)
    assert shine not in g.s["play"] and g.s["flags"].get(NO_TOKEN_GAIN) == g.s["turn"]


def test_ll33_silverstream_kept_in_play_by_golden_parachute_adds_nothing_to_confront():
    """CR 3.4 710.1: Silverstream kept in play was not retired: players need no more power at
    her Problem; declined, she is retired and they need 3 more."""
    g, stream = _retire_with_golden_parachute("LL33", "problem:0", take_it=True)
    assert stream in g.s["play"]
    kept = [_need(g, p, "problem:0") for p in (0, 1)]
    g, stream = _retire_with_golden_parachute("LL33", "problem:0", take_it=False)
    assert stream not in g.s["play"]
    assert [_need(g, p, "problem:0") for p in (0, 1)] == [kept[0] + 3, kept[1] + 3]


def test_ll94_high_alert_returns_a_discarded_card_whenever_the_opponent_plays_one_this_turn():
    b = Board()
    b.players = [{"tokens": 3}, {"tokens": 6}]
    for _ in range(2):
        b.add("PR79", 0, "play", "home:0")  # (white power for its requirement)
    alert = b.add("LL94", 0, "hand")
    kept = b.add("PR36", 0, "discard")
    b.add("PR33", 1, "play", "home:1")
    friends = [b.add("PR33", 1, "hand"), b.add("PR33", 1, "hand")]
    g = shipped_game(b, turn_player=1)
    answer(g, "pass")  # P1 passes in their Main Phase: P0 may act
    answer(g, f"play|{alert}|event")
    assert zone_codes(g, 0, "banished") == ["LL94"] and "LL94" not in zone_codes(g, 0, "discard")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 1)
    answer(g, f"play|{friends[0]}|home:1")
    assert g.pending().player == 0 and keys(g) == [f"card:{kept}"]  # "may": none allowed too
    answer(g, f"card:{kept}")
    assert "PR36" in zone_codes(g, 0, "hand")
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0)
    kept = g.s["flags"].get("high_alert:0")
    assert kept is None or kept["turn"] != g.s["turn"]  # that turn only


def test_ll84_sunny_skies_takes_the_colors_of_a_friend_revealed_from_the_hand():
    b = Board()
    b.players = [{"tokens": 4}, {}]
    sunny = b.add("LL84", 0, "hand")
    gruff = b.add("LL61", 0, "hand")  # blue and pink
    g = shipped_game(b)
    answer(g, f"play|{sunny}|home:0")
    assert keys(g) == [f"card:{gruff}"] and g.pending().min == 0
    answer(g, f"card:{gruff}")
    sunny = next(i for i in g.s["play"] if g.spec(i).code == "LL84")
    assert sorted(power.colors(g, sunny)) == ["blue", "pink"]
    assert gruff in g.s["players"][0]["hand"]  # revealed, kept
    b = Board()
    b.players = [{"tokens": 4}, {}]
    sunny = b.add("LL84", 0, "hand")
    b.add("LL61", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sunny}|home:0")
    g.submit([])  # none revealed: it stays colorless
    assert not power.colors(g, next(i for i in g.s["play"] if g.spec(i).code == "LL84"))


def test_ll35_moondancer_has_one_power_for_each_opposing_character_elsewhere():
    b = Board()
    moondancer = b.add("LL35", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")  # here: not counted
    b.add("PR36", 1, "play", "problem:1")
    b.add("PR36", 0, "play", "problem:1")  # (P0's own: not opposing)
    g = shipped_game(b)
    assert power.power(g, moondancer) == 0 + 2  # P1's Friend at problem:1 and P1's Mane at home


def test_ll35_moondancer_flipped_has_the_power_of_the_strongest_opposing_card_involved():
    b, ids = gala_board(tokens=0)  # P0's Red Gala (2) challenges P1's Purple Parasprite (4)
    b.deck_top("LL35", 0)
    b.deck_top("PR20", 1)  # P1 flips a 1-power card
    g = start_challenge(b, ids["tm"])
    assert "514.4: Power totals: P0 6, P1 5" in log_text(g)  # Moondancer counts as 4


def test_ll113_rainbow_generator_lowers_the_next_cards_requirement_of_the_chosen_color():
    b = Board()
    b.players = [{"tokens": 6}, {"tokens": 0}]
    b.add("PR12", 0, "play", "home:0")  # 2 blue power; Cloudchaser requires 3 blue
    generator = b.add("LL113", 0, "play", "home:0")
    first, second = b.add("HM4", 0, "hand"), b.add("HM4", 0, "hand")
    g = shipped_game(b)
    assert not any(key.startswith(f"play|{first}|") for key in keys(g))
    answer(g, f"act|{generator}|2")
    answer(g, "color:blue")
    assert g.s["players"][0]["tokens"] == 5
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert f"play|{first}|home:0" in keys(g) and f"play|{second}|home:0" in keys(g)
    answer(g, f"play|{first}|home:0")
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    # the next card only: the second one requires its full 3 again
    assert power.reduced_requirements(g, 0, g.spec(second).reqs) == (("blue", 3),)
    assert "next_card_requirements_reduced:0" not in g.s["flags"]
