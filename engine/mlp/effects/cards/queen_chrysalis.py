"""Texts printed only on cards named Queen Chrysalis: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_color,
    color_words,
    effect_rule,
    in_play,
    is_involved,
)
from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.colors_and_keywords import color_choice_rule
from engine.mlp.effects.copying import enter_as_copy, gain_printed_abilities
from engine.mlp.effects.entering_choices import entering_choice
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.mane_characters import turn_self_over
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    STEP_REFUSALS,
    TAKES_FROM_DISCARD_PILES,
    Unmet,
    answers,
    runner,
    scope,
    triggered_by,
    unless,
)
from engine.mlp.state.library import Ability, copiable_id, printed_id
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import as_it_enters, template
from engine.mlp.values import power


@template(r"at the start of a faceoff involving this card, exhaust a random character involved in the faceoff\.")
def _t_exhaust_random_involved(m, t):
    return _a("trigger", "exhaust_random_involved", t, "faceoff_start")


@triggered_by("faceoff_start", "exhaust_random_involved")
def _faceoff_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if is_involved(g, iid) else None


@runner("exhaust_random_involved")
def _r_exhaust_random_involved(g, f, ability):
    """Chosen at random (the game's seeded generator) among the involved characters of
    either player that can be exhausted (705.2e: one that can't be is not chosen)."""
    found = _exhaustable_involved(g)
    if found:
        chosen = pick_at_random(g, f, found, effect_rule(f), what="the character exhausted")
        if chosen is None:
            return False
        g.note(effect_rule(f), f"{g.name(chosen)} is chosen at random{g.by_text()}")
        g.exhaust(chosen, effect_rule(f))
    return True


def _exhaustable_involved(g) -> list[int]:
    """The characters involved in the faceoff (either player's) that can be exhausted: ready,
    not frightened (504.2a), no text keeping them from it."""
    cards = g.s["cards"]
    return [i for i in faceoff.involved(g) if g.is_character(i) and not cards[i]["exhausted"]
            and not cards[i]["frightened"] and g.can_be_exhausted(i)]


@answers(STEP_REFUSALS, "exhaust_random_involved")
def _why_none_exhausted(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why no character was exhausted at random, for the text's "Nothing happens" line: the
    faceoff is over, or no character involved in it can be exhausted (each exhausted or
    frightened already, 503.2a, or kept from it). None when one can."""
    if g.s["faceoff"] is None:
        return "705.2", "the faceoff has ended"
    return None if _exhaustable_involved(g) else ("503.2a", "no character involved in the faceoff can be exhausted")


# ----- printed abilities of another Friend (AD202, LL141) --------------------------------------


@template(r"as this card enters play, choose a non-unique friend\. this card has the printed abilities of that "
          r"friend\.")
def _t_identity_theft(m, t):
    """Read as it enters play: the choice is made as its "enters play" event is answered, and
    the chosen Friend's "when this card enters play" texts then trigger as its own
    (`copying.gain_printed_abilities`, `as_entered`)."""
    return as_it_enters("printed_abilities_of_chosen_friend", t)


def _non_unique_friends(g, src: int) -> list[int]:
    """Friends in play (either player's) without Unique, other than this card: frightened ones
    too, still Friends with their printed abilities printed (505.1, 505.1a)."""
    return [i for p in (0, 1) for i in g.characters(p) if i != src and g.is_type(i, "friend")
            and not power.is_unique(g, i)]


def _friend_to_take_from(g, f: dict, ability: Ability) -> str | None:
    """The card (its card id: what it is as chosen) of the Friend chosen ("": none to
    choose), None while asking."""
    ans = choose(g, f, f["ctrl"], "target", "Choose a non-Unique Friend: this card has its printed abilities",
                 [(f"card:{i}", g.name(i)) for i in _non_unique_friends(g, f["src"])])
    if ans is None:
        return None
    return g.card(card_of_option(ans[0]))["card"] if ans else ""


@entering_choice("printed_abilities_of_chosen_friend", _friend_to_take_from)
def _identity_theft(g, f: dict, ability: Ability, card_id: str) -> None:
    if card_id and in_play(g, f["src"]):
        gain_printed_abilities(g, f["src"], card_id, "706.1a", as_entered=True)


@template(r"immediate: pay \{(\d+)\} to banish a friend from a discard pile\. if you do, this card loses all "
          r"abilities gained this way, then gains that friend's printed abilities\.")
def _t_stolen_talent(m, t):
    return _a("activated", "banish_discarded_friend_gain_its_abilities", t, timing="immediate",
              pay=int(m.group(1)))


def _discarded_friends(g) -> list[int]:
    """Friends in either player's discard pile."""
    return [i for p in (0, 1) for i in g.s["players"][p]["discard"] if g.spec(i).type == "friend"]


@answers(ACTIVATION_CHECKS, "banish_discarded_friend_gain_its_abilities")
def _can_steal_talent(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_discarded_friends(g)), "banish")


@runner("banish_discarded_friend_gain_its_abilities")
def _r_stolen_talent(g, f, ability):
    """The Friend banished from its discard pile (410.5); then this card's abilities gained this
    way are replaced by that Friend's printed ones (one card's at a time)."""
    ans = choose(g, f, f["ctrl"], "target", "Banish a Friend from a discard pile",
                 [(f"card:{i}", f"{g.name(i)} (P{g.card(i)['owner']}'s discard pile)") for i in _discarded_friends(g)])
    if ans is None:
        return False
    if ans:
        friend = card_of_option(ans[0])
        card_id = g.card(friend)["card"]
        g.banish(friend)
        if in_play(g, f["src"]):
            gain_printed_abilities(g, f["src"], card_id, "701.1")
    return True


@template(r"as this card enters play, banish an opposing friend\. this card enters play as a copy of that friend\.")
def _t_evil_twin(m, t):
    """Read as it enters play, like Identity Theft's text: the Friend is banished and this card
    is a copy of it from then on (`copying.enter_as_copy`), whether or not something kept that
    Friend from being banished; with no opposing Friend it stays itself."""
    return as_it_enters("banish_opposing_friend_enter_as_copy", t)


def _friend_to_banish(g, f: dict, ability: Ability) -> list | None:
    """The opposing Friend chosen and what the copy is (read as it is chosen, before it
    leaves play): [] when there is none, None while asking."""
    player = f["ctrl"]
    # (a frightened Friend too: a Friend, whose printed information the copy has, 505.1, 520.2)
    found = [i for i in g.characters(1 - player) if g.is_type(i, "friend")]
    ans = choose(g, f, player, "target", "Banish an opposing Friend: this card enters play as a copy of it",
                 [(f"card:{i}", g.name(i)) for i in found])
    if ans is None:
        return None
    if not ans:
        return []
    friend = card_of_option(ans[0])
    return [friend, copiable_id(g.card(friend)["card"])]


@entering_choice("banish_opposing_friend_enter_as_copy", _friend_to_banish, acts_on_others=True)
def _evil_twin(g, f: dict, ability: Ability, chosen: list) -> None:
    """The Friend is banished though this card has left play since (a card entering with it
    banished it): the two are carried out together (801.1)."""
    if not chosen:
        return
    friend, copied = chosen
    if in_play(g, friend):
        g.banish(friend)
    if in_play(g, f["src"]):
        enter_as_copy(g, f["src"], copied, "706.1a")


# ----- Changeling Pretender (EO203): a color as the game starts, then an opponent's Mane's abilities ----


@template(r"as the game starts, choose a color\. this card gains that color\.")
def _t_color_as_the_game_starts(m, t):
    return _a("trigger", "gain_chosen_color_as_game_starts", t, "game_start")


@triggered_by("game_start", "gain_chosen_color_as_game_starts")
def _game_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {}


@runner("gain_chosen_color_as_game_starts")
def _r_color_as_the_game_starts(g, f, ability):
    return _gain_chosen_color(g, f, ability) is not None


def _gain_chosen_color(g, f: dict, ability: Ability) -> str | None:
    """The card's controller chooses a color (once: kept in the frame); the card has it besides
    its own for as long as it is in play (a color modifier, 203). None while asking. The line
    cites when the choice is made (`color_choice_rule`: 102.5 as the game starts, else 712),
    as Student Six's does, not the rule saying what a color is (203)."""
    src = f["src"]
    if "color" not in f["data"]:
        color = choose_color(g, f, f["ctrl"])
        if color is None:
            return None
        f["data"]["color"] = color
        if in_play(g, src):
            g.add_mod("power", src, 0, color, until="play", ctrl=f["ctrl"], src=src)  # (+0 power, also that color)
            g.note(color_choice_rule(ability), f"{g.name(src)} gains {color_words(color)}{g.by_text()}")
    return f["data"]["color"]


@template(r"when an opponent's mane character turns over, turn this card over\.")
def _t_turn_over_with_opponents_mane(m, t):
    return _a("trigger", "turn_over_with_opponents_mane", t, "turned_over")


runner("turn_over_with_opponents_mane")(turn_self_over)


@triggered_by("turned_over", "turn_over_with_opponents_mane")
def _opponents_mane_turned_over(g, iid: int, ability: Ability, data: dict) -> dict | None:
    cards = g.s["cards"]
    turned = data["card"]
    return {} if turned != iid and cards[turned]["ctrl"] != cards[iid]["ctrl"] else None


@template(r"when this side of the card turns face up for the first time each game, choose a color and an "
          r"opponent's mane character\. this card gains that color and that card's printed abilities\.")
def _t_pretender_boosted(m, t):
    """(A Boosted side.) The Mane Character's printed abilities are those of the side it shows
    as they are gained (`MlpGame.gain_printed_abilities`, `donor_boosted`); the card keeps them,
    whichever side it shows, while it is in play."""
    return _a("trigger", "first_face_up_gain_color_and_mane_abilities", t, "turned_over")


def _faced_up_key(iid: int) -> str:
    """The flag kept once this card's Boosted side has turned face up (the game's first time)."""
    return f"boosted_face_up_once:{iid}"


@triggered_by("turned_over", "first_face_up_gain_color_and_mane_abilities")
def _this_side_first_time(g, iid: int, ability: Ability, data: dict) -> dict | None:
    if data["card"] != iid or not data["boosted"] or g.s["flags"].get(_faced_up_key(iid)):
        return None
    return {}


@runner("first_face_up_gain_color_and_mane_abilities")
def _r_pretender_boosted(g, f, ability):
    src, player = f["src"], f["ctrl"]
    g.s["flags"][_faced_up_key(src)] = True
    if _gain_chosen_color(g, f, ability) is None:
        return False
    manes = [i for i in g.s["play"] if g.spec(i).type == "mane" and g.s["cards"][i]["ctrl"] != player]
    ans = choose(g, f, player, "target", "Choose an opponent's Mane Character: this card gains its printed abilities",
                 [(f"card:{i}", g.name(i)) for i in manes])
    if ans is None:
        return False
    if ans and in_play(g, src):
        mane = card_of_option(ans[0])
        g.gain_printed_abilities(src, printed_id(g.card(mane)["card"]), "701.1", donor_boosted=g.card(mane)["boosted"])
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "banish_discarded_friend_gain_its_abilities")
