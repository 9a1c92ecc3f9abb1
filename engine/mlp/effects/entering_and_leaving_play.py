"""Cards entering and leaving play (407, 410): what "when you play ...", "when ... enters
play" and "when ... leaves play" answer.

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers, for each event of the kind, whether it triggers a paragraph with such a
head and what the effect then knows ("it", the problem, the player).
"""

from __future__ import annotations

import re

from engine.mlp.effects.abilities import (
    SELF_ARRIVALS,
    barred_from_playing_now,
    choose,
    host_ok,
    is_problem_area,
    kept_from_cost,
    nameable_troublemaker,
    put_in_play,
)
from engine.mlp.effects.naming import barred_by_name
from engine.mlp.effects.playable import (  # noqa: F401  (the permissions' names: read through here too)
    PLAY_BANISHED_BY_NAME,
    PLAY_KINDS_FROM_DISCARD,
    may_play_elsewhere,
    playable_elsewhere,
)
from engine.mlp.effects.problems import friend_barred, resource_barred
from engine.mlp.effects.registry import (
    AS_CARD_ENTERS,
    KEYWORD_TRIGGERS,
    PART_TRIGGER_MATCHERS,
    TAKES_FROM_DISCARD_PILES,
    UNASKED_FOR_NO_PLACE,
    acts_on,
    answers,
    scope,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import acting_player, enter_play, first_play_fits, first_this_turn
from engine.mlp.state.game import BANISHED_FOR_DISCARD, PLAYABLE_ELSEWHERE, PUT_BACK, put_back_by
from engine.mlp.state.library import Ability, Spec
from engine.mlp.state.ops import op
from engine.mlp.text.parts import TRAITS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, head_reader, template
from engine.mlp.values import power
from engine.mlp.values.power import has_trait


def allow_play_from(g, player: int, iid: int, until: str, banish: bool, by_name: str = "",
                    f: dict | None = None) -> None:
    """Let `player` play this card, in their discard pile or banished zone, as though it were
    in their hand (`procedures.actions` lists it; it stays allowed while the card stays the
    same object there, 400.7), until the end of the turn (`until` "turn") or while it stays;
    `banish`: "if it would enter your discard pile, banish it instead" (`instead_of_discard`);
    `by_name`: only while a card in play of theirs lets them play what a Friend of that name
    banished (`PLAY_BANISHED_BY_NAME`). `f`: the frame of the text that lets them, whose card
    is kept ("by": its id and card id) to be named when the card played changes control
    (`played_from_elsewhere`)."""
    found = g.s["flags"].setdefault(PLAYABLE_ELSEWHERE[player], [])
    entry = {"card": iid, "zone": g.s["cards"][iid]["zone"], "until": until, "banish": banish}
    if by_name:
        entry["by_name"] = by_name.casefold()
    if f is not None:
        entry["by"] = [f["src"], f["card"]]
    found.append(entry)


def allow_play_kinds_from_discard(g, player: int, types: list[str]) -> None:
    """ "Until the end of the phase, you may play Friends and Resources from your discard pile":
    every card of those types in the player's discard pile, while this phase of this turn
    lasts (the entry has no "card"; `playable_elsewhere` reads it)."""
    found = g.s["flags"].setdefault(PLAYABLE_ELSEWHERE[player], [])
    found.append({"types": list(types), "zone": "discard", "until": "turn", "turn": g.s["turn"],
                  "phase": g.s["phase"], "banish": False})


def played_from_elsewhere(g, player: int, iid: int) -> dict | None:
    """The card is being played from where `allow_play_from` let it be: the permission is
    used up (the card becomes a new object, 410.6) and given back (its "banish": whether it is
    banished instead of going to the discard pile; its "by", when kept: the card whose text
    gave it); None when not played so. A permission for every card of a type stays."""
    found = g.s["flags"].get(PLAYABLE_ELSEWHERE[player]) if g.s["flags"] else None
    for entry in found or ():
        if entry.get("card") == iid:
            found.remove(entry)
            return entry
    return None


def end_turn_permissions(g) -> None:
    """ "Until the end of the turn, you may play that Event ...": those permissions end, and so
    does what "If a Friend or Resource would enter your discard pile this phase" left (it held for
    that phase only)."""
    for key in BANISHED_FOR_DISCARD:
        g.s["flags"].pop(key, None)
    for key in PLAYABLE_ELSEWHERE:
        found = g.s["flags"].get(key)
        if found:
            found[:] = [entry for entry in found if entry["until"] != "turn"]
            if not found:
                del g.s["flags"][key]


@head_reader
def _last_card_head(text: str) -> tuple[str, str, dict] | None:
    """"When you play the last card in your hand": a card played by this card's controller
    that left their hand empty as it was played (705.2a; `last_card_listened`)."""
    return ("played", "you_last_card", {}) if text == "when you play the last card in your hand" else None


@head_reader
def _non_token_friend_head(text: str) -> tuple[str, str, dict] | None:
    """"When one of your non-token Friends enters play (here)" (DE32, HM28): not a token (521)."""
    if text == "when one of your non-token friends enters play here":
        return "enter_play", "own_friend_here", {"non_token": True}
    return ("enter_play", "own_friend", {"non_token": True}) \
        if text == "when one of your non-token friends enters play" else None


@head_reader
def _trait_card_head(text: str) -> tuple[str, str, dict] | None:
    """"When you play a Song card": any card with that trait its controller plays (Songs are
    Events: the Event's card is in the event's `event_card`)."""
    m = re.fullmatch(r"when you play an? ([a-z]+) card", text)
    return ("played", "you_trait_card", {"trait": m.group(1)}) if m and m.group(1) in TRAITS else None


def last_card_listened(g) -> bool:
    """Does a card in play wait for "when you play the last card in your hand"? Only then
    does playing a card note that it emptied its player's hand (the event's `last_in_hand`),
    as it is played: an Event's own instructions may fill the hand again before the event."""
    cards = g.s["cards"]
    for iid in (g.settled_board or g.board()).listeners.get("played", ()):
        if iid in cards and any(ability.params.get("when") == "you_last_card"
                                for _, ability in g.spec(iid).triggers.get("played", ())):
            return True
    return False


def _trait_fits(g, iid: int, ability: Ability, data: dict) -> bool:
    """ "When you play a Seapony" / "when one of your [trait] friends enters play": the new
    card has the trait (and, for "another", is not this card)."""
    trait = ability.params.get("trait")
    if not trait or ability.params["when"] not in ("own_friend_here", "own_friend"):
        return True
    new = data.get("card")
    if new not in g.s["cards"] or not has_trait(g, new, trait):
        return False
    return not (ability.params.get("other") and new == iid)


@answers(PART_TRIGGER_MATCHERS, "played")
def played(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player played a card (an Event: `card` 0 and `event_card`)."""
    s = g.s
    c = s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when == "friend_here_any":  # (read with "the first time each turn")
        new = data.get("card")
        ok = (new in s["cards"] and g.is_type(new, "friend") and data.get("area") == c["area"])
        return {"it": new, "area": data["area"], "player": data["player"]} if ok else None
    if when == "first_play":
        # the record behind "pay [N] less for your first ... each turn": nothing is triggered
        card = data["event_card"] if data.get("event_card") else s["cards"].get(data.get("card"), {}).get("card")
        if card is not None and data["player"] == ctrl \
                and first_play_fits(g, iid, ability.params, g.lib.spec(card), data.get("area")):
            first_this_turn(g, iid, ability)
        return None
    if not _trait_fits(g, iid, ability, data):
        return None
    if when in ("troublemaker_here", "own_troublemaker", "own_troublemaker_here"):
        # "When (you play) a Troublemaker (is played) (here)": played face-down from a hand
        # (609.2c) or by a card's "play a Troublemaker"; one put into play is not played
        new = data.get("card")
        if not data.get("troublemaker") or new not in s["cards"] or new == iid:
            return None
        if when != "own_troublemaker" and data.get("area") != c["area"]:
            return None
        if when != "troublemaker_here" and data["player"] != ctrl:
            return None
        return {"it": new, "area": data.get("area")}
    if when == "opp_resource":
        new = data.get("card")
        ok = data["player"] != ctrl and new in s["cards"] and g.is_type(new, "resource")
        return {"player": data["player"], "area": data.get("area")} if ok else None
    if when in ("own_friend", "own_friend_here", "opp_friend", "own_friend_to_problem"):
        new = data.get("card")
        ok = (data["player"] == ctrl) == (when != "opp_friend") and new in s["cards"] and g.is_type(new, "friend")
        if when == "own_friend_here" and (data.get("area") != c["area"] or (
                ability.params.get("at_problem") and not is_problem_area(g, c["area"]))):
            return None  # ("to this card's Problem": this card is at a Problem)
        if when == "own_friend_to_problem" and not is_problem_area(g, data.get("area")):
            return None
        return {"it": new, "area": data.get("area"), "player": data["player"]} if ok else None
    if when == "opp_any":
        return {"player": data["player"]} if data["player"] != ctrl else None
    if when in SELF_ARRIVALS:
        return _self_entered(g, iid, when, data)
    if when == "you_any":
        return {} if data["player"] == ctrl else None
    if when == "you_trait_card":
        card = data.get("event_card") or s["cards"].get(data.get("card"), {}).get("card")
        ok = data["player"] == ctrl and card is not None and g.lib.spec(card).has_trait(ability.params["trait"])
        return {} if ok else None
    if when == "you_last_card":
        return {} if data["player"] == ctrl and data.get("last_in_hand") else None
    if when == "you_any_faceoff":
        return {} if data["player"] == ctrl and s["faceoff"] is not None else None
    if when == "own_attachment":
        new = data.get("card")
        host = s["cards"][new]["host"] if new in s["cards"] else None
        ok = (data["player"] == ctrl and host in s["cards"] and s["cards"][host]["ctrl"] == ctrl
              and (ability.params["trait"] == "resource" or has_trait(g, new, ability.params["trait"]))
              and (host == iid or not ability.params.get("on_self")))
        return {"it": host, "area": data.get("area")} if ok else None
    # "when you play an Event"
    if data.get("card") != 0 or data["player"] != ctrl:
        return None
    if when == "event_you_talented":
        # Talented: the Event's play requirements name one of this card's colors
        reqs = {color for color, _ in g.lib.spec(data["event_card"]).reqs}
        return {} if reqs & set(power.colors(g, iid)) else None
    return {}


@answers(PART_TRIGGER_MATCHERS, "enter_play")
def entered_play(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A card entered play (played or put into play)."""
    s = g.s
    c = s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when in ("opp_friend_at_problem", "friend_at_problem"):  # (EO6: any player's Friend)
        new = data.get("card")
        ok = (new in s["cards"] and g.is_type(new, "friend") and is_problem_area(g, data.get("area"))
              and (when == "friend_at_problem" or s["cards"][new]["ctrl"] != ctrl))
        # "the same cost": that Friend's cost as it entered play (it may be gone by then, 410.6a)
        return {"it": new, "area": data["area"], "cost": g.spec(new).cost} if ok else None
    if not _trait_fits(g, iid, ability, data):
        return None
    if when in ("problem", "own_problem"):
        new = data.get("card")
        if new not in s["cards"] or new == iid or not g.is_type(new, "problem"):
            return None
        if when == "own_problem" and s["cards"][new]["ctrl"] != ctrl:
            return None
        return {"it": new, "area": data.get("area")}
    if when in ("own_friend", "own_friend_here"):
        new = data.get("card")
        if new not in s["cards"] or not g.is_type(new, "friend") or s["cards"][new]["ctrl"] != ctrl:
            return None
        if ability.params.get("other") and new == iid:
            return None  # "another one of your Friends"
        if ability.params.get("non_token") and s["cards"][new].get("token"):
            return None  # "one of your non-token Friends"
        if when.endswith("here") and data.get("area") != c["area"]:
            return None
        return {"it": new, "area": data.get("area")}
    if when == "own_token":  # "when you put a <kind of> token into play"
        new = data.get("card")
        ok = (new in s["cards"] and s["cards"][new].get("token") and s["cards"][new]["card"] == ability.params["token"]
              and s["cards"][new]["ctrl"] == ctrl)
        return {"it": new, "area": data.get("area")} if ok else None
    if when in ("opp_friend_here", "friend_here"):
        # (a Friend's own "when a Friend enters play here" sees it entering, 706.1d, as "when
        # one of your Friends enters play here" does: it is a Friend entering play there)
        new = data.get("card")
        if new not in s["cards"] or data.get("area") != c["area"] or not g.is_type(new, "friend"):
            return None
        if when == "opp_friend_here" and s["cards"][new]["ctrl"] == ctrl:
            return None
        return {"it": new, "area": data["area"]}
    if when in SELF_ARRIVALS:
        return _self_entered(g, iid, when, data)
    return None


def _self_entered(g, iid: int, when: str, data: dict) -> dict | None:
    """ "When this card enters play (at a problem)" / "when you play this card (to a problem)"."""
    if data.get("card") != iid:
        return None
    if when == "self_at_problem":
        return {"area": data["area"]} if is_problem_area(g, data.get("area")) else None
    if when == "self_at_problem_with_tm":  # (Surprise: "that Troublemaker" is one there)
        area = data.get("area")
        there = is_problem_area(g, area) and any(nameable_troublemaker(g, i) for i in g.at(area))
        return {"area": area} if there else None
    return {"area": data.get("area")}


@answers(PART_TRIGGER_MATCHERS, "left_play")
def left_play(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A card left play, read by what it was as it left (`card_id`; a token has no new card, 521.3)."""
    c = g.s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when.startswith("leaves:"):
        # "When a (non-token / opposing) Friend / Resource leaves play": any way of leaving
        _, kind, whose, *token = when.split(":")
        ok = (g.lib.spec(data["card_id"]).type == kind and (not token or not data["token"])
              and (whose == "any" or (data["ctrl"] == ctrl) == (whose == "you")))
        return {"area": data["area"]} if ok else None
    if when == "own_friend_retired_dismissed":
        ok = (data.get("how") in ("dismissed", "retired") and data["ctrl"] == ctrl and data.get("card") != iid
              and g.lib.spec(data["card_id"]).type == "friend")
        return {"area": data["area"]} if ok else None
    if when == "friend_here_dismissed":
        ok = (data.get("how") == "dismissed" and data["area"] == c["area"] and data.get("card") != iid
              and g.lib.spec(data["card_id"]).type == "friend")
        return {"area": data["area"]} if ok else None
    # "when an opposing friend is dismissed"
    ok = data.get("how") == "dismissed" and data["ctrl"] != ctrl and g.lib.spec(data["card_id"]).type == "friend"
    return {"area": data["area"]} if ok else None


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("played")
def this_card_played(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When this card is played", "when you play an Event", "when a Troublemaker is played"."""
    p = ability.params
    if p.get("on_event"):
        return {} if data.get("event_card") and data["player"] == g.s["cards"][iid]["ctrl"] else None
    if p.get("troublemaker"):
        return {} if data.get("troublemaker") else None
    return {} if data.get("card") == iid else None


@triggered_by("enter_play")
def this_card_entered_play(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When this card enters play" (and "... at a Problem")."""
    if data["card"] != iid:
        return None
    if ability.params.get("at_problem") and not is_problem_area(g, data["area"]):
        return None
    return {}


# ----- "reveal the top card of your deck. If you reveal a Resource this way, you may put it into play" ------


@effect(r"put it into play")
def _e_revealed_into_play(m):
    """After "reveal the top card of your deck": the card revealed, from the deck (DE44)."""
    return {"do": "put_revealed_card_into_play"}


def resource_places(g, player: int, spec: Spec) -> list[tuple[str, int | None]]:
    """Where a Resource put into play by `player` may go (its placement rule, as when it is
    played, 302.1): (area, card it goes on or None). Home for "Play to your home" and for a
    Resource with no placement rule; else each card in play its rule takes."""
    attach = spec.attach or "home"
    if attach == "home":
        return [(f"home:{player}", None)]
    cards = g.s["cards"]
    return [(cards[i]["area"], i) for i in g.s["play"] if host_ok(g, player, attach, i)]


@step("put_revealed_card_into_play")
def _d_revealed_into_play(g, f, step_, e, rule):
    """The revealed card, still on top of the deck, enters play under the acting player's
    control: a Friend at home or at a Problem, a Resource by its placement rule (706.1).
    Nothing when it has left the deck meanwhile or has nowhere to go (705.2e)."""
    found = _revealed_with_a_place(g, f, step_)
    return put_into_play(g, f, found[0], acting_player(f)) if found else True


@acts_on("put_revealed_card_into_play")
def _revealed_with_a_place(g, f: dict, step_: dict) -> list[int]:
    """The revealed card while it is still in the deck, if it has a place to enter play:
    a Friend always has, a Resource where its placement rule finds one (302.1)."""
    iid = f["data"].get("revealed")
    if iid not in g.s["cards"] or g.card(iid)["zone"] != "deck":
        return []
    spec = g.spec(iid)
    fits = spec.type == "friend" or (spec.type == "resource" and resource_places(g, acting_player(f), spec))
    return [iid] if fits else []


@answers(UNASKED_FOR_NO_PLACE, "put_revealed_card_into_play")
def _revealed_with_no_place(g, f: dict, step_: dict) -> str | None:
    """Why "you may put it into play" is not asked of the Resource revealed (302.1: its
    placement rule finds no card, A Fiery Temper's "Play on a Troublemaker" with none in play):
    "finds no place for A Fiery Temper #26". None when the card has left the deck."""
    iid = f["data"].get("revealed")
    if iid not in g.s["cards"] or g.card(iid)["zone"] != "deck" or _revealed_with_a_place(g, f, step_):
        return None
    return f"finds no place for {g.name(iid)}" if g.spec(iid).type == "resource" else None


def put_into_play(g, f: dict, iid: int, player: int, frightened: bool = False, why: str = "") -> bool:
    """`player` puts a card from outside play (a deck, a hand, the banished zone) into play
    (706.1), where the text names no place: a Friend at its owner's home or at any Problem
    (302.1, 405.1: a Friend may enter play at any of these areas; 501.2: only a text saying
    "to" or "at" an area fixes one), a Resource by its placement rule, each where `player`
    chooses, the player carrying the text out (705.2e); False while that is asked. The card
    enters under its owner's control (513.2), so another player's home is no place for it
    (506.2, 511.5): it enters play for its owner, and the log and the event it reports say
    who chose where (`steps.enter_play`). `frightened`: it enters play frightened (706.1b);
    `why`: the card whose text brings it back, which leads the question as every question of
    a card's text is led ("Opalescence, Royal Edict #3: Where does ... come back into play?",
    though that card has left play). Nothing
    for another type or with nowhere to go (705.2e)."""
    spec = g.spec(iid)
    if spec.type == "friend":
        owner = g.card(iid)["owner"]
        prompt = f"{why}: Where does {spec.name} come back into play?" if why else None
        return enter_play(g, f, {"card": iid}, [f"home:{owner}", *g.problems()], player, frightened=frightened,
                          prompt=prompt, for_player=owner)
    if spec.type != "resource":
        return True
    places = resource_places(g, player, spec)
    ans = choose(g, f, player, "area", f"Where does {spec.name} enter play?",
                 [(f"place:{n}", f"at {area}" if host is None else f"on {g.name(host)}")
                  for n, (area, host) in enumerate(places)])
    if ans is None:
        return False
    if not ans:
        return True
    area, host = places[int(ans[0].split(":")[1])]
    put_in_play(g, iid, area, player, host=host)
    return True


@op(PUT_BACK)
def put_back_into_play(g, f: dict) -> bool:
    """Each card still banished comes back into play as a new card (410.6), one after the
    other in the order listed (`cards`: [card, enters frightened, the player who puts it
    back, what the question tells first], the last optional), where the player putting it
    back chooses (`put_into_play`: a Friend at its owner's home or at a Problem). That
    player is the controller of the text that banished it (513.3, 513.4: "Banish a Friend
    until the end of the turn", "At the end of the turn, put that card into play"; "until
    this card leaves play", `game.return_exiled`), who applies what the text still has to do
    (707.2). The question is led by the entry's own or else the frame's `why`: the card whose
    text brings the card back ("Opalescence, Royal Edict #3: Where does ... come back into
    play?", "Zecora #12: ..."), and the line of the card entering names that card's text
    (`put_back_by`, `MlpGame.text_resolving`). A card that left the banished zone meanwhile
    stays where it is."""
    f.setdefault("data", {})
    cards = g.s["cards"]
    while f["cards"]:
        iid, frightened, player = f["cards"][0][:3]
        c = cards.get(iid)
        why = put_back_by(f)
        if c is not None and c["zone"] == "banished" and not put_into_play(g, f, iid, player, frightened, why):
            return False
        f["cards"].pop(0)
    return True

# ----- playing a card for free ("play an Accessory on this card for free") ------------------------


def play_for_free(g, player: int, iid: int, dest: str, frightened: bool = False) -> None:
    """`player` plays card `iid` (from their hand, deck or discard pile) to `dest` ("home:0",
    "problem:1", "on:<iid>", "event") without paying its cost: the play procedure itself
    (705.2, `procedures.actions.play_card`, which reports the card played, files it and
    carries out an Event's text), pushed on the stack; `frightened`: it enters play
    frightened (706.1b). A runner calling it returns False and waits for it, and is resumed
    once the card is played. The play requirement (205.1) is the caller's to check
    (`free_play_places` lists only places it may go)."""
    g.push("play_card", player=player, iid=iid, dest=dest, react=0, step=0, free=True,
           **({"frightened": True} if frightened else {}))


def free_play_places(g, player: int, iid: int) -> list[tuple[str, str]]:
    """(destination, label) where `player` may play card `iid` for free now: none when its
    play requirement is not met (205.1: "for free" leaves out only its cost) or a card in play
    bars its name; a Friend at home or at a Problem; a Resource by its placement rule
    (`resource_places`); not where a card in play bars it (`problems.friend_barred`,
    `problems.resource_barred`); none while a text bars the player from playing cards in the
    running faceoff (`abilities.barred_from_playing_now`)."""
    spec = g.spec(iid)
    if not power.requirement_met(g, player, iid) or barred_by_name(g, player, iid) or barred_from_playing_now(g, player):
        return []
    if spec.type == "friend":
        places = ((f"home:{player}", "at home"), *((a, f"at {a}") for a in g.problems()))
        return [(area, label) for area, label in places if not friend_barred(g, player, iid, area)]
    if spec.type != "resource":
        return []
    return [(f"on:{host}" if host is not None else area, f"on {g.name(host)}" if host is not None else f"at {area}")
            for area, host in resource_places(g, player, spec) if host is None or not resource_barred(g, host)]


@effect(r"play that resource from your discard pile for free")
def _e_play_dismissed_resource_free(m):
    """PR32, after "Reaction: When one of your Resources is dismissed, you may dismiss this
    card. If you do, ...": the Resource the reaction names (its card in the discard pile)."""
    return {"do": "play_left_card_free"}


@step("play_left_card_free")
def _d_play_left_card_free(g, f, step_, e, rule):
    """The card that left play, if it is still in its owner's discard pile, played by the
    acting player for free where its placement rule lets it go (705.2e: nowhere, nothing; nor
    while a text bars the player from playing cards in the running faceoff, 104.2)."""
    if e.get("playing"):
        return True  # (played: `play_for_free` ran)
    new = f["data"].get("new")
    c = g.s["cards"].get(new) if new else None
    player = acting_player(f)
    if c is None or c["zone"] != "discard" or c["owner"] != player or barred_from_playing_now(g, player, g.name(new)):
        return True
    places = free_play_places(g, player, new)
    ans = choose(g, f, player, "area", f"Play {g.name(new)} from your discard pile for free",
                 [(dest, label) for dest, label in places])
    if ans is None:
        return False
    if not ans:
        return True
    e["playing"] = True
    play_for_free(g, player, new, ans[0])
    return False


# ----- cancelling an Event as it is played (410.7) -------------------------------------------------

# the category of "As an opponent plays an Event, you may pay [N] and exhaust (or retire) this
# card to cancel that card.": `procedures.actions.play_card` asks its controller as an opponent's
# Event is played, before its instructions are followed
CANCELS_OPPONENTS_EVENTS = "cancels_opponents_events"


@template(r"as an opponent plays an event, you may pay \{(\d+)\} and (exhaust|retire) this card to cancel that card\.")
def _t_cancel_opponents_event(m, t):
    """SB91 exhausts its card, HM115 retires it: the same offer with another cost."""
    return _a("static", "cancel_opponents_event", t, CANCELS_OPPONENTS_EVENTS, pay=int(m.group(1)),
              retire=m.group(2) == "retire")


def event_cancellers(g, player: int) -> list[tuple[int, int]]:
    """(card, tokens to pay) of the opponent of `player` that may cancel the Event `player` is
    playing now: cards of theirs with the text whose cost they can pay (707.2a): ready ones
    that can be exhausted, or ones that can leave play for "retire this card"."""
    opponent = 1 - player
    tokens = g.s["players"][opponent]["tokens"]
    found = []
    for src, ability in g.static_abilities(CANCELS_OPPONENTS_EVENTS):
        c = g.s["cards"][src]
        if c["ctrl"] != opponent or tokens < ability.params["pay"]:
            continue
        if kept_from_cost(g, src, "retire", opponent) is None if ability.params.get("retire") \
                else not c["exhausted"] and g.can_be_exhausted(src):
            found.append((src, ability.params["pay"]))
    return found


def cancel_cost_label(g, canceller: int, pay: int) -> str:
    """How the offer names its cost: "Pay 1 and retire Wake Up Call #5 to cancel it"."""
    verb = "retire" if _retires(g, canceller) else "exhaust"
    return f"Pay {pay} and {verb} {g.name(canceller)} to cancel it"


def _retires(g, canceller: int) -> bool:
    """Is the canceller's cost to retire it (else to exhaust it)?"""
    return any(ability.params.get("retire") for src, ability in g.static_abilities(CANCELS_OPPONENTS_EVENTS)
               if src == canceller)


def cancel_event(g, canceller: int, pay: int, queued: int, name: str) -> None:
    """The canceller's controller pays and exhausts or retires it, and the Event goes from the
    queue to its owner's discard pile without resolving (410.7)."""
    ctrl = g.s["cards"][canceller]["ctrl"]
    label = g.name(canceller)
    g.pay_tokens(ctrl, pay, "707.2a")
    if _retires(g, canceller):
        g.retire(canceller, "707.2a")
    else:
        g.exhaust(canceller, "707.2a")
    if queued in g.s["cards"] and g.card(queued)["zone"] == "queue":
        owner = g.card(queued)["owner"]
        new = g.relocate(queued, "discard")
        g.emit_event("put_in_discard", {"card": new, "owner": owner})
    g.note("410.7", f"P{ctrl} cancels {name} with {label}: it does not resolve")


@answers(KEYWORD_TRIGGERS, "enter_play")
def _as_card_enters(g, event: str, data: dict) -> None:
    """What keywords and continuous abilities do at once as a card enters play
    (`registry.AS_CARD_ENTERS`), each asked in turn."""
    for act in AS_CARD_ENTERS:
        act(g, data)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "play_left_card_free")
