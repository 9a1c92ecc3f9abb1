"""Playing cards, attaching Codestones, collecting Map Pieces, activating abilities, and the queue.

A card or ability is added to the queue after its targets are chosen (8.20.13a) and its
additional costs paid (8.20.11c; a Potion's dice are rolled then, 7.7.4); the item added last resolves first,
each time both players pass (8.20.15a; reading R2: otherwise nothing could negate a card
waiting in the queue, 8.20.6a). A card resolving with every target gone does nothing (8.20.13b) and goes
where it would have gone anyway.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.battledome.effects import actions, stats
from engine.battledome.effects.texts import ACTIVATED, TEXTS, text_of
from engine.battledome.state import ops
from engine.battledome.state.game import (
    CODESTONE_LIMIT,
    EQUIPMENT_SLOTS,
    WINDOW_NAMES,
    BattledomeGame,
)

PREPARATION_KINDS = ("faerie", "hero", "villain", "paint_brush", "legend", "equipment", "potion", "location")
"""5.4.2b (with Heroes and Villains, reading R4): the one card of the Preparation Phase."""
BATTLE_WINDOWS = ("beginning_of_battle", "after_attack_roll", "after_defence_roll", "after_agility", "damage_step")


def meets_level(g: BattledomeGame, player: int, iid: int) -> bool:
    """6.4, 9.8: a printed level requirement needs that many Codestones; none needs nothing."""
    required = getattr(g.card(iid), "level", None)
    return required is None or stats.level(g, player) >= required


def requirements_met(g: BattledomeGame, player: int, iid: int) -> bool:
    frame = {"ctx": actions.new_ctx(player, iid, [])}
    return all(actions.condition_holds(g, frame, c) for c in text_of(g.name(iid)).requires)


def food_window_fits(g: BattledomeGame, player: int, timing: str, window: str) -> bool:
    """7.8.4: a Food with a timing restriction is played in that priority window only (reading R9)."""
    if not timing:
        return True
    if timing == "your_battle_phase":
        return window in BATTLE_WINDOWS and player == g.s["active"]
    if timing == "opponent_battle_phase":
        return window in BATTLE_WINDOWS and player != g.s["active"]
    return timing == window


def target_options(g: BattledomeGame, player: int, iid: int | None, spec: tuple[str, str]) -> list[tuple[str, str]]:
    """The legal targets of a text, as options naming the cards."""
    kind, side = spec
    sides = {"any": (player, 1 - player), "your": (player,), "opposing": (1 - player,)}[side]
    found: list[tuple[str, str]] = []
    if kind == "neopet":
        for p in sides:
            neopet = g.active(p)
            if neopet is not None and not stats.forbidden(g, "be_targeted", neopet=neopet):
                found.append((f"card:{neopet}", f"{g.label(neopet)} (P{p}'s Neopet)"))
    elif kind == "battledome":
        for p in sides:
            for zone in ("faerie", "equipment"):
                found += [(f"card:{c}", f"{g.label(c)} (P{p}'s Battledome)") for c in g.zone(p, zone)]
    elif kind == "queue":
        found += [(f"item:{item['id']}", f"{actions.item_label(g, item)} (in the queue)")
                  for item in g.s["queue"] if item["ctrl"] in sides and item["src"] != iid]
    return found


def target_legal(g: BattledomeGame, target: int) -> bool:
    if target < 0:
        return any(item["id"] == -target for item in g.s["queue"])
    zone = g.s["cards"][target]["zone"]
    return zone in ("active", "faerie", "equipment") and not stats.forbidden(g, "be_targeted", neopet=target)


Refusal = tuple[str, str]
"""Why a card is not offered now: the rule ("7.11.4", or "card text of NAME") and what it
found, in words (`refusal`, `ability_refusal`): the checks `card_actions` offers by, which a
judge's "why not?" (`engine.battledome.why`) answers with."""


def card_actions(g: BattledomeGame, player: int, window: str) -> list[tuple[str, str]]:
    """What a player with priority may do besides passing, as (key, label) options."""
    s = g.s
    zones = s["players"][player]["z"]
    cards, kinds = s["cards"], g.kinds
    prepare_now = player == s["active"] and window == "preparation" and not s["queue"]
    quiet = player != s["active"] or window not in ("train", "preparation") or bool(s["queue"])
    found: list[tuple[str, str]] = []
    # a card that begins the game in the Rainbow Pool is played from there (1.5, 7.9.4)
    starters = [iid for iid in zones["rainbow"] if getattr(g.card(iid), "starts_in_rainbow_pool", False)
                ] if prepare_now else []
    for iid in [*zones["inventory"], *starters]:
        kind = kinds[cards[iid]["card"]]
        if (quiet and kind != "food") or refusal(g, player, iid, window) is not None:
            continue  # (most windows: only Foods and abilities)
        found.append(offer(g, iid, kind))
    names = g.names
    for iid in [*zones["active"], *zones["faerie"], *zones["equipment"], *zones["play"]]:
        if names[cards[iid]["card"]] not in ACTIVATED:
            continue
        for index, ability in enumerate(TEXTS[names[cards[iid]["card"]]].activated):
            if ability_refusal(g, player, iid, index) is None:
                found.append((f"ability:{iid}:{index}", f"Use {g.label(iid)}: {ability.label or 'its ability'}"))
    return found


def offer(g: BattledomeGame, iid: int, kind: str) -> tuple[str, str]:
    """The option of a card `refusal` lets its player attach, collect or play."""
    if kind == "codestone":
        boosts = ", ".join(str(b) for b in getattr(g.card(iid), "boosts", ()))
        return f"attach:{iid}", f"Attach {g.label(iid)} ({boosts})" if boosts else f"Attach {g.label(iid)}"
    if kind == "map_piece":
        return f"collect:{iid}", f"Collect {g.label(iid)} (Map Piece)"
    return f"play:{iid}", f"Play {g.label(iid)} ({'Food' if kind == 'food' else kind.replace('_', ' ').title()})"


def _timing(g: BattledomeGame, player: int, window: str, kind: str) -> Iterator[Refusal]:
    """When a card of `kind` may be attached, collected or played (5.3.2b, 7.10.5, 5.4.2a): the
    turn or the window, said once, and the queue."""
    s = g.s
    waiting = len(s["queue"])
    if kind == "codestone":
        rule, what, phase = "7.11.4", "a Codestone is attached", "Train Phase"
    elif kind == "map_piece":
        rule, what, phase = "7.10.5", "a Map Piece is collected", "Preparation Phase"
    else:
        rule, what, phase = "5.4.2a", f"a{'n' if kind[0] in 'aeiou' else ''} {kind.replace('_', ' ').title()} is played", \
            "Preparation Phase"
    if player != s["active"]:
        yield rule, f"{what} only in its player's own {phase}, and it is P{s['active']}'s turn"
    elif window != phase.split()[0].lower():
        yield rule, f"{what} only in its player's {phase}, and P{player} has priority in {WINDOW_NAMES[window]}"
    if waiting:
        yield rule, f"{what} only when the queue is empty, and {waiting} {'item waits' if waiting == 1 else 'items wait'} in it"


def refusal(g: BattledomeGame, player: int, iid: int, window: str) -> Refusal | None:
    """Why `player`, with priority in `window`, may not attach, collect or play the card `iid` of
    their Inventory (or a card that begins the game in their Rainbow Pool); None when they may.
    The first of `refusals`, which stops there: the options are offered by it."""
    return next(refusals(g, player, iid, window), None)


def refusals(g: BattledomeGame, player: int, iid: int, window: str) -> Iterator[Refusal]:
    """Every reason `refusal` finds, in its order: a judge's "why not?" tells them all, so that
    the player who fixes one learns of the next before trying again."""
    s = g.s
    zones = s["players"][player]["z"]
    kind = g.kind(iid)
    if kind == "codestone":
        yield from _timing(g, player, window, kind)
        if s["players"][player]["attached"]:
            yield "7.11.4", f"P{player} has attached a Codestone this turn already, and no more than one is attached so"
        if not zones["active"]:
            yield "7.11.3", f"P{player} has no active Neopet to attach it to"
        if len(zones["codestones"]) >= CODESTONE_LIMIT:
            yield "7.11.5", f"P{player}'s active Neopet has {CODESTONE_LIMIT} Codestones attached already"
        return
    if kind == "map_piece":
        yield from _timing(g, player, window, kind)
        return
    if kind != "food":
        if kind not in PREPARATION_KINDS:
            yield "5.4.2b", f"a {kind.replace('_', ' ').title()} is not one of the cards played in the Preparation Phase"
            return
        yield from _timing(g, player, window, kind)
        if s["players"][player]["prep_played"]:
            yield "5.4.2a", f"P{player} has played their one card of this Preparation Phase already"
    if not meets_level(g, player, iid):
        yield "6.4", (f"{g.label(iid)} has a level requirement of {g.card(iid).level}, and P{player}'s level "
                      f"(Codestones attached to their active Neopet) is {stats.level(g, player)}")
    if not requirements_met(g, player, iid):
        yield f"card text of {g.name(iid)}", "what the card requires before it is played is not met"
    written = text_of(g.name(iid))
    if written.target is not None and not target_options(g, player, iid, written.target):
        yield "8.20.13a", "it needs a target, and nothing it may target is there"
    if kind == "food":
        if not food_window_fits(g, player, written.timing, window):
            yield "7.8.4", f"its timing restriction ({written.timing.replace('_', ' ')}) does not fit now"
        if (source := stats.forbidding(g, "play_food", player=player)) is not None:
            yield "4.1", f"{source} says P{player} can't play Food, and \"can't\" beats \"can\""
        return
    if kind in ("faerie", "hero", "villain") and zones["faerie"]:
        yield "7.3.7", f"P{player} has {g.label(zones['faerie'][0])} in their Faerie slot already"
    if kind == "paint_brush" and actions.paint_target(g, player, iid) is None:
        yield "7.4.7", f"P{player}'s Rainbow Pool has no Neopet of their active Neopet's species that it paints"


def ability_refusal(g: BattledomeGame, player: int, iid: int, index: int) -> Refusal | None:
    """Why `player` may not use the activated ability `index` of their card `iid` in play now
    (with priority); None when they may. The first of `ability_refusals`."""
    return next(ability_refusals(g, player, iid, index), None)


def ability_refusals(g: BattledomeGame, player: int, iid: int, index: int) -> Iterator[Refusal]:
    """Every reason `ability_refusal` finds, in its order, for a judge's "why not?"."""
    s = g.s
    card = s["cards"][iid]
    name = g.names[card["card"]]
    if name not in ACTIVATED or index >= len(TEXTS[name].activated):
        yield "8.15.1", f"{g.label(iid)} has no activated ability"
        return
    if card["st"].get("negated"):
        yield "8.20.6a", f"{g.label(iid)}'s abilities are negated"
    if card["zone"] == "play" and g.kinds[card["card"]] != "location":
        yield "8.15.1", f"{g.label(iid)} is in the Play Area, not in the Battledome"
    if f"{iid}:{index}" in s["players"][player]["used"]:
        yield "8.15.2", f"P{player} has used {g.label(iid)}'s ability this turn already (once a turn)"


def take_action(g: BattledomeGame, player: int, key: str) -> None:
    """Carry out a priority action chosen from `card_actions`."""
    kind, _, rest = key.partition(":")
    if kind == "attach":
        attach(g, player, int(rest))
    elif kind == "collect":
        iid = int(rest)
        g.move(iid, player, "play")
        g.note("7.10.3", f"P{player} collects {g.label(iid)} into the Play Area (no queue, 7.10.8)")
    elif kind == "play":
        play(g, player, int(rest))
    elif kind == "ability":
        source, index = (int(x) for x in rest.split(":"))
        g.s["players"][player]["used"].append(rest)
        g.note("8.15.2", f"P{player} uses {g.label(source)}'s ability")
        path = [g.name(source), f"ability:{index}"]
        g.push("prepare", item=actions.new_item(g, "ability", source, player, path), stage=0,
               ctx=actions.new_ctx(player, source, path), cost=[g.name(source), f"abilitycost:{index}"])


def attach(g: BattledomeGame, player: int, iid: int) -> None:
    """7.11.3-7.11.6: placed under the active Neopet; not played, no queue, no priority."""
    g.move(iid, player, "codestones")
    g.s["players"][player]["attached"] = True
    g.note("7.11.3", f"P{player} attaches {g.label(iid)} (level {stats.level(g, player)})")


def play(g: BattledomeGame, player: int, iid: int, free: bool = False) -> None:
    """Put a card into the Play Area on its way to the queue (9.1: `free` plays by an effect)."""
    kind = g.kind(iid)
    if kind in PREPARATION_KINDS and not free:
        g.s["players"][player]["prep_played"] = True
    if kind == "location":
        for old in [c for c in g.zone(player, "play") if g.kind(c) == "location"]:
            g.move(old, g.s["cards"][old]["owner"], "discard")
            g.note("7.9.7", f"P{player} sends {g.label(old)} to the Discard to play another Location")
    g.move(iid, player, "play")
    g.note("5.4.2a" if kind != "food" else "7.8.3", f"P{player} plays {g.label(iid)}")
    path = [g.name(iid), "play"]
    g.push("prepare", item=actions.new_item(g, "card", iid, player, path), stage=0,
           ctx=actions.new_ctx(player, iid, path), cost=[g.name(iid), "cost"])


@actions.step("play_card")
def _play_card(g: BattledomeGame, frame: dict[str, Any], s: tuple[Any, ...]) -> None:
    """("play_card", player, zone, filter): the text's controller may play a fitting card from that
    player's zone, outside its timing and not as the Preparation Phase's card (9.1); from the
    opponent's zone they control it but do not own it (8.20.17b)."""
    ctrl = frame["ctx"]["ctrl"]
    holder = actions.player_ref(frame, s[1])
    found = [iid for iid in g.zone(holder, s[2]) if actions.matches(g, iid, s[3])
             and g.kind(iid) not in ("neopet", "rainbow_pool_neopet", "codestone")]
    if not found:
        g.note("8.20.14c", f"P{ctrl} has no card to play from P{holder}'s {s[2]}")
        return
    g.ask(ctrl, "play_card", f"P{ctrl}: you may play one of these cards",
          [(f"card:{iid}", g.label(iid)) for iid in found], "play_card", "9.1.2", 0, 1)


@ops.answer("play_card")
def _played_by_effect(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    if not keys:
        return
    iid = int(keys[0].split(":")[1])
    owner = g.s["cards"][iid]["owner"]
    if owner != ask["player"]:
        g.note("8.20.17b", f"P{ask['player']} controls P{owner}'s {g.label(iid)} (P{owner} still owns it)")
    g.note("9.1.1", f"{g.label(iid)} is played by an effect: not the Preparation Phase's one card")
    play(g, ask["player"], iid, free=True)


@ops.handler("prepare")
def _prepare(g: BattledomeGame, frame: dict[str, Any]) -> None:
    item = frame["item"]
    if frame["stage"] == 0:
        frame["stage"] = 1
        spec = text_of(item["path"][0]).target
        if spec is not None:
            options = target_options(g, item["ctrl"], item["src"], spec)
            if options:
                g.ask(item["ctrl"], "target", f"P{item['ctrl']}: choose a target for {actions.item_label(g, item)}",
                      options, "target", "8.20.13a")
        return
    if frame["stage"] == 1:
        frame["stage"] = 2
        actions.run_steps(g, frame["cost"], frame["ctx"], return_ctx=True)
        return
    g.pop()
    item["targets"] = list(frame["ctx"]["targets"])
    item["vars"] = dict(frame["ctx"]["vars"])
    g.s["queue"].append(item)
    g.note("8.11.1", f"{actions.item_label(g, item)} joins the queue ({len(g.s['queue'])} waiting)")


@ops.answer("target")
def _targeted(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    kind, _, number = keys[0].partition(":")
    target = -int(number) if kind == "item" else int(number)
    g.s["frames"][-1]["ctx"]["targets"] = [target]
    label = next(label for key, label in ask["options"] if key == keys[0])
    g.note("8.20.13a", f"P{ask['player']} targets {label}")


def resolve_next(g: BattledomeGame) -> None:
    """8.20.15a: both players passed, so the next item resolves: the one added last (reading R2)."""
    item = g.s["queue"].pop()
    g.push("dispose", item=item)
    if item["negated"]:
        g.note("8.20.6a", f"{actions.item_label(g, item)} is negated and does not resolve")
        return
    if item["targets"] and not any(target_legal(g, t) for t in item["targets"]):
        g.note("8.20.13b", f"{actions.item_label(g, item)} does not resolve: its target is gone")
        return
    g.note("8.20.15b", f"{actions.item_label(g, item)} resolves")
    ctx = actions.new_ctx(item["ctrl"], item["src"], item["path"])
    ctx["targets"], ctx["vars"] = list(item["targets"]), dict(item["vars"])
    if item["kind"] == "card" and g.kind(item["src"]) == "paint_brush" and not text_of(item["path"][0]).play:
        actions.transform(g, item["ctrl"], item["src"])  # 8.20.10b: a Paint Brush with no text
        return
    actions.run_steps(g, item["path"], ctx)


@ops.handler("dispose")
def _dispose(g: BattledomeGame, frame: dict[str, Any]) -> None:
    """8.20.15c: where a resolved card goes."""
    item = frame["item"]
    if item["kind"] != "card" or g.s["cards"][item["src"]]["zone"] != "play":
        g.pop()
        return
    iid, player = item["src"], item["ctrl"]
    owner = g.s["cards"][iid]["owner"]
    kind = g.kind(iid)
    written = text_of(g.name(iid))
    if kind == "equipment" and not item["negated"]:
        if len(g.zone(player, "equipment")) >= EQUIPMENT_SLOTS and "replaced" not in frame:
            frame["replaced"] = True
            g.ask(player, "replace", f"P{player}: every Equipment slot is full: send one to the Discard for "
                                     f"{g.label(iid)}",
                  [(f"card:{c}", g.label(c)) for c in g.zone(player, "equipment")], "replace", "7.6.6")
            return
        g.move(iid, player, "equipment")
        g.note("7.6.4", f"{g.label(iid)} is placed in an Equipment slot")
    elif kind in ("faerie", "hero", "villain") and not item["negated"]:
        for old in list(g.zone(player, "faerie")):
            leave_battledome(g, old)
        g.move(iid, player, "faerie")
        g.note("8.20.15c", f"{g.label(iid)} is placed in the Faerie slot")
    elif kind == "location" and not item["negated"]:
        g.note("7.9.5", f"{g.label(iid)} stays in the Play Area")
    elif written.stay_in_play and not item["negated"]:
        g.note("9.5.1", f"{g.label(iid)} stays in play")
    elif kind == "food":
        g.move(iid, owner, "void")
        g.note("7.8.6", f"{g.label(iid)} goes to the Void")
    else:
        g.move(iid, owner, "discard")
        g.note("8.20.15c", f"{g.label(iid)} goes to the Discard")
    g.pop()


@ops.answer("replace")
def _replaced(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    old = int(keys[0].split(":")[1])
    g.move(old, g.s["cards"][old]["owner"], "discard")
    g.note("7.6.6", f"P{ask['player']} sends {g.label(old)} to the Discard")


def leave_battledome(g: BattledomeGame, iid: int) -> None:
    """7.3.5, 7.6.7: Faeries, Heroes and Villains go to the Void, Equipment to the Discard;
    a card's own text saying otherwise wins (4.2, reading R5)."""
    owner = g.s["cards"][iid]["owner"]
    kind = g.kind(iid)
    destination = text_of(g.name(iid)).leaves_to or ("void" if kind in ("faerie", "hero", "villain") else "discard")
    g.move(iid, owner, destination)
    g.note("7.3.5" if destination == "void" else "7.6.7", f"{g.label(iid)} leaves the Battledome to the "
                                                           f"{destination.title()}")
