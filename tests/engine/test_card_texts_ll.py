"""Texts of Leaders and Legends cards, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.procedures import flow
from engine.mlp.values import power
from tests.engine.card_play import (
    CONFRONTERS,
    activate,
    board,
    confront_own,
    play,
    problem_enters,
    rich_board,
    settle,
    talented,
    tokens_of,
)
from tests.engine.helpers import FILLER, Board, answer, keys, log_text, shipped_game, zone_codes


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
    assert g.card(own)["zone"] == "play" and "P1 pays 1 action token(s)" in log_text(g)
