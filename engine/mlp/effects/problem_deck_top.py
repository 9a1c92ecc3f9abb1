"""The top card of a Problem deck looked at and put on the top or the bottom of that deck:
one step for every text that does it, so each asks and logs it in the same words.

A text that says the player "may look" asks that first, with the card unseen (712.3; the
generic "may" of `steps.run`, or the card's own question, Adventures in Foalsitting); a text
that has the card looked at without "may" (Petunia Paleo's and Goof Off's costs paid) comes
straight here. Only the player who looks is shown the card; the log says whose deck and where
the card went, never the card."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose
from engine.mlp.effects.plain_words import whose, yours


def look_and_put_top_or_bottom(g, f: dict, player: int, owner: int, rule: str) -> bool:
    """`player` looks at the top card of `owner`'s Problem deck and leaves it on top or puts
    it on the bottom; False while the question waits, True once done (or with an empty deck)."""
    deck = g.s["players"][owner]["problem_deck"]
    if not deck:
        return True
    top = deck[-1]
    ans = choose(g, f, player, "scry", f"The top card of {yours(player, owner)} Problem deck is {g.name(top)}: "
                 "put it on the top or the bottom?", [("top", "Leave it on top"), ("bottom", "Put it on the bottom")])
    if ans is None:
        return False
    bottom = ans[0] == "bottom"
    if bottom and deck and deck[-1] == top:
        g.relocate(top, "problem_deck", position="bottom")
    g.note_seen(rule, f"P{player} looks at the top card of {whose(player, owner)} Problem deck and "
                + ("puts it on the bottom" if bottom else "leaves it on top"))
    return True
