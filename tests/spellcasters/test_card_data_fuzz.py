"""Damaged card-data files get a message, never a traceback: seeded mutations of real files.

Each mutation changes one value of the shipped starter set (a JSON document) or
one cell of it as a spreadsheet: a wrong type, an empty or absurd value, a key
or column dropped. Reading the result either works or raises `CardFileError`;
any other exception is a bug.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from engine.spellcasters.cards.database import database_from_document, load_card_database
from engine.spellcasters.cards.errors import CardFileError
from engine.spellcasters.cards.spreadsheet import cards_from_csv, cards_to_csv

ODD_VALUES: list[Any] = [None, "", "-", 0, -5, 7, 3.5, True, [], {}, ["x"], "Fyre", "12 Fire", "heal",
                         "x | y", "|||||", "Earth Pony: +1 Power", "all:", "99999999999", "\u202e", 10**30,
                         "² Fire", "heal ²", "1²"]


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*path, index))
    return found


def _set(document: Any, path: tuple[Any, ...], value: Any, drop: bool) -> None:
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    if drop:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value


@pytest.mark.parametrize("seed", range(6))
def test_a_mutated_json_document_is_read_or_refused_with_a_message(seed: int) -> None:
    original = load_card_database().to_document()
    paths = [p for p in _paths(original) if p]
    rng = random.Random(seed)
    for _ in range(150):
        document = copy.deepcopy(original)
        path = rng.choice(paths)
        _set(document, path, rng.choice(ODD_VALUES), drop=rng.random() < 0.2)
        try:
            database_from_document(json.loads(json.dumps(document)), "cards.json")
        except CardFileError as exc:
            assert str(exc).startswith("cards.json"), exc


@pytest.mark.parametrize("seed", range(4))
def test_a_mutated_spreadsheet_is_read_or_refused_with_a_message(seed: int) -> None:
    rows = cards_to_csv(list(load_card_database().cards)).splitlines()
    rng = random.Random(seed)
    for _ in range(150):
        mutated = list(rows)
        line = rng.randrange(len(mutated))
        cells = mutated[line].split(",")
        cells[rng.randrange(len(cells))] = str(rng.choice(ODD_VALUES))
        mutated[line] = ",".join(cells)
        try:
            cards_from_csv("\n".join(mutated) + "\n", "cards.csv")
        except CardFileError as exc:
            assert str(exc).startswith("cards.csv"), exc
