"""The players' site for one event: its routes, and nothing else.

Only the routes listed in `make_app` exist; anything else is "not found"
(there is no route that serves a file from disk). Reading pages are kept per
data version (`Freshness`), so a room full of phones costs one database read
per change. Every form goes through one service call in one transaction, as
a station's action does, and is counted against the phone's tries.
"""

from __future__ import annotations

import asyncio
import gzip
import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tourney.db.database import Database, DatabaseError
from tourney.errors import UserError
from tourney.services.events import get_event
from tourney.services.phone_bracket import CutPlace, PublicBracket, cut_place, public_bracket
from tourney.services.phone_deck_lists import PHONE_DECK_LIST_BYTES, send_deck_list
from tourney.services.player_codes import registration_of_code
from tourney.services.player_pages import (
    ClockFacts,
    LivePairings,
    PlayerView,
    close_players,
    find_players,
    live_pairings,
    player_view,
    public_standings,
)
from tourney.services.player_reports import WrongCode, report_result
from tourney.web import bracket_pages, pages
from tourney.web.freshness import Freshness
from tourney.web.html import UPDATED_MARK, e
from tourney.web.tries import Tries

SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
        "img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}
KEPT_PAGES = 512
DATABASE_DOWN = ("The event's pairings and results cannot be read just now: the scorekeepers' "
                 "database does not answer. This page shows them by itself once it is back.")
"""What a phone reads while the database cannot be reached (never its address or a trace)."""
NOT_SENT_DATABASE_DOWN = ("Nothing was sent: the scorekeepers' database does not answer just now. "
                          "Send it again in a minute.")
MAX_FORM_BYTES = PHONE_DECK_LIST_BYTES + 16_000
GZIP_FROM_BYTES = 2_000
LIVE_SCRIPT = resources.files("tourney.web").joinpath("live.js").read_bytes()


@dataclass
class Site:
    """What the routes share: the database, the event, the kept pages and the tries."""

    database: Database
    event_id: int
    freshness: Freshness
    tries: Tries
    event_name: str = ""
    clock: ClockFacts | None = None
    clock_version: int = 0


def _now() -> datetime:
    return datetime.now(UTC)


def _up_to_date_at(now: datetime) -> str:
    """The hour and minute the page was known current, on the event computer's clock (the
    venue's time, as the round clock and the printed sheets read it)."""
    return f"{now.astimezone():%H:%M}"


class PageStore:
    """Things kept per (key, version); one maker per key while the others wait for it."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple, Any] = OrderedDict()
        self._making: dict[tuple, asyncio.Future[Any]] = {}

    def peek(self, key: tuple) -> Any:
        return self._kept.get(key)

    def keep(self, key: tuple, value: Any) -> None:
        self._kept[key] = value
        while len(self._kept) > KEPT_PAGES:
            self._kept.popitem(last=False)

    async def get(self, key: tuple, read: Callable[[], Any]) -> Any:
        """The kept value, else `read()` on a worker thread (once for everybody asking)."""
        if key in self._kept:
            return self._kept[key]
        return await self._once(key, lambda: run_in_threadpool(read))

    async def put(self, key: tuple, make: Callable[[], Awaitable[Any]]) -> Any:
        """Keep what `make()` gives (made once for everybody asking at the same time)."""
        if key in self._kept:
            return self._kept[key]
        return await self._once(key, make)

    async def _once(self, key: tuple, make: Callable[[], Awaitable[Any]]) -> Any:
        waiting = self._making.get(key)
        if waiting is not None:
            return await asyncio.shield(waiting)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._making[key] = future
        try:
            value = await make()
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # nobody else may be waiting: don't warn about it
            raise
        finally:
            self._making.pop(key, None)
        future.set_result(value)
        self.keep(key, value)
        return value


def _encoded(text: str, *, zipped: bool) -> tuple[bytes, dict[str, str]]:
    """A page's bytes and headers, compressed when the phone accepts it and it is worth it."""
    body = text.encode("utf-8")
    headers = dict(SECURITY_HEADERS)
    if zipped and len(body) >= GZIP_FROM_BYTES:
        body = gzip.compress(body, compresslevel=5)
        headers["content-encoding"] = "gzip"
        headers["vary"] = "accept-encoding"
    return body, headers


def _html(request: Request, text: str, status: int = 200) -> Response:
    zipped = "gzip" in request.headers.get("accept-encoding", "")
    body, headers = _encoded(text, zipped=zipped)
    return Response(body, status_code=status, media_type="text/html; charset=utf-8",
                    headers=headers)


def _address(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


def make_app(database: Database, event_id: int, *, tries: Tries | None = None,
             freshness: Freshness | None = None) -> Starlette:
    """The site for one event. The caller starts and stops `freshness` (the server does)."""
    with database.reading() as session:
        event_name = get_event(session, event_id).name
    site = Site(database, event_id, freshness or Freshness(database), tries or Tries(),
                event_name=event_name)
    store = PageStore()
    sent = PageStore()  # the bytes last sent for each page
    facts = PageStore()  # the services' rows per version, shared by the pages made from them

    def read(fn: Callable) -> Callable[[], object]:
        def run() -> object:
            with database.reading() as session:
                return fn(session)
        return run

    def fill_in(text: str, clock_words: str, at: str) -> str:
        """The page as sent: the time left and when it was known current, as of now."""
        text = text.replace(pages.CLOCK_MARK, e(clock_words))
        return text.replace(UPDATED_MARK, f"Up to date at {e(at)}")

    def fill_clock(text: str) -> str:
        now = _now()
        words = site.clock.words_at(now) if site.clock is not None else ""
        return fill_in(text, words, _up_to_date_at(now))

    async def kept(request: Request, make: Callable[[int], Awaitable[str]]) -> Response:
        """A reading page as of the current version, made once for all who ask.

        What is sent (clock filled in, compressed or not) is kept too, per the
        clock's words: between two changes and within a second, every phone
        gets the same bytes without any work.
        """
        version = site.freshness.version
        key = (str(request.url.path) + "?" + str(request.url.query), version)
        text = await store.put(key, lambda: make(version))
        now = _now()
        words = site.clock.words_at(now) if site.clock is not None else ""
        at = _up_to_date_at(now)
        zipped = "gzip" in request.headers.get("accept-encoding", "")
        sent_key = (*key, words, at, zipped)
        body, headers = sent.peek(sent_key) or (None, None)
        if body is None:
            body, headers = _encoded(fill_in(text, words, at), zipped=zipped)
            sent.keep(sent_key, (body, headers))
        return Response(body, media_type="text/html; charset=utf-8", headers=headers)

    async def pairings_of(version: int) -> LivePairings:
        """The round's pairings as of `version`: read once, however many phones ask."""
        data = await facts.get(("pairings", version), read(lambda s: live_pairings(s, event_id)))
        assert isinstance(data, LivePairings)
        if version >= site.clock_version:
            site.clock, site.clock_version = data.clock, version
        return data

    async def bracket_of(version: int) -> PublicBracket | None:
        """The top cut's bracket as of `version` (None before the cut): read once for all pages."""
        data = await facts.get(("bracket", version), read(lambda s: public_bracket(s, event_id)))
        assert data is None or isinstance(data, PublicBracket)
        return data

    async def has_cut(version: int) -> bool:
        """Whether the menu leads to the bracket: once the top cut is made."""
        return await bracket_of(version) is not None

    async def pairings(request: Request) -> Response:
        async def make(v: int) -> str:
            return pages.pairings_page(await pairings_of(v), version=v, bracket=await has_cut(v))
        return await kept(request, make)

    async def bracket(request: Request) -> Response:
        async def make(v: int) -> str:
            return bracket_pages.bracket_page(site.event_name, await bracket_of(v), version=v)
        return await kept(request, make)

    async def screen(request: Request) -> Response:
        async def make(v: int) -> str:
            return pages.screen_page(await pairings_of(v), version=v)
        return await kept(request, make)

    async def standings(request: Request) -> Response:
        async def make(v: int) -> str:
            data = await facts.get(("standings", v), read(lambda s: public_standings(s, event_id)))
            return pages.standings_page(data, version=v, bracket=await has_cut(v))  # type: ignore[arg-type]
        return await kept(request, make)

    async def find(request: Request) -> Response:
        typed = request.query_params.get("q", "")[:100]
        choices = await run_in_threadpool(read(lambda s: find_players(s, event_id, typed)))
        if len(choices) == 1:  # type: ignore[arg-type]
            only = choices[0]  # type: ignore[index]
            return Response(status_code=303, headers={
                **SECURITY_HEADERS, "location": f"/player/{only.registration_id}"})
        close = [] if choices else await run_in_threadpool(
            read(lambda s: close_players(s, event_id, typed)))
        # Each name offered with its seat this round: two Daniel Kims tell themselves
        # apart by table and opponent, without knowing their player numbers.
        version = site.freshness.version
        seats = (await pairings_of(version)).lines
        return _html(request, pages.find_page(site.event_name, typed, choices,  # type: ignore[arg-type]
                                              close=close,  # type: ignore[arg-type]
                                              seats=seats, version=version,
                                              bracket=await has_cut(version)))

    async def player(request: Request) -> Response:
        registration_id = request.path_params["registration_id"]

        async def make(version: int) -> str:
            view = await facts.get(("player", registration_id, version),
                                   read(lambda s: player_view(s, event_id, registration_id)))
            if view is None:
                raise HTTPException(404)
            return await player_text(view, version)  # type: ignore[arg-type]

        return await kept(request, make)

    async def player_text(view: PlayerView, version: int, **answer: Any) -> str:
        """A player's own page as of `version`: with the time left in their round (the clock
        the pairings show), or their result once it is in, and, once the top cut is made,
        where it left them."""
        shown = pages.shown_round(await pairings_of(version))
        public = await bracket_of(version)
        standing = view.standing
        cut: CutPlace | None = cut_place(
            public, view.registration_id,
            finish=standing.rank if standing is not None else None,
            dropped=standing is not None and standing.dropped)
        return pages.player_page(view, version=version, shown=shown, cut=cut,
                                 bracket=public is not None, **answer)

    async def live(request: Request) -> Response:
        if not site.freshness.reachable:  # the server is away: the page says it is not updating
            raise DatabaseError(DATABASE_DOWN)
        if site.clock_version != site.freshness.version:
            await pairings_of(site.freshness.version)
        clock = site.clock
        now = _now()
        body = {
            "v": site.freshness.version,
            "words": clock.words_at(now) if clock is not None else "",
            "left": clock.remaining_at(now) if clock is not None else None,
            "running": clock is not None and clock.state == "running",
            "at": _up_to_date_at(now),
        }
        return Response(json.dumps(body), media_type="application/json", headers=SECURITY_HEADERS)

    async def live_script(request: Request) -> Response:
        return Response(LIVE_SCRIPT, media_type="text/javascript",
                        headers={**SECURITY_HEADERS, "cache-control": "max-age=600"})

    async def form_action(
        request: Request, act: Callable[[dict], Awaitable[Response]]
    ) -> Response:
        """The common part of every form: tries, size, parsing as data only."""
        address = _address(request)
        if site.tries.refused(address):
            return _html(request, pages.message_page(
                site.event_name, "Too many tries",
                "Too many tries from this phone: wait a minute, then try again.",
                version=site.freshness.version), status=429)
        site.tries.form_sent(address)
        length = request.headers.get("content-length")
        if length is None or not length.isdigit() or int(length) > MAX_FORM_BYTES:
            return _html(request, pages.message_page(
                site.event_name, "Too big",
                f"That is more than a deck list can be (at most {PHONE_DECK_LIST_BYTES // 1000} KB).",
                version=site.freshness.version), status=413)
        async with request.form(max_files=1, max_fields=8,
                                max_part_size=PHONE_DECK_LIST_BYTES + 1) as form:
            fields: dict[str, object] = {}
            for key, value in form.multi_items():
                if isinstance(value, UploadFile):
                    fields[key] = (value.filename or "", await value.read(PHONE_DECK_LIST_BYTES + 1))
                else:
                    fields[key] = str(value)
        return await act(fields)

    def to_int(text: object) -> int | None:
        return int(text) if isinstance(text, str) and text.isdigit() and len(text) < 10 else None

    async def answer_on_player_page(
        request: Request, registration_id: int, *, message: str = "", error: str = "",
        deck_messages: tuple[str, ...] = (), status: int = 200,
    ) -> Response:
        view = await run_in_threadpool(read(lambda s: player_view(s, event_id, registration_id)))
        if view is None:
            return _html(request, pages.message_page(
                site.event_name, "Not sent", error or message, version=site.freshness.version),
                status=status)
        text = await player_text(view, site.freshness.version, message=message,  # type: ignore[arg-type]
                                 error=error, deck_messages=deck_messages)
        text = text.replace("<body ", f'<body data-src="/player/{registration_id}" ', 1)
        return _html(request, fill_clock(text), status=status)

    def run_action(fn: Callable) -> object:
        with database.transaction() as session:
            return fn(session)

    async def report(request: Request) -> Response:
        async def act(fields: dict) -> Response:
            match_id = to_int(fields.get("match"))
            code = str(fields.get("code", ""))[:20]
            claim = str(fields.get("claim", ""))
            if match_id is None:
                raise HTTPException(400)
            try:
                outcome = await run_in_threadpool(
                    run_action, lambda s: report_result(s, event_id, code, match_id, claim))
            except WrongCode as exc:
                site.tries.wrong_code(_address(request))
                return _html(request, pages.message_page(
                    site.event_name, "Not sent", str(exc), version=site.freshness.version), 403)
            except DatabaseError:
                return await database_down(request, DatabaseError(), title="Not sent")
            except UserError as exc:
                return _html(request, pages.message_page(
                    site.event_name, "Not sent", str(exc), version=site.freshness.version), 409)
            site.freshness.bump()
            registration = await run_in_threadpool(
                read(lambda s: registration_of_code(s, event_id, code)))
            return await answer_on_player_page(request, registration, message=outcome.message)  # type: ignore[arg-type]

        return await form_action(request, act)

    async def decklist(request: Request) -> Response:
        async def act(fields: dict) -> Response:
            registration_id = to_int(fields.get("player"))
            code = str(fields.get("code", ""))[:20]
            text = str(fields.get("text", ""))
            upload = fields.get("file")
            filename, data = None, text.encode("utf-8")
            if isinstance(upload, tuple) and upload[1]:
                filename, data = upload[0][:100] or "deck.o8d", upload[1]
            if registration_id is None:
                raise HTTPException(400)
            try:
                row = await run_in_threadpool(run_action, lambda s: send_deck_list(
                    s, event_id, code, registration_id, data, filename=filename))
            except WrongCode as exc:
                site.tries.wrong_code(_address(request))
                return _html(request, pages.message_page(
                    site.event_name, "Not sent", str(exc), version=site.freshness.version), 403)
            except DatabaseError:
                return await database_down(request, DatabaseError(), title="Not sent")
            except UserError as exc:
                return await answer_on_player_page(request, registration_id, error=str(exc),
                                                   status=409)
            site.freshness.bump()
            verdict = {"legal": "Your deck list is registered and legal.",
                       "incorrect": "Your deck list is registered, but it is incorrect: see below.",
                       "invalid": "Your deck list is registered, but it is invalid: see below."}
            return await answer_on_player_page(
                request, registration_id,
                message=verdict.get(row.status, "Your deck list is registered."),  # type: ignore[attr-defined]
                deck_messages=row.messages)  # type: ignore[attr-defined]

        return await form_action(request, act)

    async def not_found(request: Request, exc: Exception) -> Response:
        status = getattr(exc, "status_code", 404)
        words = {404: ("Not found", "There is no such page here."),
                 405: ("Not allowed", "That page cannot be used that way."),
                 400: ("Not understood", "That form was not filled in right.")}
        title, text = words.get(status, ("Not available", "That cannot be done here."))
        return _html(request, pages.message_page(site.event_name, title, text,
                                                 version=site.freshness.version), status)

    async def database_down(request: Request, exc: Exception, *, title: str = "Not available"
                            ) -> Response:
        """The database does not answer: a phone reads so (and sends nothing it could lose)."""
        if request.url.path == "/live":  # the page's script then says it is not updating
            reason = "the scorekeepers' database does not answer"
            return Response(json.dumps({"reason": reason}), status_code=503,
                            media_type="application/json", headers=SECURITY_HEADERS)
        text = DATABASE_DOWN if title == "Not available" else NOT_SENT_DATABASE_DOWN
        # A page asked for is followed from version 0: the first answer once the database is
        # back brings the page itself, whether or not anything changed meanwhile.
        return _html(request, pages.message_page(site.event_name, title, text, version=0,
                                                 follow=request.method == "GET"), 503)

    routes = [
        Route("/", pairings),
        Route("/standings", standings),
        Route("/bracket", bracket),
        Route("/find", find),
        Route("/player/{registration_id:int}", player),
        Route("/screen", screen),
        Route("/live", live),
        Route("/live.js", live_script),
        Route("/report", report, methods=["POST"]),
        Route("/decklist", decklist, methods=["POST"]),
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: not_found,
                                                       DatabaseError: database_down})
    app.state.site = site
    return app

