"""The judge's "why not?" about what no action does: ending the turn and scoring points.

A player never ends their turn nor scores by an action (609.2 lists the Main Phase actions):
the turn ends in its Wrap Up Step (616.4) once priority has been passed on through the Main,
Score and End Phases (510.2, 510.3), and points are scored by confronting Problems (611.4),
winning faceoffs (514.5a, 514.5c) and card texts (517.2). Such a question was told it "names
no action"; it is answered with the rule that says how it happens and what the board shows.
"""

from __future__ import annotations

from engine.core.plural import how_many
from engine.core.why_answer import WhyAnswer, WhyReason
from engine.core.why_words import Lead, player_asked
from engine.mlp import view
from engine.mlp.procedures import flow
from engine.mlp.state.game import WINNING_SCORE, MlpGame
from engine.mlp.state.stages import stage_of


def rule_reason(rules: dict[str, str], rule: str, words: str) -> WhyReason:
    """A reason citing `rule`, its text quoted (`rule_text`)."""
    return WhyReason(rule, words, rule_text(rules, rule))


def rule_text(rules: dict[str, str], rule: str) -> str:
    """The text of `rule`, or of the nearest rule above it the rules file has ("611.3e" falls
    back on "611.3"); "" when none."""
    wanted = rule
    while wanted:
        if wanted in rules:
            return rules[wanted]
        wanted = wanted[:-1] if wanted[-1].isalpha() else wanted.rpartition(".")[0]
    return ""


def asking_player(g: MlpGame, asker: int | None, opponent: bool = False) -> int:
    """Who a question asks about, as every game reads it (`why_words.player_asked`): the player
    it names, else the opponent of the one deciding ("my opponent"), else the one deciding
    ("I"); the turn player stands for the one deciding while no one decides."""
    pending = g.pending()
    return player_asked(Lead("", asker, opponent=opponent), pending.player if pending is not None else None,
                        g.s["turn_player"])


def _now(g: MlpGame) -> str:
    s = g.s
    return f"turn {s['turn']}, P{s['turn_player']}'s, {stage_of(s)}"


def end_turn(g: MlpGame, asker: int | None, rules: dict[str, str]) -> WhyAnswer:
    """"Why can't I end my turn": no action ends a turn (616.4); what the player may do now
    to move the turn on, or why it is not theirs to move on."""
    s = g.s
    player = asking_player(g, asker)
    tp = s["turn_player"]
    read_as = f"P{player} ends their turn ({_now(g)})"
    headline = "A turn is not ended by an action:"
    if g.result is not None and g.pending() is None:
        return WhyAnswer(read_as, None, (rule_reason(rules, "103.1", "the game is over"),), headline=headline)
    reasons = [rule_reason(rules, "616.4", "no action ends a turn: it ends at the end of the Wrap Up Step of the "
                                           "End Phase, after the Main Phase, the Score Phase (610) and the End of "
                                           "Turn Step (615)")]
    if player != tp:
        reasons.append(rule_reason(rules, "601.1", f"this is P{tp}'s turn, not P{player}'s: P{player} does not end "
                                                   f"it; it ends as P{tp}'s End Phase does"))
    decision = g.pending()
    frame = s["stack"][-1] if s["stack"] else None
    if decision is None:
        reasons.append(WhyReason("", "the game is stopped between two decisions, where no one is deciding "
                                     "anything; step on and the turn goes on"))
    elif decision.kind != "priority" or frame is None or frame.get("op") != "window":
        reasons.append(rule_reason(rules, "510.1", f"the engine waits for P{decision.player} to answer "
                                                   f"\"{view.place_words(g, decision.prompt)}\"; the turn goes on "
                                                   "once it is answered"))
    elif decision.player != player:
        reasons.append(rule_reason(rules, "510.2", f"P{decision.player} has priority now; the window closes, and "
                                                   "the turn moves on, as both players pass in turn"))
    else:
        keys = decision.option_keys()
        option = f" (option {keys.index('pass') + 1})" if "pass" in keys else ""
        where = "the Main Phase ends and the Score Phase begins" if s["phase"] == "main" else \
            "the game moves on toward the End Phase"
        reasons.append(rule_reason(rules, "510.3", f"P{player} has priority now: passing{option}, the other player "
                                                   f"passing too, closes the window; unless the turn player takes "
                                                   f"another action, {where}"))
    return WhyAnswer(read_as, None, tuple(reasons), headline=headline)


def score(g: MlpGame, asker: int | None, rules: dict[str, str]) -> WhyAnswer:
    """"Why didn't I score": the points each player has (517.1), and the ways points are
    scored with what the board shows of each: the Problems the player meets the confront
    requirements of now (611.4, `flow.confrontable`), the face-up Troublemakers they could
    defeat and their point values (514.5a), the Problem bonus of a faceoff won (514.5c)."""
    s = g.s
    player = asking_player(g, asker)
    tp = s["turn_player"]
    scores = [s["players"][p]["score"] for p in (0, 1)]
    read_as = f"P{player} scores points ({_now(g)})"
    reasons = [rule_reason(rules, "517.1", f"P{player} has {how_many(scores[player], 'point')}, P{1 - player} has "
                                           f"{scores[1 - player]}; the game ends as a player reaches "
                                           f"{WINNING_SCORE}. No action scores points: the rules and card texts do")]
    if g.result is not None and g.pending() is None:
        reasons.append(rule_reason(rules, "103.1", "the game is over"))
    problems = [(area, r["problem"]) for area, r in sorted(s["areas"].items())
                if r["kind"] != "home" and r.get("problem") is not None]
    met = [g.spec(iid).name for area, iid in problems if flow.confrontable(g, player, area, []) is not None]
    when = "in their own Score Phase" if player == tp else f"in their own Score Phase (this is P{tp}'s turn)"
    board = (f"P{player} meets the confront requirements of {', '.join(met)} now" if met else
             f"P{player} meets the confront requirements of no Problem now")
    reasons.append(rule_reason(rules, "611.4", f"a player scores a point as they confront a Problem, {when} (610.1): "
                                               f"{board}"))
    tms = [i for i in s["play"] if g.spec(i).type == "troublemaker" and not s["cards"][i]["face_down"]
           and s["cards"][i]["ctrl"] != player]
    shown = ", ".join(f"{g.spec(i).name} #{i} ({how_many(g.spec(i).tm_points, 'point')})" for i in tms)
    reasons.append(rule_reason(rules, "514.5a", "a challenger who wins a Troublemaker Faceoff defeats the Troublemaker "
                                                "and scores its point value (challenges are made in the turn "
                                                "player's Challenge Step, 608): "
                                                + (f"face-up opposing Troublemakers now: {shown}" if shown else
                                                   f"no face-up Troublemaker of P{1 - player}'s is in play now")))
    reasons.append(rule_reason(rules, "514.5c", "the winner of a Problem Faceoff scores the Problem's bonus; "
                                                "card texts score points too (517.2)"))
    return WhyAnswer(read_as, None, tuple(reasons), headline="Points are not scored by an action:")
