"""Whether an ability can be activated, as a listing of actions asks it, answers as the
plain look would.

A description of cards "here", of "your" or "an opponent's" Friends, Mane Characters or
characters, or of Troublemakers is looked for among the cards at that area, that
player's characters or the Troublemakers as the board index keeps them
(`steps.description_pool`), not among every card in play; one of cards "involved" in the
faceoff among the cards involved. These tests play seeded bot
games dealt from the whole implemented card pool and between theme decks, and at every
decision compare, for every description in the costs and steps of the abilities of the
cards in play and in the hands, and for either player, the cards it fits found that way
with those found among all the cards in play.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.effects import steps
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import play_checking

SEEDS = tuple(range(1, 13))
MAX_TURNS = 80


def descriptions(params: dict) -> Iterator[tuple[dict, str]]:
    """The card descriptions of an ability's costs and steps (of any mode), with the verb
    `fits` is asked for."""
    for cost in params.get("costs", ()):
        if len(cost) > 1 and isinstance(cost[1], dict):
            yield cost[1], "retire" if cost[0] == "retire_own" else "exhaust" if cost[0] == "exhaust_own" else "cost"
    for mode in (params.get("steps", ()), *params.get("modes", ())):
        for step in mode:
            if isinstance(step.get("target"), dict):
                yield step["target"], step["do"]


def check(g: MlpGame, seen: Counter) -> None:
    s = g.s
    holders = [*s["play"], *(iid for p in s["players"] for iid in p["hand"])]
    for src in holders:
        area = s["cards"][src]["area"] if s["cards"][src]["zone"] == "play" else None
        for ability in g.spec(src).abilities:
            for t, verb in descriptions(ability.params):
                if t.get("self"):
                    continue
                for player in (0, 1):
                    pool = steps.description_pool(g, t, player, area)
                    found = [i for i in pool if steps.fits(g, i, player, src, t, area, verb)]
                    plain = [i for i in s["play"] if steps.fits(g, i, player, src, t, area, verb)]
                    seen[_looked_among(g, t, pool), bool(plain)] += 1
                    assert found == plain, (g.name(src), ability.text, t, player)


def _looked_among(g: MlpGame, t: dict, pool: list[int]) -> str:
    if t.get("place") == "involved":
        return "involved"
    if pool is g.s["play"]:
        return "play"
    if t.get("place") in ("here", "there"):
        return "here" if t.get("kind") not in steps._CHARACTER_KINDS or t.get("owner") == "any" else "theirs here"
    return "troublemakers" if t.get("kind") == "troublemaker" else "theirs"


def _games(lib, seed: int) -> list[tuple[MlpGame, list[RandomBot]]]:
    rng = random.Random(seed)
    bots = [RandomBot(seed * 7 + p, style="eager" if seed % 2 else "uniform") for p in (0, 1)]
    games = [(new_game(lib, [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)], seed), bots)]
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    games.append((new_game(lib, [decks[seed % 6], decks[(seed * 5 + 1) % 6]], seed), bots))
    return games


def test_description_pools_find_the_cards_every_card_in_play_would_at_every_decision():
    lib = default_library()
    seen: Counter = Counter()
    for seed in SEEDS:
        for g, bots in _games(lib, seed):
            play_checking(g, bots, MAX_TURNS, lambda g: check(g, seen))
    # the games reach every way of looking, each with descriptions some card fits (the counts
    # move with the pool the games are dealt from: Fire When Ready leaving it, its confront
    # requirements unknown, took "here" from over 300 to about 150)
    for among in ("play", "here", "theirs", "theirs here", "troublemakers"):
        assert seen[among, True] > 100, seen
    assert seen["involved", True] > 20, seen  # (in a faceoff, or as one ends: 514.6)


def test_checks_stopping_at_the_first_card_answer_as_the_whole_list_would():
    """Mayor Mare's "pay [2] to move an opponent's character" and I Need Answers' "dismiss one
    of your Friends here to gain [1]" are asked whether they can be activated at every
    priority, and stop at the first character that could go somewhere, the first Friend that
    can pay. At every decision of theme-deck games holding them, for either player, they
    answer as the whole list the text would offer does, and offer that list."""
    from engine.mlp.effects.abilities import kept_from_cost
    from engine.mlp.effects.cards import i_need_answers, mayor_mare
    from engine.mlp.effects.registry import ACTIVATION_CHECKS

    lib = default_library()
    seen: Counter = Counter()

    def movable(g: MlpGame, player: int) -> list[int]:
        return [i for i in g.characters(1 - player)
                if [a for a in (f"home:{g.card(i)['ctrl']}", *g.problems()) if steps.can_move_to(g, i, a, player)]]

    def paying(g: MlpGame, src: int, player: int) -> list[int]:
        return [i for i in i_need_answers._friends_here(g, src, player)
                if kept_from_cost(g, i, "dismiss", player) is None]

    def check(g: MlpGame) -> None:
        for iid in g.s["play"]:
            for _, ability in g.spec(iid).activated:
                for player in (0, 1):
                    if ability.name == "move_opp_character":
                        plain = movable(g, player)
                        assert list(mayor_mare._opp_movable(g, player)) == plain
                    elif ability.name == "dismiss_friend_gain":
                        plain = paying(g, iid, player)
                        assert i_need_answers._answers_choices(g, iid, player) == plain
                    else:
                        continue
                    assert bool(ACTIVATION_CHECKS[ability.name](g, player, iid, ability)) == bool(plain)
                    seen[ability.name, bool(plain)] += 1

    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    for seed in range(6):
        g = new_game(lib, [decks[seed], decks[(seed + 3) % 6]], seed)
        play_checking(g, [RandomBot(seed, style="eager"), RandomBot(seed + 50)], 40, check)
    # (an opponent's Mane Character can almost always go somewhere: Mayor Mare is refused rarely)
    assert seen["move_opp_character", True] > 100 and seen["dismiss_friend_gain", True] > 50, seen
    assert seen["dismiss_friend_gain", False] > 100, seen
