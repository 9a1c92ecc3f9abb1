"""A small finished event for the export tests, run through the services as a scorekeeper would.

Seven players (so round 1 has a bye), one without a player number and one whose
name a spreadsheet would take for a formula; a Game Loss decides a match, a
warning is issued and withdrawn, a result is corrected, a player drops in
round 2 and concedes, and a top 4 is played to a champion.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from tourney.db.database import Database
from tourney.services import concessions, events, penalties, players, results, rounds, staff, topcut

PLAYERS: tuple[tuple[str, str | None], ...] = (
    ("Twilight Sparkle", "1001"),
    ("Rainbow Dash", "1002"),
    ("Applejack", "1003"),
    ("Rarity", "1004"),
    ("Fluttershy", "1005"),
    ("=Pinkie Pie", "1006"),
    ("Spike", None),
)


@dataclass
class FinishedEvent:
    """What the tests need to know about how the event was played."""

    event_id: int
    registration: dict[str, int] = field(default_factory=dict)
    bye_player: str = ""
    penalized_player: str = ""
    penalized_opponent: str = ""
    corrected_pair: tuple[str, str] = ("", "")
    dropped_player: str = ""
    semi_final_losers: tuple[str, ...] = ()
    champion: str = ""
    finalist: str = ""


def build_finished_event(db: Database) -> FinishedEvent:
    with db.transaction() as s:
        event = events.create_event(
            s, name="Canterlot Cup", start_date=date(2026, 6, 1), venue="+Sugarcube Corner",
            tier=1, rng_seed=20260601, swiss_rounds=3,
        )
        built = FinishedEvent(event.id)
        for name, number in PLAYERS:
            built.registration[name] = players.register_player(
                s, event.id, name, player_number=number
            ).registration_id
        judge = staff.assign_staff(s, event.id, role="head_judge", name="Hana Head").person_id
    name_of = {reg: name for name, reg in built.registration.items()}

    # Round 1: a bye, a Game Loss deciding one table, a warning withdrawn, a corrected result.
    with db.transaction() as s:
        draft = rounds.pair_round(s, built.event_id)
        first = rounds.publish_round(s, draft.round.id)
    tables = [m for m in first.matches if not m.is_bye]
    built.bye_player = next(name_of[m.player_a_id] for m in first.matches if m.is_bye)
    penalized = tables[2]
    built.penalized_player = name_of[penalized.player_a_id]
    built.penalized_opponent = name_of[penalized.player_b_id or 0]
    with db.transaction() as s:
        penalties.issue_penalty(
            s, built.event_id, penalized.player_a_id, infraction_code="drawing_extra_cards",
            issued_by_person_id=judge,
        )
        warning = penalties.issue_penalty(
            s, built.event_id, tables[0].player_b_id or 0, infraction_code="slow_play",
            issued_by_person_id=judge,
        )
        penalties.withdraw_penalty(s, warning.id, reason="not slow after all", by_person_id=judge)
        results.enter_result(s, tables[0].id, "a")
        results.enter_result(s, tables[1].id, "draw")
        results.correct_result(s, tables[0].id, "b", reason="slip filled in wrongly")
    built.corrected_pair = (name_of[tables[0].player_a_id], name_of[tables[0].player_b_id or 0])

    # Round 2: someone drops with their match open and concedes it.
    with db.transaction() as s:
        draft = rounds.pair_round(s, built.event_id)
        second = rounds.publish_round(s, draft.round.id)
    dropping = next(m for m in second.matches if not m.is_bye)
    built.dropped_player = name_of[dropping.player_b_id or 0]
    with db.transaction() as s:
        concessions.drop(s, built.event_id, dropping.player_b_id or 0)
        for m in second.matches:
            if not m.is_bye and m.id != dropping.id:
                results.enter_result(s, m.id, "a")

    # Round 3 and the top 4.
    with db.transaction() as s:
        draft = rounds.pair_round(s, built.event_id)
        third = rounds.publish_round(s, draft.round.id)
        for m in third.matches:
            if not m.is_bye:
                results.enter_result(s, m.id, "a")
    with db.transaction() as s:
        topcut.cut_to_top(s, built.event_id)
        semis = topcut.pair_next_elimination_round(s, built.event_id)
        assert semis is not None
        rounds.publish_round(s, semis.round.id)
        for m in semis.matches:
            results.enter_result(s, m.id, "a")
        built.semi_final_losers = tuple(name_of[m.player_b_id or 0] for m in semis.matches)
        final = topcut.pair_next_elimination_round(s, built.event_id)
        assert final is not None
        rounds.publish_round(s, final.round.id)
        (deciding,) = final.matches
        results.enter_result(s, deciding.id, "b")
        assert topcut.pair_next_elimination_round(s, built.event_id) is None
    built.champion = name_of[deciding.player_b_id or 0]
    built.finalist = name_of[deciding.player_a_id]
    return built
