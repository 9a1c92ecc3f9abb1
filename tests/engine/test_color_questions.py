"""Every text of the card pool that asks a player to choose or name a color asks it the same
way: the six colors (203.1a) in one order with the same labels and keys, and a question that
names the card asking, as an optional instruction's question does (712.3), and says what the
color is for in the words of the card's text that use it ("that color", "the chosen color").
The keys are the ones saved boards and replays record ("color:blue")."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from engine.mlp.cards.database import load_card_database
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from engine.mlp.state.gaps import missing_text
from tests.engine.card_play import BLUE, PINK, board, rich_board, start_challenge, tm_faceoff
from tests.engine.helpers import answer, default_library, shipped_game

LABELS = ["Blue (Loyalty)", "Orange (Honesty)", "Pink (Laughter)", "Purple (Magic)", "White (Generosity)",
          "Yellow (Kindness)"]
KEYS = ["color:blue", "color:orange", "color:pink", "color:purple", "color:white", "color:yellow"]
THE_COLOR_CHOSEN = re.compile(r"\b(?:that|those|the chosen) colors?\b")
ASKS_A_COLOR = re.compile(r"\b(?:choose|chooses|name) (?:a|up to \w+) colors?\b|\band a color\b", re.IGNORECASE)


def _asking_cards() -> list[str]:
    """The cards of the pool with a paragraph asking for a color that the engine carries out."""
    lib = default_library()
    found = []
    for card in load_card_database().cards:
        paragraphs = [p for p in card.text.splitlines() if ASKS_A_COLOR.search(p)]
        if not paragraphs or card.id not in lib:
            continue
        spec = lib.spec(card.id)
        if any(p not in missing_text(spec) for p in paragraphs):
            found.append(spec.code)
    return sorted(found)


def _game_start(code: str) -> MlpGame:
    """A new game with `code` as P0's Mane Character, the mulligans kept: its question "as the
    game starts" comes next."""
    lib = default_library()
    ids = {c: lib.find(c).id for c in (code, "PR2", "PR36", "PR168")}
    decks = [deck_from_cards(lib, [ids[code], *[ids["PR36"]] * 20, ids["PR168"]]),
             deck_from_cards(lib, [ids["PR2"], *[ids["PR36"]] * 20, ids["PR168"]])]
    g = new_game(lib, decks, 5)
    while g.pending().kind == "mulligan":
        answer(g, "keep")
    return g


def _activated(code: str, **top) -> MlpGame:
    """P0 uses the ability of `code` in play at home (with the counters a cost may remove)."""
    b = rich_board()
    card = b.add(code, 0, "play", "home:0", counters={"crystal": 2})
    g = shipped_game(b, **top)
    answer(g, f"act|{card}|")
    return g


def _on_a_friend(code: str) -> MlpGame:
    """P0 uses the ability of the Resource `code` played on one of their Friends."""
    b = board(1)
    card = b.add(code, 0, "play", "home:0", host=b.add(PINK, 0, "play", "home:0"))
    g = shipped_game(b)
    answer(g, f"act|{card}|")
    return g


def _in_a_faceoff(code: str) -> MlpGame:
    """P0 challenges P1's Troublemaker `code`, whose player pays to use it."""
    b, _, _, tm = tm_faceoff((BLUE, PINK), tm=code)
    b.players[1] = {"tokens": 1}
    g = start_challenge(b, tm)
    answer(g, "yes")
    return g


REACHED_OTHERWISE: dict[str, Callable[[str], MlpGame]] = {
    "EO203": _game_start, "LL135": _game_start, "LL113": _activated, "CG143": _on_a_friend,
    "CG158": _in_a_faceoff, "CG154": lambda code: _activated(code, phase="troublemaker", step="troublemaker"),
}
"""Cards whose question comes at the start of the game, in a faceoff, or from an ability used."""


def _played(code: str) -> MlpGame:
    """P0 plays the card from hand (a Mane Character or a Problem starts in play) on a rich
    board, says yes to what it may do and picks the card itself when asked, until the color
    question."""
    b = rich_board()
    typ = default_library().find(code).type.value
    if typ in ("mane", "problem"):
        card = (b.mane if typ == "mane" else b.problem)[0]
        b.cards[card - 1]["card"] = code
    else:
        card = b.add(code, 0, "hand")
    g = shipped_game(b)
    for _ in range(40):
        decision = g.pending()
        if decision is None or decision.kind == "color":
            break
        ks = decision.option_keys()
        mine = [k for k in ks if re.search(rf"\|{card}(\||$)", k) or k == f"card:{card}"]
        g.submit(mine[:1] or (["yes"] if "yes" in ks else ["pass"] if "pass" in ks else ks[:max(decision.min, 1)]))
    return g


@pytest.mark.parametrize("code", _asking_cards())
def test_every_color_question_of_the_pool_offers_the_same_colors_and_names_its_card(code):
    g = REACHED_OTHERWISE.get(code, _played)(code)
    decision = g.pending()
    assert decision is not None and decision.kind == "color", f"{code}: no color question reached"
    assert [o.label for o in decision.options] == LABELS
    assert decision.option_keys() == KEYS
    name = g.lib.spec(g.lib.find(code).id).name  # (a card played is a new object in play, 400.7: another #)
    assert re.match(rf"{re.escape(name)} #\d+: [A-Z]", decision.prompt), decision.prompt
    assert THE_COLOR_CHOSEN.search(decision.prompt), f"{code}: the question says not what the color is for: " \
                                                     f"{decision.prompt}"


def test_ll113_rainbow_generators_color_question_says_what_the_color_is_for():
    """The question of Rainbow Generator's "Pay [1] and choose a color to reduce ..." carries
    on with the card's words after the choice."""
    g = _activated("LL113")
    assert re.fullmatch(r"Rainbow Generator #\d+: Choose a color to reduce the play requirement of the next card "
                        r"you play this turn by 2 of the chosen color", g.pending().prompt), g.pending().prompt


def test_a_color_used_in_another_paragraph_is_said_from_there():
    """The Fire of Friendship chooses its color in one paragraph and uses it in the next."""
    g = _played("FF115")
    assert g.pending().prompt.endswith(": Choose a color: The play requirements of your cards are reduced by 2 of "
                                       "the chosen color"), g.pending().prompt


def test_the_pool_has_color_questions_to_check():
    """(The pool's reading above must keep finding the texts.)"""
    assert {"EO127", "EO181", "MT74", "FF83", "LL113", "CG158"} <= set(_asking_cards())
