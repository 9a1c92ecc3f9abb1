"""Texts printed only on cards named The Equestria Games: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    deciding_order,
    effect_rule,
    in_play,
    left_as_told,
    put_in_play,
)
from engine.mlp.effects.registry import (
    TAKES_FROM_DISCARD_PILES,
    TRIGGER_MATCHERS,
    answers,
    runner,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your turn, you may retire this card\. if you do, each player puts a number of friends "
          r"from their discard pile into play up to the number of victory counters on this card\.")
def _t_closing_ceremony(m, t):
    return _a("trigger", "retire_for_friends_per_victory_counter", t, "turn_start")


@answers(TRIGGER_MATCHERS, "retire_for_friends_per_victory_counter")
def _matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


# ----- what it does ---------------------------------------------------------------------------


@runner("retire_for_friends_per_victory_counter")
def _r_closing_ceremony(g, f, ability):
    """The Victory counters are counted as the card is retired (they leave play with it,
    519.3a); then each player, the one who decides first by 801.1 first
    (`abilities.deciding_order`), puts up to that many Friends of their choice from their own
    discard pile into play, each of them at their home or at a Problem, as they choose (no
    place named: 302.1, 405.1, 501.2). It is one instruction: once every player has chosen,
    the Friends enter play together, each "when ... enters play" hearing of the others
    (706.1, 704.1b)."""
    src = f["src"]
    data = f["data"]
    if "n" not in data:
        if not in_play(g, src):
            return True
        victory = g.card(src)["counters"].get("victory", 0)
        friends = how_many(victory, "Friend")
        ans = choose_yes_no(g, f, f["ctrl"], f"Retire this card to have each player put up to {friends} "
                     "from their discard pile into play?")
        if ans is None:
            return False
        if not ans or ans[0] != "yes":
            return True
        data["n"] = victory
        data["next"] = 0
    retired = left_as_told(g, f, src, "retire", effect_rule(f))
    if retired is None:
        return False
    if not retired:
        return True  # (kept in play, or banished instead: not retired, 710.1)
    order = deciding_order(g, data)
    while data["next"] < len(order) and data["n"] > 0:
        p = order[data["next"]]
        if "placing" not in data:
            friends = [i for i in g.s["players"][p]["discard"] if g.spec(i).type == "friend"]
            n = min(data["n"], len(friends))
            # (asked of each player, the opponent too: `choose` leads it with the card asking it)
            most = how_many(data["n"], "Friend")
            ans = choose(g, f, p, "target", f"Put up to {most} from your discard pile into play",
                         [(f"card:{i}", g.name(i)) for i in friends], 0, n) if n else []
            if ans is None:
                return False
            data["placing"] = [card_of_option(key) for key in ans]
        where = data.setdefault("where", [])
        while data["placing"]:
            iid = data["placing"][0]
            if g.s["cards"].get(iid, {}).get("zone") == "discard":
                ans = choose(g, f, p, "area", f"Where does {g.name(iid)} enter play?",
                             [(a, f"at {a}") for a in (f"home:{p}", *g.problems())])
                if ans is None:
                    return False
                where.append([iid, ans[0], p])
            data["placing"].pop(0)
        del data["placing"]
        data["next"] += 1
    with g.entering_together():
        for iid, area, p in data.pop("where", []):
            if g.s["cards"].get(iid, {}).get("zone") == "discard":
                put_in_play(g, iid, area, p)
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "retire_for_friends_per_victory_counter")
