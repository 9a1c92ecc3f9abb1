"""The shipped Rules Test Set: readable, our own, and covering every rule the issue lists."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.battledome.cards.jsonfile import CardData, read_json
from engine.battledome.cards.model import CardKind, Stat, name_contains
from engine.core.resources import resource_path


@pytest.fixture(scope="module")
def data() -> CardData:
    path = resource_path("battledome", "cards.json")
    return read_json(path.read_bytes(), path.name)


def test_every_card_is_marked_unofficial(data: CardData) -> None:
    assert data.cards and all(card.unofficial for card in data.cards)
    assert all(s.unofficial for s in data.sets)


def test_ids_and_names_are_unique(data: CardData) -> None:
    assert len({c.id for c in data.cards}) == len(data.cards)
    assert len({c.name.casefold() for c in data.cards}) == len(data.cards)


def test_every_kind_is_present(data: CardData) -> None:
    kinds = Counter(card.kind for card in data.cards)
    assert set(kinds) == set(CardKind)


def test_three_species_have_rainbow_pool_versions_and_paint_brushes(data: CardData) -> None:
    base_species = {c.species for c in data.cards if c.kind is CardKind.NEOPET}
    painted = {c.species for c in data.cards if c.kind is CardKind.RAINBOW_POOL_NEOPET}
    assert len(base_species & painted) >= 3
    brushes = {c.name: c for c in data.cards if c.kind is CardKind.PAINT_BRUSH}
    icons = {c.rainbow_pool_icon for c in data.cards if c.kind is CardKind.RAINBOW_POOL_NEOPET}
    assert len(set(brushes) & icons) >= 3
    assert any(not brush.text for brush in brushes.values()), "8.20.10b: one Paint Brush with no text"
    locations = {c.name for c in data.cards if c.kind is CardKind.LOCATION}
    assert icons <= set(brushes) | locations, "6.8.2: every icon names a Paint Brush or a Location"


def test_codestones_boost_every_stat(data: CardData) -> None:
    boosted = {b.stat for c in data.cards if c.kind is CardKind.CODESTONE for b in c.boosts}
    assert boosted == set(Stat)


def test_heroes_and_villains_carry_team_icons(data: CardData) -> None:
    for card in data.cards:
        if card.kind in (CardKind.HERO, CardKind.VILLAIN):
            assert card.teams, card.name


def test_map_pieces_name_a_shipped_location(data: CardData) -> None:
    locations = {c.name for c in data.cards if c.kind is CardKind.LOCATION}
    pieces = [c for c in data.cards if c.kind is CardKind.MAP_PIECE]
    assert len(pieces) >= 2 and all(p.map_piece_of in locations for p in pieces)


@pytest.mark.parametrize("words", [
    "search", "scrap", "reveal", "Abandon", "discard 1 card", "send the rest to your Discard", "Freeze",
    "immune", "Negate", "d3", "instead", "Roll a die;", "At the end of this round", "is dealt damage",
    "halved, rounded down", "can't", "begins the game in your Rainbow Pool", "Play this card only during",
])
def test_a_card_text_exercises(data: CardData, words: str) -> None:
    assert any(words.casefold() in card.text.casefold() for card in data.cards), words


def test_the_legend_that_searches_for_a_name_finds_two_foods(data: CardData) -> None:
    """9.9.1: the name search fits every Food whose name contains the name, not the Legend itself."""
    found = [c.name for c in data.cards if name_contains(c.name, "Mud Pie")]
    assert found == ["Mud Pie", "Grandma Hettie's Mud Pie"]
    assert all(c.kind is CardKind.FOOD for c in data.cards if c.name in found)
    assert name_contains("Grandma Hettie's Mud Pies", "mud pie")
    assert not name_contains("Pie Baker Pell", "Mud Pie")
