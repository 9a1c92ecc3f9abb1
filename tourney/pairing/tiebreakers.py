"""Swiss standings with a configurable tiebreaker chain.

Each tiebreaker has a short name used in `event.settings["tiebreakers"]`; the
chain is applied in order, and a later tiebreaker only matters among players
still tied on every earlier one. Definitions, with how byes, drops and late
entries count in each, are in docs/pairing.md; `TiebreakerValue.explain()`
spells out one player's figure so a scorekeeper can check it by hand.

Speed matters (thousands of players, standings after every result), so every
per-player figure is computed once from plain dicts in O(matches).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.core.game_system import Scoring
from engine.core.plural import how_many, plural
from tourney.errors import ValidationError
from tourney.pairing.records import (
    RESULT_A,
    RESULT_B,
    RESULT_DOUBLE_LOSS,
    RESULT_DRAW,
    History,
)

MATCH_POINTS = "match_points"
OMW = "omw"
OOMW = "oomw"
GAME_WIN = "gw"
OGW = "ogw"
HEAD_TO_HEAD = "head_to_head"
RANDOM = "random"

TIEBREAKER_LABELS: dict[str, str] = {
    MATCH_POINTS: "Match points",
    OMW: "Opponents' match-win %",
    OOMW: "Opponents' opponents' match-win %",
    GAME_WIN: "Game-win %",
    OGW: "Opponents' game-win %",
    HEAD_TO_HEAD: "Head-to-head",
    RANDOM: "Recorded random",
}

# Column headings short enough for a narrow table or a printed page.
TIEBREAKER_SHORT_LABELS: dict[str, str] = {
    MATCH_POINTS: "Points",
    OMW: "OMW %",
    OOMW: "OOMW %",
    GAME_WIN: "GW %",
    OGW: "OGW %",
    HEAD_TO_HEAD: "H2H",
    RANDOM: "Random",
}

DEFAULT_CHAIN: tuple[str, ...] = (MATCH_POINTS, OMW, OOMW, HEAD_TO_HEAD, RANDOM)
DEFAULT_FLOOR = 1 / 3
_DIGITS = 10  # figures are rounded before comparing so float noise never splits a tie


def validate_chain(chain: Iterable[str]) -> tuple[str, ...]:
    """The chain as a tuple, refusing unknown or repeated names."""
    names = tuple(chain)
    unknown = [n for n in names if n not in TIEBREAKER_LABELS]
    if unknown:
        known = ", ".join(TIEBREAKER_LABELS)
        raise ValidationError(f"unknown {plural(len(unknown), 'tiebreaker')} {', '.join(unknown)}; known: {known}")
    if len(set(names)) != len(names):
        raise ValidationError(f"a tiebreaker appears twice in the chain: {', '.join(names)}")
    if not names:
        raise ValidationError("the tiebreaker chain is empty")
    return names


@dataclass(slots=True)
class PlayerScore:
    """Running totals for one player over the counted Swiss rounds."""

    points: int = 0
    rounds: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    missed: int = 0
    game_wins: int = 0
    games: int = 0
    opponents: list[int] = field(default_factory=list)
    earned: list[int] = field(default_factory=list)  # points from each opponent, in step

    def match_win(self, win_points: int) -> float:
        return self.points / (win_points * self.rounds) if self.rounds else 0.0

    def game_win(self) -> float:
        return self.game_wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class TiebreakerValue:
    """One tiebreaker figure for one player, with what it was computed from.

    Averaged tiebreakers keep the opponents they averaged over, the figures
    they looked up and the floor, so `explain()` can list every term; the
    lookups are shared between rows, which keeps standings cheap to build.
    """

    name: str
    value: float
    note: str = ""
    opponents: Sequence[int] = ()
    figures: Mapping[int, float] | None = field(default=None, repr=False, compare=False)
    floor: float = 0.0

    @property
    def label(self) -> str:
        return TIEBREAKER_LABELS[self.name]

    @property
    def applied(self) -> bool:
        """False for a group tiebreaker that was not needed or could not apply."""
        return not self.note.startswith("not ")

    @property
    def shown(self) -> str:
        if not self.applied:
            return "—"
        if self.name in (MATCH_POINTS, HEAD_TO_HEAD):
            return f"{self.value:g}"
        if self.name == RANDOM:
            return f"{self.value:.6f}"
        return f"{100 * self.value:.2f}%"

    def terms(self) -> list[tuple[int, float, float]]:
        """(opponent, their figure, the figure used after the floor) per opponent."""
        if self.figures is None:
            return []
        out = []
        for o in self.opponents:
            raw = self.figures[o]
            out.append((o, raw, raw if raw >= self.floor else self.floor))
        return out

    def explain(self, names: Mapping[int, str] | None = None) -> str:
        """A sentence a person can check by hand."""
        terms = self.terms()
        if not terms:
            return f"{self.label}: {self.shown}" + (f" ({self.note})" if self.note else "")
        names = names or {}
        listed = ", ".join(
            f"{names.get(o, f'#{o}')} {100 * raw:.2f}%"
            + (f" (floor {100 * used:.2f}%)" if used != raw else "")
            for o, raw, used in terms
        )
        return f"{self.label}: {self.shown} = average of {how_many(len(terms), 'opponent')}: {listed}"


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the standings, with every tiebreaker in chain order."""

    rank: int
    player_id: int
    name: str
    match_points: int
    wins: int
    losses: int
    draws: int
    byes: int
    rounds_counted: int
    missed_rounds: int
    match_win: float
    dropped_after_round: int | None
    late_entry_round: int | None
    tiebreakers: tuple[TiebreakerValue, ...]

    @property
    def record(self) -> str:
        """Wins-losses-draws, byes counted as wins (as the floor rules score them)."""
        return f"{self.wins + self.byes}-{self.losses}-{self.draws}"

    @property
    def dropped(self) -> bool:
        return self.dropped_after_round is not None

    def explanations(self, names: Mapping[int, str] | None = None) -> list[str]:
        return [t.explain(names) for t in self.tiebreakers]


def compute_scores(
    history: History, scoring: Scoring, *, games: bool = True
) -> dict[int, PlayerScore]:
    """Points, record and opponents per player from entered Swiss results.

    A missed round of a late entrant counts as a loss (policy "loss": the game
    system's loss points) or as zero points (policy "zero"); either way it is a
    round in the player's match-win denominator, a loss in their record (it
    was no win and no draw, so the record agrees with the points), and has
    no opponent. A bye is
    a round worth the bye points with no opponent. Unentered results count
    for nobody. `games` False skips game counts (only game-win tiebreakers
    need them).
    """
    scores: dict[int, PlayerScore] = {e.id: PlayerScore() for e in history.entrants}
    missed_points = scoring.loss if history.late_entry_policy == "loss" else 0
    for entrant in history.entrants:
        if entrant.late_entry_round is None:
            continue
        missed = sum(1 for r in history.swiss_rounds if r < entrant.late_entry_round)
        if missed:
            s = scores[entrant.id]
            s.missed = missed
            s.rounds += missed
            s.losses += missed
            s.points += missed * missed_points
    win, loss, draw, bye = scoring.win, scoring.loss, scoring.draw, scoring.bye
    for m in history.matches:
        result = m.result
        if result is None or m.kind != "swiss":
            continue
        pa = m.player_a
        a = scores.get(pa)
        if a is None:
            a = scores[pa] = PlayerScore()
        pb = m.player_b
        if pb is None:
            a.points += bye
            a.rounds += 1
            a.byes += 1
            continue
        b = scores.get(pb)
        if b is None:
            b = scores[pb] = PlayerScore()
        a.rounds += 1
        b.rounds += 1
        a.opponents.append(pb)
        b.opponents.append(pa)
        if result == RESULT_A:
            got_a = win
            got_b = loss
            a.wins += 1
            b.losses += 1
        elif result == RESULT_B:
            got_a = loss
            got_b = win
            b.wins += 1
            a.losses += 1
        elif result == RESULT_DRAW:
            got_a = got_b = draw
            a.draws += 1
            b.draws += 1
        else:
            got_a = got_b = loss
            a.losses += 1
            b.losses += 1
        a.points += got_a
        b.points += got_b
        a.earned.append(got_a)
        b.earned.append(got_b)
        if not games:
            continue
        ga, gb, gd = m.a_game_wins, m.b_game_wins, m.game_draws
        if ga + gb + gd == 0:
            # A result entered without game scores: one game, as the result says.
            ga = 1 if result == RESULT_A else 0
            gb = 1 if result == RESULT_B else 0
            gd = 1 if result == RESULT_DRAW else 0
            if result == RESULT_DOUBLE_LOSS:
                a.games += 1
                b.games += 1
        played = ga + gb + gd
        a.games += played
        b.games += played
        a.game_wins += ga
        b.game_wins += gb
    return scores


def _average_floored(
    opponents: Sequence[int],
    figure: Mapping[int, float],
    floor: float,
    name: str,
    floored: Mapping[int, float] | None = None,
    *,
    alone: float,
) -> TiebreakerValue:
    """Average of the opponents' figures, each raised to `floor` first.

    A player with no opponents yet (only byes, or a late entrant's missed
    rounds) gets `alone`: the floor, the least any player with opponents can
    have, so a bye never ranks a player below everyone who played. 0 % would
    read as "every opponent lost everything", which nobody did.
    `floored` (the figures with the floor already applied) lets a caller
    averaging for many players do the flooring once per player.
    """
    if not opponents:
        note = f"no opponents yet, byes are not opponents: the {100 * alone:.2f}% floor"
        return TiebreakerValue(name, round(alone, _DIGITS), note)
    if floored is None:
        floored = {o: max(floor, figure[o]) for o in opponents}
    total = sum(map(floored.__getitem__, opponents))
    return TiebreakerValue(name, round(total / len(opponents), _DIGITS), "", opponents, figure, floor)


def _head_to_head(
    group: Sequence[int], scores: Mapping[int, PlayerScore]
) -> dict[int, TiebreakerValue]:
    """Points each tied player took from the others, if all of them played each other."""
    members = set(group)
    earned = dict.fromkeys(group, 0)
    met: set[tuple[int, int]] = set()
    for p in group:
        s = scores[p]
        for o, got in zip(s.opponents, s.earned, strict=True):
            if o in members:
                earned[p] += got
                met.add((p, o) if p < o else (o, p))
    needed = len(group) * (len(group) - 1) // 2
    if len(met) < needed:
        note = f"not applied: the {len(group)} tied players have not all played each other"
        return {p: TiebreakerValue(HEAD_TO_HEAD, 0.0, note) for p in group}
    note = f"points taken from the other {how_many(len(group) - 1, 'tied player')}"
    return {p: TiebreakerValue(HEAD_TO_HEAD, float(earned[p]), note) for p in group}


def standings(
    history: History,
    scoring: Scoring,
    chain: Sequence[str] = DEFAULT_CHAIN,
    *,
    seed: int = 0,
    floor: float = DEFAULT_FLOOR,
) -> list[StandingRow]:
    """Every entrant (dropped ones too) ranked by the tiebreaker chain.

    Ties left after the whole chain share a rank. `seed` drives the recorded
    random tiebreaker so the same event always gives the same order.
    """
    chain = validate_chain(chain)
    scores = compute_scores(history, scoring, games=GAME_WIN in chain or OGW in chain)
    win_points = scoring.win
    ids = [e.id for e in history.entrants]
    per_player: dict[str, dict[int, TiebreakerValue]] = {}

    need_mw = OMW in chain or OOMW in chain
    if MATCH_POINTS in chain:
        per_player[MATCH_POINTS] = {
            p: TiebreakerValue(MATCH_POINTS, float(scores[p].points)) for p in ids
        }
    if need_mw:
        mw = {p: s.match_win(win_points) for p, s in scores.items()}
        mw_floored = {p: (v if v >= floor else floor) for p, v in mw.items()}
        omw = {
            p: _average_floored(scores[p].opponents, mw, floor, OMW, mw_floored, alone=floor)
            for p in ids
        }
        if OMW in chain:
            per_player[OMW] = omw
        if OOMW in chain:
            omw_values = {p: v.value for p, v in omw.items()}
            for p in scores:
                omw_values.setdefault(p, 0.0)
            per_player[OOMW] = {
                p: _average_floored(
                    scores[p].opponents, omw_values, 0.0, OOMW, omw_values, alone=floor
                )
                for p in ids
            }
    if GAME_WIN in chain or OGW in chain:
        gw = {p: s.game_win() for p, s in scores.items()}
        if GAME_WIN in chain:
            per_player[GAME_WIN] = {
                p: TiebreakerValue(
                    GAME_WIN,
                    round(gw[p], _DIGITS),
                    f"{how_many(scores[p].game_wins, 'game win')} of {how_many(scores[p].games, 'game')}",
                )
                for p in ids
            }
        if OGW in chain:
            gw_floored = {p: (v if v >= floor else floor) for p, v in gw.items()}
            per_player[OGW] = {
                p: _average_floored(scores[p].opponents, gw, floor, OGW, gw_floored, alone=floor)
                for p in ids
            }
    if RANDOM in chain:
        rng = random.Random(seed)
        per_player[RANDOM] = {
            p: TiebreakerValue(RANDOM, rng.random(), f"drawn with seed {seed}")
            for p in sorted(ids)
        }

    # Apply the chain: split tied groups step by step.
    values: dict[int, list[TiebreakerValue]] = {p: [] for p in ids}
    groups: list[list[int]] = [sorted(ids)] if ids else []  # nobody registered: no rows
    for name in chain:
        table = per_player.get(name)
        next_groups: list[list[int]] = []
        for group in groups:
            if table is None:  # a tiebreaker that depends on the tied group itself
                if len(group) == 1:
                    got = {group[0]: TiebreakerValue(name, 0.0, "not needed: no tie")}
                else:
                    got = _head_to_head(group, scores)
            else:
                got = table
            for p in group:
                values[p].append(got[p])
            if len(group) == 1:
                next_groups.append(group)
                continue
            group.sort(key=lambda p: -got[p].value)
            run = [group[0]]
            for p in group[1:]:
                if got[p].value == got[run[0]].value:
                    run.append(p)
                else:
                    next_groups.append(run)
                    run = [p]
            next_groups.append(run)
        groups = next_groups

    entrants = history.entrant_map()
    rows: list[StandingRow] = []
    position = 0
    for group in groups:
        rank = position + 1
        for p in group:
            position += 1
            s = scores[p]
            e = entrants[p]
            rows.append(
                StandingRow(
                    rank=rank,
                    player_id=p,
                    name=e.label,
                    match_points=s.points,
                    wins=s.wins,
                    losses=s.losses,
                    draws=s.draws,
                    byes=s.byes,
                    rounds_counted=s.rounds,
                    missed_rounds=s.missed,
                    match_win=s.match_win(win_points),
                    dropped_after_round=e.dropped_after_round,
                    late_entry_round=e.late_entry_round,
                    tiebreakers=tuple(values[p]),
                )
            )
    return rows
