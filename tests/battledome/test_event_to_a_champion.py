"""A small Neopets Battledome event run through the services the window and the CLI call:
deck lists, three Swiss rounds with a bye and a draw, a top cut of four, a champion,
every match point by the Battledome defaults (win 3, draw 1, loss 0, bye 3)."""

from __future__ import annotations

from datetime import date

from engine.core.resources import resource_path
from tourney.db.database import open_memory_database
from tourney.services import decklists, events, players, results, rounds, standings, topcut
from tourney.services.rounds import MatchRow

PLAYERS = 7


def _winner(match: MatchRow) -> str:
    """The lower player number wins, except one drawn match a round (table 1 in round 2)."""
    assert match.player_a_number is not None and match.player_b_number is not None
    return "a" if int(match.player_a_number) < int(match.player_b_number) else "b"


def test_a_battledome_event_runs_to_a_champion_with_battledome_scoring() -> None:
    db = open_memory_database(actor="scorekeeper")
    ember = resource_path("battledome", "decks", "ember-blaze.txt").read_bytes()
    with db.transaction() as s:
        event = events.create_event(s, name="Battledome Brawl", start_date=date(2026, 12, 5),
                                    game_system="battledome", swiss_rounds=3, top_cut=4, rng_seed=11)
        ids = [players.register_player(s, event.id, f"Fighter {i}", player_number=str(i)).registration_id
               for i in range(1, PLAYERS + 1)]
        row = decklists.register_deck_list(s, event.id, ids[0], ember, filename="ember.txt")
    assert (event.format, row.status, row.messages) == ("standard", "legal", ())
    assert row.cards[0] == {"card_id": "RTS-023", "name": "Ember Paint Brush", "qty": 2, "section": "main"}

    expected = dict.fromkeys(ids, 0)
    for number in (1, 2, 3):
        with db.transaction() as s:
            data = rounds.pair_round(s, event.id)
            rounds.publish_round(s, data.round.id)
            for m in data.matches:
                if m.is_bye:
                    expected[m.player_a_id] += 3
                    continue
                outcome = "draw" if number == 2 and m.table_number == 1 else _winner(m)
                results.enter_result(s, m.id, outcome)
                if outcome == "draw":
                    expected[m.player_a_id] += 1
                    expected[m.player_b_id] += 1
                else:
                    expected[m.player_a_id if outcome == "a" else m.player_b_id] += 3
    with db.reading() as s:
        table = standings.current_standings(s, event.id)
    assert {r.player_id: r.match_points for r in table.rows} == expected
    assert sum(r.byes for r in table.rows) == 3 and sum(r.draws for r in table.rows) == 2

    with db.transaction() as s:
        cut = topcut.cut_to_top(s, event.id)
    assert cut.size == 4 and cut.match_structure == "single game"
    seeds = [seed.player_id for seed in cut.seeds]
    while True:
        with db.transaction() as s:
            pairing = topcut.pair_next_elimination_round(s, event.id)
            if pairing is None:
                champion = topcut.champion(s, event.id)
                break
            rounds.publish_round(s, pairing.round.id)
            for m in pairing.matches:
                results.enter_result(s, m.id, _winner(m))
    numbers = {rid: int(n) for rid, n in zip(ids, range(1, PLAYERS + 1), strict=True)}
    assert champion == min(seeds, key=numbers.__getitem__)
