"""The Spellcasters game kernel: one dict of plain data, a cited log, and the seeded RNG.

The state holds only ints, strings, lists and dicts, so a position can be copied,
saved, digested and loaded at any moment (replays, board states, the judge's table).
Cards are instances numbered by their place in `state["cards"]` (a list of card ids);
every zone holds instance numbers. All randomness (shuffles, the random Location, the
d6 rolls) draws on the SplitMix64 state kept in `state["rng"]`.

State fields:
- `cards`: card id per instance; `halves`: whose half of the shared deck each came
  from (0, 1; shown to the judge, not a rule: SC 1.1 makes the deck shared);
- `deck` (top first), `junkyard`, `location` (an instance or -1), `location_hidden`;
- `players[p]`: `hand`, `bleachers`, `mana` ([instance, tapped 0/1] pairs),
  `casters` (records: see `new_caster`), `combo_turn` (the turn of their last Combo);
- `turn`, `turn_player`, `first_player`, `step` (where the game waits: "caster",
  "mana", "main", "spells", "replace", "over"), `chooser` (who decides in set-up and
  replacement), `done` (this turn's limits: Mana played, Location played, Combo
  played, Equipment attached by caster, Spellcasters that cast), `sudden_death`
  (the turn Sudden Death began, or 0), `result`; `seed`; `resume` (the step a replacement
  interrupted); `setup_mana` (the set-up Mana chosen so far, during that step only).

The game keeps the decision it worked out for the position (`pending`); code that changes
the state other than through `submit` (a test laying out a position) calls `changed()`.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from engine.core import rng
from engine.core.decision import Decision
from engine.core.digest import digest
from engine.core.errors import IllegalAnswer
from engine.core.log import LogEntry
from engine.core.player_names import names_of
from engine.spellcasters.cards.model import AnyCard
from engine.spellcasters.state import hooks
from engine.spellcasters.state.library import CardLibrary


def new_caster(iid: int, face_down: bool = False) -> dict[str, Any]:
    """A Spellcaster in play: its instance, damage taken, statuses and Equipment.

    HP is kept as damage taken, so Equipment and Location changes to HP need no
    bookkeeping: HP = printed HP + modifiers - damage (see `values.stats`).
    `disabled` is the turn number of its player's turn it can't cast in (0: not
    Disabled); `equipment` is an instance or -1.
    """
    return {"iid": iid, "damage": 0, "shrunk": 0, "confused": 0, "disabled": 0, "equipment": -1,
            "face_down": 1 if face_down else 0}


def new_player() -> dict[str, Any]:
    return {"hand": [], "bleachers": [], "mana": [], "casters": [], "combo_turn": -9}


def fresh_turn_limits() -> dict[str, Any]:
    """What the turn player has used of this turn's limits (SC 6.2, SC 6.3)."""
    return {"mana": 0, "location": 0, "combo": 0, "equipped": [], "cast": [], "combo_cards": []}


class SpellcastersGame:
    """A game: the state, the library it reads cards from, and the log."""

    def __init__(self, state: dict[str, Any], library: CardLibrary) -> None:
        self.s = state
        self.library = library
        self.log: list[LogEntry] = []
        self._specs = self._read_specs()
        self._decision: Decision | None = None
        self._decision_ready = False

    @property
    def player_names(self) -> tuple[str, str]:
        """The players' names the board or the deal gives ("" for one it names not): what people
        read says them for "P0" and "P1" (`engine.core.player_names`)."""
        return names_of(self.s["players"])

    # ----- the two entry points ----------------------------------------------------------------

    def pending(self) -> Decision | None:
        """The decision the game waits on (None once it is over)."""
        if not self._decision_ready:
            self._decision = hooks.flow.decision(self)
            self._decision_ready = True
        return self._decision

    def submit(self, answer: str | Sequence[str]) -> None:
        """Answer the pending decision; `IllegalAnswer` and no change when it does not fit."""
        decision = self.pending()
        if decision is None:
            raise IllegalAnswer("the game is over")
        keys = decision.check_answer(answer)
        self.changed()
        hooks.flow.answer(self, decision, keys)  # (it ends by working out the next decision)

    def changed(self) -> None:
        """Forget the decision worked out for the old position."""
        self._decision_ready = False
        self._decision = None

    # ----- replays and keyframes ---------------------------------------------------------------

    def snapshot(self) -> tuple[dict[str, Any], tuple[LogEntry, ...]]:
        return copy.deepcopy(self.s), tuple(self.log)

    def restore(self, snapshot: tuple[dict[str, Any], tuple[LogEntry, ...]]) -> None:
        state, log = snapshot
        self.s = copy.deepcopy(state)
        self.log = list(log)
        self._specs = self._read_specs()
        self.changed()

    def digest(self) -> str:
        return digest(self.s)

    @property
    def result(self) -> dict[str, Any] | None:
        return self.s["result"]

    # ----- reading cards -----------------------------------------------------------------------

    def _read_specs(self) -> list[AnyCard | None]:
        """Each instance's card, looked up once: the cards of a game never change."""
        return [None if card is None else self.library.spec(card) for card in self.s["cards"]]

    def spec(self, iid: int) -> AnyCard:
        found = self._specs[iid]
        if found is None:
            raise KeyError(f"no card #{iid} in this game")
        return found

    def name(self, iid: int) -> str:
        return f"{self.spec(iid).name} #{iid}"

    def player(self, p: int) -> dict[str, Any]:
        return self.s["players"][p]

    def casters(self, p: int) -> list[dict[str, Any]]:
        return self.s["players"][p]["casters"]

    def all_casters(self) -> list[tuple[int, dict[str, Any]]]:
        """Every Spellcaster in play with its player: the turn player's first."""
        first = self.s["turn_player"]
        return [(p, c) for p in (first, 1 - first) for c in self.s["players"][p]["casters"]]

    def caster(self, iid: int) -> tuple[int, dict[str, Any]] | None:
        """The player and record of the Spellcaster in play with this instance, if any."""
        for p in (0, 1):
            for record in self.s["players"][p]["casters"]:
                if record["iid"] == iid:
                    return p, record
        return None

    # ----- the log and randomness --------------------------------------------------------------

    def note(self, rule: str, text: str) -> None:
        """One log entry citing the draft's paragraph (docs/spellcasters-rules.md)."""
        self.log.append(LogEntry(self.s["turn"], rule, text))

    def roll_d6(self) -> int:
        value, self.s["rng"] = rng.below(self.s["rng"], 6)
        return value + 1

    def random_index(self, n: int) -> int:
        value, self.s["rng"] = rng.below(self.s["rng"], n)
        return value

    def shuffle(self, items: list[Any]) -> None:
        self.s["rng"] = rng.shuffle(self.s["rng"], items)
