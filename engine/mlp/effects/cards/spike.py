"""Texts printed only on cards named Spike: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import ACTIVATION_CHECKS, VALUE_RULES, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to look at the bottom (\d+) cards of your deck\. you may put 1 of them "
          r"on top of your deck\.")
def _t_bottom_to_top(m, t):
    return _a("activated", "look_bottom_put_one_on_top", t, timing="main", exhaust_self=True, n=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("look_bottom_put_one_on_top")
def _r_bottom_to_top(g, f, ability):
    """The deck keeps its top at the end of the list, so the bottom cards are its first;
    a card moved within the deck stays the same card (no zone change, 410.6)."""
    player = f["ctrl"]
    deck = g.s["players"][player]["deck"]
    bottom = deck[: ability.params["n"]]
    if not bottom:
        return True
    if "looked" not in f["data"]:
        f["data"]["looked"] = True
        g.note("401", f"P{player} looks at the bottom {len(bottom)} card(s) of their deck")
    ans = choose(g, f, player, "target", "Put one of them on top of your deck? (you may keep both where they are)",
                 [(f"card:{i}", g.name(i)) for i in bottom], 0, 1)
    if ans is None:
        return False
    if ans:
        card = card_of_option(ans[0])
        deck.remove(card)
        deck.append(card)
        g.note("401", f"P{player} puts one of them on top of their deck")
    return True


# ----- whether it can be activated (705.2), asked before it is offered ---------------------------


@answers(ACTIVATION_CHECKS, "look_bottom_put_one_on_top")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool:
    """Only with cards in the deck to look at (705.2e)."""
    return bool(g.s["players"][player]["deck"])


@template(r"if you would choose one effect while playing a song card, you may choose each effect instead\.")
def _t_master_of_ceremonies(m, t):
    """Asked where a Song's "Choose one:" is chosen (`steps.run`): an option "Each effect"."""
    return _a("static", "song_choose_each_effect", t, "song_choose_each")


@answers(VALUE_RULES, "song_choose_each_effect")
def _song_choose_each(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return 1 if g.s["cards"][src]["ctrl"] == subject else 0
