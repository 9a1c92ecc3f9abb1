"""What a round is called on every screen that heads one: "round 3", "Quarterfinals (round 4)".

The pairings page said "Quarterfinals (round 4)" while the venue screen and the
round clock in the same room said "round 4": a player of the top cut had to
work out that both meant the same round. Every heading takes its words here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from sqlmodel import Session, select

from tourney.db.models import Match, Round
from tourney.pairing.topcut import elimination_round_name


class Seating(Protocol):
    """A table or a bye of a round, stored or as a service hands it on."""

    @property
    def player_b_id(self) -> int | None: ...


def elimination_name(matches: Sequence[Seating]) -> str:
    """An elimination round's name by the players it seats, byes counted ("Quarterfinals")."""
    return seated_name(sum(1 for match in matches if match.player_b_id is not None),
                       sum(1 for match in matches if match.player_b_id is None))


def seated_name(tables: int, byes: int) -> str:
    """An elimination round's name from its count of tables and byes: two seats a table, one a
    bye (six players, two with byes, play the "Quarterfinals")."""
    return elimination_round_name(2 * tables + byes)


def round_name(session: Session, round_: Round) -> str:
    """ "Quarterfinals" for an elimination round, as the bracket heads it; "" for a Swiss round."""
    if round_.kind != "elimination":
        return ""
    return elimination_name(session.exec(select(Match).where(Match.round_id == round_.id)).all())


def numbered_name(session: Session, event_id: int, number: int) -> str:
    """The name of the event's round `number` ("Semifinals"); "" for a Swiss or unknown round."""
    round_ = session.exec(select(Round).where(Round.event_id == event_id, Round.number == number)).first()
    return round_name(session, round_) if round_ is not None else ""


def event_round_names(session: Session, event_id: int) -> dict[int, str]:
    """The event's top-cut rounds by number with their names ({4: "Quarterfinals", ...}): a
    penalty, a deck check or a backup keeps only a round's number; the event knows its name."""
    rounds = session.exec(select(Round).where(Round.event_id == event_id, Round.kind == "elimination")).all()
    return {r.number: round_name(session, r) for r in rounds}


def round_title(number: int, name: str = "") -> str:
    """The round as a sentence names it: "round 3", or "Quarterfinals (round 4)" with its name
    from the bracket (the number kept: the Rounds tab and the history count rounds so)."""
    return f"{name} (round {number})" if name else f"round {number}"


def in_sentence(number: int, name: str = "") -> str:
    """The round inside a sentence: "round 3", "the Quarterfinals (round 4)" ("table 2 of the
    Quarterfinals (round 4)", "after the Final (round 6)")."""
    return f"the {round_title(number, name)}" if name else round_title(number)


def in_sentence_plain(number: int, name: str = "") -> str:
    """The round inside a sentence that puts its own words in parentheses after it: "round 3",
    "the Quarterfinals, round 4" (never "(round 4) (Ann against Bea)")."""
    return f"the {name}, round {number}" if name else round_title(number)


def stored_in_sentence(session: Session, round_: Round) -> str:
    """A stored round inside a sentence: "round 3", "the Semifinals (round 5)"."""
    return in_sentence(round_.number, round_name(session, round_))


def column_text(number: int | None, name: str = "") -> str:
    """The round in a list's Round column: "3" for a Swiss round, "Quarterfinals (round 4)" for a
    top-cut round (a bare "4" there read as a fourth Swiss round), "" for none."""
    if number is None:
        return ""
    return round_title(number, name) if name else str(number)


def short_title(number: int, name: str = "") -> str:
    """The round where a line has no room for both: "Quarterfinals", else "Round 3"."""
    return name or f"Round {number}"


def round_heading(number: int, name: str = "") -> str:
    """The round heading a screen on its own: "Round 3", "Quarterfinals (round 4)"."""
    title = round_title(number, name)
    return title[:1].upper() + title[1:]


def stored_heading(session: Session, round_: Round) -> str:
    """A stored round's heading, its name read from the tables it seats ("Final (round 6)")."""
    return round_heading(round_.number, round_name(session, round_))
