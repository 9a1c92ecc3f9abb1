"""Texts printed on one card of Absolute Discord, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

import re

from engine.mlp.effects import home_limits, problems
from engine.mlp.procedures import actions
from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import (
    BIG,
    BLUE,
    CONFRONTERS,
    CRITTER,
    ORANGE,
    PINK,
    PURPLE,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    activate,
    acts,
    board,
    challenge,
    challenge_gala,
    confront_board,
    confront_own,
    confronted,
    find,
    flipped,
    gala_board,
    golden_parachute,
    in_faceoff,
    in_play,
    play,
    problem_faceoff,
    rich_board,
    run_turn,
    settle,
    start_challenge,
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
    zone_codes,
)


def test_ad46_mr_waddle_has_minus_three_power_in_the_opponents_score_phase_only():
    b = Board()
    waddle = b.add("AD46", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, waddle) == 3  # P0's Main Phase
    g.s["phase"] = "score"
    assert power.power(g, waddle) == 3  # its controller's own Score Phase
    g.s["turn_player"] = 1
    assert power.power(g, waddle) == 3 - 3


def test_ad83_twilight_discorded_counts_each_color_among_friends_in_discard_piles_once():
    b = Board()
    twilight = b.add("AD83", 0, "play", "home:0")  # printed power 2
    b.add("PR36", 0, "discard")  # pink
    b.add("PR33", 0, "discard")  # orange
    b.add("PR36", 1, "discard")  # pink again, in the other pile
    b.add("EO134", 1, "discard")  # blue and purple, but an Event
    g = shipped_game(b)
    assert power.power(g, twilight) == 2 + 2


# --- the Assets: "While you have no [color] Friends, you may exhaust this card. If you do, this
# card is also a [color] Friend until the end of the phase."


def _asset_board(code: str, *friends: str) -> tuple[Board, int]:
    """P0's Main Phase with the Asset `code` at home and these Friends beside it."""
    b = board(tokens=3)
    asset = b.add(code, 0, "play", "home:0")
    for friend in friends:
        b.add(friend, 0, "play", "home:0")
    return b, asset


def test_ad126_boulder_is_an_honesty_friend_that_meets_a_play_requirement_until_the_phase_ends():
    b, boulder = _asset_board("AD126", BLUE)
    cobbler = b.add("PR22", 0, "hand")  # Apple Cobbler: needs 1 [Honesty]
    g = shipped_game(b)
    assert not g.is_character(boulder) and f"play|{cobbler}|home:0" not in keys(g)
    assert power.color_power(g, 0, "orange") == 0
    activate(g, boulder)
    assert g.card(boulder)["exhausted"]
    assert g.is_type(boulder, "friend") and g.is_type(boulder, "resource")  # also a Friend: still a Resource
    assert boulder in g.characters(0) and boulder in g.characters_at("home:0", 0)
    assert power.colors(g, boulder) == ("orange",) and power.power(g, boulder) == 2
    assert power.color_power(g, 0, "orange") == 2
    assert f"{g.name(boulder)} is also an Orange (Honesty) Friend until the end of the phase" in log_text(g)
    assert f"play|{cobbler}|home:0" in keys(g)
    assert not acts(g, boulder)  # exhausted: it can't be used again
    g.expire_mods("phase")  # the Main Phase ends
    assert not g.is_character(boulder) and boulder not in g.characters(0)
    assert power.colors(g, boulder) == () and power.color_power(g, 0, "orange") == 0


def test_ad126_boulder_is_not_offered_while_its_controller_has_an_honesty_friend():
    b, boulder = _asset_board("AD126", ORANGE)
    g = shipped_game(b)
    assert not acts(g, boulder)
    b, boulder = _asset_board("AD126")
    b.add(ORANGE, 1, "play", "home:1")  # the opponent's Honesty Friend does not count
    g = shipped_game(b)
    assert acts(g, boulder)


def test_ad126_boulder_stops_being_a_friend_when_the_main_phase_ends():
    b, boulder = _asset_board("AD126")
    g = shipped_game(b)
    activate(g, boulder)
    assert g.is_character(boulder)
    answer(g, "pass")  # P0 ends the Main Phase
    assert (g.s["turn"], g.s["phase"]) != (3, "main")
    assert not g.is_character(boulder) and g.card(boulder)["zone"] == "play"
    assert "Boulder" in log_text(g)


def test_ad126_boulder_moved_to_a_problem_as_a_friend_stays_there_as_a_resource():
    """Also a Friend, Boulder is one of P0's characters and can be moved like any (506.3);
    once the phase ends it is a Resource again, at the Problem it was moved to: no rule puts
    a Resource back at its owner's home (305.1a places one only as it enters play), and the
    game sends home only characters (511.5, 613.2). A judge's reading (docs/engine.md)."""
    b, boulder = _asset_board("AD126")
    g = shipped_game(b)
    activate(g, boulder)
    answer(g, f"move|{boulder}|problem:0")
    assert g.card(boulder)["area"] == "problem:0" and boulder in g.characters_at("problem:0", 0)
    answer(g, "pass")  # P0 ends the Main Phase
    assert (g.s["turn"], g.s["phase"]) != (3, "main")
    assert not g.is_character(boulder) and g.is_type(boulder, "resource")
    assert g.card(boulder)["zone"] == "play" and g.card(boulder)["area"] == "problem:0"


def test_ad137_madame_le_flour_is_also_a_generosity_friend():
    b, flour = _asset_board("AD137", BLUE)
    g = shipped_game(b)
    activate(g, flour)
    assert power.colors(g, flour) == ("white",) and g.is_type(flour, "friend")
    assert not acts(shipped_game(_asset_board("AD137", WHITE)[0]), flour)


def test_ad140_mr_turnip_is_also_a_laughter_friend():
    b, turnip = _asset_board("AD140", BLUE)
    g = shipped_game(b)
    activate(g, turnip)
    assert power.colors(g, turnip) == ("pink",) and power.color_power(g, 0, "pink") == 2
    assert not acts(shipped_game(_asset_board("AD140", PINK)[0]), turnip)


def test_ad143_rocky_is_also_a_kindness_friend():
    b, rocky = _asset_board("AD143", BLUE)
    g = shipped_game(b)
    activate(g, rocky)
    assert power.colors(g, rocky) == ("yellow",) and g.is_type(rocky, "friend")
    assert not acts(shipped_game(_asset_board("AD143", YELLOW)[0]), rocky)


def test_ad143_rocky_why_not_names_the_kindness_friend_its_text_waits_for():
    """With a [Kindness] Friend in play Rocky's ability is not offered; asked why, the judge is
    told Rocky's own text and the Friend that keeps it off, not a rule about instructions."""
    b, rocky = _asset_board("AD143", YELLOW)
    g = shipped_game(b)
    assert not acts(g, rocky)
    said = "\n".join(mlp_table().why_not(g, "activate Rocky").lines())
    assert "Card text of Rocky" in said and "Blue Jay, Warbler" in said, said
    assert "While you have no [Kindness] Friends" in said and "705.2" not in said, said


def test_ad144_sir_lintsalot_is_also_a_loyalty_friend():
    b, lint = _asset_board("AD144", ORANGE)
    g = shipped_game(b)
    activate(g, lint)
    assert power.colors(g, lint) == ("blue",) and power.color_power(g, 0, "blue") == 2
    assert not acts(shipped_game(_asset_board("AD144", BLUE)[0]), lint)


def test_ad145_smarty_pants_counts_friends_only_not_the_magic_mane_character():
    b, smarty = _asset_board("AD145")  # P0's Mane, Twilight Sparkle, is [Magic]
    g = shipped_game(b)
    assert power.color_power(g, 0, "purple") > 0
    activate(g, smarty)
    assert power.colors(g, smarty) == ("purple",) and g.is_type(smarty, "friend")
    assert not acts(shipped_game(_asset_board("AD145", PURPLE)[0]), smarty)


# --- Events ------------------------------------------------------------------------------------


def test_ad102_making_a_difference_gives_a_loyalty_or_kindness_character_both_until_the_phase_ends():
    b = rich_board()
    blue = b.add(BLUE, 0, "play", "problem:0")
    pink = b.add(PINK, 0, "play", "problem:0")
    card = b.add("AD102", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert f"card:{blue}" in keys(g) and f"card:{pink}" not in keys(g)  # only a [Loyalty] or [Kindness] one
    printed = power.power(g, blue)
    answer(g, f"card:{blue}")
    assert power.power(g, blue) == printed + 1 + 1 and set(power.colors(g, blue)) == {"blue", "yellow"}
    g.expire_mods("phase")
    assert power.power(g, blue) == printed and power.colors(g, blue) == ("blue",)


def test_ad107_pinkie_apple_pie_gives_a_laughter_or_honesty_character_both_until_the_phase_ends():
    b = rich_board()
    orange = b.add(ORANGE, 0, "play", "problem:0")
    blue = b.add(BLUE, 0, "play", "problem:0")
    card = b.add("AD107", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert f"card:{orange}" in keys(g) and f"card:{blue}" not in keys(g)
    printed = power.power(g, orange)
    answer(g, f"card:{orange}")
    assert power.power(g, orange) == printed + 1 + 1 and set(power.colors(g, orange)) == {"orange", "pink"}
    g.expire_mods("phase")
    assert power.colors(g, orange) == ("orange",)


def test_ad99_fluttershys_epiphany_pumps_only_your_friends_and_drains_a_token():
    b, mine, theirs, cards = problem_faceoff(hand=("AD99",), tokens=3)  # it costs 3
    helpers = [b.add("PR81", 0, "play", "home:0") for _ in range(2)]  # [Kindness] for its requirement
    b.players[1] = {"tokens": 2}
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None and g.pending().player == 0
    seen = len(g.log)
    answer(g, f"play|{cards[0]}|event")  # nothing to unfrighten: the other two modes are chosen (707.2)
    lines = [text for _, _, text in g.log[seen:]]
    pumped = {line.split(" gets +1 power")[0] for line in lines if " gets +1 power until the end of the faceoff" in line}
    assert pumped == {g.name(i) for i in (*mine, *helpers)}  # P0's Friends, wherever they are
    assert not any(g.name(i) in pumped for i in (*theirs, g.s["players"][0]["mane"]))
    assert g.s["players"][1]["tokens"] == 2 - 1 and g.s["players"][0]["tokens"] == 3 - 3 + 1


def test_ad108_pinkies_epiphany_makes_the_next_card_cost_two_less():
    b = rich_board(tokens=9)
    small = b.add("PR20", 1, "play", "problem:1")  # a 1-power Friend to dismiss
    card = b.add("AD108", 0, "hand")
    big = b.add("PR199", 0, "hand")  # Big Mac: cost 5
    g = shipped_game(b)
    answer(g, f"play|{card}|event")  # no Friend in P0's discard pile: the other two modes (707.2)
    assert f"card:{small}" in keys(g)
    answer(g, f"card:{small}")
    assert small not in g.s["cards"] and zone_codes(g, 1, "discard") == ["PR20"]
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"play|{big}|home:0")
    assert g.s["players"][0]["tokens"] == tokens - (5 - 2)


# --- what actions cost ------------------------------------------------------------------------


def test_ad53_apple_bloom_taxes_opponents_moving_characters_to_her_problem_only():
    b = board(tokens=3)
    b.add("AD53", 1, "play", "problem:0")
    pony = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    assert power.move_cost(g, 0, pony, "problem:0") == 2 + 1
    assert power.move_cost(g, 0, pony, "problem:1") == 2
    assert power.move_cost(g, 1, pony, "problem:0") == 2  # her controller moves there for the usual cost
    answer(g, f"move|{pony}|problem:0")
    assert g.s["players"][0]["tokens"] == 0 and g.card(pony)["area"] == "problem:0"


def test_ad173_drained_dry_makes_the_draw_action_cost_two():
    b = Board(problems=("AD173", "PR190"))
    b.players[0] = {"tokens": 1}
    cheap = b.add("PR20", 0, "hand")  # (something P0 can still do with 1 token)
    g = shipped_game(b)
    assert g.pending().player == 0 and f"play|{cheap}|home:0" in keys(g)
    assert "draw" not in keys(g)  # 1 token is not enough now
    b.players[0] = {"tokens": 3}
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, "draw")
    assert g.s["players"][0]["tokens"] == 3 - 2 and len(g.s["players"][0]["hand"]) == hand + 1


def test_ad185_protect_and_serve_taxes_troublemakers_played_there_only():
    b = Board(problems=("AD185", "PR190"))
    b.players[0] = {"tokens": 1}
    tm = b.add("PR157", 0, "hand")
    g = shipped_game(b)
    assert f"tm|{tm}|problem:1" in keys(g) and f"tm|{tm}|problem:0" not in keys(g)
    b.players[0] = {"tokens": 2}
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert g.s["players"][0]["tokens"] == 0


# --- confronting these Problems -------------------------------------------------------------


def test_ad175_fear_itself_cant_be_confronted_while_a_face_down_troublemaker_is_there():
    b = confront_board("AD175")
    b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") is None and power.requirements(g, 1, "problem:0") is None
    assert "confronts" not in log_text(shipped_game(b, phase="score", step="confront"))
    g = confronted(confront_board("AD175"))  # with no face-down Troublemaker there, it can be
    assert power.requirements(g, 0, "problem:0") is not None


def test_ad186_reforming_a_draconequus_is_confronted_past_a_face_up_troublemaker():
    b = confront_board("AD186")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = shipped_game(b)
    assert not power.blocked_by_troublemaker(g, 0, "problem:0")
    b.cards[tm - 1]["area"] = "problem:1"  # the same Troublemaker at another Problem still blocks there
    b.cards[b.problem[1] - 1]["card"] = "PR168"
    g = shipped_game(b)
    assert power.blocked_by_troublemaker(g, 0, "problem:1")
    b = confront_board("AD186")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    assert "confronts" in log_text(shipped_game(b, phase="score", step="confront"))


def test_ad169_balloon_party_gone_wrong_taxes_an_opponent_whose_mane_is_boosted():
    b = Board(problems=("AD169", "PR190"))
    g = shipped_game(b)
    plain = power.requirements(g, 1, "problem:0")
    b.cards[b.mane[1] - 1]["boosted"] = True  # P1's Mane Character is on its Boosted side
    b.cards[b.mane[0] - 1]["boosted"] = True  # and the Problem's own player's too
    g = shipped_game(b)
    assert power.required_total(power.requirements(g, 1, "problem:0")) == power.required_total(plain) + 3
    mine = power.requirements(g, 0, "problem:0")
    b.cards[b.mane[0] - 1]["boosted"] = False
    assert mine == power.requirements(shipped_game(b), 0, "problem:0")  # its controller is not taxed


# --- home limits (212, 616.3) -------------------------------------------------------------------


def test_ad183_highly_contagious_reduces_each_players_home_limit_by_their_characters_there():
    b = Board(problems=("AD183", "PR190"))
    plain = [home_limits.home_limit(shipped_game(b), p) for p in (0, 1)]
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:0")
    b.add(BLUE, 1, "play", "problem:1")  # (not there)
    g = shipped_game(b)
    assert home_limits.home_limit(g, 0) == plain[0] - 2 and home_limits.home_limit(g, 1) == plain[1] - 1


def test_ad56_crackle_reduces_the_opponents_home_limit_by_their_assets_at_home():
    b = board()
    plain = [home_limits.home_limit(shipped_game(b), p) for p in (0, 1)]
    b.add("AD56", 0, "play", "home:0")
    b.add("AD126", 1, "play", "home:1")  # two Assets at P1's home
    b.add("AD143", 1, "play", "home:1")
    b.add("PR132", 1, "play", "home:1")  # Carousel Boutique: a Resource that is not an Asset
    b.add("AD145", 0, "play", "home:0")  # Crackle's own player's Asset doesn't count
    g = shipped_game(b)
    assert home_limits.home_limit(g, 1) == plain[1] - 2 and home_limits.home_limit(g, 0) == plain[0]


# --- readying ----------------------------------------------------------------------------------


def test_ad18_bessie_keeps_weak_friends_there_exhausted_through_the_ready_phase():
    b = Board()
    b.players[0], b.players[1] = {}, {"tokens": 2}
    b.add("AD18", 1, "play", "problem:0")  # P1's Bessie
    weak = b.add("PR20", 0, "play", "problem:0", exhausted=True)  # 1 power, there
    strong = b.add(PINK, 0, "play", "problem:0", exhausted=True)  # 3 power, there
    elsewhere = b.add("PR20", 0, "play", "problem:1", exhausted=True)  # 1 power, not there
    g = shipped_game(b, turn_player=1)
    answer(g, "pass")  # P1 ends their Main Phase; P0's turn begins with the Ready Phase
    assert g.s["turn_player"] == 0
    assert g.card(weak)["exhausted"] and "can't ready" in log_text(g)
    assert not g.card(strong)["exhausted"] and not g.card(elsewhere)["exhausted"]
    assert not g.ready(weak)  # nor can a text ready it


# --- "When you play the last card in your hand" -------------------------------------------------


def test_ad10_lightning_dust_may_frighten_a_friend_there_when_the_last_card_is_played():
    b = board(tokens=3)
    b.add("AD10", 0, "play", "problem:0")
    foe = b.add(BLUE, 1, "play", "problem:0")
    away = b.add(BLUE, 1, "play", "problem:1")
    last = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{last}|home:0")
    pass_until(g, kind="target")
    assert f"card:{foe}" in keys(g) and f"card:{away}" not in keys(g)  # a Friend there only
    answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"]


def test_ad10_lightning_dust_waits_while_cards_are_left_in_hand():
    b = board(tokens=3)
    b.add("AD10", 0, "play", "problem:0")
    foe = b.add(BLUE, 1, "play", "problem:0")
    first = b.add("PR20", 0, "hand")
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{first}|home:0")
    assert not g.card(foe)["frightened"] and "Lightning Dust" not in log_text(g).split("plays")[-1]


def test_ad16_tank_may_move_when_an_event_was_the_last_card_even_if_it_fills_the_hand_again():
    b = board(tokens=3)
    tank = b.add("AD16", 0, "play", "home:0")
    event = b.add("AD108", 0, "hand")  # Pinkie's Epiphany: may put a Friend from the discard pile into the hand
    b.add("PR20", 0, "discard")
    for _ in range(2):
        b.add(PINK, 0, "play", "home:0")  # its [Laughter] requirement
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    # (no Friend with 2 or less power to dismiss: the other two modes, 707.2) the Friend in the
    # discard pile goes back to the hand
    assert len(g.s["players"][0]["hand"]) == 1
    answer(g, "yes")  # Tank's "you may move this card"
    answer(g, "problem:0")
    assert g.card(tank)["area"] == "problem:0"
    assert g.s["players"][0]["tokens"] == 0  # the move is free (the Event cost all 3)


# --- uniqueness (516) ---------------------------------------------------------------------------


def test_ad199_trenderhoof_makes_cards_in_play_unique_so_duplicates_are_dismissed():
    b = board(tokens=3)
    b.add("CN76", 0, "play", "home:0")  # two different [Generosity] Friends for his requirement
    b.add("PR79", 0, "play", "home:0")
    mine = [b.add("PR20", 0, "play", "problem:0") for _ in range(2)]  # the same name twice
    theirs = [b.add("PR20", 1, "play", "problem:0"), b.add(BLUE, 1, "play", "problem:0")]
    trender = b.add("AD199", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{trender}|home:0")
    assert g.pending().kind == "uniqueness" and sorted(keys(g)) == sorted(f"card:{i}" for i in mine)
    answer(g, f"card:{mine[0]}")
    assert mine[0] not in g.s["cards"] and g.card(mine[1])["zone"] == "play"
    assert all(g.card(i)["zone"] == "play" for i in theirs)  # one of each name per player is fine
    assert power.is_unique(g, theirs[1]) and not power.is_unique(g, g.s["players"][0]["deck"][-1])


def test_ad77_flim_and_flam_let_a_player_confront_only_one_problem_a_turn():
    def confront_both(with_them: bool):
        b = board()
        b.cards[b.mane[0] - 1]["area"] = "problem:0"
        for area in ("problem:0", "problem:1"):
            for code in CONFRONTERS:
                b.add(code, 0, "play", area)
        if with_them:
            b.add("AD77", 1, "play", "home:1")  # the opponent's: "Players can't ..."
        g = shipped_game(b, phase="score", step="confront")
        answer(g, "problem:1")  # which Problem first (610.1)
        pass_until(g, phase="main")
        return log_text(g)

    assert confront_both(False).count("P0 confronts") == 2
    log = confront_both(True)
    assert log.count("P0 confronts") == 1 and "Multi Problem Faceoff" not in log


def test_ad49_trixie_makes_her_problem_unconfrontable_while_a_boosted_opposing_mane_is_there():
    b = confront_board("PR168")
    b.add("AD49", 1, "play", "problem:0")  # P1's Trixie at P0's Problem, where P0's Mane stands
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") is not None  # P0's Mane is not boosted
    b.cards[b.mane[0] - 1]["boosted"] = True
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") is None and power.requirements(g, 1, "problem:0") is None
    assert "confronts" not in log_text(shipped_game(b, phase="score", step="confront"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"  # the boosted Mane elsewhere: no effect
    assert power.requirements(shipped_game(b), 0, "problem:0") is not None


# --- Resources -----------------------------------------------------------------------------------


def test_ad123_bathrobe_gives_plus_three_only_while_its_friend_is_alone_at_its_problem():
    b = board()
    pony = b.add(BLUE, 0, "play", "problem:1")
    b.add("AD123", 0, "play", "problem:1", host=pony)
    g = shipped_game(b)
    printed = g.spec(pony).power
    assert power.power(g, pony) == printed + 3
    b.add(BLUE, 1, "play", "problem:1")  # another Friend there, even an opponent's
    assert power.power(shipped_game(b), pony) == printed
    b = board()
    pony = b.add(BLUE, 0, "play", "home:0")  # alone, but at home
    b.add("AD123", 0, "play", "home:0", host=pony)
    assert power.power(shipped_game(b), pony) == printed


def test_ad138_make_way_for_breezies_bars_the_opponents_strong_friends_from_that_problem():
    b = rich_board()
    breezies = b.add("AD138", 0, "hand")
    strong = b.add(PINK, 1, "hand")  # 3 power
    weak = b.add("PR20", 1, "hand")  # 1 power
    own = b.add(PINK, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{breezies}|on:{b.problem[1]}")  # on P1's Problem
    assert g.pending().player == 0
    assert f"play|{own}|problem:1" in keys(g)  # its controller is not barred
    assert problems.friend_barred(g, 1, strong, "problem:1")
    assert not problems.friend_barred(g, 1, strong, "problem:0")
    assert not problems.friend_barred(g, 1, weak, "problem:1")


def test_ad148_tea_set_may_pay_and_exhaust_for_players_to_flip_one_fewer_card():
    b = Board()
    b.players[0] = {"tokens": 2}
    tea = b.add("AD148", 0, "play", "home:0")
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    while "yes" not in keys(g):
        answer(g, keys(g)[0])
    answer(g, "yes")
    while g.s["faceoff"] is not None and g.pending() is not None:
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.card(tea)["exhausted"] and "P0 pays 1 action token" in log_text(g)
    assert "flips" not in log_text(g)  # each player flips 1 card, less 1: none


# --- Problems solved (613) -----------------------------------------------------------------------


def test_ad174_everfree_rescue_mission_dismisses_the_friends_that_were_there_when_solved():
    """"When this Problem is solved, dismiss each Friend here": the effect is made as the
    Problem is solved and reads the game as it was then (712.2), though 613.2 sends the
    Friends home before it is processed (712.1). The log says so before they are dismissed,
    or a judge reads Friends at home dismissed for nothing."""
    b = Board(problems=("AD174", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    mine = [b.add(PINK, 0, "play", "problem:0") for _ in range(2)] + [b.add(BLUE, 0, "play", "problem:0")]
    theirs = [b.add(PINK, 1, "play", "problem:0") for _ in range(3)]  # P1 meets it too: a Problem faceoff
    away = b.add(BLUE, 0, "play", "home:0")
    b.add("PR161", 0, "problem_deck")
    b.deck_top("PR31", 0)  # (P0 flips a 4-power Friend and wins: a faceoff no one wins solves nothing, 613.1)
    g = run_turn(b, "score", "score")
    assert g.spec(g.problem_card("problem:0")).code == "PR161"
    assert not any(i in g.s["cards"] and g.card(i)["zone"] == "play" for i in (*mine, *theirs))
    assert zone_codes(g, 0, "discard").count(PINK) == 2 and zone_codes(g, 1, "discard").count(PINK) == 3
    assert zone_codes(g, 0, "discard").count(BLUE) == 1
    assert g.card(away)["zone"] == "play" and g.card(b.mane[0])["zone"] == "play"  # not there; not a Friend
    lines = log_text(g).splitlines()
    said = ("712.2: “Dismiss each Friend here” acts on the Friends that were at Everfree Rescue Mission as it was "
            "solved, when the effect was made; rule 613.2 sent them to their homes as it was replaced (by the text "
            "of Everfree Rescue Mission)")  # (one bracket: "(613.2; by the text of ...)" read as a slip)
    assert said in lines
    dismissed = [n for n, line in enumerate(lines) if "is dismissed to" in line and "Everfree" in line]
    assert len(dismissed) == 6 and lines.index(said) < dismissed[0]


def test_ad187_restoring_friendships_lets_each_player_pay_to_ready_a_character_there():
    """801.1: "each player may pay [1] to ready a character here" is decided by every player
    before any character is readied or any token paid: P1 answers and chooses while P0's
    choice is still exhausted (and may choose it too), then both pay and both are readied."""
    b, _, _, _ = problem_faceoff(tokens=2)
    b.cards[b.problem[1] - 1]["card"] = "AD187"  # P1's Problem: P0 needs 8, P1 4 [Loyalty] and 3 more
    for _ in range(2):
        b.add(PINK, 0, "play", "problem:1")
        b.add(BLUE, 1, "play", "problem:1")
    tired = b.add(BLUE, 0, "play", "problem:1", exhausted=True)
    foe = b.add(BLUE, 1, "play", "problem:1", exhausted=True)
    b.players[1] = {"tokens": 1}
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "may" and g.pending().player == 0  # the turn player first
    answer(g, "yes")
    assert {f"card:{tired}", f"card:{foe}"} <= set(keys(g))  # any exhausted character there
    answer(g, f"card:{tired}")
    assert g.card(tired)["exhausted"] and g.s["players"][0]["tokens"] == 2  # nothing done yet
    assert g.pending().kind == "may" and g.pending().player == 1
    answer(g, "yes")
    assert {f"card:{tired}", f"card:{foe}"} <= set(keys(g))  # P0's choice is still exhausted
    answer(g, f"card:{foe}")
    assert not g.card(tired)["exhausted"] and g.s["players"][0]["tokens"] == 1
    assert not g.card(foe)["exhausted"] and g.s["players"][1]["tokens"] == 0


def test_ad180_friendship_test_pays_each_player_who_had_a_character_there_when_solved():
    b = Board(problems=("AD180", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BLUE, 0, "play", "problem:0")
    b.add(BLUE, 0, "play", "problem:0")  # P0 meets [Loyalty] 2 and 1 more
    for _ in range(2):
        b.add(PINK, 1, "play", "problem:0")  # P1 meets 4: a Problem faceoff
    b.add("PR161", 0, "problem_deck")
    g = run_turn(b, "score", "score")
    assert g.spec(g.problem_card("problem:0")).code == "PR161"
    gains = [line for line in log_text(g).splitlines() if "gains 1 action token" in line]
    assert any("P0 gains" in line for line in gains) and any("P1 gains" in line for line in gains)


def test_ad180_friendship_test_pays_only_players_with_a_character_there():
    b = Board(problems=("AD180", "PR190"))
    b.add(BLUE, 0, "play", "problem:0")  # only P0 has a character there as it is solved
    b.add(BLUE, 1, "play", "home:1")
    b.add("PR161", 0, "problem_deck")
    g = shipped_game(b, phase="score", step="solve", flags={"solved": ["problem:0"]})
    settle(g, until=lambda g: g.s["turn_player"] != 0)
    log = log_text(g)
    assert "P0 gains 1 action token" in log and "P1 gains 1 action token" not in log


# --- moved ------------------------------------------------------------------------------------------


def test_ad17_weather_mare_gets_a_counter_or_is_frightened_at_random_when_moved():
    outcomes = set()
    for seed in range(8):
        b = board(tokens=3)
        mare = b.add("AD17", 0, "play", "home:0")
        g = shipped_game(b, seed=seed)
        answer(g, f"move|{mare}|problem:0")
        c = g.card(mare)
        assert (c["counters"].get("power", 0) == 1) != c["frightened"]  # exactly one of the two
        outcomes.add("frightened" if c["frightened"] else "counter")
    assert outcomes == {"counter", "frightened"}  # no player picks: both happen over seeds


def test_ad17_weather_mare_is_not_triggered_by_another_card_moving():
    b = board(tokens=3)
    mare = b.add("AD17", 0, "play", "home:0")
    other = b.add(BLUE, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{other}|problem:0")
    assert not g.card(mare)["counters"] and not g.card(mare)["frightened"]


# --- Troublemakers ----------------------------------------------------------------------------------


def test_ad165_suri_polomare_makes_the_challenger_who_defeats_her_draw():
    b = board(tokens=0)
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    g, _ = challenge(b, "AD165")  # (no one can do anything: the faceoff runs to its end)
    log = log_text(g)
    assert "P0 defeats Suri Polomare" in log and "712: P0 draws 1 card" in log
    assert len(g.s["players"][0]["hand"]) == 1  # P0 had none


def test_ad165_suri_polomare_makes_a_losing_challenger_discard_at_random():
    b = board(tokens=0)
    b.add("PR20", 0, "play", "problem:0")  # 1 power against her 4
    kept = [b.add(BLUE, 0, "hand"), b.add(PINK, 0, "hand")]
    g, _ = challenge(b, "AD165")
    assert "P0 defeats" not in log_text(g) and "712: P1" not in log_text(g)
    assert sum(i in g.s["players"][0]["hand"] for i in kept) == 1 and len(g.s["players"][0]["discard"]) == 1
    (gone,) = zone_codes(g, 0, "discard")
    name = "Emerald Green, Cider Aficionado" if gone == BLUE else "Apple Brown Betty, Pastry Chef"
    assert re.search(rf"P0 discards {name} #\d+ \(now #\d+\) at random", log_text(g))  # the log says how it was picked


def test_ad164_spike_excessive_may_be_dismissed_by_an_opponent_paying_two_without_being_defeated():
    b = board(tokens=0)
    spike = b.add("AD164", 0, "play", "problem:1", face_down=True)
    b.players[1] = {"tokens": 2}
    g = shipped_game(b, phase="troublemaker", step="uncover")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    assert spike not in g.s["cards"] and zone_codes(g, 0, "discard") == ["AD164"]
    assert "P1 pays 2 action tokens" in log_text(g) and g.s["players"][1]["score"] == 0  # dismissed, not defeated
    assert "defeats" not in log_text(g)


def test_ad164_spike_excessive_stays_when_the_opponent_cant_pay():
    """Nothing is asked (705.2e), and the log says P1 can't pay [2]: not that Spike's text
    "finds nothing to act on", nor by P0's tokens (P0 is the card's controller, P1 the payer)."""
    b = board(tokens=0)
    spike = b.add("AD164", 0, "play", "problem:1", face_down=True)
    b.players[1] = {"tokens": 1}
    g = shipped_game(b, phase="troublemaker", step="uncover")
    assert g.card(spike)["zone"] == "play" and not g.card(spike)["face_down"]
    assert "“An opponent may pay [2] to dismiss this card” is not done: its cost is 2 action tokens; P1 has 1 (by the text of Spike" \
        in log_text(g)


def test_ad70_flitter_moves_for_one_to_a_problem_with_your_critter_or_foal():
    b = board(tokens=3)
    flitter = b.add("AD70", 0, "play", "home:0")
    b.add(CRITTER, 1, "play", "problem:0")  # the opponent's Critter doesn't count
    g = shipped_game(b)
    assert not acts(g, flitter)
    b.add("PR9", 0, "play", "problem:0")  # P0's Foal
    b.add(CRITTER, 0, "play", "problem:1")  # P0's Critter
    g = shipped_game(b)
    activate(g, flitter)
    assert sorted(keys(g)) == ["problem:0", "problem:1"]
    answer(g, "problem:1")
    assert g.card(flitter)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 3 - 1


# --- Chaos ---------------------------------------------------------------------------------------


def test_adneg3_slenderpony_flipped_loses_the_game_for_the_player_who_flipped_it():
    g, _ = flipped("AD-3")
    assert g.s["result"] is not None and g.s["result"]["winner"] == 1
    assert g.pending() is None and "P0 loses the game" in log_text(g)


def test_adneg3_slenderpony_flipped_by_both_players_names_the_text_that_ends_the_game():
    """Judge scenario: each player flips a [slenderpony] in the same faceoff. Both Chaos
    triggers wait as the faceoff's window is being opened, so the turn player's is processed
    first (511.7a.i): P0 loses and P1 wins at once (103.5, 103.3). The log says which card's
    text did it in the house form ("by the text of ..."), not the bare card name."""
    b, ids = gala_board(tokens=0)
    b.deck_top("AD-3", 0)
    b.deck_top("AD-3", 1)
    g = start_challenge(b, ids["tm"])
    p0_copy = g.s["faceoff"]["flipped"][0][0]
    assert g.s["result"]["winner"] == 1 and g.pending() is None
    assert f"P1 wins: P0 loses the game (by the text of [slenderpony] #{p0_copy})" in log_text(g)
    assert "([slenderpony])" not in log_text(g)


def _flipped_in_problem_faceoff(card: str) -> tuple[MlpGame, list[int], list[int]]:
    """P0 (no action tokens) confronts P1's Problem with `card` on top of P0's deck and P1 meets
    it there: the faceoff flips it. The game, P0's Friends there and P1's."""
    b, mine, theirs, _ = problem_faceoff(tokens=0)
    b.deck_top(card, 0)
    return shipped_game(b, phase="score", step="confront"), mine, theirs


def test_ad60_rarity_flipped_banishes_a_friend_involved_then_herself():
    g, mine, theirs = _flipped_in_problem_faceoff("AD60")
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{i}" for i in (*mine, *theirs)}  # Friends only
    foe = g.name(theirs[0])
    answer(g, f"card:{theirs[0]}")
    log = log_text(g, numbers_now=False)
    assert zone_codes(g, 1, "banished") == ["PR33"] and zone_codes(g, 0, "banished") == ["AD60"]
    assert log.index(f"{foe} is banished") < log.index("Rarity, Sudden Inspiration #30 is banished")
    assert "Power totals: P0 5, P1 6" in log  # Twilight and two Blue Moons; Rarity's 1 no longer counts
    assert "AD60" not in zone_codes(g, 0, "deck")  # not put on the bottom of the deck with the flips (514.6)


def test_ad47_owlowiscious_flipped_gains_a_token_banishes_itself_and_flips_another():
    g, _, _ = _flipped_in_problem_faceoff("AD47")
    log = log_text(g)
    assert zone_codes(g, 0, "banished") == ["AD47"]
    chaos = log.index("Owlowiscious, Tome Retriever triggers as it is flipped")
    assert log.index("P0 gains 1", chaos) < log.index("is banished", chaos) < log.index("P0 flips Sweetie", chaos)
    assert "Power totals: P0 6, P1 8" in log  # its 3 gone, the Sweetie Sunrise flipped instead adds 1


def test_ad47_owlowiscious_gains_a_token_when_it_enters_the_discard_pile_from_play_only():
    b = board(tokens=2)
    owl = b.add("AD47", 0, "play", "home:0")
    other = b.add("AD47", 0, "play", "home:0")
    g = shipped_game(b)
    g.dismiss(owl)
    answer(g, "pass")  # the triggered ability is processed before the next priority (712.1)
    assert g.s["players"][0]["tokens"] == 2 + 1 and zone_codes(g, 0, "discard") == ["AD47"]
    g.banish(other)  # to the banished zone: no token
    assert g.s["players"][0]["tokens"] == 3 and "P0 gains" not in log_text(g).split("is banished")[-1]


# --- ending a faceoff -------------------------------------------------------------------------------


def test_ad87_awkward_silence_ends_a_problem_faceoff_unresolved_so_the_problem_stays():
    b, _, _, cards = problem_faceoff(hand=("AD87",), tokens=1)  # P0: Twilight and two Blue Moons
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None
    seen = len(g.log)
    answer(g, f"play|{cards[0]}|event")
    settle(g, until=lambda g: g.s["turn_player"] != 0)
    log = "\n".join(text for _, _, text in g.log[seen:])
    assert "Power totals" not in log and "wins the faceoff" not in log and "flips" not in log
    assert g.spec(g.problem_card("problem:1")).code == "DE122"  # not solved, not replaced (613.1)


def test_ad42_cheerilee_flipped_may_end_the_faceoff_before_anyone_wins():
    g, ids = flipped("AD42")
    assert g.pending().kind == "may"
    answer(g, "yes")
    settle(g, until=lambda g: g.s["faceoff"] is None)
    log = log_text(g)
    assert "wins the faceoff" not in log and g.card(ids["tm"])["zone"] == "play"  # the Parasprites stay


def test_ad42_cheerilee_may_be_retired_during_a_faceoff_to_end_it():
    b, ids = gala_board()
    cheerilee = b.add("AD42", 0, "play", "problem:0")
    g = challenge_gala(b, ids)
    activate(g, cheerilee)
    assert cheerilee not in g.s["cards"] and zone_codes(g, 0, "discard")[-1] == "AD42"
    settle(g, until=lambda g: g.s["faceoff"] is None)
    assert "wins the faceoff" not in log_text(g) and g.card(ids["tm"])["zone"] == "play"
    # the log names the card whose text ended it (705.2e), retired for its cost: by its name
    assert "705.2e: The faceoff is ended (by the text of Cheerilee, Break It Up!)" in log_text(g)


def test_ad147_stack_of_suitcases_taxes_opponents_one_per_tip_counter():
    b = board(tokens=6)
    b.add("AD147", 1, "play", "home:1", counters={"tip": 1})
    first = b.add("PR20", 0, "hand")
    second = b.add("PR20", 0, "hand")
    own = b.add("PR20", 1, "hand")
    g = shipped_game(b)
    printed = g.spec(first).cost
    assert power.play_cost(g, 0, first, "home:0", None) == printed + 1
    assert power.play_cost(g, 1, own, "home:1", None) == printed  # its controller pays as printed
    answer(g, f"play|{first}|home:0")
    settle(g)  # the opponent's card played: another Tip counter
    assert g.s["players"][0]["tokens"] == 6 - (printed + 1)
    assert power.play_cost(g, 0, second, "home:0", None) == printed + 2


def test_ad125_blue_flu_sends_itself_and_its_friend_to_hand_as_a_problem_faceoff_starts():
    b, mine, _, _ = problem_faceoff(p0=("PR60", "PR60", "PR60"))
    flu = b.add("AD125", 1, "play", "problem:1", host=mine[0])  # P1's Blue Flu on P0's Blue Moon
    g = shipped_game(b, phase="score", step="confront")
    assert mine[0] not in g.s["cards"] and flu not in g.s["cards"]
    assert zone_codes(g, 0, "hand") == ["PR60"] and zone_codes(g, 1, "hand")[:1] == ["AD125"]


def test_ad131_fashion_show_pays_the_player_with_the_best_dressed_friend_at_the_end_of_its_turn():
    def turn_ends(their_accessories: int) -> str:
        b = board(tokens=0)
        b.add("AD131", 0, "play", "home:0")
        mine = b.add(BLUE, 0, "play", "home:0")
        b.add("AD124", 0, "play", "home:0", host=mine)  # one Accessory on P0's Friend
        theirs = b.add(BLUE, 1, "play", "home:1")
        for _ in range(their_accessories):
            b.add("AD123", 1, "play", "home:1", host=theirs)
        g = run_turn(b, "main", "main")
        return log_text(g).split("P1's turn begins")[0]

    assert "P1 gains 1 action token" in turn_ends(2) and "P0 gains 1" not in turn_ends(2)
    assert "gains 1 action token" not in turn_ends(1)  # a tie: no Friend has more than any other


def test_ad178_freeing_discord_lets_the_player_who_plays_a_troublemaker_there_pay_to_uncover_it():
    b = Board(problems=("PR168", "AD178"))
    b.players[0] = {"tokens": 3}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")  # to P1's Freeing Discord
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    played = [i for i in g.at("problem:1") if g.is_type(i, "troublemaker")]
    assert len(played) == 1 and not g.card(played[0])["face_down"]
    assert g.s["players"][0]["tokens"] == 3 - 1 - 2


def test_ad178_freeing_discord_asks_nothing_for_a_troublemaker_played_elsewhere():
    b = Board(problems=("PR168", "AD178"))
    b.players[0] = {"tokens": 3}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:0")
    assert g.pending().kind == "priority"
    played = [i for i in g.at("problem:0") if g.is_type(i, "troublemaker")]
    assert g.card(played[0])["face_down"]


def test_ad178_freeing_discord_says_why_a_player_short_of_tokens_is_not_asked():
    """Judge: P0, with 2 action tokens, plays a Troublemaker (1) to P1's Freeing Discord: the 1
    left can't pay [2], so nothing is asked (705.2e). The log said the text "finds nothing to
    act on"; it says the cost can't be paid."""
    b = Board(problems=("PR168", "AD178"))
    b.players[0] = {"tokens": 2}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    assert g.pending().kind == "priority" and g.s["players"][0]["tokens"] == 1
    assert "“That player may pay [2] to uncover it” is not done: its cost is 2 action tokens; P0 has 1 (by the text of Freeing Discord" \
        in log_text(g)
    assert "finds nothing to act on" not in log_text(g)


def test_ad178_freeing_discord_asks_no_payment_beside_a_face_up_epic_troublemaker():
    """Judge: P0 plays a Troublemaker to P1's Freeing Discord, where P1's Epic King Sombra is
    face up: it can't be uncovered there (607.1), so P0 is not asked to pay 2 for nothing
    (705.2e); the log says why."""
    b = Board(problems=("PR168", "AD178"))
    b.players[0] = {"tokens": 3}
    b.add("CG205", 1, "play", "problem:1")  # King Sombra (Epic)
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    assert g.pending().kind == "priority" and g.s["players"][0]["tokens"] == 2
    played = [i for i in g.at("problem:1") if g.is_type(i, "troublemaker") and g.card(i)["face_down"]]
    assert len(played) == 1
    assert "can't be uncovered, as the Epic Troublemaker King Sombra" in log_text(g)


def test_ad189_tracking_tirek_makes_the_strongest_player_there_top_deck_one_of_their_friends():
    b, mine, theirs, _ = problem_faceoff(p0=(PINK, PINK, PINK), p1=("PR60", "PR60", PINK))
    b.cards[b.problem[1] - 1]["card"] = "AD189"  # P1's Problem: P0 needs 7, P1 3 [Magic] and 3 more
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "target" and g.pending().player == 0  # P0 has the most power there
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in mine)  # only their own Friends (no Mane)
    assert g.pending().prompt == (f"Tracking Tirek #{b.problem[1]}: Put which of your Friends here on top of its "
                                  "owner's deck?")
    name = g.name(mine[0])
    answer(g, f"card:{mine[0]}")
    assert mine[0] not in g.s["cards"] and f"{name} is put on top of its owner's deck" in log_text(g, numbers_now=False)
    assert "P0 flips Apple Brown Betty" in log_text(g)  # (then flipped from the top by the faceoff)
    assert all(g.card(i)["zone"] == "play" for i in theirs)


def test_ad110_private_journal_puts_a_card_from_the_opponents_hand_on_their_deck():
    b, _, _, cards = problem_faceoff(hand=("AD110",), tokens=2)
    betty = b.add(PINK, 1, "hand")
    b.add(BLUE, 1, "hand")
    g = shipped_game(b, phase="score", step="confront")
    answer(g, f"play|{cards[0]}|event")
    assert g.pending().player == 0 and g.pending().min == 0  # "you may"
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in g.s["players"][1]["hand"])
    # whose deck, and the rule of an Event's "may" (705.2e; 712.3 is a triggered effect's)
    assert g.pending().prompt.endswith(": Put which card from P1's hand on top of P1's deck? (705.2e)")
    answer(g, f"card:{betty}")
    assert BLUE in zone_codes(g, 1, "hand") and PINK not in zone_codes(g, 1, "hand")
    assert "P0 puts a card from P1's hand on top of P1's deck" in log_text(g)
    assert "P1 flips Apple Brown Betty" in log_text(g)  # it was the top of P1's deck as the faceoff flipped


def test_ad90_cruel_taskmistress_banishes_friends_no_stronger_than_the_opposing_mane_at_its_problem():
    b = rich_board()  # P0 has Friends of every color at home for the requirement
    b.cards[b.mane[1] - 1]["area"] = "problem:0"  # P1's Applejack (1 power) there
    weak_mine = b.add("PR20", 0, "play", "problem:0")
    weak_theirs = b.add("PR20", 1, "play", "problem:0")
    strong = b.add(PINK, 1, "play", "problem:0")
    elsewhere = b.add("PR20", 1, "play", "problem:1")
    card = b.add("AD90", 0, "hand")
    g = shipped_game(b)
    mane_power = power.power(g, b.mane[1])
    assert power.power(g, weak_mine) <= mane_power < power.power(g, strong)
    answer(g, f"play|{card}|event")
    assert weak_mine not in g.s["cards"] and weak_theirs not in g.s["cards"]  # either player's
    assert zone_codes(g, 0, "banished") == ["PR20"] and zone_codes(g, 1, "banished") == ["PR20"]
    assert g.card(strong)["zone"] == "play" and g.card(elsewhere)["zone"] == "play"
    assert g.card(b.mane[1])["zone"] == "play"  # a Mane Character is not a Friend


def test_ad90_cruel_taskmistress_banishes_them_as_one_occurrence_sb56_brian_saves_another():
    """710.1: "Banish each Friend at that Mane Character's Problem ..." is one instruction, one
    occurrence: SB56 Brian, banished by it too, is still in play as P1 decides whether its "If
    another one of your Friends would be ... banished, ... you may retire this card instead"
    keeps P1's other Friend there."""
    b = rich_board()
    b.cards[b.mane[1] - 1]["area"] = "problem:0"  # P1's Applejack (1 power) there
    brian = b.add("SB56", 1, "play", "problem:0")  # 1 power
    friend = b.add("PR20", 1, "play", "problem:0")  # 1 power
    card = b.add("AD90", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1 and g.name(friend) in d.prompt
    answer(g, f"instead:{brian}:")
    assert g.card(friend)["zone"] == "play" and brian not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["SB56"] and zone_codes(g, 1, "banished") == []


def test_ad170_beguiling_bauble_weakens_boosted_opposing_manes_there_in_problem_faceoffs_only():
    b = Board(problems=("AD170", "PR190"))  # P0's Problem
    for p in (0, 1):
        b.cards[b.mane[p] - 1]["area"] = "problem:0"
        b.cards[b.mane[p] - 1]["boosted"] = True
    g = shipped_game(b)
    before = [power.power(g, b.mane[p]) for p in (0, 1)]
    in_faceoff(g)  # a Problem faceoff at problem:0
    assert power.power(g, b.mane[1]) == before[1] - 2  # the opponent's boosted Mane
    assert power.power(g, b.mane[0]) == before[0]  # its controller's is not opposing
    g.s["faceoff"]["kind"] = "troublemaker"
    assert power.power(g, b.mane[1]) == before[1]  # only in Problem faceoffs


def test_ad161_plunderseed_vines_defeated_may_pay_to_bring_another_troublemaker_there_face_up():
    b = board(tokens=0)
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    b.players[1] = {"tokens": 1}
    spare = b.add(TROUBLEMAKER, 1, "hand")
    g, _ = challenge(b, "AD161")
    assert "P0 defeats Plunderseed Vines" in log_text(g)
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    settle(g, until=lambda g: g.s["faceoff"] is None)
    new = [i for i in g.at("problem:0") if g.is_type(i, "troublemaker")]
    assert spare not in g.s["cards"] and len(new) == 1 and not g.card(new[0])["face_down"]
    assert g.spec(new[0]).code == TROUBLEMAKER and g.card(new[0])["ctrl"] == 1


def test_ad161_plunderseed_vines_brings_ahuizotl_whose_end_of_troublemaker_phase_text_then_works():
    """Judge: P1 defeats P0's Plunderseed Vines in P1's Challenge Step; P0 pays 1 to put
    Ahuizotl (Epic) into play there face-up, which dismisses P1's Flam there (516.4a, 516.4b).
    Ahuizotl was not in play as the step began, yet "At the end of each player's Troublemaker
    Phase, that player moves one of their characters home from this card's Problem" triggers
    as that Troublemaker Phase ends (606): P1 moves a character home before the Main Phase."""
    b = Board()
    b.players[0] = {"tokens": 2}
    vines = b.add("AD161", 0, "play", "problem:1")
    flam = b.add("PR154", 1, "play", "problem:1")
    movers = [b.add("PR36", 1, "play", "problem:1") for _ in range(3)]
    b.add("PR40", 0, "play", "problem:1")
    b.add("PR152", 0, "hand")  # Ahuizotl
    g = shipped_game(b, turn=4, turn_player=1, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{vines}")
    assert "P1 defeats Plunderseed Vines" in log_text(g)
    answer(g, "yes")
    settle(g, until=lambda g: g.s["phase"] == "main")
    assert flam not in g.s["cards"] and any(g.spec(i).code == "PR152" for i in g.at("problem:1"))
    assert sum(1 for i in movers if g.card(i)["area"] == "home:1") == 1
    assert g.as_written("is moved from problem:1 to home:1 (by the text of Ahuizotl") in log_text(g)


def test_ad154_whining_makes_the_opponents_next_card_cost_two_more_after_a_defeat():
    b = board(tokens=5)
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    b.add("AD154", 1, "play", "home:1")  # P1's Whining
    first = b.add("PR20", 0, "hand")
    second = b.add("PR20", 0, "hand")
    g, _ = challenge(b, TROUBLEMAKER)  # P0 defeats P1's Parasprites
    settle(g, until=lambda g: g.s["phase"] == "main" and g.pending().kind == "priority")
    assert g.s["turn_player"] == 0 and "costs 2 more" in log_text(g)
    printed = g.spec(first).cost
    assert power.play_cost(g, 0, first, "home:0", None) == printed + 2
    answer(g, f"play|{first}|home:0")
    assert g.s["players"][0]["tokens"] == 5 - (printed + 2)
    assert power.play_cost(g, 0, second, "home:0", None) == printed  # only the next card


def test_ad132_fresh_pastries_may_draw_when_an_opponent_pays_their_last_token():
    b = board(tokens=2)
    b.add("AD132", 1, "play", "home:1")  # P1's Fresh Pastries
    first = b.add("PR20", 0, "hand")
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{first}|home:0")  # 1 token left: not the last
    assert g.pending().kind == "priority" and len(g.s["players"][1]["hand"]) == 0
    second = next(i for i in g.s["players"][0]["hand"])
    answer(g, f"play|{second}|home:0")  # the last one
    assert g.pending().kind == "may" and g.pending().player == 1
    answer(g, "yes")
    assert "712: P1 draws 1 card" in log_text(g)


def test_ad147_stack_of_suitcases_taxes_troublemakers_played_face_down_too():
    b = board(tokens=2)
    b.add("AD147", 1, "play", "home:1", counters={"tip": 1})
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    assert power.troublemaker_play_cost(g, 0, "problem:1") == 1 + 1  # 609.2c: playing it is playing a card
    assert power.troublemaker_play_cost(g, 1, "problem:0") == 1
    answer(g, f"tm|{tm}|problem:1")
    assert "P0 pays 2 action tokens" in log_text(g)


def test_ad148_tea_set_paid_at_the_start_of_a_faceoff_makes_players_flip_one_fewer():
    b, ids = gala_board(tokens=1)
    tea = b.add("AD148", 0, "play", "home:0")
    g = start_challenge(b, ids["tm"])
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    settle(g, until=lambda g: g.s["faceoff"] is None)
    log = log_text(g)
    assert g.card(tea)["exhausted"] and "P0 pays 1 action token" in log
    assert "514.3: P0 flips" not in log and "514.3: P1 flips" not in log  # 1 - 1 = no card each at 514.3


def test_ad148_tea_set_declined_leaves_the_flips_alone():
    b, ids = gala_board(tokens=1)
    b.add("AD148", 0, "play", "home:0")
    g = start_challenge(b, ids["tm"])
    answer(g, "no")
    settle(g, until=lambda g: g.s["faceoff"] is None)
    assert "514.3: P0 flips" in log_text(g) and "514.3: P1 flips" in log_text(g)


def test_ad121_alicorn_costume_makes_the_best_equipped_friend_every_color_and_stronger():
    b = board()
    pony = b.add(BLUE, 0, "play", "home:0")
    b.add("AD121", 0, "play", "home:0", host=pony)
    rival = b.add(BLUE, 1, "play", "home:1")
    b.add("PR139", 1, "play", "home:1", host=rival)  # one Resource each: not more than any other
    g = shipped_game(b)
    printed = g.spec(pony).power
    assert power.power(g, pony) == printed and power.colors(g, pony) == ("blue",)
    b.add("PR139", 0, "play", "home:0", host=pony)  # now two on P0's Friend
    g = shipped_game(b)
    assert power.power(g, pony) == printed + 1
    assert set(power.colors(g, pony)) == {"blue", "orange", "pink", "purple", "white", "yellow"}
    assert power.colors(g, rival) == ("blue",)


def test_adneg2_gummy_takes_the_strongest_opposing_character_out_of_a_problem_faceoff():
    b, _, theirs, _ = problem_faceoff(p0=("AD-2", "PR60", "PR60"), p1=("PR33", "PR31", PINK))
    before = shipped_game(b)  # (P0's Main Phase: the same cards, powers as printed)
    powers = {i: power.power(before, i) for i in (b.mane[1], *theirs)}
    strongest = max(powers, key=powers.get)
    assert sorted(powers.values())[-2] < powers[strongest]  # one is stronger than each other one
    g = shipped_game(b, phase="score", step="confront")
    log = log_text(g)
    assert f"{g.name(strongest)} is no longer involved in the faceoff" in log
    others = sum(value for i, value in powers.items() if i != strongest)
    assert f"P1 {others + 1}" in log.split("Power totals: ")[1].splitlines()[0]  # the rest, and a 1 flipped


def test_ad200_fluttershy_retired_at_the_start_of_the_turn_skips_its_troublemaker_phase():
    def start_turn(retire: bool):
        b = board(tokens=0)
        shy = b.add("AD200", 0, "play", "home:0")
        tm = b.add(TROUBLEMAKER, 0, "play", "problem:1", face_down=True)
        b.add(PINK, 0, "hand")  # (something to do in the Main Phase)
        g = shipped_game(b, phase="ready", step="ready")
        settle(g, "yes" if retire else "no", until=lambda g: g.s["phase"] == "main" and g.pending().kind == "priority")
        return g, shy, tm

    g, shy, tm = start_turn(True)
    assert shy not in g.s["cards"] and "Troublemaker Phase is skipped" in log_text(g)
    assert g.card(tm)["face_down"]  # not uncovered: there was no Uncover Step (607)
    g, shy, tm = start_turn(False)
    assert g.card(shy)["zone"] == "play" and not g.card(tm)["face_down"]


def test_ad195_applejack_lasso_champion_keeps_the_lassoed_character_from_readying_while_she_stays():
    b = rich_board(tokens=9)
    foe = b.add(BLUE, 1, "play", "problem:1")
    other = b.add(BLUE, 1, "play", "problem:1", exhausted=True)
    b.players[1] = {"tokens": 0}
    g = play(b, "AD195", "home:0", f"card:{foe}")
    assert g.card(foe)["exhausted"]
    lasso = in_play(g, "AD195")[0]
    settle(g, until=lambda g: g.s["turn_player"] == 1 and g.s["phase"] == "main")
    assert g.card(foe)["exhausted"] and not g.card(other)["exhausted"]  # P1's Ready Phase passed it by
    g.retire(lasso, "704")  # she leaves play: the modifier ends
    assert not any(m["kind"] == "no_ready_phase" for m in g.s["mods"])


def test_ad159_lord_tirek_dismisses_the_weakest_involved_friend_and_grows():
    b = board(tokens=0)
    weak = b.add("PR20", 0, "play", "problem:0")  # 1 power
    strong = b.add(PINK, 0, "play", "problem:0")  # 3 power
    away = b.add("PR20", 0, "play", "problem:1")  # weak, but not in the faceoff
    g, _ = challenge(b, "AD159")
    assert weak not in g.s["cards"] and zone_codes(g, 0, "discard")[:1] == ["PR20"]
    assert g.card(strong)["zone"] == "play" and g.card(away)["zone"] == "play"
    assert "Lord Tirek #" in log_text(g) and "gets a +1 power counter (1 in all; by the text of " in log_text(g)


def test_ad159_lord_tirek_puts_its_counter_as_every_counter_is_put():
    """519.1: Lord Tirek's "+1 power counter" is put through the same step as every counter a
    text puts, so the game tells the cards in play of it (the "counters" event read by "when
    you put a counter on ..." reactions) and logs it the same way, by the text of the card."""
    b = board(tokens=0)
    b.add("PR20", 0, "play", "problem:0")  # 1 power
    b.add(PINK, 0, "play", "problem:0")  # 3 power
    g, tirek = challenge(b, "AD159")
    assert g.card(tirek)["counters"] == {"power": 1}
    line = f"{g.name(tirek)} gets a +1 power counter (1 in all; by the text of {g.name(tirek)})"
    assert line in log_text(g)


def test_ad159_lord_tirek_grows_only_if_the_friend_was_dismissed_after_golden_parachute_is_asked():
    """CR 3.4 710.1: P0's LL108 Golden Parachute may replace the dismissal of the weakest
    involved Friend ("retire this card and discard 2 cards instead"): taken, the Friend was not
    dismissed and Lord Tirek gets no counter; declined, it was and he does."""
    for take_it in (True, False):
        b = board(tokens=0)
        weak = b.add("PR20", 0, "play", "problem:0")  # 1 power
        b.add(PINK, 0, "play", "problem:0")  # 3 power
        parachute, hand = golden_parachute(b)
        g, tirek = challenge(b, "AD159")
        assert g.pending().kind == "replacement" and g.pending().player == 0
        answer(g, f"instead:{parachute}:1" if take_it else "none")
        if take_it and g.pending().kind == "cost":
            answer(g, *[f"card:{i}" for i in hand])
        assert (weak in g.s["play"]) == take_it
        assert g.card(tirek)["counters"].get("power", 0) == (0 if take_it else 1)


def test_ad168_babysitting_breezies_ignores_characters_with_three_or_more_power_confronting_it():
    b, friends = confront_own("AD168", PINK, PINK, "PR81", "PR81", "PR20")  # 3, 3 and 2, 2, 1
    g = shipped_game(b)
    given = power.confront_power(g, 0, "problem:0")
    printed = sum(power.power(g, i) for i in (b.mane[0], *friends) if power.power(g, i) < 3)
    assert given == printed  # the two 3-power Friends give nothing
    b.cards[b.problem[0] - 1]["card"] = "PR168"
    assert power.confront_power(shipped_game(b), 0, "problem:0") == printed + 3 + 3


def test_ad177_flooding_bars_players_with_two_characters_there_from_adding_more():
    b = Board(problems=("AD177", "PR190"))
    b.players[0] = {"tokens": 5}
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BLUE, 0, "play", "problem:0")  # P0 has 2 characters there
    pony = b.add(BLUE, 0, "play", "home:0")
    card = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert f"move|{pony}|problem:0" not in keys(g) and f"play|{card}|problem:0" not in keys(g)
    assert f"move|{pony}|problem:1" in keys(g) and f"play|{card}|problem:1" in keys(g)
    b.cards[b.mane[0] - 1]["area"] = "home:0"  # now only 1 there: no longer barred
    g = shipped_game(b)
    assert f"move|{pony}|problem:0" in keys(g) and f"play|{card}|problem:0" in keys(g)


def test_ad177_flooding_why_not_move_there_names_the_problems_text():
    """Asked why a character can't move to Flooding at Sweet Apple Acres, the judge is told
    Flooding's text, as for playing one there (104.2)."""
    b = Board(problems=("AD177", "PR190"))
    b.players[0] = {"tokens": 5}
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BLUE, 0, "play", "problem:0")
    b.add(PINK, 0, "play", "home:0")
    g = shipped_game(b)
    said = "\n".join(mlp_table().why_not(g, "move Apple Brown Betty to Flooding at Sweet Apple Acres").lines())
    assert "Card text of Flooding at Sweet Apple Acres" in said, said
    assert "Players with 2 or more characters here can't move or play characters to this Problem." in said


def test_ad136_its_a_trap_makes_challenging_its_troublemaker_cost_two():
    def at_challenge(tokens: int):
        b = board(tokens=tokens)
        b.add(BIG, 0, "play", "problem:0")
        tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
        b.add("AD136", 1, "play", "problem:0", host=tm)
        b.add(PINK, 0, "hand")  # (something to do in the Main Phase)
        return shipped_game(b, phase="troublemaker", step="challenge"), tm

    g, tm = at_challenge(1)
    assert "starts a Troublemaker faceoff" not in log_text(g)  # 1 token: it can't be challenged
    g, tm = at_challenge(2)
    assert g.pending().kind == "challenge" and f"challenge:{tm}" in keys(g)
    assert option_with(g, "Pay 2 to challenge") == f"challenge:{tm}"
    answer(g, f"challenge:{tm}")
    log = log_text(g)
    assert "608.1: P0 pays 2 action tokens" in log and "starts a Troublemaker faceoff" in log


def test_ad118_twilights_epiphany_stops_the_opponent_moving_their_characters_this_turn():
    b = rich_board(tokens=9)
    flitter = b.add("AD70", 1, "play", "home:1")  # P1's Flitter, which moves herself by her text
    b.add(CRITTER, 1, "play", "problem:1")
    card = b.add("AD118", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "mode:1", "mode:2")  # opponents can't move this turn; draw three cards
    assert "P1 can't move their characters this turn" in log_text(g)
    assert f"move|{b.mane[0]}|problem:0" in keys(g)  # P0 still moves
    g.s["turn_player"] = 1  # (as if P1 acted in a Main Phase of this same turn)
    g.s["players"][1]["tokens"] = 5
    assert not [key for key, _ in actions.legal(g, 1, "main") if key.startswith(("move|", f"act|{flitter}|"))]
    said = "\n".join(mlp_table().why_not(g, f"can P1 move #{flitter} to problem:1").lines())
    assert re.search(r"^- Rule 104\.2: Twilight's Epiphany #\d+'s text says Player 2 can't move their characters this "
                     r"turn\.$", said, re.M), said
    g.s["turn"] += 1
    assert any(key.startswith("move|") for key, _ in actions.legal(g, 1, "main"))  # only for that turn


def test_ad153_utterly_drained_takes_the_abilities_of_a_boosted_mane_only_while_it_is_boosted():
    b = rich_board()
    theirs = b.mane[1]  # P1's Applejack: her Boosted side has Stubborn and a replacement ability
    b.cards[theirs - 1].update(boosted=True)
    b.cards[b.mane[0] - 1].update(card="PR2", boosted=True)  # P0's own boosted Applejack
    g = play(b, "AD153", f"on:{theirs}")
    drained = find(g, "AD153")[0]
    assert g.card(drained)["host"] == theirs
    assert theirs in g.lost_abilities() and "Stubborn" not in power.keywords(g, theirs)
    assert b.mane[0] not in g.lost_abilities() and "Stubborn" in power.keywords(g, b.mane[0])
    g.turn_over(theirs)  # back to her start side: the condition no longer holds
    assert theirs not in g.lost_abilities()
    g.turn_over(theirs)
    assert theirs in g.lost_abilities()


def _to_next_turn(g) -> None:
    """Pass and take the first answers until the next turn begins."""
    turn = g.s["turn"]
    while g.s["turn"] == turn:
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[: d.min])


def test_ad45_minuette_banishes_a_friend_that_comes_back_at_the_start_of_the_next_turn():
    b = board(tokens=3)
    minuette = b.add("AD45", 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "problem:1")  # P1's Friend at a Problem
    b.add(ORANGE, 1, "play", "home:1")
    g = shipped_game(b)
    activate(g, minuette, f"card:{foe}")
    assert g.card(minuette)["exhausted"] and g.s["players"][0]["tokens"] == 3 - 2
    assert foe not in g.s["cards"] and zone_codes(g, 1, "banished") == [BLUE]
    assert not acts(g, minuette)  # exhausted: not again this turn
    _to_next_turn(g)
    # Minuette's player puts it back: at its owner's home or a Problem (302.1, 405.1), asked
    # naming Minuette's text
    assert g.pending().player == 0 and set(keys(g)) == {"home:1", "problem:0", "problem:1"}
    assert g.pending().prompt.startswith(f"{g.name(minuette)}: Where does ")
    answer(g, "home:1")
    log = log_text(g)  # back as the next turn starts, not before
    assert log.index("Turn 4: P1's turn begins") < log.index("P0 puts ") < log.index("into play at home:1")
    assert g.s["turn"] == 4 and zone_codes(g, 1, "banished") == []
    back = [i for i in g.characters(1) if g.spec(i).code == BLUE]
    assert len(back) == 1 and g.card(back[0])["area"] == "home:1"  # a new card at its owner's home


def test_ad105_perfect_teleport_banishes_one_of_your_friends_until_the_next_turn_starts():
    b = board(tokens=3)
    b.add(PURPLE, 0, "play", "home:0")  # with P0's Twilight Sparkle: the 3 [Magic] Perfect Teleport needs
    pony = b.add(PINK, 0, "play", "problem:0")
    foe = b.add(BLUE, 1, "play", "home:1")
    card = b.add("AD105", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")  # after the start of a phase
    answer(g, f"react|{card}|")
    assert f"card:{foe}" not in keys(g)  # only one of your own Friends
    answer(g, f"card:{pony}")
    assert pony not in g.s["cards"] and zone_codes(g, 0, "banished") == [PINK]
    assert foe in g.s["play"]
    _to_next_turn(g)
    answer(g, "home:0")  # (where it comes back: P0's choice)
    assert zone_codes(g, 0, "banished") == []
    back = [i for i in g.characters(0) if g.spec(i).code == PINK]
    assert len(back) == 1 and g.card(back[0])["area"] == "home:0"  # a new card, at its owner's home
    log = log_text(g)
    assert log.index("Turn 4: P1's turn begins") < log.index("P0 puts ") < log.index("into play at home:0")


def test_ad28_scootaloo_flipped_keeps_only_the_opponent_from_scoring():
    g, _, _ = _flipped_in_problem_faceoff("AD28")  # P0 5 + Scootaloo's 3 against P1's 6: P0 wins
    log = log_text(g)
    assert "P0 scores 1 point for winning a Problem faceoff" in log  # its flipper still scores
    b, _, _, _ = problem_faceoff(tokens=0, p1=("PR33", "PR31", BIG, BIG))  # P1 14: P1 wins
    b.deck_top("AD28", 0)
    g = shipped_game(b, phase="score", step="confront")
    log = log_text(g)
    assert "P1 wins the Problem faceoff" in log and "P1 scores" not in log
    assert "P1 can't score points while P0 has flipped Scootaloo, Practice Makes Perfect" in log
    assert g.s["players"][1]["score"] == 0
    g.score(1, 1, "104.1")  # once the faceoff is over, P1 scores again
    assert g.s["players"][1]["score"] == 1


def test_ad28_scootaloo_involved_in_a_faceoff_keeps_every_player_from_scoring():
    b, _, _, _ = problem_faceoff(tokens=0, p0=("PR60", "AD28"))  # P0 7 against P1 8
    g = shipped_game(b, phase="score", step="confront")
    log = log_text(g)
    assert "P0 scores 1 point for confronting a Problem" in log  # before the faceoff
    assert "P1 wins the Problem faceoff" in log and "for winning a Problem faceoff" not in log
    assert "P1 can't score points during a faceoff involving Scootaloo" in log  # not only opponents
    assert g.s["players"][1]["score"] == 0


def test_ad171_desperately_seeking_spike_puts_a_revealed_friend_into_the_confronting_players_hand():
    b, _ = confront_own("AD171", BLUE, BLUE, PINK)  # P0's 2 [Loyalty] and 2 more
    b.deck_top(PINK, 0)
    g = confronted(b)
    log = log_text(g)
    assert "P0 reveals the top card of their deck: Apple Brown Betty" in log
    assert zone_codes(g, 0, "hand") == [PINK] and zone_codes(g, 0, "discard") == []
    assert "P1 reveals" not in log  # only the player who confronts it


def test_ad171_desperately_seeking_spike_puts_any_other_revealed_card_into_the_discard_pile():
    b, _ = confront_own("AD171", BLUE, BLUE, PINK)
    b.deck_top("PR106", 0)  # an Event
    g = confronted(b)
    assert zone_codes(g, 0, "discard") == ["PR106"] and "PR106" not in zone_codes(g, 0, "hand")
    assert "P0 puts Back Where You Began" in log_text(g) and "P0 discards" not in log_text(g)


def test_ad156_babs_seed_has_double_the_power_of_the_strongest_opposing_character_there():
    b = board()
    babs = b.add("AD156", 1, "play", "problem:0")  # P1's Troublemaker, face up
    b.add(BLUE, 0, "play", "problem:0")
    strong = b.add(BIG, 0, "play", "problem:0")  # 3 power
    own = b.add(BIG, 1, "play", "problem:0")  # P1's own Friends there don't count
    b.add(BIG, 0, "play", "problem:1")  # nor P0's elsewhere
    g = shipped_game(b)
    g.add_mod("power", own, 4, ctrl=1)
    assert power.power(g, own) == 7 and power.power(g, babs) == 2 * 3
    g.add_mod("power", strong, 2, ctrl=0)
    assert power.power(g, babs) == 2 * 5  # worked out at every look
    g.dismiss(strong)
    assert power.power(g, babs) == 2 * max(power.power(g, i) or 0 for i in g.characters_at("problem:0", 0))
    b = board()
    alone = b.add("AD156", 1, "play", "problem:1")
    assert power.power(shipped_game(b), alone) == 0  # no opposing character there


def test_ad203_chaos_capital_of_the_world_turns_each_mane_character_over():
    b = rich_board()
    b.cards[b.mane[1] - 1].update(boosted=True)  # P1's Applejack starts on her Boosted side
    friend = b.add(BLUE, 1, "play", "home:1")
    g = play(b, "AD203", "event")
    assert g.card(b.mane[0])["boosted"] and not g.card(b.mane[1])["boosted"]
    assert g.card(friend)["zone"] == "play" and power.power(g, friend) == g.spec(friend).power  # no other side
    assert zone_codes(g, 0, "discard") == ["AD203"]


def test_ad203_chaos_capital_of_the_world_flipped_turns_each_mane_character_over():
    g, _ = flipped("AD203")
    log = log_text(g)
    assert "Twilight Sparkle, Faithful Student #1 is turned over to its Boosted side" in log
    assert "Applejack, Steadfast Farmpony #2 is turned over to its Boosted side" in log


def _popping_corn(boosted: bool, own_boosted: bool = False) -> tuple[MlpGame, dict[str, int]]:
    """P0 plays Popping Corn as the Score Phase starts, choosing P1's Problem, where P1's 2- and
    3-power Friends and P0's 1- and 3-power Friends stand; P1's Mane boosted or not (P0's too)."""
    b = rich_board()
    b.cards[b.mane[1] - 1].update(boosted=boosted)
    b.cards[b.mane[0] - 1].update(boosted=own_boosted)
    ids = {"two": b.add("PR62", 1, "play", "problem:1"), "three": b.add(BIG, 1, "play", "problem:1"),
           "mine": b.add(BLUE, 0, "play", "problem:1"), "my_three": b.add(BIG, 0, "play", "problem:1"),
           "elsewhere": b.add("PR62", 1, "play", "problem:0")}
    card = b.add("AD109", 0, "hand")
    g = shipped_game(b, phase="score", step="score")  # the Score Phase starts (512.4)
    answer(g, f"react|{card}|")
    answer(g, "problem:1")
    return g, ids


def test_ad109_popping_corn_exhausts_each_character_there_with_2_or_less_power():
    g, ids = _popping_corn(boosted=False)
    tired = {name for name, iid in ids.items() if g.card(iid)["exhausted"]}
    assert tired == {"two", "mine"}  # whoever controls them; not the 3-power ones, nor elsewhere
    g, ids = _popping_corn(boosted=False, own_boosted=True)  # only an opponent's Mane counts
    assert {name for name, iid in ids.items() if g.card(iid)["exhausted"]} == {"two", "mine"}


def test_ad109_popping_corn_exhausts_up_to_3_power_while_an_opponents_mane_is_boosted():
    g, ids = _popping_corn(boosted=True)
    tired = {name for name, iid in ids.items() if g.card(iid)["exhausted"]}
    assert tired == {"two", "three", "mine", "my_three"}
    assert not g.card(ids["elsewhere"])["exhausted"]


def test_ad141_portal_to_tartarus_may_exhaust_to_banish_a_card_entering_any_discard_pile():
    b = board()
    portal = b.add("AD141", 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "home:1")
    other = b.add(PINK, 1, "play", "home:1")
    g = shipped_game(b)
    g.dismiss(foe)  # P1's Friend goes to P1's discard pile
    answer(g, "pass")  # the triggered ability is processed before the next priority (712.1)
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert g.card(portal)["exhausted"] and zone_codes(g, 1, "banished") == [BLUE] and zone_codes(g, 1, "discard") == []
    g.dismiss(other)  # exhausted: it can't be used again
    answer(g, "pass")
    assert zone_codes(g, 1, "discard") == [PINK] and g.pending().kind == "priority"


def test_ad141_portal_to_tartarus_sees_an_event_resolved_and_may_be_declined():
    b = rich_board()
    portal = b.add("AD141", 0, "play", "home:0")
    b.add(BLUE, 1, "play", "home:1")
    g = play(b, "PR106", "event")  # Back Where You Began: move an opponent's character
    settle(g, "no", until=lambda g: g.pending().kind == "priority" and "PR106" in zone_codes(g, 0, "discard"))
    assert not g.card(portal)["exhausted"] and zone_codes(g, 0, "banished") == []
    b = rich_board()
    portal = b.add("AD141", 0, "play", "home:0")
    b.add(BLUE, 1, "play", "home:1")
    g = play(b, "PR106", "event")
    settle(g, "yes", until=lambda g: g.pending().kind == "priority" and g.card(portal)["exhausted"])
    assert zone_codes(g, 0, "banished") == ["PR106"] and "PR106" not in zone_codes(g, 0, "discard")


def test_ad146_spotlight_keeps_a_chosen_character_from_moving_in_the_opponents_turn():
    b = board(tokens=2)
    b.players[1] = {"tokens": 3}
    spotlight = b.add("AD146", 0, "play", "home:0")
    held = b.add(BLUE, 1, "play", "home:1")
    free = b.add(PINK, 1, "play", "home:1")
    g = shipped_game(b, phase="main", step="main", turn_player=1)  # P1's Main Phase starts
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert g.pending().prompt == (f"Spotlight #{spotlight}: Choose a character: That character can't be moved "
                                  "until the end of the turn")  # what the character is chosen for
    answer(g, f"card:{held}")
    assert g.card(spotlight)["exhausted"] and g.s["players"][0]["tokens"] == 2 - 1
    moves = [k for k in keys(g) if k.startswith("move|")]
    assert not [k for k in moves if k.startswith(f"move|{held}|")] and f"move|{free}|problem:0" in moves
    assert f"- Rule 104.2: {g.name(held)}: Spotlight #{spotlight}'s text says it can't be moved until the end of " \
        "the turn." in mlp_table().why_not(g, f"move #{held} to problem:0").lines()  # the judge is told which card
    assert not g.move(held, "problem:0", 1) and g.card(held)["area"] == "home:1"  # nor by card text
    g.expire_mods("turn")  # until the end of the turn only
    assert g.move(held, "problem:0", 1)


def test_ad146_spotlight_is_not_offered_at_the_start_of_its_controllers_own_main_phase():
    b = board(tokens=2)
    b.add("AD146", 0, "play", "home:0")
    g = shipped_game(b, phase="main", step="main")
    assert g.pending().kind == "priority" and "Spotlight" not in log_text(g)


def test_ad106_photo_op_keeps_every_character_from_moving_this_turn():
    b = rich_board()
    foe = b.add(BLUE, 1, "play", "home:1")
    card = b.add("AD106", 0, "hand")
    g = shipped_game(b, phase="main", step="main")  # after the start of the Main Phase
    assert any(k.startswith("move|") for k in keys(g))
    answer(g, f"react|{card}|")
    assert not any(k.startswith("move|") for k in keys(g))
    assert not g.move(foe, "problem:1", 0)  # the opponent's characters too, by card text
    g.s["turn"] += 1  # the next turn
    assert g.move(foe, "problem:1", 1)


def test_ad106_photo_op_flipped_makes_a_chosen_problems_bonus_0_this_turn():
    g, _ = flipped("AD106")
    # the question says what the Problem is chosen for, in the card's words
    assert re.fullmatch(r"Photo Op #\d+: Choose a Problem: That Problem's bonus is 0 until the end of the turn",
                        g.pending().prompt)
    chosen, other = g.problem_card("problem:1"), g.problem_card("problem:0")
    printed = power.problem_bonus(g, chosen)
    answer(g, "problem:1")
    assert printed > 0 and power.problem_bonus(g, chosen) == 0
    assert power.problem_bonus(g, other) == g.spec(other).bonus
    g.expire_mods("turn")
    assert power.problem_bonus(g, chosen) == printed


def test_ad62_sapphire_shores_has_2_more_power_for_each_of_your_accessories():
    b = board()
    sapphire = b.add("AD62", 0, "play", "home:0")  # printed power 2
    pony = b.add(BLUE, 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "home:1")
    b.add("PR139", 0, "play", "home:0", host=pony)  # P0's Hard Hat (an Accessory) on P0's Friend
    b.add("PR139", 0, "play", "home:1", host=foe)  # P0's Hard Hat on P1's Friend: still P0's
    b.add("PR139", 1, "play", "home:1", host=foe)  # P1's Accessory does not count
    g = shipped_game(b)
    assert power.power(g, sapphire) == 2 + 2 * 2


def test_ad62_sapphire_shores_flipped_doubles_a_friend_with_an_accessory_on_it():
    b, mine, _, _ = problem_faceoff(tokens=0)  # P0's two Blue Moons (2 each)
    hat = b.add("PR139", 1, "play", "problem:1", host=mine[0])
    b.deck_top("AD62", 0)
    g = shipped_game(b, phase="score", step="confront")
    log = log_text(g)  # (the only Friend with an Accessory on it: chosen at once, 705.2e)
    assert f"P0 chooses {g.name(mine[0])}" in log
    assert f"{g.name(mine[0])} gets +2 power until the end of the faceoff" in log  # 2 doubled
    assert "Power totals: P0 9, P1 8" in log  # Twilight 1, Blue Moons 4 and 2, Sapphire's 2 flipped
    assert g.card(hat)["zone"] == "play"


def test_ad198_sunset_shimmer_may_discard_a_card_of_the_played_cards_type_to_gain_a_token():
    b = rich_board()
    b.players[1] = {"tokens": 0}
    b.add("AD198", 1, "play", "home:1")
    same = b.add(BLUE, 1, "hand")  # a Friend
    other = b.add("PR106", 1, "hand")  # an Event
    g = play(b, PINK, "home:0")  # P0 plays a Friend
    assert g.pending().player == 1 and set(keys(g)) == {"none", f"card:{same}"}
    # the question names the card asking and what is gained, as the card prints it; a triggered "may" (712.3)
    assert g.pending().prompt == f"{g.name(find(g, 'AD198')[0])}: Discard a Friend to gain [1]? (712.3)"
    answer(g, f"card:{same}")
    assert zone_codes(g, 1, "discard") == [BLUE] and g.s["players"][1]["tokens"] == 1
    assert other in g.s["players"][1]["hand"]


def test_ad198_sunset_shimmer_answers_an_event_with_an_event_and_not_its_own_players_cards():
    b = rich_board()
    b.add("AD198", 1, "play", "home:1")
    b.add(BLUE, 1, "hand")
    event = b.add("PR106", 1, "hand")
    b.add(BLUE, 1, "play", "home:1")
    g = play(b, "PR106", "event")  # Back Where You Began
    settle(g, until=lambda g: g.pending().player == 1 and g.pending().kind == "target" and "Discard" in g.pending().prompt)
    assert set(keys(g)) == {"none", f"card:{event}"}
    b = rich_board()
    b.add("AD198", 0, "play", "home:0")  # P0's own: P0 playing a card does not trigger it
    b.add(BLUE, 0, "hand")
    g = play(b, PINK, "home:0")
    assert g.pending().kind == "priority"


def test_ad94_discord_pile_friends_enter_play_together_once_both_owners_have_said():
    """706.1, 704.1b: "the owners of each of those Friends may put them into play" is one
    instruction: P1 says where their Friend goes, then P0, and both enter together, so P0's
    Bon Bon, Particularly Patient ("When an opposing Friend enters play here, this card gets +1
    power"), put at problem:0 after P1's Friend, still hears of it entering there: 3 power."""
    b = rich_board()
    bon_bon = b.add("EO97", 0, "discard")
    b.add(PINK, 1, "discard")
    g = play(b, "AD94", "event")  # (each player's only choice is chosen for them)
    assert g.pending().player == 1
    answer(g, "problem:0")  # P1 puts their Friend at problem:0
    answer(g, "problem:0")  # then P0 puts Bon Bon there
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    (back,) = [i for i in g.s["play"] if g.spec(i).code == "EO97"]
    assert back != bon_bon and g.card(back)["area"] == "problem:0"
    assert power.power(g, back) == 3, log_text(g)[-1200:]


def test_ad94_discord_pile_lets_each_owner_put_the_friend_their_opponent_chose_into_play():
    b = rich_board()
    mine = b.add(BLUE, 0, "discard")
    b.add("PR106", 0, "discard")  # an Event: not a Friend card
    pink = b.add(PINK, 1, "discard")
    orange = b.add(ORANGE, 1, "discard")
    g = play(b, "AD94", "event")
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{pink}", f"card:{orange}"}  # in P1's pile
    assert g.pending().prompt.startswith("Discord Pile #")  # each question names the card asking
    answer(g, f"card:{pink}")
    assert f"P1 chooses {g.name(mine)}" in log_text(g)  # P1's only choice in P0's pile
    assert g.pending().player == 1  # P1, its owner, may put it into play
    assert g.pending().prompt.startswith("Discord Pile #") and g.pending().prompt.endswith(
        f": Put {g.name(pink)} into play? (705.2e)")  # (an Event's instruction, not a triggered effect)
    answer(g, "home:1")
    assert g.pending().player == 0
    answer(g, "none")  # P0 declines
    assert [g.spec(i).code for i in g.characters_at("home:1", 1)].count(PINK) == 1
    (back,) = [i for i in g.characters_at("home:1", 1) if g.spec(i).code == PINK]
    assert f"706.1: P1 puts {g.name(back)} into play at home:1" in log_text(g)  # who put it where
    assert zone_codes(g, 1, "discard") == [ORANGE] and BLUE in zone_codes(g, 0, "discard")


def test_ad94_discord_pile_logs_the_chosen_friends_once_both_players_have_chosen():
    """801.1: each player's choice of a Friend in their opponent's discard pile is a
    simultaneous decision: the log says nothing of P0's choice while P1 chooses, then both
    choices, P0's first, the order they were made in."""
    b = rich_board()
    b.add(BLUE, 0, "discard")
    purple = b.add(PURPLE, 0, "discard")
    pink = b.add(PINK, 1, "discard")
    b.add(ORANGE, 1, "discard")
    g = play(b, "AD94", "event")
    answer(g, f"card:{pink}")
    assert g.pending().player == 1 and " chooses " not in log_text(g)
    answer(g, f"card:{purple}")
    said = [line for line in log_text(g).splitlines() if " chooses " in line]
    by = " (by the text of Discord Pile #"  # (the Event, numbered in the queue)
    assert [line.split(": ", 1)[1].split(by)[0] for line in said] == [f"P0 chooses {g.name(pink)}",
                                                                      f"P1 chooses {g.name(purple)}"]
    assert all(by in line for line in said)


def _cuddle(top: str) -> tuple[MlpGame, int]:
    """P0 plays A Cuddle with a Pekingese (yellow Friends for its 4 [Kindness]) with `top` on
    top of their deck: the game, at its first question."""
    b = rich_board()
    for _ in range(2):
        b.add(YELLOW, 0, "play", "home:0")
    b.deck_top(top, 0)
    card = b.add("AD84", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    return g, len(g.s["players"][0]["hand"])


def test_ad84_a_cuddle_with_a_pekingese_draws_a_critter_for_one_less_and_another_card():
    g, before = _cuddle(CRITTER)  # House Mouse (cost 1), a Critter Friend
    assert "reveals the top card of their deck: House Mouse" in log_text(g)
    answer(g, "yes")
    mouse = g.s["players"][0]["hand"][-1]
    assert g.spec(mouse).code == CRITTER and power.play_cost(g, 0, mouse, "home:0", None) == 1 - 1
    answer(g, "yes")  # and another card
    assert len(g.s["players"][0]["hand"]) == before + 2


def test_ad84_a_cuddle_with_a_pekingese_gives_nothing_more_for_a_card_that_is_not_a_critter():
    g, before = _cuddle(PINK)
    answer(g, "yes")
    assert g.pending().kind == "priority" and len(g.s["players"][0]["hand"]) == before + 1
    betty = g.s["players"][0]["hand"][-1]
    assert power.play_cost(g, 0, betty, "home:0", None) == g.spec(betty).cost
    g, before = _cuddle(CRITTER)
    answer(g, "no")  # a Critter left on the deck: still another card may be drawn
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == before + 1 and zone_codes(g, 0, "deck")[-1] != CRITTER
    # "another card" is that House Mouse, drawn after the "pay [1] less to play that Friend":
    # drawn, it is a different card (410.6), so it costs what it always does
    mouse = g.s["players"][0]["hand"][-1]
    assert g.spec(mouse).code == CRITTER and power.play_cost(g, 0, mouse, "home:0", None) == 1


def test_ad74_petstrosity_flipped_has_one_flipped_card_of_each_player_ignored():
    g, _, _ = _flipped_in_problem_faceoff("AD74")
    log = log_text(g)
    assert "Petstrosity, Nightmare Fuel #30 is ignored" in log  # P0's only flipped card: itself
    assert "Sweetie Sunrise, Early Riser #31 is ignored" in log  # P1's
    assert "Power totals: P0 5, P1 7" in log  # neither flipped card's power counts (514.4b)


def test_ad74_petstrosity_pays_1_during_a_faceoff_to_have_flipped_cards_ignored():
    b, mine, _, _ = problem_faceoff(p0=("PR60", "AD74"), tokens=3)
    b.players[1] = {"tokens": 0}
    b.deck_top(PINK, 0)
    b.deck_top(BIG, 1)
    g = shipped_game(b, phase="score", step="confront")
    fo = g.s["faceoff"]
    assert fo["flipped"][0] and fo["flipped"][1]  # (not offered before any card is flipped)
    activate(g, mine[1])
    assert g.s["players"][0]["tokens"] == 3 - 1
    assert set(fo["ignored"]) == {fo["flipped"][0][0], fo["flipped"][1][0]}
    assert not acts(g, mine[1])  # nothing left to ignore


def test_ad71_gravy_boat_weakest_friend_there_may_put_a_friend_there_into_its_owners_hand():
    b = board(tokens=2)
    gravy = b.add("AD71", 0, "play", "problem:0")  # power 2
    foe = b.add(BIG, 1, "play", "problem:0")  # 3
    b.add(BIG, 0, "play", "problem:0")
    b.add(CRITTER, 1, "play", "problem:1")  # (elsewhere: a 1-power Friend does not count)
    g = shipped_game(b)
    assert acts(g, gravy)
    activate(g, gravy)
    assert set(keys(g)) == {f"card:{i}" for i in g.at("problem:0") if g.is_type(i, "friend")}
    answer(g, f"card:{foe}")
    assert g.card(gravy)["exhausted"] and g.s["players"][0]["tokens"] == 2 - 1
    assert zone_codes(g, 1, "hand")[-1] == BIG and foe not in g.s["cards"]


def test_ad71_gravy_boat_is_not_offered_unless_every_other_friend_there_has_more_power():
    b = board(tokens=2)
    gravy = b.add("AD71", 0, "play", "problem:0")
    b.add(BIG, 1, "play", "problem:0")
    b.add("PR62", 1, "play", "problem:0")  # 2 power: not lower than it
    g = shipped_game(b)
    assert not acts(g, gravy)
    b = board(tokens=2)
    alone = b.add("AD71", 0, "play", "problem:0")  # no other Friend there
    assert not acts(shipped_game(b), alone)




def _aloe_faceoff(boosted: bool) -> tuple[MlpGame, int]:
    """P0 confronts P1's Problem with their Mane (boosted or not) and Awkward Silence in hand;
    P1's Aloe at P1's home."""
    b, _, _, cards = problem_faceoff(hand=("AD87",), tokens=1)
    b.cards[b.mane[0] - 1].update(boosted=boosted)
    b.add("AD64", 1, "play", "home:1")
    return shipped_game(b, phase="score", step="confront"), cards[0]


def test_ad64_aloe_keeps_a_boosted_mane_characters_player_from_playing_cards_in_its_faceoffs():
    g, card = _aloe_faceoff(boosted=True)
    asked = []  # (P0's questions in the faceoff, to its end: none offers to play a card)
    while g.s["faceoff"] is not None:
        if g.pending().player == 0:
            asked.append(keys(g))
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert asked and not [k for offered in asked for k in offered if k.startswith("play|")]
    g, card = _aloe_faceoff(boosted=False)
    assert f"play|{card}|event" in keys(g)  # its Start side: nothing barred


def test_ad64_aloe_bars_playing_cards_not_an_ability_used_from_the_hand():
    """Cloudchaser's "Banish this card from your hand to ..." is an ability activated, not a
    card played (705.1, 703.1): offered in the boosted Mane's faceoff, where Awkward Silence is
    not, and the judge's answer about the Event names Aloe (104.2)."""
    b, _, _, cards = problem_faceoff(hand=("AD87", "HM4"), tokens=1)
    b.cards[b.mane[0] - 1].update(boosted=True)
    aloe = b.add("AD64", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="confront")
    while g.s["faceoff"] is None:
        pass_once(g)  # (the window before the confront: Cloudchaser's ability is used at any time)
    assert g.pending().player == 0
    assert f"act|{cards[1]}|0" in keys(g) and not [k for k in keys(g) if k.startswith("play|")]
    said = "\n".join(mlp_table().why_not(g, "play Awkward Silence").lines())
    assert f"- Rule 104.2: Aloe, Totally Relaxing #{aloe}'s text says Player 1 can't play cards during a faceoff " \
        "involving their boosted Mane Character." in said, said


def test_ad64_aloe_does_not_bar_a_faceoff_without_the_boosted_mane():
    b, _, _, cards = problem_faceoff(hand=("AD87",), tokens=1, p0=("PR60", "PR60", BIG))
    b.cards[b.mane[0] - 1].update(boosted=True, area="home:0")  # not involved
    b.add("AD64", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None and f"play|{cards[0]}|event" in keys(g)


def test_ad3_princess_luna_pays_and_boosts_when_discarding_to_banish_a_pile_of_the_opponents_hand():
    b = board(tokens=2, manes=("AD3", "PR2"))
    junk = b.add(PINK, 0, "hand")
    hand = [b.add(code, 1, "hand") for code in (BLUE, PINK, "PR106")]
    g = shipped_game(b)
    luna = b.mane[0]
    g.discard(junk)
    answer(g, "pass")  # the triggered ability is processed before the next priority (712.1)
    answer(g, "yes")
    assert g.card(luna)["boosted"] and g.s["players"][0]["tokens"] == 2 - 1
    assert "P1 reveals their hand: " + ", ".join(g.name(i) for i in hand) in log_text(g)
    d = g.pending()
    assert d.player == 1 and (d.min, d.max) == (0, 3)  # P1 separates: any cards in the first pile
    g.submit([f"card:{hand[0]}", f"card:{hand[2]}"])
    assert g.pending().player == 0  # P0 chooses the pile
    answer(g, "second")
    assert zone_codes(g, 1, "banished") == [PINK]
    assert hand[0] in g.s["players"][1]["hand"] and hand[2] in g.s["players"][1]["hand"]


def test_ad3_princess_luna_may_be_declined_and_needs_the_token():
    b = board(tokens=2, manes=("AD3", "PR2"))
    junk = b.add(PINK, 0, "hand")
    b.add(BLUE, 1, "hand")
    g = shipped_game(b)
    g.discard(junk)
    answer(g, "pass")
    answer(g, "no")
    assert not g.card(b.mane[0])["boosted"] and zone_codes(g, 1, "banished") == []
    b = board(tokens=0, manes=("AD3", "PR2"))
    junk = b.add(PINK, 0, "hand")
    g = shipped_game(b)
    g.discard(junk)
    assert not g.card(b.mane[0])["boosted"] and "Boosted side?" not in (g.pending().prompt or "")


def test_ad3_princess_luna_without_the_token_says_her_cost_is_unpaid():
    """705.2e, 707.2a: with no action token to pay, Luna's "may pay [1] and turn this card to
    its Boosted side" is not asked, and the log says why nothing happens: its cost, not an
    instruction finding nothing to act on (P1's hand is there to reveal). The payment is quoted,
    as it is what was not made: the line quoted "Choose an opponent", which hangs on it."""
    b = board(tokens=0, manes=("AD3", "PR2"))
    junk = b.add(PINK, 0, "hand")
    b.add(BLUE, 1, "hand")
    g = shipped_game(b)
    g.discard(junk)
    answer(g, "pass")
    luna = g.name(b.mane[0])
    assert (f"712: Nothing happens: “You may pay [1] and turn this card to its Boosted side” is not done: the payment is 1 action token; P0 has none "
            f"(by the text of {luna}); not repeated while it stays so") in log_text(g).split("\n")
    assert "finds nothing to act on" not in log_text(g)


def _fire_when_ready(tokens: int = 3) -> tuple[Board, int, int]:
    """P0's Fire When Ready at problem:0, a Problem in each Problem deck; P0's Friend at home,
    P1's at P1's Problem."""
    b = board(tokens=tokens)
    b.cards[b.problem[0] - 1]["card"] = "AD176"
    for p in (0, 1):
        b.add("PR161", p, "problem_deck")
    return b, b.add(PINK, 0, "play", "home:0"), b.add(BLUE, 1, "play", "problem:1")


def test_ad176_fire_when_ready_replaces_each_problem_when_a_character_is_moved_there():
    b, pony, foe = _fire_when_ready()
    g = shipped_game(b)
    fire = g.problem_card("problem:0")
    answer(g, f"move|{pony}|problem:0")
    assert fire not in g.s["play"] and g.spec(g.problem_card("problem:0")).code == "PR161"
    assert g.spec(g.problem_card("problem:1")).code == "PR161"  # every Problem, the opponent's too
    assert g.card(pony)["area"] == "home:0" and g.card(foe)["area"] == "home:1"  # sent home (613.2)


def test_ad176_fire_when_ready_answers_a_character_entering_play_there_but_not_elsewhere():
    b, pony, _ = _fire_when_ready()
    g = shipped_game(b)
    answer(g, f"move|{pony}|problem:1")  # moved to the other Problem
    assert g.spec(g.problem_card("problem:0")).code == "AD176"
    b, _, _ = _fire_when_ready(tokens=6)
    g = play(b, PINK, "problem:0")  # enters play there
    assert g.spec(g.problem_card("problem:0")).code == "PR161"


def test_ad162_rainbow_dash_turncoat_retires_itself_to_challenge_an_opponents_troublemaker():
    b = board(tokens=3)
    dash = b.add("AD162", 0, "play", "problem:0")  # P0's face-up Troublemaker
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    pony = b.add(BIG, 0, "play", "problem:1")
    own_tm = b.add(TROUBLEMAKER, 0, "play", "problem:1")  # not an opponent's
    g = shipped_game(b)
    activate(g, dash)
    log = log_text(g)
    assert "Rainbow Dash, Turncoat #" in log and zone_codes(g, 0, "discard")[-1] == "AD162"
    assert f"P0 challenges Purple Parasprite #{tm}" in log and f"#{own_tm}" not in log.split("challenges")[-1][:30]
    assert "Power totals: P0 4" in log  # Apple Brown Betty 3 + a 1 flipped
    assert g.card(pony)["area"] == "home:0"  # lost the faceoff: sent home (514.5b)


def test_ad162_rainbow_dash_turncoat_is_not_offered_without_a_troublemaker_to_challenge():
    b = board(tokens=3)
    dash = b.add("AD162", 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")  # no character of P0's there
    assert not acts(shipped_game(b), dash)


def test_ad192_discord_give_or_take_turns_over_revealing_a_top_card_with_the_entering_friends_power():
    b = rich_board()
    b.cards[b.mane[0] - 1]["card"] = "AD192"
    b.deck_top(PINK, 0)  # printed power 3, as the Friend played
    g = play(b, PINK, "home:0")
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")  # look
    assert "P0 looks at the top card of their deck" in log_text(g) and "reveals" not in log_text(g)
    answer(g, "yes")  # reveal
    assert g.card(b.mane[0])["boosted"] and "reveals the top card of their deck: Apple Brown Betty" in log_text(g)
    assert zone_codes(g, 0, "deck")[-1] == PINK  # it stays on top


def test_ad192_discord_give_or_take_can_not_turn_over_on_a_different_printed_power():
    b = rich_board()
    b.cards[b.mane[0] - 1]["card"] = "AD192"
    b.deck_top(CRITTER, 0)  # printed power 1
    g = play(b, PINK, "home:0")
    answer(g, "yes")
    assert g.pending().kind == "priority" and not g.card(b.mane[0])["boosted"]
    b = rich_board()
    b.cards[b.mane[0] - 1]["card"] = "AD192"
    g = shipped_game(b)
    friend = g.s["players"][1]["deck"][-1]  # an opponent's Friend entering play does not trigger it
    new = g.relocate(friend, "play", area="home:1")
    g.emit_event("enter_play", {"card": new, "area": "home:1", "player": 1})
    assert not g.s["waiting"]


def _epiphany(*modes: str) -> tuple[MlpGame, dict[str, int]]:
    """P0 plays Rarity's Epiphany choosing `modes`; P1's Friend wearing a Hard Hat and a bare
    one at home, a Hard Hat in P0's discard pile and another in P0's hand."""
    b = rich_board()
    ids = {"dressed": b.add(BLUE, 1, "play", "home:1")}
    b.add("PR139", 1, "play", "home:1", host=ids["dressed"])
    ids["bare"] = b.add(PINK, 1, "play", "home:1")
    ids["in_pile"] = b.add("PR139", 0, "discard")
    ids["in_hand"] = b.add("PR139", 0, "hand")
    card = b.add("AD112", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, *modes)
    return g, ids


def test_ad112_raritys_epiphany_dismisses_a_friend_without_a_resource_and_recovers_a_resource():
    g, ids = _epiphany("mode:0", "mode:1")
    assert f"card:{ids['dressed']}" not in keys(g) and f"card:{ids['bare']}" in keys(g)
    answer(g, f"card:{ids['bare']}")
    assert ids["bare"] not in g.s["cards"] and ids["dressed"] in g.s["play"]
    assert zone_codes(g, 0, "discard") == ["AD112"] and zone_codes(g, 0, "hand").count("PR139") == 2


def test_ad112_raritys_epiphany_puts_an_accessory_from_hand_into_play_on_any_friend():
    g, ids = _epiphany("mode:1", "mode:2")
    hats = [i for i in g.s["players"][0]["hand"] if g.spec(i).code == "PR139"]
    answer(g, f"card:{hats[0]}")
    answer(g, f"card:{ids['bare']}")  # an opponent's Friend too
    worn = [i for i in g.attachments(ids["bare"]) if g.spec(i).code == "PR139"]
    assert len(worn) == 1 and g.card(worn[0])["ctrl"] == 0 and "Stubborn" in power.keywords(g, ids["bare"])
    assert g.s["players"][0]["tokens"] == 9 - 3  # only the Event's cost: the Accessory is not played


def _twilight_flipped() -> tuple[MlpGame, int]:
    """P0 confronts P1's Problem with Awkward Silence (cost 1) in hand and Princess Twilight
    Sparkle on top of their deck; she is flipped and P0 takes the discount."""
    b, _, _, cards = problem_faceoff(hand=("AD87",), tokens=1)
    b.deck_top("AD48", 0)
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "pass")  # the faceoff's first window: P0 passes, the cards are flipped
    assert g.pending().kind == "may"
    answer(g, "yes")
    return g, cards[0]


def test_ad48_princess_twilight_flipped_makes_the_next_event_cheaper_during_the_faceoff():
    g, event = _twilight_flipped()
    assert power.play_cost(g, 0, event, None, None) == 0  # 1 - 3, no less than 0
    answer(g, f"play|{event}|event")
    assert g.s["players"][0]["tokens"] == 1  # paid nothing
    assert "discount:0:event" not in g.s["flags"]  # spent by that Event


def test_ad48_princess_twilight_discount_ends_with_the_faceoff():
    g, event = _twilight_flipped()
    settle(g, "pass", "no", until=lambda g: g.s["faceoff"] is None)
    assert "discount:0:event" not in g.s["flags"] and power.play_cost(g, 0, event, None, None) == 1


def test_ad159_lord_tirek_asks_its_controller_which_of_the_weakest_friends_to_dismiss_naming_itself():
    """On a tie for the least power, Lord Tirek's controller (P1) picks the Friend to dismiss;
    the question is led by Lord Tirek and asks which (it read "Dismiss a Friend with the least
    power in the faceoff", naming no card)."""
    b = board(3)
    weakest = [b.add("PR20", 0, "play", "problem:0") for _ in range(2)]
    b.add("PR36", 0, "play", "problem:0")
    tirek = b.add("AD159", 1, "play", "problem:0")
    g = start_challenge(b, tirek)
    assert g.pending().player == 1
    assert g.pending().prompt == f"Lord Tirek #{tirek}: Dismiss which Friend with the least power in the faceoff?"
    assert keys(g) == [f"card:{i}" for i in weakest]


def test_ad195_applejack_lasso_champion_asks_its_may_naming_itself_and_what_the_lasso_does():
    """712.3: the optional choice of a character to exhaust is a question ("Exhaust which ...?"),
    led by Applejack, Lasso Champion, and says the character then stays exhausted (it named no
    card before, and read as a statement)."""
    b = rich_board()
    foe = b.add(PINK, 1, "play", "problem:1")
    g = play(b, "AD195", "home:0")
    [lasso] = find(g, "AD195")
    assert g.pending().prompt == (f"Applejack, Lasso Champion #{lasso}: Exhaust which opposing character? It does "
                                  "not ready during the Ready Phase while this card remains in play (712.3)")
    assert g.pending().min == 0 and f"card:{foe}" in keys(g)


def test_ad101_gone_fishin_copied_asks_the_copier_which_friend_to_move_naming_the_card():
    """520.1: P1 pays to copy Gone Fishin' and moves one of P0's Friends; that question is led
    by Gone Fishin' (P1 did not play it; the question named no card before)."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.players[1]["tokens"] = 2
    b.add(PURPLE, 0, "play", "problem:1")
    b.add("PR20", 0, "play", "home:0")
    b.add(BLUE, 1, "play", "problem:1")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    event = b.add("AD101", 0, "hand")
    g = start_challenge(b, tm)
    answer(g, f"play|{event}|event")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    assert g.pending().player == 1
    led_by, asked = g.pending().prompt.split(": ")
    assert led_by.startswith("Gone Fishin' #") and asked == "Move an opponent's Friend to a Problem"


def test_ad116_the_old_switcheroo_offers_only_your_friends_at_a_problem_where_the_opponent_has_one():
    """"Choose one of your Friends at a Problem. Your opponent chooses one of their Friends at
    that Problem. Exchange control of those Friends": a Friend at a Problem with no opposing
    Friend could exchange with nobody and is not offered (705.2e); P1 is asked for one of
    their own Friends there, named with the Friend it is exchanged for."""
    b = rich_board()
    b.add(BLUE, 0, "play", "problem:0")  # alone at P0's Problem: nothing to exchange it for
    mine = b.add(WHITE, 0, "play", "problem:1")
    other = b.add(PURPLE, 0, "play", "problem:1")
    theirs = b.add(PINK, 1, "play", "problem:1")
    b.add(ORANGE, 1, "play", "problem:1")
    g = play(b, "AD116", "event")
    assert g.pending().player == 0 and sorted(keys(g)) == sorted([f"card:{mine}", f"card:{other}"])
    answer(g, f"card:{mine}")
    assert g.pending().player == 1
    assert g.pending().prompt.startswith("The Old Switcheroo #")
    assert g.pending().prompt.endswith(f": Choose one of your Friends at {g.name(g.problem_card('problem:1'))} "
                                       f"to exchange for {g.name(mine)}")
    answer(g, f"card:{theirs}")
    assert g.card(mine)["ctrl"] == 1 and g.card(theirs)["ctrl"] == 0


def test_ad167_applebuck_season_asks_each_player_naming_itself_for_one_of_their_friends_there():
    """"When this Problem is solved, each player with at least 1 Friend here chooses a Friend
    here": the question leads with the Problem whose text asks it and offers the asked
    player's own Friends there, the turn player first (801.1: the Problem is solved as the
    Solve step starts, while its window is being opened, 613.1, 601.2, though P1 had priority
    last, in the faceoff); the chosen ones stay (710.1)."""
    b = Board(problems=("PR168", "AD167"))
    mine = [b.add(code, 0, "play", "problem:1") for code in ("PR36", "PR31", "PR31")]  # 8 power wins
    theirs = [b.add(code, 1, "play", "problem:1") for code in ("CN28", "PR36")]
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, kind="target")
    asked = f"Applebuck Season #{b.problem[1]}: Which of your Friends here isn't sent home? (710.1)"
    assert g.pending().player == 0 and g.pending().prompt == asked
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in mine)
    answer(g, f"card:{mine[0]}")
    assert g.pending().player == 1 and g.pending().prompt == asked
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in theirs)
    answer(g, f"card:{theirs[1]}")
    assert g.card(mine[0])["area"] == g.card(theirs[1])["area"] == "problem:1"
    assert g.card(mine[1])["area"] == "home:0" and g.card(theirs[0])["area"] == "home:1"


def test_ad167_applebuck_season_replaced_by_a_text_in_the_solve_step_window_asks_nothing():
    """613.1, 601.2: Problems become solved only as the Solve step starts, before its window
    opens. Applebuck Season, not solved, replaced in that window by Pinkie Pie & Twilight
    Sparkle's "When this card enters play, you may replace a Problem" (put back into play by
    Interdimensional Portal), was not solved: "When this Problem is solved, each player ...
    chooses a Friend here" asks nothing and every character there is sent home (613.2),
    Hughbert Jellius too ("When this card's Problem is solved, ... it isn't sent home")."""
    b = Board(problems=("PR168", "AD167"))
    b.players[0] = {"tokens": 5}
    mine = [b.add(code, 0, "play", "problem:1") for code in ("PR36", "PR31")]
    hughbert = b.add("AD25", 1, "play", "problem:1")
    pair = b.add("SB34", 0, "play", "home:0")
    for code in ("PR60", "PR54"):
        b.add(code, 0, "play", "home:0")  # purple power for the Portal
    portal = b.add("EO124", 0, "hand")
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="solve")
    answer(g, f"play|{portal}|event")
    answer(g, f"card:{pair}")
    answer(g, "home:0")
    answer(g, "yes")
    answer(g, "problem:1")
    assert "Applebuck Season" not in g.pending().prompt, g.pending().prompt
    assert [g.card(i)["area"] for i in (*mine, hughbert)] == ["home:0", "home:0", "home:1"]
    assert g.problem_card("problem:1") != b.problem[1]


def test_ad9_discord_general_disarray_flipped_asks_which_involved_card_gets_plus_two():
    """"Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2
    power until the end of the faceoff": the question says how much and for how long, and
    offers only its player's characters there (514.2b)."""
    b, mine, _, _ = problem_faceoff()
    b.deck_top("AD9", 0)
    g = shipped_game(b, phase="score", step="confront")
    led_by, asked = g.pending().prompt.split(": ", 1)
    assert led_by.startswith("Discord, General Disarray #")
    assert asked == "Chaos: Which of your cards involved in the faceoff gets +2 power until the end of the faceoff?"
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (b.mane[0], *mine))
    answer(g, f"card:{mine[0]}")
    assert f"Blue Moon, Ol' Blue Eyes #{mine[0]} gets +2 power until the end of the faceoff" in log_text(g)


def test_ad51_twinkleshine_inspired_logs_only_the_cards_put_back_on_top():
    """Inspired (glossary): Twinkleshine, Outside the Box looks at the top card of P1's deck
    as P0's Main Phase starts; put on the bottom, nothing is put back, and the log says no
    "0 cards back in the chosen order"; kept, the one card is put back on top, no order chosen."""
    for bottom, said in ((True, None), (False, "Glossary: Inspired: P0 puts 1 card back on top")):
        b = Board()
        b.add("AD51", 0, "play", "home:0")
        top = b.deck_top("PR38", 1)
        g = shipped_game(b, phase="ready", step="ready")
        assert g.pending().kind == "inspired" and keys(g) == [f"card:{top}"]
        answer(g, *([f"card:{top}"] if bottom else []))
        assert (g.s["players"][1]["deck"][0] == top) is bottom
        log = log_text(g)
        assert "back in the chosen order" not in log and "0 cards" not in log
        assert said is None or said in log
