"""Booster-draft pods: seat the players, show and print who sits where and where packs go.

The players still in the event are shuffled with a recorded seed and dealt
into pods as equal as possible around the game's recommended size
(`tourney.pairing.pods`). The first seating's seed comes from the event's
seed, so it can be reproduced; seating again draws a fresh seed, recorded
the same way. Round 1 may then be paired inside the pods (the organizer's
choice, `settings["first_round_pairing"] = "pods"`); Swiss over the whole
event follows.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass

from sqlmodel import Session, col, select

from tourney.db.models import PodSeat, Registration
from tourney.errors import ValidationError
from tourney.pairing import pods as pod_math
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.display_names import event_names
from tourney.services.events import require_event
from tourney.services.limited import PackPlan, limited_rules_of, limited_setup, store_pod_seed

FIRST_ROUND_SETTING = "first_round_pairing"  # shared with tourney.services.rounds
FIRST_ROUND_METHODS = ("random", "seeded", pod_math.PODS)


@dataclass(frozen=True, slots=True)
class SeatRow:
    """One seat: who sits there and who they pass to."""

    pod: int
    seat: int
    registration_id: int
    player_name: str
    left_name: str
    """Who receives the packs passed left (the next seat clockwise)."""
    right_name: str


@dataclass(frozen=True, slots=True)
class PodRow:
    number: int
    seats: tuple[SeatRow, ...]

    @property
    def size(self) -> int:
        return len(self.seats)


@dataclass(frozen=True, slots=True)
class PodsView:
    """An event's pods, the packs in order with their directions, and the recorded seed."""

    event_id: int
    event_name: str
    pods: tuple[PodRow, ...]
    packs: tuple[PackPlan, ...]
    seed: int | None
    round1_in_pods: bool
    unseated: tuple[str, ...]
    """Players still in the event who have no seat (registered after the seating)."""


def first_pod_seed(event_seed: int) -> int:
    """The seed of an event's first seating, reproducible from the event's seed."""
    return random.Random(f"tourney-pods:{event_seed}").getrandbits(62)


def _active_registrations(session: Session, event_id: int) -> list[int]:
    query = select(Registration.id).where(
        Registration.event_id == event_id, col(Registration.dropped_after_round).is_(None)
    )
    return [rid for rid in session.exec(query) if rid is not None]


def seat_pods(
    session: Session, event_id: int, *, seed: int | None = None, actor: str | None = None
) -> PodsView:
    """Seat every player still in the event into draft pods (again, if they were seated)."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    rules, kind = limited_rules_of(event)
    if kind != "draft":
        raise ValidationError(f"{event.name} is a Sealed Deck event: only a Booster Draft seats pods")
    if event.status != "setup":
        raise ValidationError("the event has started: the pods can no longer be seated again")
    players = _active_registrations(session, event_id)
    if len(players) < 2:
        raise ValidationError(f"a draft pod needs at least 2 players; {len(players)} are registered")
    previous = list(session.exec(select(PodSeat).where(PodSeat.event_id == event_id)))
    if seed is None:
        seed = first_pod_seed(event.rng_seed) if not previous else secrets.randbits(62)
    seats = pod_math.seat_pods(players, seed, rules.recommended_pod_size)
    before = {"seats": [[s.registration_id, s.pod, s.seat] for s in previous]} if previous else None
    for old in previous:
        session.delete(old)
    session.flush()
    for seat in seats:
        session.add(PodSeat(event_id=event_id, registration_id=seat.player_id, pod=seat.pod, seat=seat.seat))
    store_pod_seed(event, seed)
    session.add(event)
    session.flush()
    audit.record(
        session, actor=actor, action="pods.seat", entity="event", entity_id=event_id,
        event_id=event_id, before=before,
        after={"seed": seed, "pods": pod_math.pod_sizes(len(players), rules.recommended_pod_size),
               "seats": [[s.player_id, s.pod, s.seat] for s in seats]},
    )
    return pods_view(session, event_id)


def set_round1_in_pods(
    session: Session, event_id: int, in_pods: bool, *, actor: str | None = None
) -> bool:
    """The organizer's choice: pair round 1 inside the pods, or across the whole event."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    _rules, kind = limited_rules_of(event)
    if in_pods and kind != "draft":
        raise ValidationError("only a Booster Draft has pods to pair round 1 in")
    before = {FIRST_ROUND_SETTING: event.settings.get(FIRST_ROUND_SETTING, "random")}
    value = pod_math.PODS if in_pods else "random"
    event.settings[FIRST_ROUND_SETTING] = value
    session.add(event)
    audit.record(
        session, actor=actor, action="event.first_round_pairing", entity="event",
        entity_id=event_id, event_id=event_id, before=before, after={FIRST_ROUND_SETTING: value},
    )
    return in_pods


def pod_of_players(session: Session, event_id: int) -> dict[int, int]:
    """Registration id -> pod number, for pairing round 1 in pods."""
    seats = session.exec(select(PodSeat).where(PodSeat.event_id == event_id))
    return {s.registration_id: s.pod for s in seats}


def pods_view(session: Session, event_id: int) -> PodsView:
    event = require_event(session, event_id)
    setup = limited_setup(session, event_id)
    seats = list(session.exec(
        select(PodSeat).where(PodSeat.event_id == event_id).order_by(col(PodSeat.pod), col(PodSeat.seat))
    ))
    names = event_names(session, event_id)
    pods: list[PodRow] = []
    for number in sorted({s.pod for s in seats}):
        members = [s for s in seats if s.pod == number]
        size = len(members)
        by_seat = {s.seat: names.label(s.registration_id) for s in members}
        rows = tuple(
            SeatRow(
                pod=number, seat=s.seat, registration_id=s.registration_id,
                player_name=by_seat[s.seat],
                left_name=by_seat.get(pod_math.neighbour(s.seat, size, pod_math.LEFT), ""),
                right_name=by_seat.get(pod_math.neighbour(s.seat, size, "right"), ""),
            )
            for s in members
        )
        pods.append(PodRow(number, rows))
    seated = {s.registration_id for s in seats}
    unseated = tuple(
        names.label(rid) for rid in _active_registrations(session, event_id) if rid not in seated
    )
    return PodsView(
        event_id=event_id,
        event_name=event.name,
        pods=tuple(pods),
        packs=setup.packs,
        seed=setup.pod_seed,
        round1_in_pods=event.settings.get(FIRST_ROUND_SETTING) == pod_math.PODS,
        unseated=unseated,
    )


def clear_pods(session: Session, event_id: int, *, actor: str | None = None) -> None:
    """Take the seating back (before the event starts), e.g. to change the format."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    if event.status != "setup":
        raise ValidationError("the event has started: its pods stay on record")
    previous = list(session.exec(select(PodSeat).where(PodSeat.event_id == event_id)))
    if not previous:
        return
    for seat in previous:
        session.delete(seat)
    audit.record(
        session, actor=actor, action="pods.clear", entity="event", entity_id=event_id,
        event_id=event_id, before={"seats": [[s.registration_id, s.pod, s.seat] for s in previous]},
    )
