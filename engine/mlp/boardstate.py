"""Judge board states: a versioned JSON description of any position.

`export_board` writes the whole game state (see docs/board-state-format.md);
`load_board` reads one back, checking every field and naming the first bad
one in a `BoardFormatError`. A file written by `export_board` loads to a game
that exports to the identical document (exact round trip).

Hand-written files may leave out everything that has a sensible default
(empty zones, no modifiers, no running procedures) and may name cards by
code ("PR12") or full name instead of database id. A file without a running
procedure ("stack") starts the turn at the step it names.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from engine.core.board_limits import MAX_COUNTERS, MAX_PLAYER_NUMBER, MAX_TURN, misplaced_words
from engine.core.deferred import DeferredModule
from engine.core.documents import document_object
from engine.core.errors import BoardFormatError
from engine.core.json_reader import parse_json, refuse_unknown_keys, unreadable_version
from engine.core.player_names import called_alike, read_name
from engine.mlp.board_rules import KINDS, MANE_HOLDS, card_name, check_positions, place_name
from engine.mlp.counter_names import counter_problem
from engine.mlp.effects.verbs import TOGETHER_VERBS
from engine.mlp.procedures import setup as _setup  # noqa: F401  (registers frame handlers)
from engine.mlp.procedures.flow import TURN_STEPS
from engine.mlp.said_before import SAID, read_said, said_document
from engine.mlp.state.game import (
    ALSO_FRIEND,
    ASIDE,
    CANT_BE_MOVED,
    CHOSEN_COLOR,
    CONFRONT_CONTRIBUTION,
    CONTROL_FOREVER,
    HAND_HASTY,
    KEYWORD_LOST,
    KEYWORD_MOD,
    LOSES_ABILITIES,
    NAME,
    NO_BONUS,
    NO_READY_PHASE,
    PLAY_TAXES,
    STAMP,
    STAYS,
    STAYS_WHEN_SOLVED,
    UNTIL_READIED,
    ZONE_NAMES,
    MlpGame,
    empty_player,
    empty_state,
    new_card_record,
)
from engine.mlp.state.library import DILEMMA_PREFIX, CardLibrary
from engine.mlp.state.ops import HANDLERS
from engine.mlp.values.power import MEETS_WITH_TRAITS

# (the close names a refusal suggests: loaded with the first misspelt word of a board)
difflib = DeferredModule("difflib")

BOARD_FORMAT = "tourney-mlp-board"
BOARD_VERSION = 2
"""The version `export_board` writes. Version 2 lists decks top card first, as a judge
reads them; version 1 (still read, meaning what it meant) listed them bottom card first."""
READ_VERSIONS = (1, 2)
DECKS = ("deck", "problem_deck")
"""The zones whose lists a version-2 document gives top card first (the engine's own
lists, like version 1, end with the top card)."""
ZONES = ("deck", "problem_deck", "hand", "discard", "banished", "flip")
ALL_ZONES = (*ZONES, ASIDE, "play", "queue")
"""A card's zone: `ASIDE` is the list of cards a resolving text set aside ("set it aside
face-down", which names no zone of 401.1), written only while it holds a card."""
ZONE_WORDS = {zone: ZONE_NAMES.get(zone, zone).split(" (")[0] for zone in ALL_ZONES}
"""Each zone a card may give, with what the rules call it, for a refusal that lists them."""
PHASES = ("setup", "ready", "troublemaker", "main", "score", "end")
MOD_KINDS = ("power", "total", "control", "confront", "color_set", ALSO_FRIEND, "flips", "no_confront",
             NO_READY_PHASE, STAYS, STAYS_WHEN_SOLVED, KEYWORD_MOD, CANT_BE_MOVED, NO_BONUS, HAND_HASTY, *PLAY_TAXES.values(),
             CHOSEN_COLOR, CONFRONT_CONTRIBUTION, MEETS_WITH_TRAITS, KEYWORD_LOST, LOSES_ABILITIES)
DURATIONS = ("turn", "phase", "score", "faceoff", "play", CONTROL_FOREVER, UNTIL_READIED)
# The fields of each kind of object a board document holds (docs/board-state-format.md);
# anything else is a mistake the reader names rather than ignores.
DOCUMENT_FIELDS = frozenset((
    "format", "version", "card_db", "seed", "rng", "turn", "turn_player", "first_player", "phase", "step",
    "start", "players", "cards", "areas", "play", "queue", "mods", "stack", "pending", "waiting", "reactions",
    "faceoff", "confronted", "scored_turn", "flags", "time_called", "result", "answers", "next_iid", "next_ts", SAID))
CARD_FIELDS = frozenset((
    "iid", "card", "owner", "ctrl", "zone", "area", "host", "exhausted", "frightened", "face_down", "boosted",
    "counters", "ts", "token", "beneath", "exiled"))
PLAYER_FIELDS = frozenset(("name", "score", "tokens", "mane", "turns", "drawn", "mulligan", "hand_size", *ZONES,
                           ASIDE))
CARD_REQUIRED = ("iid", "card", "owner", "zone")
"""The fields every card record gives: none has a default that could stand in for it (a
card quietly given to P0 would be a different board from the one the judge meant)."""
AREA_FIELDS = frozenset(("owner", "kind", "problem"))
AREA_KEY = re.compile(r"(?:home|problem):[01]|dilemma:[1-9][0-9]*")
AREA_KEYS = {"home:0": "P0's home", "home:1": "P1's home", "problem:0": "P0's Problem", "problem:1": "P1's Problem"}
"""The areas of a board (302.1): each player's home and Problem, and a Dilemma's own area
(522.2), named by the Dilemma card's instance id as it was played."""
AREA_REQUIRED = ("owner", "kind")
"""The fields every area gives (its `problem` may be left out: none there yet)."""
MOD_FIELDS = frozenset(("kind", "target", "amount", "color", "until", "ctrl", "src", "ts", "area", "to", "keyword",
                        "traits", "while_flipped", "card"))
PENDING_FIELDS = frozenset(("player", "kind", "prompt", "options", "min", "max", "context"))
OPTION_FIELDS = frozenset(("key", "label"))


def export_board(game: MlpGame) -> dict[str, Any]:
    """The board-state document of a game, ready for `json.dump`."""
    doc: dict[str, Any] = {"format": BOARD_FORMAT, "card_db": game.lib.version, **_document(game.s),
                           "version": BOARD_VERSION}
    said = said_document(game)
    if said is not None:
        doc[SAID] = said
    return json.loads(json.dumps(doc))


def _document(s: dict[str, Any]) -> dict[str, Any]:
    """A state as document fields: cards as a list, decks top card first; an action's
    rewind point (705.2) in its frame written the same way."""
    doc: dict[str, Any] = {}
    for key, value in s.items():
        if key == "cards":
            doc["cards"] = [s["cards"][iid] for iid in sorted(s["cards"])]
        elif key == "players":
            doc["players"] = [{**player, **{zone: player[zone][::-1] for zone in DECKS}} for player in value]
        elif key == "version":
            continue
        elif key == "stack":
            doc["stack"] = [{**f, "rewind": _document(f["rewind"])} if "rewind" in f else f for f in value]
        else:
            doc[key] = value
    return doc


def save_board(game: MlpGame, path: str | Path) -> None:
    Path(path).write_text(json.dumps(export_board(game), indent=1, sort_keys=True), encoding="utf-8")


def read_board(path: str | Path, library: CardLibrary) -> MlpGame:
    """The game a board-state file describes; a file that is not one gets a `BoardFormatError`
    naming the field (an unreadable file raises `OSError`)."""
    return load_board(parse_json(Path(path).read_bytes(), BoardFormatError), library)


def load_board(data: Any, library: CardLibrary, run: bool = True, *, begin_only: bool = False) -> MlpGame:
    """A game at the position the document describes, run to its next decision.

    Every field is checked, and the first bad one is named in a `BoardFormatError`:
    values JSON cannot hold, unknown fields, references to cards that are not there.
    The document itself is not changed. `begin_only`: a board running no procedure begins
    its turn at its step, and the engine does not run it yet (the caller runs it, under a
    stop at the end of that step: `MlpTable.load_board_to_ask`, `advance_until`)."""
    data = document_object(data, DOCUMENT_FIELDS, "document", BoardFormatError, BOARD_FORMAT)
    if data.get("format") != BOARD_FORMAT:
        raise BoardFormatError("format", f"expected {BOARD_FORMAT!r}")
    version = data.get("version")
    if version not in READ_VERSIONS or isinstance(version, bool):
        raise BoardFormatError("version", unreadable_version(version, READ_VERSIONS))
    seed = _int(data.get("seed", 0), "seed")
    s = empty_state(seed)
    if "rng" in data:
        s["rng"] = _int(data["rng"], "rng", minimum=0)
        if s["rng"] >= 2**64:  # (the generator's state is 64 bits: engine/core/rng.py)
            raise BoardFormatError("rng", f"must be below 2**64, got {s['rng']}")
    for key in ("turn", "turn_player", "first_player", "answers"):
        if key in data:
            s[key] = _int(data[key], key, minimum=0)
    if s["turn"] > MAX_TURN:
        raise BoardFormatError("turn", f"expected a turn number from 0 to {MAX_TURN}, got {s['turn']}")
    for key in ("turn_player", "first_player"):
        if s[key] not in (0, 1):
            raise BoardFormatError(key, "expected 0 or 1")
    _check_first_turn(s, starts_a_turn=not data.get("stack"))
    phase = data.get("phase", "main")
    if phase not in PHASES:
        raise BoardFormatError("phase", f"expected one of {', '.join(PHASES)}")
    s["phase"] = phase
    s["step"] = _str(data.get("step", ""), "step")
    if "cards" not in data:
        raise BoardFormatError("cards", "the board file has no `cards` list: every card of the game is listed there, "
                               "each with its iid, card, owner and zone")
    s["cards"] = _cards(data["cards"], library)
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise BoardFormatError("players", "expected a list of two players")
    s["players"] = [_player(p, players[p], s["cards"], library, top_first=version >= 2) for p in (0, 1)]
    if alike := called_alike([player.get(NAME, "") for player in s["players"]]):  # (two players called alike)
        raise BoardFormatError(f"players[{alike[0]}].name", alike[1])
    if "areas" in data:
        s["areas"] = _areas(data["areas"], s["cards"])
    s["play"] = _iid_list(data.get("play", [i for i, c in s["cards"].items() if c["zone"] == "play"]),
                          "play", s["cards"])
    s["queue"] = _iid_list(data.get("queue", []), "queue", s["cards"])
    _check_zones(s, library)
    _check_play(s, library)
    _check_beneath(s, library)
    if "areas" not in data:
        for iid, c in sorted(s["cards"].items()):
            if c["zone"] == "play" and library.spec(c["card"]).type == "problem":
                area = s["areas"][c["area"]]
                held = area["problem"]
                if held is not None and area["kind"] == "problem":
                    # (which of the two is the area's Problem is not the loader's guess to make)
                    raise BoardFormatError(f"cards[iid={iid}].area", (
                        f"{card_name(s, library, iid)} (a Problem) is at {_area_words(c['area'], area)}, where "
                        f"{card_name(s, library, held)} is already: a Problem area holds one Problem, its "
                        "owner's (303.1)"))
                area["problem"] = iid
    for key, kind in (("mods", list), ("stack", list), ("waiting", list), ("reactions", list),
                      ("confronted", list), ("flags", dict), ("scored_turn", list)):
        if key in data:
            if not isinstance(data[key], kind):
                raise BoardFormatError(key, f"expected {'a list' if kind is list else 'an object'}")
            s[key] = data[key]
    for index, mod in enumerate(s["mods"]):
        _mod(mod, index, s["cards"], library)
    s["reactions"] = [_reaction_record(record, f"reactions[{index}]") for index, record in enumerate(s["reactions"])]
    _check_control(s, data.get("cards", []))
    s["stack"] = list(s["stack"])
    for index, frame in enumerate(s["stack"]):
        _frame(frame, f"stack[{index}]")
        if frame["op"] == "guess_at_random" and frame["parent"] >= index:
            # the pick is left in the frame that asked for it, below this one
            raise BoardFormatError(f"stack[{index}].parent", f"expected a frame below this one, got {frame['parent']}")
        if "rewind" in frame:
            frame = s["stack"][index] = dict(frame)  # the document itself is left as it was
            frame["rewind"] = _rewind_point(frame["rewind"], f"stack[{index}].rewind", library, version)
    for key in ("pending", "faceoff", "time_called", "result"):
        if key in data and data[key] is not None and not isinstance(data[key], dict):
            raise BoardFormatError(key, "expected an object or null")
        if key in data:
            s[key] = data[key]
    for p in (0, 1):
        if s["players"][p].get(ASIDE) and not s["stack"]:
            raise BoardFormatError(f"players[{p}].{ASIDE}", "a card is set aside only while the text that set it "
                                   "aside resolves (a running procedure, stack); put it back where it belongs")
    if s["pending"] is not None:
        _pending(s["pending"])
        if not s["stack"]:
            raise BoardFormatError("pending", "a pending decision needs the running procedure (stack) it belongs to")
        _check_trigger_order(s["stack"][-1], s["pending"], len(s["stack"]) - 1)
    top = max([0, *s["cards"]])
    s["next_iid"] = _int(data.get("next_iid", top + 1), "next_iid", minimum=top + 1)
    top_ts = max([0, *(c["ts"] for c in s["cards"].values()), *(m.get("ts", 0) for m in s["mods"])])
    s["next_ts"] = _int(data.get("next_ts", top_ts + 1), "next_ts", minimum=top_ts + 1)
    _check_hosts(s, running="stack" in data and bool(data["stack"]))
    check_positions(s, library)  # (CR 3xx, 4xx: where each kind of card can be)
    game = MlpGame(s, library)
    game.from_file = True
    if SAID in data:
        read_said(data[SAID], game)
    if run:
        for iid in sorted(s["cards"]):
            game.announce_gap(iid)
    if run and s["result"] is None:
        # (103.2: a player with 15 points has won, 103.1: at once; a board written by hand
        # may give the points without the result the engine would have written with them)
        game.check_win()
    if run and not s["stack"] and s["result"] is None:
        start = data.get("start", s["step"] if s["step"] in TURN_STEPS else s["phase"])
        if start not in TURN_STEPS:
            raise BoardFormatError("start", f"expected one of {', '.join(TURN_STEPS)}")
        if s["turn"] == 0:
            s["turn"] = 1
        game.push("turn", step=TURN_STEPS.index(start))
    if run and not begin_only:
        run_loaded(game)
    return game


def run_loaded(game: MlpGame) -> None:
    """Run a loaded board on (to its next decision, or to where `game.halt` stops it); a
    position readable field by field that does not hang together (a running procedure that
    does not fit the board, a modifier on a missing card...) is a `BoardFormatError`."""
    try:
        game.run()
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise BoardFormatError("stack", f"the position cannot be continued: {type(exc).__name__} {exc}") from None


# ----- field checks -------------------------------------------------------------------------


def _check_first_turn(s: dict[str, Any], starts_a_turn: bool) -> None:
    """Turn 1 is the first player's (102.3: the players determine who plays first, and the
    first turn begins, 102.5). An extra turn comes only after a turn ends (602), so no card
    gives turn 1 to the other player; later turns may belong to either player.

    A board at turn 0 that runs no procedure begins turn 1 as it loads, so it is held to
    the same; one in the middle of setting up (turn 0, a running procedure) has no first
    player yet."""
    if (s["turn"] == 1 or (s["turn"] == 0 and starts_a_turn)) and s["turn_player"] != s["first_player"]:
        first, other = s["first_player"], s["turn_player"]
        raise BoardFormatError("turn_player", f"turn 1 is the turn of the player who plays first (102.3), "
                               f"P{first} here, not P{other}; an extra turn comes only after a turn (602): "
                               f"give turn_player {first}, or first_player {other}")



def _rewind_point(raw: Any, where: str, library: CardLibrary, version: int) -> dict[str, Any]:
    """705.2: the position an action in progress rewinds to, checked like a whole board."""
    if not isinstance(raw, dict):
        raise BoardFormatError(where, "expected the position before the action (an object)")
    if raw.get("pending") is None:
        raise BoardFormatError(f"{where}.pending", "the position before an action has its priority decision pending")
    try:
        return load_board({**raw, "format": BOARD_FORMAT, "version": version}, library, run=False).s
    except BoardFormatError as exc:
        raise BoardFormatError(f"{where}.{exc.field}", exc.detail) from None


# the reaction conditions (512.4d) whose details carry an amount ("an opponent receives at least [1]")
_AMOUNT_EVENTS = frozenset({"gained"})


def _reaction_record(raw: Any, where: str) -> dict[str, Any]:
    """A reaction condition met since the last window closed: `event`, its stamp `n`, `used`
    and the event's details. In files written before an amount had a key of its own, a
    record of tokens gained held the amount under `n` in place of the stamp (no `amount`):
    such a record keeps that number as its stamp, and as its amount too, so the frames and
    answers that name the occurrence by that number still find it."""
    if not isinstance(raw, dict):
        raise BoardFormatError(where, "expected an object")
    record = dict(raw)
    if record.get("event") in _AMOUNT_EVENTS and "amount" not in record and STAMP in record:
        record["amount"] = record[STAMP]
    _str(record.get("event"), f"{where}.event")
    _int(record.get(STAMP), f"{where}.{STAMP}")
    return record


def _shown(value: Any) -> str:
    """A value of the file as the file writes it: null, true, "text", [1, 2] (not Python's
    None, True, 'text')."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def _int(value: Any, field: str, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BoardFormatError(field, f"expected a whole number, got {_shown(value)}")
    if minimum is not None and value < minimum:
        raise BoardFormatError(field, f"must be at least {minimum}, got {value}")
    return value


def _player_number(value: Any, field: str, whose: str) -> int:
    """A player given by number (an owner, a controller): 0 or 1, said with what it is for
    ("the player who owns the card") and the value the file gives, as it writes it."""
    if isinstance(value, bool) or value not in (0, 1):
        raise BoardFormatError(field, f"expected 0 or 1, {whose}; got {_shown(value)}")
    return value


def _str(value: Any, field: str) -> str:
    if not isinstance(value, str):
        raise BoardFormatError(field, f"expected text, got {_shown(value)}")
    return value


def _name(value: Any, field: str) -> str:
    """A player's name as the judge typed it, spaces tidied; "" (none given) for null or blank."""
    return read_name(None if value is None else _str(value, field), field, BoardFormatError)


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise BoardFormatError(field, f"expected true or false, got {_shown(value)}")
    return value


def _one_of(value: Any, allowed: dict[str, str], what: str, each_is: str) -> str:
    """Why `value` is none of `allowed` (key: its words, "" when the key says it), said with
    the one most likely meant and every one the file may give: "\"hnd\" is no zone (did you
    mean hand?): a card's zone is deck (draw deck), problem_deck (Problem deck), hand, ...".
    `each_is` leads the list ("a card's zone is")."""
    return f"{_shown(value)} is no {what}{_meant(value, allowed)}: {each_is} {_listed(allowed)}"


def _meant(value: Any, allowed: dict[str, str]) -> str:
    """ " (did you mean hand?)" for a misspelt key; "" when none is near."""
    near = difflib.get_close_matches(value.casefold(), list(allowed), n=1, cutoff=0.6) \
        if isinstance(value, str) else []
    return f" (did you mean {near[0]}?)" if near else ""


def _listed(allowed: dict[str, str]) -> str:
    """The keys a field may give, each with its words: "home:0 (P0's home), ... or problem:1
    (P1's Problem)"."""
    each = [key if words in (key, "") else f"{key} ({words})" for key, words in allowed.items()]
    return ", ".join(each[:-1]) + f" or {each[-1]}" if len(each) > 1 else each[0]


def _unknown_card(name: str, library: CardLibrary) -> str:
    """A card no code or full name gives, with the card the judge most likely meant: a
    misspelt name ("Twilight Sparkel, Faithful Student") is found by its spelling."""
    names = {card.full_name.casefold(): card.full_name for card in library.cards()}
    near = difflib.get_close_matches(name.casefold(), list(names), n=1, cutoff=0.8)
    return f"unknown card {name!r}" + (f": did you mean {names[near[0]]}?" if near else "")


def _cards(raw: Any, library: CardLibrary) -> dict[int, dict[str, Any]]:
    if not isinstance(raw, list):
        raise BoardFormatError("cards", "expected a list of cards")
    cards: dict[int, dict[str, Any]] = {}
    for index, item in enumerate(raw):
        where = f"cards[{index}]"
        if not isinstance(item, dict):
            raise BoardFormatError(where, "expected an object")
        refuse_unknown_keys(item, CARD_FIELDS, where, BoardFormatError)
        _refuse_missing(item, where)
        iid = _int(item.get("iid"), f"{where}.iid", minimum=1)
        if iid in cards:
            raise BoardFormatError(f"{where}.iid", f"instance id {iid} is used twice")
        name = _str(item.get("card"), f"{where}.card")
        try:
            card_id = library.find(name).id
        except LookupError:
            raise BoardFormatError(f"{where}.card", _unknown_card(name, library)) from None
        owner = _player_number(item["owner"], f"{where}.owner", "the player who owns the card")
        if card_id.startswith(DILEMMA_PREFIX) and item.get("zone") != "play":
            raise BoardFormatError(f"{where}.card", "a Dilemma is a Problem only in play (522.1); "
                                   "elsewhere give its own card id")
        c = new_card_record(iid, card_id, owner)
        c["ctrl"] = _player_number(item.get("ctrl", owner), f"{where}.ctrl", "the player who controls the card")
        zone = item.get("zone")
        if zone not in ALL_ZONES:
            raise BoardFormatError(f"{where}.zone", _one_of(zone, ZONE_WORDS, "zone", "a card's zone is")
                                   + " (401.1)")
        c["zone"] = zone
        area = item.get("area")
        if area is not None:
            _str(area, f"{where}.area")
        c["area"] = area
        host = item.get("host")
        c["host"] = None if host is None else _int(host, f"{where}.host")
        for flag in ("exhausted", "frightened", "face_down", "boosted"):
            c[flag] = _bool(item.get(flag, False), f"{where}.{flag}")
        counters = item.get("counters", {})
        if not isinstance(counters, dict):
            raise BoardFormatError(f"{where}.counters", "expected an object of name: count")
        for key, value in counters.items():
            problem = counter_problem(str(key), library)
            if problem:
                raise BoardFormatError(f"{where}.counters.{key}", problem)
            if _int(value, f"{where}.counters.{key}", minimum=0) == 0:
                raise BoardFormatError(f"{where}.counters.{key}", "leave out counters that are zero")
            if value > MAX_COUNTERS:
                raise BoardFormatError(f"{where}.counters.{key}",
                                       f"expected a number of counters from 1 to {MAX_COUNTERS}, got {value}")
        c["counters"] = dict(counters)
        c["ts"] = _int(item.get("ts", 0), f"{where}.ts", minimum=0)
        if "token" in item:
            # 521.3: a token exists only in play; a token Friend's id says it is one
            if not _bool(item["token"], f"{where}.token"):
                raise BoardFormatError(f"{where}.token", "leave the field out for cards that are not tokens")
            if zone != "play":
                raise BoardFormatError(f"{where}.token", "a token can only be in play (521.3)")
            c["token"] = True
        elif library.card(card_id).is_token:
            raise BoardFormatError(f"{where}.token", "a token Friend must say \"token\": true")
        if "beneath" in item:
            under = item["beneath"]
            if not isinstance(under, list) or not under:
                raise BoardFormatError(f"{where}.beneath", "expected a non-empty list of instance ids "
                                       "(leave the field out when no card is beneath it)")
            c["beneath"] = [_int(v, f"{where}.beneath[{k}]", minimum=1) for k, v in enumerate(under)]
        if "exiled" in item:
            exiled = item["exiled"]
            if not isinstance(exiled, list) or not exiled or not all(
                    isinstance(e, list) and len(e) == 2 and e[1] in ("until", "this_way") for e in exiled):
                raise BoardFormatError(f"{where}.exiled", "expected a non-empty list of [instance id, \"until\" or "
                                       "\"this_way\"] (leave the field out when it banished nothing)")
            c["exiled"] = [[_int(e[0], f"{where}.exiled[{k}]", minimum=1), e[1]] for k, e in enumerate(exiled)]
        cards[iid] = c
    return cards


def _refuse_missing(item: dict[str, Any], where: str) -> None:
    """A card record without one of the fields every card gives is refused by that field's
    name, not read with a stand-in value nor as a wrong value ("expected text, got None")."""
    for key in CARD_REQUIRED:
        if key not in item:
            raise BoardFormatError(f"{where}.{key}", f"`{key}` is missing: every card listed gives its "
                                   f"{', '.join(CARD_REQUIRED[:-1])} and {CARD_REQUIRED[-1]}")


def _iid_list(raw: Any, field: str, cards: dict[int, dict]) -> list[int]:
    if not isinstance(raw, list):
        raise BoardFormatError(field, "expected a list of card instance ids")
    out = []
    for index, value in enumerate(raw):
        iid = _int(value, f"{field}[{index}]")
        if iid not in cards:
            raise BoardFormatError(f"{field}[{index}]", f"no card with instance id {iid}")
        out.append(iid)
    return out


def _player(p: int, raw: Any, cards: dict[int, dict], library: CardLibrary, top_first: bool) -> dict[str, Any]:
    """A player's numbers and zone lists; with `top_first` (version 2) a deck's list, or the
    deck's cards in the order of `cards` when no list is given, starts with the top card."""
    where = f"players[{p}]"
    if not isinstance(raw, dict):
        raise BoardFormatError(where, "expected an object")
    refuse_unknown_keys(raw, PLAYER_FIELDS, where, BoardFormatError)
    player = empty_player()
    name = _name(raw.get("name"), f"{where}.name")
    if name:
        player[NAME] = name  # (only when given: a board without names is the same board as before)
    for key in ("score", "tokens", "turns", "drawn"):
        if key in raw:
            player[key] = _int(raw[key], f"{where}.{key}", minimum=0)
    for key, what in (("score", "number of points"), ("tokens", "number of action tokens")):
        # (the board editor's boxes hold no more: a larger number is a typo, never cut short)
        if player[key] > MAX_PLAYER_NUMBER:
            raise BoardFormatError(f"{where}.{key}", f"expected a {what} from 0 to {MAX_PLAYER_NUMBER}, "
                                                     f"got {player[key]}")
    player["hand_size"] = _int(raw.get("hand_size", 8), f"{where}.hand_size", minimum=0)
    if raw.get("mulligan") is not None:
        player["mulligan"] = _bool(raw["mulligan"], f"{where}.mulligan")
    for zone in ZONES:
        listed = _zone(raw, zone, p, cards, library)
        player[zone] = listed[::-1] if top_first and zone in DECKS else listed
    aside = _zone(raw, ASIDE, p, cards, library)
    if aside:
        player[ASIDE] = aside  # (only while it holds a card, as the engine keeps it)
    mane = raw.get("mane")
    if mane is None:
        manes = [i for i, c in sorted(cards.items()) if c["owner"] == p and c["zone"] == "play"
                 and library.spec(c["card"]).type == "mane"]
        mane = manes[0] if manes else 0
    player["mane"] = _int(mane, f"{where}.mane")
    if player["mane"] not in cards:
        raise BoardFormatError(f"{where}.mane", "expected the instance id of the player's Mane Character; "
                               + (f"no card has instance id {player['mane']}" if player["mane"] else
                                  f"no Mane Character of P{p}'s is in play"))
    kind = library.spec(cards[player["mane"]]["card"]).type
    if kind != "mane":
        raise BoardFormatError(f"{where}.mane", misplaced_words(card_name({"cards": cards}, library, player["mane"]),
                                                                KINDS.get(kind, "card"), f"P{p}'s Mane Character",
                                                                MANE_HOLDS))
    return player


def _zone(raw: dict[str, Any], zone: str, p: int, cards: dict[int, dict], library: CardLibrary) -> list[int]:
    """Player `p`'s list of a zone as the file gives it (default: the cards whose `zone` and
    `owner` say so, in the order of `cards`), each card agreeing that it is there."""
    where = f"players[{p}].{zone}"
    default = [i for i, c in sorted(cards.items()) if c["zone"] == zone and c["owner"] == p]
    listed = _iid_list(raw.get(zone, default), where, cards)
    for index, iid in enumerate(listed):
        c = cards[iid]
        if c["zone"] != zone or c["owner"] != p:
            raise BoardFormatError(f"{where}[{index}]", f"{card_name({'cards': cards}, library, iid)} says it is "
                                   f"{_zone_words(c)}, not {_zone_words({'zone': zone, 'owner': p})}")
    return listed


def _areas(raw: Any, cards: dict[int, dict]) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise BoardFormatError("areas", "expected an object of area name: area")
    out = {}
    for key, area in raw.items():
        where = f"areas.{key}"
        if not AREA_KEY.fullmatch(key):
            raise BoardFormatError(where, _one_of(key, AREA_KEYS, "area", "an area is")
                                   + " (302.1), or dilemma:<number> for a Dilemma in play (522.2)")
        if not isinstance(area, dict):
            raise BoardFormatError(where, "expected an object")
        refuse_unknown_keys(area, AREA_FIELDS, where, BoardFormatError)
        for needed in AREA_REQUIRED:
            if needed not in area:
                raise BoardFormatError(f"{where}.{needed}", f"`{needed}` is missing: every area gives its owner (0 or 1, "
                                       "the player whose home or Problem it is) and its kind (home or problem)")
        kind = area["kind"]
        if kind not in ("home", "problem"):
            raise BoardFormatError(f"{where}.kind", _one_of(kind, {"home": "", "problem": ""}, "kind of area",
                                                            "an area's kind is"))
        owner = _player_number(area["owner"], f"{where}.owner", "the player whose home or Problem it is")
        problem = area.get("problem")
        if problem is not None and _int(problem, f"{where}.problem") not in cards:
            raise BoardFormatError(f"{where}.problem", f"no card with instance id {problem}")
        out[key] = {"owner": owner, "kind": kind, "problem": problem}
    for needed in ("home:0", "home:1"):
        if needed not in out:
            raise BoardFormatError("areas", f"area {needed!r} is missing")
    return out


def _check_zones(s: dict[str, Any], library: CardLibrary) -> None:
    """401.1: every card is in exactly one zone, and its record agrees. A card the lists
    leave out, or list twice, is named as the match table names it, with the list it
    belongs in, in words and as the file spells it."""
    seen: dict[int, str] = {}
    lists = [(f"players[{p}].{zone}", s["players"][p].get(zone, [])) for p in (0, 1) for zone in (*ZONES, ASIDE)]
    lists += [("play", s["play"]), ("queue", s["queue"])]
    for field, iids in lists:
        for iid in iids:
            if iid in seen:
                twice = "twice in" if seen[iid] == field else f"in {_list_words(seen[iid])} and in"
                raise BoardFormatError(field, f"{card_name(s, library, iid)} is listed {twice} "
                                       f"{_list_words(field)}: a card is in one zone only (401.1)")
            seen[iid] = field
    for iid, c in s["cards"].items():
        if iid not in seen:
            field = _list_of(c)
            raise BoardFormatError(f"cards[iid={iid}].zone", f"{card_name(s, library, iid)} says it is "
                                   f"{_zone_words(c)}, but {_list_words(field)} does not list it: "
                                   f"add {iid} to {field}, or give the card the zone of the list it is in")
        field = seen[iid]
        expected = field.split(".")[-1]
        if c["zone"] != expected:
            raise BoardFormatError(field, f"{card_name(s, library, iid)} says it is {_zone_words(c)}, "
                                   f"not {_list_words(field)}")


def _area_words(key: str, area: dict[str, Any]) -> str:
    """An area of the board in a judge's words: "P0's home", "P1's Problem", "P0's Dilemma"."""
    kind = "home" if area["kind"] == "home" else "Dilemma" if key.startswith(DILEMMA_PREFIX) else "Problem"
    return f"P{area['owner']}'s {kind}"


def _list_of(c: dict[str, Any]) -> str:
    """The zone list a card's record says it is in, as the file spells it."""
    return c["zone"] if c["zone"] in ("play", "queue") else f"players[{c['owner']}].{c['zone']}"


def _list_words(field: str) -> str:
    """A zone list in a judge's words, with its name in the file: "P0's hand (players[0].hand)"."""
    found = re.fullmatch(r"players\[(\d)\]\.(\w+)", field)
    if found is None:
        return f"the {ZONE_NAMES.get(field, field)} list ({field})"
    return f"P{found.group(1)}'s {ZONE_NAMES.get(found.group(2), found.group(2))} ({field})"


def _zone_words(c: dict[str, Any]) -> str:
    """The zone a card record names, in words: "in P0's hand", "in play"."""
    if c["zone"] == "play":
        return "in play"
    if c["zone"] == "queue":
        return f"in the {ZONE_NAMES['queue']}"
    return f"in P{c['owner']}'s {ZONE_NAMES.get(c['zone'], c['zone'])}"


def _check_play(s: dict[str, Any], library: CardLibrary) -> None:
    """405.1: a card in play is at an area of the board (a home or a Problem)."""
    for iid in s["play"]:
        c = s["cards"][iid]
        host = c["host"]
        # 511.2: an attachment whose host has left play stays (at the area it was at, even
        # one that has ceased to exist) until Pre-Priority Processing dismisses it
        orphan = host is not None and (host not in s["cards"] or s["cards"][host]["zone"] != "play")
        if c["area"] not in s["areas"] and not orphan:
            areas = {key: _area_words(key, area) for key, area in s["areas"].items()}
            raise BoardFormatError(f"cards[iid={iid}].area", f"{card_name(s, library, iid)} is in play at "
                                   f"{_shown(c['area'])}, no area of this board{_meant(c['area'], areas)}: a card in "
                                   f"play is at a home or a Problem (405.1, 302.1), here {_listed(areas)}")
        if host is not None and (host < 1 or host == iid):
            raise BoardFormatError(f"cards[iid={iid}].host", f"expected the instance id of another card, got {host}")
    for iid, c in s["cards"].items():
        if c["zone"] != "play" and (c["area"] is not None or c["host"] is not None):
            raise BoardFormatError(f"cards[iid={iid}].area", "only cards in play have an area or host")


def _check_hosts(s: dict[str, Any], running: bool) -> None:
    """509: an attachment's host is a card of the file, or one that has just left play.

    A card leaving play becomes a new card (410.6), so the host an attachment names may
    be no card at all until Pre-Priority Processing dismisses the attachment (511.2).
    That happens only in the middle of a running procedure; a file without one
    starts at a step, where such an attachment would have been dismissed already. A
    host never handed out (at or above `next_iid`) is a mistake either way."""
    for iid in s["play"]:
        host = s["cards"][iid]["host"]
        if host is None or host in s["cards"]:
            continue
        where = f"cards[iid={iid}].host"
        if not running:
            raise BoardFormatError(where, f"no card with instance id {host}; an attachment whose host has left "
                                   "play is dismissed before anyone acts (511.2): put it in its owner's discard pile")
        if host >= s["next_iid"]:
            raise BoardFormatError(where, f"no card with instance id {host} has been in this game "
                                   f"(next_iid is {s['next_iid']})")


def _check_beneath(s: dict[str, Any], library: CardLibrary) -> None:
    """Glossary, Pumped: cards beneath a card in play are banished cards, each beneath one card.
    A card out of place is named as the match table names it, with where it is."""
    seen: dict[int, int] = {}

    def named(iid: int) -> str:
        return card_name(s, library, iid)

    for holder, c in s["cards"].items():
        for index, iid in enumerate(c.get("beneath", ())):
            where = f"cards[iid={holder}].beneath[{index}]"
            if c["zone"] != "play":
                raise BoardFormatError(f"cards[iid={holder}].beneath", "only a card in play has cards beneath it")
            if iid not in s["cards"]:
                raise BoardFormatError(where, f"no card with instance id {iid}")
            if s["cards"][iid]["zone"] != "banished":
                raise BoardFormatError(where, f"{named(iid)} is {place_name(s, iid)}; cards beneath a card are "
                                       "banished (410.5)")
            if iid in seen:
                raise BoardFormatError(where, f"{named(iid)} is also beneath {named(seen[iid])}")
            seen[iid] = holder
        for index, (iid, _how) in enumerate(c.get("exiled", ())):
            where = f"cards[iid={holder}].exiled[{index}]"
            if c["zone"] != "play":
                raise BoardFormatError(f"cards[iid={holder}].exiled", "only a card in play keeps cards it banished")
            if iid not in s["cards"]:
                raise BoardFormatError(where, f"no card with instance id {iid}")
            if s["cards"][iid]["zone"] != "banished":
                raise BoardFormatError(where, f"{named(iid)} is {place_name(s, iid)}, not a banished card (410.5)")
            if iid in seen:
                raise BoardFormatError(where, f"{named(iid)} is also listed by {named(seen[iid])}")
            seen[iid] = holder


def _mod(mod: Any, index: int, cards: dict[int, dict], library: CardLibrary) -> None:
    where = f"mods[{index}]"
    if not isinstance(mod, dict):
        raise BoardFormatError(where, "expected an object")
    refuse_unknown_keys(mod, MOD_FIELDS, where, BoardFormatError)
    for key in ("kind", "until", "color"):
        _str(mod.get(key), f"{where}.{key}")
    for key in ("target", "amount", "ctrl", "src", "ts"):
        _int(mod.get(key), f"{where}.{key}")
    if mod["kind"] not in MOD_KINDS:
        raise BoardFormatError(f"{where}.kind", f"expected one of {', '.join(MOD_KINDS)}")
    until = mod["until"]
    head, _, arg = until.partition(":")
    if not (until in DURATIONS or (head in ("next_turn", "while", "exhausted") and arg.isdigit())):
        raise BoardFormatError(f"{where}.until", f"expected one of {', '.join(DURATIONS)}, next_turn:<player>, "
                               f"while:<iid> or exhausted:<iid>, got {until!r}")
    if ("keyword" in mod) != (mod["kind"] in (KEYWORD_MOD, KEYWORD_LOST)):
        raise BoardFormatError(f"{where}.keyword", "a keyword modifier, and only one, names the keyword it gives")
    if "keyword" in mod:
        _str(mod["keyword"], f"{where}.keyword")
    if "area" in mod:
        # a confront modifier for one Problem ("... to confront that Problem until ...",
        # "players can't confront that Problem that turn", a card contributing its power to
        # confronting the Problem at `area` from afar)
        _str(mod["area"], f"{where}.area")
        if mod["kind"] not in ("confront", "no_confront", CONFRONT_CONTRIBUTION, MEETS_WITH_TRAITS):
            raise BoardFormatError(f"{where}.area", "only confront modifiers name a Problem")
    if ("traits" in mod) != (mod["kind"] == MEETS_WITH_TRAITS):
        raise BoardFormatError(f"{where}.traits", "a meets_with_traits modifier, and only one, names its traits")
    if "traits" in mod and not (isinstance(mod["traits"], list) and all(isinstance(t, str) for t in mod["traits"])):
        raise BoardFormatError(f"{where}.traits", "expected a list of trait names")
    if "card" in mod:
        # the card whose effect keeps a character from being sent home or gives control of a
        # card, named once it is gone (410.6: Tricking the Trixster, A Simple Mix-up in the
        # discard pile)
        if mod["kind"] not in (STAYS_WHEN_SOLVED, "control"):
            raise BoardFormatError(f"{where}.card", "only stays_when_solved and control modifiers name their card")
        try:
            mod["card"] = library.find(_str(mod["card"], f"{where}.card")).id
        except LookupError:
            raise BoardFormatError(f"{where}.card", _unknown_card(str(mod["card"]), library)) from None
    if "while_flipped" in mod:
        # "while this card is flipped" (708.2a): the flipped card, which may have left the
        # flip zone since (the modifier then holds no longer, `power.mod_holds`)
        _int(mod["while_flipped"], f"{where}.while_flipped")
        if mod["kind"] != "power":
            raise BoardFormatError(f"{where}.while_flipped", "only power modifiers have this condition")
    if mod["kind"] != "control":
        if "to" in mod:
            raise BoardFormatError(f"{where}.to", "only control changes have a new controller")
        return
    # 513.2: a control change names the card in play and the player who gains control
    target = cards.get(mod["target"])
    if target is None or target["zone"] != "play":
        raise BoardFormatError(f"{where}.target", f"no card in play with instance id {mod['target']}")
    if _int(mod.get("to"), f"{where}.to") not in (0, 1):
        raise BoardFormatError(f"{where}.to", "expected 0 or 1")
    if mod["ctrl"] not in (0, 1):
        raise BoardFormatError(f"{where}.ctrl", "expected 0 or 1")


def _check_control(s: dict[str, Any], raw_cards: list) -> None:
    """A card's controller is its owner unless a control change says otherwise (513.2).

    A hand-written card in play whose `ctrl` differs from its owner with no control
    change in `mods` gets one lasting indefinitely; a `ctrl` that contradicts the
    control changes in the file is refused."""
    cards = s["cards"]
    changed = {m["target"] for m in s["mods"] if m["kind"] == "control"}
    for index, item in enumerate(raw_cards):
        c = cards[item["iid"]]
        where = f"cards[{index}].ctrl"
        if c["zone"] != "play":
            if c["ctrl"] != c["owner"]:
                raise BoardFormatError(where, "only cards in play can have a controller other than their owner (513.2)")
            continue
        if c["iid"] not in changed:
            if c["ctrl"] != c["owner"]:
                top = max([0, *(m["ts"] for m in s["mods"]), *(x["ts"] for x in cards.values())])
                s["mods"].append({"kind": "control", "target": c["iid"], "to": c["ctrl"], "amount": 0,
                                  "color": "", "until": CONTROL_FOREVER, "ctrl": c["ctrl"], "src": 0,
                                  "ts": top + 1})
            continue
        latest = max((m for m in s["mods"] if m["kind"] == "control" and m["target"] == c["iid"]),
                     key=lambda m: m["ts"])
        if "ctrl" not in item:
            c["ctrl"] = latest["to"]
        elif c["ctrl"] != latest["to"]:
            raise BoardFormatError(where, f"P{latest['to']} controls card {c['iid']} by the latest control "
                                   f"change in mods (513.2), not P{c['ctrl']}")


# The fields every running procedure needs, with their types ("player" = 0 or 1).
FRAME_FIELDS: dict[str, dict[str, Any]] = {
    "setup": {"step": int},
    "turn": {"step": int},
    "window": {"ctx": str, "player": "player", "passes": int},
    "ppp": {"wave": int, "batch": list},
    "entering_choices": {"first": "player", "choices": list},
    "challenge": {"done": list},
    "uncover_step": {"done": list},
    "confront": {"done": list},
    "faceoff": {"step": int},
    "wrapup": {"step": int},
    "play_card": {"player": "player", "iid": int, "dest": str, "react": int, "step": int},
    "ability": {"src": int, "card": str, "ab": "index", "boosted": bool, "name": str, "ctrl": "player",
                "data": dict, "step": int},
    "replace_dismiss": {"card": int, "options": list},
    "act_together": {"verb": str, "cards": list, "rule": str, "decided": list},
    "replace_instead": {"card": int, "event": str, "rule": str, "used": list, "options": list, "declined": list,
                        "data": dict},
    "replace_draw": {"player": "player", "left": int, "rule": str, "declined": list, "data": dict},
    "draw_step_close": {"player": "player"},
    "replace_discard": {"card": int, "rule": str, "by": "by", "data": dict},
    "send_home_which": {"card": int, "rule": str, "options": list},
    "send_elsewhere": {"card": int, "areas": list, "rule": str},
    "choose_stayers": {"area": str, "todo": list, "stay": list},
    "solve_window": {},
    "unique_repair": {},
    "bottom_order": {"player": "player", "cards": list, "rule": str},
    "vexing": {"area": str, "player": "player"},  # (its `card` once chosen: `_frame`)
    "loop": {"kind": str, "player": "player"},
    "flip_round": {"todo": list, "rule": str},
    "put_back_into_play": {"cards": list},
    "extra_cost": {"player": "player", "iid": int, "costs": list, "i": int},
    "guess_at_random": {"parent": int, "found": list, "hand_of": "by", "labels": list, "what": str, "rule": str,
                        "guessers": list, "guessed": list, "right": list},
}


def _frame(frame: Any, where: str) -> None:
    if not isinstance(frame, dict) or not isinstance(frame.get("op"), str) or frame["op"] not in HANDLERS:
        raise BoardFormatError(f"{where}.op", f"unknown procedure {frame.get('op') if isinstance(frame, dict) else frame!r}")
    for field, kind in FRAME_FIELDS.get(frame["op"], {}).items():
        value = frame.get(field)
        if kind == "player":
            ok = value in (0, 1) and not isinstance(value, bool)
        elif kind == "by":  # a player, or -1 for the game's rules
            ok = value in (-1, 0, 1) and not isinstance(value, bool)
        elif kind == "index":  # an ability's position in its card's text, -1 for a keyword
            ok = isinstance(value, int) and not isinstance(value, bool) and value >= -1
        elif kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        else:
            ok = isinstance(value, kind)
        if not ok:
            raise BoardFormatError(f"{where}.{field}", f"expected {getattr(kind, '__name__', kind)}, got {value!r}")
    if frame["op"] == "window":
        # 802.2 bookkeeping: [quick key, position key, player, action] and
        # [position key or "", player, action]
        for field, shape in (("acts", (list, str, int, str)), ("barred", (str, int, str))):
            for n, entry in enumerate(frame.get(field, [])):
                if not isinstance(entry, list) or len(entry) != len(shape) or not all(
                        isinstance(v, t) and not isinstance(v, bool) for v, t in zip(entry, shape, strict=False)):
                    raise BoardFormatError(f"{where}.{field}[{n}]", f"expected a list of {len(shape)} values "
                                           "(see docs/board-state-format.md, Procedures)")
    if frame["op"] == "vexing":
        # the Vexing card whose replacement applies, absent while the confronting player
        # chooses among several (710.5), and those declined
        for n, card in enumerate([*([frame["card"]] if "card" in frame else []), *frame.get("declined", [])]):
            if not isinstance(card, int) or isinstance(card, bool) or card < 0:
                field = "card" if n == 0 and "card" in frame else "declined"
                raise BoardFormatError(f"{where}.{field}", f"expected a card number, got {card!r}")
    if frame["op"] == "ppp" and not isinstance(frame.get("seen", {}), dict):
        raise BoardFormatError(f"{where}.seen", "expected an object of position: sightings")
    if frame["op"] == "loop":
        # 802: what the number is asked for depends on the kind of loop
        kinds = {"mandatory": {"trigger": int, "done": int, "delta": list},
                 "optional": {"actors": list, "chosen": list, "loop": list}}
        if frame["kind"] not in kinds:
            raise BoardFormatError(f"{where}.kind", "expected mandatory or optional")
        for field, kind in kinds[frame["kind"]].items():
            value = frame.get(field)
            if not isinstance(value, kind) or isinstance(value, bool):
                raise BoardFormatError(f"{where}.{field}", f"expected {kind.__name__}, got {value!r}")
    if frame["op"] == "act_together" and frame["verb"] not in TOGETHER_VERBS:
        raise BoardFormatError(f"{where}.verb", f"expected one of {', '.join(TOGETHER_VERBS)}")
    if frame["op"] == "turn" and frame["step"] >= len(TURN_STEPS):
        raise BoardFormatError(f"{where}.step", f"expected 0..{len(TURN_STEPS) - 1}")


def _check_trigger_order(frame: dict, pending: dict, index: int) -> None:
    """A pending choice of the next triggered effect (511.7a) names triggers the procedure
    holds: the answer is looked up among them."""
    if frame["op"] != "ppp" or frame.get("asking") != "order":
        return
    waiting = {t["n"] for t in frame["batch"] if isinstance(t, dict) and isinstance(t.get("n"), int)}
    for number, option in enumerate(pending["options"]):
        kind, _, n = option["key"].partition(":")
        if kind != "trigger" or not n.isdecimal() or int(n) not in waiting:
            raise BoardFormatError(f"pending.options[{number}].key",
                                   f"names no triggered effect waiting in stack[{index}].batch")


def _pending(pending: dict) -> None:
    refuse_unknown_keys(pending, PENDING_FIELDS, "pending", BoardFormatError)
    for key in ("player", "min", "max"):
        _int(pending.get(key), f"pending.{key}", minimum=0)
    if pending["player"] not in (0, 1):
        raise BoardFormatError("pending.player", "expected 0 or 1")
    _str(pending.get("kind"), "pending.kind")
    _str(pending.get("prompt"), "pending.prompt")
    if not isinstance(pending.get("context", {}), dict):
        raise BoardFormatError("pending.context", "expected an object")
    number = pending.get("context", {}).get("number")
    if number is not None:
        # a number choice (802): any answer number:<n> with min <= n <= max (null: no limit)
        if not isinstance(number, dict):
            raise BoardFormatError("pending.context.number", "expected {min, max}")
        low = _int(number.get("min"), "pending.context.number.min", minimum=0)
        if number.get("max") is not None:
            _int(number["max"], "pending.context.number.max", minimum=low)
    options = pending.get("options")
    if not isinstance(options, list) or not options:
        raise BoardFormatError("pending.options", "expected a non-empty list of {key, label}")
    for index, option in enumerate(options):
        if not isinstance(option, dict):
            raise BoardFormatError(f"pending.options[{index}]", "expected {key, label}")
        refuse_unknown_keys(option, OPTION_FIELDS, f"pending.options[{index}]", BoardFormatError)
        _str(option.get("key"), f"pending.options[{index}].key")
        _str(option.get("label"), f"pending.options[{index}].label")
