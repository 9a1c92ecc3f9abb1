"""Friends Forever (FF): cards the engine carries out, each played on a judge's board.

Each test names its card (the code in its name) and checks what the text says happens:
the numbers, the zone, the choice offered.
"""

from __future__ import annotations

from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import (
    BLUE,
    PINK,
    TROUBLEMAKER,
    activate,
    challenge,
    enter_and_pick,
    in_play,
    play,
    rich_board,
    run_turn,
    settle,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes


def _challenge(b: Board, *prefer: str, tm_code: str = TROUBLEMAKER):
    """P0 challenges P1's Troublemaker at problem:0; the game after the faceoff."""
    g, _ = challenge(b, tm_code)
    return settle(g, *prefer, until=lambda g: g.s["phase"] != "troublemaker"
                  or (g.pending().kind == "priority" and g.s["faceoff"] is None))


# ----- entering play ----------------------------------------------------------------------------


def test_ff9_greta_may_move_one_of_your_characters():
    g, runner = enter_and_pick("FF9", PINK, 0, "home:0", "problem:1")
    assert g.card(runner)["area"] == "problem:1"


def test_ff13_backdraft_may_exhaust_an_opposing_character():
    g, foe = enter_and_pick("FF13", BLUE, 1, "problem:1")
    assert g.card(foe)["exhausted"]


def test_ff33_ocellus_may_put_an_opposing_friend_on_top_of_its_owners_deck():
    g, foe = enter_and_pick("FF33", PINK, 1, "problem:1")
    assert foe not in g.s["cards"] and zone_codes(g, 1, "deck")[-1] == PINK


def test_ff33_ocellus_puts_a_friend_p1_controls_on_top_of_its_owner_p0s_deck_and_says_whose():
    """An opposing Friend is one the opponent controls; P0's own Friend that P1 took goes on top
    of its owner's deck, P0's (513.1), its Resource to the discard pile, and the log names the deck."""
    b = rich_board()
    taken = b.add(PINK, 0, "play", "problem:1", ctrl=1)
    b.add("PR139", 1, "play", "problem:1", host=taken)  # (P1's Hard Hat on it)
    g = play(b, "FF33", "home:0", "yes")  # (the only opposing Friend: chosen without a question)
    assert taken not in g.s["cards"] and zone_codes(g, 0, "deck")[-1] == PINK
    assert zone_codes(g, 1, "discard") == ["PR139"]
    assert f"Apple Brown Betty, Pastry Chef #{taken} is put on top of its owner's deck (P0's deck; by the text of " in log_text(g, numbers_now=False)


def test_ff35_scalio_may_put_a_troublemaker_from_your_hand_into_play_face_up():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "hand")
    g = play(b, "FF35", "home:0", "yes")
    settle(g, "problem:1")
    (tm,) = in_play(g, TROUBLEMAKER)
    assert not g.card(tm)["face_down"] and g.card(tm)["area"].startswith("problem")
    assert TROUBLEMAKER not in zone_codes(g, 0, "hand")


def test_ff57_yona_may_turn_a_troublemaker_face_down():
    g, tm = enter_and_pick("FF57", TROUBLEMAKER, 1, "problem:0")
    assert g.card(tm)["face_down"]


def test_ff75_griffon_shopkeeper_may_draw_when_an_opposing_character_enters_play_here():
    b = Board()
    b.add("FF75", 0, "play", "problem:0")
    b.deck_top(PINK, 0)
    b.players[1] = {"tokens": 5}
    card = b.add(BLUE, 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{card}|problem:0")
    settle(g)
    assert PINK in zone_codes(g, 0, "hand")


# ----- activated abilities and continuous texts -------------------------------------------------


def test_ff60_torch_pays_1_for_2_power_and_cant_be_frightened():
    b = Board()
    b.players[0] = {"tokens": 2}  # (one left over: the turn goes on)
    torch = b.add("FF60", 0, "play", "problem:0")
    g = shipped_game(b)
    g.frighten(torch)
    assert not g.card(torch)["frightened"]
    activate(g, torch)
    assert power.power(g, torch) == 3 + 2 and g.s["players"][0]["tokens"] == 1


def test_ff65_cloudchaser_and_flitter_other_characters_here_and_a_cheaper_next_friend():
    b = rich_board(tokens=1)
    racers = b.add("FF65", 0, "play", "problem:0")
    here = b.add(BLUE, 0, "play", "problem:0")
    away = b.add(BLUE, 0, "play", "problem:1")
    theirs = b.add(BLUE, 1, "play", "problem:0")
    card = b.add("MT21", 0, "hand")  # Smart Cookie costs 2
    g = shipped_game(b)
    assert (power.power(g, here), power.power(g, away), power.power(g, theirs)) == (3, 2, 2)
    assert power.power(g, racers) == 2
    assert not [k for k in keys(g) if k.startswith(f"play|{card}|")]
    activate(g, racers)
    answer(g, f"play|{card}|home:0")
    assert in_play(g, "MT21") and g.s["players"][0]["tokens"] == 0


def test_ff111_rockhoofs_shovel_exhausts_to_put_a_power_counter_on_a_friend():
    b = Board()
    shovel = b.add("FF111", 0, "play", "home:0")
    pony = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    activate(g, shovel, f"card:{pony}")
    assert g.card(pony)["counters"].get("power") == 1 and g.card(shovel)["exhausted"]


# ----- faceoffs, confronting, uncovering --------------------------------------------------------


def test_ff5_daybreaker_scores_a_point_when_winning_a_faceoff():
    b = Board()
    b.add("FF5", 0, "play", "problem:0")
    b.add(PINK, 0, "play", "problem:0")
    g = _challenge(b)
    assert g.s["players"][0]["score"] == 1 + 1  # the Troublemaker's point and Daybreaker's


def test_ff62_gallus_and_silverstream_may_put_a_problem_decks_top_card_at_the_bottom():
    b = Board()
    b.add("FF62", 0, "play", "problem:0")
    b.add(PINK, 0, "play", "problem:0")
    b.add(PINK, 0, "play", "problem:0")
    b.add("PR161", 1, "problem_deck")
    b.add("MT128", 1, "problem_deck")  # the top card
    g = _challenge(b, "yes", "problem_deck:1", "bottom")
    assert zone_codes(g, 1, "problem_deck") == ["MT128", "PR161"]  # (the top card last)


def test_ff1_gallus_boosted_may_exhaust_to_score_when_you_play_a_card_in_a_faceoff():
    b = Board(manes=("FF1", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.players[0] = {"tokens": 3}
    b.add(PINK, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    event = b.add("PR117", 0, "hand")  # Gotta Go Fast: a Faceoff Event
    g, _ = challenge(b)
    answer(g, f"play|{event}|event")
    settle(g, until=lambda g: g.s["phase"] != "troublemaker")
    assert g.card(b.mane[0])["exhausted"]
    assert g.s["players"][0]["score"] == 1 + 1  # Gallus's point and the Troublemaker's


def test_ff1_gallus_turns_over_when_you_confront_its_problem():
    b = Board(manes=("FF1", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(PINK, 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="score")
    settle(g, until=lambda g: g.s["step"] != "confront")
    assert g.card(b.mane[0])["boosted"]


def test_ff58_yona_may_return_an_opposing_friend_with_3_or_more_power_when_confronting():
    b = Board()
    b.add("FF58", 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    big = b.add(PINK, 1, "play", "problem:1")
    small = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b, phase="score", step="score")
    while g.pending().kind == "may" or g.pending().kind == "target":
        if g.pending().kind == "target":
            assert f"card:{small}" not in keys(g)
            answer(g, f"card:{big}")
        else:
            answer(g, "yes")
    assert big not in g.s["cards"] and small in g.s["play"] and PINK in zone_codes(g, 1, "hand")


def test_ff63_daring_do_gains_1_when_confronting_its_problem():
    b = Board()
    b.players[0] = {"tokens": 0}
    b.add("FF63", 0, "play", "problem:0")
    b.add(PINK, 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="score")
    settle(g, until=lambda g: g.s["step"] != "confront")
    assert g.s["players"][0]["tokens"] == 1 and "611.1: P0 confronts" in log_text(g)


def test_ff121_roc_may_pay_3_to_dismiss_an_opposing_friend_when_uncovered():
    b = Board()
    b.players[0] = {"tokens": 3}
    roc = b.add("FF121", 0, "play", "problem:1", face_down=True)
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    settle(g, f"card:{foe}", until=lambda g: g.pending().kind in ("priority", "challenge"))
    assert not g.card(roc)["face_down"] and foe not in g.s["cards"]
    assert g.s["players"][0]["tokens"] == 0


def test_ff121_roc_offers_nothing_without_3_to_pay():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("FF121", 0, "play", "problem:1", face_down=True)
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = run_turn(b, "troublemaker", "uncover")
    assert foe in g.s["cards"]



# ----- FF113 Somnambula's Blindfold: no searching or looking in decks, nothing leaves a discard pile --


def _blindfolded(blindfold: bool = True, tokens: int = 9) -> Board:
    """P0's Main Phase on a rich board; P1's Somnambula's Blindfold at P1's home (it binds every
    player) unless told; a Friend, an Event and a Resource under a filler on P0's deck."""
    b = rich_board(tokens)
    if blindfold:
        b.add("FF113", 1, "play", "home:1")
    for code in ("PR36", "PR123", "PR139", "PR20"):
        b.deck_top(code, 0)
    return b


def _why(g, question: str) -> str:
    return " ".join(mlp_table().why_not(g, question).lines())


def test_ff113_somnambulas_blindfold_a_search_of_a_deck_finds_nothing_and_the_deck_is_not_shuffled():
    for blindfold in (True, False):
        b = _blindfolded(blindfold)
        g = play(b, "EO46", "home:0")  # "When this card enters play, search your deck for a Friend ..."
        if not blindfold:
            assert g.pending().kind == "search"  # (without it: the search is asked)
            continue
        assert g.pending().kind == "priority"
        assert zone_codes(g, 0, "deck")[-4:] == ["PR36", "PR123", "PR139", "PR20"]  # as it was: not shuffled
        assert zone_codes(g, 0, "hand") == [] and "518.2" not in log_text(g)
        assert "searching the deck is not done: Somnambula's Blindfold" in log_text(g)


def test_ff113_somnambulas_blindfold_an_event_that_searches_a_deck_is_not_offered_and_why_names_it():
    for blindfold in (True, False):
        b = _blindfolded(blindfold)
        attack = b.add("MT89", 0, "hand")  # Sneak Attack: "Search your deck for a Troublemaker ..."
        g = shipped_game(b)
        assert (f"play|{attack}|event" in keys(g)) is not blindfold
    g = shipped_game(_with_card(_blindfolded(), "MT89", "hand"))
    why = _why(g, "play Sneak Attack")
    assert "Somnambula's Blindfold" in why and "can't search decks or look at cards in decks" in why


def _with_card(b: Board, code: str, zone: str) -> Board:
    """The board with P0's `code` in `zone`."""
    b.add(code, 0, zone)
    return b


def test_ff113_somnambulas_blindfold_looking_at_the_top_cards_of_a_deck_is_not_asked():
    for blindfold in (True, False):
        g = play(_blindfolded(blindfold), "PR62", "home:0")  # "you may look at the top 2 cards ..."
        assert (g.pending().kind == "may") is not blindfold
        assert ("looking at the top cards of the deck is not done: Somnambula's Blindfold" in log_text(g)) is blindfold


def test_ff113_somnambulas_blindfold_a_card_is_not_returned_from_a_discard_pile():
    for blindfold in (True, False):
        b = _blindfolded(blindfold)
        b.add("PR123", 0, "discard")
        eff = b.add("PR69", 0, "play", "home:0")  # Eff Stop: "search your discard pile for an Event ..."
        vidala = b.add("PR70", 0, "play", "home:0")  # Vidala Swoon: "... for a Friend ..."
        b.add("PR36", 0, "discard")
        g = shipped_game(b)
        assert any(k.startswith(f"act|{eff}|") for k in keys(g)) is not blindfold
        assert any(k.startswith(f"act|{vidala}|") for k in keys(g)) is not blindfold
    g = shipped_game(_blindfolded_with_discard())
    assert "can't leave discard piles" in _why(g, "activate Eff Stop")


def _blindfolded_with_discard() -> Board:
    b = _blindfolded()
    b.add("PR123", 0, "discard")
    b.add("PR69", 0, "play", "home:0")
    return b


def test_ff113_somnambulas_blindfold_a_may_that_takes_from_a_discard_pile_is_not_asked():
    b = _blindfolded()
    b.add("PR36", 0, "discard")
    g = play(b, "PR77", "home:0")  # Rarity, Nest Weaver: "you may search your discard pile for a card ..."
    assert g.pending().kind == "priority" and zone_codes(g, 0, "discard") == ["PR36"]
    assert zone_codes(g, 0, "hand") == []


def test_ff113_somnambulas_blindfold_a_card_is_not_played_from_a_discard_pile():
    for blindfold in (True, False):
        b = _blindfolded(blindfold)
        foggy = b.add("CN71", 0, "discard")  # "You may play this card from your discard pile."
        g = shipped_game(b)
        assert (f"play|{foggy}|home:0" in keys(g)) is not blindfold
    g = shipped_game(_with_card(_blindfolded(), "CN71", "discard"))
    why = _why(g, "play Foggy Fleece")
    assert "Somnambula's Blindfold" in why and "can't leave discard piles" in why


def test_ff113_somnambulas_blindfold_the_rest_of_a_text_is_still_done():
    """Juggling Routine: the discard piles stay where they are; each player still draws a card."""
    b = _blindfolded()
    b.add("PR36", 0, "discard")
    b.add("PR33", 1, "discard")
    g = play(b, "CG107", "event")
    assert zone_codes(g, 0, "discard") == ["PR36", "CG107"] and zone_codes(g, 1, "discard") == ["PR33"]
    assert zone_codes(g, 0, "hand") == ["PR20"] and len(g.s["players"][1]["hand"]) == 1
    assert "P0 shuffles their discard pile" not in log_text(g)  # (the log says what happened)
    assert "P0 shuffles their deck; their discard pile stays (Somnambula's Blindfold" in log_text(g)
