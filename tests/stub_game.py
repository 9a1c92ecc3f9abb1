"""A second game, small enough to read in one sitting, known only to the tests that register it.

"Sparks": each player has a hand of cards worth 1 to 3 and a table in front
of them. On their turn a player plays one card from hand onto their table
(its value is added to their score) or passes; the game ends when both pass in
a row or nobody has cards left, and the higher score wins. Two zones (hand,
table), four cards, one kind of decision.

It implements the whole game-system contract the match table and board editor
use (`engine.core.table`), so a test can show that a game the app has never
seen opens there with no change to `tourney/`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from engine.core.board_setup import (
    AreaSpec,
    BoardSchema,
    BoardSetup,
    BuiltBoard,
    CardChoice,
    EditorCard,
    FlagSpec,
    NumberSpec,
    PileSpec,
    PlayerSetup,
    entry_text,
)
from engine.core.decision import Decision
from engine.core.digest import digest
from engine.core.errors import DeckFormatError, IllegalAnswer, StateFormatError
from engine.core.game_system import GameSystem, Scoring
from engine.core.log import LogEntry
from engine.core.table import BoardEditing, Bot, TableRules
from engine.core.view import (
    AreaView,
    CardDetail,
    CardView,
    GameResult,
    LogRow,
    PlayerView,
    PositionView,
    ZoneView,
)

SYSTEM_ID = "sparks"
BOARD_FORMAT = "sparks-board"
CARDS = {"spark": ("Spark", 1), "ember": ("Ember", 2), "flame": ("Flame", 3), "cinder": ("Cinder", 1)}
"""Card id -> (name, value)."""
DECKS = {"Red": "spark\nember\nflame", "Blue": "cinder\nember\nspark"}


class SparksGame:
    """The whole game: a dict of plain data, a log, and the decision it waits on."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.s = state
        self.log: list[LogEntry] = []

    # ----- the two entry points ----------------------------------------------------------------

    def pending(self) -> Decision | None:
        s = self.s
        if s["result"] is not None:
            return None
        p = s["turn_player"]
        pairs = [(f"play:{iid}", f"Play {CARDS[s['cards'][iid]['card']][0]} #{iid} "
                                 f"(worth {CARDS[s['cards'][iid]['card']][1]})")
                 for iid in s["hands"][p]]
        pairs.append(("pass", "Pass"))
        return Decision.from_pairs(p, "play", f"P{p}: play a card from hand, or pass", pairs, 1, 1, {})

    def submit(self, answer: str | Sequence[str]) -> None:
        decision = self.pending()
        if decision is None:
            raise IllegalAnswer("the game is over")
        (key,) = decision.check_answer(answer)
        s = self.s
        p = s["turn_player"]
        if key == "pass":
            s["passes"] += 1
            self.log.append(LogEntry(s["turn"], "S2.1", f"P{p} passes"))
        else:
            iid = int(key.split(":")[1])
            s["hands"][p].remove(iid)
            s["cards"][iid]["zone"] = "table"
            name, value = CARDS[s["cards"][iid]["card"]]
            s["scores"][p] += value
            s["passes"] = 0
            self.log.append(LogEntry(s["turn"], "S2.2", f"P{p} plays {name} #{iid} and scores {value}"))
        if s["passes"] >= 2 or not any(s["hands"]):
            a, b = s["scores"]
            winner = None if a == b else (0 if a > b else 1)
            s["result"] = {"winner": winner, "reason": "no more plays", "rule": "S3"}
            self.log.append(LogEntry(s["turn"], "S3", "The game ends: " + ("a draw" if winner is None
                                                                             else f"P{winner} wins")))
            return
        s["turn"] += 1
        s["turn_player"] = 1 - p

    # ----- replays and keyframes ---------------------------------------------------------------

    def snapshot(self) -> tuple[str, tuple[LogEntry, ...]]:
        return json.dumps(self.s), tuple(self.log)

    def restore(self, snapshot: tuple[str, tuple[LogEntry, ...]]) -> None:
        state, log = snapshot
        self.s = json.loads(state)
        self.s["cards"] = {int(k): v for k, v in self.s["cards"].items()}
        self.log = list(log)

    def digest(self) -> str:
        return digest(self.s)


def _new_state(cards: dict[int, dict[str, Any]], turn: int = 1, turn_player: int = 0,
               scores: Sequence[int] = (0, 0)) -> dict[str, Any]:
    hands: list[list[int]] = [[], []]
    for iid, card in sorted(cards.items()):
        if card["zone"] == "hand":
            hands[card["owner"]].append(iid)
    return {"turn": turn, "turn_player": turn_player, "scores": list(scores), "cards": cards, "hands": hands,
            "passes": 0, "result": None}


class FirstOptionBot:
    """Plays a random card, seeded; passes when it has none."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, decision: Decision) -> list[str]:
        plays = [k for k in decision.keys if k != "pass"]
        return [self.rng.choice(plays)] if plays else ["pass"]


class SparksEditing(BoardEditing):
    schema = BoardSchema(
        slots=(),
        numbers=(NumberSpec("score", "Points", 20),),
        piles=(PileSpec("hand", "Hand"),),
        areas=(AreaSpec("table:0", "P0's table", 0, "table"), AreaSpec("table:1", "P1's table", 1, "table")),
        flags=(FlagSpec("glowing", "Glowing"),),
        start_steps=(("play", "Play a card"),),
        in_play_title="Cards on the table",
    )

    def card_choices(self) -> list[CardChoice]:
        return [CardChoice(card_id, name, "Spark card") for card_id, (name, _value) in CARDS.items()]

    def find_card(self, text: str) -> CardChoice | None:
        wanted = entry_text(text).casefold()
        return next((c for c in self.card_choices() if wanted in (c.code, c.name.casefold())), None)

    def match_card(self, text: str) -> str:
        found = self.find_card(text)
        return found.code if found is not None else entry_text(text)

    def build(self, setup: BoardSetup) -> BuiltBoard:
        cards, places = [], []
        for place, card in setup.all_cards():
            zone = "table" if place.zone == "play" else place.zone
            record = {"iid": card.ref, "card": entry_text(card.card), "owner": place.player, "zone": zone}
            cards.append(record)
            places.append(place)
        document = {"format": BOARD_FORMAT, "turn": setup.turn, "turn_player": setup.turn_player,
                    "scores": [p.numbers.get("score", 0) for p in setup.players], "cards": cards}
        return BuiltBoard(document, tuple(places))

    def setup_from(self, game: SparksGame) -> BoardSetup:
        s = game.s
        players = tuple(PlayerSetup({}, numbers={"score": s["scores"][p]}, piles={"hand": []}) for p in (0, 1))
        for iid, card in sorted(s["cards"].items()):
            editor = EditorCard(iid, card["card"], f"table:{card['owner']}" if card["zone"] == "table" else "")
            target = players[card["owner"]]
            (target.in_play if card["zone"] == "table" else target.piles["hand"]).append(editor)
        return BoardSetup(players, turn=s["turn"], turn_player=s["turn_player"], start="play",
                          next_ref=max([0, *s["cards"]]) + 1)


class SparksTable(TableRules):
    board_format = BOARD_FORMAT
    rules_name = "the Sparks rules"
    rules_short = "Sparks rules"
    editing = SparksEditing()

    def card_db_version(self) -> str:
        return ""

    def theme_decks(self) -> dict[str, str]:
        return dict(DECKS)

    def sample_pair(self) -> tuple[str, str]:
        return ("Red", "Blue")

    def read_deck(self, data: bytes | str, source: str) -> list[str]:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        ids = [line.strip() for line in text.splitlines() if line.strip()]
        unknown = [i for i in ids if i not in CARDS]
        if unknown:
            raise DeckFormatError(f"no such card {unknown[0]!r}")
        return ids

    def make_setup(self, decks: Sequence[Sequence[str]], seed: int) -> dict[str, Any]:
        return {"seed": seed, "decks": [list(d) for d in decks]}

    def new_game(self, setup: dict[str, Any]) -> SparksGame:
        cards: dict[int, dict[str, Any]] = {}
        for owner, deck in enumerate(setup["decks"]):
            for card in deck:
                cards[len(cards) + 1] = {"card": card, "owner": owner, "zone": "hand"}
        game = SparksGame(_new_state(cards))
        game.log.append(LogEntry(0, "S1", "Each player takes their cards in hand"))
        return game

    def load_board(self, document: dict[str, Any]) -> SparksGame:
        if document.get("format") != BOARD_FORMAT:
            raise StateFormatError("format", f"expected {BOARD_FORMAT!r}")
        cards: dict[int, dict[str, Any]] = {}
        for index, record in enumerate(document.get("cards", [])):
            if record.get("card") not in CARDS:
                raise StateFormatError(f"cards[{index}].card", f"unknown card {record.get('card')!r}")
            cards[int(record["iid"])] = {"card": record["card"], "owner": int(record["owner"]),
                                         "zone": record["zone"]}
        game = SparksGame(_new_state(cards, document.get("turn", 1), document.get("turn_player", 0),
                                     document.get("scores", (0, 0))))
        game.log.append(LogEntry(game.s["turn"], "S1", "The position is set up"))
        return game

    def export_board(self, game: SparksGame) -> dict[str, Any]:
        s = game.s
        return {"format": BOARD_FORMAT, "turn": s["turn"], "turn_player": s["turn_player"],
                "scores": list(s["scores"]),
                "cards": [{"iid": i, **c} for i, c in sorted(s["cards"].items())]}

    def _card(self, game: SparksGame, iid: int) -> CardView:
        card = game.s["cards"][iid]
        name, value = CARDS[card["card"]]
        return CardView(iid, name, "spark card", card["owner"], card["owner"], stat=value,
                        tooltip=f"{name}, worth {value}")

    def position(self, game: SparksGame, number: int, length: int) -> PositionView:
        s = game.s
        areas = tuple(
            AreaView(f"table:{p}", "table", p, f"P{p}'s table", None,
                     tuple(self._card(game, i) for i, c in sorted(s["cards"].items())
                           if c["zone"] == "table" and c["owner"] == p))
            for p in (1, 0))
        players = tuple(
            PlayerView(p, ("Red", "Blue")[p], s["scores"][p], "points", (("hand", len(s["hands"][p])),),
                       f"{s['scores'][p]} points", (ZoneView("hand", "Hand", tuple(self._card(game, i)
                                                                                  for i in s["hands"][p])),))
            for p in (0, 1))
        result = self.result(game)
        shown = "" if result is None else ("Game over: " + ("a draw" if result.winner is None
                                                              else f"P{result.winner} wins") + f" ({result.rule})")
        return PositionView(s["turn"], s["turn_player"], 0, f"Turn {s['turn']} · P{s['turn_player']} to play",
                            players, areas, game.pending(), shown, number, max(number, length), False,
                            stat_name="Value", phase="play")

    def log_rows(self, game: SparksGame, start: int = 0) -> list[LogRow]:
        return [LogRow(n, e.turn, e.rule, e.text) for n, e in enumerate(game.log[start:], start=start + 1)]

    def card_detail(self, game: SparksGame, iid: int) -> CardDetail | None:
        card = game.s["cards"].get(iid)
        if card is None:
            return None
        name, value = CARDS[card["card"]]
        return CardDetail(iid, name, "Spark card", (("Value", str(value)),), f"Worth {value} when played.",
                          f"P{card['owner']}'s {card['zone']}")

    def bot(self, seed: int, style: str = "eager") -> Bot:
        return FirstOptionBot(seed)

    def result(self, game: SparksGame) -> GameResult | None:
        r = game.s["result"]
        return None if r is None else GameResult(r["winner"], r["reason"], r["rule"])


SPARKS_TABLE = SparksTable()
GAME_SYSTEM = GameSystem(id=SYSTEM_ID, name="Sparks (a test game)", scoring=Scoring(win=2, loss=0, draw=1, bye=2),
                         table_rules=lambda: SPARKS_TABLE)
