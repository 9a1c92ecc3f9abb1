"""A small card set of the tests' own, built from the card model, for judge scenarios.

Scenarios name exactly the cards they need, so a change to the shipped starter set
never changes what a rule's test means.
"""

from __future__ import annotations

from engine.spellcasters.cards.model import (
    CardFilter,
    Classification,
    Combo,
    Effect,
    EffectKind,
    Element,
    Equipment,
    ItemOverride,
    Location,
    LocationChange,
    Mana,
    ManaCost,
    Object,
    Spell,
    Spellcaster,
    Status,
    Who,
)
from engine.spellcasters.state.library import CardLibrary

E = Element
C = Classification


def _caster(number: int, name: str, element: Element, classification: Classification, hp: int,
            *spells: Spell, power: int = 0, guard: int = 0, excludes: tuple[str, ...] = ()) -> Spellcaster:
    return Spellcaster(id=f"T-{number:03}", name=name, set_code="T", number=number, element=element,
                       classification=classification, hp=hp, spells=spells, power=power, guard=guard,
                       not_in_play_with=excludes)


def _spell(name: str, damage: int, *cost: tuple[Element | None, int], to_hit: int | None = None,
           effects: tuple[Effect, ...] = ()) -> Spell:
    return Spell(name=name, damage=damage, cost=tuple(ManaCost(e, n) for e, n in cost), to_hit=to_hit,
                 effects=effects)


CARDS = [
    _caster(1, "Twilight Sparkle", E.MAGIC, C.UNICORN, 60, _spell("Magic Blast", 20, (E.MAGIC, 1)),
            _spell("Big Beam", 40, (E.MAGIC, 2), (None, 1), to_hit=4)),
    _caster(2, "Applejack", E.EARTH, C.EARTH_PONY, 70, _spell("Buck", 20, (E.EARTH, 1))),
    _caster(3, "Rainbow Dash", E.AIR, C.PEGASUS, 50, _spell("Sonic Gust", 20, (E.AIR, 1))),
    _caster(4, "Pinkie Pie", E.FIRE, C.EARTH_PONY, 50, _spell("Party Cannon", 30, (E.FIRE, 1), to_hit=3)),
    _caster(5, "Rarity", E.WATER, C.UNICORN, 50,
            _spell("Dazzle", 0, (E.WATER, 1), effects=(Effect(EffectKind.CONFUSE),)),
            _spell("Gem Shower", 10, (E.WATER, 1), effects=(Effect(EffectKind.SHRINK),))),
    _caster(6, "Fluttershy", E.AIR, C.PEGASUS, 50,
            _spell("Stare", 0, (E.AIR, 1), effects=(Effect(EffectKind.DISABLE),)),
            _spell("Kindness", 0, (E.AIR, 1), effects=(Effect(EffectKind.HEAL, 20),))),
    _caster(7, "Nightmare Moon", E.MAGIC, C.VILLAIN, 80, _spell("Eternal Night", 30, (E.MAGIC, 2)),
            excludes=("Princess Luna",)),
    _caster(8, "Princess Luna", E.MAGIC, C.ALICORN, 70, _spell("Moonbeam", 25, (E.MAGIC, 1)),
            excludes=("Nightmare Moon",)),
    _caster(9, "Discord", E.MAGIC, C.VILLAIN, 60, _spell("Chaos", 15, (None, 1))),
    _caster(10, "Spike", E.FIRE, C.CREATURE, 30, _spell("Fire Breath", 10, (E.FIRE, 1))),
    *[Mana(id=f"T-{20 + i:03}", name=f"{e.value} Mana", set_code="T", number=20 + i, element=e)
      for i, e in enumerate(Element)],
    Object(id="T-030", name="Apple Pie", set_code="T", number=30, effects=(Effect(EffectKind.HEAL, 20),)),
    Object(id="T-031", name="Antidote", set_code="T", number=31, effects=(Effect(EffectKind.CURE),)),
    Object(id="T-032", name="Chocolate Milk of Glass", set_code="T", number=32,
           effects=(Effect(EffectKind.HEAL, 30),), works_on=CardFilter(names=("Discord",))),
    Object(id="T-033", name="Fizzy Soda", set_code="T", number=33, effects=(Effect(EffectKind.DRAW, 2, Who.PLAYER),)),
    Equipment(id="T-040", name="Helmet", set_code="T", number=40, guard=10),
    Equipment(id="T-041", name="Cape", set_code="T", number=41, power=10, hp=10),
    Equipment(id="T-042", name="Saddle", set_code="T", number=42, hp=20,
              overrides=(ItemOverride(fits=CardFilter(classifications=(C.PEGASUS,)), hp=0),)),
    Location(id="T-050", name="Ponyville", set_code="T", number=50, changes=(LocationChange(power=5),)),
    Location(id="T-051", name="Everfree Forest", set_code="T", number=51,
             changes=(LocationChange(fits=CardFilter(elements=(E.EARTH,)), guard=10),
                      LocationChange(fits=CardFilter(elements=(E.AIR,)), hp=-20))),
    Combo(id="T-060", name="Friendship Blast", set_code="T", number=60, requires=("Twilight Sparkle", "Spike"),
          effects=(Effect(EffectKind.DAMAGE, 30, Who.EACH_OPPONENT),)),
    Combo(id="T-061", name="Apple Buck", set_code="T", number=61, requires=("Applejack",),
          effects=(Effect(EffectKind.DAMAGE, 20),)),
    Object(id="T-034", name="Smelling Salts", set_code="T", number=34,
           effects=(Effect(EffectKind.CURE, status=Status.CONFUSED),)),
]
LIBRARY = CardLibrary(CARDS, version="T:test")
BY_NAME = {card.name: card.id for card in CARDS}


def ids(*names: str) -> list[str]:
    return [BY_NAME[name] for name in names]


def half_deck(offset: int) -> list[str]:
    """A 30-card half of a shared deck: Spellcasters, Mana, Items, a Location, a Combo."""
    casters = [c.id for c in CARDS if c.kind == "spellcaster"]
    manas = [c.id for c in CARDS if c.kind == "mana"]
    others = [c.id for c in CARDS if c.kind not in ("spellcaster", "mana")]
    deck = casters[offset::2] + manas * 3 + others[offset::2] + manas
    return deck[:30] if len(deck) >= 30 else deck + manas * ((30 - len(deck)) // 5 + 1)
