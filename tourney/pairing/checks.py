"""What is wrong with a round's pairings, for hand edits and for review before publishing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tourney.pairing.records import History

PLAYER_TWICE = "player_twice"
NOT_ACTIVE = "not_active"
MISSING = "missing"
REMATCH = "rematch"
SECOND_BYE = "second_bye"
EXTRA_BYE = "extra_bye"
TABLE_TWICE = "table_twice"

# Problems that make a round impossible to play as paired; the rest are warnings.
BLOCKING = frozenset({PLAYER_TWICE, NOT_ACTIVE})


@dataclass(frozen=True, slots=True)
class PairingProblem:
    kind: str
    players: tuple[int, ...]
    message: str

    @property
    def blocking(self) -> bool:
        return self.kind in BLOCKING


def pairing_problems(
    pairs: Sequence[tuple[int, int | None, int | None]],
    history: History,
    round_number: int,
) -> list[PairingProblem]:
    """Problems of one Swiss round's pairs (player A, player B or None, table).

    `history` holds the rounds before this one only.
    """
    entrants = history.entrant_map()

    def name(p: int) -> str:
        e = entrants.get(p)
        return e.label if e is not None else f"#{p}"

    problems: list[PairingProblem] = []
    seen = Counter(p for a, b, _ in pairs for p in (a, b) if p is not None)
    for p, count in sorted(seen.items()):
        if count > 1:
            problems.append(
                PairingProblem(
                    PLAYER_TWICE, (p,), f"{name(p)} is paired {count} times in round {round_number}."
                )
            )
        e = entrants.get(p)
        if e is None or not e.active_in(round_number):
            message = f"{name(p)} is paired but is not playing in round {round_number}."
            if e is not None and e.dropped_after_round is not None:
                when = (
                    "before round 1"
                    if e.dropped_after_round == 0
                    else f"after round {e.dropped_after_round}"
                )
                message = f"{name(p)} dropped {when} but is paired in round {round_number}."
            problems.append(PairingProblem(NOT_ACTIVE, (p,), message))
    for e in history.entrants:
        if e.active_in(round_number) and e.id not in seen:
            problems.append(
                PairingProblem(MISSING, (e.id,), f"{e.label} is not paired in round {round_number}.")
            )
    met = history.opponents()
    byes = history.bye_counts()
    bye_pairs = [a for a, b, _ in pairs if b is None]
    for a, b, _ in pairs:
        if b is None:
            if byes.get(a, 0):
                problems.append(
                    PairingProblem(SECOND_BYE, (a,), f"Second bye: {name(a)} already had a bye.")
                )
        elif b in met.get(a, ()):
            problems.append(
                PairingProblem(
                    REMATCH, (a, b), f"Rematch: {name(a)} and {name(b)} have played before."
                )
            )
    paired = sum(seen.values())
    if len(bye_pairs) > paired % 2:
        problems.append(
            PairingProblem(
                EXTRA_BYE,
                tuple(bye_pairs),
                f"{len(bye_pairs)} byes where {paired % 2} is needed: "
                + ", ".join(name(p) for p in bye_pairs),
            )
        )
    tables = Counter(t for _, b, t in pairs if t is not None and b is not None)
    for t, count in sorted(tables.items()):
        if count > 1:
            problems.append(PairingProblem(TABLE_TWICE, (), f"Table {t} is used {count} times."))
    return problems
