"""The service modules import one way: no module of `tourney.services` reaches back,
directly or through others, to a module that imports it.

A circle among the services hides which use case builds on which, and one that only
works because an import sits inside a function breaks as soon as someone tidies that
import to the top of the file. The graph is read from the source (every import
statement, those inside functions included), so nothing has to be imported to check it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.import_circles import circles

SERVICES = Path(__file__).resolve().parents[2] / "tourney" / "services"
PACKAGE = "tourney.services"


def module_name(path: Path, root: Path = SERVICES) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


def imported_services(tree: ast.AST, modules: set[str]) -> set[str]:
    """The service modules a module's source imports, wherever the statement stands."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            # `from tourney.services import audit` names a module; `... import UNSET` a value
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        else:
            continue
        found.update(name for name in names if name in modules)
    return found


def import_graph(root: Path = SERVICES) -> dict[str, set[str]]:
    paths = sorted(root.rglob("*.py"))
    modules = {module_name(path, root) for path in paths}
    graph: dict[str, set[str]] = {}
    for path in paths:
        name = module_name(path, root)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        graph[name] = imported_services(tree, modules) - {name}
    return graph


def test_the_services_import_one_way() -> None:
    graph = import_graph()
    assert "tourney.services.results" in graph and "tourney.services.penalties" in graph
    found = circles(graph)
    assert not found, "service modules that import each other in a circle:\n" + "\n".join(
        " <-> ".join(name.removeprefix(PACKAGE + ".") for name in group) for group in found)


def test_the_check_sees_an_import_inside_a_function(tmp_path: Path) -> None:
    """The guard itself: a circle closed only by an import inside a function is found."""
    (tmp_path / "first.py").write_text("from tourney.services.second import b\n", encoding="utf-8")
    (tmp_path / "second.py").write_text(
        "def b():\n    from tourney.services import first\n    return first\n", encoding="utf-8")
    (tmp_path / "third.py").write_text("from tourney.services.first import b\n", encoding="utf-8")
    assert circles(import_graph(tmp_path)) == [["tourney.services.first", "tourney.services.second"]]
