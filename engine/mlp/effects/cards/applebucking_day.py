"""Texts printed only on the Problems Applebucking Day and Bottom of the Well (the same
wording, one for Problem faceoffs and one for any faceoff): their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved
from engine.mlp.effects.registry import APPLIES, FACEOFF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"while involved in a (problem )?faceoff, this card's owner's mane character has \+(\d+) power\.")
def _t_owners_mane_involved(m, t):
    return _a("static", "owners_mane_power_while_involved", t, "power", amount=int(m.group(2)),
              faceoff_kind="problem" if m.group(1) else "")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(FACEOFF_ONLY_STATICS, "owners_mane_power_while_involved")


@answers(APPLIES, "owners_mane_power_while_involved")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The Problem's owner's Mane Character, while it is involved in a faceoff (of the
    kind named, if any), wherever that faceoff is."""
    fo = s["faceoff"]
    kind = ability.params["faceoff_kind"]
    return (fo is not None and (not kind or fo["kind"] == kind) and tc["owner"] == sc["owner"]
            and g.is_type(target, "mane") and is_involved(g, target))
