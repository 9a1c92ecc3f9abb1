"""Where a match is, in the words people at the event use: "table 7 of round 3".

Messages, refusals and the history name a match by its table and round,
never by its row id: the id is the database's business, the table number is
what is printed on the pairings and on the slip in the scorekeeper's hand.
"""

from __future__ import annotations

from sqlmodel import Session

from tourney.db.models import Match, Person, Registration, Round
from tourney.services import round_titles
from tourney.services.display_names import event_names

SOURCE_WORDS: dict[str, str] = {
    "entered": "entered",
    "concession": "concession",
    "penalty": "penalty",
    "drop": "drop",
    "bye": "bye",
    "end_of_match": "end of match",
    "reported": "reported by the players",
}


def source_words(source: str | None) -> str:
    """How a result came about, in words ("end of match", never the stored code)."""
    if source is None:
        return ""
    return SOURCE_WORDS.get(source, source.replace("_", " "))


def round_words(session: Session, round_: Round | None, *, plain: bool = False) -> str:
    """'round 3', 'the Semifinals (round 5)' for a top-cut round as its screens name it, or
    'a round' when it is gone; `plain` leaves the parentheses to words that follow
    ('the Semifinals, round 5')."""
    if round_ is None:
        return "a round"
    name = round_titles.round_name(session, round_)
    return (round_titles.in_sentence_plain if plain else round_titles.in_sentence)(round_.number, name)


def match_place(session: Session, match: Match, round_: Round | None = None, *,
                plain: bool = False) -> str:
    """'table 7 of round 3', 'table 1 of the Final (round 6)'; a bye is 'the bye of round 3 (Name)'
    (`plain`: see `round_words`)."""
    if round_ is None:
        round_ = session.get(Round, match.round_id)
    in_round = round_words(session, round_, plain=True if match.is_bye else plain)
    if match.is_bye:
        return f"the bye of {in_round} ({registration_name(session, match.player_a_id)})"
    if match.table_number is None:
        return f"a match of {in_round}"
    return f"table {match.table_number} of {in_round}"


def match_with_players(session: Session, match: Match, round_: Round | None = None) -> str:
    """'table 3 of round 2 (Twilight Sparkle against Rarity)': how a refusal names the match it is about.

    A top-cut table reads 'table 1 of the Semifinals, round 5 (Twilight Sparkle
    against Rarity)': the round's name stays, without a second pair of parentheses.

    Every refusal about a match's result names it this way, so the
    scorekeeper holding a slip sees at once whether the table and the
    players are the ones on it; a player is named as every screen names them
    (with their player number when another player of the event shares the name).
    """
    if round_ is None:
        round_ = session.get(Round, match.round_id)
    place = match_place(session, match, round_, plain=True)
    if match.is_bye or round_ is None:
        return place
    ids = [p for p in (match.player_a_id, match.player_b_id) if p is not None]
    labels = event_names(session, round_.event_id, ids).labels()
    a, b = (labels.get(p, "a removed player") if p is not None else "nobody"
            for p in (match.player_a_id, match.player_b_id))
    return f"{place} ({a} against {b})"


def registration_name(session: Session, registration_id: int | None) -> str:
    """The registered player's name ('a player' when the registration is gone)."""
    registration = session.get(Registration, registration_id) if registration_id else None
    person = session.get(Person, registration.person_id) if registration is not None else None
    return person.name if person is not None else "a player"
