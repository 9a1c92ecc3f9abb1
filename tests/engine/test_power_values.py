"""What the board alone decides of a card in play's power and colors (`power._values`,
kept with the board index) is what the plain construction from `keywords`,
`_statics_for` and `_fixed_colors` gives, at every decision of seeded games (theme decks,
the card pool, Teamwork; going back now and then so that instance ids go to other
cards).
"""

from __future__ import annotations

from collections import Counter

from engine.mlp.effects import abilities
from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine.helpers import decisions_going_back


def plain_values(g: MlpGame, iid: int) -> tuple:
    """`power._values` of a card in play worked out with the plain calls, nothing read in place."""
    c = g.s["cards"][iid]
    if c["face_down"] or c["frightened"]:
        return power._NO_VALUES
    spec = g.spec(iid)
    kw = power._keywords(g, iid)
    statics = power._statics_for(g, "power", iid)
    quiet = [pair for pair in statics if pair[1].name not in abilities.FACEOFF_ONLY_STATICS]
    return (power._printed_power(c, spec), kw,
            bool(kw) and ("Caretaker" in kw or "Competitive" in kw or "Supportive" in kw),
            quiet, statics, power._fixed_colors(g, spec, kw))


def test_values_match_the_plain_construction_at_every_decision() -> None:
    seen: Counter = Counter()
    for g, _decision in decisions_going_back(seen):
        seen[f"printed only: {g.board().keywords_printed_only()}"] += 1
        for iid in g.s["play"]:
            found = power._values(g, iid)
            assert found == plain_values(g, iid), (iid, g.name(iid))
            assert found[1] == power.keywords(g, iid)
            seen["cards"] += 1
    assert seen["cards"] > 10000 and seen["printed only: True"] > 500 and seen["printed only: False"] > 500, seen
