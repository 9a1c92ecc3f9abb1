"""The tournament side reaches a game only through the game-system registry.

Nothing in `tourney/` may import a game package (`engine.mlp`, `engine.battledome`,
`engine.spellcasters`, any `engine.<x>` but `engine.core`), imports inside
functions included: a second game must need no change to the app.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tourney

TOURNEY = Path(tourney.__file__).parent


def game_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) of every import of an engine package other than engine.core."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules = [node.module]
            if node.module == "engine":  # from engine import mlp
                modules = [f"engine.{alias.name}" for alias in node.names]
        else:
            continue
        for module in modules:
            parts = module.split(".")
            if (parts[0] == "engine" and len(parts) > 1 and parts[1] != "core") or module == "engine":
                found.append((node.lineno, module))
    return found


def test_the_reader_finds_game_imports_at_any_depth() -> None:
    source = ("import engine.core.decision\nfrom engine.core import registry\n"
              "def f():\n    from engine.mlp.state.game import MlpGame\n    import engine.battledome\n"
              "class C:\n    def g(self):\n        from engine import spellcasters\n")
    assert game_imports(source) == [(4, "engine.mlp.state.game"), (5, "engine.battledome"),
                                    (8, "engine.spellcasters")]


def test_nothing_in_tourney_imports_a_game_package() -> None:
    files = sorted(TOURNEY.rglob("*.py"))
    assert len(files) > 100
    offenders = [f"{path.relative_to(TOURNEY.parent)}:{line}: {module}"
                 for path in files for line, module in game_imports(path.read_text(encoding="utf-8"))]
    assert offenders == []
