"""Copying (520): copies of effects and token copies of cards.

520.1: to copy an effect its text is processed again, as a new "ability" frame for
the same card text, controlled by the copier. The copy starts with no decisions
(targets, "may" answers, areas): the copier makes its own. It is not played and
not a card (520.1a), so it has no cost, does not trigger "when you play an Event"
and is not put anywhere afterwards.

520.2: a token copy has the copied card's printed information (its database id) and
nothing else; see `MlpGame.put_token`. A frightened Friend is still a Friend (505.1) whose
printed information stays (505.1c): texts copying "a Friend" may copy it, and the copy enters
play face-up, as being frightened is no printed information.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import (
    asked_if_you_do,
    card_of_option,
    choose,
    choose_yes_no,
    host_ok,
    in_play,
    kept_from_cost,
    left_as_told,
    opposing_friends,
    own_friends,
    put_in_play,
    runner,
    tokens_enter_together,
    trigger_matches,
)
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    PLAY_CHECKS,
    TRIGGER_MATCHERS,
    Unmet,
    answers,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import add_counters, remove_counters
from engine.mlp.state.library import Ability, printed_id
from engine.mlp.text.reader import play_ability_index
from engine.mlp.values import power
from engine.mlp.values.power import has_trait


def copy_effect(g, card_id: str, ab: int, copier: int, src: int = 0, boosted: bool = False,
                data: dict[str, Any] | None = None, rule: str = "520.1") -> None:
    """Process the text of ability `ab` of a card again for `copier` (520.1).

    `src` is the card the original effect came from (kept so that text such as
    "this effect" still names it); `data` holds facts the effect refers to that are
    not decisions (the reaction condition an Event answered)."""
    g.note(rule, f"P{copier} copies the effect of {g.lib.spec(card_id).name}")
    g.push("ability", src=src, card=card_id, ab=ab, boosted=boosted, name="", ctrl=copier,
           data={"copy": True, **(data or {})}, step=0)


def gain_printed_abilities(g, iid: int, donor: int | str, rule: str, as_entered: bool = False) -> None:
    """Card `iid` in play has the printed abilities of card `donor` (an instance id, or a card
    id) besides its own, in place of any it had this way (`MlpGame.gain_printed_abilities`).
    `as_entered`: it had them "as this card enters play" (see `_entered_with`)."""
    donor_id = printed_id(g.card(donor)["card"] if isinstance(donor, int) else donor)
    own = len(g.lib.spec(printed_id(g.card(iid)["card"])).abilities)
    g.gain_printed_abilities(iid, donor_id, rule)
    if as_entered:
        _entered_with(g, iid, own)


def enter_as_copy(g, iid: int, card_id: str, rule: str) -> None:
    """Card `iid`, entering play, is a copy of card `card_id` (`library.copiable_id`, read from
    the card copied while it was in play; `MlpGame.become_copy`). It entered play as that copy
    (see `_entered_with`)."""
    g.become_copy(iid, card_id, rule)
    _entered_with(g, iid, 0)


def _entered_with(g, iid: int, first: int) -> None:
    """A card had abilities from index `first` on "as it entered play" (706.1a): it enters play
    with the counters those of them say and exhausted if one says so (706.1b, as
    `MlpGame.relocate` reads printed ones; entering so is not becoming exhausted); those that
    trigger on its entering play, or on its being played, trigger now (706.1d), with
    it where it entered, and a choice of the counters it enters with is made at once
    (706.1b, `MlpGame.trigger`); those read "as [something] enters play" are not processed
    (706.1a)."""
    c = g.card(iid)
    spec = g.spec(iid)
    for ability in spec.abilities[first:]:
        if ability.kind == "static" and ability.name == "enters_with_counters":
            n = ability.params["n"] * g.entering_count(c["ctrl"], ability.params.get("per_trait"), entering=iid)
            add_counters(g, iid, "power", n, "706.1b", c["ctrl"], entering=True)
        if ability.kind == "static" and ability.name == "enters_exhausted" and not c["exhausted"]:
            c["exhausted"] = True
            g.note("706.1b", f"{g.name(iid)} enters play exhausted")
    data = {"card": iid, "area": c["area"], "player": c["ctrl"]}
    for event in ("enter_play", "played"):
        for index, ability in spec.triggers.get(event, ()):
            if index >= first and ability.kind == "trigger" and not ability.text.lower().startswith("as "):
                bound = trigger_matches(g, iid, ability, data)
                if bound is not None:
                    g.trigger(iid, index, ability, bound)


def movable_opp_friends(g, player: int) -> list[int]:
    """Opposing Friends, frightened ones too, that `player`'s card may move (not "can't be moved
    by opponents")."""
    return [i for i in opposing_friends(g, player) if not power.static_any(g, "cant_move", i)]


@runner("move_opp_friend_copyable")
def _r_move_and_offer_copy(g, f, ability):
    """ "Move an opponent's Friend to a Problem. That opponent may pay [N] to copy this effect."
    The copy is the same text processed for that opponent, who then moves one of *their*
    opponent's Friends and whose opponent may in turn pay to copy it (until someone
    declines or cannot pay)."""
    player = f["ctrl"]
    opp = 1 - player
    data = f["data"]
    if "moved" not in data:
        if "target" not in data:
            # (asked of the opponent too, as they copy it: `choose` leads it with the card)
            ans = choose(g, f, player, "target", "Move an opponent's Friend to a Problem",
                         [(f"card:{i}", g.name(i)) for i in movable_opp_friends(g, player)])
            if ans is None:
                return False
            data["target"] = card_of_option(ans[0]) if ans else 0
        target = data["target"]
        if target and in_play(g, target):
            dests = [a for a in g.problems() if a != g.card(target)["area"]]
            ans = choose(g, f, player, "area", f"Move {g.name(target)} to which Problem?",
                         [(a, f"to {a}") for a in dests])
            if ans is None:
                return False
            if ans:
                g.move(target, ans[0], player, "506.4")
        data["moved"] = True
    pay = ability.params["pay"]
    if g.s["players"][opp]["tokens"] < pay:
        return True
    ans = choose_yes_no(g, f, opp, f"Pay {pay} to copy this effect? (520.1)")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.pay_tokens(opp, pay, "508.1")
        copy_effect(g, f["card"], f["ab"], opp, src=f["src"], boosted=f["boosted"])
    return True


def copy_event_matches(g, iid: int, p: dict, data: dict) -> dict | None:
    """Does "when you play an Event ... to copy its effects" trigger on this play?"""
    c = g.s["cards"][iid]
    event_card = data.get("event_card")
    if not event_card or data["player"] != c["ctrl"]:
        return None
    spec = g.lib.spec(event_card)
    if play_ability_index(spec) < 0:
        return None  # text the engine does not know: nothing it could copy
    if p["cost"] == "banish_self" and ((spec.cost or 0) > p["max_cost"]
                                       or max(pl["score"] for pl in g.s["players"]) < p["points"]):
        return None
    return {"event": event_card}


@runner("copy_event")
def _r_copy_event(g, f, ability):
    """Pay the text's cost (optional), then copy the Event's effects for this card's controller."""
    p = ability.params
    player = f["ctrl"]
    src = f["src"]
    data = f["data"]
    spec = g.lib.spec(data["event"])
    cost = spec.cost or 0
    if not in_play(g, src):
        return True
    c = g.card(src)
    others: list[int] = []
    if p["cost"] == "exhaust_trait":
        if c["exhausted"] or c["frightened"]:
            return True
        others = [i for i in g.characters(player) if i != src and g.is_type(i, "friend") and g.face_up(i)
                  and not g.card(i)["exhausted"] and has_trait(g, i, p["trait"])]
        if len(others) < cost:
            return True
    elif p["cost"] == "counters" and c["counters"].get(p["counter"], 0) < p["n"]:
        return True
    elif p["cost"] == "banish_self" and "agreed" not in data and kept_from_cost(g, src, "banish", player) is not None:
        return True  # (705.2e, 508.1a: "you may banish this card to ...", a banishment replaced)
    if "agreed" not in data:
        ans = choose_yes_no(g, f, player, f"Copy the effects of {spec.name}? (520.1)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["agreed"] = True
    if p["cost"] == "exhaust_trait":
        if cost:
            ans = choose(g, f, player, "cost", f"Exhaust {cost} of your other {p['trait'].capitalize()} Friends",
                         [(f"card:{i}", g.name(i)) for i in others], cost, cost)
            if ans is None:
                return False
            for key in ans:
                g.exhaust(card_of_option(key), "508.1")
        g.exhaust(src, "508.1")
    elif p["cost"] == "banish_self":
        g.banish(src, "508.1")
    else:
        remove_counters(g, src, p["counter"], p["n"], "508.1", player)
    copy_effect(g, spec.id, play_ability_index(spec), player)
    return True


@runner("confronted_counter")
def _r_confronted_counter(g, f, ability):
    """Put as every counter is (`steps.add_counters`): the record's caches refreshed, and the
    "counters" event the texts about counters put on a card answer."""
    add_counters(g, f["src"], ability.params["counter"], 1, "519.1", f["ctrl"])
    return True


# ----- token copies (520.2) ----------------------------------------------------------------


def _areas_for(g, player: int) -> list[tuple[str, str]]:
    return [(a, f"at {a}") for a in [f"home:{player}", *g.problems()]]


@runner("token_copy_own_tokens")
def _r_copy_own_tokens(g, f, ability):
    """ "Put a token copy of each of your token Friends into play": the tokens are those the
    player controls as the effect starts; each copy enters play where its controller chooses."""
    player = f["ctrl"]
    data = f["data"]
    if "ids" not in data:
        # (a frightened token Friend too: its copy has its printed information only, 520.2)
        data["ids"] = [g.card(i)["card"] for i in g.characters(player)
                       if g.card(i).get("token") and g.is_type(i, "friend")]
    # (every place chosen first, then the copies enter play together, 704.1b)
    def what(card_id: str) -> str:
        return f"the token copy of {g.lib.spec(card_id).name}"

    return tokens_enter_together(g, f, data, player, data["ids"], what, rule="520.2") is not None


@runner("token_copy_self_each_problem")
def _r_copy_self_each_problem(g, f, ability):
    src = f["src"]
    if not in_play(g, src):
        return True
    card_id, here = g.card(src)["card"], g.card(src)["area"]
    with g.entering_together():  # (one instruction: each hears of the others entering, 704.1b)
        for area in g.problems():
            if area != here:
                g.put_token(card_id, f["ctrl"], area, "520.2")
    return True


@runner("troublemaker_and_token_copy")
def _r_troublemaker_and_copy(g, f, ability):
    """Put a Troublemaker from hand into play face-up at a Problem of the player's choice,
    then a token copy of it face-up at a Problem of their choice (Troublemakers are only
    ever at Problems, 506.2a)."""
    player = f["ctrl"]
    data = f["data"]
    if "tm" not in data:
        hand = [i for i in g.s["players"][player]["hand"] if g.is_type(i, "troublemaker")]
        ans = choose(g, f, player, "target", "Put a Troublemaker from your hand into play face-up",
                     [(f"card:{i}", g.name(i)) for i in hand])
        if ans is None:
            return False
        if not ans:
            return True
        data["tm"] = card_of_option(ans[0])
    if "card_id" not in data:
        iid = data["tm"]
        if iid not in g.s["players"][player]["hand"]:
            return True
        ans = choose(g, f, player, "area", f"Where does {g.name(iid)} enter play?",
                     [(a, f"at {a}") for a in g.problems()])
        if ans is None:
            return False
        data["card_id"] = g.card(iid)["card"]
        put_in_play(g, iid, ans[0], player, face_up=True)
    ans = choose(g, f, player, "area", "Where does the token copy enter play?",
                 [(a, f"at {a}") for a in g.problems()])
    if ans is None:
        return False
    g.put_token(data["card_id"], player, ans[0], "520.2")
    return True


@runner("dismiss_and_token_copy")
def _r_dismiss_and_copy(g, f, ability):
    """ "You may dismiss a Friend here. If you do, put a token copy of that Friend into play
    under your control." Whether "you did" is read after any replacement (Persistent,
    put on top of the deck instead): only a Friend that went to the discard pile (or a
    token that ceased to exist) was dismissed."""
    player = f["ctrl"]
    src = f["src"]
    data = f["data"]
    if "victim" not in data:
        area = g.card(src)["area"] if in_play(g, src) else None
        cands = [i for i in g.at(area) if g.is_type(i, "friend") and g.can_be_dismissed(i)] if area else []
        ans = choose(g, f, player, "target", asked_if_you_do(g, f, "Dismiss which Friend here"),
                     [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in cands]])
        if ans is None:
            return False
        if not ans or ans[0] == "none":
            return True
        victim = card_of_option(ans[0])
        data.update(victim=victim, card_id=g.card(victim)["card"])
    dismissed = left_as_told(g, f, data["victim"], "dismiss", "705.2e")
    if dismissed is None:
        return False  # a replacement choice may be pending; look at the outcome next time
    if not dismissed:
        return True  # still in play (frightened instead, or not dismissed at all), or sent elsewhere
    ans = choose(g, f, player, "area", "Where does the token copy enter play?", _areas_for(g, player))
    if ans is None:
        return False
    g.put_token(data["card_id"], player, ans[0], "520.2")
    return True


@runner("token_copy_resource")
def _r_copy_resource(g, f, ability):
    """A token copy of a Resource in play enters play by its own placement rule: at its
    controller's home for "Play to your home", else on a host of the kind it names."""
    player = f["ctrl"]
    data = f["data"]
    s = g.s
    if "card_id" not in data:
        cands = [i for i in s["play"] if g.is_type(i, "resource") and g.face_up(i)]
        ans = choose(g, f, player, "target", "Choose a Resource to copy",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        data["card_id"] = g.card(card_of_option(ans[0]))["card"]
    spec = g.lib.spec(data["card_id"])
    if spec.attach in ("", "home"):
        g.put_token(spec.id, player, f"home:{player}", "520.2")
        return True
    hosts = [i for i in s["play"] if host_ok(g, player, spec.attach, i)]
    ans = choose(g, f, player, "target", f"Play the token copy of {spec.name} on which card?",
                 [(f"card:{i}", g.name(i)) for i in hosts])
    if ans is None:
        return False
    if ans:
        host = card_of_option(ans[0])
        g.put_token(spec.id, player, g.card(host)["area"], "520.2", host=host)
    return True


@runner("token_copy_host")
def _r_copy_host(g, f, ability):
    """ "When you play this card, put a token copy of that Friend into play": the Friend it
    was played on."""
    src = f["src"]
    host = g.card(src)["host"] if in_play(g, src) else None
    data = f["data"]
    if "card_id" not in data:
        if host is None or host not in g.s["cards"]:
            return True
        data["card_id"] = g.card(host)["card"]
    ans = choose(g, f, f["ctrl"], "area", "Where does the token copy enter play?", _areas_for(g, f["ctrl"]))
    if ans is None:
        return False
    g.put_token(data["card_id"], f["ctrl"], ans[0], "520.2")
    return True


@runner("move_same_name_token")
def _r_move_same_name_token(g, f, ability):
    """ "You may move a token Friend with the same name" to where the attached Friend went."""
    player = f["ctrl"]
    area = f["data"]["area"]
    host = f["data"]["host"]
    if host not in g.s["cards"] or area not in g.s["areas"]:
        return True
    name = g.spec(host).name
    cands = [i for i in own_friends(g, player) if g.card(i).get("token")
             and g.spec(i).name == name and g.card(i)["area"] != area]
    ans = choose(g, f, player, "target", f"Move a {name} token to {area}?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in cands]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.move(card_of_option(ans[0]), area, player, "506.4")
    return True


@answers(TRIGGER_MATCHERS, "copy_event")
def _copy_event_trigger(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When you play an Event ...": the copy abilities all trigger on an Event being played."""
    return copy_event_matches(g, iid, ability.params, data)


@answers(PLAY_CHECKS, "move_opp_friend_copyable")
def _can_play_move_copyable(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(movable_opp_friends(g, player)), "move")


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "troublemaker_and_token_copy")
def _can_troublemaker_and_copy(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return (unless(any(g.is_type(i, "troublemaker") for i in g.s["players"][player]["hand"]), "put")
            and unless(bool(g.problems()), "put", lacks="there is no Problem to put it at"))


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("moved", "move_same_name_token")
def _you_move_the_host(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you move the attached Friend": where to, and which Friend."""
    c = g.s["cards"][iid]
    ok = data["card"] == c["host"] and data["mover"] == c["ctrl"]
    return {"area": data["dest"], "host": data["card"]} if ok else None


@triggered_by("uncovered", "token_copy_self_each_problem")
def _this_card_uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None
