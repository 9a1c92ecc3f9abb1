"""Judge scenarios for every card of the shipped starter set, each card named.

Each scenario lays out a position with the shipped cards (not the rules tests'
own set), plays the card as a player would (the same option keys every client
submits) and checks what the card did: a Spell's damage and conditions, an
Object's heal, cure or draw, an Equipment's or a Location's Power, Guard and HP,
a Combo's effects, a Mana paying for a Spell, and the restrictions the draft
names (Princess Luna and Nightmare Moon; Chocolate Milk of Glass on Discord only).
The targets are chosen so no weakness or resistance applies unless a scenario
says so, so the damage expected is the card's own.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.registry import game_system
from engine.spellcasters.api import default_library
from engine.spellcasters.boardstate import load_board
from engine.spellcasters.cards.database import load_card_database
from engine.spellcasters.cards.model import CardKind, Spellcaster
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.values import stats
from tests.spellcasters.helpers import rolls

DB = load_card_database()
ID = {card.name: card.id for card in DB.cards}
NAMED: set[str] = set()
"""Every card a scenario of this module plays or lays out (checked against the whole set at the end)."""


def board(mine: dict[str, Any], theirs: dict[str, Any], *, location: str | None = None,
          deck: tuple[str, ...] = ("Earth Mana",) * 10, rng_state: int = 12345) -> SpellcastersGame:
    """Player 0's Main step in turn 3 at this position. A side is {"casters": [name or (name, {record
    fields, "equipment": name})], "mana": [names], "hand": [names]}."""
    cards: list[dict[str, Any]] = []

    def new(name: str, half: int = 0) -> int:
        NAMED.add(name)
        cards.append({"iid": len(cards), "card": ID[name], "half": half})
        return len(cards) - 1

    players = []
    for p, side in enumerate((mine, theirs)):
        casters = []
        for entry in side.get("casters", []):
            name, extra = (entry, {}) if isinstance(entry, str) else entry
            record = {"iid": new(name, p), **{k: v for k, v in extra.items() if k != "equipment"}}
            if "equipment" in extra:
                record["equipment"] = new(extra["equipment"], p)
            casters.append(record)
        players.append({"casters": casters, "mana": [{"card": new(n, p), "tapped": False}
                                                     for n in side.get("mana", [])],
                        "hand": [new(n, p) for n in side.get("hand", [])], "bleachers": [], "combo_turn": -9})
    document = {"format": "tourney-spellcasters-board/1", "rng": rng_state, "turn": 3, "turn_player": 0,
                "step": "main", "players": players, "cards": cards, "deck": [new(n) for n in deck],
                "junkyard": [], "location": new(location) if location else -1, "sudden_death": 0}
    return load_board(document, default_library())


def iid(game: SpellcastersGame, name: str) -> int:
    return next(i for i, card in enumerate(game.s["cards"]) if card == ID[name])


def record(game: SpellcastersGame, name: str) -> dict[str, Any]:
    found = game.caster(iid(game, name))
    assert found is not None, f"{name} is not in play"
    return found[1]


def in_hand(game: SpellcastersGame, name: str) -> int:
    """The first copy of the card in player 0's hand (copies in hand give one option: the first)."""
    return next(i for i in game.player(0)["hand"] if game.s["cards"][i] == ID[name])


def options(game: SpellcastersGame, verb: str, card: str) -> list[str]:
    """The option keys that play this card from the hand (`verb|iid|...`) in the pending decision."""
    decision = game.pending()
    assert decision is not None
    own = in_hand(game, card)
    return [k for k in decision.keys if k.startswith(f"{verb}|{own}|") or k == f"{verb}|{own}"]


def play(game: SpellcastersGame, verb: str, card: str, target: str | None = None) -> None:
    key = f"{verb}|{in_hand(game, card)}" + ("" if target is None else f"|{iid(game, target)}")
    if verb in ("object", "combo") and target is None:
        key += "|-1"
    assert key in options(game, verb, card), (key, options(game, verb, card))
    game.submit([key])


def mana_for(caster: Spellcaster, index: int) -> list[str]:
    """Enough Mana of the caster's Element for one of its Spells (Any is paid with it too)."""
    return [f"{caster.element.value} Mana"] * caster.spells[index].mana_total


# -- Spellcasters: every Spell of every Spellcaster ---------------------------------------------

# A target no Element of the caster is strong or weak against: Earth for Earth, Fire and Magic;
# Fire for Air (and for Earth's Big McIntosh himself); Air for Water.
NEUTRAL_TARGET = {"Earth": "Big McIntosh", "Fire": "Big McIntosh", "Magic": "Big McIntosh",
                  "Air": "Tirek", "Water": "Princess Cadance"}

# (caster, Spell index, the target's record before, the target's damage after, conditions after)
SPELLS: list[tuple[str, int, dict[str, int], int, tuple[str, ...]]] = [
    ("Twilight Sparkle", 0, {}, 30, ()),                       # Magic Missile
    ("Twilight Sparkle", 1, {}, 20, ("disabled",)),            # Teleport Zap, 4+
    ("Rainbow Dash", 0, {}, 20, ()),                           # Quick Kick
    ("Rainbow Dash", 1, {}, 50, ("confused",)),                # Sonic Rainboom, 4+
    ("Applejack", 0, {}, 30, ()),                              # Buck
    ("Applejack", 1, {}, 10, ("disabled",)),                   # Lasso, 3+
    ("Fluttershy", 0, {"damage": 40}, 20, ()),                 # Kind Word: heal 20
    ("Fluttershy", 1, {}, 10, ("confused",)),                  # The Stare, 4+
    ("Pinkie Pie", 0, {}, 35, ()),                             # Party Cannon, 3+
    ("Pinkie Pie", 1, {"shrunk": 1, "confused": 1}, 0, ()),    # Cheer Up: cure
    ("Rarity", 0, {}, 25, ()),                                 # Gem Shower
    ("Rarity", 1, {}, 15, ("confused",)),                      # Dazzle, 3+
    ("Princess Celestia", 0, {}, 50, ()),                      # Solar Flare
    ("Princess Celestia", 1, {"damage": 40}, 10, ()),          # Royal Blessing: heal 30
    ("Princess Luna", 0, {}, 20, ("disabled",)),               # Dream Walk
    ("Princess Luna", 1, {}, 40, ()),                          # Moonbeam, 3+
    ("Nightmare Moon", 0, {}, 30, ("confused",)),              # Night Terror
    ("Nightmare Moon", 1, {}, 45, ("shrunk",)),                # Eternal Night, 4+
    ("Discord", 0, {}, 10, ("shrunk",)),                       # Shrink Ray
    ("Discord", 1, {}, 30, ("confused",)),                     # Chaos Snap, 4+
    ("Spike", 0, {}, 30, ()),                                  # Dragon Fire
    ("Queen Chrysalis", 0, {}, 30, ()),                        # Changeling Swarm
    ("Queen Chrysalis", 1, {}, 20, ()),                        # Drain Love (heals the caster: below)
    ("Zecora", 0, {}, 15, ("shrunk",)),                        # Potion Toss
    ("Zecora", 1, {"damage": 40, "confused": 1}, 15, ()),      # Remedy: heal 25, cure
    ("Big McIntosh", 0, {}, 25, ()),                           # Eeyup
    ("Tirek", 0, {}, 40, ("disabled",)),                       # Magic Drain, 4+
    ("Tirek", 1, {}, 20, ()),                                  # Fire Blast
    ("Gilda", 0, {}, 30, ()),                                  # Talon Swipe, 3+
    ("Trixie", 0, {}, 10, ("confused",)),                      # Smoke Bomb
    ("Trixie", 1, {}, 35, ()),                                 # Great and Powerful, 4+
    ("Derpy Hooves", 0, {}, 20, ()),                           # Muffin Drop, 2+
    ("Princess Cadance", 0, {}, 30, ()),                       # Love Shield Bash
    ("Princess Cadance", 1, {"damage": 40, "shrunk": 1}, 10, ()),  # Crystal Heart: heal 30, cure
]


def _target_of(caster: Spellcaster) -> str:
    target = NEUTRAL_TARGET[caster.element.value]
    return "Tirek" if target == caster.name else target


@pytest.mark.parametrize(("name", "index", "before", "damage", "conditions"), SPELLS,
                         ids=[f"{n}-{DB.find(n).spells[i].name}" for n, i, *_ in SPELLS])  # type: ignore[attr-defined]
def test_each_spell_of_each_spellcaster(name: str, index: int, before: dict[str, int], damage: int,
                                        conditions: tuple[str, ...]) -> None:
    caster = DB.find(name)
    assert isinstance(caster, Spellcaster)
    target = _target_of(caster)
    spell = caster.spells[index]
    mine: dict[str, Any] = {"casters": [(name, {"damage": 30})] if name == "Queen Chrysalis" else [name],
                            "mana": mana_for(caster, index)}
    game = board(mine, {"casters": [(target, dict(before))]}, rng_state=rolls(6))
    log_start = len(game.log)
    game.submit([f"cast|{iid(game, name)}|{index}|{iid(game, target)}"])
    hit = record(game, target)
    assert hit["damage"] == damage, [e.text for e in game.log[log_start:]]
    for condition in ("shrunk", "confused", "disabled"):
        assert bool(hit[condition]) == (condition in conditions), (condition, [e.text for e in game.log[log_start:]])
    assert any(e.text.startswith(f"{name} #") and f"casts {spell.name}" in e.text and "tapping" in e.text
               for e in game.log[log_start:])
    if spell.to_hit:
        assert any(f"To hit ({spell.to_hit}+ on a d6): rolls 6, a hit" in e.text for e in game.log[log_start:])
    if name == "Queen Chrysalis" and index == 1:
        assert record(game, name)["damage"] == 10  # Drain Love heals the caster 20


def test_a_spell_that_rolls_too_low_misses() -> None:
    game = board({"casters": ["Rainbow Dash"], "mana": ["Air Mana"] * 3}, {"casters": ["Tirek"]},
                 rng_state=rolls(3))
    game.submit([f"cast|{iid(game, 'Rainbow Dash')}|1|{iid(game, 'Tirek')}"])  # Sonic Rainboom needs 4+
    assert record(game, "Tirek")["damage"] == 0 and not record(game, "Tirek")["confused"]
    assert any("rolls 3, a miss" in e.text for e in game.log)


def test_princess_luna_and_nightmare_moon_are_never_in_play_together() -> None:
    game = board({"casters": ["Spike"], "hand": ["Princess Luna", "Trixie"]}, {"casters": ["Nightmare Moon"]})
    assert options(game, "caster", "Princess Luna") == []
    assert options(game, "caster", "Trixie") == [f"caster|{iid(game, 'Trixie')}"]
    game = board({"casters": ["Spike"], "hand": ["Nightmare Moon"]}, {"casters": ["Princess Luna"]})
    assert options(game, "caster", "Nightmare Moon") == []
    game = board({"casters": ["Spike"], "hand": ["Nightmare Moon"]}, {"casters": ["Discord"]})
    play(game, "caster", "Nightmare Moon")
    assert record(game, "Nightmare Moon")["damage"] == 0


# -- Mana -------------------------------------------------------------------------------------

@pytest.mark.parametrize("element", ["Earth", "Air", "Fire", "Water", "Magic"])
def test_each_mana_goes_to_the_pool_and_pays_for_a_spell_of_its_element(element: str) -> None:
    caster = {"Earth": "Big McIntosh", "Air": "Derpy Hooves", "Fire": "Tirek", "Water": "Trixie",
              "Magic": "Discord"}[element]
    spell = {"Big McIntosh": 0, "Derpy Hooves": 0, "Tirek": 1, "Trixie": 0, "Discord": 0}[caster]
    needed = DB.find(caster).spells[spell].mana_total  # type: ignore[attr-defined]
    game = board({"casters": [caster], "hand": [f"{element} Mana", f"{element} Mana"], "mana": [f"{element} Mana"] * (needed - 1)},
                 {"casters": ["Princess Cadance" if element == "Water" else "Gilda"]}, rng_state=rolls(6))
    target = "Princess Cadance" if element == "Water" else "Gilda"
    key = f"cast|{iid(game, caster)}|{spell}|{iid(game, target)}"
    assert key not in game.pending().keys  # type: ignore[union-attr]  # one Mana short
    play(game, "mana", f"{element} Mana")
    assert len(game.player(0)["mana"]) == needed
    # one Mana a turn: the second copy in hand cannot be played
    assert not [k for k in game.pending().keys if k.startswith("mana|")]  # type: ignore[union-attr]
    game.submit([key])
    assert record(game, target)["damage"] > 0


# -- Objects ----------------------------------------------------------------------------------

def test_zap_apple_jam_heals_30() -> None:
    game = board({"casters": [("Twilight Sparkle", {"damage": 45})], "hand": ["Zap Apple Jam"]}, {"casters": ["Spike"]})
    play(game, "object", "Zap Apple Jam", "Twilight Sparkle")
    assert record(game, "Twilight Sparkle")["damage"] == 15
    assert iid(game, "Zap Apple Jam") in game.s["junkyard"]


def test_herbal_tonic_cures_every_condition() -> None:
    game = board({"casters": [("Rarity", {"shrunk": 1, "confused": 1, "disabled": 4})], "hand": ["Herbal Tonic"]},
                 {"casters": ["Spike"]})
    play(game, "object", "Herbal Tonic", "Rarity")
    rarity = record(game, "Rarity")
    assert (rarity["shrunk"], rarity["confused"], rarity["disabled"]) == (0, 0, 0)


def test_chocolate_milk_of_glass_heals_only_discord() -> None:
    game = board({"casters": [("Discord", {"damage": 60}), ("Pinkie Pie", {"damage": 30})],
                  "hand": ["Chocolate Milk of Glass"]}, {"casters": [("Spike", {"damage": 20})]})
    assert options(game, "object", "Chocolate Milk of Glass") == [
        f"object|{iid(game, 'Chocolate Milk of Glass')}|{iid(game, 'Discord')}"]
    play(game, "object", "Chocolate Milk of Glass", "Discord")
    assert record(game, "Discord")["damage"] == 10 and record(game, "Pinkie Pie")["damage"] == 30


def test_apple_cider_heals_an_earth_pony_40_and_others_20() -> None:
    game = board({"casters": [("Applejack", {"damage": 50}), ("Rarity", {"damage": 50})],
                  "hand": ["Apple Cider"]}, {"casters": ["Spike"]})
    play(game, "object", "Apple Cider", "Applejack")
    assert record(game, "Applejack")["damage"] == 10
    game = board({"casters": [("Applejack", {"damage": 50}), ("Rarity", {"damage": 50})],
                  "hand": ["Apple Cider"]}, {"casters": ["Spike"]})
    play(game, "object", "Apple Cider", "Rarity")
    assert record(game, "Rarity")["damage"] == 30


def test_sugar_rush_draws_two_cards() -> None:
    game = board({"casters": ["Spike"], "hand": ["Sugar Rush", "Fire Mana"]}, {"casters": ["Gilda"]},
                 deck=("Water Mana",) * 5)
    deck_before = len(game.s["deck"])
    play(game, "object", "Sugar Rush")
    assert len(game.player(0)["hand"]) == 3 and len(game.s["deck"]) == deck_before - 2
    assert [e.text for e in game.log if e.rule == "SC 1.1"] == ["P0 draws 2 cards (Sugar Rush #1)"]


# -- Equipment --------------------------------------------------------------------------------

def test_wonderbolt_goggles_give_10_power_and_20_to_a_pegasus() -> None:
    game = board({"casters": ["Applejack", "Fluttershy"], "hand": ["Wonderbolt Goggles"]}, {"casters": ["Spike"]})
    play(game, "equip", "Wonderbolt Goggles", "Fluttershy")
    assert stats.power(game, record(game, "Fluttershy")) == 20
    game = board({"casters": ["Applejack", "Fluttershy"], "hand": ["Wonderbolt Goggles"]}, {"casters": ["Spike"]})
    play(game, "equip", "Wonderbolt Goggles", "Applejack")
    assert stats.power(game, record(game, "Applejack")) == 10


def test_crystal_armor_gives_15_guard_and_takes_it_off_a_spell() -> None:
    game = board({"casters": ["Big McIntosh"], "mana": ["Earth Mana"] * 2},
                 {"casters": [("Tirek", {"equipment": "Crystal Armor"})]})
    assert stats.guard(game, record(game, "Tirek")) == 15
    game.submit([f"cast|{iid(game, 'Big McIntosh')}|0|{iid(game, 'Tirek')}"])  # Eeyup 25 - 15
    assert record(game, "Tirek")["damage"] == 10


def test_hearty_harness_gives_20_hp() -> None:
    game = board({"casters": [("Spike", {"damage": 40})], "hand": ["Hearty Harness"]}, {"casters": ["Gilda"]})
    assert stats.hp(game, record(game, "Spike")) == 10
    play(game, "equip", "Hearty Harness", "Spike")
    assert stats.hp(game, record(game, "Spike")) == 30 and stats.max_hp(game, record(game, "Spike")) == 70


def test_royal_tiara_goes_only_on_an_alicorn() -> None:
    game = board({"casters": ["Princess Celestia", "Rarity"], "hand": ["Royal Tiara"]}, {"casters": ["Spike"]})
    assert options(game, "equip", "Royal Tiara") == [
        f"equip|{iid(game, 'Royal Tiara')}|{iid(game, 'Princess Celestia')}"]
    play(game, "equip", "Royal Tiara", "Princess Celestia")
    celestia = record(game, "Princess Celestia")
    assert (stats.power(game, celestia), stats.guard(game, celestia)) == (10, 10)


# -- Locations --------------------------------------------------------------------------------

# (Location, Spellcaster, Power, Guard, HP it then has)
LOCATIONS = [
    ("Ponyville", "Applejack", 0, 10, 80), ("Ponyville", "Rarity", 0, 0, 60),
    ("Cloudsdale", "Fluttershy", 10, 0, 60), ("Cloudsdale", "Pinkie Pie", -10, 0, 65),
    ("Cloudsdale", "Rarity", -10, 0, 60), ("Cloudsdale", "Spike", 0, 0, 50),
    ("Canterlot", "Rarity", 10, 0, 60), ("Canterlot", "Princess Luna", 10, 0, 90), ("Canterlot", "Spike", 0, 0, 50),
    ("Everfree Forest", "Zecora", 10, -5, 60), ("Everfree Forest", "Rarity", 0, -5, 60),
    ("Crystal Empire", "Discord", 0, 10, 90),
    ("Tartarus", "Tirek", 10, 10, 95), ("Tartarus", "Princess Cadance", 0, -10, 85),
    ("Sweet Apple Acres", "Big McIntosh", 0, 0, 95), ("Sweet Apple Acres", "Spike", -5, 0, 50),
]


@pytest.mark.parametrize(("location", "caster", "power", "guard", "hp"), LOCATIONS,
                         ids=[f"{loc}-{c}" for loc, c, *_ in LOCATIONS])
def test_each_location_changes_power_guard_and_hp(location: str, caster: str, power: int, guard: int,
                                                  hp: int) -> None:
    game = board({"casters": [caster], "hand": [location]}, {"casters": ["Gilda"]}, location="Crystal Empire"
                 if location != "Crystal Empire" else "Ponyville")
    play(game, "location", location)
    assert game.s["location"] == iid(game, location)
    here = record(game, caster)
    assert (stats.power(game, here), stats.guard(game, here), stats.hp(game, here)) == (power, guard, hp)


def test_a_location_taking_hp_cannot_be_played_when_it_would_defeat_one_of_yours() -> None:
    # Sweet Apple Acres gives Earth +10 HP; Big McIntosh at 5 of 95 HP would drop to 0 if it left
    game = board({"casters": [("Big McIntosh", {"damage": 90})], "hand": ["Tartarus"]}, {"casters": ["Gilda"]},
                 location="Sweet Apple Acres")
    assert options(game, "location", "Tartarus") == []


# -- Combos -----------------------------------------------------------------------------------

def test_rainbow_power_deals_50_with_rainbow_dash_and_an_air_mana_from_the_hand() -> None:
    game = board({"casters": ["Spike"], "hand": ["Rainbow Power", "Rainbow Dash", "Air Mana"]},
                 {"casters": ["Big McIntosh"]})
    play(game, "combo", "Rainbow Power", "Big McIntosh")
    assert record(game, "Big McIntosh")["damage"] == 50
    assert game.player(0)["bleachers"] == [iid(game, "Rainbow Dash")]  # the revealed Spellcaster retires
    assert {iid(game, "Rainbow Power"), iid(game, "Air Mana")} <= set(game.s["junkyard"])
    game = board({"casters": ["Spike"], "hand": ["Rainbow Power", "Rainbow Dash"]}, {"casters": ["Big McIntosh"]})
    assert options(game, "combo", "Rainbow Power") == []  # no Air Mana in hand


def test_royal_sisters_deal_40_to_each_opposing_spellcaster() -> None:
    game = board({"casters": ["Spike"], "hand": ["Royal Sisters", "Princess Celestia", "Princess Luna"]},
                 {"casters": ["Big McIntosh", "Tirek"]})
    play(game, "combo", "Royal Sisters")
    assert record(game, "Big McIntosh")["damage"] == 40 and record(game, "Tirek")["damage"] == 40
    assert record(game, "Spike")["damage"] == 0


def test_chaos_reigns_confuses_each_opposing_spellcaster() -> None:
    game = board({"casters": ["Spike"], "hand": ["Chaos Reigns", "Discord", "Magic Mana"]},
                 {"casters": ["Big McIntosh", "Gilda"]})
    play(game, "combo", "Chaos Reigns")
    assert record(game, "Big McIntosh")["confused"] and record(game, "Gilda")["confused"]
    assert not record(game, "Spike")["confused"]


def test_zap_apple_harvest_heals_each_own_30_and_draws_a_card() -> None:
    game = board({"casters": [("Spike", {"damage": 40}), ("Rarity", {"damage": 10})],
                  "hand": ["Zap Apple Harvest", "Applejack", "Earth Mana", "Earth Mana"]},
                 {"casters": [("Gilda", {"damage": 40})]}, deck=("Fire Mana",) * 4)
    play(game, "combo", "Zap Apple Harvest")
    assert record(game, "Spike")["damage"] == 10 and record(game, "Rarity")["damage"] == 0
    assert record(game, "Gilda")["damage"] == 40
    assert [game.s["cards"][i] for i in game.player(0)["hand"]] == [ID["Fire Mana"]]
    assert [e.text for e in game.log if e.rule == "SC 1.1"] == ["P0 draws 1 card (Zap Apple Harvest #2)"]


# -- the whole set ----------------------------------------------------------------------------

def test_every_card_of_the_starter_set_is_implemented_and_has_a_scenario_here() -> None:
    coverage = game_system("spellcasters").table().coverage()
    assert {c.name: c.status for c in coverage} == {c.name: "implemented" for c in DB.cards}
    named = set(NAMED) | {name for name, *_ in SPELLS}
    assert {c.name for c in DB.cards} - named == set()
    assert {c.kind for c in DB.cards} == set(CardKind)
