"""`tourney serve EVENT`: the players' pages on the venue's network, without a window."""

from __future__ import annotations

import argparse
import signal
import sys
import threading

from tourney.db.database import open_database
from tourney.services import events
from tourney.services.phone_options import mark_shared
from tourney.web.server import DEFAULT_PORT, PageServer, local_addresses


def _cmd_serve(args: argparse.Namespace) -> int:
    database = open_database(args.db, station=args.station, actor=args.operator)
    try:
        with database.reading() as session:
            event = events.find_event(session, args.event)
        host = args.host or local_addresses()[0]
        server = PageServer(database, event.id, host=host, port=args.port)
        address = server.start()
        with database.transaction() as session:
            mark_shared(session, event.id, address)
        print(f"players' pages for {event.name} at {address} (Ctrl+C stops)", flush=True)
        stop = threading.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda *_: stop.set())
        while not stop.wait(0.5) and server.running:
            pass
        server.stop()
        with database.transaction() as session:
            mark_shared(session, event.id, None)
        sys.stdout.write("stopped\n")
        return 0
    finally:
        database.close()


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "serve", help="serve the players' pages (pairings, standings, reports) on the network"
    )
    parser.add_argument("event", help="event id or name")
    parser.add_argument(
        "--host", metavar="ADDRESS",
        help="this computer's address to listen on, and only on it "
        "(default: its address on the local network)",
    )
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port to listen on (default: {DEFAULT_PORT})")
    parser.set_defaults(func=_cmd_serve)
