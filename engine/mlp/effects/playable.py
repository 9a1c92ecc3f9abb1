"""Cards a player may play from outside their hand, as though they were in it: the
permissions texts give ("you may play that Event as though it were in your hand", "you may
play Friends and Resources from your discard pile") and the cards whose own text lets them be
played from the discard pile. The listing of actions offers them; the reactions runtime
remembers the occurrences a Reaction Event among them waits for (512.4d), as it does for one
in a hand."""

from __future__ import annotations

from engine.mlp.state.game import PLAYABLE_ELSEWHERE, PLAYABLE_FROM_DISCARD

# "You may play cards which you own that have been banished face-down by Friends named <name> as
# though they were in your hand." (a continuous ability, the name in `banisher`, lower case): the
# cards such a Friend banished are listed by `allow_play_from(..., by_name=...)` and playable
# only while their owner controls a card in play with this ability for that name
PLAY_BANISHED_BY_NAME = "play_banished_by_name"




# "You may play Friends and Resources from your discard pile as though they were in your hand."
# (a continuous ability of a card in play, its types in `types`): read by `playable_elsewhere`
PLAY_KINDS_FROM_DISCARD = "play_kinds_from_discard"


def may_play_elsewhere(g) -> bool:
    """Could a player have cards outside the hand to play as though there (a permission kept in
    `flags` under `PLAYABLE_ELSEWHERE`, or a card in play that gives one)? A few look-ups,
    asked before the listing does more (`flags` itself is seldom empty: it keeps who last had
    priority)."""
    flags = g.s["flags"]
    return (PLAYABLE_ELSEWHERE[0] in flags or PLAYABLE_ELSEWHERE[1] in flags
            or bool(g.static_abilities(PLAY_KINDS_FROM_DISCARD)))


def playable_elsewhere(g, player: int) -> list[int]:
    """The cards outside the hand `allow_play_from`, `allow_play_kinds_from_discard` or a card in
    play (`PLAY_KINDS_FROM_DISCARD`) lets the player play now."""
    found = g.s["flags"].get(PLAYABLE_ELSEWHERE[player]) if g.s["flags"] else None
    statics = g.static_abilities(PLAY_KINDS_FROM_DISCARD)
    if not found and not statics:
        return []
    cards = g.s["cards"]
    playable = [entry["card"] for entry in found or () if "card" in entry and entry["card"] in cards
                and cards[entry["card"]]["zone"] == entry["zone"]
                and ("by_name" not in entry or _banisher_named(g, player, entry["by_name"]))]
    kinds = {kind for entry in found or () if "types" in entry and entry["turn"] == g.s["turn"]
             and entry["phase"] == g.s["phase"] for kind in entry["types"]}
    kinds.update(kind for src, ability in statics if cards[src]["ctrl"] == player for kind in ability.params["types"])
    if kinds:
        playable.extend(i for i in g.s["players"][player]["discard"]
                        if g.spec(i).type in kinds and i not in playable)
    return playable


def _banisher_named(g, player: int, name: str) -> bool:
    """Does `player` control a card in play that lets them play what Friends of `name` banished?"""
    cards = g.s["cards"]
    return any(cards[src]["ctrl"] == player and ability.params["banisher"] == name
               for src, ability in g.static_abilities(PLAY_BANISHED_BY_NAME))


def cards_playable_as_from_hand(g, player: int) -> list[int]:
    """The cards a player may play as from their hand: the hand, and those in the discard pile
    whose text lets them be played from there (whatever its condition now)."""
    return [*g.s["players"][player]["hand"], *cards_playable_from_outside_hand(g, player)]


def cards_playable_from_outside_hand(g, player: int) -> list[int]:
    """`cards_playable_as_from_hand` less the hand: the discard pile is looked through only in
    a game holding a card whose text lets it be played from there."""
    from_discard = g.keyword_card_ids().get(PLAYABLE_FROM_DISCARD)
    cards = g.s["cards"]
    found = [i for i in g.s["players"][player]["discard"] if cards[i]["card"] in from_discard] if from_discard else []
    return [*found, *playable_elsewhere(g, player)]
