"""Texts printed only on cards named Kitchen au Flambé: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.problems import first_confrontation
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope, triggered_by
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"the first player to confront this problem may put a friend with (\d+) power from their discard pile "
          r"into their hand\.")
def _t_flambe(m, t):
    return _a("trigger", "first_confront_recover_friend", t, "confront", power=int(m.group(1)))


@runner("first_confront_recover_friend")
def _r_flambe(g, f, ability):
    """The player who confronted may put a Friend of theirs with that printed power (its
    power in the discard pile) from their discard pile into their hand."""
    if not in_play(g, f["src"]):
        return True
    player = f["data"]["player"]
    wanted = ability.params["power"]
    found = [i for i in g.s["players"][player]["discard"] if g.is_type(i, "friend") and g.spec(i).power == wanted]
    if not found:
        return True
    ans = choose(g, f, player, "target", f"Put a Friend with {wanted} power from your discard pile into your hand?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in found]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.to_hand(card_of_option(ans[0]), effect_rule(f))
    return True


triggered_by("confront", "first_confront_recover_friend")(first_confrontation)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "first_confront_recover_friend")
