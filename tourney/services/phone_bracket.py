"""The top cut as players read it on their phones: the bracket, and each player's place in it.

The bracket is the one the Standings tab draws and the bracket sheet prints
(`tourney.services.bracket`), so a phone, the window and the wall say the same
thing; only the names are the ones people read (with the player number where
two players share a name). A player's own page says where the cut left them:
out of it with their finish in the Swiss rounds, or in it with their seed and
what comes next.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlmodel import Session

from tourney.services.bracket import BracketMatch, BracketSeat, TopCutBracket, top_cut_bracket
from tourney.services.bracket_ahead import SeatAhead, round_ahead
from tourney.services.display_names import event_names


@dataclass(frozen=True, slots=True)
class PublicBracket:
    """The event's bracket with the names as players read them."""

    bracket: TopCutBracket
    labels: Mapping[int, str]
    """Registration id -> the name people read (the number beside it when the name is shared)."""

    def name(self, seat: BracketSeat) -> str:
        return self.labels.get(seat.registration_id, seat.name)

    def seeded(self, seat: BracketSeat) -> str:
        """ "3. Applejack": the seed in front, as the bracket sheet writes it."""
        return f"{seat.seed}. {self.name(seat)}" if seat.seed else self.name(seat)


def public_bracket(session: Session, event_id: int) -> PublicBracket | None:
    """The bracket for the players' pages (None before the cut); draft rounds are not in it."""
    bracket = top_cut_bracket(session, event_id)
    if bracket is None:
        return None
    return PublicBracket(bracket, event_names(session, event_id).labels())


MISSED = "missed"
"""Not in the cut."""
WAITING = "waiting"
"""In the cut; the round they play next is not paired (published) yet. After a won match
`won_in` names the round they won it in and `beaten` whom they beat."""
PLAYING = "playing"
"""Paired in the current round, the match not decided yet."""
BYE = "bye"
"""A bye in the last round paired (`bye_in`): through to the next one (`round_title`), which
is not paired yet."""
OUT = "out"
"""Lost an elimination match."""
CHAMPION = "champion"


@dataclass(frozen=True, slots=True)
class CutPlace:
    """Where the top cut leaves one player, for their own page.

    `round_title` is the round the state is about ("Semifinals"): the one
    being played, the one to come (after a bye, too), or the one lost in.
    """

    state: str
    size: int
    seed: int | None = None
    finish: int | None = None
    """Their rank in the final Swiss standings (said to a player who missed the cut)."""
    dropped: bool = False
    round_title: str = ""
    table: int | None = None
    opponent: str = ""
    opponent_seed: int | None = None
    bye_in: str = ""
    """The round the player skipped with a bye, just before `round_title`."""
    won_in: str = ""
    """The round of the player's last won match ("Semifinals"), when it is their latest news:
    they wait for the next round to be paired."""
    beaten: str = ""
    beaten_seed: int | None = None
    meets: SeatAhead | None = None
    """Whom a player through to `round_title` meets there, as far as the round being played
    tells it before the round is paired (None when it does not tell)."""
    bye_next: bool = False
    """A bye in `round_title`, as its pairing by seed will give (a top seed, right after the cut)."""


def _their_match(match: BracketMatch, registration_id: int) -> bool:
    return match.a.registration_id == registration_id or (
        match.b is not None and match.b.registration_id == registration_id)


def cut_place(public: PublicBracket | None, registration_id: int, *,
              finish: int | None = None, dropped: bool = False) -> CutPlace | None:
    """The player's place once the cut is made (None before it).

    Walks the bracket's rounds in order: a won match leads to the next round,
    a lost one ends the player's run, an undecided one is the match being played.
    `finish` and `dropped` are the player's final Swiss standing, said to those
    who missed the cut.
    """
    if public is None:
        return None
    bracket = public.bracket
    seat = next((s for s in bracket.seeds if s.registration_id == registration_id), None)
    if seat is None:
        return CutPlace(MISSED, bracket.size, finish=finish, dropped=dropped)
    if bracket.winner is not None and bracket.winner.registration_id == registration_id:
        return CutPlace(CHAMPION, bracket.size, seat.seed)
    bye_in = ""
    won: tuple[str, BracketSeat] | None = None  # the round of their last won match, whom they beat
    for round_ in bracket.rounds:
        if not round_.paired:
            ahead = round_ahead(bracket, public.name)
            meets = ahead.opponents.get(registration_id) if ahead is not None else None
            bye_next = (ahead is not None and registration_id in ahead.opponents
                        and meets is None)
            if bye_in:
                return CutPlace(BYE, bracket.size, seat.seed, round_title=round_.title,
                                bye_in=bye_in, meets=meets, bye_next=bye_next)
            # A player whose match is reported reads that they won it, not the round's clock.
            return CutPlace(WAITING, bracket.size, seat.seed, round_title=round_.title,
                            won_in=won[0] if won else "",
                            beaten=public.name(won[1]) if won else "",
                            beaten_seed=(won[1].seed or None) if won else None, meets=meets,
                            bye_next=bye_next)
        bye_in = ""
        won = None
        match = next((m for m in round_.matches if _their_match(m, registration_id)), None)
        if match is None:  # not in a round already paired: their run ended before it
            break
        if match.b is None:
            bye_in = round_.title
            continue
        mine_a = match.a.registration_id == registration_id
        other = match.b if mine_a else match.a
        if match.winner is None:
            return CutPlace(PLAYING, bracket.size, seat.seed, round_title=round_.title,
                            table=match.table, opponent=public.name(other),
                            opponent_seed=other.seed or None)
        if (match.winner == "a") != mine_a:
            return CutPlace(OUT, bracket.size, seat.seed, round_title=round_.title,
                            table=match.table, opponent=public.name(other),
                            opponent_seed=other.seed or None)
        won = (round_.title, other)
    return CutPlace(WAITING, bracket.size, seat.seed)
