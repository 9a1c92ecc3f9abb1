"""Texts printed only on cards named Safety Lecture: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule, in_play
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import pick_target, targets
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_FRIGHTEN = {"do": "frighten", "target": {"owner": "any", "kind": "friend"}}
_DISMISS = {"do": "dismiss", "target": {"owner": "any", "kind": "friend", "state": "frightened"}}


@template(r"main phase: frighten a friend\. if a player has (\d+) or more points, you may dismiss a frightened friend "
          r"instead\.")
def _t_safety_lecture(m, t):
    return _a("play", "frighten_or_late_dismiss_frightened", t, timing="main", points=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


def _late(g, ability: Ability) -> bool:
    return any(p["score"] >= ability.params["points"] for p in g.s["players"])


def _options(g, f: dict, ability: Ability) -> list[tuple[str, str]]:
    found = []
    if targets(g, f, _FRIGHTEN):
        found.append(("frighten", "Frighten a Friend"))
    if _late(g, ability) and targets(g, f, _DISMISS):
        found.append(("dismiss", "Dismiss a frightened Friend instead"))
    return found


@runner("frighten_or_late_dismiss_frightened")
def _r_safety_lecture(g, f, ability):
    """Once a player has the points, the player chooses as it resolves which instruction to
    follow (only those that can be followed are offered, 705.2)."""
    data = f["data"]
    if "verb" not in data:
        ans = choose(g, f, f["ctrl"], "mode", "Frighten a Friend, or dismiss a frightened Friend?",
                     _options(g, f, ability))
        if ans is None:
            return False
        if not ans:
            return True
        data["verb"] = ans[0]
    step = _FRIGHTEN if data["verb"] == "frighten" else _DISMISS
    iid = pick_target(g, f, step, data.setdefault("e", {}), f"Choose a Friend to {data['verb']}")
    if iid is False:
        return False
    if iid is not None and in_play(g, iid):
        if data["verb"] == "frighten":
            g.frighten(iid, effect_rule(f))
        else:
            g.dismiss(iid, effect_rule(f))
    return True


@answers(PLAY_CHECKS, "frighten_or_late_dismiss_frightened")
def _can_lecture(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_options(g, {"src": iid, "ctrl": player, "data": {}}, ability)), "frighten")
