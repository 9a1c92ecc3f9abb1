"""Floor-rules numbers for Swiss and top cut: rounds, cut size, sanctioning.

From the MLP CCG Tournament Floor Rules ("Swiss Rounds", "Participation
Minimums", "Elimination Rounds"). Match structures per tier live in
`tourney.policy.tiers`.
"""

from __future__ import annotations

from engine.core.plural import how_many

MINIMUM_SANCTIONED_PLAYERS = 4

# (fewest players, suggested Swiss rounds), from the floor rules' table.
SUGGESTED_ROUNDS: tuple[tuple[int, int], ...] = (
    (99, 10),
    (57, 9),
    (40, 8),
    (25, 7),
    (17, 6),
    (9, 5),
    (5, 4),
    (4, 3),
)


def suggested_swiss_rounds(players: int) -> int:
    """Suggested number of Swiss rounds for this many players.

    The table starts at 4 players; fewer players still get a round-robin-like
    count (players - 1, at least 1) so a small unsanctioned event can run.
    """
    for fewest, rounds in SUGGESTED_ROUNDS:
        if players >= fewest:
            return rounds
    return max(1, players - 1)


def sanction_warning(players: int) -> str | None:
    """A warning when too few players for a sanctioned event, else None."""
    if players < MINIMUM_SANCTIONED_PLAYERS:
        return (
            f"Only {how_many(players, 'player')}: an MLP CCG tournament needs at least "
            f"{MINIMUM_SANCTIONED_PLAYERS} players to be sanctioned."
        )
    return None


SMALL_EVENT_PLAYERS = 16
"""Up to this many players the floor rules cut to a top 4, above it to a top 8."""
TOP_CUT_RULE = f"top 4 up to {SMALL_EVENT_PLAYERS} players, else top 8"
"""`top_cut_size` in words, for the event dialog that offers it before players are known."""


def top_cut_size(players: int) -> int:
    """Players who make the elimination rounds by the floor rules (`TOP_CUT_RULE`)."""
    if players < 2:
        return 0
    if players <= SMALL_EVENT_PLAYERS:
        return min(4, players)
    return 8
