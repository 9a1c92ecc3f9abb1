"""Where each player is now, in the words the Players tab shows instead of "active"."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tourney.db.database import Database, open_memory_database
from tourney.services import concessions, events, players, results, rounds, topcut
from tourney.services.player_whereabouts import player_whereabouts


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_memory_database()
    yield database
    database.close()


NAMES = ("Twilight Sparkle", "Rainbow Dash", "Fluttershy", "Applejack", "Rarity")


def _event(db: Database) -> tuple[int, dict[str, int]]:
    with db.transaction() as s:
        event = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 5, 2), rng_seed=5,
                                    swiss_rounds=3)
        ids = {name: players.register_player(s, event.id, name).registration_id for name in NAMES}
    return event.id, ids


def test_before_round_1_everyone_waits_for_it(db: Database) -> None:
    event_id, ids = _event(db)
    with db.transaction() as s:
        rounds.pair_round(s, event_id)  # a draft: nobody has been told their table yet
        words = player_whereabouts(s, event_id)
    assert set(words.values()) == {"waiting for round 1"} and set(words) == set(ids.values())


def test_a_round_in_play_says_each_players_table_their_bye_and_who_finished(db: Database) -> None:
    event_id, _ = _event(db)
    with db.transaction() as s:
        draft = rounds.pair_round(s, event_id)
        matches = rounds.publish_round(s, draft.round.id).matches
    played = [m for m in matches if not m.is_bye]
    [bye] = [m for m in matches if m.is_bye]
    with db.transaction() as s:
        results.enter_result(s, played[0].id, "a")
        words = player_whereabouts(s, event_id)
    first, second = played
    assert words[first.player_a_id] == words[first.player_b_id] == f"finished at table {first.table_number}"
    assert words[second.player_a_id] == f"playing at table {second.table_number}"
    assert words[bye.player_a_id] == "bye"
    with db.transaction() as s:
        results.enter_result(s, second.id, "b")
        words = player_whereabouts(s, event_id)
    assert words[second.player_b_id] == "waiting (round 1 finished)"
    assert words[bye.player_a_id] == "waiting (round 1 finished)"  # a bye ends with its round


def test_drops_late_entrants_and_the_top_cut_are_said_plainly(db: Database) -> None:
    event_id, ids = _event(db)
    with db.transaction() as s:
        late = players.register_player(s, event_id, "Pinkie Pie").registration_id
        players.set_late_entry(s, late, 2)
        draft = rounds.pair_round(s, event_id)
        published = rounds.publish_round(s, draft.round.id).matches
        for m in published:
            if not m.is_bye:
                results.enter_result(s, m.id, "a")
    with db.transaction() as s:
        concessions.drop(s, event_id, ids["Rarity"])
        words = player_whereabouts(s, event_id)
    assert words[ids["Rarity"]] == "dropped"
    assert words[late] == "waiting for round 2"
    with db.transaction() as s:
        players.set_late_entry(s, late, 3)
        # the round is said once, in the Players tab's "Late from" column beside it
        assert player_whereabouts(s, event_id)[late] == "joins later"
        players.set_late_entry(s, late, None)
        cut = topcut.cut_to_top(s, event_id, size=2)
        final = topcut.pair_next_elimination_round(s, event_id)
        assert final is not None
        [match] = rounds.publish_round(s, final.round.id).matches
        results.enter_result(s, match.id, "b")
        words = player_whereabouts(s, event_id)
    seeded = {seed.player_id for seed in cut.seeds}
    assert words[match.player_a_id] == f"knocked out at table {match.table_number}"
    assert words[match.player_b_id] == "champion"
    assert {words[i] for i in (*ids.values(), late) if i not in seeded and i != ids["Rarity"]} == {
        "not in the top cut"}


def test_a_top_cut_winner_is_told_they_won_and_wait_for_the_next_round(db: Database) -> None:
    # "finished at table 1" did not say whether the player was through or out.
    event_id, _ = _event(db)
    with db.transaction() as s:
        draft = rounds.pair_round(s, event_id)
        for m in rounds.publish_round(s, draft.round.id).matches:
            if not m.is_bye:
                results.enter_result(s, m.id, "a")
        topcut.cut_to_top(s, event_id, size=4)
        semifinals = topcut.pair_next_elimination_round(s, event_id)
        assert semifinals is not None
        first, second = rounds.publish_round(s, semifinals.round.id).matches
        results.enter_result(s, first.id, "b")
        words = player_whereabouts(s, event_id)
    number = semifinals.round.number
    assert words[first.player_b_id] == f"won at table {first.table_number}, waiting for round {number + 1}"
    assert words[first.player_a_id] == f"knocked out at table {first.table_number}"
    assert words[second.player_a_id] == words[second.player_b_id] == f"playing at table {second.table_number}"
    with db.transaction() as s:
        results.enter_result(s, second.id, "a")
        words = player_whereabouts(s, event_id)
    assert words[first.player_b_id] == words[second.player_a_id] == f"through to round {number + 1}"
