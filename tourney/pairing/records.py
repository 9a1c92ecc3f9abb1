"""Plain records the pairing core works on: entrants and match results.

The core never sees the database. Services translate rows into these records,
so the same pairing, standings and top-cut code runs in tests, benchmarks and
the app, and a history can be built by hand for a worked example.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Match results as the data layer stores them.
RESULT_A = "a"
RESULT_B = "b"
RESULT_DRAW = "draw"
RESULT_DOUBLE_LOSS = "double_loss"
RESULTS = (RESULT_A, RESULT_B, RESULT_DRAW, RESULT_DOUBLE_LOSS)

SWISS = "swiss"
ELIMINATION = "elimination"


@dataclass(frozen=True, slots=True)
class Entrant:
    """One registered player as far as pairing and standings care.

    `late_entry_round` is the first round the player could be paired in (None:
    there from round 1); `dropped_after_round` is the last round they took
    part in (None: still playing; 0: dropped before round 1).
    """

    id: int
    name: str = ""
    seed: int | None = None
    late_entry_round: int | None = None
    dropped_after_round: int | None = None
    fixed_table: int | None = None

    def active_in(self, round_number: int) -> bool:
        """Whether this player is to be paired in `round_number`."""
        if self.late_entry_round is not None and round_number < self.late_entry_round:
            return False
        return self.dropped_after_round is None or self.dropped_after_round >= round_number

    @property
    def label(self) -> str:
        return self.name or f"#{self.id}"


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One match of one round; `player_b` None means a bye for `player_a`.

    `result` None means not entered yet: the match still counts as "these two
    have played" for rematch avoidance, but gives nobody points.
    """

    round_number: int
    player_a: int
    player_b: int | None
    result: str | None = None
    a_game_wins: int = 0
    b_game_wins: int = 0
    game_draws: int = 0
    kind: str = SWISS

    @property
    def is_bye(self) -> bool:
        return self.player_b is None

    def players(self) -> tuple[int, ...]:
        return (self.player_a,) if self.player_b is None else (self.player_a, self.player_b)


@dataclass(frozen=True, slots=True)
class History:
    """Everything that happened in an event so far, as the pairing core needs it.

    `swiss_rounds` lists the Swiss round numbers that exist (paired), so a late
    entrant's missed rounds can be counted even when they have no match rows.
    `late_entry_policy` says how a missed round counts: "loss" (the game
    system's loss points, the default of the floor rules) or "zero".
    """

    entrants: tuple[Entrant, ...]
    matches: tuple[MatchRecord, ...] = ()
    swiss_rounds: tuple[int, ...] = ()
    late_entry_policy: str = "loss"
    names: dict[int, str] = field(default_factory=dict, compare=False, hash=False)

    def entrant_map(self) -> dict[int, Entrant]:
        return {e.id: e for e in self.entrants}

    def swiss_matches(self) -> list[MatchRecord]:
        return [m for m in self.matches if m.kind == SWISS]

    def opponents(self) -> dict[int, set[int]]:
        """Who each player has already met in any round (byes excluded)."""
        met: dict[int, set[int]] = {e.id: set() for e in self.entrants}
        for m in self.matches:
            if m.player_b is None:
                continue
            met.setdefault(m.player_a, set()).add(m.player_b)
            met.setdefault(m.player_b, set()).add(m.player_a)
        return met

    def bye_counts(self) -> dict[int, int]:
        counts: dict[int, int] = {e.id: 0 for e in self.entrants}
        for m in self.matches:
            if m.player_b is None and m.kind == SWISS:
                counts[m.player_a] = counts.get(m.player_a, 0) + 1
        return counts
