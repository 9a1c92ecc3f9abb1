"""Texts printed only on cards named Creepy Crawlies: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    choose_yes_no,
    effect_rule,
    in_play,
    tokens_enter_together,
)
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import pick_target, targets
from engine.mlp.state.library import Ability, token_id
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_DISMISS = {"do": "dismiss", "target": {"owner": "any", "kind": "card", "kinds": ("friend", "resource")}}
_CRITTER = token_id(1, "yellow", "Critter")


@template(r"main phase: dismiss a friend or resource\. that card's controller may put a number of 1 \{yellow\} "
          r"critter friend tokens equal to that card's cost into play under their control\.")
def _t_creepy_crawlies(m, t):
    return _a("play", "dismiss_for_critters", t, timing="main")


# ----- what it does ---------------------------------------------------------------------------


@runner("dismiss_for_critters")
def _r_creepy_crawlies(g, f, ability):
    """The Friend or Resource is chosen and dismissed; its controller then (even if the
    dismissal was replaced: the text goes on) may put as many Critter tokens into play as
    its printed cost, each where they choose (their home or a Problem, 609.2a)."""
    data = f["data"]
    if "who" not in data:
        iid = pick_target(g, f, _DISMISS, data.setdefault("e", {}), "Dismiss which Friend or Resource?")
        if iid is False:
            return False
        if iid is None or not in_play(g, iid):
            return True
        data["who"], data["n"] = g.card(iid)["ctrl"], g.spec(iid).cost or 0
        depth = len(g.s["stack"])
        g.dismiss(iid, effect_rule(f))
        if len(g.s["stack"]) > depth:
            return False  # a replacement of the dismissal is settled first (710)
    who = data["who"]
    if data["n"] and "agreed" not in data:
        ans = choose_yes_no(g, f, who, f"Put {how_many(data['n'], 'Critter token')} into play?")
        if ans is None:
            return False
        data["agreed"] = ans[0] == "yes"
    if not data.get("agreed"):
        return True
    # (every place chosen first, then they enter play together, 704.1b)
    return tokens_enter_together(g, f, data, who, [_CRITTER] * data["n"]) is not None


@answers(PLAY_CHECKS, "dismiss_for_critters")
def _can_crawl(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(targets(g, {"src": iid, "ctrl": player, "data": {}}, _DISMISS)), "dismiss")
