"""Card definitions as the rules engine reads them.

A `Spec` is compiled once per printed face from the card database's `Card`:
numbers and colors as plain strings, keywords as a dict, and the card's text
turned into `Ability` records by the templates in `cardtext`. Specs are code
side only; the game state refers to cards by their database id.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.mlp.cards.model import Card, CardType


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card face, as data.

    kind: "static" (continuous), "trigger", "activated", "play" (an Event's
    text), "replace" (replacement modifier) or "rule" (changes how the card is
    played, e.g. where a Resource goes). `name` selects the template or
    per-card handler; `params` fills it in.
    """

    kind: str
    name: str
    params: Mapping[str, Any] = field(default_factory=dict)
    timing: str = ""
    event: str = ""
    text: str = ""


@dataclass(slots=True)
class Spec:
    """The engine's view of one card face."""

    card: Card
    id: str
    code: str
    name: str
    title: str
    type: str
    power: int | None
    colors: tuple[str, ...]
    cost: int | None
    reqs: tuple[tuple[str, int], ...]
    traits: frozenset[str]
    keywords: dict[str, int | None]
    home_limit: int | None
    epic: bool
    dilemma: bool
    unique: bool
    confront_owner: tuple[tuple[str, str | None, int], ...]
    confront_opp: int | None
    bonus: int
    tm_points: int
    abilities: tuple[Ability, ...] = ()
    attach: str = ""
    timing: str = ""
    status: str = "implemented"
    unsupported: tuple[str, ...] = ()
    statics: dict[str, list[Ability]] = field(default_factory=dict)
    triggers: dict[str, list[tuple[int, Ability]]] = field(default_factory=dict)
    activated: tuple[tuple[int, Ability], ...] = ()
    boosted: Spec | None = None

    def has_trait(self, trait: str) -> bool:
        return trait.casefold() in self.traits


def compile_card(card: Card) -> Spec:
    """The Spec of a card (and of its Boosted side, hung off `.boosted`)."""
    from engine.mlp import cardtext

    spec = Spec(
        card=card,
        id=card.id,
        code=card.code,
        name=card.full_name,
        title=card.title,
        type=CardType(card.type).value,
        power=card.power,
        colors=tuple(str(c.value) for c in card.colors),
        cost=card.cost,
        reqs=tuple((str(r.color.value), r.amount) for r in card.play_requirements),
        traits=frozenset(t.casefold() for t in card.traits),
        keywords={k.name: k.value for k in card.keywords},
        home_limit=card.home_limit,
        epic=card.epic or card.has_trait("Epic"),
        dilemma=card.dilemma,
        unique=card.has_trait("Unique"),
        confront_owner=tuple(
            (r.kind, None if r.color is None else str(r.color.value), r.amount)
            for r in card.confront_owner
        ),
        confront_opp=card.confront_opponent,
        bonus=card.bonus_points or 0,
        tm_points=card.troublemaker_points or 0,
    )
    cardtext.compile_text(spec)
    for index, ability in enumerate(spec.abilities):
        if ability.kind == "static":
            spec.statics.setdefault(ability.event, []).append(ability)
        elif ability.kind in ("trigger", "replace"):
            spec.triggers.setdefault(ability.event, []).append((index, ability))
        elif ability.kind == "activated":
            spec.activated += ((index, ability),)
    if card.boosted is not None:
        spec.boosted = compile_card(card.boosted)
    return spec


class CardLibrary:
    """Specs by card id for one game; built from any iterable of `Card`s."""

    def __init__(self, cards: Iterable[Card], version: str = "") -> None:
        self._cards: dict[str, Card] = {}
        for card in cards:
            self._cards[card.id] = card
        self._specs: dict[str, Spec] = {}
        self.version = version
        # card ids (either face) with continuous abilities of a category, so the
        # engine scans only the cards that can matter for a value
        self.static_ids: dict[str, set[str]] = {}
        self.keyword_ids: set[str] = set()
        self.static_card_ids: set[str] = set()  # any category
        self.teamwork_ids: set[str] = set()
        self._events: dict[str, tuple[str, ...]] = {}

    def __contains__(self, card_id: str) -> bool:
        return card_id in self._cards

    def spec(self, card_id: str) -> Spec:
        spec = self._specs.get(card_id)
        if spec is None:
            spec = self._specs[card_id] = compile_card(self._cards[card_id])
            for face in (spec, spec.boosted):
                if face is None:
                    continue
                for category in face.statics:
                    self.static_ids.setdefault(category, set()).add(card_id)
                    self.static_card_ids.add(card_id)
                if face.keywords:
                    self.keyword_ids.add(card_id)
                if "Teamwork" in face.keywords:
                    self.teamwork_ids.add(card_id)
        return spec

    def trigger_events(self, card_id: str) -> tuple[str, ...]:
        """Events a card has triggered abilities on, either face (sorted, computed once)."""
        found = self._events.get(card_id)
        if found is None:
            spec = self.spec(card_id)
            names = set(spec.triggers)
            if spec.boosted is not None:
                names |= set(spec.boosted.triggers)
            found = self._events[card_id] = tuple(sorted(names))
        return found

    def prepare(self, card_ids: Iterable[str]) -> None:
        """Compile these cards now (a game does this for its decks at setup)."""
        for card_id in card_ids:
            self.spec(card_id)

    def card(self, card_id: str) -> Card:
        return self._cards[card_id]

    def find(self, name_or_code: str) -> Card:
        """A card by id, code ("PR12") or full name; LookupError if unknown."""
        if name_or_code in self._cards:
            return self._cards[name_or_code]
        wanted = name_or_code.casefold()
        for card in self._cards.values():
            if wanted in (card.code.casefold(), card.full_name.casefold()):
                return card
        raise LookupError(f"unknown card {name_or_code!r}")

    def cards(self) -> list[Card]:
        return list(self._cards.values())
