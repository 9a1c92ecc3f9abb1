"""Texts printed only on cards named Philomena: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.registry import TRIGGER_MATCHERS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the end of each opponent's turn, that opponent loses action tokens until they have no more than "
          r"\{(\d+)\}\.")
def _t_tokens_capped(m, t):
    return _a("trigger", "opp_tokens_capped_at_turn_end", t, "turn_end", keep=int(m.group(1)))


# ----- what triggers it -------------------------------------------------------------------------


@answers(TRIGGER_MATCHERS, "opp_tokens_capped_at_turn_end")
def _opponents_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """The end of a turn of an opponent of this card's controller; that opponent is bound."""
    return {"victim": data["player"]} if data["player"] != g.s["cards"][iid]["ctrl"] else None


# ----- what it does ---------------------------------------------------------------------------


@runner("opp_tokens_capped_at_turn_end")
def _r_tokens_capped(g, f, ability):
    """Losing tokens is not paying them: the opponent keeps `keep` and loses the rest."""
    if not in_play(g, f["src"]):
        return True
    victim = f["data"]["victim"]
    player = g.s["players"][victim]
    lost = player["tokens"] - ability.params["keep"]
    if lost > 0:
        g.lose_tokens(victim, lost, "704", f", keeping {ability.params['keep']}")
    return True
