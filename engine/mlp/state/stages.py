"""The phases and steps of a turn as the rules name them (601-616), for every text a judge
or player reads: the priority question, the match table's heading, where `engine advance`
stopped, the why-not answers.

The engine keeps short lower-case names in the game state ("troublemaker", "challenge",
"end_of_turn"); those are its own and never shown. The Main Phase has no steps (609): its
step is recorded as "main" and is named by the phase alone.
"""

from __future__ import annotations

PHASE_NAMES = {"ready": "Ready Phase", "troublemaker": "Troublemaker Phase", "main": "Main Phase",
               "score": "Score Phase", "end": "End Phase", "setup": "setup of the game"}
"""The phases of a turn (602, 606, 609, 610, 614), and the setup of the game before them (102)."""

STEP_NAMES = {"ready": "Ready Step", "action": "Action Step", "draw": "Draw Step",
              "uncover": "Uncover Step", "challenge": "Challenge Step",
              "confront": "Confront Step", "faceoff": "Faceoff Step", "solve": "Solve Step",
              "end_of_turn": "End of Turn Step", "wrap_up": "Wrap Up Step"}
"""The steps of the phases that have them (603-605, 607-608, 611-613, 615-616)."""


def phase_name(phase: str) -> str:
    """"Troublemaker Phase" for "troublemaker"; a name the rules don't know is shown as it is."""
    return PHASE_NAMES.get(phase, phase.replace("_", " "))


def step_name(step: str) -> str | None:
    """"End of Turn Step" for "end_of_turn"; None in the Main Phase (no steps, 609) and
    outside a turn."""
    return STEP_NAMES.get(step)


def stage_name(phase: str, step: str, faceoff: str | None = None) -> str:
    """The phase and step in a line: "Troublemaker Phase, Challenge Step", "Main Phase".
    With `faceoff`, the kind of a faceoff underway ("problem", "troublemaker", or "effect"
    for one a card's text starts), the line says so outside the Faceoff Step, which names it
    already: a faceoff Wind Rider starts in the Main Phase is "Main Phase, during a faceoff",
    one in the Challenge Step "Troublemaker Phase, Challenge Step, during a Troublemaker
    faceoff" (608.4, 612.1 name them so)."""
    named = step_name(step)
    where = f"{phase_name(phase)}, {named}" if named else phase_name(phase)
    if faceoff is None or step == "faceoff":
        return where
    kind = "" if faceoff == "effect" else f"{faceoff.capitalize()} "
    return f"{where}, during a {kind}faceoff"


def stage_of(s: dict) -> str:
    """`stage_name` of a game state `s` where it is now, a faceoff underway included."""
    fo = s["faceoff"]
    return stage_name(s["phase"], s["step"], fo["kind"] if fo is not None else None)


def period_words(turn: int, phase: str, step: str, depth: int) -> str:
    """The period of a turn down to `depth` (1 the turn, 2 its phase, 3 its step), as a
    sentence names it: "turn 3", "the Main Phase of turn 3", "the Ready Step (Ready Phase)
    of turn 4" (the Ready Step ends before the Ready Phase does, 603-605). The setup comes
    before the first turn (102): it is "the setup of the game", with no turn."""
    if phase == "setup":
        return f"the {phase_name(phase)}"
    if depth == 1:
        return f"turn {turn}"
    named = step_name(step) if depth > 2 else None
    if named:
        return f"the {named} ({phase_name(phase)}) of turn {turn}"
    return f"the {phase_name(phase)} of turn {turn}"
