"""Texts about abilities and traits gained, lost or copied, colors chosen or gained, and
control, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
must not do.
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.effects import home_limits
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.library import token_id
from engine.mlp.values import power
from tests.engine.card_play import (
    ORANGE,
    PINK,
    PURPLE,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    activate,
    acts,
    board,
    find,
    rich_board,
    start_challenge,
    tm_faceoff,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
    zone_codes,
)

SWIFT = "PR8"  # Cerulean Skies: a blue 1-power Friend with Swift
STUBBORN = "PR22"  # Apple Cobbler: an orange 1-power Friend with Stubborn
DRAWS_TWO = "AD37"  # Princess Cadance, On Vacation: "When this card enters play, draw 2 cards."


def _limestone(boosted: bool = False):
    """P0's ready Limestone Pie at home; P1's Swift Friend at home, P1's Mane (boosted or not)."""
    b = board(3)
    limestone = b.add("DE21", 0, "play", "home:0")
    mine = b.add(SWIFT, 0, "play", "home:0")
    theirs = b.add(SWIFT, 1, "play", "home:1")
    b.add(STUBBORN, 1, "play", "home:1")  # (a second choice)
    b.cards[b.mane[1] - 1]["boosted"] = boosted
    return shipped_game(b), limestone, mine, theirs, b.mane[1]


def test_de21_limestone_pie_takes_an_opposing_friends_abilities_until_the_turn_ends():
    g, limestone, mine, theirs, mane = _limestone()
    answer(g, acts(g, limestone)[0])
    offered = keys(g)
    assert f"card:{theirs}" in offered
    assert f"card:{mine}" not in offered and f"card:{limestone}" not in offered
    assert f"card:{mane}" not in offered  # a Mane Character only while boosted
    answer(g, f"card:{theirs}")
    assert g.card(limestone)["exhausted"]
    assert "Swift" not in power.keywords(g, theirs)
    assert "Swift" in power.keywords(g, mine)
    assert "loses and can't have abilities until the end of the turn" in log_text(g)
    g.expire_mods("turn")
    assert "Swift" in power.keywords(g, theirs)


def test_de21_limestone_pie_reaches_a_boosted_mane_character():
    g, limestone, _, _, mane = _limestone(boosted=True)
    answer(g, acts(g, limestone)[0])
    assert f"card:{mane}" in keys(g)
    answer(g, f"card:{mane}")
    assert mane in g.lost_abilities()


def _desert_road(road_owner: int):
    """Desert Road at `road_owner`'s home; P0 plays Princess Cadance, On Vacation."""
    b = rich_board()
    b.add("SB110", road_owner, "play", f"home:{road_owner}")
    cadance = b.add(DRAWS_TWO, 0, "hand")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"play|{cadance}|home:0")
    pass_until(g, "priority")
    return g, hand


def test_sb110_desert_road_opposing_friend_enters_without_abilities():
    g, hand = _desert_road(1)
    cadance = find(g, DRAWS_TWO)[0]
    assert len(g.s["players"][0]["hand"]) == hand - 1  # its "enters play" text never triggered
    assert cadance in g.lost_abilities()
    assert "enters play without its abilities" in log_text(g)
    g.expire_mods("turn")
    assert cadance not in g.lost_abilities()


def test_sb110_desert_road_leaves_its_controllers_own_friends_alone():
    g, hand = _desert_road(0)
    cadance = find(g, DRAWS_TWO)[0]
    assert len(g.s["players"][0]["hand"]) == hand - 1 + 2
    assert cadance not in g.lost_abilities()
    assert zone_codes(g, 0, "hand").count("PR20") >= 2


def _pony_charm():
    """P0 plays Pony Charm on P1's Apple Brown Betty at P1's Problem (EO167 Trashed in P0's
    hand too)."""
    b = rich_board()
    for _ in range(3):
        b.add(WHITE, 0, "play", "home:0")  # (its 5 white)
    theirs = b.add("PR36", 1, "play", "problem:1")
    charm = b.add("CG140", 0, "hand")
    b.add("EO167", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{charm}|on:{theirs}")
    pass_until(g, "priority")
    return g, theirs, find(g, "CG140")[0]


def test_cg140_pony_charm_gives_control_of_its_host_while_attached():
    g, theirs, charm = _pony_charm()
    assert g.card(charm)["host"] == theirs
    assert g.card(theirs)["ctrl"] == 0
    assert theirs in g.characters(0) and theirs not in g.characters(1)
    assert "P0 now controls Apple Brown Betty" in log_text(g)
    name = g.name(charm)
    g.dismiss(charm)
    assert g.card(theirs)["ctrl"] == 1  # the control ends with it, and the log says so
    assert f"513.2: P1 controls {g.name(theirs)} again: P0's control of it ends as {name} leaves play " \
           f"(by the text of {name})" in log_text(g).splitlines()


def test_cg140_pony_charm_gives_control_back_while_it_has_lost_its_abilities():
    """702.1: a continuous ability functions until its card loses it. EO167 Trashed ("Play on
    a Resource. That Resource loses and can't have abilities.") played on Pony Charm ends the
    control it gave: Apple Brown Betty is P1's again, though Pony Charm stays attached (509.4a).
    Once Trashed leaves play Pony Charm has its ability again, and it gives control anew (a
    new modifier, with the timestamp of that moment: 711.3a)."""
    g, theirs, charm = _pony_charm()
    trashed = next(i for i in g.s["players"][0]["hand"] if g.spec(i).code == "EO167")
    answer(g, f"play|{trashed}|on:{charm}")
    pass_until(g, "priority")
    assert charm in g.lost_abilities() and g.card(charm)["host"] == theirs
    assert g.card(theirs)["ctrl"] == 1 and theirs in g.characters(1)
    assert f"702.1: P1 controls {g.name(theirs)} again: P0's control of it ends as {g.name(charm)} has lost its " \
           f"abilities (by the text of {g.name(charm)})" in log_text(g).splitlines()
    assert not any(m["kind"] == "control" for m in g.s["mods"])
    g.dismiss(find(g, "EO167")[0])
    answer(g, "pass")  # (the rules are checked before a player next receives priority)
    assert charm not in g.lost_abilities() and g.card(theirs)["ctrl"] == 0
    assert [m["src"] for m in g.s["mods"] if m["kind"] == "control"] == [charm]


CARETAKER = "PR80"  # Amethyst Star: a 2-power Friend with Caretaker


def test_ad124_bee_suit_makes_its_host_a_critter():
    b = board(6)
    for _ in range(4):
        b.add(YELLOW, 0, "play", "home:0")  # (its 4 yellow)
    carer = b.add(CARETAKER, 0, "play", "problem:0")
    host = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    suit = b.add("AD124", 0, "hand")
    g = shipped_game(b)
    before = power.power(g, carer)
    assert not power.has_trait(g, host, "Critter")
    answer(g, f"play|{suit}|on:{host}")
    assert power.has_trait(g, host, "Critter")
    assert not power.has_trait(g, theirs, "Critter")
    assert power.power(g, carer) == before + 1  # Caretaker reads its Critter Friend there
    g.dismiss(find(g, "AD124")[0])
    assert not power.has_trait(g, host, "Critter")


def test_cg126_ceremonial_headdress_gives_two_power_and_crystal():
    b = board(6)
    for _ in range(3):
        b.add(WHITE, 0, "play", "home:0")  # (its 3 white)
    prismatic = b.add("CG13", 0, "play", "home:0")  # Rainbow Dash, Crystallized: blue, Prismatic
    host = b.add(PINK, 0, "play", "home:0")
    other = b.add(ORANGE, 0, "play", "home:0")
    dress = b.add("CG126", 0, "hand")
    g = shipped_game(b)
    printed = power.power(g, host)
    assert "pink" not in power.colors(g, prismatic)
    answer(g, f"play|{dress}|on:{host}")
    assert power.power(g, host) == printed + 2
    assert power.has_trait(g, host, "Crystal") and not power.has_trait(g, other, "Crystal")
    assert "pink" in power.colors(g, prismatic)  # Prismatic: the colors of its Crystal Friends
    assert "orange" not in power.colors(g, prismatic)


def test_cg13_prismatic_reads_the_colors_a_crystal_friend_has_now():
    """Prismatic: "the colors of all your other [Crystal] characters" as they are now: Umbrella
    Hat (EO168, "That Friend is also [Laughter].") on Applejack, Crystallized (CG21, orange,
    Prismatic too) makes it pink, so Rainbow Dash, Crystallized (CG13, blue) is pink as well;
    each of the two Prismatic cards has the other's colors (711.5)."""
    b = board(6)
    rainbow = b.add("CG13", 0, "play", "home:0")
    applejack = b.add("CG21", 0, "play", "home:0")
    b.add("EO168", 0, "play", "home:0", host=applejack)
    theirs = b.add("CG43", 1, "play", "home:1")  # P1's Pinkie Pie, Crystallized: not P0's
    g = shipped_game(b)
    assert sorted(power.colors(g, applejack)) == ["blue", "orange", "pink"]
    assert sorted(power.colors(g, rainbow)) == ["blue", "orange", "pink"]
    assert sorted(power.colors(g, theirs)) == ["pink"]


def test_cg13_prismatic_reads_no_color_of_a_frightened_crystal_friend():
    b = board(6)
    rainbow = b.add("CG13", 0, "play", "home:0")
    b.add("CG198", 0, "play", "home:0", frightened=True)  # Princess Cadance, a white Crystal
    g = shipped_game(b)
    assert power.colors(g, rainbow) == ("blue",)


def _philomena():
    """P0's Philomena with a Friend at P0's Problem; another at home; P1's Friend there."""
    b = board(3)
    philomena = b.add("PR207", 0, "play", "problem:0")
    there = b.add("PR36", 0, "play", "problem:0")
    home = b.add("PR36", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    return b, philomena, there, home, theirs


def test_pr207_philomena_makes_friends_there_critters_during_score_phase():
    b, philomena, there, home, theirs = _philomena()
    g = shipped_game(b)
    assert not power.has_trait(g, there, "Critter")  # not in the Main Phase
    g.s["phase"] = "score"  # (P0's Score Phase, as its confront step begins)
    assert power.has_trait(g, there, "Critter")
    assert not power.has_trait(g, home, "Critter")  # not at that Problem
    assert not power.has_trait(g, theirs, "Critter")  # not an opponent's
    assert not power.has_trait(g, philomena, "Other") and power.has_trait(g, philomena, "Critter")
    g.move(philomena, "home:0", 0)
    assert not power.has_trait(g, there, "Critter")  # only while it is at that Problem
    assert not power.has_trait(g, home, "Critter")  # home is no Problem


def _glimmer(face_down: bool = False, faceoff: bool = True):
    """P0's Starlight Glimmer, Apocalypse Now and P0's Troublemaker (face-down if told) at
    problem:0, where P0 challenges P1's Troublemaker (unless told not to); another of P0's
    Troublemakers at P1's Problem."""
    b, _, _, trouble = tm_faceoff(("MT36",))
    tm = b.add(TROUBLEMAKER, 0, "play", "problem:0", face_down=face_down)
    elsewhere = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    g = start_challenge(b, trouble) if faceoff else shipped_game(b)
    return g, find(g, "MT36")[0], tm, elsewhere


def test_mt36_starlight_glimmer_troublemakers_here_pay_for_two_power_in_a_faceoff():
    g, glimmer, tm, elsewhere = _glimmer()
    assert g.s["faceoff"] is not None and g.pending().player == 0
    printed = power.power(g, tm)
    activate(g, glimmer)
    assert g.s["players"][0]["tokens"] == 2
    assert power.power(g, tm) == printed + 2
    assert power.power(g, elsewhere) == printed  # not here
    assert "+2 power until the end of the faceoff" in log_text(g)
    g.expire_mods("faceoff")
    assert power.power(g, tm) == printed


def test_mt36_starlight_glimmer_gives_nothing_outside_faceoffs_or_to_face_down_troublemakers():
    g, glimmer, _, _ = _glimmer(faceoff=False)
    assert g.s["faceoff"] is None and not acts(g, glimmer)  # only during a faceoff
    g, glimmer, _, _ = _glimmer(face_down=True)
    # a face-down card has no abilities: P0 had nothing to do in the faceoff's windows
    assert "P1 wins the faceoff" in log_text(g) and "P0 activates" not in log_text(g)


SWARM = token_id(1, "pink", "Changeling")
UNIQUE = "AD79"  # Nightmare Moon, Deep Darkness: a Unique Friend


def _thorax(tokens: int = 2, thorax: bool = True):
    """P0's Thorax (unless told not) and `tokens` Changeling token Friends at home, P0's Red Gala
    (cost 2) at home, three white Friends at home (for Uh-oh's requirement); P1's token Friend
    at home."""
    b = board(6)
    if thorax:
        b.add("LL140", 0, "play", "home:0")
    swarm = [b.add(SWARM, 0, "play", "home:0", token=True) for _ in range(tokens)]
    gala = b.add("PR33", 0, "play", "home:0")
    for _ in range(3):
        b.add(WHITE, 0, "play", "home:0")
    theirs = b.add(SWARM, 1, "play", "home:1", token=True)
    return b, swarm, gala, theirs


def _banish_with_uh_oh(b, card: int):
    """P0 plays Uh-oh ("Main Phase: Banish a Friend.") on `card`."""
    event = b.add("HM100", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{card}")
    return g


def test_ll140_thorax_token_friends_get_power_and_skip_the_home_limit():
    b, swarm, gala, theirs = _thorax()
    g = shipped_game(b)
    thorax = find(g, "LL140")[0]
    assert [power.power(g, i) for i in swarm] == [2, 2]
    assert power.power(g, theirs) == 1 and power.power(g, gala) == 2  # not an opponent's, not a non-token
    assert not any(home_limits.counts_against_home_limit(g, i) for i in swarm)
    assert home_limits.counts_against_home_limit(g, gala) and home_limits.counts_against_home_limit(g, theirs)
    assert power.is_unique(g, thorax)


def test_ll140_thorax_other_friends_lose_unique():
    b, _, _, _ = _thorax(tokens=0)
    twins = [b.add(UNIQUE, 0, "play", "home:0") for _ in range(2)]
    g = shipped_game(b)
    assert g.pending().kind == "priority"  # no uniqueness to repair (516.3)
    assert all(g.card(i)["zone"] == "play" for i in twins)
    assert not any(power.is_unique(g, i) for i in twins)
    b, _, _, _ = _thorax(tokens=0, thorax=False)
    twins = [b.add(UNIQUE, 0, "play", "home:0") for _ in range(2)]
    assert shipped_game(b).pending().kind == "uniqueness"  # without it, one of them must go


def test_ll140_thorax_other_friends_lose_unique_given_by_another_text():
    b, _, gala, _ = _thorax(tokens=0)
    b.add("AD199", 1, "play", "home:1")  # Trenderhoof: "Cards in play have Unique."
    g = shipped_game(b)
    assert not power.is_unique(g, gala) and power.is_unique(g, find(g, "LL140")[0])


def test_ll140_thorax_retires_tokens_equal_to_the_cost_instead_of_leaving_play():
    b, swarm, gala, _ = _thorax(tokens=3)
    g = _banish_with_uh_oh(b, gala)
    token = g.name(swarm[0])  # (as the log names it while in play)
    assert g.pending().kind == "replacement"
    answer(g, option_with(g, "retire a number of token"))  # P0 chooses the replacement (710.5)
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in swarm)
    answer(g, f"card:{swarm[0]}", f"card:{swarm[2]}")  # 2 tokens, as many as Red Gala's cost
    assert g.card(gala)["zone"] == "play"
    assert [i in g.s["play"] for i in swarm] == [False, True, False]
    # what P0 does instead, then whose text it is (710.1), before the tokens' own lines
    assert (f"710.1: P0 retires 2 token Friends instead of {g.name(gala)} being banished "
            f"(by the text of {g.name(find(g, 'LL140')[0])})\n710.1: {token}") in log_text(g)


def test_ll140_thorax_leaving_play_goes_ahead_when_declined():
    b, swarm, gala, _ = _thorax(tokens=2)
    g = _banish_with_uh_oh(b, gala)
    answer(g, "none")  # "you may"
    assert gala not in g.s["play"] and all(i in g.s["play"] for i in swarm)


def test_ll140_thorax_offers_nothing_without_enough_tokens_nor_for_tokens():
    b, swarm, gala, theirs = _thorax(tokens=1)
    g = _banish_with_uh_oh(b, gala)  # cost 2, one token: it goes
    assert gala not in g.s["play"] and g.pending().kind == "priority"
    g.dismiss(swarm[0])  # a token Friend: not replaced
    assert swarm[0] not in g.s["play"]
    g.dismiss(theirs)  # not P0's
    assert theirs not in g.s["play"]


def test_ll140_thorax_price_cant_be_paid_with_tokens_hm74_hoity_toity_would_banish():
    """CR 3.4 508.1, 508.1a: retiring the token Friends is what P0 pays to have Thorax's
    modifier keep Red Gala in play ("If you do, that Friend doesn't leave play"), so it is a
    cost, and P0's HM74 Hoity Toity would banish each retired token instead of letting it
    enter the discard pile: the price can't be paid, Thorax's replacement is not offered and
    Red Gala is banished. P1's Hoity Toity ("your discard pile") changes nothing."""
    for owner in (0, 1):
        b, swarm, gala, _ = _thorax(tokens=2)
        b.add("HM74", owner, "play", f"home:{owner}")
        g = _banish_with_uh_oh(b, gala)
        if owner == 0:
            assert g.pending().kind == "priority" and gala not in g.s["play"]
            assert all(i in g.s["play"] for i in swarm)
        else:
            assert g.pending().kind == "replacement" and option_with(g, "retire a number of token")


def _identity_theft():
    """P1's Cerulean Skies (Swift) and Princess Cadance, On Vacation ("When this card enters play,
    draw 2 cards.") and P0's Unique Nightmare Moon in play; P0 holds Queen Chrysalis, Identity Theft."""
    b = board(6)
    swift = b.add(SWIFT, 1, "play", "home:1")
    cadance = b.add(DRAWS_TWO, 1, "play", "home:1")
    unique = b.add(UNIQUE, 0, "play", "home:0")
    chrysalis = b.add("AD202", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{chrysalis}|home:0")
    return g, swift, cadance, unique


def test_ad202_queen_chrysalis_identity_theft_has_a_chosen_friends_printed_abilities():
    g, swift, cadance, unique = _identity_theft()
    offered = keys(g)
    assert f"card:{swift}" in offered and f"card:{cadance}" in offered
    assert f"card:{unique}" not in offered  # only a non-Unique Friend
    answer(g, f"card:{swift}")
    chrysalis = find(g, "AD202")[0]
    assert "Swift" in power.keywords(g, chrysalis)
    assert power.power(g, chrysalis) == 3 and g.spec(chrysalis).name == "Queen Chrysalis, Identity Theft"
    assert "has the printed abilities of Cerulean Skies" in log_text(g)
    saved = load_board(export_board(g), default_library(), run=False)  # a board state keeps it
    assert "Swift" in power.keywords(saved, chrysalis)
    g.dismiss(chrysalis)
    assert zone_codes(g, 0, "discard")[-1] == "AD202"
    assert "Swift" not in g.spec(g.s["players"][0]["discard"][-1]).keywords  # gone as it left play


def test_ad202_queen_chrysalis_identity_theft_enters_with_the_friends_enter_play_text():
    g, _, cadance, _ = _identity_theft()
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"card:{cadance}")
    pass_until(g, "priority")
    assert len(g.s["players"][0]["hand"]) == hand + 2  # Cadance's "when this card enters play", as its own
    assert len(g.s["players"][1]["hand"]) == 0


def _stolen_talent():
    """P0's Queen Chrysalis, Stolen Talent at home; Cerulean Skies (Swift) in P1's discard pile and
    Apple Cobbler (Stubborn) in P0's."""
    b = board(3)
    chrysalis = b.add("LL141", 0, "play", "home:0")
    swift = b.add(SWIFT, 1, "discard")
    stubborn = b.add(STUBBORN, 0, "discard")
    return shipped_game(b), chrysalis, swift, stubborn


def test_ll141_queen_chrysalis_stolen_talent_banishes_a_discarded_friend_for_its_abilities():
    g, chrysalis, swift, stubborn = _stolen_talent()
    answer(g, acts(g, chrysalis)[0])
    assert sorted(keys(g)) == sorted([f"card:{swift}", f"card:{stubborn}"])  # either discard pile
    answer(g, f"card:{swift}")
    assert g.s["players"][0]["tokens"] == 2
    assert zone_codes(g, 1, "banished") == [SWIFT] and zone_codes(g, 1, "discard") == []
    assert "Swift" in power.keywords(g, chrysalis)
    answer(g, acts(g, chrysalis)[0])  # again: the abilities gained the first time go
    assert "Swift" not in power.keywords(g, chrysalis) and "Stubborn" in power.keywords(g, chrysalis)
    assert zone_codes(g, 0, "banished") == [STUBBORN]
    assert not acts(g, chrysalis)  # no Friend left in a discard pile


def test_ll141_queen_chrysalis_stolen_talent_needs_a_friend_in_a_discard_pile():
    b = board(3)
    chrysalis = b.add("LL141", 0, "play", "home:0")
    b.add("PR139", 1, "discard")  # a Resource: not a Friend
    g = shipped_game(b)
    assert not acts(g, chrysalis)


def _evil_twin(*theirs: str):
    """P0 plays Queen Chrysalis, Evil Twin home; P1 has `theirs` at home."""
    b = rich_board()
    b.add(PINK, 0, "play", "home:0")
    b.add(WHITE, 0, "play", "home:0")  # (its 3 pink and 3 white)
    found = [b.add(code, 1, "play", "home:1", **({"token": True} if code.startswith("token:") else {}))
             for code in theirs]
    chrysalis = b.add("FF76", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{chrysalis}|home:0")
    return g, found


def test_ff76_queen_chrysalis_evil_twin_banishes_an_opposing_friend_and_copies_it():
    g, (cadance, swift) = _evil_twin(DRAWS_TWO, SWIFT)
    hand = len(g.s["players"][0]["hand"])
    assert sorted(keys(g)) == sorted([f"card:{cadance}", f"card:{swift}"])
    answer(g, f"card:{cadance}")
    pass_until(g, "priority")
    assert zone_codes(g, 1, "banished") == [DRAWS_TWO]
    twin = next(i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    assert g.spec(twin).name == "Princess Cadance, On Vacation" and power.power(g, twin) == 4
    assert len(g.s["players"][0]["hand"]) == hand + 2  # it entered play as Cadance: her text triggered
    assert "is a copy of Princess Cadance, On Vacation" in log_text(g)
    g.dismiss(twin)
    assert zone_codes(g, 0, "discard")[-1] == "FF76"  # itself again out of play


def test_ff76_evil_twin_as_double_diamond_enters_play_with_its_counters():
    """706.1a, 706.1b: Queen Chrysalis, Evil Twin enters play as a copy of P1's Double Diamond, Air
    Drop, whose "This card enters play with two +1 power counters on it" then applies: she has
    them (power 2 + 2); Evil Twin copying Applejack, Big Breakfast counts her other Earth Pony
    Friends, not herself."""
    g, _ = _evil_twin("EO205")
    pass_until(g, "priority")
    twin = next(i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    assert g.card(twin)["counters"] == {"power": 2} and power.power(g, twin) == 4
    assert "706.1b: Double Diamond, Air Drop #" in log_text(g)
    g, _ = _evil_twin("LL136")
    twin = next(i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    others = [i for i in g.characters(0) if i != twin and power.has_trait(g, i, "Earth Pony")]
    assert g.card(twin)["counters"] == {"power": len(others)} and others


def test_ad202_identity_theft_with_double_diamonds_abilities_enters_play_with_its_counters():
    """706.1a, 706.1b: Identity Theft has Double Diamond, Air Drop's printed abilities as it enters
    play, so it enters play with two +1 power counters (power 3 + 2)."""
    b = board(6)
    diamond = b.add("EO205", 1, "play", "home:1")
    chrysalis = b.add("AD202", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{chrysalis}|home:0")
    if g.pending().kind == "target":
        answer(g, f"card:{diamond}")
    chrysalis = find(g, "AD202")[0]
    assert g.card(chrysalis)["counters"] == {"power": 2} and power.power(g, chrysalis) == 5


def test_ff76_evil_twin_as_cheese_sandwich_enters_play_exhausted():
    """706.1a, 706.1b: Queen Chrysalis, Evil Twin enters play as a copy of P1's Cheese Sandwich,
    Wandering Partier, whose "This card enters play exhausted." then applies: she is exhausted
    as she enters, told in the log, and that is not her becoming exhausted."""
    g, _ = _evil_twin("CN40")
    pass_until(g, "priority")
    twin = next(i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    assert g.spec(twin).name == "Cheese Sandwich, Wandering Partier" and g.card(twin)["exhausted"]
    assert "enters play exhausted" in log_text(g) and "becomes exhausted" not in log_text(g)


def test_ad202_identity_theft_with_cheese_sandwichs_abilities_enters_play_exhausted():
    """706.1a, 706.1b: Identity Theft has Cheese Sandwich, Wandering Partier's printed abilities
    as it enters play, so it enters play exhausted."""
    b = board(6)
    cheese = b.add("CN40", 1, "play", "home:1")
    chrysalis = b.add("AD202", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{chrysalis}|home:0")
    if g.pending().kind == "target":
        answer(g, f"card:{cheese}")
    chrysalis = find(g, "AD202")[0]
    assert g.card(chrysalis)["exhausted"] and not g.card(cheese)["exhausted"]


def test_ff76_evil_twin_frightened_and_unfrightened_is_queen_chrysalis_again():
    """505.3, 505.1, 410.6: Queen Chrysalis, Evil Twin entered play as a copy of P1's Princess
    Cadance, On Vacation; frightened, it is turned face down and becomes a different card, its
    own printed one, so unfrightened it is Queen Chrysalis, Evil Twin (power 0), not Cadance."""
    g, _ = _evil_twin(DRAWS_TWO)
    pass_until(g, "priority")
    twin = next(i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    g.frighten(twin)
    assert "Princess Cadance, On Vacation #" in log_text(g).splitlines()[-1]  # (as it was)
    assert g.spec(twin).code == "FF76"
    g.unfrighten(twin)
    assert g.spec(twin).name == "Queen Chrysalis, Evil Twin" and power.power(g, twin) == 0


def test_ad202_identity_theft_frightened_and_unfrightened_has_its_own_abilities_only():
    """505.3, 410.6: Queen Chrysalis, Identity Theft had Cerulean Skies's printed abilities (Swift)
    as it entered play; frightened it becomes a different card, so unfrightened it has no Swift."""
    g, swift, _, _ = _identity_theft()
    answer(g, f"card:{swift}")
    chrysalis = find(g, "AD202")[0]
    g.frighten(chrysalis)
    g.unfrighten(chrysalis)
    assert "Swift" not in power.keywords(g, chrysalis) and g.spec(chrysalis).code == "AD202"


def test_ff76_queen_chrysalis_evil_twin_without_an_opposing_friend_stays_itself():
    g, _ = _evil_twin()
    pass_until(g, "priority")
    chrysalis = find(g, "FF76")[0]
    assert power.power(g, chrysalis) == 0 and g.spec(chrysalis).code == "FF76"


def test_cg79_bright_smile_crystal_friends_here_have_the_opposing_colors_here():
    b = board(3)
    smile = b.add("CG79", 0, "play", "problem:0")  # yellow, Crystal
    pink = b.add(PINK, 0, "play", "problem:0")  # not Crystal
    away = b.add("CG79", 0, "play", "problem:1")  # Crystal, but no opposing character there
    blue = b.add(SWIFT, 1, "play", "problem:0")
    b.add(ORANGE, 1, "play", "problem:0")
    b.add(PURPLE, 1, "play", "home:1")  # not here
    g = shipped_game(b)
    assert set(power.colors(g, smile)) == {"yellow", "blue", "orange"}
    assert power.colors(g, pink) == ("pink",)
    assert power.colors(g, away) == ("yellow",)
    assert power.colors(g, blue) == ("blue",)  # the opponent's own colors are unchanged
    g.move(smile, "home:0", 0)
    assert power.colors(g, smile) == ("yellow",)


def test_cg79_bright_smiles_facing_each_other_read_each_others_colors():
    b = board(3)
    mine = b.add("CG79", 0, "play", "problem:0")
    b.add(SWIFT, 0, "play", "problem:0")  # blue, not Crystal
    theirs = b.add("CG79", 1, "play", "problem:0")
    b.add(ORANGE, 1, "play", "problem:0")
    g = shipped_game(b)
    # each has the other's colors, the blue and the orange of the Friends beside them included
    assert set(power.colors(g, mine)) == set(power.colors(g, theirs)) == {"yellow", "blue", "orange"}


def test_eo203_changeling_pretender_gains_a_color_as_the_game_starts():
    lib = default_library()
    ids = {code: lib.find(code).id for code in ("EO203", "PR2", "PR36", "PR168")}
    decks = [deck_from_cards(lib, [ids["EO203"], *[ids["PR36"]] * 20, ids["PR168"]]),
             deck_from_cards(lib, [ids["PR2"], *[ids["PR36"]] * 20, ids["PR168"]])]
    g = new_game(lib, decks, 5)
    while g.pending().kind == "mulligan":
        answer(g, "keep")
    assert g.pending().player == 0 and g.pending().kind == "color" and g.s["turn"] == 1
    chrysalis = g.s["players"][0]["mane"]
    assert power.colors(g, chrysalis) == ()  # (printed without a color)
    answer(g, "color:purple")
    assert power.colors(g, chrysalis) == ("purple",)
    assert f"{g.name(chrysalis)} gains Purple (Magic; by the text of " in log_text(g)  # as the question offered it


def _pretender():
    """P0's Queen Chrysalis, Changeling Pretender (Start side) against P1's Applejack (PR2),
    whose Boosted side has a text of its own."""
    b = Board(manes=("EO203", "PR2"))
    b.players[0] = {"tokens": 3}
    return b


def test_eo203_changeling_pretender_turns_over_with_an_opponents_mane_and_takes_its_abilities():
    b = _pretender()
    g = shipped_game(b)
    chrysalis, theirs = b.mane
    g.turn_over(g.s["players"][0]["mane"], "test")  # its own turning over: not an opponent's
    assert g.card(chrysalis)["boosted"]
    g = shipped_game(b)
    g.turn_over(theirs, "301.2")  # (P1's Mane Character turns over)
    pass_until(g, "color")
    assert g.card(chrysalis)["boosted"]  # turned over with it
    answer(g, "color:orange")
    assert "orange" in power.colors(g, chrysalis)
    applejack = g.lib.spec(g.card(theirs)["card"]).boosted
    assert "has the printed abilities of " + applejack.name in log_text(g)
    mine = g.spec(chrysalis)
    assert len(mine.abilities) == 1 + len(applejack.abilities)  # its own and the Boosted Applejack's
    g.turn_over(chrysalis, "test")
    g.turn_over(chrysalis, "test")  # its Boosted side face up again: not the first time
    assert g.pending().kind != "color" and not g.s["waiting"]


def test_ff76_evil_twin_copying_a_token_is_no_token_and_its_board_loads():
    """520.2, 521.1: Queen Chrysalis, Evil Twin entering play as a copy of P1's Changeling
    token has the token's printed information, but is a card, not a token (only a token copy,
    520.2, is one): a board saved with her in play loads again, to the same position,
    instead of being refused as "a token Friend must say "token": true"."""
    changeling = token_id(2, "blue", "Changeling")
    g, _ = _evil_twin(changeling)  # (the only opposing Friend: banished without asking)
    pass_until(g, "priority")
    twin = next(i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    assert g.spec(twin).name == "Changeling" and not g.card(twin).get("token")
    doc = export_board(g)
    assert load_board(doc, g.lib).digest() == g.digest()
