"""Texts printed only on cards named Gone Batty: their patterns and what they do.

Its placement rule ("Play on one of your characters.") is a wording of the attaching family."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you win a faceoff involving that character, you may exhaust this card to gain \{(\d+)\}\.")
def _t_gone_batty(m, t):
    return _a("trigger", "host_won_exhaust_to_gain", t, "faceoff_won", amount=int(m.group(1)))


@runner("host_won_exhaust_to_gain")
def _r_gone_batty(g, f, ability):
    """Exhausting this Resource is the cost (707.2a): only a ready one gains the tokens."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src) or g.card(src)["exhausted"]:
        return True
    ans = choose_yes_no(g, f, player, f"Exhaust {g.name(src)} to gain {ability.params['amount']}?")
    if ans is None:
        return False
    if ans[0] == "yes" and g.exhaust(src):
        g.gain_tokens(player, ability.params["amount"], effect_rule(f))
    return True


@triggered_by("faceoff_won", "host_won_exhaust_to_gain")
def _host_won(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card's controller wins a faceoff its host ("that character", 509.4) was involved in."""
    c = g.s["cards"][iid]
    if data["player"] != c["ctrl"] or c["host"] is None or c["host"] not in data["cards"]:
        return None
    return {}
