"""Texts printed only on cards named Philomena: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import effect_rule, in_play, is_problem_area
from engine.mlp.effects.registry import (
    APPLIES,
    SAME_AREA_STATICS,
    STEP_REFUSALS,
    TRIGGER_MATCHERS,
    answers,
    runner,
    scope,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import GAINS_TRAIT


@template(r"at the end of each opponent's turn, that opponent loses action tokens until they have no more than "
          r"\{(\d+)\}\.")
def _t_tokens_capped(m, t):
    return _a("trigger", "opp_tokens_capped_at_turn_end", t, "turn_end", keep=int(m.group(1)))


@template(r"while this card is at a problem, your other friends at that problem get the (\w+) trait during any "
          r"score phase\.")
def _t_others_there_gain_trait_in_score_phase(m, t):
    return _a("static", "others_there_gain_trait_in_score_phase", t, GAINS_TRAIT, trait=m.group(1))


@answers(APPLIES, "others_there_gain_trait_in_score_phase")
def _others_there_in_score_phase(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """During any player's Score Phase, while this card is at a Problem: its controller's other
    Friends at that Problem (207; `values.power.has_trait`)."""
    return (s["phase"] == "score" and target != src and tc["zone"] == "play" and tc["area"] == sc["area"]
            and tc["ctrl"] == sc["ctrl"] and is_problem_area(g, sc["area"]) and g.is_type(target, "friend"))


scope(SAME_AREA_STATICS, "others_there_gain_trait_in_score_phase")


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
        g.lose_tokens(victim, lost, effect_rule(f), f", keeping {ability.params['keep']}")
    return True


@answers(STEP_REFUSALS, "opp_tokens_capped_at_turn_end")
def _why_no_token_lost(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why the opponent lost no action token, for the text's "Nothing happens" line: they have
    no more than it lets them keep. None when they have more."""
    victim = f["data"].get("victim", 1 - f["ctrl"])
    has, keep = g.s["players"][victim]["tokens"], params["keep"]
    if has > keep:
        return None
    return "705.2", f"P{victim} has {how_many(has, 'action token')}, no more than the {keep} it lets them keep"
