"""Find the game systems the program knows, importing each engine only when asked."""

from __future__ import annotations

import importlib

from engine.core.game_system import GameSystem

# Each module named here exposes a module-level `GAME_SYSTEM`.
_SYSTEM_MODULES: dict[str, str] = {
    "mlp": "engine.mlp.system",
}


def game_systems() -> dict[str, GameSystem]:
    """Every registered game system by id, in registration order."""
    return {key: game_system(key) for key in _SYSTEM_MODULES}


def game_system(system_id: str) -> GameSystem:
    """The game system with this id; a clear KeyError names the known ones."""
    try:
        module_name = _SYSTEM_MODULES[system_id]
    except KeyError:
        known = ", ".join(sorted(_SYSTEM_MODULES))
        raise KeyError(f"unknown game system {system_id!r} (known: {known})") from None
    system = importlib.import_module(module_name).GAME_SYSTEM
    if not isinstance(system, GameSystem):
        raise TypeError(f"{module_name}.GAME_SYSTEM is not a GameSystem")
    return system
