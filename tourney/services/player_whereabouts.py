"""Where each player of an event is now, in the words a scorekeeper says across the room.

"Active" told an organizer nothing they could act on: "playing at table 4",
"finished at table 4", "waiting (round 3 finished)", "bye", "joins later",
"won at table 2, waiting for round 5", "knocked out at table 2", "champion". The words follow the newest round that was announced (a draft's seats
are not known to the players yet), so the Players tab answers "where is
she?" without a look at the Rounds tab.
"""

from __future__ import annotations

from sqlmodel import Session, col, select

from tourney.db.models import Match, Registration, Round
from tourney.services.topcut import top_cut


def _newest_announced_round(session: Session, event_id: int) -> Round | None:
    return session.exec(
        select(Round)
        .where(Round.event_id == event_id, Round.state != "draft")
        .order_by(col(Round.number).desc())
    ).first()


def _seat_words(match: Match, round_: Round, player: int, *, final: bool) -> str:
    """What `player`, seated in `match` of the newest announced round, is doing (`final`: the
    round is an elimination round of one match)."""
    if match.is_bye and round_.state != "complete":
        return "bye"
    table = f"table {match.table_number}" if match.table_number is not None else "their table"
    if match.result is None:
        return f"playing at {table}"
    won = (match.result == "a") == (match.player_a_id == player) and match.result in ("a", "b")
    if round_.kind == "elimination" and not won:
        return f"knocked out at {table}"
    if round_.kind == "elimination" and round_.state == "complete":
        return "champion" if final else f"through to round {round_.number + 1}"
    if round_.kind == "elimination" and not final:
        # "finished at table 1" left the winner wondering whether they were out or through
        return f"won at {table}, waiting for round {round_.number + 1}"
    if round_.state == "complete":
        return f"waiting (round {round_.number} finished)"
    return f"finished at {table}"


def player_whereabouts(session: Session, event_id: int) -> dict[int, str]:
    """Registration id -> where the player is now ("playing at table 4"), for every player of the event.

    A dropped player reads "dropped" and a late entrant not seated yet "joins
    later" (the Players tab's "Dropped after" and "Late from" columns give the
    round, once); once
    the top cut is made, the others are "not in the top cut" or "knocked out".
    """
    round_ = _newest_announced_round(session, event_id)
    seats: dict[int, str] = {}
    if round_ is not None:
        matches = list(session.exec(select(Match).where(Match.round_id == round_.id)))
        final = round_.kind == "elimination" and len(matches) == 1
        for match in matches:
            for player in (match.player_a_id, match.player_b_id):
                if player is not None:
                    seats[player] = _seat_words(match, round_, player, final=final)
    cut = top_cut(session, event_id)
    seeded = {seed.player_id for seed in cut.seeds} if cut is not None else None
    next_number = 1 if round_ is None else round_.number + (1 if round_.state == "complete" else 0)
    words: dict[int, str] = {}
    for registration in session.exec(select(Registration).where(Registration.event_id == event_id)):
        registration_id = registration.id or 0
        if registration.dropped_after_round is not None:
            words[registration_id] = "dropped"
        elif seeded is not None and registration_id not in seeded:
            words[registration_id] = "not in the top cut"
        elif registration_id in seats:
            words[registration_id] = seats[registration_id]
        elif seeded is not None:
            words[registration_id] = "knocked out"
        elif registration.late_entry_round is not None and registration.late_entry_round > next_number:
            words[registration_id] = "joins later"
        elif round_ is None:
            words[registration_id] = "waiting for round 1"
        elif round_.state == "complete":
            words[registration_id] = f"waiting for round {round_.number + 1}"
        else:
            words[registration_id] = f"not playing in round {round_.number}"
    return words
