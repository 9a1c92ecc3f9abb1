"""Delayed effects: an instruction an effect leaves for later ("At the end of the faceoff,
lose all of your action tokens.", "At the end of the turn, retire this card.", "At the end of
the turn, put that card into your hand.").

The rules time such instructions with the triggers of that moment: the end of the faceoff
(514.6: as its last priority window closes; carried out once the faceoff has ended,
`faceoff._after_the_end`), the end of the phase, the end of the turn
(615.1). Three kinds are kept:

- an instruction that asks no choice (a player loses their action tokens; a card is
  retired if it is still the same object in play, 400.7) is written into the game state as
  the effect resolves (`flags["delayed:<moment>"]`, so a saved board keeps it) and carried
  out by the faceoff procedure and the turn's flow as the moment comes (`carry_out`);
- "put that Friend into play" (a Friend the text banished) is listed with the cards
  banished until that moment, put back where the text's controller chooses
  (`verbs.put_back_later`);
- any other instruction for the end of the turn is set aside with the turn it belongs to
  (`flags["end_of_turn"]`); when that turn's end of turn step starts ("turn_end", 615.1:
  every trigger at the end of the turn triggers then) each becomes a triggered effect of
  the player who set it aside, its source the card whose text it was (the card may have
  left play by then). One set aside during the end of turn step itself comes too late for
  this turn and is dropped at the next one.
"""

from __future__ import annotations

import re

from engine.mlp.effects.abilities import (
    LEFT_FOR_LATER,
    in_play,
    put_in_play,
    spec_resolving,
    text_source,
)
from engine.mlp.effects.registry import KEYWORD_TRIGGERS, RUNNERS, answers, runner, step
from engine.mlp.effects.steps import TOKENS_MADE, acting_player, subject_card
from engine.mlp.effects.verbs import (
    RETURN_AT_FACEOFF_END,
    RETURN_AT_TURN_END,
    put_back_later,
)
from engine.mlp.state.game import TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import steps
from engine.mlp.text.registry import effect, one_effect

MOMENTS = ("faceoff", "phase", "turn")
_RULES = {"faceoff": "514.6", "phase": TRIGGERED_EFFECT_RULE, "turn": "615.1"}
# where "at the end of the <moment>, put that Friend into play" lists the card (`verbs.put_back_later`)
PUT_BACK_FLAGS = {"faceoff": RETURN_AT_FACEOFF_END, "turn": RETURN_AT_TURN_END}


@effect(r"at the end of the (faceoff|phase|turn), (.+)")
def _e_at_end(m: re.Match) -> dict | None:
    return _later(m.group(1), m.group(2))


@effect(r"(retire [a-z ]+) at the end of the (faceoff|phase|turn)")
def _e_then_at_end(m: re.Match) -> dict | None:
    return _later(m.group(2), m.group(1))


def _later(moment: str, text: str) -> dict | None:
    """The step that leaves `text` for the end of `moment`; None for an instruction that
    could ask a choice then."""
    if text == "put that friend into play" and moment in PUT_BACK_FLAGS:  # the Friend the text banished before
        return {"do": "at_end", "when": moment, "later": "put_into_play", "ref": "that"}
    if text in ("banish that card", "banish that friend"):  # the card the text put into play before
        return {"do": "at_end", "when": moment, "later": "banish", "ref": "that"}
    later = one_effect(text)
    if later is None:
        return None
    if later["do"] == "lose_all_tokens":
        return {"do": "at_end", "when": moment, "later": "lose_all_tokens"}
    if later["do"] == "retire" and later["target"].get("self") and later["target"].get("ref") != "host":
        return {"do": "at_end", "when": moment, "later": "retire", "ref": later["target"].get("ref", "")}
    return None


@step("at_end")
def _d_at_end(g, f, step_: dict, e: dict, rule: str) -> bool:
    """Write the instruction down for its moment, naming the player or the card now."""
    if step_["later"] == "lose_all_tokens":
        note = {"do": "lose_all_tokens", "player": acting_player(f)}
    elif step_["later"] == "put_into_play":
        # "banish one of your Friends. At the end of the turn, put that Friend into play." (CG53):
        # put back by the text's controller where they choose, as any card banished until then
        # (`verbs.put_back_later`, `procedures.flow.return_banished`; the text names no place);
        # the question names the card whose text it is, by its printed name once it has left
        # play (Princess Luna, Good Night's Sleep banishing herself, 410.6: `text_source`)
        card = f["data"].get("acted_on")
        if card is None or card not in g.s["cards"] or g.card(card)["zone"] != "banished":
            return True
        put_back_later(g, card, PUT_BACK_FLAGS[step_["when"]], acting_player(f), source=text_source(g, f))
        return True
    elif step_["later"] == "banish":
        # "put a Friend from your discard pile into play here. At the end of the faceoff, banish
        # that card." (AD58): the card the text put into play (`steps.enter_play`)
        card = f["data"].get("acted_on")
        if card is None or not in_play(g, card):
            return True
        note = {"do": "banish", "card": card}
    else:
        target = {"self": True, **({"ref": step_["ref"]} if step_["ref"] else {})}
        # "move one of your Friends to this Problem, then retire that Friend at the end of
        # the turn", "ready one of your Friends. At the end of the phase, retire that
        # Friend": the card the text moved or readied before (`moving`, `verbs`)
        acted_on = f["data"].get("acted_on") if step_["ref"] == "that" else None
        card = acted_on if acted_on is not None else subject_card(f, target, g)
        if not in_play(g, card):
            return True
        note = {"do": "retire", "card": card}
    note.update(src=f["src"], src_card=f["card"])  # (the text it was: named when carried out)
    g.s["flags"].setdefault(f"{LEFT_FOR_LATER}{step_['when']}", []).append(note)
    return True


def banish_at_end(g, card: int, moment: str, f: dict | None = None) -> None:
    """Leave "banish this card at the end of the <moment>" for a card in play (carried out
    only if it is still the same object in play then, 400.7); `f`: the frame of the text that
    leaves it, named when it is carried out."""
    note = {"do": "banish", "card": card}
    if f is not None:
        note.update(src=f["src"], src_card=f["card"])
    g.s["flags"].setdefault(f"{LEFT_FOR_LATER}{moment}", []).append(note)


def carry_out(g, moment: str) -> None:
    """Do what effects left for the end of this faceoff, phase or turn, in the order they
    were left."""
    notes = g.s["flags"].pop(f"{LEFT_FOR_LATER}{moment}", None)
    if not notes:
        return
    rule = _RULES[moment]
    for note in notes:
        # (a note of a file written before notes named their text names none)
        left_by = text_source(g, {"src": note["src"], "card": note["src_card"]}) if "src" in note else ""
        with g.text_left_by(left_by):
            _carry_out_one(g, note, moment, rule)


def _carry_out_one(g, note: dict, moment: str, rule: str) -> None:
    """One instruction left for the end of `moment`."""
    if note["do"] == "lose_all_tokens":
        player = note["player"]
        g.lose_tokens(player, g.s["players"][player]["tokens"], rule, f" at the end of the {moment}")
    elif note["do"] == "retire" and in_play(g, note["card"]):
        g.retire(note["card"], rule)
    elif note["do"] == "banish" and in_play(g, note["card"]):
        g.banish(note["card"], rule)
    elif note["do"] == "put_into_play":
        # (a note a file written before such a Friend was put back where chosen still
        # holds: its owner puts it back at their home, as then, if it is still banished)
        c = g.s["cards"].get(note["card"])
        if c is not None and c["zone"] == "banished":
            put_in_play(g, note["card"], f"home:{c['owner']}", c["owner"], rule=rule)


# ----- the end of the turn's other instructions: triggered effects (615.1) ----------------------

_FLAG = "end_of_turn"
# the name of the triggered effect; shown as the trigger's label
NAME = "At the end of the turn"


@effect(r"at the end of the turn, (.+)")
def _e_at_end_of_turn(m):
    later = steps(m.group(1) + ".")
    if later is None or any(s["do"] == "at_end_of_turn" for s in later):
        return None
    return {"do": "at_end_of_turn", "later": later}


@step("at_end_of_turn")
def _d_at_end_of_turn(g, f, step, e, rule):
    """Set the rest aside until this turn's end (615.1), with what the text bound so far
    ("it", the area)."""
    src = f["src"]
    card = g.s["cards"].get(src)
    bound = {key: f["data"][key] for key in ("it", "area", TOKENS_MADE) if key in f["data"]}
    g.s["flags"].setdefault(_FLAG, []).append({
        "turn": g.s["turn"], "ctrl": acting_player(f), "src": src,
        "card": card["card"] if card is not None else f["card"], "steps": step["later"], "bound": bound})
    later = _LATER_WORDS.search(spec_resolving(g, f).abilities[f["ab"]].text) if f.get("ab") is not None else None
    what = f"“{later.group(1)}”" if later else "the rest"
    g.note("615.1", f"P{acting_player(f)} will carry out {what} at the end of the turn{g.by_text()}")
    return True


# the words a text sets aside for the end of the turn ("you may move one of your characters")
_LATER_WORDS = re.compile(r"\bat the end of (?:the|this) turn, ([^.]+)", re.IGNORECASE)


def at_end_of_turn(g, ctrl: int, src: int, name: str, data: dict) -> None:
    """Make the text `name` (a runner) trigger at the end of this turn (615.1: with the other
    triggers of the turn's end), for `ctrl`, from card `src` (which may have left play by
    then): for a card module whose instruction for later is not text read in parts."""
    if name not in RUNNERS:
        raise ValueError(f"no runner for the delayed effect {name!r}")
    card = g.s["cards"][src]["card"] if src in g.s["cards"] else ""
    g.s["flags"].setdefault(_FLAG, []).append({"turn": g.s["turn"], "ctrl": ctrl, "src": src, "card": card,
                                               "name": name, "bound": data})


@answers(KEYWORD_TRIGGERS, "turn_end")
def _end_of_turn(g, event: str, data: dict) -> None:
    """The turn's end of turn step begins: what was set aside for it triggers (615.1)."""
    waiting = g.s["flags"].pop(_FLAG, None)
    if not waiting:
        return
    for each in waiting:
        if each["turn"] != g.s["turn"]:
            continue
        if "name" in each:
            g.add_trigger(each["ctrl"], each["src"], each["card"], -1, dict(each["bound"]), name=each["name"])
        else:
            g.add_trigger(each["ctrl"], each["src"], each["card"], -1,
                          {"steps": each["steps"], **each["bound"]}, name=NAME)


@runner(NAME)
def _r_at_end_of_turn(g, f, ability):
    """The steps set aside, carried out as text read in parts is (the "effect" runner)."""
    later = Ability(kind="trigger", name="effect", params={"steps": f["data"]["steps"]},
                    text=_printed_later(g, f["card"]))
    return RUNNERS["effect"](g, f, later)


def _printed_later(g, card_id: str) -> str:
    """The printed words of what was set aside ("At the end of the turn, you may move one of
    your characters."), which the questions it asks quote (712.3)."""
    for ability in g.lib.spec(card_id).abilities:
        at = ability.text.casefold().find(NAME.casefold())
        if at >= 0:
            return ability.text[at:]
    return ""


# ----- "At the start of the next turn, ...": a delayed triggered effect (704) --------------------

# the instructions left for the start of the next turn (a list under this flag); the turn's
# Ready Phase makes them trigger as it starts (`procedures.flow`), before the first priority
# window, where they resolve with the other start-of-turn triggers (601.2a)
START_OF_NEXT_TURN = "start_of_next_turn"


def at_start_of_next_turn(g, ctrl: int, src: int, name: str, data: dict) -> None:
    """Make the text `name` (a runner) trigger at the start of the next turn, for `ctrl`, from
    card `src` (which may have left play by then, as an Event has)."""
    if name not in RUNNERS:
        raise ValueError(f"no runner for the delayed effect {name!r}")
    card = g.s["cards"][src]["card"] if src in g.s["cards"] else ""
    g.s["flags"].setdefault(START_OF_NEXT_TURN, []).append(
        {"turn": g.s["turn"], "ctrl": ctrl, "src": src, "card": card, "name": name, "bound": data})


def start_of_turn(g) -> None:
    """A turn starts: what earlier turns left for it triggers."""
    waiting = g.s["flags"].pop(START_OF_NEXT_TURN, None)
    if not waiting:
        return
    for each in waiting:
        if each["turn"] < g.s["turn"]:
            g.add_trigger(each["ctrl"], each["src"], each["card"], -1, dict(each["bound"]), name=each["name"])
