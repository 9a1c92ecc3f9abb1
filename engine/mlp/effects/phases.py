"""The turn's phases and steps (501): what "at the start of your turn", "at the end of each
player's turn" and the like answer.

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers whether the start or end of a phase triggers a paragraph with such a head.
"""

from __future__ import annotations

from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers, step, triggered_by
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@answers(PART_TRIGGER_MATCHERS, "turn_start", "turn_end", "tm_phase_start", "tm_phase_end", "main_start", "main_end",
         "score_start", "draw_step_end")
def phase_event(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A phase or step of `player`'s turn started or ended: "your", "each opponent's", "each player's"."""
    when = ability.params["when"]
    if when == "any":
        return {"player": data["player"]}
    mine = data["player"] == g.s["cards"][iid]["ctrl"]
    return {} if mine == (when == "you") else None


@answers(PART_TRIGGER_MATCHERS, "game_start")
def game_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the start of the game": once, as the game starts (102.5), for the cards then in
    play (Mane Characters and Starting Problems)."""
    return {}


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("tm_phase_start")
def opponents_troublemaker_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the start of each opponent's Troublemaker Phase": whose it is."""
    return {"victim": data["player"]} if data["player"] != g.s["cards"][iid]["ctrl"] else None


@triggered_by("turn_end")
def your_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the end of your turn"."""
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


# ----- only Main Phase actions -------------------------------------------------------------------

# the category of "Players can't play cards, activate abilities, or take actions except as a
# Main Phase action.": the action listing (`procedures.actions.legal`) offers nothing but the
# turn player's Main Phase actions (609) while a card with it is in play
MAIN_PHASE_ACTIONS_ONLY = "main_phase_actions_only"


@template(r"players can't play cards, activate abilities, or take actions except as a main phase action\.")
def _t_main_phase_actions_only(m, t):
    return _a("static", "only_main_phase_actions", t, MAIN_PHASE_ACTIONS_ONLY)


# ----- skipping a phase -----------------------------------------------------------------------------

# the flag of a Troublemaker Phase to be skipped: set by the text, taken by the turn's next
# Troublemaker Phase (`procedures.flow`), which then does not happen
SKIP_TROUBLEMAKER_PHASE = "skip_troublemaker_phase"


@effect(r"skip the next troublemaker phase")
def _e_skip_troublemaker_phase(m):
    return {"do": "skip_troublemaker_phase"}


@step("skip_troublemaker_phase")
def _d_skip_troublemaker_phase(g, f, step_, e, rule):
    g.s["flags"][SKIP_TROUBLEMAKER_PHASE] = True
    g.note(rule, f"The next Troublemaker Phase is skipped{g.by_text()}")
    return True


# ----- extra turns ------------------------------------------------------------------------------

# the players who take an extra turn after the current one, in the order the effects said so
# (a list under this flag), and the player whose turn was next before the first of them
# (`procedures.flow` takes them as the turn ends: `next_turn_player`)
EXTRA_TURNS = "extra_turns"
_RESUME_AFTER_EXTRA = "resume_after_extra_turns"


@effect(r"take an extra turn after this one")
def _e_extra_turn(m):
    return {"do": "extra_turn"}


@step("extra_turn")
def _d_extra_turn(g, f, step_, e, rule):
    take_extra_turn(g, acting_player(f), rule)
    return True


def take_extra_turn(g, player: int, rule: str) -> None:
    """`player` takes an extra turn after this one; the turns then go on in the order they
    would have (the player who was next is next after it)."""
    g.s["flags"].setdefault(EXTRA_TURNS, []).append(player)
    g.note(rule, f"P{player} will take an extra turn after this one")


def next_turn_player(g, ending: int) -> int:
    """Whose turn comes after `ending`'s (602): the player due an extra turn, if any, else the
    player whose turn was next before the extra turns began, else the other player."""
    flags = g.s["flags"]
    waiting = flags.get(EXTRA_TURNS)
    normal = flags.pop(_RESUME_AFTER_EXTRA, 1 - ending)
    if not waiting:
        return normal
    player = waiting.pop(0)
    if not waiting:
        del flags[EXTRA_TURNS]
    flags[_RESUME_AFTER_EXTRA] = normal
    g.note("602", f"P{player} takes an extra turn")
    return player


# ----- additional phases -----------------------------------------------------------------------

# the additional phases effects made (a list under this flag, in the order they were made):
# each {"phase": "ready" | "troublemaker", "before": the turn step it comes before ("end",
# "main"), "player": whose turn it comes in}. The turn (`procedures.flow`) runs one as it is
# about to begin that step of that player's turn.
EXTRA_PHASES = "extra_phases"


def add_extra_phase(g, player: int, phase: str, before: str, rule: str, why: str) -> None:
    """There is an additional `phase` before the `before` step of `player`'s next turn that
    reaches it (this turn's, if it is theirs and has not passed it yet)."""
    g.s["flags"].setdefault(EXTRA_PHASES, []).append({"phase": phase, "before": before, "player": player})
    g.note(rule, why)


def extra_phase_due(g, step_name: str) -> str | None:
    """The additional phase to run now, before the turn step `step_name` (taken off the list),
    or None."""
    flags = g.s["flags"]
    waiting = flags[EXTRA_PHASES]
    player = g.s["turn_player"]
    for index, entry in enumerate(waiting):
        if entry["before"] == step_name and entry["player"] == player:
            del waiting[index]
            if not waiting:
                del flags[EXTRA_PHASES]
            return entry["phase"]
    return None
