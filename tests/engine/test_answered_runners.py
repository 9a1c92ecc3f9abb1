"""Runners that read their answer before listing their choices ask what the plain
listing gives.

`abilities._answer_given`: Boost (`boost_character`), the Troublemaker Phase tax
(`tm_phase_tax`) and I Need Answers (`dismiss_friend_gain`) list their choices only when
they have to ask, not again on the call that reads the answer, which relies on nothing
changing between a question and its answer. At every decision of seeded bot games asked
by one of them, the options must be the ones the plain listing (kept here, as those
runners listed them on every call) gives for the position as it stands while the
decision waits, which is the position the answered call reads.
"""

from __future__ import annotations

from collections import Counter

from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.effects import abilities
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine.cardsource import THEME_DECKS, theme_deck

SEEDS = range(8)
MAX_TURNS = 60
RUNNERS = ("boost_character", "tm_phase_tax", "dismiss_friend_gain")


def plain_options(g: MlpGame, f: dict, ability) -> list[str]:
    """The option keys the runner's plain listing gives for frame `f` now."""
    s = g.s
    cards = s["cards"]
    if ability.name == "boost_character":
        need = ability.params["need"]
        cands = [i for i in s["play"] if g.spec(i).type in ("friend", "mane")
                 and not cards[i]["face_down"] and not cards[i]["frightened"]
                 and (not need or not set(need).isdisjoint(power.colors(g, i)))]
    elif ability.name == "tm_phase_tax":
        victim = f["data"]["victim"]
        if ability.params["what"] == "character":
            cands = [i for i in g.characters(victim) if not cards[i]["exhausted"] and not cards[i]["frightened"]]
        else:
            cands = [i for i in s["play"] if cards[i]["ctrl"] == victim and g.is_type(i, "resource")
                     and not cards[i]["exhausted"]]
    else:
        src = f["src"]
        alive = src in cards and cards[src]["zone"] == "play"
        area = cards[src]["area"] if alive else None
        cands = [i for i in g.characters_at(area, f["ctrl"]) if g.is_type(i, "friend")
                 and abilities.kept_from_cost(g, i, "dismiss", f["ctrl"]) is None] if area else []
    return [f"card:{i}" for i in cands]


def _asking_ability(g: MlpGame):
    """The top "ability" frame and its ability when one of `RUNNERS` asked the decision."""
    f = g.s["stack"][-1] if g.s["stack"] else None
    if f is None or f["op"] != "ability" or f["name"]:
        return None, None
    spec = g.lib.spec(f["card"])
    if f["boosted"] and spec.boosted is not None:
        spec = spec.boosted
    ability = spec.abilities[f["ab"]]
    return (f, ability) if ability.name in RUNNERS else (None, None)


def test_answered_runners_ask_the_plain_options_at_every_decision_of_seeded_games():
    lib = default_library()
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    seen: Counter = Counter()
    for seed in SEEDS:
        for i in range(len(decks)):
            g = new_game(lib, [decks[i], decks[(i + seed + 1) % len(decks)]], seed)
            bots = [RandomBot(seed * 7 + i * 2 + p, style="eager" if seed % 2 else "uniform") for p in (0, 1)]
            while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
                decision = g.pending()
                f, ability = _asking_ability(g)
                if f is not None:
                    seen[ability.name] += 1
                    assert [o.key for o in decision.options] == plain_options(g, f, ability), ability.name
                g.submit(bots[decision.player].choose(decision))
    # every runner asked, and often
    assert all(seen[name] >= 5 for name in RUNNERS), seen
    assert abilities._answer_given({}) is None
