"""Cards beneath cards (glossary: Pumped, Spend): judge scenarios on the real cards of the
shipped card database that spend cards from beneath a card, count them, or put cards
beneath a card. Each test is the board, the answers and the result."""

from __future__ import annotations

import json

import pytest

from engine.core import digest
from engine.core.errors import StateFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.effects import faceoffs
from engine.mlp.effects.hooks import flow
from engine.mlp.values import power
from tests.engine.card_play import BIG, TROUBLEMAKER, act, under, win_faceoff
from tests.engine.helpers import FILLER, Board, answer, keys, log_text, rules_cited, shipped_game


def _resolve(g) -> None:
    """Answer forced-looking choices with their first option until a priority window."""
    while g.pending() is not None and g.pending().kind != "priority":
        answer(g, keys(g)[0])


# ----- the state ----------------------------------------------------------------------------


def test_cards_beneath_round_trip_in_board_states():
    """Board-state format: a card in play lists the banished cards beneath it; export and
    load give the same document and digest."""
    b = Board()
    swan = b.add("CN52", 0, "play", "home:0")
    tucked = under(b, swan, 2)
    g = shipped_game(b)
    doc = export_board(g)
    assert next(c for c in doc["cards"] if c["iid"] == swan)["beneath"] == tucked
    again = load_board(json.loads(json.dumps(doc)), default_library(), run=False)
    assert export_board(again) == doc and digest(again.s) == digest(g.s)


@pytest.mark.parametrize(("change", "field"), [
    (lambda cards, swan, tucked: cards[swan - 1].update(beneath=[]), "beneath"),
    (lambda cards, swan, tucked: cards[swan - 1].update(beneath=["x"]), "beneath[0]"),
    (lambda cards, swan, tucked: cards[tucked - 1].update(zone="discard"), "beneath[0]"),
    (lambda cards, swan, tucked: cards[swan - 1].update(zone="hand", area=None), "beneath"),
    (lambda cards, swan, tucked: cards[0].update(beneath=[tucked]), "beneath[0]"),
])
def test_bad_cards_beneath_are_refused_naming_the_field(change, field):
    b = Board()
    swan = b.add("CN52", 0, "play", "home:0")
    (tucked,) = under(b, swan)
    change(b.cards, swan, tucked)
    with pytest.raises(StateFormatError) as err:
        load_board(b.doc(), default_library())
    assert field in str(err.value)


def test_a_card_beneath_out_of_place_is_named_by_its_name_and_place():
    """The refusal names the cards as the match table does ("Sweetie Sunrise, Early Riser #13
    is in P0's discard pile"), not by bare instance ids ("card 13 is in the discard zone")."""
    b = Board()
    swan = b.add("CN52", 0, "play", "home:0")
    (tucked,) = under(b, swan)
    b.cards[tucked - 1].update(zone="discard")
    with pytest.raises(StateFormatError) as err:
        load_board(b.doc(), default_library())
    assert f"Sweetie Sunrise, Early Riser #{tucked} is in P0's discard pile; cards beneath a card are banished " \
           "(410.5)" in err.value.detail, err.value.detail
    b.cards[tucked - 1].update(zone="banished")
    other = b.add("CN52", 0, "play", "home:0", beneath=[tucked])
    with pytest.raises(StateFormatError) as err:
        load_board(b.doc(), default_library())
    assert err.value.field == f"cards[iid={other}].beneath[0]"
    assert f"Sweetie Sunrise, Early Riser #{tucked} is also beneath Swan Song, Fun-loving Debutante #{swan}" \
           in err.value.detail, err.value.detail


def test_cards_beneath_stay_banished_when_their_card_leaves_play_or_is_frightened():
    """410.5, 410.6, 505.3: the cards are in the banished zone; the card they were beneath
    becomes a new card when it leaves play or is turned face down, so nothing is beneath
    it any more and the banished cards stay where they are."""
    b = Board()
    swan = b.add("CN52", 0, "play", "home:0")
    steam = b.add("CN50", 0, "play", "home:0")  # Snips: nothing stops her being frightened
    first = under(b, swan)
    second = under(b, steam)
    g = shipped_game(b)
    new = g.dismiss(swan)
    assert g.card(new)["zone"] == "discard" and "beneath" not in g.card(new)
    g.frighten(steam)
    assert g.beneath(steam) == []
    assert g.s["players"][0]["banished"] == first + second


def test_pumped_puts_a_flipped_card_beneath_and_swan_song_counts_it():
    """Pumped: once per faceoff a flipped card may be banished beneath this card instead of
    going to the bottom of the deck, a replacement the question cites (710.1); Swan Song has
    +1 power for each card beneath it."""
    b = Board()
    swan = b.add("CN52", 0, "play", "problem:0")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.pending().prompt == f"Swan Song, Fun-loving Debutante #{swan}: Pumped: banish a flipped card beneath " \
        "it instead? (710.1)"
    answer(g, keys(g)[1])
    assert len(g.beneath(swan)) == 1 and power.power(g, swan) == 2
    assert "Glossary: Pumped" in rules_cited(g)


# ----- counting the cards beneath a card ----------------------------------------------------


def test_power_for_each_card_beneath():
    """Swan Song, Hydra: +N power for each card beneath it; Hairpin Turn only while involved
    in a faceoff; Doctor Horse gives your other Friends at its Problem +1 for each."""
    b = Board()
    swan = b.add("CN52", 0, "play", "problem:0")
    under(b, swan, 3)
    hairpin = b.add("CN14", 0, "play", "problem:0")
    under(b, hairpin, 2)
    hydra = b.add("CG164", 1, "play", "problem:1")
    under(b, hydra, 1, owner=1)
    doctor = b.add("CN85", 1, "play", "problem:1")
    under(b, doctor, 2, owner=1)
    theirs = b.add(FILLER, 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, swan) == 4 and power.power(g, hairpin) == 2
    assert power.power(g, hydra) == 7 and power.power(g, theirs) == 3 and power.power(g, doctor) == 2
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power.power(g, hairpin) == 6


def test_at_least_one_card_beneath_conditions():
    """Hayseed Turnip Truck flips an additional card with a card beneath it (514.3a); Steam
    Roller can't be dismissed or frightened while it has one (104.2)."""
    b = Board()
    hay = b.add("CN36", 0, "play", "problem:0")
    steam = b.add("CN38", 0, "play", "problem:0")
    bare = b.add("CN38", 0, "play", "home:0")
    under(b, steam)
    g = shipped_game(b)
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert faceoffs.extra_flips(g, 0) == 0
    g.s["faceoff"] = None
    b.cards[hay - 1]["beneath"] = [b.add(FILLER, 0, "banished")]
    g = shipped_game(b)
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert faceoffs.extra_flips(g, 0) == 1
    g.s["faceoff"] = None
    g.dismiss(steam)
    g.frighten(steam)
    assert g.card(steam)["zone"] == "play" and not g.card(steam)["frightened"]
    g.frighten(bare)
    assert g.card(bare)["frightened"]


def test_cipher_splash_may_ready_at_the_start_of_each_turn_with_a_card_beneath():
    """Cipher Splash (704): at the start of each player's turn, if it has a card beneath it,
    its controller may ready it."""
    b = Board()
    cipher = b.add("CN10", 0, "play", "home:0", exhausted=True)
    under(b, cipher)
    g = shipped_game(b, turn_player=1, phase="ready", step="ready")
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    answer(g, "yes")
    assert not g.card(cipher)["exhausted"]


# ----- spending as a cost (707.2a, 703.1d) -------------------------------------------------


def test_globe_trotter_spends_a_chosen_card_to_draw_two():
    """Spend: the cost is paid first; with two cards beneath, the player chooses which one
    goes to the discard pile; then two cards are drawn."""
    b = Board()
    globe = b.add("CN42", 0, "play", "home:0")
    first, second = under(b, globe, 2)
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, act(g, globe))
    assert g.pending().kind == "cost"
    spent = g.name(second)
    answer(g, f"card:{second}")
    assert g.beneath(globe) == [first] and len(g.s["players"][0]["hand"]) == hand + 2
    # (the log names the card it was beneath)
    assert f"{spent} is spent from beneath {g.name(globe)} (to P0's discard pile)\n" in log_text(g, numbers_now=False) + "\n"
    assert len(g.s["players"][0]["discard"]) == 1 and "703.1d" in rules_cited(g)


def test_hoity_toity_spends_as_its_effect_and_the_lines_name_its_text():
    """Hoity Toity, Fashion Critic (CN73): "Main Phase: Exhaust this card to put all cards from
    beneath a Friend with Pumped into the discard pile": exhausting is the cost (703.1d), named
    by the "activates" line; the cards spent (Glossary: Spend) are what its text does, and each
    line says so, as every effect's line does."""
    b = Board()
    hoity = b.add("CN73", 0, "play", "home:0")
    hairpin = b.add("CN14", 0, "play", "home:0")  # Hairpin Turn, Blocker: Pumped
    spent = under(b, hairpin, 2)
    g = shipped_game(b)
    names = [g.name(card) for card in spent]
    answer(g, act(g, hoity))
    if g.pending().kind == "target":
        answer(g, f"card:{hairpin}")
    assert g.beneath(hairpin) == []
    for name in names:
        assert (f"Glossary: Spend: {name} is spent from beneath {g.name(hairpin)} (to P0's discard pile; by the "
                f"text of {g.name(hoity)})") in log_text(g, numbers_now=False)


def test_spend_cost_needs_enough_cards_beneath():
    """508.1d: Snips spends 2 cards and exhausts to dismiss an opponent's Friend at its
    Problem; with one card beneath it the ability is not offered."""
    b = Board()
    snips = b.add("CN50", 0, "play", "problem:1")
    under(b, snips)
    victim = b.add(FILLER, 1, "play", "problem:1")
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{snips}|") for k in keys(g))
    b.cards[snips - 1]["beneath"].append(b.add(FILLER, 0, "banished"))
    g = shipped_game(b)
    answer(g, act(g, snips))
    _resolve(g)
    assert victim not in g.s["cards"] and g.card(snips)["exhausted"] and g.beneath(snips) == []


def test_fast_clip_exhausts_all_characters_at_its_problem():
    b = Board()
    clip = b.add("CN34", 0, "play", "problem:1")
    under(b, clip)
    mine = b.add(FILLER, 0, "play", "problem:1")
    theirs = b.add(FILLER, 1, "play", "problem:1")
    away = b.add(FILLER, 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, act(g, clip))
    assert all(g.card(i)["exhausted"] for i in (clip, mine, theirs)) and not g.card(away)["exhausted"]


def test_coco_pommel_and_perfect_pace_give_power():
    """Coco Pommel gives another character +4 until the end of the turn; Perfect Pace's
    Faceoff ability gives itself +4 until the end of the faceoff (only in a faceoff)."""
    b = Board()
    coco = b.add("CN69", 0, "play", "home:0")
    under(b, coco)
    friend = b.add(FILLER, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, coco))
    answer(g, f"card:{friend}")
    assert power.power(g, friend) == 5 and power.power(g, coco) == 3
    b = Board()
    pace = b.add("CN58", 0, "play", "problem:0")
    under(b, pace)
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{pace}|") for k in keys(g))
    g = win_faceoff(b)
    while not any(k.startswith(f"act|{pace}|") for k in keys(g)):
        answer(g, keys(g)[0])
    answer(g, act(g, pace))
    assert power.power(g, pace) == 7
    assert any(m["target"] == pace and m["until"] == "faceoff" for m in g.s["mods"])


def test_giselle_uncovers_a_troublemaker():
    b = Board()
    giselle = b.add("CG36", 0, "play", "home:0")
    under(b, giselle)
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:1", face_down=True)
    g = shipped_game(b)
    answer(g, act(g, giselle))
    assert not g.card(tm)["face_down"] and "705.2e" in rules_cited(g)


# ----- spending when a faceoff is won (707.2a) ----------------------------------------------


def test_amethyst_maresbury_spends_any_number_to_gain_that_many_tokens():
    b = Board()
    amy = b.add("CN53", 0, "play", "problem:0")
    under(b, amy, 3)
    g = win_faceoff(b)
    while g.pending().kind != "cost":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    tokens = g.s["players"][0]["tokens"]
    assert g.pending().max == 3 and g.pending().min == 0
    answer(g, *keys(g)[:2])
    assert g.s["players"][0]["tokens"] == tokens + 2 and len(g.beneath(amy)) == 1


def test_fancy_pants_scores_a_point_for_each_card_spent():
    b = Board()
    fancy = b.add("CN198", 0, "play", "problem:0")
    under(b, fancy, 2)
    g = win_faceoff(b)
    while g.pending().kind != "cost":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    score = g.s["players"][0]["score"]
    answer(g, *keys(g))
    assert g.s["players"][0]["score"] == score + 2 and g.beneath(fancy) == []


def test_photo_finish_may_spend_one_card_to_banish_an_opponents_friend():
    b = Board()
    photo = b.add("CN75", 0, "play", "problem:0")
    under(b, photo, 2)
    victim = b.add(FILLER, 1, "play", "home:1")
    g = win_faceoff(b)
    while g.pending().kind != "cost":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.pending().max == 1
    answer(g, keys(g)[0])
    _resolve(g)
    assert victim not in g.s["cards"] and len(g.beneath(photo)) == 1
    assert g.card(g.s["players"][1]["banished"][-1])["card"] == g.lib.find(FILLER).id


# ----- putting cards beneath cards ----------------------------------------------------------


def test_joe_banishes_a_card_from_hand_beneath_a_friend_with_pumped():
    b = Board()
    b.players[0]["tokens"] = 1
    joe = b.add("CN37", 0, "play", "home:0")
    swan = b.add("CN52", 0, "play", "home:0")
    card = b.add(BIG, 0, "hand")
    b.add(FILLER, 0, "hand")
    g = shipped_game(b)
    answer(g, act(g, joe))
    answer(g, f"card:{card}")
    assert len(g.beneath(swan)) == 1 and power.power(g, swan) == 2
    assert g.card(joe)["exhausted"] and g.s["players"][0]["tokens"] == 0
    assert any("reveals" in text for _, _, text in g.log)


def test_a_card_banished_beneath_a_card_is_named_by_its_number_in_the_banished_zone():
    """410.6: a card banished from the hand is a new card, and the banishing line says so
    ("Hard Hat #8 (now #15) is banished beneath ..."): the line names it as it is now too, #15,
    the number a judge finds beneath that Friend, not the hand's #8 alone."""
    b = Board()
    b.players[0]["tokens"] = 1
    joe = b.add("CN37", 0, "play", "home:0")
    swan = b.add("CN52", 0, "play", "home:0")
    card = b.add(BIG, 0, "hand")
    b.add(FILLER, 0, "hand")
    g = shipped_game(b)
    answer(g, act(g, joe))
    answer(g, f"card:{card}")
    (tucked,) = g.beneath(swan)
    assert tucked != card
    lines = log_text(g).split("\n")
    old = g.lib.find(BIG).full_name
    assert any(line.endswith(f"{old} #{card} (now #{tucked}) is banished beneath {g.name(swan)} (by the text of "
                             f"{g.name(joe)})") for line in lines), lines[-4:]


def test_eep_banishes_itself_beneath_a_friend_with_pumped():
    b = Board()
    b.players[0]["tokens"] = 1
    swan = b.add("CN52", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")  # yellow power for Eep!'s play requirement
    b.add("CN85", 0, "play", "home:0")
    eep = b.add("CN103", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{eep}|event")
    answer(g, f"card:{swan}")
    (tucked,) = g.beneath(swan)
    assert g.card(tucked)["card"] == g.lib.find("CN103").id and g.s["players"][0]["discard"] == []


def test_the_show_must_go_on_lets_the_confronting_player_banish_from_hand():
    b = Board(problems=("CG188", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    swan = b.add("CN52", 0, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:0")
    card = b.add(BIG, 0, "hand")
    g = shipped_game(b, phase="score", step="confront")
    while g.pending().kind != "target":
        answer(g, keys(g)[0])
    assert "none" in keys(g)
    answer(g, f"card:{card}")
    _resolve(g)
    assert len(g.beneath(swan)) == 1


def test_hoity_toity_puts_all_cards_from_beneath_into_the_discard_pile():
    b = Board()
    hoity = b.add("CN73", 0, "play", "home:0")
    theirs = b.add("CN52", 1, "play", "home:1")
    under(b, theirs, 2, owner=1)
    g = shipped_game(b)
    answer(g, act(g, hoity))
    assert g.beneath(theirs) == [] and len(g.s["players"][1]["discard"]) == 2


def test_joes_doughnut_shop_spends_from_a_pumped_friend_to_pump_it():
    b = Board()
    shop = b.add("CN141", 0, "play", "home:0")
    swan = b.add("CN52", 0, "play", "problem:0")
    under(b, swan, 2)
    g = shipped_game(b)
    answer(g, act(g, shop))
    answer(g, keys(g)[0])
    assert len(g.beneath(swan)) == 1 and power.power(g, swan) == 4


def test_canterlot_archives_and_hedge_maze_banish_beneath_themselves():
    """Canterlot Archives banishes an Event from hand beneath itself; Canterlot Hedge Maze
    banishes an opponent's Friend beneath itself, and any player may pay 2 to dismiss it and
    put the cards that were beneath it into play at their owners' homes (709.2)."""
    b = Board()
    b.players[0]["tokens"] = 1
    archives = b.add("CN133", 0, "play", "home:0")
    event = b.add("PR97", 0, "hand")
    maze = b.add("CN134", 0, "play", "home:0")
    victim = b.add(BIG, 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{archives}|1")
    assert len(g.beneath(archives)) == 1 and event not in g.s["cards"]
    answer(g, f"act|{maze}|1")
    assert victim not in g.s["cards"] and len(g.beneath(maze)) == 1
    g.s["players"][1]["tokens"] = 2
    g.s["turn_player"] = 1
    b2 = export_board(g)
    b2["stack"], b2["pending"] = [], None
    g = load_board(b2, default_library())
    answer(g, f"act|{maze}|2")
    back = [i for i in g.at("home:1") if g.card(i)["card"] == g.lib.find(BIG).id]
    assert len(back) == 1 and maze not in g.s["cards"]


def test_learned_lessons_collects_cards_and_spends_them_all_for_tokens():
    """Learned Lessons: when you score a Problem's bonus points, the top card of your deck
    goes beneath it; spending all of them and retiring it gains that many tokens."""
    b = Board()
    lessons = b.add("CN142", 0, "play", "home:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(FILLER, 0, "play", "problem:0")  # Cloudbursting needs [Loyalty]
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    for _ in range(2):
        b.add(BIG, 1, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    for _ in range(40):
        if g.beneath(lessons) or g.s["phase"] != "score":
            break
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert "514.5c" in rules_cited(g) and len(g.beneath(lessons)) == 1
    b = Board()
    lessons = b.add("CN142", 0, "play", "home:0")
    under(b, lessons, 3)
    g = shipped_game(b)
    tokens = g.s["players"][0]["tokens"]
    answer(g, act(g, lessons))
    assert g.s["players"][0]["tokens"] == tokens + 3 and lessons not in g.s["cards"]
    assert len(g.s["players"][0]["discard"]) == 4


def test_varmint_barricade_collects_on_troublemakers_and_moves_a_character():
    b = Board()
    b.players[1]["tokens"] = 1
    barricade = b.add("CN153", 0, "play", "home:0")
    tm = b.add(TROUBLEMAKER, 1, "hand")
    mover = b.add(FILLER, 0, "play", "home:0")
    g = shipped_game(b, turn_player=1)
    answer(g, f"tm|{tm}|problem:0")
    _resolve(g)
    assert len(g.beneath(barricade)) == 1
    g.s["turn_player"] = 0
    # uncovered: only a face-up Troublemaker is "a Troublemaker" the move can name (505.2)
    flow.uncover(g, next(i for i in g.s["play"] if g.is_type(i, "troublemaker")), "607.2")
    doc = export_board(g)
    doc["stack"], doc["pending"] = [], None
    g = load_board(doc, default_library())
    answer(g, act(g, barricade))
    answer(g, f"card:{mover}")
    assert g.card(mover)["area"] == "problem:0" and g.beneath(barricade) == []


def test_mercury_banishes_flipped_cards_beneath_itself_and_passes_one_on():
    """Mercury: instead of the bottom of the deck, the flipped cards may be banished beneath
    it (710.1); then pay 1 to put one from beneath it beneath a Friend with Pumped (the card
    stays banished, with the same instance id)."""
    b = Board()
    mercury = b.add("CG40", 0, "play", "problem:0")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, f"beneath:{mercury}")
    flipped = len(g.beneath(mercury))
    assert flipped >= 1 and len(g.s["players"][0]["banished"]) == flipped
    b = Board()
    b.players[0]["tokens"] = 1
    mercury = b.add("CG40", 0, "play", "home:0")
    (card,) = under(b, mercury)
    swan = b.add("CN52", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, mercury))
    assert g.beneath(swan) == [card] and g.beneath(mercury) == []


def test_cg40_mercury_names_itself_on_the_card_it_puts_beneath_a_pumped_friend():
    """What Mercury's ability does is its instructions followed (705.2e), and its line names
    Mercury as every line a card's text causes does: the judge reads whose text moved the card."""
    b = Board()
    b.players[0]["tokens"] = 1
    mercury = b.add("CG40", 0, "play", "home:0")
    (card,) = under(b, mercury)
    swan = b.add("CN52", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, mercury))
    assert (f"705.2e: {g.name(card)} is put beneath {g.name(swan)} (by the text of {g.name(mercury)})"
            in log_text(g).split("\n"))


# ----- reactions that spend a card from beneath (512.4) -------------------------------------


def _until_act(g, iid: int, limit: int = 30) -> str:
    """Pass (or take the first option) until the card's ability is offered; its key."""
    for _ in range(limit):
        found = [k for k in keys(g) if k.startswith(f"act|{iid}|")]
        if found:
            return found[0]
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    raise AssertionError("the reaction was never offered")


def test_chief_thunderhooves_frightens_a_friend_an_opponent_plays_to_its_problem():
    """512.4: after an opponent plays a Friend to this card's Problem, its controller may
    spend a card from beneath it to frighten that Friend."""
    b = Board()
    b.players[1]["tokens"] = 3
    chief = b.add("CN9", 0, "play", "problem:0")
    under(b, chief)
    card = b.add(FILLER, 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{card}|problem:0")
    assert g.pending().player == 0
    answer(g, _until_act(g, chief))
    (played,) = [i for i in g.at("problem:0") if g.card(i)["ctrl"] == 1]
    assert g.card(played)["frightened"] and g.beneath(chief) == []
    assert not any(k.startswith(f"act|{chief}|") for k in keys(g))


def test_chief_thunderhooves_ignores_friends_played_elsewhere():
    b = Board()
    b.players[1]["tokens"] = 3
    chief = b.add("CN9", 0, "play", "problem:0")
    under(b, chief)
    card = b.add(FILLER, 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{card}|problem:1")
    assert g.pending() is None or not any(k.startswith(f"act|{chief}|") for k in keys(g))


def test_tall_order_moves_home_a_friend_an_opponent_moves_to_its_problem():
    b = Board()
    b.players[1]["tokens"] = 3
    tall = b.add("CN64", 0, "play", "problem:0")
    under(b, tall)
    mover = b.add(FILLER, 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:0")
    answer(g, _until_act(g, tall))
    assert g.card(mover)["area"] == "home:1" and g.beneath(tall) == []


def test_eagle_moves_itself_after_the_start_of_a_phase():
    b = Board()
    eagle = b.add("CN86", 0, "play", "home:0")
    under(b, eagle)
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    answer(g, _until_act(g, eagle))
    answer(g, "problem:1")
    assert g.card(eagle)["area"] == "problem:1" and g.beneath(eagle) == []


def test_nurse_redheart_returns_an_opponents_friend_after_the_start_of_a_score_phase():
    b = Board()
    nurse = b.add("CN95", 0, "play", "home:0")
    under(b, nurse)
    victim = b.add(BIG, 1, "play", "home:1")
    g = shipped_game(b, phase="main", step="main")
    assert not any(k.startswith(f"act|{nurse}|") for k in keys(g))
    g = shipped_game(b, phase="score", step="score")
    answer(g, _until_act(g, nurse))
    assert victim not in g.s["cards"]
    assert [g.card(i)["card"] for i in g.s["players"][1]["hand"]].count(g.lib.find(BIG).id) == 1


def test_canterlot_archives_puts_a_card_from_beneath_on_top_of_the_deck_after_a_faceoff_starts():
    b = Board()
    archives = b.add("CN133", 0, "play", "home:0")
    (card,) = under(b, archives, card="PR97")
    g = win_faceoff(b)
    tokens = g.s["players"][0]["tokens"]
    answer(g, _until_act(g, archives))
    # it went on top of the deck, so it is the first card P0 flips in this faceoff (515.1)
    flips = [text for _, rule, text in g.log if text.startswith("P0 flips")]
    assert flips and "Dig Deep" in flips[0] and g.beneath(archives) == []
    assert card not in g.s["cards"] and g.s["players"][0]["banished"] == []
    assert g.card(archives)["exhausted"] and g.s["players"][0]["tokens"] == tokens + 1
    assert (f"705.2e: Dig Deep #{card} is put on top of its owner's deck (by the text of {g.name(archives)})"
            in log_text(g, numbers_now=False).split("\n"))


def test_bulk_biceps_may_move_at_the_start_of_the_score_phase_with_four_power():
    """Bulk Biceps: +1 power for each card beneath it; at the start of the Score Phase, with
    at least 4 power, it may move."""
    b = Board()
    bulk = b.add("CG6", 0, "play", "home:0")
    under(b, bulk, 2)
    g = shipped_game(b, phase="score", step="score")
    while g.pending().kind != "area":
        answer(g, keys(g)[0])
    answer(g, "problem:1")
    assert g.card(bulk)["area"] == "problem:1"
    b = Board()
    bulk = b.add("CG6", 0, "play", "home:0")
    under(b, bulk, 1)
    g = shipped_game(b, phase="score", step="score")
    assert g.card(bulk)["area"] == "home:0" and not any(
        d == "area" for d in [g.pending().kind if g.pending() else ""])


def test_orthros_may_spend_a_card_instead_of_flipping_and_add_its_printed_power():
    """Orthros (710.1): instead of flipping, spend a card from beneath it; that card's
    printed power is added to its controller's power total for the faceoff."""
    b = Board()
    orthros = b.add("CG87", 0, "play", "problem:0")
    (card,) = under(b, orthros, card=BIG)
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert keys(g) == ["flip", f"spend:{card}"]
    # the question leads with the card whose text asks it
    assert g.pending().prompt == f"{g.name(orthros)}: Flip a card, or spend a card from beneath this card instead? " \
                                 "(710.1)"
    spent = g.name(card)
    answer(g, f"spend:{card}")
    assert g.beneath(orthros) == [] and card not in g.s["cards"]
    # (spent as what happens instead of the flip, 710.1: the line names Orthros's text, as an effect's does)
    assert (f"710.1: {spent} is spent from beneath {g.name(orthros)} (to P0's discard pile; by the text of "
            f"{g.name(orthros)})") in log_text(g, numbers_now=False)
    texts = [text for _, _, text in g.log]
    assert any("instead of flipping: +3" in t for t in texts)
    assert not any(t.startswith("P0 flips") for t in texts) and any(t.startswith("P1 flips") for t in texts)
    # P0: Orthros 3 + three 3-power Friends + 3 from the spent card (no flipped card)
    totals = next(t for t in texts if t.startswith("Power totals"))
    assert totals.startswith("Power totals: P0 15,")


def test_orthros_spends_nothing_when_its_player_has_no_card_left_to_flip():
    """515.1, 710.1: with an empty draw deck P0 does not flip a card, so no flip would happen
    for Orthros to replace: its card stays beneath it, unasked, and P0's total has no flip."""
    b = Board(deck_size=0)
    for _ in range(5):
        b.deck_top(FILLER, 1)
    orthros = b.add("CG87", 0, "play", "problem:0")
    (card,) = under(b, orthros, card=BIG)
    g = win_faceoff(b)
    while g.pending() is not None and g.s["faceoff"] is not None and g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.pending() is None or g.pending().kind != "replacement"
    texts = [text for _, _, text in g.log]
    assert "P0 has no unflipped card to flip" in texts and g.beneath(orthros) == [card]
    assert next(t for t in texts if t.startswith("Power totals")).startswith("Power totals: P0 12,")


def test_sunset_shimmer_banishes_beneath_itself_and_returns_the_card_when_it_leaves_play():
    """Sunset Shimmer: when uncovered its controller may pay 3; then the opponent banishes
    one of their Friends or Resources beneath it (otherwise it is dismissed); when it leaves
    play, the cards that were beneath it go to their owners' hands (712.2)."""
    b = Board()
    b.players[0]["tokens"] = 3
    sunset = b.add("CN164", 0, "play", "problem:1", face_down=True)
    b.add(BIG, 1, "play", "problem:1")
    victim = b.add(FILLER, 1, "play", "home:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    answer(g, "yes")
    assert g.pending().player == 1 and g.pending().kind == "target"
    answer(g, f"card:{victim}")
    assert victim not in g.s["cards"] and len(g.beneath(sunset)) == 1
    assert g.s["players"][0]["tokens"] == 0
    # P1 defeats it in their turn: the Friend beneath it goes back to P1's hand
    b = Board()
    sunset = b.add("CN164", 0, "play", "problem:1")
    under(b, sunset, owner=1, card=BIG)
    for _ in range(3):
        b.add(BIG, 1, "play", "problem:1")
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{sunset}")
    for _ in range(30):
        if sunset not in g.s["cards"] and not g.s["waiting"] and g.s["players"][1]["hand"]:
            break
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert "514.5a" in rules_cited(g)
    hand = [g.card(i)["card"] for i in g.s["players"][1]["hand"]]
    assert hand == [g.lib.find(BIG).id] and g.s["players"][1]["banished"] == []


def test_sunset_shimmer_says_why_it_is_dismissed_when_its_controller_cannot_pay():
    """Sunset Shimmer uncovered while its controller has fewer than 3 action tokens: no
    question (705.2e: can't pay), it is dismissed, and the log says why before the line
    dismissing it, so a judge does not read a dismissal with no reason. Paid, with no Friend or
    Resource of the opponent in play to banish, the log says so rather than end at the payment."""
    b = Board()
    b.players[0]["tokens"] = 2
    sunset = b.add("CN164", 0, "play", "problem:1", face_down=True)
    b.add(BIG, 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    name = g.lib.spec(g.lib.find("CN164").id).name
    for _ in range(5):
        if sunset not in g.s["cards"]:
            break
        answer(g, keys(g)[0])
    lines = log_text(g, numbers_now=False).split("\n")
    said = f"712: P0 can't pay 3 (P0 has 2 action tokens): {name} #{sunset} is dismissed (by the text of {name} #{sunset})"
    assert said in lines and lines.index(said) < next(i for i, line in enumerate(lines) if "is dismissed to" in line)
    b = Board()
    b.players[0]["tokens"] = 3
    sunset = b.add("CN164", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    answer(g, "yes")
    assert (f"712: Nothing more happens: P1 has no Friend or Resource in play to banish beneath {name} #{sunset} "
            f"(by the text of {name} #{sunset})") in log_text(g).split("\n")


def test_sunset_shimmer_is_dismissed_when_its_controller_does_not_pay():
    b = Board()
    b.players[0]["tokens"] = 3
    sunset = b.add("CN164", 0, "play", "problem:1", face_down=True)
    b.add(BIG, 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    answer(g, "no")
    assert sunset not in g.s["cards"] and g.s["players"][0]["tokens"] == 3


def test_orthros_may_also_replace_a_flip_made_by_an_ability():
    """Orthros (710.1): "if you would flip a card" covers flips made by abilities, here
    Applejack, Carbo-Loader's "Faceoff: Exhaust this card to flip an additional card"."""
    b = Board()
    orthros = b.add("CG87", 0, "play", "problem:0")
    (first, second) = under(b, orthros, 2, card=BIG)
    aj = b.add("CG194", 0, "play", "problem:0")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, "flip")  # the faceoff's own flip (514.3)
    answer(g, _until_act(g, aj))
    assert g.pending().kind == "replacement"
    answer(g, f"spend:{second}")
    assert g.beneath(orthros) == [first] and g.card(aj)["exhausted"]
    assert sum(1 for _, _, text in g.log if "instead of flipping: +3" in text) == 1


# ----- 514.3a, 710.1: every additional flip a text makes can be replaced ----------------------


def _orthros_with_pinkie(beneath: int = 1) -> tuple:
    """Orthros (CG87) with `beneath` 3-power cards beneath it and Pinkie Pie (CG43: "you may
    flip a number of additional cards equal to the number of colors this card has, then choose
    one of the cards flipped this way and ignore the rest") challenge a Parasprite; P0 flips
    the faceoff's own card (not replaced)."""
    b = Board()
    orthros = b.add("CG87", 0, "play", "problem:0")
    spent = under(b, orthros, beneath, card=BIG)
    pinkie = b.add("CG43", 0, "play", "problem:0")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, "flip")
    return b, g, orthros, spent, pinkie


def test_cg87_orthros_may_replace_the_additional_flip_cg43_pinkie_pie_offers():
    _, g, orthros, (card,), _ = _orthros_with_pinkie()
    assert g.pending().kind == "may" and "Pinkie Pie" in g.pending().prompt
    answer(g, "yes")
    assert g.pending().kind == "replacement" and keys(g) == ["flip", f"spend:{card}"]
    answer(g, f"spend:{card}")
    assert g.beneath(orthros) == [] and len(g.s["faceoff"]["flipped"][0]) == 1  # only the faceoff's own
    assert sum(1 for _, _, text in g.log if "instead of flipping: +3" in text) == 1


def test_cg43_pinkie_pie_keeps_the_card_flipped_when_orthros_does_not_replace_it():
    _, g, orthros, (card,), _ = _orthros_with_pinkie()
    answer(g, "yes")
    answer(g, "flip")
    fo = g.s["faceoff"]
    assert len(fo["flipped"][0]) == 2 and not fo["ignored"] and g.beneath(orthros) == [card]


def test_pr105_assertiveness_training_flips_go_through_orthros():
    """"Faceoff: If you have Rarity or Pinkie Pie involved in this faceoff, flip an additional
    card.": Orthros may spend a card from beneath it instead (710.1)."""
    b = Board()
    b.players[0]["tokens"] = 3
    orthros = b.add("CG87", 0, "play", "problem:0")
    (card,) = under(b, orthros, card=BIG)
    b.add("CG43", 0, "play", "problem:0")
    training = b.add("PR105", 0, "hand")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, "flip")
    answer(g, "no")  # (Pinkie Pie's additional flips: not taken)
    while not any(k.startswith(f"play|{training}|") for k in keys(g)):
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, f"play|{training}|")
    while g.pending().kind == "priority" and "pass" in keys(g) and g.s["queue"]:
        answer(g, "pass")
    assert g.pending().kind == "replacement" and f"spend:{card}" in keys(g)


def test_ad95_double_trouble_flip_goes_through_orthros():
    """"Troublemaker Faceoff: Flip an additional card.": Orthros may spend a card from beneath
    it instead (710.1)."""
    b = Board()
    b.players[0]["tokens"] = 3
    orthros = b.add("CG87", 0, "play", "problem:0")
    (card,) = under(b, orthros, card=BIG)
    trouble = b.add("AD95", 0, "hand")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, "flip")
    while not any(k.startswith(f"play|{trouble}|") for k in keys(g)):
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, f"play|{trouble}|")
    while g.pending().kind == "priority" and "pass" in keys(g) and g.s["queue"]:
        answer(g, "pass")
    assert g.pending().kind == "replacement" and f"spend:{card}" in keys(g)


def test_cg43_pinkie_pie_chooses_among_the_cards_flipped_this_way_not_those_spent():
    """With Chic Beret (CN135, "is also [Generosity]") Pinkie Pie has two colors: two
    additional flips, each of which Orthros may replace; the choice of the card kept is among
    the cards flipped this way (none when one was spent instead)."""
    for spend_one in (False, True):
        b = Board()
        orthros = b.add("CG87", 0, "play", "problem:0")
        (card,) = under(b, orthros, card=BIG)
        pinkie = b.add("CG43", 0, "play", "problem:0")
        b.add("CN135", 0, "play", "problem:0", host=pinkie)
        g = win_faceoff(b)
        while g.pending().kind != "replacement":
            answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
        answer(g, "flip")
        answer(g, "yes")
        answer(g, "flip")
        answer(g, f"spend:{card}" if spend_one else "flip")
        fo = g.s["faceoff"]
        if spend_one:
            assert len(fo["flipped"][0]) == 2 and not fo["ignored"]
            continue
        flipped = fo["flipped"][0][1:]
        assert g.pending().kind == "target" and sorted(keys(g)) == sorted(f"card:{i}" for i in flipped)
        answer(g, f"card:{flipped[1]}")
        assert fo["ignored"] == [flipped[0]]


def test_pr35_night_watch_additional_flip_at_the_faceoff_start_may_be_replaced_by_orthros():
    """"During faceoffs involving this card, flip an additional card." (514.3a): the faceoff's
    two flips for P0 are each asked before (710.1)."""
    b = Board()
    orthros = b.add("CG87", 0, "play", "problem:0")
    first, second = under(b, orthros, 2, card=BIG)
    b.add("PR35", 0, "play", "problem:0")
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, f"spend:{first}")
    assert g.pending().kind == "replacement" and g.pending().player == 0
    answer(g, f"spend:{second}")
    texts = [text for _, rule, text in g.log if rule != "514.3a"]  # ("P0 flips 1 additional card ...": why, no flip)
    assert sum(1 for t in texts if "instead of flipping: +3" in t) == 2
    assert not any(t.startswith("P0 flips") for t in texts) and any(t.startswith("P1 flips") for t in texts)
