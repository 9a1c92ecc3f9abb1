"""The judge's board editor without the window: a position as plain, editable data.

A judge at a table sets up the position in front of them card by card. The
editor keeps that work as a `BoardSetup` (each player's Mane Character and
Problem, cards in play with their flags and hosts, hand and piles in order,
points and action tokens; whose turn, the turn number, where the turn starts),
and turns it into the board-state document of docs/board-state-format.md.

The engine's board-state loader stays the one judge of whether a document is
a position: this module only builds the document and, when the loader
refuses it, says which of the editor's cards the refused field is (`CardPlace`)
so the window can point at it. The few things checked here are those the
document cannot express or the loader would take silently for something else:
a card attached to a card that is not in play, a player without a Problem, a
Mane Character or Problem slot holding another kind of card.

Every card gets a number (`ref`) when it is added; that number becomes its
instance id on the table, so the judge finds the same `#12` in both.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.errors import EngineError, StateFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import BOARD_FORMAT
from engine.mlp.state.game import STATE_VERSION, MlpGame
from engine.mlp.state.library import CardLibrary
from tourney.errors import ValidationError
from tourney.services.match_table import MatchTable, board_table, save_board_document

PILES: tuple[tuple[str, str], ...] = (
    ("hand", "Hand"),
    ("deck", "Draw deck (top first)"),
    ("discard", "Discard pile (top first)"),
    ("problem_deck", "Problem deck (top first)"),
    ("banished", "Banished"),
)
"""The zones a player's cards can be in besides play, as the editor lists them."""
TOP_FIRST = frozenset({"deck", "discard", "problem_deck"})
"""Piles the editor lists top card first; the document lists them bottom first."""

START_STEPS: tuple[tuple[str, str, str], ...] = (
    ("ready", "ready", "Ready Phase: ready cards (start of the turn)"),
    ("tokens", "ready", "Ready Phase: gain action tokens"),
    ("draw", "ready", "Ready Phase: draw"),
    ("troublemaker", "troublemaker", "Troublemaker Phase: uncover Troublemakers"),
    ("challenge", "troublemaker", "Troublemaker Phase: challenge Troublemakers"),
    ("main", "main", "Main Phase"),
    ("score", "score", "Score Phase: confront Problems"),
    ("end", "end", "End Phase"),
)
"""Where the turn can start: (turn step, its phase, what the judge reads)."""
SEPARATOR = " · "
"""Between a card's code and its name in a completion ("PR4 · Twilight Sparkle, ...")."""
MAX_TOKENS = 99
MAX_SCORE = 99


AREA_LABELS = {"home:0": "P0's home", "home:1": "P1's home", "problem:0": "P0's Problem",
               "problem:1": "P1's Problem"}


def areas_for(player: int) -> tuple[tuple[str, str], ...]:
    """The areas a player's card in play can be at: their home or either Problem."""
    return ((f"home:{player}", "home"), ("problem:0", "P0's Problem"), ("problem:1", "P1's Problem"))


@dataclass(slots=True)
class EditorCard:
    """One card in the editor. `card` is what the judge typed: a code or a full name."""

    ref: int
    card: str = ""
    area: str = ""  # cards in play only: home:<p>, problem:0, problem:1
    exhausted: bool = False
    frightened: bool = False
    face_down: bool = False
    boosted: bool = False
    host: int | None = None  # the ref of the card in play it is attached to
    counters: dict[str, int] = field(default_factory=dict)
    token: bool = False


@dataclass(slots=True)
class PlayerSetup:
    """One player's side of the board; piles listed as the editor shows them."""

    mane: EditorCard
    problem: EditorCard
    in_play: list[EditorCard] = field(default_factory=list)
    piles: dict[str, list[EditorCard]] = field(default_factory=lambda: {z: [] for z, _ in PILES})
    score: int = 0
    tokens: int = 0


@dataclass(slots=True)
class BoardSetup:
    """The whole position being edited."""

    players: tuple[PlayerSetup, PlayerSetup]
    turn: int = 1
    turn_player: int = 0
    first_player: int = 0
    start: str = "main"
    seed: int = 0
    next_ref: int = 5
    note: str = ""  # what the position it was taken from had that the editor leaves out

    def new_ref(self) -> int:
        ref = self.next_ref
        self.next_ref += 1
        return ref

    def new_card(self, card: str, **flags: Any) -> EditorCard:
        return EditorCard(self.new_ref(), card, **flags)

    def all_cards(self) -> list[tuple[CardPlace, EditorCard]]:
        """Every card with where it is, in the order the document lists them."""
        out: list[tuple[CardPlace, EditorCard]] = []
        for p, player in enumerate(self.players):
            out.append((CardPlace(p, "mane"), player.mane))
            out.append((CardPlace(p, "problem"), player.problem))
            out += [(CardPlace(p, "play", row), c) for row, c in enumerate(player.in_play)]
            for zone, _title in PILES:
                out += [(CardPlace(p, zone, row), c) for row, c in enumerate(player.piles[zone])]
        return out

    def in_play_refs(self) -> dict[int, tuple[int, EditorCard]]:
        """Cards in play by ref, with their owner: what an attachment can be attached to."""
        out: dict[int, tuple[int, EditorCard]] = {}
        for p, player in enumerate(self.players):
            for card in (player.mane, player.problem, *player.in_play):
                out[card.ref] = (p, card)
        return out


def empty_setup() -> BoardSetup:
    """A new board: each player's Mane Character (1, 2) and Problem (3, 4) still to type."""
    players = tuple(PlayerSetup(EditorCard(1 + p, area=f"home:{p}"), EditorCard(3 + p, area=f"problem:{p}"))
                    for p in (0, 1))
    return BoardSetup((players[0], players[1]))


@dataclass(frozen=True, slots=True)
class CardPlace:
    """Where a card is in the editor: a player's Mane/Problem slot, or a row of a list."""

    player: int
    zone: str  # mane, problem, play, or a pile
    row: int = 0

    @property
    def label(self) -> str:
        if self.zone == "mane":
            return f"P{self.player}'s Mane Character"
        if self.zone == "problem":
            return f"P{self.player}'s Problem"
        if self.zone == "play":
            return f"P{self.player}'s cards in play, row {self.row + 1}"
        title = dict(PILES)[self.zone].split(" (")[0]
        return f"P{self.player}'s {title.lower() if title != 'Hand' else 'hand'}, row {self.row + 1}"


class BoardSetupError(ValidationError):
    """A position the editor cannot put on the table; `place` is the card it is about."""

    def __init__(self, message: str, place: CardPlace | None = None, field: str = "") -> None:
        super().__init__(message)
        self.place = place
        self.field = field


# ----- cards by code or name -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardChoice:
    """One database card as the editor offers it for completion."""

    code: str
    name: str
    kind: str

    @property
    def text(self) -> str:
        return f"{self.code}{SEPARATOR}{self.name} ({self.kind})"


def card_choices(library: CardLibrary | None = None) -> list[CardChoice]:
    """Every card of the shipped database, by code, for typing a card's code or name."""
    lib = library or default_library()
    return sorted((CardChoice(c.code, c.full_name, c.type.value.capitalize()) for c in lib.cards()),
                  key=lambda c: c.text.casefold())


def entry_text(text: str) -> str:
    """The card a completion names ("PR4 · Twilight Sparkle, ... (Mane)" -> "PR4")."""
    return text.split(SEPARATOR, 1)[0].strip()


def match_card(text: str, library: CardLibrary | None = None) -> str:
    """The code of the one card a judge's typing names, else the typing as it is.

    "Holly Dash" is no card's full name, but only one card is called that: its
    code is what the board needs. Typing that fits several cards (or none) is kept,
    and the loader then says it is not a card.
    """
    wanted = entry_text(text)
    lib = library or default_library()
    try:
        lib.find(wanted)
        return wanted
    except LookupError:
        pass
    folded = wanted.casefold()
    if not folded:
        return wanted
    found = [c for c in lib.cards() if folded in c.full_name.casefold()]
    codes = {c.code for c in found}
    if len(found) == 1 or (len(codes) == 1 and len({c.full_name for c in found}) == 1):
        return _text_of(found[0].id, lib)
    return wanted


def describe_card(text: str, library: CardLibrary | None = None) -> str:
    """The full name and kind of the card a judge typed, or why it is not a card."""
    if not text.strip():
        return "(no card)"
    lib = library or default_library()
    try:
        card = lib.find(entry_text(text))
    except LookupError:
        return "unknown card"
    return f"{card.full_name} ({card.type.value.capitalize()})"


def _kind(text: str, lib: CardLibrary) -> str | None:
    try:
        return str(lib.find(entry_text(text)).type.value)
    except LookupError:
        return None


def read_counters(text: str) -> dict[str, int]:
    """Counters as a judge writes them: "2 power", "2 power, 1 delay" (519); "" for none."""
    counters: dict[str, int] = {}
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        count, _, name = part.partition(" ")
        if not count.isdigit() or not name.strip():
            raise ValueError(f"{part!r}: write a count and a kind of counter, e.g. '2 power'")
        if int(count):
            counters[name.strip().casefold().replace(" ", "_")] = int(count)
    return counters


# ----- the document ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BuiltBoard:
    """A board-state document and, for each of its `cards`, the editor card it came from."""

    document: dict[str, Any]
    places: tuple[CardPlace, ...]

    def place_of(self, field: str) -> CardPlace | None:
        """The editor card a loader field names: cards[3].card, cards[iid=7].host, players[1].mane."""
        head = field.split(".", 1)[0]
        if head.startswith("cards[iid="):
            ref = _number(head[len("cards[iid="):-1])
            refs = [c["iid"] for c in self.document["cards"]]
            return self.places[refs.index(ref)] if ref in refs else None
        if head.startswith("cards["):
            index = _number(head[len("cards["):-1])
            return self.places[index] if index is not None and index < len(self.places) else None
        if head.startswith("players[") and "." in field:
            player = _number(head[len("players["):-1])
            rest = field.split(".", 1)[1]
            if player not in (0, 1):
                return None
            if rest == "mane":
                return CardPlace(player, "mane")
            zone, _, row = rest.partition("[")
            if zone in dict(PILES) and row:
                iid = self.document["players"][player][zone][_number(row[:-1]) or 0]
                return self.place_of(f"cards[iid={iid}]")
        return None


def _number(text: str) -> int | None:
    return int(text) if text.isdigit() else None


def _record(card: EditorCard, owner: int, zone: str) -> dict[str, Any]:
    record: dict[str, Any] = {"iid": card.ref, "card": entry_text(card.card), "owner": owner, "zone": zone}
    if card.token:
        record["token"] = True
    if zone != "play":
        return record
    record["area"] = card.area
    for flag in ("exhausted", "frightened", "face_down", "boosted"):
        if getattr(card, flag):
            record[flag] = True
    if card.host is not None:
        record["host"] = card.host
    if card.counters:
        record["counters"] = dict(card.counters)
    return record


def build_document(setup: BoardSetup, library: CardLibrary | None = None) -> BuiltBoard:
    """The board-state document of the editor's position (not yet checked by the loader)."""
    lib = library or default_library()
    in_play = setup.in_play_refs()
    for p, player in enumerate(setup.players):
        if not player.problem.card.strip():
            raise BoardSetupError(f"P{p} has no Problem: type the code or name of the Problem "
                                  "the player has in play.", CardPlace(p, "problem"))
        for slot, wanted, what in (("mane", "mane", "a Mane Character"), ("problem", "problem", "a Problem")):
            card: EditorCard = getattr(player, slot)
            kind = _kind(card.card, lib)
            if kind is not None and kind != wanted:
                raise BoardSetupError(
                    f"{CardPlace(p, slot).label}: {entry_text(card.card)} ({describe_card(card.card, lib)}) "
                    f"is not {what}.", CardPlace(p, slot))
        for place, card in setup.all_cards():
            if place.player == p and not entry_text(card.card):
                raise BoardSetupError(f"{place.label}: no card given; type its code or name"
                                      + (", or remove the row." if place.zone not in ("mane", "problem") else "."),
                                      place)
        for row, card in enumerate(player.in_play):
            if card.host is None:
                continue
            place = CardPlace(p, "play", row)
            if card.host == card.ref:
                raise BoardSetupError(f"{place.label} ({entry_text(card.card)}): a card cannot be "
                                      "attached to itself.", place)
            if card.host not in in_play:
                raise BoardSetupError(f"{place.label} ({entry_text(card.card)}): attached to #{card.host}, "
                                      "which is not in play; choose a host in play or none.", place)
    cards: list[dict[str, Any]] = []
    places: list[CardPlace] = []
    players_doc: list[dict[str, Any]] = []
    for place, card in setup.all_cards():
        zone = "play" if place.zone in ("mane", "problem", "play") else place.zone
        record = _record(card, place.player, zone)
        if card.host is not None and card.host in in_play and zone == "play":
            record["area"] = in_play[card.host][1].area  # an attachment is where its host is (509)
        cards.append(record)
        places.append(place)
    for player in setup.players:
        entry: dict[str, Any] = {"score": player.score, "tokens": player.tokens, "mane": player.mane.ref}
        for zone, _title in PILES:
            refs = [c.ref for c in player.piles[zone]]
            entry[zone] = refs[::-1] if zone in TOP_FIRST else refs
        players_doc.append(entry)
    phase = next((phase for step, phase, _ in START_STEPS if step == setup.start), "main")
    areas = {f"home:{p}": {"owner": p, "kind": "home", "problem": None} for p in (0, 1)}
    for p, player in enumerate(setup.players):
        areas[f"problem:{p}"] = {"owner": p, "kind": "problem", "problem": player.problem.ref}
    document = {
        "format": BOARD_FORMAT, "version": STATE_VERSION, "card_db": lib.version, "seed": setup.seed,
        "turn": setup.turn, "turn_player": setup.turn_player, "first_player": setup.first_player,
        "phase": phase, "step": setup.start, "start": setup.start,
        "players": players_doc, "areas": areas, "cards": cards,
    }
    return BuiltBoard(document, tuple(places))


def _refused(built: BuiltBoard, exc: StateFormatError) -> BoardSetupError:
    """The loader's error, told about the editor's card it names."""
    place = built.place_of(exc.field)
    if place is None:
        return BoardSetupError(f"The board is refused: {exc.field}: {exc.detail} (board-state field "
                               f"{exc.field}).", None, exc.field)
    return BoardSetupError(f"{place.label}: {exc.detail} (board-state field {exc.field}).", place, exc.field)


def start_board(setup: BoardSetup, library: CardLibrary | None = None,
                title: str = "set-up board") -> MatchTable:
    """The editor's position on a match table, run to its first decision."""
    lib = library or default_library()
    built = build_document(setup, lib)
    try:
        return board_table(built.document, title, lib)
    except StateFormatError as exc:
        raise _refused(built, exc) from None
    except EngineError as exc:
        raise BoardSetupError(f"The board is refused: {exc}") from None


def save_board(setup: BoardSetup, path: str | Path, library: CardLibrary | None = None) -> Path:
    """Write the editor's position as a board-state file, once the loader has taken it."""
    lib = library or default_library()
    start_board(setup, lib)  # the loader's checks, and the engine runs it to a decision
    return save_board_document(build_document(setup, lib).document, path)


# ----- from a position on the table ------------------------------------------------------------


def _text_of(card_id: str, lib: CardLibrary) -> str:
    """What the judge would type for a card: its code, unless two cards share it."""
    try:
        card = lib.card(card_id)
    except KeyError:
        return card_id
    if card.is_token or not card.code:
        return card_id
    try:
        return card.code if lib.find(card.code).id == card_id else card_id
    except LookupError:
        return card_id


def setup_from_game(game: MlpGame) -> BoardSetup:
    """The position of a game as the editor's data, to change and start again.

    The editor starts a turn at a step, so what only exists while something is
    running (a pending decision, abilities resolving, a faceoff) is not taken
    over, nor are timed effects, control changes, cards beneath cards and
    Dilemma areas; `note` lists what there was of these.
    """
    s = copy.deepcopy(game.s)
    lib = game.lib
    cards = s["cards"]
    left_out: list[str] = []

    def editor_card(iid: int) -> EditorCard:
        c = cards[iid]
        return EditorCard(iid, _text_of(c["card"], lib), c["area"] or "", c["exhausted"], c["frightened"],
                          c["face_down"], c["boosted"], c["host"], dict(c["counters"]), bool(c.get("token")))

    players = []
    problems = {a["owner"]: a["problem"] for k, a in s["areas"].items() if k.startswith("problem:")}
    for p in (0, 1):
        record = s["players"][p]
        mane_iid = record["mane"]
        problem_iid = problems.get(p)
        mane = editor_card(mane_iid) if mane_iid in cards else EditorCard(0, area=f"home:{p}")
        problem = editor_card(problem_iid) if problem_iid in cards else EditorCard(0, area=f"problem:{p}")
        player = PlayerSetup(mane, problem, score=record["score"], tokens=record["tokens"])
        for zone, _title in PILES:
            iids = record[zone][::-1] if zone in TOP_FIRST else record[zone]
            player.piles[zone] = [editor_card(i) for i in iids]
        players.append(player)
    for iid in s["play"]:
        c = cards[iid]
        if c["owner"] not in (0, 1) or iid in (players[c["owner"]].mane.ref, players[c["owner"]].problem.ref):
            continue
        if c["area"] not in ("home:0", "home:1", "problem:0", "problem:1"):
            left_out.append(f"{lib.card(c['card']).full_name} #{iid} (at {c['area']})")
            continue
        card = editor_card(iid)
        if card.area.startswith("home:") and card.area != f"home:{c['owner']}":
            # 513.2: at the home of the player controlling it; the editor has no control changes
            left_out.append(f"P{c['ctrl']}'s control of {lib.card(c['card']).full_name} #{iid} "
                            f"(put at P{c['owner']}'s home)")
            card.area = f"home:{c['owner']}"
        players[c["owner"]].in_play.append(card)
    kept = {ref for pl in players for ref in (pl.mane.ref, pl.problem.ref, *(x.ref for x in pl.in_play))}
    for player in players:
        for card in player.in_play:
            if card.host is not None and card.host not in kept:
                card.host = None
    counts = [(len(s["mods"]), "timed effect(s)"),
              (sum(1 for c in cards.values() if c.get("beneath")), "card(s) with cards beneath them"),
              (sum(len(s["players"][p]["flip"]) for p in (0, 1)) + len(s["queue"]),
               "card(s) flipped in a faceoff or waiting in the queue")]
    left_out += [f"{n} {what}" for n, what in counts if n]
    pending = s["pending"]
    if pending and pending.get("kind") != "priority":
        left_out.append(f"the decision being asked ({pending.get('prompt', '')}); the turn starts "
                        "again at its step")
    start = s["step"] if s["step"] in dict((k, k) for k, _, _ in START_STEPS) else s["phase"]
    if start not in {k for k, _, _ in START_STEPS}:
        start = "main"
    for iid in [i for i, c in cards.items() if c["zone"] in ("flip", "queue")]:
        cards.pop(iid, None)
    setup = BoardSetup((players[0], players[1]), turn=max(1, s["turn"]), turn_player=s["turn_player"],
                       first_player=s["first_player"], start=start, seed=s["seed"],
                       next_ref=max([4, *cards]) + 1)
    for p, player in enumerate(setup.players):
        for slot, area in (("mane", f"home:{p}"), ("problem", f"problem:{p}")):
            card = getattr(player, slot)
            if card.ref == 0:
                setattr(player, slot, EditorCard(setup.new_ref(), area=area))
    if left_out:
        setup.note = "Left out of the editor: " + "; ".join(left_out) + "."
    return setup
