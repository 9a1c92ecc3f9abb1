"""What Spells, Objects and Combos do: damage, healing, cures, statuses, drawing.

A Spell's own damage goes through Power and Guard first, then weakness or resistance
(SC 3.4), in its caster's Element (SC 3.1). An effect of kind "damage" (an Object's, a
Combo's, or a Spell's extra damage to others) is plain damage: no Power, Guard or
Element changes it (a reading: the draft speaks of Power and Guard for Spells only).
Effects reach whom their `who` says: the target, the caster, each Spellcaster of the
opponent or of the card's player, or the player (drawing).
"""

from __future__ import annotations

from typing import Any

from engine.core.plural import how_many
from engine.spellcasters.cards.model import Effect, EffectKind, Object, Status, Who
from engine.spellcasters.effects.elements import apply_matchup, matchup
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.values import stats

HEALED_ENDS = (Status.SHRUNK, Status.CONFUSED)
"""Reading of "until healed" (SC 4.2, SC 4.4): recovering HP ends Shrunk and Confused."""


def spell_damage(game: SpellcastersGame, base: int, caster: dict[str, Any], target: dict[str, Any]) -> int:
    """SC 3.4: the Spell's damage plus the caster's Power, less the target's Guard (not below 0),
    then doubled for weakness or halved (down to a multiple of 5) for resistance."""
    amount = max(0, base + stats.power(game, caster) - stats.guard(game, target))
    return apply_matchup(amount, game.spec(target["iid"]).element, game.spec(caster["iid"]).element)


def deal_damage(game: SpellcastersGame, target: dict[str, Any], amount: int, rule: str, why: str = "") -> None:
    target["damage"] += amount
    left = stats.hp(game, target)
    game.note(rule, f"{game.name(target['iid'])} takes {amount} damage{why} "
                    + (f"({left} HP left)" if left > 0 else "(no HP left)"))


def spell_hits(game: SpellcastersGame, base: int, caster: dict[str, Any], target: dict[str, Any]) -> None:
    amount = spell_damage(game, base, caster, target)
    side = matchup(game.spec(target["iid"]).element, game.spec(caster["iid"]).element)
    why = {"weak": " (weak to the Spell's Element: double)",
           "resistant": " (resistant to the Spell's Element: half)"}.get(side, "")
    deal_damage(game, target, amount, "SC 3.4", why)


def heal(game: SpellcastersGame, target: dict[str, Any], amount: int, source: str) -> None:
    """Recover HP up to the Spellcaster's HP; being healed ends Shrunk and Confused."""
    healed = min(amount, target["damage"])
    target["damage"] -= healed
    game.note("SC 2.2", f"{source} heals {game.name(target['iid'])} by {healed} HP ({stats.hp(game, target)} HP)")
    cure(game, target, HEALED_ENDS, source)


def cure(game: SpellcastersGame, target: dict[str, Any], statuses: tuple[Status, ...], source: str) -> None:
    ended = [status for status in statuses if target[status.value]]
    for status in ended:
        target[status.value] = 0
    if ended:
        game.note("SC 4.1", f"{source} ends {', '.join(s.value.title() for s in ended)} on "
                            f"{game.name(target['iid'])}")


def put_status(game: SpellcastersGame, target: dict[str, Any], status: Status, source: str) -> None:
    """Shrunk and Confused stay until healed; Disabled lasts its player's next turn (SC 4.3)."""
    s = game.s
    if status is Status.DISABLED:
        found = game.caster(target["iid"])
        owner = s["turn_player"] if found is None else found[0]
        target["disabled"] = s["turn"] + (2 if owner == s["turn_player"] else 1)
        game.note("SC 4.3", f"{source} Disables {game.name(target['iid'])}: it casts no Spells in its "
                            f"player's next turn")
        return
    target[status.value] = 1
    rule = "SC 4.2" if status is Status.SHRUNK else "SC 4.4"
    game.note(rule, f"{source} makes {game.name(target['iid'])} {status.value.title()}")


def reached(game: SpellcastersGame, player: int, who: Who, target: dict[str, Any] | None,
            caster: dict[str, Any] | None) -> list[dict[str, Any]]:
    if who is Who.TARGET:
        return [] if target is None else [target]
    if who is Who.CASTER:
        return [] if caster is None else [caster]
    if who is Who.EACH_OPPONENT:
        return list(game.casters(1 - player))
    if who is Who.EACH_OWN:
        return list(game.casters(player))
    return []


def effects_on(game: SpellcastersGame, card: Any, record: dict[str, Any] | None) -> tuple[Effect, ...]:
    """A card's effects aimed at this Spellcaster: an Object's override where one fits (SC 2.3:
    "some Items have different or no effects on certain Spellcasters")."""
    if isinstance(card, Object) and record is not None:
        spellcaster = game.spec(record["iid"])
        for override in card.overrides:
            if spellcaster.fits(override.fits):
                return override.effects
    return card.effects


def run_effects(game: SpellcastersGame, player: int, source: int, effects: tuple[Effect, ...],
                target: dict[str, Any] | None, caster: dict[str, Any] | None = None) -> None:
    """Each effect in order, on whom it reaches."""
    label = game.name(source)
    card = game.spec(source)
    for effect in effects:
        if effect.kind is EffectKind.DRAW:
            draw_cards(game, player, effect.amount, label)
            continue
        for record in reached(game, player, effect.who, target, caster):
            if isinstance(card, Object) and not game.spec(record["iid"]).fits(card.works_on):
                game.note("SC 7.9", f"{label} has no effect on {game.name(record['iid'])}")
                continue
            one(game, effect, record, label)


def one(game: SpellcastersGame, effect: Effect, record: dict[str, Any], label: str) -> None:
    kind = effect.kind
    if kind is EffectKind.DAMAGE:
        deal_damage(game, record, effect.amount, "SC 2.2", f" from {label}")
    elif kind is EffectKind.HEAL:
        heal(game, record, effect.amount, label)
    elif kind is EffectKind.CURE:
        statuses = (effect.status,) if effect.status is not None else tuple(Status)
        cure(game, record, statuses, label)
    elif kind.status is not None:
        put_status(game, record, kind.status, label)


def draw_cards(game: SpellcastersGame, player: int, count: int, source: str) -> int:
    """Draw up to `count` from the shared deck (an effect's draw: an empty deck ends nothing).

    In Sudden Death no cards are drawn (SC 8.3)."""
    if game.s["sudden_death"]:
        game.note("SC 8.3", f"{source}: no cards are drawn in Sudden Death")
        return 0
    drawn = 0
    for _ in range(count):
        if not game.s["deck"]:
            break
        game.player(player)["hand"].append(game.s["deck"].pop(0))
        drawn += 1
    game.note("SC 1.1", f"P{player} draws {how_many(drawn, 'card')} ({source})")
    return drawn
