"""Drawing, discarding, and looking at or ordering decks; what drawing and discarding trigger.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.plural import count_or_none, how_many
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    keyword_holders,
    lacked,
    look_and_arrange,
    note_nothing_happened,
    revealed_words,
)
from engine.mlp.effects.at_random import discard_at_random, discard_random_cards
from engine.mlp.effects.faceoffs import won_by_this_card
from engine.mlp.effects.instruction_words import printed_verbs, text_done
from engine.mlp.effects.plain_words import looks_at_hand, yours
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    CHOSEN_FIRST,
    KEYWORD_TRIGGERS,
    LOOKS_IN_DECKS,
    PART_TRIGGER_MATCHERS,
    STEP_REFUSALS,
    TAKES_FROM_DISCARD_PILES,
    VALUE_RULES,
    Unmet,
    acts_on,
    answers,
    runner,
    scope,
    step,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import (
    EACH_PLAYER,
    acting_player,
    count_here,
    discard_chosen,
    named_player,
)
from engine.mlp.state.game import DISCARD_PILES_CLOSED, TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty, has_none
from engine.mlp.text.parts import NUMBER, for_each_count, number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, head_reader, template
from engine.mlp.values import power


def shuffle_discard_into_deck(g, player: int, rule: str) -> None:
    """The player puts every card of their discard pile into their deck and shuffles it. While
    a card in play says cards can't leave discard piles (FF113), the pile stays and only the
    deck is shuffled, and the log says so rather than that the pile went in."""
    pile = list(g.s["players"][player]["discard"])
    closed = g.closed_by(DISCARD_PILES_CLOSED) if pile else None
    if closed is None:
        for iid in pile:
            g.relocate(iid, "deck")
    if closed is None:
        g.shuffle_deck(player, rule, f"their discard pile ({count_or_none(len(pile), 'card')}) into their deck")
    else:
        g.shuffle_deck(player, rule, f"their deck; their discard pile stays ({g.name(closed)}: cards "
                                     "can't leave discard piles)")


@template(r"when this card enters play, (you may )?draw a card\.")
def _t_enter_draw(m, t):
    return _a("trigger", "draw", t, "enter_play", who="you", n=1, optional=bool(m.group(1)))


@template(r"main phase: exhaust this card to draw a card\.")
def _t_exhaust_draw(m, t):
    return _a("activated", "draw", t, timing="main", exhaust_self=True, n=1)


@effect(r"if you have fewer cards in your hand than your maximum hand size, draw cards until you reach your "
        r"maximum hand size")
def _e_draw_up_to_hand_size(m):
    return {"do": "draw_to_hand_size"}


@step("draw_to_hand_size")
def _d_draw_up_to_hand_size(g, f, step_, e, rule):
    """EO0: the maximum hand size as the Cleanup Step reads it (616.2: the player's, raised
    by continuous text); nothing when the hand already holds that many."""
    player = acting_player(f)
    me = g.s["players"][player]
    missing = me["hand_size"] + power.static_sum(g, "hand_size", player) - len(me["hand"])
    if missing > 0:
        g.draw(player, missing, rule)
    return True


# a card chosen from a looked-at hand: "look at a player's hand and choose a card, then that
# player banishes that card" (AD), "... and choose a card. That player discards that card, then
# draws a card." (EO212, a whole paragraph after its trigger)
@effect(r"look at a player's hand and choose a card, then that player banishes that card")
def _e_banish_from_a_hand(m):
    return {"do": "look_at_a_hand", "fate": "banish"}


@template(r"when this card enters play, look at a player's hand and choose a card\. that player discards that "
          r"card, then draws a card\.")
def _t_enter_discard_from_a_hand_and_redraw(m, t):
    return _a("trigger", "effect", t, "enter_play", when="self",
              steps=[{"do": "look_at_a_hand", "fate": "discard", "redraw": True, "may": False, "costs": []}])


# ----- what it does ---------------------------------------------------------------------------


def that_player_may_draw(g, f, ability) -> bool:
    """The runner of a trigger whose player, not always the card's controller, "may draw a
    card" (the one who confronts, who moves a character there): `f["data"]["player"]`."""
    player = f["data"]["player"]
    ans = choose_yes_no(g, f, player, "Draw a card?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.draw(player, 1, effect_rule(f))
    return True


@runner("draw")
def _r_draw(g, f, ability):
    if ability.params.get("optional"):
        ans = choose_yes_no(g, f, f["ctrl"], "Draw a card?")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
    g.draw(f["ctrl"], ability.params["n"], effect_rule(f))  # (712 for a triggered effect's draw)
    return True


@runner("opp_discard_random")
def _r_opp_discard_random(g, f, ability):
    """Drill Bit, Destruction Worker's "your opponent discards a random card"; an opponent with
    no card in hand discards none, which its line says (not that the text found nothing)."""
    opponent = 1 - f["ctrl"]
    if not g.s["players"][opponent]["hand"]:
        note_nothing_happened(g, f, f"“{text_done(ability.text)}” is not done: P{opponent} has no cards in hand")
        return True
    return discard_at_random(g, f, opponent, TRIGGERED_EFFECT_RULE)


# ----- the same wordings inside text read in parts: the step each reads as, and what it does -----


@effect(r"draw " + NUMBER + r" cards?")
def _e_draw(m):
    return {"do": "draw", "n": number(m.group(1))}


@effect(r"draw " + NUMBER + r" cards? from the bottom of your deck")
def _e_draw_bottom(m):
    return {"do": "draw_bottom", "n": number(m.group(1))}


@effect(r"draw " + NUMBER + r" cards? and discard " + NUMBER + r" cards?")
def _e_loot(m):
    return {"do": "draw_discard", "n": number(m.group(1)), "discard": number(m.group(2))}


@effect(r"draw " + NUMBER + r" cards?,? then discard " + NUMBER + r"(?: cards?)?")
def _e_loot_then(m):
    return {"do": "draw_discard", "n": number(m.group(1)), "discard": number(m.group(2))}


@effect(r"draw " + NUMBER + r" cards?, then put a card from your hand on top of your deck")
def _e_brainstorm(m):
    return {"do": "draw_put_back", "n": number(m.group(1))}


@effect(r"put (a card|two cards|three cards|\d+ cards) from your hand on (?:the )?top of your deck")
def _e_hand_to_top(m):
    count = m.group(1).split()[0]
    return {"do": "hand_to_deck_top", "n": 1 if count == "a" else number(count)}


@effect(r"discard (?:your hand|all the cards in your hand|all cards in your hand)")
def _e_discard_hand(m):
    return {"do": "discard_hand"}


@effect(r"shuffle your hands? into your decks?")
def _e_hand_into_deck(m):
    """("All players shuffle their hands into their decks and draw 6 cards": every player
    shuffles, then every player draws, `parts._carried_out_by`.)"""
    return {"do": "hand_into_deck"}


@effect(r"discard (a|one|two|\d+) random cards?")
def _e_self_discard_random(m):
    return {"do": "self_discard_random", "n": number(m.group(1))}


@effect(r"search your discard pile for a card and put it on (?:the )?top of your deck")
def _e_discard_to_top(m):
    return {"do": "discard_to_deck_top"}


@effect(r"put an? (friend|resource|event|troublemaker) from your discard pile on (?:the )?top of your deck")
def _e_kind_discard_to_top(m):
    """EO126: a card of that type, chosen (not searched for: the discard pile is public)."""
    return {"do": "discard_to_deck_top", "kind": m.group(1)}


@effect(r"draw cards until you have (\d+) or more cards in your hand")
def _e_draw_up_to(m):
    """DE28: as many cards as the hand lacks, drawn one at a time (none when it has enough)."""
    return {"do": "draw_up_to", "n": int(m.group(1))}


@effect(r"(?:draw an additional card)")
def _e_extra_draw(m):
    return {"do": "draw", "n": 1}


@effect(r"discard (a|one|two|\d+) cards?")
def _e_self_discard(m):
    return {"do": "self_discard", "n": number(m.group(1))}


@effect(r"put the top (?:card|" + NUMBER + r" cards) of your deck into (?:your|the) discard pile")
def _e_mill(m):
    return {"do": "mill", "n": number(m.group(1)) if m.group(1) else 1}


@effect(r"(?:a player puts the top " + NUMBER + r" cards of their deck into their discard pile"
        r"|put the top " + NUMBER + r" cards of a player's deck into that player's discard pile)")
def _e_mill_a_player(m):
    """"A player puts the top 2 cards of their deck into their discard pile": the player
    carrying out the text chooses which player (either one)."""
    return {"do": "mill", "n": number(m.group(1) or m.group(2)), "choose": True}


@effect(r"force your opponent to choose and discard a card")
def _e_force_discard(m):
    return {"do": "opp_discard", "n": 1, "random": False}


@effect(r"(an|each|your) opponents? discards? " + NUMBER + r"( random)? cards?")
def _e_opp_discard(m):
    return {"do": "opp_discard", "n": number(m.group(2)), "random": bool(m.group(3))}


@effect(r"opponents discard " + NUMBER + r"( random)? cards?")
def _e_opps_discard(m):
    """ "Opponents discard a card": each opponent (there is one)."""
    return {"do": "opp_discard", "n": number(m.group(1)), "random": bool(m.group(2))}


@effect(r"(draw|discard) a card for each (.+)")
def _e_card_per(m):
    if m.group(2) == "action token you have":
        return {"do": m.group(1) + "_per", "count": "own_tokens"}
    counted = for_each_count(m.group(2))
    if counted is None or counted["count"] != "cards":
        return None
    return {"do": m.group(1) + "_per", "target": counted["target"]}


@step("draw")
def _d_draw(g, f, step, e, rule):
    g.draw(acting_player(f), step["n"], rule)
    return True


@step("draw_bottom")
def _d_draw_bottom(g, f, step, e, rule):
    """Drawing from the bottom of the deck is still drawing (410.4): each card is a
    separate draw that counts for "when you draw a card"; an empty deck stops it."""
    player = acting_player(f)
    drawn = 0
    while drawn < step["n"] and draw_from_bottom(g, player):
        drawn += 1
    if drawn:
        g.note(rule, f"P{player} draws {how_many(drawn, 'card')} from the bottom of their deck" + g.caused_by(rule))
    if drawn < step["n"]:  # (said after the draws made, as `MlpGame.draw` does)
        g.note(*g.empty_deck_line(player, rule))
    return True


def draw_from_bottom(g, player: int) -> bool:
    """Draw the bottom card of the player's deck (a draw like any other, 410.4b: counted, and
    heard by "when you draw a card"); False when the deck is empty."""
    deck = g.s["players"][player]["deck"]
    if not deck:
        return False
    card = g.relocate(deck[0], "hand")  # the bottom of an ordered zone is the start of its list
    g.s["players"][player]["drawn"] += 1
    g.emit_event("drew", {"player": player, "card": card})
    return True


def draws_then_waits(g, player: int, n: int, rule: str) -> bool:
    """Draw for a step that does more after drawing: True when a draw waits on a decision about
    replacing it (710, a frame pushed above the step's own), so that the step lets that frame
    run before it goes on (returning False with nothing asked: it is called again at once)."""
    depth = len(g.s["stack"])
    g.draw(player, n, rule)
    return len(g.s["stack"]) > depth


@step("draw_discard")
def _d_draw_discard(g, f, step, e, rule):
    player = acting_player(f)
    if not e.get("drawn"):
        e["drawn"] = True
        if draws_then_waits(g, player, step["n"], rule):
            return False
    return discard_chosen(g, f, player, step.get("discard", 1), rule)


@step("draw_put_back")
def _d_draw_put_back(g, f, step, e, rule):
    """Draw, then a card from hand goes on top of the deck (410.6: it is a new card there)."""
    player = acting_player(f)
    if not e.get("drawn"):
        e["drawn"] = True
        if draws_then_waits(g, player, step["n"], rule):
            return False
    hand = g.s["players"][player]["hand"]
    ans = choose(g, f, player, "target", "Put which card from your hand on top of your deck?",
                 [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        g.put_on_deck_top(player, [g.relocate(card_of_option(ans[0]), "deck")])
        g.note(rule, f"P{player} puts a card from their hand on top of their deck{g.caused_by(rule)}")
    return True


@step("hand_to_deck_top")
def _d_hand_to_deck_top(g, f, step, e, rule):
    """Cards from the hand go on top of the deck one at a time, so the last one chosen is
    the top card (410.6: each is a new card there); with fewer cards in hand, as many as
    there are (707.2: the parts that can be done are done). The cards put there are told
    once all are there (`MlpGame.put_on_deck_top`: "When you put a card on top of your deck"
    triggers for each, "one or more cards" once), and the last one put is the card acted on
    ("if you do")."""
    player = acting_player(f)
    put = e.setdefault("put", [])
    hand = g.s["players"][player]["hand"]
    n = step.get("n", 1)
    while len(put) < n and hand:
        # (several are chosen one at a time: the question counts them, "(2 of 3)")
        count = f" ({len(put) + 1} of {min(n, len(put) + len(hand))})" if n > 1 else ""
        ans = choose(g, f, player, "target", f"Put which card from your hand on top of your deck{count}?",
                     [(f"card:{i}", g.name(i)) for i in hand], 1, 1)
        if ans is None:
            return False
        put.append(g.relocate(card_of_option(ans[0]), "deck"))
        g.note(rule, f"P{player} puts a card from their hand on top of their deck{g.caused_by(rule)}")
        e["t"] = put[-1]
    g.put_on_deck_top(player, put)
    return True


@step("discard_hand")
def _d_discard_hand(g, f, step, e, rule):
    player = acting_player(f)
    for iid in list(g.s["players"][player]["hand"]):
        g.discard(iid, rule)
    return True


@step("self_discard_random")
def _d_self_discard_random(g, f, step, e, rule):
    return discard_random_cards(g, f, acting_player(f), step["n"], e.setdefault("picked", []), rule)


@step("hand_into_deck")
def _d_hand_into_deck(g, f, step, e, rule):
    """Every card of the player's hand goes into their deck (each a new card, 410.6),
    then the deck is shuffled."""
    player = acting_player(f)
    hand = g.s["players"][player]["hand"]
    count = len(hand)
    for iid in list(hand):
        g.relocate(iid, "deck")
    g.shuffle_deck(player, rule, f"{how_many(count, 'card')} from their hand into their deck")
    return True


@step("draw_up_to")
def _d_draw_up_to(g, f, step, e, rule):
    player = acting_player(f)
    missing = step["n"] - len(g.s["players"][player]["hand"])
    if missing > 0:
        g.draw(player, missing, rule)
    return True


@step("discard_to_deck_top")
def _d_discard_to_deck_top(g, f, step, e, rule):
    player = acting_player(f)
    pile = discard_of_kind(g, player, step)
    if step.get("kind"):
        ans = choose(g, f, player, "target", f"Put which {step['kind'].title()} from your discard pile on top of "
                     "your deck?", [(f"card:{i}", g.name(i)) for i in pile])
    else:
        ans = choose(g, f, player, "search", "Search your discard pile for a card (518.1)",
                     [("none", "Fail to find"), *[(f"card:{i}", g.name(i)) for i in pile]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        name = g.name(card_of_option(ans[0]))
        g.put_on_deck_top(player, [g.relocate(card_of_option(ans[0]), "deck")])
        g.note("518.1", f"P{player} puts {name} from their discard pile on top of their deck{g.caused_by('518.1')}")
    return True


def discard_of_kind(g, player: int, step: dict) -> list[int]:
    """The cards in the player's discard pile the step may put on top of the deck."""
    pile = g.s["players"][player]["discard"]
    return [i for i in pile if g.spec(i).type == step["kind"]] if step.get("kind") else list(pile)


@step("self_discard")
def _d_self_discard(g, f, step, e, rule):
    """The player discards N cards of their choice; given to each player ("All players discard
    2 cards", Achoo!), each chose theirs first (`_discards_chosen`), and they are discarded now."""
    if "t" not in e:
        return discard_chosen(g, f, acting_player(f), step["n"], rule)
    return _discard_decided(g, e, rule)


@answers(STEP_REFUSALS, "self_discard")
def _why_nothing_discarded(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "each player discards a card" (Scrapbook Project) or "discard a card" discarded
    nothing: no player given it had a card in hand (only cards in hand are discarded, 410.3)."""
    named = named_player(g, f, step)
    players = range(len(g.s["players"])) if step.get("who") in EACH_PLAYER \
        else (acting_player(f) if named is None else named,)
    if any(g.s["players"][p]["hand"] for p in players):
        return None
    return "410.3", "no player has a card in hand" if len(players) > 1 else has_none(players[0], "card", " in hand")


def _discard_decided(g, e: dict, rule: str) -> bool:
    """The cards a player chose to discard before every player had chosen (801.1), discarded."""
    for iid in e["t"]:
        if iid in g.s["cards"] and g.card(iid)["zone"] == "hand":
            g.discard(iid, rule)
    return True


def _discards_chosen(g, f, step: dict, e: dict) -> list[int] | bool:
    """The cards of their hand a player chooses to discard, N or one per thing counted (all of
    them when fewer are there), False while asking."""
    if "t" not in e:
        if step["do"] == "discard_per" and "n" not in e:
            e["n"] = count_here(g, f, step)
        hand = g.s["players"][acting_player(f)]["hand"]
        n = min(e.get("n", step.get("n", 0)), len(hand))
        ans = choose(g, f, acting_player(f), "discard", f"Discard {how_many(n, 'card')}",
                     [(f"card:{i}", g.name(i)) for i in hand], n, n) if n else []
        if ans is None:
            return False
        e["t"] = [card_of_option(key) for key in ans]
    return e["t"]


# "all players discard 2 cards", "each player discards a card for each action token they have":
# every player chooses their cards before any is discarded (801.1, `steps.run`)
CHOSEN_FIRST["self_discard"] = CHOSEN_FIRST["discard_per"] = _discards_chosen


@step("mill")
def _d_mill(g, f, step, e, rule):
    player = acting_player(f)
    if step.get("choose"):
        if "player" not in e:
            ans = choose(g, f, player, "player", "Whose deck? (the top cards go to that player's discard pile)",
                         [(f"player:{p}", f"{yours(player, p)} deck") for p in (0, 1)])
            if ans is None:
                return False
            e["player"] = int(ans[0].split(":")[1])
        player = e["player"]
    if not g.s["players"][player]["deck"]:  # (Brown Parasprite's "they put the top card ...": none to put)
        lacked(f, printed_verbs(step["do"]), deck_empty(player))
    mill(g, player, step["n"], rule)
    return True


def mill(g, player: int, n: int, rule: str) -> None:
    """The top `n` cards of the player's deck (fewer if it has fewer) go to their discard pile,
    one at a time (each heard by "when a card enters a discard pile")."""
    for _ in range(n):
        deck = g.s["players"][player]["deck"]
        if not deck:
            return
        name, banisher = g.name(deck[-1]), g.banishing_text(deck[-1])
        new = g.relocate(deck[-1], "discard")
        if g.card(new)["zone"] != "discard":
            g.note("710.1", f"P{player} would put {name} from the top of their deck into their discard pile: "
                   f"it is banished instead{g.by_text(banisher or '')}")
            continue
        g.note(rule, f"P{player} puts {name} from the top of their deck into their discard pile{g.caused_by(rule)}")
        g.emit_event("put_in_discard", {"card": new, "owner": player})


@step("opp_discard")
def _d_opp_discard(g, f, step, e, rule):
    victim = 1 - acting_player(f)
    if step["random"]:
        return discard_random_cards(g, f, victim, step["n"], e.setdefault("picked", []), rule)
    return discard_chosen(g, f, victim, step["n"], rule)


@step("draw_per")
def _d_draw_per(g, f, step, e, rule):
    """Counted as the effect resolves (the cards involved in a faceoff while it runs)."""
    count = count_here(g, f, step)
    if count:
        g.draw(acting_player(f), count, rule)
    return True


@step("discard_per")
def _d_discard_per(g, f, step, e, rule):
    if "t" in e:  # (chosen before every player had chosen: `_discards_chosen`)
        return _discard_decided(g, e, rule)
    if "n" not in e:
        e["n"] = count_here(g, f, step)
    return discard_chosen(g, f, acting_player(f), e["n"], rule) if e["n"] else True


# ----- what drawing and discarding trigger (704) -------------------------------------------------


@head_reader
def _opponent_draws_a_type(text: str) -> tuple[str, str, dict] | None:
    """ "When an opponent draws a Friend / an Event" (EO145): each card drawn is its own
    occurrence (410.4b), of the type printed on it."""
    m = re.fullmatch(r"when an opponent draws an? (friend|event|resource|troublemaker)", text)
    return ("drew", "opp_type", {"card_type": m.group(1)}) if m else None


@template(r"opponents play with their hands revealed\.")
def _t_hands_revealed(m, t):
    """EO145: what an opponent's hand holds is public (each card they draw is named in the
    log, `_revealed_draw`; the table shows every hand to the judge)."""
    return _a("static", "opponents_hands_revealed", t, "hands_revealed")


@answers(VALUE_RULES, "opponents_hands_revealed")
def _opponents_hands_revealed(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return int(subject != g.s["cards"][src]["ctrl"])


@answers(KEYWORD_TRIGGERS, "drew")
def _revealed_draw(g, event: str, data: dict) -> None:
    """A card drawn into a revealed hand is named in the log (public information)."""
    if g.static_abilities("hands_revealed") and power.static_sum(g, "hands_revealed", data["player"]):
        g.note(TRIGGERED_EFFECT_RULE, f"P{data['player']} draws {g.name(data['card'])} (their hand is revealed)")


@answers(PART_TRIGGER_MATCHERS, "drew")
def drew(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player drew a card."""
    when = ability.params["when"]
    if when == "any":
        return {"player": data["player"]}
    ctrl = g.s["cards"][iid]["ctrl"]
    if when == "opp_main":
        return {"player": data["player"]} if data["player"] != ctrl and g.s["phase"] == "main" else None
    if when == "opp_type":  # "when an opponent draws a Friend" (the card drawn, 410.4b)
        card = data.get("card")
        ok = data["player"] != ctrl and card in g.s["cards"] and g.spec(card).type == ability.params["card_type"]
        return {"player": data["player"]} if ok else None
    return {} if data["player"] == ctrl else None


@answers(PART_TRIGGER_MATCHERS, "deck_top")
def put_on_deck_top(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Its controller put a card on top of their own deck (`MlpGame.put_on_deck_top`: an event
    for each card); "one or more cards" triggers once for the cards put there at once."""
    when = ability.params["when"]
    if data["player"] != g.s["cards"][iid]["ctrl"] or when not in ("you", "you_at_once"):
        return None
    return {} if when == "you" or data["first"] else None


@answers(KEYWORD_TRIGGERS, "deck_top")
def _put_here_triggers(g, event: str, data: dict) -> None:
    """"When you put this card on top of your deck": the card's own trigger, which works from
    the deck (not a card in play, which the event's listeners are), controlled by its owner."""
    for iid in data["cards"]:
        c = g.s["cards"].get(iid)
        spec = g.spec(iid) if c is not None else None
        for index, ability in spec.triggers.get("deck_top", ()) if spec is not None else ():
            if ability.params.get("when") == "self_from_deck":
                g.add_trigger(c["owner"], iid, spec.id, index, {})


@answers(PART_TRIGGER_MATCHERS, "discarded")
def discarded(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A card left its `owner`'s hand for the discard pile."""
    return {} if (data["owner"] == g.s["cards"][iid]["ctrl"]) == (ability.params["when"] == "you") else None


@answers(PART_TRIGGER_MATCHERS, "put_in_discard")
def entered_a_discard_pile(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When a card enters a discard pile": any card, any pile, in any way (discarded, put
    there from play, from a deck, an Event resolved); "that card" is the card there."""
    return {"in_discard": data["card"]}


@effect(r"banish that card", tier=-1)
def _e_banish_card_in_discard(m):
    """After "when a card enters a discard pile": the card, from that pile (410.5). Read
    before the general "banish <a card in play>" (whose "that card" names a card in play),
    and does nothing when no card entered a discard pile."""
    return {"do": "banish_from_discard"}


@step("banish_from_discard")
def _d_banish_from_discard(g, f, step_, e, rule):
    """Nothing once the card has left the discard pile (it is another object, 400.7)."""
    for iid in _card_in_discard(g, f, step_):
        g.banish(iid, rule)
    return True


@acts_on("banish_from_discard")
def _card_in_discard(g, f: dict, step_: dict) -> list[int]:
    """The card that entered a discard pile, while it is still there."""
    iid = f["data"].get("in_discard")
    return [iid] if iid in g.s["cards"] and g.card(iid)["zone"] == "discard" else []


@answers(STEP_REFUSALS, "banish_from_discard")
def _why_not_banished_from_discard(g, f: dict, step_: dict) -> tuple[str, str] | None:
    """Why "banish that card" did nothing (Portal to Tartarus's "When a card enters a discard
    pile, you may exhaust this card to banish that card"): the card has left the discard pile
    (another text took it first: where it went it is another card, 410.6). None while it is there."""
    iid = f["data"].get("in_discard")
    if iid is None or _card_in_discard(g, f, step_):
        return None
    if iid not in g.s["cards"]:  # (a new card where it went, 410.6: its number is not this one)
        return "410.6", "that card has left the discard pile"
    return "410.6", f"{g.name(iid)} has left the discard pile"


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "draw")
def _can_draw(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(g.s["players"][player]["deck"]), "draw", lacks=deck_empty(player))


# ----- the keywords Inspired and Meticulous (glossary): looking at a deck as a phase starts ---


@answers(KEYWORD_TRIGGERS, "main_start", "turn_start")
def _inspired_meticulous(g, event: str, data: dict) -> None:
    name = "Inspired" if event == "main_start" else "Meticulous"
    found = keyword_holders(g, name)
    if not found:
        return  # (most often nothing in play has it)
    s = g.s
    player = data["player"]
    holders = [i for i in found if s["cards"][i]["ctrl"] == player]
    for iid in holders:
        c = s["cards"][iid]
        # (each instance triggers, 701.2a; Inspired looks at one card for each card with it)
        numbers = power.keyword_instances(g, iid, name)
        if name == "Inspired":
            numbers = [len(holders)] * len(numbers)
        for x in numbers:
            g.add_trigger(player, iid, c["card"], -1, {"x": x}, c["boosted"], f"kw:{name}")


@runner("kw:Inspired")
def _k_inspired(g, f, _):
    return look_and_arrange(g, f, 1 - f["ctrl"], f["data"]["x"], "inspired", "Inspired", rule="Glossary: Inspired")


@runner("kw:Meticulous")
def _k_meticulous(g, f, _):
    return look_and_arrange(g, f, f["ctrl"], f["data"]["x"], "meticulous", "Meticulous", rule="Glossary: Meticulous")


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "opp_discard_random")
def _won_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if won_by_this_card(g, iid, ability, data) else None


# ----- "reveal the top N cards of your deck; you may put one revealed <type> into your hand" -----


@template(r"when you play this card, you may reveal the top " + NUMBER + r" cards of your deck\. you may put one "
          r"revealed (friend|resource|event|troublemaker) into your hand\. put all remaining cards at the (bottom|top) "
          r"of your deck in any order\.")
def _t_played_reveal_take_one(m, t):
    return _a("trigger", "reveal_top_take_one", t, "played", n=number(m.group(1)), card_type=m.group(2),
              rest=m.group(3), optional=True)


@template(r"main phase: exhaust this card and pay \{(\d+)\} to reveal the top " + NUMBER + r" cards of your deck\. "
          r"you may put (?:1|one) revealed (friend|resource|event|troublemaker) into your hand and all remaining "
          r"cards on the (bottom|top) of your deck in any order\.")
def _t_activated_reveal_take_one(m, t):
    return _a("activated", "reveal_top_take_one", t, timing="main", exhaust_self=True, pay=int(m.group(1)),
              n=number(m.group(2)), card_type=m.group(3), rest=m.group(4), optional=False)


@answers(ACTIVATION_CHECKS, "reveal_top_take_one")
def _has_a_deck(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(g.s["players"][player]["deck"]), "reveal", lacks=deck_empty(player))


@runner("reveal_top_take_one")
def _r_reveal_top_take_one(g, f, ability):
    """Reveal the top N cards (fewer if the deck is short); the player may put one of the
    type into their hand; the rest go on the top or the bottom of the deck in the order the
    player chooses (one at a time: the next card on top, or the next card at the very
    bottom)."""
    p, player, data = ability.params, f["ctrl"], f["data"]
    deck = g.s["players"][player]["deck"]
    if "revealed" not in data:
        if p["optional"]:
            ans = choose_yes_no(g, f, player, f"Reveal the top {how_many(p['n'], 'card')} of your deck?")
            if ans is None:
                return False
            if ans[0] != "yes":
                return True
        data["revealed"] = deck[-p["n"]:][::-1] if deck else []
        g.note_seen(TRIGGERED_EFFECT_RULE, revealed_words(g, player, data["revealed"]))
    if "taken" not in data:
        fits = [i for i in data["revealed"] if i in deck and g.is_type(i, p["card_type"])]
        ans = choose(g, f, player, "target", f"Put a revealed {p['card_type'].capitalize()} into your hand?",
                     [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in fits]]) if fits else []
        if ans is None:
            return False
        data["taken"] = card_of_option(ans[0]) if ans and ans[0] != "none" else 0
        if data["taken"]:
            g.to_hand(data["taken"], TRIGGERED_EFFECT_RULE)
    rest = [i for i in data["revealed"] if i in deck and i != data["taken"]]
    while len(rest) > 1:
        ans = choose(g, f, player, "order", f"Choose the next card to put on the {p['rest']} of your deck",
                     [(f"card:{i}", g.name(i)) for i in rest])
        if ans is None:
            return False
        chosen = card_of_option(ans[0])
        deck.remove(chosen)
        if p["rest"] == "top":
            deck.append(chosen)
        else:
            deck.insert(0, chosen)
        rest.remove(chosen)
        data["revealed"] = [i for i in data["revealed"] if i != chosen]
    for last in rest:
        deck.remove(last)
        if p["rest"] == "top":
            deck.append(last)
        else:
            deck.insert(0, last)
    g.note(TRIGGERED_EFFECT_RULE, f"P{player} puts the other revealed cards on the {p['rest']} of their deck"
           + g.by_text())
    return True


@step("look_at_a_hand")
def _d_look_at_a_hand(g, f, step, e, rule):
    """Either player may be chosen (oneself too), but only one with a card in hand: the text
    goes on "and choose a card" from that hand, and players can't choose to do things that
    can't be done (705.2e), so an empty hand can't be chosen for the draw alone. The card
    chosen is banished or discarded by its owner, who then draws a card when the text says so.
    When no hand holds a card, no player is chosen and no one draws ("that player" names no
    one; 707.2 keeps only what can be done)."""
    me = acting_player(f)
    if "player" not in e:
        players = [p for p in (0, 1) if g.s["players"][p]["hand"]]
        if not players:
            g.note("705.2e", "no player has a card in hand: no hand is looked at and no one draws")
            return True
        if len(players) == 1:
            g.note("705.2e", f"P{1 - players[0]}'s hand is empty: no card can be chosen there, so only "
                             f"P{players[0]} can be chosen")
        ans = choose(g, f, me, "player", "Look at which player's hand?", [(f"player:{p}", f"P{p}") for p in players])
        if ans is None:
            return False
        e["player"] = int(ans[0].split(":")[1])
        g.note_seen(rule, looks_at_hand(me, e["player"], len(g.s["players"][e["player"]]["hand"])))
    hand = g.s["players"][e["player"]]["hand"]
    fate = step["fate"]
    ans = choose(g, f, me, "target", f"Choose a card to be {'banished' if fate == 'banish' else 'discarded'}",
                 [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        chosen = card_of_option(ans[0])
        if fate == "banish":
            g.banish(chosen, rule)
        else:
            g.discard(chosen, rule)
    if step.get("redraw"):
        g.draw(e["player"], 1, rule)
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "kw:Inspired", "kw:Meticulous", "reveal_top_take_one")
scope(TAKES_FROM_DISCARD_PILES, "banish_from_discard")
