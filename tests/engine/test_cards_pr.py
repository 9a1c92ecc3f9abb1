"""Premiere (PR): cards the engine carries out, each played on a judge's board.

Each test names its card (the code in its name) and checks what the text says happens:
the numbers, the zone, the choice offered. Friends and Events are played from hand by a
player with power of every color at home and tokens to spare.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import (
    BLUE,
    CRITTER,
    PINK,
    PURPLE,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    activate,
    acts,
    challenge,
    in_play,
    play,
    problem_enters,
    rich_board,
    run_turn,
    then,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

# ----- moving to a Problem ----------------------------------------------------------------------


def test_pr10_wild_fire_may_move_another_character_to_the_same_problem():
    b = Board()
    b.players[0] = {"tokens": 5}  # a move costs 2 (609.2b): the turn goes on after it
    fire = b.add("PR10", 0, "play", "home:0")
    pal = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{fire}|problem:1")
    then(g, f"card:{pal}")
    assert g.card(fire)["area"] == "problem:1" and g.card(pal)["area"] == "problem:1"
    # the Move action (609.2b) moved Wild Fire; her text moved the other, which the log names (506.4)
    moves = [(rule, text) for _, rule, text in g.log if " is moved from " in text]
    assert moves == [("609.2b", g.as_written(f"Wild Fire, Speed Racer #{fire} is moved from home:0 to problem:1")),
                     ("506.4", g.as_written(f"{g.name(pal)} is moved from home:0 to problem:1 (by the text "
                                                f"of Wild Fire, Speed Racer #{fire})"))]


def test_pr21_gala_appleby_gets_1_power_when_moved_to_a_problem():
    b = Board()
    b.players[0] = {"tokens": 5}  # a move costs 2 (609.2b): the turn goes on after it
    gala = b.add("PR21", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{gala}|problem:1")
    assert power.power(g, gala) == 2


def test_pr82_falcon_may_move_one_of_your_critter_friends_along():
    b = Board()
    b.players[0] = {"tokens": 5}  # a move costs 2 (609.2b): the turn goes on after it
    falcon = b.add("PR82", 0, "play", "home:0")
    pony = b.add(BLUE, 0, "play", "home:0")
    critter = b.add(CRITTER, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{falcon}|problem:1")
    then(g, "yes")
    if g.pending().kind == "target":
        assert f"card:{pony}" not in keys(g)
        answer(g, f"card:{critter}")
    assert g.card(critter)["area"] == "problem:1" and g.card(pony)["area"] == "home:0"


# ----- playing a card ---------------------------------------------------------------------------


def test_pr41_lucky_streak_may_uncover_a_face_down_troublemaker_when_played():
    b = rich_board()
    hidden = b.add(TROUBLEMAKER, 0, "play", "problem:1", face_down=True)
    other = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    g = play(b, "PR41", "home:0", "yes", f"card:{hidden}")
    assert not g.card(hidden)["face_down"] and g.card(other)["face_down"]
    (streak,) = in_play(g, "PR41")
    activate(g, streak, f"card:{other}")  # Main Phase: exhaust to look at a face-down Troublemaker
    assert g.card(streak)["exhausted"] and g.card(other)["face_down"]


def _look_and_reorder(code: str, owner: int) -> None:
    """Play `code`, look at the top 2 cards of `owner`'s deck and put the second on top."""
    b = rich_board()
    second = b.deck_top(PINK, owner)
    b.deck_top(PURPLE, owner)  # the top card
    g = play(b, code, "home:0", "yes")
    assert g.pending().kind == "order", code
    answer(g, f"card:{second}")  # the first chosen goes on top
    assert zone_codes(g, owner, "deck")[-2:] == [PURPLE, PINK], code


def test_pr62_sunny_rays_may_reorder_the_top_2_cards_of_your_deck():
    _look_and_reorder("PR62", 0)


def test_pr68_fiddly_faddle_may_reorder_the_top_2_cards_of_your_opponents_deck():
    _look_and_reorder("PR68", 1)


def test_pr72_savoir_fare_gives_another_of_your_characters_there_2_power():
    b = rich_board()
    pal = b.add(BLUE, 0, "play", "problem:1")
    g = play(b, "PR72", "problem:1", f"card:{pal}")
    assert power.power(g, pal) == 2 + 2


def test_pr77_rarity_nest_weaver_may_take_a_card_from_your_discard_pile():
    b = rich_board()
    lost = b.add(PINK, 0, "discard")
    g = play(b, "PR77", "home:0", "yes", f"card:{lost}")
    assert PINK in zone_codes(g, 0, "hand") and not g.s["players"][0]["discard"]


def test_pr11_cloudchaser_next_friend_costs_1_less():
    b = rich_board(tokens=1)
    chaser = b.add("PR11", 0, "play", "home:0")
    card = b.add("PR21", 0, "hand")  # Gala Appleby costs 1
    pricier = b.add("MT21", 0, "hand")  # Smart Cookie costs 2
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"play|{pricier}|")]
    activate(g, chaser)
    assert g.card(chaser)["exhausted"]
    answer(g, f"play|{pricier}|home:0")
    assert g.s["players"][0]["tokens"] == 0 and any(g.spec(i).code == "MT21" for i in g.s["play"])
    assert card in g.s["players"][0]["hand"]


def test_pr151_two_bits_next_card_costs_2_less():
    b = rich_board(tokens=0)
    bits = b.add("PR151", 0, "play", "home:0")
    card = b.add("MT21", 0, "hand")  # costs 2
    g = shipped_game(b)
    activate(g, bits)
    assert bits not in g.s["cards"] and "PR151" in zone_codes(g, 0, "discard")
    answer(g, f"play|{card}|home:0")
    assert any(g.spec(i).code == "MT21" for i in g.s["play"])


def test_pr151_two_bits_then_a_troublemaker_played_face_down_is_the_next_card():
    """Judge: Two Bits' "reduce the cost of the next card you play this turn by [2]", then P0
    plays PR152 Ahuizotl face-down (609.2c: playing a card, for [1]): it costs nothing and
    spends the discount, so Smart Cookie after it costs her full 2."""
    b = rich_board(tokens=2)
    bits = b.add("PR151", 0, "play", "home:0")
    tm = b.add("PR152", 0, "hand")
    card = b.add("MT21", 0, "hand")  # costs 2
    g = shipped_game(b)
    activate(g, bits)
    assert power.troublemaker_play_cost(g, 0, "problem:1") == 0
    answer(g, f"tm|{tm}|problem:1")
    assert g.s["players"][0]["tokens"] == 2
    assert power.play_cost(g, 0, card, "home:0", None) == 2


def test_pr151_two_bits_is_dismissed_for_its_cost_and_what_answers_a_dismissal_sees_it():
    """"Dismiss this card to ..." dismisses it (410.2: retiring is not dismissing): P0's Silver
    Spanner ("Reaction: When one of your Resources is dismissed, ...") is offered its reaction."""
    b = rich_board(tokens=0)
    bits = b.add("PR151", 0, "play", "home:0")
    spanner = b.add("PR32", 0, "play", "home:0")
    g = shipped_game(b)
    activate(g, bits)
    assert "PR151" in zone_codes(g, 0, "discard")
    assert f"703.1d: Two Bits #{bits} is dismissed to P0's discard pile" in log_text(g, numbers_now=False).splitlines()
    assert any(k.startswith(f"act|{spanner}|") for k in keys(g))


# ----- Events that give power -------------------------------------------------------------------


def test_pr95_spread_your_wings_gives_loyalty_and_laughter():
    b = rich_board()
    pony = b.add(BLUE, 0, "play", "problem:0")
    g = play(b, "PR95", "event", f"card:{pony}")
    assert power.power(g, pony) == 2 + 2


def test_pr99_royal_guidance_gives_kindness_and_magic():
    b = rich_board()
    pony = b.add(YELLOW, 0, "play", "problem:0")
    g = play(b, "PR99", "event", f"card:{pony}")
    assert power.power(g, pony) == 2 + 2


def test_pr112_eeyup_gives_4_honesty():
    b = rich_board()
    pony = b.add(BLUE, 0, "play", "problem:0")
    g = play(b, "PR112", "event", f"card:{pony}")
    assert power.power(g, pony) == 2 + 4


def test_pr126_watch_in_awe_gives_2_magic():
    b = rich_board()
    pony = b.add(BLUE, 0, "play", "problem:0")
    g = play(b, "PR126", "event", f"card:{pony}")
    assert power.power(g, pony) == 2 + 2


# ----- continuous texts and Resources at home ---------------------------------------------------


def test_pr61_spring_forward_2_power_for_each_opposing_character_at_its_problem():
    b = Board()
    spring = b.add("PR61", 0, "play", "problem:1")
    b.add(BLUE, 1, "play", "problem:1")
    b.add(BLUE, 1, "play", "problem:0")  # elsewhere
    g = shipped_game(b)
    assert power.power(g, spring) == 2 + 2
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    assert power.power(shipped_game(b), spring) == 2 + 4


def test_pr132_carousel_boutique_dismisses_itself_to_take_a_card_from_discard():
    b = Board()
    shop = b.add("PR132", 0, "play", "home:0")
    lost = b.add(PINK, 0, "discard")
    g = shipped_game(b)
    activate(g, shop, f"card:{lost}")
    assert PINK in zone_codes(g, 0, "hand") and zone_codes(g, 0, "discard") == ["PR132"]


def test_pr145_sweet_apple_acres_makes_the_opponent_choose_and_discard():
    b = Board()
    b.players[0] = {"tokens": 1}
    acres = b.add("PR145", 0, "play", "home:0")
    b.add(BLUE, 1, "hand")
    kept = b.add(PINK, 1, "hand")
    g = shipped_game(b)
    activate(g, acres)
    d = g.pending()
    assert d.kind != "priority" and d.player == 1  # the opponent chooses
    answer(g, next(k for k in keys(g) if str(kept) not in k))
    assert zone_codes(g, 1, "discard") == [BLUE] and PINK in zone_codes(g, 1, "hand")
    assert g.card(acres)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_pr150_tricksy_hat_moves_an_opponents_character_home():
    b = Board()
    b.players[0] = {"tokens": 1}
    hat = b.add("PR150", 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b)
    activate(g, hat, f"card:{foe}")
    assert g.card(foe)["area"] == "home:1"
    assert g.card(hat)["exhausted"] and g.s["players"][0]["tokens"] == 0


# ----- faceoffs ---------------------------------------------------------------------------------

# Friends named like the Mane Six, whose texts do nothing in a faceoff
NAMED = {"Rainbow Dash": "PR15", "Applejack": "PR24", "Pinkie Pie": "PR45", "Twilight Sparkle": "PR64",
         "Rarity": "PR77", "Fluttershy": "PR84"}


def _challenge(b: Board, tm_code: str = TROUBLEMAKER, event: int | None = None):
    """P0 challenges P1's Troublemaker at problem:0 (P1's card `tm_code`), playing the
    Faceoff Event `event` from hand when it is offered; the game after the faceoff."""
    g, _ = challenge(b, tm_code)
    played = event is None
    while g.pending() is not None and g.s["phase"] == "troublemaker":
        available = keys(g)
        if not played and f"play|{event}|event" in available:
            answer(g, f"play|{event}|event")
            played = True
        elif g.pending().kind == "priority":
            answer(g, "pass")
        else:
            answer(g, *available[: max(1, g.pending().min)])
    assert played, "the Faceoff Event was never offered"
    return g


def _flips(g, player: int) -> int:
    return log_text(g).count(f"P{player} flips ")


def _flip_more_if_named(code: str, first: str, second: str) -> None:
    for names, extra in (((first, second), 2), ((first,), 1), ((second,), 1)):
        b = Board()
        b.players[0] = {"tokens": 3}
        for name in names:
            b.add(NAMED[name], 0, "play", "problem:0")
        b.add(BLUE, 0, "play", "problem:0")
        event = b.add(code, 0, "hand")
        g = _challenge(b, event=event)
        assert _flips(g, 0) == 1 + extra and _flips(g, 1) == 1, (code, names)


def test_pr119_straighten_up_and_fly_right_flips_more_with_twilight_or_fluttershy():
    _flip_more_if_named("PR119", "Twilight Sparkle", "Fluttershy")


def test_pr119_straighten_up_and_fly_right_with_neither_named_says_nothing_happens():
    """Played with neither Twilight Sparkle nor Fluttershy involved, its text does nothing: the
    log says so, naming the condition of its instruction that is not met and whose text it
    is, between the Event's being played and its discarding (705.2e), and no card is flipped."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add(BLUE, 0, "play", "problem:0")
    event = b.add("PR119", 0, "hand")
    g = _challenge(b, event=event)
    lines = log_text(g).splitlines()
    played = lines.index("705.2a: P0 plays Straighten Up & Fly Right")
    discarded = next(i for i, t in enumerate(lines) if t.startswith("304.2: Straighten Up & Fly Right #")
                     and t.endswith(" is put into P0's discard pile"))
    said = [t for t in lines[played:discarded] if t.startswith("705.2e:")]
    assert len(said) == 1 and said[0].startswith(
        "705.2e: Nothing happens: “If you have Twilight Sparkle or Fluttershy involved in this faceoff” is not met "
        "(by the text of Straighten Up & Fly Right #"), said
    assert _flips(g, 0) == 1


def test_pr119_with_twilight_sparkle_involved_logs_no_nothing_happens():
    """The line is only for a text that did nothing: Straighten Up & Fly Right with Twilight
    Sparkle involved flips, and no "Nothing happens" is logged."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add(NAMED["Twilight Sparkle"], 0, "play", "problem:0")
    event = b.add("PR119", 0, "hand")
    g = _challenge(b, event=event)
    assert _flips(g, 0) == 2 and "Nothing happens" not in log_text(g)


def test_pr121_team_effort_flips_more_with_applejack_or_twilight():
    _flip_more_if_named("PR121", "Applejack", "Twilight Sparkle")


def test_pr122_the_big_guns_flips_more_with_rainbow_dash_or_pinkie_pie():
    _flip_more_if_named("PR122", "Rainbow Dash", "Pinkie Pie")


def test_pr125_undercover_adventure_flips_more_with_rainbow_dash_or_rarity():
    _flip_more_if_named("PR125", "Rainbow Dash", "Rarity")


def test_pr129_working_together_flips_more_with_applejack_or_fluttershy():
    _flip_more_if_named("PR129", "Applejack", "Fluttershy")


def test_pr199_big_mac_flips_an_additional_card_in_its_faceoffs():
    b = Board()
    b.add("PR199", 0, "play", "problem:0")
    g = _challenge(b)
    assert (_flips(g, 0), _flips(g, 1)) == (2, 1)


def test_pr159_wild_manticore_flips_an_additional_card_in_its_faceoffs():
    b = Board()
    for _ in range(3):
        b.add(PINK, 0, "play", "problem:0")
    g = _challenge(b, "PR159")
    assert (_flips(g, 0), _flips(g, 1)) == (1, 2)


def test_pr117_gotta_go_fast_moves_one_of_your_characters_to_a_problem():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")  # 2 blue to play it
    runner = b.add(PINK, 0, "play", "home:0")
    event = b.add("PR117", 0, "hand")
    g, tm = challenge(b)
    answer(g, f"play|{event}|event")
    then(g, f"card:{runner}", "problem:0")
    assert g.card(runner)["area"] == "problem:0"
    while g.pending() is not None and g.s["phase"] == "troublemaker":
        answer(g, "pass" if g.pending().kind == "priority" else keys(g)[0])
    assert tm not in g.s["cards"]  # 2 + 2 + 3 and a flip beat 4 and a flip


def test_pr131_assault_cake_may_go_on_top_of_your_deck_when_a_faceoff_begins():
    b = Board()
    for _ in range(3):
        b.add(PINK, 0, "play", "problem:0")
    cake = b.add("PR131", 0, "play", "home:0")
    g, _ = challenge(b)
    react = acts(g, cake)
    assert react, keys(g)
    answer(g, react[0])
    assert cake not in g.s["cards"] and "PR131" in (zone_codes(g, 0, "deck") + zone_codes(g, 0, "flip"))


def test_pr43_goldengrape_may_search_for_a_friend_when_winning_a_problem_faceoff():
    b = _problem_faceoff_board("PR43")
    wanted = b.add(PINK, 0, "deck")
    b.deck_top(BLUE, 0)  # (the top card is flipped in the faceoff)
    g = run_turn(b, "score", "score", f"card:{wanted}")
    assert PINK in zone_codes(g, 0, "hand")


def test_pr47_pinprick_dismisses_an_opponents_friend_involved_when_winning_a_problem_faceoff():
    b = _problem_faceoff_board("PR47")
    involved = [c["iid"] for c in b.cards if c["owner"] == 1 and c["area"] == "problem:0" and c["card"] == BLUE]
    away = b.add(BLUE, 1, "play", "problem:1")
    g = run_turn(b, "score", "score", f"card:{involved[0]}")
    assert involved[0] not in g.s["cards"] and away in g.s["play"]


def _problem_faceoff_board(code: str) -> Board:
    """P0 confronts their own Problem with `code`, three pink Friends and a strong lead;
    P1 can confront it too (a Problem faceoff that P0 wins)."""
    b = Board()
    b.add(code, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    for _ in range(3):
        b.add(PINK, 0, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.add("PR161", 0, "problem_deck")
    return b


# ----- uncovering, confronting, Problems entering play -------------------------------------------


def _uncover(b: Board, *prefer: str):
    """Run P0's Uncover Step (their face-down Troublemakers turn face up)."""
    g = shipped_game(b, phase="troublemaker", step="uncover")
    while g.pending() is not None and g.pending().kind not in ("priority", "challenge"):
        available = keys(g)
        wanted = [k for k in (*prefer, "yes") if k in available]
        answer(g, *(wanted[:1] or available[: max(1, g.pending().min)]))
    return g


def test_pr27_coco_crusoe_an_opponent_discards_2_at_random_when_you_uncover_there():
    for where, discards in (("problem:1", 2), ("problem:0", 0)):
        b = Board()
        b.add("PR27", 0, "play", "problem:1")
        hidden = b.add(TROUBLEMAKER, 0, "play", where, face_down=True)
        for _ in range(3):
            b.add(BLUE, 1, "hand")
        g = _uncover(b)
        assert not g.card(hidden)["face_down"]
        assert len(g.s["players"][1]["discard"]) == discards and len(g.s["players"][1]["hand"]) == 3 - discards


def test_pr66_big_shot_may_exhaust_to_score_when_a_troublemaker_there_is_uncovered():
    b = Board()
    shot = b.add("PR66", 0, "play", "problem:1")
    b.add(TROUBLEMAKER, 0, "play", "problem:1", face_down=True)
    g = _uncover(b)
    assert g.card(shot)["exhausted"] and g.s["players"][0]["score"] == 1


def test_pr74_lotus_blossom_may_put_a_card_from_discard_on_top_of_your_deck_when_confronting():
    b = Board()
    b.add("PR74", 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    lost = b.add(PINK, 0, "discard")
    g = run_turn(b, "score", "score", f"card:{lost}")
    assert g.s["players"][0]["score"] >= 1 and not g.s["players"][0]["discard"]
    assert PINK in zone_codes(g, 0, "deck") + zone_codes(g, 0, "hand")  # (P0 may have drawn it since)


def test_pr193_ponynapped_the_confronting_player_frightens_one_of_their_friends_there():
    b = Board(problems=("PR193", "PR190"))
    b.add(WHITE, 0, "play", "problem:0")
    b.add(WHITE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")  # 4 white and 4 other
    g = run_turn(b, "score", "score")
    assert g.s["players"][0]["score"] >= 1
    ours = [i for i in g.s["play"] if g.card(i)["ctrl"] == 0 and g.is_type(i, "friend")]
    assert sum(bool(g.card(i)["frightened"]) for i in ours) == 1


def test_pr166_the_problem_with_parasprites_may_move_a_character_after_defeating_a_troublemaker():
    b = Board(problems=("PR166", "PR190"))
    mover = b.add(PINK, 0, "play", "problem:0")
    for _ in range(2):
        b.add(PINK, 0, "play", "problem:0")
    g, tm = challenge(b)
    while g.pending() is not None and g.s["phase"] == "troublemaker":
        available = keys(g)
        wanted = [k for k in ("yes", f"card:{mover}", "problem:1") if k in available]
        answer(g, *(wanted[:1] or (["pass"] if g.pending().kind == "priority" else available[:1])))
    assert tm not in g.s["cards"] and g.card(mover)["area"] == "problem:1"


def _problem_played(code: str) -> Board:
    """P0's confronted Problem is solved and replaced by `code` from their Problem deck."""
    b = Board()
    b.add(PINK, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.add(code, 0, "problem_deck")
    return b


def test_pr179_may_the_best_pet_win_lets_its_owner_search_for_a_critter_friend():
    b = _problem_played("PR179")
    pet = b.add(CRITTER, 0, "deck")
    b.deck_top(BLUE, 0)  # (the top card is flipped in the faceoff)
    g = run_turn(b, "score", "score", f"card:{pet}")
    assert g.spec(g.problem_card("problem:0")).code == "PR179"
    assert CRITTER in zone_codes(g, 0, "hand") and CRITTER not in zone_codes(g, 0, "deck")


def test_pr187_parasprite_pandemic_lets_each_player_search_for_a_troublemaker():
    b = _problem_played("PR187")
    mine = b.add(TROUBLEMAKER, 0, "deck")
    theirs = b.add(TROUBLEMAKER, 1, "deck")
    b.deck_top(BLUE, 0)  # (the top cards are flipped in the faceoff)
    b.deck_top(BLUE, 1)
    g = run_turn(b, "score", "score", f"card:{mine}", f"card:{theirs}")
    assert g.spec(g.problem_card("problem:0")).code == "PR187"
    assert TROUBLEMAKER in zone_codes(g, 0, "hand") and TROUBLEMAKER in zone_codes(g, 1, "hand")


def test_pr187_parasprite_pandemic_each_player_searches_in_turn_as_nothing_can_differ():
    """801.1, pinned: "each player may search their deck for a Troublemaker, reveal it, put it
    into their hand, and shuffle their deck" stays one player after the other. Nothing one
    player's search does reaches the other's deck, hand or choices, so deciding together
    could not change any result: P0 searches and takes theirs before P1 is asked."""
    b = Board()
    mine = b.add(TROUBLEMAKER, 0, "deck")
    theirs = b.add(TROUBLEMAKER, 1, "deck")
    g = problem_enters(b, "PR187")
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    answer(g, f"card:{mine}")
    assert TROUBLEMAKER in zone_codes(g, 0, "hand") and TROUBLEMAKER not in zone_codes(g, 1, "hand")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    answer(g, f"card:{theirs}")
    assert TROUBLEMAKER in zone_codes(g, 1, "hand")


def test_pr183_monster_of_a_minotaur_frightens_both_friends_as_one_occurrence():
    """801.1, 704.1b: "each player frightens an opponent's Friend": both players choose, then
    both Friends are frightened together, so P1's Gilda, Out of the Nest ("When this or
    another Friend is frightened") hears of P0's Friend too, though P0 chose her: two Pegasus
    tokens, not only the one for herself."""
    b = Board()
    gilda = b.add("MT7", 1, "play", "home:1")
    mine = b.add("PR36", 0, "play", "home:0")
    g = problem_enters(b, "PR183")
    offered = 0
    while g.pending().kind != "priority":
        offered += g.pending().kind == "may"
        answer(g, "yes" if "yes" in keys(g) else keys(g)[0])
    assert g.card(gilda)["frightened"] and g.card(mine)["frightened"]
    assert offered == 2 and len([i for i in g.s["play"] if g.card(i).get("token")]) == 2


def test_pr194_this_way_little_ones_may_move_a_critter_friend_there_from_home():
    b = _problem_played("PR194")
    critter = b.add(CRITTER, 0, "play", "home:0")
    g = run_turn(b, "score", "score", f"card:{critter}")
    assert g.spec(g.problem_card("problem:0")).code == "PR194"
    assert g.card(critter)["area"] == "problem:0"


def test_pr198_rainbow_dash_winged_wonder_may_move_up_to_3_friends_there():
    b = rich_board()
    card = b.add("PR198", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|problem:1")
    d = g.pending()  # "you may ... up to 3": one question, the Friends, none among the answers
    assert d.kind == "target" and (d.min, d.max) == (0, 3)
    moved = [int(k.split(":")[1]) for k in keys(g)[:3]]
    answer(g, *(f"card:{i}" for i in moved))
    assert g.pending().kind == "priority"  # "to that Problem": nothing more to ask
    assert all(g.card(i)["area"] == "problem:1" for i in moved)


def test_pr131_pr132_pr145_pr150_pr151_play_to_your_home():
    for code in ("PR131", "PR132", "PR145", "PR150", "PR151"):
        b = rich_board()
        card = b.add(code, 0, "hand")
        g = shipped_game(b)
        assert {k.split("|")[2] for k in keys(g) if k.startswith(f"play|{card}|")} == {"home:0"}, code
