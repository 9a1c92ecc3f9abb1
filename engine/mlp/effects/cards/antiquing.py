"""Texts printed only on cards named Antiquing: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.faceoffs import FLIP_INSTEAD
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"faceoff: the next time you would flip a card during this faceoff, choose a card in your discard pile and "
          r"add its printed power to your power total for this faceoff instead\. then, banish that card\.")
def _t_antiquing(m, t):
    return _a("play", "next_flip_from_discard_pile", t, timing="faceoff")


@runner("next_flip_from_discard_pile")
def _r_antiquing(g, f, ability):
    """A replacement (710.1) waiting for the player's next flip in this faceoff, carried out by
    the `flip_round` frame (`beneath.flip_round`) that every flip of the faceoff goes through
    while one waits; it ends with the faceoff. It is kept by the card's printed name, which
    leads the question it asks: by then the Event is in the discard pile, another card
    (410.6)."""
    fo = g.s["faceoff"]
    if fo is not None:
        waiting = fo.setdefault(FLIP_INSTEAD, [[], []])
        waiting[f["ctrl"]].append(g.lib.card(f["card"]).full_name)
        g.note("710.1", f"P{f['ctrl']}'s next flip in this faceoff is replaced{g.by_text()}")
    return True


answers(PLAY_CHECKS, "next_flip_from_discard_pile")(can_always)
