"""Texts printed only on cards named Applejack: their patterns and what they do."""


from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    deciding_order,
    effect_rule,
    in_play,
    no_power_to_add,
    own_card,
    revealed_words,
)
from engine.mlp.effects.entering_and_leaving_play import put_into_play
from engine.mlp.effects.faceoffs import effect_flip
from engine.mlp.effects.next_ready import hold_from_next_ready
from engine.mlp.effects.protection import keep_in_play_this_turn
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    AMOUNTS,
    APPLIES,
    DISCARD_REPLACEMENT_OFFERS,
    DISCARDS_REPLACED,
    DISMISSAL_OFFERS,
    DISMISSALS_REPLACED,
    LOOKS_IN_DECKS,
    SELF_ONLY_STATICS,
    TRIGGER_MATCHERS,
    Unmet,
    answers,
    runner,
    scope,
    step,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import acting_player, remove_counters
from engine.mlp.effects.verbs import act_together, first_of_a_batch
from engine.mlp.state.game import DISCARD_REPLACEMENTS, NO_READY_PHASE
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values.power import colors, has_trait, power


@template(r"when you win a faceoff involving this card, your opponent discards a random card\.")
def _t_win_discard(m, t):
    return _a("trigger", "opp_discard_random", t, "faceoff_won")


@template(r"when you confront this card's problem with more power than required, turn this card over\.")
def _t_aj(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="excess")


# replacement modifiers
@template(r"when one of your friends here would be dismissed, you may put that friend on top of its owner's deck instead\.")
def _t_aj_boosted(m, t):
    return _a("replace", "dismiss_to_deck_top", t, "would_dismiss")


@template(r"faceoff: exhaust this card to flip an additional card\.")
def _t_exhaust_flip(m, t):
    return _a("activated", "flip_more", t, timing="faceoff", exhaust_self=True)


@runner("flip_more")
def _r_flip_more(g, f, ability):

    if g.s["faceoff"] is not None:
        effect_flip(g, f["ctrl"], effect_rule(f))
    return True


@answers(ACTIVATION_CHECKS, "flip_more")
def _can_flip_more(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(g.s["faceoff"] is not None, "flip", lacks="no faceoff is going on")


@answers(DISMISSAL_OFFERS, "dismiss_to_deck_top")
def _deck_top_instead(g, src: int, iid: int) -> tuple[str, str] | None:
    """"If another Friend of yours here would be dismissed, put it on top of its owner's deck instead"."""
    cards = g.s["cards"]
    c, sc = cards[iid], cards[src]
    if sc["ctrl"] == c["ctrl"] and sc["area"] == c["area"] and g.is_type(iid, "friend") and src != iid:
        return (f"deck_top:{src}", f"Put it on top of its owner's deck instead ({g.name(src)})")
    return None


@answers(DISMISSALS_REPLACED, "deck_top")
def _put_on_deck_top(g, iid: int) -> None:
    g.leave_play(iid, "deck", "710.1", "put on top of its owner's deck")


@template(r"your \{(\w+)\} characters have \+(\d+) power while exhausted\.")
def _t_color_power_while_exhausted(m, t):
    return _a("static", "own_color_power_while_exhausted", t, "power", color=m.group(1), amount=int(m.group(2)))


@answers(APPLIES, "own_color_power_while_exhausted")
def _applies_while_exhausted(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Each of this card's controller's characters of the color, this card included, for as
    long as that character is exhausted (read at every look-up, as the condition changes
    without the board changing)."""
    return (tc["ctrl"] == sc["ctrl"] and tc["exhausted"] and g.is_character(target)
            and ability.params["color"] in colors(g, target))


@template(r"this card has \+(\d+) power for each color it has\.")
def _t_power_per_own_color(m, t):
    return _a("static", "self_power_per_own_color", t, "power", amount=int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_per_own_color")


answers(APPLIES, "self_power_per_own_color")(own_card)


@answers(AMOUNTS, "self_power_per_own_color")
def _amount_per_own_color(g, src: int, target: int, ability: Ability) -> int:
    """+N for each color the card has now: its printed colors and any it gained."""
    return ability.params["amount"] * len(colors(g, src))


@template(r"main phase: exhaust this card to add its power to the power of another \{(\w+)\} friend until the end "
          r"of the turn\.")
def _t_barn_raiser(m, t):
    return _a("activated", "lend_power_to_colored_friend", t, timing="main", exhaust_self=True, color=m.group(1))


def _colored_friends(g, src: int, color: str) -> list[int]:
    """Other face-up Friends in play of the color (either player's: the text says "another")."""
    return [i for p in (0, 1) for i in g.characters(p)
            if i != src and g.is_type(i, "friend") and g.face_up(i) and color in colors(g, i)]


@answers(ACTIVATION_CHECKS, "lend_power_to_colored_friend")
def _can_lend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_colored_friends(g, iid, ability.params["color"])), "add",
                  lacks=f"there is no other [{ability.params['color'].title()}] Friend")


@runner("lend_power_to_colored_friend")
def _r_barn_raiser(g, f, ability):
    """The other Friend gets this card's power as the ability resolves (exhausted by then:
    its power stays what it is, 503.5 only keeps it out of faceoffs and confronting)."""
    src = f["src"]
    if "ans" not in f and no_power_to_add(g, f, src, (power(g, src) or 0) if in_play(g, src) else 0):
        return True
    found = _colored_friends(g, src, ability.params["color"])
    ans = choose(g, f, f["ctrl"], "target", "Add this card's power to which Friend?",
                 [(f"card:{i}", g.name(i)) for i in found])
    if ans is None:
        return False
    if ans and in_play(g, src):
        target, amount = card_of_option(ans[0]), power(g, src) or 0
        g.add_mod("power", target, amount, until="turn", ctrl=f["ctrl"], src=src)
        g.note(effect_rule(f), f"{g.name(target)} gets +{amount} power until the end of the turn{g.by_text()}")
    return True


@template(r"at the end of your turn, if you have a friend with at least (\d+) power, turn this card over\.")
def _t_apple_vendor(m, t):
    """(`mane_characters`: the end of the turn, with a Friend of that power.)"""
    return _a("trigger", "turn_over", t, "turn_end", cond="friend_min_power", n=int(m.group(1)))


@effect(r"reveal the top (\d+) cards of your deck, put a revealed friend into your hand, and put all other revealed "
        r"cards into your discard pile")
def _e_reveal_keep_a_friend(m):
    return {"do": "reveal_keep_a_friend", "n": int(m.group(1))}


@step("reveal_keep_a_friend")
def _d_reveal_keep_a_friend(g, f, st, e, rule):
    """The revealed cards stay on the deck while the player chooses the Friend (one must be
    taken when there is one); then the rest go to the discard pile."""
    player = acting_player(f)
    deck = g.s["players"][player]["deck"]
    if "revealed" not in e:
        e["revealed"] = deck[-st["n"]:][::-1] if st["n"] else []
        g.note_seen(rule, revealed_words(g, player, e["revealed"]))
    revealed = [i for i in e["revealed"] if i in deck]
    friends = [i for i in revealed if g.spec(i).type == "friend"]
    ans = choose(g, f, player, "target", "Put a revealed Friend into your hand", [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    kept = card_of_option(ans[0]) if ans else None
    if kept is not None:
        g.to_hand(kept, rule)
    for iid in revealed:
        if iid != kept:
            name = g.name(iid)
            new = g.relocate(iid, "discard")
            g.note(rule, f"P{player} puts {name} into their discard pile{g.by_text()}")
            g.emit_event("put_in_discard", {"card": new, "owner": player})
    return True


_KEPT_KINDS = ("friend", "resource", "troublemaker")


@template(r"when this card enters play, each player chooses a friend, resource, and troublemaker they control, and "
          r"retires the rest\.")
def _t_captain(m, t):
    return _a("trigger", "keep_one_of_each_retire_the_rest", t, "enter_play", when="self")


@runner("keep_one_of_each_retire_the_rest")
def _r_captain(g, f, ability):
    """Each player, the one who decides first by 801.1 first (`abilities.deciding_order`),
    keeps one Friend, one Resource and one Troublemaker they control (when they have any);
    then every other card of theirs of those types is retired (410.2: their own, as they control them); Mane Characters stay.
    "Retires the rest" is one instruction: they leave play together, each told of the others
    (704.1b, `verbs.act_together`)."""
    data = f["data"]
    kept = data.setdefault("kept", [])
    order = deciding_order(g, data)
    while data.get("k", 0) < 2 * len(_KEPT_KINDS):
        k = data.get("k", 0)
        player, kind = order[k // len(_KEPT_KINDS)], _KEPT_KINDS[k % len(_KEPT_KINDS)]
        cands = _controlled(g, player, kind)
        ans = choose(g, f, player, "target", f"Choose a {kind.capitalize()} you control to keep",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        kept.extend(card_of_option(key) for key in ans)
        data["k"] = k + 1
    act_together(g, "retire", [i for p in order for kind in _KEPT_KINDS for i in _controlled(g, p, kind)
                               if i not in kept], effect_rule(f))
    return True


def _controlled(g, player: int, kind: str) -> list[int]:
    return [i for i in g.s["play"] if g.card(i)["ctrl"] == player and g.spec(i).type == kind]


@template(r"when one or more opposing characters become exhausted, turn this card over\.")
def _t_work_hard(m, t):
    return _a("trigger", "turn_over_when_opponents_exhausted", t, "exhausted")


@answers(TRIGGER_MATCHERS, "turn_over_when_opponents_exhausted")
def _opponents_exhausted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """An opposing character became exhausted: once for the cards one instruction exhausts."""
    s = g.s
    card = data["card"]
    if data["ctrl"] == s["cards"][iid]["ctrl"] or card not in s["cards"] or not g.is_character(card):
        return None
    return {} if first_of_a_batch(g, iid, ability) else None


@runner("turn_over_when_opponents_exhausted")
def _r_work_hard(g, f, ability):
    src = f["src"]
    if in_play(g, src) and not g.card(src)["boosted"]:
        g.turn_over(src, "301.2")
    return True


@template(r"at the end of your turn, choose an exhausted friend\. that friend doesn't ready during its controller's "
          r"next ready phase\.")
def _t_play_hard(m, t):
    return _a("trigger", "hold_an_exhausted_friend", t, "turn_end")


@runner("hold_an_exhausted_friend")
def _r_play_hard(g, f, ability):
    """603.1: the Friend chosen (anyone's) is skipped by its controller's next readying."""
    cards = g.s["cards"]
    tired = [i for i in g.s["play"] if g.is_type(i, "friend") and cards[i]["exhausted"]]
    ans = choose(g, f, f["ctrl"], "target", "Choose an exhausted Friend", [(f"card:{i}", g.name(i)) for i in tired])
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        hold_from_next_ready(g, iid, cards[iid]["ctrl"])
    return True


@template(r"when this card enters play, you may exhaust an opposing character\. while this card remains in play, "
          r"that character does not ready during the ready phase\.")
def _t_lasso(m, t):
    return _a("trigger", "lasso_opposing_character", t, "enter_play")


@runner("lasso_opposing_character")
def _r_lasso(g, f, ability):
    """The character is exhausted, then kept from readying in its controller's Ready Phases
    (603.1) by a modifier that lasts while this card is in play (`NO_READY_PHASE`,
    "while:<this card>", ended as it leaves play). Effects may still ready it."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src):
        return True
    cands = [i for i in g.characters(1 - player) if not g.card(i)["exhausted"] and not g.card(i)["frightened"]]
    ans = choose(g, f, player, "target", "Exhaust which opposing character? It does not ready during "
                 "the Ready Phase while this card remains in play (712.3)",
                 [(f"card:{i}", g.name(i)) for i in cands], minimum=0, maximum=1)
    if ans is None:
        return False
    if ans and g.exhaust(card_of_option(ans[0]), effect_rule(f)):
        target = card_of_option(ans[0])
        g.add_mod(NO_READY_PHASE, target, until=f"while:{src}", ctrl=player, src=src)
        g.note(effect_rule(f), f"{g.name(target)} does not ready during the Ready Phase while {g.name(src)} remains in play{g.by_text()}")
    return True


@triggered_by("enter_play", "lasso_opposing_character")
def _this_card_entered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data.get("card") == iid else None


# ----- LL136 Applejack, Big Breakfast ------------------------------------------------------------


@template(r"immediate: remove a \+1 power counter from one of your ([a-z ]+) friends\. if you do, that friend can't "
          r"leave play this turn\.")
def _t_counter_to_stay(m, t):
    """An activated ability with no cost (703.1d): the counter is removed as it resolves."""
    return _a("activated", "remove_counter_to_stay", t, timing="immediate", trait=m.group(1))


def _with_counters(g, player: int, trait: str) -> list[int]:
    """The player's face-up Friends with the trait that have a +1 power counter to remove."""
    return [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)
            and has_trait(g, i, trait) and g.card(i)["counters"].get("power", 0) > 0]


@answers(ACTIVATION_CHECKS, "remove_counter_to_stay")
def _counter_to_remove(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_with_counters(g, player, ability.params["trait"])), "remove",
                  lacks=f"none of P{player}'s {ability.params['trait'].title()} Friends has a +1 power counter")


@runner("remove_counter_to_stay")
def _r_counter_to_stay(g, f, ability):
    """705.2e: one of the Friends that has a counter is chosen; if a counter was removed from it,
    it can't leave play until the turn ends."""
    player = f["ctrl"]
    ans = choose(g, f, player, "target", "Remove a +1 power counter from which Friend?",
                 [(f"card:{i}", g.name(i)) for i in _with_counters(g, player, ability.params["trait"])])
    if ans is None:
        return False
    if ans and remove_counters(g, card_of_option(ans[0]), "power", 1, "705.2e", player):
        keep_in_play_this_turn(g, card_of_option(ans[0]), player, f["src"], "705.2e")
    return True


# CN25: "If an opponent would force you to discard this card, you may put it into play instead."
# (710: from the hand, asked before the card is discarded, `replacement.replace_discard`)
_PUT_INTO_PLAY_INSTEAD = "forced_discard_into_play"


@template(r"if an opponent would force you to discard this card, you may put it into play instead\.")
def _t_forced_discard_into_play(m, t):
    return _a("static", _PUT_INTO_PLAY_INSTEAD, t, DISCARD_REPLACEMENTS, from_zone="hand")


@answers(DISCARD_REPLACEMENT_OFFERS, _PUT_INTO_PLAY_INSTEAD)
def _forced_discard_offered(g, src: int, ability: Ability, iid: int, by: int | None) -> bool:
    """This card itself, discarded from its owner's hand by an opponent's text (not by the game's
    rules, nor by its owner's own)."""
    return iid == src and by is not None and by != g.s["cards"][src]["owner"]


@answers(DISCARDS_REPLACED, _PUT_INTO_PLAY_INSTEAD)
def _forced_discard_into_play(g, f: dict, src: int, ability: Ability, iid: int) -> bool:
    """Into play under its owner's control, at home or at a Problem as they choose (706.1)."""
    return put_into_play(g, f, src, g.s["cards"][src]["owner"])


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_keep_a_friend")
