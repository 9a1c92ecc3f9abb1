"""Shared triggered abilities are looked for only at the events a Teamwork card waits for.

`teamwork.shared_triggers` works out who shares with whom (`teamwork.shares`) only for an
event some triggered ability of a card in play that may share by Teamwork waits for
(`teamwork._teamwork_events`, kept until the board changes): most events reach none. Checked
at every decision of seeded games with Teamwork cards in play: each event a Friend has a triggered
ability on by Teamwork, worked out plainly from `shares`, is among those events.
"""

from __future__ import annotations

from engine.core.rng import SeededRandom
from engine.mlp.api import default_library, new_game
from engine.mlp.bot import RandomBot
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.random_decks import DeckPool, random_deck
from engine.mlp.values import teamwork

MAX_TURNS = 40
# games between random decks of the whole card pool, dealt as the benchmark deals them, in
# which Teamwork cards are in play: with shared triggered abilities (8) and without (4)
GAMES = ((8, "uniform"), (4, "eager"))


def _games():
    pool = DeckPool.constructed(load_card_database())
    lib = default_library()
    for i, style in GAMES:
        rng = SeededRandom(1_000_003 * i + 17)
        setup = {"seed": i, "card_db": lib.version, "decks": [random_deck(pool, rng), random_deck(pool, rng)]}
        yield new_game(setup, lib), [RandomBot(i * 2, style=style), RandomBot(i * 2 + 1, style=style)]


def _shared_events_plainly(g) -> set[str]:
    """The events of the triggered abilities the sharing Friends have by Teamwork now."""
    return {event for sources in teamwork.shares(g).values() for src in sources
            for event, found in g.spec(src).triggers.items()
            if any(ability.kind == "trigger" for _, ability in found)}


def test_every_event_a_shared_ability_waits_for_is_looked_at():
    looked = shared = 0
    for g, bots in _games():
        while (decision := g.pending()) is not None and g.s["turn"] <= MAX_TURNS:
            if g.teamwork_in_play():
                plain = _shared_events_plainly(g)
                kept = teamwork._teamwork_events(g)
                assert plain <= kept, (g.s["turn"], sorted(plain - kept))
                looked += 1
                shared += bool(plain)
            g.submit(bots[decision.player].choose(decision))
    # (the games share triggered abilities at many positions)
    assert shared > 50, (looked, shared)
