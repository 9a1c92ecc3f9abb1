"""Problems that favour "the player with the most <trait> characters here" (Rockslide, Ice
Cloud Calamity, ...): who that player is, and what the Problem gives them.

"The most" is read strictly: with as many such characters as the opponent, neither player
has the most, and the text gives nobody anything (the rules are silent on ties; a head judge
would not give both players the edge). Characters are Friends and Mane Characters (102.1),
face-up, counted at the Problem's area by who controls them.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import card_of_option, choose, replacement_question
from engine.mlp.effects.drawing_discarding import draw_from_bottom
from engine.mlp.effects.registry import (
    BY_CARD_TYPE,
    DRAW_REPLACEMENT_OFFERS,
    DRAWS_REPLACED,
    VALUE_RULES,
    answers,
    scope,
)
from engine.mlp.state.game import DRAW_REPLACEMENTS
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait

_TRAITS = r"(unicorn|pegasus|earth pony)"


def has_most(g, area: str, player: int, trait: str) -> bool:
    """Does `player` control more face-up characters with the trait at `area` than their
    opponent does?"""
    counts = trait_counts(g, area, trait)
    return counts[player] > counts[1 - player]


def trait_counts(g, area: str, trait: str) -> list[int]:
    """How many face-up characters with the trait at `area` each player controls."""
    counts = [0, 0]
    cards = g.s["cards"]
    for iid in g.at(area):
        c = cards[iid]
        if not c["face_down"] and g.is_character(iid) and has_trait(g, iid, trait):
            counts[c["ctrl"]] += 1
    return counts


def _faceoff_here(g, src: int) -> str | None:
    """This Problem's area while a faceoff goes on there (None otherwise)."""
    fo = g.s["faceoff"]
    area = g.s["cards"][src]["area"]
    return area if fo is not None and area in fo["areas"] else None


@template(r"during faceoffs here, the player with the most " + _TRAITS + r" characters here flips an additional card\.")
def _t_most_here_extra_flip(m, t):
    return _a("static", "most_here_extra_flip", t, "extra_flips", trait=m.group(1))


@template(r"during faceoffs here, the player with the most " + _TRAITS + r" characters here gets \+(\d+) power\.")
def _t_most_here_power(m, t):
    """"Gets +N power": the player's power total in the faceoff (514.4a), not a card's."""
    return _a("static", "most_here_total_power", t, "total_power", trait=m.group(1), amount=int(m.group(2)))


@template(r"during faceoffs here, the player with the most " + _TRAITS + r" characters here pays -\{(\d+)\} to play "
          r"events\.")
def _t_most_here_event_discount(m, t):
    """A cost modifier (705.2d: the cost never goes below 0) on Events that player plays
    while a faceoff goes on here, wherever the Event goes."""
    return _a("static", "most_here_event_discount", t, "play_cost", trait=m.group(1), amount=-int(m.group(2)))


# ----- what they are worth (`power.static_sum`: the player asked about is the subject) --------


@answers(VALUE_RULES, "most_here_extra_flip")
def _extra_flip(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    area = _faceoff_here(g, src)
    return 1 if area is not None and has_most(g, area, subject, ability.params["trait"]) else 0


@answers(VALUE_RULES, "most_here_total_power")
def _total_power(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    area = _faceoff_here(g, src)
    if area is None or area not in context.get("areas", ()):
        return 0
    return ability.params["amount"] if has_most(g, area, subject, ability.params["trait"]) else 0


@answers(VALUE_RULES, "most_here_event_discount")
def _event_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    area = _faceoff_here(g, src)
    if area is None or not g.is_type(context["card"], "event"):
        return 0
    return ability.params["amount"] if has_most(g, area, subject, ability.params["trait"]) else 0


scope(BY_CARD_TYPE, "most_here_event_discount")


# ----- draws replaced for that player (710, asked before each card drawn: `replacement.replace_draw`) ---


@template(r"if the player with the most " + _TRAITS + r" characters here would draw a card during their ready phase, "
          r"they may put a resource into their hand from their discard pile instead\.")
def _t_most_here_resource_for_draw(m, t):
    return _a("static", "most_here_resource_for_draw", t, DRAW_REPLACEMENTS, trait=m.group(1))


@template(r"the player with the most " + _TRAITS + r" characters here can draw from the bottom of their deck\.")
def _t_most_here_draws_bottom(m, t):
    """CG179: not replacement text, but a choice made at the same moment, each time that player
    draws a card (410.4b: each draw is separate): the top card, or the bottom one. Offered with the
    draw replacements, which it joins (the player decides which way the draw goes)."""
    return _a("static", "most_here_draws_bottom", t, DRAW_REPLACEMENTS, trait=m.group(1))


def _resources_in_discard(g, player: int) -> list[int]:
    return [i for i in g.s["players"][player]["discard"] if g.spec(i).type == "resource"]


@answers(DRAW_REPLACEMENT_OFFERS, "most_here_resource_for_draw")
def _resource_for_draw_offered(g, src: int, ability: Ability, player: int) -> int | None:
    """CG177: that player's draws in their own Ready Phase (605.1), while they have a Resource in
    their discard pile to take (705.2e); they decide (712.3)."""
    if g.s["phase"] != "ready" or g.s["turn_player"] != player or not _resources_in_discard(g, player):
        return None
    return player if has_most(g, g.s["cards"][src]["area"], player, ability.params["trait"]) else None


@answers(DRAWS_REPLACED, "most_here_resource_for_draw")
def _resource_for_draw(g, f: dict, src: int, ability: Ability, player: int) -> bool:
    asked = replacement_question("Put which Resource from your discard pile into your hand?", [g.name(src)])
    ans = choose(g, f, player, "target", asked,
                 [(f"card:{i}", g.name(i)) for i in _resources_in_discard(g, player)])
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), "710.1")
    return True


@answers(DRAW_REPLACEMENT_OFFERS, "most_here_draws_bottom")
def _draws_bottom_offered(g, src: int, ability: Ability, player: int) -> int | None:
    return player if has_most(g, g.s["cards"][src]["area"], player, ability.params["trait"]) else None


@answers(DRAWS_REPLACED, "most_here_draws_bottom")
def _draws_bottom(g, f: dict, src: int, ability: Ability, player: int) -> bool:
    if draw_from_bottom(g, player):
        g.note("410.4", f"P{player} draws 1 card from the bottom of their deck{g.by_text(g.name(src))}")
    return True
