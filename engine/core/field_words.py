"""A board-state loader's field ("cards[11].card") said in words a judge reads.

The loaders name the culprit of a refusal by its place in the document, which
is what someone fixing the file by hand needs. A judge at the table, or one
reading a message about a file they did not write, needs the place in words:
"the 12th card listed (PR139, in Player 1's hand)". The card's code and zone come
from the document when it holds them, so the same words serve every game
whose board lists its cards under `cards`; the card's name comes from the game
(`names`, a lookup the caller passes in: this module knows no game's cards), so a
card the file gives by its database id reads "Scrapbook Project", not the id.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.core.patterns import Pattern
from engine.core.player_names import named_players, read_names

# (the patterns of a refused file's fields: compiled with the first refusal worded, not with every
# command that loads a game)
_CARD_AT = Pattern(r"cards\[(\d+)\]")
_CARD_BY_IID = Pattern(r"cards\[iid=(\d+)\]")
_PLAYER_AT = Pattern(r"players\[(\d+)\]")
_NAME_FIELD = Pattern(r"players\[\d+\]\.name|setup\.names\[\d+\]")
"""A player's name in a board or a replay: its refusal quotes the name as the file gives it."""
_SETUP_PLAYER = Pattern(r"(decks|names)\[([01])\]")
"""A player's part of a replay's setup (`setup.decks[1]`, `setup.names[0]`)."""
_JUDGE_AT = Pattern(r"judge\[(\d+)\]")
"""A judge action a replay records (`judge[1]`), said by its order ("the 2nd judge action")."""
_ANSWER_AT = re.compile(r"answers\[(\d+)\](?:\[\d+\])?")
"""An answer a replay records (`answers[3]`, a key of it `answers[3][0]`): "the 4th answer"."""

CardNames = Callable[[str], "str | None"]
"""The game's name for the card a file gives by id, code or name (None: it names no card,
and the words keep the file's text)."""


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st."""
    if number % 100 in (11, 12, 13):
        return f"{number}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _card_entry(document: Any, head: str) -> tuple[str, dict[str, Any] | None] | None:
    """The words for a `cards[...]` head and the document's card there, if it has one."""
    cards = document.get("cards") if isinstance(document, dict) else None
    cards = cards if isinstance(cards, list) else []
    found = _CARD_AT.fullmatch(head)
    if found:
        index = int(found.group(1))
        entry = cards[index] if index < len(cards) and isinstance(cards[index], dict) else None
        return f"the {ordinal(index + 1)} card listed", entry
    found = _CARD_BY_IID.fullmatch(head)
    if found:
        iid = int(found.group(1))
        entry = next((c for c in cards if isinstance(c, dict) and c.get("iid") == iid), None)
        return f"card #{iid}", entry
    return None


def _zone_words(key: str, zones: Mapping[str, str] | None) -> str:
    """A zone (or other field) key in words: the game's name for it, else the key spaced out."""
    return (zones or {}).get(key) or key.replace("_", " ")


def _card_details(entry: dict[str, Any] | None, zones: Mapping[str, str] | None = None,
                  names: CardNames | None = None) -> str:
    """' (Hard Hat, in P0's hand)': what the document says of the card, as far as it says it;
    the card by its name (`names`) and a zone by the game's name for it (`zones`: "Active
    Neopet" for "active") when the game has them, else as the file gives them."""
    if entry is None:
        return ""
    parts = []
    code = entry.get("card")
    if isinstance(code, str) and code.strip():
        parts.append((names and names(code.strip())) or code.strip())
    zone, owner = entry.get("zone"), entry.get("owner")
    if isinstance(zone, str) and zone:
        zone_words = _zone_words(zone, zones)
        if zone == "play":
            parts.append("in play")
        elif zones and zone not in zones:
            parts.append(f"zone {zone!r}")  # (no zone of the game: said as the file spells it, not as a place)
        elif isinstance(owner, int) and not isinstance(owner, bool) and owner in (0, 1):
            parts.append(f"in P{owner}'s {zone_words}")
        else:
            # (whose it is, the file does not say: not "in the hand", as if there were one)
            parts.append(f"in a {zone_words}, " + ("no owner given" if owner is None else f"owner given as {owner!r}"))
    return f" ({', '.join(parts)})" if parts else ""


def field_in_words(field: str, document: Any = None, zones: Mapping[str, str] | None = None,
                   names: CardNames | None = None) -> str:
    """Where `field` is, in words: "the 12th card listed (Hard Hat, in P0's hand)", "P1's score".

    A field the words do not cover is named as the board's entry of that name
    ("the board's turn"), never left out: the message still says where to look.
    """
    head, _, rest = field.partition(".")
    card = _card_entry(document, head)
    if card is not None:
        words, entry = card
        return words + _card_details(entry, zones, names)
    if head == "areas" and rest:
        return f"the board's area {rest.split('.', 1)[0]}"
    found = _PLAYER_AT.fullmatch(head)
    if found:
        player = f"P{found.group(1)}"
        return f"{player}'s {_zone_words(rest.split('.', 1)[0].split('[', 1)[0], zones)}" if rest else player
    return _replay_field_words(head, rest) or f"the board's {field.split('[', 1)[0].split('.', 1)[0].replace('_', ' ')}"


def _replay_field_words(head: str, rest: str) -> str:
    """A field only a replay has, in words: "P1's deck" (`setup.decks[1].mane`), "P0's name",
    "the replay's seed", "the replay's 2nd judge action" (`judge[1].player`); "" for any
    other field. A replay is no board, and a deck is its player's."""
    if head == "setup":
        part = rest.split(".", 1)[0]
        found = _SETUP_PLAYER.match(part)
        if found:
            return f"P{found.group(2)}'s {'deck' if found.group(1) == 'decks' else 'name'}"
        return f"the replay's {part.split('[', 1)[0].replace('_', ' ') or 'setup'}"
    found = _JUDGE_AT.fullmatch(head)
    if found:
        return f"the replay's {ordinal(int(found.group(1)) + 1)} judge action"
    found = _ANSWER_AT.fullmatch(head)  # (a board's answers are a count: only a replay lists them)
    if found:
        return f"the replay's {ordinal(int(found.group(1)) + 1)} answer"
    if head.split("[", 1)[0] == "digests":
        return "the replay's digests"
    return "the replay's judge actions" if head == "judge" else ""


def field_and_place(field: str, document: Any = None, zones: Mapping[str, str] | None = None,
                    names: CardNames | None = None, players: Sequence[str] = ()) -> str:
    """The field for whoever fixes the file, with its place in words when the field alone
    is not words: "cards[11].card, the 12th card listed (Hard Hat, in Player 1's hand)"; "turn".
    The players as a person reads them (`named_players`: by their names `players`, else
    "Player 1" and "Player 2"), never the engine's "P0" and "P1"."""
    if re.fullmatch(r"[a-z_]+", field):
        return field
    return f"{field}, {named_players(field_in_words(field, document, zones, names), players)}"


WHOLE_FILE = frozenset(("file", "document", "replay"))
"""The fields the readers name for a fault of the whole file (not JSON, not an object): no
field of the file, so the message names none."""


def refusal(what: str, field: str, detail: str, document: Any = None,
            zones: Mapping[str, str] | None = None, names: CardNames | None = None) -> str:
    """Why a file is refused, in the words that follow its name: "bad board state, field
    turn: expected a whole number"; a fault of the whole file names no field ("bad replay:
    not valid JSON (line 3, column 12: ...)")."""
    called = names_given(document)
    if not _NAME_FIELD.fullmatch(field):  # (a name refused is quoted as the file spells it)
        detail = named_players(detail, called)
    if field in WHOLE_FILE:
        return f"bad {what}: {detail}"
    return f"bad {what}, field {field_and_place(field, document, zones, names, called)}: {detail}"


_DECK_AT = Pattern(r"\bdecks\[([01])\](?:\[(\d+)\])?")


def decks_in_words(text: str, decks: Sequence[str] = ("", "")) -> str:
    """The engine names a deck by its place in the setup ("decks[1]", "decks[1][4]"); a person
    chose it for a player: "P1's deck (no-start)", "P1's deck, card 5" (`decks`: the decks'
    names, "" for one without)."""

    def words(found: re.Match[str]) -> str:
        player = int(found.group(1))
        said = f"P{player}'s deck" + (f" ({decks[player]})" if decks[player] else "")
        return said + (f", card {int(found.group(2)) + 1}" if found.group(2) else "")

    return _DECK_AT.sub(words, text)


def replay_refused(text: str, document: Any) -> str:
    """Why the game a replay sets up can't be played ("decks[1]: the Problem deck has no ..."),
    its players as the replay names them (`names_given`): "Sam Apple's deck: ...", else
    "Player 2's deck: ...", as a refused field of it says them (`refusal`)."""
    return named_players(decks_in_words(text), names_given(document))


class _Unreadable(Exception):
    """Names a file gives that are refused in their turn (`names_given` then gives none)."""


def names_given(document: Any) -> tuple[str, str]:
    """The players' names a board document gives (`players[p].name`), or a replay (`setup.names`),
    where it gives them as such a file may; "" for each where it gives none or the file is too
    damaged to say. A refusal says the players as a person reads them: by these names, else
    "Player 1" and "Player 2"."""
    setup = document.get("setup") if isinstance(document, dict) else None
    if isinstance(setup, dict):  # (a replay: the names the game was dealt with)
        values, field = setup.get("names"), "setup.names[{p}]"
    else:
        players = document.get("players") if isinstance(document, dict) else None
        values = [player.get("name") if isinstance(player, dict) else None for player in players] \
            if isinstance(players, list) else None
        field = "players[{p}].name"
    if not isinstance(values, list) or len(values) != 2:
        return "", ""
    try:
        return read_names(values, field, lambda _field, _why: _Unreadable())
    except _Unreadable:
        return "", ""
