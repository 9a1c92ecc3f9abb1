"""Texts printed only on cards named Power Shift: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import LOOKS_IN_DECKS, STEPS, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: reveal the top card of your deck, then move an opposing character with power less than the "
          r"revealed card's power\. if a player has (\d+) or more points, move up to two opposing characters with "
          r"power less than the revealed card's power instead\.")
def _t_power_shift(m, t):
    return _a("play", "reveal_then_move_weaker_opponent", t, timing="immediate", points=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("reveal_then_move_weaker_opponent")
def _r_power_shift(g, f, ability):
    """The top card is revealed (and stays on top); its printed power (none: 0) is the bar,
    and a frightened character, with no power, compares as 0 with it (105.2: `by_card`).
    One opposing character with less power is moved (506.4), where the player chooses; once
    a player has the points, "move up to two" instead: one choice of none to two of them,
    then where each goes (the generic "move up to N", `moving`)."""
    player = f["ctrl"]
    data = f["data"]
    if "bar" not in data:
        deck = g.s["players"][player]["deck"]
        if not deck:
            g.note(effect_rule(f), f"P{player} has no card to reveal{g.by_text()}")
            return True
        data["bar"] = g.spec(deck[-1]).power or 0
        data["late"] = any(p["score"] >= ability.params["points"] for p in g.s["players"])
        g.note_seen(effect_rule(f), f"P{player} reveals {g.name(deck[-1])} (power {data['bar']})")
    move = {"do": "move", "target": {"owner": "opp", "kind": "character", "max_power": data["bar"] - 1,
                                     "by_card": True},
            "dest": "any", **({"most": 2} if data["late"] else {})}
    return STEPS["move"](g, f, move, data.setdefault("move", {}), effect_rule(f))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_then_move_weaker_opponent")
