"""Theme-deck Resources (305, 509) and Events (304, 512 timing, 512.4 reactions)."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import board, find
from tests.engine.helpers import Board, answer, keys, log_text, option_with


def _fake_faceoff(g, kind="problem", areas=("problem:0",), challenger=0, tm=None):
    g.s["faceoff"] = {"kind": kind, "areas": list(areas), "challenger": challenger, "tm": tm,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def test_pr143_ridiculous_outfit_weakens_opponents_there_in_the_score_phase():
    b = Board()
    pony = b.add("PR20", 0, "play", "problem:1")
    b.add("PR143", 0, "play", "problem:1", host=pony)
    foe = b.add("PR33", 1, "play", "problem:1")
    g = b.game()
    assert power.power(g, foe) == 2
    g.s["phase"] = "score"
    assert power.power(g, foe) == 1


def test_pr144_rubber_chicken_adds_two_pink_in_troublemaker_faceoffs():
    b = Board()
    pony = b.add("PR20", 0, "play", "problem:0")
    b.add("PR144", 0, "play", "problem:0", host=pony)
    g = b.game()
    assert power.power(g, pony) == 1
    _fake_faceoff(g, "troublemaker")
    assert power.power(g, pony) == 3


def test_pr149_too_much_pie_and_pr148_too_many_bandages():
    b = Board()
    pie = b.add("PR33", 1, "play", "problem:0")
    b.add("PR149", 0, "play", "problem:0", host=pie)
    band = b.add("PR33", 1, "play", "problem:0")
    b.add("PR148", 0, "play", "problem:0", host=band)
    g = b.game()
    assert (power.power(g, pie), power.power(g, band)) == (2, 0)
    g.s["phase"] = "score"
    assert power.power(g, pie) == -3  # 105.2: negative power stays negative when calculating power
    assert max(0, power.power(g, pie)) == 0


def test_pr135_fighting_for_friendship_and_pr142_outshine_them_all():
    b = Board()
    b.add("PR135", 0, "play", "problem:1", host=2 + 2)  # on P1's problem (iid 4)
    pony = b.add("PR20", 0, "play", "problem:1")
    g = b.game()
    _fake_faceoff(g, areas=("problem:1",))
    assert power.power(g, pony) == 2


def test_pr142_outshine_them_all_gains_a_token_when_winning_here():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")
    b.add("PR142", 0, "play", "problem:1", host=4)
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    b.players[0] = {"tokens": 0}
    g = b.game(phase="score", step="confront")
    assert g.s["players"][0]["score"] == 2
    if g.pending().kind == "trigger_order":
        answer(g, option_with(g, "Outshine"))
    assert any("P0 gains 1 action token" in t for _, _, t in g.log)


def test_pr141_marvelous_chapeau_lowers_the_requirement_with_three_white():
    b = Board()
    pony = b.add("PR79", 0, "play", "problem:1")  # Sugar Twist, white 2
    b.add("PR141", 0, "play", "problem:1", host=pony)
    g = b.game()
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 4)]
    b.add("PR76", 0, "play", "home:0")  # Noteworthy, white 1: now 3 white
    g = b.game()
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 3)]


def test_pr136_foal_free_press_discounts_the_next_card_after_uncovering():
    b = board(tokens=4)
    b.add("PR12", 0, "play", "home:0")  # 2 blue to play it
    b.add("PR136", 0, "play", "home:0")
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    card = b.add("PR12", 0, "hand")  # cost 2
    g = b.game(phase="troublemaker", step="uncover")
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"play|{card}|home:0")
    assert g.s["players"][0]["tokens"] == tokens - 1
    spent = [t for _, r, t in g.log if r == "705.2d"]
    assert spent == ["P0 pays 1 action token (printed 2, -1 from a discount given earlier this turn by the text of "
                     "Foal Free Press #26)"]


def test_pr140_lead_pony_badge_exhausts_two_to_ready_one():
    b = board()
    badge = b.add("PR140", 0, "play", "home:0")
    fresh = b.add("PR20", 0, "play", "home:0")
    tired = b.add("PR33", 0, "play", "problem:1", exhausted=True)
    g = b.game()
    answer(g, f"act|{badge}|")
    answer(g, f"card:{fresh}")
    answer(g, f"card:{tired}")
    assert g.card(badge)["exhausted"] and g.card(fresh)["exhausted"] and not g.card(tired)["exhausted"]


def test_pr134_critter_cuisine_pumps_critters_until_next_turn():
    b = board()
    cuisine = b.add("PR134", 0, "play", "home:0")
    critter = b.add("PR81", 0, "play", "problem:1")
    pony = b.add("PR20", 0, "play", "problem:1")
    g = b.game()
    answer(g, f"act|{cuisine}|")
    assert power.power(g, critter) == 3 and power.power(g, pony) == 1
    # the trait as cards print it, the color as color questions offer it
    assert "P0's Critter Friends get +1 Yellow (Kindness) power until the start of P0's next turn" in log_text(g)
    g.expire_mods("turn")
    assert power.power(g, critter) == 3
    g.expire_mods("next_turn:0")
    assert power.power(g, critter) == 2


def test_pr147_ponyville_express_reaction_scores_after_an_all_white_defeat():
    b = Board()
    for _ in range(3):
        b.add("PR79", 0, "play", "problem:0")  # Sugar Twist: white 2
    b.add("PR147", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.s["players"][0]["score"] == 1
    react = [k for k in keys(g) if k.startswith("act|")]
    assert react, "the Reaction should be offered in the window after the defeat"
    answer(g, react[0])
    assert g.s["players"][0]["score"] == 2
    assert not [k for k in keys(g) if k.startswith("act|")]


def test_dual_color_events_pr96_pr97_pr98_pr100_last_until_end_of_phase():
    for code, friend, colors in (("PR96", "PR36", ("white", "pink")), ("PR97", "PR12", ("blue", "white")),
                                 ("PR98", "PR33", ("orange", "purple")), ("PR100", "PR81", ("orange", "yellow"))):
        b = board()
        target = b.add(friend, 0, "play", "home:0")
        card = b.add(code, 0, "hand")
        g = b.game()
        answer(g, f"play|{card}|event")
        if g.pending().kind == "target":
            answer(g, f"card:{target}")
        assert power.power(g, target) == g.spec(target).power + 2, code
        assert set(colors) <= set(power.colors(g, target)), code
        g.expire_mods("phase")
        assert power.power(g, target) == g.spec(target).power


def test_single_color_events_pr103_pr120_pr116():
    for code, need in (("PR103", "PR79"), ("PR120", "PR12"), ("PR116", "PR81")):
        b = board()
        b.add(need, 0, "play", "home:0")
        target = b.add("PR20", 0, "play", "problem:1")
        card = b.add(code, 0, "hand")
        g = b.game()
        answer(g, f"play|{card}|event")
        answer(g, f"card:{target}")
        assert power.power(g, target) == 3, code


def test_pr110_downright_dangerous_shrinks_and_dismisses_at_zero():
    b = board()
    b.add("PR36", 0, "play", "home:0")
    big = b.add("PR36", 1, "play", "problem:1")
    small = b.add("PR20", 1, "play", "problem:1")
    card = b.add("PR110", 0, "hand")
    card2 = b.add("PR110", 0, "hand")
    g = b.game()
    answer(g, f"play|{card}|event")
    answer(g, f"card:{big}")
    assert power.power(g, big) == 1 and big in g.s["cards"]
    answer(g, f"play|{card2}|event")
    answer(g, f"card:{small}")
    assert small not in g.s["cards"]


def test_pr109_double_check_the_checklist_reorders_the_top_three():
    b = board()
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")
    a = b.deck_top("PR36", 0)
    c = b.deck_top("PR37", 0)
    d = b.deck_top("PR38", 0)  # top of the deck
    card = b.add("PR109", 0, "hand")
    g = b.game()
    answer(g, f"play|{card}|event")
    answer(g, f"card:{a}")  # a goes highest
    answer(g, f"card:{d}")
    deck = g.s["players"][0]["deck"]
    assert deck[-3:] == [c, d, a]


def test_pr130_yay_pumps_characters_at_opponents_problems_until_the_faceoff_ends():
    b = Board()
    for _ in range(4):
        b.add("PR20", 0, "play", "problem:0")
    b.add("PR81", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")  # 2 yellow needed to play Yay!
    yay = b.add("PR130", 0, "hand")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    # problem:0 is P0's own Problem: Yay! does nothing there, but it is playable in a faceoff
    assert f"play|{yay}|event" in keys(g)


def test_pr111_duck_and_cover_ignores_a_flip_and_flips_again():
    b = Board()
    for _ in range(3):
        b.add("PR33", 0, "play", "problem:0")  # orange 2 each: 6 power, and 3+ orange
    duck = b.add("PR111", 0, "hand")
    tm = b.add("PR158", 1, "play", "problem:0")  # Timberwolf power 6
    b.players[0] = {"tokens": 1}
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    # the opening window offered nothing; after the flips P0 may react (512.4d)
    react = [k for k in keys(g) if k.startswith(f"react|{duck}|")]
    assert react
    first_flip = g.s["faceoff"]["flipped"][0][0]
    answer(g, react[0])
    assert first_flip in g.s["faceoff"]["ignored"]
    assert len(g.s["faceoff"]["flipped"][0]) >= 2
    assert find(g, "PR111", "discard", owner=0)


def test_pr102_a_bully_and_a_beast_only_while_the_opponent_challenges():
    b = Board()
    b.add("PR33", 1, "play", "home:1")
    b.add("PR33", 1, "play", "home:1")
    bully = b.add("PR102", 1, "hand")
    for _ in range(5):
        b.add("PR20", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    seen = False
    for _ in range(6):
        d = g.pending()
        if d is None or g.s["faceoff"] is None:
            break
        react = [k for k in d.option_keys() if k.startswith(f"react|{bully}|")]
        if react and d.player == 1:
            seen = True
            answer(g, react[0])
            break
        answer(g, "pass")
    assert seen
    assert len(g.s["players"][1]["flip"]) == 2 or g.s["faceoff"] is None


def test_pr107_creme_de_la_creme_after_winning_by_five():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(4):
        b.add("PR79", 0, "play", "problem:1")  # white 2 each
    creme = b.add("PR107", 0, "hand")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    g = b.game(phase="score", step="confront")
    while g.pending() is not None and not [k for k in keys(g) if k.startswith("react|")]:
        answer(g, "pass")
    score = g.s["players"][0]["score"]
    answer(g, next(k for k in keys(g) if k.startswith(f"react|{creme}|")))
    assert g.s["players"][0]["score"] == score + 1
    assert find(g, "PR107", "discard", owner=0)


def test_until_the_end_of_the_phase_ends_before_the_score_phase():
    """PR98 Apples and Oranges in the Main Phase does not help confront in the Score Phase."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"  # Twilight (purple 1) at Cloudbursting: 1 blue + 1 not blue
    b.add("PR33", 0, "play", "home:0")
    card = b.add("PR98", 0, "hand")
    b.players[0] = {"tokens": 2}
    g = b.game()
    answer(g, f"play|{card}|event")
    answer(g, f"card:{b.mane[0]}")
    assert power.power(g, b.mane[0]) == 3
    answer(g, "pass")
    assert g.s["players"][0]["score"] == 0  # the boost ended with the Main Phase
    assert power.power(g, b.mane[0]) == 1


def test_pr113_heres_your_invitation_dismisses_an_opposing_friend_with_one_power_or_less():
    """Only an opponent's Friend with 1 power or less may be chosen (705.2e: the 2-power
    one is not offered), and the chosen one is dismissed (409)."""
    b = board()
    for _ in range(3):
        b.add("PR36", 0, "play", "home:0")  # 3 pink for the requirement
    weak = b.add("PR20", 1, "play", "problem:1")
    strong = b.add("PR33", 1, "play", "problem:1")
    invite = b.add("PR113", 0, "hand")
    g = b.game()
    answer(g, f"play|{invite}|event")
    if g.pending().kind == "target":
        assert f"card:{strong}" not in keys(g)
        answer(g, f"card:{weak}")
    assert weak not in g.s["cards"] and strong in g.s["play"]
    assert find(g, "PR20", "discard", owner=1)


def test_pr139_hard_hat_is_played_on_a_friend_and_gives_it_stubborn():
    b = board()
    b.add("PR33", 0, "play", "home:0")
    pony = b.add("PR33", 0, "play", "home:0")  # 2 orange for the requirement
    hat = b.add("PR139", 0, "hand")
    g = b.game()
    assert not power.has_keyword(g, pony, "Stubborn")
    # played on a Friend only: not at home, not on the Mane Character
    assert {k for k in keys(g) if k.startswith(f"play|{hat}|")} == {f"play|{hat}|on:{pony}", f"play|{hat}|on:{pony - 1}"}
    answer(g, f"play|{hat}|on:{pony}")
    placed = find(g, "PR139")  # 410.6: a new id in play
    assert len(placed) == 1 and g.card(placed[0])["host"] == pony
    assert power.has_keyword(g, pony, "Stubborn")


def test_pr130_yay_says_how_long_its_power_lasts():
    """Yay!'s line says its duration, as every power line does: "... get +1 power until the end
    of the faceoff" (708.2)."""
    b = Board()
    for _ in range(4):
        b.add("PR20", 0, "play", "problem:1")
    b.add("PR81", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")  # 2 yellow needed to play Yay!
    yay = b.add("PR130", 0, "hand")
    tm = b.add("PR157", 1, "play", "problem:1")
    g = b.game(phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    answer(g, f"play|{yay}|event")
    assert ("P0's characters at an opponent's Problem get +1 power until the end of the faceoff "
            "(by the text of Yay!") in log_text(g)
