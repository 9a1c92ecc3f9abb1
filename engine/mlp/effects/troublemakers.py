"""Troublemakers (402, 505.3, 514.6): turning them face-down or over, and what uncovering and
defeating one trigger.

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers, for each such event, whether it triggers a paragraph with such a head.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects import replacement
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import (
    KEYWORD_TRIGGERS,
    PART_TRIGGER_MATCHERS,
    VALUE_RULES,
    answers,
    runner,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import on_chosen
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, head_reader, read_paragraph, template
from engine.mlp.values import power


@template(r"when this card enters play face-up or is uncovered, (.+)")
def _t_face_up_or_uncovered(m, t):
    """Two trigger conditions with one effect (a Troublemaker put into play face-up never
    was face-down, so it is not uncovered, 505.3): read as the two texts."""
    built = []
    for head in ("when this card enters play face-up", "when this card is uncovered"):
        one = read_paragraph(f"{head}, {m.group(1)}", t, _t_face_up_or_uncovered)
        if one is None:
            return None
        built.extend(one)
    return built


@head_reader
def _h_enters_face_up(text: str):
    if text == "when this card enters play face-up":
        return "enter_play", "self", {"match": "self_face_up"}
    return None


@answers(PART_TRIGGER_MATCHERS, "self_face_up")
def entered_face_up(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card entered play face-up (a Troublemaker played the usual way enters face-down)."""
    if data.get("card") != iid or g.s["cards"][iid]["face_down"]:
        return None
    return {"area": data.get("area")}


@answers(PART_TRIGGER_MATCHERS, "uncovered")
def uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker (`card`, controlled by `ctrl`) was turned face up at `area`."""
    when = ability.params["when"]
    if when in ("any", "here", "opp_here", "own_here"):
        c = g.s["cards"][iid]
        if when != "any" and data["area"] != c["area"]:
            return None
        if when == "opp_here" and data["ctrl"] == c["ctrl"]:
            return None
        if when == "own_here" and data["ctrl"] != c["ctrl"]:
            return None
        return {"area": data["area"], "it": data["card"]}
    return {"area": data["area"]} if data["card"] == iid else None


@answers(PART_TRIGGER_MATCHERS, "tm_defeated")
def defeated(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player defeated a Troublemaker (`card`) at `area`."""
    if ability.params["when"] == "here":
        return {"player": data["player"], "area": data["area"]} if data["area"] == g.s["cards"][iid]["area"] else None
    return {"area": data["area"]} if data["card"] == iid else None


# ----- turning Troublemakers face-down (505.3) or over, and each of them ---------------------------


@effect(r"turn (.+) face-down")
def _e_face_down(m):
    """A face-up Troublemaker turned face down (`game.turn_face_down`)."""
    text = m.group(1)
    if text == "that troublemaker":
        # after "when you play this card to a Problem with a face-up Troublemaker": one there
        return {"do": "face_down", "target": {"owner": "any", "kind": "troublemaker", "place": "there"}}
    found = target(text)
    if found is None or (not found.get("self") and found.get("kind") != "troublemaker") \
            or found.get("state") not in (None, "face-up"):
        return None
    found.pop("state", None)
    return {"do": "face_down", "target": found}


@effect(r"(dismiss|banish) each face-up and face-down troublemaker")
def _e_each_troublemaker(m):
    """Every Troublemaker, face-down ones included: the text names them (505.2)."""
    return {"do": m.group(1), "target": {"owner": "any", "kind": "troublemaker", "state": "any"}, "all": True}


@template(r"immediate: retire this card to turn over a face-up or face-down troublemaker\. \(this does not cover or "
          r"uncover it\.\)\.?")
def _t_guard_geese(m, t):
    """Turning over without covering or uncovering (its reminder text)."""
    return _a("activated", "effect", t, timing="immediate", costs=[["retire_self"]],
              steps=[{"do": "tm_turn_over", "target": {"owner": "any", "kind": "troublemaker", "state": "any"},
                      "may": False, "costs": []}])


@template(r"chaos: when this card is flipped during a troublemaker faceoff, turn a troublemaker involved in the "
          r"faceoff face-?down\.")
def _t_chaos_face_down(m, t):
    """EO90 (printed "facedown"): the challenged Troublemaker, the only one involved (607)."""
    return _a("trigger", "effect", t, "self_flipped", when="self",
              steps=[{"do": "face_down", "target": {"owner": "any", "place": "involved", "kind": "troublemaker"},
                      "may": False, "costs": []}],
              **{"if": {"if": "faceoff_kind", "kind": "troublemaker"}})


# ----- what turning one over does ------------------------------------------------------------------


def _tm_turn_over(g, iid: int) -> None:
    """Turn a Troublemaker over without covering or uncovering it (Guard Geese): a face-up
    one becomes face-down (505.3), a face-down one face-up with no "uncovered" event."""
    if g.card(iid)["face_down"]:
        replacement.turn_face_up(g, iid, "704")
    else:
        g.turn_face_down(iid, "505.3")


step("face_down")(on_chosen("Choose a Troublemaker to turn face-down",
                             lambda g, f, step, iid, rule: g.turn_face_down(iid, "505.3")))
step("tm_turn_over")(on_chosen("Choose a Troublemaker to turn over",
                                lambda g, f, step, iid, rule: _tm_turn_over(g, iid)))


# ----- the keyword Villain (glossary): uncovered, it frightens the Friends there -----------


@answers(KEYWORD_TRIGGERS, "uncovered")
def _villain(g, event: str, data: dict) -> None:
    iid = data["card"]
    if "Villain" in power.keywords(g, iid):
        c = g.s["cards"][iid]
        g.add_trigger(c["ctrl"], iid, c["card"], -1, {"area": data["area"]}, False, "kw:Villain")


@runner("kw:Villain")
def _k_villain(g, f, _):
    for iid in list(g.at(f["data"]["area"])):
        # a frightened token ceases to exist (521.4): skip cards gone meanwhile
        if iid in g.s["cards"] and g.is_type(iid, "friend"):
            g.frighten(iid, "Glossary: Villain")
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("tm_defeated")
def troublemaker_defeated_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When a player defeats a Troublemaker at this Problem": who did."""
    here = data["area"] == g.s["cards"][iid]["area"] and g.is_type(iid, "problem")
    return {"player": data["player"]} if here else None


# ----- opposing Troublemakers that don't block (611.3e) ------------------------------------------


# `values.power.blocked_by_troublemaker` asks every "opposing_tms_dont_block" text whether the
# player confronting the Problem at an area is freed from opposing Troublemakers.
@template(r"opposing troublemakers don't prevent you from confronting this (?:card's )?problem\.")
def _t_opposing_troublemakers_dont_block(m, t):
    return _a("static", "opposing_tms_dont_block_here", t, "opposing_tms_dont_block")


@answers(VALUE_RULES, "opposing_tms_dont_block_here")
def _frees(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Only this card's controller ("you": a Problem's owner), at this card's Problem (none
    while a character with the text is at home); their own face-up Epic Troublemaker still
    blocks, not being an opposing one."""
    c = g.s["cards"][src]
    return int(subject == c["ctrl"] and context["area"] == c["area"]
               and g.s["areas"].get(c["area"], {}).get("kind") == "problem")


# ----- challenges started by card text -----------------------------------------------------------


def challenge_with(g, player: int, tm: int, only: list[int]) -> None:
    """A Troublemaker faceoff as a challenge starts it (608.4), with only the characters
    named involved on the challenger's side (`faceoff.involved` reads "only")."""
    flow.start_faceoff(g, "troublemaker", [g.s["cards"][tm]["area"]], player, tm, "608.4")
    g.s["faceoff"]["only"] = list(only)


# ----- "When this Troublemaker is defeated, you may pay [1] to put another Troublemaker ..." -------


@head_reader
def _defeated_head(text: str) -> tuple[str, str, dict] | None:
    """"When this Troublemaker is defeated": as "when this card is defeated" (514.5a)."""
    return ("tm_defeated", "self", {}) if text == "when this troublemaker is defeated" else None


@effect(r"play a troublemaker for free")
def _e_play_tm_free(m):
    """609.2c without its cost: face-down at a Problem the player chooses, and played (it
    triggers "when you play a card")."""
    return {"do": "tm_from_hand", "face_down": True, "played": True}


@effect(r"put another troublemaker from your hand into play here face-up")
def _e_another_from_hand_here(m):
    """706.1b: face-up where this card was as it was defeated (the trigger's `area`); this
    card has left the hand, so any Troublemaker there is "another"."""
    return {"do": "tm_from_hand", "here": True}
