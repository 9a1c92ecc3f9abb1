"""What the named-counter and Chaos wordings of `engine.mlp.text.parts_counters` do in play.

Counters are counts in the card record's `counters`, keyed by name (519.1): adding,
removing and reading them here keeps one mechanism for +1 power counters and named
ones. A count that reaches zero is left out of the record (board states never carry
zero counts).
"""

from __future__ import annotations

from typing import Any

from engine.mlp import abilities
from engine.mlp.abilities import _card_key, choose
from engine.mlp.effects.steps import (
    DO,
    _counted,
    _enter,
    _fits,
    _me,
    _subject,
    condition,
    targets,
)
from engine.mlp.state.library import Ability


def _label(name: str) -> str:
    return "+1 power" if name == "power" else name.capitalize()


def add_counters(g, iid: int, name: str, n: int, rule: str, by: int | None = None) -> bool:
    """519.1: N counters of a name on a card in play. A frightened card gets none: it lost
    its counters as it became frightened (504.1) and is face down."""
    c = g.s["cards"].get(iid)
    if c is None or c["zone"] != "play" or c["frightened"] or n <= 0:
        return False
    c["counters"][name] = c["counters"].get(name, 0) + n
    g.note(rule, f"{g.name(iid)} gets {n} {_label(name)} counter(s) ({c['counters'][name]} in all)")
    g.emit_event("counters", {"card": iid, "counter": name, "added": n,
                              "left": c["counters"][name], "by": by})
    return True


def remove_counters(g, iid: int, name: str, n: int, rule: str, by: int | None = None) -> int:
    """Removes up to N counters of a name (519.3); returns how many were removed. `by`: the
    player removing them ("When you remove the last ... counter")."""
    c = g.s["cards"].get(iid)
    if c is None:
        return 0
    have = c["counters"].get(name, 0)
    gone = min(have, n)
    if not gone:
        return 0
    if have == gone:
        del c["counters"][name]
    else:
        c["counters"][name] = have - gone
    g.note(rule, f"{gone} {_label(name)} counter(s) are removed from {g.name(iid)}")
    g.emit_event("counters", {"card": iid, "counter": name, "added": -gone, "left": have - gone,
                              "by": by})
    return gone


def _d_named_counter(g, f, step, e, rule):
    add_counters(g, _subject(f, step["target"], g), step["name"], step["n"], rule, _me(f))
    return True


def _d_clear_counters(g, f, step, e, rule):
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is not None and c["zone"] == "play":
        remove_counters(g, src, step["name"], c["counters"].get(step["name"], 0), rule, _me(f))
    return True


def _d_remove_counters(g, f, step, e, rule):
    remove_counters(g, f["src"], step["name"], step["n"], rule, _me(f))
    return True


def counters_of(g, f: dict) -> dict[str, int]:
    """The counters on this card: as it is in play, or as it last was in play when a cost
    took it out of play before the effect counts them (`effects._pay` keeps them)."""
    c = g.s["cards"].get(f["src"])
    if c is not None and c["zone"] == "play":
        return c["counters"]
    return f["data"].get("counters", {})


def _d_gain_per_counter(g, f, step, e, rule):
    count = counters_of(g, f).get(step["name"], 0)
    if count:
        g.gain_tokens(_me(f), count, rule)
    return True


def _d_lose_all_tokens(g, f, step, e, rule):
    player = _me(f)
    lost = g.s["players"][player]["tokens"]
    g.s["players"][player]["tokens"] = 0
    g.note(rule, f"P{player} loses {lost} action token(s)")
    return True


def _d_flipped_into_play(g, f, step, e, rule):
    """Glossary, Chaos: a flipped Friend leaves the flip zone and enters play (706.1) at its
    owner's home or a Problem, as its owner chooses. It is not played (no cost, no play
    requirement, no "when you play" trigger). Other card types stay flipped."""
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "flip" or g.spec(src).type != "friend":
        return True
    e["card"] = src
    player = _me(f)
    return _enter(g, f, e, [f"home:{player}", *g.problems()], player)


def _d_tokens_per_counter(g, f, step, e, rule):
    """As many tokens per counter as the text makes for one (counted as it resolves)."""
    if "per" not in e:
        e["per"] = counters_of(g, f).get(step["counter"], 0)
    if not e["per"]:
        return True
    return DO["tokens"](g, f, {**step, "do": "tokens", "n": step["n"] * e["per"]}, e, rule)


def counters_trigger_matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When you put a <name> counter on this card" (any put on it: only its controller's
    effects put counters on it in the card pool) / "When you remove the last <name> counter
    from this card" (the count reaches zero)."""
    p = ability.params
    if p.get("match") == "flip_not_trait":  # "When you flip a non-Chaotic card"
        flipped = data["card"]
        ok = (data["player"] == g.s["cards"][iid]["ctrl"] and flipped in g.s["cards"]
              and not g.spec(flipped).has_trait(p["not_trait"]))
        return {"flipped": flipped} if ok else None
    if p.get("match") == "faceoff_margin":
        ok = data["player"] == g.s["cards"][iid]["ctrl"] and data["kind"] == "problem" and data["margin"] >= p["margin"]
        return {} if ok else None
    if data["card"] != iid or data["counter"] != p["counter"]:
        return None
    if data.get("by") not in (None, g.s["cards"][iid]["ctrl"]):
        return None  # "When you put / remove ...": by this card's controller
    if p["when"] == "added":
        return {} if data["added"] > 0 else None
    return {} if data["added"] < 0 and data["left"] == 0 else None


def _d_counters_turn_over(g, f, step, e, rule):
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "play" or c["counters"].get(step["counter"], 0) < step["n"]:
        return True
    remove_counters(g, src, step["counter"], c["counters"][step["counter"]], rule, _me(f))
    g.turn_over(src, "301.2")
    return True


def _count_cards(g, f: dict, t: dict) -> int:
    src = f["src"]
    c = g.s["cards"].get(src)
    area = c["area"] if c is not None and c["zone"] == "play" else f["data"].get("area")
    return sum(1 for i in g.s["play"] if _fits(g, i, _me(f), src, t, area, "count"))


def _d_pump_flipped_per(g, f, step, e, rule):
    """Glossary, Chaos: the flipped card gets +N for each card counted, until the end of the
    faceoff (a modifier on a flipped card counts toward its side, 514.4a)."""
    n = step["n"] * _count_cards(g, f, step["count"])
    return DO["pump_flipped"](g, f, {**step, "n": n}, e, rule) if n else True


def _d_pump_flipped_if(g, f, step, e, rule):
    """As above, if a condition about the players holds as it resolves."""
    src = f["src"]
    if src in g.s["cards"] and condition(g, src, step["cond"]):
        return DO["pump_flipped"](g, f, step, e, rule)
    return True


def _d_pump_per(g, f, step, e, rule):
    if "n" not in e:
        e["n"] = step["n"] * _count_cards(g, f, step["count"])  # counted once, as it resolves
    return DO["pump"](g, f, {**step, "do": "pump", "n": e["n"]}, e, rule)


def _d_distribute(g, f, step, e, rule):
    """One +1 power counter at a time on a card the player chooses among those that fit."""
    while e.get("done", 0) < step["n"]:
        cands = targets(g, f, step)
        if not cands:
            return True
        ans = choose(g, f, _me(f), "target", f"Put a +1 power counter ({e.get('done', 0) + 1} of {step['n']}) "
                     "on which card?", [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        e["done"] = e.get("done", 0) + 1
        if ans:
            add_counters(g, _card_key(ans[0]), "power", 1, rule, _me(f))
    return True


def _d_order_chosen_problem_deck(g, f, step, e, rule):
    """ "A Problem deck": the player chooses whose, then orders its top cards (403)."""
    if "owner" not in e:
        decks = [(f"player:{p}", f"P{p}'s Problem deck") for p in (0, 1) if g.s["players"][p]["problem_deck"]]
        ans = choose(g, f, _me(f), "player", "Look at the top of which Problem deck?", decks)
        if ans is None:
            return False
        if not ans:
            return True
        e["owner"] = int(ans[0].split(":")[1])
    return DO["order_problem_deck"](g, f, step, e, rule)


# ----- counters of any name ("a counter", 519.1) ------------------------------------------------


def _counter_choices(g, f: dict, own: bool) -> list[tuple[str, str]]:
    """Counters on ready cards in play (503.1), one option per card and name. The Cutie Mark
    record is not a counter (the keyword's counter is a +1 power counter)."""
    player = _me(f)
    cards = g.s["cards"]
    out = []
    for iid in g.s["play"]:
        c = cards[iid]
        if c["exhausted"] or not c["counters"] or (own and c["ctrl"] != player):
            continue
        out.extend((f"counter:{iid}:{name}", f"a {_label(name)} counter on {g.name(iid)}")
                   for name in sorted(c["counters"]) if name != "cutie_mark")
    return out


def _d_remove_any_counter(g, f, step, e, rule):
    ans = choose(g, f, _me(f), "counter", "Remove which counter?", _counter_choices(g, f, step.get("own", False)))
    if ans is None:
        return False
    if ans:
        _, iid, name = ans[0].split(":", 2)
        remove_counters(g, int(iid), name, 1, rule, _me(f))
    return True


def _d_choose_counter(g, f, step, e, rule):
    """ "Choose a counter on one of your ready cards": the later "that card" and "the same
    type" refer to it."""
    ans = choose(g, f, _me(f), "counter", "Choose a counter", _counter_choices(g, f, True))
    if ans is None:
        return False
    if ans:
        _, iid, name = ans[0].split(":", 2)
        f["data"]["chosen_counter"] = [int(iid), name]
    return True


def _d_copy_chosen_counter(g, f, step, e, rule):
    chosen = f["data"].get("chosen_counter")
    if chosen:
        add_counters(g, chosen[0], chosen[1], 1, rule, _me(f))
    return True


def _d_dismiss_printed_counters(g, f, step, e, rule):
    """Every card of the kind whose printed power is the count (as this card last was in
    play when a cost retired it), dismissed together (709.2)."""
    n = counters_of(g, f).get(step["counter"], 0)
    t = {"owner": "any", "kind": step["kind"], "min_printed": n, "max_printed": n}
    for iid in [i for i in g.s["play"] if _fits(g, i, _me(f), f["src"], t, None, "dismiss")]:
        if iid in g.s["cards"] and g.card(iid)["zone"] == "play":
            g.dismiss(iid, rule)
    return True


def _d_power_per_counter(g, f, step, e, rule):
    """+1 power counters on the card the text names, as many as this card's counters of a name."""
    n = counters_of(g, f).get(step["counter"], 0)
    if n:
        add_counters(g, _subject(f, step["target"], g), "power", n, rule, _me(f))
    return True


DO.update({
    "power_per_counter": _d_power_per_counter,
    "dismiss_printed_counters": _d_dismiss_printed_counters,
    "remove_any_counter": _d_remove_any_counter, "choose_counter": _d_choose_counter,
    "copy_chosen_counter": _d_copy_chosen_counter,
    "order_chosen_problem_deck": _d_order_chosen_problem_deck,
    "distribute": _d_distribute,
    "pump_flipped_per": _d_pump_flipped_per, "pump_flipped_if": _d_pump_flipped_if, "pump_per": _d_pump_per,
    "counters_turn_over": _d_counters_turn_over,
    "tokens_per_counter": _d_tokens_per_counter,
    "named_counter": _d_named_counter, "clear_counters": _d_clear_counters, "remove_counters": _d_remove_counters,
    "gain_per_counter": _d_gain_per_counter, "lose_all_tokens": _d_lose_all_tokens,
    "flipped_into_play": _d_flipped_into_play,
})


# ----- continuous text counting named counters (702) -------------------------------------------


def _counter_confront_extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """ "Opponents need +N power to confront this Problem for each <name> counter on this card"."""
    sc = g.s["cards"][src]
    if subject == sc["ctrl"] or context.get("area") != sc["area"]:
        return 0
    return ability.params["amount"] * sc["counters"].get(ability.params["counter"], 0)


abilities._VALUE_RULES["counter_confront_extra"] = _counter_confront_extra


def flipped_power(g, iid: int) -> int:
    """ "Chaos: While this card is flipped, it has +N power (for each ...)": what the flipped
    card adds to its printed power in its player's total (514.4a)."""
    total = 0
    for ability in g.spec(iid).statics["flipped_power"]:
        p = ability.params
        total += p["amount"] * (_counted(g, iid, p) if "count" in p else 1)
    return total


def controls_named(g, player: int, spec) -> bool:
    """ "You must control <name> to play this card": a face-up card in play of that name."""
    titles = {a.params["title"] for a in spec.statics["must_control"]}
    cards = g.s["cards"]
    return all(any(cards[i]["ctrl"] == player and g.face_up(i) and g.spec(i).title.casefold() == title
                   for i in g.s["play"]) for title in titles)

