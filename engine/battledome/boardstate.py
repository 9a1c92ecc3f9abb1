"""Judge board states: the JSON document of any Battledome position, and reading one back.

`export_board` writes the whole game state; `load_board` reads a document, checks every
field and names the first bad one (`BoardFormatError`: "players[1].inventory[2]: ...").
A document `export_board` wrote loads to a game that exports the identical document.

A hand-written document may leave out what has a sensible default (the zone lists are
built from the cards in the order listed; no queue, effects or running procedure) and may
name cards by id ("RTS-031") or by full name. Without a running procedure (`frames`), play
starts at the phase `start` names ("beginning", "draw", "train", "preparation", "battle",
"end") of the active player's turn.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.battledome import wiring  # noqa: F401  (fills the handler tables)
from engine.battledome.library import deck_zone, default_library
from engine.battledome.state import ops
from engine.battledome.state.game import (
    STEP_NAMES,
    WINDOW_NAMES,
    ZONE_NAMES,
    ZONES,
    BattledomeGame,
    new_state,
)
from engine.core import rng
from engine.core.board_limits import MAX_TURN, misplaced_words
from engine.core.documents import document_object
from engine.core.errors import BoardFormatError
from engine.core.json_reader import parse_json, refuse_unknown_keys
from engine.core.player_names import give_names, read_names

BOARD_FORMAT = "tourney-battledome-board/1"
STARTS = ("beginning", "draw", "train", "preparation", "battle", "end")
DOCUMENT_FIELDS = frozenset((
    "format", "card_db", "seed", "rng", "turn", "round", "active", "first", "phase", "step", "players", "cards",
    "queue", "dice", "effects", "delayed", "to_order", "frames", "ask", "interrupt", "abandon", "result", "next_item",
    "first_turn_done", "start", "passed"))
CARD_FIELDS = frozenset(("iid", "card", "owner", "at", "zone", "damage", "st", "down"))
PLAYER_FIELDS = frozenset(("name", "rounds", "attached", "prep_played", "mulligan", "used", *ZONES))
STATUS_KEYS = frozenset(("frozen", "thaws", "negated"))


def export_board(game: BattledomeGame, card_db: str = "") -> dict[str, Any]:
    """The board-state document of a position, ready for `json.dump`."""
    s = game.s
    doc: dict[str, Any] = {"format": BOARD_FORMAT, "card_db": card_db}
    for key, value in s.items():
        if key == "cards":
            doc["cards"] = [{"iid": iid, **record} for iid, record in sorted(value.items())]
        elif key == "players":
            doc["players"] = [{**{k: v for k, v in player.items() if k != "z"}, **player["z"]} for player in value]
        else:
            doc[key] = value
    return json.loads(json.dumps(doc))


def load_board_text(raw: bytes | str, library: Mapping[str, Any] | None = None) -> BattledomeGame:
    return load_board(parse_json(raw, BoardFormatError), library)


def _int(doc: Mapping[str, Any], key: str, where: str, default: int | None = None, low: int = 0,
         high: int | None = None) -> int:
    value = doc.get(key, default)
    place = f"{where}.{key}" if where else key
    if value is None or isinstance(value, bool) or not isinstance(value, int):
        raise BoardFormatError(place, f"expected a whole number, got {value!r}")
    if value < low or (high is not None and value > high):
        raise BoardFormatError(place, f"expected a number from {low}" + (f" to {high}" if high is not None else "")
                               + f", got {value}")
    return value


def _bool(doc: Mapping[str, Any], key: str, where: str) -> bool:
    value = doc.get(key, False)
    if not isinstance(value, bool):
        raise BoardFormatError(f"{where}.{key}" if where else key, f"expected true or false, got {value!r}")
    return value


def _passed(value: Any) -> list[str]:
    """The priority windows of the turn passed at once (`procedures.priority.open_window`)."""
    if not isinstance(value, list) or any(window not in WINDOW_NAMES for window in value):
        raise BoardFormatError("passed", f"expected a list of priority windows ({', '.join(WINDOW_NAMES)}), "
                                         f"got {value!r}")
    return list(value)


def _card_id(text: Any, library: Mapping[str, Any], by_name: dict[str, str], where: str) -> str:
    if not isinstance(text, str) or not text.strip():
        raise BoardFormatError(where, "expected a card id or name")
    if text in library:
        return text
    found = by_name.get(text.strip().casefold()) or next(
        (card_id for card_id in library if card_id.casefold() == text.strip().casefold()), None)
    if found is None:
        raise BoardFormatError(where, f"no card has the id or name {text!r}")
    return found


def load_board(document: Any, library: Mapping[str, Any] | None = None) -> BattledomeGame:
    """A game at the position a document describes; `BoardFormatError` names the first bad field."""
    library = dict(default_library() if library is None else library)
    doc = document_object(document, DOCUMENT_FIELDS, "document", BoardFormatError, BOARD_FORMAT)
    if doc.get("format") != BOARD_FORMAT:
        raise BoardFormatError("format", f"expected {BOARD_FORMAT!r}, got {doc.get('format')!r}")
    seed = _int(doc, "seed", "", 0, low=-(1 << 63))
    s = new_state(seed)
    if "rng" in doc:
        s["rng"] = _int(doc, "rng", "", high=(1 << 64) - 1)
    else:
        s["rng"] = rng.seed_state(seed)
    s["turn"] = _int(doc, "turn", "", 1, high=MAX_TURN)
    s["round"] = _int(doc, "round", "", 1, 1, 3)
    s["active"] = _int(doc, "active", "", 0, 0, 1)
    s["first"] = _int(doc, "first", "", 0, 0, 1)
    s["first_turn_done"] = _bool({"first_turn_done": doc.get("first_turn_done", True)}, "first_turn_done", "")
    s["next_item"] = _int(doc, "next_item", "", 1, 1)
    s["passed"] = _passed(doc.get("passed", []))
    for key, known in (("phase", ("setup", *STARTS)), ("step", ("", *STEP_NAMES))):
        value = doc.get(key, s[key])
        if value not in known:
            raise BoardFormatError(key, f"expected one of {', '.join(repr(k) for k in known)}, got {value!r}")
        s[key] = value
    by_name = {card.name.casefold(): card_id for card_id, card in library.items()}
    cards_doc = doc.get("cards", [])
    if not isinstance(cards_doc, list):
        raise BoardFormatError("cards", "expected a list of cards")
    listed: dict[tuple[int, str], list[int]] = {}
    for index, record in enumerate(cards_doc):
        where = f"cards[{index}]"
        if not isinstance(record, dict):
            raise BoardFormatError(where, "expected an object")
        refuse_unknown_keys(record, CARD_FIELDS, where, BoardFormatError)
        iid = _int(record, "iid", where, index + 1, 1)
        if iid in s["cards"]:
            raise BoardFormatError(f"{where}.iid", f"card number {iid} is used twice")
        card_id = _card_id(record.get("card"), library, by_name, f"{where}.card")
        owner = _int(record, "owner", where, 0, 0, 1)
        at = _int(record, "at", where, owner, 0, 1)
        zone = record.get("zone", deck_zone(library[card_id]))
        if zone not in ZONES:
            raise BoardFormatError(f"{where}.zone", f"expected one of {', '.join(ZONES)}, got {zone!r}")
        status = record.get("st", {})
        if not isinstance(status, dict):
            raise BoardFormatError(f"{where}.st", "expected an object of statuses")
        refuse_unknown_keys(status, STATUS_KEYS, f"{where}.st", BoardFormatError)
        s["cards"][iid] = {"card": card_id, "owner": owner, "at": at, "zone": zone,
                           "damage": _int(record, "damage", where, 0), "st": status,
                           "down": _bool(record, "down", where)}
        listed.setdefault((at, zone), []).append(iid)
    players = doc.get("players", [{}, {}])
    if not isinstance(players, list) or len(players) != 2:
        raise BoardFormatError("players", "expected a list of two players")
    for p, player in enumerate(players):
        where = f"players[{p}]"
        if not isinstance(player, dict):
            raise BoardFormatError(where, "expected an object")
        refuse_unknown_keys(player, PLAYER_FIELDS, where, BoardFormatError)
        state = s["players"][p]
        state["rounds"] = _int(player, "rounds", where, 0, 0, 1)
        for key in ("attached", "prep_played", "mulligan"):
            state[key] = _bool(player, key, where)
        used = player.get("used", [])
        if not isinstance(used, list) or not all(isinstance(u, str) for u in used):
            raise BoardFormatError(f"{where}.used", "expected a list of abilities used this turn")
        state["used"] = list(used)
        for zone in ZONES:
            if zone in player:
                _zone_list(s, player[zone], p, zone, f"{where}.{zone}")
            else:
                state["z"][zone] = listed.get((p, zone), [])
    give_names(s["players"], read_names([player.get("name") for player in players], "players[{p}].name",
                                        BoardFormatError))
    seen = [iid for player in s["players"] for zone in player["z"].values() for iid in zone]
    if sorted(seen) != sorted(s["cards"]):
        missing = sorted(set(s["cards"]) - set(seen))
        raise BoardFormatError("players", f"card #{missing[0] if missing else seen[0]} is not in exactly one zone")
    for p in (0, 1):
        if len(s["players"][p]["z"]["active"]) > 1:
            raise BoardFormatError(f"players[{p}].active", "a player has one Active Neopet slot")
        if len(s["players"][p]["z"]["equipment"]) > 3:
            raise BoardFormatError(f"players[{p}].equipment", "a player has three Equipment slots (8.6.1)")
        if len(s["players"][p]["z"]["codestones"]) > 5:
            raise BoardFormatError(f"players[{p}].codestones", "no more than five Codestones (7.11.5)")
    for key in ("queue", "effects", "delayed", "to_order"):
        value = doc.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise BoardFormatError(key, "expected a list of objects")
        s[key] = value
    _check_effects(s)
    dice = doc.get("dice", s["dice"])
    if not isinstance(dice, dict):
        raise BoardFormatError("dice", "expected an object")
    for key in ("attack", "defence", "last"):
        values = dice.get(key, [])
        if not isinstance(values, list) or not all(isinstance(v, int) and 1 <= v <= 6 for v in values):
            raise BoardFormatError(f"dice.{key}", "expected a list of die results from 1 to 6")
    s["dice"] = {"attack": dice.get("attack", []), "defence": dice.get("defence", []),
                 "rolled_by": dice.get("rolled_by"), "last": dice.get("last", [])}
    for key in ("ask", "interrupt", "abandon", "result"):
        value = doc.get(key)
        if value is not None and not isinstance(value, dict):
            raise BoardFormatError(key, "expected an object or null")
        s[key] = value
    if s["ask"] is not None and s["ask"].get("op") not in ops.ANSWERS:
        raise BoardFormatError("ask.op", f"not a question the engine asks: {s['ask'].get('op')!r}")
    if s["ask"] is not None and "frames" not in doc:
        raise BoardFormatError("ask", "a pending question needs the running procedure it belongs to (frames)")
    game = BattledomeGame(s, library)
    _check_slots(game)
    if "frames" in doc:
        frames = doc["frames"]
        if not isinstance(frames, list) or not all(isinstance(f, dict) for f in frames):
            raise BoardFormatError("frames", "expected a list of running procedures")
        for index, frame in enumerate(frames):
            if frame.get("op") not in ops.HANDLERS:
                raise BoardFormatError(f"frames[{index}].op", f"not a procedure of the engine: {frame.get('op')!r}")
        s["frames"] = frames
    else:
        start = doc.get("start", "beginning")
        if start not in STARTS:
            raise BoardFormatError("start", f"expected one of {', '.join(STARTS)}, got {start!r}")
        _check_neopets_to_start(game)
        s["frames"] = [{"op": "game"}, {"op": "turn", "i": STARTS.index(start)}]
    if s["ask"] is None and s["result"] is None:
        game.run()
    return game


SLOT_HOLDS: dict[str, tuple[tuple[str, ...], str]] = {
    "codestones": (("codestone",), "only the Codestones attached to the active Neopet (8.5.1, 7.11)"),
    "faerie": (("faerie", "hero", "villain"), "only a Faerie, Hero or Villain (8.6.1, 8.20.15c, 7.3)"),
    "equipment": (("equipment",), "only Equipment (7.6.4)"),
}
"""What each slot beside the active Neopet holds, as the engine puts cards there when they resolve
or are attached: a board with another card there is refused, as the editor's Start here is."""


def _check_slots(game: BattledomeGame) -> None:
    """Each slot holds only its kinds of card (`SLOT_HOLDS`), and the Faerie slot one card (8.6.1):
    a Codestone in the Faerie slot or a Faerie among the Codestones would count, or not count,
    towards the Neopet's level and abilities as no game could."""
    for p in (0, 1):
        if len(game.zone(p, "faerie")) > 1:
            raise BoardFormatError(f"players[{p}].faerie", "a player has one Faerie slot (8.6.1)")
        for zone, (kinds, holds) in SLOT_HOLDS.items():
            for iid in game.zone(p, zone):
                if game.kind(iid) not in kinds:
                    raise BoardFormatError(f"players[{p}].{zone}", misplaced_words(
                        f"{game.name(iid)} #{iid}", game.card(iid).kind.label, f"P{p}'s {ZONE_NAMES[zone]}", holds))


def _check_neopets_to_start(game: BattledomeGame) -> None:
    """A board that starts a turn (no running procedure) has each player's Neopet in the Active
    Neopet Slot (2, 8.4.1), as the board editor asks: without them no battle is fought, no
    round ends and the turns would go on for ever."""
    for p in (0, 1):
        active = game.zone(p, "active")
        if not active:
            raise BoardFormatError(f"players[{p}].active", f"P{p} has no Neopet in the Active Neopet Slot "
                                                           "(8.4.1): a board that starts a turn needs one each")
        if game.kind(active[0]) not in ("neopet", "rainbow_pool_neopet"):
            raise BoardFormatError(f"players[{p}].active", f"{game.name(active[0])} is no Neopet: "
                                                           "only a Neopet can be active (8.4.1)")


def _zone_list(s: dict[str, Any], value: Any, p: int, zone: str, where: str) -> None:
    if not isinstance(value, list):
        raise BoardFormatError(where, "expected a list of card numbers")
    for index, iid in enumerate(value):
        if not isinstance(iid, int) or isinstance(iid, bool) or iid not in s["cards"]:
            raise BoardFormatError(f"{where}[{index}]", f"no card has the number {iid!r}")
        card = s["cards"][iid]
        if (card["at"], card["zone"]) != (p, zone):
            raise BoardFormatError(f"{where}[{index}]", f"card #{iid} says it is in P{card['at']}'s {card['zone']}")
    s["players"][p]["z"][zone] = list(value)


def _check_effects(s: dict[str, Any]) -> None:
    for index, effect in enumerate(s["effects"]):
        target = effect.get("target")
        if target not in s["cards"]:
            raise BoardFormatError(f"effects[{index}].target", f"no card has the number {target!r}")
        if effect.get("until") not in ("end_of_turn", "end_of_round", "your_next_turn"):
            raise BoardFormatError(f"effects[{index}].until", "expected end_of_turn, end_of_round or your_next_turn")
