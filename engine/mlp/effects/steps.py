"""What text read in parts (`engine.mlp.text.parts`) does while the game runs: the generic step runner.

One runner, "effect", processes an ability's steps in printed order (705.2e,
707.2): for each step it asks "may" questions as the step is processed
(712.3), pays the step's own costs before the rest of it (707.2a), then
chooses targets and applies the effect. Activated abilities pay their costs
first (703.1d, 705.2d). Targets are chosen on resolution, among the cards
that fit the description then (one-shot modifiers, 709).

Before an Event is offered or an activated ability is listed, `can_use`
checks that its costs can be paid and that every step that is not optional
has something to act on, instead of rewinding afterwards (705.2).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

from engine.core.plural import a_or_how_many, count_or_none, how_many, plural
from engine.mlp.effects import abilities
from engine.mlp.effects.abilities import (
    SELF_LEAVING_COSTS,
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    found_into_hand,
    in_play,
    is_involved,
    is_problem_area,
    kept_from_cost,
    look_and_arrange,
    nameable,
    nameable_troublemaker,
    order_top_cards,
    own_friends,
    runner,
    searched,
    was_involved,
)
from engine.mlp.effects.activation_costs import activation_costs, cost_tokens
from engine.mlp.effects.discounts import give_discount
from engine.mlp.effects.faceoffs import effect_flip, flip_cards, opponents_flipped
from engine.mlp.effects.hooks import faceoff, flow, replacement
from engine.mlp.effects.instruction_words import (
    after_its_trigger,
    cost_instruction,
    naming_problems,
    none_can_be,
    offered_instruction,
    opening_condition,
    participle,
    place_named,
    printed_verbs,
    quoted_instruction,
    text_body,
    with_its_cost,
)
from engine.mlp.effects.plain_words import looks_at_hand, step_words, verb_words, yours
from engine.mlp.effects.problem_deck_top import look_and_put_top_or_bottom
from engine.mlp.effects.registry import (
    ACTED_ON,
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    AMOUNTS,
    APPLIES,
    ASKS_ITS_MAY,
    BOARD_READ,
    BY_CARD_TYPE,
    CARD_TEXT,
    CARRIED_OUT_TOGETHER,
    CHOSEN_FIRST,
    COUNTER_REPLACEMENTS,
    KEPT_FROM_COSTS,
    LOOKS_IN_DECKS,
    MAY_ASKED_BY_STEP,
    NO_AREA,
    OWN_AREAS,
    OWN_CARDS,
    PART_TRIGGER_MATCHERS,
    PLAY_CHECKS,
    REACTION_MATCHERS,
    SELF_ONLY_STATICS,
    STEP_CHECKS,
    STEP_REFUSALS,
    STEPS,
    TAKES_FROM_DISCARD_PILES,
    TRIGGER_MATCHERS,
    UNASKED_FOR_NO_PLACE,
    VALUE_RULES,
    VOLATILE_KEYWORD_STATICS,
    acts_on,
    answers,
    scope,
)
from engine.mlp.state.game import CANT_BE_MOVED, NO_MOVES_AT_ALL, STAMP
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty, has_none, none_in_play
from engine.mlp.values import power
from engine.mlp.values.power import has_trait

# ----- triggers (704) -----------------------------------------------------------------------


@answers(TRIGGER_MATCHERS, "effect")
def trigger_matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Does this occurrence trigger the ability? Returns what the effect needs to know.

    A condition printed after the trigger ("When ..., if you have another [Magic]
    character, ...") is checked as the effect is created (712.2)."""
    bound = _trigger_matches(g, iid, ability, data)
    if bound is not None and ability.params.get("first_each_turn") and not first_this_turn(g, iid, ability):
        return None
    cond = ability.params.get("if")
    if bound is None or cond is None:
        return bound
    return bound if _trigger_condition(g, iid, cond) else None


def _trigger_condition(g, iid: int, cond: dict) -> bool:
    s = g.s
    me = s["cards"][iid]["ctrl"]
    if cond["if"] == "other_color":
        return any(i != iid and cond["color"] in power.colors(g, i) for i in g.characters(me))
    if cond["if"] == "any_points":
        return any(p["score"] >= cond["n"] for p in s["players"])
    if cond["if"] == "trait_here":
        area = s["cards"][iid]["area"]
        return any(has_trait(g, i, cond["trait"]) and g.face_up(i) for i in g.characters_at(area, me))
    if cond["if"] == "opp_tokens":
        return s["players"][1 - me]["tokens"] >= cond["n"]
    if cond["if"] == "no_confront":
        return not s["confronted"]
    if cond["if"] == "here_not_confronted":
        # "if this card's Problem was not confronted": a card at home has no Problem, so
        # there is none that went unconfronted (the reading of "this card's Problem" at home)
        area = s["cards"][iid]["area"]
        return is_problem_area(g, area) and area not in s["confronted"]
    if cond["if"] == "state":
        return condition(g, iid, cond["cond"])
    if cond["if"] == "own_turn":
        return s["turn_player"] == me
    if cond["if"] == "faceoff_kind":  # "when this card is flipped during a Troublemaker faceoff"
        return s["faceoff"] is not None and s["faceoff"]["kind"] == cond["kind"]
    if cond["if"] == "host_controller":
        # "If that Friend is (not) yours": the controller of this attachment's host (509.4)
        host = s["cards"][iid]["host"]
        return bool(host) and host in s["cards"] and (s["cards"][host]["ctrl"] == me) == cond["yours"]
    return False


def _trigger_matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """The family that reads a trigger head answers whether an event triggers it: by the
    `match` the head sets, else by the head's event (`PART_TRIGGER_MATCHERS`). An event
    no family answers for triggers nothing."""
    match = ability.params.get("match")
    family = PART_TRIGGER_MATCHERS.get(match) if match else None
    if family is None:
        family = PART_TRIGGER_MATCHERS.get(ability.event)
    return family(g, iid, ability, data) if family is not None else None


# ----- card descriptions --------------------------------------------------------------------


NOT_FOR_FRIGHTENED = frozenset({
    "ready", "exhaust", "exhaust_opposing_no_ready", "frighten",
    "pump", "pump_per", "add_paid_power", "color", "give_keyword",
    "counter", "distribute", "counter_each_of_up_to", "named_counter_chosen",
})
"""The verbs a frightened card does not fit a description for. A frightened Friend is still a
Friend (quick-start rules, "Frighten": "Frightened Friend cards are still Friends, but have no
color, power, traits, or game text"): it is turned face down (504.1) and keeps its card
information, its name, type, printed cost and printed power (505.1, 505.1c, 507.4); only
face-down Troublemakers can't be referenced (505.2). So it fits "a Friend", "an opposing
character", "a Friend here" and their counts; a description by trait, color or power leaves it
out, as it has none (505.1a, 505.1b: `has_trait`, `power.colors`, `power.power`), and so do
these verbs (705.2e: only what can be carried out is offered): it can't ready, exhaust or
become frightened (504.2a, 504.2b), has no power, color or abilities for a text to change
(505.1a, 505.1b) and gets no counters (`add_counters`)."""


def fits(g, iid: int, player: int, src: int, t: dict, area: str | None, verb: str) -> bool:
    """Does a card in play fit a description, for the player carrying out the effect?"""
    c = g.s["cards"][iid]
    if t.get("self"):
        return iid == src
    if t.get("other") and iid == src:
        return False
    owner = t.get("owner", "any")
    if (owner == "you" and c["ctrl"] != player) or (owner == "opp" and c["ctrl"] == player):
        return False
    spec = g.spec(iid)
    if t.get("not_kind") and spec.type == t["not_kind"]:
        return False  # "a non-Friend card"
    kind = t.get("kind", "card")
    if kind == "character":
        if spec.type not in ("friend", "mane"):
            return False
    elif kind == "card":
        if spec.type == "problem":
            return False
    elif spec.type != kind:
        return False
    if "kinds" in t:
        if spec.type not in t["kinds"]:
            return False
        if spec.type == "mane" and t.get("boosted_mane") and not c["boosted"]:
            return False  # "a Friend or boosted Mane Character"
    if "max_cost" in t and (spec.cost is None or spec.cost > t["max_cost"]):
        return False
    if "max_printed" in t and (spec.power is None or spec.power > t["max_printed"]):
        return False
    if "min_printed" in t and (spec.power is None or spec.power < t["min_printed"]):
        return False
    state = t.get("state")
    if state == "face-down":
        if not c["face_down"]:
            return False
    elif c["face_down"] and state != "any":  # "any": "face-up or face-down", named (505.2)
        return False
    if state == "frightened" or verb == "unfrighten":
        if not c["frightened"]:
            return False
    elif c["frightened"] and verb in NOT_FOR_FRIGHTENED:
        return False  # (else a frightened Friend is still a Friend: see NOT_FOR_FRIGHTENED)
    if state == "exhausted" and not c["exhausted"]:
        return False
    if state == "ready" and (c["exhausted"] or c["frightened"]):
        return False  # (504.2: a frightened card is neither ready nor exhausted)
    if state == "non-unique" and power.is_unique(g, iid):
        return False
    if state == "non-token" and c.get("token"):
        return False  # "one of your non-token Friends"
    if state == "cutie marked" and not c["counters"].get("cutie_mark"):
        return False  # "your Cutie Marked Friends" (glossary: Cutie Mark)
    if t.get("trait") and not has_trait(g, iid, t["trait"]):
        return False
    if t.get("color") and t["color"] not in power.colors(g, iid):
        return False
    if t.get("attached") and not any(g.is_type(a, t["attached"]) for a in g.attachments(iid)):
        return False  # "with Resources on them"
    if t.get("without_attached") and any(g.spec(a).has_trait(t["without_attached"]) for a in g.attachments(iid)):
        return False  # "without an attached Accessory"
    if t.get("attached_trait") and not any(g.spec(a).has_trait(t["attached_trait"]) for a in g.attachments(iid)):
        return False  # "with an Accessory on it"
    if t.get("no_attached") and any(g.is_type(a, t["no_attached"]) for a in g.attachments(iid)):
        return False  # "without an attached Resource"
    if t.get("counter") and not c["counters"].get(t["counter"]):
        return False  # "with a Friendship counter"
    place = t.get("place")
    if place in ("here", "there"):
        if area is None or c["area"] != area or (t.get("at_problem") and not is_problem_area(g, area)):
            return False
    elif place == "home":
        if g.s["areas"].get(c["area"], {}).get("kind") != "home":
            return False
    elif place == "problem":
        if not is_problem_area(g, c["area"]):
            return False
    elif place == "opp_problem":
        if not is_problem_area(g, c["area"]) or g.area_owner(c["area"]) == player:
            return False
    elif place == "involved" and not was_involved(g, iid):
        return False
    if place == "opp_home" and c["area"] != f"home:{1 - player}":
        return False
    if "max_power" in t or "min_power" in t:
        # a bound taken from another card's power (`by_card`: Power Shift's "with power less
        # than the revealed card's power") compares a card with no power as 0 (105.2); a
        # number the text states is met by no such card (505.1b)
        value = power.compared(g, iid) if t.get("by_card") else power.as_stated(g, iid)
        if value is None or value > t.get("max_power", value) or value < t.get("min_power", value):
            return False
    return True


_CHARACTER_KINDS = frozenset({"friend", "mane", "character"})
_NOWHERE: list[int] = []


def description_pool(g, t: dict, player: int, area: str | None) -> list[int]:
    """The cards in play a description `t` could fit (`fits`, with the same `player` and
    `area`), in play order, as the board index keeps them: the cards at `area` for "here"
    and "there", and of those "your" or "an opponent's" Friends, Mane Characters or
    characters that player's characters (every card in play of those types is filed by
    its controller), every Troublemaker for a Troublemaker, else every card in play.
    Asked whenever a listing checks that a cost or an instruction has a card to act on,
    where most descriptions name a few of the many cards in play. Of those, a description
    of cards "involved" in the faceoff keeps the involved ones (`abilities.involved_now`)."""
    pool = _pool_by_place_and_kind(g, t, player, area)
    if t.get("place") == "involved" and pool:
        involved = abilities.involved_now(g)
        return [iid for iid in pool if iid in involved]
    return pool


def _pool_by_place_and_kind(g, t: dict, player: int, area: str | None) -> list[int]:
    """`description_pool` before a faceoff's involved cards are picked out."""
    board = g.settled_board or g.board()
    here = t.get("place") in ("here", "there")
    if here and (area is None or (t.get("at_problem") and not is_problem_area(g, area))):
        return _NOWHERE  # ("here" with no area, "this card's Problem" for a card at home: nothing is there)
    kind = t.get("kind")
    if "kinds" not in t:
        owner = t.get("owner", "any")
        if kind in _CHARACTER_KINDS and owner in ("you", "opp"):
            whose = player if owner == "you" else 1 - player
            return g.characters_at(area, whose) if here else g.characters(whose)
        if kind == "troublemaker" and not here:
            return board.all_troublemakers
    return g.at(area) if here else g.s["play"]


def subject_card(f: dict, t: dict, g=None) -> int:
    """"This card" is the card with the ability; "it" / "that Friend" is the card the
    trigger names when it names one (e.g. the opposing Friend that entered play), or the card
    chosen earlier ("Choose ... It gets ..."; no card when none could be chosen);
    otherwise "it" is this card and "that Friend" is this attachment's host (509.4)."""
    ref = t.get("ref")
    if ref == "acted_on":
        return f["data"].get("acted_on", 0)  # the card an earlier instruction moved
    if ref == "host" and g is not None:
        c = g.s["cards"].get(f["src"])
        return c["host"] if c is not None and c["host"] else 0
    if ref and f["data"].get("it"):
        return f["data"]["it"]
    if ref and f["data"].get("none_chosen"):
        return 0  # "Choose another one of your characters. It gets +4 power": none was chosen
    if ref == "that":
        c = g.s["cards"].get(f["src"]) if g is not None else None
        return c["host"] if c is not None and c["host"] else 0
    return f["src"]


def referred_area(g, f: dict, t: dict) -> str | None:
    """The area "here" / "there" refers to: the bound Problem, else this card's area."""
    if t.get("place") == "there" and f["data"].get("area"):
        return f["data"]["area"]
    src = g.s["cards"].get(f["src"])
    if src is not None and src["zone"] == "play":
        return src["area"]
    return f["data"].get("area")


def _has_character_here(g, f: dict, player: int) -> bool:
    """Does the player control a character "here": at this card's area, or, for a Problem
    just solved, among the characters that stood there as it was (`were_here`)?"""
    cards = g.s["cards"]
    if "were_here" in f["data"]:
        return any(i in cards and cards[i]["zone"] == "play" and cards[i]["ctrl"] == player
                   for i in f["data"]["were_here"])
    area = referred_area(g, f, {"place": "here"})
    return bool(area) and bool(g.characters_at(area, player))


def targets(g, f: dict, step: dict, player: int | None = None) -> list[int]:
    """The cards this step may act on now, as the player chooses among them."""
    player = acting_player(f) if player is None else player
    verb = step["do"]
    if verb == "frighten_or_unfrighten":
        return [*targets(g, f, {**step, "do": "frighten"}, player), *targets(g, f, {**step, "do": "unfrighten"}, player)]
    if verb == "unfrighten_or_ready":
        # a frightened card can't ready (504.2a): a frightened one is unfrightened, an
        # exhausted one readied
        return [*targets(g, f, {**step, "do": "unfrighten"}, player), *targets(g, f, {**step, "do": "ready"}, player)]
    out = list(_candidates(g, f, step, player))
    if len(out) > 1:
        # 705.2e: players can't choose to do things that can't be done; when some of the
        # choices can be carried out, only those are offered
        doable = [iid for iid in out if kept_from(g, step, iid, player) is None]
        if doable:
            return doable
    return out


def doable_targets(g, f: dict, step: dict) -> list[int]:
    """The cards an optional choice of cards may take: only those the step can act on (705.2e).
    Where "none" is an answer ("up to two"), a card the step can't act on is never offered,
    not even when no card can be acted on (`targets` lists them then; an instruction that
    must choose one asks nothing and the log says why, `pick_target`)."""
    player = acting_player(f)
    return [iid for iid in targets(g, f, step, player) if kept_from(g, step, iid, player) is None]


def has_target(g, f: dict, step: dict) -> bool:
    """Is there a card the step fits that its verb can act on? Stopping at the first one
    found: it is asked each time the actions are listed. A card whose verb a text keeps
    from it ("Friends here cannot be dismissed") does not count, by the same check that
    leaves it out of the choice (`kept_from`): an Event whose instruction must choose
    such a card can't be followed, so it is not played (705.2: the action is rewound;
    705.2e: players can't choose to do things that can't be done). "It", a card an earlier
    step names, counts as it is (it is not chosen here); "that Friend", the card the
    occurrence or the trigger names, is known before the text is offered, so it counts only
    while it is still in play and the verb can act on it (`named_now`: a reaction putting
    "that Friend into its owner's hand" is not offered against a Friend that can't be)."""
    if step["do"] in EITHER_VERB:
        return bool(targets(g, f, step))
    player = acting_player(f)
    chosen = chosen_here(step)
    if chosen is None:  # ("it": counts as it is)
        acted = acted_step(step)
        if named_now(step):
            return any(kept_from(g, acted, iid, player) is None for iid in _candidates(g, f, acted, player))
        return next(_candidates(g, f, acted, player), None) is not None
    return any(kept_from(g, chosen, iid, player) is None for iid in _candidates(g, f, chosen, player))


def named_now(step: dict) -> bool:
    """Does the step act on a card its occurrence, its trigger or its host names ("that
    Friend", "it", "that card"), known before the text is offered, rather than one an
    earlier instruction acts on as it resolves (`acted_on`)?"""
    ref = step.get("target", {}).get("ref")
    return bool(ref) and ref != "acted_on"


EITHER_VERB = frozenset({"frighten_or_unfrighten", "unfrighten_or_ready"})
"""Steps doing one verb or the other to the card chosen: a card that one verb can't act on the
other may (`targets` offers both), so no text keeps such a step from every card."""


def acted_step(step: dict) -> dict:
    """The step with the verb it does to its card: "dismiss a random Friend here" dismisses
    the card picked."""
    return {**step, "do": step["verb"]} if step["do"] == "random_verb" else step


def chosen_here(step: dict) -> dict | None:
    """The step as its verb acts on a card chosen as it is carried out, when a text may keep
    that verb from every card it could choose (`kept_from`); None for a step that chooses no
    such card: one with no target, one acting on a card an earlier step names ("it" counts
    as it is), or one doing either of two verbs (`EITHER_VERB`). The one reading of both
    `has_target` (can the step be carried out) and `kept_from_its_targets` (why not)."""
    if "target" not in step or step["do"] in EITHER_VERB or step["target"].get("ref"):
        return None
    return acted_step(step)


def _candidates(g, f: dict, step: dict, player: int, placed: bool = True) -> Iterator[int]:
    """The cards in play the step's target words fit and the step can act on, in play order
    (`targets`, before the choices that can't be carried out are left out); `placed`: False
    for a judge's answer, which names the cards a move leaves out for want of a place open to
    them too (`refused_choices`)."""
    t = step["target"]
    area = referred_area(g, f, t)
    verb = step["do"]
    if t.get("self"):
        subject = subject_card(f, t, g)
        pool = [subject] if subject in g.s["cards"] and g.s["cards"][subject]["zone"] == "play" else []
    elif t.get("place") == "were_here":
        # the cards that stood at a Problem as it was solved (sent home since, 613.2), still in play
        cards = g.s["cards"]
        pool = [i for i in f["data"].get("were_here", ()) if i in cards and cards[i]["zone"] == "play"]
        t = {key: value for key, value in t.items() if key != "place"}
    else:
        pool = description_pool(g, t, player, area)
    named = f["data"].get("it") if t.get("other") else None
    for iid in pool:
        if not t.get("self") and not fits(g, iid, player, f["src"], t, area, verb):
            continue
        if named is not None and iid == named:
            continue  # "another": other than this card and the card the trigger names
        if t.get("besides_paid") and iid == f["data"].get("paid_card"):
            continue  # "exhaust one of your characters to add its power to another character"
        if t.get("not_host") and iid == g.s["cards"][f["src"]]["host"]:
            continue  # "reattach this card to another Friend": not the one it is on
        if placed and verb == "reattach_self" and not abilities.host_ok(g, f["ctrl"], g.spec(f["src"]).attach, iid):
            continue  # a new host its placement rule takes: not a frightened Friend (504.1), as for playing it
        if placed and verb == "move" and not has_destination(g, f, step, iid):
            continue
        if verb == "exhaust" and g.card(iid)["exhausted"]:
            continue
        if t.get("self") and verb in NOT_FOR_FRIGHTENED and g.card(iid)["frightened"]:
            continue  # ("exhaust that character": a frightened one can't, 504.2a; `fits` says so of the others)
        if verb == "ready" and not g.card(iid)["exhausted"]:
            continue
        if verb == "retire" and g.card(iid)["ctrl"] != player:
            continue
        if verb in ("dismiss", "retire", "bounce", "deck_top", "banish") and g.spec(iid).type == "mane":
            continue  # 301.5: Mane Characters can't leave play
        yield iid


def kept_from_moving(g, iid: int, player: int) -> str | None:
    """What keeps `player` from moving this card by card text (104.2), in words naming the
    card whose text does it; None when nothing does. The one reading of the texts saying a
    card "can't be moved" (Cookie Crumbles's "Opponents can't move this card or your Mane
    Character", Pearly Stitch's "Your opponent's cards can't move this card", "That
    character can't be moved until the end of the turn", "characters can't be moved this
    turn", "opponents can't move their characters this turn") for the choices a text offers
    (705.2e, `kept_from`); the Move action (609.2b) asks the same texts for a player's own
    characters (`procedures.actions`)."""
    s = g.s
    c = g.card(iid)
    if (barred := moves_barred_this_turn(g, player if c["ctrl"] == player else None)) is not None:
        return barred
    held = next((m for m in s["mods"] if m["kind"] == CANT_BE_MOVED and m["target"] == iid), None) \
        if s["mods"] else None
    if held is not None:
        return f"{_text_of(g, iid, held['src'])} says it can't be moved until the end of the turn"
    keeper = abilities.barred_from_moving_by(g, iid, player)
    if keeper is None and c["ctrl"] != g.moving_cards_player(player):  # ("Your opponent's cards can't move this card")
        keeper = g.static_source("cant_move", iid)
    return None if keeper is None else f"{_text_of(g, iid, keeper)} says it can't be moved"


def can_move_to(g, iid: int, area: str, mover: int) -> bool:
    """Could `mover` move this card to `area` by card text now: nothing keeps them from moving
    it (`kept_from_moving`, 104.2) and it may go there (`may_go_to`)? A card offered to be
    moved "to that Problem" is one this holds for (705.2e): no action token is paid for a move
    that can't happen."""
    return kept_from_moving(g, iid, mover) is None and may_go_to(g, iid, area, mover)


def _text_of(g, iid: int, src: int) -> str:
    """The text keeping a card from a verb, as a judge reads it: "its own text" (the card's
    own), "<card>'s text", or "an effect" once that card is gone."""
    if src == iid:
        return "its own text"
    return f"{g.name(src)}'s text" if src in g.s["cards"] else "an effect"


def _kept_by_text(category: str, what: str):
    """The check of a verb a continuous ability may forbid ("can't be exhausted"): the words
    naming the card whose text forbids it, None when none does."""

    def kept(g, iid: int, player: int) -> str | None:
        src = g.static_source(category, iid)
        return None if src is None else f"{g.name(src)}'s text says it can't be {what}"

    return kept


def _kept_in_play(verb: str):
    """The check of a verb that takes a card out of play (`MlpGame.kept_in_play`)."""
    return lambda g, iid, player: g.kept_in_play(iid, verb, player)


_CANT_BE_DONE = {
    "dismiss": _kept_in_play("dismiss"),
    "retire": _kept_in_play("retire"),
    "bounce": _kept_in_play("bounce"),
    "banish": _kept_in_play("banish"),
    **{verb: _kept_in_play("banish") for verb in ("banish_until", "banish_turn", "banish_next_turn",
                                                   "banish_until_faceoff_end", "banish_and_return")},
    "deck_top": _kept_in_play("deck_top"),
    "exhaust": _kept_by_text("cant_exhaust", "exhausted"),
    "frighten": _kept_by_text("cant_frighten", "frightened"),
    "move": kept_from_moving,
    "uncover": lambda g, iid, player: flow.uncover_kept(g, iid),
}
"""Verbs whose doing a continuous ability may forbid for a card ("Friends here cannot be
dismissed"; "... by opponents": for the player doing it) or the rules forbid for a card
where it is (607.1: no Troublemaker is uncovered where a face-up Epic one is), with the
check (705.2e): what keeps the verb from the card, in words naming the card whose text or
presence does it, or None. Costs that take a card out of play ask the same
(`MlpGame.kept_in_play`: `can_pay`)."""


def kept_from(g, step: dict, iid: int, player: int) -> str | None:
    """What keeps the step's verb from this card, for `player` doing it, in words naming the
    card whose text does it; None when the verb can act on it (705.2e). The one check of
    protection: whether a step has a card to act on (`has_target`), which cards are offered
    (`targets`), and why none is (`kept_from_every_target`)."""
    cant = _CANT_BE_DONE.get(step["do"])
    return None if cant is None else cant(g, iid, player)


def kept_from_every_target(g, step: dict, cands: list[int], player: int) -> list[tuple[int, str]]:
    """When the step's verb can act on none of the cards it may choose among, each of them
    with what keeps the verb from it; [] when one can be acted on (or none fits at all)."""
    kept = [(iid, kept_from(g, step, iid, player)) for iid in cands]
    return [(iid, why) for iid, why in kept if why] if all(why for _, why in kept) else []


def refused_choices(g, f: dict, step: dict, player: int) -> list[tuple[int, str]]:
    """For a judge's answer, when the step can act on none of the cards its words fit: each
    of them with what keeps it out of the choice, a text (`kept_from`), for a move no place
    open to it (`no_place_words`), or for a reattaching its placement rule (`host_refused`);
    [] when one can be acted on (or none fits at all)."""
    def refused(iid: int) -> str | None:
        kept = kept_from(g, step, iid, player)
        if kept is None and step["do"] == "move" and not has_destination(g, f, step, iid):
            return no_place_words(g, f, step, iid)
        if kept is None and step["do"] == "reattach_self":  # (its placement rule: "it is frightened (face-down)")
            host = abilities.host_refused(g, f["ctrl"], g.spec(f["src"]).attach, iid)
            return None if host is None else f"it {host}"
        return kept

    found = [(iid, refused(iid)) for iid in _candidates(g, f, step, player, placed=False)]
    return [(iid, why) for iid, why in found if why] if all(why for _, why in found) else []


def kept_words(g, kept: list[tuple[int, str]]) -> str:
    """The cards `kept_from_every_target` found, each with the card whose text keeps it."""
    return "; ".join(f"{g.name(iid)} can't be chosen, as {why}" for iid, why in kept)


def note_kept_from_every_target(g, step: dict, kept: list[tuple[int, str]], player: int, *, at_random: bool = False) -> None:
    """The log line of a step that acts on no card because each that fits is kept from it
    (705.2e: nothing is asked and nothing is done, 707.2): the player can choose none, or,
    `at_random`, the game picks none; an instruction acting on "each" (or "all") of the cards
    chooses none, so it says that none is acted on: "No card is moved, as each is kept from it:
    Maud Pie, Like a Rock #5 (its own text says it can't be moved)"."""
    verb = verb_words(step["do"])
    if step.get("all") and not at_random:
        done = " ".join([participle(verb.split(" ")[0]), *verb.split(" ")[1:]])
        each = "; ".join(f"{g.name(iid)} ({why})" for iid, why in kept)
        g.note("705.2e", f"No card is {done}, as each is kept from it: {each}")
        return
    head = f"No card can be picked at random to {verb}" if at_random else f"P{player} can choose no card to {verb}"
    g.note("705.2e", f"{head}: {kept_words(g, kept)}")


def any_doable(g, step: dict, fitting: list[int], player: int) -> bool:
    """Can the step's verb act on one of the cards its words fit? When each of them is kept
    from it, the log names them and the card whose text keeps each (705.2e): a "may" that
    would act on none of them is not asked."""
    kept = kept_from_every_target(g, step, fitting, player)
    if kept:
        note_kept_from_every_target(g, step, kept, player)
    return bool(fitting) and not kept


def kept_from_its_targets(g, player: int, src: int, ability: Ability, data: dict | None = None) -> str | None:
    """Why an ability `can_use` refused has nothing to act on, when protection is why: an
    instruction that must choose a card finds only cards a text keeps from its verb (Bed
    Rest's "That Friend can't be exhausted" under Friendly Disagreement's "Exhaust an
    opponent's Friend"), in words naming each card and the card whose text keeps it
    (705.2e); None when no instruction is stopped so. It looks at the instructions `can_use`
    looks at (`steps_to_carry_out`) and judges each as `has_target` does (`chosen_here`,
    `kept_from`, through `kept_from_every_target`); `data`: what a reaction's occurrence names
    ("that Friend", `named_now`)."""
    p = ability.params
    frame = {"src": src, "ctrl": player, "data": dict(data or {})}
    modes = p.get("modes")
    for steps in modes or [p.get("steps", [])]:
        for _i, step in steps_to_carry_out(steps, mode=bool(modes)):
            acted = chosen_here(step) or (acted_step(step) if named_now(step) else None)
            if acted is None:
                continue
            kept = refused_choices(g, frame, acted, player)
            if kept:
                return (f"its instruction to {verb_words(acted['do'])} a card finds only cards it can't act on: "
                        f"{kept_words(g, kept)}")
    return None


@answers(STEP_REFUSALS, "start_faceoff")
def _why_no_faceoff_started(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "Start a faceoff involving ..." can't be followed: whose card it would involve is
    missing ("P1 has no face-up Friend in play"), or, for "one of your Friends and an opponent's
    Friend with equal or greater power", that each of the player's Friends has more power
    than every opposing one; the Problems where both players have characters for "a faceoff
    at a Problem"; for this card, your Mane Character or one of your characters against the
    opposing card the text names (Baby Flurry Heart, Temper Tantrum; The Staff of Sacanas;
    Tough Questions), the one of them missing ("no opposing Friend can be involved in it").
    None for what the checks pass over."""
    player = acting_player(f)
    mode = step["mode"]
    if g.s["faceoff"] is not None:
        return "707.4a", "a faceoff is going on, and no faceoff starts during another"
    if mode == "problem":
        return "705.2", "no Problem has characters of both players"
    if mode in ("self", "own", "mane"):
        mine, theirs = _faceoff_sides(g, f, step)
        if not mine:
            return "705.2", {"self": f"{g.name(f['src'])} is not in play" if f["src"] in g.s["cards"] else
                             "this card is not in play",
                             "mane": f"P{player}'s Mane Character is not in play"}.get(
                                 mode, has_none(player, "character"))
        if not theirs and step.get("what"):
            what = _ARTICLE_WORD.sub("", card_types_capitalised(step["what"]))
            return "705.2", f"no {what} can be involved in it"
        return None
    if mode != "pair":
        return None
    friends = [[i for i in g.characters(p) if g.is_type(i, "friend") and g.face_up(i)] for p in (player, 1 - player)]
    for who, found in zip((player, 1 - player), friends, strict=True):
        if not found:
            return "705.2", has_none(who, "face-up Friend")
    top = max(power.power(g, i) or 0 for i in friends[1])
    least = min(power.power(g, i) or 0 for i in friends[0])
    return "705.2", f"each of P{player}'s Friends has more power than every opposing Friend (P{player}'s least " \
                    f"is {least}, P{1 - player}'s greatest {top})"


@answers(STEP_REFUSALS, "exhaust")
def _why_not_exhausted(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "exhaust this card" can't be followed (Golden Gavel's "Pay [1] to exhaust this
    card."): the card is exhausted already (503.2a) or frightened (504.2a); an instruction
    exhausting other cards, whose choices are judged as every verb's, is said so only when a
    player it names has none to exhaust (`_named_player_has_none`: Flam's "they exhaust one of
    their characters at this card's Problem")."""
    target = step.get("target", {})
    if not target.get("self"):
        return _named_player_has_none(g, f, step)
    card = subject_card(f, target, g)  # (this card, or "that character": a copied effect has no card of its own)
    c = g.s["cards"].get(card)
    if c is None:
        return None
    return abilities.not_exhaustable(g, card, g.name(card)) if c["exhausted"] or c["frightened"] else None


def _why_not_frightened(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "frighten this card" or "frighten that Friend" (The Staff of Sacanas's faceoff won
    against a Friend frightened already) can't be followed: the card is frightened already
    (504.2b), or "that Friend" has left play since it was named ("that card has left play":
    dismissed by a card flipped in that faceoff; anywhere else it is another card, 410.6);
    None for an instruction frightening cards it chooses, whose choices are judged as every
    verb's."""
    target = step.get("target", {})
    if not target.get("self"):
        return None
    card = subject_card(f, target, g)
    c = g.s["cards"].get(card)
    if target.get("ref") and card and card != f["src"] and (c is None or c["zone"] != "play"):
        return "410.6", "that card has left play"  # (its number is no card's now: not named by it)
    if c is None or c["zone"] != "play" or not c["frightened"]:
        return None
    return "504.2b", f"{g.name(card)} is frightened already, and frightened cards can't become frightened"


@answers(STEP_REFUSALS, "opp_lose")
def _why_no_tokens_lost(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "an opponent loses N action tokens" (Trampled's Chaos flipped in its player's own
    turn) took nothing: the opponent has no action token to lose."""
    opponent = 1 - acting_player(f)
    return None if g.s["players"][opponent]["tokens"] else ("705.2", f"P{opponent} has no action token")


@answers(STEP_REFUSALS, "draw")
def _why_nothing_drawn(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "you may draw a card" (Rarity, Hoarder) is not asked: the draw deck is empty, and
    only cards in a draw deck can be drawn (410.4). One given to each player with so many action
    tokens (Dinner with Discord's "each player with at least one action token draws a card")
    found no player with them."""
    least = step.get("min_tokens")
    if least and step.get("who") in EACH_PLAYER and all(p["tokens"] < least for p in g.s["players"]):
        return "705.2", f"no player has {how_many(least, 'action token') if least > 1 else 'an action token'}"
    player = acting_player(f)
    return None if g.s["players"][player]["deck"] else ("410.4", deck_empty(player))


@answers(STEP_REFUSALS, "reveal_top")
def _why_nothing_revealed(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "that player reveals the top card of their deck" (Desperately Seeking Spike) revealed
    nothing: that player's deck is empty."""
    named = named_player(g, f, step)
    player = acting_player(f) if named is None else named
    return None if g.s["players"][player]["deck"] else ("705.2", deck_empty(player))


@answers(STEP_REFUSALS, "counter_per")
def _why_none_counted(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "put a +1 power counter on this card for each character here" (Lord Tirek, Gaining
    Strength) put none: no card it counts is at its card's Problem (characters are Mane
    Characters and Friends, 301.4, 302.2), the Problem named. None for counts of other words,
    or with its card gone."""
    target = step.get("target") or {}
    if f["src"] not in g.s["cards"] or set(target) - {"owner", "place", "kind"} or target.get("owner") != "any" \
            or target.get("place") != "here" or target.get("kind") not in _COUNTED_WORDS or count_here(g, f, step):
        return None
    area = referred_area(g, f, target)
    return None if area not in g.s["areas"] else ("705.2", f"there is no {_COUNTED_WORDS[target['kind']]} at {area} to count")


_COUNTED_WORDS = {"character": "character", "friend": "Friend", "troublemaker": "Troublemaker",
                  "resource": "Resource"}
"""The printed words of the kinds of card a count names."""


EACH_PLAYER = frozenset({"turn_player", "other_player"})
"""The `who` of the parts of an instruction given to each player ("each player discards a
card": the turn player's part, then the other player's)."""


def _why_not_moved_there(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "move this card there" (Scootaloo, Fan Club Founder's "When you move your Mane
    Character to a Problem, you may exhaust this card to move this card there") did nothing:
    the card is at that Problem already (506.2: a card is never moved to where it is)."""
    there = f["data"].get("area")
    if step.get("dest") != "there" or not step.get("target", {}).get("self") or there is None:
        return None
    c = g.s["cards"].get(f["src"])
    if c is None or c["zone"] != "play" or c["area"] != there:
        return None
    return "506.2", f"{g.name(f['src'])} is at {there} already"


@answers(STEP_REFUSALS, "retire")
def _named_player_has_none(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why an instruction that a player the text names carries out on a card of their own did
    nothing, for its "Nothing happens" line and a judge's "why not?" ("that player moves one
    of their characters home from this card's Problem", Ahuizotl; "that player retires a
    Resource", Fluttershy, Brute; "they exhaust one of their characters at this card's
    Problem", Flam; "that player frightens one of their Friends", Cerberus): that player
    has no such card there (705.2), or none the verb can act on: none ready to exhaust
    (503.2a), none not frightened already (504.2b), none that can be moved home (705.2e). None
    for an instruction its controller carries out, one whose words name more than whose card
    of which type where (a trait, a state: said by every verb's checks), and when a card fits."""
    t = step.get("target")
    player = named_player(g, f, step)
    if player is None or t is None or t.keys() - _PLAIN_TARGET or step.get("all") \
            or t.get("owner", "any") != ("any" if step["do"] == "retire" else "you"):
        return None
    area = referred_area(g, f, t)
    if t.get("place") is None:
        where, there = " in play", ""
    elif t["place"] in ("here", "there") and area is not None and is_problem_area(g, area):
        where, there = " at this card's Problem", " there"
    else:
        return None
    kind = card_types_capitalised(t.get("kind", "card"))
    theirs = [i for i in description_pool(g, t, player, area)
              if g.card(i)["ctrl"] == player and fits(g, i, player, f["src"], t, area, "")]
    if not theirs:
        return "705.2", has_none(player, kind, where)
    if next(_candidates(g, f, step, player), None) is not None:
        return None
    if step["do"] in _STATE_THE_VERB_NEEDS:
        rule, state = _STATE_THE_VERB_NEEDS[step["do"]]
        return rule, has_none(player, f"{state} {kind}", where)
    if step["do"] == "move" and step.get("dest") == "home":
        return "705.2e", f"no {kind} of P{player}'s{there} can be moved home"
    return None


_PLAIN_TARGET = frozenset({"owner", "kind", "place", "at_problem", "other"})
"""The words of a target `_named_player_has_none` says in its own: whose card, of which type,
where ("one of their characters at this card's Problem")."""
_STATE_THE_VERB_NEEDS = {"exhaust": ("503.2a", "ready"), "frighten": ("504.2b", "unfrightened")}
"""What a card needs to be for a verb to act on it, as `_named_player_has_none` says it lacks."""


@answers(STEP_REFUSALS, "self_lose")
def _why_no_token_lost(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "that player loses [1]" (Tantabus, Night Terror) did nothing: the player has no
    action token to lose. None when they have one."""
    player = named_player(g, f, step)
    player = f["ctrl"] if player is None else player
    return None if g.s["players"][player]["tokens"] else ("705.2", f"P{player} has no action token")


@answers(STEP_REFUSALS, "frighten")
def _why_not_frightened_by_either(g, f: dict, step: dict) -> tuple[str, str] | None:
    """A "frighten" instruction's reason: its own card frightened already, or the player the
    text names has no Friend it can frighten (one answer a name: `answers`)."""
    return _why_not_frightened(g, f, step) or _named_player_has_none(g, f, step)


@answers(STEP_REFUSALS, "move")
def _why_not_moved_by_either(g, f: dict, step: dict) -> tuple[str, str] | None:
    """A "move" instruction's reason: its own card at that Problem already, or the player the
    text names has no character it can move (one answer a name: `answers`)."""
    return _why_not_moved_there(g, f, step) or _named_player_has_none(g, f, step)


@answers(STEP_REFUSALS, "ready")
def _why_not_readied(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "ready this card" can't be followed (Dark Moon, Moonlit Colt's "Exhaust one of
    your Resources at home to ready this card."): the card is ready already, with no
    exhaustion counter to remove (503.3), or frightened (504.2a); None for an instruction
    readying other cards, whose choices are judged as every verb's."""
    src = f["src"]
    if not step.get("target", {}).get("self"):
        return None
    c = g.s["cards"][src]
    if c["frightened"]:
        return "504.2a", f"{g.name(src)} is frightened, and a frightened card can't ready"
    if not c["exhausted"]:
        return "503.3", f"{g.name(src)} is ready already, with no exhaustion counter to remove"
    return None


@answers(STEP_REFUSALS, "uncover")
def _why_not_uncovered(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "uncover a Troublemaker" can't be followed (Discord, Dubious Intent's "you may
    uncover a Troublemaker"): no face-down Troublemaker is in play (607.3 uncovers only a
    face-down one), or each its words fit is kept face-down where it is, by a face-up Epic
    Troublemaker there or a card's text (607.1, `kept_from`), named with what keeps it. None
    for "uncover this card" and when one can be uncovered, or the words fit none for another
    reason (a Problem they name), which the instruction's own words say."""
    if step.get("target", {}).get("self"):
        return None
    if not any(g.card(i)["face_down"] and g.is_type(i, "troublemaker") for i in g.s["play"]):
        return "607.3", none_in_play("face-down Troublemaker")
    kept = refused_choices(g, f, step, acting_player(f))
    return ("607.1", kept_words(g, kept)) if kept else None


@answers(STEP_REFUSALS, "peek")
def _why_none_looked_at(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "look at a face-down Troublemaker" did nothing (Sunshower, Storm Spotter): none is
    in play (`_NOTHING_FOR`'s words for it), or, for one "here", none at this card's Problem.
    None when one is."""
    if _peekable(g, f, step):
        return None
    return "705.2", "no face-down Troublemaker is at this card's Problem" if step.get("here") \
        else _NOTHING_FOR["peek"](g, f["ctrl"])


def _peekable(g, f: dict, step: dict) -> list[int]:
    """The face-down Troublemakers "look at a face-down Troublemaker (here)" may look at."""
    src = g.s["cards"].get(f["src"])
    area = src["area"] if src is not None and src["zone"] == "play" else None
    return [i for i in g.s["play"] if g.card(i)["face_down"] and g.is_type(i, "troublemaker")
            and (not step.get("here") or g.card(i)["area"] == area)]


def unfollowed_instruction(g, player: int, src: int, ability: Ability,
                           data: dict | None = None) -> tuple[str, str] | None:
    """Why `can_use` finds the text can't be followed, as (rule, words) for a judge's "why
    not?": the first instruction it finds impossible, quoted from the card ("its instruction
    “Dismiss a Resource” can't be followed now: no Resource can be dismissed", 705.2), with
    each card a text keeps from it when protection is why (705.2e, `kept_from_its_targets`).
    The same instructions in the same order as `can_use` (`steps_to_carry_out`,
    `_possible_after`); None when no instruction is what stops it. `data`: what a
    reaction's occurrence names."""
    p = ability.params
    frame = {"src": src, "ctrl": player, "data": dict(data or {})}
    if p.get("modes"):  # ("Choose one": no single instruction stops it)
        kept = kept_from_its_targets(g, player, src, ability, data)
        return ("705.2e", kept) if kept is not None else _no_mode_followed(g, frame, ability)
    every = p.get("steps", [])
    step = next((step for i, step in steps_to_carry_out(every) if not _possible_after(g, frame, step, every[:i])),
                None)
    if step is None:
        return None
    return _step_unfollowed(g, frame, step, ability.text, ability)


def _no_mode_followed(g, frame: dict, ability: Ability) -> tuple[str, str] | None:
    """Why no mode of a "Choose one" (or "Choose two") text can be chosen (`_mode_possible`):
    each mode, as printed, with what its instruction lacks ("none of its choices can be
    followed now: “Banish a Friend until the end of the turn”: no Friend can be banished;
    ...", Luna's Future); None when one of them can't be said so."""
    p, said = ability.params, []
    for mode, text in zip(p["modes"], p.get("mode_texts", ()), strict=False):
        step = next((step for i, step in steps_to_carry_out(mode, mode=True)
                     if not _possible_after(g, frame, step, mode[:i])), None)
        if step is None:
            return None
        why = _step_unfollowed(g, frame, step, mode_label(ability.text, text))
        found = None if why is None else _MODE_LACKS.match(why[1])
        if found is None:
            return None
        said.append(f"“{found.group(1)}”: {found.group(2)}")
    if len(said) != len(p["modes"]):
        return None
    return "705.2", f"none of its choices can be followed now: {'; '.join(said)}"


# a mode's instruction and what it lacks, as `_step_unfollowed` says them
_MODE_LACKS = re.compile(r"^its instruction “(.+?)” can't be followed now: (.+)$", re.DOTALL)


def _step_unfollowed(g, frame: dict, step: dict, text: str, whole: Ability | None = None,
                     instruction: str | None = None) -> tuple[str, str] | None:
    """`unfollowed_instruction` of the one instruction `step` of `text` found impossible
    (`whole`: the ability it is of, whose instructions are looked at again for the cards a
    text keeps from them when its words can't be quoted; None for one mode of it;
    `instruction`: its words, when not those `quoted_instruction` finds)."""
    player, src = frame["ctrl"], frame["src"]
    instruction = instruction or quoted_instruction(text, printed_verbs(acted_step(step)["do"]))
    # (quoted with the cost its clause pays, as printed: "Retire this card to put two +1 power
    # counters on another one of your Friends", never the words after the cost's "to" alone,
    # which read as an instruction the card does not print; what it lacks is read from the
    # instruction itself)
    quoted = with_its_cost(text, instruction)
    problem = abilities.problem_of(g, src)
    refusal = STEP_REFUSALS.get(step["do"])
    said = refusal(g, frame, step) if refusal is not None else None
    if said is not None and instruction is not None:  # (its family's words: `STEP_REFUSALS`)
        rule, words = said
        return rule, naming_problems(f"its instruction “{quoted}” can't be followed now: {words}", problem)
    if "target" not in step:  # (an instruction choosing no card: what it needs, `_NOTHING_FOR`)
        lacks = _NOTHING_FOR.get(step["do"])
        # (a card it puts into play from a pile is said of the pile in its own words: "your discard
        # pile has no Friend with cost 2 or less that can be put into play", `none_can_be`)
        missing = none_can_be(instruction) if instruction is not None and step["do"] in _FROM_PILE_UNCHOSEN \
            else lacks(g, player) if lacks is not None else None
        if instruction is None or missing is None:
            return None
        return "705.2", naming_problems(f"its instruction “{quoted}” can't be followed now: {missing}", problem)
    acted = chosen_here(step) or (acted_step(step) if named_now(step) else None)
    kept = refused_choices(g, frame, acted, player) if acted else []
    if instruction is None:
        return ("705.2e", kept_from_its_targets(g, player, src, whole, frame["data"]) if whole is not None else
                f"its instruction to {verb_words(acted['do'])} a card finds only cards it can't act on: "
                f"{kept_words(g, kept)}") if kept else None
    missing = none_can_be(instruction, step["target"].get("owner"))
    if step["target"].get("place") == "involved" and g.s["faceoff"] is None:
        missing = "no faceoff is going on"  # ("A character involved in a faceoff gets +2 power")
    words = f"its instruction “{quoted}” can't be followed now"
    if kept:
        said = f"{words}: {missing} ({kept_words(g, kept)})" if missing else f"{words}: {kept_words(g, kept)}"
        return "705.2e", naming_problems(said, problem)
    if missing:
        return "705.2", naming_problems(f"{words}: {missing}", problem)
    return "705.2", naming_problems(f"{words} (no card it needs, none it may choose, or a condition it names "
                                    "not met)", problem)


def _no_faceoff_words(g, player: int) -> str:
    return "no faceoff is going on" if g.s["faceoff"] is None else "the faceoff going on has ended already"


_ARTICLE_WORD = re.compile(r"^(?:an?|one|another) ", re.IGNORECASE)
"""The article a step's own words for a card open with ("an opposing Friend"), left out
after "no"."""


_FROM_PILE_UNCHOSEN = frozenset({"reanimate"})
"""Steps taking a card from a pile, with no target of the kind the others choose by: what they
lack is said by the instruction's own words (`none_can_be`)."""
_NOTHING_FOR: dict[str, Callable[[Any, int], str]] = {
    "flip": _no_faceoff_words,
    "names_flip": _no_faceoff_words,
    "end_faceoff": _no_faceoff_words,
    "hand_to_deck_top": lambda g, player: has_none(player, "card", " in hand"),
    "bottom_to_top": lambda g, player: deck_empty(player),
    "peek": lambda g, player: none_in_play("face-down Troublemaker"),
    "accessory_from_hand_onto_friend": lambda g, player: has_none(player, "Accessory", " in hand") if not any(
        g.is_type(i, "resource") and g.spec(i).has_trait("accessory") for i in g.s["players"][player]["hand"])
    else none_in_play("face-up Friend"),
    "banish_flipped": lambda g, player: _no_faceoff_words(g, player) if g.s["faceoff"] is None
    else f"P{1 - player} has no card flipped in this faceoff",
    # ("Choose up to 2 of your characters at home. Move each of them to a different Problem.")
    "choose_own_at_home": lambda g, player: has_none(player, "character", " at home")
    if not g.characters_at(f"home:{player}", player) else f"no character of P{player}'s at home can be moved to a Problem",
}
"""What an instruction choosing no card lacks when `_possible` finds it can't be followed,
by its step (a judge's "why not?": "During a faceoff, flip an additional card" → "no faceoff
is going on")."""


# the flag listing the one-shot discounts that last until the end of the faceoff: [flag, amount]
FACEOFF_DISCOUNTS = "faceoff_discounts"
# the key, in an ability's data, of the tokens its text put into play, which a later "those
# tokens" names (`tokens`; kept for "at the end of the turn, ..." by `delayed`)
TOKENS_MADE = "tokens_made"


def no_moves_flag(player: int) -> str:
    """The flag of a player who can't move their characters this turn (`MlpGame.ban_for_turn`)."""
    return f"no_moves:{player}"


def cant_move_this_turn(g, player: int) -> str | None:
    """The card whose text keeps `player` from moving their characters this turn ("opponents
    can't move their characters this turn": the Move action, 609.2b, and moves by their own
    texts), else None."""
    return g.banned_this_turn(no_moves_flag(player))


def moves_barred_this_turn(g, player: int | None) -> str | None:
    """What keeps characters from being moved this turn, in words naming the card whose text
    does it: "characters can't be moved this turn", or, for `player` moving their own
    characters (None: another's), "opponents can't move their characters this turn"; None
    when nothing does. Asked by the Move action (609.2b) and by moves by card text."""
    if not g.s["flags"]:
        return None
    if (source := g.banned_this_turn(NO_MOVES_AT_ALL)) is not None:
        return f"{source}'s text says characters can't be moved this turn"
    source = None if player is None else cant_move_this_turn(g, player)
    return None if source is None else f"{source}'s text says P{player} can't move their characters this turn"


def destinations(g, f: dict, step: dict, iid: int) -> list[str]:
    """Where the step may move this card now: the places its words name (`_named_places`)
    that are open to it (`place_closed`)."""
    return list(_open_places(g, f, step, iid))


def has_destination(g, f: dict, step: dict, iid: int) -> bool:
    """Is there a place the step may move this card to now (`destinations`)? The first open
    one found answers: it is asked of each card a move could choose whenever actions are listed."""
    return next(_open_places(g, f, step, iid), None) is not None


def _open_places(g, f: dict, step: dict, iid: int) -> Iterator[str]:
    mover = acting_player(f)
    return (a for a in _named_places(g, f, step, iid) if place_closed(g, iid, a, mover) is None)


def _named_places(g, f: dict, step: dict, iid: int) -> list[str]:
    """The places a move instruction names for this card, open or not: its controller's
    home or a Problem (506.2: never another player's home), as its words say ("home", "to
    this card's Problem", "to that Friend's Problem", "to a Problem")."""
    dest = step.get("dest", "any")
    home = f"home:{g.card(iid)['ctrl']}"
    if dest == "home":
        found = [home]
    elif dest in ("here", "there"):
        found = [referred_area(g, f, {"place": dest})]
    elif dest in ("here_problem", "there_problem"):
        # "to this card's Problem" / "to that Friend's Problem": only while that card is at a
        # Problem (at home there is none; "here" is home too, 501.4)
        area = referred_area(g, f, {"place": dest.removesuffix("_problem")})
        found = [area] if is_problem_area(g, area) else []
    elif dest == "problem":
        found = g.problems()
    else:
        found = [home, *g.problems()]
    return [a for a in found if a is not None and a in g.s["areas"]]


def may_go_to(g, iid: int, area: str, mover: int) -> bool:
    """May `mover` move this card to `area` (`place_closed` finds nothing closing it)?"""
    return place_closed(g, iid, area, mover) is None


def place_closed(g, iid: int, area: str, mover: int) -> str | None:
    """What keeps `mover` from moving this card to `area`, in words naming the card whose
    text does it; None when it may go there. No such area, its current area, another
    player's home (506.2), a home for a Troublemaker (506.2a), an area closed to moves for
    the rest of the turn, a text keeping it from there ("cant_be_moved_to") or the mover
    from moving characters there ("cant_move_to"). The one check of the moves texts make
    (`destinations`, `can_move_to`) and of the judge's answer naming a character no place
    is open to (`no_place_words`)."""
    c = g.card(iid)
    if area not in g.s["areas"]:
        return "there is no such place"
    if area == c["area"]:
        return "it is there already (506.2)"
    if area.startswith("home:") and area != f"home:{c['ctrl']}":
        return "a card goes only to its controller's home (506.2)"
    if area.startswith("home:") and g.is_type(iid, "troublemaker"):
        return "a Troublemaker never goes home (506.2a)"
    if (closer := g.closed_to_moves(area)) is not None:
        return f"{closer}'s text says characters can't be moved there until the end of the turn"
    if g.static_abilities("cant_be_moved_to") and \
            (keeper := abilities.barred_from_area_by(g, iid, area, mover)) is not None:
        return f"{g.name(keeper)}'s text says it can't be moved there"
    if g.static_abilities("cant_move_to") and g.is_character(iid) and \
            (barring := abilities.move_barred_by(g, mover, area)) is not None:
        return f"{g.name(barring)}'s text keeps P{mover} from moving characters there"
    return None


def no_place_words(g, f: dict, step: dict, iid: int) -> str:
    """Why a card a move instruction's words fit is left out of its choices: each place
    the words name, with what closes it (`place_closed`), for a judge's answer (705.2e)."""
    mover = acting_player(f)
    closed = "; ".join(f"{a}: {place_closed(g, iid, a, mover)}" for a in _named_places(g, f, step, iid))
    if closed:
        return f"no place it may be moved to is open ({closed})"
    if step.get("dest") == "here_problem":
        return f"{g.name(f['src'])} is not at a Problem, so it has no Problem to move it to (501.4)"
    return "its text names no place it may go to"


def _zone_fits(g, iid: int, t: dict) -> bool:
    """A card in a hidden or public zone fits a description by its printed values."""
    spec = g.spec(iid)
    printed = spec.power
    for key, low in (("min_power", True), ("max_power", False), ("min_printed", True), ("max_printed", False)):
        if key in t and (printed is None or (printed < t[key] if low else printed > t[key])):
            return False
    if t.get("color") and t["color"] not in spec.colors:
        return False
    if t.get("not_kind") and spec.type == t["not_kind"]:
        return False  # "a non-Friend card"
    kind = t.get("kind", "card")
    if kind == "character":
        if spec.type not in ("friend", "mane"):
            return False
    elif kind != "card" and spec.type != kind:
        return False
    if "kinds" in t and spec.type not in t["kinds"]:
        return False
    if "max_cost" in t and (spec.cost is None or spec.cost > t["max_cost"]):
        return False
    if t.get("attached") or t.get("attached_trait") or t.get("counter"):
        return False  # nothing is attached to a card out of play, nor has counters (519.3)
    if t.get("name") and not spec.is_named(t["name"]):
        return False  # "a Bon Bon card": a card of that name
    if t.get("no_requirement") and spec.reqs:
        return False  # "a card with no play requirement" (205.2)
    return not t.get("trait") or spec.has_trait(t["trait"])


# ----- costs --------------------------------------------------------------------------------


def _home_resources(g, player: int) -> list[int]:
    cards = g.s["cards"]
    return [i for i in g.at(f"home:{player}") if g.is_type(i, "resource") and cards[i]["ctrl"] == player
            and not cards[i]["exhausted"]]


def can_pay(g, player: int, src: int, paid: list, area: str | None = None) -> bool:
    """Can `player` pay every one of the costs `paid` now (508.1d, 705.2e)?"""
    return unpaid_cost(g, player, src, paid, area) is None


def unpaid_cost(g, player: int, src: int, paid: list, area: str | None = None) -> list | None:
    """The first of the costs `paid` that `player` can't pay now (a judge's "why not?" names
    it), or None when all can be paid."""
    s = g.s
    for cost in paid:
        kind = cost[0]
        if kind == "pay" and s["players"][player]["tokens"] < cost[1]:
            return cost
        if kind in ("exhaust_self", "retire_self", "dismiss_self", "banish_self", "bounce_self", "deck_top_self",
                    "turn_over_self"):
            c = s["cards"].get(src)
            if c is None or c["zone"] != "play":
                return cost
            if kind == "turn_over_self" and g.lib.spec(c["card"]).boosted is None:
                return cost  # only a card with two sides turns over (301.2)
            if kind == "exhaust_self" and (c["exhausted"] or c["frightened"] or not g.can_be_exhausted(src)):
                return cost
            if kind in SELF_LEAVING_COSTS and kept_from_cost(g, src, SELF_LEAVING_COSTS[kind], player) is not None:
                return cost  # (705.2e, 508.1a: "can't be retired", "can't leave play", a leaving replaced)
        if kind == "discard" and len(s["players"][player]["hand"]) < cost[1]:
            return cost
        if kind in TAKES_FROM_DISCARD_PILES and abilities.closed_zone(g, kind) is not None:
            return cost  # "Cards can't leave discard piles." (a cost that can't be paid, 705.2)
        if kind == "banish_self_from_hand" and src not in s["players"][player]["hand"]:
            return cost  # (used from the hand only: 703.1d)
        if kind == "self_from_discard_to_hand" and src not in s["players"][player]["discard"]:
            return cost  # (used from the discard pile only)
        if kind == "retire_friend" and not retirable_friends(g, player):
            return cost
        if kind == "exhaust_home_resource" and not _home_resources(g, player):
            return cost
        if kind in ("exhaust_own_here", "exhaust_mane_here") and not _ready_here(g, player, src, area, kind):
            return cost
        if kind in ("retire_own", "exhaust_own") and \
                not _at_least(_own_for_cost_found(g, player, src, cost, area), cost_count(cost)):
            return cost
        if kind == "remove_counters_own" and not _own_with_counters(g, player, src, cost, area):
            return cost
        if kind == "frighten_self":
            c = s["cards"].get(src)
            if c is None or c["zone"] != "play" or c["frightened"]:
                return cost
            if g._listeners("would_frighten") and replacement.options(g, src, "frighten"):
                return cost  # 508.1a: a cost that would be replaced can't be paid
        if kind == "remove_counters":
            c = s["cards"].get(src)
            if c is None or c["zone"] != "play" or c["counters"].get(cost[2] if cost[2:] else "power", 0) < cost[1]:
                return cost  # 519.1: counters of the named kind ("power": +1 power counters)
        if kind == "banish_from_discard" and not _at_least(_discard_of_type(g, player, cost[2:], src), cost[1]):
            return cost
        if kind == "banish_self_from_discard" and src not in s["players"][player]["discard"]:
            return cost
        if kind == "pay_counters":  # "pay a number of action tokens equal to the number of ..."
            c = s["cards"].get(src)
            if c is None or c["zone"] != "play" or s["players"][player]["tokens"] < c["counters"].get(cost[1], 0):
                return cost
        if kind == "from_hand" and not _hand_of_type(g, player, cost[2]):
            return cost
        if kind == "discard_fitting" and not _hand_fitting(g, player, cost[1]):
            return cost
    return None


# an activated ability's printed cost: the words between its timing and "to" ("Main Phase:
# Retire two Critter Friends to put ..." -> "Retire two Critter Friends")
_PRINTED_COST = re.compile(r"^(?:[^:.]*:\s*)?(.+?)\s+to\s")


def unpaid_reason(g, player: int, src: int, cost: list, printed: str = "") -> tuple[str, str]:
    """A cost `unpaid_cost` found, as a judge reads why it can't be paid: (rule, words). It is
    508.1d, but for exhausting a card a text says can't be exhausted: a cost requiring what
    can't happen can't be paid (104.2a), and the text is named as activation names it. A cost
    without words of its own here is named by the ability's printed cost (`printed`: its
    text), never by the engine's name for it."""
    kind, s = cost[0], g.s
    c = s["cards"].get(src)
    if kind in ("pay", "pay_counters"):
        amount = cost[1] if kind == "pay" else (c["counters"].get(cost[1], 0) if c is not None else 0)
        return "508.1d", f"its cost is {how_many(amount, 'action token')}; P{player} has " \
                         f"{count_or_none(s['players'][player]['tokens'])}"
    if kind == "discard":
        return "508.1d", f"its cost discards {how_many(cost[1], 'card')}; P{player} has " \
                         f"{count_or_none(len(s['players'][player]['hand']))} in hand"
    if c is not None and c["zone"] == "play":
        if kind == "exhaust_self" and not c["frightened"] and not c["exhausted"]:
            return "104.2a", abilities.cant_exhaust_words(g, src)
        if kind == "exhaust_self":
            return abilities.not_exhaustable(g, src, f"its cost exhausts {g.name(src)}, which")
        if kind == "remove_counters":
            counter = cost[2] if cost[2:] else "power"
            return "508.1d", (f"its cost removes {counters_words(cost[1], counter)} from {g.name(src)}, which has "
                              f"{c['counters'].get(counter, 0)}")
    found = _PRINTED_COST.match(printed)
    if found is None:
        return "508.1d", "one of its costs can't be paid now"
    words = found.group(1).split(", you may ")[-1]  # (a reaction's "After ..., you may <cost>")
    words = f"{words[:1].upper()}{words[1:]}"
    lacking = _own_cards_lacking(g, player, src, cost) if kind in CARDS_OF_YOURS_COSTS else None
    if lacking is not None:
        return "508.1d", f"its cost “{words}” {lacking}"
    return "508.1d", f"one of its costs can't be paid now (“{words}”)"


# the costs that take cards of the player's in play fitting their words ("Retire another Friend",
# "Retire a Friend", "Exhaust one of your Resources at home", "Exhaust one of your characters
# here", "Exhaust your Mane Character here"): a "why not?" says how many each takes and how
# many the player controls that fit (`_own_cards_lacking`)
CARDS_OF_YOURS_COSTS = frozenset({"retire_own", "exhaust_own", "retire_friend", "exhaust_home_resource",
                                  "exhaust_own_here", "exhaust_mane_here"})


def _cost_cards(g, player: int, src: int, cost: list) -> tuple[int, list[int], set[int]]:
    """For a cost of `CARDS_OF_YOURS_COSTS`: how many cards it takes, the player's cards in play
    that fit its words, and those of them that could pay it now (ready, for one exhausting
    them; not kept in play, for one retiring them: 705.2e), each read as `unpaid_cost` reads
    it, "here" at `src`'s area."""
    kind = cost[0]
    if kind in ("retire_own", "exhaust_own"):
        return cost_count(cost), list(_own_fitting(g, player, src, cost, None)), \
            set(_own_for_cost_found(g, player, src, cost, None))
    if kind == "retire_friend":
        return 1, own_friends(g, player), set(retirable_friends(g, player))
    cards = g.s["cards"]
    if kind == "exhaust_home_resource":
        fitting = [i for i in g.at(f"home:{player}") if g.is_type(i, "resource") and cards[i]["ctrl"] == player]
        return 1, fitting, set(_home_resources(g, player))
    c = cards.get(src)
    area = c["area"] if c is not None and c["zone"] == "play" else None
    fitting = [i for i in g.characters_at(area, player)
               if kind == "exhaust_own_here" or g.spec(i).type == "mane"] if area else []
    return 1, fitting, set(_ready_here(g, player, src, None, kind))


def _own_cards_lacking(g, player: int, src: int, cost: list) -> str | None:
    """What a player lacks to pay a "retire / exhaust <cards of yours>" cost
    (`CARDS_OF_YOURS_COSTS`), after the cost's words, as a judge reads it: how many of the
    player's cards fitting it the cost takes, how many the player controls, and those of them
    that can't pay it now (exhausted or frightened, or kept in play: 705.2e). None when the
    cards found here would pay it (a cost read at another place than its card's, which only
    the cost's own check knows)."""
    n, fitting, able = _cost_cards(g, player, src, cost)
    if len(able) >= n:
        return None
    said = f"takes {how_many(n, 'card')} of P{player}'s that {'fits' if n == 1 else 'fit'} it, and P{player} " \
           f"controls {count_or_none(len(fitting))}"
    verb = "retired" if cost[0] in ("retire_own", "retire_friend") else "exhausted"
    cards = g.s["cards"]
    held = [f"{g.name(i)} is exhausted" if verb == "exhausted" and cards[i]["exhausted"] else
            f"{g.name(i)} is frightened" if verb == "exhausted" and cards[i]["frightened"] else
            f"{g.name(i)} can't be {verb} now" for i in fitting if i not in able]
    return said + (f" ({'; '.join(held)})" if held else "")


@answers(ACTIVATION_REFUSALS, "effect")
def _effect_refusal(g, player: int, src: int, ability: Ability) -> tuple[str, str] | None:
    """Why an ability `can_use` refused can't be activated: its own "During a faceoff" with
    none going on, the cost that can't be paid, or the cards its instruction must choose
    among all kept from it (705.2e)."""
    if ability.params.get("during_faceoff") and g.s["faceoff"] is None:
        # ("Immediate: During a faceoff, exhaust this card to ...": the text's own condition)
        return CARD_TEXT, "it is used only during a faceoff, and no faceoff is going on"
    cost = unpaid_cost(g, player, src, activation_costs(g, src, ability))
    if cost is not None:
        return unpaid_reason(g, player, src, cost, ability.text)
    held = ability.params.get("if_turn")
    if held is not None and ability.kind == "activated" and not condition(g, src, held):
        # ("Immediate: If you won a faceoff this turn, you may pay [1] ... to ...": `can_use`)
        said = opening_condition(text_body(ability.text))
        if said is not None:
            return CARD_TEXT, f"its condition “{said}” is not met: that has not happened this turn"
    # a reaction's instruction read for the occurrence it would answer, with what that names
    # (Four Step's "a different character there": not the Friend moved there; its condition
    # is met, or the answer is 512.4d's), as its option and its question read it
    met = reaction_options(g, player, src, ability, f"ability:{src}", followed=False) \
        if ability.params.get("react") else []
    return unfollowed_instruction(g, player, src, ability, met[0][1] if met else None)


def retirable_friends(g, player: int) -> list[int]:
    """The player's Friends they can retire to pay a cost (705.2e: not one kept in play or
    that "can't be retired"; 508.1a: nor one whose leaving a replacement would change,
    `kept_from_cost`)."""
    return [i for i in own_friends(g, player) if kept_from_cost(g, i, "retire", player) is None]


def _only_kept_could_pay(g, player: int, fitting: list[int], n: int) -> list[int]:
    """Of the cards that fit a cost retiring `n` of them, those kept in play, when the others
    are too few and with the kept ones there would be enough (705.2e: what stops the cost);
    else none."""
    kept = [i for i in fitting if kept_from_cost(g, i, "retire", player) is not None]
    free = len(fitting) - len(kept)
    return kept if free < n <= len(fitting) else []


@answers(KEPT_FROM_COSTS, "retire_friend")
def _kept_from_retiring_a_friend(g, player: int, src: int, cost: list) -> list[int]:
    """ "Retire one of your Friends": the player's Friends kept in play, when only they could."""
    return _only_kept_could_pay(g, player, own_friends(g, player), 1)


@answers(KEPT_FROM_COSTS, "retire_own")
def _kept_from_retiring_own(g, player: int, src: int, cost: list) -> list[int]:
    """ "Retire another Friend" ("... involved in the faceoff", "two Critter Friends"): the
    cards of the player's that fit it and are kept in play, when only they could pay it."""
    return _only_kept_could_pay(g, player, list(_own_fitting(g, player, src, cost, None)), cost_count(cost))


def _hand_of_type(g, player: int, kind: str) -> list[int]:
    return [i for i in g.s["players"][player]["hand"] if g.spec(i).type == kind]


def cost_count(cost: list) -> int:
    """How many cards a "retire / exhaust <cards of yours>" cost takes ("retire two Critter
    Friends"): its third part, one when it has none."""
    return cost[2] if len(cost) > 2 else 1


def _hand_fitting(g, player: int, t: dict) -> list[int]:
    """Cards in the hand of a description ("a Critter Friend"), by their printed values."""
    return [i for i in g.s["players"][player]["hand"] if _zone_fits(g, i, t)]


def _own_for_cost(g, player: int, src: int, cost: list, area: str | None) -> list[int]:
    """Cards of yours that fit a cost's description ("retire a Critter here")."""
    return list(_own_for_cost_found(g, player, src, cost, area))


def _at_least(found: Iterator[int], n: int) -> bool:
    """Does `found` give `n` cards? (It is read no further.)"""
    return n <= 0 or next(islice(found, n - 1, None), None) is not None


def _own_fitting(g, player: int, src: int, cost: list, area: str | None) -> Iterator[int]:
    """The cards of yours that fit a cost's description ("retire a Critter here"), whether
    or not each can pay it."""
    if area is None:
        c = g.s["cards"].get(src)
        area = c["area"] if c is not None and c["zone"] == "play" else None
    verb = "exhaust" if cost[0] == "exhaust_own" else "retire"
    for i in description_pool(g, cost[1], player, area):
        if fits(g, i, player, src, cost[1], area, verb):
            yield i


def _own_for_cost_found(g, player: int, src: int, cost: list, area: str | None) -> Iterator[int]:
    """`_own_for_cost` one card at a time, so that whether the cost can be paid stops at
    the cards it takes."""
    exhaust = cost[0] == "exhaust_own"
    cards = g.s["cards"]
    for i in _own_fitting(g, player, src, cost, area):
        if exhaust:
            if not cards[i]["exhausted"] and g.can_be_exhausted(i):
                yield i
        elif kept_from_cost(g, i, "retire", player) is None:
            yield i  # (705.2e: not a Mane Character, nor one kept in play; 508.1a: nor one replaced)


def _own_with_counters(g, player: int, src: int, cost: list, area: str | None) -> list[int]:
    """Cards of yours fitting the cost's description with enough +1 power counters on them."""
    if area is None:
        c = g.s["cards"].get(src)
        area = c["area"] if c is not None and c["zone"] == "play" else None
    return [i for i in g.s["play"] if g.card(i)["counters"].get("power", 0) >= cost[2]
            and fits(g, i, player, src, cost[1], area, "cost")]


def _ready_here(g, player: int, src: int, area: str | None, kind: str) -> list[int]:
    """A player's ready characters at "here" (their Mane Character only, for that cost)."""
    if area is None:
        c = g.s["cards"].get(src)
        area = c["area"] if c is not None and c["zone"] == "play" else None
    if area is None:
        return []
    cards = g.s["cards"]
    return [i for i in g.characters_at(area, player) if not cards[i]["exhausted"] and not cards[i]["frightened"]
            and (kind == "exhaust_own_here" or g.spec(i).type == "mane")]


def _discard_of_type(g, player: int, kind: list, besides: int | None = None) -> Iterator[int]:
    """The cards in the player's discard pile a "banish a <type> from your discard pile" cost
    may take (`kind`: [the type], or [] for any card), one at a time, so that whether the cost
    can be paid stops at the cards it takes; `besides`: a card that does not count (the card
    paying "banish this card and 2 other cards from your discard pile")."""
    return (i for i in g.s["players"][player]["discard"] if i != besides and (not kind or g.spec(i).type == kind[0]))


_COST_PLACES = {None: "", "here": " here", "involved": " involved in the faceoff", "home": " at home"}
_COST_KINDS = {"character": "character", "friend": "Friend", "resource": "Resource", "card": "card",
               "event": "Event", "troublemaker": "Troublemaker"}


def _own_cost_words(t: dict, count: int) -> str:
    """The cards a cost exhausting or retiring "one of your <cards>" takes, in plain words
    ("of your Earth Pony characters here", "of your other Friends"); "card(s)" for a
    description with more to it than these words say."""
    if set(t) - {"owner", "kind", "trait", "place", "other"} or t.get("owner") != "you" or \
            t.get("kind") not in _COST_KINDS or t.get("place") not in _COST_PLACES:
        return "card" if count == 1 else "cards"
    trait = f"{t['trait'].title()} " if t.get("trait") else ""
    other = "other " if t.get("other") else ""
    return f"of your {other}{trait}{_COST_KINDS[t['kind']]}s{_COST_PLACES[t.get('place')]}"


def pay_costs(g, f: dict, paid: list, rule: str) -> bool:
    """Pay costs in printed order; False while a choice is being asked."""
    data = f["data"]
    player = acting_player(f)
    src = f["src"]
    while data.get("cost_i", 0) < len(paid):
        cost = paid[data.get("cost_i", 0)]
        kind = cost[0]
        if kind in ("pay", "pay_counters"):
            g.pay_tokens(player, min(cost_tokens(g, src, cost), g.s["players"][player]["tokens"]), rule)
        elif kind == "discard_hand":
            for iid in list(g.s["players"][player]["hand"]):
                g.discard(iid, rule)
        elif kind == "exhaust_self":
            g.exhaust(src, rule)
        elif kind in ("retire_self", "dismiss_self") and in_play(g, src):
            if g.card(src)["counters"]:
                data["counters"] = dict(g.card(src)["counters"])  # read by "the number of ... counters on it"
            if kind == "retire_self":
                g.retire(src, rule)
            else:
                g.dismiss(src, rule)
        elif ((kind == "banish_self" and in_play(g, src))
              or (kind == "banish_self_from_hand" and src in g.s["players"][player]["hand"])):
            exiled = g.card(src).get("exiled")
            if exiled:  # read by "put each Event banished this way into its owner's hand"
                data["exiled"] = [entry[0] for entry in exiled if entry[1] == "this_way"]
            g.banish(src, rule)  # (from play, or from the hand for an ability used there)
        elif kind == "bounce_self" and in_play(g, src):
            g.to_hand(src, rule)
        elif kind == "self_from_discard_to_hand" and src in g.s["players"][player]["discard"]:
            g.to_hand(src, rule)  # ("put it into your hand": an ability used from the discard pile)
        elif kind == "deck_top_self" and in_play(g, src):
            g.put_on_deck_top(player, [g.leave_play(src, "deck", rule, "put on top of its owner's deck")])
        elif kind == "frighten_self" and in_play(g, src):
            g.frighten(src, rule)
        elif kind == "turn_over_self" and in_play(g, src):
            g.turn_over(src, rule)
        elif kind == "remove_counters" and in_play(g, src):
            remove_counters(g, src, cost[2] if cost[2:] else "power", cost[1], rule, player)
        elif kind == "banish_from_discard":
            pile = list(_discard_of_type(g, player, cost[2:], src))
            count = min(cost[1], len(pile))
            what = _COST_KINDS[cost[2] if cost[2:] else "card"]
            ans = choose(g, f, player, "cost", f"Banish {a_or_how_many(1, what)} from your discard pile" if count == 1 else
                         f"Banish {count} other cards from your discard pile",
                         [(f"card:{i}", g.name(i)) for i in pile], count, count)
            if ans is None:
                return False
            for key in ans:
                g.banish(card_of_option(key), rule)
        elif kind == "banish_self_from_discard":
            if src in g.s["players"][player]["discard"]:
                g.banish(src, rule)
        elif kind == "from_hand":
            cands = _hand_of_type(g, player, cost[2])
            ans = choose(g, f, player, "cost", f"{cost[1].capitalize()} {a_or_how_many(1, _COST_KINDS[cost[2]])} from your hand",
                         [(f"card:{i}", g.name(i)) for i in cands])
            if ans is None:
                return False
            if ans:
                if cost[1] == "discard":
                    g.discard(card_of_option(ans[0]), rule)
                else:
                    g.banish(card_of_option(ans[0]), rule)
        elif kind == "discard_fitting":
            ans = choose(g, f, player, "cost", "Discard a card for the cost",
                         [(f"card:{i}", g.name(i)) for i in _hand_fitting(g, player, cost[1])])
            if ans is None:
                return False
            if ans:
                g.discard(card_of_option(ans[0]), rule)
        elif kind in ("retire_own", "exhaust_own"):
            cands = _own_for_cost(g, player, src, cost, data.get("area"))
            count = min(cost_count(cost), len(cands))
            verb = "Retire" if kind == "retire_own" else "Exhaust"
            # (the question is led by the card paid for: `choose`)
            label = _cost_question(g, f, verb) or \
                f"{verb} which {'' if count == 1 else f'{count} '}{_own_cost_words(cost[1], count)} for its cost?"
            ans = choose(g, f, player, "cost", label, [(f"card:{i}", g.name(i)) for i in cands], count, count)
            if ans is None:
                return False
            for key in ans:
                if kind == "retire_own":
                    g.retire(card_of_option(key), rule)
                else:
                    g.exhaust(card_of_option(key), rule)
                if cost[3:]:
                    data["paid_card"] = card_of_option(key)  # "... to add its power to ..."
        elif kind == "remove_counters_own":
            cands = _own_with_counters(g, player, src, cost, data.get("area"))
            ans = choose(g, f, player, "cost", f"Remove {counters_words(cost[2], 'power')} from which card?",
                         [(f"card:{i}", g.name(i)) for i in cands])
            if ans is None:
                return False
            if ans:
                remove_counters(g, card_of_option(ans[0]), "power", cost[2], rule, player)
        elif kind == "discard":
            hand = g.s["players"][player]["hand"]
            ans = choose(g, f, player, "cost", f"Discard {how_many(cost[1], 'card')}", [(f"card:{i}", g.name(i)) for i in hand],
                         min(cost[1], len(hand)), min(cost[1], len(hand)))
            if ans is None:
                return False
            for key in ans:
                g.discard(card_of_option(key), rule)
        elif kind in ("retire_friend", "exhaust_home_resource", "exhaust_own_here", "exhaust_mane_here"):
            if kind == "retire_friend":
                cands, label = retirable_friends(g, player), "Retire a Friend"
            elif kind == "exhaust_home_resource":
                cands, label = _home_resources(g, player), "Exhaust one of your Resources at home"
            else:
                cands = _ready_here(g, player, src, data.get("area"), kind)
                label = "Exhaust one of your characters here"
            ans = choose(g, f, player, "cost", label, [(f"card:{i}", g.name(i)) for i in cands])
            if ans is None:
                return False
            if ans:
                if kind == "retire_friend":
                    g.retire(card_of_option(ans[0]), rule)
                else:
                    g.exhaust(card_of_option(ans[0]), rule)
        data["cost_i"] = data.get("cost_i", 0) + 1
    data.pop("cost_i", None)
    return True


# ----- using an ability ---------------------------------------------------------------------

_TIMED = {"problem_faceoff": "problem", "troublemaker_faceoff": "troublemaker"}


@answers(PLAY_CHECKS, "effect")
@answers(ACTIVATION_CHECKS, "effect")
def can_use(g, player: int, src: int, ability: Ability, data: dict | None = None) -> bool:
    """705.2: costs payable and every step that is not optional can be carried out
    (for a reaction, for some occurrence of its condition it has not answered, 512.4c)."""
    p = ability.params
    if p.get("react") and data is None:
        return bool(reaction_options(g, player, src, ability, f"ability:{src}"))
    if ability.timing in abilities.PHASE_TIMINGS and abilities.phase_timing_refusal(g, player, ability.timing):
        return False  # "Score Phase:", "Any Phase:": the turn player, in that phase, not in a faceoff (512.3)
    kind = _TIMED.get(ability.timing)
    if kind is not None or ability.timing == "faceoff":
        fo = g.s["faceoff"]
        if fo is None or (kind is not None and fo["kind"] != kind):
            return False
    # (when it may be used before what it costs: "While this card is involved in a faceoff"
    # refuses most of the times it is asked, at a look)
    if p.get("during_faceoff") and g.s["faceoff"] is None:
        return False
    if p.get("while_involved") and not is_involved(g, src):
        return False  # "While this card is involved in a faceoff, you may <cost> to ..."
    if not can_pay(g, player, src, activation_costs(g, src, ability)):
        return False
    if "if_turn" in p and ability.kind == "activated" and not condition(g, src, p["if_turn"]):
        return False  # "Immediate: If you won a faceoff this turn, you may pay [1] ... to ...": only then
    if p.get("modes"):
        frame = {"src": src, "ctrl": player, "data": {}}
        return any(_mode_possible(g, frame, mode) for mode in p["modes"])
    frame = {"src": src, "ctrl": player, "data": dict(data or {})}
    for i, step in steps_to_carry_out(p["steps"]):
        if not _possible_after(g, frame, step, p["steps"][:i]):
            return False
        if step["do"] == "turn_over" and g.spec(src).type != "mane":
            return False
    return True


def steps_to_carry_out(steps: list[dict], *, mode: bool = False) -> Iterator[tuple[int, dict]]:
    """The instructions of a text that must be possible for it to be used (705.2), each with
    its place among `steps`: the one home of what the checks pass over, for `can_use` (can it
    be played or activated) and `kept_from_its_targets` (the judge's "why not"). Passed over:
    an optional instruction ("you may"), "up to N" (which none answers), one acting on a card
    an earlier "choose" names ("choose a character. That character ...": the card is chosen
    as it resolves, so a step naming it needs only the choice to be possible), and what
    follows a faceoff the text starts (the faceoff's outcome, done as far as it can be then,
    514.5d). In a "Choose one" mode (`mode`) every instruction counts: a mode is chosen for
    what it does, so each of its instructions has something to act on (`_mode_possible`)."""
    if mode:
        yield from enumerate(steps)
        return
    chosen = False
    for i, step in enumerate(steps):
        chosen = chosen or step["do"] == "choose_card"
        if step.get("may") or "most" in step or (chosen and step.get("target", {}).get("ref")):
            continue
        yield i, step
        if step["do"] == "start_faceoff":
            return


def _mode_possible(g, f: dict, mode: list[dict]) -> bool:
    """Can a "Choose one" mode be chosen now? Each of its instructions has something to act
    on; an instruction whose cards a continuous ability keeps from its verb ("Your Friends
    with at least 4 power can't be frightened or dismissed", "Friends here cannot be
    dismissed") has none (`has_target`): players can't choose to do things that can't be
    done (705.2e), so such a mode is not offered. When no mode can be chosen, an action
    can't be taken (705.2: `can_use`) and a triggered ability does nothing."""
    return all(_possible_after(g, f, step, mode[:i]) for i, step in steps_to_carry_out(mode, mode=True))


def _possible_after(g, f: dict, step: dict, earlier: list[dict]) -> bool:
    """`_possible`, knowing the steps carried out before it: "draw 2 cards and put a card
    from your hand on top of your deck" can be done with an empty hand (the draw fills it)."""
    if step["do"] == "hand_to_deck_top" and any(e["do"] == "draw" for e in earlier):
        return True
    if step.get("target", {}).get("ref") == "acted_on" and any(e["do"] == "move" for e in earlier):
        return True  # "move your Mane Character and it gets +2 power": the card moved (`subject_card`)
    return _possible(g, f, step)


def _possible(g, f: dict, step: dict) -> bool:
    """Is there something for this step to act on? (Searching may always fail to find.)"""
    do = step["do"]
    if abilities.closed_zone(g, do, abilities.step_zone(g, step, f["data"])) is not None:
        return False  # a card in play forbids it (FF113: decks, discard piles)
    if step.get("all"):
        return True
    if do == "recover":
        return any(_zone_fits(g, i, step["target"]) and not (step["target"].get("other") and i == f["data"].get("new"))
                   for i in g.s["players"][acting_player(f)]["discard"])
    if do in ("draw_per", "discard_per", "gain_per", "counter_per"):
        return True  # counted as it resolves; none counted is nothing to do, not an obstacle
    if do == "discard_to_deck_top" and step.get("kind"):
        pile = g.s["players"][acting_player(f)]["discard"]
        return any(g.spec(i).type == step["kind"] for i in pile)
    if do in ("search_deck", "discard_to_deck_top", "search_to_play"):
        return True
    if do == "hand_to_deck_top":
        return bool(g.s["players"][acting_player(f)]["hand"])
    if do == "banish_discard":
        return next(_discard_choices(g, f, step), None) is not None
    if do == "left_to_hand":
        return left_card_still_there(g, f) is not None
    if do in ("bottom_to_top", "reveal_top"):  # (Spell Showdown: "you may reveal the top card of your deck")
        return bool(g.s["players"][acting_player(f)]["deck"])
    if do == "order_deck":  # "look at the top 2 cards of your deck and put them back": a card to look at
        owner = acting_player(f) if step["whose"] == "you" else 1 - acting_player(f)
        return bool(g.s["players"][owner]["deck"])
    if do == "hand_friend_same_cost":
        return bool(_same_cost_friends(g, f))
    if do == "accessory_from_hand_onto_friend":  # (`attaching`)
        return any(g.is_type(i, "resource") and g.spec(i).has_trait("accessory")
                   for i in g.s["players"][acting_player(f)]["hand"]) \
            and any(g.is_type(i, "friend") and g.face_up(i) for i in g.s["play"])
    if do == "reanimate":
        return bool(_reanimate_candidates(g, acting_player(f), step))
    if do == "tm_from_hand":  # one to put, and a Problem to put it at ("at this card's Problem", 501.4)
        return bool(_own_troublemakers(g, acting_player(f), step)) and \
            (not step.get("here") or referred_area(g, f, {"place": "here"}) in g.problems())
    if do == "banish_flipped":
        return bool(opponents_flipped(g, acting_player(f)))
    if do in ("flip", "names_flip"):
        return g.s["faceoff"] is not None  # "During a faceoff, flip an additional card"
    if do == "ignore_one_flipped_each":
        fo = g.s["faceoff"]  # (a flipped card not ignored yet, 514.4b)
        return fo is not None and any(i in g.s["cards"] and g.s["cards"][i]["zone"] == "flip"
                                      and i not in fo["ignored"] for side in fo["flipped"] for i in side)
    if do == "start_faceoff":
        mine, theirs = _faceoff_sides(g, f, step)
        return bool(mine) and bool(theirs)
    if do == "peek":
        return any(g.card(i)["face_down"] and g.is_type(i, "troublemaker") for i in g.s["play"])
    check = STEP_CHECKS.get(do)
    if check is not None:
        return check(g, f, step)  # (a family's own step: `registry.STEP_CHECKS`)
    if "target" in step:
        return has_target(g, f, step)
    return True


def mode_label(printed: str, mode_text: str) -> str:
    """A "Choose one" mode as the card prints it: the mode was read from the paragraph in
    lower case with symbols as "{2}", so its words are looked up in the printed paragraph
    (any symbol for a symbol); a mode not found there is shown capitalised, its card types
    as cards print them ("another Friend there")."""
    text = as_printed(printed, mode_text)
    return text[:1].upper() + text[1:]


def as_printed(printed: str, words: str) -> str:
    """Words read in lower case with symbols as "{2}", as the printed text has them (any
    symbol for a symbol); words not found there with their card types as cards print them.
    Nothing is searched when nothing is printed (`mode_label("", words)`): no words are found
    there (empty words read the same either way)."""
    if not printed:
        return card_types_capitalised(words)
    if "{" not in words:  # (no symbol: the words as they are)
        at = find_case_aside(printed, words)
        return card_types_capitalised(words) if at < 0 else printed[at:at + len(words)]
    pattern = r"\[[^\]]*\]".join(re.escape(part) for part in _SYMBOL.split(words))
    found = re.search(pattern, printed, re.IGNORECASE)
    return card_types_capitalised(words) if found is None else found.group(0)


_SYMBOL = re.compile(r"\{[^}]*\}")


def find_case_aside(text: str, words: str, start: int = 0) -> int:
    """Where `words` first are in `text` from `start` on, upper and lower case alike (-1:
    nowhere), as `re.search(re.escape(words), ...)` ignoring case finds them, without making a
    pattern of each phrase a question looks up: in ASCII text (every card's) lowering both
    letters is the same. The match is as long as `words`."""
    if text.isascii() and words.isascii():
        return text.lower().find(words.lower(), start)
    found = re.compile(re.escape(words), re.IGNORECASE).search(text, start)
    return -1 if found is None else found.start()


def card_types_capitalised(words: str) -> str:
    """Words read in lower case with their card types as cards print them: "one of your
    Friends", "an opposing Troublemaker"."""
    return _CARD_TYPE.sub(lambda found: found.group(1).capitalize() + found.group(2), words)


_CARD_TYPE = re.compile(r"\b(friend|resource|troublemaker|problem|event)(s?)\b")


# A step dismissing or retiring one card leaves that card's record under `LEAVING_PLAY`; the
# next step reads "if you do" from it once the occurrence's replacements are decided (710.1).


@runner("effect")
def run(g, f: dict, ability: Ability) -> bool:
    data = f["data"]
    rule = effect_rule(f)
    if ability.params.get("react") and "rx" not in data and not _bind_reaction(g, f, ability):
        return False
    if data.get("activated") and not data.get("paid"):
        if "area" not in data and in_play(g, f["src"]):
            # "this card's Problem" after a cost that takes this card out of play: where it was
            data["area"] = g.card(f["src"])["area"]
        before = data.setdefault("answers_before_cost", g.s["answers"])
        if not pay_costs(g, f, activation_costs(g, f["src"], ability), "703.1d"):
            return False
        abilities.cost_answered(g, f, before)
        data["paid"] = True
    if "react" in data and ability.params.get("costs") and not data.get("paid"):
        # an Event's "<cost> to <effect>": the modifier's cost, paid before the rest (707.2a)
        if not pay_costs(g, f, ability.params["costs"], "707.2a"):
            return False
        data["paid"] = True
    held = ability.params.get("if_turn")
    if held is not None and not data.setdefault("if_turn", happened_this_turn(g, f["ctrl"], held)):
        # "Immediate: If you won a Problem faceoff by at least 5 power this turn, ...": it did not
        # happen, so there is nothing to do (checked once, as the text resolves, 709.2). "You" is
        # the text's controller: a copy's is its copier, and a copy has no card of its own (520.1)
        named = g.name(f["src"]) if f["src"] in g.s["cards"] else f"The copy of {g.lib.spec(f['card']).name}"
        g.note(rule, f"{named}: what its text asks of this turn did not happen; nothing happens")
        return True
    all_steps = ability.params["steps"]
    modes = ability.params.get("modes")
    if modes:
        # "Choose one:" the mode is chosen as the card resolves, among those that can be done;
        # "Choose two:" two different ones, carried out in printed order (707.2: only one
        # when only one can be done)
        if "mode" not in data:
            texts = ability.params["mode_texts"]
            possible = [f"mode:{k}" for k, mode in enumerate(modes) if _mode_possible(g, f, mode)]
            # (the modes are put in words to ask, and those chosen for the log: not all of them
            # again as the answer comes back, which was checked against them when given)
            ans = abilities._answer_given(f)
            if ans is None:
                pairs = [(key, mode_label(ability.text, texts[int(key[5:])])) for key in possible]
                count = min(ability.params.get("pick", 1), len(pairs))
                # "If you would choose one effect while playing a Song card, you may choose each
                # effect instead" (category "song_choose_each")
                each = (count == 1 and len(pairs) > 1 and g.static_abilities("song_choose_each")
                        and g.lib.spec(f["card"]).has_trait("song")
                        and power.static_sum(g, "song_choose_each", f["ctrl"]) > 0)
                offered = [*pairs, ("mode:each", "Each effect")] if each else pairs
                ans = choose(g, f, f["ctrl"], "mode", "Choose two" if count == 2 else "Choose one", offered,
                             count, count)
                if ans is None:
                    return False
            if not ans:
                return True
            if ans[0] == "mode:each":
                ans = possible
            data["mode"] = sorted(int(key.split(":")[1]) for key in ans)
            g.note(rule, f"P{f['ctrl']} chooses: "
                   + "; ".join(mode_label(ability.text, texts[int(key[5:])]) for key in sorted(ans)) + g.by_text())
        all_steps = [step for k in data["mode"] for step in modes[k]]
    while data.get("i", 0) < len(all_steps):
        if abilities.LEAVING_PLAY in data:  # (the last step's dismissal or retirement is decided)
            data["done"] = data.get("done", False) and abilities.left_as_sent(g, data.pop(abilities.LEAVING_PLAY))
        if data.get("i", 0) and "st" not in data and EACH_CHOSE not in data \
                and abilities.uniqueness_repaired_first(g, f):
            return False  # (what the last instruction did violates uniqueness: repaired before the next, 516.1)
        chosen_first = _each_chooses_first(g, f, ability, all_steps)
        if chosen_first == "asking":
            return False
        if chosen_first in ("carried_out", "skipped"):
            if abilities.question_pushed(g, f):
                return False  # (a replacement of what was done: decided before the text goes on)
            continue
        step = all_steps[data.get("i", 0)]
        named = named_player(g, f, step)
        if named is not None:
            data["me"] = named
        player = acting_player(f)
        if "if_revealed" in step and "st" not in data and not _revealed_fits(g, f, step["if_revealed"]):
            _next(data)
            continue
        if "st" not in data and not _holds_for(g, f, step, player):
            _next(data)  # "each player with a character here ...": not this player
            continue
        if step.get("if_won") and data.get("winner") != f["ctrl"]:
            _next(data)
            continue
        if step.get("if_lost") and data.get("winner") in (None, f["ctrl"]):
            _next(data)  # (a tie has no winner: nobody lost)
            continue
        if step.get("if_done") and not data.get("done"):
            _next(data)
            continue
        if "st" not in data and _zone_closed(g, f, step):
            data["done"] = False
            _next(data)
            continue
        if "st" not in data and step.get("may") and step["do"] in MAY_ASKED_BY_STEP \
                and MAY_ASKED_BY_STEP[step["do"]](g, f, step):
            data["st"] = "costs"  # (its "may" is asked by the step itself, as one question)
            data["e"] = {ASKS_ITS_MAY: True}
        if "st" not in data and (step.get("target") or {}).get("place") == "were_here":
            _say_who_was_here(g, f, ability, step)
        state = data.setdefault("st", "may" if step.get("may") else "costs")
        if state == "may":
            # (whether to ask, and the question in words, are worked out only to ask: not again
            # as the answer comes back, on the position it was asked on)
            ans = abilities._answer_given(f)
            if ans == ["no"]:
                abilities.said_no(g, f, player, may_words(g, f, ability, step))
            if ans is None:
                unpaid = not can_pay(g, player, f["src"], step["costs"], data.get("area"))
                if unpaid:
                    _keep_unpaid(g, f, ability, step, player)
                logged = len(g.log)
                if unpaid or not _worth_asking(g, f, step):
                    if not unpaid and len(g.log) == logged:
                        # (not asked: a card found with no place to go, Octavia, Caroller's
                        # "you may put it into play", or no card to act on, 705.2e)
                        no_place = UNASKED_FOR_NO_PLACE.get(step["do"])
                        said = no_place(g, f, step) if no_place is not None else None
                        if said is not None:
                            abilities.say_not_asked(g, f, step["do"], said)
                        elif chosen_here(step) is not None:
                            _found_nothing(g, f, all_steps, step, ability.text)
                        elif (why := _lacks(g, f, step, ability.text)) is not None:
                            abilities.lacked(f, printed_verbs(step["do"]), why)
                    data["done"] = False
                    _next(data)
                    continue
                ans = choose_yes_no(g, f, player, may_prompt(g, f, ability, step))
                if ans is None:
                    return False
            if ans[0] != "yes":
                data["done"] = False
                _next(data)
                continue
            abilities.said_yes(f)
            data["st"] = "costs"
        if data["st"] == "costs":
            if step["costs"] and not can_pay(g, player, f["src"], step["costs"], data.get("area")):
                _keep_unpaid(g, f, ability, step, player)
                _next(data)
                continue
            if not pay_costs(g, f, step["costs"], "707.2a"):
                return False
            data["st"] = "do"
        logged, none_at_all = len(g.log), _acts_on_all_of_none(g, f, step)
        if not DO[step["do"]](g, f, step, data.setdefault("e", {}), rule):
            f.pop(abilities.NONE_TO_CHOOSE, None)
            return False
        if (f.pop(abilities.NONE_TO_CHOOSE, None) or none_at_all) and not data["e"].get("t") \
                and len(g.log) == logged:
            _found_nothing(g, f, all_steps, step, ability.text)  # (no card to act on, and nothing said why, 707.2)
        data["done"] = bool(data["e"].get("t"))  # "if you do": a card was acted on
        _next(data)
        if step["do"] == "start_faceoff":
            return True  # the rest of the text is the faceoff's outcome (514.5d)
        if abilities.question_pushed(g, f):
            return False  # what the step did waits on a question (710.5): decided before the text goes on
    if abilities.LEAVING_PLAY in data:  # (a last step's dismissal or retirement: nothing reads it)
        abilities.left_as_sent(g, data.pop(abilities.LEAVING_PLAY))
    return True


def _found_nothing(g, f: dict, all_steps: list[dict], step: dict, text: str) -> None:
    """The instruction `step` of `text` found no card to act on: said once the text is over
    (`abilities.part_found_nothing`), by its printed verb, with what it lacked (`_lacks`); not
    for a verb two instructions of the text share (Spoiled Rich's "move each opposing character
    and each Troublemaker"), whose words could name the one that did act."""
    verbs = printed_verbs(step["do"])
    if sum(printed_verbs(other["do"]) == verbs for other in all_steps) == 1:
        abilities.part_found_nothing(f, verbs, _lacks(g, f, step, text))


def _lacks(g, f: dict, step: dict, text: str) -> str | None:
    """What the instruction `step` of `text` lacked as it did nothing, in the words a judge's
    "why not?" gives for it (`_step_unfollowed`): "no opposing Resource can be dismissed"
    (Winterzilla, Giant Gremlin), "no other Troublemaker there can get two +1 power counters"
    (Ophiotaurus, Mountain Monster), said read now, as the board is when it found nothing.
    None when those words say nothing of what it lacked."""
    verbs = printed_verbs(acted_step(step)["do"])
    # (an instruction a "may" offers without a cost before it: "..., you may put two +1 power
    # counters on another Troublemaker here", read after its "may")
    # (or, for a text's first instruction, its first sentence: "another one of your characters
    # here gets +2 power", its card named before its verb)
    first = not f["data"].get("i") and "mode" not in f["data"]
    why = _step_unfollowed(g, f, step, text, instruction=quoted_instruction(text, verbs)
                           or offered_instruction(text, verbs) or (after_its_trigger(text) if first else None))
    found = None if why is None else _MODE_LACKS.match(why[1])
    if found is None:
        return _none_of_all(g, f, step)
    lacks = found.group(2)
    # (the card's "here" or "there" is a place a judge finds by its name: "no other
    # Troublemaker at Cloudbursting #3 (P0's) can get ...", where the card was as it was
    # dismissed; "at P1's home": the area's key, which the log puts in words, `MlpGame.note`)
    place = (step.get("target") or {}).get("place")
    area = referred_area(g, f, step["target"]) if place in ("here", "there") else None
    return place_named(lacks, area) if area in g.s["areas"] else lacks


def _none_of_all(g, f: dict, step: dict) -> str | None:
    """What an instruction acting on every card of a kind whose card comes before its verb
    ("your Troublemakers get +2 power until the start of your next turn", Guards, Guards!)
    lacked when no card fitted (`_acts_on_all_of_none`), read from whose cards of which kind it
    names: "P1 has no Troublemaker in play", "P0 has no other Friend at <its Problem>". None
    for an instruction of other words (a trait, a state, more than whose card where), said by
    every verb's checks."""
    target = step.get("target")
    if not _acts_on_all_of_none(g, f, step) or target.keys() - {"owner", "kind", "place", "other"} \
            or target.get("owner") not in ("you", "opp"):
        return None
    player = f["ctrl"] if target["owner"] == "you" else 1 - f["ctrl"]
    kind = card_types_capitalised(target.get("kind", "card"))
    other = "other " if target.get("other") else ""
    if target.get("place") is None:
        return has_none(player, f"{other}{kind}")
    area = referred_area(g, f, target) if target["place"] in ("here", "there") else None
    return has_none(player, f"{other}{kind}", f" at {area}") if area in g.s["areas"] else None


def _acts_on_all_of_none(g, f: dict, step: dict) -> bool:
    """Is the step one acting on every card of a kind ("put a +1 power counter on each of your
    Friends here") that no card fits now? It chooses nothing, so `choose` does not see that it
    found nothing (`abilities.part_found_nothing`)."""
    target = step.get("target")
    if not step.get("all") or not isinstance(target, dict) or target.get("self") or target.get("ref"):
        return False
    return not targets(g, f, step)


# the decisions each player made for one "each player ..." instruction, before any is carried
# out (`_each_chooses_first`): {"at": the turn player's step, "first": who decided first, "e":
# the turn player's and the other player's scratch dicts: "will" (the condition holds and the
# "may" was answered yes), "t" (the card chosen), "paid"}
EACH_CHOSE = "each_chose"
# the verbs whose card a player the text names chooses, said in the log with who chose it
# ("P1 chooses Rarity #12 to retire"; `verbs.act_chosen_by`)
SAID_CHOSEN = ("exhaust", "retire")
# the marks that keep each player's part of an instruction in order, one after the other: every
# card or up to N of them, a condition on what the text did or revealed before
_NOT_CHOSEN_FIRST = ("all", "most", "if_revealed", "if_won", "if_lost", "if_done")


def _one_instruction_for_each(all_steps: list[dict], i: int) -> bool:
    """Steps `i` and `i + 1` are one instruction given to each player ("each player retires a
    Friend", "each player may pay [1] to ready a character here": the turn player's part, then
    the other player's, `parts._carried_out_by`), whose card each player chooses
    (`CHOSEN_FIRST`)."""
    if i + 1 >= len(all_steps):
        return False
    mine, theirs = all_steps[i], all_steps[i + 1]
    return (mine.get("who") == "turn_player" and theirs.get("who") == "other_player"
            and {**mine, "who": ""} == {**theirs, "who": ""} and mine["do"] in CHOSEN_FIRST
            and not any(mine.get(key) for key in _NOT_CHOSEN_FIRST))


def _each_chooses_first(g, f: dict, ability: Ability, all_steps: list[dict]) -> str:
    """801.1: what each player decides for one "each player ..." instruction is a simultaneous
    decision: every player decides (the player who decides first by 801.1 first) before the
    instruction is carried out for anyone, and the results happen together. A player decides
    whether the instruction's condition holds for them ("each player with a character here"),
    their "may" answer and the card it acts on. So Runaway Pony!'s "each player retires a
    Friend with 2 or less power" lets the other player choose a Friend whose power only the
    first player's retired Friend lowers; High Speed Chase's "each player may move one of their
    characters to this Problem" lets the other player move a Friend that Prim Hemline, moved
    there by the first player, would bar; and Through the Cave's "each player frightens one of
    their Friends" frightens both Friends as one occurrence (`CARRIED_OUT_TOGETHER`: Gilda, Out
    of the Nest hears of both, 704.1b). Costs are paid as the results are carried out, in turn
    order. "asking" while a player is asked; "carried_out" once the cards are acted on together
    (both steps done); "skipped" for a player's part not carried out (condition, "no"); ""
    when the current step goes on with its player's decisions made, or as usual."""
    data = f["data"]
    i = data.get("i", 0)
    made = data.get(EACH_CHOSE)
    if made is not None and made["at"] == i - 1:
        del data[EACH_CHOSE]
        return _carry_out_decided(data, made["e"][1])  # (the other player's part)
    if made is None:
        if not _one_instruction_for_each(all_steps, i):
            return ""
        made = data[EACH_CHOSE] = {"at": i, "first": g.first_decider(), "e": [{}, {}]}
    tp = g.s["turn_player"]
    order = (0, 1) if made["first"] == tp else (1, 0)
    for k in order:
        data["me"] = tp if k == 0 else 1 - tp
        if not _decide(g, f, ability, all_steps[i + k], made["e"][k]):
            return "asking"
    do = all_steps[i]["do"]
    if do not in CARRIED_OUT_TOGETHER:
        return _carry_out_decided(data, made["e"][0])
    for k in order:  # (each player's cost, then the cards acted on as one occurrence)
        data["me"] = tp if k == 0 else 1 - tp
        e = made["e"][k]
        costs = all_steps[i + k]["costs"]
        if e["will"] and not e.get("paid"):
            if costs and not can_pay(g, data["me"], f["src"], costs, data.get("area")):
                e["will"] = False
            elif not pay_costs(g, f, costs, "707.2a"):
                return "asking"
            e["paid"] = True
    cards = [e["t"] for e in made["e"] if e["will"] and e.get("t") is not None]
    if cards:  # (a player with no card for their part: said, as the other's card is acted on)
        for k in order:
            if made["e"][k]["will"] and made["e"][k].get("t") is None:
                data["me"] = tp if k == 0 else 1 - tp
                _say_had_none(g, f, all_steps[i + k])
    del data[EACH_CHOSE]
    _next(data)
    _next(data)
    if do in SAID_CHOSEN:
        for k in order:  # ("each player retires a Friend": who chose which, as every choice's line says)
            if made["e"][k]["will"] and made["e"][k].get("t") is not None:
                g.note(effect_rule(f), f"P{tp if k == 0 else 1 - tp} chooses {g.name(made['e'][k]['t'])} to {do}")
    CARRIED_OUT_TOGETHER[do](g, do, cards, effect_rule(f))
    data["done"] = bool(cards)
    return "carried_out"


def _say_had_none(g, f: dict, step: dict) -> None:
    """Log that the player whose part of an "each player ..." instruction this is had no card
    for it, while the other player's card is acted on: "P1 has no Friend in play to retire (by
    the text of Discord, Master of Chaos #149)" for "each player retires a Friend" (705.2: the
    part that can be done is, 707.2). Nothing when the words say no more than the verb's checks
    (`_named_player_has_none`)."""
    said = _named_player_has_none(g, f, step)
    if said is not None:
        rule, words = said
        g.note(rule, f"{words} to {step['do']}{g.by_text()}")


def _decide(g, f: dict, ability: Ability, step: dict, e: dict) -> bool:
    """One player's decisions for their part of an "each player ..." instruction, before any
    part is carried out (801.1): does its condition hold for them, their "may" answer (not
    asked when they can't pay its cost or nothing fits, 705.2e), and the card it acts on
    (`CHOSEN_FIRST`). False while asking."""
    if "will" not in e:
        player = acting_player(f)
        if _zone_closed(g, f, step) or not _holds_for(g, f, step, player):
            e["will"] = False
        elif step.get("may"):
            if not can_pay(g, player, f["src"], step["costs"], f["data"].get("area")) or not _worth_asking(g, f, step):
                e["will"] = False
            else:
                ans = choose_yes_no(g, f, player, may_prompt(g, f, ability, step))
                if ans is None:
                    return False
                e["will"] = ans[0] == "yes"
                if e["will"]:
                    abilities.said_yes(f)
        else:
            e["will"] = True
    return not e["will"] or CHOSEN_FIRST[step["do"]](g, f, step, e) is not False


def _holds_for(g, f: dict, step: dict, player: int) -> bool:
    """Does the condition of an instruction given to "each player with ..." hold for this
    player: "each player with a character here", "each player with at least one action
    token" (any other instruction: True)?"""
    if step.get("with_character_here") and not _has_character_here(g, f, player):
        return False
    return not (step.get("min_tokens") and g.s["players"][player]["tokens"] < step["min_tokens"])


def _zone_closed(g, f: dict, step: dict) -> bool:
    """Does a card in play close the zone this step takes from or puts into (FF113: decided
    before it is asked or paid for, 705.2e)? The log says which card, if so."""
    refused = abilities.closed_zone(g, step["do"], abilities.step_zone(g, step, f["data"]))
    if refused is not None:
        abilities.note_closed_zone(g, refused, f"{g.lib.spec(f['card']).name}: {step_words(step['do'])}")
    return refused is not None


def _carry_out_decided(data: dict, e: dict) -> str:
    """The current step, one player's part of an "each player ..." instruction, goes on with
    that player's decisions (`_decide`): its costs paid and its card acted on, or, when the
    condition did not hold or they said no, skipped."""
    if not e["will"]:
        data["done"] = False
        _next(data)
        return "skipped"
    data.setdefault("e", e)
    data.setdefault("st", "costs")
    return ""


def named_player(g, f: dict, step: dict) -> int | None:
    """The player a step's words name to carry it out ("that player moves ...", "they exhaust
    ...", "the winner ..."), from the text's frame as it stands; None for a step its controller
    carries out (or one carrying on for the player named before). The one reading of `run`
    (which acts as that player) and of the reasons a named player's instruction did nothing
    (`_named_player_has_none`)."""
    who, data = step.get("who"), f["data"]
    if who in ("opp", "opponent"):
        return 1 - f["ctrl"]
    if who == "that":
        return data.get("player", f["ctrl"])
    if who == "turn_player":
        return g.s["turn_player"]
    if who == "other_player":
        return 1 - g.s["turn_player"]
    if who == "winner":
        return data.get("winner", f["ctrl"])
    if who == "loser":
        return 1 - data["winner"] if data.get("winner") is not None else f["ctrl"]
    if who == "owner":
        src_card = g.s["cards"].get(f["src"])
        return src_card["owner"] if src_card is not None else f["ctrl"]
    return None


def acting_player(f: dict) -> int:
    """The player carrying out the current step: the ability's controller ("you"), or
    the player the text names ("that player", "they" for an opponent)."""
    return f["data"].get("me", f["ctrl"])


def _next(data: dict) -> None:
    data["i"] = data.get("i", 0) + 1
    for key in ("st", "e", "left", "order", "me", "look", "phase", "top_count"):
        data.pop(key, None)


def _say_who_was_here(g, f: dict, ability: Ability, step: dict) -> None:
    """Say which cards "here" means for a text of a Problem as it is solved ("When this
    Problem is solved, dismiss each Friend here", Everfree Rescue Mission): those at the
    Problem as it was solved, when the effect was made, which reads the game as it was then
    (712.2), though the rules sent them home since as it was replaced (613.2), before any
    effect is processed (712.1). Without this the log reads as if cards at home were
    dismissed for nothing: "“Dismiss each Friend here” acts on the Friends that were at
    Everfree Rescue Mission as it was solved, when the effect was made; rule 613.2 sent them to
    their homes as it was replaced (by the text of Everfree Rescue Mission)", then a line for
    each card dismissed, naming it. (The rule is named in the sentence: "(613.2)" before "(by
    the text of ...)" read as two brackets in a row.)"""
    found = targets(g, f, step)
    if not found:
        return
    said = quoted_instruction(ability.text, printed_verbs(step["do"])) or abilities.text_done(ability.text)
    kind = re.search(r"\beach (\w+) here\b", said, re.IGNORECASE)
    what = f"{kind.group(1)}s" if kind else "cards"
    problem = g.lib.spec(f["card"]).name
    g.note("712.2", f"“{said}” acts on the {what} that were at {problem} as it was solved, when the effect was "
                    f"made; rule 613.2 sent them to their homes as it was replaced{g.by_text()}")


def _keep_unpaid(g, f: dict, ability: Ability, step: dict, player: int) -> None:
    """Keep why an instruction was not followed: its cost can't be paid (705.2e, 508.1d). A
    text that then did nothing says this, not that it found nothing to act on
    (`abilities.say_nothing_happened`): "“Dismiss a Friend here” is not done: its cost is 1 action
    token; P1 has 0"
    (Griffonstone's "you may pay [1] to dismiss a Friend here" with no action token). The
    first such instruction of a text is the one kept."""
    cost = unpaid_cost(g, player, f["src"], step["costs"], f["data"].get("area"))
    if cost is None or abilities.UNPAID in f["data"]:
        return
    f["data"][abilities.UNPAID] = [step["do"], unpaid_reason(g, player, f["src"], cost, ability.text)[1]]


def _worth_asking(g, f: dict, step: dict) -> bool:
    """A "may" step with nothing to act on is skipped without asking. "Each" or "all" cards
    count only those its verb can act on: with every card it fits kept from it (Spell Off's
    "may move each opposing character involved in the faceoff home" against Maud Pie, Like a
    Rock, whom opponents can't move), nothing is asked and the log says why (705.2e). So for
    one card chosen: with each that fits kept from the verb (Lucky Streak, One in a Million's
    "you may uncover a face-down Troublemaker" when the only one is beside a face-up Epic
    Troublemaker, 607.1), the log says why it is not asked, in the same words."""
    player = acting_player(f)
    if step.get("all") and step["do"] in _CANT_BE_DONE and not step["target"].get("self"):
        return any_doable(g, step, list(_candidates(g, f, step, player)), player)
    if step["do"] == "draw" and not g.s["players"][player]["deck"]:
        return False  # (only cards in a draw deck can be drawn, 410.4: a "Yes" would draw none)
    if _possible(g, f, step):
        return True
    chosen = chosen_here(step)
    if chosen is not None and not chosen["target"].get("self"):
        any_doable(g, chosen, list(_candidates(g, f, chosen, player)), player)  # (logs why, if a text is)
    return False


_ASKED_ONCE_TRUE = ("if_revealed", "if_won", "if_lost", "if_done")
"""The conditions a step's "may" is asked only once they hold (`run`)."""


def may_prompt(g, f: dict, ability: Ability, step: dict) -> str:
    """The question of an optional instruction (`choose` cites its rule): the card, and the
    instruction as it prints it ("Fancy Pants, Respected Aristocrat #42: Put a Friend with
    cost 2 or less from your discard pile into play?"), so that the player knows which card
    asks and what for."""
    card = abilities.text_source(g, f)
    words = may_words(g, f, ability, step)
    if words is None:  # (a text read in one piece: quoted whole)
        return f"{card}: {ability.text} Do it?"
    return f"{card}: {words}?"


def may_words(g, f: dict, ability: Ability, step: dict) -> str | None:
    """What an optional instruction has its player do, as its question asks it (`may_prompt`)
    and the log says it declined (`abilities.said_no`): "Exhaust this card to banish Method
    Mares, Convincing Act #153"; None for a text read in one piece."""
    says = step.get("says")
    if says is None:
        return None
    words = re.sub(r"^if you do, ", "", mode_label(ability.text, says), flags=re.IGNORECASE)
    if any(key in step for key in _ASKED_ONCE_TRUE):
        # "If that card is an Event, you may draw it": asked only once the condition holds,
        # so the question is what the player may do, with the card revealed named
        words = re.sub(r"^if [^,]+, ", "", words, flags=re.IGNORECASE)
        revealed = f["data"].get("revealed")
        if "if_revealed" in step and revealed in g.s["cards"]:
            words = re.sub(r"\bit\b", g.name(revealed), words, count=1)
    # ("Then, you may put a Friend ...": the "then" orders it after what the text did before)
    asked = re.match(r"(?:then, )?([a-z' ]+?) may (.+)$", words, re.IGNORECASE)
    if asked:  # "you may ...", "they may ...": the question goes to the player who may
        words = mode_label("", asked.group(2))
        if asked.group(1).casefold() != "you":
            # ("each player may move one of their characters": asked, it is one of yours;
            # "the winner may move a character they control": one you control)
            words = re.sub(r"\btheir\b", "your", re.sub(r"\bthey\b", "you", words))
    words = _with_what_it_is_for(ability.text, words)
    ref = (step.get("target") or {}).get("ref")
    named = subject_card(f, step["target"], g) if ref in ("host", "it", "that") else None
    if named in g.s["cards"] and (ref != "that" or named != f["src"]):
        # "you may exhaust it": "it" is the card this one is on (509.4), the card the trigger
        # names or this card ("you may turn it face-down", Bugbear); "... to dismiss that
        # Friend": the card the trigger names, named as the question is asked
        said = r"\bthat (?:opposing )?(?:friend|character|card|troublemaker)\b" if ref == "that" else r"\bit\b"
        # (this card itself is "this card", as the question is led by its name)
        words = re.sub(said, "this card" if named == f["src"] else g.name(named), words, count=1,
                       flags=re.IGNORECASE)
    elif step["do"] in ACTED_ON and re.search(r"\bthat card\b", words, re.IGNORECASE):
        # "you may exhaust this card to banish that card": the one card the step would act on,
        # which the trigger names (Portal to Tartarus: the card that entered a discard pile)
        found = [i for i in ACTED_ON[step["do"]](g, f, step) if i in g.s["cards"]]
        if len(found) == 1:
            words = re.sub(r"\bthat card\b", g.name(found[0]), words, count=1, flags=re.IGNORECASE)
    elif step["do"] == "challenge" and step["tm"].get("ref") == "acted_on":
        # "you may challenge it / that Troublemaker": the one the trigger or an earlier
        # instruction named (Rainbow's Worst Nightmare, Pipsqueak), by its name
        tm = f["data"].get("acted_on", f["data"].get("it"))
        if tm in g.s["cards"]:
            words = re.sub(r"\b(?:it|that troublemaker)\b", g.name(tm), words, count=1, flags=re.IGNORECASE)
    elif step["do"] == "flipped_into_play":
        # (Chaos: "When this card is flipped, you may put it into play": "it" is this card)
        words = re.sub(r"\bit\b", "this card", words, count=1)
    bound = f["data"].get("area")
    if bound in g.s["areas"] and g.s["areas"][bound]["kind"] == "problem":
        # "you may move this card to that Problem": the Problem the trigger names, by its area
        # (which the table and the log name in words)
        words = re.sub(r"\bthat Problem\b(?!'s| deck)", bound, words, count=1, flags=re.IGNORECASE)
        # "... to frighten another Friend there", "move an opposing character there home",
        # "move this card there": at (or to) that Problem, named
        words = re.sub(r"\b(move (?:this card|it)) there\b(?! home)", rf"\1 to {bound}", words, count=1)
        words = re.sub(r"\bthere\b(?! (?:is|are)\b)", f"at {bound}", words, count=1)
        # ("move one of your characters to that Friend's Problem": the Problem the trigger names)
        words = re.sub(r"\bthat (?:Friend|character|card)'s Problem\b", bound, words, count=1, flags=re.IGNORECASE)
        # (the deck of the Problem's owner, "your" to that player, who is asked: My Pinkie Sense Is Tingling)
        deck = yours(acting_player(f), g.s["areas"][bound]["owner"])
        # ("that Problem's deck": the same deck, Charged Up, Energizer Pony's, 403)
        words = re.sub(r"\bthat Problem(?:'s)? deck\b", f"{deck} Problem deck", words, flags=re.IGNORECASE)
    return words


def _with_what_it_is_for(printed: str, words: str) -> str:
    """An optional instruction followed by "If you do, Y" asked with Y (`if_you_do`): the
    step may have read both sentences ("Pay [2]. If you do, dismiss ..."), or X alone, Y
    being the next step (Big Mac, Big Eater's "dismiss a Resource. If you do, put a +1 power
    counter on this card"), found after X in the printed paragraph."""
    doing, _, then = words.partition(". If you do, ")
    if not then:
        then = _said_after(printed, words + ". If you do, ")
        if not then:
            return words
    return abilities.if_you_do(doing, then)


def _said_after(printed: str, words: str) -> str:
    """The printed text after the first place `words` are in `printed` (case aside) that
    something follows, up to the next full stop ("" when there is no such place)."""
    at = find_case_aside(printed, words)
    while at >= 0:
        start = at + len(words)
        end = printed.find(".", start)
        said = printed[start:] if end < 0 else printed[start:end]
        if said:
            return said
        at = find_case_aside(printed, words, at + 1)
    return ""


# ----- the effects --------------------------------------------------------------------------


def pick_target(g, f: dict, step: dict, e: dict, prompt: str | Callable[[], str]) -> int | bool | None:
    """The chosen target (an iid), False while asking; None when nothing fits, or when the
    step's verb can act on none of the cards that fit (705.2e: nothing is asked, and the log
    names each card and what keeps the verb from it). The question leads with the card whose
    text asks it (`asked_by_card`): "Sweep Sweep Sweep #12: Choose a character to get -2
    power", which every reader of the question sees, not the match table alone. `prompt`:
    the question, or what words it, called only when it is asked (`choose`): a question in
    the card's printed words is looked up in its text, which is not done again as the answer
    comes back, once the target is chosen, or when there is no choice to make."""
    if "t" in e:
        return e["t"]
    if step["target"].get("self"):
        subject = subject_card(f, step["target"], g)
        e["t"] = subject if in_play(g, subject) else None
        return e["t"]
    cands = targets(g, f, step)
    kept = kept_from_every_target(g, step, cands, acting_player(f))
    if kept:
        # 705.2e: players can't choose to do things that can't be done; with no card the
        # instruction can act on, nothing is asked and nothing is done (707.2)
        note_kept_from_every_target(g, step, kept, acting_player(f))
        e["t"] = None
        return None
    ans = choose(g, f, acting_player(f), "target", prompt, [(f"card:{i}", choice_name(g, i)) for i in cands])
    if ans is None:
        return False
    e["t"] = card_of_option(ans[0]) if ans else None
    return e["t"]


def choice_name(g, iid: int) -> str:
    """A card in play as a choice among several: its name, and for a face-down Troublemaker,
    whose name says neither, whose it is and where ("face-down Troublemaker #39 (P1's, at
    Runaway Cart)", 505.2)."""
    c = g.card(iid)
    if not (c["face_down"] and c["zone"] == "play" and g.is_type(iid, "troublemaker")):
        return g.name(iid)
    problem = g.problem_card(c["area"])
    where = g.spec(problem).name if problem is not None else c["area"]
    return f"{g.name(iid)} (P{c['ctrl']}'s, at {where})"


_WHICH = (("one of your ", "which of your "), ("another one of your ", "which of your other "),
          ("another ", "which other "), ("a different ", "which different "), ("an ", "which "), ("a ", "which "))


def _cost_question(g, f: dict, verb: str) -> str | None:
    """The question choosing the cards a cost retires or exhausts, in its card's printed
    words: "Retire another Friend to move this card" is asked as "Retire which other Friend
    to move this card?"; None when the text does not say the cost so ("your Mane Character":
    there is only one)."""
    found = cost_instruction(abilities.ability_paragraph(g, f), verb)
    if found is None or found[0].lower().startswith("your "):
        return None
    what, effect = found
    which = next((which + what[len(lead):] for lead, which in _WHICH if what.lower().startswith(lead)),
                 f"which {what}")
    return f"{verb} {which} to {effect}?"


def which_words(g, f: dict, step: dict) -> str | None:
    """The card a step chooses, asked in its card's printed words: "one of your characters"
    is asked as "which of your characters", "an opposing Resource" as "which opposing
    Resource", "another one of your Friends" as "which of your other Friends"; None for a
    step read without its words, or words that do not read so."""
    printed = printed_words(g, f, step["what"]) if "what" in step else None
    if printed is None:
        return None
    # (words the text was read in, not found as printed: "one of their Friends" is asked as
    # "one of your friends", its card types capitalised as cards print them)
    printed = card_types_capitalised(printed[:1].lower() + printed[1:])
    return next((which + printed[len(lead):] for lead, which in _WHICH if printed.startswith(lead)), None)


def printed_words(g, f: dict, words: str) -> str | None:
    """Words a step was read in, as its card prints them ("earth pony friend" is "Earth Pony
    Friend"); None when the card is not known."""
    card = f.get("card")
    if not isinstance(card, str) or card not in g.lib:
        return None
    spec = g.lib.spec(card)
    faces = (spec,) if spec.boosted is None else (spec, spec.boosted)  # (a Mane Character's either side)
    return as_printed("\n".join(ability.text for face in faces for ability in face.abilities), words)


def on_chosen(prompt, act):
    """A runner that chooses one card (`_pick`) and acts on it if it is still in play
    as the step resolves: `act(g, f, step, iid, rule)`. `prompt`: the question, or what makes
    it from the step (`prompt(g, f, step)`)."""

    def run(g, f, step, e, rule):
        iid = pick_target(g, f, step, e, prompt if isinstance(prompt, str) else lambda: prompt(g, f, step))
        if iid is False:
            return False
        if iid is not None and in_play(g, iid):
            act(g, f, step, iid, rule)
        return True

    return run


def _d_counter_per(g, f, step, e, rule):
    """Counted as the effect resolves, around this card's area."""
    src = f["src"]
    if not in_play(g, src):
        return True
    t = step["target"]
    n = sum(1 for i in g.s["play"] if fits(g, i, acting_player(f), src, t, referred_area(g, f, t), "count"))
    if n:
        add_counters(g, src, "power", n, rule, acting_player(f))
    return True


def _d_left_to_hand(g, f, step, e, rule):
    """410.6a: the card that left play, if it is still in the zone it went to."""
    new = left_card_still_there(g, f)
    if new is not None:
        g.to_hand(new, rule)
    return True


def left_card_still_there(g, f: dict) -> int | None:
    """ "Put it into its owner's hand" after a card left play (410.6a): that card, while it is
    still in the discard pile or the banished zone it went to (a card that moves on is a new
    card, 400.7), else None. What the step needs, asked before it is offered (705.2e) and as
    it resolves."""
    new = f["data"].get("new")
    c = g.s["cards"].get(new) if new else None
    return new if c is not None and c["zone"] in ("discard", "banished") else None


def count_here(g, f, step) -> int:
    if step.get("count") == "own_tokens":
        return g.s["players"][acting_player(f)]["tokens"]  # "for each action token you have"
    t = step["target"]
    return sum(1 for i in g.s["play"] if fits(g, i, acting_player(f), f["src"], t, referred_area(g, f, t), "count"))


def _d_gain_per(g, f, step, e, rule):
    """Counted as the effect resolves, around the card's area (or the bound one)."""
    player = acting_player(f)
    t = step["target"]
    area = referred_area(g, f, t)
    count = sum(1 for i in g.s["play"] if fits(g, i, player, f["src"], t, area, "count"))
    if count:
        g.gain_tokens(player, step["n"] * count, rule)
    return True


def discard_chosen(g, f, player: int, n: int, rule: str) -> bool:
    """`player` discards `n` cards of their choice (all of them when fewer are in hand)."""
    hand = g.s["players"][player]["hand"]
    n = min(n, len(hand))
    ans = choose(g, f, player, "discard", f"Discard {how_many(n, 'card')}", [(f"card:{i}", g.name(i)) for i in hand], n, n)
    if ans is None:
        return False
    for key in ans:
        g.discard(card_of_option(key), rule)
    return True


def _discard_choices(g, f, step) -> Iterator[int]:
    """The cards of the discard piles the step names that fit its description, in pile order
    (the player's own first): a look at the first answers whether there is one to banish."""
    me = acting_player(f)
    players = {"any": (me, 1 - me), "you": (me,), "opp": (1 - me,)}[step["whose"]]
    return (i for p in players for i in g.s["players"][p]["discard"] if _zone_fits(g, i, step["target"]))


def keeps_banished(g, src: int) -> bool:
    """Does this card, in play, have text about the cards it banished ("banished this way")?"""
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "play":
        return False
    return any(step.get("do") == "exiled_to_hand" for ability in g.spec(src).abilities
               for step in ability.params.get("steps", ()))


def _d_banish_discard(g, f, step, e, rule):
    ans = choose(g, f, acting_player(f), "target", "Banish a card from a discard pile",
                 [(f"card:{i}", f"{g.name(i)} (P{g.card(i)['owner']}'s discard pile)")
                  for i in _discard_choices(g, f, step)])
    if ans is None:
        return False
    if ans:
        e["t"] = g.banish(card_of_option(ans[0]), "410.5")
        if e["t"] and keeps_banished(g, f["src"]):
            # "put each Event banished this way into its owner's hand" (EO60): kept on this card
            g.card(f["src"]).setdefault("exiled", []).append([e["t"], "this_way"])
    return True


def _d_fewest_scores(g, f, step, e, rule):
    """The rules are silent on ties: with equal points no player has the fewest, so no one
    scores."""
    scores = [p["score"] for p in g.s["players"]]
    if scores[0] != scores[1]:
        g.score(scores.index(min(scores)), step["n"], rule, "having the fewest points")
    else:  # (said plainly: the tie, not a card the text missed)
        abilities.lacked(f, printed_verbs(step["do"]), f"P0 and P1 have {how_many(scores[0], 'point')} each, so "
                         "neither has the fewest")
    return True


def _d_shuffle_own(g, f, step, e, rule):
    player = acting_player(f)
    g.shuffle_deck(player, rule)
    return True


def _d_shuffle_decks(g, f, step, e, rule):
    for p in (g.s["turn_player"], 1 - g.s["turn_player"]):
        g.shuffle_deck(p, rule)
    return True


def _d_bottom_to_top(g, f, step, e, rule):
    """410.6: the card changes position in an ordered zone and becomes a new card."""
    player = acting_player(f)
    deck = g.s["players"][player]["deck"]
    if deck:
        g.put_on_deck_top(player, [g.relocate(deck[0], "deck")])
        g.note(rule, f"P{player} puts the bottom card of their deck on top of it" + g.caused_by(rule))
    return True


def _d_peek(g, f, step, e, rule):
    """Look at a face-down Troublemaker (only its controller otherwise knows it)."""
    cands = _peekable(g, f, step)
    # (face-down Troublemakers share a name: each is told by where it is)
    ans = choose(g, f, acting_player(f), "target", "Look at which face-down Troublemaker?",
                 [(f"card:{i}", f"{g.name(i)} at {g.card(i)['area']}") for i in cands])
    if ans is None:
        return False
    if ans:
        iid = card_of_option(ans[0])
        # (only the looking player learns what it is: the log names it no more than `MlpGame.name` does)
        g.note_seen(rule, f"P{acting_player(f)} looks at {g.name(iid)} at {g.card(iid)['area']}")
    return True


def _d_gain(g, f, step, e, rule):
    g.gain_tokens(acting_player(f), step["n"], rule)
    return True


def _d_score(g, f, step, e, rule):
    scored = g.score(acting_player(f), step["n"], rule, g.lib.spec(f["card"]).name)
    abilities.scored_with(g, f["src"], scored)  # 517.2: scored with this card
    return True


def duration(f: dict, step: dict) -> str:
    """Durations (708.2): "until the start of your next turn" ends as that turn starts."""
    until = step["until"]
    return f"next_turn:{acting_player(f)}" if until.startswith("start") else until


def duration_words(until: str) -> str:
    """A modifier's `until` as the log says it: "until the end of the turn", "until the
    start of P1's next turn"."""
    if until.startswith("next_turn:"):
        return f"until the start of P{until.split(':', 1)[1]}'s next turn"
    return f"until the end of the {until}"


def _d_flip(g, f, step, e, rule):
    """514.3a: an additional card flipped during the faceoff (`faceoffs.flip_cards`, so that
    a flip's replacements apply)."""
    if g.s["faceoff"] is not None:
        flip_cards(g, acting_player(f), 1, rule)
    return True


def _d_names_flip(g, f, step, e, rule):
    """Flip one additional card if either named card of yours is involved, two if both are."""
    if g.s["faceoff"] is None:
        return True
    player = acting_player(f)
    titles = {name for i in faceoff.involved(g, player) if g.card(i)["ctrl"] == player for name in g.spec(i).names()}
    found = sum(1 for name in step["names"] if name in titles)
    flip_cards(g, player, min(found, 2), rule)
    return True


def _d_counter(g, f, step, e, rule):
    """+1 power counters (519.1), put by the player whose text it is (`add_counters`)."""
    if step.get("all"):
        for iid in targets(g, f, step):
            add_counters(g, iid, "power", step["n"], rule, acting_player(f))
        return True
    iid = pick_target(g, f, step, e, lambda: _counter_prompt(g, f, step))
    if iid is False:
        return False
    if iid is not None and in_play(g, iid):
        add_counters(g, iid, "power", step["n"], rule, acting_player(f))
    return True


def _counter_prompt(g, f: dict, step: dict) -> str:
    """The question choosing the card +1 power counters go on, in its card's words ("Put two +1
    power counters on which of your Friends?")."""
    which = which_words(g, f, step)
    if which is None:
        return "Choose a card to get a +1 power counter"
    return f"Put {counters_words(step['n'], 'power')} on {which}?"


def _put_prompt(where: str):
    """The question choosing the card a text puts somewhere, in its card's words ("Put which
    opposing Friend with 2 or less power on top of its owner's deck?")."""
    def prompt(g, f: dict, step: dict) -> str:
        which = which_words(g, f, step)
        return f"Choose a card to put {where}" if which is None else f"Put {which} {where}?"
    return prompt


_d_bounce = on_chosen(_put_prompt("into its owner's hand"), lambda g, f, step, iid, rule: g.to_hand(iid, rule))
_d_deck_top = on_chosen(_put_prompt("on top of its owner's deck"),
                         lambda g, f, step, iid, rule: g.put_on_deck_top(acting_player(f), [g.leave_play(
                             iid, "deck", rule, "put on top of its owner's deck")]))


def _d_opp_lose(g, f, step, e, rule):
    opponent = 1 - acting_player(f)
    if not g.lose_tokens(opponent, step["n"], rule) and _does_more(g, f):
        # (Glass of Water's "an opponent loses [1] and you gain [1]" against an opponent with no
        # token: the gain alone was logged, leaving a judge to wonder whether the loss was
        # forgotten; a text doing only this says "Nothing happens" with the same reason)
        g.note(rule, f"P{opponent} has no action token to lose{g.by_text()}")
    return True


def _does_more(g, f) -> bool:
    """Does the text of frame `f` do more than the instruction running: a mode chosen (its
    choice already logged) or other instructions? Else the text's "Nothing happens" line says
    why it did nothing (`STEP_REFUSALS`)."""
    if "mode" in f["data"]:
        return True
    return len(abilities.spec_resolving(g, f).abilities[f["ab"]].params.get("steps", ())) > 1


def _d_opp_pay_if_able(g, f, step, e, rule):
    """ "That opponent must pay [1] if able": an instruction to pay is a cost (508.1), paid
    only by a player with all of it (508.1d); logged as paid, not lost."""
    opponent = 1 - acting_player(f)
    if g.s["players"][opponent]["tokens"] >= step["n"]:
        g.pay_tokens(opponent, step["n"], "508.1")
    return True


def _searched_for(g, f, step, player: int) -> int | None:
    """518.1: `player` searches their deck for the card the step describes, asked and logged
    in its card's printed words ("Search your deck for a Troublemaker"), and may fail to find
    one."""
    what = printed_words(g, f, step["what"]) if "what" in step else None
    deck = g.s["players"][player]["deck"]
    return searched(g, f, player, [i for i in reversed(deck) if _zone_fits(g, i, step["target"])],
                    f"Search your deck for {what} (518.1)" if what else "Search your deck (518.1)", what or "a card")


def _d_search_deck(g, f, step, e, rule):
    """518.1: may fail to find; the card found is shown only when the text says "reveal it"
    (`step["reveal"]`; Lyra, Candy Fiend's Bon Bon card is not); 518.2: the deck is shuffled
    after the search."""
    player = acting_player(f)
    iid = _searched_for(g, f, step, player)
    if iid is None:
        return False
    if iid:
        found_into_hand(g, player, iid, reveals=step.get("reveal", False))
    g.shuffle_deck(player, "518.2")
    return True


def _d_search_to_play(g, f, step, e, rule):
    """518.1: may fail to find; the card enters play (706.1: a Troublemaker face-up at a
    Problem, a Friend at home or a Problem); 518.2: then the deck is shuffled."""
    player = acting_player(f)
    if "card" not in e and not e.get("none"):
        iid = _searched_for(g, f, step, player)
        if iid is None:
            return False
        if iid:
            # (it enters play, where all see it: the log names it as it is found)
            g.note_seen("518.1", f"P{player} reveals {g.name(iid)}")
            e["card"] = iid
        else:
            e["none"] = True
    if "card" in e:
        tm = g.spec(e["card"]).type == "troublemaker"
        areas = g.problems() if tm else [f"home:{player}", *g.problems()]
        if not enter_play(g, f, e, areas, player, face_up=tm):
            return False
    g.shuffle_deck(player, "518.2")
    return True


def _d_recover(g, f, step, e, rule):
    player = acting_player(f)
    cands = [i for i in g.s["players"][player]["discard"] if _zone_fits(g, i, step["target"])
             and not (step["target"].get("other") and i == f["data"].get("new"))]
    which = which_words(g, f, step) or "which card"
    ans = choose(g, f, player, "target", f"Put {which} from your discard pile into your hand?",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), rule)
    return True


def _d_order_deck(g, f, step, e, rule):
    owner = acting_player(f) if step["whose"] == "you" else 1 - acting_player(f)
    deck = g.s["players"][owner]["deck"]
    return order_top_cards(g, f, acting_player(f), deck, min(step["n"], len(deck)), rule=rule)


def _d_order_problem_deck(g, f, step, e, rule):
    """The Problem deck of the player who owns the Problem there (403)."""
    area = f["data"].get("area")
    problem = g.problem_card(area) if area in g.s["areas"] else None
    if problem is None and "owner" not in e:
        return True
    owner = e.setdefault("owner", g.card(problem)["owner"] if problem is not None else 0)
    deck = g.s["players"][owner]["problem_deck"]
    return order_top_cards(g, f, acting_player(f), deck, min(step["n"], len(deck)), rule=rule)


def _d_problem_scry(g, f, step, e, rule):
    """"Look at the top card of a (your) Problem deck and put it on the top or bottom": a "may"
    is asked before this step (`run`), the deck chosen, then the card shown (`problem_deck_top`)."""
    player = acting_player(f)
    if "owner" not in e:
        decks = [p for p in ((player,) if step.get("own") else (0, 1)) if g.s["players"][p]["problem_deck"]]
        ans = choose(g, f, player, "target", "Look at the top card of which Problem deck?",
                     [(f"deck:{p}", f"{yours(player, p)} Problem deck") for p in decks])
        if ans is None:
            return False
        if not ans:
            return True
        e["owner"] = int(ans[0].split(":")[1])
    return look_and_put_top_or_bottom(g, f, player, e["owner"], rule)


def _d_turn_over(g, f, step, e, rule):
    if in_play(g, f["src"]):
        g.turn_over(f["src"], "301.2")
    return True


def _d_tm_from_hand(g, f, step, e, rule):
    """The Troublemaker enters play face-up at a Problem its controller chooses (706.1b),
    from the hand or from the discard pile, as the step says; face-down when the text does
    not say face-up (`face_down`: Troublemakers enter play face-down unless otherwise
    stated)."""
    player = acting_player(f)
    face_up = not step.get("face_down")
    if "card" not in e:
        hand = _own_troublemakers(g, player, step)
        ans = choose(g, f, player, "target", "Put which Troublemaker into play" + (" face-up?" if face_up else "?"),
                     [(f"card:{i}", g.name(i)) for i in hand])
        if ans is None:
            return False
        if not ans:
            return True
        e["card"] = card_of_option(ans[0])
    played = bool(step.get("played"))
    if step.get("here"):
        area = referred_area(g, f, {"place": "here"})
        return enter_play(g, f, e, [area] if area in g.problems() else [], player, face_up, not face_up, played)
    return enter_play(g, f, e, g.problems(), player, face_up, not face_up, played)


def _own_troublemakers(g, player: int, step: dict) -> list[int]:
    """The Troublemakers a "put a Troublemaker from your hand / discard pile" step can take."""
    return [i for i in g.s["players"][player][step.get("zone", "hand")] if g.spec(i).type == "troublemaker"]


@answers(STEP_REFUSALS, "tm_from_hand")
def _why_no_troublemaker_put(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "put a Troublemaker from your hand (or discard pile) into play" did nothing (Scalio,
    Mischevious Grin; Twilight Sparkle & Rarity, Exposed! takes it from the discard pile): the
    pile it names holds no Troublemaker, or, for one put "at this card's Problem", the card is
    at no Problem (501.4). None when it can be followed."""
    player = acting_player(f)
    if not _own_troublemakers(g, player, step):
        return "705.2", (f"P{player}'s discard pile has no Troublemaker" if step.get("zone") == "discard"
                         else has_none(player, "Troublemaker", " in hand"))
    if step.get("here") and referred_area(g, f, {"place": "here"}) not in g.problems():
        return "501.4", "this card is at no Problem"
    return None


def _reanimate_candidates(g, player: int, step: dict) -> list[int]:
    """The Friends in the player's discard pile a "put a Friend ... into play" step allows."""
    return [i for i in g.s["players"][player]["discard"]
            if g.spec(i).type == "friend" and (g.spec(i).cost or 0) <= step["max_cost"]
            and (g.spec(i).power or 0) <= step.get("max_printed", 99)
            and (not step.get("trait") or has_trait(g, i, step["trait"]))]


def _d_reanimate(g, f, step, e, rule):
    player = acting_player(f)
    if "card" not in e:
        cands = _reanimate_candidates(g, player, step)
        ans = choose(g, f, player, "target", "Put which Friend into play from your discard pile?",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        e["card"] = card_of_option(ans[0])
    if step["here"]:
        area = referred_area(g, f, {"place": "here"})
        areas = [area] if area in g.s["areas"] else []
    else:
        areas = [f"home:{player}", *g.problems()]
    return enter_play(g, f, e, areas, player)


def enter_play(g, f: dict, e: dict, areas: list[str], player: int, face_up: bool = False,
               face_down: bool = False, played: bool = False, frightened: bool = False,
               prompt: str | None = None, for_player: int | None = None) -> bool:
    """Put a card from a hidden or public zone into play at an area `player` chooses (706.1);
    a Troublemaker `face_down` (its name is not told); `frightened`: it enters play frightened
    (706.1b). `played`: a Troublemaker the player plays ("play a Troublemaker for free", 609.2c
    with no cost): only where Troublemakers may be played, face-up where a text says they enter
    play face-up (706.1b), and it is reported as played. `prompt`: the question, when it says
    more than "Where does ... enter play?". `for_player`: the player the card enters play for
    (its controller, 513.2) when `player` only chooses where (a card put back into play by a
    text): the event reports that player; the chooser is the one who puts it there
    (`abilities.put_in_play`, which logs who put it where and reports the chooser as `by`)."""
    iid = e["card"]
    if iid not in g.s["cards"] or g.card(iid)["zone"] == "play":
        return True
    if played and g.static_abilities("cant_play_troublemaker"):
        areas = [a for a in areas if not power.static_sum(g, "cant_play_troublemaker", player, area=a)]
    ans = choose(g, f, player, "area", prompt or f"Where does {g.name(iid)} enter play?",
                 [(a, f"at {a}") for a in areas])
    if ans is None:
        return False
    if not ans:
        return True
    if played and face_down and g.static_abilities("tm_face_up") and power.static_sum(g, "tm_face_up", player,
                                                                                       area=ans[0]):
        face_down = False
    new = e["entered"] = abilities.put_in_play(g, iid, ans[0], player, for_player=for_player, face_down=face_down,
                                               face_up=face_up, frightened=frightened)  # (a later "that Friend")
    f["data"]["acted_on"] = new  # (what a later "that card" of the text names: `delayed`)
    if played:
        g.emit_event("played", {"card": new, "area": ans[0], "player": player, "troublemaker": True})
    return True


def _d_nothing(g, f, step, e, rule):
    return True


def _d_pump_flipped(g, f, step, e, rule):
    src = f["src"]
    if src in g.s["cards"] and g.card(src)["zone"] == "flip" and g.s["faceoff"] is not None:
        g.add_mod("power", src, step["n"], until="faceoff", ctrl=f["ctrl"], src=src)
        g.note("Glossary: Chaos", f"{g.name(src)} gets {step['n']:+d} power until the end of the faceoff{g.by_text()}")
    return True


def _faceoff_sides(g, f: dict, step: dict) -> tuple[list[int], list[int]]:
    """Cards of yours and of the opponent that may start this faceoff (707.4a: none during one)."""
    if g.s["faceoff"] is not None:
        return [], []
    player = acting_player(f)
    mode = step["mode"]
    cards = g.s["cards"]
    if mode == "problem":
        areas = [a for a in g.problems() if g.characters_at(a, player) and g.characters_at(a, 1 - player)]
        return areas, areas
    if mode == "pair":
        mine = [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)]
        theirs = [i for i in g.characters(1 - player) if g.is_type(i, "friend") and g.face_up(i)]
        top = max((power.power(g, i) or 0 for i in theirs), default=None)
        mine = [i for i in mine if top is not None and (power.power(g, i) or 0) <= top]
        return mine, theirs
    if mode == "self":
        mine = [f["src"]] if f["src"] in cards and cards[f["src"]]["zone"] == "play" else []
    elif mode == "own":
        mine = g.characters(player)  # "one of your characters"
    else:
        mane = g.s["players"][player]["mane"]
        mine = [mane] if mane in cards and cards[mane]["zone"] == "play" else []
    theirs = targets(g, f, {"do": "start_faceoff", "target": step["opp"]}, player) if mine else []
    return mine, theirs


# the card of yours a faceoff started by text involves, as the text says it ("one of your
# characters", Tough Questions; "one of your Friends", Magic Duel; this card or your
# Mane Character: the one card, not asked)
_YOURS_INVOLVED = {"own": "which of your characters", "pair": "which of your Friends",
                   "self": "this card", "mane": "your Mane Character"}


def _d_start_faceoff(g, f, step, e, rule):
    """514.2c, 707.4: the faceoff starts as this resolves, between the cards the text names;
    what follows in the text is done as it is won (514.5d), or, said to be done "at the end
    of the faceoff" (`at_end`), as it ends (514.6)."""
    player = acting_player(f)
    mine, theirs = _faceoff_sides(g, f, step)
    if not mine or not theirs:
        return True
    if step["mode"] == "problem":
        ans = choose(g, f, player, "area", "Start a faceoff at which Problem?", abilities.problem_options(g, mine))
        if ans is None:
            return False
        areas, involved = [ans[0]], []
    else:
        if "mine" not in e:
            ans = choose(g, f, player, "target", f"Start a faceoff involving {_YOURS_INVOLVED[step['mode']]}?",
                         [(f"card:{i}", g.name(i)) for i in mine])
            if ans is None:
                return False
            e["mine"] = card_of_option(ans[0])
        if step["mode"] == "pair":
            least = power.power(g, e["mine"]) or 0
            theirs = [i for i in theirs if (power.power(g, i) or 0) >= least]
        which = which_words(g, f, step) or "which opposing card"
        ans = choose(g, f, player, "target", f"Start a faceoff involving {g.name(e['mine'])} and {which}?",
                     [(f"card:{i}", g.name(i)) for i in theirs])
        if ans is None:
            return False
        if not ans:
            return True
        areas, involved = [], [e["mine"], card_of_option(ans[0])]
        f["data"]["it"] = involved[1]
    flow.start_faceoff(g, "effect", areas, player, None, "707.4", involved=involved)
    g.s["faceoff"]["then"] = {"src": f["src"], "card": f["card"], "ab": f["ab"], "boosted": f["boosted"],
                              "ctrl": f["ctrl"], "from": f["data"].get("i", 0) + 1,
                              "it": f["data"].get("it", 0), **({"at_end": True} if step.get("at_end") else {})}
    return True


def _give_color(g, f, step, iid, rule):
    """708.2: the card also has the color for the duration (a color modifier, 203)."""
    g.add_mod("power", iid, 0, step["color"], until=duration(f, step), ctrl=acting_player(f), src=f["src"])
    g.note("708.2", f"{g.name(iid)} is also {abilities.color_words(step['color'])} {duration_words(step['until'])}" + g.by_text())


def _d_color(g, f, step, e, rule):
    """The card chosen is asked by the color it gets ("Which of your characters is also
    Purple (Magic) until the end of the phase?"), the card's words for it."""
    return on_chosen(_color_prompt, _give_color)(g, f, step, e, rule)


def _color_prompt(g, f: dict, step: dict) -> str:
    """The question choosing the card that also has a color (`_d_color`)."""
    which = which_words(g, f, step) or "which card"
    color = abilities.color_words(step["color"])
    return f"{which[:1].upper()}{which[1:]} is also {color} {duration_words(step['until'])}?"


def _revealed_fits(g, f: dict, cond: dict) -> bool:
    """Conditions on the card revealed from the top of the deck (it stays there)."""
    iid = f["data"].get("revealed")
    if iid is None or iid not in g.s["cards"]:
        return False
    spec = g.spec(iid)
    if "parity" in cond:
        fits = (spec.power or 0) % 2 == (0 if cond["parity"] == "even" else 1)
    else:
        fits = _zone_fits(g, iid, cond["target"])
    return fits != bool(cond.get("negate"))  # "Otherwise, ...": the card revealed does not fit


def _d_reveal_top(g, f, step, e, rule):
    deck = g.s["players"][acting_player(f)]["deck"]
    if deck:
        f["data"]["revealed"] = deck[-1]
        g.note_seen(rule, f"P{acting_player(f)} reveals the top card of their deck: {g.name(deck[-1])}")
    return True


def _d_revealed_to_hand(g, f, step, e, rule):
    iid = f["data"].get("revealed")
    if iid in g.s["cards"] and g.card(iid)["zone"] == "deck":
        g.to_hand(iid, rule)
    return True


def _d_revealed_to_discard(g, f, step, e, rule):
    """The card revealed from the top of the deck goes to its owner's discard pile (not
    discarded: it does not come from a hand, 410.3)."""
    iid = f["data"].get("revealed")
    if iid in g.s["cards"] and g.card(iid)["zone"] == "deck":
        owner = g.card(iid)["owner"]
        name = g.name(iid)
        new = g.relocate(iid, "discard")
        g.note(rule, f"P{owner} puts {name} into their discard pile" + g.caused_by(rule))
        g.emit_event("put_in_discard", {"card": new, "owner": owner})
    return True


def _d_choose_card(g, f, step, e, rule):
    """"Choose a card": later "it" / "that character" in the text refer to it. The question
    asks in the card's own words ("Choose an opposing Friend here"), which say which cards
    are offered."""
    iid = pick_target(g, f, step, e, lambda: _choose_words(g, f, step))
    if iid is False:
        return False
    if iid is not None:
        f["data"]["it"] = iid
        g.note(rule, f"P{acting_player(f)} chooses {g.name(iid)}{g.by_text()}")
    else:
        f["data"]["none_chosen"] = True  # "It gets ...": no card, not this one (705.2e)
    return True


def _choose_words(g, f: dict, step: dict) -> str:
    """A "choose a <card>" question as the card prints it, with what the card is chosen for
    when the text goes on to say it ("Choose an opposing Friend here: That Friend has -2 power
    until the end of the turn"), else "Choose a card"."""
    card = f.get("card")
    if "what" not in step or not isinstance(card, str) or card not in g.lib:
        return "Choose a card"
    asked = mode_label("\n".join(ability.text for ability in g.lib.spec(card).abilities), step["what"])
    return abilities.with_purpose(asked, abilities.card_purpose(g, f, step["what"]))


def _d_self_lose(g, f, step, e, rule):
    g.lose_tokens(acting_player(f), step["n"], rule)
    return True


def _d_discount(g, f, step, e, rule):
    """A one-shot discount on the next Friend / Event this turn (ends with the turn), or until
    the end of the faceoff (`FACEOFF_DISCOUNTS`: what is left of it is taken back then), kept
    with the card giving it (`discounts.give_discount`)."""
    key = f"discount:{acting_player(f)}:{step['kind']}" if step["kind"] else f"discount:{acting_player(f)}"
    give_discount(g, f, acting_player(f), key, step["n"])
    if step.get("faceoff"):
        g.s["flags"].setdefault(FACEOFF_DISCOUNTS, []).append([key, step["n"]])
    g.note("708.2", f"P{acting_player(f)}'s next {step['kind'].capitalize() or 'card'} "
                    f"{'until the end of the faceoff' if step.get('faceoff') else 'this turn'} costs {step['n']} less" + g.by_text())
    return True


def end_faceoff_discounts(g) -> None:
    """The faceoff ends: the discounts lasting until then and not spent end (a discount flag
    spent by a card played is gone already; one shared with a discount for the turn keeps
    the rest)."""
    flags = g.s["flags"]
    for key, amount in flags.pop(FACEOFF_DISCOUNTS, ()):
        if key in flags:
            flags[key] -= amount
            if flags[key] <= 0:
                del flags[key]


def _d_choose_problem(g, f, step, e, rule):
    """"Choose a Problem": later steps' "there" is the chosen Problem. The question says what
    for, in the card's words ("Choose a Problem: That Problem's bonus is 0 ..."), and offers
    the Problems by name."""
    ans = choose(g, f, acting_player(f), "area",
                 lambda: abilities.with_purpose("Choose a Problem", abilities.problem_purpose(g, f)),
                 abilities.problem_options(g, g.problems()))
    if ans is None:
        return False
    if ans:
        f["data"]["area"] = ans[0]
        note_problem_chosen(g, rule, acting_player(f), ans[0])
    return True


def note_problem_chosen(g, rule: str, player: int, area: str) -> None:
    """The log line of a Problem chosen by a text: the Problem named once, by its name and
    whose it is, as other lines name a Problem ("P1 chooses Winter is Coming #113 (P0's)",
    `MlpGame.problems_named`), not by its card and its area as well."""
    g.note(rule, f"P{player} chooses {area}{g.by_text()}")


def _d_confront_need(g, f, step, e, rule):
    """611.3: "you need -N power to confront <a Problem> until ...": a confront modifier on
    this player, for the Problem named ("that Problem": the one chosen earlier in the text)."""
    player = acting_player(f)
    until = duration(f, step)
    g.add_mod("confront", player, step["n"], until=until, ctrl=player, src=f["src"])
    if step["where"] != "all":
        area = referred_area(g, f, {"place": step["where"]})
        if area is None or g.s["areas"].get(area, {}).get("kind") != "problem":
            g.s["mods"].pop()  # this card is at home: it has no Problem
            return True
        g.s["mods"][-1]["area"] = area
    where = "Problems" if step["where"] == "all" else f"the Problem at {g.s['mods'][-1]['area']}"
    g.note("611.3", f"P{player} needs {step['n']:+d} power to confront {where} {duration_words(until)}{g.by_text()}")
    return True


def _d_choose_player(g, f, step, e, rule):
    """"Choose a player": later steps' "that player" is the one chosen (either player)."""
    ans = choose(g, f, acting_player(f), "player", "Choose a player", [("player:0", "P0"), ("player:1", "P1")])
    if ans is None:
        return False
    f["data"]["player"] = int(ans[0].split(":")[1])
    g.note(rule, f"P{acting_player(f)} chooses P{f['data']['player']}{g.by_text()}")
    return True


@acts_on("replace_problem")
def problems_to_replace(g, f: dict, step: dict) -> list[str]:
    """The Problems a "replace ... Problem" instruction may replace: any, another than this
    card's, or this card's own (EO206: none while the card is at home, where it has no Problem,
    501.1: the instruction can't be done, so the ability can't be activated, 705.2); none that a
    text keeps ("This card's Problem can't be replaced until it is solved")."""
    src = g.s["cards"].get(f["src"])
    here = src["area"] if src is not None else f["data"].get("area")
    kept = {g.s["cards"][i]["area"] for i, _ in g.static_abilities("cant_replace")} if g.static_abilities(
        "cant_replace") else ()
    return [a for a in g.problems() if (step.get("any") or (a == here) == bool(step.get("own")))
            and g.problem_card(a) and a not in kept]


@answers(STEP_REFUSALS, "replace_problem")
def _why_no_problem_to_replace(g, f: dict, step: dict) -> tuple[str, str] | None:
    """For a judge's "why not?": this card's own Problem, while the card is not at a Problem."""
    src = f["src"]
    if step.get("own") and src in g.s["cards"] and g.s["cards"][src]["area"] not in g.problems():
        return "705.2", f"{g.name(src)} is not at a Problem: it has no Problem to replace"
    return None


def _d_replace_problem(g, f, step, e, rule):
    """613.2 for another Problem than this one (or any, or this card's own), chosen by the player."""
    others = problems_to_replace(g, f, step)
    ans = choose(g, f, acting_player(f), "area", "Replace which Problem?", [(a, g.name(g.problem_card(a))) for a in others])
    if ans is None:
        return False
    if ans:
        flow.replace_problem(g, ans[0])
    return True


def _d_unblock(g, f, step, e, rule):
    """611.3e does not apply to the chosen Troublemaker for this player this turn."""
    player = acting_player(f)
    cards = g.s["cards"]
    cands = [i for i in g.s["play"] if g.is_type(i, "troublemaker") and cards[i]["ctrl"] != player
             and not cards[i]["face_down"]]
    ans = choose(g, f, player, "target", "Choose an opposing Troublemaker", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        unblock_troublemaker(g, player, card_of_option(ans[0]), rule)
    return True


def unblock_troublemaker(g, player: int, iid: int, rule: str) -> None:
    """611.3e does not apply to Troublemaker `iid` for `player` for the rest of the turn."""
    key = f"unblocked:{player}"
    found = g.s["flags"].get(key)
    if not found or found[0] != g.s["turn"]:
        found = g.s["flags"][key] = [g.s["turn"]]
    found.append(iid)
    g.note(rule, f"{g.name(iid)} doesn't prevent P{player} from confronting its Problem this turn{g.by_text()}")


def _d_unblock_all(g, f, step, e, rule):
    """611.3e does not apply to this player for the rest of the turn."""
    player = acting_player(f)
    g.s["flags"][f"unblocked:{player}"] = [g.s["turn"], "all"]
    g.note(rule, f"Troublemakers don't prevent P{player} from confronting Problems this turn{g.by_text()}")
    return True


def _d_look_hand(g, f, step, e, rule):
    opp = 1 - acting_player(f)
    g.note_seen(rule, looks_at_hand(acting_player(f), opp, len(g.s["players"][opp]["hand"])))
    return True


def _d_arrange_deck(g, f, step, e, rule):
    """Look at the top cards, put any on the bottom and the rest back on top in any order."""
    return look_and_arrange(g, f, acting_player(f), step["n"], "arrange", rule=rule)


def _d_delay_counter(g, f, step, e, rule):
    areas = [a for a in g.problems() if g.problem_card(a)]
    ans = choose(g, f, acting_player(f), "area", "Put a Delay counter on which Problem?",
                 abilities.problem_options(g, areas))
    if ans is None:
        return False
    if ans:
        add_counters(g, g.problem_card(ans[0]), "delay", 1, rule, acting_player(f))
    return True


def _d_clear_delay(g, f, step, e, rule):
    area = f["data"].get("area")
    problem = g.problem_card(area) if area in g.s["areas"] else None
    if problem is not None:
        remove_counters(g, problem, "delay", g.card(problem)["counters"].get("delay", 0), rule, acting_player(f))
    return True


# what each step does, by its `do`: the families register theirs (`engine.mlp.effects.registry.step`)
DO = STEPS
DO.update({
    "gain": _d_gain, "score": _d_score,
    "counter": _d_counter,
    "bounce": _d_bounce, "deck_top": _d_deck_top, "opp_lose": _d_opp_lose,
    "opp_pay_if_able": _d_opp_pay_if_able,
    "search_deck": _d_search_deck, "recover": _d_recover, "order_deck": _d_order_deck,
    "problem_scry": _d_problem_scry, "turn_over": _d_turn_over,
    "tm_from_hand": _d_tm_from_hand, "reanimate": _d_reanimate, "nothing": _d_nothing,
    "flip": _d_flip, "names_flip": _d_names_flip, "choose_problem": _d_choose_problem,
    "replace_problem": _d_replace_problem, "unblock_troublemaker": _d_unblock,
    "delay_counter": _d_delay_counter, "clear_delay": _d_clear_delay, "discount": _d_discount,
    "color": _d_color, "order_problem_deck": _d_order_problem_deck, "start_faceoff": _d_start_faceoff, "pump_flipped": _d_pump_flipped, "self_lose": _d_self_lose,
    "counter_per": _d_counter_per,
    "left_to_hand": _d_left_to_hand, "gain_per": _d_gain_per, "search_to_play": _d_search_to_play,

    "banish_discard": _d_banish_discard, "fewest_scores": _d_fewest_scores, "shuffle_decks": _d_shuffle_decks, "shuffle_own": _d_shuffle_own, "choose_player": _d_choose_player, "confront_need": _d_confront_need, "bottom_to_top": _d_bottom_to_top,
    "reveal_top": _d_reveal_top, "revealed_to_hand": _d_revealed_to_hand, "choose_card": _d_choose_card,
    "revealed_to_discard": _d_revealed_to_discard,
    "peek": _d_peek, "unblock_all": _d_unblock_all, "look_hand": _d_look_hand, "arrange_deck": _d_arrange_deck,
})


# ----- continuous abilities read in parts (702) ---------------------------------------------


@answers(APPLIES, "troublemakers_here_power", "opp_here_faceoff_power", "self_power_per_opp_here",
         "no_faceoff_power", "self_power_per", "group_power")
def static_applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    name = ability.name
    if name == "troublemakers_here_power":
        return tc["area"] == sc["area"] and g.is_type(target, "troublemaker") and not tc["face_down"]
    if name == "opp_here_faceoff_power":
        fo = s["faceoff"]
        kind = ability.params["faceoff_kind"]
        return (fo is not None and (not kind or fo["kind"] == kind) and sc["area"] in fo["areas"]
                and tc["area"] == sc["area"] and tc["ctrl"] != sc["ctrl"] and g.is_character(target))
    if name == "self_power_per_opp_here":
        return src == target and is_problem_area(g, sc["area"])
    if name == "no_faceoff_power":
        return src == target and (not ability.params["own_turn"] or s["turn_player"] == sc["ctrl"])
    if name == "self_power_per":
        return src == target
    if name == "group_power":
        # "Your Critters (here) have +1 power": this card's controller's cards that fit now;
        # "Opposing Friends have -1 power" (whose "opp"), "Mane Characters here" (whose "any")
        whose = ability.params.get("whose", "you")
        if whose != "any" and (tc["ctrl"] == sc["ctrl"]) != (whose == "you"):
            return False
        if ability.params.get("own_turn") and s["turn_player"] != sc["ctrl"]:
            return False  # "... during your turn"
        return fits(g, target, sc["ctrl"], src, ability.params["target"], sc["area"], "")
    return False


@answers(AMOUNTS, "self_power_per", "self_power_per_opp_here")
def static_amount(g, src: int, target: int, ability: Ability) -> int:
    if ability.name == "self_power_per":
        return ability.params["amount"] * count_of(g, src, ability.params)
    if ability.name == "self_power_per_opp_here":
        area = g.s["cards"][src]["area"]
        return ability.params["amount"] * len(g.characters_at(area, 1 - g.s["cards"][src]["ctrl"]))
    return ability.params.get("amount", 0)


def count_of(g, src: int, p: dict) -> int:
    s = g.s
    me = s["cards"][src]["ctrl"]
    kind = p["count"]
    if kind == "own_hand":
        return len(s["players"][me]["hand"])
    if kind == "opp_hand":
        return len(s["players"][1 - me]["hand"])
    if kind == "own_tokens":
        return s["players"][me]["tokens"]
    if kind == "opp_tokens":
        return s["players"][1 - me]["tokens"]
    if kind == "own_discard_types":  # "for each card type (among cards) in your discard pile"
        return len({g.spec(i).type for i in s["players"][me]["discard"]})
    if kind == "counters":  # "for each <name> counter on it" (519.1)
        return s["cards"][src]["counters"].get(p["counter"], 0)
    if kind == "fixed":  # "This card has -3 power."
        return 1
    if kind == "own_discard_named_friends":  # "for each Dr. Hooves Friend in your discard pile"
        return sum(1 for i in s["players"][me]["discard"]
                   if g.spec(i).type == "friend" and g.spec(i).is_named(p["title"]))
    if kind == "own_discard_types":  # "for each card type among cards in your discard pile"
        return len({g.spec(i).type for i in s["players"][me]["discard"]})
    if kind == "own_discard":  # "for each Event in your discard pile"
        return sum(1 for i in s["players"][me]["discard"] if p["type"] == "card" or g.spec(i).type == p["type"])
    if kind == "highest_opp_involved":  # "the highest power among opposing cards involved in the faceoff"
        return max((power.power(g, i) or 0 for i in faceoff.involved(g, 1 - me)), default=0)
    area = s["cards"][src]["area"]
    if kind == "opp_characters_elsewhere":  # "for each opposing character at other locations"
        cards = s["cards"]
        return sum(1 for i in g.characters(1 - me) if cards[i]["area"] != area)
    return sum(1 for i in s["play"] if fits(g, i, me, src, p["target"], area, "count"))


def has_highest_power_here(g, iid: int) -> bool:
    """Has this card power higher than any other Friend at its area, whoever controls them
    ("While this card has power higher than any other Friend here")? A tie is not higher; with
    no other Friend there, nothing is higher or as high, so it has."""
    mine = power.power(g, iid) or 0
    return all((power.power(g, other) or 0) < mine for other in g.characters_at(g.s["cards"][iid]["area"])
               if other != iid and g.is_type(other, "friend"))


def condition(g, src: int, cond: dict) -> bool:
    """Is a "while" condition of card `src` true now (708.2a)?"""
    s = g.s
    c = s["cards"][src]
    me = c["ctrl"]
    area = c["area"]
    kind = cond["if"]
    if kind == "with_name":  # (a frightened Friend keeps its name, 505.1: `nameable`)
        name = cond["name"]
        return any(i != src and g.spec(i).is_named(name) for i in g.characters_at(area, me))
    if kind == "with_other":
        # "with (another / at least one of) your X": some other card of yours here, of the
        # color it has now (`power.colors_read_by_conditions`: Twilight Sparkle, Drained
        # leaves a [Loyalty] Friend no color); a frightened Friend is still one of your
        # Friends but has no color (505.1b)
        t = {**cond["target"], "other": True}
        color = t.pop("color", None)
        return any(fits(g, i, me, src, t, area, "")
                   and (color is None or color in power.colors_read_by_conditions(g, i)) for i in g.at(area))
    if kind == "at_home":
        return s["areas"].get(area, {}).get("kind") == "home"
    if kind == "at_problem":
        return is_problem_area(g, area)
    if kind == "at_problem_with_tm":
        return is_problem_area(g, area) and any(nameable_troublemaker(g, i) for i in g.at(area))
    if kind == "involved":
        # a Resource is never involved in a faceoff: on an attachment, "While involved in a
        # faceoff, that Friend has +1 power" speaks of its host (509.4)
        return s["faceoff"] is not None and is_involved(g, c["host"] or src)
    if kind == "cutie_marked":
        return bool(c["counters"].get("cutie_mark"))
    if kind == "have_name":  # "if you have a Lyra": a card of that name in play (`nameable`)
        return any(g.spec(i).is_named(cond["name"]) and nameable(g, i)
                   for i in s["play"] if s["cards"][i]["ctrl"] == me)
    if kind == "friend_over_cost":  # "while you have a Friend with higher power than its cost"
        return any(g.is_type(i, "friend") and power.over_cost(g, i) for i in g.characters(me))
    if kind == "counters":  # "while this card has at least N <name> counters on it" (519.1)
        have = c["counters"].get(cond["counter"], 0)
        return have == cond["n"] if cond.get("exactly") else have >= cond["n"]
    if kind == "exhausted":
        return c["exhausted"]
    if kind == "ready":
        return not c["exhausted"]
    if kind == "tokens_parity":
        return s["players"][me]["tokens"] % 2 == int(cond["odd"])
    if kind == "opp_tokens":  # "while an opponent has at least [2]"
        return s["players"][1 - me]["tokens"] >= cond["n"]
    if kind in ("hand_max", "hand_min"):
        size = len(s["players"][me]["hand"])
        return size <= cond["n"] if kind == "hand_max" else size >= cond["n"]
    if kind in ("more_friends", "opp_more_friends"):
        mine = sum(1 for i in g.characters(me) if g.is_type(i, "friend"))
        theirs = sum(1 for i in g.characters(1 - me) if g.is_type(i, "friend"))
        return mine > theirs if kind == "more_friends" else theirs > mine
    if kind == "opp_more_points":
        return s["players"][1 - me]["score"] > s["players"][me]["score"]
    if kind == "any_points":
        return any(p["score"] >= cond["n"] for p in s["players"])
    if kind == "opp_mane_home":
        mane = s["players"][1 - me]["mane"]
        return mane in s["cards"] and s["cards"][mane]["area"] == f"home:{1 - me}"
    if kind == "opp_mane_boosted":
        mane = s["players"][1 - me]["mane"]
        return mane in s["cards"] and s["cards"][mane]["boosted"]
    if kind == "mane_color":
        mane = s["players"][me]["mane"]
        return mane in s["cards"] and cond["color"] in power.colors_read_by_conditions(g, mane)  # (as above)
    if kind == "no_opp_chars_here":
        return not g.characters_at(area, 1 - me)
    if kind == "no_opp_chars_at_problem":  # (a card at home has no Problem)
        return is_problem_area(g, area) and not g.characters_at(area, 1 - me)
    if kind == "name_here":
        return is_problem_area(g, area) and any(
            i != src and g.spec(i).is_named(cond["name"]) for i in g.characters_at(area))
    if kind == "opp_name_here":
        return is_problem_area(g, area) and any(
            g.spec(i).is_named(cond["name"]) for i in g.characters_at(area, 1 - me))
    if kind == "discard_has_friend":
        return any(g.spec(i).type == "friend" for i in s["players"][me]["discard"])
    if kind == "this_turn":  # "if a Friend left play this turn", "if you won a faceoff this turn"
        return happened_this_turn(g, me, cond)
    if kind == "highest_power_here":
        return has_highest_power_here(g, src)
    if kind == "friend_at_home":  # "if you have a Friend at home"
        return any(g.is_type(i, "friend") for i in g.characters_at(f"home:{me}", me))
    if kind == "friend_and_resource":  # "if you have a Friend and a Resource" (in play; the Resource face up)
        return any(g.is_type(i, "friend") for i in g.characters(me)) and any(
            s["cards"][i]["ctrl"] == me and g.is_type(i, "resource") and g.face_up(i) for i in s["play"])
    if kind == "controls_trait_resource":  # "while you have at least one Mailbox Resource in play"
        return any(s["cards"][i]["ctrl"] == me and g.face_up(i) and g.is_type(i, "resource")
                   and has_trait(g, i, cond["trait"]) for i in s["play"])
    return False

@answers(VALUE_RULES, "controller_extra_flip", "cant_confront_here", "opp_turn_confront_extra",
         "no_troublemakers_here", "delay_move_tax", "opp_play_tax", "tm_face_up_here", "no_uncover_here",
         "first_play_discount")
def static_value(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Numbers from continuous abilities: extra flips, confront requirements and bans,
    move costs, where Troublemakers may be played (subject: the player concerned)."""
    s = g.s
    sc = s["cards"][src]
    name = ability.name
    if name == "controller_extra_flip":
        return 1 if s["faceoff"] is not None and sc["ctrl"] == subject else 0
    if name in ("cant_confront_here", "no_troublemakers_here", "tm_face_up_here", "no_uncover_here"):
        return 1 if context.get("area") == sc["area"] else 0
    if name == "opp_turn_confront_extra":
        mine = s["turn_player"] == sc["ctrl"]
        return ability.params["amount"] if not mine and context.get("area") == sc["area"] else 0
    if name == "opp_play_tax":
        # "Opponents pay +[N] to play ...": the player paying is an opponent of this card's controller
        if subject == sc["ctrl"] or "card" not in context:
            return 0
        what = ability.params["what"]
        kind = g.spec(context["card"]).type
        ok = ((what == "friends_here" and kind == "friend" and context.get("dest") == sc["area"])
              or (what == "faceoff" and s["faceoff"] is not None)
              or (what == "faceoff_self" and s["faceoff"] is not None and is_involved(g, src))
              or (what == "events" and kind == "event") or (what == "friends" and kind == "friend"))
        return ability.params["amount"] if ok else 0
    if name == "first_play_discount":
        return _first_play_discount(g, src, subject, ability, context)
    if name == "delay_move_tax":
        dest = context.get("dest")
        problem = g.problem_card(dest) if dest in s["areas"] else None
        if subject == sc["ctrl"] or problem is None:
            return 0
        return ability.params["amount"] * s["cards"][problem]["counters"].get("delay", 0)
    return 0


@answers(APPLIES, "self_power_if", "self_keyword_if", "self_color_if")
def _self_if(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target and condition(g, src, ability.params["cond"])


# kinds of `condition` that read only this card and what is not in play (counters, hands,
# discard piles, points, the Mane Characters' printed colors and being boosted: a Mane
# Character never leaves play), those that read which cards are in play but no area, and
# those that read only this card's area and the cards there; the others ("opp_mane_home",
# "friend_at_home", ...) read other areas, or power
_CONDITIONS_ON_OWN_CARD = frozenset({
    "cutie_marked", "counters", "exhausted", "ready", "tokens_parity", "opp_tokens", "hand_max", "hand_min", "opp_more_points",
    "any_points", "opp_mane_boosted", "mane_color", "discard_has_friend"})
_CONDITIONS_AT_NO_AREA = frozenset({"have_name", "more_friends", "opp_more_friends", "friend_and_resource",
                                    "controls_trait_resource"})
_CONDITIONS_AT_OWN_AREA = frozenset({"with_name", "with_other", "at_home", "at_problem", "at_problem_with_tm",
                                     "no_opp_chars_here", "no_opp_chars_at_problem", "name_here", "opp_name_here"})


@answers(BOARD_READ, "self_power_if", "self_keyword_if", "self_color_if")
def _self_if_areas(ability: Ability) -> str | None:
    """What "While <condition>, this card has ..." reads of the areas: what its condition does."""
    kind = ability.params["cond"]["if"]
    if kind in _CONDITIONS_ON_OWN_CARD:
        return OWN_CARDS
    if kind in _CONDITIONS_AT_NO_AREA:
        return NO_AREA
    return OWN_AREAS if kind in _CONDITIONS_AT_OWN_AREA else None


@answers(APPLIES, "while_wrapped")
def _while_wrapped(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    # "While <condition>, <continuous text>" (708.2a): the text applies while the condition holds
    inner = ability.params["inner"]
    return (condition(g, src, ability.params["cond"])
            and abilities.may_apply(s["cards"], src, target, inner.name)
            and abilities.static_applies(g, src, target, inner))


@answers(VALUE_RULES, "while_wrapped")
def _wrapped_value(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    p = ability.params
    if not condition(g, src, p["cond"]):
        return 0
    return abilities.static_value(g, src, subject, p["inner"], context)


# ----- Reaction timing (512.4) ---------------------------------------------------------------

_PHASE_STARTS = frozenset({"turn_start", "tm_phase_start", "main_start", "score_start", "turn_end",
                           "tm_phase_end"})
_REACTION_FACEOFFS = {"faceoff_reaction": "", "troublemaker_faceoff_reaction": "troublemaker",
                      "problem_faceoff_reaction": "problem"}


@answers(REACTION_MATCHERS, "effect")
def reaction_options(g, player: int, src: int, ability: Ability, tag: str,
                     followed: bool = True) -> list[tuple[int, dict]]:
    """The occurrences of a reaction's condition met since the last priority window closed
    (512.4d) that this card or ability has not answered yet (512.4c) and whose text can be
    followed (705.2; with `followed` False, whether it can or not), each with what the text
    names ("that Friend", "there", the flipped card)."""
    s = g.s
    timing = ability.timing
    if timing in _REACTION_FACEOFFS:
        fo = s["faceoff"]
        if fo is None or (_REACTION_FACEOFFS[timing] and fo["kind"] != _REACTION_FACEOFFS[timing]):
            return []  # 512.4, 512.4a: only during (that type of) faceoff
    if timing == "main_reaction" and s["phase"] != "main":
        return []  # 512.4b
    out = []
    for ev in s["reactions"]:
        if tag in ev.get("used", ()):
            continue
        bound = reaction_bound(g, player, src, ability, ev)
        if bound is not None and (not followed or can_use(g, player, src, ability, bound)):
            out.append((ev[STAMP], bound))
    return out


def _power_now(g, iid: int) -> int:
    return (power.power(g, iid) or 0) if iid in g.s["cards"] and g.card(iid)["zone"] == "play" else 99


def reaction_bound(g, player: int, src: int, ability: Ability, ev: dict) -> dict | None:
    """Does this occurrence meet the reaction's condition, from `player`'s side? Returns what
    the text then names ("it" / "that character", "there", the player, the flipped card)."""
    s = g.s
    p = ability.params
    event = ev["event"]
    if event not in p["react_events"]:
        return None
    when = p["react"]
    cards = s["cards"]
    if event == "flip":
        fo = s["faceoff"]
        flipped = cards.get(ev["card"])
        if (ev["player"] == player) != (when == "you") or fo is None or flipped is None \
                or flipped["zone"] != "flip" or ev["card"] in fo["ignored"]:
            return None
        return {"flipped": ev["card"]}
    if event == "tm_defeated":
        return {"area": ev["area"]} if ev["player"] == player else None
    if event == "faceoff_won":
        return {} if ev["player"] == player else None
    if event == "faceoff_start":
        return {"player": ev["challenger"]}
    if event in _PHASE_STARTS:
        if when == "any":
            return {"player": ev["player"]}
        return {} if (ev["player"] == player) == (when == "you") else None
    if event in ("drew", "took_action"):
        return {"player": ev["player"]} if ev["player"] != player else None
    if event == "gained":  # "an opponent receives at least [1]"
        return {"player": ev["player"]} if ev["player"] != player and ev["amount"] >= 1 else None
    if event == "left_play":
        new = cards.get(ev["new"])
        if new is None or ev["ctrl"] != player:
            return None
        kind = g.lib.spec(new["card"]).type
        ok = {"own_friend_retired": kind == "friend" and ev["how"] == "retired",
              "own_friend_dismissed": kind == "friend" and ev["how"] == "dismissed",
              "own_resource_dismissed": kind == "resource" and ev["how"] == "dismissed",
              # "an opponent dismisses another one of your Friends": an effect an opponent
              # controls did it (513.3), not the game; "another": not this card
              "own_other_friend_dismissed_by_opp": kind == "friend" and ev["how"] == "dismissed"
              and ev.get("by") not in (None, player) and ev["card"] != src,
              "own_troublemaker_discard": kind == "troublemaker" and new["zone"] == "discard"}.get(when, False)
        return {"new": ev["new"], "area": ev["area"]} if ok else None
    if event in ("frightened", "unfrightened"):
        ok = g.lib.spec(ev["card_id"]).type == "friend" and (when == "any_friend" or ev["ctrl"] != player)
        return {"it": ev["card"]} if ok else None
    if event == "played" and when == "opp_card":
        return {"player": ev["player"]} if ev["player"] != player else None
    card = cards.get(ev.get("card"))
    if card is None or card["zone"] != "play":
        return None  # the card the condition names has left play: nothing for "it" to act on
    src_card = cards.get(src)
    here = src_card["area"] if src_card is not None and src_card["zone"] == "play" else None
    spec = g.spec(ev["card"])
    friend, character = spec.type == "friend", spec.type in ("friend", "mane")
    if event == "uncovered":
        if when == "opp_here" and (card["ctrl"] == player or here is None or ev["area"] != here):
            return None  # "an opponent's Troublemaker is uncovered at this card's Problem"
        return {"it": ev["card"], "area": ev["area"]}
    if event in ("enter_play", "moved") and when == "own_friend_at_problem":
        # "After one of your Friends is moved to or enters play at a Problem"
        area = ev["area"] if event == "enter_play" else ev["dest"]
        ok = friend and card["ctrl"] == player and is_problem_area(g, area)
        return {"it": ev["card"], "area": area} if ok else None
    if event == "enter_play" and when.startswith("own_friend_"):
        ok = friend and card["ctrl"] == player and when[len("own_friend_"):] in power.colors(g, ev["card"])
        return {"it": ev["card"], "area": ev["area"]} if ok else None
    if event == "enter_play":
        ok = friend and card["ctrl"] != player and (when == "opp_friend" or (
            when == "opp_friend_here" and here is not None and ev["area"] == here and is_problem_area(g, here)))
        return {"it": ev["card"], "area": ev["area"]} if ok else None
    if event == "played" and when == "opp_friend_to_own_face_down":
        hidden = [i for i in g.at(ev["area"]) if cards[i]["face_down"] and cards[i]["ctrl"] == player
                  and g.is_type(i, "troublemaker")] if ev["player"] != player and friend else []
        return {"it": hidden[0], "area": ev["area"]} if hidden else None
    if event == "played":
        by_opp = ev["player"] != player
        ok = {"opp_friend": by_opp and friend, "troublemaker": spec.type == "troublemaker",
              "opp_troublemaker": by_opp and g.lib.spec(card["card"]).type == "troublemaker",
              "opp_resource_on_friend": by_opp and spec.type == "resource" and card["host"] is not None
              and g.is_type(card["host"], "friend"),
              "own_friend_to_problem": not by_opp and friend and is_problem_area(g, ev["area"]),
              "own_friend_max_power_2": not by_opp and friend and _power_now(g, ev["card"]) <= 2,
              "opp_character": by_opp and character,
              "opp_character_here": by_opp and character and here is not None and ev["area"] == here
              and is_problem_area(g, here)}.get(when, False)
        return {"it": ev["card"], "area": ev["area"], "player": ev["player"]} if ok else None
    if event == "moved":
        by_opp = ev["mover"] != player
        theirs = card["ctrl"] != player
        to_here = here is not None and ev["dest"] == here and is_problem_area(g, here)
        ok = {"opp_character": by_opp and character, "opp_character_moved": theirs and character,
              "opp_friend_to_problem": theirs and friend and is_problem_area(g, ev["dest"]),
              "opp_friend_here": theirs and friend and to_here,
              "opp_character_here": by_opp and character and to_here,
              "self_to_problem": ev["card"] == src and not by_opp and is_problem_area(g, ev["dest"])}.get(when, False)
        return {"it": ev["card"], "area": ev["dest"], "origin": ev["origin"], "player": ev["mover"]} if ok else None
    return None


def _bind_reaction(g, f: dict, ability: Ability) -> bool:
    """The occurrence this reaction answers (the one the player named as they played the
    Event, or, for an activated ability, the one they choose when several are open),
    marked as answered (512.4c); what the text names comes from it."""
    data = f["data"]
    if data.get("copy"):
        data["rx"] = 0  # a copy (520.1) answers no occurrence itself: it keeps what it was given
        return True
    if data.get("react"):
        tag = f"card:{g.lib.spec(f['card']).id}"
        chosen = data["react"]
        options = [(n, bound) for n, bound in reaction_options(g, f["ctrl"], f["src"], ability, tag) if n == chosen]
        if not options:
            # still answer the occurrence named as it was played (its card may have gone since)
            ev = next((e for e in g.s["reactions"] if e[STAMP] == chosen), None)
            bound = reaction_bound(g, f["ctrl"], f["src"], ability, ev) if ev is not None else None
            options = [(chosen, bound or {})]
    else:
        tag = f"ability:{f['src']}"
        options = reaction_options(g, f["ctrl"], f["src"], ability, tag)
        if len(options) > 1 and "rx_ask" not in data:
            ans = choose(g, f, f["ctrl"], "reaction", "React to which occurrence? (512.4c)",
                         [(f"occurrence:{n}", abilities.occurrence_words(g, n)) for n, _ in options])
            if ans is None:
                return False
            data["rx_ask"] = int(ans[0].split(":")[1])
        if "rx_ask" in data:
            options = [o for o in options if o[0] == data["rx_ask"]] or options
    if not options:
        data["rx"] = 0
        return True
    n, bound = options[0]
    for ev in g.s["reactions"]:
        if ev[STAMP] == n:
            ev.setdefault("used", []).append(tag)
    data.update(bound)
    data["rx"] = n
    return True


def _d_pump_reacted_flip(g, f, step, e, rule):
    """The flipped card the reaction names gets the power for the faceoff (514.4a)."""
    flipped = f["data"].get("flipped")
    if flipped in g.s["cards"] and g.card(flipped)["zone"] == "flip" and g.s["faceoff"] is not None:
        g.add_mod("power", flipped, step["n"], until="faceoff", ctrl=f["ctrl"], src=f["src"])
        g.note(rule, f"{g.name(flipped)} gets {step['n']:+d} power until the end of the faceoff{g.by_text()}")
    return True


def _d_reflip(g, f, step, e, rule):
    """514.4b: the flipped card is ignored and its player flips another card."""
    found = _flipped_to_ignore(g, f, step)
    if not found:
        return True
    faceoff.ignore(g, found[0], rule)
    effect_flip(g, 1 - f["ctrl"] if step.get("opp") else f["ctrl"], rule)
    return True


@acts_on("reflip")
def _flipped_to_ignore(g, f: dict, step: dict) -> list[int]:
    """The flipped card "ignore that card and flip another card" ignores, while the faceoff
    goes on (its "may" question names it: The Element of Surprise)."""
    flipped = f["data"].get("flipped")
    return [flipped] if g.s["faceoff"] is not None and flipped in g.s["cards"] else []


def _d_send_back(g, f, step, e, rule):
    """506.5: sent, not moved, to the area it was moved from, if it may be there."""
    for iid in _sent_back(g, f, step):
        g.move(iid, f["data"]["origin"], acting_player(f), "506.5", send=True)
    return True


@acts_on("send_back")
def _sent_back(g, f: dict, step: dict) -> list[int]:
    """The moved character, while it is in play elsewhere than the area it was moved from."""
    iid, origin = f["data"].get("it"), f["data"].get("origin")
    return [iid] if in_play(g, iid) and origin in g.s["areas"] and g.card(iid)["area"] != origin else []


def _d_problem_home(g, f, step, e, rule):
    """One chosen Problem; each character there is moved to its controller's home (506.4)."""
    if "area" not in e:
        ans = choose(g, f, acting_player(f), "area", "Choose a Problem", abilities.problem_options(g, g.problems()))
        if ans is None:
            return False
        e["area"] = ans[0] if ans else ""
    if e["area"] in g.s["areas"]:
        for iid in list(g.characters_at(e["area"])):
            g.move(iid, f"home:{g.card(iid)['ctrl']}", acting_player(f), "506.4")
    return True


def _d_self_to_deck_top(g, f, step, e, rule):
    """410: an Event still resolving (in the queue, 705.2) goes on top of its owner's deck
    instead of to the discard pile; a card in play leaves play to it. The Event's line is said
    as the line of a card in play put there is (`MlpGame.leave_play`): both its numbers, whose
    deck, and the text that did it, named once the card is gone by its printed name (410.6,
    `MlpGame.text_resolving`), as Read the Manual's banishing itself is."""
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None:
        return True
    if c["zone"] == "queue":
        name = g.name(src)
        new = g.relocate(src, "deck")
        for frame in g.s["stack"]:
            if frame["op"] == "play_card" and frame["iid"] == src:
                frame["iid"] = new  # the play ends with the card where it now is (not discarded)
                frame["card_id"] = c["card"]  # (the card may move on meanwhile: flipped, drawn)
        g.note(rule, f"{name} is put on top of its owner's deck (P{c['owner']}'s deck){g.caused_by(rule)}")
        g.put_on_deck_top(acting_player(f), [new])
    elif c["zone"] == "play":
        g.put_on_deck_top(acting_player(f), [g.leave_play(src, "deck", rule, "put on top of its owner's deck")])
    return True


def _d_ready_any(g, f, step, e, rule):
    """ "Ready any number of <cards>": the player picks any of those that can ready."""
    cands = targets(g, f, {**step, "do": "ready"})
    ans = choose(g, f, acting_player(f), "target", "Choose any number of cards to ready",
                 [(f"card:{i}", g.name(i)) for i in cands], 0, len(cands))
    if ans is None:
        return False
    for key in ans:
        if in_play(g, card_of_option(key)):
            g.ready(card_of_option(key), rule)
    return True


# the flag of a player's points still to come with their next defeat of a Troublemaker this
# turn: `[card instance, card id, points]` for each text that gives some
DEFEAT_BONUS = ("defeat_bonus:0", "defeat_bonus:1")


def bonus_points(kept: list | int | None) -> list[list]:
    """The `[card instance, card id, points]` a defeat bonus flag holds; a file holding the count
    alone (as saved before the card was kept) still loads, its card then unknown."""
    if isinstance(kept, int):
        return [[None, None, kept]] if kept else []
    return [list(entry) for entry in kept or ()]


def defeat_bonus(g, player: int) -> int:
    """514.5a: the additional points the player scores for this defeat, used up by it (708.4:
    "the next time you defeat a Troublemaker this turn"), each logged with the card whose
    text gives them, as Friend or Foe?'s fewer points are: by its printed name once it is
    gone (410.6: Epic Loot, in the discard pile)."""
    total = 0
    for src, card_id, points in bonus_points(g.s["flags"].pop(DEFEAT_BONUS[player], None) if g.s["flags"] else None):
        same = src in g.s["cards"] and g.card(src)["card"] == card_id
        by = g.name(src) if same else g.lib.card(card_id).full_name if card_id else ""
        g.note("708.4", f"P{player} scores {how_many(points, 'additional point')} for defeating a Troublemaker"
               + g.by_text(by))
        total += points
    return total


def score_for_defeat(g, player: int, tm: int, area: str) -> int:
    """514.5a: to defeat a Troublemaker a player scores points equal to its point value, as far
    as texts change them (`replacement.tm_points`, `defeat_bonus`); how many they scored. A
    Troublemaker worth no points (Rover, Gem Hunter) is said so as any other defeat is, with
    why, after the score as every scoring line has it: "P0 scores no points for defeating a
    Troublemaker (now 3): Rover, Gem Hunter #28 has a point value of 0 (211.1)"."""
    reason = "defeating a Troublemaker"
    printed = g.spec(tm).tm_points or 0
    points = replacement.tm_points(g, player, printed, area) + defeat_bonus(g, player)
    if points <= 0:
        # (a point value of 0 is printed on many Troublemakers of the later sets, 211.1: said,
        # so that no one takes the 0 for a fault of the program)
        why = f": {g.name(tm)} has a point value of 0 (211.1)" if printed == 0 else ""
        g.note("514.5a", f"P{player} scores {count_or_none(0, 'point')} for {reason} "
                         f"(now {g.s['players'][player]['score']}){why}")
        return 0
    return g.score(player, points, "514.5a", reason)


def _d_defeat(g, f, step, e, rule):
    """514.5a outside a faceoff, as a faceoff's defeat: "If this card would be defeated, ...
    instead" may replace it (The Smooze, its controller asked), "they score N fewer points"
    (Friend or Foe?) lowers the points, and the player dismisses it, not the game (104.3):
    replacement text may answer that too. No characters defeated it: the occurrence names
    no colors."""
    iid = pick_target(g, f, step, e, "Choose a Troublemaker to defeat")
    if iid is False:
        return False
    if iid is None or not in_play(g, iid):
        return True
    kept = replacement.defeat_instead(g, iid, f.pop("ans", None))
    if kept is None:
        return False
    if kept:
        return True
    player = acting_player(f)
    area = g.card(iid)["area"]
    g.note("514.5a", f"P{player} defeats {g.name(iid)}")
    score_for_defeat(g, player, iid, area)
    g.emit_event("tm_defeated", {"player": player, "card": iid, "area": area, "colors": []})
    g.dismiss(iid, "514.5a")
    return True


def _same_cost_friends(g, f: dict) -> list[int]:
    cost = f["data"].get("cost")
    return [i for i in g.s["players"][acting_player(f)]["hand"] if g.spec(i).type == "friend" and g.spec(i).cost == cost]


def _d_hand_friend_same_cost(g, f, step, e, rule):
    """A Friend from the hand with the named Friend's cost enters play at that Problem (706.1,
    not played: no cost is paid)."""
    player = acting_player(f)
    if "card" not in e:
        ans = choose(g, f, player, "target", "Put which Friend into play?",
                     [(f"card:{i}", g.name(i)) for i in _same_cost_friends(g, f)])
        if ans is None:
            return False
        if not ans:
            return True
        e["card"] = card_of_option(ans[0])
    area = f["data"].get("area")
    return enter_play(g, f, e, [area] if area in g.problems() else [], player)


DO["hand_friend_same_cost"] = _d_hand_friend_same_cost
DO.update({"self_to_deck_top": _d_self_to_deck_top, "ready_any": _d_ready_any,
           "defeat": _d_defeat})
DO.update({"pump_reacted_flip": _d_pump_reacted_flip, "reflip": _d_reflip, "send_back": _d_send_back,
           "problem_home": _d_problem_home})


# ----- "the first time each turn" (a per-turn record in the flags) ---------------------------

def first_play_fits(g, src: int, p: dict, spec, dest: str | None) -> bool:
    """Is a card played (to `dest`) one of the kind "your first ... each turn" counts?"""
    if spec.type != p["of"] or (p["min_printed"] and (spec.power or 0) < p["min_printed"]):
        return False
    if p["here"]:
        area = g.s["cards"][src]["area"]
        return dest == area and is_problem_area(g, area)
    return True


def _first_play_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """-N for the first card of the kind this turn, while this card has seen none (see
    `engine.mlp.effects.entering_and_leaving_play.played`); "to a minimum of [1]": `power.floored_discount`."""
    s = g.s
    p = ability.params
    if subject != s["cards"][src]["ctrl"] or context.get("card") not in s["cards"]:
        return 0
    spec = g.spec(context["card"])
    if not first_play_fits(g, src, p, spec, context.get("dest")):
        return 0
    record = s["flags"].get("first_times")
    if record is not None and record[0] == s["turn"] and f"{src}:played:first_play" in record[1]:
        return 0
    amount = p["amount"]
    if p.get("per_frightened"):
        amount = sum(1 for i in s["play"] if s["cards"][i]["frightened"] and g.lib.spec(s["cards"][i]["card"]).type
                     == "friend")
    if p["minimum"]:
        return power.floored_discount(g, subject, src, ability, amount, context)
    return -amount


def happened_this_turn(g, me: int, cond: dict) -> bool:
    """A condition on the turn so far (`MlpGame.this_turn`, read by
    `engine.mlp.effects.turn_records`): `what` names the count ("friends_left",
    "friends_entered", "played", "discarded", "won"), `whose` whose it is ("you", "opp";
    none for the counts of Friends), and the count must be exactly `exactly` or at least
    `at_least`. Faceoffs won count those of `kind` ("" any) won by at least `margin`."""
    record = g.this_turn()
    whose = cond.get("whose")
    key = cond["what"] if whose is None else f"{cond['what']}:{me if whose == 'you' else 1 - me}"
    if cond["what"] == "won":
        count = sum(1 for kind, margin in record.get(key, ())
                    if (not cond["kind"] or kind == cond["kind"]) and margin >= cond["margin"])
    else:
        count = record.get(key, 0)
    if "exactly" in cond:
        return count == cond["exactly"]
    return count >= cond["at_least"]


def first_this_turn(g, iid: int, ability: Ability) -> bool:
    """Is this the first occurrence this turn that this card's ability sees? Recorded in the
    flags as `first_times`: [turn, ["<card>:<event>:<condition>", ...]] (kept for the current
    turn only; a card that changes zones is a new card with no record, 410.6)."""
    flags = g.s["flags"]
    record = flags.get("first_times")
    if record is None or record[0] != g.s["turn"]:
        record = flags["first_times"] = [g.s["turn"], []]
    key = f"{iid}:{ability.event}:{ability.params['when']}"
    if key in record[1]:
        return False
    record[1].append(key)
    return True


# ----- counters (519), named or +1 power: the family `engine.mlp.effects.counters` reads them ----

def counter_label(name: str) -> str:
    """How a counter's name reads in the log and in choices (519.1): "+1 power", "Harmony",
    "Cutie Mark" (Cutie Mark Vault's, kept as "cutie_mark_counter")."""
    if name == "power":
        return "+1 power"
    return " ".join(word.capitalize() for word in name.removesuffix("_counter").split("_"))


def counters_words(n: int, name: str) -> str:
    """N counters of a name as every log line and question says them (519.1): "a +1 power
    counter", "an Army counter", "2 Harmony counters"."""
    return a_or_how_many(n, counter_label(name) + " counter")


def counters_removed_words(n: int, name: str, card: str) -> str:
    """The log line of N counters of a name removed from `card` (519.3), said as `counters_words`
    says them: "A +1 power counter is removed from Big Mac #4", "2 Chaos counters are removed ..."."""
    words = counters_words(n, name)
    return f"{words[:1].upper()}{words[1:]} {plural(n, 'is', 'are')} removed from {card}"


def add_counters(g, iid: int, name: str, n: int, rule: str, by: int | None = None, replaceable: bool = True,
                 entering: bool = False) -> bool:
    """519.1: N counters of a name on a card in play: the one step every text's counters go
    through (Cutie Mark's too, `MlpGame.cutie_mark`), which settles whether they are put. A
    frightened card gets none: it lost its counters as it became frightened (504.1) and is
    face down. Replacement text may take the putting over (710, `registry.COUNTER_REPLACEMENTS`;
    `replaceable`: False once it did). `entering`: counters the card "enters play with"
    (706.1b, `MlpGame.relocate`, Boyle): on it as it entered, not put, so neither replacement
    text nor "When you put ..." text sees them."""
    c = g.s["cards"].get(iid)
    if c is None or c["zone"] != "play" or c["frightened"] or n <= 0:
        return False
    if replaceable and not entering and by is not None and g._listeners("would_put_counters") and any(
            replaced(g, iid, name, n, rule, by) for replaced in COUNTER_REPLACEMENTS):
        return True
    c["counters"][name] = c["counters"].get(name, 0) + n
    g.counters_changed()
    if entering:
        g.note(rule, f"{g.name(iid)} enters play with {counters_words(n, name)}")
        return True
    g.note(rule, f"{g.name(iid)} gets {counters_words(n, name)} ({c['counters'][name]} in all)"
                 + g.by_text())
    g.emit_event("counters", {"card": iid, "counter": name, "added": n,
                              "left": c["counters"][name], "by": by})
    return True


def remove_counters(g, iid: int, name: str, n: int, rule: str, by: int | None = None,
                    text_of: str | None = None) -> int:
    """Removes up to N counters of a name (519.3); returns how many were removed. `by`: the
    player removing them ("When you remove the last ... counter"); `text_of`: the card whose
    text removes them, as the log names it, when that is not the text resolving (a
    replacement's own card, 710.1: `MlpGame.by_text`)."""
    c = g.s["cards"].get(iid)
    if c is None:
        return 0
    have = c["counters"].get(name, 0)
    gone = min(have, n)
    if not gone:
        return 0
    if have == gone:
        del c["counters"][name]
    else:
        c["counters"][name] = have - gone
    g.counters_changed()
    g.note(rule, counters_removed_words(gone, name, g.name(iid)) + g.by_text(text_of))
    g.emit_event("counters", {"card": iid, "counter": name, "added": -gone, "left": have - gone,
                              "by": by})
    return gone


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(SELF_ONLY_STATICS, "self_power_if", "self_keyword_if", "self_power_per_opp_here", "no_faceoff_power", "self_power_per", "self_color_if")
# "While you have at least 6 cards in your hand, this card has Eccentric 3.": its condition may
# read hands, discard piles, points or counters, which change without a new board, so the
# card's keywords are worked out at every look-up (as its power and colors are)
scope(VOLATILE_KEYWORD_STATICS, "self_keyword_if")
scope(BY_CARD_TYPE, "opp_play_tax")
scope(LOOKS_IN_DECKS, "search_deck", "search_to_play", "order_deck", "order_problem_deck", "problem_scry",
      "reveal_top", "arrange_deck")
# (steps, and the costs "banish ... from your discard pile" and "put this card into your hand" of
# an ability used from the discard pile)
scope(TAKES_FROM_DISCARD_PILES, "recover", "reanimate", "banish_discard", "discard_to_deck_top",
      "banish_from_discard", "self_from_discard_to_hand", "banish_self_from_discard")
