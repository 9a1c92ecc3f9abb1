"""A judge's follow-ups on how questions and log lines read: each question leads with its
card's name and asks in the card's own words; each log line says what happened in plain
words, with the rule it happened under.

Each test names its card's code and the words a judge expects.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import board, find, rich_board
from tests.engine.helpers import Board, answer, keys, log_text, rules_cited, shipped_game


def test_eo120_extreme_sledding_asks_which_of_your_characters_to_move_in_its_words():
    """ "Main Phase: Move up to two of your characters.": asked as the card says it, as other
    move questions are, not "Choose up to 2 characters to move"."""
    b = board(6)
    b.add("PR36", 0, "play", "home:0")
    b.add("PR12", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")  # blue power
    b.add("PR20", 0, "play", "home:0")
    card = b.add("EO120", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    d = g.pending()
    assert d.kind == "target"
    assert d.prompt.startswith("Extreme Sledding #")
    assert d.prompt.endswith(": Move which of your characters? (up to 2)")


def test_mt75_a_special_connection_asks_which_critter_friends_to_move_from_home():
    """ "Immediate: Move up to 3 of your Critter Friends from home to a Problem.": the
    question says whose, which and from where, as printed."""
    b = board(6)
    critters = [b.add("PR81", 0, "play", "home:0") for _ in range(2)]  # yellow Critter Friends
    card = b.add("MT75", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    d = g.pending()
    assert d.kind == "target" and {f"card:{i}" for i in critters} <= {o.key for o in d.options}
    assert d.prompt.startswith("A Special Connection #")
    assert d.prompt.endswith(": Move which of your Critter Friends from home to a Problem? (up to 3)")


def test_ad35_pinkie_pie_life_of_the_party_entering_alone_logs_why_she_gets_no_power():
    """ "When this card enters play at a Problem, it gets +1 power until the end of the turn
    for each other Friend you have at that Problem.": alone there, +0 is no change, so the log
    says why none is given, not "gets +0 power"; with a Friend there she gets +1. Either line
    ends with whose text made it, as every line a card's text causes does."""
    for others in (0, 1):
        b = board(6)
        b.add("EO45", 0, "play", "home:0")  # pink power
        for _ in range(others):
            b.add("PR36", 0, "play", "problem:0")
        card = b.add("AD35", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{card}|problem:0")
        pinkie = find(g, "AD35")[0]
        assert g.pending().kind == "priority" and power.power(g, pinkie) == 2 + others
        text = log_text(g)
        assert "+0 power" not in text
        if others:
            assert (f"{g.name(pinkie)} gets +1 power until the end of the turn (by the text of "
                    f"{g.name(pinkie)})") in text
        else:
            assert (f"{g.name(pinkie)} gets no power: P0 has no other Friend at its Problem to count "
                    f"(by the text of {g.name(pinkie)})") in text


def test_eo206_party_favor_arranges_its_problem_deck_under_the_rule_of_its_triggered_effect():
    """ "When this card enters play at a Problem, you may look at the top two cards of that
    Problem deck. If you do, put those cards on the top or bottom ...": the look and the
    order chosen are logged under the rule the triggered effect's instructions are followed
    under (712, as its other lines are), not a glossary entry the rules texts don't have
    ("Glossary: Problem deck")."""
    b = rich_board()
    deck = [b.add(code, 0, "problem_deck") for code in ("PR161", "PR168", "PR190")]
    favor = b.add("EO206", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{favor}|problem:0")
    answer(g, "yes")
    answer(g)  # none to the bottom
    answer(g, f"card:{deck[-2]}")
    assert "Glossary: Problem deck" not in rules_cited(g)
    assert "712: P0 looks at the top 2 cards of their Problem deck and puts none on the bottom" in log_text(g)
    assert "712: P0 puts 2 cards back on top in the chosen order" in log_text(g)


def test_pr109_double_check_the_checklist_logs_its_order_under_the_rule_of_an_event():
    """ "Main Phase: Look at the top 3 cards of your deck and put them back in any order.": an
    Event's instructions are followed under 705.2e, and the order chosen is logged so (not
    712, a triggered effect's rule)."""
    b = board()
    b.add("PR60", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")
    top = [b.deck_top(code, 0) for code in ("PR36", "PR37", "PR38")]
    card = b.add("PR109", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, f"card:{top[0]}")
    answer(g, f"card:{top[2]}")
    assert "705.2e: P0 puts 3 cards back on top in the chosen order" in log_text(g)


def test_eo107_davenport_makes_the_log_say_what_the_price_paid_is_made_of():
    """ "Opponents pay +[1] to play Friends with at least 3 printed power.": P0 plays Apple
    Brown Betty (printed cost 3) for 4, and the log says what the 4 is made of, as a judge's
    "why not?" does, not only "pays 4 action tokens"; a Friend at its printed cost says
    nothing more."""
    b = board(9)
    davenport = b.add("EO107", 1, "play", "home:1")
    b.add("PR36", 0, "play", "home:0")  # pink power
    betty, sunrise = b.add("PR36", 0, "hand"), b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{betty}|home:0")
    assert (f"705.2d: P0 pays 4 action tokens (printed 3, +1 from {g.name(davenport)})"
            in log_text(g).splitlines())
    answer(g, f"play|{sunrise}|home:0")  # 1 printed power: no more to pay
    assert "705.2d: P0 pays 1 action token" in log_text(g).splitlines()


def test_eo50_amethyst_star_meticulous_logs_a_look_at_their_own_deck():
    """Meticulous 1 (glossary): P0 looks at the top card of their own deck as their Main Phase
    starts; the log says "their deck", not "P0's deck" after "P0 looks at"."""
    b = Board()
    b.add("EO50", 0, "play", "home:0")
    top = b.deck_top("PR38", 0)
    g = shipped_game(b, phase="ready", step="ready")
    assert g.pending().kind == "meticulous" and keys(g) == [f"card:{top}"]
    answer(g)  # kept on top
    assert "Glossary: Meticulous: P0 looks at the top card of their deck and puts none on the bottom" in log_text(g)


def test_eo111_bale_out_says_once_where_its_number_changes_as_it_is_played():
    """An Event played is put into the queue zone (705.2b), a new card with a new number
    (410.6): the log says so where it happens, so the number its question and its lines use
    ("Bale Out! #41: Exhaust which opposing character?", "(by the text of Bale Out! #41)") is
    the one a judge was told, not a number seen nowhere before."""
    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    card = b.add("EO111", 0, "hand")  # Bale Out!: exhaust an opposing character
    b.add("PR20", 0, "hand")  # (its additional cost: discard a card, the only one)
    g = shipped_game(b)
    in_hand = g.name(card)
    answer(g, f"play|{card}|event")
    queued = g.name(g.s["stack"][-1]["src"])
    assert queued != in_hand
    assert f"705.2b: {in_hand} is put into the queue as {queued} (a new card, 410.6)" in log_text(g).splitlines()
    assert g.pending().prompt.startswith(f"{queued}: ")
    answer(g, f"card:{foe}")
    assert f"becomes exhausted (by the text of {queued})" in log_text(g)


def test_eo111_bale_out_is_named_by_its_number_where_it_goes_after_resolving():
    """304.2, 410.6: the Event, processed, goes to its owner's discard pile, a new card there
    with a new number. The log said "Bale Out! is put into its owner's discard pile", with no
    number at all: a judge who followed Bale Out! #41 through its lines lost it there, and could
    not tell which of several Bale Outs in the pile it was (Carousel Boutique then asks "Put
    which card from your discard pile into your hand?" by number). The line names it by the
    number it had and the one it has now, and whose discard pile it is."""
    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    card = b.add("EO111", 0, "hand")  # Bale Out!: exhaust an opposing character
    b.add("PR20", 0, "hand")  # (its additional cost: discard a card, the only one)
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    queued = g.s["stack"][-1]["src"]
    answer(g, f"card:{foe}")
    discarded = next(i for i in g.s["players"][0]["discard"] if g.spec(i).code == "EO111")
    assert f"304.2: Bale Out! #{queued} (now #{discarded}) is put into P0's discard pile" in log_text(g).splitlines()


def test_eo50_amethyst_star_meticulous_asks_no_may_look_as_keeping_every_card_on_top_is_declining():
    """Meticulous X (glossary): "you may look at the top X cards of your deck and put them on
    the top or bottom of your deck in any order." Looking is optional, yet no "may look"
    question is asked: the player is asked at once which cards go to the bottom, then their
    order on top, and choosing none for the bottom and the order they were in leaves the deck
    as declining would (no card is put on top: Mayor Mare, Vote of Confidence's "When you put
    a card on top of your deck" does not trigger). What differs is only that the player has
    seen their own cards, which no rule or card reads, so nothing a player decides is lost."""
    b = Board()
    b.add("EO50", 0, "play", "home:0")
    mayor = b.add("EO54", 0, "play", "home:0")
    b.deck_top("PR36", 0)
    top = b.deck_top("PR38", 0)
    g = shipped_game(b, phase="ready", step="ready")
    deck = list(g.s["players"][0]["deck"])
    assert g.pending().kind == "meticulous" and keys(g) == [f"card:{top}"]
    answer(g)
    assert g.s["players"][0]["deck"] == deck[:-1]  # (the top card drawn in the Draw Phase)
    assert g.spec(g.s["players"][0]["hand"][-1]).code == "PR38"  # the card kept on top is drawn
    assert "Mayor Mare" not in log_text(g) and power.power(g, mayor) == g.spec(mayor).power
