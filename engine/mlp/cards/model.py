"""Typed card data for the MLP CCG: what every other part of the program reads.

The classes are frozen, slotted and hold plain values only, so a card can be
shared freely between the rules engine, deck validation and the judge's tools,
hashed, compared and serialised without surprises.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class CardType(StrEnum):
    """The six card types of comprehensive rules section 2 (Boosted is a side, not a type)."""

    MANE = "mane"
    FRIEND = "friend"
    RESOURCE = "resource"
    EVENT = "event"
    TROUBLEMAKER = "troublemaker"
    PROBLEM = "problem"

    @property
    def label(self) -> str:
        return "Mane Character" if self is CardType.MANE else self.value.capitalize()


class Color(StrEnum):
    """A card color; the printed Element of Harmony maps one to one onto a color."""

    BLUE = "blue"
    ORANGE = "orange"
    PINK = "pink"
    PURPLE = "purple"
    WHITE = "white"
    YELLOW = "yellow"

    @property
    def element(self) -> str:
        """The Element name the card data and older card text use for this color."""
        return _ELEMENT_BY_COLOR[self]

    @property
    def words(self) -> str:
        """The color as questions offer it and the log says it: with the Element most card
        texts print for it ("Blue (Loyalty)")."""
        return f"{self.value.capitalize()} ({self.element})"

    @classmethod
    def from_name(cls, name: str) -> Color:
        """A color from a color word or an Element name, any case ("Loyalty", "blue")."""
        key = name.strip().lower()
        for color in cls:
            if key in (color.value, color.element.lower()):
                return color
        raise ValueError(f"not a color: {name!r}")


_ELEMENT_BY_COLOR: dict[Color, str] = {
    Color.BLUE: "Loyalty",
    Color.ORANGE: "Honesty",
    Color.PINK: "Laughter",
    Color.PURPLE: "Magic",
    Color.WHITE: "Generosity",
    Color.YELLOW: "Kindness",
}


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword as printed, with its number when it has one ("Swift", "Inspired", "Prismatic 2")."""

    name: str
    value: int | None = None

    def __str__(self) -> str:
        return self.name if self.value is None else f"{self.name} {self.value}"


@dataclass(frozen=True, slots=True)
class PlayRequirement:
    """To play the card you need `amount` power of `color` in play (rule 302.2)."""

    color: Color
    amount: int

    def __str__(self) -> str:
        return f"{self.amount} {self.color.value}"


CONFRONT_KINDS = ("color", "wild", "not_color")


@dataclass(frozen=True, slots=True)
class ConfrontRequirement:
    """One part of what a Problem's owner needs to confront it.

    kind "color": `amount` power of `color`; "wild": `amount` power of any color;
    "not_color": `amount` power of colors other than `color`.
    """

    kind: str
    color: Color | None
    amount: int

    def __str__(self) -> str:
        if self.kind == "wild":
            return f"{self.amount} wild"
        assert self.color is not None
        prefix = "non-" if self.kind == "not_color" else ""
        return f"{self.amount} {prefix}{self.color.value}"


@dataclass(frozen=True, slots=True)
class Card:
    """One printed card face. A Mane Character's Boosted side hangs off `boosted`."""

    id: str
    set_code: str
    set_name: str
    number: str
    rarity: str
    type: CardType
    title: str
    subtitle: str = ""
    colors: tuple[Color, ...] = ()
    power: int | None = None
    cost: int | None = None
    play_requirements: tuple[PlayRequirement, ...] = ()
    traits: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    text: str = ""
    home_limit: int | None = None
    starting_problem: bool = False
    epic: bool = False
    dilemma: bool = False
    confront_owner: tuple[ConfrontRequirement, ...] = ()
    confront_opponent: int | None = None
    confront_owner_unknown: str = ""
    """What the card data gives for the owner's confront requirement when it leaves it blank or
    incomplete, in words ("2 power with no color", "Rainbow with no power", "nothing"); "" when
    it is known. 209.1 gives each player their own requirement: the owner's not being known,
    the engine lets the owner not confront it on a guessed reading (the opponent still does
    on theirs) and announces the card as a gap."""
    confront_opponent_unknown: str = ""
    """The same for the opponent's confront requirement ("nothing" when the data leaves it blank)."""
    bonus_points: int | None = None
    troublemaker_points: int | None = None
    is_token: bool = False
    boosted: Card | None = None
    errata: tuple[str, ...] = ()
    original_text: str | None = None
    """The text as printed when an erratum changed it; None when unchanged."""
    is_boosted_side: bool = False

    @property
    def confront_missing(self) -> bool:
        """Whether the card data leaves either player's confront requirement unknown (a gap)."""
        return bool(self.confront_owner_unknown or self.confront_opponent_unknown)

    @property
    def confront_unknown_to_both(self) -> bool:
        """Whether the card data gives neither player's confront requirement: nobody confronts it."""
        return bool(self.confront_owner_unknown and self.confront_opponent_unknown)

    def confront_unknown(self, owner: bool) -> str:
        """What the card data gives for the owner's (or the opponent's) confront requirement
        when it is not known; "" when it is."""
        return self.confront_owner_unknown if owner else self.confront_opponent_unknown

    @property
    def full_name(self) -> str:
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title

    @property
    def code(self) -> str:
        """Set code and number as printed and as judges write them: "PR12", "CGpf11", "AD-1"."""
        return f"{self.set_code}{self.number}"

    def has_keyword(self, name: str) -> bool:
        wanted = name.casefold()
        return any(k.name.casefold() == wanted for k in self.keywords)

    def keyword_value(self, name: str) -> int | None:
        wanted = name.casefold()
        for keyword in self.keywords:
            if keyword.name.casefold() == wanted:
                return keyword.value
        return None

    def has_trait(self, name: str) -> bool:
        wanted = name.casefold()
        return any(t.casefold() == wanted for t in self.traits)

    @property
    def faces(self) -> tuple[Card, ...]:
        """This face and, for a Mane Character, its Boosted side."""
        return (self,) if self.boosted is None else (self, self.boosted)


@dataclass(frozen=True, slots=True)
class SetInfo:
    """What the program knows about a product beyond its set file."""

    id: str
    code: str
    name: str
    kind: str
    block: str | None
    released: str | None
