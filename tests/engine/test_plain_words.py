"""No engine name reaches a player: the steps a closed zone stops and the remembered
occurrences a reaction answers are said in plain words (`effects.plain_words`), over the
whole card pool."""

from __future__ import annotations

from collections.abc import Iterator

from engine.mlp.api import default_library
from engine.mlp.effects import abilities, steps
from engine.mlp.effects.plain_words import (
    EVENT_WORDS,
    STEP_WORDS,
    event_words,
    step_words,
    verb_words,
)
from engine.mlp.state.game import LISTENED_REACTION_EVENTS, REACTION_EVENTS, STAMP
from tests.engine.helpers import Board, answer, shipped_game


def _steps(steps) -> Iterator[dict]:
    """Every step of a list of steps, those nested in a step (its sub-steps) included."""
    for step in steps:
        if isinstance(step, dict) and "do" in step:
            yield step
            for value in step.values():
                if isinstance(value, list | tuple) and value and isinstance(value[0], dict):
                    yield from _steps(value)


def _every_step() -> Iterator[tuple[str, dict]]:
    """(card code, step) for every step of every ability of both faces of every card of the
    shipped database, in every mode."""
    lib = default_library()
    for card in lib.cards():
        spec = lib.spec(card.id)
        for face in (spec, spec.boosted):
            for ability in face.abilities if face is not None else ():
                params = ability.params
                for listed in (params.get("steps", ()), *params.get("modes", ())):
                    for step in _steps(listed):
                        yield card.code, step


def test_every_step_a_closed_zone_stops_is_said_in_plain_words():
    """With Somnambula's Blindfold closing decks and discard piles (FF113, 104.2), every step
    of the pool it stops is named in the log note in words of the game: an entry of the
    table, with no underscore."""
    b = Board()
    b.add("FF113", 1, "play", "home:1")
    g = shipped_game(b)
    stopped = {}
    for code, step in _every_step():
        if abilities.closed_zone(g, step["do"], step.get("zone", "")) is not None:
            stopped.setdefault(step["do"], code)
    assert len(stopped) > 10  # (the Blindfold closes both kinds of zone)
    missing = {name: code for name, code in stopped.items() if name not in STEP_WORDS}
    assert not missing
    assert not [name for name in stopped if "_" in step_words(name)]


def test_every_occurrence_a_reaction_answers_is_said_in_plain_words():
    """Every event remembered for reactions (512.4d) has its words, with a card or without,
    with a player or without; none shows the engine's event name."""
    remembered = REACTION_EVENTS | LISTENED_REACTION_EVENTS
    assert not remembered - set(EVENT_WORDS)
    for event in remembered:
        for card in ("Sweetie Sunrise", None):
            for details in ({"player": 1, "dest": "problem:1"}, {}):
                words = event_words(event, card, details)
                assert "_" not in words.replace("problem:1", ""), (event, words)
    assert event_words("tm_phase_start", None, {"player": 1}) == "the start of P1's Troublemaker Phase"
    assert event_words("drew", "Sweetie Sunrise", {"player": 0}) == "P0 drew a card"  # (not named: a hand)


def test_a_played_event_is_named_in_the_occurrence_a_reaction_answers():
    """P0 plays Downright Dangerous (PR110) while P1 holds The Soup Incident (CG120, "Reaction:
    After an opponent plays a card"): the occurrence remembered (512.4d) names the Event by
    its printed name, though the Event, processed, is in the discard pile and its record
    holds no card of the game."""
    b = Board()
    b.players[0] = {"tokens": 5}
    auntie = b.add("PR25", 1, "play", "problem:1")
    for _ in range(3):
        b.add("PR40", 0, "play", "home:0")  # Dance Fever: pink power for the Event's requirement
    event = b.add("PR110", 0, "hand")
    b.add("CG120", 1, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    if g.pending().kind == "target":
        answer(g, f"card:{auntie}")
    played = [ev for ev in g.s["reactions"] if ev["event"] == "played"]
    assert len(played) == 1 and played[0]["card"] == 0
    assert abilities.occurrence_words(g, played[0][STAMP]) == "Downright Dangerous played"


def test_every_verb_a_text_can_keep_from_every_card_is_said_in_plain_words():
    """"P0 can choose no card to <verb>" (705.2e) says each verb a continuous ability may
    forbid in words of the game ("banish", not "banish_until")."""
    assert not [verb for verb in steps._CANT_BE_DONE if "_" in verb_words(verb)]
    assert verb_words("deck_top") == "put on top of its owner's deck"
