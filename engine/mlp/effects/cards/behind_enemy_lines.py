"""Texts printed only on cards named Behind Enemy Lines: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import text_lacked
from engine.mlp.effects.faceoffs import join
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.troublemakers import EXTRA_FACE_UP_TROUBLEMAKER
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_JOIN = "own_troublemakers_here_join_challenge"


@template(r"you can have an additional face-up troublemaker at this problem\.")
def _t_additional_troublemaker(m, t):
    return _a("static", "additional_face_up_troublemaker_here", t, EXTRA_FACE_UP_TROUBLEMAKER)


@template(r"when an opponent challenges one of your troublemakers here, each of your troublemakers here becomes "
          r"involved in the faceoff\.")
def _t_join_challenge(m, t):
    return _a("trigger", _JOIN, t, "faceoff_start")


@triggered_by("faceoff_start", _JOIN)
def _own_troublemaker_here_challenged(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """An opponent of this card's controller started a Troublemaker faceoff (608.4) against a
    Troublemaker of that controller at this card's Problem."""
    fo, cards = g.s["faceoff"], g.s["cards"]
    c = cards[iid]
    if fo is None or fo["kind"] != "troublemaker" or data["challenger"] == c["ctrl"] or fo["tm"] not in cards:
        return None
    tm = cards[fo["tm"]]
    return {} if tm["ctrl"] == c["ctrl"] and tm["area"] == c["area"] else None


@runner(_JOIN)
def _r_join_challenge(g, f, ability):
    """Each face-up Troublemaker (505.2: a face-down one can't be named) of this card's
    controller at its Problem that is not involved yet becomes involved (514.2d.i): its power
    adds to its controller's total (514.4a); only the challenged one can be defeated (514.5a)."""
    fo, cards, src = g.s["faceoff"], g.s["cards"], f["src"]
    if fo is None or src not in cards or cards[src]["zone"] != "play":
        return True
    area, ctrl = cards[src]["area"], cards[src]["ctrl"]
    joining = [iid for iid in g.at(area) if cards[iid]["ctrl"] == ctrl and not cards[iid]["face_down"]
               and g.is_type(iid, "troublemaker") and iid != fo["tm"] and iid not in fo["flagged"]]
    if not joining:
        # (the area's key: the log names the Problem there)
        text_lacked(f, f"P{ctrl} has no other face-up Troublemaker at {area} to join the faceoff")
    for iid in joining:
        join(g, iid, "514.2d.i")
    return True
