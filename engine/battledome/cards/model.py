"""Typed card data for the Neopets Battledome TCG: what every other part of the program reads.

A card holds everything the comprehensive rules give a card (sections 6 and 7):
its kind, name, species and stats, level requirement, Codestone colors and
stat boosts, team icons, Rainbow Pool icon, set code and text. The classes are
frozen, slotted and hold plain values only, so one card can be shared by the
rules engine, the deck checks and the judge's tools, hashed and serialised.

No public card database of this game exists, so every card the program ships
is our own, and `unofficial` says so wherever a card is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class CardKind(StrEnum):
    """The card types of rules section 7, plus the Hero and Villain of 7.3."""

    NEOPET = "neopet"
    RAINBOW_POOL_NEOPET = "rainbow_pool_neopet"
    FAERIE = "faerie"
    HERO = "hero"
    VILLAIN = "villain"
    PAINT_BRUSH = "paint_brush"
    LEGEND = "legend"
    EQUIPMENT = "equipment"
    POTION = "potion"
    FOOD = "food"
    LOCATION = "location"
    MAP_PIECE = "map_piece"
    CODESTONE = "codestone"

    @property
    def label(self) -> str:
        """The card type as printed under the name ("Rainbow Pool Neopet", "Map Piece")."""
        return _KIND_LABELS[self]

    @classmethod
    def from_text(cls, text: str) -> CardKind:
        """A kind from its value or its printed label, any case and spacing ("Paint Brush")."""
        key = "_".join(text.replace("-", " ").split()).casefold()
        for kind in cls:
            if key in (kind.value, "_".join(kind.label.split()).casefold()):
                return kind
        raise ValueError(f"not a card type: {text!r}")

    @property
    def is_neopet(self) -> bool:
        """A Neopet of either deck (has stats and a species)."""
        return self in (CardKind.NEOPET, CardKind.RAINBOW_POOL_NEOPET)

    @property
    def is_main_deck(self) -> bool:
        """A card that belongs in the Main Deck (1.1; Heroes and Villains too, read from 7.3)."""
        return not self.is_neopet


_KIND_LABELS: dict[CardKind, str] = {
    CardKind.NEOPET: "Neopet",
    CardKind.RAINBOW_POOL_NEOPET: "Rainbow Pool Neopet",
    CardKind.FAERIE: "Faerie",
    CardKind.HERO: "Hero",
    CardKind.VILLAIN: "Villain",
    CardKind.PAINT_BRUSH: "Paint Brush",
    CardKind.LEGEND: "Legend",
    CardKind.EQUIPMENT: "Equipment",
    CardKind.POTION: "Potion",
    CardKind.FOOD: "Food",
    CardKind.LOCATION: "Location",
    CardKind.MAP_PIECE: "Map Piece",
    CardKind.CODESTONE: "Codestone",
}


class Stat(StrEnum):
    """The four Neopet stats of 6.2, with the icon words card text may use for them (6.3)."""

    ATTACK = "attack"
    DEFENCE = "defence"
    AGILITY = "agility"
    HIT_POINTS = "hit_points"

    @property
    def short(self) -> str:
        """The abbreviation the card data and the table use ("ATK", "HP")."""
        return _STAT_SHORT[self]

    @classmethod
    def from_text(cls, text: str) -> Stat:
        """A stat from its name, abbreviation or icon word ("DEF", "defense", "boots")."""
        key = "_".join(text.split()).casefold()
        for stat in cls:
            if key in _STAT_WORDS[stat]:
                return stat
        raise ValueError(f"not a stat: {text!r}")


_STAT_SHORT: dict[Stat, str] = {
    Stat.ATTACK: "ATK", Stat.DEFENCE: "DEF", Stat.AGILITY: "AGI", Stat.HIT_POINTS: "HP",
}
_STAT_WORDS: dict[Stat, tuple[str, ...]] = {
    Stat.ATTACK: ("attack", "atk", "sword"),
    Stat.DEFENCE: ("defence", "defense", "def", "shield"),
    Stat.AGILITY: ("agility", "agi", "boots"),
    Stat.HIT_POINTS: ("hit_points", "hp", "heart", "hit_point"),
}

STAT_CAP = 10
"""6.2.4: Attack, Defence and Agility never total more than 10 (Hit Points have no cap)."""
CODESTONE_LIMIT = 5
"""7.11.5: no more than five Codestones attached to one active Neopet."""

NEOPET_COLORS = ("red", "blue", "yellow", "green")
"""7.1.1: the colors a (base) Neopet of a species comes in."""


@dataclass(frozen=True, slots=True)
class StatBoost:
    """A printed stat boost of a Codestone ("+1 ATK"); 6.2.2 adds it to the Neopet's base stat."""

    stat: Stat
    amount: int

    def __str__(self) -> str:
        return f"{self.amount:+d} {self.stat.short}"


@dataclass(frozen=True, slots=True)
class Card:
    """One printed card.

    Fields that a kind does not have stay at their empty value: a Potion has no
    `species`, a Neopet no `level`. `level` None means "no level requirement",
    which the rules keep apart from a requirement of 0 (6.4.2, 9.8.1).
    """

    id: str
    """Stable id: set code and collector number ("RTS-007")."""
    set_code: str
    number: int
    """Collector number within the set."""
    kind: CardKind
    name: str
    """The English name (6.1.2); copy limits count cards by name across printings (6.7.2)."""
    text: str = ""
    """The text box (6.5.2); additional costs stand before a semicolon (8.20.11b)."""
    species: str = ""
    """A Neopet's or Rainbow Pool Neopet's species ("Glimmerfox")."""
    color: str = ""
    """A Neopet's color (7.1.1, "red"), a Rainbow Pool Neopet's painted color ("Ember"),
    or the color a Paint Brush paints (8.20.10b)."""
    hit_points: int | None = None
    attack: int | None = None
    defence: int | None = None
    agility: int | None = None
    level: int | None = None
    """Level requirement (6.4); None: the card has none (not 0)."""
    codestone_colors: tuple[str, ...] = ()
    """The colors printed on a Codestone."""
    boosts: tuple[StatBoost, ...] = ()
    """A Codestone's printed stat boosts (7.11.7)."""
    teams: tuple[str, ...] = ()
    """Team icons (6.6); Heroes and Villains always have one (7.3.8)."""
    rainbow_pool_icon: str = ""
    """A Rainbow Pool Neopet's icon (6.8.2): the name of its Paint Brush or of the Location
    that transforms into it ("Ember Paint Brush", "Crackle Lab")."""
    equipment_slot: str = ""
    """A slot an Equipment's text ties it to; empty for any of the three (7.6.4, 8.6.2)."""
    map_piece_of: str = ""
    """The Location a Map Piece is collected for (7.10.1)."""
    starts_in_rainbow_pool: bool = False
    """'This card begins the game in your Rainbow Pool' (1.5, 7.9.4): listed in the Rainbow
    Pool without counting towards its ten."""
    unofficial: bool = False
    """Our own card, not a printed one; every shipped card is (an organizer's import of
    printed cards leaves it off)."""

    @property
    def code(self) -> str:
        """Set code and number as a judge writes them ("RTS-007")."""
        return self.id

    @property
    def full_name(self) -> str:
        """The name as deck lists store it (the tournament side reads `full_name` of any game's card)."""
        return self.name

    @property
    def type_label(self) -> str:
        return self.kind.label

    def stat(self, stat: Stat) -> int | None:
        """A printed stat of a Neopet (or a Codestone's boost to it), None when the card has none."""
        if self.kind is CardKind.CODESTONE:
            total = sum(b.amount for b in self.boosts if b.stat is stat)
            return total or None
        return {Stat.ATTACK: self.attack, Stat.DEFENCE: self.defence, Stat.AGILITY: self.agility,
                Stat.HIT_POINTS: self.hit_points}[stat]

    @property
    def is_map_piece(self) -> bool:
        return self.kind is CardKind.MAP_PIECE

    @property
    def display_name(self) -> str:
        """The name with its unofficial mark, as screens and the CLI show it."""
        return f"{self.name} (unofficial)" if self.unofficial else self.name


def fold_name(name: str) -> str:
    """A name in the form names compare in: case, spacing and punctuation do not matter (9.9.1)."""
    kept = "".join(ch if ch.isalnum() or ch.isspace() else " " for ch in name.casefold())
    return " ".join(kept.split())


def name_contains(card_name: str, wanted: str) -> bool:
    """9.9.1: a card referring to a name fits every card whose name contains it, regardless of
    punctuation or plurality ("Mud Pie" fits "Grandma Hettie's Mud Pies")."""
    have = fold_name(card_name).split()
    want = fold_name(wanted).split()
    if not want:
        return False

    def same(a: str, b: str) -> bool:
        return a == b or a.rstrip("s") == b.rstrip("s")

    return any(all(same(have[i + j], w) for j, w in enumerate(want)) for i in range(len(have) - len(want) + 1))
