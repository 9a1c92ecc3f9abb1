"""The verbs that change a card in play (503, 504, 410, 607.3): frighten, unfrighten,
exhaust, ready, dismiss, retire, uncover, banish (and "banish ... until this card leaves
play"), and what becoming frightened triggers.

The step patterns ("frighten up to two Friends", "exhaust each ...") sit with what the
steps do; the trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`)
and answered here ("when this card becomes frightened", "when you frighten a Friend").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    LEAVING_PLAY,
    card_of_option,
    choose,
    dismiss_replacements,
    in_play,
    lacked,
    leaving_record,
    replacement_question,
    text_source,
)
from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.entering_and_leaving_play import put_into_play
from engine.mlp.effects.hooks import flow, replacement
from engine.mlp.effects.instruction_words import printed_verbs
from engine.mlp.effects.next_ready import hold_from_next_ready
from engine.mlp.effects.registry import (
    CARRIED_OUT_TOGETHER,
    CHOSEN_FIRST,
    DISMISSALS_REPLACED,
    OWN_DISMISSAL_REPLACEMENTS,
    PART_TRIGGER_MATCHERS,
    STEP_CHECKS,
    TAKES_FROM_DISCARD_PILES,
    answers,
    scope,
    step,
)
from engine.mlp.effects.steps import (
    SAID_CHOSEN,
    acted_step,
    acting_player,
    card_types_capitalised,
    doable_targets,
    keeps_banished,
    kept_from,
    kept_from_every_target,
    note_kept_from_every_target,
    on_chosen,
    pick_target,
    targets,
    which_words,
)
from engine.mlp.state.game import STAYS_FRIGHTENED, TEXT_GIVEN
from engine.mlp.state.library import Ability
from engine.mlp.state.ops import op
from engine.mlp.text.parts import number, target, target_all
from engine.mlp.text.registry import effect
from engine.mlp.values import power


@answers(PART_TRIGGER_MATCHERS, "self_frightened")
def self_frightened(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When this card becomes frightened" (emitted by `game.frighten` for the card itself)."""
    return {}


@answers(PART_TRIGGER_MATCHERS, "unfrightened")
def unfrightened(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When this card becomes unfrightened" (emitted by `game.unfrighten`: rallied, or
    unfrightened by a card's text)."""
    return {} if data["card"] == iid else None


@answers(PART_TRIGGER_MATCHERS, "frightened")
def frightened(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A card (`card`, printed `card_id`) became frightened at `area`."""
    s = g.s
    when = ability.params["when"]
    if when == "any_friend":  # (read with "the first time each turn")
        return {} if g.lib.spec(data["card_id"]).type == "friend" else None
    if when == "you_frighten":
        # "you frighten": an effect you control does it (513.3), the innermost one running
        by = next((f["ctrl"] for f in reversed(s["stack"]) if f["op"] == "ability"), None)
        ok = by == s["cards"][iid]["ctrl"] and g.lib.spec(data["card_id"]).type == "friend"
        return {"it": data["card"]} if ok else None
    # "when (this or) another Friend is frightened" (this card's own: `game.frighten`)
    ok = data["card"] != iid and g.lib.spec(data["card_id"]).type == "friend"
    return {"area": data["area"]} if ok else None


def first_of_a_batch(g, iid: int, ability: Ability) -> bool:
    """ "When one or more ... become exhausted": the cards one instruction exhausts are
    reported one by one ("exhausted"), so the ability triggers for the first of them only
    (none of its triggers is waiting yet)."""
    index = g.spec(iid).abilities.index(ability)
    return not any(w["src"] == iid and w["ab"] == index for w in g.s["waiting"])


# ----- the verbs read in parts: frighten, unfrighten, exhaust, ready, dismiss, retire, uncover, banish ---


@effect(r"(frighten|dismiss|exhaust|ready|unfrighten|banish) each (.+)")
def _e_each_verb(m):
    text = m.group(2)
    if re.fullmatch(r"(?:opposing )?\w+ and \w+", text):
        # "each opposing Resource and Troublemaker": every card of either type
        text = text.replace(" and ", " or ")
    found = target(("an " if text[0] in "aeiou" else "a ") + text.replace("other ", "", 1)) if text else None
    if found is None:
        return None
    if text.startswith("other "):
        found["other"] = True
    return {"do": m.group(1), "target": found, "all": True}


@effect(r"(frighten|unfrighten|exhaust|ready|dismiss|banish) up to (two|three|\d+) (.+)")
def _e_verb_up_to(m):
    """One instruction on up to N different cards, chosen at once (`_verb_up_to`)."""
    found = target_all(m.group(3))
    if found is None or found.get("self"):
        return None
    return {"do": m.group(1), "target": found, "most": number(m.group(2)), "what": m.group(3)}


@effect(r"frighten or unfrighten (.+)")
def _e_frighten_or_unfrighten(m):
    found = target(m.group(1))
    if found is None or found.get("self") or "state" in found:
        return None
    return {"do": "frighten_or_unfrighten", "target": found}


@effect(r"(frighten|dismiss|exhaust|ready|unfrighten|banish) all (.+)")
def _e_all_verb(m):
    text = m.group(2)
    found = target_all(text.removeprefix("other "))
    if found is None:
        return None
    if text.startswith("other "):
        found["other"] = True  # "all other Friends at its Problem": this card left out
    return {"do": m.group(1), "target": found, "all": True}


@effect(r"(frighten|dismiss|exhaust|ready|unfrighten|retire|uncover|banish) (.+)")
def _e_verb(m):
    found = target(m.group(2))
    if found is None:
        return None
    verb = m.group(1)
    if verb == "retire" and found.get("owner") == "opp":
        return None  # 410.2: players retire only their own cards
    if verb == "uncover":
        if found.get("kind") != "troublemaker" or found.get("state") not in (None, "face-down"):
            return None
        found["state"] = "face-down"
    return {"do": verb, "target": found, "what": m.group(2)}


@effect(r"(dismiss|frighten|exhaust) a random (friend|character|troublemaker)( here)?")
def _e_random_verb(m):
    """ "Dismiss a random Friend here": the card is picked by the game's random generator among
    those that fit (nobody chooses it)."""
    found = target(f"a {m.group(2)}{m.group(3) or ''}")
    if found is None:
        return None
    return {"do": "random_verb", "verb": m.group(1), "target": found}


@step("random_verb")
def _d_random_verb(g, f, step, e, rule):
    """The card is picked among those the verb can act on (`targets`); when every card that
    fits is kept from the verb ("Friends here cannot be dismissed"), none is picked and the
    log says why, as for a card a player must choose (705.2e: what can't be done isn't)."""
    verb_step = acted_step(step)
    cands = targets(g, f, verb_step)
    kept = kept_from_every_target(g, verb_step, cands, acting_player(f))
    if kept:
        note_kept_from_every_target(g, verb_step, kept, acting_player(f), at_random=True)
        return True
    if cands:
        picked = pick_at_random(g, f, cands, rule, what=f"the card to {step['verb']}")
        if picked is None:
            return False
        g.note(rule, f"{g.name(picked)} is picked at random")
        _apply_verb(g, step["verb"], picked, rule)
    return True


@effect(r"unfrighten or ready (.+)")
def _e_unfrighten_or_ready(m):
    found = target(m.group(1))
    if found is None or found.get("self") or "state" in found:
        return None
    return {"do": "unfrighten_or_ready", "target": found}


@effect(r"banish (.+) until this card leaves play")
def _e_banish_until(m):
    """410.5, for as long as this card stays in play (`game.return_exiled`)."""
    found = target(m.group(1))
    if found is None or found.get("self") or found.get("kind") not in ("friend", "character"):
        return None
    return {"do": "banish_until", "target": found, "what": m.group(1)}


@effect(r"banish (.+) until the end of the turn")
def _e_banish_for_the_turn(m):
    """DE100: the card comes back as the turn ends (`flow`, at the End Phase)."""
    found = target(m.group(1))
    if found is None or found.get("self") or found.get("kind") not in ("friend", "character"):
        return None
    return {"do": "banish_turn", "target": found, "what": m.group(1)}


@effect(r"banish (.+) until the end of the faceoff")
def _e_banish_for_the_faceoff(m):
    """DE5: the card comes back as the faceoff ends (`procedures.faceoff`); "one of their
    Friends" after "when an opponent starts a faceoff" is one of that opponent's."""
    found = {"owner": "opp", "kind": "friend"} if m.group(1) == "one of their friends" else target(m.group(1))
    if found is None or found.get("self") or found.get("kind") not in ("friend", "character"):
        return None
    return {"do": "banish_until_faceoff_end", "target": found}


@effect(r"banish (.+)\. at the start of the next turn, put that friend into play")
def _e_banish_until_next_turn(m):
    """AD45, AD105: the Friend comes back into play as the next turn starts (`flow`; one
    instruction, joined by `parts.steps`, since the second sentence names the card banished)."""
    found = target(m.group(1))
    if found is None or found.get("self") or found.get("kind") != "friend":
        return None
    return {"do": "banish_next_turn", "target": found, "what": m.group(1)}


@effect(r"banish (.+), then put that (?:friend|card) into play")
def _e_banish_and_return(m):
    """EO124, EO207: the card leaves play and comes straight back as a new card (410.6)."""
    found = target(m.group(1))
    if found is None or found.get("self") or found.get("kind") != "friend":
        return None
    return {"do": "banish_and_return", "target": found}


@effect(r"put (?:any cards|each event) banished this way into (?:their owners' hands|its owner's hand)")
def _e_exiled_to_hand(m):
    """After "when this card leaves play", or after "banish this card to" (EO60): the cards this
    card's text banished (410.6a; the leave-play data and the cost keep them, `steps.pay_costs`)."""
    return {"do": "exiled_to_hand"}


@effect(r"an opponent retires a random friend")
def _e_opponent_retires_random(m):
    """The opponent retires one of their own Friends (410.2), chosen at random (the game's
    seeded draw)."""
    return {"do": "retire_random", "who": "opponent"}


_RETIRE = {"do": "retire"}


def _random_retire_pool(g, player: int) -> list[int]:
    """The Friends `player` controls, in play order (a Mane Character is not a Friend)."""
    return [i for i in g.characters(player) if g.is_type(i, "friend")]


@answers(STEP_CHECKS, "retire_random")
def _can_retire_random(g, f: dict, step_: dict) -> bool:
    """Some Friend of the player's can be retired: one a text keeps in play doesn't count
    (705.2e, the same check as a chosen card's, `steps.kept_from`)."""
    player = 1 - f["ctrl"] if step_.get("who") == "opponent" else acting_player(f)
    return any(kept_from(g, _RETIRE, i, player) is None for i in _random_retire_pool(g, player))


@step("retire_random")
def _d_retire_random(g, f, step_, e, rule):
    """The Friend is picked among those that can be retired; when a text keeps each of them
    in play, none is picked and the log says why (705.2e)."""
    player = acting_player(f)
    friends = _random_retire_pool(g, player)
    kept = kept_from_every_target(g, _RETIRE, friends, player)
    if kept:
        note_kept_from_every_target(g, _RETIRE, kept, player, at_random=True)
        return True
    found = [i for i in friends if kept_from(g, _RETIRE, i, player) is None]
    if found:
        iid = pick_at_random(g, f, found, rule, what="the Friend retired")
        if iid is None:
            return False
        g.note(rule, f"{g.name(iid)} is chosen at random{g.by_text()}")
        g.retire(iid, rule)
    return True


# the flags listing the cards banished until the end of the turn, the start of the next turn or
# the end of the faceoff: [card, enters frightened, waits for its owner's turn, the player who
# puts it back, the name of the card whose text banished it] (`put_back_later`)
RETURN_AT_TURN_END = "return_at_turn_end"
RETURN_AT_TURN_START = "return_at_turn_start"
RETURN_AT_FACEOFF_END = "return_at_faceoff_end"
_RETURN_FLAGS = {"banish_turn": RETURN_AT_TURN_END, "banish_next_turn": RETURN_AT_TURN_START,
                 "banish_until_faceoff_end": RETURN_AT_FACEOFF_END}


# ----- what the verbs do (503, 504, 410, 607.3) ----------------------------------------------------


def _unfrighten_or(verb: str):
    """ "<verb> or unfrighten a card" (MT60, CN96): the chosen card's state decides which,
    a frightened card being unfrightened and any other getting the verb."""
    return on_chosen(f"Choose a card to {verb} or unfrighten", lambda g, f, step, iid, rule: _apply_verb(
        g, "unfrighten" if g.card(iid)["frightened"] else verb, iid, rule))


# the verbs acting on one card a player chooses (or each card that fits, "all" / "each")
VERBS_CHOSEN_FIRST = ("frighten", "unfrighten", "exhaust", "ready", "dismiss", "retire", "uncover", "banish")


@step(*VERBS_CHOSEN_FIRST)
def _d_verb(g, f, step, e, rule):
    verb = step["do"]
    if step.get("all") and verb in TOGETHER_VERBS:
        act_together(g, verb, targets(g, f, step), rule)
        return True
    if step.get("all") and verb == "unfrighten":
        g.unfrighten_together(targets(g, f, step), rule)
        return True
    if step.get("all"):
        depth = len(g.s["stack"])
        _one_by_one(g, verb, targets(g, f, step), rule)
        pushed = [frame for frame in g.s["stack"][depth:] if frame["op"] == "replace_instead"]
        if len(pushed) > 1:
            # one instruction, one occurrence for all its cards: "if one or more of your
            # Friends would be dismissed, ... those Friends are not dismissed" (710)
            together = [frame["card"] for frame in pushed]
            for frame in pushed:
                frame["together"] = together
        return True
    if "most" in step:
        return _verb_up_to(g, f, step, e, rule)
    iid = _chosen_card(g, f, step, e)
    if iid is False:
        return False
    if iid is None or iid not in g.s["cards"] or g.card(iid)["zone"] != "play":
        return True
    if verb == "banish" and keeps_banished(g, f["src"]):
        # "put any cards banished this way into their owners' hands" as this card leaves play
        new = g.banish(iid, rule)
        if new and g.s["cards"].get(new, {}).get("zone") == "banished":
            g.card(f["src"]).setdefault("exiled", []).append([new, "this_way"])
        return True
    if verb == "banish":
        f["data"]["acted_on"] = g.banish(iid, rule)  # (the banished card: a later "that Friend", `delayed`)
        return True
    if verb in ("dismiss", "retire"):
        # "if you do" is read once any replacement of the dismissal or retirement is decided
        # (`steps.run`)
        f["data"][LEAVING_PLAY] = leaving_record(g, iid)
    chooser = acting_player(f) if step.get("who") and verb in SAID_CHOSEN else None
    if chooser is not None:
        act_chosen_by(g, chooser, verb, iid, rule)
    else:
        _apply_verb(g, verb, iid, rule)
    if verb in ("ready", "exhaust", "unfrighten", "frighten"):
        f["data"]["acted_on"] = iid  # (what a later "that Friend" of the text names: `delayed`)
    return True


def act_chosen_by(g, chooser: int, verb: str, iid: int, rule: str) -> None:
    """A player the text names ("they exhaust one of their characters at this card's Problem",
    "each player retires a Friend"; Cockatrice's, Cozy Glow's and Harvest Schedule's own
    texts) chose the card they exhaust or retire: the line says who chose it, as every choice's line
    does, not only what happened to it ("P0 chooses Rarity #12 and exhausts it"; "P0 chooses
    Rarity #12 to retire", then where it went)."""
    if verb == "exhaust":
        g.exhaust(iid, rule, chosen_by=chooser)
        return
    g.note(rule, f"P{chooser} chooses {g.name(iid)} to retire")
    g.retire(iid, rule)


def _one_by_one(g, verb: str, cards: list[int], rule: str, held: Sequence[list] = ()) -> None:
    """One instruction acting on these cards (those still in play) one after another: those it
    takes out of play leave together, each told of the others (704.1b, `MlpGame.leaving_together`),
    with the cards `held` for them once their replacements were decided ([card, zone, how,
    position, how a card banished "until the end of the turn" comes back, and the rule and
    card whose text takes it out of play: a replacement's, 710.1], `_act_together`)."""
    waiting = [entry for entry in held if in_play(g, entry[0])]
    with g.leaving_together([entry[0] for entry in waiting] + [iid for iid in cards if in_play(g, iid)]):
        for entry in waiting:
            iid, zone, how, position, back, by_rule, by = _held_entry(entry, rule)
            g.leave_play(iid, zone, by_rule, how, position=position, replaceable=False, back=back, by=by)
        for iid in cards:
            if in_play(g, iid):
                _apply_verb(g, verb, iid, rule)


def _held_entry(entry: Sequence, rule: str) -> tuple:
    """A card held for `_one_by_one` as seven fields: a frame saved before the rule and card
    whose text takes it out of play were held (or before how it comes back was) has neither,
    and the instruction's rule stands for them."""
    defaults = (None, None, None, None, None, rule, None)
    return (*entry, *defaults[len(entry):])


def _chosen_card(g, f, step, e) -> int | bool | None:
    """The one card a verb acts on, asked in its card's words ("Retire which Friend with 2 or
    less power?"): the card, None for none, False while asking (`pick_target`)."""
    return pick_target(g, f, step, e, lambda: _verb_prompt(g, f, step))


def _verb_prompt(g, f: dict, step: dict) -> str:
    """The question of `_chosen_card`."""
    verb = step["do"]
    which = which_words(g, f, step)
    return f"Choose a card to {verb}" if which is None else f"{verb.capitalize()} {which}?"


def _verb_up_to(g, f, step, e, rule) -> bool:
    """ "Frighten up to two Friends": one instruction, so the player chooses its cards at
    once, from none ("up to") to N different cards, among those it can act on (705.2e:
    players can't choose to do things that can't be done). Frightening, dismissing or
    banishing them is one occurrence that replacements see whole (`act_together`, 710.1);
    the other verbs act on each card in turn. "If you do" then means one card or more was
    chosen (`steps.run`)."""
    verb = step["do"]
    if "t" not in e:
        cands = doable_targets(g, f, step)
        # in the card's words: "Frighten which Friends at home? (up to 2)"
        asked = (f"{verb.capitalize()} which {card_types_capitalised(step['what'])}? (up to {step['most']})"
                 if "what" in step else f"Choose up to {how_many(step['most'], 'card')} to {verb}")
        ans = choose(g, f, acting_player(f), "target", asked,
                     [(f"card:{i}", g.name(i)) for i in cands], 0, min(step["most"], len(cands)))
        if ans is None:
            return False
        e["t"] = [card_of_option(key) for key in ans]
    if verb in TOGETHER_VERBS:
        act_together(g, verb, e["t"], rule)
        return True
    if verb == "unfrighten":
        g.unfrighten_together([iid for iid in e["t"] if in_play(g, iid)], rule)
        return True
    for iid in e["t"]:
        if in_play(g, iid):
            _apply_verb(g, verb, iid, rule)
    return True


def banish_prompt(g, f: dict, step: dict) -> str:
    """The question choosing the card a "banish ... until" text banishes, in its card's words
    ("Banish which opposing Friend with 2 or less power?"), as every verb's is."""
    which = which_words(g, f, step)
    return "Choose a card to banish" if which is None else f"Banish {which}?"


@step("banish_until")
def _d_banish_until(g, f, step, e, rule):
    """ "Banish ... until this card leaves play": nothing if this card has left play already
    (as for a control change lasting that long); else the card banished is listed on this
    card (`exiled`) and comes back as it leaves play (`game.return_exiled`)."""
    iid = pick_target(g, f, step, e, lambda: banish_prompt(g, f, step))
    if iid is False:
        return False
    if iid is None or not in_play(g, iid) or not in_play(g, f["src"]):
        return True
    new = g.banish(iid, rule)
    if new and g.s["cards"].get(new, {}).get("zone") == "banished" and in_play(g, f["src"]):
        g.card(f["src"]).setdefault("exiled", []).append([new, "until"])
    return True


@step("banish_turn", "banish_next_turn", "banish_until_faceoff_end")
def _d_banish_turn(g, f, step, e, rule):
    """The card banished is listed (`RETURN_AT_TURN_END`, a game flag) and put back into
    play at its owner's home as the turn ends, frightened when the text says so (EO96); or,
    for "at the start of the next turn, put that Friend into play", as the next turn
    starts (`RETURN_AT_TURN_START`), or as the faceoff ends (`RETURN_AT_FACEOFF_END`)."""
    iid = pick_target(g, f, step, e, lambda: banish_prompt(g, f, step))
    if iid is False:
        return False
    if iid is None or not in_play(g, iid):
        return True
    banish_until_turn_end(g, iid, rule, acting_player(f), bool(step.get("frightened")), _RETURN_FLAGS[step["do"]],
                          text_source(g, f))
    return True


def banish_until_turn_end(g, iid: int, rule: str, player: int, frightened: bool = False,
                          until: str = RETURN_AT_TURN_END, source: str = "") -> None:
    """Banish a card in play "until the end of the turn": listed (`RETURN_AT_TURN_END`) to
    come back into play as the turn ends (frightened when told), put back by `player`, the
    controller of the text (`entering_and_leaving_play.put_back_into_play`: at its owner's home
    or a Problem, as that player chooses); or listed under another moment's flag
    (`_RETURN_FLAGS`: the next turn's start, the faceoff's end). `source`: the name of the card
    whose text banished it, which the question then names."""
    g.banish(iid, rule, back=[until, frightened, False, player, source])  # (listed once it has left)


def source_name(g, src: int) -> str:
    """How a question names the card whose text is carried out, by `src` alone: "" when that
    card has left the zone it was in (a new object, 410.6); a runner's frame names it by its
    printed name then (`abilities.text_source`)."""
    return g.name(src) if src in g.s["cards"] else ""


def put_back_later(g, iid: int, until: str, player: int, frightened: bool = False, own_turn: bool = False,
                   source: str = "") -> None:
    """List a banished card to be put back into play by `player` as the moment of `until` comes
    (`RETURN_AT_TURN_END`, `RETURN_AT_TURN_START`, `RETURN_AT_FACEOFF_END`; `own_turn`: the start
    of its owner's own next turn), `source` naming the card whose text said so (`flow.return_banished`)."""
    g.put_back_later(iid, [until, frightened, own_turn, player, source])


def banish_resolving_event(g, f: dict, rule: str) -> None:
    """An Event's own "Banish this card." (410.5): the card, still resolving in the queue
    (705.2), goes to the banished zone, and its play ends with it there (`actions.play_card`
    discards only a card still in the queue)."""
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "queue":
        return
    card_id = c["card"]
    new = g.banish(src, rule)
    for frame in g.s["stack"]:
        if frame["op"] == "play_card" and frame["iid"] == src:
            frame["iid"] = new
            frame["card_id"] = card_id


@effect(r"banish all cards in all discard piles")
def _e_banish_all_discard_piles(m):
    """CG120: every card of every player's discard pile (410.5; a discard pile is public, 405)."""
    return {"do": "banish_all_discard_piles"}


@step("banish_all_discard_piles")
def _d_banish_all_discard_piles(g, f, step, e, rule):
    for player in g.s["players"]:
        for iid in list(player["discard"]):
            g.banish(iid, rule)
    return True


@step("banish_and_return")
def _d_banish_and_return(g, f, step, e, rule):
    """ "Banish a Friend, then put that Friend into play": a new card (410.6) that the player
    carrying the text out puts into play, at its owner's home or at a Problem as they choose
    (the shared step of cards put back into play, `put_into_play`); a card a replacement kept
    in play stays where it is."""
    if "back" not in e:
        iid = pick_target(g, f, step, e, "Choose a Friend to banish and put back into play")
        if iid is False:
            return False
        if iid is None or not in_play(g, iid):
            return True
        banished = g.banish(iid, rule)
        c = g.s["cards"].get(banished) if banished else None
        if c is None or c["zone"] != "banished":
            return True
        e["back"] = banished
    return put_into_play(g, f, e["back"], acting_player(f))


@effect(r"banish this card, then put this card into play at the start of the next turn")
def _e_banish_self_until_next_turn(m):
    """EO58: this card is banished and comes back as the next turn starts (`flow`)."""
    return {"do": "banish_self_next_turn"}


@effect(r"banish this card and put it into play at the start of your next turn")
def _e_banish_self_until_own_turn(m):
    """CN196: back as its owner's next turn starts (not the opponent's turn in between)."""
    return {"do": "banish_self_next_turn", "own_turn": True}


@step("banish_self_next_turn")
def _d_banish_self_next_turn(g, f, step, e, rule):
    src = f["src"]
    if not in_play(g, src):
        return True
    name = g.name(src)  # (the card whose text it is, named before it leaves play)
    g.banish(src, rule, back=[RETURN_AT_TURN_START, False, bool(step.get("own_turn")), f["ctrl"], name])
    return True


@step("exiled_to_hand")
def _d_exiled_to_hand(g, f, step, e, rule):
    """"Put each Event banished this way into its owner's hand" (Spike, Number One Assistant):
    the cards its card's text banished and still banished. With none, the log says which it
    was: none banished that way, or none of them banished still (`lacked`)."""
    exiled = f["data"].get("exiled", ())
    put = [iid for iid in exiled if iid in g.s["cards"] and g.s["cards"][iid]["zone"] == "banished"]
    for iid in put:
        g.to_hand(iid, rule)
    if not put:
        lacked(f, printed_verbs(step["do"]), "none of the cards banished this way is banished still" if exiled
               else "no card was banished this way")
    return True


def exhaustible_opposing(g, player: int) -> list[int]:
    """Opposing characters that can become exhausted: ready and not frightened (705.2e)."""
    cards = g.s["cards"]
    return [i for i in g.characters(1 - player) if not cards[i]["exhausted"] and not cards[i]["frightened"]]


def exhaust_and_hold(g, target: int) -> None:
    """ "Exhaust ... . That character does not ready during its controller's next Ready
    Phase" (603.1): the turn's readying skips the cards listed for that player."""
    if g.exhaust(target, "503.2"):
        hold_from_next_ready(g, target, g.card(target)["ctrl"])


@effect(r"this card doesn't ready during its controller's next ready phase")
def _e_self_no_ready(m):
    return {"do": "self_no_ready"}


@step("self_no_ready")
def _d_self_no_ready(g, f, step_, e, rule):
    """603.1: the turn's readying skips this card once, in its controller's next Ready Phase
    (nothing if it has left play: a card back in play is a new card, 400.7)."""
    src = f["src"]
    if in_play(g, src):
        hold_from_next_ready(g, src, g.card(src)["ctrl"])
    return True


def _apply_verb(g, verb: str, iid: int, rule: str) -> None:
    if verb == "frighten":
        g.frighten(iid, rule)
    elif verb == "unfrighten":
        g.unfrighten(iid, rule)
    elif verb == "exhaust":
        g.exhaust(iid, rule)
    elif verb == "ready":
        g.ready(iid, rule)
    elif verb == "dismiss":
        g.dismiss(iid, rule)
    elif verb == "retire":
        g.retire(iid, rule)
    elif verb == "uncover":
        flow.uncover(g, iid, rule)
    elif verb == "banish":
        g.banish(iid, rule)


# ----- one instruction acting on several cards: one occurrence (710.1, 710.5) ---------------------

# the frame of one instruction dismissing, frightening, banishing or retiring several cards
# ("Dismiss all Friends with printed power of 0", "Frighten all Friends", "Banish each other
# Friend", "each player retires a Friend"), carried out by `_act_together`
ACT_TOGETHER = "act_together"
# the verbs whose occurrence replacement text may replace ("If ... would be dismissed /
# frightened / banished / leave play, ... instead"); exhausting, readying and the rest act
# card by card
TOGETHER_VERBS = ("dismiss", "frighten", "banish", "retire")
_DONE = {"dismiss": "dismissed", "frighten": "frightened", "banish": "banished", "retire": "retired"}


def act_together(g, verb: str, cards: list[int], rule: str, *, named: bool = True) -> None:
    """One instruction dismissing, frightening, banishing or retiring these cards (those in play): one
    occurrence, carried out in its own frame (`_act_together`), which a text read in parts
    waits on (`steps.run`). The frame of the text giving the instruction may be done before
    this one runs: each line still ends with that text's card (705.2e), unless `named` is
    False (a line before names it: a Villain's)."""
    found = [iid for iid in cards if in_play(g, iid)]
    if found:
        given = g.text_given() if named else None
        g.push(ACT_TOGETHER, verb=verb, cards=found, rule=rule, decided=[], **({TEXT_GIVEN: given} if given else {}))


@op(ACT_TOGETHER)
def _act_together(g, f: dict) -> bool:
    """One instruction dismissing, frightening, banishing or retiring several cards is one
    occurrence (710.1), which every replacement that applies to one of its cards may replace, before the
    instruction acts on any card: CG20 Applejack's "If another of your Friends here would be
    dismissed, you may retire this card instead" can save a Friend dismissed with Applejack
    itself, HM65 Cheese Sandwich's "If a Friend would be frightened, you may pay [1] to dismiss
    it instead" still applies to a Friend frightened with it, SB56 Brian's "... would be
    dismissed, banished, or moved, you may retire this card instead" to one banished with it,
    LL108 Golden Parachute's "If one of your Friends would leave play, ... instead" to each
    Friend dismissed or retired with the others.

    710.5, 710.5b: while replacements apply to cards not yet decided, the affected player
    (the cards' controller) chooses whose replacement is decided next (a question only when
    their cards differ in name or in the replacements offered); with cards of both players,
    the player who decides first by 801.1 decides for theirs first. Each card's replacements
    are then offered as for that card alone (`MlpGame.dismiss`, `frighten`, `banish`), in a
    frame above this one; a card none of them replaced stays in play, held in this frame
    (`MlpGame.leave_play`), while the others' are asked, and so does a card a replacement
    sends elsewhere ("it is banished instead": `MlpGame._waits_for_the_others`). Once no
    replacement applies to a card left, the instruction acts on the cards left and those held
    together, each told of the others (704.1b, `MlpGame.leaving_together`). A replacement of
    "one or more of your Friends" used once keeps the others of the same occurrence too
    (`replacement._replace_together` marks them decided)."""
    verb, rule = f["verb"], f["rule"]
    f.pop("deciding", None)  # (the card decided last: held, replaced or kept in play)
    left = [iid for iid in f["cards"] if in_play(g, iid) and iid not in f["decided"]]
    pending = {iid: keys for iid in left if (keys := _replacement_keys(g, verb, iid, rule))}
    if not pending:
        held = f.get("held", [])
        # (each told of the others, 704.1b: those frightened after all or instead, Persistent's,
        # are turned face down as those a replacement sends elsewhere and the rest leave; one
        # that left play meanwhile is gone)
        frightened = {entry[0]: entry[2] for entry in held
                      if entry[1] == STAYS_FRIGHTENED and in_play(g, entry[0])}
        leaving = [entry for entry in held if entry[1] != STAYS_FRIGHTENED]
        if verb == "frighten":
            g.frighten_together([*frightened, *left], rule, lambda: _one_by_one(g, verb, [], rule, leaving))
        elif frightened:
            g.frighten_together(list(frightened), rule, lambda: _one_by_one(g, verb, left, rule, leaving),
                                rules=frightened)
        else:
            _one_by_one(g, verb, left, rule, held)
        return True
    cards = g.s["cards"]
    first = g.first_decider()
    decider = first if any(cards[iid]["ctrl"] == first for iid in pending) else 1 - first
    mine = [iid for iid in pending if cards[iid]["ctrl"] == decider]
    if len({(g.spec(iid).name, pending[iid]) for iid in mine}) > 1:
        ans = choose(g, f, decider, "order", replacement_question(
            f"Several of your cards would be {_DONE[verb]}: decide the replacement of which one first?",
            [g.name(iid) for iid in mine]), [(f"card:{iid}", g.name(iid)) for iid in mine])
        if ans is None:
            return False
        picked = int(ans[0].split(":")[1])
    else:
        picked = mine[0]
    f["decided"].append(picked)
    # its leaving or frightening, unless a replacement keeps it in play as it is, waits for
    # the others (`MlpGame._waits_for_the_others`), as the card stays in play while their
    # replacements are asked
    f["deciding"] = picked
    f.setdefault("held", [])
    depth = len(g.s["stack"])
    _apply_verb(g, verb, picked, rule)
    for frame in g.s["stack"][depth:]:
        if frame["op"] == "replace_instead":
            frame["together"] = list(f["cards"])  # (one occurrence: `replacement._replace_together`)
    return False  # (run again once that card's replacement is decided)


def _replacement_keys(g, verb: str, iid: int, rule: str) -> tuple[str, ...]:
    """The replacements that could replace this card's dismissal, frightening, banishing or
    retirement (for the home limit when `rule` is 616.3) now, by the card giving each
    ("instead:<card>:<index>" or a keyword's), those of its leaving play too ("If one of your
    Friends would leave play, ... instead"); empty when the instruction can't act on the card
    (`MlpGame.dismiss`, `frighten` and `banish` ask the same)."""
    if verb == "frighten":
        if g.card(iid)["frightened"] or power.static_any(g, "cant_frighten", iid):
            return ()
        return tuple(key for key, _ in replacement.options(g, iid, verb))
    if verb == "dismiss":
        if not g.can_be_dismissed(iid) or g.shielded_from(iid, g.acting_player(), "dismiss"):
            return ()
        found = [key for key, _ in dismiss_replacements(g, iid)]
    elif verb == "retire" and rule == "616.3":
        # retiring for the home limit is let through what keeps a card from being retired
        # (`MlpGame.retire`), and text replaces it ("If one of your Friends would be retired for
        # being in excess of your home limit, ... instead")
        found = [key for key, _ in replacement.options(g, iid, "retire_home_limit")] \
            if g._listeners("would_retire_home_limit") else []
    elif verb == "retire":
        if not g.can_be_retired(iid):
            return ()
        found = []  # (no other text replaces a retirement itself, only a leaving play)
    else:
        found = [key for key, _ in replacement.options(g, iid, verb)] if g._listeners("would_banish") else []
    if g._leaving_replaceable(iid):
        found.extend(key for key, _ in replacement.options(g, iid, "leave_play", context={"verb": _DONE[verb]}))
    return tuple(found)


step("unfrighten_or_ready")(_unfrighten_or("ready"))
step("frighten_or_unfrighten")(_unfrighten_or("frighten"))


# ----- Persistent: frightened instead of leaving play --------------------------------------------


def persistent(g, iid: int) -> tuple[str, str] | None:
    """Glossary: Persistent: "If this card would leave play, you may frighten it instead",
    offered with a dismissal's own replacements and, for every other leaving (retired,
    banished, returned to a hand, put into a deck), with "If one of your Friends would leave
    play, ... instead" (`replacement.options`). Not for a card already frightened: what it
    does instead can't be done then."""
    if "Persistent" in power.keywords(g, iid) and not g.s["cards"][iid]["frightened"]:
        return ("persistent", "Frighten it instead (Persistent)")
    return None


OWN_DISMISSAL_REPLACEMENTS.append(persistent)


@answers(DISMISSALS_REPLACED, "persistent")
def frightened_by_persistent(g, iid: int, used: Sequence[int] | None = ()) -> None:
    """The card is frightened instead of leaving play: by its own Persistent (Glossary), so
    the log credits its own text, not the text that would have taken it out of play."""
    g.frighten(iid, "Glossary: Persistent", used=used, by=g.name(iid))


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "banish_all_discard_piles")


# "each player frightens one of their Friends": each player's card chosen before any is acted on
# (801.1, `steps.run`); those dismissed, frightened or banished so are one occurrence (710.1, 704.1b)
CHOSEN_FIRST.update(dict.fromkeys(VERBS_CHOSEN_FIRST, _chosen_card))
CARRIED_OUT_TOGETHER.update(dict.fromkeys(TOGETHER_VERBS, act_together))
