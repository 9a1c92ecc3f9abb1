"""High Magic (HM) cards, each as a judge scenario on a small board: the card's text happens
and the test checks what it says (the numbers, the zone, the choice offered)."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import (
    Board,
    shipped_game,
)

# Theme-deck Mane Characters by color: Rainbow Dash, Applejack, Pinkie Pie, Twilight, Rarity, Fluttershy
_MANE_OF = {"blue": "PR1", "orange": "PR2", "pink": "PR3", "purple": "PR4", "white": "PR5", "yellow": "PR6"}


# ----- Keywords while your Mane Character is of a color ---------------------------------------
def _keyword_with_mane(code: str, color: str, keyword: str, value: int) -> None:
    """"While your Mane Character is [color], this card has <keyword> N": with a Mane of that
    color it has it (with its number), with another it doesn't."""
    other = "orange" if color != "orange" else "blue"
    for mane, has in ((_MANE_OF[color], True), (_MANE_OF[other], False)):
        b = Board(manes=(mane, "PR2"))
        card = b.add(code, 0, "play", "home:0")
        kws = power.keywords(shipped_game(b), card)
        assert (keyword in kws) is has, (code, mane)
        if has:
            assert kws[keyword] == value


def test_hm10_scootaloo_has_competitive_2_with_a_loyalty_mane():
    _keyword_with_mane("HM10", "blue", "Competitive", 2)


def test_hm14_apple_bloom_has_diligent_2_with_an_honesty_mane():
    _keyword_with_mane("HM14", "orange", "Diligent", 2)


def test_hm24_berry_punch_has_eccentric_2_with_a_laughter_mane():
    _keyword_with_mane("HM24", "pink", "Eccentric", 2)


def test_hm37_owlowiscious_has_meticulous_1_with_a_magic_mane():
    _keyword_with_mane("HM37", "purple", "Meticulous", 1)


def test_hm53_sweetie_belle_has_showy_1_with_a_generosity_mane():
    _keyword_with_mane("HM53", "white", "Showy", 1)


def test_hm55_angel_has_calming_2_with_a_kindness_mane():
    _keyword_with_mane("HM55", "yellow", "Calming", 2)


# ----- Power and abilities that depend on the board ------------------------------------------
def test_hm50_princess_cadance_spa_day_is_showy_2_with_no_opposing_characters_here():
    b = Board()
    cadance = b.add("HM50", 0, "play", "problem:1")
    assert power.keywords(shipped_game(b), cadance).get("Showy") == 2
    b.add("PR20", 1, "play", "problem:1")
    assert "Showy" not in power.keywords(shipped_game(b), cadance)


def test_hm72_skunk_troublemakers_here_have_minus_two():
    b = Board()
    b.add("HM72", 0, "play", "problem:0")
    here = b.add("PR157", 1, "play", "problem:0")
    there = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, here) == power.power(g, there) - 2


def test_hm108_fast_food_your_critters_have_plus_one():
    b = Board()
    b.add("HM108", 0, "play", "home:0")
    mine = b.add("PR81", 0, "play", "home:0")
    pony = b.add("PR20", 0, "play", "home:0")
    theirs = b.add("PR81", 1, "play", "home:1")
    g = shipped_game(b)
    assert (power.power(g, mine), power.power(g, pony), power.power(g, theirs)) == (3, 1, 2)


def test_hm110_magic_wings_its_friend_has_plus_seven():
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    b.add("HM110", 0, "play", "home:0", host=pony)
    assert power.power(shipped_game(b), pony) == 8


def test_hm141_applejack_mistress_mare_velous_plus_two_per_other_exhausted_character_there():
    b = Board()
    aj = b.add("HM141", 0, "play", "problem:0", exhausted=True)  # herself: not counted
    b.add("PR20", 0, "play", "problem:0", exhausted=True)
    b.add("PR20", 1, "play", "problem:0", exhausted=True)
    b.add("PR20", 0, "play", "problem:0")  # ready
    b.add("PR20", 0, "play", "problem:1", exhausted=True)  # elsewhere
    assert power.power(shipped_game(b), aj) == 2 + 2 * 2


def test_hm149_trixie_highest_level_unicorn_friends_here_lose_their_abilities():
    b = Board()
    b.add("PR20", 1, "hand")
    b.add("HM149", 1, "play", "problem:0")
    here = b.add("AD39", 0, "play", "problem:0")
    there = b.add("AD39", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, here) == 1 and power.power(g, there) == 2
