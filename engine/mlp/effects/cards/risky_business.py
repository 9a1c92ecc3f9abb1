"""Texts printed only on cards named Risky Business: their patterns and what they do.

"Main Phase: Search an opponent's deck for a Friend and set it aside face-down. That opponent
names a card and you reveal that Friend. If that Friend is the named card, that opponent may
put it into play under his control. If not, you may put it into play under your control."

Readings where the rules are silent (each also in docs/engine.md):
- "Set aside" names none of the zones of 401.1. The Friend goes into its owner's list of
  set-aside cards (`MlpGame.set_aside`), face-down: out of the deck (which its owner shuffles
  as the search ends, 518.2) and out of play, seen by the player who searched but not by its
  owner until it is revealed. It stays there only while this Event resolves, across the
  naming and the "may" choices, and a board saved at either keeps it.
- If no player puts it into play, it is shuffled back into its owner's deck: no card is lost,
  and the searcher's knowledge of where it went is spoiled as the search's was (518.2).
- The searcher may fail to find a Friend (518.1); then nothing is set aside, named or revealed.
- "That opponent names a card": any card name of the game's database (201.1, as every naming
  text of `effects.naming`); "is the named card" compares names (Title and Subtitle).
- "Under his control": the opponent owns the Friend, so it is simply theirs in play; under the
  player of the Event it is a control change lasting as long as it stays in play (513.2).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, choose_yes_no
from engine.mlp.effects.control import enter_play_where_chosen
from engine.mlp.effects.naming import choose_name
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    PLAY_CHECKS,
    answers,
    can_always,
    runner,
    scope,
)
from engine.mlp.state.game import ASIDE
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: search an opponent's deck for a friend and set it aside face-down\. that opponent names a "
          r"card and you reveal that friend\. if that friend is the named card, that opponent may put it into play "
          r"under (?:his|their) control\. if not, you may put it into play under your control\.")
def _t_risky_business(m, t):
    return _a("play", "guess_the_friend_set_aside", t, timing="main")


# (an opponent's deck without a Friend is searched and shuffled, and nothing else happens)
answers(PLAY_CHECKS, "guess_the_friend_set_aside")(can_always)


@runner("guess_the_friend_set_aside")
def _r_risky_business(g, f, ability):
    """In order, each step kept in the ability's data so that a saved board resumes it: the
    search and the Friend set aside (`friend`, 0 when none was found), the name (`name`), the
    "may" of the player the name decides (`put`), where the Friend enters play."""
    me, data = f["ctrl"], f["data"]
    victim = 1 - me
    cards = g.s["cards"]
    if "friend" not in data and not _search(g, f, me, victim):
        return False
    friend = data["friend"]
    if not friend or friend not in cards or cards[friend]["zone"] != ASIDE:
        return True
    if "name" not in data:
        name = choose_name(g, f, victim, "card")
        if name is False:
            return False
        data["name"] = name
        cards[friend]["face_down"] = False
        g.note_seen("304.2", f"P{me} reveals the Friend set aside: {g.name(friend)}")
    taker = victim if g.spec(friend).name == data["name"] else me
    if "put" not in data:
        whose = "your own" if taker == victim else "your opponent's"
        ans = choose_yes_no(g, f, taker, f"Put {g.name(friend)} ({whose} card) into play under your control?")
        if ans is None:
            return False
        data["put"] = ans[0] == "yes"
    if data["put"]:
        return enter_play_where_chosen(g, f, friend, taker)
    name = g.name(friend)
    g.note("304.2", f"no player puts {name} into play{g.by_text()}")
    g.relocate(friend, "deck")
    g.shuffle_deck(victim, "304.2", f"{name} back into their deck")
    return True


def _search(g, f: dict, me: int, victim: int) -> bool:
    """`me` searches the opponent's deck (518.1: they may find no Friend) and sets the Friend
    found aside face-down; the opponent then shuffles their deck (518.2). False while asking."""
    deck = g.s["players"][victim]["deck"]
    friends = [i for i in reversed(deck) if g.spec(i).type == "friend"]  # (top card first)
    ans = choose(g, f, me, "target", f"Search P{victim}'s deck: set which Friend aside face-down?",
                 [("none", "Find no Friend (518.1)"), *[(f"card:{i}", g.name(i)) for i in friends]])
    if ans is None:
        return False
    g.note("518.1", f"P{me} searches P{victim}'s deck{g.by_text()}")
    found = 0
    if ans[0] != "none":
        found = g.set_aside(card_of_option(ans[0]))
        # (face-down, not public: named by neither its name nor its number, 404.1; the reveal names it)
        g.note("304.2", f"P{me} sets a Friend of P{victim}'s aside face-down{g.by_text()}")
    f["data"]["friend"] = found
    g.shuffle_deck(victim, "518.2")
    return True


# a search of a deck: refused while a card in play closes decks (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "guess_the_friend_set_aside")
