"""What a judge reads in a question offering replacements, judged by 710: only replacement
modifiers (710.1: "if", "would", "instead") compete for an occurrence (710.5), and a text that
is none, offered in the same question (Inspiring Magic's "can draw from the bottom of their
deck"), is cited by its own rule (410.4) and never counted among them. Each question is
worded by one helper (`abilities.replacement_question`): led by the card offering it, naming
that card once."""

from __future__ import annotations

from engine.mlp.api import default_library
from tests.engine.card_play import start_challenge
from tests.engine.helpers import Board, answer, keys, option_with, pass_until, shipped_game

UNICORN = "PR60"  # Blue Moon, Ol' Blue Eyes: a vanilla Unicorn Friend


def test_forced_gem_hunt_beside_inspiring_magic_is_one_replacement_not_several():
    """P0 has the most Unicorns at Forced Gem Hunt (CG177: "If the player with the most Unicorn
    characters here would draw a card during their Ready Phase, they may put a Resource into
    their hand from their discard pile instead.") and at Inspiring Magic (CG179: "... can draw
    from the bottom of their deck", no replacement). One replacement modifier and one way of
    drawing: the question cited 710.5, as if two replacements competed."""
    b = Board(problems=("CG177", "CG179"))
    b.add(UNICORN, 0, "play", "problem:0")
    b.add(UNICORN, 0, "play", "problem:1")
    b.add("PR140", 0, "discard")  # a Resource to take instead
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, "replacement")
    decision = g.pending()
    assert decision.player == 0
    assert decision.prompt == "P0 would draw a card (710.1, 410.4)"
    assert "(710.5)" not in decision.prompt
    assert option_with(g, "Forced Gem Hunt") and option_with(g, "Inspiring Magic") and "none" in keys(g)


def test_an_opponents_spooky_ruins_is_asked_first_and_inspiring_magic_after_it_is_declined():
    """P1's Spooky Ruins (SB118, "... you may exhaust this card instead") is the only replacement
    of P0's Main Phase draw; P0's Inspiring Magic only changes how the draw is made. P0 was asked
    "which replacement applies? (710.5)" between the two, and taking Inspiring Magic's draw from
    the bottom took from P1 the choice 710.1 gives them. Now P1 decides first; declined, P0
    chooses how to draw, by 410.4."""
    b = Board(problems=("CG179", "PR190"))
    b.players[0] = {"tokens": 4}
    b.add(UNICORN, 0, "play", "problem:0")
    ruins = b.add("SB118", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, "draw")
    decision = g.pending()
    assert decision.player == 1 and decision.kind == "may"
    assert decision.prompt.startswith(f"Spooky Ruins #{ruins}: P0 would draw a card. ")
    assert decision.prompt.endswith("Use this replacement? (710.1)")
    answer(g, "no")
    decision = g.pending()
    assert decision.player == 0 and decision.kind == "replacement"
    assert decision.prompt == f"Inspiring Magic #{b.problem[0]}: P0 would draw a card (410.4)"
    assert "none" in keys(g) and option_with(g, "bottom")


def _dilemma_board() -> tuple[Board, dict]:
    """Band of Breezies (AD65: "If this card would be sent home from a Problem, it is sent to
    another Problem instead.") challenges Tatzlwurm (5 power) at P0's Problem, with P0's Overdue
    Library Book (LL112) in play as a Dilemma: two other Problems it may be sent to."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("AD65", 0, "play", "problem:0")
    b.add("CG165", 1, "play", "problem:0")
    book = b.add("dilemma:" + default_library().find("LL112").id, 0, "play", "dilemma:90")
    areas = {"home:0": {"owner": 0, "kind": "home", "problem": None},
             "home:1": {"owner": 1, "kind": "home", "problem": None},
             "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
             "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
             "dilemma:90": {"owner": 0, "kind": "problem", "problem": book}}
    return b, areas


def test_band_of_breezies_sent_elsewhere_is_named_once_in_its_own_question():
    """Its own replacement sends it elsewhere: the question, written out by hand, named it twice
    ("Band of Breezies, Dust in the Wind #25: Band of Breezies, Dust in the Wind #25 would be
    sent home: ..."); worded as every replacement's question is, it opens with the card once."""
    b, areas = _dilemma_board()
    breezies, tatzlwurm = b.cards[-3]["iid"], b.cards[-2]["iid"]
    g = start_challenge(b, tatzlwurm, areas=areas)
    while g.pending().kind != "area":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    name = g.name(breezies)
    assert g.pending().prompt == f"{name} would be sent home: send it where instead? (710.1)"
    assert g.pending().prompt.count(name) == 1
    assert set(keys(g)) == {"problem:1", "dilemma:90"}


def test_a_question_opening_with_its_card_s_name_is_known_as_a_pattern_would_know_it():
    """A question is led by its card unless it opens with that card's name, not followed by a
    digit ("Winona #3 would be dismissed" opens with "Winona #3", not with "Winona #31"): read
    by a plain look, it answers as the pattern `name(?!\\d)` at its start did, for every card
    name of the pool with a number, before any text, a longer number or other digits."""
    import re

    from engine.mlp.effects.abilities import led_by, replacement_question

    def plain(question: str, name: str) -> str:
        lead = question if re.match(re.escape(name) + r"(?!\d)", question) else led_by(name, question)
        return f"{lead} (710.1)"

    names = sorted({card.full_name for card in default_library().cards()})
    assert len(names) > 1000
    checked = 0
    for n, full in enumerate(names):
        name = f"{full} #{n % 50}"
        for after in (" would be dismissed", "1 would be dismissed", "² would leave play", "٣ would leave play",
                      "", ": draw a card?"):
            for question in (name + after, f"Would {name}{after} be dismissed?", name[:-1] + after):
                assert replacement_question(question, [name]) == plain(question, name), question
                checked += 1
    assert checked > 10000
