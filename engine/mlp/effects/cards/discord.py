"""Texts printed only on cards named Discord: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    deciding_order,
    effect_rule,
    in_play,
    note_nothing_happened,
)
from engine.mlp.effects.entering_and_leaving_play import allow_play_from
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    VALUE_RULES,
    answers,
    runner,
    scope,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import acting_player, unblock_troublemaker
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values.power import NO_PLAY_REQUIREMENT


@template(r"when you play this card, you may dismiss a friend here\. if you do, put a token copy of that "
          r"friend into play under your control\.")
def _t_dismiss_and_copy(m, t):
    return _a("trigger", "dismiss_and_token_copy", t, "played")


# Chaos (glossary tag word): abilities of a card that work as it is flipped
@template(r"chaos: when this card is flipped, one of your cards involved in the faceoff gets \+(\d+) power until the end of the faceoff\.")
def _t_chaos_pump(m, t):
    return _a("trigger", "chaos_pump_involved", t, "self_flipped", amount=int(m.group(1)))


@template(r"chaos: each player chooses one of their characters involved in the faceoff\. all other characters "
          r"involved in the faceoff are no longer involved in the faceoff\.")
def _t_chaos_one_each(m, t):
    """Plus One: "Chaos:" with no trigger words is the glossary's "when this card is flipped"."""
    return _a("trigger", "chaos_one_character_each", t, "self_flipped")


# Mostly Harmless, its Boosted side: `values.power.troublemaker_play_cost` adds the "troublemaker_play_cost" texts
@template(r"opponents must pay \+\{(\d+)\} to play troublemakers\.")
def _t_troublemaker_tax(m, t):
    return _a("static", "opp_troublemaker_tax", t, "troublemaker_play_cost", amount=int(m.group(1)))


@answers(VALUE_RULES, "opp_troublemaker_tax")
def _troublemaker_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return ability.params["amount"] if subject != g.s["cards"][src]["ctrl"] else 0


@effect(r"that troublemaker does not prevent you from confronting its problem until the end of the turn")
def _e_unblock_chosen(m):
    """After "choose a Troublemaker here": the chosen one (611.3e) for the rest of the turn."""
    return {"do": "unblock_chosen"}


# Utter Pandemonium (AD206): one paragraph, two triggers sharing the cards it banished
_BANISHES = "pandemonium_banishes_deck_top"
_DEFEATED = "pandemonium_defeater_may_play_banished"


@template(r"at the start of each player's troublemaker phase, that player banishes the top card of their deck\. "
          r"while that card remains banished, it has no color requirement and the player who defeats this "
          r"troublemaker may play that card as though it were in that player's hand\.")
def _t_utter_pandemonium(m, t):
    """Each banished card is kept on this card (`exiled`, "this_way") while it stays banished
    and this card stays in play; its play requirement is gone while it stays banished, whoever
    plays it (`values.power.play_requirements`); the defeat hands them to the defeater."""
    return [_a("trigger", _BANISHES, t, "tm_phase_start"), _a("trigger", _DEFEATED, t, "tm_defeated")]


@triggered_by("tm_phase_start", _BANISHES)
def _each_troublemaker_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Every player's Troublemaker Phase (606), this card's controller's or not: that player."""
    return {"player": data["player"]}


@triggered_by("tm_defeated", _DEFEATED)
def _this_card_defeated(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """514.5a: the challenger defeated this card; the cards it banished are read now, while it
    is still in play (it is dismissed next, and what it kept goes with it)."""
    if data["card"] != iid:
        return None
    kept = [entry[0] for entry in g.s["cards"][iid].get("exiled", ()) if entry[1] == "this_way"]
    return {"player": data["player"], "cards": kept}


# ----- what it does ---------------------------------------------------------------------------


@runner(_BANISHES)
def _r_pandemonium_banishes(g, f, ability):
    """The player whose Troublemaker Phase it is banishes the top card of their own deck (410.5;
    nothing with an empty deck). While it remains banished it has no play requirement (a list
    in `flags`, `values.power.NO_PLAY_REQUIREMENT`, which outlives this card) and this card, while
    in play, keeps it among the cards it banished for whoever defeats it. With no card in that
    deck the log says so in one short line naming the player, not the whole paragraph (said
    once while it stays so, `note_nothing_happened`), in the words every text finds an empty
    deck in (`reasons.deck_empty`)."""
    player = f["data"]["player"]
    deck = g.s["players"][player]["deck"]
    if not deck:
        note_nothing_happened(g, f, deck_empty(player))
        return True
    top = deck[-1]  # (the top of a deck is the end of its list)
    was = g.name(top)
    new = g.banish(top, effect_rule(f))
    if not new or g.s["cards"][new]["zone"] != "banished":
        return True
    cards = g.s["cards"]
    waived = [i for i in g.s["flags"].get(NO_PLAY_REQUIREMENT, ()) if i in cards and cards[i]["zone"] == "banished"]
    g.s["flags"][NO_PLAY_REQUIREMENT] = [*waived, new]
    # (the banished card has a number of its own, 410.6: the log says which card it was, and
    # where it came from, as the line of its banishing names the card alone)
    g.note(effect_rule(f), f"{was}, the top card of P{player}'s deck, banished, is {g.name(new)} (a new card, "
           "410.6): it has no color requirement while it remains banished" + g.by_text())
    if in_play(g, f["src"]):
        g.card(f["src"]).setdefault("exiled", []).append([new, "this_way"])
    return True


@runner(_DEFEATED)
def _r_pandemonium_defeated(g, f, ability):
    """The defeating player may play each card this Troublemaker banished, still banished, as
    though it were in their hand (`entering_and_leaving_play.allow_play_from`: for as long as it
    stays there, 400.7), their opponent's cards too: owned by their owner, controlled by the
    player who plays it (513.1, 513.2)."""
    player = f["data"]["player"]
    cards = g.s["cards"]
    for iid in f["data"]["cards"]:
        if iid in cards and cards[iid]["zone"] == "banished":
            allow_play_from(g, player, iid, "", banish=False, f=f)
            g.note(effect_rule(f), f"P{player} may play {g.name(iid)} (P{cards[iid]['owner']}'s banished zone) as though "
                          "it were in their hand" + g.by_text())
    return True




@step("unblock_chosen")
def _d_unblock_chosen(g, f, step, e, rule):
    chosen = f["data"].get("it")
    if chosen is not None and chosen in g.s["cards"] and g.s["cards"][chosen]["zone"] == "play":
        unblock_troublemaker(g, acting_player(f), chosen, rule)
    return True


@runner("chaos_pump_involved")
def _r_chaos_pump(g, f, ability):
    if g.s["faceoff"] is None:
        return True
    cands = [i for i in faceoff.involved(g, f["ctrl"]) if g.card(i)["ctrl"] == f["ctrl"]]
    asked = (f"Chaos: Which of your cards involved in the faceoff gets +{ability.params['amount']} power until "
             "the end of the faceoff?")
    ans = choose(g, f, f["ctrl"], "target", asked, [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        amount = ability.params["amount"]
        g.add_mod("power", target, amount, until="faceoff", ctrl=f["ctrl"], src=f["src"])
        g.note("Glossary: Chaos", f"{g.name(target)} gets +{amount} power until the end of the faceoff{g.by_text()}")
    return True


@runner("chaos_one_character_each")
def _r_chaos_one_each(g, f, ability):
    """Each player keeps one of the characters they control involved, a simultaneous decision
    (801.1): the player who most recently had priority chooses first (P1, whose Barrel Through
    flipped this card), or the turn player as a new priority window is being opened (this card
    flipped as the faceoff's first window closes, 514.3), as every "each player ..." text
    (`steps`, `MlpGame.first_decider`). The others stop being involved for the rest of the
    faceoff (514.2d: its `excluded` list, read by `procedures.faceoff.involved`). A challenged
    Troublemaker is not a character: it stays."""
    fo = g.s["faceoff"]
    if fo is None:
        return True
    kept = f["data"].setdefault("kept", [])
    order = deciding_order(g, f["data"])
    while len(kept) < 2:
        player = order[len(kept)]
        mine = [i for i in faceoff.involved(g) if g.is_character(i) and g.s["cards"][i]["ctrl"] == player]
        ans = choose(g, f, player, "target", "Chaos: choose the one of your characters that stays in the faceoff",
                     [(f"card:{i}", g.name(i)) for i in mine])
        if ans is None:
            return False
        kept.append(card_of_option(ans[0]) if ans else 0)
    for iid in [i for i in faceoff.involved(g) if g.is_character(i) and i not in kept]:
        fo.setdefault("excluded", []).append(iid)
        g.note("Glossary: Chaos", f"{g.name(iid)} is no longer involved in the faceoff{g.by_text()}")
    return True
# ----- Discord, Give or Take (AD192, Start side) ----------------------------------------------------


@template(r"when one of your friends enters play, you may look at the top card of your deck\. if those cards have the "
          r"same printed power, you may reveal that card to turn this card over\.")
def _t_give_or_take(m, t):
    return _a("trigger", "match_top_card_power_to_turn_over", t, "enter_play")


@triggered_by("enter_play", "match_top_card_power_to_turn_over")
def _own_friend_entered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """One of this card's controller's Friends entered play: its printed power as it entered."""
    new = data.get("card")
    cards = g.s["cards"]
    if new not in cards or not g.is_type(new, "friend") or cards[new]["ctrl"] != cards[iid]["ctrl"]:
        return None
    return {"printed": g.spec(new).power}


@runner("match_top_card_power_to_turn_over")
def _r_give_or_take(g, f, ability):
    """Looking is private (the log does not name the card); revealing it, only when the two
    printed powers are the same, is the cost of turning this card over (707.2a)."""
    me, data, src = f["ctrl"], f["data"], f["src"]
    deck = g.s["players"][me]["deck"]
    if not deck or not in_play(g, src) or g.card(src)["boosted"]:
        return True
    if "looked" not in data:
        ans = choose_yes_no(g, f, me, "Look at the top card of your deck? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["looked"] = deck[-1]
        g.note_seen(effect_rule(f), f"P{me} looks at the top card of their deck")
    top = data["looked"]
    if top not in g.s["cards"] or g.spec(top).power != data["printed"] or data["printed"] is None:
        return True
    ans = choose_yes_no(g, f, me, f"Reveal {g.name(top)} to turn {g.name(src)} over? (712.3)")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.note_seen("707.2a", f"P{me} reveals the top card of their deck: {g.name(top)}")
        g.turn_over(src, "301.2")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "match_top_card_power_to_turn_over")
