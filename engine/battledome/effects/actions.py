"""Keyword actions and statuses (8.20), and the interpreter that runs a card's steps.

A running text is a `run` frame: the path of its steps (`effects.texts.steps_at`), the
index of the next one, and its context (who controls it, its source card, its
targets, the values it rolled). Each step is one sentence of the text (8.20.15d: in
the order written); a step that needs a player's choice asks, and its answer handler
carries it out, so the frame simply continues after the answer.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from engine.battledome.effects import stats
from engine.battledome.effects.texts import FUNCTIONS, TRIGGERED, WATCHED, Step, steps_at, text_of
from engine.battledome.state import ops
from engine.battledome.state.game import INVENTORY_LIMIT, BattledomeGame
from engine.core.plural import how_many

STEPS: dict[str, Callable[[BattledomeGame, dict[str, Any], Step], None]] = {}
"""Step name -> fn(game, run frame, step)."""


def step(name: str) -> Callable:
    def register(fn: Callable) -> Callable:
        STEPS[name] = fn
        return fn
    return register


def new_ctx(ctrl: int, src: int | None, path: list[Any]) -> dict[str, Any]:
    return {"ctrl": ctrl, "src": src, "targets": [], "vars": {}, "path": path}


def run_steps(g: BattledomeGame, path: list[Any], ctx: dict[str, Any], return_ctx: bool = False) -> None:
    """Start running the steps at `path`; with `return_ctx` the frame beneath gets the context back."""
    g.push("run", path=path, i=0, ctx=ctx, back=return_ctx)


@ops.handler("run")
def _run(g: BattledomeGame, frame: dict[str, Any]) -> None:
    steps = steps_at(frame["path"])
    if frame["i"] >= len(steps):
        g.pop()
        if frame["back"] and g.s["frames"]:
            g.s["frames"][-1]["ctx"] = frame["ctx"]
        if g.s["abandon"] is not None and not any(f["op"] == "run" for f in g.s["frames"]):
            g.s["interrupt"], g.s["abandon"] = g.s["abandon"], None  # reading R11
        return
    current = steps[frame["i"]]
    frame["i"] += 1
    STEPS[current[0]](g, frame, current)


# ----- references -----------------------------------------------------------------------------


def player_ref(frame: dict[str, Any], ref: str) -> int:
    ctrl = frame["ctx"]["ctrl"]
    return ctrl if ref == "you" else 1 - ctrl


def neopet_ref(g: BattledomeGame, frame: dict[str, Any], ref: str) -> int | None:
    """The Neopet a step names; None when there is none (the text does what it can, 8.20.14a)."""
    ctrl = frame["ctx"]["ctrl"]
    if ref == "your_neopet":
        return g.active(ctrl)
    if ref == "opposing_neopet":
        return g.active(1 - ctrl)
    if ref == "target":
        targets = frame["ctx"]["targets"]
        if targets and g.s["cards"].get(targets[0], {}).get("zone") == "active":
            return targets[0]
        return None
    raise ValueError(f"unknown Neopet reference {ref!r}")


def amount_of(frame: dict[str, Any], amount: int | str) -> int:
    if isinstance(amount, str) and amount.startswith("$"):
        return int(frame["ctx"]["vars"].get(amount[1:], 0))
    return int(amount)


def matches(g: BattledomeGame, iid: int, wanted: dict[str, str]) -> bool:
    """Whether a card fits a filter; a name matches every name containing it (9.9.1)."""
    card = g.card(iid)
    if "kind" in wanted and str(card.kind) != wanted["kind"]:
        return False
    if "species" in wanted and getattr(card, "species", "") != wanted["species"]:
        return False
    return "name" not in wanted or name_contains(card.name, wanted["name"])


def _fold(name: str) -> list[str]:
    kept = "".join(ch if ch.isalnum() or ch.isspace() else " " for ch in name.casefold())
    return kept.split()


@cache
def name_contains(card_name: str, wanted: str) -> bool:
    """9.9.1: regardless of punctuation or plurality ("Hot Dog" fits "Hubert's Special Hot Dogs")."""
    have, want = _fold(card_name), _fold(wanted)
    if not want:
        return False

    def same(a: str, b: str) -> bool:
        return a == b or a.rstrip("s") == b.rstrip("s")

    return any(all(same(have[i + j], w) for j, w in enumerate(want)) for i in range(len(have) - len(want) + 1))


# ----- damage, knock-outs, healing --------------------------------------------------------------


def deal_damage(g: BattledomeGame, neopet: int, amount: int, rule: str, why: str) -> int:
    """Deal damage to a Neopet after the "instead" effects (8.20.16); a knock-out ends the round."""
    if amount <= 0 or g.s["cards"][neopet]["zone"] != "active":
        return 0
    if stats.immune(g, neopet, "damage"):
        g.note("8.20.5a", f"{g.label(neopet)} is immune to damage: {why} deals none")
        return 0
    species = getattr(g.card(neopet), "species", "")
    for source, _ctrl, passive in stats.passives(g, "halve_damage"):
        if passive[1] in ("", species):
            amount //= 2
            g.note("10.1.1", f"{g.label(source)} halves the damage to {g.label(neopet)}, rounded down, to {amount}")
    for source, ctrl, passive in stats.passives(g, "reduce_damage"):
        if stats.applies_to(g, passive[1], source, ctrl, neopet) and amount > 0:
            amount = max(0, amount - passive[2])
            g.note("8.20.16a", f"{g.label(source)}: {g.label(neopet)} is dealt {amount} instead")
    for effect in list(g.s["effects"]):
        if effect["kind"] == "shield" and effect["target"] == neopet and amount > 0:
            g.s["effects"].remove(effect)
            if effect["mode"] == "heal":
                heal(g, neopet, amount, "8.20.16a")
                g.note("8.20.16a", f"{g.label(neopet)} heals {amount} instead of being dealt damage")
                return 0
            amount = max(0, amount - effect["amount"])
            g.note("8.20.16a", f"{g.label(neopet)} is dealt {amount} damage instead")
    if amount <= 0:
        return 0
    card = g.s["cards"][neopet]
    card["damage"] += amount
    hp = stats.stat(g, neopet, "hit_points")
    g.note(rule, f"{g.label(neopet)} is dealt {amount} damage ({why}); {card['damage']} of {hp} hit points")
    if card["damage"] >= hp:
        knock_out(g, card["at"], "5.5.7e", f"{g.label(neopet)} is knocked out")
    else:
        emit(g, "neopet_dealt_damage", card["at"])
    return amount


def knock_out(g: BattledomeGame, loser: int, rule: str, why: str, abandoned: bool = False) -> None:
    """The round ends at once (5.5.7e, 5.5.9c; abandoning, 8.20.1a); the first knock-out stands."""
    if g.s["interrupt"] is None:
        g.note(rule, why)
        g.s["interrupt"] = {"loser": loser, "rule": rule, "abandoned": abandoned}


def check_knockouts(g: BattledomeGame) -> None:
    """5.5.7e read as a standing rule: a Neopet whose damage reaches its hit points by any means
    (a painted Neopet with fewer hit points, a lost boost) is knocked out (reading R12)."""
    cards = g.s["cards"]
    for p in (g.s["active"], 1 - g.s["active"]):
        neopet = g.active(p)
        if neopet is not None and cards[neopet]["damage"] and g.s["interrupt"] is None and (
                cards[neopet]["damage"] >= stats.stat(g, neopet, "hit_points")):
            knock_out(g, p, "5.5.7e", f"{g.label(neopet)} is knocked out ({cards[neopet]['damage']} damage, "
                                      f"{stats.stat(g, neopet, 'hit_points')} hit points)")


def heal(g: BattledomeGame, neopet: int, amount: int, rule: str) -> None:
    card = g.s["cards"][neopet]
    healed = min(card["damage"], max(amount, 0))
    card["damage"] -= healed
    g.note(rule, f"{g.label(neopet)} heals {healed} damage")


# ----- triggers and the queue -------------------------------------------------------------------


def trigger_sources(g: BattledomeGame, player: int) -> list[int]:
    """The cards of a player whose triggered abilities watch for events now."""
    zones = g.s["players"][player]["z"]
    cards, names = g.s["cards"], g.names
    found = []
    for zone in ("active", "faerie", "equipment", "play"):
        for iid in zones[zone]:
            card = cards[iid]
            if names[card["card"]] in TRIGGERED and not card["st"].get("negated") and (
                    zone != "play" or g.kind(iid) == "location"):
                found.append(iid)
    return found


def emit(g: BattledomeGame, event: str, player: int) -> None:
    """An event happened to `player`: every matching triggered ability joins the queue, the active
    player's first (9.7.1); the source's effect finishes first (8.16.3). A player with two or more
    is asked their order before anything resolves (`procedures.priority`)."""
    if event not in WATCHED:
        return
    active = g.s["active"]
    for ctrl in (active, 1 - active):
        added = []
        for iid in trigger_sources(g, ctrl):
            for index, trigger in enumerate(text_of(g.name(iid)).triggers):
                wanted = trigger.event
                if wanted == event or (wanted in (f"your_{event}", f"you_{event}") and ctrl == player) or (
                        wanted in (f"opposing_{event}", f"opponent_{event}") and ctrl != player):
                    item = new_item(g, "trigger", iid, ctrl, [g.name(iid), f"trigger:{index}"])
                    g.s["queue"].append(item)
                    added.append(item["id"])
                    g.note("8.16.3", f"{g.label(iid)} triggers ({trigger.label or event.replace('_', ' ')})")
        if len(added) > 1:
            g.s["to_order"].append({"player": ctrl, "ids": added, "chosen": []})


def new_item(g: BattledomeGame, kind: str, src: int | None, ctrl: int, path: list[Any]) -> dict[str, Any]:
    number = g.s["next_item"]
    g.s["next_item"] = number + 1
    return {"id": number, "kind": kind, "src": src, "ctrl": ctrl, "path": path, "targets": [], "vars": {},
            "negated": False}


def item_label(g: BattledomeGame, item: dict[str, Any]) -> str:
    source = g.label(item["src"]) if item["src"] is not None else "an effect"
    if item["kind"] == "card":
        return source
    return f"{source}'s {'triggered' if item['kind'] == 'trigger' else 'activated'} ability"


# ----- the steps ----------------------------------------------------------------------------------


@step("damage")
def _damage(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    target = neopet_ref(g, frame, s[1])
    if target is not None:
        deal_damage(g, target, amount_of(frame, s[2]), "8.20.15b", f"from {_source(g, frame)}")


@step("heal")
def _heal(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    target = neopet_ref(g, frame, s[1])
    if target is not None:
        heal(g, target, amount_of(frame, s[2]), "8.20.15b")


def draw(g: BattledomeGame, player: int, count: int, rule: str) -> int:
    """Draw from the top of the Main Deck; an empty deck draws nothing (9.3), a full Inventory
    of fifty takes no more (8.7.2)."""
    zones = g.s["players"][player]["z"]
    drawn = 0
    for _ in range(count):
        if not zones["deck"] or len(zones["inventory"]) >= INVENTORY_LIMIT:
            break
        g.move(zones["deck"][0], player, "inventory")
        drawn += 1
    g.note(rule, f"P{player} draws {how_many(drawn, 'card')}"
                 + ("" if drawn == count else " (the Main Deck is empty)" if not zones["deck"] else ""))
    return drawn


@step("draw")
def _draw(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    draw(g, player_ref(frame, s[1]), amount_of(frame, s[2]), "8.20.15b")


def add_effect(g: BattledomeGame, effect: dict[str, Any]) -> None:
    effect["turn"] = g.s["turn"]
    g.s["effects"].append(effect)


@step("stat")
def _stat(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    target = neopet_ref(g, frame, s[1])
    if target is None:
        return
    amount = amount_of(frame, s[3])
    add_effect(g, {"kind": "stat", "target": target, "stat": s[2], "amount": amount, "until": s[4],
                   "player": frame["ctx"]["ctrl"]})
    g.note("6.2.3", f"{g.label(target)} gets {amount:+d} {stats.SHORT[s[2]]} until {s[4].replace('_', ' ')}")


def freeze(g: BattledomeGame, neopet: int, rule: str) -> None:
    """8.20.4: frozen, it can't attack in its next Battle Phase; freezing again does not stack."""
    if stats.immune(g, neopet, "freeze") or stats.forbidden(g, "be_frozen", neopet=neopet):
        g.note("8.20.5a", f"{g.label(neopet)} can't be frozen")
        return
    g.s["cards"][neopet]["st"]["frozen"] = True
    g.note(rule, f"{g.label(neopet)} is frozen")


@step("freeze")
def _freeze(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    target = neopet_ref(g, frame, s[1])
    if target is not None:
        freeze(g, target, "8.20.4a")


@step("immune")
def _immune(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    target = neopet_ref(g, frame, s[1])
    if target is not None:
        add_effect(g, {"kind": "immune", "target": target, "what": s[2], "until": s[3],
                       "player": frame["ctx"]["ctrl"]})
        g.note("8.20.5b", f"{g.label(target)} becomes immune to {s[2]} (what already affects it stays)")


@step("cant")
def _cant(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    """("cant", neopet, what, until): a temporary "can't" (4.1), e.g. can't be targeted (8.20.13c)."""
    target = neopet_ref(g, frame, s[1])
    if target is not None:
        add_effect(g, {"kind": "cant", "target": target, "what": s[2], "until": s[3],
                       "player": frame["ctx"]["ctrl"]})
        g.note("4.1", f"{g.label(target)} can't {s[2].replace('_', ' ')} until {s[3].replace('_', ' ')}")


@step("shield")
def _shield(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    target = neopet_ref(g, frame, s[1])
    if target is not None:
        add_effect(g, {"kind": "shield", "target": target, "mode": s[2], "amount": amount_of(frame, s[3]),
                       "until": s[4], "player": frame["ctx"]["ctrl"]})
        g.note("8.20.16a", f"the next damage to {g.label(target)} is replaced ({s[2]})")


@step("negate")
def _negate(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    """8.20.6: a queued card or ability does not resolve; a card's abilities stop until end of turn."""
    for target in frame["ctx"]["targets"]:
        if target < 0:
            item = next((i for i in g.s["queue"] if i["id"] == -target), None)
            if item is not None:
                item["negated"] = True
                g.note("8.20.6a", f"{item_label(g, item)} is negated")
        elif g.s["cards"][target]["zone"] in ("active", "faerie", "equipment", "play"):
            g.s["cards"][target]["st"]["negated"] = True
            g.sources = None
            add_effect(g, {"kind": "negate", "target": target, "until": "end_of_turn",
                           "player": frame["ctx"]["ctrl"]})
            g.note("8.20.6b", f"{g.label(target)}'s abilities are negated until end of turn")


@step("scrap")
def _scrap(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    player = player_ref(frame, s[1])
    deck = g.zone(player, "deck")
    for _ in range(amount_of(frame, s[2])):
        if not deck:
            break
        top = deck[0]
        g.move(top, player, "discard")
        g.note("8.20.8a", f"P{player} scraps {g.label(top)}")


@step("reveal_top")
def _reveal_top(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    """8.20.7: the top card is shown to all; if it fits, it goes to the Inventory, else stays on top."""
    player = player_ref(frame, s[1])
    deck = g.zone(player, "deck")
    if not deck:
        return
    top = deck[0]
    g.note("8.20.7a", f"P{player} reveals {g.label(top)}")
    if matches(g, top, s[2]):
        g.move(top, player, "inventory")
        g.note("8.20.7b", f"P{player} puts {g.label(top)} into their Inventory")


@step("search")
def _search(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    player, zone, wanted, count = player_ref(frame, s[1]), s[2], s[3], amount_of(frame, s[4])
    found = [iid for iid in g.zone(player, zone) if matches(g, iid, wanted)]
    described = ", ".join(f"{k} {v}" for k, v in wanted.items())
    if not found:
        g.note("8.20.14c", f"P{player} searches their {zone} for {described} and finds none")
        _after_search(g, player, zone)
        return
    options = [(f"card:{iid}", g.label(iid)) for iid in found]
    g.ask(player, "search", f"P{player}: choose up to {count} ({described}) to put into your Inventory",
          options, "search", "8.20.9a", 0, min(count, len(found)), zone=zone)


@ops.answer("search")
def _searched(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    player, zone = ask["player"], ask["data"]["zone"]
    for key in keys:
        iid = int(key.split(":")[1])
        g.move(iid, player, "inventory")
        g.note("8.20.9b", f"P{player} shows and takes {g.label(iid)}")
    _after_search(g, player, zone)


def _after_search(g: BattledomeGame, player: int, zone: str) -> None:
    if zone == "deck":
        g.shuffle(g.zone(player, "deck"))
        g.note("8.20.9d", f"P{player} shuffles their Main Deck and offers the cut")


@step("discard")
def _discard(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    player = player_ref(frame, s[1])
    inventory = g.zone(player, "inventory")
    count = min(amount_of(frame, s[2]), len(inventory))
    if count <= 0:
        return
    g.ask(player, "discard", f"P{player}: discard {how_many(count, 'card')}",
          [(f"card:{iid}", g.label(iid)) for iid in inventory], "discard", "8.20.3a", count, count, send=False)


@step("send")
def _send(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    """9.2: "send to the Discard" moves cards there without discarding them."""
    player, zone = player_ref(frame, s[1]), s[2]
    cards = g.zone(player, zone)
    count = min(amount_of(frame, s[3]), len(cards))
    if count <= 0:
        return
    if zone == "deck":
        for _ in range(count):
            top = cards[0]
            g.move(top, player, "discard")
            g.note("9.2.1", f"P{player} sends {g.label(top)} from the Main Deck to the Discard")
        return
    g.ask(player, "discard", f"P{player}: send {how_many(count, 'card')} to the Discard",
          [(f"card:{iid}", g.label(iid)) for iid in cards], "discard", "9.2.1", count, count, send=True)


@ops.answer("discard")
def _discarded(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    player, send = ask["player"], ask["data"]["send"]
    for key in keys:
        iid = int(key.split(":")[1])
        g.move(iid, player, "discard")
        if send:
            g.note("9.2.1", f"P{player} sends {g.label(iid)} to the Discard (not discarding)")
        else:
            g.note("8.20.3a", f"P{player} discards {g.label(iid)}")
    if not send:
        emit(g, "discarded", player)


@step("abandon")
def _abandon(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    """8.20.1a: the player loses the round, once the text that lets them abandon has finished
    resolving (reading R11)."""
    player = player_ref(frame, s[1])
    if g.s["interrupt"] is None and g.s["abandon"] is None:
        g.note("8.20.1a", f"P{player} abandons their Neopet and loses the round")
        g.s["abandon"] = {"loser": player, "rule": "8.20.1a", "abandoned": True}


@step("roll")
def _roll(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    value = g.d3() if s[1] == "d3" else g.d6()
    frame["ctx"]["vars"][s[2]] = value
    g.s["dice"]["last"] = [value]
    g.note("9.4.1" if s[1] == "d3" else "7.7.4", f"P{frame['ctx']['ctrl']} rolls a {s[1]}: {value}")


def condition_holds(g: BattledomeGame, frame: dict[str, Any], condition: Step) -> bool:
    """The conditions a text may test: ("at_least", amount, n), ("in_play", player, filter),
    ("inventory_at_least", player, n), ("level_at_least", player, n), ("species", neopet, name)."""
    kind = condition[0]
    if kind == "at_least":
        return amount_of(frame, condition[1]) >= condition[2]
    if kind == "in_play":
        player = player_ref(frame, condition[1])
        zones = g.s["players"][player]["z"]
        return any(matches(g, iid, condition[2]) for zone in ("faerie", "equipment", "play")
                   for iid in zones[zone])
    if kind == "inventory_at_least":
        return len(g.zone(player_ref(frame, condition[1]), "inventory")) >= condition[2]
    if kind == "level_at_least":
        return stats.level(g, player_ref(frame, condition[1])) >= condition[2]
    if kind == "species":
        neopet = neopet_ref(g, frame, condition[1])
        return neopet is not None and getattr(g.card(neopet), "species", "") == condition[2]
    raise ValueError(f"unknown condition {kind!r}")


@step("if")
def _if(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    if condition_holds(g, frame, s[1]):
        run_steps(g, [*frame["path"], frame["i"] - 1], frame["ctx"], return_ctx=True)


@step("may")
def _may(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    player = frame["ctx"]["ctrl"]
    g.ask(player, "may", f"P{player}: {s[1]}?", [("yes", "Yes"), ("no", "No")], "may", "8.20.15b",
          path=[*frame["path"], frame["i"] - 1])


@ops.answer("may")
def _may_answered(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    if keys == ["yes"]:
        run_steps(g, ask["data"]["path"], g.s["frames"][-1]["ctx"], return_ctx=True)


@step("delayed")
def _delayed(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    """8.19: the event happens later whatever becomes of the card that made it."""
    g.s["delayed"].append({"when": s[1], "path": [*frame["path"], frame["i"] - 1],
                           "ctx": dict(frame["ctx"], vars=dict(frame["ctx"]["vars"]))})
    g.note("8.19.1", f"{_source(g, frame)} sets up an effect at the {s[1].replace('_', ' ')}")


@step("transform")
def _transform(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    transform(g, frame["ctx"]["ctrl"], frame["ctx"]["src"])


def paint_target(g: BattledomeGame, player: int, brush: int) -> int | None:
    """The Rainbow Pool Neopet a Paint Brush paints the active Neopet into (7.4.4, 7.4.7)."""
    neopet = g.active(player)
    if neopet is None:
        return None
    species = getattr(g.card(neopet), "species", "")
    brush_card = g.card(brush)
    for iid in g.zone(player, "rainbow"):
        card = g.card(iid)
        if str(card.kind) != "rainbow_pool_neopet" or getattr(card, "species", "") != species:
            continue
        if card.rainbow_pool_icon == brush_card.name or (brush_card.color and card.color == brush_card.color):
            return iid
    return None


def transform(g: BattledomeGame, player: int, brush: int) -> None:
    """7.4.4-7.4.5, 8.20.10: the active Neopet goes to the Rainbow Pool, the painted one takes its
    slot with its damage and statuses; attached Codestones stay attached."""
    painted = paint_target(g, player, brush)
    old = g.active(player)
    if painted is None or old is None:
        g.note("7.4.7", f"P{player} has no matching Rainbow Pool Neopet: nothing is painted")
        return
    damage, statuses = g.s["cards"][old]["damage"], g.s["cards"][old]["st"]
    g.move(old, player, "rainbow")
    g.s["cards"][old]["damage"], g.s["cards"][old]["st"] = 0, {}
    g.move(painted, player, "active")
    g.s["cards"][painted]["damage"], g.s["cards"][painted]["st"] = damage, statuses
    g.sources = None
    for effect in g.s["effects"]:
        if effect.get("target") == old:
            effect["target"] = painted
    g.note("8.20.10a", f"P{player} transforms {g.label(old)} into {g.label(painted)} (damage and statuses stay)")
    check_knockouts(g)


@step("call")
def _call(g: BattledomeGame, frame: dict[str, Any], s: Step) -> None:
    FUNCTIONS[s[1]](g, frame["ctx"])


def _source(g: BattledomeGame, frame: dict[str, Any]) -> str:
    src = frame["ctx"]["src"]
    return g.label(src) if src is not None else "an effect"
