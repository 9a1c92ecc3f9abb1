"""Texts printed only on cards named Call to Action: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import destinations
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"(main phase|immediate): move a number of your friends up to the number of action tokens your opponent "
          r"has\.")
def _t_call_to_action(m, t):
    return _a("play", "move_own_friends_per_opponent_token", t,
              timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


def _movable(g, player: int, done: list[int]) -> list[int]:
    """The player's face-up Friends in play not moved by this text yet, with somewhere to go."""
    return [i for i in g.s["play"] if g.card(i)["ctrl"] == player and g.is_type(i, "friend") and g.face_up(i)
            and i not in done and not power.static_any(g, "cant_move", i) and destinations(g, {"ctrl": player, "data": {}}, {"dest": "any"}, i)]


@runner("move_own_friends_per_opponent_token")
def _r_call_to_action(g, f, ability):
    """The number is the opponent's action tokens as the Event resolves; "up to": the player
    moves as many different Friends as they like up to it, one at a time, each where they
    choose (506.4: moving by an effect costs nothing), and may stop at any time."""
    player = f["ctrl"]
    data = f["data"]
    if "left" not in data:
        data["left"] = g.s["players"][1 - player]["tokens"]
        data["done"] = []
    while data["left"] > 0:
        if "card" not in data:
            cands = _movable(g, player, data["done"])
            if not cands:
                return True
            ans = choose(g, f, player, "target", f"Move one of your Friends (up to {data['left']} more)",
                         [("none", "Stop moving"), *[(f"card:{i}", g.name(i)) for i in cands]])
            if ans is None:
                return False
            if not ans or ans[0] == "none":
                return True
            data["card"] = card_of_option(ans[0])
        iid = data["card"]
        if in_play(g, iid):
            ans = choose(g, f, player, "area", f"Move {g.name(iid)} where?",
                         [(a, f"to {a}") for a in destinations(g, {"ctrl": player, "data": {}}, {"dest": "any"}, iid)])
            if ans is None:
                return False
            if ans:
                g.move(iid, ans[0], player, "506.4")
        del data["card"]
        data["done"].append(iid)
        data["left"] -= 1
    return True
