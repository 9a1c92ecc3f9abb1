"""The runtime shared by card abilities: continuous-ability checks, trigger matching,
replacement modifiers, reactions, paying activated abilities and running them.

`engine.mlp.text` turns printed text into `Ability` records; the wording families of
`engine.mlp.effects` give each ability name its runner (`engine.mlp.effects.registry`),
and `run_ability` here calls it. Runners are frame handlers: they keep their progress in
the frame and ask decisions through `choose`. A triggered keyword registers its trigger
(`registry.KEYWORD_TRIGGERS`) and runner in the family of what it does.
"""

from __future__ import annotations

import re
from bisect import bisect_left, insort
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from engine.core.listing import and_listed
from engine.core.patterns import Pattern
from engine.core.plural import count_or_none, how_many
from engine.mlp.cards.model import Color
from engine.mlp.effects.activation_costs import activation_tokens
from engine.mlp.effects.hooks import faceoff, flow, replacement
from engine.mlp.effects.instruction_words import (
    after_its_trigger,
    closing_condition,
    naming_problems,
    none_can_be,
    opening_condition,
    paid_for,
    place_named,
    printed_verbs,
    quoted_instruction,
    text_done,
    unmet_words,
    with_its_cost,
)
from engine.mlp.effects.plain_words import event_words, top_cards, whose, yours
from engine.mlp.effects.playable import cards_playable_from_outside_hand
from engine.mlp.effects.registry import (  # noqa: F401  (RUNNERS, Runner, the scopes: read through here)
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    AMOUNTS,
    APPLIES,
    AT_OWN_AREA_ONLY,
    BOARD_READ,
    BY_CARD_TYPE,
    DISMISSAL_OFFERS,
    DISMISSALS_REPLACED,
    DOUBLING_STATICS,
    EVENT_TRIGGERS,
    EVERY_CARD_PLAY_COSTS,
    FACEOFF_ONLY_STATICS,
    HOST_ONLY_STATICS,
    KEPT_FROM_COSTS,
    KEYWORD_TRIGGERS,
    LOOKS_IN_DECKS,
    MAY_FAIL_AFTER_A_CHOICE,
    ON_HOST_ONLY,
    OPPOSING_SIDE_STATICS,
    OTHERS_OF_OWN_SIDE_STATICS,
    OWN_DISMISSAL_REPLACEMENTS,
    PHASE_BLIND_STATICS,
    PLAY_CHECKS,
    REACTION_MATCHERS,
    RUNNERS,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    STEP_REFUSALS,
    TAKES_FROM_DISCARD_PILES,
    TRIGGER_MATCHERS,
    VALUE_RULES,
    VOLATILE_KEYWORD_STATICS,
    Runner,
    Unmet,
    runner,
)
from engine.mlp.state.game import (
    COLORS,
    CONTROL_FOREVER,
    DECKS_CLOSED,
    DISCARD_PILES_CLOSED,
    KEYWORD_LOST,
    KEYWORD_MOD,
    QUESTIONS,
    STAMP,
    TRIGGERED_EFFECT_RULE,
    by_text_found,
)
from engine.mlp.state.library import Ability, Spec
from engine.mlp.state.ops import op
from engine.mlp.state.reasons import deck_empty
from engine.mlp.state.stages import phase_name
from engine.mlp.text.keywords import PARTIAL_KEYWORDS, SUPPORTED_KEYWORDS  # noqa: F401
from engine.mlp.text.reader import play_ability_index
from engine.mlp.values import power, teamwork
from engine.mlp.values import power as _power_values
from engine.mlp.values.power import has_trait

# (the patterns of this module read a card's words as its abilities are carried out: `Pattern`
# compiles each the first time it is used, not as the engine loads: dealing a game uses none)

# ----- continuous abilities -----------------------------------------------------------------


def _is_action(f: dict) -> bool:
    """Is the resolving ability an action being processed (705.1: an Event played, an ability
    activated, a reaction's too), not a triggered effect?"""
    data = f.get("data") or {}
    return "activated" in data or "react" in data


def effect_rule(f: dict) -> str:
    """The rule a resolving ability's instructions are followed under, for the log: an action's
    (an Event played, an ability activated: 705.2e), the outcome of a faceoff an effect started
    (514.5d), else a triggered effect's (`TRIGGERED_EFFECT_RULE`, 712)."""
    if "winner" in f["data"]:
        return "514.5d"
    return "705.2e" if _is_action(f) else TRIGGERED_EFFECT_RULE


def may_rule(f: dict) -> str:
    """The rule that says when a "may" instruction is decided, which its question cites: an
    action's instructions are followed in order, each decision made as its instruction is
    (705.2e: an Event played, an ability activated); a triggered effect's "may" is decided as
    the effect is processed (712.3, a rule about triggered effects alone)."""
    return "705.2e" if _is_action(f) else "712.3"


def text_source(g, f: dict) -> str:
    """The card whose text a resolving ability carries out, as the log names it: "Photo Op
    #57" while it is where it was (an Event still resolving in the queue), else its name (a
    card retired for its own cost is a new card, 410.6: "Canterlot Archive Guard, Literate
    Lookout")."""
    return g.name_or_printed(f["src"], f["card"])


def nameable_troublemaker(g, iid: int) -> bool:
    """Is the card a Troublemaker a text can name? A face-down one is not "a Troublemaker"
    to a card's text unless the text says face-down (505.2): "one of your Troublemakers",
    "an opposing Troublemaker", "a Troublemaker at that Problem" are face-up ones."""
    return g.is_type(iid, "troublemaker") and not g.s["cards"][iid]["face_down"]


def is_involved(g, iid: int) -> bool:
    return faceoff.is_involved(g, iid)


INVOLVED_AT_END = "involved_at_faceoff_end"
"""The flag holding the cards involved in a faceoff as it ended (514.6), kept while its
"At the end of the faceoff" texts are carried out, after involvement has ceased."""


def involved_now(g) -> frozenset[int] | tuple[int, ...] | list[int]:
    """Every card `was_involved` says is involved, found at once: a description of cards
    "involved in the faceoff" looks among these rather than asking it of each card in play
    (each asking works out the faceoff's whole list, 514.2d)."""
    if g.s["faceoff"] is not None:
        return frozenset(faceoff.involved(g))
    return g.s["flags"].get(INVOLVED_AT_END, ())


def was_involved(g, iid: int) -> bool:
    """Involved in the faceoff: the one running (514.2d) or, while the texts for the end of one
    are carried out once it has ended (514.6: "the loser puts one of their Friends that was
    involved into its owner's hand"), the one that ended, as it ended (712.2: a triggered
    effect uses the game state as it was when the effect was created)."""
    if g.s["faceoff"] is not None:
        return faceoff.is_involved(g, iid)
    return iid in g.s["flags"].get(INVOLVED_AT_END, ())


def is_problem_area(g, area: str | None) -> bool:
    return area is not None and g.s["areas"].get(area, {}).get("kind") == "problem"


def may_apply(cards: dict, src: int, target: int, name: str) -> bool:
    """A quick necessary condition for `static_applies` (own card / host only, the
    controller's other cards only, opposing cards only)."""
    if name in SELF_ONLY_STATICS:
        return src == target
    if name in HOST_ONLY_STATICS:
        return cards[src]["host"] == target
    if name in OTHERS_OF_OWN_SIDE_STATICS:
        return src != target and cards[src]["ctrl"] == cards[target]["ctrl"]
    if name in OPPOSING_SIDE_STATICS:
        return cards[src]["ctrl"] != cards[target]["ctrl"]
    return True


def board_read(ability: Ability) -> str | None:
    """What a continuous ability's answer reads of the board (`registry.BOARD_READ`:
    `OWN_CARDS`, `NO_AREA`, `OWN_AREAS`; None: anything)."""
    rule = BOARD_READ.get(ability.name)
    return None if rule is None else rule(ability)


def static_applies(g, src: int, target: int, ability: Ability) -> bool:
    """Does a continuous ability of `src` apply to `target` now? The rule of its template
    (`registry.APPLIES`, filled by the module that owns each name); False for any other."""
    s = g.s
    cards = s["cards"]
    sc = cards[src]
    tc = cards[target]
    rule = APPLIES.get(ability.name)
    if rule is not None:
        return rule(g, s, sc, tc, src, target, ability)
    return False


# the two rules many continuous abilities share: their own card, their card's host
def score_cap(g, player: int) -> tuple[int, int] | None:
    """The most points `player` may score this turn in all, under "Players can't score more
    than N points per turn" (`points_and_scoring`: the lowest such N in play), and the card
    saying so, whose text the log names; None when there is none. The state kernel asks it
    as points are scored."""
    caps = [(ability.params["amount"], src) for src, ability in g.static_abilities("score_cap")]
    return min(caps) if caps else None


def scoring_barred(g, player: int) -> tuple[int, str] | None:
    """The card that keeps `player` from scoring now, if any, and how it says so: one whose
    "Players can't score points during faceoffs involving this card" (`points_and_scoring`)
    is involved in the faceoff going on, or one an opponent of `player` flipped in it whose
    "Chaos: While this card is flipped, opponents can't score points" holds (514.4: until
    the faceoff's flipped cards leave the flip zone; not once ignored, 514.4b, or while the
    flipper's flipped cards lose their abilities). The state kernel asks it as points are scored."""
    fo = g.s["faceoff"]
    if fo is None:
        return None
    for src, _ability in g.static_abilities("no_scoring_in_faceoff"):
        if is_involved(g, src):
            return src, "during a faceoff involving"
    cards = g.s["cards"]
    flipper = 1 - player
    for iid in fo["flipped"][flipper]:
        if iid in cards and cards[iid]["zone"] == "flip" and iid not in fo["ignored"] \
                and g.spec(iid).statics.get("flipped_no_scoring") and not power.flipped_abilities_lost(g, flipper):
            return iid, f"while P{flipper} has flipped"
    return None


def plays_barred_in_faceoff(g, player: int) -> int | None:
    """The card whose "While an opponent's Mane Character is boosted, that player can't play
    cards during faceoffs involving their Mane Character" (`cards.aloe`) keeps `player` from
    playing cards now, if any (the listing of actions asks it during faceoffs)."""
    mane = g.s["players"][player]["mane"]
    c = g.s["cards"].get(mane)
    if c is None or not c["boosted"] or g.s["faceoff"] is None or not is_involved(g, mane):
        return None
    cards = g.s["cards"]
    return next((src for src, _ability in g.static_abilities("no_plays_in_faceoff") if cards[src]["ctrl"] != player),
                None)


def own_card(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The `APPLIES` answer of a continuous ability that changes only the card it is printed on
    ("this card has ..."): every such text shares this one answer."""
    return src == target


def own_host(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """The `APPLIES` answer of a continuous ability of an attached card that changes only the
    card it is attached to ("the attached card has ...")."""
    return sc["host"] == target


def lost_abilities(g, pairs: list[tuple[int, Ability]], held: frozenset[int] = frozenset(),
                   fixed: Sequence[tuple[tuple[int, Ability], frozenset[int]]] = ()) -> frozenset[int]:
    """Cards in play that lose and can't have abilities ("that Friend loses and can't have
    abilities", "Friends here lose ...").

    711.3-711.5: these modifiers are applied in timestamp order (a continuous ability's
    modifier is as old as its card's last change of state), except that one whose
    source would lose its abilities to another depends on that other (711.3b) and is
    applied after it (711.4); when they take each other's away (interdependent, 711.5)
    the earliest is applied first. A modifier whose source has lost its abilities by
    then no longer exists and does nothing. The cards `held` lose them by modifiers of
    resolved effects, which no card in play can take away: every continuous ability of
    such a card depends on them (711.3b), so they are applied first. `fixed` are
    modifiers whose cards were worked out beforehand (those that read power:
    `lost_by_power_targets`), ordered with the others."""
    s = g.s
    cards = s["cards"]
    mods = sorted([*((pair, None) for pair in pairs), *fixed], key=lambda mod: cards[mod[0][0]]["ts"])
    targets = [found if found is not None else
               frozenset(t for t in s["play"] if static_applies(g, src, t, ability))
               for (src, ability), found in mods]
    waiting = list(range(len(mods)))
    lost: set[int] = {iid for iid in held if iid in cards and cards[iid]["zone"] == "play"}
    while waiting:
        free = [i for i in waiting if not any(mods[i][0][0] in targets[j] for j in waiting if j != i)]
        pick = free[0] if free else waiting[0]
        waiting.remove(pick)
        if mods[pick][0][0] not in lost:
            lost |= targets[pick]
    return frozenset(lost)


def lost_by_power_targets(g, pairs: list[tuple[int, Ability]]) -> tuple[frozenset[int], ...]:
    """The Problem each of these texts would take abilities from now (empty when none), read
    with the statics table the state kernel gives while it asks (see `MlpGame._statics_table`):
    texts of category `game.PROBLEM_LOSES_ABILITIES_BY_POWER`, which can reach only the Problem
    at their own card's area (none at a home)."""
    areas = g.s["areas"]
    cards = g.s["cards"]
    found = []
    for src, ability in pairs:
        problem = areas[cards[src]["area"]].get("problem")
        found.append(frozenset((problem,)) if problem is not None and static_applies(g, src, problem, ability)
                     else _NO_TARGETS)
    return tuple(found)


_NO_TARGETS: frozenset[int] = frozenset()


def static_amount(g, src: int, target: int, ability: Ability) -> int:
    name = ability.name
    amount = ability.params.get("amount", 0)
    if name == "while_wrapped":
        return static_amount(g, src, target, ability.params["inner"])
    amount_of = AMOUNTS.get(name)
    if amount_of is not None:
        return amount_of(g, src, target, ability)
    return amount


def static_value(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Numeric continuous effects that are not a card's power (costs, confronting, totals):
    the rule of the ability's template (`value_rule`)."""
    return value_rule(ability)(g, src, subject, ability, context)


def value_rule(ability: Ability) -> Callable[..., int]:
    """The rule `static_value` follows for an ability (called with the same arguments):
    the one registered for its name (`registry.VALUE_RULES`), or none (always 0).
    Looked up once by callers that ask the same abilities about many cards."""
    rule = VALUE_RULES.get(ability.name)
    return _no_value if rule is None else rule


def _no_value(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return 0


def value_by_card_type(ability: Ability) -> bool:
    """Does this play-cost ability's value read the card being played only for its type?"""
    if ability.name == "while_wrapped":  # (its condition reads only the card with the text)
        return value_by_card_type(ability.params["inner"])
    return ability.name in BY_CARD_TYPE


def value_on_host_only(ability: Ability) -> bool:
    """Does this play-cost ability change only the cost of a card played on a host?"""
    if ability.name == "while_wrapped":  # (0 whenever its inner ability is)
        return value_on_host_only(ability.params["inner"])
    return ability.name in ON_HOST_ONLY


def value_at_own_area_only(ability: Ability) -> bool:
    """Does this play-cost ability change only the cost of a card played to its own card's area?"""
    if ability.name == "while_wrapped":  # (0 whenever its inner ability is)
        return value_at_own_area_only(ability.params["inner"])
    return ability.name in AT_OWN_AREA_ONLY


def keyword_power(g, iid: int, kw: dict) -> int:
    """Continuous keyword power: Caretaker, Competitive X, Supportive X. Each instance of
    Caretaker is an ability of its own (701.2a): +1 power for each."""
    s = g.s
    c = s["cards"][iid]
    bonus = 0
    if "Caretaker" in kw and is_problem_area(g, c["area"]):
        for other in g.characters_at(c["area"], c["ctrl"]):
            if other != iid and g.is_type(other, "friend") and has_trait(g, other, "Critter") \
                    and g.face_up(other):
                bonus += power.keyword_count(g, iid, "Caretaker")
                break
    if "Competitive" in kw and s["faceoff"] is not None and is_involved(g, iid):
        bonus += kw["Competitive"] or 0
    if "Supportive" in kw:
        bonus += supportive_power(g, iid, kw["Supportive"] or 0)
    return bonus


def supportive_power(g, iid: int, x: int) -> int:
    """Glossary, Supportive X: "+X power while with your Mane Character that shares a color
    with it" (also for a card given Supportive only while something holds). The colors both
    have now (711.4: the color modifiers apply first): Chic Beret's "is also [Generosity]"
    can make them share one, Twilight Sparkle, Drained's "lose and can't have colors" leaves
    none to share."""
    s = g.s
    c = s["cards"][iid]
    mane = s["players"][c["ctrl"]]["mane"]
    if (mane in s["cards"] and mane != iid and s["cards"][mane]["area"] == c["area"]
            and not set(power.colors(g, mane)).isdisjoint(power.colors(g, iid))):
        return x
    return 0


def host_ok(g, player: int, attach: str, target: int) -> bool:
    """Can a Resource with the placement rule `attach` (its `Spec.attach`) be played by
    `player` on that card? Decided by the rule alone, so that the places are worked out
    once for every card with the same rule (`actions._destinations`)."""
    return _host_refusal(g, player, attach, target, False) is None


_KINDS = {"friend": "a Friend", "mane": "a Mane Character", "troublemaker": "a Troublemaker", "problem": "a Problem",
          "resource": "a Resource", "event": "an Event", "dilemma": "a Dilemma"}
_WANTED = {"friend": ("friend",), "own_friend": ("friend",), "opponent_friend": ("friend",),
           "opponent_ready_friend": ("friend",), "opponent_mane": ("mane",), "mane": ("mane",),
           "troublemaker": ("troublemaker",), "opponent_troublemaker": ("troublemaker",),
           "own_troublemaker": ("troublemaker",), "opponent_non_epic_troublemaker": ("troublemaker",),
           "friend_or_troublemaker": ("friend", "troublemaker"), "character": ("friend", "mane"),
           "own_character": ("friend", "mane"), "problem": ("problem",), "resource": ("resource",),
           "friend_cost": ("friend",), "friend_color": ("friend",), "friend_trait": ("friend",)}
"""The card types each placement rule takes (by its name before a colon: "friend_cost:2")."""
_OWN = ("own_friend", "own_troublemaker", "own_character")
_OPPONENTS = ("opponent_friend", "opponent_ready_friend", "opponent_mane", "opponent_troublemaker",
              "opponent_non_epic_troublemaker")


def host_refused(g, player: int, attach: str, target: int) -> str | None:
    """What keeps `player` from playing a Resource with the placement rule `attach` on that
    card, in words said after the card's name ("is exhausted", "is controlled by P0, not by an
    opponent of P0"); None when the rule takes it (`host_ok`). A judge asking "play Bed Rest
    on <an exhausted Friend>" is told what fails about the card chosen (509.1)."""
    return _host_refusal(g, player, attach, target, True)


_REFUSED = ""
"""`_host_refusal`'s answer when the words were not asked for."""


def printed_host_ok(attach: str, host, own: bool) -> bool:
    """Can a Resource with the placement rule `attach` be on a card of spec `host`, controlled by
    the Resource's controller (`own`) or an opponent, as far as the printed cards tell: its type,
    whose it is, its cost and its traits. The judge's board editor offers such hosts only; what
    the state of the game decides (exhausted, a color given by a card) is left to the board."""
    rule = attach.split(":")[0]
    if host.type not in _WANTED.get(rule, ()):
        return False
    if (attach in _OWN and not own) or (attach in _OPPONENTS and own):
        return False
    if rule == "friend_cost" and (host.cost or 0) > int(attach.split(":")[1]):
        return False
    return not (rule == "friend_trait" and not host.has_trait(attach.split(":")[1]))


def _host_refusal(g, player: int, attach: str, target: int, say: bool) -> str | None:
    """`host_refused`, whose words are made only when `say` (else `_REFUSED` stands for them:
    `host_ok`, asked for every card in play, needs only yes or no)."""
    c = g.s["cards"][target]
    if c["zone"] != "play":
        return "is not in play" if say else _REFUSED
    if c["face_down"] or c["frightened"]:
        if not say:
            return _REFUSED
        return "is frightened (face-down)" if c["frightened"] else "is face-down"
    host = g.spec(target)
    kind = host.type
    wanted = _WANTED.get(attach.split(":")[0], ())
    if kind not in wanted:
        if not say:
            return _REFUSED
        said = " or ".join(_KINDS.get(k, k) for k in wanted) or "a card this rule takes"
        return f"is {_KINDS.get(kind, kind)}, not {said}"
    if attach in _OWN and c["ctrl"] != player:
        return f"is controlled by P{c['ctrl']}, not by P{player}" if say else _REFUSED
    if attach in _OPPONENTS and c["ctrl"] == player:
        return f"is controlled by P{player}, not by an opponent of P{player}" if say else _REFUSED
    if attach == "opponent_ready_friend" and c["exhausted"]:
        return "is exhausted" if say else _REFUSED
    if attach == "opponent_non_epic_troublemaker" and (power.is_epic(g, target)
                                                       or "Epic" in power.keywords(g, target)):
        return "is Epic" if say else _REFUSED  # (Epic printed, or given by a card, 516.4)
    if attach.startswith("friend_cost:") and (host.cost or 0) > int(attach.split(":")[1]):
        return f"costs {host.cost or 0}, more than {attach.split(':')[1]}" if say else _REFUSED
    if attach.startswith("friend_color:") and attach.split(":")[1] not in power.colors(g, target):
        # ("Play on an [Honesty] Friend": the colors it has now)
        return f"is not {attach.split(':')[1].title()} now" if say else _REFUSED
    if attach.startswith("friend_trait:") and not host.has_trait(attach.split(":")[1]):  # "Play on a Foal Friend"
        return f"is not {attach.split(':')[1].title()}" if say else _REFUSED
    return None


_HOSTS_LISTED = 3
"""How many cards in play refused for one reason `no_host_words` names (then "and N more")."""


def no_host_words(g, player: int, attach: str) -> str:
    """Why no card in play takes a Resource with the placement rule `attach` (509.1), said
    after that rule's words: that no card of the kind it is played on is in play ("; no
    Friend is in play"), or what keeps each of those in play from taking it, the cards
    refused for one reason together ("; Sweetie Sunrise, Early Riser #27 is exhausted;
    Holly Dash #5, Rarity #8 and 4 more are controlled by P0, not by an opponent of P0").
    "" when one of them would take it, kept by something else."""
    wanted = _WANTED.get(attach.split(":")[0], ())
    if not wanted:
        return ""
    cards = g.s["cards"]
    found = [i for i in g.s["play"] if g.spec(i).type in wanted]
    if not found:
        kinds = " or ".join(_KINDS.get(kind, kind).split(" ", 1)[1] for kind in wanted)
        return f"; no {kinds} is in play"
    by_reason: dict[str, list[str]] = {}
    for iid in found:
        fails = host_refused(g, player, attach, iid)
        if fails is None:
            return ""
        c = cards[iid]
        hidden = c["face_down"] and g.spec(iid).type == "troublemaker" and c["ctrl"] != player
        by_reason.setdefault(fails, []).append(f"{'face-down Troublemaker' if hidden else g.spec(iid).name} #{iid}")
    said = []
    for fails, names in by_reason.items():
        if len(names) == 1:
            said.append(f"{names[0]} {fails}")
            continue
        more = len(names) - _HOSTS_LISTED
        shown = names[:_HOSTS_LISTED] if more > 0 else names
        listed = f"{', '.join(shown)} and {more} more" if more > 0 else f"{', '.join(shown[:-1])} and {shown[-1]}"
        verb, rest = fails.split(" ", 1)
        said.append(f"{listed} {_PLURAL_VERBS.get(verb, verb)} {rest}")
    return "; " + "; ".join(said)


_PLURAL_VERBS = {"is": "are", "costs": "cost"}
"""The verbs `host_refused` starts its words with, said of several cards."""


def barred_from_moving(g, iid: int, player: int) -> bool:
    """Is `player` kept from moving this card ("Your opponent can't move this Friend": the
    continuous abilities of category "cant_be_moved_by", which bar the opponents of their
    card's controller; those of category "cant_move_away" bar every player)? Asked for the
    Move action (609.2b) and for moves by card text."""
    return barred_from_moving_by(g, iid, player) is not None


def barred_from_moving_by(g, iid: int, player: int) -> int | None:
    """The first card in play whose text keeps `player` from moving this card, or None:
    `barred_from_moving`'s answer, and the card a judge's "why not?" names."""
    for src, ability in g.static_abilities("cant_be_moved_by"):
        if (ability.params.get("anyone") or g.s["cards"][src]["ctrl"] != player) \
                and static_applies(g, src, iid, ability):
            return src  # ("That Friend ... can't move": by any player, `anyone`)
    # "characters without [Generosity] can't move away from this Problem": whoever moves them
    for src, ability in g.static_abilities("cant_move_away"):
        if static_applies(g, src, iid, ability):
            return src
    return None


def barred_from_area(g, iid: int, dest: str, mover: int | None = None) -> bool:
    """Is this card kept from being moved to `dest` ("Friends with Resources on them can't be
    moved here": the continuous abilities of category "cant_be_moved_to" of the cards at
    `dest`, whichever player moves it; with the parameter `opponents`, only when an opponent
    of their card's controller moves it: "Opponents can't move characters ... to this card's
    Problem")? Asked for the Move action (609.2b), for moves by card text and by the state as
    a card is moved (sending, 506.5, is not moving). `mover`: who moves it (by default, the
    card's controller, who moves it with the Move action)."""
    return barred_from_area_by(g, iid, dest, mover) is not None


def barred_from_area_by(g, iid: int, dest: str, mover: int | None = None) -> int | None:
    """The first card at `dest` whose text keeps this card from being moved there, or None:
    `barred_from_area`'s answer, and the card a judge's "why not?" names."""
    cards = g.s["cards"]
    for src, ability in g.static_abilities("cant_be_moved_to"):
        if cards[src]["area"] != dest:
            continue
        if ability.params.get("opponents") and \
                (cards[iid]["ctrl"] if mover is None else mover) == cards[src]["ctrl"]:
            continue
        if static_applies(g, src, iid, ability):
            return src
    return None


def move_barred_by(g, player: int, area: str) -> int | None:
    """The first card in play whose "can't move characters to this Problem" text keeps
    `player` from moving characters to `area` (category "cant_move_to"), or None: the card a
    judge's "why not?" names."""
    for src, ability in g.static_abilities("cant_move_to"):
        if static_value(g, src, player, ability, {"area": area}) > 0:
            return src
    return None


def host_matches(g, attachment: int, host: int) -> bool:
    """511.2: is the attachment still on a host that fits its description?"""
    spec = g.spec(attachment)
    attach = spec.attach
    if not attach or attach == "home":
        return True
    if attach == "opponent_troublemaker":
        # 509.4: the host description is "that Troublemaker"; "an opponent's" only says where
        # it may be played
        return host_ok(g, g.s["cards"][attachment]["ctrl"], "troublemaker", host)
    if attach in ("own_friend", "opponent_friend", "opponent_ready_friend") or attach.startswith("friend_cost:"):
        # 509.4: the host description is "this/that Friend"; "one of your Friends", "an
        # opponent's (ready) Friend" and "with cost N or less" only say where it may be played, so
        # a host whose controller or cost changes still fits
        c = g.s["cards"][host]
        return c["zone"] == "play" and not c["face_down"] and not c["frightened"] \
            and g.spec(host).type == "friend"
    if attach == "own_troublemaker":  # ("one of your Troublemakers": "that Troublemaker")
        c = g.s["cards"][host]
        return c["zone"] == "play" and not c["face_down"] and g.spec(host).type == "troublemaker"
    if attach == "own_character":  # (the same for "one of your characters": "that character")
        c = g.s["cards"][host]
        return c["zone"] == "play" and not c["face_down"] and not c["frightened"] \
            and g.spec(host).type in ("friend", "mane")
    return host_ok(g, g.s["cards"][attachment]["ctrl"], attach, host)


# ----- triggers -----------------------------------------------------------------------------


def trigger_matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Does this event trigger this ability of card `iid`? Returns the data to bind.
    Answered by the family that owns the wording (`registry.TRIGGER_MATCHERS` by name,
    `registry.EVENT_TRIGGERS` by event and name), else by the family of the event
    (`EVENT_TRIGGERS` by event); an event no family answers for triggers nothing."""
    matcher = TRIGGER_MATCHERS.get(ability.name)
    if matcher is None:
        event = ability.event
        matcher = EVENT_TRIGGERS.get((event, ability.name)) or EVENT_TRIGGERS.get(event)
        if matcher is None:
            return None
    return matcher(g, iid, ability, data)


def scored_with(g, iid: int, n: int) -> None:
    """517.2: remember points scored with a card during this Score Phase."""
    if n <= 0 or iid not in g.s["cards"] or g.s["phase"] != "score":
        return
    key = f"scored_with:{iid}"
    total = g.s["flags"].get(key, 0) + n
    g.s["flags"][key] = total
    g.emit_event("scored_with", {"card": iid, "amount": n, "total": total})


# the flags of instructions left for later that name a card in play by its id: "put that Friend on
# top of its owner's deck" at the end of a player's Score Phase (Hypnotized by Fear, `control`; the
# player's number follows), "retire that Friend" or "banish" it at the end of a faceoff, phase or
# turn (`delayed`; the moment follows)
DECK_TOP_AFTER_SCORE = "deck_top_after_score:"
LEFT_FOR_LATER = "delayed:"


def forget_card(g, iid: int, name: str) -> None:
    """A card in play became a different card keeping its id (frightened, turned face down,
    505.3; `name`: the card it was, as the log named it): what was kept about the card it was
    goes, the points scored with it, the instructions left for later naming it, which no
    longer find it (410.6), its place among the Troublemakers challenged in this Challenge
    Step: the card it became has not been challenged (608.3), and the "Nothing happens" lines
    its texts did not repeat (`forget_said`)."""
    forget_said(g, iid, name)
    for frame in g.s["stack"]:
        if frame["op"] == "challenge" and iid in frame.get("challenged", ()):
            frame["challenged"].remove(iid)
    flags = g.s["flags"]
    flags.pop(f"scored_with:{iid}", None)
    for key in [k for k in flags if k.startswith((DECK_TOP_AFTER_SCORE, LEFT_FOR_LATER))]:
        kept = [n for n in flags[key] if (n.get("card") if isinstance(n, dict) else n) != iid]
        if kept:
            flags[key] = kept
        else:
            del flags[key]


def forget_said(g, iid: int, name: str) -> None:
    """The card `name` became a different card (505.3): the texts of the card it becomes,
    face up again (uncovered, unfrightened) under the same name and number, have said nothing
    yet, so a "Nothing happens" line the card it was did not repeat is said again. The log
    place where it changed counts as a place where each of its repeating triggered texts
    (`_repeating`) did something (`text_did_at`, what `_said_last` reads and a saved board's
    `said` object keeps), at either player's turns."""
    spec = g.spec(iid)
    by, place = g.by_text(name), len(g.log)
    for index, ability in enumerate(spec.abilities):
        if ability.kind == "trigger" and not _once_a_card(ability):
            for parity in (0, 1):
                insort(g.text_did_at.setdefault((by, index, parity), []), place)


def forget_points_scored_with(g) -> None:
    """A Score Phase begins: the points of an earlier one no longer count towards "at least 2
    points with this card during one Score Phase" (Rarity, Dazzling Fashionista, 517.2)."""
    flags = g.s["flags"]
    for key in [k for k in flags if k.startswith("scored_with:")]:
        del flags[key]


# modifiers that give a card a keyword or take one away: with one, any card may have any keyword
_KEYWORD_MODS = (KEYWORD_MOD, KEYWORD_LOST)


def keyword_holders(g, keyword: str) -> list[int]:
    """Cards in play that have a keyword now, in play order (cached until the board
    changes; do not modify).

    Most keywords asked about (those of keyword triggers, each turn and as cards enter
    play) are printed on no card of the game (`keyword_card_ids`, either face; Teamwork
    shares printed keywords too), and without a continuous ability granting keywords in
    play (`BoardIndex.statics`, kept through every change the index follows) or one a
    Teamwork card could share, nothing else gives one: then nothing has it, known
    without the memo, which most changes to the board drop.
    """
    board = g.board()
    found = _holders_at_a_look(g, board, keyword)
    return _holders_now(g, board, keyword) if found is None else found


def keyword_holders_at(g, keyword: str, area: str) -> list[int]:
    """`keyword_holders` at one area, in play order. When the holders in play would be
    read from every card's keywords (a keyword modifier, or a continuous ability in play
    that may grant this keyword), they are read from the keywords of the cards at the
    area alone: the Showy of the opposing cards at each Problem a character may move to
    is asked at every listing of moves, and the memo of the holders in play is dropped by
    most changes to the board."""
    board = g.board()
    found = _holders_at_a_look(g, board, keyword)
    if found is None:
        return [iid for iid in g.at(area) if keyword in _power_values.keywords(g, iid)]
    cards = g.s["cards"]
    return [iid for iid in found if cards[iid]["area"] == area] if found else found


def _holders_at_a_look(g, board, keyword: str) -> list[int] | None:
    """`keyword_holders` when a few kept look-ups tell them; None when they must be read
    from the cards' keywords (`_holders_now`)."""
    mods = g.s["mods"]
    if mods and any(m["kind"] in _KEYWORD_MODS for m in mods):
        return None  # (a keyword modifier: any card may have any)
    printed_anywhere = g.keyword_card_ids()
    if not board.teamwork and "grant_keyword" not in board.statics and keyword not in printed_anywhere:
        return _NO_HOLDERS
    if board.keywords_printed_only():
        # the holders are the face-up cards with it printed on their current face, which
        # the board index follows as cards come and go (what the look-up below finds,
        # without the memo, which every change to the board drops)
        return _printed_holders(g, board).get(keyword, _NO_HOLDERS)
    if keyword not in _grantable_keywords(g, board):
        # nothing in play can grant it: only face-up cards with it printed on their
        # current face have it (what `power.keywords` would say, without building it),
        # and only cards of the kinds with it printed on a face may. Read without the
        # memo: a few kept look-ups, where the memo, which most changes to the board
        # drop, seldom answered (~1 time in 20)
        if not printed_anywhere.get(keyword):
            return _NO_HOLDERS
        found = _printed_holders(g, board).get(keyword, _NO_HOLDERS)
        lost = g.lost_abilities() if found else None  # "loses and can't have abilities": printed keywords too
        if lost:
            found = [iid for iid in found if iid not in lost]
        return found
    return None


def _holders_now(g, board, keyword: str) -> list[int]:
    """`keyword_holders` read from each card's keywords: kept with the board (`board.memo`)
    unless a volatile grant in play could give the keyword (`VOLATILE_KEYWORD_STATICS`:
    it reads what the board does not follow)."""
    table = board.memo
    found = table.get(("holders", keyword))
    if found is None:
        found = [iid for iid in g.s["play"] if keyword in _power_values.keywords(g, iid)]
        if not any(ability.name in VOLATILE_KEYWORD_STATICS and ability.params["keyword"] == keyword
                   for _src, ability in g.static_abilities("grant_keyword")):
            table[("holders", keyword)] = found
    return found


_NO_HOLDERS: list[int] = []  # (shared: callers never modify the holders they get)


def _printed_holders(g, board) -> dict[str, list[int]]:
    """Face-up cards in play by the keywords printed on their current face, in play
    order: one pass for every keyword, then kept by the board index (`board`) as cards
    enter and leave play (see `BoardIndex.printed_holders`)."""
    found = board.printed_holders
    if found is None:
        found = board.printed_holders = {}
        cards = g.s["cards"]
        for iid in g.s["play"]:
            c = cards[iid]
            if not c["face_down"] and not c["frightened"]:
                for name in g.spec(iid).keywords:
                    holders = found.get(name)
                    if holders is None:
                        found[name] = [iid]
                    else:
                        holders.append(iid)
    return found


def _grantable_keywords(g, board) -> set[str]:
    """Keywords some card in play could grant now: by a continuous ability, or by
    Teamwork (the printed keywords of the current face of a card printed with or given
    Teamwork); kept with the board index (`board`)."""
    cache = board.memo
    found = cache.get("grantable")
    if found is None:
        found = set()
        for _src, ability in g.static_abilities("grant_keyword"):
            found.add(ability.params["keyword"])
        if board.teamwork:
            cards = g.s["cards"]
            for iid in g.s["play"]:
                if board.has_teamwork(g, iid, cards[iid]["card"]):
                    found.update(g.spec(iid).keywords)
        cache["grantable"] = found
    return found


# ----- replacement modifiers (710) ----------------------------------------------------------


def dismiss_replacements(g, iid: int) -> list[tuple[str, str]]:
    """The replacement modifiers that could replace this card being dismissed (710): those
    of the card's own keywords (`registry.OWN_DISMISSAL_REPLACEMENTS`, Persistent), those
    offered by cards listening for "would dismiss" (`registry.DISMISSAL_OFFERS` by the
    listening ability's name) and replacement text read in parts."""
    options = [found for offer in OWN_DISMISSAL_REPLACEMENTS if (found := offer(g, iid)) is not None]
    listeners = g._listeners("would_dismiss")
    if listeners:
        for src in listeners:
            if g.face_up(src):
                for _, ability in g.spec(src).triggers.get("would_dismiss", ()):
                    offer = DISMISSAL_OFFERS.get(ability.name)
                    found = None if offer is None else offer(g, src, iid)
                    if found is not None:
                        options.append(found)
        options.extend(replacement.options(g, iid, "dismiss"))
    return options


def kept_from_cost(g, iid: int, verb: str, player: int) -> str | None:
    """What keeps this card from paying `player`'s cost that takes it out of play by `verb`
    ("retire one of your Friends to ...", "retire this card to ...": the text before "to",
    703.1d), in words; None when it can pay it. The one check every such cost asks, both
    when it offers cards and when it says whether the cost can be paid. What keeps the card
    in play (`MlpGame.kept_in_play`, 705.2e), or replacement text that would change its
    leaving: 508.1a, any part of a cost that would be replaced can't be paid, so a card
    paying it must go where the cost sends it. A retired or dismissed card goes to its
    owner's discard pile, and "If a card would enter your discard pile from play, banish it
    instead" (HM74 Hoity Toity, 710.1: nothing to choose) replaces that; "If one of your
    Friends would leave play, you may ... instead" (LL108 Golden Parachute), the card's own
    Persistent (any leaving), a dismissal's own replacements (`dismiss_replacements`), and
    "If another one of your Friends would be ... banished, ..., you may retire this card
    instead" (SB56 Brian) for a banishment, are read as I Need Answers' cost reads them: an
    optional replacement that applies is one that would replace it. A card returned to a hand is banished instead by
    "If a Friend would be put into a player's hand from play, banish that Friend instead"
    (EO146 Bedtime)."""
    kept = g.kept_in_play(iid, verb, player)
    if kept is not None:
        return kept
    if verb in ("retire", "dismiss") and g.banished_instead_of_discard(iid):
        return f"{banisher_words(g, iid)} would banish it instead of putting it into its owner's discard pile (508.1a)"
    if verb == "bounce" and (bouncer := replacement.bounce_replacer(g, iid)) is not None:
        return f"{g.name(bouncer)}'s text would banish it instead of putting it into a hand (508.1a)"
    found = dismiss_replacements(g, iid) if verb == "dismiss" else []
    found = found or (replacement.options(g, iid, "banish") if verb == "banish" else [])
    found = found or replacement.options(g, iid, "leave_play")
    if not found:
        return None
    key, label = found[0]
    # (replacement text read in parts is keyed "instead:<its card>:<ability>": name the card)
    who = f"{g.name(int(key.split(':')[1]))}'s text" if key.startswith("instead:") else f'"{label}"'
    return f"{who} would replace its leaving (508.1a)"


def banisher_words(g, iid: int) -> str:
    """Which text banishes this card instead of letting it enter its owner's discard pile
    (`MlpGame.banishing_text`): "Hoity Toity #5's text" (a card in play its owner controls),
    "What's Old is New Again's text" (an Event's "this phase"), the card whose permission it
    was played by; "an effect" when the board does not say which card's."""
    by = g.banishing_text(iid)
    return f"{by}'s text" if by else "an effect"


# The key under which a text dismissing or retiring one card keeps that card's record
# (`leaving_record`) in its frame until every replacement of that occurrence is decided:
# "<dismiss a card>. If you do, ..." (SB19 Big Mac) and "retire another one of your Friends.
# If you do, ..." (AD201 King Sombra) go on only if the card went to its owner's discard pile,
# not frightened by Persistent, kept in play by another card retired instead (Repair Team,
# Golden Parachute) or put elsewhere (710.1, `left_as_sent`; texts read in parts:
# `steps.run`; a card's own code: `left_as_told`, which keeps the outcome under
# `LEFT_AS_TOLD`).
LEAVING_PLAY = "leaving_play"
LEFT_AS_TOLD = "left_as_told"
LEFT_EACH = "left_each"  # (`left_as_told_each`: the cards read so far, and those that left as told)


def leaving_record(g, iid: int) -> dict:
    """What "if you do" needs to know about a card about to be dismissed or retired, read
    again once every replacement of that occurrence is decided (`left_as_sent`); and its
    power as it last was in play (410.6a: "the combined power of Friends retired this way")."""
    c = g.card(iid)
    g.watch_move(iid)  # (where this card itself goes, read by `left_as_sent`)
    return {"card": iid, "owner": c["owner"], "token": bool(c.get("token")), "power": power.power(g, iid) or 0}


def left_as_sent(g, record: dict) -> bool:
    """Whether the card of `record` (`leaving_record`) went where dismissing (410.1) or
    retiring (410.2) sends it: it left play and went to its owner's discard pile (a token
    ceases to exist instead, 521.3). A card kept in play (Persistent frightened it, another
    card was retired instead, Golden Parachute was retired and two cards discarded instead,
    it can't leave play) or sent elsewhere instead (the top of its owner's deck, a hand, the
    banished zone) was not dismissed or retired (710.1), so an "if you do" after it does not
    happen. It is read from where that card itself was sent (`MlpGame.watched_move`): cards a
    replacement discards meanwhile, or cards leaving the discard pile, don't count."""
    went = g.watched_move(record["card"])
    if record["card"] in g.s["cards"]:
        return False  # (a card that leaves play becomes a new card, 410.6)
    if went is None and "discard" in record:  # (a board saved before moves were watched)
        return record["token"] or len(g.s["players"][record["owner"]]["discard"]) > record["discard"]
    return went == "discard"


def left_as_told(g, f: dict, iid: int, verb: str, rule: str) -> bool | None:
    """For a card's own runner reading "<Retire / dismiss> <a card>. If you do, ...": the first
    call retires or dismisses the card (`verb`) and gives None (the runner returns False: a
    replacement of that may ask first, 710.5, and the runner is called again once it is
    decided); the calls after give whether the card went where the verb sends it
    (`left_as_sent`), kept in the frame. A card no longer in play as the text resolves is
    neither (410.1, 410.2)."""
    data = f["data"]
    if LEFT_AS_TOLD not in data:
        if LEAVING_PLAY not in data:
            if not in_play(g, iid):
                data[LEFT_AS_TOLD] = False
                return False
            data[LEAVING_PLAY] = leaving_record(g, iid)
            if verb == "retire":
                g.retire(iid, rule)
            else:
                g.dismiss(iid, rule)
            return None
        data[LEFT_AS_TOLD] = left_as_sent(g, data.pop(LEAVING_PLAY))
    return data[LEFT_AS_TOLD]


def left_as_told_each(g, f: dict, cards: Sequence[int], verb: str, rule: str) -> list[dict] | None:
    """For "<Retire / dismiss> any number of <cards>. If you do, ... that many" and "... the
    combined power of Friends retired this way": the cards are retired or dismissed one after
    another, each read by `left_as_told` once its replacements are decided (710.5); the
    records (`leaving_record`) of those that went where the verb sends them (710.1: one kept
    in play or sent elsewhere instead was not retired or dismissed). None while a replacement
    is being decided (the runner returns False and is called again)."""
    data = f["data"]
    tally = data.setdefault(LEFT_EACH, {"read": 0, "left": []})
    while tally["read"] < len(cards):
        left = left_as_told(g, f, cards[tally["read"]], verb, rule)
        if left is None:
            tally["record"] = data[LEAVING_PLAY]  # (`left_as_told` reads it off the frame once decided)
            return None
        record = tally.pop("record", None)
        del data[LEFT_AS_TOLD]  # (the next card gets its own record)
        tally["read"] += 1
        if left:
            tally["left"].append(record)
    return tally["left"]


def question_pushed(g, f: dict) -> bool:
    """Whether what the frame `f` just did to one card pushed a question of its own above
    `f` (a replacement of it, 710.5; the price of a move). A text acting on several cards
    one after another and asking something between two of them (where the next one goes,
    which card gets the next counter) returns False then, and goes on once that question is
    decided: each card's question comes in the order the cards were chosen (705.2e), before
    the next card's (see `MlpGame.push_question` for texts that ask nothing between cards).
    A text read in parts waits the same way before its next part (`steps.run`). The questions
    are those of `QUESTIONS`; another frame above `f` (a faceoff the text starts) is not one."""
    top = g.s["stack"][-1]
    return top is not f and top["op"] in QUESTIONS


def retire_any_number(g, f: dict, player: int, kind: str, prompt: str, rule: str,
                      friends: Callable[[], Sequence[int]] | None = None) -> list[dict] | None:
    """ "Retire any number of Friends" (as an effect, 410.2: only the player's own; as an
    additional cost, 705.2d): the player picks none or more of `friends` (listed only when
    asked; by default every Friend they control, face-down ones too) with a question of
    this `kind`, and they are retired one after another in the order chosen, each once its
    replacements are decided (`left_as_told_each`). Gives the records (`leaving_record`) of
    those that really left, for "that many" and "the combined power of Friends retired this
    way" (710.1: not one kept in play or banished instead).
    None while a question or a replacement is being decided (the caller returns False and
    is called again)."""
    data = f.setdefault("data", {})
    if "chosen" not in data:
        cands = friends() if friends is not None else [i for i in g.characters(player) if g.is_type(i, "friend")]
        ans = choose(g, f, player, kind, prompt, [(f"card:{i}", g.name(i)) for i in cands], 0, len(cands))
        if ans is None:
            return None
        data["chosen"] = [card_of_option(key) for key in ans]
    return left_as_told_each(g, f, data["chosen"], "retire", rule)


def replace_dismiss(g, iid: int, by_game: bool, used: Sequence[int] = (), rule: str = "410.1") -> int | None:
    """A card would be dismissed: Persistent and 'instead' abilities may replace that.
    Optional replacements ask the affected player through a frame; 0 is returned then.
    Replacement text read in parts (`engine.mlp.effects.replacement`) runs in its own frame.
    `rule`: the rule that dismisses it (607.3: an Epic Troublemaker uncovered), cited when
    it is dismissed all the same."""
    if by_game:
        return None
    options = dismiss_replacements(g, iid)
    if not options:
        return None
    if any(key.startswith("instead:") for key, _ in options):
        return 0 if replacement.replace(g, iid, "dismiss", rule, used, options) else None
    frame = {"op": "replace_dismiss", "card": iid, "options": [list(o) for o in options]}
    if rule != "410.1":
        frame["rule"] = rule  # (the plain dismissal's rule is not written down)
    g.push_question(frame)
    return 0


@op("replace_dismiss")
def _replace_dismiss(g, f: dict) -> bool:
    iid = f["card"]
    if iid not in g.s["cards"] or g.card(iid)["zone"] != "play":
        return True
    ans = f.pop("ans", None)
    if ans is None:
        asked = replacement_question(f"{g.name(iid)} would be dismissed",
                                     offering_cards(g, (key for key, _ in f["options"]), iid))
        g.ask(g.card(iid)["ctrl"], "replacement", asked, [("none", "Let it be dismissed"), *[tuple(o) for o in f["options"]]])
        return False
    key = ans[0]
    kind, _, src = key.partition(":")
    instead = DISMISSALS_REPLACED.get(kind)
    if src:
        f["src"] = int(src)  # (what it does instead is that card's text: `MlpGame.text_resolving`)
    if instead is not None:
        instead(g, iid)
    else:
        g.leave_play(iid, "discard", f.get("rule", "410.1"), "dismissed")
    return True


# ----- timing and reactions (512) -----------------------------------------------------------


def faceoff_kind_ok(g, timing: str) -> bool:
    fo = g.s["faceoff"]
    if fo is None:
        return False
    if timing.startswith("problem_faceoff"):
        return fo["kind"] == "problem"
    if timing.startswith("troublemaker_faceoff"):
        return fo["kind"] == "troublemaker"
    return True


def reaction_events(g, player: int, iid: int, spec: Spec) -> list[int]:
    """The occurrences a Reaction Event may be played to answer now (`reaction_occurrences`)."""
    return [n for n, _ in reaction_occurrences(g, player, iid, spec)]


def reaction_occurrences(g, player: int, iid: int, spec: Spec) -> list[tuple[int, dict]]:
    """The occurrences a Reaction Event may be played to answer now, each with what its text
    names ("that Friend"): its reaction condition met since the last priority window closed
    (512.4d), by occurrences it has not answered (512.4c), while the Event passes the checks
    every Event passes (`event_allowed`) and, for that occurrence, its instructions can be
    followed (705.2: the family's matcher asks it with what the text names; else
    `PLAY_CHECKS`, as `can_play_event` asks). `reaction_met`: the occurrences that meet the
    condition whatever the text and the checks say (a judge's "why not?" tells the two apart)."""
    index = play_ability_index(spec)
    if index < 0 or not event_allowed(g, player, spec.abilities[index]):
        return []
    ability = spec.abilities[index]
    matcher = REACTION_MATCHERS.get(ability.name)
    if matcher is not None:
        return matcher(g, player, iid, ability, f"card:{spec.id}")
    if not _instructions_possible(g, player, iid, ability):
        return []
    return [(n, {}) for n in reaction_matches(g, player, ability, f"card:{spec.id}")]


# why a reaction whose condition no occurrence meets is not offered (`reaction_met`), or none
# was met at all: the one wording of 512.4d, for a Reaction Event and for the reaction ability
# of a card in play alike
REACTION_NOT_MET = ("512.4d", "its reaction condition has not been met since the last priority window closed")


def reaction_met(g, player: int, iid: int, ability: Ability, tag: str) -> list[tuple[int, dict]]:
    """The occurrences that meet a reaction's condition from `player`'s side since the last
    priority window closed (512.4d), that it has not answered (512.4c), whatever its text and
    the other checks say; each with what its text names. `tag`: "card:<library id>" for a
    Reaction Event, "ability:<card>" for the reaction ability of a card in play. A judge's "why
    not?" asks it, for both alike, to tell an unmet condition (`REACTION_NOT_MET`) from
    instructions that can't be followed."""
    matcher = REACTION_MATCHERS.get(ability.name)
    if matcher is not None:
        return matcher(g, player, iid, ability, tag, followed=False)
    return [(n, {}) for n in reaction_matches(g, player, ability, tag)]


def reaction_matches(g, player: int, ability: Ability, tag: str) -> list[int]:
    s = g.s
    p = ability.params
    fo = s["faceoff"]
    if ability.timing.startswith("problem_faceoff") and (fo is None or fo["kind"] != "problem"):
        return []
    out = []
    for ev in s["reactions"]:
        if tag in ev.get("used", ()) or ev["event"] != p.get("condition"):
            continue
        if ev.get("player") != player:
            continue
        if ev["event"] == "flip":
            if fo is None or ev["card"] not in s["cards"] or ev["card"] in fo["ignored"]:
                continue
            if p.get("tm_only") and fo["kind"] != "troublemaker":
                continue
            if p.get("opponent_challenging") and fo["challenger"] == player:
                continue
        elif ev["event"] == "faceoff_won":
            if ev["kind"] != "problem" or ev["margin"] < p.get("margin", 0):
                continue
        elif ev["event"] == "tm_defeated":
            color = p.get("color")
            if not ev["colors"] or any(color not in cols for cols in ev["colors"]):
                continue
        out.append(ev[STAMP])
    return out


def no_events_flag(player: int) -> str:
    """The flag of a player who can't play Events this turn (`MlpGame.ban_for_turn`)."""
    return f"no_events:{player}"


def events_barred_by(g, player: int) -> str | None:
    """What keeps `player` from playing Events, in words naming the card whose text does it;
    None when nothing does. "Opponents can't play Events this turn": a ban recorded for
    `player` this turn (The Vote); "Chaos: While this card is flipped, players can't play
    Events." (category "no_events_flipped" of a card flipped in the running faceoff whose
    flipper's cards keep their abilities)."""
    source = g.banned_this_turn(no_events_flag(player)) if g.s["flags"] else None
    if source is not None:
        return f"{source}'s text says P{player} can't play Events this turn"
    fo = g.s["faceoff"]
    if fo is None:
        return None
    cards = g.s["cards"]
    for flipper, flipped in enumerate(fo["flipped"]):
        for iid in flipped:
            if (iid in cards and iid not in fo["ignored"] and "no_events_flipped" in g.spec(iid).statics
                    and not power.flipped_abilities_lost(g, flipper)):
                return f"{g.name(iid)}'s text says players can't play Events while it is flipped"
    return None


def faceoff_plays_flag(player: int) -> str:
    """The flag of a player who can't play cards during faceoffs this turn: [the turn, the id
    of the card whose text said so] (a file holding the turn alone still loads)."""
    return f"no_faceoff_plays:{player}"


def bar_faceoff_plays(g, player: int, card_id: str) -> None:
    """`player` can't play cards during faceoffs until the end of this turn, as the text of
    the card with library id `card_id` says ("opponents can't play cards during faceoffs")."""
    g.s["flags"][faceoff_plays_flag(player)] = [g.s["turn"], card_id]


def faceoff_plays_barred(g, player: int) -> str | None:
    """"Opponents can't play cards during faceoffs" (until the end of the turn): the name of
    the card whose text recorded the ban for `player` this turn ("a card" for a file that did
    not keep it), else None; read while a faceoff runs (`faceoff_play_ban`)."""
    found = g.s["flags"].get(faceoff_plays_flag(player))
    turn, card_id = (found, None) if isinstance(found, int) else (found or (None, None))
    if turn != g.s["turn"]:
        return None
    return g.lib.spec(card_id).name if card_id else "a card"


def faceoff_play_ban(g, player: int) -> tuple[int | None, str] | None:
    """Does a text keep `player` from playing cards in the running faceoff (104.2: the
    "can't" wins), and which: (the card in play whose text it is, or None for a text that
    was played earlier this turn; the reason in words), else None. The one home of the three
    texts: "Opponents can't play cards during faceoffs involving this card." (EO211),
    "While an opponent's Mane Character is boosted, that player can't play cards during
    faceoffs involving their Mane Character." (AD64) and Listen Up!'s "opponents can't play
    cards during faceoffs" for the rest of the turn (FF92).

    Playing a card is one action, activating an ability another (705.1, 703.1): the ban
    keeps off the cards a player would play (from a hand, a discard pile or wherever a text
    lets them), not the abilities used from a hand or a discard pile ("Banish this card from
    your hand to ..."), unless the ability itself plays the card (`actions.legal`)."""
    s = g.s
    if s["faceoff"] is None:
        return None
    involving = g.static_abilities("cant_play_cards")
    for src, ability in involving:
        if static_value(g, src, player, ability, {}):
            return src, f"{g.name(src)}'s text says P{player} can't play cards during faceoffs involving it"
    if s["flags"] and (named := faceoff_plays_barred(g, player)) is not None:
        return None, f"{named}, played this turn, says P{player} can't play cards during faceoffs this turn"
    if g.static_abilities("no_plays_in_faceoff") and (src := plays_barred_in_faceoff(g, player)) is not None:
        return src, (f"{g.name(src)}'s text says P{player} can't play cards during a faceoff involving "
                     f"their boosted Mane Character")
    return None


def barred_from_playing_now(g, player: int, what: str | None = None) -> bool:
    """A text that has `player` play a card as it resolves ("play that Resource from your
    discard pile for free", "search your deck for Dr. Hooves, play it") meets the same ban as
    a card played as an action (`faceoff_play_ban`): during a faceoff in which a text bars
    them from playing cards (104.2: the "can't" wins) the play is not done and no choice of it
    is offered (705.2e: players can't choose to do things that can't be done); the rest of the
    text still happens. The one check of such plays: the offers ask it with `what` None; the
    step that would play names the card or cards in `what`, and the log says which text bars
    the play."""
    ban = faceoff_play_ban(g, player)
    if ban is None:
        return False
    if what is not None:
        g.note("104.2", f"P{player} can't play {what}: {ban[1]}")
    return True


def can_play_event(g, player: int, iid: int, spec: Spec) -> bool:
    """Events whose instructions could not be followed are not offered (705.2 rewind), nor
    any Event while the player is barred from playing Events, nor one whose text a card in
    play forbids (`event_allowed`). A Reaction Event: when it may answer some occurrence
    (`reaction_events`, which asks the same checks)."""
    index = play_ability_index(spec)
    if index < 0:
        return False
    if spec.timing.endswith("reaction"):
        return bool(reaction_events(g, player, iid, spec))
    ability = spec.abilities[index]
    return event_allowed(g, player, ability) and _instructions_possible(g, player, iid, ability)


def event_allowed(g, player: int, ability: Ability) -> bool:
    """The checks of an Event played that read neither its instructions nor a reaction's
    occurrence, the same for every Event wherever it is played from: the player is not
    barred from playing Events (104.2), and no card in play forbids what its text does
    (FF113: "Players can't search decks ...", "Cards can't leave discard piles.")."""
    return events_barred_by(g, player) is None and closed_zone(g, ability.name) is None


def _instructions_possible(g, player: int, iid: int, ability: Ability) -> bool:
    """Can the Event's instructions be followed now (705.2), as its family's check says (none:
    they always can)?"""
    return bool(play_check(g, player, iid, ability))


def own_friends(g, player: int) -> list[int]:
    """The player's Friends in play, frightened ones too: a frightened Friend is still a Friend
    (505.1, 505.2; `steps.NOT_FOR_FRIGHTENED` lists what it can't undergo)."""
    return [i for i in g.characters(player) if g.is_type(i, "friend")]


def opposing_friends(g, player: int) -> list[int]:
    """The Friends in play that `player` doesn't control, frightened ones too (`own_friends`)."""
    return own_friends(g, 1 - player)


def nameable(g, iid: int) -> bool:
    """Can a text name this card in play ("if you have a Lyra", "while with your Rainbow
    Dash")? A face-down card keeps its card information, its name too (505.1), so a
    frightened Friend is named; only a face-down Troublemaker has no name (505.1d.i, 505.2)."""
    return not g.s["cards"][iid]["face_down"]


SELF_LEAVING_COSTS = {"retire_self": "retire", "dismiss_self": "dismiss", "banish_self": "banish",
                      "bounce_self": "bounce", "deck_top_self": "deck_top"}
"""The costs (text read in parts) that take the card itself out of play, with how: a card
kept in play, or whose leaving a replacement would change, can't pay them (705.2e, 508.1a:
`kept_from_cost`)."""
# how a refusal says what such a cost does to the card
_LEAVING_WORDS = {"retire": "retires {}", "dismiss": "dismisses {}", "banish": "banishes {}",
                  "bounce": "puts {} into its owner's hand", "deck_top": "puts {} on top of its owner's deck"}


def kept_for_cost(g, player: int, iid: int, ability: Ability) -> str | None:
    """Why a cost of the ability (or Event) that takes cards out of play can't be paid,
    naming the card whose text keeps each (`MlpGame.kept_in_play`): this card itself ("Retire
    this card to ..."), or the only cards of the player's that fit a cost that retires some
    ("Retire another Friend to ...", `registry.KEPT_FROM_COSTS`); None when no card kept in
    play is what stops it."""
    for cost in ability.params.get("costs", ()):
        verb = SELF_LEAVING_COSTS.get(cost[0])
        kept = kept_from_cost(g, iid, verb, player) if verb is not None else None
        if kept is not None:
            return f"its cost {_LEAVING_WORDS[verb].format(g.name(iid))}, and {kept}"
        only = KEPT_FROM_COSTS[cost[0]](g, player, iid, cost) if cost[0] in KEPT_FROM_COSTS else []
        if only:
            by_keeper: dict[str, list[str]] = {}
            for i in only:
                by_keeper.setdefault(kept_from_cost(g, i, "retire", player), []).append(g.name(i))
            # (the keeper's words speak of one card, "… keeps it from leaving play": said of each)
            each = "; ".join(f"{and_listed(names)} ({'' if len(names) == 1 else 'of each: '}{keeper})"
                             for keeper, names in by_keeper.items())
            return f"its cost retires cards of P{player}'s, and the only ones that fit are kept in play or would be replaced leaving it: {each}"
    return None


PHASE_TIMINGS: dict[str, str | None] = {"score_phase": "score", "troublemaker_phase": "troublemaker",
                                        "any_phase": None}
"""The "[x] Phase" timing phrases of abilities ("Score Phase:", "Troublemaker Phase:", "Any
Phase:") and the phase each names (None: any)."""


def phase_timing_refusal(g, player: int, timing: str) -> str | None:
    """512.3: an ability with an "[x] Phase" timing phrase is activated only by the turn player,
    during that phase of their turn, and never during a faceoff (512.3a). Why `player` can't
    activate one with this timing now, in words; None when they can (or the timing is another)."""
    if timing not in PHASE_TIMINGS:
        return None
    s = g.s
    wanted = PHASE_TIMINGS[timing]
    phrase = f"{wanted.title()} Phase" if wanted else "Any Phase"
    if s["turn_player"] != player:
        return f"it is P{s['turn_player']}'s turn, and only the turn player activates \"{phrase}\" abilities"
    if s["faceoff"] is not None:
        return f"a faceoff is going on, and \"{phrase}\" abilities are not activated during a faceoff (512.3a)"
    if wanted and s["phase"] != wanted:
        return f"it is activated during the {phrase}, and this is the {phase_name(s['phase'])}"
    return None


def not_exhaustable(g, iid: int, subject: str) -> tuple[str, str]:
    """Why an exhausted or frightened card can't be exhausted, for a judge's "why not?" of a
    cost or instruction exhausting it: (rule, words) after `subject` ("its cost exhausts
    Spike #5, which", "Golden Gavel #7"): "is already exhausted" (503.2a: cards with
    exhaustion counters on them can't become exhausted) or "is frightened" (504.2a)."""
    if g.s["cards"][iid]["frightened"]:
        return "504.2a", f"{subject} is frightened"
    return "503.2a", f"{subject} is already exhausted"


def cant_exhaust_words(g, iid: int) -> str:
    """A cost exhausting a card a continuous ability says can't be exhausted, in a judge's
    words (104.2a): that card, and the card and text that keep it from being exhausted
    ("its cost exhausts Rising Star #5, which can't be exhausted (Bed Rest #9's text says
    so: “That Friend can't be exhausted.”)")."""
    keeper = next(((src, ability) for src, ability in g.static_abilities("cant_exhaust")
                   if static_applies(g, src, iid, ability)), None)
    by = f" ({g.name(keeper[0])}'s text says so: “{keeper[1].text}”)" if keeper is not None else ""
    return f"its cost exhausts {g.name(iid)}, which can't be exhausted{by}"


def can_activate(g, player: int, iid: int, ability: Ability,
                 why: list[tuple[str, str]] | None = None) -> bool:
    """Costs payable (508.1d) and the instructions can be followed; when not and `why` is a
    list, (rule, words) of each reason is added to it (a judge's "why not?"): a reaction's
    unmet condition (512.4d) first, then a cost that can't be paid besides, as either alone
    keeps it off the list (The Crystal Heart with no counters, after no phase started)."""
    if why is None:
        return _can_activate(g, player, iid, ability, None)
    found: list[tuple[str, str]] = []
    if _can_activate(g, player, iid, ability, found):
        return True
    if ability.timing.endswith("reaction") and not reaction_met(g, player, iid, ability, f"ability:{iid}"):
        if REACTION_NOT_MET not in found:
            found.insert(0, REACTION_NOT_MET)
        # (the reason its family gives, when it is a cost that can't be paid: with the condition
        # unmet, its instructions are not read, as what they would name is not known)
        if not any(rule in COST_RULES for rule, _words in found):
            kept = kept_for_cost(g, player, iid, ability)
            said = ("705.2e", kept) if kept is not None else _activation_refusal(g, player, iid, ability)
            if said is not None and said[0] in COST_RULES:
                found.append(said)
    why.extend(found)
    return False


COST_RULES = ("508.1d", "104.2a", "705.2e")
"""The rules a cost that can't be paid is refused by: can't be paid (508.1d), requires what
can't happen (104.2a), the cards it takes kept from it (705.2e)."""


def _can_activate(g, player: int, iid: int, ability: Ability, why: list[tuple[str, str]] | None) -> bool:
    s = g.s
    c = s["cards"][iid]
    p = ability.params
    if p.get("exhaust_self") and (c["exhausted"] or c["frightened"]):
        if why is not None:
            why.append(not_exhaustable(g, iid, f"its cost exhausts {g.name(iid)}, which"))
        return False
    leaving = "retire" if p.get("retire_self") else p.get("self_leaving")
    kept = kept_from_cost(g, iid, leaving, player) if leaving else None
    if kept is not None:  # 705.2e: a cost that can't be paid ("can't be retired", "can't leave play")
        if why is not None:
            why.append(("705.2e", f"its cost {_LEAVING_WORDS[leaving].format(g.name(iid))}, and {kept}"))
        return False
    if p.get("exhaust_self") and not g.can_be_exhausted(iid):
        if why is not None:  # (104.2a: a cost requiring what can't happen can't be paid)
            why.append(("104.2a", cant_exhaust_words(g, iid)))
        return False
    tokens = _tokens_on_activation(g, iid, ability)
    if s["players"][player]["tokens"] < tokens:
        if why is not None:
            why.append(("508.1d", f"its cost is {how_many(tokens, 'action token')}; P{player} has "
                                  f"{count_or_none(s['players'][player]['tokens'])}"))
        return False
    spend = p.get("spend")
    if spend and spend != "all" and len(g.beneath(iid)) < spend:
        if why is not None:
            why.append(("508.1d", f"its cost spends {how_many(spend, 'card')} from beneath {g.name(iid)}, which has "
                                  f"{len(g.beneath(iid))}"))
        return False  # 508.1d: the cost spends cards from beneath this card
    refused = closed_zone(g, ability.name)
    check = ACTIVATION_CHECKS.get(ability.name)
    if refused is None and check is not None and check(g, player, iid, ability):
        return True
    refused = refused or (ability_closed_zone(g, ability) if why is not None else None)
    kept = kept_for_cost(g, player, iid, ability) if why is not None and refused is None else None
    if why is not None and ability.timing.endswith("reaction") and not reaction_met(g, player, iid, ability,
                                                                                      f"ability:{iid}"):
        why.append(REACTION_NOT_MET)
    elif why is not None and refused is not None:
        why.append(("104.2", closed_zone_words(g, refused)))
    elif why is not None and kept is not None:
        why.append(("705.2e", kept))
    elif why is not None and (said := _activation_refusal(g, player, iid, ability)) is not None:
        why.append(said)
    elif why is not None:
        why.append(("705.2", unfollowable_words(g, iid, ability, check(g, player, iid, ability)) if check is not None
                    else "the rules engine does not carry out this ability"))
    return False


def unfollowable_words(g, iid: int, ability: Ability, answer: bool | Unmet = False) -> str:
    """A judge's reason for an Event or ability whose instructions could not be followed now
    (705.2): what its family's check said (`answer`, an `Unmet`): the instruction that can't
    be followed, quoted, and what it lacks; else the whole text quoted, with what may be
    missing."""
    said = unmet_words(ability.text, answer.verbs, answer.lacks) if isinstance(answer, Unmet) else None
    if said is None:
        said = f"its instructions, “{ability.text.rstrip('.')}”, could not be followed now (no card it needs, none " \
               "it may choose, or a condition it names not met)"
    return naming_problems(said, problem_of(g, iid))


def problem_of(g, iid: int) -> str | None:
    """The name of the Problem at the card's area (its "this card's Problem"), else None."""
    c = g.s["cards"].get(iid)
    area = g.s["areas"].get(c["area"]) if c is not None and c["zone"] == "play" and c.get("area") else None
    problem = area.get("problem") if area is not None else None
    return g.spec(problem).name if problem is not None and problem in g.s["cards"] else None


def play_check(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """The answer of the Event's family check (`PLAY_CHECKS`): True when none is registered."""
    check = PLAY_CHECKS.get(ability.name)
    return True if check is None else check(g, player, iid, ability)


def _activation_refusal(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """What its family says keeps an ability its check refused from being activated (a cost
    that can't be paid, 508.1d), or None."""
    refusal = ACTIVATION_REFUSALS.get(ability.name)
    return None if refusal is None else refusal(g, player, iid, ability)


_NO_EVENTS: frozenset[str] = frozenset()


def listened_reaction_events(g) -> frozenset[str]:
    """Events some reaction ability of a card in play (or shared by Teamwork), or a Reaction
    Event its player could play, waits for; only these are remembered as reaction conditions.
    Play asks it through `MlpGame.reaction_waits_for`, only for an event some card of the
    game has a reaction waiting for.

    The cards in play and the hands are read once per board (cached until it changes); the
    Reaction Events a player may play from elsewhere as though they were in their hand (a
    banished Event a text lets them play, a discard pile opened by a card in play: 512.4 asks
    only that the card can be played) are read each time, as those permissions come and go
    without a new board."""
    react_ids = g.lib.react_ids
    if not react_ids:
        return _NO_EVENTS
    cache = g.cached()
    found = cache.get("react_events")
    if found is None:
        events: set[str] = set()
        cards = g.s["cards"]
        for iid in g.s["play"]:
            c = cards[iid]
            if c["card"] in react_ids and not c["face_down"] and not c["frightened"]:
                for _, ability in g.spec(iid).activated:
                    events.update(ability.params.get("react_events", ()))
        if g.teamwork_in_play():
            for _, _, _, ability in teamwork.shared_activated(g):
                events.update(ability.params.get("react_events", ()))
        for player in g.s["players"]:
            _add_played_reaction_events(g, player["hand"], events)
        found = cache["react_events"] = frozenset(events)
    outside: set[str] = set()
    for index, player in enumerate(g.s["players"]):
        hand = player["hand"]
        _add_played_reaction_events(g, [i for i in cards_playable_from_outside_hand(g, index) if i not in hand], outside)
    return found | outside if outside - found else found


def _add_played_reaction_events(g, iids, events: set[str]) -> None:
    """Add the events the Reaction Events (512.4) among `iids` wait for, played as reactions."""
    react_ids = g.lib.react_ids
    cards = g.s["cards"]
    for iid in iids:
        if cards[iid]["card"] in react_ids:
            for ability in g.spec(iid).abilities:
                if ability.kind == "play":
                    events.update(ability.params.get("react_events", ()))


def uncoverable_troublemakers(g, cards: Iterable[int] | None = None) -> list[int]:
    """The face-down Troublemakers in play (or among `cards`) that can be uncovered where they
    are: a text that uncovers one its player chooses offers only those (705.2e), never one at a
    Problem with a face-up Epic Troublemaker or a text forbidding it (607.1)."""
    return [i for i in (g.s["play"] if cards is None else cards)
            if g.card(i)["face_down"] and g.is_type(i, "troublemaker") and flow.uncover_kept(g, i) is None]


# ----- zones a card in play closes (FF113 Somnambula's Blindfold) ----------------------------


def closed_zone(g, name: str, zone: str = "") -> tuple[int, str] | None:
    """(the card, what its text forbids) when a card in play forbids what the ability or step
    named `name` does (`registry.LOOKS_IN_DECKS`, `TAKES_FROM_DISCARD_PILES`; `zone` "discard":
    a step that takes its card from a discard pile this time), else None. The "can't" wins
    (104.2), and what can't be done is not done nor offered (705.2e). Two set look-ups for
    every other name."""
    if name in LOOKS_IN_DECKS:
        src = g.closed_by(DECKS_CLOSED)
        if src is not None:
            return src, "players can't search decks or look at cards in decks"
    if name in TAKES_FROM_DISCARD_PILES or zone == "discard":
        src = g.closed_by(DISCARD_PILES_CLOSED)
        if src is not None:
            return src, "cards can't leave discard piles"
    return None


def step_zone(g, step: dict, data: dict) -> str:
    """The zone a step takes its card from, for `closed_zone`: the one its text names, or, for
    the card that left play ("Put it into its owner's hand", 410.6a: `data["new"]`), the zone
    it went to; "" when neither is known."""
    if "zone" in step:
        return step["zone"]
    if step["do"] == "left_to_hand" and (c := g.s["cards"].get(data.get("new"))) is not None:
        return c["zone"]
    return ""


def ability_closed_zone(g, ability: Ability, data: dict | None = None) -> tuple[int, str] | None:
    """`closed_zone` for an ability as a whole: its own name, a cost of it, or a step of it (of
    any mode) that is not optional (with `data`, what the text names: a reaction's occurrence);
    what a judge's "why not?" names."""
    found = closed_zone(g, ability.name)
    if found is not None or ability.name != "effect":
        return found
    p = ability.params
    for cost in p.get("costs", ()):
        found = closed_zone(g, cost[0])
        if found is not None:
            return found
    for steps in (p.get("steps", ()), *p.get("modes", ())):
        for step in steps:
            if not step.get("may"):
                found = closed_zone(g, step["do"], step_zone(g, step, data or {}))
                if found is not None:
                    return found
    return None


def closed_zone_words(g, refused: tuple[int, str]) -> str:
    """The reason in plain words: "Somnambula's Blindfold says cards can't leave discard piles"."""
    return f"{g.name(refused[0])} says {refused[1]}"


def note_closed_zone(g, refused: tuple[int, str], what: str) -> None:
    """Log that `what` is not done because a card in play closes the zone it needs (104.2)."""
    g.note("104.2", f"{what} is not done: {closed_zone_words(g, refused)}")


# ----- running abilities --------------------------------------------------------------------

# the frame data key of the instruction a text resumes at, when it does not start at its first
# (what the winner or loser of a faceoff the text started does, 514.5d)
RESUMES_AT = "resumes_at"


@op("ability")
def run_ability(g, f: dict) -> bool:
    """Resolve a text (an Event's, a triggered or activated ability's). One that is over having
    logged nothing and decided nothing says so, in this one place for every text: which
    instruction found nothing to act on (`say_nothing_happened`), so that the log does not
    go from a card played straight to its discarding. A player's answer is a decision made
    (a "No", a card chosen), but a "may" answered "Yes" is only leave to act: what follows it
    tells what was done (`said_yes`). One carrying out a decision made before it ran (cards
    entering play together, `entering_choices`) did something: that decision. One whose last
    act waits on a question of its own (the price of a move: Flitter, Sitter's "move this card"
    to a Problem with Storm King, Force of Nature, `question_pushed`) is not over doing nothing:
    the move follows once the price is paid."""
    began = g.first_run_mark(f)
    decided_before = "entering_choice" in f["data"]
    if not _resolve(g, f):
        f.pop(NONE_TO_CHOOSE, None)
        return False
    instruction = f.pop(NONE_TO_CHOOSE, None)
    if isinstance(instruction, str):  # (a card's own code names the instruction it chose for)
        part_found_nothing(f, (instruction,))
    decided = g.s["answers"] - f["data"].get(SAID_YES, 0) - f["data"].get(COST_ANSWERS, 0)
    said_before = f["data"].pop(SAID_AT_AN_EARLIER_TURN, False)
    if began is not None and not f["name"] and not decided_before and began[1] == decided and not said_before \
            and _logged_only_its_cost(g, f, began[0]) and not _started_faceoff(g, f) and not question_pushed(g, f):
        say_nothing_happened(g, f, chose_none=instruction is True)
    else:
        say_parts_found_nothing(g, f)
    if began is not None:
        _mark_did_something(g, f, began[0])
    g.forget_frame(f)  # (after the lines above: `note_nothing_happened` reads where the text began)
    # (a text's last step may leave two Unique cards of a name with one player: repaired
    # before its Event goes to the discard pile or anything else is processed, 516.1, 705.2f)
    flow.repair_uniqueness_now(g)
    return True


# set on a text's frame while it runs when a choice of a card for one of its instructions had
# none to offer (`choose`): the printed verb of that instruction when the code choosing names
# it, else True; read and cleared by what runs the instruction as soon as it returns (never
# kept past the call that set it, so no saved position holds it)
NONE_TO_CHOOSE = "none_to_choose"
# the instructions of a text, by their printed verbs, that found no card to act on while the
# text went on (`part_found_nothing`)
PARTS_FOUND_NOTHING = "parts_found_nothing"


def part_found_nothing(f: dict, verbs: tuple[str, ...], why: str | None = None) -> None:
    """An instruction of the text of frame `f` (its printed `verbs`) found no card to act on
    and did nothing (707.2: the parts that can be done are still processed): said once the text
    is over (`say_parts_found_nothing`). `why`: what it lacked as it ran, in a judge's words
    ("no opposing Resource can be dismissed"), said in place of "finds nothing to act on"."""
    found = f["data"].setdefault(PARTS_FOUND_NOTHING, [])
    if list(verbs) not in found:
        found.append(list(verbs))
    if why:
        lacked(f, verbs, why)


def lacked(f: dict, verbs: Sequence[str], why: str) -> None:
    """The instruction of the text of frame `f` by `verbs` did nothing for want of what `why`
    says ("no opposing Resource can be dismissed"): its line says so if the text does nothing
    else (`say_nothing_happened`). The first reason an instruction gave is kept."""
    f["data"].setdefault(FOUND_NOTHING_WHY, {}).setdefault(" ".join(verbs), why)


def text_lacked(f: dict, why: str) -> None:
    """The text of frame `f`, carried out by its card's own code (no instructions read in
    parts), did nothing for want of what `why` says ("no player has a card in their deck",
    Starlight Glimmer, Chrono Trigger): its line says so in place of "finds nothing to act on"
    (`say_nothing_happened`)."""
    lacked(f, (), why)


# what each instruction that found nothing lacked as it ran, by its printed verbs joined
# with spaces (`part_found_nothing`): the words after "is not done: " in its line
FOUND_NOTHING_WHY = "found_nothing_why"


def found_nothing_because(f: dict, verbs: Sequence[str]) -> str | None:
    """What the instruction of the text of frame `f` by `verbs` lacked as it found nothing
    (`part_found_nothing`); None when nothing was said of it."""
    return f["data"].get(FOUND_NOTHING_WHY, {}).get(" ".join(verbs))


def no_power_to_add(g, f: dict, card: int | None, amount: int) -> bool:
    """Is there no power to add for a text adding a card's power to another ("exhaust one of
    your characters to add its power to another character", Muffin Mare, Sharing is
    Caring; "exhaust this card to add its power to ...", Applejack, Barn Raiser)? With
    `amount` 0 or less (the card has 0 power, or none: face-down, 505.1b; or it left play)
    the modifier changes nothing (707.2: it is processed and does nothing): no other card is
    asked for, and one line says why, after the cost was paid: "Nothing is added: Apple
    Bloom, Seedling Seeker #262 has 0 power (by the text of Muffin Mare, Sharing is Caring
    #1)"."""
    if amount > 0:
        return False
    if card is None or not in_play(g, card):
        why = f"{g.name(card)} has left play" if card is not None else "no card's power was named"
    else:
        now = _power_values.power(g, card)
        why = f"{g.name(card)} has no power" if now is None else f"{g.name(card)} has {now} power"
    g.note("707.2", f"Nothing is added: {why}{g.by_text()}")
    return True


def say_parts_found_nothing(g, f: dict) -> None:
    """Log each instruction of a text that did something else that found no card to act on
    (`part_found_nothing`), as a text that did nothing at all says so (`say_nothing_happened`),
    so that the log does not pass over it: "Nothing happens: “Ready any number of characters
    there” finds nothing to act on (by the text of Pep Talk #110)" after Pep Talk's Problem
    is chosen; "“Add its power to one of your Yellow Friends until the end of this turn” is not
    done: P0 has no face-up Yellow Friend in play" for Princess Celestia, Equestrian Leader
    with no Yellow Friend, its Resource retired and the card turned over (what it lacked:
    `lacked`). A hidden card's text says nothing
    (`hidden_text`)."""
    parts = f["data"].pop(PARTS_FOUND_NOTHING, None)
    if not parts or f["name"] or hidden_text(g, f):
        return
    text = spec_resolving(g, f).abilities[f["ab"]].text
    for verbs in parts:
        said = quoted_instruction(text, tuple(verbs)) or _may_instruction(text, verbs)
        if said is not None:
            said = _AND_NEXT_INSTRUCTION.split(said, 1)[0]
            why = found_nothing_because(f, verbs)
            note_nothing_happened(g, f, f"“{said}” is not done: {why}" if why else f"“{said}” finds nothing to act on")


def say_not_asked(g, f: dict, do: str, why: str) -> None:
    """Log why an optional instruction of the text of frame `f` (its step `do`) was not asked
    though it found a card, the card having nowhere to go (705.2e), in the words of the lines
    of a part that found nothing (`say_parts_found_nothing`): "Nothing happens: “You may put
    it into play” finds no place for A Fiery Temper #26 (by the text of Octavia, Caroller
    #29)". Its opening condition, met, is left out. A hidden card's text says nothing
    (`hidden_text`)."""
    if f["name"] or hidden_text(g, f):
        return
    text = spec_resolving(g, f).abilities[f["ab"]].text
    verbs = printed_verbs(do)
    said = quoted_instruction(text, verbs) or _may_instruction(text, list(verbs))
    if said is None:
        return
    said = re.sub(r"^if [^,]*, ", "", _AND_NEXT_INSTRUCTION.split(said, 1)[0], flags=re.IGNORECASE)
    note_nothing_happened(g, f, f"“{said[:1].upper()}{said[1:]}” {why}")


def _may_instruction(text: str, verbs: list[str]) -> str | None:
    """An optional instruction of `text` by one of its `verbs`, as printed, with the condition
    its sentence opens with: "If you reveal a Friend this way, you may put an opposing Friend
    into its owner's hand" (Bon Bon, Caroller). None when the text has no such instruction."""
    for verb in verbs:
        found = re.search(rf"(?:^|\. |: |, )((?:if [^,.]*, )?(?:you|they|that player|each player) may {re.escape(verb)}\b"
                          r"[^.]*)", text, re.IGNORECASE)
        if found:
            said = found.group(1)
            return said[:1].upper() + said[1:]
    return None


# what follows an instruction in the same sentence as another instruction: "... until the end
# of this turn and turn this card over"
_AND_NEXT_INSTRUCTION = Pattern(r",? and (?:then )?(?=(?:turn|ready|exhaust|draw|discard|put|move|retire|dismiss"
                               r"|banish|gain|score|shuffle|reveal|search|return|flip|remove) )")


def _logged_only_its_cost(g, f: dict, since: int) -> bool:
    """Has the text logged nothing since it first ran (`since`: the log's length then) but,
    for an ability activated, the cost paid as it ran (703.1d)? An activation whose cost was
    paid and whose instruction then found nothing (Pinkie Sense exhausted "to discard a card"
    from an empty hand) says so too, or the log went from the cost to the next turn."""
    lines = g.lines_between(since, len(g.log))
    if not lines:
        return True
    return bool(f["data"].get("activated")) and all(entry.rule == "703.1d" for _, entry in lines)


# why an instruction of a text was not followed, its cost unpaid: [its verb, why in a judge's
# words], as the log says it when the text did nothing (`steps._keep_unpaid`, Grogar)
UNPAID = "unpaid"


def uniqueness_repaired_first(g, f: dict) -> bool:
    """516.1: uniqueness is checked continuously, while no player has priority too (705.2):
    a violation one instruction of a text made (Rarity, Throw Me A Bone, Dear giving P1 a
    second Plaid Stripes) is repaired before the next instruction reads the board ("Then,
    if that opponent controls 2 or more ..."). True when the game pauses for that repair
    (`flow.repair_uniqueness_now`, above `f`): the runner returns False and goes on with its
    next instruction once it is repaired. Called between instructions, as `run_ability`
    calls the same check once a text is over."""
    flow.repair_uniqueness_now(g)
    top = g.s["stack"][-1]
    return top is not f and top["op"] == "unique_repair"


# how many "may" questions of a text its player answered "Yes" (`said_yes`)
SAID_YES = "said_yes"


def said_yes(f: dict) -> None:
    """The player answered a "may" of the text of frame `f` "Yes": leave to do it, which
    `run_ability` does not count as something done."""
    f["data"][SAID_YES] = f["data"].get(SAID_YES, 0) + 1


# how many questions of an activated ability's cost its player answered (`cost_answered`)
COST_ANSWERS = "cost_answers"


def cost_answered(g, f: dict, before: int) -> None:
    """The player answered questions paying the cost of the text of frame `f` (which Friend
    to retire for Minuette, Schadenfreude's "Retire a Friend to ..."), since `before` answers:
    paying a cost (703.1d) is not the text doing anything, and `run_ability` does not count
    them, so that a text whose instruction then found nothing says so as it does when its
    cost asked nothing (Minuette retired as its own cost, with no card left to put the
    counter on)."""
    f["data"][COST_ANSWERS] = f["data"].get(COST_ANSWERS, 0) + g.s["answers"] - before


def _started_faceoff(g, f: dict) -> bool:
    """Did the text of frame `f`, just over, start a faceoff (707.4)? The faceoff says it
    started as its own frame first runs, after the text (`procedures.faceoff`): the frame of
    one not yet begun lies above the text's (Tug of War at the one Problem where both players
    have characters asks nothing first)."""
    stack = g.s["stack"]
    above = next((i + 1 for i, frame in enumerate(stack) if frame is f), len(stack))
    return any(frame["op"] == "faceoff" and frame["step"] == 0 for frame in stack[above:])


def spec_resolving(g, f: dict) -> Spec:
    """The face whose text the frame resolves (a Mane Character's Boosted side)."""
    spec = g.lib.spec(f["card"])
    return spec.boosted if f["boosted"] and spec.boosted is not None else spec


def hidden_text(g, f: dict) -> bool:
    """Is the text of frame or waiting trigger `f` one its card has only face-down (505.1a:
    Changeling Infiltrator's "When you play this card to a Problem, ...") while that card is
    still hidden: face-down in play, or gone from play unseen? A face-down Troublemaker is not
    public (505.1d): its opponent at the table learns neither its name nor its text from the
    play, and the log, which both players read in a replay, quotes it no more than they would
    hear it. Once the card is uncovered it is named and quoted as usual."""
    abilities = spec_resolving(g, f).abilities
    if not (0 <= f["ab"] < len(abilities) and abilities[f["ab"]].params.get("face_down")):
        return False
    card = g.s["cards"].get(f["src"])
    return card is None or card["face_down"]


_MAY_PAY = Pattern(r"\byou may (?:exhaust this card and )?pay \[(\d+)\] to (\w+)", re.IGNORECASE)
# ("you may pay [1] and turn this card to its Boosted side. If you do, choose an opponent":
# paying and what follows "and" are the payment, the instruction is the one after "If you do")
_MAY_PAY_IF_YOU_DO = Pattern(r"\byou may (pay \[(\d+)\] and [^.]*)\. if you do, \w+", re.IGNORECASE)


def _tokens_short(g, f: dict, text: str) -> str | None:
    """For a text "you may pay [N] to <do>" that did nothing while its player had fewer than N
    action tokens, why, as the cost unpaid is said (705.2e, 508.1d): "“When you confront this
    card's Problem you may pay [1] to choose an opponent” is not done: its cost is 1 action
    token; P0 has 0", quoted with its cost, word for word (`with_its_cost`). The texts carried out step by step keep
    why themselves (`UNPAID`); this is the same words for those a card's own code carries out
    (Granny Smith, Jar Judger's "you may pay [1] to choose an opponent"), which otherwise read
    as finding nothing to act on. A text "you may pay [N] and <do more>. If you do, <do>" (Princess
    Luna, Dream Guide) quotes the payment, which is what was not made, not the instruction that
    hangs on it: "“You may pay [1] and turn this card to its Boosted side” is not done: the payment is 1
    action token; P0 has none". None when the text asks no such payment or it could be paid."""
    paid_first = _MAY_PAY_IF_YOU_DO.search(text)
    found = paid_first or _MAY_PAY.search(text)
    if found is None:
        return None
    amount, player = int(found.group(2) if paid_first else found.group(1)), f["ctrl"]
    has = g.s["players"][player]["tokens"]
    if has >= amount:
        return None
    short = f"{how_many(amount, 'action token')}; P{player} has {count_or_none(has)}"
    if paid_first:
        payment = found.group(0).split(". ")[0]  # (from "you may": the card's words whole)
        return f"“{payment[0].upper()}{payment[1:]}” is not done: the payment is {short}"
    said = with_its_cost(text, quoted_instruction(text, (found.group(2),))) or text_done(text)
    return f"“{said}” is not done: its cost is {short}"


def say_nothing_happened(g, f: dict, chose_none: bool = False) -> None:
    """Log that a text resolved doing nothing, by its first instruction (a text read in parts:
    the later ones follow from it), in the card's words, else its text (`text_done`). One
    opening with an "If ...", "During ..." or "While ..." did nothing because that condition
    was not met, unless its instruction chooses a card (which may have found none; one
    choosing no card, or a text not read in parts, could only have been stopped there), and
    the line quotes the condition alone: "Nothing happens: “If you have Twilight Sparkle or
    Fluttershy involved in this faceoff” is not met (by the text of Straighten Up & Fly Right
    #12)"; otherwise the instruction found no card: "Nothing happens: “At the start of your
    opponent's Troublemaker Phase, they exhaust one of their Resources” finds nothing to act on
    (by the text of Flim #20)"; one whose cost couldn't be paid says so: "Nothing happens:
    “Dismiss a Friend here” is not done: its cost is 1 action token; P1 has 0 (by the text of
    Griffonstone), as a "may" its player can't pay for, not asked (705.2e), says too. A hidden
    card's text that did nothing says nothing (`hidden_text`): its player declining it is not
    logged either, and any words would tell the opponent what the face-down card is.
    `chose_none`: a choice of a card the card's own code made had none to offer (`choose`),
    said by the words of what its text looks for (`_none_to_choose`)."""
    if hidden_text(g, f):
        return
    ability = spec_resolving(g, f).abilities[f["ab"]]
    steps = ability.params.get("steps") if ability.name == "effect" else None
    # (the instruction the text resumed at: the outcome of a faceoff it started, 514.5d)
    first = steps[f["data"].get(RESUMES_AT, 0)] if steps else None
    # (an ability activated paid its cost, said above the line: the quote is what it paid for;
    # another text that did nothing paid none, and its quote says the cost too, `with_its_cost`)
    activated = f["data"].get("activated")
    instruction = quoted_instruction(ability.text, printed_verbs(first["do"])) if first else None
    said = (instruction if activated else with_its_cost(ability.text, instruction)) \
        or (paid_for(ability.text) if activated else None) or text_done(ability.text)
    # (a text resumed at its faceoff's outcome met that outcome's "If you win": 514.5d)
    unmet = opening_condition(said) if RESUMES_AT not in f["data"] else None
    if unmet is None and first is not None and "cond" in first:
        # (a condition printed after the instruction, checked as it resolves: "it gets +3
        # power if an opponent has more points than you", Twittermites)
        unmet = closing_condition(said)
    short = None if UNPAID in f["data"] else _tokens_short(g, f, ability.text)
    outcome = _outcome_unmet(f, first)
    if outcome is not None:
        happened = outcome
    elif UNPAID in f["data"]:
        verb, why = f["data"][UNPAID]
        unpaid = with_its_cost(ability.text, quoted_instruction(ability.text, printed_verbs(verb))) \
            or text_done(ability.text)
        happened = f"“{unpaid}” is not done: {why}"
    elif unmet and not (first and "target" in first):
        happened = f"“{unmet}” is not met"
    elif short is not None:
        happened = short
    elif _readies_itself_ready(g, f, first, ability.text):
        # (DJ Pon-3, Flippant DJ's "you may ready this card", ready: not a card it missed)
        happened = f"“{said}” is not done: {g.name(f['src'])} is ready already"
    elif (refused := _step_refused(g, f, first, ability)) is not None:
        # (what its family of instructions says keeps it from the card it names: Daring Do,
        # Professional Heroine's challenge of Jet Set & Upper Crust with too few Friends there)
        happened = f"“{said}” is not done: {refused}"
    elif _acts_on_its_card_gone(g, f, first, ability.text):
        # (Lord Tirek, Gaining Strength uncovered, then dismissed for 516.4 before its
        # "put a +1 power counter on this card" resolves: back in play, it is a new card, 410.6)
        g.note(effect_rule(f), f"{NOTHING_HAPPENS}“{said}” is not done: this card has left play{g.by_text()}")
        return
    elif (host := _host_gone(g, f, first)) is not None:
        # (Cybernetic Limb Actuator's "When this card enters play, move that Friend", the
        # Actuator dismissed for uniqueness before it resolves: "that Friend" was its host)
        g.note(effect_rule(f), f"{NOTHING_HAPPENS}“{said}” is not done: this card has left play, so it is "
                               f"attached to no {host}{g.by_text()}")
        return
    elif first is not None and (lacked := found_nothing_because(f, printed_verbs(first["do"]))) is not None:
        # (what the instruction looked for and did not find as it ran: "no opposing Resource
        # can be dismissed", Winterzilla, Giant Gremlin, in the words of a judge's "why not?")
        happened = f"“{said}” is not done: {lacked}"
    elif first is None and (lacked := found_nothing_because(f, ())) is not None:
        # (a text its card's own code carries out, which said what it lacked: `text_lacked`)
        happened = f"“{said}” is not done: {lacked}"
    elif chose_none and first is None and (lacked := _none_to_choose(g, f, ability.text)) is not None:
        happened = f"“{said}” is not done: {lacked}"
    else:
        happened = f"“{said}” finds nothing to act on"
    note_nothing_happened(g, f, happened)


def _none_to_choose(g, f: dict, text: str) -> str | None:
    """What a text its card's own code carries out looked for when its choice of a card had
    none to offer, in the words of its first instruction (`none_can_be`): Hoops, Peer
    Pressurer's "When this card enters play at a Problem, gain control of an opposing Friend
    there until the end of the Score Phase" gives "there is no opposing Friend at <its
    Problem> whose control can be gained", its "there" the place its card is. None when those
    words name no card."""
    lacked = none_can_be(after_its_trigger(text))
    if lacked is None:
        return None
    src = g.s["cards"].get(f["src"])
    return place_named(lacked, src["area"]) if src is not None and src["zone"] == "play" and src.get("area") else lacked


def _acts_on_its_card_gone(g, f: dict, first: dict | None, text: str) -> bool:
    """Is the text's first instruction about its own card ("put a +1 power counter on this
    card"), or is it set off by its card being uncovered (Sunset Shimmer's "When this
    Troublemaker is uncovered, you may pay [3]. ...", Lightning Dust's "... you may move it to
    another Problem": a card face-up in play as it was set off), and has that card left play
    since (its number is gone: a card changing zones is a new card, 410.6; dismissed for 516.4
    beside another face-up Troublemaker before its text resolved)? Back in play, it is not the
    card that set the text off, so the text, which did nothing for that reason, is never set
    off again by the same card: its line is written as it is, never "not repeated"."""
    if f["src"] in g.s["cards"]:
        return False
    uncovered = _SET_OFF_UNCOVERED.match(text)
    if uncovered and _NAMES_ITS_CARD.search(text, uncovered.end()):
        return True  # (one that does not name its card goes on without it: Winterzilla's "dismiss ...")
    target = first.get("target") or {} if first is not None else {}
    return first is not None and (first["do"] in _ON_ITS_OWN_CARD or bool(target.get("self") and not target.get("ref")))


def _host_gone(g, f: dict, first: dict | None) -> str | None:
    """The kind of card ("Friend") the text's first instruction names as the card its
    Attachment is on ("move that Friend"), when the Attachment has left play since it was set
    off: that card is then no card (509.4, 410.6), and the line says so, not that the text
    found nothing. None otherwise, or when "that Friend" is a card the trigger named."""
    if first is None or f["src"] in g.s["cards"] or f["data"].get("it"):
        return None
    target = first.get("target") or {}
    if not target.get("self") or target.get("ref") not in ("that", "host"):
        return None
    word = (first.get("what") or "card").split()[-1]
    return word if word in ("card", "character") else word.capitalize()


_SET_OFF_UNCOVERED = Pattern(r"when this (?:card|troublemaker) is (?:uncovered|turned face-up)\b", re.IGNORECASE)
"""A text set off by its own card being uncovered, which it was in play for (607.2)."""
_NAMES_ITS_CARD = Pattern(r"\b(?:this card|this troublemaker|it)\b", re.IGNORECASE)
"""Words of an instruction naming the card whose text it is ("dismiss this card", "move it")."""


# instructions acting on their own card whatever the card they count ("put a +1 power counter
# on this card for each character here")
_ON_ITS_OWN_CARD = frozenset(("counter_per",))


# the times of every turn a triggered text is set off at (602, 606-609): the start or end of
# a turn or of one of its phases or steps (`note_nothing_happened`)
EVERY_TURN_EVENTS = frozenset(("turn_start", "turn_end", "tm_phase_start", "tm_phase_end", "main_start", "main_end",
                               "score_start", "draw_step_end"))


def note_nothing_happened(g, f: dict, happened: str) -> None:
    """Log "Nothing happens: <happened> (by the text of <card>)" for the text of frame `f`: the
    one place every such line of a text is written. A triggered text that finds nothing time
    after time says so once, not each time: the same line is not written again while it is
    among the last lines the text wrote, and once the text does something (or finds something
    else) the next time it finds nothing is said again: the text itself, not another of its
    card's (`_mark_did_something`). One set off at a time of every turn
    (`EVERY_TURN_EVENTS`: Cerberus's "At the start of each player's Main Phase, ...", Discord,
    Utter Pandemonium's "At the start of each player's Troublemaker Phase, ...") says it once
    for each player whose turns it is, reading only the lines it wrote at that player's turns,
    and ends "; not repeated at P0's next turns while it stays so" (players take turns in turn,
    616.4, so P0's turns are those of the parity of this one). One set off by what happens
    (Portal to Tartarus's "When a card enters a discard pile, you may exhaust this card ...",
    exhausted already; Princess Luna, Dream Guide's "When you discard a card, you may pay [1]
    ..." with no token; Lord Tirek's "At the start of a faceoff involving this card, ..." with
    no Friend in it) ends "; not repeated while it stays so". Activated abilities and Events
    are a player's doing each time, and a text set off by its own card entering or leaving play
    (`_once_a_card`) never says it twice: always said as it is. A card that left play and came
    back is a new card (410.6), named by another number: its text says it again."""
    line = f"{NOTHING_HAPPENS}{happened}{g.by_text()}"
    kind = _repeating(g, f)
    if kind is None:
        g.note(effect_rule(f), line)
        return
    whose = f" at P{g.s['turn_player']}'s next turns" if kind == EVERY_TURN else ""
    line = g.as_written(f"{line}{NOT_REPEATED}{whose} while it stays so")
    began = g.first_run_mark(f)
    if not _said_last(g, line, (g.by_text(), f["ab"]), began[0] if began is not None else len(g.log),
                      kind == EVERY_TURN):
        g.note(effect_rule(f), line)
    else:
        f["data"][SAID_AT_AN_EARLIER_TURN] = True  # (what the text did, nothing, is told: not again in other words)


# set on a text's frame whose "Nothing happens" line was not repeated (`note_nothing_happened`):
# `run_ability` does not then say in other words that the text did nothing
SAID_AT_AN_EARLIER_TURN = "said_at_an_earlier_turn"

# the kinds of triggered texts whose "Nothing happens" lines are not repeated (`_repeating`)
EVERY_TURN, BY_EVENT = "every turn", "by event"


def _repeating(g, f: dict) -> str | None:
    """The kind of triggered ability the text of frame `f` is: set off at a time of every turn
    (`EVERY_TURN`) or by what happens (`BY_EVENT`); None for any other text."""
    if not g.by_text() or f.get("op") != "ability" or not 0 <= f.get("ab", -1) < len(spec_resolving(g, f).abilities):
        return None
    ability = spec_resolving(g, f).abilities[f["ab"]]
    if ability.kind != "trigger" or _once_a_card(ability):
        return None
    return EVERY_TURN if ability.event in EVERY_TURN_EVENTS else BY_EVENT


# the `when`s of "when this card enters play / you play this card", at a Problem, or at a
# Problem with a face-up Troublemaker ("When you play this card to a Problem with a face-up
# Troublemaker": that is part of when it triggers, not of what it does)
SELF_ARRIVALS = ("self", "self_at_problem", "self_at_problem_with_tm")


def _once_a_card(ability: Ability) -> bool:
    """Is the triggered `ability` set off by what happens to its card only once (its card
    entering play or played, leaving play, retired, flipped, ...: back again, it is a new card,
    410.6), so that what it says is never said again?"""
    event = ability.event
    return event.startswith("self_") or event == "game_start" or (
        event in ("enter_play", "played") and (ability.params.get("when") in SELF_ARRIVALS
                                               or _OWN_ARRIVAL.match(ability.text) is not None))


# a text set off by its own card's arrival ("When you play this card, ...", "When this Problem
# enters play, ...", "As this card enters play, ..."), read from its words where its event is
# that of any card ("played", "enter_play")
_OWN_ARRIVAL = Pattern(r"^(?:[\w' ]+: )?(?:when|as) (?:you play this card|this (?:card|problem) (?:is played|enters play))",
                      re.IGNORECASE)


def _mark_did_something(g, f: dict, since: int) -> None:
    """The text of frame `f`, a triggered one whose "Nothing happens" line is not repeated
    (`_repeating`), is over: the lines other than those it wrote since it began (`since`: the
    log's length then) are kept as its own (`text_did_at`) for `_said_last`. Only its own lines
    count: another text of its card doing something (Delaying Tactics putting a Delay counter at
    the end of its player's turn) leaves what this one finds as it was."""
    by = g.by_text()
    if not by or _repeating(g, f) is None:
        return
    for index, entry in g.lines_between(since, len(g.log)):
        if by_text_found(by, entry.text) and not entry.text.startswith(NOTHING_HAPPENS):
            insort(g.text_did_at.setdefault((by, f["ab"], entry.turn % 2), []), index)


NOTHING_HAPPENS = "Nothing happens: "
NOT_REPEATED = "; not repeated"
"""The words after which a "Nothing happens" line says when it is not said again."""


def _said_last(g, line: str, text: tuple[str, int], before: int, same_players_turns: bool) -> bool:
    """Has the text `text` (" (by the text of Cerberus #147)", its ability's index) written
    `line` before the log's entry `before` and since it last did something (`text_did_at`), at
    the turns of the player whose turn it is only when `same_players_turns`?

    A text finding nothing time after time asks each time in a long game: the log is read
    forward from where the card's last such question left it (`MlpGame.nothing_said_at`, with
    the "Nothing happens" lines found by then, each at the last place it was written), as the
    log only grows until a restore drops what was read; from its start when the question is
    about an earlier place (the start: the first line kept from before the board was read from
    a file, `MlpGame.said_before`, at a place below 0)."""
    by, ab = text
    parity = g.s["turn"] % 2
    end = min(before, len(g.log))
    key = (by, parity if same_players_turns else None)
    read = g.nothing_said_at.get(key)
    upto, said = read if read is not None and read[0] <= end else (g.first_place(), {})
    for index, entry in g.lines_between(upto, end):
        if entry.text.startswith(NOTHING_HAPPENS) and by_text_found(by, entry.text) \
                and not (same_players_turns and entry.turn % 2 != parity):
            said[entry.text] = index
    g.nothing_said_at[key] = (end, said)
    did = g.text_did_at
    last = max(_last_before(did.get((by, ab, turns), ()), end) for turns in ((parity,) if same_players_turns else (0, 1)))
    at = said.get(line)
    return at is not None and at > last


def _last_before(places: Sequence[int], end: int) -> int:
    """The last of the ascending log `places` before `end`; `NEVER` for none (places below 0
    are lines written before the board was read from a file: `MlpGame.said_before`)."""
    found = bisect_left(places, end)
    return places[found - 1] if found else NEVER


NEVER = -(2**63)
"""A log place before any line, kept or not."""


def _step_refused(g, f: dict, first: dict | None, ability: Ability) -> str | None:
    """Why the text's first instruction `first` was not followed, in the words its family gives
    a judge asking why it can't be (`STEP_REFUSALS`: "Jet Set & Upper Crust #37 can't be
    challenged (...)"); a text its card's own code carries out whole (no instructions read in
    parts) is asked by its name, with its parameters (Lord Tirek's "dismiss a Friend ... among
    Friends involved in the faceoff" with only Mane Characters there). None when it has no such
    words or they find nothing to say."""
    if first is not None:
        refusal, step = STEP_REFUSALS.get(first["do"]), first
    else:
        refusal, step = (STEP_REFUSALS.get(ability.name) if ability.name != "effect" else None), ability.params
    found = refusal(g, f, step) if refusal is not None else None
    return found[1] if found is not None else None


def _readies_itself_ready(g, f: dict, first: dict | None, text: str) -> bool:
    """Is the text's first instruction "ready this card", its card in play and ready? A text
    not read in parts is judged by its words (DJ Pon-3, Party Starter's "At the start of your
    Score Phase, if this card is with at least 3 of your Friends, you may ready this card")."""
    if first is None:
        if not _READIES_ITSELF.search(text):
            return False
    elif first.get("do") != "ready" or not (first.get("target") or {}).get("self"):
        return False
    c = g.s["cards"].get(f["src"])
    return c is not None and c["zone"] == "play" and not c["exhausted"] and not c["frightened"] \
        and not c["face_down"]


_READIES_ITSELF = Pattern(r"\bready this card\b", re.IGNORECASE)


def _outcome_unmet(f: dict, first: dict | None) -> str | None:
    """For a text resumed at what the winner or loser of its faceoff does (514.5d, `RESUMES_AT`)
    whose "If you win the faceoff" (or "lose") its player did not meet, why nothing was done,
    saying plainly whose win (or loss) was needed and what came of the faceoff instead: "P0 did
    not win the faceoff: P1 won it" (The Staff of Sacanas), not that its instruction found
    nothing to act on. None otherwise."""
    if first is None or RESUMES_AT not in f["data"]:
        return None
    player, winner = f["ctrl"], f["data"].get("winner")
    lost = bool(first.get("if_won")) and winner != player
    won_or_tied = bool(first.get("if_lost")) and winner in (None, player)
    if not (lost or won_or_tied):
        return None
    needed = "win" if lost else "lose"
    return f"P{player} did not {needed} the faceoff: " + (f"P{winner} won it" if winner is not None
                                                         else "nobody won it")


def _resolve(g, f: dict) -> bool:
    spec = spec_resolving(g, f)
    if f["name"]:
        refused = closed_zone(g, f["name"])
        if refused is not None:
            note_closed_zone(g, refused, f"{spec.name}'s text")
            return True
        return RUNNERS[f["name"]](g, f, None)
    ability = spec.abilities[f["ab"]]
    refused = closed_zone(g, ability.name)
    if refused is not None:
        # (refused before anything is done: an action is not offered, `can_activate`)
        note_closed_zone(g, refused, f"\"{ability.text}\" ({spec.name})")
        return True
    if f["step"] == 0 and f["data"].get("activated"):
        spend = ability.params.get("spend")
        if not spend:
            _pay_activation(g, f, ability)
        else:
            # 703.1d: spending from beneath this card is part of the cost; the other parts
            # are paid first, once, then the cards to spend are chosen
            if "spent" not in f["data"]:
                _pay_activation(g, f, ability)
                f["data"]["spent"] = -1
            if not _spend_cost(g, f, spend):
                return False
            if ability.params.get("retire_after_spend") and in_play(g, f["src"]):
                g.retire(f["src"], "703.1d")  # 508.1b: spent first, while the cards are beneath it
        f["step"] = 1
    return RUNNERS[ability.name](g, f, ability)


# Actions that ask a question while they are processed and may then meet a step that can't
# be completed (705.2; a cost chosen as the ability is processed, 508.1a/508.1c) keep a
# rewind point; every other action is checked in full before it is offered, so it can always
# be completed. The family of such a wording registers it in `MAY_FAIL_AFTER_A_CHOICE`.
def may_fail_after_a_choice(g, key: str, player: int) -> bool:
    """Could the action with this priority option key, taken now by `player`, need
    rewinding (705.2)? Only activations ("act|"), reactions ("react|") and Events played
    ("play|<iid>|event") can."""
    parts = key.split("|")
    if parts[0] == "act":
        iid = int(parts[1])
        found = g.spec(iid).abilities
        index = int(parts[2])
        if not (0 <= index < len(found) and found[index].name in MAY_FAIL_AFTER_A_CHOICE):
            return False
        ability = found[index]
        settled = MAY_FAIL_AFTER_A_CHOICE[ability.name]
        # (a fourth part: the ability printed on a Teamwork card runs; keep the point)
        return (settled is None or len(parts) > 3 or _pays_before_running(ability)
                or not settled(g, iid, player))
    if parts[0] in ("play", "react") and (parts[0] == "react" or parts[2] == "event"):
        spec = g.spec(int(parts[1]))
        index = play_ability_index(spec)
        return index >= 0 and spec.abilities[index].name in MAY_FAIL_AFTER_A_CHOICE
    return False


def _spend_cost(g, f: dict, spend: int | str) -> bool:
    """Spend `spend` cards (or "all") from beneath the ability's card, the player choosing
    which when there are more; False while waiting on that choice."""
    if f["data"]["spent"] >= 0:
        return True
    under = list(g.beneath(f["src"])) if in_play(g, f["src"]) else []
    n = len(under) if spend == "all" else min(int(spend), len(under))
    ans = choose(g, f, f["ctrl"], "cost", f"Choose {how_many(n, 'card')} to spend from beneath {g.name(f['src'])}",
                 [(f"card:{i}", g.name(i)) for i in under], n, n) if n else []
    if ans is None:
        return False
    for key in ans:
        g.spend(card_of_option(key), "703.1d")
    f["data"]["spent"] = len(ans)
    return True


def _pays_before_running(ability: Ability) -> bool:
    """Does activating the ability change the position before its runner runs (703.1d)?"""
    p = ability.params
    return bool(p.get("spend") or p.get("exhaust_self") or p.get("pay") or p.get("retire_self"))


def _tokens_on_activation(g, iid: int, ability: Ability) -> int:
    """The action tokens an ability not read in parts pays as it is activated (its printed
    [N], kept as `pay`), as the option offering it says them: `activation_tokens`, the cards
    lowering them counted in. 0 for the `effect` family, which checks and pays its costs with
    the rest of them (`steps.can_pay`, `steps.pay_costs`)."""
    return activation_tokens(g, iid, ability) if ability.params.get("pay") else 0


def _pay_activation(g, f: dict, ability: Ability) -> None:
    p = ability.params
    src = f["src"]
    tokens = _tokens_on_activation(g, src, ability)
    if p.get("exhaust_self"):
        g.exhaust(src, "703.1d")
    if tokens:
        g.pay_tokens(f["ctrl"], tokens, "703.1d")
    if p.get("retire_self") and in_play(g, src):
        # what the effect reads of "this card" after it is retired: its last known power and area
        f["data"]["src_power"] = power.power(g, src) or 0
        f["data"]["src_area"] = g.card(src)["area"]
        g.retire(src, "703.1d")


def choose(g, f: dict, player: int, kind: str, prompt: str | Callable[[], str], pairs: list[tuple[str, str]],
           minimum: int = 1, maximum: int = 1, instruction: str | None = None) -> list[str] | None:
    """The answer to a choice inside an ability, or None after asking it.
    A forced choice (exactly one way to answer) is made without asking. `prompt`: the
    question, or what words it (called only when the question is asked: not when the answer
    is given back, nor for a forced choice). A choice of a card with none to offer marks the
    frame (`NONE_TO_CHOOSE`); `instruction`: the printed verb of the instruction a card's own
    code chooses for, so that one finding nothing is said (`say_parts_found_nothing`)."""
    ans = f.pop("ans", None)
    if ans is not None:
        if kind == "may" and ans == ["no"]:
            # (the question as it was asked: worded again from the position, which has not
            # changed since, as a game loaded there words it)
            said_no(g, f, player, asked=prompt() if callable(prompt) else prompt)
        return ans
    if not pairs:
        if kind == "target" and f.get("op") == "ability":  # (an instruction that found no card: `part_found_nothing`)
            f[NONE_TO_CHOOSE] = instruction or True
        return []
    if minimum == len(pairs) == maximum:
        return [k for k, _ in pairs]
    if callable(prompt):
        prompt = prompt()
    prompt = asked_by_card(g, f, prompt)
    if kind == "may":
        prompt = may_question(prompt, may_rule(f))
    g.ask(player, kind, prompt, pairs, minimum, maximum)
    return None


# The answers of every optional instruction asked as one question ("You may ready this card",
# "you may pay [2] to ..."): the question says what doing it is and what it is for, and the
# player answers "Yes" or "No", whichever card asks, so that a judge and the match table read
# one style (not "Ready it" here, "Exhaust it" there, with "Don't" beside each).
YES_NO: tuple[tuple[str, str], ...] = (("yes", "Yes"), ("no", "No"))


# the words a text's optional instruction is printed with, after "may" ("you may exhaust this
# card to banish that card"), up to the end of its sentence
_MAY_CLAUSE = Pattern(r"\bmay ([^.]+)", re.IGNORECASE)
_SECOND_PERSON = {"you": "they", "your": "their", "yours": "theirs", "yourself": "themselves"}
_THIS_CARD = Pattern(r"\bthis card\b", re.IGNORECASE)
"""The text's own card as its words name it, which a declined "may" names as the log does."""


def said_no(g, f: dict, player: int, words: str | None = None, asked: str | None = None) -> None:
    """Log `player` answering "No" to the "may" question of the text of frame `f` (712.3,
    705.2e): declining is a choice as any other a text asks, and a judge reads that it was
    made, not a log silent after the trigger: "P0 chooses not to exhaust Portal to Tartarus #149
    to banish Method Mares, Convincing Act #153 (by the text of Portal to Tartarus #149)": the
    text's own card named where "this card" is, as a judge reads the line. `words`: the
    instruction as its question asked it (`steps.may_words`); without them, a card's own code
    asking, its question `asked` (`_question_declined`), or, where that names a card only its
    player saw, the text's printed words after "may". A hidden card's text says nothing
    (`hidden_text`): the words would tell the opponent what the face-down card is."""
    if f.get("op") != "ability" or hidden_text(g, f):
        return
    abilities = spec_resolving(g, f).abilities
    if words is None and not 0 <= f["ab"] < len(abilities):
        # (a keyword's trigger, Random's "ignore that card and flip a new one": by its name)
        keyword = str(f.get("name", "")).removeprefix("kw:")
        g.note(may_rule(f), f"P{player} chooses not to use {keyword or 'its text'}{g.by_text()}")
        return
    if words is None and asked is not None:
        words = _question_declined(g, f, asked)
    if words is None:
        text = abilities[f["ab"]].text
        found = _MAY_CLAUSE.search(text)
        if found is None:
            g.note(may_rule(f), f"P{player} chooses not to do what “{text_done(text)}” allows{g.by_text()}")
            return
        words = found.group(1).strip()
    words = re.sub(r"\b(?:you|your|yours|yourself)\b", lambda m: _SECOND_PERSON[m.group(0).lower()],
                   words if re.match(r"P\d\b", words) else words[:1].lower() + words[1:], flags=re.IGNORECASE)
    card = g.text_resolving()
    if card:  # (the card by its name where the judge reads what was declined, not "this card")
        words = _THIS_CARD.sub(lambda _: card, words)
    g.note(may_rule(f), f"P{player} chooses not to {words}{g.by_text()}")


def _question_declined(g, f: dict, asked: str) -> str | None:
    """What the "may" question `asked` by a card's own code asks, as it was put to the player,
    without the card leading it, its rule and its question mark: "Banish Dream Network #12"
    (Glamour Gleam, the card revealed named), not the printed "banish it"; "Score a point"
    where Sweetie Belle, Forever a Crusader's cost of [0] applied, not the printed first "pay
    [2] to score a point". None when the question names a card its player alone was shown
    (`_shown`: "The top card of your deck is Hard Hat #5. Put it on the bottom?"), which the
    log must not name (404.1): the printed words are said then. Read from the position alone,
    not from the log: a game loaded from a board saved at the question logs the same line."""
    asked = asked_by_card(g, f, asked)
    for name in {_asking_name(g, f), g.lib.spec(f["card"]).name}:
        if name and asked.startswith(f"{name}: "):
            asked = asked[len(name) + 2:]
    asked = _CITES_A_RULE.sub("", asked.split("?", 1)[0]).strip()
    if not asked or any(not _shown(g, f, int(n)) for n in re.findall(r"#(\d+)\b", asked)):
        return None
    return asked


# the zones whose cards every player sees (a face-down Troublemaker in play is named as one, 505.1d)
_OPEN_ZONES = frozenset({"play", "discard", "banished", "queue", "flip"})


def _shown(g, f: dict, iid: int) -> bool:
    """Has every player been shown card `iid`: in an open zone, set aside face up (revealed),
    or the card the text of frame `f` revealed (its "revealed": Glamour Gleam's top card)?"""
    card = g.s["cards"].get(iid)
    if card is None:
        return False
    if card["zone"] in _OPEN_ZONES or (card["zone"] == "aside" and not card.get("face_down")):
        return True
    return f["data"].get("revealed") == iid


def choose_yes_no(g, f: dict, player: int, prompt: str | Callable[[], str]) -> list[str] | None:
    """`player`'s answer to an optional instruction's question (a "may" `choose` asks, citing
    its rule): ["yes"] or ["no"] (`YES_NO`), or None after asking it."""
    return choose(g, f, player, "may", prompt, list(YES_NO))


def searched(g, f: dict, player: int, cards: list[int], prompt: str = "Search your deck (518.1)",
             what: str = "a card") -> int | None:
    """`player` searches their deck for one of `cards` (`what`, in words: "a Troublemaker"),
    and may fail to find one even if it is there (518.1): the card found, 0 when none is, or
    None after asking. Failing to find is logged, with the card whose text searches, so that
    the log tells a search that found nothing from one that was not made."""
    ans = choose(g, f, player, "search", prompt, [("none", "Fail to find"), *[(f"card:{i}", g.name(i)) for i in cards]])
    if ans is None:
        return None
    if ans and ans[0] != "none":
        return card_of_option(ans[0])
    g.note("518.1", f"P{player} searches their deck and fails to find {what}{g.by_text()}")
    return 0


def found_into_hand(g, player: int, iid: int, reveals: bool, where: str = "") -> int:
    """The card `player` found searching their deck goes into their hand (518.1); its new
    instance id. 518 says nothing of revealing it: only a text that says so ("..., reveal it,
    and put it into your hand"; Goldengrape's erratum) shows it, and the log names it then;
    otherwise it goes from one hidden zone to another and the log names it no more than a
    card drawn (404.1): "P0 puts a card from their deck into their hand". `where`: the zone
    it was found in, in words, for a text searching more than one ("search your deck or
    discard pile", Rarity, Radiance): "P0 reveals Hard Hat #5 from their discard pile"."""
    if reveals:
        g.note_seen("518.1", f"P{player} reveals {g.name(iid)}" + (f" from their {where}" if where else ""))
        return g.to_hand(iid, "518.1")
    new = g.relocate(iid, "hand")
    g.note("518.1", f"P{player} puts a card from their deck into their hand{g.by_text()}")
    return new


# a rule number cited in a question ("(712.3)", "(520.1)", "(710.1)"), or several ("(710.1, 410.4)")
_CITES_A_RULE = Pattern(r"\(\d{3}(?:\.\d+[a-z]?)?(?:, \d{3}(?:\.\d+[a-z]?)?)*\)")


# the rule a continuous ability's "you may" question cites: the ability generates a continuous
# modifier (702.1), whose choice is made as it applies (Pinkie Pie, Crystallized's "During
# faceoffs involving this card, you may flip ..."); 712.3 is about triggered effects alone
CONTINUOUS_MAY_RULE = "702.1"


def may_question(prompt: str, rule: str) -> str:
    """A "may" question as every one reads: it cites `rule` (`may_rule`: 705.2e for an Event's
    or an activated ability's instruction, 712.3 for a triggered effect's; a continuous
    ability's, `CONTINUOUS_MAY_RULE`), unless it cites the
    rule that makes it optional already (a replacement's "instead", 710.1; a copy's price,
    520.1; the cost of a continuous ability's modifier, 707.2a: Sea Poppy, Guessing Game's "you
    may exhaust this card to score a point", which no trigger asks, 704.1)."""
    return prompt if _CITES_A_RULE.search(prompt) else f"{prompt} ({rule})"


def if_you_do(doing: str, then: str) -> str:
    """ "You may X. If you do, Y." asked as one question in plain words, X and what it is for:
    "Pay [2] to dismiss each Friend here with cost 2 or less", "Exhaust this card so that
    that opponent loses [1]", "Move an opposing Troublemaker to be able to challenge that
    Troublemaker ..." (a question ending in "X. If you do, Y?" reads as if it asked only Y,
    and one asking only X leaves out what the player pays it for). `doing` is X as a
    sentence begins it; `then` is Y as printed after "If you do, "."""
    then = then.strip().rstrip(".")
    if then.casefold().startswith("and "):  # ("If you do, and it's an Event, you may pay [1] to ...")
        condition, _, rest = then[len("and "):].partition(", ")
        return f"{doing} (if {condition}, {rest})"
    if then.casefold().startswith("you may "):
        return f"{doing} to be able to {then[len('you may '):]}"
    if then.split(" ", 1)[0].casefold() in _SAYS_WHAT_HAPPENS:
        return f"{doing} so that {then}"
    return f"{doing} to {then}"


def asked_if_you_do(g, f: dict, doing: str, named: dict[str, str] | None = None) -> str:
    """The question of `doing`, the optional instruction a runner asks in its own words
    ("Reveal the top card of your deck"), with what the printed paragraph of its ability does
    if the player does it ("If you do, Y.", "If they do, Y.": `if_you_do`); `doing` alone
    where it says nothing so. `named`: the words of Y that stand for a card ("the opposing
    Friend", "that Friend") and what is said instead, the card's name as the question is asked
    (a judge reading the question or the "No" to it in the log reads which card it was)."""
    found = _IF_YOU_DO.search(ability_paragraph(g, f))
    if found is None:
        return f"{doing}?"
    then = found.group(1)
    for words, instead in (named or {}).items():
        then = re.sub(rf"\b{re.escape(words)}", instead, then, flags=re.IGNORECASE)
    return f"{if_you_do(doing, then)}?"


# "... may X. If you do, Y." (the first such sentence of a paragraph); Y ends at its full stop
_IF_YOU_DO = Pattern(r"\bmay [^.]+\. If (?:you|they) do, ([^.]+)\.")
# the first words of a "then" that says what happens ("that opponent loses [1]", "this card is
# also a Friend"), not what the player does next ("dismiss each Friend here")
_SAYS_WHAT_HAPPENS = frozenset({"this", "that", "those", "it", "they", "your", "each", "one", "players", "their",
                                "its"})


def asked_by_card(g, f: dict, prompt: str) -> str:
    """A question a card's text asks, led by that card ("Sweetie Belle, Forever a Crusader
    #25: Pay [2] to score a point?"): two cards may ask the same words, and a player answers
    for one of them. A question of the rules themselves, or one led by the card already, is
    left as it is; one naming the card further on is led by it too, as every question of a
    card's text is. `choose` leads every question it asks so, whatever its kind (a "may", a
    target, a cost, an area, a mode: a player, the opponent too, may be asked the same words
    by two cards at once); a runner asking with `g.ask` itself passes its prompt here. Action
    tokens are said as the cards print them, whoever words the question (`tokens_as_printed`)."""
    prompt = nothing_to_pay(tokens_as_printed(prompt))
    name = _asking_name(g, f)
    printed = g.lib.spec(f["card"]).name if isinstance(f.get("card"), str) else name
    if name is None or _led_by(prompt, (name, printed)):
        return prompt
    return _card_first(g, f, prompt)


# a number of action tokens a question pays, gains or loses, said in figures or words ("Pay 2
# to", "gain 1?", "to gain 1 action token instead"), not a number of anything else ("Pay 1
# less", "gain 2 power", "lose 1 point")
_TOKENS_SAID = Pattern(r"\b((?:[Pp]ay|[Gg]ain|[Ll]ose)s?) (\d+|X)(?: action tokens?)?"
                      r"(?= to\b| and\b| or\b| so\b| instead\b|[?,.;:)]|$)")


def tokens_as_printed(prompt: str) -> str:
    """`prompt` with the action tokens it pays, gains or loses as the cards print them and as
    a question quoting a card says them ("Exhaust this card to gain [1]?", Truffle,
    Newsworthy), also where a card's own code words it ("Exhaust this card to gain 1?", Storm
    King, Conniver; "... to gain 1 action token?", Sunset Shimmer): one way for every question
    of a card's text, whichever code asks it. The game's own actions (609: "Pay 2 to move
    ...") are options, not questions, and keep the rules' figures."""
    return _TOKENS_SAID.sub(r"\1 [\2]", prompt)


# paying [0] (a cost a card prints as nothing, or one lowered to nothing): "Pay [0] to score a
# point", "Pay [0] and exhaust this card to ...", "exhaust this card and pay [0] to ..."
_PAYS_NOTHING_FIRST = Pattern(r"(^|: )[Pp]ay \[0\] (?:and|to) (\w)")
_PAYS_NOTHING_TOO = Pattern(r" and pay \[0\](?= to\b)")


def nothing_to_pay(prompt: str) -> str:
    """`prompt` without a payment of [0]: paying nothing is no payment (508.1: a cost is
    what a player must pay; 508.1d, all of [0] is always paid), and a question "Pay [0] to
    score a point?" reads as asking for tokens the player does not give. The "may" stays a
    question (712.3: the player decides as the effect is processed, whatever it costs): what
    the player may do, as the card says it ("Sweetie Belle, Forever a Crusader #25: Score a
    point? (712.3)", with both Crusaders, where the card prints "you may pay [0] to score a
    point instead")."""
    if "[0]" not in prompt:
        return prompt
    prompt = _PAYS_NOTHING_FIRST.sub(lambda m: m.group(1) + m.group(2).upper(), prompt)
    return _PAYS_NOTHING_TOO.sub("", prompt)


def _led_by(prompt: str, names: tuple[str, ...]) -> bool:
    """Does `prompt` lead with one of `names` as every question of a card's text does
    ("Orthros #87: ...", "Orthros #87 and Orthros #90: ...")? A question merely opening on
    the card's name ("Boyle #168 enters play with ...") is not led by it."""
    return any(prompt.startswith((f"{name}: ", f"{name} and ")) for name in names)


def _asking_name(g, f: dict) -> str | None:
    """The name of the card whose text a frame carries out: its copy in the game, else its
    printed name; None for a frame of the rules, not of a card's text. A replacement's frame
    (710.1) is carried out for the card whose replacement was chosen (named `by` once chosen,
    as it was then: a cost may banish it, "banish this card and 2 other cards ..."): its
    costs and choices are that card's text."""
    if f.get("op") == "replace_instead":
        return f.get("by")
    card = f.get("card")
    if not isinstance(card, str) or card not in g.lib:
        return None
    return g.name_or_printed(f.get("src"), card)


def _card_first(g, f: dict, prompt: str) -> str:
    """The question led by the name of the card whose text asks it (a frame of the rules,
    not of a card's text, asks it as it is). Named again further on, the card is "this card",
    as its text says ("Gone Batty #5: Exhaust this card to gain 2?", not "Gone Batty #5:
    Exhaust Gone Batty #5 to gain 2?")."""
    name = _asking_name(g, f)
    return prompt if name is None else led_by(name, prompt)


def led_by(name: str, prompt: str) -> str:
    """`prompt` led by the card named `name` whose text asks it ("Sea Poppy, Guessing Game #4:
    Exhaust this card to score a point? (707.2a)"), as every question of a card's text is:
    also the one a rule asks for a card's text, where no frame of that text waits (a
    replacement, a "you may" of a continuous ability)."""
    prompt = _named_as_this_card(prompt, name)
    return f"{name}: {prompt[:1].upper()}{prompt[1:]}"


def offering_cards(g, keys: Iterable[str], own: int | None = None) -> list[str]:
    """The names of the cards offering the replacements of these option keys, one a modifier:
    "<kind>:<card>..." names its card (Defensive Position's "instead:40:0", Princess Luna's
    "draw:2:..."); a bare key is the affected card's own keyword (`own`'s Persistent)."""
    names = []
    for key in keys:
        src = key.split(":")[1] if ":" in key else ""
        names.append(g.name(int(src) if src.isdigit() else own))
    return names


def replacement_question(question: str, offered_by: Sequence[str], besides: Sequence[str] = (),
                         besides_rule: str = "") -> str:
    """A question offering replacement modifiers, or an "instead", as every one reads. With
    several competing for the same occurrence the affected player chooses which applies: it
    cites 710.5, and its options name their cards. With one alone there is nothing to choose
    among: the player uses it or not (710.1). `besides`: the cards offering, in the same
    question, a choice that is no replacement modifier (710.1: their text says neither
    "would" nor "instead"), cited by the rule that lets the player make that choice
    (`besides_rule`: 410.4 for Inspiring Magic's draw from the bottom of the deck) and never
    counted among replacements competing (710.5): "P0 would draw a card (710.1, 410.4)" for
    Forced Gem Hunt and Inspiring Magic. A question offered by one card is led by it, as
    every question of a card's text is, unless it opens with that card already (Persistent:
    "Winona, Good Girl! #37 would be dismissed"); one offered by none (a question saved
    before its card was kept) only cites the rule."""
    rules = ["710.5" if len(offered_by) > 1 else "710.1"] if offered_by else []
    if besides:
        rules.append(besides_rule)
    cited = f"({', '.join(rules)})"
    names = [*offered_by, *besides]
    if len(names) != 1:
        return f"{question} {cited}"
    name = names[0]
    # (a plain look at its start, as `_named_as_this_card` looks: "#4" does not open "#41 ...",
    # and a pattern made for each card's name would be compiled anew for most questions)
    opens = question.startswith(name) and not question[len(name):len(name) + 1].isdecimal()
    lead = question if opens else led_by(name, question)
    return f"{lead} {cited}"


def is_replacement(text: str) -> bool:
    """Is this printed text a replacement modifier? 710.1: one "that uses the words 'if',
    'would', and 'instead'". Read by "would" and "instead": a card may open the sentence with
    "when" ("When one of your Friends here would be dismissed, you may put that Friend on top
    of its owner's deck instead", Applejack, Steadfast Farmpony), and replaces all the same;
    "can draw from the bottom of their deck" (Inspiring Magic) replaces nothing."""
    return _WOULD.search(text) is not None and _INSTEAD.search(text) is not None


_WOULD = Pattern(r"\bwould\b", re.IGNORECASE)
_INSTEAD = Pattern(r"\binstead\b", re.IGNORECASE)


def _named_as_this_card(prompt: str, name: str) -> str:
    """`prompt` with its first mention of `name` said "this card" ("#4" is not the start of
    "#41"). A card that has left play asks by its bare name ("Grogar, Legion of Doom"), and
    another card of that name the question offers keeps its number ("Where does Grogar,
    Legion of Doom #38 enter play?"): that one is not this card. A plain search: a pattern
    made for each card's name would be compiled anew for most questions, a tenth of a
    game's time."""
    at = prompt.find(name)
    while at != -1:
        end = at + len(name)
        if not _numbered(prompt[end:end + 3]):
            return f"{prompt[:at]}this card{prompt[end:]}"
        at = prompt.find(name, end)
    return prompt


def _numbered(after: str) -> bool:
    """Whether the words after a name go on with a number ("1" of "#41", " #38"), so the name
    is a longer one or another card's."""
    return after[:1].isdigit() or (after[:2] == " #" and after[2:3].isdigit())


def problem_name(g, area: str) -> str:
    """A Problem offered in a question or named in the log as the player reads it: the
    Problem card's name ("Runaway Cart #4"), not its area; the area while none is there."""
    card = g.problem_card(area)
    return g.name(card) if card is not None else area


def problem_options(g, areas) -> list[tuple[str, str]]:
    """The Problems at `areas` offered by their names (`problem_name`)."""
    return [(a, problem_name(g, a)) for a in areas]


def color_words(color: str) -> str:
    """A color as questions offer it and the log then says it (`Color.words`)."""
    return Color(color).words


COLOR_OPTIONS: tuple[tuple[str, str], ...] = tuple((f"color:{c}", color_words(c)) for c in COLORS)
"""What every "choose a color" / "name a color" question offers: the six colors (203.1a) in
one order (`color_words`). The keys ("color:blue") are the ones saved boards and replays record."""


def choose_colors(g, f: dict, player: int, prompt: str | None = None, fewest: int = 1, most: int = 1,
                  purpose: str | None = None) -> list[str] | None:
    """The colors a text asks a player to choose or name ("blue", ...), or None after asking.
    The question names the card asking (a player may be asked the same words by two cards)
    and says what the color is for: `purpose`, or else the words of the card's text that
    use the color chosen (`color_purpose`). `prompt` is the question itself ("Choose a color
    for Applejack"); by default "Name a color" where the card's text names one, else "Choose
    a color". Worded only when it is asked, not when its answer is given back."""

    def question() -> str:
        asked = prompt
        if asked is None:
            asked = "Name a color" if _NAMES_A_COLOR.search(ability_paragraph(g, f)) else "Choose a color"
        return _card_first(g, f, with_purpose(asked, color_purpose(g, f) if purpose is None else purpose))

    ans = choose(g, f, player, "color", question, list(COLOR_OPTIONS), fewest, most)
    return None if ans is None else [key.split(":", 1)[1] for key in ans]


def choose_color(g, f: dict, player: int, prompt: str | None = None, purpose: str | None = None) -> str | None:
    """One color a text asks a player to choose or name, or None after asking (`choose_colors`)."""
    ans = choose_colors(g, f, player, prompt, purpose=purpose)
    return None if ans is None else ans[0]


_CHOOSING_COLORS = Pattern(r"\b(?:choose|chooses|name|names) (?:a|one|up to \w+) colou?rs?"
                          r"(?: for each of your opponents)?", re.IGNORECASE)
_THE_COLORS_CHOSEN = Pattern(r"\b(?:that|those|the chosen|the named) colou?rs?\b", re.IGNORECASE)
_CHOOSING_A_PROBLEM = Pattern(r"\bchooses? a problem\b", re.IGNORECASE)
_THE_PROBLEM_CHOSEN = Pattern(r"\b(?:that problem|there)\b", re.IGNORECASE)
_THE_CARD_CHOSEN = Pattern(r"\b(?:that|the chosen) (?:card|character|friend|resource|troublemaker|event)s?\b",
                          re.IGNORECASE)
_SENTENCE_END = Pattern(r"(?<=[.!?])\s+")
_NAMES_A_COLOR = Pattern(r"\bnames? a colou?r\b", re.IGNORECASE)


def _asking_face(g, f: dict):
    """The face of the card whose text a frame carries out (its Boosted side when that one
    asks); None for a frame of the rules."""
    card = f.get("card")
    if not isinstance(card, str) or card not in g.lib:
        return None
    spec = g.lib.spec(card)
    return spec.boosted if f.get("boosted") and spec.boosted is not None else spec


def ability_paragraph(g, f: dict) -> str:
    """The printed paragraph of the ability a frame carries out ("" when it has none)."""
    spec = _asking_face(g, f)
    index = f.get("ab")
    if spec is None or not isinstance(index, int) or not 0 <= index < len(spec.abilities):
        return ""
    return spec.abilities[index].text


def color_purpose(g, f: dict) -> str:
    """What the color a text asks for is for, in its card's printed words: the first sentence
    using the color chosen ("that color", "the chosen color"), looked for in the paragraph of
    the ability asking, then in the card's others (The Fire of Friendship chooses in one and
    uses it in the next). When that sentence is the one choosing ("Pay [1] and choose a color
    to reduce the play requirement ... by 2 of the chosen color"), the words after the choice
    (" to reduce ...", ", then exhaust ..."), else the whole sentence. "" for a question of
    the rules, or a text that says nothing of the color chosen."""
    return _chosen_purpose(g, f, _THE_COLORS_CHOSEN, _CHOOSING_COLORS, other_paragraphs=True)


def with_purpose(prompt: str, purpose: str) -> str:
    """A question followed by what is chosen for (`color_purpose`, `problem_purpose`,
    `card_purpose`): the words after a choice go on the prompt ("Choose a color to reduce
    ..."), a sentence of its own after a colon ("Choose a Problem: That Problem's bonus is 0
    ...")."""
    if not purpose:
        return prompt
    return f"{prompt}{purpose}" if purpose[0] in " ," else f"{prompt}: {purpose}"


def problem_purpose(g, f: dict) -> str:
    """What the Problem a text asks for is for, in its card's printed words: the sentence of
    the asking paragraph that uses the Problem chosen ("That Problem's bonus is 0 until the
    end of the turn", "Exhaust each character there with 2 or less power"), read as
    `color_purpose` reads a color's; "" when the paragraph says nothing more of it."""
    return _chosen_purpose(g, f, _THE_PROBLEM_CHOSEN, _CHOOSING_A_PROBLEM, other_paragraphs=False)


def card_purpose(g, f: dict, choosing: str) -> str:
    """What the card a text asks for is for, in its card's printed words: the sentence of the
    asking paragraph after `choosing` ("choose an opposing Friend here") that names the card
    chosen ("That Friend has -2 power until the end of the turn"), read as `color_purpose`
    reads a color's; "" when the paragraph says nothing more of it."""
    return _chosen_purpose(g, f, _THE_CARD_CHOSEN, re.compile(re.escape(choosing), re.IGNORECASE),
                           other_paragraphs=False)


def _chosen_purpose(g, f: dict, chosen: Pattern, choosing: Pattern | re.Pattern[str], other_paragraphs: bool) -> str:
    """The first sentence of the asking paragraph (then of the card's others, if
    `other_paragraphs`) that uses what is `chosen`: the words after the choice when that
    sentence is the one `choosing`, else the whole sentence ("" when none does)."""
    spec = _asking_face(g, f)
    if spec is None:
        return ""
    own = ability_paragraph(g, f)
    others = [line for line in spec.card.text.splitlines() if line.strip() != own.strip()] if other_paragraphs else []
    for paragraph in (own, *others):
        for sentence in _SENTENCE_END.split(paragraph.strip()):
            if not chosen.search(sentence):
                continue
            said = sentence.rstrip(" .")
            found = choosing.search(said)
            if found is None:
                return said
            if said[found.end():].strip():
                return said[found.end():]
    return ""


def _answer_given(f: dict) -> list[str] | None:
    """The answer to the question this frame asked, taken out of the frame as `choose`
    takes it (None: none given yet). A runner whose choices take long to list reads it
    first and lists them only when it has to ask: nothing changes between the question
    and its answer, and the answer was checked against the options when it was given."""
    if "ans" in f:  # (`f.pop("ans", None)` without a method call)
        ans = f["ans"]
        del f["ans"]
        return ans
    return None


def card_of_option(key: str) -> int:
    return int(key.split(":")[1])


def deciding_order(g, data: dict) -> tuple[int, int]:
    """The players in the order they make one "each player ..." instruction's decisions
    (801.1): the player who decides first (`MlpGame.first_decider`: the one who most recently
    had priority, or the turn player while a new priority window is being opened), then the
    other. Read once, as the instruction starts, and kept in `data`, so every later question
    (and a game saved at one) keeps the order."""
    first = data.setdefault("first", g.first_decider())
    return first, 1 - first


def each_decides(g, f: dict, decide: Callable[[int], Any], players: Sequence[int] = (0, 1),
                 key: str = "decided") -> dict[str, Any] | None:
    """The shared step of an "each player ..." text's decisions (801.1): each of `players`
    decides (`decide(player)`: the answer, or None after asking), the player who decides
    first first (`deciding_order`), and nothing is carried out meanwhile. The answers are
    kept by player in the frame's data under `key` (a text with two rounds of decisions
    names each), so a game saved at a question keeps them. Returns them, in the order they
    were made, once all are made, for the caller to carry out together; None while asking."""
    data = f["data"]
    decided = data.setdefault(key, {})
    for player in deciding_order(g, data):
        if player in players and str(player) not in decided:
            answer = decide(player)
            if answer is None:
                return None
            decided[str(player)] = answer
    return decided


def revealed_words(g, player: int, cards: list[int]) -> str:
    """The log's words for the cards a player reveals from the top of their deck, and for
    none: an empty deck reveals nothing, and the log says why in the words every text finds an
    empty deck in (`reasons.deck_empty`)."""
    if not cards:
        return f"P{player} reveals nothing: {deck_empty(player)}"
    return f"P{player} reveals " + ", ".join(g.name(i) for i in cards)


def in_play(g, iid: int) -> bool:
    c = g.s["cards"].get(iid)
    return c is not None and c["zone"] == "play"


def put_in_play(g, iid: int, area: str, by: int, *, host: int | None = None, for_player: int | None = None,
                under: int | None = None, src: int = 0, face_down: bool = False, face_up: bool = False,
                frightened: bool = False, exhausted: bool = False, rule: str = "706.1") -> int:
    """`by` puts a card from outside play into play at `area` (706.1: put, not played, so no
    cost and no requirement): the one step every text and procedure putting a card into play
    ends in, so the log says who put which card where ("P0 puts Emerald Green into play at
    problem:1") and the event it reports names the chooser as `by`. `for_player`: the player
    it enters play for when that is not `by` (its owner, 513.2, when `by` only chooses where;
    the event's `player`); `under`: the player who gains control of it as it enters when not
    its owner ("put it into play under your control", 513.2, the change's source `src`), set
    before it is announced so what answers its entering sees its controller; `host`: the
    card it is attached to (509.2), also set before; `face_down`: a Troublemaker whose name
    is not told; `face_up`, `frightened`, `exhausted`: how it enters (706.1b). Cards one
    instruction puts into play enter together (`MlpGame.entering_together`). Returns its
    new id."""
    new = g.relocate(iid, "play", area=area, **({"controller": under} if under is not None else {}))
    c = g.card(new)
    c["host"] = host
    c["face_down"] = face_down
    if frightened:
        c["frightened"] = True
    if exhausted:
        c["exhausted"] = True
    if under is not None and c["owner"] != under:
        g.change_control(new, under, CONTROL_FOREVER, ctrl=under, src=src)
    announce_entered(g, new, by, for_player=for_player, face_up=face_up, under=under, rule=rule)
    return new


def tokens_enter_together(g, f: dict, store: dict, player: int, tokens: Sequence[str],
                          what: Callable[[str], str] | None = None, *, owner: int | None = None,
                          rule: str = "521.1") -> list[int] | None:
    """One instruction putting several tokens into play ("put three ... tokens into play"),
    each where `player` chooses (`owner`'s home, theirs by default, or any Problem, 609.2a):
    every place is asked first (the answers kept in `store`), then the tokens all enter play
    together (`MlpGame.entering_together`), each "when ... enters play" hearing of the others
    (706.1, 704.1b). The tokens made, None while a question waits.
    Each question names the token (`what`, given its card id: "the Seashell token" by
    default, "the token copy of ...") and, when there are several, which one it is: "Where
    does the Seashell token enter play? (2 of 2)", never the same words twice in a row."""
    owner = player if owner is None else owner
    what = what or (lambda token: f"the {g.lib.spec(token).name} token")
    areas = [(a, f"at {a}") for a in (f"home:{owner}", *g.problems())]
    where = store.setdefault("where", [])
    while len(where) < len(tokens):
        k = len(where)
        which = f" ({k + 1} of {len(tokens)})" if len(tokens) > 1 else ""
        ans = choose(g, f, player, "area", f"Where does {what(tokens[k])} enter play?{which}", areas)
        if ans is None:
            return None
        where.append(ans[0])
    del store["where"]
    with g.entering_together():
        return [g.put_token(token, owner, area, rule) for token, area in zip(tokens, where, strict=True)]


def announce_entered(g, new: int, by: int, *, for_player: int | None = None, face_up: bool = False,
                     under: int | None = None, rule: str = "706.1") -> None:
    """The log line and the event of a card `by` has put into play (`put_in_play`; a
    procedure that records more about the card first, as a Problem replacing another, 613.2,
    calls it once that is done): "P0 puts Emerald Green into play at problem:1 frightened", a
    face-down Troublemaker unnamed, ending with the card whose text put it there ("(by the
    text of Gummy, Lap Gator)", `caused_by`: nothing when the rules do, 613.2 in the Solve
    Step); the event's `player` is `for_player` (else `by`) and its `by` the one who put it."""
    c = g.card(new)
    area, host = c["area"], c.get("host")
    text = g.caused_by(rule)
    if c.get("face_down"):
        g.note(rule, f"P{by} puts a face-down Troublemaker into play at {area}{text}")
    else:
        state = "".join(f" {word}" for word, said in (("face-up", face_up), ("exhausted", c["exhausted"]),
                                                       ("frightened", c["frightened"])) if said)
        g.note(rule, f"P{by} puts {g.name(new)} into play at {area}" + (f" on {g.name(host)}" if host else "")
               + state + (f" under P{under}'s control" if under is not None else "") + text)
    g.emit_event("enter_play", {"card": new, "area": area, "player": by if for_player is None else for_player,
                                "by": by})


def deck_words(g, player: int, deck: list[int]) -> str:
    """Whose deck `deck` is, as a question names it to `player`: "your deck", "P1's deck",
    "your Problem deck" (`plain_words.yours`), so that looking at an opponent's deck (Inspired)
    is not read as one's own."""
    for owner, seat in enumerate(g.s["players"]):
        for zone, name in (("deck", "deck"), ("problem_deck", "Problem deck")):
            if seat[zone] is deck:
                return f"{yours(player, owner)} {name}"
    raise ValueError("not a player's deck")


def order_top_cards(g, f, player: int, deck: list[int], n: int, keyword: str | None = None,
                    rule: str | None = None) -> bool:
    """Look at the top n cards of an ordered zone and put them back in a chosen order:
    the player picks, one at a time, the card that goes on top next; the question says whose
    deck (`deck_words`) and the keyword that asks it (Inspired). Logged under `rule`, by
    default the one the text's instructions are followed under (`effect_rule`), with the card
    whose text it is (Ancient Research, Inspired's card), as every happening a text causes."""
    data = f["data"]
    if "left" not in data:
        data["left"] = deck[-n:][::-1] if n else []
        data["order"] = []
    ans = f.pop("ans", None)
    if ans is not None:
        chosen = card_of_option(ans[0])
        data["left"].remove(chosen)
        data["order"].append(chosen)
    if len(data["left"]) > 1:
        said = f"Choose the card to put highest among those left on top of {deck_words(g, player, deck)}"
        g.ask(player, "order", asked_by_card(g, f, f"{said} ({keyword})" if keyword else said),
              [(f"card:{i}", g.name(i)) for i in data["left"]])
        return False
    data["order"] += data["left"]
    data["left"] = []
    chosen = [i for i in data["order"] if i in deck]
    for iid in chosen:
        deck.remove(iid)
    deck.extend(reversed(chosen))
    if chosen:  # (none when all went to the bottom; one has no order to choose)
        rule = rule or effect_rule(f)
        g.note(rule, f"P{player} puts {how_many(len(chosen), 'card')} back on top"
               + (" in the chosen order" if len(chosen) > 1 else "") + g.caused_by(rule))
    return True


def occurrence_words(g, n: int) -> str:
    """What the remembered occurrence `n` was ("Emerald Green #37 moved to problem:1"), for
    the options that tell two occurrences a reaction could answer apart (512.4c)."""
    ev = next(e for e in g.s["reactions"] if e[STAMP] == n)
    return event_words(ev["event"], occurrence_card_name(g, ev), ev)


def occurrence_card_name(g, ev: dict) -> str | None:
    """The name of the card a remembered occurrence is about: the card (or the card it became),
    or, for a played Event, which is no card of the game once processed (its record's card is
    0), the Event by its printed name (`event_card`); None when it is about no card."""
    card = ev.get("card") or ev.get("new")
    if card in g.s["cards"]:
        return g.name(card)
    return g.lib.spec(ev["event_card"]).name if ev.get("event_card") else None


def mark_reaction_used(g, f, ability) -> dict | None:
    n = f["data"].get("react")
    for ev in g.s["reactions"]:
        if ev[STAMP] == n:
            ev.setdefault("used", []).append(f"card:{g.lib.spec(f['card']).id}")
            return ev
    return None


# ----- looking at the top of a deck (Inspired, Meticulous, "look at the top ...") -------------


def arrange_a_problem_deck(g, f, player: int, n: int, data: dict, may: bool = False) -> bool:
    """"Look at the top N cards of a Problem deck and put them (back) on the top or bottom of
    that deck in any order": either player's Problem deck (403), chosen by `player` (with
    "Don't look" when the text says "you may"), then `look_and_arrange` on it."""
    if "owner" not in data:
        decks = [p for p in (player, 1 - player) if g.s["players"][p]["problem_deck"]]
        if not decks:
            return True
        options = [("none", "Don't look")] if may else []
        options += [(f"deck:{p}", f"{yours(player, p)} Problem deck") for p in decks]
        ans = choose(g, f, player, "target", "Look at the top cards of which Problem deck?", options)
        if ans is None:
            return False
        if not ans or ans[0] == "none":
            return True
        data["owner"] = int(ans[0].split(":")[1])
    return look_and_arrange(g, f, data["owner"], n, "arrange", zone="problem_deck")


def may_look(g, f: dict, player: int, look: str) -> bool | None:
    """A text's "may look at ..." asked first, with no card shown yet, in one wording for every
    such text: "Look at <look>?" (`look`: what it has the player look at and do, "the top 3
    cards of your Problem deck and put them back in any order"), citing the rule deciding when
    it is answered (`may_rule`: 712.3 for a triggered effect). True once the player looks (kept
    in the frame, so the question is not asked again as the text runs on), False when they do
    not, None while asking."""
    data = f["data"]
    if data.get("looks"):
        return True
    ans = choose_yes_no(g, f, player, f"Look at {look}?")
    if ans is None:
        return None
    if ans != ["yes"]:
        return False
    data["looks"] = True
    return True


def look_and_arrange(g, f, owner: int, x: int, kind: str, keyword: str | None = None, zone: str = "deck",
                     rule: str | None = None) -> bool:
    """Look at the top x cards of a deck (`zone`: the draw deck, or the "problem_deck"), put
    any of them on the bottom and the rest back on top in any order (Inspired, Meticulous:
    the `keyword` the question names; whose deck it is, it says always, `deck_words`).
    Steps: choose the bottom ones, then order. Logged under `rule` (a keyword's glossary
    entry), else the rule the text's instructions are followed under (`effect_rule`)."""
    rule = rule or effect_rule(f)
    deck = g.s["players"][owner][zone]
    data = f["data"]
    if "look" not in data:
        data["look"] = deck[-min(x, len(deck)):][::-1] if deck and x > 0 else []
        data["phase"] = "bottom"
    if data["phase"] == "bottom":
        look = [i for i in data["look"] if i in deck]
        if not look:
            return True
        ans = f.pop("ans", None)
        if ans is None:
            said = f"Choose the cards to put on the bottom of {deck_words(g, f['ctrl'], deck)}"
            g.ask(f["ctrl"], kind, asked_by_card(g, f, f"{said} ({keyword})" if keyword else said),
                  [(f"card:{i}", g.name(i)) for i in look], 0, len(look))
            return False
        bottom = [card_of_option(k) for k in ans]
        for iid in bottom:
            if iid in deck:
                deck.remove(iid)
                deck.insert(0, iid)
        data["top_count"] = len(look) - len(bottom)
        data["phase"] = "order"
        g.note_seen(rule, f"P{f['ctrl']} looks at {top_cards(len(look))} of {whose(f['ctrl'], owner)} "
                    f"{'Problem deck' if zone == 'problem_deck' else 'deck'} and puts "
                    f"{count_or_none(len(bottom))} on the bottom")
    return order_top_cards(g, f, f["ctrl"], deck, min(data["top_count"], len(deck)), keyword, rule)


