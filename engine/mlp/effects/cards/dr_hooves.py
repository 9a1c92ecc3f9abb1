"""Texts printed only on cards named Dr. Hooves: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    barred_from_playing_now,
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    faceoff_play_ban,
    in_play,
    is_involved,
    searched,
)
from engine.mlp.effects.entering_and_leaving_play import play_for_free
from engine.mlp.effects.faceoffs import join
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.naming import barred_by_name
from engine.mlp.effects.problems import friend_barred
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    LOOKS_IN_DECKS,
    Unmet,
    answers,
    runner,
    scope,
    triggered_by,
    unless,
)
from engine.mlp.state.library import FROM_HAND, Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power
from engine.mlp.values.power import requirement_met


@template(r"main phase: exhaust this card to draw the bottom card of your deck, then put a card from your hand on "
          r"top of your deck\.")
def _t_time_loop(m, t):
    return _a("activated", "draw_bottom_then_card_to_top", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("draw_bottom_then_card_to_top")
def _r_time_loop(g, f, ability):
    """The bottom card (the first of the deck's list) is drawn (410.4), then the player puts
    any card of their hand, that one too, on top of their deck."""
    me = f["ctrl"]
    data = f["data"]
    if "drawn" not in data:
        deck = g.s["players"][me]["deck"]
        if deck:
            g.relocate(deck[0], "hand")
            g.s["players"][me]["drawn"] += 1
            g.note(effect_rule(f), f"P{me} draws the bottom card of their deck{g.by_text()}")
            g.emit_event("drew", {"player": me})
        data["drawn"] = True
    hand = g.s["players"][me]["hand"]
    if not hand:
        return True
    ans = choose(g, f, me, "target", "Put a card from your hand on top of your deck",
                 [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    g.put_on_deck_top(me, [g.relocate(card_of_option(ans[0]), "deck")])
    g.note(effect_rule(f), f"P{me} puts a card from their hand on top of their deck{g.by_text()}")
    return True


@answers(ACTIVATION_CHECKS, "draw_bottom_then_card_to_top")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """With a card in the deck to draw (705.2e)."""
    return unless(bool(g.s["players"][player]["deck"]), "draw", lacks=deck_empty(player))


# ----- Just In Time (CN12) ----------------------------------------------------------------------

_INTO_FACEOFF = "play_self_into_faceoff"
_JOINS = "joins_the_faceoff_it_was_played_into"


@template(r"faceoff: you may play this card to an area where you have a character involved in a faceoff\. if you do, "
          r"it becomes involved in that faceoff\.")
def _t_just_in_time(m, t):
    """Used from the hand during a faceoff (512: a Faceoff action, listed with the abilities used
    from the hand), the card is played as any Friend is (705.2: its cost and requirements), then
    joins the faceoff as it enters play (514.2d.i)."""
    return [_a(FROM_HAND, _INTO_FACEOFF, t, timing="faceoff"), _a("trigger", _JOINS, t, "played")]


def _faceoff_places(g, player: int, iid: int) -> list[str]:
    """The areas where `player` has a character involved in the running faceoff and may play
    this card now: with its cost paid there (705.2d), its play requirement met (205.1), and no
    text barring it there, by its name, or barring the player from playing cards during this
    faceoff (the ability plays the card: `barred_from_playing_now`)."""
    if g.s["faceoff"] is None or barred_by_name(g, player, iid) or barred_from_playing_now(g, player):
        return []
    spec = g.spec(iid)
    if spec.reqs and not power.PowerByColor(g, player).covers(spec.reqs):
        return []
    cards = g.s["cards"]
    tokens = g.s["players"][player]["tokens"]
    areas = dict.fromkeys(cards[i]["area"] for i in faceoff.involved(g, player)
                          if g.is_character(i) and cards[i]["ctrl"] == player)
    return [a for a in areas if power.play_cost(g, player, iid, a, None) <= tokens
            and not friend_barred(g, player, iid, a)]


@answers(ACTIVATION_CHECKS, _INTO_FACEOFF)
def _can_play_into_faceoff(g, player: int, iid: int, ability: Ability) -> bool:
    return bool(_faceoff_places(g, player, iid))


@answers(ACTIVATION_REFUSALS, _INTO_FACEOFF)
def _barred_from_playing(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """Using the ability is playing the card (705.1): a text barring the player from playing
    cards during this faceoff keeps it off, and is named (104.2)."""
    ban = faceoff_play_ban(g, player)
    return None if ban is None else ("104.2", ban[1])


@runner(_INTO_FACEOFF)
def _r_just_in_time(g, f, ability):
    """The area chosen, the card is played there (the play frame: announced, paid, enters play,
    "played"); the faceoff it was played into is remembered for its "if you do" (`_JOINS`)."""
    player, src = f["ctrl"], f["src"]
    if src not in g.s["cards"] or g.card(src)["zone"] != "hand":
        return True
    ans = choose(g, f, player, "area", f"Play {g.name(src)} to which area?",
                 [(a, f"at {a}") for a in _faceoff_places(g, player, src)])
    if ans is None:
        return False
    if ans:
        g.s["faceoff"]["used"].append(_mark({"ctrl": player, "card": g.card(src)["card"]}))
        g.push("play_card", player=player, iid=src, dest=ans[0], react=0, step=0)
    return True


@triggered_by("played", _JOINS)
def _played_into_faceoff(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card was just played by its ability used from the hand, in the faceoff still running."""
    fo, c = g.s["faceoff"], g.s["cards"][iid]
    if data["card"] != iid or fo is None or _mark(c) not in fo["used"]:
        return None
    return {}


def _mark(c: dict) -> str:
    """What the faceoff keeps of a card of this id its player played into it by its ability."""
    return f"{_INTO_FACEOFF}:{c['ctrl']}:{c['card']}"


@runner(_JOINS)
def _r_joins(g, f, ability):
    fo, src = g.s["faceoff"], f["src"]
    if fo is None or not in_play(g, src):
        return True
    if _mark(g.card(src)) in fo["used"]:
        fo["used"].remove(_mark(g.card(src)))
    if not is_involved(g, src):
        join(g, src, "514.2d.i")
    return True
# ----- Dr. Hooves, Unblinking (PR197, errata) ---------------------------------------------------------

_DR_HOOVES = "dr. hooves"


@template(r"when this card is put into the discard pile from anywhere, you may search your deck for dr\. hooves, play it "
          r"to your home frightened for free, and shuffle your deck\.")
def _t_unblinking(m, t):
    """Triggers in the discard pile (`from_zone`): every way a card enters one reports
    "put_in_discard" (from play, the hand, the deck, a faceoff's flip zone, an Event
    resolved or canceled)."""
    return _a("trigger", "hooves_from_deck_frightened", t, "put_in_discard", from_zone="discard")


@triggered_by("put_in_discard", "hooves_from_deck_frightened")
def _this_card_discarded(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None


@runner("hooves_from_deck_frightened")
def _r_unblinking(g, f, ability):
    """Its owner may search (518.1, may fail to find), plays the Dr. Hooves found to their home
    frightened for free (the play procedure, `play_for_free`: a card played, whose play
    requirement still has to be met, 205.1), then shuffles (518.2). During a faceoff in which
    a text bars them from playing cards, the search and the shuffle still happen but no card
    is played (104.2, 705.2e)."""
    me, data = f["ctrl"], f["data"]
    deck = g.s["players"][me]["deck"]
    if "searched" not in data:
        ans = choose_yes_no(g, f, me, "Search your deck for Dr. Hooves? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["searched"] = True
        if barred_from_playing_now(g, me, "Dr. Hooves"):
            data["picked"] = True  # (searched; none can be played, 705.2e: the shuffle still happens)
    if "picked" not in data:
        found = [i for i in reversed(deck) if g.spec(i).is_named(_DR_HOOVES) and requirement_met(g, me, i)]
        picked = searched(g, f, me, found, "Search your deck (518.1): play Dr. Hooves to your home frightened for free",
                          "Dr. Hooves")
        if picked is None:
            return False
        data["picked"] = True
        if picked:
            play_for_free(g, me, picked, f"home:{me}", frightened=True)
            return False  # (resumed once it is played)
    g.shuffle_deck(me, "518.2")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "hooves_from_deck_frightened")
