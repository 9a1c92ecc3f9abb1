"""The elimination round to come, as far as the round being played already tells it.

Every elimination round is paired afresh by original seed among the players
still in (`tourney.pairing.topcut`), so a player through to the next round
does not meet "the winner of the match beside theirs" by a fixed bracket:
whom they meet depends on which seeds win the tables still playing. This
module tries every way those tables can end, pairs the round as the program
will pair it, and keeps what every way agrees on: a player already known, the
winner of one table ("the winner of table 2, Applejack or Rarity"), or the
few players it may be and the tables that decide which.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import product

from tourney.pairing.topcut import pair_elimination
from tourney.services.bracket import BracketMatch, BracketSeat, TopCutBracket

MAX_TABLES_PLAYING = 8
"""Beyond this many tables still playing (the first round of a top 32 or more) the ways
they can end are too many to try on every page, and nothing is foretold."""


@dataclass(frozen=True, slots=True)
class SeatAhead:
    """Who will sit in one seat of the round to come."""

    players: tuple[BracketSeat, ...]
    """Whom it may be, best seed first: one player once it is known."""
    names: tuple[str, ...]
    """The same players as people read their names."""
    tables: tuple[int, ...]
    """The tables still playing whose results decide which of `players` it is."""
    winner_of: int | None = None
    """The table whose winner it is, when it is simply that: `players` are its two players."""

    @property
    def known(self) -> bool:
        return len(self.players) == 1


@dataclass(frozen=True, slots=True)
class RoundAhead:
    """The next elimination round, before it is paired."""

    title: str
    matches: tuple[tuple[SeatAhead, SeatAhead | None], ...]
    """Its matches once every one is foretold: each between players already known or the
    winners of tables still playing (None: a bye); () while the results to come decide more."""
    opponents: Mapping[int, SeatAhead | None]
    """Registration id of a player already through -> whom they meet (None: a bye)."""


def _winner(match: BracketMatch) -> BracketSeat | None:
    if match.b is None:
        return match.a
    return {"a": match.a, "b": match.b}.get(match.winner or "")


Ways = dict[tuple[int, ...], BracketSeat | None]
"""Who sits in one seat for each way the tables still playing end (0: player A wins, 1: B)."""


def _seat(ways: Ways, playing: Sequence[BracketMatch],
          name: Callable[[BracketSeat], str]) -> SeatAhead | None:
    """One seat, from who sits in it each way the tables still playing end (None: a bye)."""
    by_id = {seat.registration_id: seat for seat in ways.values() if seat is not None}
    if not by_id:
        return None
    players = tuple(sorted(by_id.values(), key=lambda seat: seat.seed))
    # A table decides the seat when its result alone, the others' kept, changes who sits there.
    deciding = tuple(
        match.table or 0 for i, match in enumerate(playing)
        if any(ways[way] != ways[(*way[:i], 1 - way[i], *way[i + 1:])] for way in ways))
    at_table = {frozenset((m.a.registration_id, m.b.registration_id)): m.table or 0
                for m in playing if m.b is not None}
    table = at_table.get(frozenset(by_id))
    winner_of = table if table is not None and deciding == (table,) else None
    return SeatAhead(players, tuple(name(seat) for seat in players), deciding, winner_of)


Who = tuple[int, int]
"""A seat of a match to come as the same for every way: (0, seed) a player already through,
(1, table) the winner of a table still playing, (2, 0) a bye."""


def _who(seat: BracketSeat | None, won_at: Mapping[int, int]) -> Who:
    """The seat as the same for every way: `won_at` gives the table a player won this way."""
    if seat is None:
        return (2, 0)
    table = won_at.get(seat.registration_id)
    return (0, seat.seed) if table is None else (1, table)


def _foretold(whos: set[tuple[Who, Who]], through: Sequence[BracketSeat],
              playing: Sequence[BracketMatch], name: Callable[[BracketSeat], str]
              ) -> tuple[SeatAhead, SeatAhead | None] | None:
    """A match to come, when every way the tables still playing end gives it the same two
    seats (`whos`, one pair for each way); None when the results decide who plays in it."""
    if len(whos) != 1:
        return None
    seeded = {seat.seed: seat for seat in through}
    tables = {m.table or 0: m for m in playing}

    def seat(who: Who) -> SeatAhead | None:
        kind, key = who
        if kind == 0:
            return SeatAhead((seeded[key],), (name(seeded[key]),), ())
        if kind == 1:
            match = tables[key]
            pair = (match.a, match.b) if match.b is not None else (match.a,)
            players = tuple(sorted(pair, key=lambda p: p.seed))
            return SeatAhead(players, tuple(name(p) for p in players), (key,), key)
        return None

    first, second = next(iter(whos))
    a = seat(first)
    return None if a is None else (a, seat(second))


def round_ahead(bracket: TopCutBracket, name: Callable[[BracketSeat], str]) -> RoundAhead | None:
    """The round after the latest published one (the first round, right after the cut),
    or None when every round is paired or too many tables still play to foretell it.

    `name` gives a player's name as people read it.
    """
    paired = [r for r in bracket.rounds if r.paired]
    if len(paired) >= len(bracket.rounds):
        return None
    title = bracket.rounds[len(paired)].title
    if paired:
        matches = paired[-1].matches
        through = [seat for seat in map(_winner, matches) if seat is not None]
        playing = [m for m in matches if _winner(m) is None and m.b is not None]
    else:
        through, playing = list(bracket.seeds), []
    if len(playing) > MAX_TABLES_PLAYING or len(through) + len(playing) < 2:
        return None
    whos: list[set[tuple[Who, Who]]] = []  # each match's seats, one pair for each way
    meets: dict[int, Ways] = {seat.registration_id: {} for seat in through}
    for way in product((0, 1), repeat=len(playing)):
        won_at = {(m.b if side and m.b is not None else m.a).registration_id: m.table or 0
                  for m, side in zip(playing, way, strict=True)}
        left = sorted([*through, *(m.b if side and m.b is not None else m.a
                                   for m, side in zip(playing, way, strict=True))],
                      key=lambda seat: seat.seed)
        by_id = {seat.registration_id: seat for seat in left}
        pairs = pair_elimination([seat.registration_id for seat in left])
        whos = whos or [set() for _ in pairs]
        for i, pair in enumerate(pairs):
            a, b = by_id[pair.player_a], by_id.get(pair.player_b or 0)
            first, second = _who(a, won_at), _who(b, won_at)
            whos[i].add((first, second) if first <= second else (second, first))
            for me, other in ((a, b), (b, a)):
                if me is not None and me.registration_id in meets:
                    meets[me.registration_id][way] = other
    matches = [_foretold(pairs_of, through, playing, name) for pairs_of in whos]
    return RoundAhead(title, tuple(m for m in matches if m is not None)
                      if all(m is not None for m in matches) else (),
                      {reg: _seat(ways, playing, name) for reg, ways in meets.items()})
