"""How a card's text is written for the engine: one `CardText` per card name, as data.

A card's text is a small record of steps (tuples naming a keyword action and its
arguments) rather than code, so a running text is a frame of plain data that saves,
digests and replays with the game. The parts:

- `play`: what happens when the card resolves from the queue (8.20.15b); Paint Brushes
  with no text transform by their color (8.20.10b) without one.
- `cost`: additional costs (the text before the semicolon, 8.20.11): carried out as the
  card is added to the queue, so a Potion's dice are rolled then (7.7.4).
- `target`: what the card targets, chosen as it is added (8.20.13a).
- `passives`: continuous effects while the card is in the Battledome, is an active
  Neopet, or is a Location in play (8.18; Locations: reading R6).
- `triggers`: `Trigger(event, steps)` ("when your Neopet is dealt damage, ...", 8.16).
- `activated`: `Ability(cost, steps)` usable once a turn while in the Battledome (8.15).
- `timing`: a Food's timing restriction: the priority window it may be played in (7.8.4).
- `leaves_to`: where a Faerie, Hero or Villain goes instead of the Void (card text beats
  the rules, 4.2).

Steps (see `effects.actions` for what each does; refs: "you", "opponent" for players;
"your_neopet", "opposing_neopet", "target" for Neopets; an amount is a number or "$name"
of a value rolled earlier in the same text):

    ("damage", neopet, amount)            ("heal", neopet, amount)
    ("draw", player, amount)              ("stat", neopet, stat, amount, until)
    ("freeze", neopet)                    ("immune", neopet, what, until)
    ("cant", neopet, what, until)         (a temporary "can't", 4.1)
    ("negate", "target")                  ("search", player, zone, filter, count)
    ("scrap", player, amount)             ("reveal_top", player, filter)
    ("discard", player, amount)           ("send", player, zone, amount)
    ("abandon", player)                   ("roll", "d6" or "d3", name)
    ("if", condition, steps)              ("may", prompt, steps)
    ("delayed", "end_of_round", steps)    ("transform", color)
    ("shield", neopet, mode, amount, until)   (a one-time "instead": reduce or heal)
    ("play_card", player, zone, filter)   (play a card by an effect, 9.1; `effects.playing`)
    ("call", function_name)               (a one-off wording: `FUNCTIONS`)

`until` is "end_of_turn", "end_of_round" or "your_next_turn". A filter is a dict with
any of "kind", "name" (9.9: a name contains the words), "species".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Step = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability (8.16): `event` is one of `TRIGGER_EVENTS`."""

    event: str
    steps: tuple[Step, ...]
    label: str = ""


@dataclass(frozen=True, slots=True)
class Ability:
    """An activated ability (8.15): the cost before the semicolon, the effect after."""

    cost: tuple[Step, ...]
    steps: tuple[Step, ...]
    label: str = ""


@dataclass(frozen=True, slots=True)
class CardText:
    """What one card's text does; every field optional."""

    name: str
    play: tuple[Step, ...] = ()
    cost: tuple[Step, ...] = ()
    target: tuple[str, str] | None = None
    passives: tuple[Step, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    activated: tuple[Ability, ...] = ()
    timing: str = ""
    leaves_to: str = ""
    requires: tuple[Step, ...] = ()
    """Conditions to play it at all (8.20.14b), as `("if", ...)` conditions."""
    stay_in_play: bool = False
    """9.5: the card stays in the Play Area after resolving (until the round's cleanup)."""
    unsupported: tuple[str, ...] = ()
    """Sentences of the printed text the engine does not carry out (for coverage)."""

    def part(self, key: str) -> tuple[Step, ...]:
        """The steps a frame path names: "play", "cost", "trigger:N", "ability:N", "abilitycost:N"."""
        if key == "play":
            return self.play
        if key == "cost":
            return self.cost
        kind, _, index = key.partition(":")
        if kind == "trigger":
            return self.triggers[int(index)].steps
        if kind == "ability":
            return self.activated[int(index)].steps
        if kind == "abilitycost":
            return self.activated[int(index)].cost
        raise KeyError(key)


TRIGGER_EVENTS = ("neopet_dealt_damage", "beginning_of_turn", "beginning_of_draw", "beginning_of_train",
                  "beginning_of_preparation", "beginning_of_battle", "end_of_turn", "discarded")
"""The events `effects.actions.emit` reports; a trigger may prefix one with your_/you_ or opposing_/opponent_."""
TIMINGS = ("after_attack_roll", "after_defence_roll", "after_agility", "damage_step", "your_battle_phase",
           "opponent_battle_phase", "draw", "train", "preparation", "end_of_turn")
UNTILS = ("end_of_turn", "end_of_round", "your_next_turn")

TEXTS: dict[str, CardText] = {}
"""Card name -> its text, one home per wording (the modules under `effects.cards`)."""
ACTIVATED: set[str] = set()
"""Names of the cards that have activated abilities (a priority window looks for them)."""
TRIGGERED: set[str] = set()
WATCHED: set[str] = set()
"""The events some card's triggered ability watches for (an event no text watches is not looked at)."""
PASSIVE: set[str] = set()
FUNCTIONS: dict[str, Callable[[Any, dict[str, Any]], None]] = {}
"""One-off wordings: name -> fn(game, ctx) (ctx: "ctrl", "src", "targets", "vars")."""


def text(name: str, **parts: Any) -> CardText:
    """Register the text of the card called `name` (once)."""
    if name in TEXTS:
        raise ValueError(f"the text of {name!r} is written twice")
    written = CardText(name, **parts)
    for trigger in written.triggers:
        event = trigger.event
        for prefix in ("your_", "you_", "opposing_", "opponent_"):
            if event.startswith(prefix) and event[len(prefix):] in TRIGGER_EVENTS:
                event = event[len(prefix):]
        if event not in TRIGGER_EVENTS:
            raise ValueError(f"{name}: no event {trigger.event!r} (known: {', '.join(TRIGGER_EVENTS)})")
        WATCHED.add(event)
    TEXTS[name] = written
    if written.activated:
        ACTIVATED.add(name)
    if written.triggers:
        TRIGGERED.add(name)
    if written.passives:
        PASSIVE.add(name)
    return written


def function(name: str) -> Callable:
    """Register a one-off wording used by `("call", name)`."""
    def register(fn: Callable) -> Callable:
        FUNCTIONS[name] = fn
        return fn
    return register


EMPTY = CardText("")


def text_of(name: str) -> CardText:
    """The text written for a card name (an empty text when none is)."""
    return TEXTS.get(name, EMPTY)


def steps_at(path: list[Any]) -> tuple[Step, ...]:
    """The steps a frame's path names: [card name, part, index of a nested step, ...]."""
    steps = text_of(path[0]).part(path[1])
    for index in path[2:]:
        steps = steps[index][-1]
    return steps
