"""Fixtures for the card, deck and format tests: the shipped database and a fresh import."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.resources import resource_path
from engine.mlp.cards.database import CardDatabase, load_card_database
from engine.mlp.cards.errata import load_errata
from engine.mlp.cards.importer import ImportResult, import_sets, load_set_table
from engine.mlp.decks.matching import NameMatcher

THEME_DECKS = "Decks/MLP CCG Original Theme Decks"


@pytest.fixture(scope="session")
def db() -> CardDatabase:
    return load_card_database()


@pytest.fixture(scope="session")
def matcher(db: CardDatabase) -> NameMatcher:
    return NameMatcher(db)


@pytest.fixture(scope="session")
def fresh_import(octgn_dir: Path) -> ImportResult:
    """Every set of the shared OCTGN data imported with the shipped set table and errata."""
    resources = resource_path("mlp")
    return import_sets(
        [octgn_dir / "Sets"], load_set_table(resources / "sets.json"), load_errata(resources / "errata.json")
    )


@pytest.fixture(scope="session")
def theme_decks(octgn_dir: Path) -> list[Path]:
    decks = sorted((octgn_dir / THEME_DECKS).glob("*.o8d"))
    assert decks, "no theme decks in the shared data"
    return decks
