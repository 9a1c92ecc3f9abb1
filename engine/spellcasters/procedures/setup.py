"""Set-up (SC 5): the shared deck, the random face-down Location, hands and mulligans,
the face-down Spellcasters, the Mana rule and the d6 for the first player.

A setup names the two halves of the shared deck (one a player, as they bring them to an
event); they are shuffled together into one deck (SC 1.1). The state is made here; the
players' choices (their face-down Spellcaster, their Mana) are decisions `flow` asks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import rng
from engine.core.errors import EngineError
from engine.core.player_names import give_names
from engine.core.plural import how_many
from engine.core.replay_setup import setup_names
from engine.spellcasters.procedures.outcome import can_enter
from engine.spellcasters.state.game import (
    SpellcastersGame,
    fresh_turn_limits,
    new_caster,
    new_player,
)
from engine.spellcasters.state.library import CardLibrary

HAND_SIZE = 7
MAX_MULLIGANS = 50
"""A deck that still deals a hand with no Spellcaster after this many tries can't start a game."""


class DeckError(EngineError):
    """Decks a game can't start with (no Spellcaster, too few cards, unknown cards)."""


def empty_state(seed: int, cards: Sequence[str], halves: Sequence[int]) -> dict[str, Any]:
    return {
        "seed": seed, "rng": rng.seed_state(seed), "cards": list(cards), "halves": list(halves),
        "deck": [], "junkyard": [], "location": -1, "location_hidden": 0,
        "players": [new_player(), new_player()],
        "turn": 0, "turn_player": 0, "first_player": 0, "step": "caster", "chooser": 0, "resume": "",
        "done": fresh_turn_limits(), "sudden_death": 0, "result": None,
    }


def game_from_setup(library: CardLibrary, setup: dict[str, Any]) -> SpellcastersGame:
    """A new game: the deck built and shuffled, the Location placed, hands dealt."""
    decks = setup["decks"]
    cards: list[str] = []
    halves: list[int] = []
    for p, deck in enumerate(decks):
        for index, card_id in enumerate(deck):
            if card_id not in library:
                raise DeckError(f"decks[{p}][{index}]: no Spellcasters card has the id {card_id!r}")
            cards.append(card_id)
            halves.append(p)
    if not any(library.spec(c).kind == "spellcaster" for c in cards):
        raise DeckError("decks: the shared deck has no Spellcaster, so no game can start (SC 5.2)")
    if len(cards) < 2 * HAND_SIZE + 2:
        raise DeckError(f"decks: the shared deck has {how_many(len(cards), 'card')}; a game needs at least "
                        f"{2 * HAND_SIZE + 2} (SC 5.2)")
    game = SpellcastersGame(empty_state(int(setup["seed"]), cards, halves), library)
    give_names(game.s["players"], setup_names(setup))
    place_location(game)
    for p in (0, 1):
        draw(game, p, HAND_SIZE)
    game.note("SC 5.2", f"Each player draws a hand of {HAND_SIZE} cards")
    for p in (0, 1):
        mulligan_until_caster(game, p)
    return game


def place_location(game: SpellcastersGame) -> None:
    """SC 5.1: a Location picked at random goes face-down; the rest is shuffled into the deck."""
    s = game.s
    everything = list(range(len(s["cards"])))
    locations = [iid for iid in everything if game.spec(iid).kind == "location"]
    if locations:
        chosen = locations[game.random_index(len(locations))]
        s["location"] = chosen
        s["location_hidden"] = 1
        everything.remove(chosen)
        game.note("SC 5.1", "A Location picked at random is placed face-down")
    else:
        game.note("SC 5.1", "The deck has no Location: the game is played without one")
    game.shuffle(everything)
    s["deck"] = everything
    game.note("SC 5.1", f"The shared deck of {len(everything)} cards is shuffled")


def draw(game: SpellcastersGame, p: int, count: int) -> None:
    deck = game.s["deck"]
    if len(deck) < count:
        raise DeckError(f"decks: the shared deck ran out while dealing hands (SC 5.2): "
                        f"{len(game.s['cards'])} cards are too few")
    game.player(p)["hand"].extend(deck[:count])
    del deck[:count]


def playable_casters(game: SpellcastersGame, p: int) -> list[int]:
    """P's Spellcasters in hand that can go face-down next to those already chosen."""
    return [iid for iid in game.player(p)["hand"] if game.spec(iid).kind == "spellcaster" and can_enter(game, iid)]


def mulligan_until_caster(game: SpellcastersGame, p: int) -> None:
    """SC 5.2: a hand with no (playable) Spellcaster is revealed, shuffled in and redrawn;
    the other player draws one extra card each time."""
    for _ in range(MAX_MULLIGANS):
        if playable_casters(game, p):
            return
        hand = game.player(p)["hand"]
        shown = ", ".join(game.name(i) for i in hand)
        game.note("SC 5.2", f"P{p}'s hand has no Spellcaster to play: revealed ({shown}), shuffled into "
                            f"the deck, and P{p} draws a new hand of {HAND_SIZE}")
        game.s["deck"].extend(hand)
        hand.clear()
        game.shuffle(game.s["deck"])
        draw(game, p, HAND_SIZE)
        draw(game, 1 - p, 1)
        game.note("SC 5.2", f"P{1 - p} draws one extra card")
    raise DeckError(f"decks: P{p} drew no hand with a Spellcaster in {MAX_MULLIGANS} tries (SC 5.2)")


def choose_caster(game: SpellcastersGame, p: int, iid: int) -> None:
    game.player(p)["hand"].remove(iid)
    game.casters(p).append(new_caster(iid, face_down=True))
    game.note("SC 5.2", f"P{p} plays a Spellcaster face-down")


def mana_rule(game: SpellcastersGame, chosen: Sequence[int]) -> None:
    """SC 5.3: each player may put one Mana face-down; if one does not, neither may."""
    if min(chosen) < 0:
        game.note("SC 5.3", "Not both players play a Mana card: neither plays one")
        return
    for p, iid in enumerate(chosen):
        game.player(p)["hand"].remove(iid)
        game.player(p)["mana"].append([iid, 0])
    game.note("SC 5.3", "Each player plays one Mana card face-down into their Mana Pool")


def first_player(game: SpellcastersGame) -> int:
    """SC 5.4: each player rolls a d6, higher goes first (a tie is rolled again); all is turned up."""
    s = game.s
    while True:
        rolls = (game.roll_d6(), game.roll_d6())
        game.note("SC 5.4", f"P0 rolls {rolls[0]}, P1 rolls {rolls[1]}" + (": a tie, roll again"
                                                                           if rolls[0] == rolls[1] else ""))
        if rolls[0] != rolls[1]:
            break
    first = 0 if rolls[0] > rolls[1] else 1
    s["first_player"] = first
    for p in (0, 1):
        for record in game.casters(p):
            record["face_down"] = 0
    s["location_hidden"] = 0
    shown = [game.name(c["iid"]) for p in (0, 1) for c in game.casters(p)]
    where = game.name(s["location"]) if s["location"] >= 0 else "no Location"
    game.note("SC 5.4", f"Turned up: {', '.join(shown)}, the Mana, and {where}. P{first} goes first "
                        f"and casts no Spells this turn")
    return first
