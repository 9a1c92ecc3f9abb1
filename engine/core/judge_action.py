"""A judge's action kept in a replay: time called, or a concession, at its place in the line.

A replay is otherwise the answers alone, but a judge may call time in a match (the game's
end-of-match procedure) or record a player's concession, which no answer gives. Each is
kept with the step (number of answers given) where it was made, and the replay's readers
make it again there through the game's `Judge` (its `TableRules`), so replaying, seeking
and stepping back show the same game the judge saw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from engine.core.errors import ReplayFormatError
from engine.core.json_reader import refuse_unknown_keys

CALL_TIME = "call time"
CONCEDE = "concede"
PROCEDURES = ("swiss", "elimination")
"""The end-of-match procedures time is called with: the floor rules' own, or an elimination
round's extra game played until the first change in points."""


class Judge(Protocol):
    """What makes a judge's action in a game: `TableRules` offers both."""

    def call_time(self, game: Any, elimination: bool = False) -> None: ...

    def concede(self, game: Any, player: int) -> None: ...


@dataclass(frozen=True, slots=True)
class JudgeAction:
    """One action of the judge, made after `step` answers (before the next one)."""

    step: int
    action: str
    """CALL_TIME or CONCEDE."""
    procedure: str = "swiss"
    """With CALL_TIME: one of PROCEDURES."""
    player: int = 0
    """With CONCEDE: the player who concedes."""

    @classmethod
    def call_time(cls, step: int, elimination: bool = False) -> JudgeAction:
        return cls(step, CALL_TIME, procedure="elimination" if elimination else "swiss")

    @classmethod
    def concede(cls, step: int, player: int) -> JudgeAction:
        return cls(step, CONCEDE, player=player)

    def make(self, judge: Judge, game: Any) -> None:
        """Make the action in `game` (the game's `EngineError` when it cannot be made there)."""
        if self.action == CALL_TIME:
            judge.call_time(game, self.procedure == "elimination")
        else:
            judge.concede(game, self.player)

    def words(self) -> str:
        """The action as a judge says it: "time called (elimination procedure)", "P1 conceded"."""
        if self.action == CALL_TIME:
            return f"time called ({'elimination' if self.procedure == 'elimination' else 'Swiss'} procedure)"
        return f"P{self.player} conceded"

    def to_dict(self) -> dict[str, Any]:
        if self.action == CALL_TIME:
            return {"step": self.step, "action": CALL_TIME, "procedure": self.procedure}
        return {"step": self.step, "action": CONCEDE, "player": self.player}


_FIELDS = {CALL_TIME: ("step", "action", "procedure"), CONCEDE: ("step", "action", "player")}


def read_judge_actions(raw: Any, answers: int) -> list[JudgeAction]:
    """The `judge` field of a replay: its actions in the order made, each at a step from 0
    to the number of `answers`; the first bad field is named in a `ReplayFormatError`."""
    if not isinstance(raw, list):
        raise ReplayFormatError("judge", "expected a list")
    actions: list[JudgeAction] = []
    for index, entry in enumerate(raw):
        where = f"judge[{index}]"
        if not isinstance(entry, dict):
            raise ReplayFormatError(where, "expected an object")
        kind = entry.get("action")
        if kind not in _FIELDS:
            raise ReplayFormatError(f"{where}.action", f"expected {CALL_TIME!r} or {CONCEDE!r}")
        refuse_unknown_keys(entry, _FIELDS[kind], where, ReplayFormatError)
        step = entry.get("step")
        earliest = actions[-1].step if actions else 0
        if not isinstance(step, int) or isinstance(step, bool) or not earliest <= step <= answers:
            raise ReplayFormatError(f"{where}.step", f"expected a step from {earliest} to {answers} "
                                                     "(answers given before it, in the order made)")
        if kind == CALL_TIME:
            procedure = entry.get("procedure")
            if procedure not in PROCEDURES:
                raise ReplayFormatError(f"{where}.procedure", f"expected one of {', '.join(PROCEDURES)}")
            actions.append(JudgeAction(step, CALL_TIME, procedure=procedure))
        else:
            player = entry.get("player")
            if player not in (0, 1) or isinstance(player, bool):
                raise ReplayFormatError(f"{where}.player", "expected 0 or 1")
            actions.append(JudgeAction(step, CONCEDE, player=player))
    return actions
