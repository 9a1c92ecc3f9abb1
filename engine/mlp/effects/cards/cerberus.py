"""Texts printed only on cards named Cerberus: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, in_play
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


# "When this card is uncovered, pay [2] or dismiss it.": the trigger is read by the part
# grammar; this is its instruction.
@effect(r"pay \{(\d+)\} or dismiss (?:it|this card)")
def _e_pay_or_dismiss_self(m):
    return {"do": "pay_or_dismiss_self", "n": int(m.group(1))}


@step("pay_or_dismiss_self")
def _d_pay_or_dismiss_self(g, f, step_: dict, e: dict, rule: str) -> bool:
    """Its controller chooses: pay the tokens, or the card is dismissed. A player who can't
    pay has only the dismissal (705.2: a cost that can't be paid is not chosen)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    player = acting_player(f)
    n = step_["n"]
    options = [("dismiss", f"Dismiss {g.name(src)}")]
    if g.s["players"][player]["tokens"] >= n:
        options.insert(0, ("pay", f"Pay {n} to keep {g.name(src)}"))
    ans = choose(g, f, player, "choice", f"Pay {n} or dismiss {g.name(src)}?", options)
    if ans is None:
        return False
    if ans and ans[0] == "pay":
        g.pay_tokens(player, n, rule)
    else:
        g.dismiss(src, rule)
    return True
