"""Marks in Time (MT): cards the engine carries out, each played on a judge's board.

Each test names its card (the code in its name) and checks what the text says happens:
the numbers, the zone, the choice offered. Events and Friends are played from hand by a
player with power of every color at home and tokens to spare.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, shipped_game

# vanilla Friends: blue, orange, pink, purple, white, yellow
FILLERS = ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2
BLUE, ORANGE, PINK, PURPLE, WHITE, YELLOW = FILLERS[:6]
CRITTER = "PR86"  # House Mouse: a 1-power Critter Friend
TROUBLEMAKER = "PR157"  # Purple Parasprite: power 4


def _rich_board(tokens: int = 9) -> Board:
    """P0 in their Main Phase with `tokens` tokens and power of every color at home."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    return b


def _then(g, *choices: str) -> None:
    """Give `choices` to the decisions asked next (skipping those the game made itself)."""
    for choice in choices:
        if g.pending().kind != "priority":
            answer(g, choice)


def _play(b: Board, code: str, where: str, *choices: str):
    """Play `code` from P0's hand (`where`: "event", an area, or a host's key part), then
    answer `choices`; the game after."""
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|{where}")
    _then(g, *choices)
    return g, card


def _codes(g, zone: str, player: int) -> list[str]:
    return [g.spec(i).code for i in g.s["players"][player][zone]]


def _codes_in_play(g, player: int) -> list[str]:
    return [g.spec(i).code for i in g.s["play"] if g.card(i)["ctrl"] == player]


def _tokens_of(g, player: int) -> list[int]:
    return [i for i in g.s["play"] if g.card(i).get("token") and g.card(i)["ctrl"] == player]


def _activate(g, card: int, *choices: str) -> None:
    answer(g, f"act|{card}|")
    _then(g, *choices)


# ----- Critters that gain a keyword while with a Friend of their color ---------------------------


def _keyword_while_with(code: str, partner: str, keyword: str) -> None:
    b = Board()
    critter = b.add(code, 0, "play", "problem:0")
    b.add(partner, 0, "play", "problem:1")  # elsewhere: not "with" it
    b.add(partner, 1, "play", "problem:0")  # an opponent's: not "your"
    assert not power.has_keyword(shipped_game(b), critter, keyword), code
    b.add(partner, 0, "play", "problem:0")
    assert power.has_keyword(shipped_game(b), critter, keyword), code


def test_mt13_tank_competitive_while_with_a_loyalty_friend():
    _keyword_while_with("MT13", BLUE, "Competitive")


def test_mt26_gummy_eccentric_while_with_a_laughter_friend():
    _keyword_while_with("MT26", PINK, "Eccentric")


def test_mt34_owlowiscious_meticulous_while_with_a_magic_friend():
    _keyword_while_with("MT34", PURPLE, "Meticulous")


def test_mt44_opalescence_prepared_while_with_a_generosity_friend():
    _keyword_while_with("MT44", WHITE, "Prepared")


def test_mt49_angel_persistent_while_with_a_kindness_friend():
    _keyword_while_with("MT49", YELLOW, "Persistent")


# ----- Growing Up: pay 2 to Cutie Mark, then +1 power and a keyword -----------------------------


def _growing_up(code: str, keyword: str) -> None:
    b = Board()
    b.players[0] = {"tokens": 2}
    pony = b.add(code, 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, pony) == 1 and not power.has_keyword(g, pony, keyword)
    _activate(g, pony)
    assert g.card(pony)["counters"].get("cutie_mark") and g.s["players"][0]["tokens"] == 0, code
    # Cutie Mark (glossary) puts a +1 power counter on it; the text adds +1 more
    assert g.card(pony)["counters"].get("power") == 1, code
    assert power.power(g, pony) == 3 and power.has_keyword(g, pony, keyword), code


def test_mt16_applejack_growing_up_cutie_marked_diligent():
    _growing_up("MT16", "Diligent")


def test_mt30_pinkie_pie_growing_up_cutie_marked_eccentric():
    _growing_up("MT30", "Eccentric")


def test_mt38_twilight_sparkle_growing_up_cutie_marked_meticulous():
    _growing_up("MT38", "Meticulous")


def test_mt46_rarity_growing_up_cutie_marked_showy():
    _growing_up("MT46", "Showy")


def test_mt29_party_filly_cutie_marked_dismisses_an_opposing_friend():
    b = Board()
    b.players[0] = {"tokens": 2}
    filly = b.add("MT29", 0, "play", "home:0")
    mine = b.add(BLUE, 0, "play", "home:0")
    foe = b.add(BLUE, 1, "play", "problem:1")
    g = shipped_game(b)
    _activate(g, filly)
    if g.pending().kind == "target":
        assert f"card:{mine}" not in keys(g)
        answer(g, f"card:{foe}")
    assert foe not in g.s["cards"] and mine in g.s["play"] and "PR12" in _codes(g, "discard", 1)


def test_mt37_starlight_glimmer_troublemakers_power_and_cutie_mark_puts_one_into_play():
    b = Board()
    b.players[0] = {"tokens": 2}
    glimmer = b.add("MT37", 0, "play", "home:0")
    mine = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    theirs = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    in_hand = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    assert power.power(g, mine) == 6 and power.power(g, theirs) == 4
    _activate(g, glimmer)
    while g.pending().kind != "priority":
        d = g.pending()
        wanted = [k for k in d.option_keys() if k in ("yes",) or str(in_hand) in k]
        answer(g, wanted[0] if wanted else d.option_keys()[0])
    entered = [i for i in g.s["play"] if g.spec(i).code == TROUBLEMAKER and g.card(i)["ctrl"] == 0 and i != mine]
    assert len(entered) == 1 and not g.card(entered[0])["face_down"] and not g.s["players"][0]["hand"]
    assert g.card(entered[0])["area"].startswith("problem")


def test_mt32_cheerilee_exhausts_to_gain_1_when_your_friend_becomes_cutie_marked():
    b = Board()
    b.players[0] = {"tokens": 2}
    cheerilee = b.add("MT32", 0, "play", "home:0")
    pony = b.add("MT16", 0, "play", "home:0")
    g = shipped_game(b)
    _activate(g, pony, "yes")
    assert g.card(pony)["counters"].get("cutie_mark")
    assert g.card(cheerilee)["exhausted"] and g.s["players"][0]["tokens"] == 1


# ----- activated abilities ----------------------------------------------------------------------


def test_mt14_thunderlane_removes_a_power_counter_to_move():
    b = Board()
    lane = b.add("MT14", 0, "play", "home:0", counters={"power": 1})
    g = shipped_game(b)
    _activate(g, lane, "problem:1")
    assert g.card(lane)["area"] == "problem:1" and not g.card(lane)["counters"].get("power")
    b = Board()
    lane = b.add("MT14", 0, "play", "home:0")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{lane}|")]  # no counter: nothing to pay


def test_mt21_smart_cookie_banishes_from_discard_for_1_power():
    b = Board()
    cookie = b.add("MT21", 0, "play", "home:0")
    gone = b.add(BLUE, 0, "discard")
    g = shipped_game(b)
    _activate(g, cookie, f"card:{gone}")
    assert power.power(g, cookie) == 3
    assert _codes(g, "banished", 0) == ["PR12"] and not g.s["players"][0]["discard"]


def test_mt35_princess_luna_pays_2_and_exhausts_for_a_figment_token():
    b = Board()
    b.players[0] = {"tokens": 2}
    luna = b.add("MT35", 0, "play", "home:0")
    g = shipped_game(b)
    _activate(g, luna, "home:0")
    tokens = _tokens_of(g, 0)
    assert len(tokens) == 1 and "figment" in g.spec(tokens[0]).traits and power.power(g, tokens[0]) == 2
    assert g.card(luna)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_mt109_train_station_dismisses_an_opposing_friend_here_with_3_power():
    b = Board()
    b.players[0] = {"tokens": 2}
    station = b.add("MT109", 0, "play", "problem:1")
    big = b.add(PINK, 1, "play", "problem:1")  # Apple Brown Betty: 3 power
    small = b.add(BLUE, 1, "play", "problem:1")
    away = b.add(PINK, 1, "play", "problem:0")
    g = shipped_game(b)
    _activate(g, station)
    if g.pending().kind == "target":
        assert f"card:{small}" not in keys(g) and f"card:{away}" not in keys(g)
        answer(g, f"card:{big}")
    assert big not in g.s["cards"] and small in g.s["play"] and away in g.s["play"]
    assert g.card(station)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_mt110_wonderbolts_stadium_next_card_costs_1_less():
    b = _rich_board(tokens=1)
    stadium = b.add("MT110", 0, "play", "home:0")
    card = b.add("MT21", 0, "hand")  # costs 2
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"play|{card}|")]
    _activate(g, stadium)
    assert g.card(stadium)["exhausted"]
    answer(g, f"play|{card}|home:0")
    assert "MT21" in _codes_in_play(g, 0) and g.s["players"][0]["tokens"] == 0


def test_mt118_awkward_cutecenara_exhausts_your_mane_for_a_laughter_token():
    b = Board(problems=("MT118", "PR190"))
    g = shipped_game(b)
    act = [k for k in keys(g) if k.startswith(f"act|{b.problem[0]}|")]
    assert act, keys(g)
    answer(g, act[0])
    _then(g, "home:0")
    tokens = _tokens_of(g, 0)
    assert len(tokens) == 1 and "earth pony" in g.spec(tokens[0]).traits and power.power(g, tokens[0]) == 1
    assert g.card(b.mane[0])["exhausted"]
