"""The frozen input of the limited-event sheets (no reportlab here: services build these)."""

from __future__ import annotations

from dataclasses import dataclass

from tourney.reports.rows import EventHeader


@dataclass(frozen=True, slots=True)
class PackLine:
    number: int
    set_name: str
    direction: str
    """"left" or "right"."""


@dataclass(frozen=True, slots=True)
class SeatLine:
    seat: int
    player: str
    passes_left_to: str
    passes_right_to: str


@dataclass(frozen=True, slots=True)
class PodBlock:
    number: int
    seats: tuple[SeatLine, ...]


@dataclass(frozen=True, slots=True)
class PodSeating:
    header: EventHeader
    packs: tuple[PackLine, ...]
    pods: tuple[PodBlock, ...]
    seed: int | None
    round1_in_pods: bool


@dataclass(frozen=True, slots=True)
class PoolLine:
    qty: int
    name: str
    code: str


@dataclass(frozen=True, slots=True)
class PoolSheet:
    header: EventHeader
    product: str
    player: str = ""
    player_number: str = ""
    seat: str = ""
    cards: tuple[PoolLine, ...] = ()
    extras: tuple[PoolLine, ...] = ()
    blank_lines: int = 48
    """Writing lines on a blank sheet (one per card the product holds)."""
