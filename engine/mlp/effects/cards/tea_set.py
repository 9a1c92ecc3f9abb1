"""Texts printed only on cards named Tea Set: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import choose, in_play
from engine.mlp.effects.registry import VALUE_RULES, answers, runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of a faceoff, you may pay \{(\d+)\} and exhaust this card to have players flip (\d+) fewer "
          r"cards? during that faceoff\.")
def _t_tea_set(m, t):
    return [_a("trigger", "may_pay_for_fewer_flips", t, "faceoff_start", pay=int(m.group(1))),
            _a("static", "fewer_flips_this_faceoff", t, "extra_flips", fewer=int(m.group(2)))]


# ----- what it does ---------------------------------------------------------------------------


@runner("may_pay_for_fewer_flips")
def _r_tea_set(g, f, ability):
    """Paid as it resolves (707.2a: "pay ... and exhaust this card to ..."); the faceoff
    keeps which cards were used so (`fewer_flips`), for its 514.3 flips only (514.3a)."""
    src, player, cost = f["src"], f["ctrl"], ability.params["pay"]
    fo = g.s["faceoff"]
    c = g.s["cards"].get(src)
    if fo is None or not in_play(g, src) or c["exhausted"] or c["frightened"] \
            or g.s["players"][player]["tokens"] < cost:
        return True
    ans = choose(g, f, player, "may", f"Pay {cost} and exhaust {g.name(src)} to have players flip fewer cards?",
                 [("yes", "Pay and exhaust it"), ("no", "Don't")])
    if ans is None:
        return False
    if ans[0] == "yes":
        g.pay_tokens(player, cost, "707.2a")
        g.exhaust(src, "707.2a")
        fo.setdefault("fewer_flips", []).append(src)
        g.note("704", "Players flip fewer cards during this faceoff")
    return True


@answers(VALUE_RULES, "fewer_flips_this_faceoff")
def _fewer_flips(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    fo = g.s["faceoff"]
    return -ability.params["fewer"] if fo is not None and src in fo.get("fewer_flips", ()) else 0


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_start", "may_pay_for_fewer_flips")
def _any_faceoff_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {}
