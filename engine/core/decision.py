"""The one way any client moves a game: read the pending decision, answer it.

A `Decision` is plain data: who decides, what kind of choice it is, the options
with stable string keys, and how many options to pick. Bots, the judge's
table, tests and replays all answer through `Decision.check_answer`, so the
engine never trusts a caller to know the rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import FrozenInstanceError
from typing import Any, NamedTuple

from engine.core.errors import IllegalAnswer
from engine.core.plural import how_many


class Option(NamedTuple):
    """One choice: `key` is stable across save/load, `label` is for people.

    A named tuple: a game may build a few dozen for every priority window.
    """

    key: str
    label: str

    def to_dict(self) -> dict[str, str]:
        return {"key": self.key, "label": self.label}


class Decision:
    """A question the game is waiting on.

    The answer is a list of option keys, between `min` and `max` of them, with
    no repeats. `kind` tells clients what sort of question it is ("action",
    "target", "mulligan", ...); `context` carries extra plain data for display.

    Immutable, and compared, hashed and shown like a frozen dataclass of its seven
    fields. A game asks with the (key, label) pairs it listed (`from_pairs`), and
    those become `Option`s only when `options` is read: bots, replays and the game
    itself read only the keys (`keys`, a tuple), and a priority window lists dozens
    of options.
    """

    __slots__ = ("_options", "_pairs", "context", "keys", "kind", "max", "min", "player", "prompt")
    __match_args__ = ("player", "kind", "prompt", "options", "min", "max", "context")

    player: int
    kind: str
    prompt: str
    min: int
    max: int
    context: dict[str, Any]
    keys: tuple[str, ...]

    def __init__(self, player: int, kind: str, prompt: str, options: tuple[Option, ...], min: int = 1,
                 max: int = 1, context: dict[str, Any] | None = None) -> None:
        self._fill(player, kind, prompt, tuple(options), None, min, max, context)

    @classmethod
    def from_pairs(cls, player: int, kind: str, prompt: str, pairs: Sequence[tuple[Any, Any]], min: int,
                   max: int, context: dict[str, Any]) -> Decision:
        """The decision with an `Option(str(key), str(label))` for each pair, made when read."""
        decision = cls.__new__(cls)
        decision._fill(player, kind, prompt, None, pairs, min, max, context)
        return decision

    def _fill(self, player: int, kind: str, prompt: str, options: tuple[Option, ...] | None,
              pairs: Sequence[tuple[Any, Any]] | None, minimum: int, maximum: int,
              context: dict[str, Any] | None) -> None:
        """Write the fields (past `__setattr__`, which refuses every change)."""
        _set(self, "player", player)
        _set(self, "kind", kind)
        _set(self, "prompt", prompt)
        _set(self, "_options", options)
        _set(self, "_pairs", pairs)
        _set(self, "keys", tuple([option.key for option in options] if options is not None
                                 else [str(k) for k, _ in pairs]))
        _set(self, "min", minimum)
        _set(self, "max", maximum)
        _set(self, "context", {} if context is None else context)

    @property
    def options(self) -> tuple[Option, ...]:
        options = self._options
        if options is None:
            options = tuple(Option(str(k), str(label)) for k, label in self._pairs)
            _set(self, "_options", options)
        return options

    def option_keys(self) -> list[str]:
        """The option keys in order, as a list of the caller's own (`keys` is the tuple)."""
        return list(self.keys)

    def _fields(self) -> tuple[Any, ...]:
        return (self.player, self.kind, self.prompt, self.options, self.min, self.max, self.context)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"{type(self).__qualname__}(player={self.player!r}, kind={self.kind!r}, prompt={self.prompt!r}, "
                f"options={self.options!r}, min={self.min!r}, max={self.max!r}, context={self.context!r})")

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), self._fields())  # copies and pickles are built like any decision

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def number_range(self) -> tuple[int, int | None] | None:
        """For a number decision, the whole numbers it accepts (`max` None: no upper limit).

        A number choice (a loop's count of repetitions, 802) has too many answers to
        list: its options are suggestions and any key `number:<n>` in the range
        given by `context["number"]` = {"min": lo, "max": hi or null} is an answer too.
        """
        spec = self.context.get("number")
        if not isinstance(spec, dict):
            return None
        low, high = spec.get("min", 0), spec.get("max")
        return int(low), None if high is None else int(high)

    def check_answer(self, answer: str | Sequence[str]) -> list[str]:
        """The answer as a list of keys, or IllegalAnswer saying what is wrong."""
        chosen = [answer] if isinstance(answer, str) else list(answer)
        if len(chosen) == 1 and self.min <= 1 <= self.max:
            key = chosen[0]
            if type(key) is str and key in self.keys:
                return chosen  # the usual answer: one of the options
        known = set(self.keys)
        for key in chosen:
            numbers = self.number_range() if isinstance(key, str) and key not in known else None
            if numbers is not None:
                value = number_of(key)
                if value is None or value < numbers[0] or (numbers[1] is not None and value > numbers[1]):
                    high = "" if numbers[1] is None else f" and at most {numbers[1]}"
                    raise IllegalAnswer(f"{key!r}: answer number:<n> with n at least {numbers[0]}{high}")
                continue
            if not isinstance(key, str) or key not in known:
                raise IllegalAnswer(f"{key!r} is not one of the options: {self._keys_shown()}", unknown=str(key))
        if len(set(chosen)) != len(chosen):
            raise IllegalAnswer("an option was chosen more than once")
        if not self.min <= len(chosen) <= self.max:
            count = (how_many(self.min, "option") if self.min == self.max
                     else f"from {self.min} to {self.max} options")
            raise IllegalAnswer(f"choose {count}, not {len(chosen)}")
        return chosen

    KEYS_SHOWN = 12
    """How many keys a refused answer lists (a long list ends with how many more there are)."""

    def _keys_shown(self) -> str:
        """The keys a person may type, for a refused answer (the kind of decision is the
        engine's word; the keys are what they typed)."""
        keys = self.keys
        shown = ", ".join(keys[:self.KEYS_SHOWN])
        more = len(keys) - self.KEYS_SHOWN
        return f"{shown}, and {more} more" if more > 0 else shown

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "kind": self.kind,
            "prompt": self.prompt,
            "options": [option.to_dict() for option in self.options],
            "min": self.min,
            "max": self.max,
            "context": dict(self.context),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Decision:
        return cls(
            player=int(data["player"]),
            kind=str(data["kind"]),
            prompt=str(data["prompt"]),
            options=tuple(Option(str(o["key"]), str(o["label"])) for o in data["options"]),
            min=int(data.get("min", 1)),
            max=int(data.get("max", 1)),
            context=dict(data.get("context", {})),
        )


_set = object.__setattr__


def number_of(key: str) -> int | None:
    """The whole number in a `number:<n>` answer key, or None."""
    prefix, _, digits = key.partition(":")
    if prefix != "number" or not digits.isdigit():
        return None
    return int(digits)


def options(pairs: Iterable[tuple[str, str]]) -> tuple[Option, ...]:
    """Options from (key, label) pairs."""
    return tuple(Option(key, label) for key, label in pairs)
