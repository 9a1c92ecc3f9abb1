"""Every question a card's text asks names that card.

Two cards may ask a player the same words at once ("Choose a character", "Where does the
Critter token enter play?"), and a player is often asked by a card the opponent played; the
command line and a replay show the question alone. So each question asked while a card's text
is carried out names that card (led by it: `abilities.asked_by_card`, which `choose` applies to
every kind of question). Checked at every decision of seeded games between random decks from
the whole card pool (the pool soak's dealing), whatever the kind of question.
"""

from __future__ import annotations

import functools
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

# (and games asking questions a rule asks for a card's text: Sea Poppy, Guessing Game's
# "you may exhaust this card to score a point", 5136; a replacement's choices and costs, 5151,
# 5168, 5201; Princess Luna, Lunar Guardian's and Starlight Glimmer's draws replaced, 5494, 5803;
# Antiquing's flip replaced, 6065)
SEEDS = (*range(5000, 5060), 5136, 5151, 5168, 5201, 5494, 5803, 6065)
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


@functools.cache
def _questions() -> list[tuple[int, str, str, frozenset[str]]]:
    """Every question but priority of the seeded games, once for the tests below: (seed, kind,
    prompt, the names of the card whose text asks it, `_asking_card_names`)."""
    lib = default_library()
    asked = []
    for seed in SEEDS:
        rng = random.Random(seed)
        pool, starting = pool_soak._pool(True), pool_soak._starting_problems(True)
        g = new_game(lib, [pool_soak._deck(pool, rng, starting) for _ in range(2)], seed)
        bots = seeded_bots(seed)
        while (decision := g.pending()) is not None and g.s["turn"] <= MAX_TURNS:
            if decision.kind != "priority":
                asked.append((seed, decision.kind, decision.prompt, frozenset(_asking_card_names(g))))
            g.submit(bots[decision.player].choose(decision))
    return asked


def test_every_question_of_a_cards_text_names_that_card():
    unnamed: dict[tuple[str, str], str] = {}
    asked: Counter = Counter()
    for seed, kind, prompt, names in _questions():
        if names:
            asked[kind] += 1
            if not any(name in prompt for name in names):
                unnamed.setdefault((kind, min(names)), f"seed {seed}: {prompt}")
    assert not unnamed, "\n".join(f"{kind} of {card}: {prompt}" for (kind, card), prompt in sorted(unnamed.items()))
    # (the games ask every common kind of question a card's text asks)
    assert {"may", "target", "area", "cost", "discard", "mode", "order"} <= set(asked), asked


# The rules the game's own questions cite, asked by no card's text: choosing a Starting Problem
# (102.2), a mulligan (102.4), the order of cards put on the bottom of a deck (402.3) and of
# triggered effects (511.7a), a character sent home (514.5b), uniqueness (516.2), the order of
# uncovering (607.2) and confronting (610.1), a challenge (608.1), discarding and retiring down
# to the limits (616.2, 616.3), which of several replacements applies (710.5: the options name
# their cards) or whether the only one does (710.1: its option names its card) and how often a
# loop is repeated (802.2).
GAME_QUESTION_RULES = ("(102.2)", "(102.4)", "(402.3)", "(511.7a)", "(514.5b)", "(516.2)", "(607.2)", "(608.1)",
                       "(610.1)", "(616.2)", "(616.3)", "(710.1)", "(710.5)", "(802.2)")


def _led_by_a_card(prompt: str, names: set[str]) -> bool:
    """Does `prompt` lead with the name of a card (or of several: "A and B: ..."), with or
    without its number, as "<card>: ..."?"""
    lead, colon, _ = prompt.partition(": ")
    if not colon:
        return False
    def named(words: str) -> bool:
        return re.sub(r" #\d+$", "", words) in names or re.fullmatch(r"face-down Troublemaker #\d+", words) is not None
    return named(lead) or all(named(part) for part in lead.split(" and "))


def test_every_question_leads_with_a_card_or_is_one_of_the_games_own():
    """A judge reads every question as "<card>: ...?", the card whose text asks it, also where
    a rule asks it for that text (a replacement, a "you may" of a continuous ability, a card
    put back into play after the card that banished it has left play); the game's own
    questions, asked by no card, cite the rule that asks them instead."""
    lib = default_library()
    names = {card.full_name for card in lib.cards()} | {lib.spec(card.id).name for card in lib.cards()}
    odd: dict[tuple[str, str], str] = {}
    for seed, kind, prompt, _ in _questions():
        if not _led_by_a_card(prompt, names) and not prompt.endswith(GAME_QUESTION_RULES):
            odd.setdefault((kind, prompt.split(" ", 1)[0]), f"seed {seed}: {prompt}")
    assert not odd, "\n".join(f"{kind}: {prompt}" for (kind, _), prompt in sorted(odd.items()))


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
