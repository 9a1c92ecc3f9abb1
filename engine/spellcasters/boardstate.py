"""Board states: a judge's position as a versioned JSON document, read back exactly.

The document is the game state with every card named by its card id
(docs/spellcasters-board-state.md). `export_board` writes it; `load_board` checks every
field and names the first bad one in a `BoardFormatError` ("players[1].casters[0].damage:
..."), so a hand-edited or damaged file never reaches the engine. A loaded position plays
on exactly as the game it was taken from (same digest).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.board_limits import MAX_TURN
from engine.core.documents import document_object
from engine.core.errors import BoardFormatError
from engine.core.json_reader import parse_json, plain, refuse_unknown_keys
from engine.core.player_names import give_names, read_names
from engine.spellcasters.procedures.actions import CASTS_PER_TURN, MAX_CASTERS
from engine.spellcasters.procedures.flow import advance
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.state.library import CardLibrary

BOARD_FORMAT = "tourney-spellcasters-board/1"
STEPS = ("caster", "mana", "main", "spells", "replace", "over")
TOP_FIELDS = frozenset(("format", "rng", "seed", "turn", "turn_player", "first_player", "step", "chooser", "resume",
                        "sudden_death", "done", "cards", "deck", "junkyard", "location", "location_hidden",
                        "players", "result", "setup_mana", "time_called"))
PLAYER_FIELDS = frozenset(("name", "hand", "bleachers", "mana", "casters", "combo_turn"))
CASTER_FIELDS = frozenset(("iid", "damage", "shrunk", "confused", "disabled", "equipment", "face_down"))
DONE_FIELDS = frozenset(("mana", "location", "combo", "equipped", "cast", "combo_cards"))
RESULT_FIELDS = frozenset(("winner", "reason", "rule"))
MAX_IID = 100_000


def export_board(game: SpellcastersGame) -> dict[str, Any]:
    s = game.s
    document: dict[str, Any] = {key: value for key, value in s.items() if key not in ("cards", "halves")}
    document["format"] = BOARD_FORMAT
    document["cards"] = [{"iid": iid, "card": card, "half": s["halves"][iid]}
                         for iid, card in enumerate(s["cards"]) if card is not None]
    document["players"] = [{**player, "mana": [{"card": iid, "tapped": bool(tapped)}
                                               for iid, tapped in player["mana"]]}
                           for player in s["players"]]
    return plain(document)


def read_board(path: str | Path, library: CardLibrary) -> SpellcastersGame:
    return load_board(parse_json(Path(path).read_bytes(), BoardFormatError), library)


def load_board(document: Any, library: CardLibrary) -> SpellcastersGame:
    """A game at the document's position, run to its next decision."""
    doc = document_object(document, TOP_FIELDS, "file", BoardFormatError, BOARD_FORMAT)
    if doc.get("format") != BOARD_FORMAT:
        raise BoardFormatError("format", f"expected {BOARD_FORMAT!r}, got {doc.get('format')!r}")
    reader = _Reader(doc, library)
    game = SpellcastersGame(reader.state(), library)
    advance(game)
    return game


class _Reader:
    """Reads one document field by field; every refusal names its field."""

    def __init__(self, doc: dict[str, Any], library: CardLibrary) -> None:
        self.doc = doc
        self.library = library
        self.placed: dict[int, str] = {}
        self.cards: list[str | None] = []
        self.halves: list[int] = []

    def number(self, value: Any, field: str, low: int = 0, high: int = 2**63) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise BoardFormatError(field, f"expected a whole number from {low} to {high}, got {value!r}")
        return value

    def flag(self, value: Any, field: str) -> int:
        if isinstance(value, bool):
            return int(value)
        return self.number(value, field, 0, 1)

    def get(self, obj: dict[str, Any], key: str, where: str, default: Any = ...) -> Any:
        if key not in obj:
            if default is ...:
                raise BoardFormatError(f"{where}.{key}" if where else key, "missing")
            return default
        return obj[key]

    def card(self, value: Any, field: str, zone: str, kinds: tuple[str, ...] = ()) -> int:
        iid = self.number(value, field, 0, len(self.cards) - 1 if self.cards else 0)
        card = self.cards[iid] if iid < len(self.cards) else None
        if card is None:
            raise BoardFormatError(field, f"no card #{iid} is listed in cards")
        if iid in self.placed:
            raise BoardFormatError(field, f"card #{iid} is already in {self.placed[iid]}")
        if kinds and self.library.spec(card).kind not in kinds:
            raise BoardFormatError(field, f"card #{iid} ({self.library.spec(card).name}) is a "
                                          f"{self.library.spec(card).kind}, not a {' or '.join(kinds)}")
        self.placed[iid] = zone
        return iid

    def card_list(self, value: Any, field: str, zone: str, kinds: tuple[str, ...] = ()) -> list[int]:
        if not isinstance(value, list):
            raise BoardFormatError(field, "expected a list of card numbers")
        return [self.card(v, f"{field}[{i}]", zone, kinds) for i, v in enumerate(value)]

    def read_cards(self) -> None:
        raw = self.get(self.doc, "cards", "")
        if not isinstance(raw, list) or not raw:
            raise BoardFormatError("cards", "expected a list of cards {iid, card, half}")
        records: dict[int, tuple[str, int]] = {}
        for index, entry in enumerate(raw):
            where = f"cards[{index}]"
            if not isinstance(entry, dict):
                raise BoardFormatError(where, "expected an object {iid, card, half}")
            refuse_unknown_keys(entry, ("iid", "card", "half"), where, BoardFormatError)
            iid = self.number(self.get(entry, "iid", where), f"{where}.iid", 0, MAX_IID)
            card = self.get(entry, "card", where)
            if not isinstance(card, str) or card not in self.library:
                raise BoardFormatError(f"{where}.card", f"no Spellcasters card has the id {card!r}")
            if iid in records:
                raise BoardFormatError(f"{where}.iid", f"card #{iid} is listed twice")
            records[iid] = (card, self.number(entry.get("half", 0), f"{where}.half", 0, 1))
        size = max(records) + 1
        self.cards = [None] * size
        self.halves = [0] * size
        for iid, (card, half) in records.items():
            self.cards[iid] = card
            self.halves[iid] = half

    def caster(self, raw: Any, where: str, turn: int) -> dict[str, Any]:
        if not isinstance(raw, dict):
            raise BoardFormatError(where, "expected a Spellcaster in play {iid, damage, ...}")
        refuse_unknown_keys(raw, CASTER_FIELDS, where, BoardFormatError)
        record = {
            "iid": self.card(self.get(raw, "iid", where), f"{where}.iid", where, ("spellcaster",)),
            "damage": self.number(raw.get("damage", 0), f"{where}.damage", 0, 10_000),
            "shrunk": self.flag(raw.get("shrunk", 0), f"{where}.shrunk"),
            "confused": self.flag(raw.get("confused", 0), f"{where}.confused"),
            "disabled": self.number(raw.get("disabled", 0), f"{where}.disabled", 0, turn + 2),
            "equipment": -1,
            "face_down": self.flag(raw.get("face_down", 0), f"{where}.face_down"),
        }
        equipment = raw.get("equipment", -1)
        if equipment != -1 and equipment is not None:
            record["equipment"] = self.card(equipment, f"{where}.equipment", f"{where}.equipment", ("equipment",))
        return record

    def player(self, raw: Any, where: str, turn: int) -> dict[str, Any]:
        if not isinstance(raw, dict):
            raise BoardFormatError(where, "expected an object {hand, bleachers, mana, casters, combo_turn}")
        refuse_unknown_keys(raw, PLAYER_FIELDS, where, BoardFormatError)
        casters_raw = self.get(raw, "casters", where)
        if not isinstance(casters_raw, list) or len(casters_raw) > MAX_CASTERS:
            raise BoardFormatError(f"{where}.casters", f"expected a list of at most {MAX_CASTERS} Spellcasters "
                                                       f"in play (SC 7.1)")
        casters = [self.caster(c, f"{where}.casters[{i}]", turn) for i, c in enumerate(casters_raw)]
        mana_raw = raw.get("mana", [])
        if not isinstance(mana_raw, list):
            raise BoardFormatError(f"{where}.mana", "expected a list of {card, tapped}")
        mana = []
        for i, entry in enumerate(mana_raw):
            field = f"{where}.mana[{i}]"
            if not isinstance(entry, dict):
                raise BoardFormatError(field, "expected an object {card, tapped}")
            refuse_unknown_keys(entry, ("card", "tapped"), field, BoardFormatError)
            mana.append([self.card(self.get(entry, "card", field), f"{field}.card", f"{where}.mana", ("mana",)),
                         self.flag(entry.get("tapped", False), f"{field}.tapped")])
        return {
            "hand": self.card_list(raw.get("hand", []), f"{where}.hand", f"{where}.hand"),
            "bleachers": self.card_list(raw.get("bleachers", []), f"{where}.bleachers", f"{where}.bleachers",
                                        ("spellcaster",)),
            "mana": mana,
            "casters": casters,
            "combo_turn": self.number(raw.get("combo_turn", -9), f"{where}.combo_turn", -9, 2**31),
        }

    def done(self, raw: Any) -> dict[str, Any]:
        if not isinstance(raw, dict):
            raise BoardFormatError("done", "expected this turn's limits {mana, location, combo, equipped, cast}")
        refuse_unknown_keys(raw, DONE_FIELDS, "done", BoardFormatError)
        lists = {}
        for key in ("equipped", "cast", "combo_cards"):
            value = raw.get(key, [])
            if not isinstance(value, list):
                raise BoardFormatError(f"done.{key}", "expected a list of card numbers")
            lists[key] = [self.number(v, f"done.{key}[{i}]", 0, len(self.cards) - 1) for i, v in enumerate(value)]
        if len(lists["cast"]) > CASTS_PER_TURN:
            raise BoardFormatError("done.cast", f"at most {CASTS_PER_TURN} Spellcasters cast a turn (SC 6.3)")
        return {"mana": self.flag(raw.get("mana", 0), "done.mana"),
                "location": self.flag(raw.get("location", 0), "done.location"),
                "combo": self.flag(raw.get("combo", 0), "done.combo"), **lists}

    def state(self) -> dict[str, Any]:
        doc = self.doc
        self.read_cards()
        turn = self.number(self.get(doc, "turn", ""), "turn", 0, MAX_TURN)
        step = doc.get("step", "main")
        if step not in STEPS:
            raise BoardFormatError("step", f"expected one of {', '.join(STEPS)}, got {step!r}")
        players_raw = self.get(doc, "players", "")
        if not isinstance(players_raw, list) or len(players_raw) != 2:
            raise BoardFormatError("players", "expected a list of two players")
        location = doc.get("location", -1)
        location = -1 if location in (-1, None) else self.card(location, "location", "play", ("location",))
        state: dict[str, Any] = {
            "seed": self.number(doc.get("seed", 0), "seed", 0, 2**64 - 1),
            "rng": self.number(self.get(doc, "rng", ""), "rng", 0, 2**64 - 1),
            "cards": self.cards, "halves": self.halves,
            "deck": [], "junkyard": [], "location": location,
            "location_hidden": self.flag(doc.get("location_hidden", 0), "location_hidden"),
            "players": [self.player(p, f"players[{i}]", turn) for i, p in enumerate(players_raw)],
            "turn": turn,
            "turn_player": self.number(doc.get("turn_player", 0), "turn_player", 0, 1),
            "first_player": self.number(doc.get("first_player", 0), "first_player", 0, 1),
            "step": step,
            "chooser": self.number(doc.get("chooser", 0), "chooser", 0, 1),
            "resume": doc.get("resume", "") if doc.get("resume", "") in ("", "main", "spells") else self._bad_resume(),
            "done": {}, "sudden_death": self.number(doc.get("sudden_death", 0), "sudden_death", 0, turn),
            "result": self.result(doc.get("result")),
        }
        give_names(state["players"], read_names([raw.get("name") for raw in players_raw], "players[{p}].name",
                                                BoardFormatError))
        if "time_called" in doc:
            state["time_called"] = self.number(doc["time_called"], "time_called", 0, turn + 1)
        state["deck"] = self.card_list(doc.get("deck", []), "deck", "the deck")
        state["junkyard"] = self.card_list(doc.get("junkyard", []), "junkyard", "the Junkyard")
        state["done"] = self.done(doc.get("done", {}))
        if "setup_mana" in doc:
            raw = doc["setup_mana"]
            if not isinstance(raw, list) or len(raw) != 2:
                raise BoardFormatError("setup_mana", "expected the two players' set-up Mana (-1: none yet)")
            state["setup_mana"] = [self.number(v, f"setup_mana[{i}]", -1, len(self.cards)) for i, v in
                                   enumerate(raw)]
        elif step == "mana":
            state["setup_mana"] = [-1, -1]
        if step not in ("caster", "mana", "over") and not all(p["casters"] for p in state["players"]) \
                and step != "replace":
            empty = next(i for i, p in enumerate(state["players"]) if not p["casters"])
            raise BoardFormatError(f"players[{empty}].casters", "a player has no Spellcaster in play (SC 7.1); "
                                                                "start at the step \"replace\" or give them one")
        loose = [iid for iid, card in enumerate(self.cards) if card is not None and iid not in self.placed]
        if loose:
            raise BoardFormatError("cards", f"card #{loose[0]} is listed but in no zone")
        return state

    def _bad_resume(self) -> str:
        raise BoardFormatError("resume", "expected \"\", \"main\" or \"spells\"")

    def result(self, raw: Any) -> dict[str, Any] | None:
        if raw is None:
            return None
        if not isinstance(raw, dict):
            raise BoardFormatError("result", "expected null or {winner, reason, rule}")
        refuse_unknown_keys(raw, RESULT_FIELDS, "result", BoardFormatError)
        winner = raw.get("winner")
        if winner is not None:
            winner = self.number(winner, "result.winner", 0, 1)
        return {"winner": winner, "reason": str(raw.get("reason", "")), "rule": str(raw.get("rule", ""))}
