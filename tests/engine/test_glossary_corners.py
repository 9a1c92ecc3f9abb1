"""A judge's corners of the glossary's keywords (section 9) on real cards: two instances
of a keyword, a keyword meeting a "can't", what the log says when a keyword does nothing."""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.helpers import Board, answer, log_text, shipped_game

MINT_JEWELUP = "PR55"  # Mint Jewelup, A Cut Above: a 1-power Friend with Studious


def _faceoff_won(b: Board, troublemaker: int) -> MlpGame:
    """P0 challenges the Troublemaker and plays the faceoff out, ordering triggers as offered."""
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{troublemaker}")
    while g.s["faceoff"] is not None or g.pending().kind != "priority":
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[:max(d.min, 1)])
    return g


def test_pr55_second_mint_jewelup_studious_says_it_gains_nothing_this_faceoff():
    """Two Mint Jewelups win a faceoff: each Studious triggers ("When you win a faceoff
    involving this card, gain an action token from this card unless you have already gained
    an action token from a card with Studious this faceoff"). The first gains 1; the second,
    ordered by the player like the first, gains nothing and its line says why instead of
    leaving no trace."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    first = b.add(MINT_JEWELUP, 0, "play", "problem:0")
    second = b.add(MINT_JEWELUP, 0, "play", "problem:0")
    troublemaker = b.add("PR157", 1, "play", "problem:0")  # Purple Parasprite
    for _ in range(3):
        b.deck_top("PR199", 0)  # Big Mac, Immense Apple: P0 flips 4 and wins
    g = _faceoff_won(b, troublemaker)
    log = log_text(g)
    assert log.count("Glossary: Studious: P0 gains 1 action token") == 1
    gainer, other = (first, second) if f"(by the text of {g.name(first)})" in log else (second, first)
    assert f"Glossary: Studious: P0 gains 1 action token (by the text of {g.name(gainer)})" in log
    assert (f"Glossary: Studious: P0 gains nothing (by the text of {g.name(other)}): P0 has already "
            "gained an action token from a card with Studious this faceoff") in log


def test_pr152_ahuizotl_villain_leaves_cg31_thunderlane_face_up_and_says_by_whose_text():
    """Ahuizotl (Villain: "When this Troublemaker is uncovered, Frighten each Friend at its
    Problem") is uncovered where Thunderlane, Nerves of Steel ("This card can't be frightened")
    and Sweetie Sunrise stand: Sweetie Sunrise is frightened, Thunderlane stays face up, and
    the log says it is her own text that keeps her so (104.2), not only that she can't be."""
    b = Board()
    b.add("PR152", 0, "play", "problem:1", face_down=True)
    thunderlane = b.add("CG31", 1, "play", "problem:1")
    sweetie = b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    assert g.card(sweetie)["frightened"] and not g.card(thunderlane)["frightened"]
    assert (f"104.2: {g.name(thunderlane)} is not frightened: its own text says it can't be frightened"
            in log_text(g))
