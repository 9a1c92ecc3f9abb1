"""Every question a card's text asks names that card.

Two cards may ask a player the same words at once ("Choose a character", "Where does the
Critter token enter play?"), and a player is often asked by a card the opponent played; the
command line and a replay show the question alone. So each question asked while a card's text
is carried out names that card (led by it: `abilities.asked_by_card`, which `choose` applies to
every kind of question). Checked at every decision of seeded games between random decks from
the whole card pool (the pool soak's dealing), whatever the kind of question.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from engine.mlp.api import default_library
from engine.mlp.effects.abilities import _named_as_this_card
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.helpers import seeded_bots

SEEDS = range(5000, 5060)
MAX_TURNS = 60


def _asking_card_names(g: MlpGame) -> set[str]:
    """The names a question may call the card whose text asks it (the frame it waits on is
    the top of the stack, 511.7): its printed name, and its name in the game ("face-down
    Troublemaker #4" while it is face-down, 706.2); none for a question of the rules."""
    frame = g.s["stack"][-1] if g.s["stack"] else {}
    card = frame.get("card")
    if not isinstance(card, str) or card not in g.lib:
        return set()
    names = {g.lib.spec(card).name}
    if frame.get("src") in g.s["cards"]:
        names.add(g.name(frame["src"]))
    return names


def test_every_question_of_a_cards_text_names_that_card():
    lib = default_library()
    unnamed: dict[tuple[str, str], str] = {}
    asked: Counter = Counter()
    for seed in SEEDS:
        rng = random.Random(seed)
        pool, starting = pool_soak._pool(True), pool_soak._starting_problems(True)
        g = new_game(lib, [pool_soak._deck(pool, rng, starting) for _ in range(2)], seed)
        bots = seeded_bots(seed)
        while (decision := g.pending()) is not None and g.s["turn"] <= MAX_TURNS:
            names = _asking_card_names(g)
            if names:
                asked[decision.kind] += 1
                if not any(name in decision.prompt for name in names):
                    unnamed.setdefault((decision.kind, min(names)), f"seed {seed}: {decision.prompt}")
            g.submit(bots[decision.player].choose(decision))
    assert not unnamed, "\n".join(f"{kind} of {card}: {prompt}" for (kind, card), prompt in sorted(unnamed.items()))
    # (the games ask every common kind of question a card's text asks)
    assert {"may", "target", "area", "cost", "discard", "mode", "order"} <= set(asked), asked


@pytest.mark.parametrize("prompt, name", [
    ("Exhaust Gone Batty #5 to gain 2?", "Gone Batty #5"),
    ("Move Gilda, Feather Ruffler #41 and Gilda, Feather Ruffler #4?", "Gilda, Feather Ruffler #4"),
    ("Move Gilda, Feather Ruffler #41?", "Gilda, Feather Ruffler #4"),
    ("Turn Bugbear, Back from Tartarus #26 face-down?", "Bugbear, Back from Tartarus #26"),
    ("Pay [2] to dismiss each Friend here?", "King Sombra #26"),
    ("Ends with Spike #7", "Spike #7"),
])
def test_the_card_named_again_is_this_card_as_the_plain_pattern_says(prompt: str, name: str):
    """The search saying "this card" for the card leading a question finds what a pattern on
    its name, not followed by a digit, finds: the first mention, never "#4" inside "#41"."""
    plain = re.sub(re.escape(name) + r"(?!\d)", "this card", prompt, count=1)
    assert _named_as_this_card(prompt, name) == plain
