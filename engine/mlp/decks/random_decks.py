"""Seeded random decks that keep the deck-building rules (101), drawn from any pool of cards.

For the speed benchmark and soak-style checks: decks nobody built, out of the whole card
pool, so that every wording meets cards it was not written for. Each deck is legal by
101: a Mane Character, a Draw Deck of 45 cards with at most 3 copies of a name (101.2), a
Problem Deck of 10 Problems with at most 2 copies of a name (101.3a) and at least one
Starting Problem (101.3c); its Draw Deck keeps to two or three colors, and holds the
Friends with no play requirement that its other cards need in play, as players build
decks. Its cards are those a constructed deck may hold (`in_constructed_play`): no token
and no Villain Challenge card. All the randomness comes from the `SeededRandom` given.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.rng import SeededRandom
from engine.mlp.cards.database import CardDatabase
from engine.mlp.cards.model import Card, CardType, Color
from engine.mlp.decks.formats import DEFAULT_FORMAT, get_format

DRAW_CARDS = 45
PROBLEMS = 10


def in_constructed_play(db: CardDatabase, card: Card) -> bool:
    """May a constructed deck hold this card, by its set? Those of a set legal in the default
    constructed format (Harmony Constructed: no token, 521.3, and no card of the Villain
    Challenge, a product of its own format, in which some of its cards start the game in play
    and a Villain faces Challengers; `docs/later-keywords.md`). Random decks hold no other:
    dealt into one, Corrupting Influence, which that format starts attached to the Villain's
    Mane Character, would be played from a hand."""
    return get_format(DEFAULT_FORMAT).set_is_legal(db, card.set_name, None)


@dataclass(frozen=True, slots=True)
class DeckPool:
    """The cards decks are drawn from, by the part of a deck they go in (one card per name)."""

    manes: tuple[Card, ...]
    draw: tuple[Card, ...]
    problems: tuple[Card, ...]
    starting: tuple[Card, ...]
    """The Problems with the Starting Problem keyword."""

    @classmethod
    def of(cls, cards: Iterable[Card]) -> DeckPool:
        """The pool of `cards`, in their order; tokens are left out (they only stand for tokens
        card text makes, 521.3), and of several printings of a name the first is kept."""
        seen: set[str] = set()
        parts: dict[str, list[Card]] = {"mane": [], "draw": [], "problem": []}
        for card in cards:
            name = card.full_name
            if card.is_token or name in seen:
                continue
            seen.add(name)
            kind = card.type
            parts["mane" if kind is CardType.MANE else "problem" if kind is CardType.PROBLEM else "draw"].append(card)
        starting = tuple(c for c in parts["problem"] if c.starting_problem)
        if not parts["mane"] or len(parts["draw"]) < DRAW_CARDS // 3 or len(parts["problem"]) < PROBLEMS // 2 \
                or not starting:
            raise ValueError("the pool has too few cards to build a legal deck")
        return cls(tuple(parts["mane"]), tuple(parts["draw"]), tuple(parts["problem"]), starting)

    @classmethod
    def constructed(cls, db: CardDatabase) -> DeckPool:
        """The pool of the cards of `db` a constructed deck may hold (`in_constructed_play`)."""
        return cls.of(card for card in db.cards if in_constructed_play(db, card))


def _sample(rng: SeededRandom, cards: tuple[Card, ...], count: int) -> list[Card]:
    """`count` different cards of `cards`, in a random order."""
    picked = list(cards)
    rng.shuffle(picked)
    return picked[:count]


def _playable_picks(rng: SeededRandom, mane: Card, cards: tuple[Card, ...], count: int) -> list[Card]:
    """`count` different cards of `cards` at random, as a player who means to play them keeps
    them: a card asking for more power of a color in play (302.2) than the deck's characters
    that ask for nothing can give (its Mane, and one copy of each Friend with no play
    requirement) is swapped for such a Friend of that color, while the pool has one. (Drawn
    blindly, a deck whose Friends of its second color all ask for that color in play can
    never play them, and its games stall with both decks run out.)"""
    picked = _sample(rng, cards, count)
    chosen = {card.id for card in picked}
    starters = [card for card in _sample(rng, cards, len(cards))
                if card.type is CardType.FRIEND and not card.play_requirements and card.id not in chosen]
    supply = {color: mane.power or 0 for color in mane.colors}  # power of each color the deck can put in play
    for card in picked:
        if card.type is CardType.FRIEND and not card.play_requirements:
            _add_power(supply, card)
    for index, card in enumerate(picked):
        short = [r.color for r in card.play_requirements if supply.get(r.color, 0) < r.amount]
        if not short:
            continue
        starter = next((friend for friend in starters if short[0] in friend.colors), None)
        if starter is not None:
            starters.remove(starter)
            picked[index] = starter
            _add_power(supply, starter)
    return picked


def _add_power(supply: dict[Color, int], friend: Card) -> None:
    """Count a Friend's power for each of its colors (302.2: power of that color in play)."""
    for color in friend.colors:
        supply[color] = supply.get(color, 0) + (friend.power or 0)


def _colors_of(card: Card) -> set[Color]:
    """The colors a card is and asks for (its play requirements)."""
    return {*card.colors, *(requirement.color for requirement in card.play_requirements)}


def random_deck(pool: DeckPool, rng: SeededRandom) -> dict[str, object]:
    """A legal deck as a game setup takes it: {"mane": id, "draw": [ids], "problems": [ids]}.

    Built as players build theirs: the Draw Deck keeps to the Mane Character's colors and
    one more (and colorless cards), its cards ask for no more power of a color than its
    Friends that ask for nothing can give (`_playable_picks`), and its Problems ask for no
    other color, so that its characters can meet its requirements and the game is played
    out rather than stalled."""
    mane = rng.choice(list(pool.manes))
    others = sorted(set(Color) - set(mane.colors))
    colors = {*mane.colors, others[rng.randrange(len(others))]} if others else set(mane.colors)
    fitting = tuple(card for card in pool.draw if _colors_of(card) <= colors)
    if len(fitting) < DRAW_CARDS // 3:
        fitting = pool.draw  # (a pool too small to keep to two colors)
    draw = [card.id for card in _playable_picks(rng, mane, fitting, DRAW_CARDS // 3) for _ in range(3)]
    # Problems its owner can confront with those colors
    confrontable = tuple(p for p in pool.problems if all(r.kind != "color" or r.color in colors
                                                         for r in p.confront_owner))
    if len(confrontable) < PROBLEMS // 2 or not any(p.starting_problem for p in confrontable):
        confrontable = pool.problems
    problems = [card.id for card in _sample(rng, confrontable, PROBLEMS // 2) for _ in range(2)]
    starting = [card for card in confrontable if card.starting_problem]
    if not {card.id for card in starting} & set(problems):
        # 101.3c: a Problem Deck has a Starting Problem (two copies take the last pair's place)
        problems[-2:] = [rng.choice(starting).id] * 2
    return {"mane": mane.id, "draw": draw, "problems": problems}
