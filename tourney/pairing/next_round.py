"""From an event's history to the next round's pairing, still without a database."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core.game_system import Scoring
from tourney.pairing.pods import PODS, pair_in_pods
from tourney.pairing.records import History
from tourney.pairing.swiss import POINTS, RANDOM, SEEDED, Pairing, PairingPlayer, pair_round
from tourney.pairing.tiebreakers import DEFAULT_CHAIN, StandingRow, standings


def active_players(history: History, round_number: int) -> list[int]:
    """Ids of players to pair in `round_number`: entered by then and not dropped."""
    return [e.id for e in history.entrants if e.active_in(round_number)]


def pairing_players(
    history: History,
    scoring: Scoring,
    round_number: int,
    *,
    chain: Sequence[str] = DEFAULT_CHAIN,
    seed: int = 0,
    rows: Sequence[StandingRow] | None = None,
) -> list[PairingPlayer]:
    """The players to pair, best-ranked first, with points, opponents and byes."""
    if rows is None:
        rows = standings(history, scoring, chain, seed=seed)
    entrants = history.entrant_map()
    opponents = history.opponents()
    byes = history.bye_counts()
    players = []
    for row in rows:
        entrant = entrants[row.player_id]
        if not entrant.active_in(round_number):
            continue
        players.append(
            PairingPlayer(
                id=entrant.id,
                points=row.match_points,
                opponents=frozenset(opponents.get(entrant.id, ())),
                byes=byes.get(entrant.id, 0),
                fixed_table=entrant.fixed_table,
                name=entrant.label,
            )
        )
    return players


def seeded_order(history: History, round_number: int) -> list[PairingPlayer]:
    """Players for a round paired by seeding: by seed, unseeded players last by id."""
    entrants = [e for e in history.entrants if e.active_in(round_number)]
    entrants.sort(key=lambda e: (e.seed is None, e.seed or 0, e.id))
    byes = history.bye_counts()
    opponents = history.opponents()
    return [
        PairingPlayer(
            id=e.id,
            opponents=frozenset(opponents.get(e.id, ())),
            byes=byes.get(e.id, 0),
            fixed_table=e.fixed_table,
            name=e.label,
        )
        for e in entrants
    ]


def pair_next_round(
    history: History,
    scoring: Scoring,
    round_number: int,
    *,
    seed: int,
    first_round: str = RANDOM,
    chain: Sequence[str] = DEFAULT_CHAIN,
    standings_seed: int = 0,
    pods: Mapping[int, int] | None = None,
) -> Pairing:
    """Pair `round_number`: round 1 random, by seeding or inside draft pods; later rounds by points.

    `first_round` is "random", "seeded" or "pods" (`pods` maps each player to
    their draft pod; see `tourney.pairing.pods.pair_in_pods`). A round after round 1 where nobody
    has a result yet (everyone on zero) is still paired by points, which with
    equal points is a seeded random draw that avoids rematches.
    """
    if round_number == 1 and first_round == PODS:
        players = pairing_players(history, scoring, 1, chain=chain, seed=standings_seed)
        return pair_in_pods(players, pods or {}, seed=seed)
    if round_number == 1 and first_round == SEEDED:
        return pair_round(seeded_order(history, 1), seed=seed, method=SEEDED)
    if round_number == 1:
        players = pairing_players(history, scoring, 1, chain=chain, seed=standings_seed)
        return pair_round(players, seed=seed, method=RANDOM)
    players = pairing_players(history, scoring, round_number, chain=chain, seed=standings_seed)
    return pair_round(players, seed=seed, method=POINTS)
