"""A Spellcaster's Power, Guard and HP: worked out from the board, never stored.

Power and Guard are 0 unless the card, its Equipment or the Location changes them
(SC 2.2); Shrunk takes 20 Power (SC 4.2). HP is the printed HP plus what the
Equipment and the Location add, less the damage taken (the state keeps damage, not
HP, so a Location or Equipment coming or going changes HP at once: SC 7.3, SC 7.4).
A face-down Location changes nothing until it is turned up (SC 5.4). An Item's
override (`ItemOverride`) replaces its changes on the Spellcasters it fits.
"""

from __future__ import annotations

from typing import Any

from engine.spellcasters.cards.model import Equipment, Location, Spellcaster
from engine.spellcasters.state.game import SpellcastersGame

SHRUNK_POWER = -20
"""SC 4.2: a Shrunk Spellcaster gets -20 Power."""


def equipment_change(caster: Spellcaster, item: Equipment) -> tuple[int, int, int]:
    """(Power, Guard, HP) an Equipment gives this Spellcaster."""
    for override in item.overrides:
        if caster.fits(override.fits):
            return override.power, override.guard, override.hp
    if not caster.fits(item.works_on):
        return 0, 0, 0
    return item.power, item.guard, item.hp


def location_change(caster: Spellcaster, location: Location) -> tuple[int, int, int]:
    """(Power, Guard, HP) a Location gives this Spellcaster: every change that fits it."""
    power = guard = hp = 0
    for change in location.changes:
        if caster.fits(change.fits):
            power, guard, hp = power + change.power, guard + change.guard, hp + change.hp
    return power, guard, hp


def changes(game: SpellcastersGame, record: dict[str, Any], equipment: int | None = None,
            location: int | None = None) -> tuple[int, int, int]:
    """(Power, Guard, HP) the Equipment and the Location add to this Spellcaster.

    `equipment` / `location` ask "what if": another instance in place of the current one
    (-1 for none), as the Equipment and Location rules do before a card is played."""
    caster = game.spec(record["iid"])
    power = guard = hp = 0
    held = record["equipment"] if equipment is None else equipment
    if held >= 0:
        power, guard, hp = equipment_change(caster, game.spec(held))
    here = (-1 if game.s["location_hidden"] else game.s["location"]) if location is None else location
    if here >= 0:
        more = location_change(caster, game.spec(here))
        power, guard, hp = power + more[0], guard + more[1], hp + more[2]
    return power, guard, hp


def power(game: SpellcastersGame, record: dict[str, Any]) -> int:
    total = game.spec(record["iid"]).power + changes(game, record)[0]
    return total + (SHRUNK_POWER if record["shrunk"] else 0)


def guard(game: SpellcastersGame, record: dict[str, Any]) -> int:
    return game.spec(record["iid"]).guard + changes(game, record)[1]


def max_hp(game: SpellcastersGame, record: dict[str, Any], equipment: int | None = None,
           location: int | None = None) -> int:
    return game.spec(record["iid"]).hp + changes(game, record, equipment, location)[2]


def hp(game: SpellcastersGame, record: dict[str, Any], equipment: int | None = None,
       location: int | None = None) -> int:
    """Current HP (0 or less: defeated), optionally with other Equipment or another Location."""
    return max_hp(game, record, equipment, location) - record["damage"]
