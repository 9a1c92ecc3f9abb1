"""Scoring points and gaining action tokens.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

import re

from engine.core.listing import and_listed
from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    choose_yes_no,
    effect_rule,
    in_play,
    is_problem_area,
    own_card,
)
from engine.mlp.effects.faceoffs import won_by_this_card
from engine.mlp.effects.problems import this_problem_confronted
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    PART_TRIGGER_MATCHERS,
    SELF_ONLY_STATICS,
    answers,
    can_always,
    runner,
    scope,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import DEFEAT_BONUS, acting_player, bonus_points
from engine.mlp.state.game import PHASE_TOKENS, PHASE_TOKENS_BY, SCORED, TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power


@template(r"when you win an? (troublemaker |problem )?faceoff involving this card, score (?:a|an additional) point\.")
def _t_win_point(m, t):
    return _a("trigger", "score_point", t, "faceoff_won", faceoff_kind=(m.group(1) or "").strip())


# Asked as points are scored (`abilities.scoring_barred`, from the state kernel's `score`):
# while this card is involved in the faceoff going on, no player scores, whatever the reason
# (winning the Problem faceoff, defeating a Troublemaker, a card's text).
@template(r"(?:players can't score points during faceoffs involving this card|during faceoffs involving this card, "
          r"players can't score points)\.")
def _t_no_scoring(m, t):
    return _a("static", "no_scoring_in_faceoff", t, "no_scoring_in_faceoff")


answers(APPLIES, "no_scoring_in_faceoff")(own_card)
scope(SELF_ONLY_STATICS, "no_scoring_in_faceoff")


@template(r"chaos: while this card is flipped, opponents can't score points\.")
def _t_flipped_no_scoring(m, t):
    """While the card is in the flip zone (514.4), the opponents of the player who flipped it
    score no points (`abilities.scoring_barred` reads the flipped cards' "flipped_no_scoring")."""
    return _a("static", "flipped_opponents_cant_score", t, "flipped_no_scoring")


@template(r"players can't score more than (\d+) points? per turn\.")
def _t_score_cap(m, t):
    return _a("static", "score_cap", t, "score_cap", amount=int(m.group(1)))


@template(r"main phase: exhaust this card to gain \{(\d+)\}( until the end of the phase)?\.")
def _t_exhaust_gain(m, t):
    return _a("activated", "gain_tokens", t, timing="main", exhaust_self=True, amount=int(m.group(1)),
              until_phase=bool(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("score_point")
def _r_score_point(g, f, ability):
    g.score(f["ctrl"], 1, TRIGGERED_EFFECT_RULE, g.lib.spec(f["card"]).name)
    return True


@runner("gain_tokens")
def _r_gain_tokens(g, f, ability):
    gained = g.gain_tokens(f["ctrl"], ability.params["amount"], effect_rule(f))
    if ability.params.get("until_phase") and gained:
        # (only what was gained goes at the end of the phase: under Rain Shine's "players
        # can't gain action tokens this turn" nothing was, and none of the player's own go)
        key = PHASE_TOKENS[f["ctrl"]]
        g.s["flags"][key] = g.s["flags"].get(key, 0) + gained
        # (the card that gave them, which the line telling of their loss names)
        givers = g.s["flags"].setdefault(PHASE_TOKENS_BY[f["ctrl"]], [])
        if [f["src"], f["card"]] not in givers:
            givers.append([f["src"], f["card"]])
    return True


def end_phase_tokens(g) -> None:
    """Action tokens gained "until the end of the phase" that are not spent go as it ends.

    Action tokens do not expire (502.1a) unless card text says so. A player spends them
    in any order (502.1b), so paying spends those first (`MlpGame.pay_tokens`); what is
    left of them goes now, or all the player has if that is fewer (tokens lost to card
    text meanwhile). The line names the card whose text gave them: "P1 loses 1 action token
    gained until the end of the phase (by the text of Twilight Sparkle, All-Team Organizer
    #12)", by its printed name once it has left play."""
    flags = g.s["flags"]
    for p, key in enumerate(PHASE_TOKENS):
        gained = flags.pop(key, 0)
        givers = flags.pop(PHASE_TOKENS_BY[p], [])
        names = [g.name(iid) if iid in g.s["cards"] else g.lib.spec(card).name for iid, card in givers]
        g.lose_tokens(p, gained, "502.1a", " gained until the end of the phase", and_listed(names) if names else None)


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


answers(ACTIVATION_CHECKS, "gain_tokens")(can_always)


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "score_point")
def _won_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if won_by_this_card(g, iid, ability, data) else None


@triggered_by("scored_with")
def points_scored_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you have scored N points with this card this Score Phase": once, as the total reaches N."""
    if data["card"] != iid:
        return None
    n = ability.params["n"]
    return {} if data["total"] >= n and data["total"] - data["amount"] < n else None


@triggered_by("bonus_scored")
def you_score_a_bonus_point(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you score a bonus point"."""
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


# ----- "when you confront this card's Problem, you may move this card home to ..." ---------------


@template(r"when you confront this card's problem, you may move this card home to (score points equal to that "
          r"problem's bonus|gain \{(\d+)\})\.")
def _t_confront_then_home(m, t):
    gain = int(m.group(2)) if m.group(2) else 0
    return _a("trigger", "confront_move_home_for", t, "confront", own_problem=True, gain=gain,
              bonus=not gain)


@runner("confront_move_home_for")
def _r_confront_move_home_for(g, f, ability):
    """Moving this card home is the cost (707.2a): only if it went home does its controller
    score that Problem's bonus (514.5c: the bonus as it stands) or gain the tokens."""
    src, player, area = f["src"], f["ctrl"], f["data"]["area"]
    if not in_play(g, src) or g.s["cards"][src]["area"] != area:
        return True
    # (the question says what going home is for: "Move this card home to gain [1]?")
    found = re.search(r"\bhome to ([^.]+)", ability.text)
    ans = choose_yes_no(g, f, player, f"Move {g.name(src)} home" + (f" to {found.group(1)}?" if found else "?"))
    if ans is None:
        return False
    if ans[0] != "yes" or not g.move(src, f"home:{player}", player, "506.4"):
        return True
    p = ability.params
    if p["bonus"]:
        problem = g.problem_card(area)
        if problem is not None:
            g.score(player, power.problem_bonus(g, problem), TRIGGERED_EFFECT_RULE, g.lib.spec(f["card"]).name)
    else:
        g.gain_tokens(player, p["gain"], TRIGGERED_EFFECT_RULE)
    return True


@triggered_by("confront", "confront_move_home_for")
def _you_confront_its_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Its controller confronts the Problem this card is at (with the area, "that Problem")."""
    if this_problem_confronted(g, iid, ability, data) is None or not is_problem_area(g, data["area"]):
        return None
    return {"area": data["area"]}



# ----- losing the game by a card's text (103.5, 103.3) --------------------------------------------


@effect(r"(?:you )?lose the game")
def _e_lose_the_game(m):
    return {"do": "lose_game"}


@step("lose_game")
def _d_lose_the_game(g, f, step, e, rule):
    """103.5: the player loses and leaves the game; with no opponent left, the other player
    wins at once (103.3, 103.1). The log names the text as every happening a card's text
    causes (`by_text`)."""
    player = acting_player(f)
    g.end_game(1 - player, f"P{player} loses the game{g.by_text()}", "103.3")
    return True



# ----- "The next time you defeat a Troublemaker this turn, score an additional point." ------------

@effect(r"the next time you defeat a troublemaker this turn, score an additional point")
def _e_defeat_bonus(m):
    """EO119: a delayed effect (708.4) used up by the player's next defeat this turn."""
    return {"do": "defeat_bonus", "n": 1}


@step("defeat_bonus")
def _d_defeat_bonus(g, f, step, e, rule):
    """The points wait with the card whose text gives them, so that the defeat using them up
    says whose they are (`defeat_bonus`), as every happening a text causes is logged."""
    player = f["data"].get("me", f["ctrl"])
    flags = g.s["flags"]
    flags[DEFEAT_BONUS[player]] = [*bonus_points(flags.get(DEFEAT_BONUS[player])),
                                   [f["src"], f["card"], step["n"]]]
    g.note("708.4", f"P{player} scores {how_many(step['n'], 'additional point')} the next time they defeat a Troublemaker "
                    f"this turn{g.by_text()}")
    return True


# ----- "When a player scores a point" ---------------------------------------------------------


@answers(PART_TRIGGER_MATCHERS, SCORED)
def a_player_scored(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player scored points (`MlpGame.score`): "when a player scores a point" (the first
    time each turn, as the text says, is the trigger runtime's `first_each_turn`)."""
    return {"player": data["player"]}
