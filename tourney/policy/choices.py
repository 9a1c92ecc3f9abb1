"""A choice typed as the words the lists print ("head judge", "Slow play") or as its stored code.

The staff list prints "Head judge" and the infractions list "Slow play", yet the commands
took only "head_judge" and "slow_play": an organizer had to learn a second spelling of
every word. Here a typed choice is matched the way a person means it (`folded`: case,
spaces and punctuation aside), and a choice not among them is refused by naming them.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.typed_words import folded
from tourney.errors import ValidationError


def pick(typed: str, labels: Mapping[str, str], what: str, *,
         aliases: Mapping[str, str] | None = None) -> str:
    """The code whose code, label or alias `typed` is; else a refusal naming the labels.

    `labels` maps each stored code to its words ("head_judge" -> "Head judge"), in the order
    the refusal lists them; `aliases` maps other short words ("gl") to a code.
    """
    wanted = folded(typed)
    for code, label in labels.items():
        if wanted in (folded(code), folded(label)):
            return code
    for alias, code in (aliases or {}).items():
        if wanted == folded(alias):
            return code
    quoted = {code: f'"{label}"' for code, label in labels.items()}  # a name may hold an "or"
    raise ValidationError(f"unknown {what} {typed.strip()!r}; choose one of: {one_of(quoted)}")


def one_of(labels: Mapping[str, str]) -> str:
    """The choices as the lists print them: "Organizer, Head judge, Floor judge or Scorekeeper"."""
    words = list(labels.values())
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
