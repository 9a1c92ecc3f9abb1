"""The Battle Phase (5.5): attack, defence and agility rolls, the damage step, knock-outs.

Every die comes from the game's seeded generator. Results of 4, 5 and 6 succeed; each
successful block cancels one attacking 4 or 5 (reading R8); every 6 on an attacking
die is a critical that no block stops (5.5.7b). Each step the rules name is kept in
`state["step"]` (`STEP_NAMES`), so the judge's stops and the priority question name it.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.effects import actions, stats
from engine.battledome.procedures.priority import open_window
from engine.battledome.state import ops
from engine.battledome.state.game import BattledomeGame
from engine.core.plural import how_many


def damage_of(attack: list[int], defence: list[int]) -> tuple[int, int, int, int]:
    """(damage, criticals, hits of 4 or 5, blocks) for final dice results (5.5.7a-5.5.7c)."""
    criticals = sum(1 for d in attack if d == 6)
    hits = sum(1 for d in attack if d in (4, 5))
    blocks = sum(1 for d in defence if d >= 4)
    return criticals + max(0, hits - blocks), criticals, hits, blocks


def _roll(g: BattledomeGame, count: int) -> list[int]:
    return [g.d6() for _ in range(count)]


def _dice_text(dice: list[int]) -> str:
    return " ".join(str(d) for d in dice) or "no dice"


def attack_refusal(g: BattledomeGame, attacker: int) -> tuple[str, str] | None:
    """Why the active Neopet `attacker` does not attack in this Battle Phase (the rule, and what
    the log says); None when it attacks. A judge's "why not?" answers with it too."""
    if g.s["cards"][attacker]["st"].get("frozen"):
        return "8.20.4b", f"{g.label(attacker)} is frozen and can't attack this Battle Phase"
    if stats.forbidden(g, "attack", neopet=attacker):
        return "4.1", f"{g.label(attacker)} can't attack"
    return None


@ops.handler("battle")
def _battle(g: BattledomeGame, frame: dict[str, Any]) -> None:
    s = g.s
    attacker_side, defender_side = s["active"], 1 - s["active"]
    attacker, defender = g.active(attacker_side), g.active(defender_side)
    step = frame["i"]
    frame["i"] += 1
    dice = s["dice"]
    if step == 0:
        s["step"] = "beginning"  # (5.5.2: triggers resolve before the Attack Step)
        dice.update(attack=[], defence=[], rolled_by=None)
        actions.emit(g, "beginning_of_battle", attacker_side)
        open_window(g, "beginning_of_battle", "5.5.2")
    elif step == 1:
        if attacker is None or defender is None:
            g.pop()
            return
        refused = attack_refusal(g, attacker)
        if refused is not None:
            if refused[0] == "8.20.4b":
                s["cards"][attacker]["st"]["thaws"] = True
            g.note(*refused)
            g.pop()
            return
        s["step"] = "attack"  # (5.5.4a)
        count = stats.stat(g, attacker, "attack")
        dice["attack"] = _roll(g, count)
        dice["rolled_by"], dice["last"] = attacker_side, list(dice["attack"])
        g.note("5.5.4c", f"P{attacker_side} rolls {count} attack dice: {_dice_text(dice['attack'])}")
        open_window(g, "after_attack_roll", "5.5.4d")
    elif step == 2:
        s["step"] = "defence"  # (5.5.5a)
        count = stats.stat(g, defender, "defence")
        dice["defence"] = _roll(g, count)
        dice["rolled_by"], dice["last"] = defender_side, list(dice["defence"])
        g.note("5.5.5c", f"P{defender_side} rolls {count} defence dice: {_dice_text(dice['defence'])}")
        open_window(g, "after_defence_roll", "5.5.5d")
    elif step == 3:
        s["step"] = "agility"  # (5.5.6a)
        agility = (stats.stat(g, attacker, "agility"), stats.stat(g, defender, "agility"))
        g.note("5.5.6b", f"Agility: P{attacker_side} {agility[0]}, P{defender_side} {agility[1]}")
        if agility[0] != agility[1]:
            faster = attacker_side if agility[0] > agility[1] else defender_side
            own = dice["attack"] if faster == attacker_side else dice["defence"]
            if own and not stats.forbidden(g, "reroll", player=faster):
                allowed = min(abs(agility[0] - agility[1]), len(own))
                which = "attack" if faster == attacker_side else "defence"
                g.ask(faster, "reroll", f"P{faster}: choose up to {allowed} of your {which} dice to reroll",
                      [(f"die:{i}", f"{which.title()} die {i + 1}: {d}") for i, d in enumerate(own)],
                      "reroll", "5.5.6c", 0, allowed, which=which)
    elif step == 4:
        open_window(g, "after_agility", "5.5.6e")
    elif step == 5:
        s["step"] = "damage"  # (5.5.7a; the damage calculation ends it, 5.5.7c)
        damage, criticals, hits, blocks = damage_of(dice["attack"], dice["defence"])
        g.note("5.5.7b", f"{how_many(hits, 'hit')} of 4-5 against {how_many(blocks, 'block')}; "
                         f"{how_many(criticals, 'critical')} can't be blocked: {damage} unblocked")
        open_window(g, "damage_step", "5.5.7b")
    else:
        g.pop()
        damage = damage_of(dice["attack"], dice["defence"])[0]
        if defender is not None and g.s["cards"][defender]["zone"] == "active":
            if damage:
                actions.deal_damage(g, defender, damage, "5.5.7c", f"{how_many(damage, 'unblocked hit')}")
            else:
                g.note("5.5.7c", f"{g.label(defender)} is dealt no damage")
        if g.s["queue"] and g.s["interrupt"] is None:
            open_window(g, "damage_step", "5.5.7f")  # its triggers resolve in the Damage Step (docs)


@ops.answer("reroll")
def _reroll(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    which = ask["data"]["which"]
    dice = g.s["dice"][which]
    for key in keys:
        index = int(key.split(":")[1])
        dice[index] = g.d6()
    g.s["dice"]["last"] = list(dice)
    if keys:
        g.note("5.5.6d", f"P{ask['player']} rerolls {len(keys)} {which} dice: now {_dice_text(dice)}")
    else:
        g.note("5.5.6c", f"P{ask['player']} rerolls no dice")
