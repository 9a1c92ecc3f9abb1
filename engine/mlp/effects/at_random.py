"""Picking at random: the one procedure every "random card" and "choose one at random" of a
card's text goes through, and the guesses it lets a player make before the pick.

A card's text that selects a card or makes a choice at random ("discard a random card",
"move a random Friend", "a random Problem", "choose one at random: ...") asks
`pick_at_random` for the pick. The pick is drawn from the game's seeded generator with one
draw below the number of candidates, in the order the caller lists them, so a game without a
guesser draws exactly as it did before this procedure existed.

A continuous ability of category `GUESSES` on a face-up card in play ("As a random card is
selected or a choice is made at random, guess which option or card will be randomly selected.
If you guessed correctly, you may exhaust this card to score a point.") stops the pick first:
its controller guesses (a decision), the pick is drawn, and a right guess lets them exhaust
that card to score a point (a second, optional decision; 707.2a: exhausting is the cost, so a
card already exhausted, or one that can't be exhausted, scores nothing, 104.2a). The ability
says "as", not "when" or "at": it is no triggered ability (704.1) and happens during the pick
itself. Several such cards each guess, those of the player who decides first (801.1) first,
each player's in play order.

A guess names what the guesser could name at the table:
- a card in play, or one of the text's options (a mode, an area), by itself;
- a card in the guesser's own hand by its name: two copies are one guess, right if either
  is picked;
- a card the guesser can't see (an opponent's hand) by its place in that hand, counted from
  the card that joined it first ("the 2nd card of P1's hand").

A shuffle is not a selection (no card or option is picked; 102.3 and the deck searches of
the tournament rules only randomise an order), and the first player chosen at random at the
start of a game (102.3) is picked by the game's rules before any card is in play: neither
goes through here. Nor does a faceoff flip, the new card the keyword Random flips included
("if you flip a card with 1 power, you may ignore it and flip a new card", glossary): the
top card of the deck is turned over, no card is selected from among others and no choice
is made at random, whatever the keyword is called.

The guesses wait in a `guess_at_random` frame pushed above the frame that asked for the
pick; once the pick is drawn it is left in that frame (`PICKED`), and the caller, run again,
takes it from there. A caller therefore runs again from its start after a guess: what it did
before asking for the pick must be kept in its frame, not done twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.errors import EngineError
from engine.mlp.effects.abilities import choose, choose_yes_no, in_play, led_by
from engine.mlp.state.ops import op

# the continuous-ability category of the texts that guess a random pick
GUESSES = "guess_at_random"
# where the pick waits in the asking frame while the guesses are made
PICKED = "picked_at_random"
# the frame that asks the guesses (see the module docstring)
GUESS_FRAME = "guess_at_random"


def pick_at_random(g, f: dict, found: Sequence[Any], rule: str, *, hand_of: int | None = None,
                   labels: Sequence[str] | None = None, what: str = "", which: str = "") -> Any | None:
    """One of `found` (card ids, areas or options; not empty), picked with the game's seeded
    generator; None while a guess is being made first (the caller returns False, not done,
    and is run again once the pick is drawn).

    `hand_of`: the cards are in that player's hand (guessed by name by that player, by
    position by the others). `labels`: how a guess names each option that is not a card.
    `what`: what is being picked, for the guesser's question ("guess which will be picked at
    random (the card P1 discards)"); or `which`: the question's own words after "guess which"
    ("Problem will be picked at random for ..."), for a pick whose outcome may yet not happen
    (a move a toll stops, 104.2), which the question must not state as done."""
    if PICKED in f:
        return f.pop(PICKED)
    if not found:
        raise EngineError("internal: a random pick among nothing")
    if not g.static_abilities(GUESSES):
        return found[g.randbelow(len(found))]
    stack = g.s["stack"]
    parent = next((k for k in range(len(stack) - 1, -1, -1) if stack[k] is f), None)
    if parent is None:
        raise EngineError("internal: a random pick asked outside a running procedure")
    g.push(GUESS_FRAME, parent=parent, found=list(found), hand_of=-1 if hand_of is None else hand_of,
           labels=list(labels or ()), what=what, which=which, rule=rule, guessers=_guessers(g), guessed=[], right=[])
    return None


def discard_at_random(g, f: dict, player: int, rule: str, picked: list[int] | None = None) -> bool:
    """The player discards a random card from their hand (410.3); True once done (or with
    nothing to pick), False while a guess is made first (see `pick_at_random`).

    `picked`: the cards the same text picked before (kept by the caller in its frame), which
    are not picked again: a replacement of their discard may have left one in the hand (710,
    "put this card into play instead"), and it was discarded as far as this text goes. The
    card picked now is added to it."""
    hand = [i for i in g.s["players"][player]["hand"] if not picked or i not in picked]
    if not hand and PICKED not in f:
        return True
    card = pick_at_random(g, f, hand, rule, hand_of=player, what=f"the card P{player} discards")
    if card is None:
        return False
    if picked is not None:
        picked.append(card)
    g.discard(card, rule, how=" at random")
    return True


def discard_random_cards(g, f: dict, player: int, n: int, picked: list[int], rule: str) -> bool:
    """The player discards `n` random cards (as many as the hand holds), one pick at a time;
    True once done. `picked` (kept by the caller in its frame, empty at first) holds the cards
    picked so far: a caller run again after a guess goes on from the next pick.

    A replacement of one card's discard (710, asked in a frame of its own) is settled before
    the next card is picked, so the next pick is made from the hand as the replacement left
    it (Smolder discarded instead has left the hand), and never picks a card picked already
    (the card a replacement kept in the hand)."""
    while len(picked) < n:
        before = len(picked)
        if not discard_at_random(g, f, player, rule, picked):
            return False
        if len(picked) == before:
            return True  # (nothing left to pick)
        if g.s["stack"][-1] is not f:
            return False  # (its replacement is asked first; run again after it)
    return True


def _guessers(g) -> list[int]:
    """The cards that guess, in the order their controllers decide (801.1), each player's in
    play order."""
    first = g.first_decider()
    cards = g.s["cards"]
    found = [src for src, _ in g.static_abilities(GUESSES)]
    return sorted(found, key=lambda src: cards[src]["ctrl"] != first)


def guess_options(g, frame: dict, player: int) -> tuple[list[tuple[str, str]], list[str]]:
    """The options `player` guesses among, and the option each candidate counts as (see the
    module docstring for how a guess names a card)."""
    found, hand_of, labels = frame["found"], frame["hand_of"], frame["labels"]
    if labels:
        keys = [f"guess:{k}" for k in range(len(found))]
        return list(zip(keys, labels, strict=True)), keys
    if hand_of >= 0 and hand_of != player:
        keys = [f"guess:{k}" for k in range(len(found))]
        return [(key, f"Card {k + 1} of P{hand_of}'s hand") for k, key in enumerate(keys)], keys
    if hand_of >= 0:
        first: dict[str, int] = {}
        keys = [f"guess:{first.setdefault(g.spec(iid).name, k)}" for k, iid in enumerate(found)]
        pairs = [(f"guess:{k}", name) for name, k in first.items()]
        return pairs, keys
    keys = [f"guess:{k}" for k in range(len(found))]
    return [(key, g.name(iid)) for key, iid in zip(keys, found, strict=True)], keys


@op(GUESS_FRAME)
def _guess_at_random(g, f: dict) -> bool:
    """Each guesser guesses, the pick is drawn and left in the asking frame, then each who
    guessed right may exhaust their card to score a point."""
    rule = f["rule"]
    cards = g.s["cards"]
    while len(f["guessed"]) < len(f["guessers"]):
        src = f["guessers"][len(f["guessed"])]
        player = cards[src]["ctrl"]
        pairs, _ = guess_options(g, f, player)
        prompt = f"{g.name(src)}: guess which " + (f.get("which") or "will be picked at random"
                                                   + (f" ({f['what']})" if f["what"] else ""))
        ans = choose(g, f, player, "guess", prompt, pairs)
        if ans is None:
            return False
        f["guessed"].append([src, ans[0]])
        g.note(rule, f"P{player} guesses {dict(pairs)[ans[0]]} ({g.name(src)})")
    if "picked" not in f:
        found = f["found"]
        f["picked"] = g.randbelow(len(found))
        g.s["stack"][f["parent"]][PICKED] = found[f["picked"]]
        for src, guess in f["guessed"]:
            player = cards[src]["ctrl"]
            pairs, keys = guess_options(g, f, player)
            right = keys[f["picked"]] == guess
            g.note(rule, f"Picked at random: {dict(pairs)[keys[f['picked']]]}; P{player} guessed "
                         f"{'right' if right else 'wrong'} ({g.name(src)})")
            if right:
                f["right"].append(src)
    while f["right"]:
        src = f["right"][0]
        c = cards.get(src)
        if not in_play(g, src) or c["exhausted"] or not g.face_up(src) or not g.can_be_exhausted(src):
            g.note("104.2a", f"{g.name(src)} can't be exhausted: no point is scored")
            f["right"].pop(0)
            continue
        player = c["ctrl"]
        ans = choose_yes_no(g, f, player, led_by(g.name(src), "Exhaust this card to score a point? (707.2a)"))
        if ans is None:
            return False
        f["right"].pop(0)
        if ans[0] == "yes" and g.exhaust(src, "707.2a"):
            g.score(player, 1, rule, g.name(src))
    return True
