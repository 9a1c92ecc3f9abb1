"""Continuous abilities (702) of cards beyond the theme decks, each on a judge's board:
power for a group of cards, and Troublemakers losing their abilities."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, shipped_game


def _parasprite_board(guard: str | None, guard_area: str = "problem:0") -> tuple[Board, int]:
    """P1's Purple Parasprite at P0's Problem: at the start of P0's Troublemaker Phase it
    makes P0 exhaust one of their characters, unless it has lost its abilities."""
    b = Board()
    tm = b.add("PR157", 1, "play", "problem:0")
    if guard is not None:
        b.add(guard, 0, "play", guard_area)
    return b, tm


def _exhausted_characters(g, player: int) -> int:
    return sum(1 for i in g.characters(player) if g.card(i)["exhausted"])


def test_ll72_applejack_and_apple_bloom_troublemakers_here_lose_their_abilities():
    b, tm = _parasprite_board(None)
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    while g.pending().kind in ("trigger_order", "target"):
        answer(g, keys(g)[0])
    assert _exhausted_characters(g, 0) == 1  # (without the guard)
    b, tm = _parasprite_board("LL72")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    assert tm in g.lost_abilities()
    assert _exhausted_characters(g, 0) == 0
    b, tm = _parasprite_board("LL72", "problem:1")  # not here: the Parasprite keeps its ability
    g = shipped_game(b)
    assert tm not in g.lost_abilities()


def test_ad5_fluttershy_reformer_boosted_troublemakers_here_lose_their_abilities():
    b, tm = _parasprite_board(None)
    b.cards[b.mane[0] - 1].update(card="AD5", area="problem:0", boosted=True)
    g = shipped_game(b)
    assert tm in g.lost_abilities()
    b.cards[b.mane[0] - 1]["boosted"] = False  # the start side has no such text
    g = shipped_game(b)
    assert tm not in g.lost_abilities()


def test_sb141_the_staff_of_sacanas_gives_your_mane_character_three_power():
    b = Board()
    b.add("SB141", 0, "play", "home:0")
    g = shipped_game(b)
    mane, other = b.mane
    assert power.power(g, mane) == g.spec(mane).power + 3
    assert power.power(g, other) == g.spec(other).power


def test_sb141_the_staff_of_sacanas_starts_a_faceoff_and_frightens_the_loser():
    """"Main Phase: Pay [1] and exhaust this card to start a faceoff involving your Mane
    Character and an opposing Friend. If you win the faceoff, frighten that Friend." Both
    decks hold only 1-power Friends, so the flips can't turn a 3-power lead around."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 3}
    staff = b.add("SB141", 0, "play", "home:0")
    foe = b.add("PR20", 1, "play", "problem:1")
    for _ in range(8):
        b.add("PR20", 0, "deck")
        b.add("PR20", 1, "deck")
    g = shipped_game(b)
    answer(g, f"act|{staff}|")
    assert g.card(staff)["exhausted"] and g.s["players"][0]["tokens"] == 2
    assert g.card(foe)["frightened"]
    assert "514.5" in [rule for _, rule, _ in g.log]


def test_ll117_the_treehouse_of_harmony_weakens_opposing_friends_and_strengthens_yours():
    b = Board()
    b.add("LL117", 0, "play", "home:0")
    mine = b.add("PR33", 0, "play", "problem:0")  # 2 power
    theirs = b.add("PR33", 1, "play", "problem:1")
    weak = b.add("PR20", 1, "play", "problem:1")  # 1 power: 0 with the Treehouse
    g = shipped_game(b)
    assert (power.power(g, mine), power.power(g, theirs), power.power(g, weak)) == (3, 1, 0)
    assert power.power(g, b.mane[1]) == g.spec(b.mane[1]).power  # Friends only
    g.submit(["pass"])  # P0 ends the Main Phase; "at the end of your turn" the weak one goes
    assert g.s["turn"] == 4
    assert weak not in g.s["cards"] and theirs in g.s["play"]


def test_hm137_under_lock_and_tree_gives_every_mane_character_here_one_power():
    b = Board(problems=("HM137", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    friend = b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b)
    for mane in b.mane:
        assert power.power(g, mane) == g.spec(mane).power + 1
    assert power.power(g, friend) == 1
    b.cards[b.mane[1] - 1]["area"] = "home:1"
    g = shipped_game(b)
    assert power.power(g, b.mane[1]) == g.spec(b.mane[1]).power


def test_sb93_twilight_and_tempest_your_characters_and_troublemakers_here_get_one_power():
    b = Board()
    leaders = b.add("SB93", 0, "play", "problem:1")
    friend = b.add("PR20", 0, "play", "problem:1")
    tm = b.add("PR157", 0, "play", "problem:1")
    elsewhere = b.add("PR20", 0, "play", "problem:0")
    theirs = b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, friend) == 2 and power.power(g, tm) == 5 and power.power(g, leaders) == 5
    assert power.power(g, elsewhere) == 1 and power.power(g, theirs) == 1
    assert power.has_keyword(g, leaders, "Prepared")


def test_sb10_your_other_characters_have_swift():
    """SB10: "Your other characters have Swift." (Friends and the Mane Character; not the
    opponent's, and not itself twice: it has Swift printed)."""
    b = Board()
    pirate = b.add("SB10", 0, "play", "home:0")
    friend = b.add("PR33", 0, "play", "home:0")
    theirs = b.add("PR33", 1, "play", "home:1")
    g = shipped_game(b)
    assert power.has_keyword(g, friend, "Swift") and power.has_keyword(g, b.mane[0], "Swift")
    assert not power.has_keyword(g, theirs, "Swift")
    assert power.keywords(g, pirate) == g.spec(pirate).keywords
    # Swift: "You pay -1 to move this card" (the same move costs one token more without it)
    assert power.move_cost(g, 0, friend, "problem:0") == 1
    assert power.move_cost(g, 1, theirs, "problem:1") == 2
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"move|{friend}|problem:0")
    assert g.s["players"][0]["tokens"] == tokens - 1


def test_sb53_queen_novo_your_seaponies_have_showy_1():
    b = Board()
    novo = b.add("SB53", 0, "play", "problem:0")
    guard = b.add("SB26", 0, "play", "problem:0")  # Seapony Guard: a Seapony with Diligent
    pony = b.add("PR33", 0, "play", "problem:0")
    theirs = b.add("SB26", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.keywords(g, novo).get("Showy") == 1 and power.keywords(g, guard).get("Showy") == 1
    assert "Diligent" in power.keywords(g, guard)
    assert "Showy" not in power.keywords(g, pony) and "Showy" not in power.keywords(g, theirs)


def test_mt141_your_troublemakers_have_diligent_2():
    b = Board()
    b.add("MT141", 0, "play", "home:0")
    tm = b.add("PR157", 0, "play", "problem:1")
    hidden = b.add("PR157", 0, "play", "problem:0", face_down=True)
    theirs = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.keywords(g, tm).get("Diligent") == 2
    assert "Diligent" not in power.keywords(g, hidden)  # 505: a face-down card has no abilities
    assert "Diligent" not in power.keywords(g, theirs)


def test_eo99_princess_luna_nights_steward_your_other_friends_here_have_diligent_1():
    b = Board()
    luna = b.add("EO99", 0, "play", "problem:0")
    here = b.add("PR33", 0, "play", "problem:0")
    away = b.add("PR33", 0, "play", "problem:1")
    theirs = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.keywords(g, here).get("Diligent") == 1
    assert "Diligent" not in power.keywords(g, luna)  # "other"
    assert "Diligent" not in power.keywords(g, away) and "Diligent" not in power.keywords(g, theirs)


def test_hm121_applejacks_worst_nightmare_your_characters_here_have_stubborn():
    b = Board(problems=("HM121", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    tired = b.add("PR33", 0, "play", "problem:0", exhausted=True)
    theirs = b.add("PR33", 1, "play", "problem:0", exhausted=True)
    g = shipped_game(b)
    assert power.has_keyword(g, tired, "Stubborn") and power.has_keyword(g, b.mane[0], "Stubborn")
    assert not power.has_keyword(g, theirs, "Stubborn")
    # Stubborn: an exhausted card still contributes its power to confronting
    assert power.contributes(g, tired) and not power.contributes(g, theirs)


def test_cn174_crash_course_characters_here_have_swift():
    b = Board(problems=("CN174", "PR190"))
    mine = b.add("PR33", 0, "play", "problem:0")
    theirs = b.add("PR33", 1, "play", "problem:0")
    away = b.add("PR33", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.has_keyword(g, mine, "Swift") and power.has_keyword(g, theirs, "Swift")
    assert not power.has_keyword(g, away, "Swift")
    assert power.move_cost(g, 0, mine, "problem:1") == 1 and power.move_cost(g, 0, away, "problem:0") == 2


def test_mt125_falling_rock_zone_your_friends_here_have_persistent():
    b = Board(problems=("MT125", "PR190"))
    mine = b.add("PR33", 0, "play", "problem:0")
    theirs = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.has_keyword(g, mine, "Persistent") and not power.has_keyword(g, theirs, "Persistent")
    assert not power.has_keyword(g, b.mane[0], "Persistent")  # Friends only


def test_de51_mr_and_mrs_shy_your_friends_at_home_have_swift():
    b = Board()
    b.add("DE51", 0, "play", "problem:1")
    home_friend = b.add("PR33", 0, "play", "home:0")
    out = b.add("PR33", 0, "play", "problem:0")
    theirs = b.add("PR33", 1, "play", "home:1")
    g = shipped_game(b)
    assert power.has_keyword(g, home_friend, "Swift")
    assert not power.has_keyword(g, out, "Swift") and not power.has_keyword(g, theirs, "Swift")
    answer(g, f"move|{home_friend}|problem:0")  # Swift: one token instead of two
    assert g.s["players"][0]["tokens"] == 1
    assert not power.has_keyword(g, home_friend, "Swift")  # no longer at home


def test_cg187_swindlers_in_town_friends_here_cant_be_frightened():
    b = Board(problems=("CG187", "PR190"))
    mine = b.add("PR33", 0, "play", "problem:0")
    theirs = b.add("PR33", 1, "play", "problem:0")
    away = b.add("PR33", 1, "play", "problem:1")
    g = shipped_game(b)
    for friend in (mine, theirs, away):
        g.frighten(friend)
    assert not g.card(mine)["frightened"] and not g.card(theirs)["frightened"]
    assert g.card(away)["frightened"]


def test_eo148_your_friends_with_cost_2_or_less_have_one_power():
    b = Board()
    b.add("EO148", 0, "play", "home:0")
    cheap = b.add("PR20", 0, "play", "problem:0")  # cost 1
    dear = b.add("PR31", 0, "play", "problem:0")  # Full Steam: cost 3 or more
    theirs = b.add("PR20", 1, "play", "problem:0")
    g = shipped_game(b)
    assert g.spec(cheap).cost <= 2 < g.spec(dear).cost
    assert power.power(g, cheap) == 2 and power.power(g, dear) == g.spec(dear).power
    assert power.power(g, theirs) == 1 and power.power(g, b.mane[0]) == g.spec(b.mane[0]).power


def _play_places(problem: str, friend: str) -> set[str]:
    """Where P0 may play `friend` from hand with `problem` as their Problem (the Friend's
    own requirements met by the Mane Character and two filler Friends of each color)."""
    b = Board(problems=(problem, "PR190"))
    b.players[0] = {"tokens": 9}
    for filler in ("PR20", "PR33", "PR36", "PR60", "PR79", "PR81") * 2:
        b.add(filler, 0, "play", "home:0")
    card = b.add(friend, 0, "hand")
    g = shipped_game(b)
    return {key.split("|")[2] for key in keys(g) if key.startswith(f"play|{card}|")}


def test_mt124_equal_or_else_friends_with_3_or_more_power_cant_be_played_here():
    assert _play_places("MT124", "PR31") == {"home:0", "problem:1"}  # Full Steam: 4 power
    assert _play_places("MT124", "PR33") == {"home:0", "problem:0", "problem:1"}  # 2 power
    assert _play_places("PR168", "PR31") == {"home:0", "problem:0", "problem:1"}


def test_pr188_ponyville_in_a_bottle_friends_with_less_than_2_power_cant_be_played_there():
    assert _play_places("PR188", "PR20") == {"home:0", "problem:1"}  # 1 power
    assert _play_places("PR188", "PR33") == {"home:0", "problem:0", "problem:1"}
