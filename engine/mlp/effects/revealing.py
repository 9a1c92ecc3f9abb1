"""Revealing the top cards of a deck and keeping the Friends among them: "reveal a number of
cards from the top of your deck equal to ..., put each Friend revealed this way into your
hand and the rest of the cards on the bottom of your deck", "reveal the top 2 cards of your
deck, put a revealed Friend into your hand, and put the rest ... on the bottom".

The revealed cards are shown to both players (the log names them); the ones not kept go to
the bottom of the deck in the order they were revealed (the top card first).

"Play with the top card of your deck revealed." (CN197) is a continuous ability the table
reads (`deck_top_revealed`).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import LOOKS_IN_DECKS, scope, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import NUMBER, number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power

_REST = r",? and (?:puts? )?the rest of the cards on the bottom of your deck"


@effect(r"reveal a number of cards from the top of your deck equal to the number of (colors this card has|your "
        r"characters involved in the faceoff)(?:\.|,) puts? each friend revealed this way into your hand" + _REST)
def _e_reveal_count_keep_friends(m):
    count = "own_colors" if m.group(1) == "colors this card has" else "own_involved_characters"
    return {"do": "reveal_top_keep_friends", "count": count, "keep": "each"}


@effect(r"reveal the top " + NUMBER + r" cards of your deck, put a revealed friend into your hand" + _REST)
def _e_reveal_keep_a_friend(m):
    return {"do": "reveal_top_keep_friends", "n": number(m.group(1)), "keep": "one"}


def _how_many(g, f: dict, step_: dict) -> int:
    count = step_.get("count")
    if count == "own_colors":  # "the number of colors this card has", as the text resolves
        src = f["src"]
        return len(power.colors(g, src)) if src in g.s["cards"] else 0
    if count == "own_involved_characters":  # the faceoff's winner's characters, still involved
        player = acting_player(f)
        return sum(1 for i in faceoff.involved(g, player)
                   if g.s["cards"][i]["ctrl"] == player and g.is_character(i))
    return step_["n"]


@step("reveal_top_keep_friends")
def _d_reveal_top_keep_friends(g, f, step_: dict, e: dict, rule: str) -> bool:
    player = acting_player(f)
    deck = g.s["players"][player]["deck"]
    if "shown" not in e:
        n = min(_how_many(g, f, step_), len(deck))
        e["shown"] = list(reversed(deck[len(deck) - n:]))  # (the top of a deck is the end of its list)
        if e["shown"]:
            g.note_seen(rule, f"P{player} reveals " + ", ".join(g.name(i) for i in e["shown"]))
    shown = e["shown"]
    friends = [i for i in shown if g.spec(i).type == "friend"]
    if step_["keep"] == "one" and len(friends) > 1:
        ans = choose(g, f, player, "target", "Put a revealed Friend into your hand",
                     [(f"card:{i}", g.name(i)) for i in friends])
        if ans is None:
            return False
        friends = [card_of_option(ans[0])]
    elif step_["keep"] == "one":
        friends = friends[:1]
    for iid in friends:
        g.to_hand(iid, rule)
    for iid in shown:
        if iid not in friends and iid in g.s["cards"] and g.card(iid)["zone"] == "deck":
            g.relocate(iid, "deck", position="bottom")
    return True


# ----- playing with the top card of a deck revealed -----------------------------------------------

# the category of "Play with the top card of your deck revealed.": while such a card is in play
# face up, the top card of its controller's deck is shown to every player (`deck_top_revealed`)
DECK_TOP_REVEALED = "deck_top_revealed"


@template(r"play with the top card of your deck revealed\.")
def _t_deck_top_revealed(m, t):
    return _a("static", "own_deck_top_revealed", t, DECK_TOP_REVEALED)


def deck_top_revealed(g, player: int) -> bool:
    """Does a face-up card in play of `player`'s, with its abilities, have them play with the
    top card of their deck revealed? (The table shows that card so; `engine.mlp.view`.)"""
    cards = g.s["cards"]
    return any(cards[src]["ctrl"] == player for src, _ in g.static_abilities(DECK_TOP_REVEALED))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_top_keep_friends")
