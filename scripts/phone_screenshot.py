"""Take the README's picture of the players' page at phone size, in Debian's headless chromium.

Builds a small sample event (round 2 under way, a few results in, the clock
running) in a temporary database, serves its pages on this computer alone
and saves what a phone shows: `.venv/bin/python scripts/phone_screenshot.py docs/screenshots`.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from selenium import webdriver

from tourney.db.database import open_database
from tourney.gui.png_size import shrink_png
from tourney.services import clock, events, players, results, rounds
from tourney.services.phone_options import set_phone_options
from tourney.web.server import PageServer

NAMES = ["Twilight Sparkle", "Rarity", "Applejack", "Pinkie Pie", "Fluttershy", "Rainbow Dash",
         "Spike", "Starlight Glimmer", "Sunset Shimmer", "Trixie Lulamoon", "Cheerilee",
         "Big McIntosh"]


def sample_event(path: Path) -> int:
    db = open_database(str(path), actor="Organizer", station="Front desk")
    with db.transaction() as s:
        event = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 12, 5),
                                    venue="Canterlot Castle", rng_seed=5, swiss_rounds=4)
        for name in NAMES:
            players.register_player(s, event.id, name)
        set_phone_options(s, event.id, reports=True, deck_lists=False)
    for number in (1, 2):
        with db.transaction() as s:
            data = rounds.pair_round(s, event.id)
        with db.transaction() as s:
            rounds.publish_round(s, data.round.id)
            clock.start_clock(s, data.round.id)
            tables = [m for m in data.matches if not m.is_bye]
            for m in tables if number == 1 else tables[:3]:
                results.enter_result(s, m.id, "a" if m.id % 3 else "b")
    db.close()
    return event.id


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "event.sqlite3"
        event_id = sample_event(path)
        db = open_database(str(path))
        with PageServer(db, event_id, host="127.0.0.1", port=0) as server:
            options = webdriver.ChromeOptions()
            options.binary_location = shutil.which("chromium") or "chromium"
            for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                             "--hide-scrollbars", "--window-size=390,760"):
                options.add_argument(argument)
            options.add_experimental_option("mobileEmulation", {
                "deviceMetrics": {"width": 390, "height": 760, "pixelRatio": 1.0}})
            driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(
                shutil.which("chromedriver") or "chromedriver"))
            try:
                driver.get(server.address)
                driver.save_screenshot(str(out / "phone-pairings.png"))
                shrink_png(out / "phone-pairings.png")
            finally:
                driver.quit()
        db.close()
    print(f"saved {out / 'phone-pairings.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
