"""Every optional instruction asked as one question is answered "Yes" or "No".

A text's "you may ..." is asked as a question that says what doing it is and what it is for
(712.3, 705.2e); the answers read the same whichever card asks, so that a judge and the match
table read one style, not "Exhaust it" here, "Ready it" there, with "Don't" beside each.
"""

from __future__ import annotations

import random

from engine.mlp.api import default_library
from engine.mlp.procedures.setup import new_game
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.card_play import win_faceoff
from tests.engine.helpers import Board, answer, keys, seeded_bots, shipped_game


def _labels(g) -> list[tuple[str, str]]:
    return [(o.key, o.label) for o in g.pending().options]


def test_octavia_sweet_symphonys_may_exhaust_to_score_is_answered_yes_or_no():
    """RR4: "you may exhaust this card to score a point" (it offered "Exhaust it" or "Don't")."""
    b = Board(problems=("CN180", "PR190"))  # Hungry Hungry House Guest
    b.add("PR81", 0, "play", "problem:0")
    b.add("RR4", 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR12", 1, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront", start="score")
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    assert "Exhaust this card to score a point?" in g.pending().prompt
    assert _labels(g) == [("yes", "Yes"), ("no", "No")]


def test_gone_battys_may_exhaust_to_gain_is_answered_yes_or_no():
    """HM109: "you may exhaust this card to gain [2]" (it offered "Exhaust it" or "Don't")."""
    b = Board()
    b.players[0] = {"tokens": 0}
    host = b.add("PR36", 0, "play", "problem:0")
    b.add("HM109", 0, "play", "problem:0", host=host)
    g = win_faceoff(b)
    while g.pending().kind != "may":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.pending().prompt.startswith("Gone Batty")
    assert _labels(g) == [("yes", "Yes"), ("no", "No")]


def test_every_yes_or_no_question_of_whole_pool_games_reads_yes_or_no():
    """Seeded games with decks dealt from the whole pool, as the pool soak deals them: every
    optional instruction answered by doing or not doing one thing (a "may" keyed "yes" and
    "no") is labelled "Yes" and "No", whichever card asks it. (A replacement's question says
    what happens instead, 710.1: not one of these.)"""
    lib = default_library()
    seen: dict[str, list[tuple[str, str]]] = {}
    for seed in (5000, 5001, 5002, 5003):
        rng = random.Random(seed)
        pool, starting = pool_soak._pool(True), pool_soak._starting_problems(True)
        decks = [pool_soak._deck(pool, rng, starting), pool_soak._deck(pool, rng, starting)]
        g = new_game(lib, decks, seed)
        bots = seeded_bots(seed)
        while g.pending() is not None and g.s["turn"] <= pool_soak.MAX_TURNS:
            decision = g.pending()
            if decision.kind == "may" and {o.key for o in decision.options} == {"yes", "no"}:
                seen[decision.prompt] = [(o.key, o.label) for o in decision.options]
            g.submit(bots[decision.player].choose(decision))
    assert seen  # (the games ask such questions)
    assert {prompt: pairs for prompt, pairs in seen.items() if pairs != [("yes", "Yes"), ("no", "No")]} == {}
