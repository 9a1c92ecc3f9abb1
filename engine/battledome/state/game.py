"""The Battledome game: one dict of plain data, its log, and the frame machine that moves it.

Everything a position is lives in `BattledomeGame.s` (JSON-shaped data with int card
ids), so a snapshot, a digest or a board-state file captures it whole, randomness
included (`s["rng"]`, the state of `engine.core.rng`). What the game is doing is an
explicit stack of frames (`s["frames"]`, each a dict with an `op`); the handler for
each op lives in the layer that knows the rule (`state.ops`, filled as the effects and
procedures modules are imported), so this kernel never imports them. A pending
question is data too (`s["ask"]`), answered through `submit`.
"""

from __future__ import annotations

import marshal
from collections.abc import Sequence
from typing import Any

from engine.battledome.state import ops
from engine.core import rng
from engine.core.decision import Decision
from engine.core.digest import digest
from engine.core.errors import IllegalAnswer
from engine.core.log import LogEntry
from engine.core.player_names import names_of

ZONES = ("neopets", "rainbow", "deck", "inventory", "active", "codestones", "faerie", "equipment",
         "play", "discard", "void", "results")
"""Each player's zones (rule 8): Neopet Deck, Rainbow Pool, Main Deck (top first), Inventory,
Active Neopet slot, Codestone slots, the Battledome's Faerie and Equipment slots, Play Area,
Discard, Void, and the Round Results the knocked-out Neopets go to (5.5.10)."""

ZONE_NAMES = {"neopets": "Neopet Deck", "rainbow": "Rainbow Pool", "deck": "Main Deck",
              "inventory": "Inventory", "active": "Active Neopet", "codestones": "Codestones",
              "faerie": "Faerie slot", "equipment": "Equipment slots", "play": "Play Area",
              "discard": "Discard", "void": "Void", "results": "Round Results"}
STEP_NAMES = {"beginning": "beginning of the Battle Phase", "attack": "Attack Step (Battle Phase)",
              "defence": "Defence Step (Battle Phase)", "agility": "Agility Step (Battle Phase)",
              "damage": "Damage Step (Battle Phase)", "end_of_round": "End of Round"}
"""The parts of the Battle Phase by the rules' headings (5.5.2, 5.5.4-5.5.7), and the End of Round
a knock-out begins at once, in any phase (5.5.7e, 5.5.9-5.5.12): `state["step"]`, "" outside them."""
WINDOW_NAMES = {"beginning_of_turn": "the beginning of the turn", "draw": "the Draw Phase",
                "train": "the Train Phase", "preparation": "the Preparation Phase",
                "beginning_of_battle": "the beginning of the Battle Phase",
                "after_attack_roll": f"the {STEP_NAMES['attack']}", "after_defence_roll": f"the {STEP_NAMES['defence']}",
                "after_agility": f"the {STEP_NAMES['agility']}", "damage_step": f"the {STEP_NAMES['damage']}",
                "end_of_turn": "the end of the turn"}
"""The priority windows of a turn (`procedures.priority`) as a prompt names them."""
IN_PLAY = frozenset(("active", "faerie", "equipment", "play"))
"""The zones whose cards' passive and triggered abilities can apply (`effects.stats`)."""
BATTLEDOME = ("faerie", "equipment")
"""8.6.1: the Battledome is each player's Faerie slot and three Equipment slots (nothing else)."""
HIDDEN_ZONES = ("neopets", "rainbow", "deck", "inventory")
"""8.1.3, 8.2.3, 8.3.3, 8.7.3: private zones."""
EQUIPMENT_SLOTS = 3
STAT_CAP = 10
CODESTONE_LIMIT = 5
INVENTORY_LIMIT = 50


class BattledomeGame:
    """A game in progress; `library` maps card ids to printed cards (read only)."""

    __slots__ = ("_asked", "kinds", "library", "log", "names", "numbers", "s", "sources")

    def __init__(self, state: dict[str, Any], library: dict[str, Any]) -> None:
        self.s = state
        self.library = library
        self.log: list[LogEntry] = []
        self._asked: tuple[Any, Decision] | None = None
        """The last question read and its `Decision` (made once however often it is read)."""
        self.kinds = {card_id: str(card.kind) for card_id, card in library.items()}
        """Card id -> its kind, as text (read for every card of every priority window)."""
        self.names = {card_id: card.name for card_id, card in library.items()}
        self.numbers = {card_id: printed_numbers(card) for card_id, card in library.items()}
        """Card id -> its printed stats (a Neopet) or stat boosts (a Codestone) by stat name."""
        self.sources: dict[str, list[Any]] | None = None
        """The cards whose passive abilities apply, kept between card moves (`effects.stats`)."""

    @property
    def player_names(self) -> tuple[str, str]:
        """The players' names the board or the deal gives ("" for one it names not): what people
        read says them for "P0" and "P1" (`engine.core.player_names`)."""
        return names_of(self.s["players"])

    # ----- the decision protocol ----------------------------------------------------------------

    def pending(self) -> Decision | None:
        """The question the game waits on; None once the game is over."""
        ask = self.s["ask"]
        if ask is None:
            return None
        asked = self._asked
        if asked is not None and asked[0] is ask:
            return asked[1]
        decision = Decision.from_pairs(ask["player"], ask["kind"], ask["prompt"], ask["options"], ask["min"],
                                       ask["max"], {"rule": ask["rule"]})
        self._asked = (ask, decision)
        return decision

    def submit(self, answer: str | Sequence[str]) -> None:
        """Answer the pending decision and run the game to its next question."""
        decision = self.pending()
        if decision is None:
            raise IllegalAnswer("the game is over")
        keys = decision.check_answer(answer)
        ask = self.s["ask"]
        self.s["ask"] = None
        ops.ANSWERS[ask["op"]](self, ask, keys)
        self.run()

    def run(self) -> None:
        """Run frames until a question is asked or the game ends."""
        s = self.s
        while s["result"] is None:
            if s["interrupt"] is not None:  # a knock-out ends the round at once (5.5.7e)
                ops.HANDLERS["interrupt"](self, s["interrupt"])
                continue
            frames = s["frames"]
            if s["ask"] is not None or not frames:
                return
            frame = frames[-1]
            ops.HANDLERS[frame["op"]](self, frame)

    # ----- snapshots and digests ----------------------------------------------------------------

    def snapshot(self) -> tuple[bytes, tuple[LogEntry, ...]]:
        return marshal.dumps(self.s), tuple(self.log)

    def restore(self, snapshot: tuple[bytes, tuple[LogEntry, ...]]) -> None:
        state, log = snapshot
        self.s = marshal.loads(state)
        self.log = list(log)
        self.sources = None

    def copy(self) -> BattledomeGame:
        twin = BattledomeGame(marshal.loads(marshal.dumps(self.s)), self.library)
        twin.log = list(self.log)
        return twin

    def digest(self) -> str:
        return digest(self.s)

    # ----- small helpers every layer uses -------------------------------------------------------

    def card(self, iid: int) -> Any:
        """The printed card of an instance."""
        return self.library[self.s["cards"][iid]["card"]]

    def name(self, iid: int) -> str:
        return self.names[self.s["cards"][iid]["card"]]

    def label(self, iid: int) -> str:
        """A card as options and the log name it: its name and its number on the table."""
        return f"{self.library[self.s['cards'][iid]['card']].name} #{iid}"

    def kind(self, iid: int) -> str:
        return self.kinds[self.s["cards"][iid]["card"]]

    def zone(self, player: int, zone: str) -> list[int]:
        return self.s["players"][player]["z"][zone]

    def where(self, iid: int) -> tuple[int, str]:
        card = self.s["cards"][iid]
        return card["at"], card["zone"]

    def active(self, player: int) -> int | None:
        slot = self.s["players"][player]["z"]["active"]
        return slot[0] if slot else None

    def note(self, rule: str, text: str) -> None:
        """Log an event with the rule that makes it happen."""
        self.log.append(LogEntry(self.s["turn"], rule, text))

    def push(self, op: str, **data: Any) -> None:
        data["op"] = op
        self.s["frames"].append(data)

    def pop(self) -> None:
        self.s["frames"].pop()

    def ask(self, player: int, kind: str, prompt: str, options: list[tuple[str, str]], op: str, rule: str,
            minimum: int = 1, maximum: int = 1, **data: Any) -> None:
        """Wait on a question; `op` names the answer handler (`ops.ANSWERS`)."""
        self.s["ask"] = {"player": player, "kind": kind, "prompt": prompt, "options": [list(o) for o in options],
                         "min": minimum, "max": maximum, "op": op, "rule": rule, "data": data}

    # ----- the dice and shuffles (all from the state's seeded generator) -------------------------

    def d6(self) -> int:
        value, self.s["rng"] = rng.below(self.s["rng"], 6)
        return value + 1

    def d3(self) -> int:
        """9.4.1: a d3 is a d6 read 1-2 as 1, 3-4 as 2, 5-6 as 3."""
        return (self.d6() + 1) // 2

    def below(self, n: int) -> int:
        value, self.s["rng"] = rng.below(self.s["rng"], n)
        return value

    def shuffle(self, items: list[int]) -> None:
        self.s["rng"] = rng.shuffle(self.s["rng"], items)

    # ----- moving cards ------------------------------------------------------------------------

    def move(self, iid: int, player: int, zone: str, top: bool = False) -> None:
        """Put a card in a player's zone (at the end, or on top of a deck); it keeps no damage or
        statuses unless it is a Neopet moving between its slot and a pool (7.4.5 keeps them there)."""
        card = self.s["cards"][iid]
        if zone in IN_PLAY or card["zone"] in IN_PLAY:
            self.sources = None  # (the cards whose passives apply may change)
        self.s["players"][card["at"]]["z"][card["zone"]].remove(iid)
        target = self.s["players"][player]["z"][zone]
        if top:
            target.insert(0, iid)
        else:
            target.append(iid)
        card["at"] = player
        card["zone"] = zone
        if zone not in ("active", "rainbow"):
            card["damage"] = 0
            card["st"] = {}


def printed_numbers(card: Any) -> dict[str, int]:
    """A Neopet's printed stats, or the sum of a Codestone's printed boosts, by stat name (6.2.2)."""
    found: dict[str, int] = {}
    for name in ("attack", "defence", "agility", "hit_points"):
        value = getattr(card, name, None)
        if value:
            found[name] = int(value)
    for boost in getattr(card, "boosts", ()):
        found[str(boost.stat)] = found.get(str(boost.stat), 0) + boost.amount
    return found


def new_state(seed: int) -> dict[str, Any]:
    """An empty table: two players with empty zones, the generator seeded, nothing to do yet."""
    return {
        "seed": seed, "rng": rng.seed_state(seed), "turn": 0, "round": 1, "active": 0, "first": 0,
        "phase": "setup", "step": "", "players": [_new_player() for _ in (0, 1)], "cards": {}, "queue": [],
        "dice": {"attack": [], "defence": [], "rolled_by": None, "last": []}, "effects": [], "delayed": [],
        "frames": [], "ask": None, "interrupt": None, "abandon": None, "to_order": [], "result": None, "next_item": 1, "first_turn_done": False,
        "passed": [],  # (the priority windows of this turn passed at once, neither player able to act)
    }


def _new_player() -> dict[str, Any]:
    return {"z": {zone: [] for zone in ZONES}, "rounds": 0, "attached": False, "prep_played": False,
            "mulligan": False, "used": []}


def add_card(s: dict[str, Any], card_id: str, owner: int, zone: str) -> int:
    """A new card instance in `zone` of its owner; its id is the next free number."""
    iid = max(s["cards"], default=0) + 1
    s["cards"][iid] = {"card": card_id, "owner": owner, "at": owner, "zone": zone, "damage": 0, "st": {},
                       "down": False}
    s["players"][owner]["z"][zone].append(iid)
    return iid
