"""Texts printed only on cards named Lyra: their patterns and what they do."""


from __future__ import annotations

from engine.mlp.effects.abilities import (
    asked_if_you_do,
    choose_yes_no,
    effect_rule,
    in_play,
)
from engine.mlp.effects.entering_and_leaving_play import entered_play
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.text.parts import TRAITS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power


@effect(r"search your deck for an? ([a-z][a-z .'-]*?) card and put it into your hand")
def _e_tutor_by_name(m):
    """"Search your deck for a Bon Bon card": any card with that name (518.1; the search
    may fail to find, and the deck is shuffled after, 518.2)."""
    if m.group(1) in TRAITS:
        return None
    return {"do": "search_deck", "target": {"owner": "any", "kind": "card", "name": m.group(1)}}


@template(r"when an opposing friend enters play here, you may reveal the top card of your deck\. if you do, and that "
          r"card's power is higher than that of the opposing friend, you may exhaust this card to dismiss that "
          r"friend\.")
def _t_ponyvilles_got_talent(m, t):
    return _a("trigger", "reveal_to_dismiss_entering", t, "enter_play", when="opp_friend_here")


# "When an opposing Friend enters play here" as the part grammar reads it ("it": that Friend)
triggered_by("enter_play", "reveal_to_dismiss_entering")(entered_play)


@runner("reveal_to_dismiss_entering")
def _r_ponyvilles_got_talent(g, f, ability):
    """EO43: the revealed card's printed power (it stays on top of the deck) against the
    entering Friend's power now; then this card, if it can still be exhausted, may pay
    for the dismissal (707.2a)."""
    player = f["ctrl"]
    data = f["data"]
    src, entered = f["src"], data.get("it")
    if "revealed" not in data:
        # (the Friend that entered by its name; "that card", the top card not revealed yet, as "its")
        who = g.name(entered) if entered in g.s["cards"] else "the opposing Friend"
        asked = asked_if_you_do(g, f, "Reveal the top card of your deck",
                                {"that card's": "its", "the opposing Friend": who, "that Friend": who})
        ans = choose_yes_no(g, f, player, asked)
        if ans is None:
            return False
        deck = g.s["players"][player]["deck"]
        if ans[0] != "yes" or not deck:
            return True
        data["revealed"] = deck[-1]
        g.note_seen(effect_rule(f), f"P{player} reveals the top card of their deck: {g.name(deck[-1])}")
    revealed = data["revealed"]
    if entered is None or not in_play(g, entered) or revealed not in g.s["cards"]:
        return True
    if power.compared(g, revealed) <= power.compared(g, entered):  # (105.2: none counts as 0)
        g.note(effect_rule(f), f"{g.name(revealed)}'s power, {power.compared(g, revealed)}, is not higher than "
                               f"{g.name(entered)}'s, {power.compared(g, entered)}: {g.name(entered)} is not "
                               f"dismissed{g.by_text()}")
        return True
    c = g.card(src) if in_play(g, src) else None
    if c is None or c["exhausted"] or c["frightened"]:
        return True
    ans = choose_yes_no(g, f, player, f"Exhaust this card to dismiss {g.name(entered)}? (712.3)")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.exhaust(src, "707.2a")
        g.dismiss(entered, effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_to_dismiss_entering")
