"""Texts printed only on cards named Pink Parasprite: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import STEP_REFUSALS, answers, runner
from engine.mlp.effects.steps import can_move_to
from engine.mlp.state.game import home
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# "At the start of your opponent's Troublemaker Phase": the trigger's answer
# (`effects.phases`) names the opponent as the victim.
@template(r"at the start of your opponent's troublemaker phase, move one of their characters here home\.")
def _t_send_one_home(m, t):
    return _a("trigger", "move_opposing_character_here_home", t, "tm_phase_start")


# ----- what it does ---------------------------------------------------------------------------


@runner("move_opposing_character_here_home")
def _r_send_one_home(g, f, ability):
    """This card's controller chooses one of the opponent's characters at this card's
    area that can be moved (705.2e) and moves it home."""
    victim = f["data"]["victim"]
    if not in_play(g, f["src"]):
        return True
    area = g.card(f["src"])["area"]
    cands = [i for i in g.characters_at(area, victim) if can_move_to(g, i, home(victim), f["ctrl"])]
    ans = choose(g, f, f["ctrl"], "target", "Move which opposing character home?",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.move(card_of_option(ans[0]), home(victim), f["ctrl"], "506.4")
    return True


@answers(STEP_REFUSALS, "move_opposing_character_here_home")
def _why_none_sent_home(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why no character was moved home, for the text's "Nothing happens" line: the opponent
    has no character at this card's Problem, or none there can be moved home (the first thing
    keeping each, `steps.can_move_to`'s check); None when one can."""
    victim = f["data"].get("victim", 1 - f["ctrl"])
    if not in_play(g, f["src"]):
        return None
    there = g.characters_at(g.card(f["src"])["area"], victim)
    if not there:
        return "705.2", f"P{victim} has no character at this card's Problem"
    if any(can_move_to(g, i, home(victim), f["ctrl"]) for i in there):
        return None
    return "705.2e", f"no character of P{victim}'s there can be moved home"
