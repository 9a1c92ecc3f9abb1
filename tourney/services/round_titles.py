"""What a round is called on every screen that heads one: "round 3", "Quarterfinals (round 4)".

The pairings page said "Quarterfinals (round 4)" while the venue screen and the
round clock in the same room said "round 4": a player of the top cut had to
work out that both meant the same round. Every heading takes its words here.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlmodel import Session, select

from tourney.db.models import Match, Round
from tourney.pairing.topcut import elimination_round_name


def elimination_name(matches: Sequence[Match]) -> str:
    """An elimination round's name by the players it seats, byes counted ("Quarterfinals")."""
    return elimination_round_name(sum(1 if match.player_b_id is None else 2 for match in matches))


def round_name(session: Session, round_: Round) -> str:
    """ "Quarterfinals" for an elimination round, as the bracket heads it; "" for a Swiss round."""
    if round_.kind != "elimination":
        return ""
    return elimination_name(session.exec(select(Match).where(Match.round_id == round_.id)).all())


def round_title(number: int, name: str = "") -> str:
    """The round as a sentence names it: "round 3", or "Quarterfinals (round 4)" with its name
    from the bracket (the number kept: the Rounds tab and the history count rounds so)."""
    return f"{name} (round {number})" if name else f"round {number}"


def round_heading(number: int, name: str = "") -> str:
    """The round heading a screen on its own: "Round 3", "Quarterfinals (round 4)"."""
    title = round_title(number, name)
    return title[:1].upper() + title[1:]
