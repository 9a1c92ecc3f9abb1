"""Find the game systems the program knows, importing each engine only when asked.

The tournament side reaches every game through here: an event names its game
system by id, and the match table looks the game up by the id a replay or a
board-state file carries. `register` adds a system at run time (a test's own
game), so a new game needs no change to the tournament side.
"""

from __future__ import annotations

import importlib

from engine.core.game_system import GameSystem
from engine.core.typed_words import folded

# Each module named here exposes a module-level `GAME_SYSTEM`.
_SYSTEM_MODULES: dict[str, str] = {
    "mlp": "engine.mlp.system",
    "spellcasters": "engine.spellcasters.system",
    "battledome": "engine.battledome.system",
}
_REGISTERED: dict[str, GameSystem] = {}
DEFAULT_SYSTEM = "mlp"
"""The game an event or the match table plays when nothing says otherwise."""


def system_ids() -> tuple[str, ...]:
    """Every known game system's id, without loading any game."""
    return (*_SYSTEM_MODULES, *_REGISTERED)


def game_systems() -> dict[str, GameSystem]:
    """Every known game system by id, in registration order."""
    return {key: game_system(key) for key in system_ids()}


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


def find_game_system(typed: str) -> GameSystem:
    """The game system a person typed: its id ("mlp"), its name ("Neopets Battledome TCG") or a
    word only its name has ("battledome", "Spellcasters"), case and punctuation aside.

    A KeyError otherwise, saying what to type for each game by name. An id loads only its
    own game (a command's start-up waits for no other); a name loads them all to compare."""
    wanted = folded(typed)
    for system_id in system_ids():
        if wanted == folded(system_id):
            return game_system(system_id)
    systems = game_systems()
    for system in systems.values():
        if wanted in (folded(system.id), folded(system.name)):
            return system
    words = [system for system in systems.values()
             if wanted and any(folded(word) == wanted for word in system.name.split())]
    if len(words) == 1:
        return words[0]
    choices = ", ".join(f"{system.id} for {system.name}" for system in systems.values())
    raise KeyError(f"no game system is called {typed.strip()!r} (type one of: {choices})")


def format_name(format_id: str) -> str:
    """A format's id as people write it: "harmony" -> "Harmony", "booster-draft" -> "Booster Draft"."""
    return format_id.replace("_", " ").replace("-", " ").title()


def find_format(system: GameSystem, typed: str) -> str:
    """The id of the game's format a person typed, by id or name ("Premiere Block",
    "premiere-block"); a KeyError naming the game's formats otherwise."""
    wanted = folded(typed)
    for format_id in system.formats:
        if wanted == folded(format_id):
            return format_id
    names = ", ".join(format_name(format_id) for format_id in system.formats)
    raise KeyError(f"{typed.strip()!r} is not a format of {system.name} (its formats: {names})")


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
