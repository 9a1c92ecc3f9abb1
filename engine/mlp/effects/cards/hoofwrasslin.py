"""Texts printed only on cards named Hoofwrasslin': their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.plain_words import looks_at_hand
from engine.mlp.effects.registry import step
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import one_effect, template


@template(r"main phase: (start a faceoff involving one of your friends and an opponent's friend with equal or greater "
          r"power)\. the winner looks at their opponent's hand and chooses a card\. that player puts that card on top "
          r"of their deck\.")
def _t_hoofwrasslin(m, t):
    """The faceoff is the part grammar's; what its winner does is carried out as it ends
    (514.5d: the text goes on after the faceoff, `steps.run`)."""
    faceoff = one_effect(m.group(1))
    if faceoff is None:
        return None
    winner = {"do": "winner_puts_opponents_card_on_top", "who": "winner", "may": False, "costs": []}
    return _a("play", "effect", t, timing="main", steps=[{**faceoff, "may": False, "costs": []}, winner])


@step("winner_puts_opponents_card_on_top")
def _d_winner_picks_card_for_deck_top(g, f, st, e, rule):
    """The winner looks at the loser's hand and chooses a card; the loser ("that player")
    puts it on top of their deck. No winner (a tie, 514.5): nothing happens."""
    winner = f["data"].get("winner")
    if winner is None:
        return True
    loser = 1 - winner
    hand = g.s["players"][loser]["hand"]
    if "looked" not in e:
        e["looked"] = True
        g.note_seen(rule, looks_at_hand(winner, loser, len(hand)))
    ans = choose(g, f, winner, "target", f"Choose a card from P{loser}'s hand to go on top of their deck",
                 [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        g.relocate(card_of_option(ans[0]), "deck")
        # (from one hidden zone to another: the log names it no more than it named the hand)
        g.note(rule, f"P{loser} puts a card from their hand on top of their deck{g.by_text()}")
    return True
