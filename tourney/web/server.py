"""Run the players' site on the venue's network, on the one interface the organizer chose.

The server (uvicorn) runs on a thread of its own, so the window stays the
window; `tourney serve` runs the same thing without one. The listening socket
is bound here, before the server starts, so a port already in use or an
address this computer does not have is a clear message and not a thread dying
quietly. Nothing listens on any other interface.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import threading
import time

import uvicorn

from tourney.db.database import Database
from tourney.errors import ValidationError
from tourney.web.app import make_app
from tourney.web.freshness import Freshness

DEFAULT_PORT = 8080
START_TIMEOUT_SECONDS = 10.0


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses a phone on the venue's network may reach, best first.

    The address the computer would use to reach another network comes first
    (found without sending anything), then the others its name resolves to,
    then this computer alone (127.0.0.1), for trying the pages out.
    """
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.254.254.254", 9))  # a UDP "connect" only picks the route
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    usable = [a for a in dict.fromkeys(found) if not ipaddress.ip_address(a).is_loopback]
    return [*usable, "127.0.0.1"]


def page_address(host: str, port: int) -> str:
    """The address players type (or their phone reads from the QR code)."""
    return f"http://{host}:{port}/"


class PageServer:
    """The players' site for one event, started and stopped from the window or `tourney serve`."""

    def __init__(self, database: Database, event_id: int, *, host: str, port: int = DEFAULT_PORT):
        self.database = database
        self.event_id = event_id
        self.host = host
        self.port = port
        self.freshness = Freshness(database)
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None

    @property
    def address(self) -> str:
        return page_address(self.host, self.port)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _bind(self) -> socket.socket:
        try:
            ipaddress.IPv4Address(self.host)
        except ValueError:
            raise ValidationError(
                f"{self.host!r} is not an address of this computer (like 192.168.1.20)"
            ) from None
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, self.port))
        except OSError as exc:
            sock.close()
            if exc.errno in (98, 48, 10048):  # address in use (Linux, macOS, Windows)
                raise ValidationError(
                    f"port {self.port} is already in use on {self.host}: choose another port"
                ) from None
            raise ValidationError(
                f"cannot listen on {self.host} port {self.port}: {exc.strerror or exc}"
            ) from None
        sock.listen(512)
        self.port = sock.getsockname()[1]
        return sock

    def start(self) -> str:
        """Listen and serve; returns the address. Refusals are `ValidationError`s."""
        if self.running:
            return self.address
        self._socket = self._bind()
        app = make_app(self.database, self.event_id, freshness=self.freshness)
        config = uvicorn.Config(
            app,
            log_level="warning",
            access_log=False,
            server_header=False,
            proxy_headers=False,  # the tries are counted per real address, not a claimed one
            lifespan="off",
            ws="none",
            timeout_keep_alive=15,
            limit_concurrency=4000,
        )
        self._server = uvicorn.Server(config)
        self.freshness.start()
        sock = self._socket
        self._thread = threading.Thread(
            target=lambda: self._server.run(sockets=[sock]) if self._server else None,
            name="players-pages",
            daemon=True,
        )
        self._thread.start()
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise ValidationError("the players' pages could not be started")
            time.sleep(0.01)
        return self.address

    def stop(self) -> None:
        """Stop listening and let the thread end (phones then get no answer)."""
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=5)
        self.freshness.stop()
        if self._socket is not None:
            self._socket.close()
        self._server = None
        self._thread = None
        self._socket = None

    def __enter__(self) -> PageServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
