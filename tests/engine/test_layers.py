"""Inside each game package, imports follow its layers, lowest first.

A game package is built in layers: the card data (`cards`, `decks`), the game state
(`state`), reading card text (`text`), what the board decides of each card (`values`),
what wordings do (`effects`), the rules' procedures (`procedures`), and the entry points
(`api`, `system`, ... flat in the package). A module may import its own layer and the
ones below, never one above; where a lower layer must reach up, it calls through hooks
it owns and the game's wiring fills (see `engine.core.hooks`). The graph is read from
the source with `ast`, so an import inside a function counts like any other.

No modules import each other in a circle, inside one layer either: in the engine's core
(`engine.core`) as in a game, a part two modules share lives in a module of its own.

Also: `engine.core` imports no game, a game imports no other game, and nothing in
`engine` imports the app (`tourney`) or Qt.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from tests.import_circles import circles as import_circles

ROOT = Path(__file__).resolve().parents[2]

LAYERS = ("data", "state", "text", "values", "effects", "procedures", "entry")
# a game's subpackage -> its layer; a module flat in the game package is an entry point
SUBPACKAGE_LAYERS = {"cards": "data", "decks": "data", "state": "state", "text": "text", "values": "values",
                     "effects": "effects", "procedures": "procedures"}
# the engine's own packages that are no game
NOT_GAMES = ("core",)
FOREIGN = ("tourney", "PySide6")


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def read_imports(root: Path, package: str = "engine") -> tuple[set[str], list[Import]]:
    """Every module under `package` and every import among them or of a foreign package
    (`FOREIGN`), wherever it stands in a module (function bodies, `from . import` and modules
    deferred to their first use included)."""
    paths = {module_name(path, root): path for path in sorted((root / package).rglob("*.py"))}
    found = []
    for name, path in paths.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = here.split(".")[: len(here.split(".")) - node.level + 1]
                    base = ".".join(parent + ([node.module] if node.module else []))
                # `from a import b` imports module a.b when there is one, else names of a
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in paths else base
                           for alias in node.names]
            elif _deferred(node):
                # (`DeferredModule("engine.mlp.why")`, `engine.core.deferred`: imported when first used)
                targets = [node.args[0].value]
            else:
                continue
            for target in targets:
                while target and target not in paths and target.split(".")[0] not in FOREIGN:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    found.append(Import(name, target, node.lineno))
    return set(paths), found


def _deferred(node: ast.AST) -> bool:
    """Whether `node` declares a module imported when first used: `DeferredModule("name")`."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "DeferredModule"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str))


def layer_of(module: str) -> tuple[str, str]:
    """(the game a module belongs to, or "" for the engine's own parts; its layer)."""
    parts = module.split(".")
    if len(parts) < 2 or parts[1] in NOT_GAMES or module == "engine.compiled":
        return "", "core"
    game = parts[1]
    if len(parts) >= 3 and parts[2] in SUBPACKAGE_LAYERS:
        return game, SUBPACKAGE_LAYERS[parts[2]]
    return game, "entry"


def wrong_way(imports: list[Import]) -> list[str]:
    """Each import against the order, in words."""
    wrong = []
    for imp in imports:
        if imp.imported.split(".")[0] in FOREIGN:
            wrong.append(f"{imp.importer} imports {imp.imported} (line {imp.line}): the engine imports no app or Qt")
            continue
        (game, layer), (other_game, other_layer) = layer_of(imp.importer), layer_of(imp.imported)
        if other_game and other_game != game:
            whose = f"the game {game}" if game else "the engine's core"
            wrong.append(f"{imp.importer} imports {imp.imported} (line {imp.line}): {whose} imports the game"
                         f" {other_game}")
        elif other_game and LAYERS.index(other_layer) > LAYERS.index(layer):
            wrong.append(f"{imp.importer} ({layer}) imports {imp.imported} ({other_layer}) (line {imp.line}):"
                         f" a lower layer imports a higher one")
    return wrong


def circles(modules: set[str], imports: list[Import]) -> list[list[str]]:
    """The import circles among `modules` (strongly connected groups of more than one), each sorted."""
    edges: dict[str, set[str]] = {m: set() for m in modules}
    for imp in imports:
        if imp.imported in edges:
            edges[imp.importer].add(imp.imported)
    return import_circles(edges)


def circles_in_words(modules: set[str], imports: list[Import]) -> list[str]:
    """Each import circle among `modules`, in words, with the imports that close it: one that
    crosses layers, and one inside a single layer too (the engine's core, or one layer of a
    game). Modules that import each other hide which one builds on which; the shared part
    belongs in a module of its own that both import."""
    found = []
    for group in circles(modules, imports):
        layers = sorted({"/".join(layer_of(m)) for m in group})
        if len(layers) > 1:
            found.append(f"an import circle crosses layers ({', '.join(layers)}): {', '.join(group)}")
        else:
            game, layer = layer_of(group[0])
            where = f"the game {game}'s {layer} layer" if game else "the engine's core"
            found.append(f"an import circle inside {where}: {', '.join(group)}")
        members = set(group)
        found.extend(sorted({f"  {imp.importer} imports {imp.imported} (line {imp.line})" for imp in imports
                             if imp.importer in members and imp.imported in members}))
    return found


def test_imports_follow_the_layers() -> None:
    modules, imports = read_imports(ROOT)
    assert "engine.mlp.state.game" in modules and any(i.importer == "engine.mlp.state.game" for i in imports)
    problems = wrong_way(imports) + circles_in_words(modules, imports)
    assert not problems, "\n".join(problems)


def deferred_imports(root: Path, package: str = "engine") -> list[str]:
    """Each import inside a function, or at a module's top level below its first function or
    class (an import at the bottom of a file), in words. Such imports hide an import
    circle or an order the reader can't see; the layers and registries make them needless."""
    found = []
    for path in sorted((root / package).rglob("*.py")):
        name = module_name(path, root)
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        defined = False
        for statement in tree.body:
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                defined = True
                inside = [node for node in ast.walk(statement) if isinstance(node, (ast.Import, ast.ImportFrom))]
                found.extend(f"{name} imports inside {statement.name} (line {node.lineno})" for node in inside)
            elif defined:
                below = [node for node in ast.walk(statement) if isinstance(node, (ast.Import, ast.ImportFrom))]
                found.extend(f"{name} imports below its definitions (line {node.lineno})" for node in below)
    return found


def test_imports_stand_at_the_top_of_each_module() -> None:
    problems = deferred_imports(ROOT)
    assert not problems, "\n".join(problems)


def test_the_check_finds_imports_inside_a_function_and_at_the_bottom(tmp_path: Path) -> None:
    _plant(tmp_path, {
        "engine/__init__.py": "",
        "engine/toy/__init__.py": "import json\n",
        "engine/toy/rules.py": "import json\n\n\ndef f():\n    from engine.toy import turn\n\n\n"
                               "class C:\n    def g(self):\n        import os\n\n\nfrom engine.toy import turn\n",
        "engine/toy/turn.py": "from engine.toy import rules\n",
    })
    assert deferred_imports(tmp_path) == [
        "engine.toy.rules imports inside f (line 5)",
        "engine.toy.rules imports inside C (line 10)",
        "engine.toy.rules imports below its definitions (line 13)",
    ]


def _plant(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_the_check_finds_an_upward_import_inside_a_function_and_a_circle(tmp_path: Path) -> None:
    """The check itself, on a small game: the state reaching up to a procedure inside a
    function, by a relative import, makes both a wrong-way import and a circle across layers."""
    _plant(tmp_path, {
        "engine/__init__.py": "",
        "engine/core/__init__.py": "",
        "engine/core/rng.py": "",
        "engine/toy/__init__.py": "",
        "engine/toy/cards/__init__.py": "",
        "engine/toy/cards/model.py": "from engine.core import rng\n",
        "engine/toy/state/__init__.py": "",
        "engine/toy/state/game.py": "from engine.toy.cards import model\n\n\ndef f():\n"
                                    "    from ..procedures import turn\n",
        "engine/toy/procedures/__init__.py": "",
        "engine/toy/procedures/turn.py": "from engine.toy.state.game import f\n",
        "engine/toy/api.py": "import engine.toy.procedures.turn\n",
    })
    modules, imports = read_imports(tmp_path)
    assert wrong_way(imports) == ["engine.toy.state.game (state) imports engine.toy.procedures.turn (procedures)"
                                  " (line 5): a lower layer imports a higher one"]
    assert circles_in_words(modules, imports) == [
        "an import circle crosses layers (toy/procedures, toy/state): engine.toy.procedures.turn,"
        " engine.toy.state.game",
        "  engine.toy.procedures.turn imports engine.toy.state.game (line 1)",
        "  engine.toy.state.game imports engine.toy.procedures.turn (line 5)"]
    # the same import pointing down is fine
    _plant(tmp_path, {"engine/toy/state/game.py": "from engine.toy.cards import model\n"})
    modules, imports = read_imports(tmp_path)
    assert wrong_way(imports) == [] and circles_in_words(modules, imports) == []


def test_the_check_finds_a_circle_inside_the_core_and_inside_one_layer_of_a_game(tmp_path: Path) -> None:
    """A circle that crosses no layer is found too: two core modules closing one only for the
    type checker, and two modules of a game's state importing each other through a third."""
    _plant(tmp_path, {
        "engine/__init__.py": "",
        "engine/core/__init__.py": "",
        "engine/core/table.py": "from engine.core.replay import ReplayableGame\n",
        "engine/core/replay.py": "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
                                 "    from engine.core.table import TableRules\n",
        "engine/core/registry.py": "from engine.core import table\n",
        "engine/toy/__init__.py": "",
        "engine/toy/state/__init__.py": "",
        "engine/toy/state/game.py": "from .zones import Zone\n",
        "engine/toy/state/zones.py": "from engine.toy.state.cards import Card\n",
        "engine/toy/state/cards.py": "import engine.toy.state.game\n",
        "engine/toy/api.py": "from engine.toy.state.game import Game\n",
    })
    modules, imports = read_imports(tmp_path)
    assert wrong_way(imports) == []
    assert circles_in_words(modules, imports) == [
        "an import circle inside the game toy's state layer: engine.toy.state.cards, engine.toy.state.game,"
        " engine.toy.state.zones",
        "  engine.toy.state.cards imports engine.toy.state.game (line 1)",
        "  engine.toy.state.game imports engine.toy.state.zones (line 1)",
        "  engine.toy.state.zones imports engine.toy.state.cards (line 1)",
        "an import circle inside the engine's core: engine.core.replay, engine.core.table",
        "  engine.core.replay imports engine.core.table (line 4)",
        "  engine.core.table imports engine.core.replay (line 1)",
    ]
    # the shared type in a module of its own: no circle
    _plant(tmp_path, {"engine/core/replay.py": "from engine.core.replayable import ReplayableGame\n",
                      "engine/core/replayable.py": "",
                      "engine/toy/state/cards.py": ""})
    modules, imports = read_imports(tmp_path)
    assert circles_in_words(modules, imports) == []


def test_the_check_finds_the_app_qt_and_another_game(tmp_path: Path) -> None:
    _plant(tmp_path, {
        "engine/__init__.py": "",
        "engine/core/__init__.py": "def f():\n    import engine.toy.api\n",
        "engine/toy/__init__.py": "",
        "engine/toy/api.py": "from tourney.services import events\nfrom engine.other.state import game\n",
        "engine/other/__init__.py": "",
        "engine/other/state/__init__.py": "",
        "engine/other/state/game.py": "from PySide6 import QtCore\n",
    })
    _, imports = read_imports(tmp_path)
    assert sorted(wrong_way(imports)) == [
        "engine.core imports engine.toy.api (line 2): the engine's core imports the game toy",
        "engine.other.state.game imports PySide6 (line 1): the engine imports no app or Qt",
        "engine.toy.api imports engine.other.state.game (line 2): the game toy imports the game other",
        "engine.toy.api imports tourney.services (line 1): the engine imports no app or Qt",
    ]
