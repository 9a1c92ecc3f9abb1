"""The Spellcasters card data: the compact syntax, the JSON and CSV formats, and the starter set."""

from __future__ import annotations

import json

import pytest

from engine.spellcasters.cards.codec import card_from_dict, card_to_dict
from engine.spellcasters.cards.compact import read_cost, read_effect, read_spell, write_spell
from engine.spellcasters.cards.database import (
    CardDatabase,
    database_from_document,
    load_card_database,
    read_json_database,
)
from engine.spellcasters.cards.errors import CardFileError, FieldError
from engine.spellcasters.cards.model import (
    HP_STEP,
    CardKind,
    Classification,
    Combo,
    EffectKind,
    Element,
    Equipment,
    Location,
    ManaCost,
    Object,
    Spellcaster,
    Status,
    Who,
)
from engine.spellcasters.cards.spreadsheet import cards_from_csv, cards_to_csv


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_card_database()


# --- the compact syntax ----------------------------------------------------------------------

def test_a_mana_cost_reads_counts_by_element_and_any() -> None:
    assert read_cost("2 Fire + 1 Any") == (ManaCost(Element.FIRE, 2), ManaCost(None, 1))
    assert read_cost("Water, 1 water") == (ManaCost(Element.WATER, 2),)
    assert read_cost("-") == ()
    with pytest.raises(FieldError, match="not an Element: 'Fyre'"):
        read_cost("2 Fyre")
    with pytest.raises(FieldError, match="at least 1"):
        read_cost("0 Fire")


def test_effects_read_kind_amount_whom_and_status() -> None:
    heal = read_effect("heal 20 caster")
    assert (heal.kind, heal.amount, heal.who) == (EffectKind.HEAL, 20, Who.CASTER)
    assert read_effect("cure confused").status is Status.CONFUSED
    assert read_effect("draw 2").who is Who.PLAYER
    assert read_effect("confuse each-opponent").who is Who.EACH_OPPONENT
    with pytest.raises(FieldError, match="multiple of 5"):
        read_effect("heal 12")
    with pytest.raises(FieldError, match="unknown effect 'freeze'"):
        read_effect("freeze")
    with pytest.raises(FieldError, match="needs an amount"):
        read_effect("damage")
    with pytest.raises(FieldError, match="only drawing reaches the player"):
        read_effect("heal 10 player")


def test_a_spell_in_one_cell_reads_and_writes_back() -> None:
    spell = read_spell("Sonic Rainboom | 50 | 2 Air + 1 Any | 4+ | confuse, heal 10 caster")
    assert (spell.name, spell.damage, spell.to_hit, spell.mana_total) == ("Sonic Rainboom", 50, 4, 3)
    assert [e.kind for e in spell.effects] == [EffectKind.CONFUSE, EffectKind.HEAL]
    assert read_spell(write_spell(spell)) == spell
    with pytest.raises(FieldError, match="2\\+ to 6\\+"):
        read_spell("Wild | 20 | 1 Air | 7+")
    with pytest.raises(FieldError, match="deals no damage and has no effect"):
        read_spell("Nothing | 0 | 1 Air")


# --- cards from dicts -----------------------------------------------------------------------

def _caster(**changes: object) -> dict[str, object]:
    data: dict[str, object] = {"set": "T", "number": 1, "name": "Test Pony", "kind": "spellcaster",
                               "element": "Fire", "classification": "Earth Pony", "hp": 60,
                               "spells": [{"name": "Kick", "damage": 20, "cost": "1 Fire"}]}
    data.update(changes)
    return data


@pytest.mark.parametrize(("changes", "field", "words"), [
    ({"hp": 62}, "hp", "multiple of 5"),
    ({"hp": None}, "hp", "needs its HP"),
    ({"element": "Wood"}, "element", "not an Element"),
    ({"classification": "Dragon"}, "classification", "not a Classification"),
    ({"spells": []}, "spells", "one or two Spells"),
    ({"spells": ["A | 10 | 1 Fire", "B | 10 | 1 Fire", "C | 10 | 1 Fire"]}, "spells", "one or two Spells"),
    ({"power": "lots"}, "power", "whole number"),
    ({"works_on": ["Discord"]}, "works_on", "not a field of a Spellcaster"),
    ({"not_in_play_with": ["Test Pony"]}, "not_in_play_with", "exclude itself"),
    ({"kind": "hero"}, "kind", "unknown kind"),
    ({"number": 0}, "number", "at least 1"),
])
def test_a_card_mistake_names_its_field(changes: dict[str, object], field: str, words: str) -> None:
    with pytest.raises(FieldError) as caught:
        card_from_dict(_caster(**changes))
    assert caught.value.field == field and words in caught.value.detail


def test_every_kind_round_trips_through_its_dict(db: CardDatabase) -> None:
    kinds = {card.kind for card in db.cards}
    assert kinds == set(CardKind)
    for card in db.cards:
        again = card_from_dict(json.loads(json.dumps(card_to_dict(card))))
        assert again == card, card.name


def test_the_json_file_names_the_card_and_field_of_a_mistake() -> None:
    doc = {"format": "spellcasters-cards", "version": 1, "sets": [{"code": "T", "name": "Test"}],
           "cards": [_caster(), _caster(number=2, name="Other", hp="sixty")]}
    with pytest.raises(CardFileError) as caught:
        database_from_document(doc, "mine.json")
    assert str(caught.value) == "mine.json, cards[1] (Other), field 'hp': expected a whole number, got 'sixty'"
    with pytest.raises(CardFileError, match=r"mine.json: not valid JSON \(line 1"):
        read_json_database(b"{oops", "mine.json")
    with pytest.raises(CardFileError, match="field 'format'"):
        read_json_database(b'{"format": "mlp"}', "mine.json")


def test_a_database_refuses_twin_names_and_names_no_card_has() -> None:
    doc = {"format": "spellcasters-cards", "version": 1, "sets": [{"code": "T"}],
           "cards": [_caster(), _caster(number=2)]}
    with pytest.raises(CardFileError, match="two cards are named 'Test Pony'"):
        database_from_document(doc, "x.json")
    doc["cards"] = [_caster(not_in_play_with=["Nobody"])]
    with pytest.raises(CardFileError, match="field 'not_in_play_with': names 'Nobody'"):
        database_from_document(doc, "x.json")


# --- the spreadsheet -----------------------------------------------------------------------

def test_the_starter_set_round_trips_through_the_spreadsheet(db: CardDatabase) -> None:
    cards, _ = cards_from_csv(cards_to_csv(list(db.cards)), "starter.csv")
    assert cards == list(db.cards)


def test_spells_in_columns_of_their_own_read_like_the_compact_cell() -> None:
    text = ("set;number;name;kind;element;classification;hp;spell1_name;spell1_damage;spell1_cost;"
            "spell1_to_hit;spell1_effects;spell2\n"
            "T;1;Test Pony;spellcaster;Fire;Unicorn;60;Blaze;30;1 Fire + 1 Any;4+;confuse, heal 10 caster;"
            "Spark | 10 | 1 Fire\n")
    (card,), _ = cards_from_csv(text, "t.csv")
    assert isinstance(card, Spellcaster)
    assert card.spells[0] == read_spell("Blaze | 30 | 1 Fire + 1 Any | 4+ | confuse, heal 10 caster")
    assert card.spells[1].name == "Spark" and card.program_own is False


@pytest.mark.parametrize(("text", "message"), [
    ("name,kind,number,colour\n", "t.csv, line 1: unknown column 'colour'"),
    ("name,kind\n", "t.csv, line 1: the header has no 'number' column"),
    ("set,number,name,kind,element\nT,1,Fire Mana,mana,Fire\n\nT,2,Bad Mana,mana,Fyre\n",
     "t.csv, line 4, Bad Mana, field 'element': not an Element: 'Fyre'"),
    ("set,number,name,kind,element,classification,hp,spell1\nT,1,P,spellcaster,Air,Pegasus,50,Zap | 10 | 2 Wind\n",
     "t.csv, line 2, P, field 'spell1 cost': not an Element: 'Wind'"),
    ("", "t.csv: the file is empty"),
])
def test_a_spreadsheet_mistake_names_file_line_and_column(text: str, message: str) -> None:
    with pytest.raises(CardFileError) as caught:
        cards_from_csv(text, "t.csv")
    assert str(caught.value).startswith(message)


# --- the starter set -----------------------------------------------------------------------

def test_the_starter_set_has_what_the_game_needs(db: CardDatabase) -> None:
    casters = [c for c in db.cards if isinstance(c, Spellcaster)]
    assert {c.element for c in casters} == set(Element)
    assert {c.classification for c in casters} == set(Classification)
    assert all(c.hp % HP_STEP == 0 and 1 <= len(c.spells) <= 2 for c in casters)
    assert all(c.power == 0 and c.guard == 0 for c in casters)  # Power and Guard are 0 by default
    assert {c.element for c in db.of_kind(CardKind.MANA)} == set(Element)  # type: ignore[attr-defined]
    spells = [s for c in casters for s in c.spells]
    effects = {e.kind for s in spells for e in s.effects}
    assert {EffectKind.SHRINK, EffectKind.DISABLE, EffectKind.CONFUSE, EffectKind.HEAL} <= effects
    assert any(s.to_hit for s in spells) and any(s.to_hit is None for s in spells)
    objects = [c for c in db.cards if isinstance(c, Object)]
    assert any(e.kind is EffectKind.HEAL for o in objects for e in o.effects)
    assert any(e.kind is EffectKind.CURE for o in objects for e in o.effects)
    equipment = [c for c in db.cards if isinstance(c, Equipment)]
    assert any(e.power for e in equipment) and any(e.guard for e in equipment) and any(e.hp for e in equipment)
    locations = [c for c in db.cards if isinstance(c, Location)]
    assert any(ch.power for loc in locations for ch in loc.changes)
    assert any(ch.guard for loc in locations for ch in loc.changes)
    assert db.of_kind(CardKind.COMBO) and all(isinstance(c, Combo) and c.requires for c in db.of_kind(CardKind.COMBO))
    assert all(c.program_own for c in db.cards)


def test_the_draft_s_named_cards_carry_their_restrictions(db: CardDatabase) -> None:
    luna, nightmare = db.find("Princess Luna"), db.find("Nightmare Moon")
    assert isinstance(luna, Spellcaster) and isinstance(nightmare, Spellcaster)
    assert luna.not_in_play_with == ("Nightmare Moon",) and nightmare.not_in_play_with == ("Princess Luna",)
    milk = db.find("Chocolate Milk of Glass")
    assert isinstance(milk, Object) and milk.works_on.names == ("Discord",)
    discord = db.find("Discord")
    assert isinstance(discord, Spellcaster) and discord.fits(milk.works_on)
    assert not luna.fits(milk.works_on)
