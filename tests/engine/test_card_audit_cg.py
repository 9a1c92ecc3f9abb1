"""Crystal Games commons and uncommons read against the comprehensive rules: each test is a
judge's board for one clause the engine once carried out otherwise, naming the card and rule."""

from __future__ import annotations

from engine.mlp.effects.abilities import can_activate
from engine.mlp.table import mlp_table
from tests.engine.card_play import (
    BLUE,
    CRITTER,
    ORANGE,
    PINK,
    activate,
    acts,
    board,
    find,
    play,
    start_challenge,
    tm_faceoff,
    under,
)
from tests.engine.helpers import Board, answer, keys, log_text, rules_cited, shipped_game


def test_cg12_rainbow_dash_breeziefied_at_home_has_no_problem_to_move_a_friend_to():
    """501.4: "this card's Problem" is not "here" at home; a card at home has no Problem, so
    the move can't be followed and the ability is not offered (705.2e)."""
    b = board()
    breezie = b.add("CG12", 0, "play", "home:0")
    friend = b.add(BLUE, 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    ability = g.spec(breezie).activated[0][1]
    why: list[tuple[str, str]] = []
    assert not can_activate(g, 0, breezie, ability, why)
    assert why and "is not at a Problem" in why[0][1]
    assert g.card(friend)["area"] == "problem:0" and find(g, "CG12") == [breezie]


def test_mt56_private_pansy_entering_at_home_moves_no_critter_home():
    """The same wording ("move ... to this card's Problem") on a card that enters play at home:
    no Problem to move a Critter to, so nothing is asked or moved (501.4, 705.2e)."""
    b = board()
    critter = b.add(CRITTER, 0, "play", "problem:0")
    g = play(b, "MT56", "home:0")
    assert g.card(critter)["area"] == "problem:0"
    assert g.pending().kind == "priority" and g.pending().player == 0


def test_cg127_coco_pommels_thread_asks_which_resource_goes_from_the_discard_pile_to_the_hand():
    """The question says what the card is chosen for, in its card's words: a Resource put
    from the discard pile into the hand (not "Choose a card from your discard pile"); the
    Thread itself, retired as the cost (705.2d), is a Resource there by then (705.2e)."""
    b = board()
    thread = b.add("CG127", 0, "play", "home:0")
    flower = b.add("CG147", 0, "discard")
    b.add(BLUE, 0, "discard")  # (not a Resource: not offered)
    g = shipped_game(b)
    answer(g, acts(g, thread)[0])
    asked = g.pending()
    assert asked.prompt == "Coco Pommel's Thread: Put which Resource from your discard pile into your hand?"
    assert [o.label for o in asked.options] == [g.name(flower), g.name(find(g, "CG127", "discard")[0])]


def test_cg71_rarity_crystallized_names_the_opponents_deck_by_player_and_cites_the_rule_it_resolves_under():
    """The question and the log name the deck looked at by its player (P1's deck), and the
    log cites the rule an activated ability's instructions are followed under (705.2e), not a
    glossary entry "Opponent's deck" the rules don't have."""
    b = board(1)
    rarity = b.add("CG71", 0, "play", "home:0")
    b.deck_top(ORANGE, 1)
    top = b.deck_top(PINK, 1)
    g = shipped_game(b)
    g.add_mod("color", rarity, 0, "blue", until="turn", ctrl=0)  # two colors: the top two cards
    activate(g, rarity)
    assert g.pending().prompt == f"{g.name(rarity)}: Choose the cards to put on the bottom of P1's deck"
    answer(g, f"card:{top}")
    assert not [rule for rule in rules_cited(g) if rule.startswith("Glossary")]
    assert ("705.2e", f"P0 looks at the top 2 cards of P1's deck and puts 1 on the bottom (by the text of {g.name(rarity)})") in \
        [(rule, text) for _, rule, text in g.log]
    assert keys(g)[0] == "pass"


def test_cg144_royal_spyglass_is_not_offered_while_the_opponents_hand_is_empty():
    """An empty hand has no card to reveal: the instruction can't be followed (705.2, 705.2e),
    so Royal Spyglass is not exhausted for nothing; the judge's answer says why."""
    b = board(1)
    glass = b.add("CG144", 0, "play", "home:0")
    g = shipped_game(b)
    assert acts(g, glass) == []
    said = "\n".join(mlp_table().why_not(g, "activate Royal Spyglass").lines())
    assert "- Rule 705.2e: its instruction “Exhaust this card to have an opponent reveal a random card from their " \
        "hand” can't be followed now: Player 2 has no card in hand." in said, said
    b.add(PINK, 1, "hand")
    assert acts(shipped_game(b), glass)


def test_cg162_gilda_the_losing_challenger_is_told_which_character_would_be_retired_instead():
    """514.5b: the challenger who lost sends one involved character home; Gilda retires a
    Friend sent so (710.1), but not a Mane Character (not a Friend, 301.4): the question says
    which choice Gilda replaces before it is made."""
    b = Board()
    b.players[0] = {"tokens": 3}
    mane = b.mane[0]
    b.cards[mane - 1]["area"] = "problem:0"
    friend = b.add("PR20", 0, "play", "problem:0")
    gilda = b.add("CG162", 1, "play", "problem:0")
    g = start_challenge(b, gilda)
    while g.pending().kind == "priority":
        answer(g, "pass")
    labels = {o.key: o.label for o in g.pending().options}
    assert labels == {f"card:{mane}": g.name(mane), f"card:{friend}": f"{g.name(friend)} (retired instead: {g.name(gilda)})"}
    answer(g, f"card:{friend}")
    assert "is retired instead of being sent home" in log_text(g) and friend not in g.s["cards"]


def test_cg40_mercury_crystal_messenger_its_question_leads_with_its_name():
    """Mercury's "you may banish them to beneath this card instead" (710.1) is asked as the
    faceoff ends with the card's name first, so "it" is the card named."""
    b, (mercury, *_), _, tm = tm_faceoff(("CG40", "PR36", "PR36"))
    g = start_challenge(b, tm)
    while g.pending().kind == "priority":
        answer(g, "pass")
    assert g.pending().prompt == (f"{g.name(mercury)}: Banish your flipped cards beneath it instead of putting "
                                  "them on the bottom of your deck? (710.1)")
    answer(g, f"beneath:{mercury}")
    assert len(g.beneath(mercury)) == 1  # the one card P0 flipped


def test_cg57_silver_spanner_its_cost_question_says_which_cards_may_pay_it():
    """"Exhaust one of your Earth Pony characters here to ...": the cost's question names the
    cards the printed cost takes (703.1d), not "which card to pay for this card"."""
    b = board()
    spanner = b.add("CG57", 0, "play", "home:0")
    ponies = [b.add(PINK, 0, "play", "home:0") for _ in range(2)]  # Apple Brown Betty: Earth Ponies
    b.add(PINK, 0, "play", "problem:0")  # (not here)
    b.add(BLUE, 1, "discard")
    g = shipped_game(b)
    answer(g, acts(g, spanner)[0])
    asked = g.pending()
    assert asked.prompt == (f"{g.name(spanner)}: Exhaust which of your Earth Pony characters here to banish a card"
                            " from a discard pile?")
    assert asked.option_keys() == [f"card:{i}" for i in ponies]


def test_cg36_giselle_thrillseeker_says_whose_each_face_down_troublemaker_is_and_where():
    """"Uncover a Troublemaker": any face-down one (P0's own too); a face-down card's name says
    neither whose it is nor where (505.2), so each choice says both."""
    b = board()
    giselle = b.add("CG36", 0, "play", "home:0")
    under(b, giselle, 1)
    theirs = b.add("PR157", 1, "play", "problem:1", face_down=True)
    mine = b.add("PR157", 0, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    answer(g, acts(g, giselle)[0])
    asked = g.pending()
    assert asked.prompt == f"{g.name(giselle)}: Uncover which Troublemaker?"
    assert [o.label for o in asked.options] == [
        f"face-down Troublemaker #{theirs} (P1's, at Runaway Cart)",
        f"face-down Troublemaker #{mine} (P0's, at Cloudbursting)"]
    answer(g, f"card:{theirs}")
    assert not g.card(theirs)["face_down"] and g.card(mine)["face_down"]


def test_cg102_fire_in_the_sky_says_where_each_opposing_face_down_troublemaker_is():
    """The shared target question names a face-down Troublemaker with whose it is and where
    (505.2: its name says neither), so two of the opponent's can be told apart."""
    b = board(tokens=3, manes=("PR6", "PR2"))
    b.add("PR81", 0, "play", "home:0")
    far = b.add("PR157", 1, "play", "problem:1", face_down=True)
    near = b.add("PR157", 1, "play", "problem:0", face_down=True)
    fire = b.add("CG102", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="start")
    answer(g, f"react|{fire}|")
    assert [o.label for o in g.pending().options] == [
        f"face-down Troublemaker #{far} (P1's, at Runaway Cart)",
        f"face-down Troublemaker #{near} (P1's, at Cloudbursting)"]
