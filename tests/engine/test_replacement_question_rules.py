"""The rule a question offering replacements cites, judged card by card: 710.5 only when the
player chooses among several replacement modifiers of the same occurrence; one alone is led
by its card and cites the rule that makes its one choice (710.1, or 410.4 for Inspiring
Magic's draw from the bottom, which is no replacement). Each question says what would happen
otherwise ("P0 would draw a card", "... would be dismissed")."""

from __future__ import annotations

from tests.engine.card_play import BIG, rich_board, start_challenge, tm_faceoff, under, win_faceoff
from tests.engine.helpers import Board, answer, keys, option_with, pass_until, shipped_game


def test_cg179_inspiring_magic_alone_leads_the_draw_question_and_cites_410_4():
    """P0 has the most Unicorns at Inspiring Magic ("... can draw from the bottom of their
    deck"), no replacement (no "would", no "instead", 710.1): the question before the draw
    named no card and cited 710.5, the rule of choosing among several replacements."""
    b = Board(problems=("CG179", "PR190"))
    b.add("PR60", 0, "play", "problem:0")  # a Unicorn here
    g = shipped_game(b)
    answer(g, "draw")
    decision = g.pending()
    assert decision.kind == "replacement" and decision.player == 0
    assert decision.prompt == f"Inspiring Magic #{b.problem[0]}: P0 would draw a card (410.4)"
    assert option_with(g, "bottom") and "none" in keys(g)


def test_ll144_pinkie_sense_alone_leads_the_discard_question_and_cites_710_1():
    """Pinkie Sense ("If you would discard a card, you may put that card on top of your deck
    instead") is the only replacement of P0's discard: the question cited 710.5 and named the
    card only among its options."""
    b = Board()
    b.players[0] = {"tokens": 4}
    pinkie = b.add("LL144", 0, "play", "home:0")
    betty = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{pinkie}|")
    decision = g.pending()
    assert decision.kind == "replacement"
    assert decision.prompt == f"Pinkie Sense #{pinkie}: P0 would discard {g.name(betty)} (710.1)"


def test_cg20_applejack_steadfast_farmpony_alone_leads_the_dismissal_question_and_cites_710_1():
    """P0's Here's Your Invitation! would dismiss P1's Sweetie Sunrise at the Problem of P1's
    Boosted Applejack, Steadfast Farmpony ("... put that Friend on top of its owner's deck
    instead"), the only replacement: the question cited 710.5 and led with the Friend."""
    b = rich_board()
    b.players[0] = {"tokens": 5}
    b.players[1] = {"tokens": 3}
    b.cards[b.mane[1] - 1].update(area="problem:1", boosted=True)
    friend = b.add("PR20", 1, "play", "problem:1")
    invitation = b.add("PR113", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{invitation}|event")
    decision = g.pending()
    assert decision.kind == "replacement" and decision.player == 1
    assert decision.prompt == f"{g.name(b.mane[1])}: {g.name(friend)} would be dismissed (710.1)"


def test_two_cg87_orthros_compete_for_one_flip_so_the_question_cites_710_5():
    """Two of P0's Orthros may each spend a card from beneath it instead of P0's flip: two
    replacements of the same occurrence, so P0 chooses which applies (710.5); the question
    cited 710.1 and led with them both."""
    b = Board()
    first = b.add("CG87", 0, "play", "problem:0")
    second = b.add("CG87", 0, "play", "problem:0")
    under(b, first, card=BIG)
    under(b, second, card=BIG)
    g = win_faceoff(b)
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.pending().prompt == (f"{g.name(first)} and {g.name(second)}: Flip a card, or spend a card from beneath "
                                  "one of them instead? (710.5)")


def test_pr212_rainbow_dash_alone_leads_her_flipped_card_question_as_every_replacement_does():
    """P0's Rainbow Dash, To the Rescue ("... you may put it into your hand instead") is in the
    faceoff as it ends: the only replacement of where P0's flipped card goes, so the question is
    led by her and cites 710.1, its first word capitalised as in every other question led by
    a card; it was written out by hand, "Rainbow Dash, To the Rescue #5: put one ..."."""
    b, (dash,), _, tm = tm_faceoff(("PR212",))
    b.deck_top("PR36", 0)
    g = start_challenge(b, tm)
    pass_until(g, kind="replacement")
    assert g.pending().prompt == (f"{g.name(dash)}: Put one flipped card into your hand instead of the bottom of "
                                  "your deck? (710.1)")


def test_sb133_applejack_festival_caterer_asks_of_counters_for_herself_as_this_card():
    """P0's FF111 puts a +1 power counter on P0's Applejack, Festival Caterer herself ("... one
    of your Friends, you may put that many plus one on that Friend instead"): the question of
    her text names her "this card", as every question led by the card asking does; it named
    her twice, "Applejack, Festival Caterer #2: Put 2 +1 power counters on Applejack,
    Festival Caterer #2 instead of 1?"."""
    b = Board()
    b.players[0] = {"tokens": 3}
    applejack = b.add("SB133", 0, "play", "home:0")
    pump = b.add("FF111", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{pump}|")))
    # (she is P0's only Friend: the counter's target, asked of no one)
    assert g.pending().prompt == (f"{g.name(applejack)}: Put 2 +1 power counters on this card instead of 1? "
                                  "(710.1)")
    answer(g, "yes")
    assert g.card(applejack)["counters"] == {"power": 2}
