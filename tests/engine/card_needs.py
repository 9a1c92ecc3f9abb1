"""Which per-card modules each printed text of the shipped database needs (the index
`engine.mlp.effects.card_index`, which `engine.mlp.effects.wordings` loads them by).

A text needs a module when, with every module loaded, one of the module's patterns or
readers reads part of it (its builder returns something), or when the text's compiled
abilities name something the module registered (a runner, a step, a hook's key: any
string of the compiled faces equal to a key or member the module added to a registry
of the engine). A module is loaded for every text (`ALWAYS`) when a module of the
engine outside `engine.mlp.effects.cards` imports it, or when it adds to a list the
game runs whatever the cards (a hook every card passes through), other than the lists
of patterns and readers that the reading above follows.

Must run in a fresh process: the modules are loaded one at a time to see what each
registers.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
INDEX_FILE = "engine/mlp/effects/card_index.py"
PACKAGE = "engine.mlp.effects.cards"
_CARDS_FOLDER = ROOT / "engine" / "mlp" / "effects" / "cards"


def module_names() -> list[str]:
    return sorted(path.stem for path in _CARDS_FOLDER.glob("*.py") if path.stem != "__init__")


def imported_elsewhere() -> set[str]:
    """Per-card modules that a module of the engine outside the package imports."""
    found = set()
    for path in (ROOT / "engine").rglob("*.py"):
        if _CARDS_FOLDER in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE + "."):
                found.add(node.module.removeprefix(PACKAGE + "."))
            elif isinstance(node, ast.ImportFrom) and node.module == PACKAGE:
                found.update(alias.name for alias in node.names)
    return found


def _registries() -> dict[int, tuple[str, Any]]:
    """Every dict, set and list at the top of an engine module (not a per-card one)."""
    found: dict[int, tuple[str, Any]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("engine.") or name.startswith(PACKAGE + ".") or module is None:
            continue
        for attribute, value in vars(module).items():
            if isinstance(value, (dict, set, list)) and not attribute.startswith("__"):
                found.setdefault(id(value), (f"{name}.{attribute}", value))
    return found


def _fingerprint(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: (id(item), len(item) if isinstance(item, (dict, set, list)) else None)
                for key, item in list(value.items())}
    if isinstance(value, set):
        return set(value)
    return [id(item) for item in value]


def _key_strings(key: Any) -> set[Any]:
    """What a compiled text must say to reach `key`: a string key itself; for a key of
    several strings (`EVENT_TRIGGERS[event, name]`, looked up by an ability's event and
    name), all of them."""
    if isinstance(key, str):
        return {key}
    if isinstance(key, tuple) and all(isinstance(part, str) for part in key):
        return {frozenset(key)}
    return set()


def _reached(keys: set[Any], said: set[str]) -> bool:
    return any(key in said if isinstance(key, str) else key <= said for key in keys)


def _strings(value: Any, into: set[str]) -> None:
    if isinstance(value, str):
        into.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _strings(key, into)
            _strings(item, into)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _strings(item, into)
    elif is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            if field.name not in ("card", "boosted"):
                _strings(getattr(value, field.name), into)


def scan() -> tuple[list[str], list[int], dict[str, list[int]]]:
    """(module names, the modules loaded for every text, text -> the modules it needs)."""
    import engine.mlp.api as api
    from engine.mlp.effects import wordings
    from engine.mlp.state import hooks as state_hooks
    from engine.mlp.text import registry

    names = module_names()
    rank = {name: index for index, name in enumerate(names)}
    always = {rank[name] for name in imported_elsewhere()}
    # the lists of patterns and readers (followed below, with the places kept beside them)
    # and the loader's own record of what it loaded
    reading_lists = {id(rows) for rows in (
        registry.TEMPLATES, registry.EFFECTS, registry.HEAD_READERS, registry.CONDITION_READERS,
        registry._template_keys, registry._effect_keys, registry._head_keys, registry._condition_keys,
        wordings._loaded)}
    registered: dict[int, set[Any]] = {}
    for index, name in enumerate(names):
        if f"{PACKAGE}.{name}" in sys.modules:
            continue
        before = {key: _fingerprint(value) for key, (_, value) in _registries().items()}
        wordings.load_modules((index,))
        keys: set[Any] = set()
        for key, (_, value) in _registries().items():
            old = before.get(key)
            if old is None:
                continue
            now = _fingerprint(value)
            if isinstance(value, dict):
                added = [k for k in now if k not in old]
                if any(now[k] != old[k] for k in now if k in old):
                    always.add(index)  # it changed what an entry shared with others does
            elif isinstance(value, set):
                added = list(now - old)
            else:
                added = []
                if now != old and key not in reading_lists:
                    always.add(index)
            for k in added:
                reached_by = _key_strings(k)
                if not reached_by:
                    always.add(index)  # a key no text's words can be matched with
                keys.update(reached_by)
        registered[index] = keys
    wordings.load_all()
    # a list the game runs for every card, filled by a per-card module: load it always
    for key, (_, value) in _registries().items():
        if isinstance(value, list) and key not in reading_lists:
            for item in value:
                module = getattr(item, "__module__", "") or ""
                if module.startswith(PACKAGE + "."):
                    always.add(rank[module.removeprefix(PACKAGE + ".")])

    read_by: set[int] = set()

    def followed(builder):
        module = getattr(builder, "__module__", "") or ""
        index = rank.get(module.removeprefix(PACKAGE + ".")) if module.startswith(PACKAGE + ".") else None

        def builds(*args, **kwargs):
            built = builder(*args, **kwargs)
            if built is not None and index is not None:
                read_by.add(index)
            return built
        return builds

    registry.TEMPLATES[:] = [(wording, followed(builder)) for wording, builder in registry.TEMPLATES]
    registry.EFFECTS[:] = [(wording, followed(builder)) for wording, builder in registry.EFFECTS]
    registry.HEAD_READERS[:] = [followed(reader) for reader in registry.HEAD_READERS]
    registry.CONDITION_READERS[:] = [followed(reader) for reader in registry.CONDITION_READERS]
    needed: dict[str, set[int]] = {}
    compile_text = state_hooks.reader.compile_text

    def compile_followed(spec) -> None:
        read_by.clear()
        compile_text(spec)
        said: set[str] = set()
        _strings(spec, said)
        uses = {index for index, keys in registered.items() if _reached(keys, said)}
        needed.setdefault(spec.card.text, set()).update(read_by | uses)

    state_hooks.reader.compile_text = compile_followed
    try:
        library = api.default_library()
        for card in library.cards():
            library.spec(card.id)
    finally:
        state_hooks.reader.compile_text = compile_text
    return names, sorted(always), {text: sorted(set(found) - always) for text, found in needed.items()}


def render(names: list[str], always: list[int], needed: dict[str, list[int]]) -> str:
    lines = [
        '"""Which per-card modules (`engine.mlp.effects.cards`) each printed text of the shipped',
        "database needs, by their place in `MODULES`: written by scripts/card_module_index.py",
        "(see tests/engine/card_needs.py), checked by tests/engine/test_card_index.py.",
        "`engine.mlp.effects.wordings` loads them as a text is read; a text not listed loads",
        'all of them."""',
        "",
        "from __future__ import annotations",
        "",
        "MODULES: tuple[str, ...] = (",
        *(f"    {name!r}," for name in names),
        ")",
        "# loaded with the engine, whatever the texts",
        f"ALWAYS: tuple[int, ...] = {tuple(always)!r}",
        "NEEDED: dict[str, tuple[int, ...]] = {",
        *(f"    {text!r}: {tuple(found)!r}," for text, found in sorted(needed.items())),
        "}",
        "",
    ]
    return "\n".join(lines)
