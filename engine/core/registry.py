"""Find the game systems the program knows, importing each engine only when asked.

The tournament side reaches every game through here: an event names its game
system by id, and the match table looks the game up by the id a replay or a
board-state file carries. `register` adds a system at run time (a test's own
game), so a new game needs no change to the tournament side.
"""

from __future__ import annotations

import importlib

from engine.core.game_system import GameSystem

# Each module named here exposes a module-level `GAME_SYSTEM`.
_SYSTEM_MODULES: dict[str, str] = {
    "mlp": "engine.mlp.system",
    "spellcasters": "engine.spellcasters.system",
    "battledome": "engine.battledome.system",
}
_REGISTERED: dict[str, GameSystem] = {}
DEFAULT_SYSTEM = "mlp"
"""The game an event or the match table plays when nothing says otherwise."""


def game_systems() -> dict[str, GameSystem]:
    """Every known game system by id, in registration order."""
    return {key: game_system(key) for key in (*_SYSTEM_MODULES, *_REGISTERED)}


def game_system(system_id: str) -> GameSystem:
    """The game system with this id; a clear KeyError names the known ones."""
    if system_id in _REGISTERED:
        return _REGISTERED[system_id]
    try:
        module_name = _SYSTEM_MODULES[system_id]
    except KeyError:
        known = ", ".join(sorted((*_SYSTEM_MODULES, *_REGISTERED)))
        raise KeyError(f"unknown game system {system_id!r} (known: {known})") from None
    system = importlib.import_module(module_name).GAME_SYSTEM
    if not isinstance(system, GameSystem):
        raise TypeError(f"{module_name}.GAME_SYSTEM is not a GameSystem")
    return system


def game_name(system_id: str) -> str:
    """A game system's name for a message ("My Little Pony CCG"), or its id quoted if unknown."""
    try:
        return game_system(system_id).name
    except KeyError:
        return f"the game {system_id!r}"


def register(system: GameSystem) -> None:
    """Make a game system known by its id (refused when the id is taken)."""
    if system.id in _SYSTEM_MODULES or system.id in _REGISTERED:
        raise ValueError(f"a game system {system.id!r} is already known")
    _REGISTERED[system.id] = system


def unregister(system_id: str) -> None:
    """Forget a system `register` added."""
    _REGISTERED.pop(system_id, None)
