"""Texts printed only on cards named Parasprite: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import DISMISSAL_OFFERS, answers
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"while an opponent has at least \{(\d+)\}, this card has persistent\.")
def _t_persistent_while_opponent_has_tokens(m, t):
    """Persistent (Glossary: a card with it that would be dismissed may be frightened
    instead) for as long as an opponent holds that many action tokens. Kept granted keywords
    follow only the board (`values.power.keywords`), and action tokens change without it, so
    the keyword is offered where it matters, as the card would be dismissed (710)."""
    return _a("replace", "persistent_while_opponent_has_tokens", t, "would_dismiss", n=int(m.group(1)))


@answers(DISMISSAL_OFFERS, "persistent_while_opponent_has_tokens")
def _persistent_now(g, src: int, iid: int) -> tuple[str, str] | None:
    """This card itself, while an opponent has the tokens, not frightened yet, and not
    already offered Persistent another way (a keyword granted or printed)."""
    c = g.s["cards"][iid]
    if src != iid or c["frightened"] or g.s["players"][1 - c["ctrl"]]["tokens"] < _n(g, src):
        return None
    if "Persistent" in power.keywords(g, iid):
        return None
    return ("persistent", "Frighten it instead (Persistent)")


def _n(g, src: int) -> int:
    return next(a.params["n"] for a in g.spec(src).abilities if a.name == "persistent_while_opponent_has_tokens")
