"""Random deck checks: which matches, what the check found, what penalty it proposes.

Tier 2 and Tier 3 Rules, 'Deck Checks': 'It is recommended that random deck
checks are performed every round ... At the start of a round, at least one
game is selected and judges then collect the decks ... Decks are then checked
against their respective deck lists ... Any penalties resulting in an
incorrect deck or deck list will be applied to that game. The selected
players will be given extra time to finish the round.'
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tourney.errors import ValidationError
from tourney.policy.penalties import infraction
from tourney.policy.tiers import tier_rules

SLEEVE_STATES: tuple[str, ...] = ("ok", "not_uniform", "worn", "marked", "marked_pattern")
"""'Card Sleeves': all of a deck's sleeves identical, uniform and not visibly worn or marked."""


def minimum_checks(tier: int, match_count: int) -> int:
    """At least one game per round at Tier 2+ ('at least one game is selected'); none required at Tier 1."""
    if match_count <= 0:
        return 0
    return 1 if tier_rules(tier).random_deck_checks_recommended else 0


def selection_seed(event_seed: int, round_number: int, draw: int = 0) -> int:
    """A seed derived from the event's recorded seed, so a selection can be re-done and verified."""
    digest = hashlib.sha256(f"deck-check:{event_seed}:{round_number}:{draw}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def select_matches(candidates: Sequence[int], count: int, seed: int) -> list[int]:
    """Pick `count` match ids at random, reproducibly; byes never appear in `candidates`."""
    if count < 0:
        raise ValidationError("the number of deck checks cannot be negative")
    if count > len(candidates):
        raise ValidationError(
            f"cannot check {count} matches: only {len(candidates)} matches without a bye this round"
        )
    ordered = sorted(candidates)
    return sorted(random.Random(seed).sample(ordered, count))


def _card_key(card: Mapping[str, Any]) -> str:
    """Cards compare by id when known, else by the normalized full name."""
    card_id = card.get("card_id")
    if card_id:
        return str(card_id)
    return " ".join(str(card.get("name", "")).lower().split())


def _count(cards: Iterable[Mapping[str, Any]]) -> tuple[Counter[str], dict[str, str]]:
    counts: Counter[str] = Counter()
    names: dict[str, str] = {}
    for card in cards:
        key = _card_key(card)
        qty = int(card.get("qty", 1))
        if qty < 0:
            raise ValidationError(f"card {card.get('name', key)!r} has a negative quantity")
        counts[key] += qty
        names.setdefault(key, str(card.get("name") or key))
    return counts, names


@dataclass(frozen=True, slots=True)
class CardDifference:
    key: str
    name: str
    qty: int

    def as_dict(self) -> dict[str, Any]:
        return {"card": self.key, "name": self.name, "qty": self.qty}


@dataclass(frozen=True, slots=True)
class Findings:
    """What a deck check found compared with the registered list."""

    missing: tuple[CardDifference, ...] = ()
    """On the list but not in the deck."""
    extra: tuple[CardDifference, ...] = ()
    """In the deck but not on the list."""
    sleeves: str = "ok"
    notes: str = ""
    list_status: str = "legal"
    """The registered list's own status from deck-list validation."""
    infractions: tuple[str, ...] = field(default=())

    @property
    def deck_matches_list(self) -> bool:
        return not self.missing and not self.extra

    def as_json(self) -> dict[str, Any]:
        return {
            "missing": [d.as_dict() for d in self.missing],
            "extra": [d.as_dict() for d in self.extra],
            "sleeves": self.sleeves,
            "notes": self.notes,
            "list_status": self.list_status,
            "infractions": list(self.infractions),
        }


def compare(
    registered: Iterable[Mapping[str, Any]],
    presented: Iterable[Mapping[str, Any]],
    *,
    sleeves: str = "ok",
    notes: str = "",
    list_status: str = "legal",
) -> Findings:
    """Compare the presented deck with the registered list and name the infractions found.

    Readings (docs/floor-rules.md):
    - a deck that differs from its list is an invalid deck list ('does not
      match the deck being played'), minimum Game Loss;
    - a deck that matches its list brings no deck-list infraction: the list's
      own errors were found when it was registered and are penalised once,
      from the list ('one deck-list penalty per list'), not again by every
      check; `list_status` is kept in the findings so the judge sees it;
    - sleeves that are not uniform, worn or marked make cards distinguishable:
      'Marked cards without pattern' (Game Warning) unless the judge sees a
      pattern ('marked_pattern', Game Loss).
    """
    if sleeves not in SLEEVE_STATES:
        raise ValidationError(f"sleeves must be one of {', '.join(SLEEVE_STATES)}, not {sleeves!r}")
    listed, listed_names = _count(registered)
    deck, deck_names = _count(presented)
    missing = tuple(
        CardDifference(key, listed_names[key], listed[key] - deck[key])
        for key in sorted(listed) if listed[key] > deck[key]
    )
    extra = tuple(
        CardDifference(key, deck_names[key], deck[key] - listed[key])
        for key in sorted(deck) if deck[key] > listed[key]
    )
    infractions: list[str] = []
    if missing or extra:
        infractions.append("invalid_deck_list")
    if sleeves == "marked_pattern":
        infractions.append("marked_cards_pattern")
    elif sleeves != "ok":
        infractions.append("marked_cards_no_pattern")
    return Findings(
        missing=missing, extra=extra, sleeves=sleeves, notes=notes,
        list_status=list_status, infractions=tuple(infractions),
    )


DECK_LIST_INFRACTIONS: frozenset[str] = frozenset({"incorrect_deck_list", "invalid_deck_list"})
"""The infractions 'Deck Lists' allows once per list, however many errors it has."""


def proposed_infraction(findings: Findings, *, list_penalised: bool = False) -> str | None:
    """The one infraction to propose: the one with the heaviest default penalty.

    `list_penalised` says the list already carries its deck-list penalty ('a
    deck list penalty should only be issued and corrected once per decklist'):
    proposing another would only be refused, so the check proposes what else
    it found (marked sleeves), or nothing.
    """
    return heaviest_infraction(findings.infractions, list_penalised=list_penalised)


def heaviest_infraction(codes: Iterable[str], *, list_penalised: bool = False) -> str | None:
    """Of the infractions a check found, the one with the heaviest default penalty.

    A list that already has its deck-list penalty leaves its deck-list
    infractions out (see `proposed_infraction`).
    """
    allowed = [code for code in codes if not (list_penalised and code in DECK_LIST_INFRACTIONS)]
    if not allowed:
        return None
    return max(allowed, key=lambda code: infraction(code).default_penalty.severity)


def extension_seconds(duration_seconds: int) -> int:
    """'The selected players will be given extra time': the time the check took, whole seconds."""
    if duration_seconds < 0:
        raise ValidationError("a deck check cannot take negative time")
    return duration_seconds
