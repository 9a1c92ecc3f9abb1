"""Typed card data for the Spellcasters pony card game: what every other part reads.

The draft rules name five kinds of cards (Spellcasters, Items — Objects and
Equipment —, Mana, Locations and Combos) but print almost none of them, so the
cards are data of the program's own: frozen, slotted records of plain values that
the rules engine carries out field by field (a Spell's damage, Mana cost, to-hit
roll and effects; an Item's heal, cure or bonuses; a Location's Power and Guard
changes), with no per-card code needed for the common cases. `text` is what a
person reads; the fields are what the engine does.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

HP_STEP = 5
"""HP is dealt and recovered in steps of 5 (draft, "Cards", Spellcasters)."""


class Element(StrEnum):
    """The five Elements; a Spell has its Spellcaster's Element."""

    EARTH = "Earth"
    AIR = "Air"
    FIRE = "Fire"
    WATER = "Water"
    MAGIC = "Magic"

    @classmethod
    def from_name(cls, text: str) -> Element:
        """An Element from its name in any case; ValueError naming the five otherwise."""
        key = text.strip().casefold()
        for element in cls:
            if element.value.casefold() == key:
                return element
        raise ValueError(f"not an Element: {text.strip()!r} (one of {', '.join(e.value for e in cls)})")


# The draft's element wheel ("Elements"): each Element is weak to one and resistant to one.
WEAK_TO: dict[Element, Element] = {
    Element.WATER: Element.EARTH,
    Element.FIRE: Element.WATER,
    Element.MAGIC: Element.FIRE,
    Element.AIR: Element.MAGIC,
    Element.EARTH: Element.AIR,
}
RESISTANT_TO: dict[Element, Element] = {
    Element.WATER: Element.FIRE,
    Element.FIRE: Element.MAGIC,
    Element.MAGIC: Element.AIR,
    Element.AIR: Element.EARTH,
    Element.EARTH: Element.WATER,
}


class Classification(StrEnum):
    """The six Classifications of Spellcasters."""

    EARTH_PONY = "Earth Pony"
    UNICORN = "Unicorn"
    PEGASUS = "Pegasus"
    ALICORN = "Alicorn"
    CREATURE = "Creature"
    VILLAIN = "Villain"

    @classmethod
    def from_name(cls, text: str) -> Classification:
        """A Classification from its name in any case and spacing; ValueError otherwise."""
        key = " ".join(text.replace("-", " ").split()).casefold()
        for item in cls:
            if item.value.casefold() == key:
                return item
        raise ValueError(f"not a Classification: {text.strip()!r} (one of {', '.join(c.value for c in cls)})")

    @property
    def plural(self) -> str:
        return _PLURALS.get(self, self.value + "s")




_PLURALS = {Classification.EARTH_PONY: "Earth Ponies", Classification.PEGASUS: "Pegasi"}


class CardKind(StrEnum):
    """What a card is; Objects and Equipment are the two kinds of Items."""

    SPELLCASTER = "spellcaster"
    MANA = "mana"
    OBJECT = "object"
    EQUIPMENT = "equipment"
    LOCATION = "location"
    COMBO = "combo"

    @property
    def label(self) -> str:
        return self.value.capitalize()

    @property
    def is_item(self) -> bool:
        return self in (CardKind.OBJECT, CardKind.EQUIPMENT)


class Status(StrEnum):
    """The three status conditions of the draft."""

    SHRUNK = "shrunk"
    DISABLED = "disabled"
    CONFUSED = "confused"


class EffectKind(StrEnum):
    """What one effect of a Spell, Object or Combo does.

    `damage` here is plain damage a card deals by itself (an Object's or a
    Combo's); a Spell's own damage is its `damage` field, which Power, Guard
    and the element wheel change.
    """

    DAMAGE = "damage"
    HEAL = "heal"
    CURE = "cure"
    SHRINK = "shrink"
    DISABLE = "disable"
    CONFUSE = "confuse"
    DRAW = "draw"

    @property
    def status(self) -> Status | None:
        """The status condition this effect gives, if it gives one."""
        return _STATUS_BY_EFFECT.get(self)


_STATUS_BY_EFFECT = {
    EffectKind.SHRINK: Status.SHRUNK,
    EffectKind.DISABLE: Status.DISABLED,
    EffectKind.CONFUSE: Status.CONFUSED,
}


class Who(StrEnum):
    """Whom an effect reaches."""

    TARGET = "target"
    """The Spellcaster the Spell, Object or Combo was aimed at."""
    CASTER = "caster"
    """The Spellcaster casting the Spell (never a Spell's target: it cannot aim at itself)."""
    EACH_OPPONENT = "each-opponent"
    """Each Spellcaster the opponent of the card's player has in play."""
    EACH_OWN = "each-own"
    """Each Spellcaster the card's player has in play."""
    PLAYER = "player"
    """The card's player (drawing cards)."""


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing a Spell, Object or Combo does.

    `amount` is HP for damage and heal, cards for draw, unused otherwise;
    `status` names the one condition a cure removes (None: all of them).
    """

    kind: EffectKind
    amount: int = 0
    who: Who = Who.TARGET
    status: Status | None = None


@dataclass(frozen=True, slots=True)
class ManaCost:
    """`count` Mana of `element` to tap; `element` None means Mana of any Element."""

    element: Element | None
    count: int

    def __str__(self) -> str:
        return f"{self.count} {self.element.value if self.element else 'Any'}"


@dataclass(frozen=True, slots=True)
class Spell:
    """A Spell a Spellcaster can cast.

    `to_hit` is the lowest d6 roll that hits (None: the Spell always hits; a
    Shrunk caster's Spells skip the roll). Damage is in steps of 5; 0 for a
    Spell that only has effects.
    """

    name: str
    damage: int
    cost: tuple[ManaCost, ...] = ()
    to_hit: int | None = None
    effects: tuple[Effect, ...] = ()
    text: str = ""

    @property
    def mana_total(self) -> int:
        return sum(c.count for c in self.cost)


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which Spellcasters something reaches: every non-empty list must fit (empty: all)."""

    names: tuple[str, ...] = ()
    elements: tuple[Element, ...] = ()
    classifications: tuple[Classification, ...] = ()

    @property
    def is_everyone(self) -> bool:
        return not (self.names or self.elements or self.classifications)

    def fits(self, name: str, element: Element, classification: Classification) -> bool:
        """Whether a Spellcaster with these printed facts is one this filter reaches."""
        if self.names and name.casefold() not in {n.casefold() for n in self.names}:
            return False
        if self.elements and element not in self.elements:
            return False
        return not self.classifications or classification in self.classifications

    def __str__(self) -> str:
        if self.is_everyone:
            return "every Spellcaster"
        parts = [*self.names, *(f"{e.value} Spellcasters" for e in self.elements),
                 *(c.plural for c in self.classifications)]
        return " and ".join(parts)


@dataclass(frozen=True, slots=True, kw_only=True)
class Card:
    """What every card has: identity, printed text and where it comes from.

    `id` is the set code and number ("SCS-001"); `program_own` marks a card
    this program made up (the draft prints almost none), shown as such.
    """

    kind: ClassVar[CardKind]
    id: str
    name: str
    set_code: str
    number: int
    text: str = ""
    program_own: bool = False

    @property
    def label(self) -> str:
        """How a person sees the card named ("Princess Luna (SCS-012)")."""
        return f"{self.name} ({self.id})"

    @property
    def full_name(self) -> str:
        """The name a deck list writes: these cards have no subtitles, so the name itself."""
        return self.name


@dataclass(frozen=True, slots=True, kw_only=True)
class Spellcaster(Card):
    """A character: Element, Classification, HP (steps of 5), Power and Guard, one or two Spells.

    `not_in_play_with` names cards that cannot be in play at the same time as
    this one (Nightmare Moon and Princess Luna).
    """

    kind: ClassVar[CardKind] = CardKind.SPELLCASTER
    element: Element
    classification: Classification
    hp: int
    spells: tuple[Spell, ...]
    power: int = 0
    guard: int = 0
    not_in_play_with: tuple[str, ...] = ()

    def fits(self, card_filter: CardFilter) -> bool:
        return card_filter.fits(self.name, self.element, self.classification)


@dataclass(frozen=True, slots=True, kw_only=True)
class Mana(Card):
    """One Mana of an Element, played into its player's Mana Pool."""

    kind: ClassVar[CardKind] = CardKind.MANA
    element: Element


@dataclass(frozen=True, slots=True, kw_only=True)
class ItemOverride:
    """What an Item does instead on the Spellcasters `fits` reaches ("some Items have different effects")."""

    fits: CardFilter
    effects: tuple[Effect, ...] = ()
    power: int = 0
    guard: int = 0
    hp: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Object(Card):
    """A one-time Item: its effects happen, then it goes to the Junkyard.

    `works_on` is who it can be used on (Chocolate Milk of Glass: Discord only);
    `overrides` are different effects on some Spellcasters.
    """

    kind: ClassVar[CardKind] = CardKind.OBJECT
    effects: tuple[Effect, ...]
    works_on: CardFilter = CardFilter()
    overrides: tuple[ItemOverride, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Equipment(Card):
    """An Item attached to a Spellcaster, giving Power, Guard and HP while attached."""

    kind: ClassVar[CardKind] = CardKind.EQUIPMENT
    power: int = 0
    guard: int = 0
    hp: int = 0
    works_on: CardFilter = CardFilter()
    overrides: tuple[ItemOverride, ...] = ()


@dataclass(frozen=True, slots=True)
class LocationChange:
    """A Location's change to the Spellcasters `fits` reaches (all of them by default)."""

    fits: CardFilter = CardFilter()
    power: int = 0
    guard: int = 0
    hp: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Location(Card):
    """The one card in play that changes the whole field."""

    kind: ClassVar[CardKind] = CardKind.LOCATION
    changes: tuple[LocationChange, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Combo(Card):
    """A one-time card played with the cards it lists, revealed from the hand.

    `requires` names the cards (by name, a name twice for two copies); an
    effect reaching `Who.TARGET` is aimed at one Spellcaster its player chooses.
    """

    kind: ClassVar[CardKind] = CardKind.COMBO
    requires: tuple[str, ...]
    effects: tuple[Effect, ...]


AnyCard = Spellcaster | Mana | Object | Equipment | Location | Combo
