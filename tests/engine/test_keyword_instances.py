"""Keywords without a number given to a card that has them already: each instance is an
ability of its own (701.2a), so those whose meaning adds up or triggers count once for each."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.values import power, teamwork
from engine.mlp.view import card_detail
from tests.engine.card_play import rich_board, win_faceoff
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    rules_cited,
    shipped_game,
)

PIRATE_CREW = "SB10"  # Pirate Crew, Air Privateers: Swift; "Your other characters have Swift."
SAFARI_HAT = "LL106"  # Daring Do's Safari Hat: "Play on a Friend. That Friend has Swift. ..."
AUNT_ORANGE = "EO64"  # Aunt Orange: Showy 1
LUNA = "EO99"  # Princess Luna, Night's Steward: "Your other Friends here have Diligent 1."
GRANNY_SMITH = "MT17"  # Granny Smith, Family Founder: Earth Pony, Diligent 3


def test_pirate_crew_wearing_daring_dos_safari_hat_pays_two_less_to_move():
    """701.2a, Glossary (Swift: "You pay -1 to move this card"; Showy X: "Opponents must pay
    +X to move characters to this card's Problem"), 609.2b: Pirate Crew, printed with Swift,
    wearing Daring Do's Safari Hat has Swift twice, so moving it to P1's Problem, where Aunt
    Orange (Showy 1) is, costs 2 + 1 - 2 = 1, and P0 with 1 action token may move it there."""
    b = Board()
    b.players[0] = {"tokens": 1}
    crew = b.add(PIRATE_CREW, 0, "play", "home:0")
    b.add(SAFARI_HAT, 0, "play", "home:0", host=crew)
    b.add(AUNT_ORANGE, 1, "play", "problem:1")
    g = b.game(default_library())
    assert power.move_cost(g, 0, crew, "problem:1") == 1
    # (Swift's part is the keyword's, not a card's: "-1 for Swift", twice here)
    assert power.move_cost_made_of(g, 0, crew, "problem:1") == [power.PricePart(1, b.cards[-1]["iid"], "Showy"),
                                                                power.PricePart(-2, None, "Swift", 2)]
    assert any(k.startswith("move") and "problem:1" in k for k in keys(g))


OPALESCENCE = "MT44"  # Opalescence, Best Cat: "While with another one of your [Generosity] Friends, this card has Prepared."
RARITY = "PR79"  # a [Generosity] Friend
DETECTIVE_DUDS = "MT98"  # "Play on a Friend. That Friend has +3 power and Prepared."


def test_opalescence_wearing_detective_duds_gains_a_token_for_each_prepared():
    """701.2a, Glossary (Prepared: "When an opponent starts a faceoff here, gain [1]"):
    Opalescence, Best Cat beside Rarity has Prepared, and Detective Duds on her gives her a
    second instance; both trigger as P0 challenges P1's Troublemaker there: P1 gains 2."""
    b = Board()
    cat = b.add(OPALESCENCE, 1, "play", "problem:0")
    b.add(RARITY, 1, "play", "problem:0")
    b.add(DETECTIVE_DUDS, 1, "play", "problem:0", host=cat)
    for _ in range(6):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(default_library(), phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    while g.pending().kind != "priority" and g.s["players"][1]["tokens"] < 2:
        answer(g, keys(g)[0])
    assert g.s["players"][1]["tokens"] == 2


def _panel_keywords(g, iid: int) -> str | None:
    return dict(card_detail(g, iid).facts).get("Keywords")


def test_the_card_panel_shows_each_instance_of_a_keyword_as_the_rules_count_it():
    """701.2a: Granny Smith, Family Founder (Diligent 3) beside Princess Luna, Night's Steward
    ("Your other Friends here have Diligent 1") triggers once for 3 and once for 1, so the
    panel shows both instances, not "Diligent 4"; Pirate Crew wearing Daring Do's Safari Hat
    shows its printed Swift and the Hat's."""
    b = Board()
    luna = b.add(LUNA, 0, "play", "problem:0")
    granny = b.add(GRANNY_SMITH, 0, "play", "problem:0")
    crew = b.add(PIRATE_CREW, 1, "play", "home:1")  # (P1's: Granny Smith is not one of its other characters)
    hat = b.add(SAFARI_HAT, 1, "play", "home:1", host=crew)
    g = b.game(default_library())
    assert _panel_keywords(g, granny) == f"Diligent 3, Diligent 1 (given by {g.name(luna)})"
    assert _panel_keywords(g, crew) == f"Swift, Swift (given by {g.name(hat)})"


# ----- the keywords that add power or trigger, given a second instance ------------------------
# No printed card has one of these twice, so the second instance is a modifier giving the card
# the keyword (708.2, as "That Friend gains Teamwork until ..." does), put on the judge's board.


def _given(iid: int, keyword: str, ts: int = 900) -> dict:
    """A modifier giving a card a keyword until the end of the turn, from no card in play."""
    return {"kind": "keyword", "target": iid, "keyword": keyword, "amount": 0, "until": "turn",
            "color": "", "ctrl": 0, "src": 0, "ts": ts}


AMETHYST_STAR = "PR80"  # Amethyst Star: a 2-power Friend with Caretaker
HOUSE_MOUSE = "PR86"  # House Mouse: a Critter Friend


def test_amethyst_star_given_caretaker_again_has_plus_one_power_for_each():
    """701.2a, Glossary (Caretaker: "This card has +1 power while at a Problem with at least
    one of your [Critter] Friends"): Amethyst Star, printed with Caretaker and given it once
    more, beside House Mouse has 2 + 1 + 1 = 4 power."""
    b = Board()
    star = b.add(AMETHYST_STAR, 0, "play", "problem:1")
    b.add(HOUSE_MOUSE, 0, "play", "problem:1")
    g = b.game(default_library(), mods=[_given(star, "Caretaker")])
    assert power.keyword_count(g, star, "Caretaker") == 2
    assert power.power(g, star) == 4


HOITY_TOITY = "PR71"  # Hoity Toity: Inspired


def test_hoity_toity_given_inspired_again_looks_at_the_opponents_deck_twice():
    """701.2a, Glossary (Inspired: "At the start of your Main Phase, look at a number of cards
    ... equal to the number of cards with Inspired you control"): Hoity Toity, printed with
    Inspired and given it once more, triggers twice as P0's Main Phase starts, each time
    looking at 1 card (one card with Inspired)."""
    b = Board()
    hoity = b.add(HOITY_TOITY, 0, "play", "home:0")
    g = b.game(default_library(), phase="main", step="main", mods=[_given(hoity, "Inspired")])
    looked = 0
    while g.pending().kind in ("trigger_order", "inspired", "order"):
        if g.pending().kind == "inspired":
            looked += 1
            assert len(g.pending().options) == 1
        answer(g, keys(g)[0])
    assert looked == 2
    assert rules_cited(g).count("Glossary: Inspired") >= 2


DANCE_FEVER = "PR40"  # Dance Fever: 1 power, Random


def test_dance_fever_given_random_again_ignores_two_one_power_flips_in_a_faceoff():
    """701.2a, Glossary (Random: "Once per faceoff, during a faceoff involving this card, if you
    flip a card with 1 power, you may ignore it and flip a new card"): each instance is once
    per faceoff, so Dance Fever, printed with Random and given it once more, may ignore the
    1-power Sweetie Sunrise P0 flips and then the next one too, but not a third."""
    b = Board()
    fever = b.add(DANCE_FEVER, 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(default_library(), phase="troublemaker", step="challenge", mods=[_given(fever, "Random")])
    answer(g, f"challenge:{tm}")
    for _ in range(2):
        assert g.pending().kind == "may" and "Random" in g.pending().prompt
        answer(g, "yes")
    assert g.pending().kind != "may"
    assert log_text(g).count("is ignored") == 2


SWAN_SONG = "CN52"  # Swan Song, Fun-loving Debutante: Pumped; +1 power for each card beneath it


def test_swan_song_given_pumped_again_banishes_two_flipped_cards_beneath_it():
    """701.2a, Glossary (Pumped: "Once per faceoff, ... if you would put a flipped card on the
    bottom of your deck you may banish it to beneath this card instead"), 710.1: Swan Song,
    printed with Pumped and given it once more, is asked once for each instance as P0's two
    flipped cards would go to the bottom (P0 flips an additional card this turn), and with
    both beneath it has 1 + 2 = 3 power."""
    b = Board()
    swan = b.add(SWAN_SONG, 0, "play", "problem:0")
    extra_flip = {"kind": "flips", "target": 0, "amount": 1, "until": "turn", "color": "", "ctrl": 0,
                  "src": 0, "ts": 901}
    g = win_faceoff(b, mods=[_given(swan, "Pumped"), extra_flip])
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, keys(g)[1])
    assert g.pending().kind == "replacement" and "Pumped" in g.pending().prompt  # (the second instance)
    answer(g, keys(g)[1])
    assert len(g.beneath(swan)) == 2
    assert power.power(g, swan) == 3


BRAEBURN = "CG22"  # Braeburn, Appleloosan Apple: Teamwork, Supportive 2, an Earth Pony
BETTY = "PR36"  # Apple Brown Betty: a vanilla Earth Pony Friend
FRIENDLY_DISAGREEMENT = "CG103"  # "Exhaust an opponent's Friend. That Friend loses Teamwork until it is readied."


def test_braeburn_given_teamwork_again_shares_supportive_twice():
    """701.2a, Glossary (Teamwork: "Your other Friends here that share a Trait with this card
    also have its other printed abilities"): Braeburn, printed with Teamwork and given it once
    more, shares his Supportive 2 once for each instance, so Apple Brown Betty beside him has
    Supportive 2 twice."""
    b = Board()
    braeburn = b.add(BRAEBURN, 0, "play", "home:0")
    betty = b.add(BETTY, 0, "play", "home:0")
    g = b.game(default_library(), mods=[_given(braeburn, "Teamwork")])
    assert power.keyword_count(g, braeburn, "Teamwork") == 2
    assert power.keyword_instances(g, betty, "Supportive") == [2, 2]


def test_teamwork_given_after_friendly_disagreement_took_it_away_is_had_again():
    """711.3, 701.2a: modifiers giving and taking a keyword apply in timestamp order. P0's
    Friendly Disagreement takes Teamwork from P1's Braeburn until he is readied; Teamwork
    given to him afterwards (a later timestamp) is had again, and Apple Brown Betty shares his
    Supportive 2 again. Given before Friendly Disagreement, it is taken away with the rest."""
    for given_after in (True, False):
        b = rich_board()
        braeburn = b.add(BRAEBURN, 1, "play", "home:1")
        betty = b.add(BETTY, 1, "play", "home:1")
        card = b.add(FRIENDLY_DISAGREEMENT, 0, "hand")
        g = shipped_game(b)
        if not given_after:
            g.grant_keyword(braeburn, "Teamwork", None, ctrl=1, src=0)
        answer(g, f"play|{card}|event")
        answer(g, f"card:{braeburn}")
        assert "Teamwork" not in power.keywords(g, braeburn) and betty not in teamwork.shares(g)
        if given_after:
            g.grant_keyword(braeburn, "Teamwork", None, ctrl=1, src=0)
        assert ("Teamwork" in power.keywords(g, braeburn)) is given_after
        assert power.keyword_instances(g, betty, "Supportive") == ([2] if given_after else [])


def test_swift_given_by_a_pirate_crew_that_enters_play_after_swift_was_taken_away_is_had_again():
    """711.3: the texts giving a keyword and the modifiers taking it away apply in timestamp
    order, not every loss after every gain. Apple Brown Betty has Swift from Pirate Crew, Air
    Privateers ("Your other characters have Swift") until a modifier takes Swift away (a
    test-only loss: only Friendly Disagreement takes a keyword, and only Teamwork); a second
    Pirate Crew played afterwards gives her Swift again, one instance (the first one's stays
    taken away until the loss ends with the turn)."""
    b = rich_board()
    betty = b.add(BETTY, 0, "play", "home:0")
    b.add(PIRATE_CREW, 0, "play", "home:0")
    second = b.add(PIRATE_CREW, 0, "hand")
    g = shipped_game(b)
    assert power.keyword_count(g, betty, "Swift") == 1
    g.take_keyword_away(betty, "Swift", "turn", ctrl=1, src=0)
    assert "Swift" not in power.keywords(g, betty)
    answer(g, f"play|{second}|home:0")
    assert len([i for i in g.s["play"] if g.spec(i).code == PIRATE_CREW]) == 2
    assert power.keyword_count(g, betty, "Swift") == 1
    g.expire_mods("turn")  # (the loss ends with the turn: both Pirate Crews' Swift again)
    assert power.keyword_count(g, betty, "Swift") == 2


BIG_MAC = "CN28"  # Big Mac, Biggest Brother: Supportive 2, an Earth Pony, printed without Teamwork
SUNRISE = "PR20"  # Sweetie Sunrise: a vanilla Pegasus Friend


def test_big_mac_given_teamwork_shares_supportive_with_an_earth_pony_until_it_ends():
    """701.2a, Glossary (Teamwork: "Your other Friends here that share a Trait with this card
    also have its other printed abilities"): a keyword given is had like a printed one, so Big
    Mac, printed without Teamwork and given it until the end of the turn, shares his Supportive 2
    with Apple Brown Betty (an Earth Pony) beside him, not with Sweetie Sunrise (a Pegasus);
    given it twice, he shares it twice. When the turn ends, Betty has it no longer."""
    b = Board()
    big_mac = b.add(BIG_MAC, 0, "play", "home:0")
    betty = b.add(BETTY, 0, "play", "home:0")
    sunrise = b.add(SUNRISE, 0, "play", "home:0")
    g = b.game(default_library())
    assert not g.teamwork_in_play() and power.keyword_instances(g, betty, "Supportive") == []
    g.grant_keyword(big_mac, "Teamwork", None, until="turn", ctrl=0, src=0)
    assert power.keyword_instances(g, betty, "Supportive") == [2]
    assert power.keyword_instances(g, sunrise, "Supportive") == []
    g.grant_keyword(big_mac, "Teamwork", None, until="turn", ctrl=0, src=0)
    assert power.keyword_instances(g, betty, "Supportive") == [2, 2]
    g.expire_mods("turn")
    assert power.keyword_instances(g, betty, "Supportive") == [] and betty not in teamwork.shares(g)


AURA = "CN39"  # Aura, Really Rambunctious: 2 power, Random


def test_random_declined_on_dance_fever_is_asked_of_aura_involved_too():
    """701.2a, Glossary (Random: "Once per faceoff, during a faceoff involving this card, if you
    flip a card with 1 power, you may ignore it and flip a new card"), 511.7a: each card's
    Random is its own ability, so as P0 flips the 1-power Sweetie Sunrise with Dance Fever and
    Aura involved, both trigger; P0 orders them, declines Dance Fever's and is asked Aura's,
    which ignores the card. Dance Fever's stays unused: it is asked again for the next 1-power
    card flipped."""
    b = Board()
    fever = b.add(DANCE_FEVER, 0, "play", "problem:0")
    aura = b.add(AURA, 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(default_library(), phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.pending().kind == "trigger_order"
    answer(g, option_with(g, "Dance Fever"))
    assert g.pending().kind == "may" and "Dance Fever" in g.pending().prompt
    answer(g, "no")
    assert g.pending().kind == "may" and "Aura" in g.pending().prompt
    answer(g, "yes")
    assert log_text(g).count("is ignored") == 1
    assert g.s["faceoff"]["used"].count(f"random:{aura}") == 1
    assert f"random:{fever}" not in g.s["faceoff"]["used"]
    assert g.pending().kind == "may" and "Dance Fever" in g.pending().prompt
