"""`tourney standings EVENT`: the standings with tiebreakers, and how each was computed."""

from __future__ import annotations

import argparse

from engine.core.plural import how_many
from tourney.cli._output import print_json, reading, render_table
from tourney.services import events, placings, players
from tourney.services.standings import asked_round_words, current_standings


def _cmd_standings(args: argparse.Namespace) -> int:
    with reading(args) as session:
        event = events.find_event(session, args.event)
        # After a top cut, and unless a Swiss round is asked for: the final places.
        final = placings.final_standings(session, event.id) if args.round is None else None
        table = final.table if final is not None else current_standings(
            session, event.id, after_round=args.round
        )
        # `--round 5` after a cut gives the Swiss standings after the last Swiss round: say so
        asked = asked_round_words(session, event.id, args.round, table.after_round)
        explain_id = (
            players.find_player(session, event.id, args.explain).registration_id
            if args.explain
            else None
        )
    place = {p.row.player_id: p.label for p in final.placed} if final is not None else {}
    ordered = [p.row for p in final.placed] if final is not None else list(table.rows)
    if args.json:
        print_json(
            {
                "event_id": table.event_id,
                "after_round": table.after_round,
                "final": final is not None and final.finished,
                "champion": table.names.get(final.champion) if final and final.champion else None,
                "chain": list(table.chain),
                "notes": list(table.notes),
                "rows": [
                    {
                        **({"placing": place[r.player_id]} if place else {}),
                        "rank": r.rank,
                        "registration_id": r.player_id,
                        "name": r.name,
                        "match_points": r.match_points,
                        "record": r.record,
                        "dropped_after_round": r.dropped_after_round,
                        "missed_rounds": r.missed_rounds,
                        "tiebreakers": {t.name: t.value for t in r.tiebreakers},
                        "explanations": r.explanations(table.names),
                    }
                    for r in ordered
                ],
            }
        )
        return 0
    if explain_id is not None:
        row = table.row_of(explain_id)
        print(f"{row.name}: rank {row.rank}, {how_many(row.match_points, 'point')}, record {row.record}")
        for line in row.explanations(table.names):
            print(f"  {line}")
        return 0
    shown = [i for i, name in enumerate(table.chain) if name != "match_points"]
    places = ["place"] if place else []
    headers = [*places, "rank", "player", "points", "record", *(table.labels[i] for i in shown),
               "status"]
    rows = []
    for r in ordered:
        status = "dropped" if r.dropped else ("late" if r.missed_rounds else "")
        values = [r.tiebreakers[i].shown for i in shown]
        first = [place[r.player_id]] if place else []
        rows.append([*first, r.rank, r.name, r.match_points, r.record, *values, status])
    if final is not None:
        # after a named round ("the Semifinals (round 5)") the cut's own words follow a colon
        cut_words = f"top {final.cut.size} after round {table.after_round}"
        print(f"{final.heading()}: {cut_words}" if final.stage and not final.finished
              else f"{final.heading()} ({cut_words})")
        if final.champion is not None:
            number = table.player_numbers.get(final.champion)
            name = table.names.get(final.champion, "")
            print(f"Champion: {name} ({number})" if number else f"Champion: {name}")
    elif asked:
        print(asked)
    else:
        print(f"Standings after round {table.after_round}")
    print(render_table(headers, rows))
    print()
    for note in table.notes:
        print(note)
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("standings", help="standings with tiebreakers")
    parser.add_argument("event", help="event id or name")
    parser.add_argument("--round", type=int, help="as of this round (default: all results)")
    parser.add_argument("--explain", metavar="PLAYER", help="show how a player's tiebreakers were computed")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=_cmd_standings)
