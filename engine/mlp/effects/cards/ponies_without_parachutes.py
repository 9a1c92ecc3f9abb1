"""Texts printed only on cards named Ponies Without Parachutes: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import count_or_none
from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.most_characters_here import has_most, trait_counts
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    CARD_TEXT,
    Unmet,
    answers,
    runner,
    unless,
)
from engine.mlp.effects.steps import destinations, has_destination
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"main phase: exhaust two of your pegasus characters here to move another one of your characters\. only "
          r"the player with the most pegasus characters here may activate this ability\.")
def _t_parachutes(m, t):
    return _a("activated", "exhaust_two_pegasi_here_to_move_another", t, timing="main", any_player=True)


def _ready_pegasi(g, src: int, player: int) -> list[int]:
    area = g.s["cards"][src]["area"]
    return [i for i in g.characters_at(area, player) if g.face_up(i) and not g.card(i)["exhausted"]
            and has_trait(g, i, "pegasus")]


def _others(g, player: int, paid: list[int]) -> list[int]:
    """The player's other characters in play that have somewhere to go."""
    return [i for i in g.s["play"] if g.card(i)["ctrl"] == player and g.is_character(i)
            and i not in paid and has_destination(g, {"ctrl": player, "data": {}}, {"dest": "any"}, i)]


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_two_pegasi_here_to_move_another")
def _r_parachutes(g, f, ability):
    """The two Pegasus characters are the cost (703.1d); the moved character is another of
    the player's, anywhere it may go (moving by an effect costs nothing, 506.4)."""
    player = f["ctrl"]
    data = f["data"]
    if "paid" not in data:
        pegasi = _ready_pegasi(g, f["src"], player)
        ans = choose(g, f, player, "target", "Exhaust two of your Pegasus characters here",
                     [(f"card:{i}", g.name(i)) for i in pegasi], 2, 2)
        if ans is None:
            return False
        data["paid"] = [card_of_option(k) for k in ans]
        for iid in data["paid"]:
            g.exhaust(iid, "703.1d")
    if "card" not in data:
        ans = choose(g, f, player, "target", "Move another one of your characters",
                     [(f"card:{i}", g.name(i)) for i in _others(g, player, data["paid"])])
        if ans is None:
            return False
        if not ans:
            return True
        data["card"] = card_of_option(ans[0])
    iid = data["card"]
    if not in_play(g, iid):
        return True
    ans = choose(g, f, player, "area", f"Move {g.name(iid)} where?",
                 [(a, f"to {a}") for a in destinations(g, {"ctrl": player, "data": {}}, {"dest": "any"}, iid)])
    if ans is None:
        return False
    if ans:
        g.move(iid, ans[0], player, "506.4")
    return True


@answers(ACTIVATION_CHECKS, "exhaust_two_pegasi_here_to_move_another")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only the player with the most Pegasus characters here, with two of them ready to
    exhaust, and another character to move."""
    area = g.s["cards"][iid]["area"]
    pegasi = _ready_pegasi(g, iid, player)
    return (unless(has_most(g, area, player, "pegasus"), lacks=f"P{player} has not the most Pegasus characters there")
            and unless(len(pegasi) >= 2, lacks=f"P{player} has {count_or_none(len(pegasi), 'ready Pegasus character')} there to "
                                               "exhaust, not two")
            and unless(bool(_others(g, player, pegasi[:2])), "move"))


@answers(ACTIVATION_REFUSALS, "exhaust_two_pegasi_here_to_move_another")
def _refusal(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """The judge's "why not?" when the player has not the most Pegasus characters here: the
    card's own text keeps them from activating it (its last sentence), quoted as such;
    anything else its check refused is said as the instruction that can't be followed."""
    counts = trait_counts(g, g.s["cards"][iid]["area"], "pegasus")
    if counts[player] > counts[1 - player]:
        return None
    return CARD_TEXT, (f"only the player with the most Pegasus characters here may activate it, and P{player} has "
                       f"{count_or_none(counts[player])} there to P{1 - player}'s {counts[1 - player]}")
