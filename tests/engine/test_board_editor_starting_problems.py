"""A game taken into the board editor before its Starting Problems are in play (102.2).

The editor fills each player's Problem with the one the game will start with (the one
they chose, or the only Starting Problem their deck offers); a player still to choose among
several is named in the editor's note, with those Problems, so the judge knows what to type
and why.
"""

from __future__ import annotations

from engine.core.rng import SeededRandom
from engine.mlp.api import default_library
from engine.mlp.boardstate import load_board
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.random_decks import DeckPool, random_deck
from engine.mlp.editor import MLP_EDITING
from engine.mlp.procedures.setup import new_game


def _decks(seed: int = 6) -> list[dict]:
    """Two random decks; seed 6 deals two that each offer several Starting Problems."""
    pool = DeckPool.constructed(load_card_database())
    rng = SeededRandom(seed)
    return [random_deck(pool, rng), random_deck(pool, rng)]


def test_a_player_still_to_choose_is_named_with_the_problems_to_choose_from() -> None:
    lib = default_library()
    g = new_game(lib, _decks(), 3)
    assert g.pending().kind == "starting_problem" and g.pending().player == 0
    setup = MLP_EDITING.setup_from(g)
    assert not setup.players[0].slots["problem"].card and not setup.players[1].slots["problem"].card
    offered = [lib.spec(g.card(int(o.key.split(":")[1]))["card"]).name for o in g.pending().options]
    assert "P0 and P1 have not chosen a Starting Problem yet (102.2: each player chooses one of the Starting " \
           "Problems in their Problem deck and puts it into play)." in setup.note, setup.note
    assert f"(P0's: {', '.join(offered[:-1])} or {offered[-1]}; P1's: " in setup.note, setup.note
    assert "no first player is chosen and no hands are drawn, 102.3" in setup.note
    # once P0 has chosen, P0's Problem is that one, taken out of the Problem deck
    chosen = g.pending().option_keys()[1]
    g.submit(chosen)
    iid = int(chosen.split(":")[1])
    setup = MLP_EDITING.setup_from(g)
    problem = setup.players[0].slots["problem"]
    assert (problem.ref, problem.area) == (iid, "problem:0")
    assert iid not in [c.ref for c in setup.players[0].piles["problem_deck"]]
    assert len(setup.players[0].piles["problem_deck"]) == len(g.s["players"][0]["problem_deck"]) - 1
    assert setup.note.startswith("P1 has not chosen a Starting Problem yet"), setup.note


def test_the_only_starting_problem_a_deck_offers_is_filled_in_and_the_board_starts() -> None:
    lib = default_library()
    decks = _decks()
    for deck in decks:
        starting = next(code for code in deck["problems"] if lib.card(code).starting_problem)
        others = [code for code in deck["problems"] if not lib.card(code).starting_problem]
        deck["problems"] = [starting, *others]
    g = new_game(lib, decks, 3)
    assert g.pending().kind != "starting_problem"  # (nothing to choose: the game went on)
    decks[1]["problems"] = _decks()[1]["problems"]  # (P1 chooses among several again)
    g = new_game(lib, decks, 3)
    assert g.pending().kind == "starting_problem" and g.pending().player == 1
    setup = MLP_EDITING.setup_from(g)
    assert g.s["cards"][setup.players[0].slots["problem"].ref]["card"] == decks[0]["problems"][0]
    assert setup.note.startswith("P1 has not chosen a Starting Problem yet"), setup.note
    setup.players[1].slots["problem"].card = setup.players[1].piles["problem_deck"][0].card
    del setup.players[1].piles["problem_deck"][0]
    board = load_board(MLP_EDITING.build(setup).document, lib)
    assert board.s["areas"]["problem:0"]["problem"] == setup.players[0].slots["problem"].ref
