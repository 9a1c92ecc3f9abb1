"""A Battledome event's players send their deck lists from a phone: pasted text or a CSV file,
checked under the Battledome deck rules with their rule numbers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core.resources import resource_path
from tests.web.conftest import Client, Venue, build_venue, open_test_database
from tests.web.test_phone_deck_lists import _lists, _send
from tourney.services import events
from tourney.web.server import PageServer

EMBER = resource_path("battledome", "decks", "ember-blaze.txt").read_text(encoding="utf-8")


@pytest.fixture
def battledome_registration(tmp_path: Path) -> Iterator[tuple[Venue, Client]]:
    db = open_test_database("file", tmp_path)
    venue = build_venue(db, reports=False, deck_lists=True, publish=False)
    with db.transaction() as s:
        events.edit_event(s, venue.event_id, game_system="battledome")
    with PageServer(db, venue.event_id, host="127.0.0.1", port=0) as server:
        yield venue, Client("127.0.0.1", server.port)
    db.close()


def test_the_page_asks_for_a_battledome_list_and_a_pasted_one_is_checked(
    battledome_registration: tuple[Venue, Client]
) -> None:
    venue, client = battledome_registration
    _, page = client.get(f"/player/{venue.registration['Rarity']}")
    assert "like <i>3 Card Name</i>" in page
    # the upload offers the files a Battledome list comes in, not MLP's .o8d
    assert 'accept=".txt,.csv"' in page and "(.txt or .csv)" in page and ".o8d" not in page
    status, html = _send(client, venue, "Rarity", text=EMBER.replace("7 Blaze Codestone", "6 Blaze Codestone"))
    assert status == 200 and "invalid" in html and "1.1, 8.3.1" in html
    [stored] = _lists(venue)
    assert stored.status == "invalid" and stored.format == "standard"


def test_a_csv_upload_is_registered_as_legal(battledome_registration: tuple[Venue, Client]) -> None:
    venue, client = battledome_registration
    rows = ["section,quantity,name"]
    section = ""
    for line in EMBER.splitlines():
        if line in ("Main Deck", "Neopet Deck", "Rainbow Pool"):
            section = line
        elif line and not line.startswith("#"):
            qty, name = line.split(" ", 1)
            rows.append(f'{section},{qty},"{name}"')
    status, html = _send(client, venue, "Applejack", file=("ember.csv", ("\n".join(rows) + "\n").encode()))
    assert status == 200 and "Your deck list is registered" in html
    [stored] = _lists(venue)
    assert (stored.source_format, stored.status) == ("csv", "legal")
