"""Match points of one event: the game system's scoring, unless the organizer set other points.

A game's floor rules fix its match points (the MLP CCG: win 3, draw 1, loss 1, bye 3);
a game whose rules give none (the Neopets Battledome TCG) has the program's defaults,
which an organizer may want to change for their event. The event keeps its own
points in `settings["scoring"]`; every standing, pairing and report reads them through
`event_scoring`. They can be changed only before the first round is paired, so no
standings or pairings were made on other points.
"""

from __future__ import annotations

from dataclasses import asdict

from sqlmodel import Session, select

from engine.core.game_system import Scoring
from engine.core.registry import game_system
from tourney.db.models import Event, Round
from tourney.errors import ValidationError
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.events import require_event

SCORING_SETTING = "scoring"
MAX_POINTS = 99


def event_scoring(event: Event) -> Scoring:
    """The event's match points: its own when set, else its game system's."""
    own = (event.settings or {}).get(SCORING_SETTING)
    if own:
        return Scoring(win=int(own["win"]), loss=int(own["loss"]), draw=int(own["draw"]), bye=int(own["bye"]))
    return game_system(event.game_system).scoring


def _check(points: Scoring) -> None:
    for name in ("win", "draw", "loss", "bye"):
        value = getattr(points, name)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_POINTS:
            raise ValidationError(f"{name}: match points are a whole number from 0 to {MAX_POINTS}")
    if not points.loss < points.win:
        raise ValidationError("a win must be worth more match points than a loss")
    if not points.loss <= points.draw <= points.win:
        raise ValidationError("a draw must be worth no less than a loss and no more than a win")
    if points.bye > points.win:
        raise ValidationError("a bye cannot be worth more than a win")


def set_event_scoring(session: Session, event_id: int, scoring: Scoring | None, *,
                      actor: str | None = None) -> Scoring:
    """Give the event its own match points (None: back to the game system's); refused once a round
    has been paired."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    if session.exec(select(Round.id).where(Round.event_id == event_id)).first() is not None:
        raise ValidationError("match points can be changed only before the first round is paired")
    before = event_scoring(event)
    if scoring is not None:
        _check(scoring)
    settings = dict(event.settings or {})
    if scoring is None or scoring == game_system(event.game_system).scoring:
        settings.pop(SCORING_SETTING, None)
    else:
        settings[SCORING_SETTING] = asdict(scoring)
    event.settings = settings
    session.add(event)
    after = event_scoring(event)
    audit.record(session, actor=actor, action="event.scoring", entity="event", entity_id=event_id,
                 event_id=event_id, before=asdict(before), after=asdict(after))
    return after


def scoring_words(points: Scoring) -> str:
    """"win 3, draw 1, loss 0, bye 3"."""
    return f"win {points.win}, draw {points.draw}, loss {points.loss}, bye {points.bye}"
