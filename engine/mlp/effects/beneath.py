"""Cards beneath cards (glossary: Pumped, Spend): what the templates that spend cards
from beneath a card, or banish cards to beneath one, do when the game runs them.

A card beneath another card is a banished card (410.5) listed in the record of the
card it is beneath (`MlpGame.put_beneath`, `MlpGame.beneath`); to spend it is to put
it into its owner's discard pile (`MlpGame.spend`). Spending as the cost of an
activated ability is paid in `abilities.run_ability`; the runners here are the effects.

The wordings' patterns come first (registered into `engine.mlp.text.registry`), then
what they do (runners registered into `engine.mlp.effects.registry`, frame handlers into
the ops table).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.patterns import Pattern
from engine.core.plural import count_or_none
from engine.mlp.effects.abilities import (
    RUNNERS,
    UNPAID,
    card_of_option,
    choose,
    choose_yes_no,
    closed_zone,
    effect_rule,
    in_play,
    is_involved,
    is_problem_area,
    nameable_troublemaker,
    note_closed_zone,
    note_nothing_happened,
    occurrence_card_name,
    opposing_friends,
    put_in_play,
    replacement_question,
    runner,
    uncoverable_troublemakers,
)
from engine.mlp.effects.faceoffs import (
    FLIP_INSTEAD,
    flip_instead_by,
    flip_instead_pending,
    flip_replacers,
    won_by_this_card,
)
from engine.mlp.effects.hooks import faceoff, flow
from engine.mlp.effects.plain_words import event_words
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    AMOUNTS,
    APPLIES,
    OTHERS_OF_OWN_SIDE_STATICS,
    PLAY_CHECKS,
    REACTION_MATCHERS,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    STEP_REFUSALS,
    TAKES_FROM_DISCARD_PILES,
    Unmet,
    answers,
    can_always,
    scope,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import (
    any_doable,
    choice_name,
    duration_words,
    kept_from,
    unpaid_cost,
    unpaid_reason,
)
from engine.mlp.state.game import STAMP, TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability, Spec
from engine.mlp.state.ops import op
from engine.mlp.state.reasons import has_none
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power

# ----- the wordings ----------------------------------------------------------------------------


@template(r"when you (confront this card's problem|win a problem faceoff involving this card), you may "
          r"(exhaust this card and )?pay \{(\d+)\} to (move an opposing character at this card's problem home|"
          r"banish a friend at that problem)\.")
def _t_teamwork_pay_then(m, t):
    """Ms. Harshwhinny, Helia: a triggered ability with a cost (707.2a) paid as it resolves."""
    confront = m.group(1).startswith("confront")
    effect = "send_opp_character_home_here" if m.group(4).startswith("move") else "banish_friend_there"
    return _a("trigger", "pay_then", t, "confront" if confront else "faceoff_won", own_problem=confront,
              faceoff_kind="" if confront else "problem", exhaust_self=bool(m.group(2)), pay=int(m.group(3)),
              effect=effect)


FEW_NUMBER = r"(a|an|one|two|three|\d+)"


_BENEATH_SELF = r"from beneath (?:this card|it)"


@template(r"(while involved in a faceoff, )?this card has \+(\d+) power for each card beneath it\.")
def _t_power_per_beneath(m, t):
    return _a("static", "self_power_per_beneath", t, "power", amount=int(m.group(2)), faceoff=bool(m.group(1)))


# What spending pays for: the text after "to" (707.2a, 703.1d) -> runner name and parameters.
_SPEND_EFFECTS: list[tuple[Pattern, Callable[[re.Match], tuple[str, dict[str, Any]]]]] = [
    (Pattern(r"draw " + FEW_NUMBER + r" cards?"), lambda m: ("draw", {"n": number(m.group(1))})),
    (Pattern(r"exhaust all characters at this card's problem"), lambda m: ("exhaust_all_here", {})),
    (Pattern(r"dismiss an opponent's friend at this card's problem"), lambda m: ("dismiss_opp_friend_here", {})),
    (Pattern(r"give this card \+(\d+) power until the end of the (turn|faceoff)"),
     lambda m: ("pump_self", {"amount": int(m.group(1)), "until": m.group(2)})),
    (Pattern(r"give another character \+(\d+) power until the end of the (turn|faceoff)"),
     lambda m: ("pump_other_character", {"amount": int(m.group(1)), "until": m.group(2)})),
    (Pattern(r"uncover a troublemaker"), lambda m: ("uncover_any", {})),
    (Pattern(r"move one of your characters to a problem with a troublemaker"),
     lambda m: ("move_own_to_troublemaker", {})),
    (Pattern(r"banish an opponent's friend"), lambda m: ("banish_opp_friend", {})),
    (Pattern(r"gain \{1\} for each card (?:you )?spent"), lambda m: ("gain_per_spent", {})),
    (Pattern(r"score a point for each card (?:you )?spent"), lambda m: ("score_per_spent", {})),
]


def _spend_effect(text: str) -> tuple[str, dict[str, Any]] | None:
    for pattern, build in _SPEND_EFFECTS:
        m = pattern.fullmatch(text)
        if m:
            return build(m)
    return None


@template(r"(main phase|faceoff|immediate): (exhaust this card and )?(?:pay \{(\d+)\} and )?spend " + FEW_NUMBER
          + r" cards? " + _BENEATH_SELF + r" to (.+)\.")
def _t_spend_activated(m, t):
    """An activated ability whose cost spends cards from beneath its card."""
    effect = _spend_effect(m.group(5))
    if effect is None:
        return None
    name, params = effect
    timing = {"main phase": "main"}.get(m.group(1), m.group(1))
    return _a("activated", name, t, timing=timing, exhaust_self=bool(m.group(2)), pay=int(m.group(3) or 0),
              spend=number(m.group(4)), **params)


@template(r"when you win a faceoff involving this card, you may spend (a card|any number of cards) "
          + _BENEATH_SELF + r" to (.+)\.")
def _t_spend_on_win(m, t):
    """A triggered ability whose cost (707.2a) is spending cards, paid as it resolves."""
    effect = _spend_effect(m.group(2))
    if effect is None:
        return None
    name, params = effect
    return _a("trigger", "spend_beneath_then", t, "faceoff_won", effect=name,
              any_number=m.group(1) != "a card", **params)


# Reactions (512.4) whose cost spends a card from beneath the card: "after" what, and the events
# that meet that condition (see `abilities.beneath_reaction_events`).
_REACT_AFTER = {
    "an opponent plays a friend to this card's problem": ("friend_arrives", {"moves": False}, ("played",)),
    "an opponent plays or moves a friend to this card's problem": ("friend_arrives", {"moves": True},
                                                                   ("played", "moved")),
    "the start of any phase": ("phase_start", {"phase": ""}, ("turn_start", "tm_phase_start", "main_start",
                                                              "score_start", "turn_end")),
    "the start of a score phase": ("phase_start", {"phase": "score"}, ("score_start",)),
    "the start of a faceoff": ("faceoff_start", {}, ("faceoff_start",)),
}


def reaction_condition(words: str) -> tuple[str, dict, tuple[str, ...]] | None:
    """What a "Reaction: After <words>, ..." answers, for the cards that use the
    `react_beneath` runner with an effect of their own: (condition, its parameters, the
    events it answers), or None for words not listed here."""
    return _REACT_AFTER.get(words)


_REACT_EFFECTS = {
    "frighten that friend": "frighten_that_friend",
    "move that friend home": "move_that_friend_home",
    "move this card": "move_self_anywhere",
    "put an opponent's friend into its owner's hand": "opp_friend_to_hand",
    "put a banished card from beneath this card on the top of your deck and gain {1}": "beneath_to_deck_top_gain",
}


@template(r"reaction: after (" + "|".join(_REACT_AFTER) + r"), you may (spend a card from beneath this card|"
          r"exhaust this card) to (.+)\.")
def _t_beneath_reaction(m, t):
    effect = _REACT_EFFECTS.get(m.group(3))
    if effect is None:
        return None
    condition, params, events = _REACT_AFTER[m.group(1)]
    spend = 1 if m.group(2).startswith("spend") else 0
    return _a("activated", "react_beneath", t, timing="reaction", condition=condition, react_events=events,
              effect=effect, exhaust_self=not spend, **({"spend": spend} if spend else {}), **params)


@template(r"when (you score a problem's bonus points|a troublemaker is played), banish the top card of your deck "
          r"to beneath this card\.")
def _t_deck_top_beneath(m, t):
    """Varmint Barricade's "when a Troublemaker is played" is told of a face-down one: a
    Troublemaker is only ever played face-down (306.1, 609.2c), so the text is about that play
    and would never apply otherwise (505.1d.i speaks of Troublemakers "being played
    face-down"); 505.2 keeps texts off face-down Troublemakers in play, not off their play."""
    event = "bonus_scored" if m.group(1).startswith("you") else "played"
    return _a("trigger", "deck_top_beneath_self", t, event, troublemaker=event == "played")


# ----- what they do ---------------------------------------------------------------------------

_RULE = "Glossary: Spend"


@op("flip_round")
def flip_round(g, f: dict) -> bool:
    """The faceoff's own flips (514.3, 514.4c) one at a time while a replacement may apply to a
    flip (710.1): before each, the flipping player is asked which applies (`flip_options`).
    Then the faceoff's priority window opens, as after ordinary flips (not after a flip made
    by an ability, `faceoffs.effect_flip`)."""
    todo = f["todo"]
    ans = f.pop("ans", None)
    if ans is not None and todo:
        _flip_or_instead(g, todo[0][0], ans[0], f["rule"])
        todo[0][1] -= 1
    while todo and g.s["faceoff"] is not None:
        player, left = todo[0]
        if left <= 0:
            todo.pop(0)
            continue
        options = flip_options(g, player)
        if len(options) > 1:
            g.ask(player, "replacement", _flip_question(g, player), options)
            return False
        # (a choice with one answer is made without asking, as `choose` makes one)
        _flip_or_instead(g, player, options[0][0], f["rule"])
        todo[0][1] -= 1
    if f.get("window", True):
        flow.open_window(g, "faceoff")
    return True


def flip_options(g, player: int) -> list[tuple[str, str]]:
    """What `player` may do as they would flip a card: the flip itself, while no replacement
    that must apply waits; for "the next time you would flip a card during this faceoff,
    choose a card in your discard pile ... instead" waiting (Antiquing, not optional), each
    card in their discard pile, or, with none there, nothing: the flip is replaced all the
    same (710.4); for a card that may spend a card from beneath it instead (Orthros), each
    card beneath it. With both kinds, the flipping player chooses which replacement applies
    (710.5), and one question offers them all. Antiquing not chosen still waits for the
    next flip: it replaced nothing (710.5a). A player with no unflipped card does not flip
    (515.1): nothing would be flipped for either to replace (`flips_replaceable`)."""
    options: list[tuple[str, str]] = []
    if not g.s["players"][player]["deck"]:
        return [("flip", "Flip a card")]
    if flip_instead_pending(g, player):
        pile = g.s["players"][player]["discard"]
        options += [(f"antique:{i}", f"{g.name(i)} (printed power {g.spec(i).power or 0})") for i in pile] \
            or [("antique:", "Nothing: your discard pile is empty (710.4)")]
    else:
        options.append(("flip", "Flip a card"))
    offers = [(holder, card) for holder in flip_replacers(g, player) for card in g.beneath(holder)]
    options += [(f"spend:{card}", f"Spend {g.name(card)} (printed power {g.spec(card).power or 0}) "
                 f"from beneath {g.name(holder)}") for holder, card in offers]
    return options


def _flip_question(g, player: int) -> str:
    """The question before a flip that a replacement may take the place of (`flip_options`).
    One card alone offering one leads it, as every question of a card's text does, and it
    cites 710.1: a card that may spend a card from beneath it instead ("Orthros #87: Flip a
    card, or spend a card from beneath this card instead? (710.1)", the card is "this card",
    as its text says), or the card whose replacement waits for this flip, by its printed name
    (Antiquing: "the next time you would flip a card ..., choose a card in your discard pile
    ... instead"). Several compete for the same flip: the names of them all lead it, and the
    flipping player chooses which applies (710.5: two Orthros, or Orthros and Antiquing)."""
    holders = [g.name(i) for i in flip_replacers(g, player)]
    waiting = flip_instead_by(g, player)[:1]
    offering = waiting + holders
    if not waiting:
        beneath = "this card" if len(holders) == 1 else "one of them"
        asked = f"Flip a card, or spend a card from beneath {beneath} instead?"
    elif not holders:
        asked = ("Instead of flipping, choose a card in your discard pile; its printed power is added to your power "
                 "total, then it is banished")
    else:
        beneath = holders[0] if len(holders) == 1 else "one of them"
        asked = ("Instead of flipping, choose a card in your discard pile (its printed power is added to your "
                 f"power total, then it is banished) or spend a card from beneath {beneath}: which replacement "
                 "applies?")
    return replacement_question(asked if len(offering) == 1 else f"{' and '.join(offering)}: {asked}", offering)


def _flip_or_instead(g, player: int, key: str, rule: str) -> None:
    """Carry out the answer `key` of `flip_options`."""
    if key.startswith("antique:"):
        chosen = key.partition(":")[2]
        _add_printed_power_instead(g, player, int(chosen) if chosen else None)
    elif key.startswith("spend:"):
        card = card_of_option(key)
        printed = g.spec(card).power or 0
        name = g.name(card)
        holder = next(g.name(i) for i in flip_replacers(g, player) if card in g.beneath(i))
        g.spend(card, "710.1", by=holder)
        g.add_mod("total", player, printed, until="faceoff", ctrl=player)
        g.note("710.1", f"P{player} spends {name} instead of flipping: +{printed} to their power total"
               + g.by_text(holder))
    else:
        faceoff.flip(g, player, rule)


def _add_printed_power_instead(g, player: int, card: int | None) -> None:
    """CG93 Antiquing: the flip is replaced (710.1); the chosen card's printed power is added
    to the player's power total for the faceoff, then it is banished (410.5). With no card
    to choose (`card` None) the flip is replaced all the same, and nothing is added (710.4).
    Either line ends with the Event's printed name, as what every replacement does instead
    is logged with its card (710.1): it is in the discard pile by now (410.6)."""
    by = g.by_text(g.s["faceoff"][FLIP_INSTEAD][player].pop(0))
    if card is None:
        g.note("710.4", f"P{player}'s flip is replaced: their discard pile is empty, so nothing is added to their "
                        f"power total{by}")
        return
    printed = g.spec(card).power or 0
    name = g.name(card)
    g.add_mod("total", player, printed, until="faceoff", ctrl=player)
    g.note("710.1", f"P{player} adds the printed power of {name} (+{printed}) to their power total instead of "
                    f"flipping{by}")
    g.banish(card, "410.5")


def _pairs(g, iids) -> list[tuple[str, str]]:
    return [(f"card:{i}", g.name(i)) for i in iids]


@runner("spend_beneath_then")
def _r_spend_then(g, f, ability):
    """"You may spend (a card | any number of cards) from beneath this card to ...": the
    spending is the modifier's cost (707.2a), paid as the triggered effect resolves."""
    data = f["data"]
    if "spent" not in data:
        under = list(g.beneath(f["src"])) if in_play(g, f["src"]) else []
        if not under:
            return True
        most = len(under) if ability.params["any_number"] else 1
        ans = choose(g, f, f["ctrl"], "cost", "Choose the cards to spend from beneath "
                     f"{g.name(f['src'])} (none: don't)", _pairs(g, under), 0, most)
        if ans is None:
            return False
        for key in ans:
            g.spend(card_of_option(key), _RULE)
        data["spent"] = len(ans)
    if not data["spent"]:
        return True
    return RUNNERS[ability.params["effect"]](g, f, ability)


@runner("gain_per_spent")
def _r_gain_per_spent(g, f, ability):
    """ "... to gain a number of action tokens equal to the number of cards spent": with no card
    beneath it, none was spent, and the log says so (not that the text found nothing)."""
    spent = f["data"].get("spent", 0)
    if not spent:
        note_nothing_happened(g, f, f"P{f['ctrl']} gains no action token, as no card was beneath it to spend")
        return True
    g.gain_tokens(f["ctrl"], spent, effect_rule(f))
    return True


@runner("score_per_spent")
def _r_score_per_spent(g, f, ability):
    g.score(f["ctrl"], f["data"].get("spent", 0), TRIGGERED_EFFECT_RULE, g.lib.spec(f["card"]).name)
    return True


@runner("banish_opp_friend")
def _r_banish_opp_friend(g, f, ability):
    ans = choose(g, f, f["ctrl"], "target", "Banish an opponent's Friend", _pairs(g, opposing_friends(g, f["ctrl"])))
    if ans is None:
        return False
    if ans:
        g.banish(card_of_option(ans[0]), "410.5")
    return True


@runner("exhaust_all_here")
def _r_exhaust_all_here(g, f, ability):
    area = g.card(f["src"])["area"] if in_play(g, f["src"]) else None
    if area is None or g.s["areas"][area]["kind"] != "problem":
        return True  # a card at home has no Problem
    for iid in list(g.characters_at(area)):
        g.exhaust(iid, effect_rule(f))
    return True


@runner("dismiss_opp_friend_here")
def _r_dismiss_opp_here(g, f, ability):
    area = g.card(f["src"])["area"] if in_play(g, f["src"]) else None
    cands = _opp_friends_at(g, f["ctrl"], area) if area else []
    ans = choose(g, f, f["ctrl"], "target", "Dismiss an opponent's Friend at this card's Problem", _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        g.dismiss(card_of_option(ans[0]), effect_rule(f))
    return True


@runner("pump_other_character")
def _r_pump_other(g, f, ability):
    p = ability.params
    cands = [i for q in (0, 1) for i in g.characters(q) if i != f["src"] and g.face_up(i)]
    ans = choose(g, f, f["ctrl"], "target", f"Give another character +{p['amount']} power", _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        g.add_mod("power", target, p["amount"], until=p["until"], ctrl=f["ctrl"], src=f["src"])
        g.note("708.2", f"{g.name(target)} gets +{p['amount']} power {duration_words(p['until'])}{g.by_text()}")
    return True


@runner("uncover_any")
def _r_uncover_any(g, f, ability):
    ans = choose(g, f, f["ctrl"], "target", "Uncover which Troublemaker?",
                 [(f"card:{i}", choice_name(g, i)) for i in uncoverable_troublemakers(g)])
    if ans is None:
        return False
    if ans:
        flow.uncover(g, card_of_option(ans[0]), effect_rule(f))
    return True


@runner("move_own_to_troublemaker")
def _r_move_to_troublemaker(g, f, ability):
    player = f["ctrl"]
    data = f["data"]
    if "mover" not in data:
        cands = [i for i in g.characters(player) if _troublemaker_problems(g, i)]
        ans = choose(g, f, player, "target", "Move one of your characters to a Problem with a Troublemaker",
                     _pairs(g, cands))
        if ans is None:
            return False
        if not ans:
            return True
        data["mover"] = card_of_option(ans[0])
    mover = data["mover"]
    if not in_play(g, mover):
        return True
    ans = choose(g, f, player, "area", f"Move {g.name(mover)} where?",
                 [(a, a) for a in _troublemaker_problems(g, mover)])
    if ans is None:
        return False
    if ans:
        g.move(mover, ans[0], player, "506.4")
    return True


@runner("ready_self_if_beneath")
def _r_ready_if_beneath(g, f, ability):
    src = f["src"]
    if not in_play(g, src) or not g.card(src)["exhausted"]:
        return True
    ans = choose_yes_no(g, f, f["ctrl"], f"Ready {g.name(src)}?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.ready(src, TRIGGERED_EFFECT_RULE)
    return True


# ----- putting cards beneath cards ----------------------------------------------------------


@answers(STEP_REFUSALS, "hand_beneath_pumped")
def _why_none_beneath_pumped(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why no card went beneath a Friend with Pumped (The Show Must Go On's "that player may
    banish a card from their hand to beneath one of their Friends with Pumped"), for the text's
    "Nothing happens" line: the player has no card in hand, or no Friend with Pumped. None
    when they have both (they chose not to)."""
    player = f["data"].get("player", f["ctrl"])
    if not g.s["players"][player]["hand"]:
        return "705.2", has_none(player, "card", " in hand")
    return None if _pumped_friends(g, player) else ("705.2", has_none(player, "Friend with Pumped"))


@runner("hand_beneath_pumped")
def _r_hand_beneath_pumped(g, f, ability):
    """Banish a card from a hand to beneath one of that player's Friends with Pumped
    (Joe, activated; The Show Must Go On, "that player may", triggered)."""
    data = f["data"]
    player = data.get("player", f["ctrl"])
    if "card" not in data:
        hand = g.s["players"][player]["hand"]
        if not hand or not _pumped_friends(g, player):
            return True
        pairs = _pairs(g, hand)
        if ability.params.get("optional"):
            pairs = [("none", "Don't"), *pairs]
        ans = choose(g, f, player, "target",
                     "Choose a card from your hand to banish beneath a Friend with Pumped", pairs)
        if ans is None:
            return False
        if not ans or ans[0] == "none":
            return True
        data["card"] = card_of_option(ans[0])
        g.note_seen(effect_rule(f), f"P{player} reveals {g.spec(data['card']).name}")
    card = data["card"]
    if card not in g.s["players"][player]["hand"]:
        return True
    ans = choose(g, f, player, "target", "Banish it beneath which Friend with Pumped?",
                 _pairs(g, _pumped_friends(g, player)))
    if ans is None:
        return False
    if ans:
        g.put_beneath(card, card_of_option(ans[0]), "410.5")
    return True


@runner("self_beneath_pumped")
def _r_self_beneath_pumped(g, f, ability):
    ans = choose(g, f, f["ctrl"], "target", "Banish this card beneath which of your Friends with Pumped?",
                 _pairs(g, _pumped_friends(g, f["ctrl"])))
    if ans is None:
        return False
    if ans and f["src"] in g.s["cards"]:
        new = g.put_beneath(f["src"], card_of_option(ans[0]), "410.5")
        for frame in g.s["stack"]:
            if frame["op"] == "play_card" and frame["iid"] == f["src"]:
                frame["iid"] = new  # the Event finishes resolving from the banished zone (not discarded)
    return True


@runner("discard_beneath_pumped")
def _r_discard_beneath_pumped(g, f, ability):
    cands = [i for i in _pumped_friends(g, None) if g.beneath(i)]
    ans = choose(g, f, f["ctrl"], "target", "Put all cards from beneath which Friend with Pumped into the discard "
                 "pile?", _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        for iid in list(g.beneath(card_of_option(ans[0]))):
            g.spend(iid, _RULE)
    return True


@runner("spend_pumped_pump")
def _r_spend_pumped_pump(g, f, ability):
    """Joe's Doughnut Shop: the cost spends a card from beneath one of your Friends with
    Pumped; that Friend gets the bonus."""
    data = f["data"]
    player = f["ctrl"]
    if "friend" not in data:
        cands = [i for i in _pumped_friends(g, player) if g.beneath(i)]
        ans = choose(g, f, player, "cost", "Spend a card from beneath which of your Friends with Pumped?",
                     _pairs(g, cands))
        if ans is None:
            return False
        if not ans:
            return True
        data["friend"] = card_of_option(ans[0])
    friend = data["friend"]
    under = list(g.beneath(friend)) if in_play(g, friend) else []
    ans = choose(g, f, player, "cost", "Choose the card to spend", _pairs(g, under))
    if ans is None:
        return False
    if ans:
        g.spend(card_of_option(ans[0]), "703.1d")
        amount = ability.params["amount"]
        g.add_mod("power", friend, amount, until="turn", ctrl=player, src=f["src"])
        g.note("708.2", f"{g.name(friend)} gets +{amount} power until the end of the turn{g.by_text()}")
    return True


@runner("hand_event_beneath_self")
def _r_hand_event_beneath(g, f, ability):
    player = f["ctrl"]
    cands = [i for i in g.s["players"][player]["hand"] if g.is_type(i, "event")]
    ans = choose(g, f, player, "target", "Banish an Event from your hand beneath this card", _pairs(g, cands))
    if ans is None:
        return False
    if ans and in_play(g, f["src"]):
        g.put_beneath(card_of_option(ans[0]), f["src"], "410.5")
    return True


@runner("opp_friend_beneath_self")
def _r_opp_friend_beneath(g, f, ability):
    ans = choose(g, f, f["ctrl"], "target", "Banish an opponent's Friend beneath this card",
                 _pairs(g, opposing_friends(g, f["ctrl"])))
    if ans is None:
        return False
    if ans and in_play(g, f["src"]):
        g.put_beneath(card_of_option(ans[0]), f["src"], "410.5")
    return True


@runner("dismiss_self_release_beneath")
def _r_release_beneath(g, f, ability):
    """Canterlot Hedge Maze: dismiss this card, then the cards that were beneath it enter
    play at their owners' homes (709.2: the effect uses the cards as they were when it
    was created, although once the card has left play they are beneath nothing), under
    their owners' control (513.2), put there by whoever activated it ("any player may"), as
    the log says. The text names the place, so nobody is asked where (501.2). Only a card
    that can enter play at a home does: a Friend (302.1) or a Resource played to its home
    (305.1a); an Event never enters play, a Troublemaker only at a Problem (306.1), an
    attachment only on a card (305.1b), so those stay banished (705.2e)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    under = list(g.beneath(src))
    g.dismiss(src, effect_rule(f))
    with g.entering_together():  # (one instruction: each hears of the others entering, 704.1b)
        for iid in under:
            c = g.s["cards"].get(iid)
            if c is None or c["zone"] != "banished" or not _enters_at_home(g.spec(iid)):
                continue
            put_in_play(g, iid, f"home:{c['owner']}", f["ctrl"], for_player=c["owner"])
    return True


def _enters_at_home(spec: Spec) -> bool:
    """Can a card of this kind enter play at a home (302.1, 305.1a)?"""
    return spec.type == "friend" or (spec.type == "resource" and (spec.attach or "home") == "home")


@runner("deck_top_beneath_self")
def _r_deck_top_beneath(g, f, ability):
    deck = g.s["players"][f["ctrl"]]["deck"]
    if deck and in_play(g, f["src"]):
        g.put_beneath(deck[-1], f["src"], "410.5")
    return True


@runner("pass_beneath_to_pumped")
def _r_pass_beneath(g, f, ability):
    """Mercury: a card goes from beneath this card to beneath a Friend with Pumped; it stays
    in the banished zone, so it keeps its instance id."""
    data = f["data"]
    src = f["src"]
    if "card" not in data:
        under = list(g.beneath(src)) if in_play(g, src) else []
        ans = choose(g, f, f["ctrl"], "target", "Choose a card beneath this card", _pairs(g, under))
        if ans is None:
            return False
        if not ans:
            return True
        data["card"] = card_of_option(ans[0])
    card = data["card"]
    cands = [i for i in _pumped_friends(g, None) if i != src]
    ans = choose(g, f, f["ctrl"], "target", "Put it beneath which Friend with Pumped?", _pairs(g, cands))
    if ans is None:
        return False
    if ans and card in g.beneath(src):
        holder = card_of_option(ans[0])
        g._unlink_beneath(card)
        g.card(holder).setdefault("beneath", []).append(card)
        g.note(effect_rule(f), f"{g.name(card)} is put beneath {g.name(holder)}{g.by_text()}")
    return True


# ----- reactions whose cost spends a card from beneath the card (512.4) -----------------------


@runner("react_beneath")
def _r_react_beneath(g, f, ability):
    """Answer one reaction condition (the player picks which when several are met), mark it
    used by this ability (512.4c), then follow the instructions after "to"."""
    data = f["data"]
    if "event" not in data:
        events = beneath_reaction_events(g, f["ctrl"], f["src"], ability) if f["src"] in g.s["cards"] else []
        if not events:
            return True
        ans = choose(g, f, f["ctrl"], "target", "React to which?",
                     [(f"event:{ev[STAMP]}", g.name(ev["card"]) if ev.get("card") in g.s["cards"]
                      else event_words(ev["event"], occurrence_card_name(g, ev), ev))
                      for ev in events])
        if ans is None:
            return False
        n = int(ans[0].split(":")[1])
        ev = next(e for e in events if e[STAMP] == n)
        ev.setdefault("used", []).append(f"ability:{f['src']}")
        data["event"] = n
        data["that"] = ev.get("card", 0)
    return RUNNERS[ability.params["effect"]](g, f, ability)


def _that_friend(g, f) -> int | None:
    that = f["data"].get("that")
    c = g.s["cards"].get(that)
    return that if c is not None and c["zone"] == "play" else None


@runner("frighten_that_friend")
def _r_frighten_that(g, f, ability):
    that = _that_friend(g, f)
    if that is not None:
        g.frighten(that, effect_rule(f))
    return True


@runner("move_that_friend_home")
def _r_move_that_home(g, f, ability):
    that = _that_friend(g, f)
    if that is not None:
        g.move(that, f"home:{g.card(that)['ctrl']}", f["ctrl"], "506.4")
    return True


@runner("move_self_anywhere")
def _r_move_self(g, f, ability):
    src = f["src"]
    if not in_play(g, src):
        return True
    here = g.card(src)["area"]
    dests = [a for a in [f"home:{g.card(src)['ctrl']}", *g.problems()] if a != here]
    ans = choose(g, f, f["ctrl"], "area", f"Move {g.name(src)} where?", [(a, a) for a in dests])
    if ans is None:
        return False
    if ans:
        g.move(src, ans[0], f["ctrl"], "506.4")
    return True


@runner("opp_friend_to_hand")
def _r_opp_friend_to_hand(g, f, ability):
    ans = choose(g, f, f["ctrl"], "target", "Put an opponent's Friend into its owner's hand",
                 _pairs(g, opposing_friends(g, f["ctrl"])))
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), effect_rule(f))
    return True


@runner("beneath_to_deck_top_gain")
def _r_beneath_to_deck(g, f, ability):
    """Canterlot Archives: a banished card from beneath it goes on top of its owner's deck
    (it leaves the banished zone, so it is beneath nothing any more), then gain 1."""
    under = list(g.beneath(f["src"])) if in_play(g, f["src"]) else []
    ans = choose(g, f, f["ctrl"], "target", "Put which card from beneath this card on top of your deck?",
                 _pairs(g, under))
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        name = g.name(iid)
        g.put_on_deck_top(f["ctrl"], [g.relocate(iid, "deck")])
        g.note(effect_rule(f), f"{name} is put on top of its owner's deck{g.by_text()}")
    g.gain_tokens(f["ctrl"], 1, effect_rule(f))
    return True


@runner("move_self_if_power")
def _r_move_self_if_power(g, f, ability):
    """Bulk Biceps: "you may move it" (a "may" decided on resolution, 712.3)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    here = g.card(src)["area"]
    dests = [a for a in [f"home:{g.card(src)['ctrl']}", *g.problems()] if a != here]
    ans = choose(g, f, f["ctrl"], "area", f"Move {g.name(src)}?", [("none", "Don't"), *[(a, a) for a in dests]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.move(src, ans[0], f["ctrl"], "506.4")
    return True


# ----- triggered abilities with a cost paid as they resolve (707.2a) -------------------------


@runner("pay_then")
def _r_pay_then(g, f, ability):
    """"You may (exhaust this card and) pay [N] to ...": the cost is paid only if it can be
    paid in full (508.1d); the player decides on resolution (712.3). Not asked when it can't
    be paid, and the log says so (`abilities.UNPAID`: "“Put another card from your discard
    pile into your hand” is not done: its cost is 1 action token; P0 has 0"), not that the
    text found nothing to act on (705.2e)."""
    p = ability.params
    data = f["data"]
    src = f["src"]
    if "paid" not in data:
        costs = ([["exhaust_self"]] if p["exhaust_self"] else []) + [["pay", p["pay"]]]
        cost = unpaid_cost(g, f["ctrl"], src, costs)
        if cost is not None:
            data[UNPAID] = [_PAY_THEN_VERBS[p["effect"]], unpaid_reason(g, f["ctrl"], src, cost, ability.text)[1]]
            return True
        if not _pay_then_has_target(g, f, p["effect"]):
            return True
        head = f"Exhaust {g.name(src)} and pay" if p["exhaust_self"] else "Pay"
        ans = choose_yes_no(g, f, f["ctrl"], f"{head} {p['pay']} to {_PAY_THEN_WORDS[p['effect']]}? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        if p["exhaust_self"]:
            g.exhaust(src, "707.2a")
        g.pay_tokens(f["ctrl"], p["pay"], "707.2a")
        data["paid"] = True
    return RUNNERS[p["effect"]](g, f, ability)


_PAY_THEN_WORDS = {"send_opp_character_home_here": "move an opposing character at its Problem home",
                   "banish_friend_there": "banish a Friend at that Problem",
                   "other_discard_to_hand": "put another card from your discard pile into your hand"}
"""What paying is for, as the card says it: the question names it (712.3)."""
_PAY_THEN_VERBS = {"send_opp_character_home_here": "move", "banish_friend_there": "banish",
                   "other_discard_to_hand": "put"}
"""The verb of what paying is for, as printed: the log quotes that instruction when the cost
can't be paid (`abilities.say_nothing_happened`)."""


def _pay_then_has_target(g, f: dict, effect: str) -> bool:
    """Has what the cost pays for a card to act on (705.2e)? A card a text keeps from it does
    not count, and the log says so (Maud Pie, Like a Rock can't be moved by opponents; a
    discard pile Somnambula's Blindfold closes, 104.2): the player is not asked to pay for
    nothing."""
    refused = closed_zone(g, effect)
    if refused is not None:
        note_closed_zone(g, refused, f"{g.lib.spec(f['card']).name}'s text")
        return False
    fitting, step = _PAY_THEN_TARGETS[effect](g, f, True)
    return any_doable(g, step, fitting, f["ctrl"])


def _opp_characters_here(g, f: dict, kept_too: bool = False) -> tuple[list[int], dict]:
    """The opposing characters (frightened ones too) at this card's Problem the player may move home (or,
    `kept_too`, all of them), and the step that moves them (`steps.kept_from`)."""
    area = g.card(f["src"])["area"] if in_play(g, f["src"]) else None
    cands = g.characters_at(area, 1 - f["ctrl"]) if area else []
    return [i for i in cands if kept_too or kept_from(g, _MOVE, i, f["ctrl"]) is None], _MOVE


def _friends_there(g, f: dict, kept_too: bool = False) -> tuple[list[int], dict]:
    """The Friends (frightened ones too) at the Problem of the faceoff won the player may banish (or,
    `kept_too`, all of them), and the step that banishes them."""
    areas = f["data"].get("areas", [])
    cands = [i for a in areas if a in g.s["areas"] for i in g.characters_at(a) if g.is_type(i, "friend")]
    return [i for i in cands if kept_too or kept_from(g, _BANISH, i, f["ctrl"]) is None], _BANISH


def _other_discarded(g, f: dict, kept_too: bool = False) -> tuple[list[int], dict]:
    """The cards in the player's discard pile other than this card (Trenderhoof, Travel
    Writer, there once it has left play: `data["new"]`), and the step that puts one into
    their hand (no text keeps a card in a discard pile from it)."""
    itself = f["data"].get("new")
    return [i for i in g.s["players"][f["ctrl"]]["discard"] if i != itself], _TO_HAND


_MOVE = {"do": "move"}
_BANISH = {"do": "banish"}
_TO_HAND = {"do": "to_hand"}
_PAY_THEN_TARGETS = {"send_opp_character_home_here": _opp_characters_here, "banish_friend_there": _friends_there,
                     "other_discard_to_hand": _other_discarded}


@runner("send_opp_character_home_here")
def _r_opp_home_here(g, f, ability):
    cands, _ = _opp_characters_here(g, f)
    ans = choose(g, f, f["ctrl"], "target", "Move an opposing character here home", _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        g.move(target, f"home:{g.card(target)['ctrl']}", f["ctrl"], "506.4")
    return True


@runner("banish_friend_there")
def _r_banish_friend_there(g, f, ability):
    cands, _ = _friends_there(g, f)
    ans = choose(g, f, f["ctrl"], "target", "Banish a Friend at that Problem", _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        g.banish(card_of_option(ans[0]), "410.5")
    return True


@runner("pay_or_dismiss_banish_beneath")
def _r_sunset_uncovered(g, f, ability):
    """Sunset Shimmer: pay to have an opposing Friend or Resource banished beneath it, or it
    is dismissed. Reading: "they banish" names someone other than "you", so the opponent
    chooses which of their Friends or Resources goes beneath it."""
    src = f["src"]
    if not in_play(g, src):
        return True
    player = f["ctrl"]
    amount = ability.params["amount"]
    data = f["data"]
    if "paid" not in data:
        if g.s["players"][player]["tokens"] >= amount:
            # (the question says what paying is for, as the card does, not only what not paying costs)
            ans = choose_yes_no(g, f, player, f"Pay {amount} to have P{1 - player} banish one of their Friends or "
                         "Resources beneath this card? If you don't, this card is dismissed")
            if ans is None:
                return False
        else:
            # (not asked: it can't be paid, 705.2e; the log says why the card is dismissed)
            has = count_or_none(g.s["players"][player]["tokens"], "action token")
            g.note(TRIGGERED_EFFECT_RULE, f"P{player} can't pay {amount} (P{player} has {has}): {g.name(src)} is "
                                          f"dismissed{g.by_text()}")
            ans = ["no"]
        if ans[0] != "yes":
            g.dismiss(src, TRIGGERED_EFFECT_RULE)
            return True
        g.pay_tokens(player, amount, TRIGGERED_EFFECT_RULE)
        data["paid"] = True
    cands = [i for i in g.s["play"] if g.card(i)["ctrl"] != player
             and (g.is_type(i, "friend") or g.is_type(i, "resource"))]  # (a frightened Friend too, 505.1)
    if not cands:
        g.note(TRIGGERED_EFFECT_RULE, f"Nothing more happens: P{1 - player} has no Friend or Resource in play to "
                                      f"banish beneath {g.name(src)}{g.by_text()}")
        return True
    ans = choose(g, f, 1 - player, "target", "Banish one of your Friends or Resources beneath this card",
                 _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        g.put_beneath(card_of_option(ans[0]), src, "410.5")
    return True


@runner("beneath_to_hands")
def _r_beneath_to_hands(g, f, ability):
    """The cards that were beneath the card as it left play go to their owners' hands
    (712.2), if they are still banished."""
    for iid in f["data"].get("beneath", ()):
        c = g.s["cards"].get(iid)
        if c is not None and c["zone"] == "banished":
            g.to_hand(iid, TRIGGERED_EFFECT_RULE)
    return True


@answers(STEP_REFUSALS, "beneath_to_hands")
def _why_none_to_hands(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why no card beneath Sunset Shimmer went to a hand as it left play, for the text's
    "Nothing happens" line: no card was beneath it. None when one was (it may have left the
    banished cards since, 400.7, which the line does not guess at)."""
    return None if f["data"].get("beneath") else ("705.2", "no card was beneath this card")


@runner("other_discard_to_hand")
def _r_other_discard_to_hand(g, f, ability):
    player = f["ctrl"]
    cands, _ = _other_discarded(g, f)
    ans = choose(g, f, player, "target", "Put another card from your discard pile into your hand", _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), TRIGGERED_EFFECT_RULE)
    return True


@runner("send_home_bounce_cheaper")
def _r_backup_racer(g, f, ability):
    """Backup Racer: "you may send it home" (506.5) is the cost of putting an opponent's
    Friend there with cost up to this card's cost into its owner's hand (707.2a). Asked, as
    every "may" is, only with such a Friend there, and with what it is for."""
    src = f["src"]
    data = f["data"]
    if "area" not in data:
        if not in_play(g, src) or g.s["areas"][g.card(src)["area"]]["kind"] != "problem":
            return True
        cost = g.spec(src).cost or 0
        fitting = _cheaper_opp_friends_at(g, f["ctrl"], g.card(src)["area"], cost, kept_too=True)
        if not any_doable(g, _BOUNCE, fitting, f["ctrl"]):
            return True
        ans = choose_yes_no(g, f, f["ctrl"], "Send this card home to put an opponent's Friend there with "
                     f"cost {cost} or less into its owner's hand?")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["area"] = g.card(src)["area"]
        data["cost"] = cost
        g.move(src, f"home:{g.card(src)['ctrl']}", f["ctrl"], "707.2a", send=True)
    cands = _cheaper_opp_friends_at(g, f["ctrl"], data["area"], data["cost"])
    ans = choose(g, f, f["ctrl"], "target", "Put an opponent's Friend there into its owner's hand", _pairs(g, cands))
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), TRIGGERED_EFFECT_RULE)
    return True


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "self_power_per_beneath")
def _self_power_per_beneath(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target and (not ability.params["faceoff"] or (s["faceoff"] is not None and is_involved(g, src)))


scope(SELF_ONLY_STATICS, "self_power_per_beneath")



@answers(APPLIES, "others_power_per_beneath")
def _others_power_per_beneath(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    # "this card's Problem": only while the card is at a Problem
    return (target != src and tc["ctrl"] == sc["ctrl"] and tc["area"] == sc["area"]
            and is_problem_area(g, sc["area"]) and g.is_type(target, "friend"))


scope(SAME_AREA_STATICS, "others_power_per_beneath")
scope(OTHERS_OF_OWN_SIDE_STATICS, "others_power_per_beneath")



@answers(AMOUNTS, "self_power_per_beneath", "others_power_per_beneath")
def _amount_per_beneath(g, src: int, target: int, ability: Ability) -> int:
    """+N for each card beneath this card."""
    return ability.params.get("amount", 0) * len(g.beneath(src))


_PHASE_EVENTS = {"turn_start": "ready", "tm_phase_start": "troublemaker", "main_start": "main",
                 "score_start": "score", "turn_end": "end"}


def beneath_reaction_events(g, player: int, iid: int, ability: Ability) -> list[dict]:
    """Reaction conditions (512.4d) met since the last window closed that this reaction of
    card `iid` may answer, each once (512.4c)."""
    s = g.s
    c = s["cards"][iid]
    p = ability.params
    tag = f"ability:{iid}"
    out = []
    for ev in s["reactions"]:
        if ev["event"] not in p["react_events"] or tag in ev.get("used", ()):
            continue
        if p["condition"] == "friend_arrives":
            friend = ev.get("card")
            arrived = ev.get("area") if ev["event"] == "played" else ev.get("dest")
            by = ev.get("player") if ev["event"] == "played" else ev.get("mover")
            fc = s["cards"].get(friend)
            if (by != 1 - player or not is_problem_area(g, c["area"]) or arrived != c["area"] or fc is None
                    or fc["zone"] != "play" or fc["area"] != c["area"] or not g.is_type(friend, "friend")):
                continue
        elif p["condition"] == "phase_start" and p["phase"] and _PHASE_EVENTS.get(ev["event"]) != p["phase"]:
            continue
        out.append(ev)
    return out


def _pumped_friends(g, player: int | None) -> list[int]:
    """Friends with Pumped in play (one player's, or everyone's for None), in play order."""
    return [i for p in (0, 1) if player in (None, p) for i in g.characters(p)
            if g.is_type(i, "friend") and "Pumped" in power.keywords(g, i)]


def _opp_friends_at(g, player: int, area: str) -> list[int]:
    """The opponent's Friends at `area`, frightened ones too (505.1, 505.2)."""
    return [i for i in g.characters_at(area, 1 - player) if g.is_type(i, "friend")]


_BOUNCE = {"do": "bounce"}
"""Backup Racer's "put ... into its owner's hand", as the protection checks name it (`steps.kept_from`)."""


def _cheaper_opp_friends_at(g, player: int, area: str, cost: int, kept_too: bool = False) -> list[int]:
    """The opponent's Friends at `area` with cost `cost` or less (Backup Racer's) that `player`
    can put into their owner's hand (705.2e: not one a text keeps in play, as Maud Pie, Like a
    Rock's own does against opponents), or, `kept_too`, all that fit the words."""
    return [i for i in _opp_friends_at(g, player, area) if (g.spec(i).cost or 0) <= cost
            and (kept_too or kept_from(g, _BOUNCE, i, player) is None)]


def _troublemaker_problems(g, iid: int) -> list[str]:
    """Problems with a face-up Troublemaker a character could be moved to: a face-down one
    can't be referenced by a text that does not say "face-down" (505.2)."""
    here = g.card(iid)["area"]
    return [a for a in g.problems() if a != here and any(nameable_troublemaker(g, i) for i in g.at(a))]


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


answers(ACTIVATION_CHECKS, "exhaust_all_here")(can_always)
answers(ACTIVATION_CHECKS, "gain_per_spent")(can_always)
answers(ACTIVATION_CHECKS, "dismiss_self_release_beneath")(can_always)


@answers(ACTIVATION_CHECKS, "dismiss_opp_friend_here")
def _can_dismiss_opp_friend_here(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    c = g.s["cards"][iid]
    return (unless(is_problem_area(g, c["area"]), "dismiss", lacks=f"{g.name(iid)} is not at a Problem")
            and unless(bool(_opp_friends_at(g, player, c["area"])), "dismiss"))


@answers(ACTIVATION_CHECKS, "pump_other_character")
def _can_pump_other(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(i != iid and g.face_up(i) for p in (0, 1) for i in g.characters(p)), "give")


@answers(ACTIVATION_CHECKS, "uncover_any")
def _can_uncover_any(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(uncoverable_troublemakers(g)), "uncover", lacks="no face-down Troublemaker in play can be uncovered")


@answers(ACTIVATION_CHECKS, "move_own_to_troublemaker")
def _can_move_own_to_troublemaker(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(_troublemaker_problems(g, i) for i in g.characters(player)), "move")


@answers(ACTIVATION_CHECKS, "hand_beneath_pumped")
def _can_hand_beneath_pumped(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return (unless(bool(g.s["players"][player]["hand"]), "reveal", lacks=has_none(player, "card", " in hand"))
            and unless(bool(_pumped_friends(g, player)), "reveal", lacks=f"P{player} has no Friend with Pumped"))


@answers(ACTIVATION_CHECKS, "discard_beneath_pumped")
def _can_discard_beneath_pumped(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(g.beneath(i) for i in _pumped_friends(g, None)), "put",
                  lacks="no Friend with Pumped has a card beneath it")


@answers(ACTIVATION_CHECKS, "spend_pumped_pump")
def _can_spend_pumped_pump(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(g.beneath(i) for i in _pumped_friends(g, player)), "spend",
                  lacks=f"none of P{player}'s Friends with Pumped has a card beneath it")


@answers(ACTIVATION_CHECKS, "hand_event_beneath_self")
def _can_hand_event_beneath_self(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(g.is_type(i, "event") for i in g.s["players"][player]["hand"]),
                  "banish", lacks=has_none(player, "Event", " in hand"))


@answers(ACTIVATION_CHECKS, "opp_friend_beneath_self")
def _can_opp_friend_beneath_self(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(opposing_friends(g, player)), "banish")


@answers(ACTIVATION_CHECKS, "pass_beneath_to_pumped")
def _can_pass_beneath_to_pumped(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return (unless(bool(g.beneath(iid)), "put", lacks=f"no card is beneath {g.name(iid)}")
            and unless(any(i != iid for i in _pumped_friends(g, None)), "put", lacks="no other Friend has Pumped"))


@answers(ACTIVATION_CHECKS, "react_beneath")
def _can_react_beneath(g, player: int, iid: int, ability: Ability) -> bool:
    return bool(beneath_reaction_events(g, player, iid, ability))


@answers(REACTION_MATCHERS, "react_beneath")
def _beneath_reactions(g, player: int, iid: int, ability: Ability, tag: str,
                       followed: bool = True) -> list[tuple[int, dict]]:
    """The occurrences these reactions may answer (`beneath_reaction_events`): their text can be
    followed for any of them (the card spent from beneath is their cost, asked by the activation
    checks), so `followed` changes nothing."""
    return [(ev[STAMP], {}) for ev in beneath_reaction_events(g, player, iid, ability)]


@answers(PLAY_CHECKS, "self_beneath_pumped")
def _can_self_beneath_pumped(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_pumped_friends(g, player)), "banish", lacks=f"P{player} has no Friend with Pumped")


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "spend_beneath_then", "pay_then")
def _won_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {"areas": data["areas"]} if won_by_this_card(g, iid, ability, data) else None


@triggered_by("uncovered", "pay_or_dismiss_banish_beneath")
def _this_card_uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None


@triggered_by("score_start", "move_self_if_power")
def _score_phase_with_power(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the start of your Score Phase, if this card has N or more power"."""
    return {} if (power.power(g, iid) or 0) >= ability.params["power"] else None


@triggered_by("turn_start", "ready_self_if_beneath")
def _turn_start_with_cards_beneath(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the start of each turn, if this card has N or more cards beneath it"."""
    return {} if len(g.beneath(iid)) >= ability.params["min_beneath"] else None


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "other_discard_to_hand")
