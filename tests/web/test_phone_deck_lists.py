"""Deck lists sent from a phone: checked on the spot with the window's messages, size-limited."""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from tests.cards.test_deck_lists import PINKIE
from tests.web.conftest import Client, Venue, build_venue, open_test_database
from tourney.db.models import DeckList
from tourney.services import rounds
from tourney.web.server import PageServer


@pytest.fixture
def open_registration(tmp_path: Path) -> Iterator[tuple[Venue, Client]]:
    db = open_test_database("file", tmp_path)
    venue = build_venue(db, reports=False, deck_lists=True, publish=False)
    with PageServer(db, venue.event_id, host="127.0.0.1", port=0) as server:
        yield venue, Client("127.0.0.1", server.port)
    db.close()


def _multipart(fields: dict[str, str], file: tuple[str, bytes] | None = None) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
                     f"{value}\r\n".encode())
    if file is not None:
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="file"; '
                     f'filename="{file[0]}"\r\nContent-Type: application/octet-stream\r\n\r\n'
                     .encode() + file[1] + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def _send(client: Client, venue: Venue, player: str, *, text: str = "",
          file: tuple[str, bytes] | None = None, code: str | None = None) -> tuple[int, str]:
    body, kind = _multipart({"player": str(venue.registration[player]),
                             "code": venue.codes[player] if code is None else code,
                             "text": text}, file)
    status, _, html = client.request("POST", "/decklist", body, {"Content-Type": kind})
    return status, html


def _lists(venue: Venue) -> list[DeckList]:
    with venue.db.reading() as s:
        return list(s.exec(select(DeckList)))


def test_a_pasted_list_is_checked_with_the_windows_messages(
    open_registration: tuple[Venue, Client]
) -> None:
    venue, client = open_registration
    status, page = client.get(f"/player/{venue.registration['Rarity']}")
    assert 'action="/decklist"' in page
    status, html = _send(client, venue, "Rarity", text=PINKIE.replace("Rubber Chicken", "Rubber Chiken"))
    assert status == 200 and "registered, but it is incorrect" in html
    assert "Rubber Chicken" in html  # the suggestion the window shows too
    [stored] = _lists(venue)
    assert stored.registration_id == venue.registration["Rarity"] and stored.status == "incorrect"


def test_an_o8d_upload_is_registered(open_registration: tuple[Venue, Client], octgn_dir: Path) -> None:
    venue, client = open_registration
    deck = sorted((octgn_dir / "Decks/MLP CCG Original Theme Decks").glob("*.o8d"))[0]
    status, html = _send(client, venue, "Applejack", file=(deck.name, deck.read_bytes()))
    assert status == 200 and "Your deck list is registered" in html
    [stored] = _lists(venue)
    assert stored.source_format == "o8d"


def test_refusals_store_nothing(open_registration: tuple[Venue, Client]) -> None:
    venue, client = open_registration
    status, html = _send(client, venue, "Rarity", text=PINKIE, code="WRONG9")
    assert status == 403 and "code is not right" in html
    status, html = _send(client, venue, "Rarity", text=PINKIE, code=venue.codes["Spike"])
    assert status == 403  # another player's code does not send Rarity's list
    status, html = _send(client, venue, "Rarity", file=("deck.o8d", b"<deck><section"))
    assert status == 409 and "deck.o8d" in html and "Traceback" not in html
    status, html = _send(client, venue, "Rarity", text="")
    assert status == 409 and "paste your list" in html
    status, _, html = client.request("POST", "/decklist", b"x" * 100_000,
                                     {"Content-Type": "multipart/form-data; boundary=x"})
    assert status == 413
    assert _lists(venue) == []
    assert _lists(venue) == []


CLOSED = ("Deck lists were due before round 1&#x27;s pairings went up, so this page no longer "
          "takes them: if you still need to hand one in, see a judge.")


def test_after_round_1_is_paired_the_page_says_lists_were_due_before_it(
    open_registration: tuple[Venue, Client]
) -> None:
    """Deck lists are due before the start ('Deck Lists'), and registration closes when round
    1 is paired: the form says so while it is open; afterwards the page says the deadline has
    passed and whom to see, in place of the form, and a list sent from a page opened before
    is refused in the same words and not stored (a judge can still take a late one)."""
    venue, client = open_registration
    _, page = client.get(f"/player/{venue.registration['Rarity']}")
    assert "Deck lists are due before round 1&#x27;s pairings go up." in page
    with venue.db.transaction() as s:
        rounds.pair_round(s, venue.event_id)
    paired = time.monotonic()
    while CLOSED not in page and time.monotonic() - paired < 2.0:  # as soon as the pages notice
        time.sleep(0.1)
        _, page = client.get(f"/player/{venue.registration['Rarity']}")
    assert 'action="/decklist"' not in page and CLOSED in page
    status, html = _send(client, venue, "Rarity", text=PINKIE)
    assert status == 409 and html.count(CLOSED) == 1
    assert _lists(venue) == []
