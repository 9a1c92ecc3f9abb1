"""Texts printed only on cards named Glamour Gleam: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card, reveal the top card of an opponent's deck\. if the printed power of that card "
          r"is (\d+) or less, you may banish it\.")
def _t_glamour_gleam(m, t):
    return _a("trigger", "reveal_opponents_top_may_banish_weak", t, "played", max_printed=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("reveal_opponents_top_may_banish_weak")
def _r_glamour_gleam(g, f, ability):
    """The revealed card stays on top of the deck unless it is banished (410.5). Every
    card type has a printed power (the number a flip adds, 514.3)."""
    player = f["ctrl"]
    opponent = 1 - player
    deck = g.s["players"][opponent]["deck"]
    if not deck:
        return True
    top = deck[-1]
    data = f["data"]
    printed = g.spec(top).power or 0
    most = ability.params["max_printed"]
    if "shown" not in data:
        data["shown"] = True
        data["revealed"] = top  # (shown to every player: the question and its "No" name it)
        # (a card printed with more power stays on top, and the line says why, 705.2e)
        g.note_seen(effect_rule(f), f"P{player} reveals {g.name(top)}, the top card of P{opponent}'s deck"
                    + (f"; its printed power is {printed}, more than {most}: it stays there" if printed > most else ""))
    if printed > most:
        return True
    ans = choose_yes_no(g, f, player, f"Banish {g.name(top)}?")
    if ans is None:
        return False
    if ans and ans[0] == "yes":
        g.banish(top, "410.5")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_opponents_top_may_banish_weak")
