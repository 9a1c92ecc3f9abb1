"""Texts printed only on cards named High Alert!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import (
    KEYWORD_TRIGGERS,
    TAKES_FROM_DISCARD_PILES,
    answers,
    runner,
    scope,
)
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "high_alert"
# the triggered effect it leaves for the turn, named as the player reads it (its label)
WHENEVER = "Whenever an opponent plays a card"
# per player: {"turn": the turn it lasts, "cards": the High Alert! card ids played (one trigger each)}
_FLAGS = ("high_alert:0", "high_alert:1")


@template(r"immediate: until the end of the turn, whenever an opponent plays a card, you may put a card from your "
          r"discard pile into your hand\. banish this card\.")
def _t_high_alert(m, t):
    return _a("play", _NAME, t, timing="immediate")


@runner(_NAME)
def _r_high_alert(g, f, ability):
    """The delayed trigger is kept for the player this turn (`_FLAGS`); the Event then goes to
    the banished zone, not the discard pile (`actions.play_card` discards only a card still
    in the queue)."""
    player = acting_player(f)
    kept = g.s["flags"].get(_FLAGS[player])
    if kept is None or kept["turn"] != g.s["turn"]:
        kept = g.s["flags"][_FLAGS[player]] = {"turn": g.s["turn"], "cards": []}
    kept["cards"].append(f["card"])
    g.note(effect_rule(f), f"Until the end of the turn, whenever an opponent of P{player} plays a card, P{player} may put a "
                  "card from their discard pile into their hand" + g.by_text())
    src = f["src"]
    if src in g.s["cards"] and g.card(src)["zone"] == "queue":
        card_id = g.card(src)["card"]
        new = g.banish(src, effect_rule(f))
        for frame in g.s["stack"]:
            if frame["op"] == "play_card" and frame["iid"] == src:
                frame["iid"] = new  # the play ends with the card where it now is (not discarded)
                frame["card_id"] = card_id
    return True


@answers(KEYWORD_TRIGGERS, "played")
def _opponent_plays(g, event: str, data: dict) -> None:
    """(Not a card's triggered ability: the Event left it for the turn.) One trigger for each
    High Alert! its player played this turn, when their opponent plays a card (Troublemakers
    played face-down too, 609.2c)."""
    flags = g.s["flags"]
    for player, key in enumerate(_FLAGS):
        kept = flags.get(key) if flags else None
        if kept is None or player == data["player"]:
            continue
        if kept["turn"] != g.s["turn"]:
            del flags[key]
            continue
        for card_id in kept["cards"]:
            g.add_trigger(player, 0, card_id, -1, {}, name=WHENEVER)


@runner(WHENEVER)
def _r_whenever(g, f, ability):
    player = f["ctrl"]
    pile = g.s["players"][player]["discard"]
    ans = choose(g, f, player, "target", "Put which card from your discard pile into your hand? (712.3)",
                 [(f"card:{i}", g.name(i)) for i in pile], 0, 1) if pile else []
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, WHENEVER)
