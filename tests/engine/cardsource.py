"""Cards for engine tests, read straight from the shared OCTGN data.

Tests may read the shared reference folder; the program itself uses the
shipped card database. This reader covers what the engine needs from the
cards of the six theme decks and no more.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from engine.mlp.cards.model import (
    Card,
    CardType,
    Color,
    ConfrontRequirement,
    Keyword,
    PlayRequirement,
)

OCTGN = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "octgn-mlpccg"
DECKS = OCTGN / "Decks" / "MLP CCG Original Theme Decks"
THEME_DECKS = sorted(DECKS.glob("*.o8d")) if DECKS.is_dir() else []

_TYPES = {
    "Mane Character": CardType.MANE,
    "Mane Character Boosted": CardType.MANE,
    "Friend": CardType.FRIEND,
    "Resource": CardType.RESOURCE,
    "Event": CardType.EVENT,
    "Troublemaker": CardType.TROUBLEMAKER,
    "Problem": CardType.PROBLEM,
}


def _int(value: str | None) -> int | None:
    return int(value) if value and value.strip().lstrip("-").isdigit() else None


def _keywords(raw: str) -> tuple[tuple[Keyword, ...], int | None, bool]:
    keywords: list[Keyword] = []
    home_limit = None
    starting = False
    for part in filter(None, (p.strip() for p in raw.split(","))):
        match = re.fullmatch(r"(.*?)\s*(\d+)?", part)
        assert match
        name, number = match.group(1), _int(match.group(2))
        if name == "Home Limit":
            home_limit = number
        elif name == "Starting Problem":
            starting = True
        else:
            keywords.append(Keyword(name, number))
    return tuple(keywords), home_limit, starting


def _face(card_id: str, title: str, props: dict[str, str], boosted: Card | None) -> Card:
    kind = _TYPES[props["Type"]]
    keywords, home_limit, starting = _keywords(props.get("Keywords", ""))
    lines = [line for line in props.get("Text", "").split("\n") if line.strip()]
    # A Boosted side prints its keywords as the first text line.
    while lines and re.fullmatch(r"[A-Z][a-z]+( \d+)?", lines[0].strip()):
        found, _, _ = _keywords(lines.pop(0))
        keywords += found
    element = props.get("Element", "")
    colors = tuple(Color.from_name(e) for e in element.split(",") if e.strip())
    reqs = ()
    if props.get("PlayRequiredElement") and _int(props.get("PlayRequiredPower")):
        reqs = (
            PlayRequirement(
                Color.from_name(props["PlayRequiredElement"]), int(props["PlayRequiredPower"])
            ),
        )
    confront: list[ConfrontRequirement] = []
    for n in (1, 2, 3):
        name = props.get(f"ProblemPlayerElement{n}", "")
        amount = _int(props.get(f"ProblemPlayerElement{n}Power"))
        if not name or amount is None:
            continue
        if name.startswith("Not "):
            confront.append(ConfrontRequirement("not_color", Color.from_name(name[4:]), amount))
        elif name.lower() in ("wild", "any"):
            confront.append(ConfrontRequirement("wild", None, amount))
        else:
            confront.append(ConfrontRequirement("color", Color.from_name(name), amount))
    number = props.get("Number", "")
    traits = tuple(t.strip() for t in props.get("Traits", "").split(",") if t.strip())
    bonus = _int(props.get("Bonus"))
    return Card(
        id=card_id,
        set_code=re.match(r"[A-Za-z]+", number).group(0) if number else "",
        set_name="Premiere",
        number=number[2:] if number.startswith("PR") else number,
        rarity=props.get("Rarity", ""),
        type=kind,
        title=title,
        subtitle=props.get("Subname", ""),
        colors=colors,
        power=_int(props.get("Power")),
        cost=_int(props.get("Cost")),
        play_requirements=reqs,
        traits=traits,
        keywords=keywords,
        text="\n".join(lines),
        home_limit=home_limit,
        starting_problem=starting,
        epic="Epic" in traits,
        confront_owner=tuple(confront),
        confront_opponent=_int(props.get("ProblemOpponentPower")),
        bonus_points=bonus if kind is CardType.PROBLEM else None,
        troublemaker_points=bonus if kind is CardType.TROUBLEMAKER else None,
        boosted=boosted,
        is_boosted_side=props["Type"] == "Mane Character Boosted",
    )


@cache
def theme_cards() -> dict[str, Card]:
    """Every card used by the six theme decks, by OCTGN id."""
    wanted = set()
    for deck in THEME_DECKS:
        for el in ET.parse(deck).getroot().iter("card"):
            wanted.add(el.get("id"))
    cards: dict[str, Card] = {}
    for set_file in sorted((OCTGN / "Sets").glob("*/set.xml")):
        for el in ET.parse(set_file).getroot().iter("card"):
            card_id = el.get("id")
            if card_id not in wanted:
                continue
            props = {p.get("name"): p.get("value") or "" for p in el.findall("property")}
            alt = el.find("alternate")
            boosted = None
            if alt is not None:
                alt_props = {p.get("name"): p.get("value") or "" for p in alt.findall("property")}
                boosted = _face(card_id, el.get("name"), alt_props, None)
            cards[card_id] = _face(card_id, el.get("name"), props, boosted)
    return cards


def theme_deck(path: Path) -> list[str]:
    """Card ids of a theme deck, one entry per copy."""
    ids: list[str] = []
    for el in ET.parse(path).getroot().iter("card"):
        ids += [el.get("id")] * int(el.get("qty", "1"))
    return ids
