"""Texts printed only on cards named Student Six: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.entering_and_leaving_play import free_play_places, play_for_free
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    PART_TRIGGER_MATCHERS,
    VALUE_RULES,
    Unmet,
    answers,
    runner,
    unless,
)
from engine.mlp.effects.steps import remove_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import head_reader, read_paragraph, template
from engine.mlp.values import power

_FRIENDSHIP = "friendship"


# ----- A Grade Above (LL135), Start side --------------------------------------------------------


@template(r"(main phase: pay \{\d+\} to turn this card over\.) you pay 1 less action token to turn this card over for "
          r"each color among characters in play\.")
def _t_turn_over_cheaper_per_color(m, t):
    """The activated ability as the grammar reads it, and the discount on its cost, read as
    that cost is worked out (`activation_costs.activation_costs`, category "turn_over_discount")."""
    found = read_paragraph(m.group(1), t, skip=_t_turn_over_cheaper_per_color)
    if not found:
        return None
    return [*found, _a("static", "turn_over_discount_per_color_in_play", t, "turn_over_discount")]


@answers(VALUE_RULES, "turn_over_discount_per_color_in_play")
def _discount_per_color(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Only for this card itself (`subject`: the card being turned over): each color any
    character in play has (either player's, face up)."""
    if subject != src:
        return 0
    return len({color for p in (0, 1) for i in g.characters(p) for color in power.colors(g, i)})


# ----- Boosted side ------------------------------------------------------------------------------


@head_reader
def _a_player_confronts(text: str):
    """"When a player confronts a Problem [for the first time each turn]" (the grammar reads
    the last words itself): the first confront of the turn (611.1: only the turn player
    confronts), whoever's card this is."""
    if text != "when a player confronts a problem":
        return None
    return "confront", "any", {"match": "a_player_confronts"}


@answers(PART_TRIGGER_MATCHERS, "a_player_confronts")
def _a_player_confronted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Any confront; "for the first time each turn" (`first_each_turn`): the first of the turn
    (`state["confronted"]` lists the Problems confronted this turn, this one last), even when
    this card turned over after an earlier one."""
    first = ability.params.get("first_each_turn")
    return {"area": data["area"]} if not first or len(g.s["confronted"]) == 1 else None


@template(r"main phase: exhaust this card and remove any number of friendship counters from it to play a friend with "
          r"cost equal to the number of counters removed this way for free\.")
def _t_counters_to_play_friend(m, t):
    return _a("activated", "counters_to_play_friend_free", t, timing="main", exhaust_self=True)


def _friends_playable(g, src: int, player: int) -> list[int]:
    """Friends in the player's hand whose cost is at most this card's Friendship counters,
    that could be played for free now (`free_play_places`: requirement met, a place)."""
    counters = g.s["cards"][src]["counters"].get(_FRIENDSHIP, 0)
    return [i for i in g.s["players"][player]["hand"] if g.is_type(i, "friend")
            and (g.spec(i).cost or 0) <= counters and free_play_places(g, player, i)]


@answers(ACTIVATION_CHECKS, "counters_to_play_friend_free")
def _can_play_a_friend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """705.2e: a Friend it could play is in the hand (the counters removed are its cost)."""
    return unless(bool(_friends_playable(g, iid, player)), "play",
                  lacks=f"no Friend in P{player}'s hand costs no more than the counters on {g.name(iid)}")


@runner("counters_to_play_friend_free")
def _r_counters_to_play_friend(g, f, ability):
    """The player picks the Friend, which fixes the number of counters removed (its cost:
    only numbers that let a Friend be played are offered, 705.2e); the counters are removed
    (the cost, 707.2a), then the Friend is played for free where they choose."""
    src, player, data = f["src"], f["ctrl"], f["data"]
    if data.get("playing"):
        return True  # (the Friend was played)
    if "friend" not in data:
        found = _friends_playable(g, src, player) if in_play(g, src) else []
        ans = choose(g, f, player, "target", "Play which Friend for free (removing as many Friendship counters as its cost)?",
                     [(f"card:{i}", f"{g.name(i)} (remove {g.spec(i).cost or 0})") for i in found])
        if ans is None:
            return False
        if not ans:
            return True
        friend = data["friend"] = card_of_option(ans[0])
        cost = g.spec(friend).cost or 0
        remove_counters(g, src, _FRIENDSHIP, cost, "707.2a", player)
    friend = data["friend"]
    places = free_play_places(g, player, friend) if friend in g.s["players"][player]["hand"] else []
    ans = choose(g, f, player, "area", f"Play {g.name(friend)} where?", places)
    if ans is None:
        return False
    if not ans:
        return True
    data["playing"] = True
    play_for_free(g, player, friend, ans[0])
    return False


