"""Texts printed only on cards named Shining Armor: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    asked_if_you_do,
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
    is_problem_area,
    own_friends,
)
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import add_counters, destinations, kept_from_moving, remove_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this or another one of your friends becomes unfrightened, you may put a \+1 power counter on one of "
          r"your friends\.")
def _t_team_trainer(m, t):
    return _a("trigger", "counter_on_unfrightened", t, "unfrightened")


@runner("counter_on_unfrightened")
def _r_team_trainer(g, f, ability):
    player = f["ctrl"]
    friends = [i for i in g.characters(player) if g.is_type(i, "friend")]
    ans = choose(g, f, player, "target", "Put a +1 power counter on one of your Friends?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in friends]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        add_counters(g, card_of_option(ans[0]), "power", 1, effect_rule(f), player)
    return True


@triggered_by("unfrightened", "counter_on_unfrightened")
def _friend_unfrightened(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card or another Friend its controller controls becomes unfrightened (504.3)."""
    card = data["card"]
    if data["ctrl"] != g.s["cards"][iid]["ctrl"] or card not in g.s["cards"] or not g.is_type(card, "friend"):
        return None
    return {}


# ----- Shining Armor/Princess Cadance, Fastball Special (CG191) -----------------------------------


@template(r"at the start of a problem faceoff, you may pay \{(\d+)\} to put a windup counter on this card\. if you "
          r"do, you may turn this card over\.")
def _t_windup(m, t):
    return _a("trigger", "windup_then_turn_over", t, "faceoff_start", pay=int(m.group(1)))


@triggered_by("faceoff_start", "windup_then_turn_over")
def _problem_faceoff_started(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Any Problem faceoff, whether this card is involved in it or not."""
    return {} if data["kind"] == "problem" else None


@runner("windup_then_turn_over")
def _r_windup(g, f, ability):
    """The price first (707.2a: only with the action tokens for it), then, only if it was
    paid, the choice to turn this card over (301.2)."""
    data, player, src = f["data"], f["ctrl"], f["src"]
    price = ability.params["pay"]
    if "wound" not in data:
        if not in_play(g, src) or g.s["players"][player]["tokens"] < price:
            return True
        ans = choose_yes_no(g, f, player, asked_if_you_do(g, f, f"Pay {price} to put a Windup counter on this card"))
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        g.pay_tokens(player, price, "707.2a")
        add_counters(g, src, "windup", 1, effect_rule(f), player)
        data["wound"] = True
    if not in_play(g, src) or g.card(src)["boosted"]:
        return True
    ans = choose_yes_no(g, f, player, "Turn this card over? (712.3)")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.turn_over(src, "301.2")
    return True


@template(r"when this side of the card turns face-up, you may move it to a problem\. then, remove each windup counter "
          r"from this card and you may move a number of your friends to this card's problem up to the number of "
          r"counters removed this way\.")
def _t_fastball(m, t):
    return _a("trigger", "fastball_special", t, "turned_over")


@triggered_by("turned_over", "fastball_special")
def _turned_to_boosted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid and data["boosted"] else None


_SELF_TO_A_PROBLEM = {"do": "move", "target": {"self": True}, "dest": "problem"}


def _movable_friends_to(g, f: dict, area: str, moved: list[int]) -> list[int]:
    """The player's Friends not at `area` that they may move there now, each once."""
    player = f["ctrl"]
    step_ = {"do": "move", "target": {"owner": "you", "kind": "friend"}, "dest": "problem"}
    return [i for i in own_friends(g, player) if i not in moved
            and kept_from_moving(g, i, player) is None and area in destinations(g, f, step_, i)]


@runner("fastball_special")
def _r_fastball(g, f, ability):
    """In order: this card may move to a Problem (506.4); then every Windup counter on it is
    removed (519.3), and the player may move that many of their Friends, or fewer, one at a
    time, to the Problem this card is at (none while it is at home: it has no Problem)."""
    data, player, src = f["data"], f["ctrl"], f["src"]
    if not in_play(g, src):
        return True
    if "moved" not in data:
        dests = [] if kept_from_moving(g, src, player) else destinations(g, f, _SELF_TO_A_PROBLEM, src)
        ans = choose(g, f, player, "area", f"Move {g.name(src)} to a Problem?",
                     [("none", "Don't move it"), *[(a, f"to {g.name(g.problem_card(a))}") for a in dests]])
        if ans is None:
            return False
        if ans and ans[0] != "none":
            g.move(src, ans[0], player, "506.4")
        data["moved"] = []
        data["left"] = remove_counters(g, src, "windup", g.card(src)["counters"].get("windup", 0), "519.3", player)
    area = g.card(src)["area"]
    while data["left"] > 0 and is_problem_area(g, area):
        friends = _movable_friends_to(g, f, area, data["moved"])
        ans = choose(g, f, player, "target", "Move one of your Friends to this card's Problem? "
                     f"({data['left']} more at most)", [("none", "Done"), *[(f"card:{i}", g.name(i)) for i in friends]])
        if ans is None:
            return False
        if not ans or ans[0] == "none":
            return True
        friend = card_of_option(ans[0])
        g.move(friend, area, player, "506.4")
        data["moved"].append(friend)
        data["left"] -= 1
    return True
