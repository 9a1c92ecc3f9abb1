"""Colors, keywords and abilities that cards gain or lose.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

import re

from engine.mlp.cards.keywords import KEYWORDS_WITH_VALUE
from engine.mlp.effects.abilities import choose, in_play
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.effects.steps import fits
from engine.mlp.state.game import CHOSEN_COLOR, COLORS
from engine.mlp.state.library import Ability
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from engine.mlp.text.parts import target_all
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power as _power_values


@template(r"\((when an opponent starts a faceoff here, gain 1at\.|you pay -1at to move this card\.)\)")
def _t_keyword_reminder(m, t):
    """A keyword's reminder text in parentheses (Prepared's, Swift's: 702 glossary), printed
    only on the tokens that have that keyword (Unicorn, Pegasus): the keyword does it all,
    so the paragraph adds no ability of its own."""
    return []


@template(r"(opposing friends|friends|characters|troublemakers) here lose and can't (?:have|gain) abilities\.")
def _t_lose_abilities_here(m, t):
    who = {"opposing friends": "opp_friends", "friends": "friends", "characters": "characters",
           "troublemakers": "troublemakers"}[m.group(1)]
    return _a("static", "here_lose_abilities", t, "lose_abilities", who=who)


@template(r"while your mane character is \{(\w+)\}, this card has (\w+)(?: (\d+))?\.")
def _t_mane_color_keyword(m, t):
    return _a("static", "mane_color_keyword", t, "grant_keyword", color=m.group(1),
              keyword=m.group(2).capitalize(), value=int(m.group(3)) if m.group(3) else None)


@template(r"(your (?:other )?)?([a-z' {}]+?) have ([a-z]+)(?: (\d+))?\.")
def _t_group_keyword(m, t):
    """"Your other characters have Swift", "Your Troublemakers have Diligent 2", "Your
    Seaponies have Showy 1", "Your Friends at home have Swift", "Characters here have
    Swift" (everyone's): cards of a kind, trait or place have a keyword the engine plays.
    Only the board decides who (granted keywords are kept until the board changes), so
    descriptions by state (exhausted, ...) or power are left unread."""
    noun = re.sub(r"ponies\b", "ponys", m.group(2))  # a trait's plural: Seaponies, Earth Ponies
    if m.group(1):
        found, whose = target_all(m.group(1) + noun), "you"
    elif noun.endswith(" here"):
        found, whose = target_all(noun), "any"
    else:
        return None
    keyword, value = m.group(3).capitalize(), m.group(4)
    if found is None or any(field in found for field in ("min_power", "max_power", "state", "attached")):
        return None
    if found.get("place", "here") not in ("here", "home"):
        return None
    if keyword not in SUPPORTED_KEYWORDS or (value is None) != (keyword not in KEYWORDS_WITH_VALUE):
        return None
    return _a("static", "group_keyword", t, "grant_keyword", keyword=keyword,
              value=int(value) if value else None, target=found, whose=whose)


@template(r"as this card enters play, (?:name|choose) a color\. this card is that color\.")
def _t_smooze_enters(m, t):
    return _a("trigger", "become_color", t, "enter_play")


@template(r"when this card enters play, choose a color\.")
def _t_choose_color(m, t):
    """The color is kept on the card (`power.chosen_color`) for its other texts: "Your Mane
    Character has that color.", "... reduced by 2 of the chosen color"."""
    return _a("trigger", "choose_color", t, "enter_play")


@template(r"your mane character has that color\.")
def _t_mane_has_chosen_color(m, t):
    """ "Has that color": also that color (203), from the color this card chose on."""
    return _a("static", "mane_has_chosen_color", t, "color")


@template(r"main phase: pay \{(\d+)\} to cutie mark this card\.")
def _t_cutie_mark(m, t):
    return _a("activated", "cutie_mark_self", t, timing="main", pay=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("cutie_mark_self")
def _r_cutie_mark(g, f, ability):
    if in_play(g, f["src"]):
        g.cutie_mark(f["src"])
    return True


@runner("choose_color")
def _r_choose_color(g, f, ability):
    """The card's controller chooses a color; it is kept while the card stays in play
    (a modifier that ends as it leaves play, 410.6)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    ans = choose(g, f, f["ctrl"], "color", f"Choose a color for {g.name(src)}", [(f"color:{c}", c) for c in COLORS])
    if ans is None:
        return False
    color = ans[0].split(":", 1)[1]
    g.s["mods"] = [m for m in g.s["mods"] if not (m["target"] == src and m["kind"] == CHOSEN_COLOR)]
    g.add_mod(CHOSEN_COLOR, src, COLORS.index(color), until="play", ctrl=f["ctrl"], src=src)
    g.note("704", f"P{f['ctrl']} chooses {color} for {g.name(src)}")
    return True


@runner("become_color")
def _r_become_color(g, f, ability):
    """The Smooze: the card becomes the color its controller names. A continuous modifier
    with its own timestamp (711.3a): it replaces the colors modifiers older than it gave,
    and later ones ("is also [color]") add to it."""
    src = f["src"]
    if not in_play(g, src):
        return True
    ans = choose(g, f, f["ctrl"], "color", f"Name a color for {g.name(src)}",
                 [(f"color:{c}", c) for c in COLORS])
    if ans is None:
        return False
    color = ans[0].split(":", 1)[1]
    g.s["mods"] = [m for m in g.s["mods"] if not (m["target"] == src and m["kind"] == "color_set")]
    g.add_mod("color_set", src, 0, color, until="play", ctrl=f["ctrl"], src=src)
    g.note("711.3", f"{g.name(src)} becomes {color}")
    return True


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "mane_has_chosen_color")
def _mane_has_chosen_color(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["ctrl"] == sc["ctrl"] and g.is_type(target, "mane")


@answers(APPLIES, "here_lose_abilities")
def _here_lose_abilities(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    who = ability.params["who"]
    if tc["area"] != sc["area"] or tc["zone"] != "play":
        return False
    if who == "characters":
        return g.is_character(target)
    if who == "troublemakers":
        return g.is_type(target, "troublemaker")
    return g.is_type(target, "friend") and (who == "friends" or tc["ctrl"] != sc["ctrl"])


scope(SAME_AREA_STATICS, "here_lose_abilities")


@answers(APPLIES, "group_keyword")
def _group_keyword(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if ability.params.get("whose", "you") == "you" and tc["ctrl"] != sc["ctrl"]:
        return False
    return fits(g, target, sc["ctrl"], src, ability.params["target"], sc["area"], "")



@answers(APPLIES, "mane_color_keyword")
def _mane_color_keyword(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    # 711.4: this grant depends on the modifiers to the Mane Character's colors, so
    # it is worked out from the colors they give (computed first, on demand)
    mane = s["players"][sc["ctrl"]]["mane"]
    return src == target and mane in s["cards"] and ability.params["color"] in _power_values.colors(g, mane)


scope(SELF_ONLY_STATICS, "mane_color_keyword")


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "cutie_mark_self")
def _can_cutie_mark_self(g, player: int, iid: int, ability: Ability) -> bool:
    return not g.s["cards"][iid]["counters"].get("cutie_mark")


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("turn_start", "become_color")
def _your_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None
