"""Which cards the engine tests name: the source of `engine.mlp.tested_cards`.

A judge-scenario test names its card in its function name (`test_pr37_berry_dreams_...`
names PR37, see `engine.mlp.coverage.code_word`). Cards with no text at all are played
by one parameterised test (`test_textless_cards.py`) instead. `scan` reads the test
sources with `ast` (nothing is imported or run), so the registry can be rebuilt and
checked quickly: `scripts/tested_cards.py` writes it, `test_tested_cards.py` checks it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from engine.mlp.api import default_library
from engine.mlp.coverage import code_word
from engine.mlp.state.library import CardLibrary

TESTS = Path(__file__).resolve().parent
REGISTRY_FILE = "engine/mlp/tested_cards.py"
TEXTLESS_TEST = "test_textless_cards.py"


def textless_codes(library: CardLibrary) -> list[str]:
    """Codes (test words) of the cards with no text on any face, in library order."""
    found: dict[str, None] = {}
    for card in library.cards():
        faces = [card] if card.boosted is None else [card, card.boosted]
        if all(not face.text.strip() for face in faces):
            found[code_word(card.code)] = None
    return list(found)


def test_names(directory: Path = TESTS) -> dict[str, list[str]]:
    """Test function names by file (relative to the engine tests' folder)."""
    names: dict[str, list[str]] = {}
    for path in sorted(directory.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        names[path.relative_to(directory).as_posix()] = [
            node.name for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_")]
    return names


def named_tokens(directory: Path = TESTS) -> set[str]:
    """Every word of every test function's name (the candidates for card codes)."""
    return {word for names in test_names(directory).values() for name in names for word in name.split("_")}


def scan(directory: Path = TESTS, library: CardLibrary | None = None) -> list[str]:
    """The test words of the cards the tests name, sorted: the registry's content."""
    lib = library or default_library()
    words = named_tokens(directory)
    codes = {code_word(card.code) for card in lib.cards()}
    found = codes & words
    if (directory / TEXTLESS_TEST).exists():
        found |= set(textless_codes(lib))
    return sorted(found)


def render(codes: list[str]) -> str:
    """The registry module's text."""
    lines = ['"""Cards a judge-scenario test names (written by scripts/tested_cards.py; do not edit).',
             "",
             "Coverage calls a card implemented only when its text is carried out and its code is",
             "here; tests/engine/test_tested_cards.py fails when this list and the tests disagree.",
             '"""', "", "TESTED: frozenset[str] = frozenset({"]
    row = "   "
    for code in codes:
        item = f' "{code}",'
        if len(row) + len(item) > 100:
            lines.append(row)
            row = "   "
        row += item
    if row.strip():
        lines.append(row)
    lines.append("})")
    return "\n".join(lines) + "\n"
