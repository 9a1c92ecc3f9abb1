"""The deck as a judge counted it, with card names read the way the deck-list checker reads them.

A deck check names cards twice: on the registered list (already resolved to
card ids when the list was checked) and in what the judge types — "-1 Rubber
Chicken" against the list, or a whole deck counted card by card. A name typed
at the check table must be held to the same standard as a name on a list: a
misspelling is refused with the card probably meant, never counted as a card
nobody registered (which reads as "missing one card, one unknown card extra")
or as a card the deck holds fewer than none of.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.cards import DeckRules
from engine.core.errors import CardDataError, DeckFormatError
from engine.core.registry import DEFAULT_SYSTEM, game_system
from tourney.errors import ValidationError

MAX_SUGGESTIONS = 5

_DIFFERENCE = re.compile(r"^\s*([+-])\s*(\d+)\s*[x×]?\s+(.+?)\s*$")


def _decks(system_id: str | None) -> DeckRules:
    """The deck rules of the game the deck is for (the default game when None)."""
    return game_system(system_id or DEFAULT_SYSTEM).decks()


def fold(text: str, system_id: str | None = None) -> str:
    return _decks(system_id).fold(text)


@dataclass(frozen=True, slots=True)
class NamedCard:
    """The one card a typed name stands for."""

    card_id: str | None
    name: str
    section: str


def _choices(names: Iterable[str], most: int | None = MAX_SUGGESTIONS) -> str:
    """'A', 'A or B', 'A; B or C' (and how many more, past `most`): semicolons, as card names
    hold commas."""
    shown = list(dict.fromkeys(names))
    extra = 0 if most is None else max(0, len(shown) - most)
    shown = shown[:most]
    if extra:
        return "; ".join(shown) + f" or {extra} more"
    if len(shown) == 1:
        return shown[0]
    return "; ".join(shown[:-1]) + " or " + shown[-1]


def _title(name: str, system_id: str | None) -> str:
    """A card's title, folded: its name before the subtitle ("Berry Dreams" of "Berry Dreams,
    Pom-Pom Pony")."""
    return fold(name.split(",", 1)[0], system_id)


def _subtitles(names: Iterable[str]) -> list[str]:
    """What tells cards of one title apart: "Apple Vendor" of "Applejack, Apple Vendor"."""
    return [name.split(",", 1)[1].strip() for name in names]


def _listed_card(card: Mapping[str, Any]) -> NamedCard:
    return NamedCard(
        str(card["card_id"]) if card.get("card_id") else None,
        str(card.get("name")),
        str(card.get("section") or "draw"),
    )


def card_named(text: str, listed: Iterable[Mapping[str, Any]] = (), system_id: str | None = None) -> NamedCard:
    """The card `text` names: a card on the player's list, or a card of the game by its full name.

    Case and spacing do not matter. A title without its subtitle ("Holly Dash")
    is taken when it names one card only: one on the player's list, else one in
    the game; when it names several, they are listed so the judge can pick one.
    Anything else the deck-list checker would only read as a guess (a
    misspelling, a nickname) is refused with its suggestions, so the judge
    writes what they counted.
    """
    written = " ".join(text.split())
    key = fold(written, system_id)
    listed = list(listed)
    for card in listed:
        if fold(str(card.get("name", "")), system_id) == key:
            return _listed_card(card)
    on_list = [card for card in listed if _title(str(card.get("name", "")), system_id) == key]
    if len(on_list) == 1:
        return _listed_card(on_list[0])
    if on_list:
        names = [str(card.get("name")) for card in on_list]
        raise ValidationError(f"{written!r} is on the list as {len(names)} cards — add which one's "
                              f"subtitle: {_choices(_subtitles(names), None)}")
    decks = _decks(system_id)
    match = decks.name_card(written)
    if match.exact:
        return NamedCard(match.card_id, match.name, match.section)
    suggestions = match.suggestions
    titled = [name for name in suggestions if _title(name, system_id) == key]
    if len(titled) == 1:
        whole = decks.name_card(titled[0])
        if whole.exact:
            return NamedCard(whole.card_id, whole.name, whole.section)
    if len(titled) > 1:
        raise ValidationError(f"{written!r} names {len(titled)} cards — add which one's subtitle: "
                              f"{_choices(_subtitles(titled), None)}")
    if match.ambiguous:
        raise ValidationError(
            f"{written!r} could be several cards — did you mean {_choices(suggestions)}?"
        )
    if suggestions:
        raise ValidationError(f"no such card {written!r} — did you mean {_choices(suggestions)}?")
    raise ValidationError(f"no such card {written!r}")


def _same_card(card: Mapping[str, Any], named: NamedCard, system_id: str | None) -> bool:
    if named.card_id and card.get("card_id"):
        return str(card["card_id"]) == named.card_id
    return fold(str(card.get("name", "")), system_id) == fold(named.name, system_id)


def presented_from_differences(
    text: str, registered: list[dict[str, Any]], system_id: str | None = None
) -> list[dict[str, Any]] | None:
    """The deck as presented, from lines like "-1 Card name" / "+2 Card name" against the list.

    No lines means the deck matched its list (None, as recording expects).
    """
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return None
    deck = [dict(card) for card in registered]
    for line in lines:
        found = _DIFFERENCE.match(line)
        if found is None:
            raise ValidationError(
                f"write each difference as '-1 Card name' or '+1 Card name', not {line.strip()!r}"
            )
        sign, qty_text, name = found.groups()
        named = card_named(name, registered, system_id)
        change = int(qty_text) if sign == "+" else -int(qty_text)
        card = next((c for c in deck if _same_card(c, named, system_id)), None)
        if card is None:
            if change < 0:
                raise ValidationError(
                    f"{line.strip()}: {named.name} is not on the list, so the deck cannot be short of it"
                )
            card = {"card_id": named.card_id, "name": named.name, "qty": 0, "section": named.section}
            deck.append(card)
        listed = int(card.get("qty", 0))
        if listed + change < 0:
            raise ValidationError(
                f"{line.strip()}: the list has only {listed} {named.name}"
            )
        card["qty"] = listed + change
    return deck


def resolve_presented(
    presented: Iterable[Mapping[str, Any]], registered: list[dict[str, Any]], system_id: str | None = None
) -> list[dict[str, Any]]:
    """A counted deck with every card known by id, so it compares card for card with the list.

    Cards that already carry an id are kept as they are; names are read with
    `card_named` (so a misspelt name is refused with its suggestion).
    """
    out = []
    for card in presented:
        if card.get("card_id"):
            out.append(dict(card))
            continue
        named = card_named(str(card.get("name", "")), registered, system_id)
        out.append({**card, "card_id": named.card_id, "name": named.name,
                    "section": card.get("section") or named.section})
    return out


def read_presented(data: bytes, filename: str, system_id: str | None = None) -> list[dict[str, Any]]:
    """The deck as a judge counted it, from a file written like a deck list.

    Read by the game's own deck-list reader, the one registering a list uses: a
    counted deck may be the player's list file itself, headings ("Mane Character
    (1)", "Friends:"), comments and card codes included. A line without a count
    is refused, since a deck check counts every card.
    """
    try:
        written = _decks(system_id).read(data, filename=filename)
    except DeckFormatError as exc:
        message = str(exc)
        raise ValidationError(message if message.startswith(f"{filename}: ") else f"{filename}: {message}") from None
    except CardDataError as exc:
        raise ValidationError(str(exc)) from None
    cards = []
    # A game's list holds its lines as `entries` (`WrittenDeckList`) or, a half deck's, as `lines`.
    for entry in getattr(written, "entries", None) or getattr(written, "lines", ()):
        line, card_id, section = (getattr(entry, key, None) for key in ("line", "card_id", "section"))
        where = f"{filename}, line {line}" if line else filename
        if entry.qty is None:
            raise ValidationError(f"{where}: {entry.name!r} has no count: give how many copies were counted")
        card: dict[str, Any] = {"name": entry.name, "qty": entry.qty}
        if card_id:
            card["card_id"] = card_id
        if section:
            card["section"] = section
        cards.append(card)
    return cards
