"""What a penalty does to match results, as pure functions over plain game summaries.

'Tournament Penalties: Game Loss': 'A Game Loss will result in a player
losing the current game. When a player receives a Game Loss, his opponent for
that game will receive a win. If a player receives a Game Loss between games,
he will lose his next game. If both players receive a Game Loss penalty during
the same game then both players will receive a loss.'

A game in progress has no Game row yet, and between games the next game has
none either, so both cases land on the first game number without a row: the
'current' game during play, the 'next' game between games. Once the match is
decided, the player's next game is in their next match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from engine.core.game_system import MatchStructure
from tourney.errors import ValidationError

Side = Literal["a", "b"]

TARDINESS_GRACE = timedelta(minutes=5)
"""'Tardiness': a five-minute grace period from the beginning of round time."""


def other(side: Side) -> Side:
    return "b" if side == "a" else "a"


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A recorded game: who won (None with is_draw False = both lost), and whether a penalty made it."""

    number: int
    winner: Side | None
    is_draw: bool = False
    penalty_side: Side | None = None
    """The penalised side when a Game Loss created this game."""


@dataclass(frozen=True, slots=True)
class GameLossPlacement:
    """Where a Game Loss lands.

    `game_number` is None when the match is already decided: the loss then
    waits for the player's next match. `double_loss` means the opponent's
    Game Loss already created that game and now both players lose it.
    """

    game_number: int | None
    winner: Side | None
    double_loss: bool = False


def games_won(games: Sequence[GameSummary], side: Side) -> int:
    return sum(1 for g in games if g.winner == side)


def match_decided(structure: MatchStructure, games: Sequence[GameSummary]) -> bool:
    """True once a side has enough game wins or every game of the match has been played."""
    if games_won(games, "a") >= structure.games_to_win or games_won(games, "b") >= structure.games_to_win:
        return True
    return len(games) >= structure.max_games


def place_game_loss(
    structure: MatchStructure,
    games: Sequence[GameSummary],
    side: Side,
    *,
    game_number: int | None = None,
    result_entered: bool = False,
) -> GameLossPlacement:
    """Decide which game a Game Loss for `side` affects.

    `game_number` names the game the infraction happened in when the judge
    knows it; it matters only for the 'both players in the same game' case,
    where the opponent's Game Loss already created that game's row.
    """
    if game_number is not None:
        existing = next((g for g in games if g.number == game_number), None)
        if existing is not None:
            if existing.penalty_side == other(side) and existing.winner == side:
                return GameLossPlacement(game_number=game_number, winner=None, double_loss=True)
            raise ValidationError(
                f"game {game_number} already has a result; a Game Loss given between games "
                f"applies to the player's next game (Tournament Penalties: Game Loss)"
            )
        if game_number != len(games) + 1:
            raise ValidationError(
                f"game {game_number} is not the current game (game {len(games) + 1})"
            )
    if result_entered or match_decided(structure, games):
        return GameLossPlacement(game_number=None, winner=other(side))
    return GameLossPlacement(game_number=len(games) + 1, winner=other(side))


def forfeited_games(structure: MatchStructure, games: Sequence[GameSummary], side: Side) -> list[int]:
    """Game numbers `side` gives up so the opponent takes the match (a Disqualification or a drop).

    'If the round is already paired and a player drops, then that player is
    considered to have conceded that round': the opponent is given the game
    wins the match structure needs.
    """
    if match_decided(structure, games):
        return []
    needed = structure.games_to_win - games_won(games, other(side))
    first = len(games) + 1
    return list(range(first, first + max(needed, 0)))


def tardiness_grace_ends(round_started_at: datetime) -> datetime:
    return round_started_at + TARDINESS_GRACE


def tardiness_due(round_started_at: datetime | None, now: datetime) -> bool:
    """A Game Loss for tardiness is due only once five minutes of round time have passed."""
    if round_started_at is None:
        return False
    return now >= tardiness_grace_ends(round_started_at)


DeckListStatus = Literal["unchecked", "legal", "incorrect", "invalid"]


def deck_list_infraction(status: str) -> str | None:
    """The infraction code a deck-list status calls for ('Deck Lists'), None if none."""
    return {"incorrect": "incorrect_deck_list", "invalid": "invalid_deck_list"}.get(status)
