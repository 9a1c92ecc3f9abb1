"""Texts printed only on cards named Snap Shutter & Mane Allgood: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.troublemakers import (
    can_challenge,
    challenge_question,
    challenge_with,
    challenge_words,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_POINTS = 8


@template(r"when an opposing troublemaker enters play face-up or is uncovered here, you may challenge it with this "
          r"card\. if a player has 8 or more points, you may challenge it with all of your characters at this card's "
          r"problem instead\.")
def _t_zoologists(m, t):
    """Two trigger conditions with one effect (a Troublemaker put into play face-up never was
    face-down, so it is not uncovered, 505.3)."""
    return [_a("trigger", "challenge_arriving_troublemaker", t, event) for event in ("enter_play", "uncovered")]


def _opposing_troublemaker_here(g, iid: int, tm: int, area: str) -> dict | None:
    """An opposing Troublemaker face-up at this card's Problem: "it" for the effect."""
    sc = g.s["cards"][iid]
    c = g.s["cards"].get(tm)
    if c is None or area != sc["area"] or c["ctrl"] == sc["ctrl"] or c["face_down"] \
            or not g.is_type(tm, "troublemaker"):
        return None
    return {"it": tm}


@triggered_by("enter_play", "challenge_arriving_troublemaker")
def _entered_face_up_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _opposing_troublemaker_here(g, iid, data["card"], data["area"])


@triggered_by("uncovered", "challenge_arriving_troublemaker")
def _uncovered_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _opposing_troublemaker_here(g, iid, data["card"], data["area"])


@runner("challenge_arriving_troublemaker")
def _r_zoologists(g, f, ability):
    """The player may challenge that Troublemaker, still face-up at this card's Problem, with
    this card alone; while a player has 8 or more points, with all their characters there
    instead (each a challenge as by `troublemakers.challenge_with`)."""
    src, player, tm = f["src"], f["ctrl"], f["data"]["it"]
    if not in_play(g, src) or not in_play(g, tm) or g.card(tm)["area"] != g.card(src)["area"]:
        return True
    words = challenge_words(g, player, tm)  # (with what a text makes it cost: yes pays it, 608.1)
    options = []
    if can_challenge(g, player, tm, 1):
        options.append(("self", f"{words} with {g.name(src)}"))
    if any(p["score"] >= _POINTS for p in g.s["players"]) and can_challenge(g, player, tm):
        options.append(("all", f"{words} with all your characters here"))
    if not options:
        return True
    ans = choose(g, f, player, "may", challenge_question(g, player, tm), [*options, ("no", "Don't")])
    if ans is None:
        return False
    if ans[0] == "self":
        challenge_with(g, player, tm, [src])
    elif ans[0] == "all":
        challenge_with(g, player, tm)
    return True
