"""Card text read as parts: a trigger condition or timing phrase, costs, and effects.

Most card text outside the theme decks is one of a few shapes — "When this
card enters play, you may frighten a Friend.", "Main Phase: Exhaust this card
and pay [1] to draw a card.", "Faceoff: Give one of your characters +2 power
until the end of the faceoff." — built from a small vocabulary of trigger
conditions, costs and effects that recombine freely. Reading the parts
separately lets one template cover every combination instead of one template
per printed sentence.

A paragraph becomes one `Ability` named "effect" whose parameters are:

- `when` (triggered abilities): which occurrence triggers it (see `HEADS`);
- `costs` (activated abilities, 703.1d): what precedes "to";
- `steps`: the effects in printed order, each a dict with `do` (what to do),
  its own parameters, `may` (the player decides as it is processed, 712.3)
  and `costs` paid on resolution before the rest of that step ("you may
  exhaust this card to gain [1]", 707.2a).

`engine.mlp.effects.steps` runs them. Parsing is all-or-nothing: a paragraph with
any part the grammar does not know is left to the other templates, and the
card stays partial.
"""

from __future__ import annotations

import re
from typing import Any

from engine.mlp.state.library import FROM_HAND, Ability
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from engine.mlp.text.normalize import COUNTS as _COUNTS
from engine.mlp.text.normalize import ELEMENTS as _ELEMENTS
from engine.mlp.text.registry import CONDITION_READERS, HEAD_READERS, TEMPLATES, effect, one_effect
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template as _template


def template(pattern: str):
    """The general readers of this grammar are tried after every specific wording (tier 1)."""
    return _template(pattern, tier=1)


NUMBER = r"(a|an|one|two|three|four|five|six|seven|eight|\d+)"
_TYPES = ("friend", "character", "troublemaker", "resource", "event", "card", "problem")


def number(word: str) -> int:
    return _COUNTS[word] if word in _COUNTS else int(word)


# ----- targets ------------------------------------------------------------------------------

# traits printed on cards, read as nouns ("dismiss an Accessory", "one of your Critter Friends")
TRAITS = frozenset({
    "accessory", "ahuizotl", "alicorn", "ally", "armor", "artifact", "asset", "breezie", "buffalo",
    "changeling", "chaotic", "condition", "cow", "critter", "crystal", "crystal pony", "donkey",
    "draconequus", "dragon", "earth pony", "elder", "figment", "foal", "gotcha", "griffon",
    "hippogriff", "kirin", "location", "mailbox", "minotaur", "pegasus", "performer", "pirate",
    "pony tone", "power pony", "reindeer", "report", "rock", "royalty", "sea serpent", "seapony",
    "showdown", "siren", "song", "storm", "tree", "unicorn", "yak", "zebra",
})

_PLACES = {
    " involved in the faceoff": "involved", " involved in a faceoff": "involved",
    " involved in that faceoff": "involved", " that was involved": "involved", " that were involved": "involved",
    " there": "there",
    " here": "here", " at this card's problem": "here", " at this problem": "here",
    " at that problem": "there", " at home": "home", " in your home": "home",
    " at a problem": "problem", " at an opponent's problem": "opp_problem", " at its problem": "here",
    " in play": "", " in your opponent's home": "opp_home", " in an opponent's home": "opp_home",
}
# "at this card's Problem" / "at its Problem" name this card's area only while that area is a
# Problem (a card at home has no Problem), where "here" is this card's area, home too (501.4)
_PROBLEM_ONLY_PLACES = frozenset({" at this card's problem", " at its problem"})


# "<description> with ... N ...": the limit's pattern and the fields N sets, tried in this order
_LIMITS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"(.*?) with (\d+) or (?:less|fewer) power", ("max_power",)),
    (r"(.*?) with (\d+) power or (?:less|fewer)", ("max_power",)),
    (r"(.*?) with cost (\d+) or less", ("max_cost",)),
    (r"(.*?) with printed power (\d+) or less", ("max_printed",)),
    (r"(.*?) with (\d+) or less printed power", ("max_printed",)),
    (r"(.*?) with printed power of (\d+)", ("min_printed", "max_printed")),
    (r"(.*?) with printed power (\d+) or more", ("min_printed",)),
    (r"(.*?) with at least (\d+) power", ("min_power",)),
    (r"(.*?) with (\d+) power", ("min_power", "max_power")),
    (r"(.*?) with (\d+) printed power", ("min_printed", "max_printed")),
    (r"(.*?) with (\d+) or more power", ("min_power",)),
    (r"(.*?) with (\d+) or more printed power", ("min_printed",)),
)


def target(text: str) -> dict[str, Any] | None:
    """A card description: who controls it, its kind or trait, where it is, its state.

    Returns None for descriptions the engine does not know, so the paragraph stays
    unrecognised instead of being read wrongly.
    """
    if text == "this card":
        return {"self": True}
    if text == "it":
        return {"self": True, "ref": "it"}
    if text == "the attached friend":
        return {"self": True, "ref": "host"}  # this attachment's host, whatever the trigger names
    if text in ("that friend", "that character", "that card", "that opposing friend", "that opposing character",
                "that opposing card", "that troublemaker"):
        # an attachment's host description (509.4), or the card the trigger names
        return {"self": True, "ref": "that"}
    if text in ("your mane character", "your mane character here"):
        return {"owner": "you", "kind": "mane", **({"place": "here"} if text.endswith("here") else {})}
    spec: dict[str, Any] = {"owner": "any"}
    for suffix in (" with resources on them", " with a resource on it", " with a resource attached to it",
                   " with resources attached to them"):
        if text.endswith(suffix):
            spec["attached"] = "resource"  # a card with a Resource attached to it
            text = text[: -len(suffix)]
            break
    if text.endswith(" without an attached resource"):
        spec["no_attached"] = "resource"  # a card with no Resource attached to it
        text = text[: -len(" without an attached resource")]
    if text.endswith(" with an accessory on it"):
        spec["attached_trait"] = "accessory"  # a card with an Accessory attached to it
        text = text[: -len(" with an accessory on it")]
    counted = re.fullmatch(r"(.+) with an? ([a-z]+) counter(?: on (?:it|them))?", text)
    if counted and counted.group(2) not in ("power", "+1"):
        spec["counter"] = counted.group(2)  # "one of your Friends with a Friendship counter" (519)
        text = counted.group(1)
    for suffix, place in _PLACES.items():
        if text.endswith(suffix):
            if place:
                spec["place"] = place
            if suffix in _PROBLEM_ONLY_PLACES:
                spec["at_problem"] = True
            text = text[: -len(suffix)]
            break
    m = re.fullmatch(r"(.+) without an attached ([a-z ]+)", text)
    if m and m.group(2) in TRAITS:
        spec["without_attached"] = m.group(2)  # "Friends without an attached Accessory" (EO74)
        text = m.group(1)
    for pattern, fields in _LIMITS:
        m = re.fullmatch(pattern, text)
        if m:
            for field in fields:
                spec[field] = int(m.group(2))
            text = m.group(1)
    if "place" not in spec:
        # "a Friend at home with at least 3 power": the place may come before the power
        for suffix, place in _PLACES.items():
            if place and text.endswith(suffix):
                spec["place"] = place
                if suffix in _PROBLEM_ONLY_PLACES:
                    spec["at_problem"] = True
                text = text[: -len(suffix)]
                break
    m = re.fullmatch(r"(?:(another) )?one of your (?:other )?(.+)s", text)
    if m:
        spec["owner"] = "you"
        spec["other"] = bool(m.group(1)) or " other " in text
        noun = m.group(2)
        if noun.endswith("ie") and noun[:-2] + "y" in TRAITS:
            noun = noun[:-2] + "y"  # "one of your Accessories"
        state = re.fullmatch(r"(frightened|exhausted|ready|face-down|cutie marked|non-token) (.+)", noun)
        if state:
            # "one of your face-down Troublemakers"
            spec["state"], noun = state.group(1), state.group(2)
    else:
        # ("a different character": another one, as "another character" is, Four Step's
        # words kept as printed for its question and its "why not?")
        m = re.fullmatch(r"(?:a different|an?|one|another)( opposing| opponent's)?( frightened| exhausted| ready| "
                         r"face-up| face-down| non-unique)? (.+)", text)
        if not m:
            m = re.fullmatch(r"an opponent's( frightened| exhausted| ready)? (.+)", text)
            if not m:
                return None
            spec["owner"] = "opp"
            state, noun = m.group(1), m.group(2)
        else:
            if m.group(1):
                spec["owner"] = "opp"
            state, noun = m.group(2), m.group(3)
        if text.startswith(("another", "a different ")):
            spec["other"] = True
        if state:
            spec["state"] = state.strip()
    m = re.fullmatch(r"\{(\w+)\} (friend|character)", noun)
    if m:
        spec["color"] = _ELEMENTS.get(m.group(1), m.group(1))
        noun = m.group(2)
    m = re.fullmatch(r"([a-z][a-z ]*?) (friend|character)", noun)
    if m and m.group(1) in TRAITS:
        spec["trait"] = m.group(1)
        noun = m.group(2)
    if spec["owner"] == "you":
        noun = re.sub(r"^(\w+)s or (\w+)$", r"\1 or \2", noun)  # "one of your characters or troublemakers"
    kinds = re.fullmatch(r"(\w+)(?:, (\w+),)? or (\w+)", noun)
    if noun == "friend or boosted mane character":
        # "an opposing Friend or boosted Mane Character" (DE21): a Mane Character only while boosted
        spec["kind"] = "card"
        spec["kinds"] = ["friend", "mane"]
        spec["boosted_mane"] = True
    elif kinds and all(k is None or k in _TYPES for k in kinds.groups()) and "card" not in kinds.groups():
        # "a Friend or Resource", "a Friend, Resource, or Troublemaker": any one of those types
        # (a character is a Friend or a Mane Character, 201.2)
        spec["kind"] = "card"
        spec["kinds"] = [t for k in kinds.groups() if k is not None
                         for t in (("friend", "mane") if k == "character" else (k,))]
    elif noun in _TYPES or noun == "mane":
        spec["kind"] = noun
    elif noun in TRAITS or (noun.endswith(" card") and noun[: -len(" card")] in TRAITS):
        spec["kind"] = "card"
        spec["trait"] = noun.removesuffix(" card")
    else:
        return None
    return spec


def target_all(text: str) -> dict[str, Any] | None:
    """A plural description ("all your Friends", "opposing characters here")."""
    if text.startswith("your "):
        return target("one of your " + text[len("your "):])
    singular = re.sub(r"\b(friend|character|troublemaker|resource|card)s\b", r"\1", text, count=1)
    if singular == text:
        return None
    return target("a " + singular)


# ----- costs (703.1d, 707.2a: the text before "to") ----------------------------------------

_COST_WORDS = {
    "exhaust this card": ("exhaust_self",),
    "retire this card": ("retire_self",),
    # (Premiere's "Dismiss this card to ...": dismissed, not retired, 410.2; what reacts to a
    # dismissal sees it)
    "dismiss this card": ("dismiss_self",),
    "banish this card": ("banish_self",),
    # "Immediate: Banish this card from your hand to ...": an ability used from the hand
    "banish this card from your hand": ("banish_self_from_hand",),
    # "exhaust this card and put it into its owner's hand": returned to its owner's hand
    "put it into its owner's hand": ("bounce_self",),
    "put this card into its owner's hand": ("bounce_self",),
    "put this card on top of its owner's deck": ("deck_top_self",),
    "discard a card": ("discard", 1),
    "discard your hand": ("discard_hand",),  # (every card in it; an empty hand is discarded too)
    "retire a friend": ("retire_friend",),
    "retire one of your friends": ("retire_friend",),
    "exhaust one of your resources at home": ("exhaust_home_resource",),
    "exhaust one of your characters here": ("exhaust_own_here",),
    "exhaust your mane character here": ("exhaust_mane_here",),
    "frighten this card": ("frighten_self",),
    "turn this card over": ("turn_over_self",),  # (a Mane Character: to its other side, 301.2)
    # 503.2: the Mane Character must be ready to be exhausted for a cost
    "exhaust your mane character": ("exhaust_own", {"owner": "you", "kind": "mane"}),
}


def costs(text: str) -> list[list[Any]] | None:
    """Costs joined by "and"; None when any part is unknown."""
    found: list[list[Any]] = []
    m = re.fullmatch(r"banish this card and (two|three|\d+) other cards from your discard pile", text)
    if m:
        # (paid from the discard pile this card is in: itself, then that many others there)
        return [["banish_self_from_discard"], ["banish_from_discard", number(m.group(1))]]
    # "exhaust and retire this card" (EO216): both verbs on this card, in that order
    text = text.replace("exhaust and retire this card", "exhaust this card and retire this card")
    for part in re.split(r",? and ", text):
        m = re.fullmatch(r"pay \{(\d+)\}", part)
        if m:
            found.append(["pay", int(m.group(1))])
            continue
        m = re.fullmatch(r"discard (two|three|\d+) cards", part)
        if m:
            found.append(["discard", number(m.group(1))])
            continue
        m = re.fullmatch(r"remove (a|an|one|two|three) \+1 power counters? from this card", part)
        if m:
            found.append(["remove_counters", number(m.group(1))])
            continue
        m = re.fullmatch(r"remove (a|an|one|two|three) \+1 power counters? from (one of your .+)", part)
        desc = target(m.group(2)) if m else None
        if desc is not None and not desc.get("self"):
            # EO205: from a card of yours that has them (703.1d)
            found.append(["remove_counters_own", {**desc, "owner": "you"}, number(m.group(1))])
            continue
        named = _named_counter_cost(part, found)
        if named is not None:
            found.append(named)
            continue
        if found and found[-1][0] in ("exhaust_self", "retire_self") and part.startswith("one of your "):
            # "Exhaust this card and one of your Friends": the verb carries over
            part = found[-1][0].split("_")[0] + " " + part
        m = re.fullmatch(r"(discard|banish) an? (friend|resource|event|troublemaker)( from your hand)?", part)
        if m and (m.group(1) == "discard") != bool(m.group(3)):
            # 703.1d: a card of that type from the hand (discarding is always from the hand)
            found.append(["from_hand", m.group(1), m.group(2)])
            continue
        m = re.fullmatch(r"banish an? (card|friend|resource|event|troublemaker) from your discard pile", part)
        if m:
            # a card (of that type) from the player's own discard pile (703.1d)
            found.append(["banish_from_discard", 1, *([] if m.group(1) == "card" else [m.group(1)])])
            continue
        m = re.fullmatch(r"(retire|exhaust) (two|three|\d+) (of your )?([a-z ]+?)s( here| at home)?", part)
        desc = target((f"one of your {m.group(4)}s" if m.group(3) else f"a {m.group(4)}") + (m.group(5) or "")) \
            if m else None
        if desc is not None and not desc.get("self") and desc.get("kind") in ("friend", "character"):
            # "retire two Critter Friends": that many different cards of yours (703.1d)
            found.append([m.group(1) + "_own", {**desc, "owner": "you"}, number(m.group(2))])
            continue
        m = re.fullmatch(r"discard (an? [a-z{} ]+ friend)", part)
        desc = target(m.group(1)) if m else None
        if desc is not None and set(desc) <= {"owner", "kind", "trait", "color"}:
            # "discard a Critter Friend": a card of that description from the hand (703.1d)
            found.append(["discard_fitting", {**desc, "owner": "you"}])
            continue
        known = _COST_WORDS.get(part)
        if known is None:
            m = re.fullmatch(r"(retire|exhaust) ((?:an?|another|one of your) .+)", part)
            desc = target(m.group(2)) if m else None
            if desc is None or desc.get("self") or desc.get("owner") == "opp":
                return None
            # a card of yours as part of the cost (410.2: only your own cards can be retired)
            found.append([m.group(1) + "_own", {**desc, "owner": "you"}])
            continue
        found.append(list(known))
    return found


def _named_counter_cost(part: str, found: list[list[Any]]) -> list[Any] | None:
    """ "Remove N <name> counters from this card / it": ["remove_counters", N, name]; "pay a
    number of action tokens equal to the number of <name> counters on this card" (and then
    "retire it": this card, the only card named)."""
    m = re.fullmatch(r"pay a number of action tokens equal to the number of ([a-z]+) counters on this card", part)
    if m and m.group(1) not in ("power", "delay"):
        return ["pay_counters", m.group(1)]
    if part == "retire it" and found and all(cost[0] == "pay_counters" for cost in found):
        return ["retire_self"]
    m = re.fullmatch(r"remove (a|an|one|two|three|\d+) ([a-z]+) counters? from (?:this card|it)", part)
    if m is None or m.group(2) in ("power", "delay", "each", "all"):
        return None
    return ["remove_counters", number(m.group(1)), m.group(2)]


# ----- effects ------------------------------------------------------------------------------

UNTIL = r" until (?:the )?(?:end of (?:the |this )?)?(turn|phase|faceoff|start of your next turn)"
Effect = dict[str, Any]


@effect(r"look at (?:an opponent's|your opponent's) hand")
def _e_look_hand(m):
    return {"do": "look_hand"}


@effect(r"replace a problem")
def _e_replace_any(m):
    return {"do": "replace_problem", "any": True}


@effect(r"replace this card's problem")
def _e_replace_own(m):
    """EO206: the Problem where this card is (or was, when a cost took it away)."""
    return {"do": "replace_problem", "own": True}


@effect(r"troublemakers don't prevent you from confronting problems until the end of the turn")
def _e_unblock_all(m):
    return {"do": "unblock_all"}


@effect(r"look at the top " + NUMBER + r" cards of your deck and put them back on the top or bottom of your deck "
        r"in any order")
def _e_arrange(m):
    return {"do": "arrange_deck", "n": number(m.group(1))}


@effect(r"(?:reduce the cost of the next card you play this turn by \{(\d+)\}"
        r"|pay \{(\d+)\} less for the next card you play this turn"
        r"|pay (\d+) less for the next card you play this turn)")
def _e_next_card_discount(m):
    # (Pinkie's Epiphany prints "pay 2 less" without the action token symbol: a cost is paid in
    # action tokens, 508.1, so the number is read as tokens)
    return {"do": "discount", "n": int(m.group(1) or m.group(2) or m.group(3)), "kind": ""}


@effect(r"pay \{(\d+)\} less (?:to play your next card|for your next card) this turn")
def _e_next_card_discount2(m):
    return {"do": "discount", "n": int(m.group(1)), "kind": ""}


@effect(r"pay \{(\d+)\} less for your next (friend|event) until the end of the faceoff")
def _e_next_typed_discount_in_faceoff(m):
    """AD48: the one-shot discount ends with the faceoff if not spent (`procedures.faceoff`)."""
    return {"do": "discount", "n": int(m.group(1)), "kind": m.group(2), "faceoff": True}


@effect(r"reduce by \{(\d+)\} the cost of the next (friend|event) you play this turn")
def _e_next_typed_discount(m):
    return {"do": "discount", "n": int(m.group(1)), "kind": m.group(2)}


@effect(r"look at a face-down troublemaker( at this card's problem| here)?")
def _e_peek(m):
    return {"do": "peek", "here": bool(m.group(1))}


@effect(r"gain \{(\d+)\}")
def _e_gain(m):
    """Action tokens, printed as the icon (later promos' data types "4AT": read as [4] on import)."""
    return {"do": "gain", "n": int(m.group(1))}


@effect(r"score (a|an additional|one|two|\d+) points?")
def _e_score(m):
    word = m.group(1)
    return {"do": "score", "n": 1 if word in ("a", "an additional") else number(word)}


@effect(r"lose \{(\d+)\}")
def _e_self_lose(m):
    return {"do": "self_lose", "n": int(m.group(1))}


@effect(r"banish an? (.+?) from (a|your|an opponent's) discard pile")
def _e_banish_from_discard(m):
    """410.5 for a card in a discard pile (public, 405): whose pile the text says."""
    if m.group(1) == "non-friend card":
        found = {"owner": "any", "kind": "card", "not_kind": "friend"}  # EO109
    else:
        found = target("a " + m.group(1))
    if found is None or set(found) - {"owner", "kind", "trait", "color", "not_kind"} or found.get("owner") != "any":
        return None
    return {"do": "banish_discard", "target": found,
            "whose": {"a": "any", "your": "you", "an opponent's": "opp"}[m.group(2)]}


@effect(r"the player with the fewest points scores (a|one|two|\d+) points?")
def _e_fewest_scores(m):
    return {"do": "fewest_scores", "n": 1 if m.group(1) in ("a", "one") else number(m.group(1))}


@effect(r"(?:have )?all players shuffle their decks")
def _e_shuffle_all(m):
    return {"do": "shuffle_decks"}


@effect(r"shuffle your deck")
def _e_shuffle_own(m):
    return {"do": "shuffle_own"}


@effect(r"put the card from the bottom of your deck on (?:the )?top of your deck")
def _e_bottom_to_top(m):
    return {"do": "bottom_to_top"}


@effect(r"put a \+1 power counter on this card for each (.+)")
def _e_counter_per(m):
    counted = for_each_count(m.group(1))
    if counted is None or counted["count"] != "cards":
        return None
    return {"do": "counter_per", "target": counted["target"]}


@effect(r"(?:during a faceoff, )?flip (?:an additional card|another(?: card)?)")
def _e_flip(m):
    return {"do": "flip"}


def a_or_an(text: str) -> str:
    return ("an " if text[0] in "aeiou" else "a ") + text


@effect(r"put an? \+1 power counter on each of (.+)")
def _e_counter_each(m):
    found = target_all(m.group(1))
    if found is None:
        return None
    return {"do": "counter", "target": found, "n": 1, "all": True}


@effect(r"pay \{(\d+)\} less for (?:your next (friend|event|resource)|the next (friend|event) you play) this turn")
def _e_discount(m):
    return {"do": "discount", "n": int(m.group(1)), "kind": m.group(2) or m.group(3)}


@effect(r"give (.+?) \{(\w+)\}" + UNTIL)
def _e_give_color(m):
    found = target(m.group(1))
    if found is None:
        return None
    return {"do": "color", "target": found, "color": _ELEMENTS.get(m.group(2), m.group(2)), "until": m.group(3),
            "what": m.group(1)}


@effect(r"start a faceoff involving (this card|your mane character|one of your friends|one of your characters"
        r"|your characters at a problem) "
        r"and (an opposing friend(?: here)?|an opposing character(?: here)?|an opponent's friend with equal or greater "
        r"power|an opponent's characters (?:there|at that problem)|an opposing friend or troublemaker)")
def _e_start_faceoff(m):
    """514.2c, 707.4: a faceoff started by an effect, between the cards it names."""
    mine, theirs = m.group(1), m.group(2)
    if mine == "your characters at a problem":
        if not theirs.startswith("an opponent's characters"):
            return None
        return {"do": "start_faceoff", "mode": "problem"}
    if mine == "one of your friends":
        if theirs != "an opponent's friend with equal or greater power":
            return None
        return {"do": "start_faceoff", "mode": "pair"}
    if theirs.startswith("an opponent's"):
        return None
    if mine == "one of your characters":
        # a character of yours against the card chosen (a Troublemaker too, 514.2c)
        return {"do": "start_faceoff", "mode": "own", "opp": target(theirs), "what": theirs}
    if theirs == "an opposing friend or troublemaker":
        return None
    return {"do": "start_faceoff", "mode": "self" if mine == "this card" else "mane", "opp": target(theirs),
            "what": theirs}


@effect(r"reveal the top card of your deck")
def _e_reveal_top(m):
    return {"do": "reveal_top"}


@effect(r"(?:put it into your hand|draw it)")
def _e_revealed_to_hand(m):
    return {"do": "revealed_to_hand"}


@effect(r"put it into your discard pile")
def _e_revealed_to_discard(m):
    return {"do": "revealed_to_discard"}


@effect(r"choose (an?|another) (.+)")
def _e_choose_card(m):
    if m.group(2) in ("problem", "color", "player", "card type", "number"):
        return None
    found = target(m.group(1) + " " + m.group(2))
    if found is None or found.get("self"):
        return None
    # ("what": the words the question asks with, "Choose an opposing Friend here")
    return {"do": "choose_card", "target": found, "what": m.group(0)}


@effect(r"you need ([+-]\d+) power to confront (this card's problem|that problem|problems)" + UNTIL)
def _e_confront_need(m):
    """611.3: a timed change to what you need to confront one Problem (or every Problem)."""
    where = {"this card's problem": "here", "that problem": "there", "problems": "all"}[m.group(2)]
    return {"do": "confront_need", "n": int(m.group(1)), "where": where, "until": m.group(3)}


@effect(r"choose a player")
def _e_choose_player(m):
    """Later steps' "that player" is the player chosen."""
    return {"do": "choose_player"}


@effect(r"choose a problem")
def _e_choose_problem(m):
    return {"do": "choose_problem"}


@effect(r"replace another problem")
def _e_replace_other(m):
    return {"do": "replace_problem"}


@effect(r"choose an opposing troublemaker\. that card doesn't prevent you from confronting its problem this turn")
def _e_unblock(m):
    return {"do": "unblock_troublemaker"}


@effect(r"put a delay counter on a problem")
def _e_delay(m):
    return {"do": "delay_counter"}


@effect(r"remove all delay counters from that problem")
def _e_undelay(m):
    return {"do": "clear_delay"}


@effect(r"put " + NUMBER + r" \+1 (?:power )?counters? on (.+)")
def _e_counter(m):
    found = target(m.group(2))
    if found is None:
        return None
    return {"do": "counter", "target": found, "n": number(m.group(1)), "what": m.group(2)}


@effect(r"(?:put|return) it (?:in|into|to) its owner'?s? hand")
def _e_left_to_hand(m):
    """After "when this card leaves play / is retired / is dismissed": the card, now in
    another zone, goes to its owner's hand (410.6a)."""
    return {"do": "left_to_hand"}


@effect(r"gain \{(\d+)\} for each (.+)")
def _e_gain_per(m):
    counted = for_each_count(m.group(2))
    if counted is None or counted["count"] != "cards":
        return None
    return {"do": "gain_per", "n": int(m.group(1)), "target": counted["target"]}


@effect(r"(?:put|return) (.+?) (?:in|into|to) its owner's hand")
def _e_bounce(m):
    found = target(m.group(1))
    if found is None or found.get("self"):
        return None
    return {"do": "bounce", "target": found, "what": m.group(1)}


@effect(r"put (.+?) on top of its owner's deck")
def _e_to_deck(m):
    found = target(m.group(1))
    if found is None or found.get("self"):
        return None
    return {"do": "deck_top", "target": found, "what": m.group(1)}


@effect(r"(?:an|each|your) opponents? loses? \{(\d+)\}")
def _e_opp_lose(m):
    return {"do": "opp_lose", "n": int(m.group(1))}


@effect(r"search your deck for ((?:an?|one) (.+?)), reveal it, (?:and put it into your hand|put it into your hand, "
        r"and shuffle your deck)")
def _e_tutor(m):
    found = target("a " + m.group(2))
    if found is None:
        return None
    return {"do": "search_deck", "target": found, "what": m.group(1), "reveal": True}


@effect(r"search your deck for ((?:an?|one) (.+?))(?:, reveal it, put it into play, and shuffle your deck"
        r"| and put it into play face-up)")
def _e_tutor_to_play(m):
    """518.1 (may fail to find), 706.1, then 518.2: the deck is shuffled."""
    found = target("a " + m.group(2))
    if found is None or set(found) - {"owner", "kind", "trait", "color"}:
        return None
    face_up = m.group(0).endswith("face-up")
    if (found.get("kind") == "troublemaker") != face_up or found.get("kind") not in ("friend", "troublemaker"):
        return None
    return {"do": "search_to_play", "target": found, "what": m.group(1)}


@effect(r"(?:search your discard pile for ((?:an?|one) (.+?)) and put it into your hand"
        r"|put ((?:an?|one) (.+?)) from your discard pile into your hand)")
def _e_recover(m):
    found = target("a " + (m.group(2) or m.group(4)))
    if found is None:
        return None
    # ("what": the words the question asks with, "Put which Accessory from your discard pile ...")
    return {"do": "recover", "target": found, "what": m.group(1) or m.group(3)}


@effect(r"look at the top " + NUMBER + r" cards of (your|your opponent's|an opponent's) deck and put them back in any order")
def _e_order(m):
    return {"do": "order_deck", "n": number(m.group(1)), "whose": "you" if m.group(2) == "your" else "opp"}


@effect(r"look at the top " + NUMBER + r" cards of that problem's deck and put them back in any order")
def _e_order_problem_deck(m):
    return {"do": "order_problem_deck", "n": number(m.group(1))}


@effect(r"look at the top card of (a|your) problem deck and put it on the top or (?:the )?bottom of that deck")
def _e_problem_scry(m):
    return {"do": "problem_scry", **({"own": True} if m.group(1) == "your" else {})}


@effect(r"(?:turn this card over|turn it over)(?!.)")
def _e_turn_over(m):
    return {"do": "turn_over"}


@effect(r"put a troublemaker from your (hand|discard pile) into play face-up( at this card's problem)?")
def _e_tm_from_hand(m):
    """706.1b, from the hand or (DE81, DE98) from the discard pile."""
    return {"do": "tm_from_hand", **({"zone": "discard"} if m.group(1) == "discard pile" else {}),
            **({"here": True} if m.group(2) else {})}


@effect(r"choose an? ([a-z ]+) friend from your discard pile with cost \{(\d+)\} or less and put it into play "
        r"(at that problem)")
def _e_reanimate_chosen(m):
    """ "at that Problem" after "When this card enters play at a Problem": this card's Problem."""
    return _e_reanimate(m)


@effect(r"put an? (?:([a-z ]+) )?friend(?: with cost (\d+) or less)? from your discard pile into play( here)?")
def _e_reanimate(m):
    if m.group(1) and m.group(1) not in TRAITS:
        return None
    return {"do": "reanimate", "max_cost": int(m.group(2)) if m.group(2) else 99, "here": bool(m.group(3)),
            "trait": m.group(1) or ""}


@effect(r"put a friend with printed power of (\d+) or less into play from your discard pile")
def _e_reanimate_weak(m):
    """EO121: the limit is on the Friend's printed power, not its cost."""
    return {"do": "reanimate", "max_cost": 99, "max_printed": int(m.group(1)), "here": False, "trait": ""}


_VERBS = {"shuffles": "shuffle", "puts": "put", "moves": "move", "frightens": "frighten", "draws": "draw", "exhausts": "exhaust",
          "reveals": "reveal",
          "loses": "lose",
          "discards": "discard", "retires": "retire", "readies": "ready", "dismisses": "dismiss",
          "gains": "gain", "scores": "score", "unfrightens": "unfrighten"}


def _subject(sentence: str) -> tuple[str | None, str]:
    """Who carries out a sentence: "" for you, "opp" for "they" (the opponent the text
    names), "that" for "that player"; the sentence is rewritten as if "you" did it.
    None when the subject is some other player the grammar does not know."""
    for prefix, who in (("each player with at least one action token ", "each_with_tokens"),
                        ("each player with a character here ", "each_with_character_here"),
                        ("that player ", "that"), ("that opponent ", "that"), ("they ", "opp"), ("each player ", "each"), ("all players ", "each"),
                        ("its owner ", "owner"), ("this card's owner ", "owner"),
                        ("each opponent ", "opponent"), ("the winner of the faceoff ", "winner"),
                        ("the winner of that faceoff ", "winner"), ("the winner ", "winner"),
                        ("the loser of the faceoff ", "loser"), ("the loser of that faceoff ", "loser"),
                        ("the loser ", "loser")):
        if sentence.startswith(prefix):
            if prefix == "that opponent " and one_effect(sentence) is not None:
                break  # a wording read whole ("that opponent must pay [1] if able")
            rest = sentence[len(prefix):]
            if rest.startswith("may "):
                rest = "you may " + re.sub(r"\btheir\b", "your", rest[len("may "):])
            else:
                rest = _second_person(rest)
                if rest is None:
                    return None, sentence
            return who, rest
    return "", sentence


def _second_subject(second: str, who: str) -> tuple[str | None, str]:
    """Who carries out the instruction after " and " (705.2e: each instruction is its own
    subject's), and that instruction as if "you" did it. Its own subject when it names one:
    "they discard a card and you draw a card" is the opponent's discard and your draw,
    "discard a card and they draw a card" your discard and the opponent's draw; else the
    first one's:
    "each player shuffles their deck and draws a card" is both theirs. None when it names a
    subject the grammar does not know."""
    if second.startswith("you "):
        return "", second[len("you "):]
    named, rest = _subject(second)
    if named is None or rest != second:
        return named, rest
    return who, (_second_person(second) or second) if who else second


def _second_person(text: str) -> str | None:
    first, _, rest = text.partition(" ")
    verb = _VERBS.get(first, first if first in _VERBS.values() else None)
    if verb is None:
        return None
    text = f"{verb} {rest}"
    return re.sub(r"\btheir\b", "your", text).replace(" they have", " you have")


def _word_choices(found: list[Effect], worded: int, sentence: str) -> int:
    """Give the optional steps read from `sentence` (those from `worded` on) the words the
    player is asked about ("says": the sentence as read, in lower case, which the runtime
    finds in the printed text): a "may" is asked by what the card says (712.3). How many
    steps are worded now."""
    for step in found[worded:]:
        if step.get("may") and "says" not in step:
            step["says"] = sentence
    return len(found)


def steps(body: str, paid: bool = False) -> list[Effect] | None:
    """The effects of a body of text, in order; None when any sentence is unknown.
    `paid`: the text follows a cost whose card "its power" may name (`_t_timed`)."""
    body = body.strip()
    if not body.endswith("."):
        return None
    body = body.replace("troublemaker. that card doesn't", "troublemaker\0 that card doesn't")
    body = body.replace("character. that character doesn't ready", "character\0 that character doesn't ready")
    body = body.replace("of your deck. you may put any number of them on top", "of your deck\0 you may put any number "
                        "of them on top")  # one instruction (`engine.mlp.effects.counters._e_arrange_top_bottom`)
    body = body.replace("this card has. put each friend revealed this way", "this card has\0 put each friend revealed "
                        "this way")  # one instruction (`engine.mlp.effects.revealing`)
    body = body.replace(". at the start of the next turn, put that friend into play", "\0 at the start of the next "
                        "turn, put that friend into play")  # one instruction (`verbs`)
    body = body.replace("flipped cards. those players ignore those cards", "flipped cards\0 those players ignore "
                        "those cards")  # one instruction (`engine.mlp.effects.faceoffs`)
    sentences = [s.strip().replace("\0", ".") for s in re.split(r"\.\s+", body[:-1])]
    found: list[Effect] = []
    worded = 0  # the steps before this one have the words of their optional choice
    for index, sentence in enumerate(sentences):
        worded = _word_choices(found, worded, sentences[index - 1] if index else "")
        following = sentences[index + 1] if index + 1 < len(sentences) else ""
        if sentence.startswith("you may ") and following.startswith("if you do, ") \
                and costs(sentence[len("you may "):]) not in (None, *LEAVING_AS_AN_EFFECT):
            # "you may <cost>. if you do, <effect>" (707.2a)
            found.append({"do": "nothing", "may": True, "as_cost": costs(sentence[len("you may "):])})
            continue
        if sentence.startswith("if you do, ") and found and "as_cost" not in found[-1] \
                and found[-1]["do"] in ("dismiss", "retire", "frighten", "exhaust", "ready", "unfrighten",
                                        "banish", "banish_discard", "move") \
                and not found[-1].get("all"):
            # "<do something to a card>. if you do, (you may) <effect>": only if a card was acted on
            rest = sentence[len("if you do, "):]
            may = rest.startswith("you may ")
            then = one_effect(rest.removeprefix("you may "))
            if then is None:
                return None
            found.append({**then, "may": may, "costs": [], "if_done": True})
            continue
        if sentence.startswith("if you do, "):
            # "you may <cost>. if you do, <effect>": the first sentence was a cost (707.2a)
            if not found or not found[-1].get("may") or "as_cost" not in found[-1]:
                return None
            previous = found.pop()
            then = one_effect(sentence[len("if you do, "):])
            if then is None:
                return None
            found.append({**then, "may": True, "costs": previous["as_cost"],
                          "says": f"{sentences[index - 1]}. {sentence}"})
            continue
        if sentence.startswith("then, you may ") and found:
            sentence = sentence[len("then, "):]  # "... . Then, you may ...": the next instruction, in order
        won_if = False
        lost_if = False
        m = re.match(r"if you (win|lose)(?: the faceoff)?, (.+)$", sentence)
        if m:
            # 514.5d: what the player who started the faceoff does if they win (or lose) it
            if not any(step["do"] == "start_faceoff" for step in found):
                return None
            won_if, lost_if = m.group(1) == "win", m.group(1) == "lose"
            sentence = m.group(2)
        reveal_if = None
        m = re.match(r"if (that card's power is (?:even|odd)|it's an? [a-z ]+|you reveal an? [a-z ]+ this way"
                     r"|that card is an? [a-z ]+), (.+)$", sentence)
        if m:
            # a condition on the card revealed earlier in this text
            reveal_if = _revealed_condition(m.group(1))
            if reveal_if is None or not any(step["do"] == "reveal_top" for step in found):
                return None
            sentence = m.group(2)
        m = re.match(r"otherwise, (.+)$", sentence) if reveal_if is None else None
        if m:
            # "If it's a Friend, ... . Otherwise, ...": the same revealed card, the other way
            before = found[-1].get("if_revealed") if found else None
            if before is None or before.get("negate"):
                return None
            reveal_if = {**before, "negate": True}
            sentence = m.group(1)
        if sentence.startswith("at the end of the faceoff, ") and any(s["do"] == "start_faceoff" for s in found):
            # the outcome of a faceoff an effect started, carried out as it ends: as 514.6's
            # priority window closes, with the triggers of its end, not as it is won (514.5d)
            next(s for s in found if s["do"] == "start_faceoff")["at_end"] = True
            sentence = sentence[len("at the end of the faceoff, "):]
        count = len(found)
        who, sentence = _subject(sentence)
        if who is None:
            return None
        may = sentence.startswith("you may ")
        text = sentence[len("you may "):] if may else sentence
        m = re.fullmatch(r"(.+?) to (.+)", text) if may else None
        if m and costs(m.group(1)) is not None:
            then = one_effect(m.group(2))
            if then is None:
                return None
            if who in _EACH:
                # "each player may pay [1] to ...": each of them in turn order, each paying their own
                found.extend(_carried_out_by([{**then, "may": True, "costs": costs(m.group(1))}], who))
                continue
            found.append({**then, "may": True, "costs": costs(m.group(1)), **({"who": who} if who else {})})
            continue
        step = one_effect(text)
        if step is None and not may and " and " in text:
            # "retire it and gain [1]": two instructions in order (705.2e)
            first, _, second = text.partition(" and ")
            second_who, second = _second_subject(second, who)
            one, two = one_effect(first), one_effect(second)
            if one is not None and two is not None and one["do"] == "move" \
                    and not one["target"].get("self") and two.get("target") == {"self": True, "ref": "it"}:
                two = {**two, "target": {"self": True, "ref": "acted_on"}}  # "move X and it gets ...": X
            if one is not None and two is not None and second_who is not None:
                found.extend(_carried_out_by([{**one, "may": False, "costs": []}], who))
                found.extend(_carried_out_by([{**two, "may": False, "costs": []}], second_who))
                continue
        if step is None and not may and not who and ", and " in text and text.count(", ") >= 2:
            # "gain [1], banish this card, and flip another": a list of instructions, in order
            parts = [one_effect(piece) for piece in re.split(r", (?:and )?", text)]
            if all(part is not None for part in parts):
                found.extend({**part, "may": False, "costs": []} for part in parts)  # type: ignore[dict-item]
                continue
        if step is None and not may and ", then " in text:
            # "A, then B": two instructions in order (705.2e), both the subject's ("they discard a
            # card, then draw a card": the opponent's, each player's in turn for "each player"),
            # but one naming "you" is yours ("then you may B": B optional)
            pieces = text.split(", then ")
            yours = [index > 0 and piece.startswith("you ") for index, piece in enumerate(pieces)]
            optional = [piece.startswith("you may ") for piece in pieces]
            parts = [one_effect(piece.removeprefix("you may ").removeprefix("you ")) for piece in pieces]
            if all(part is not None for part in parts):
                for part, opt, mine in zip(parts, optional, yours, strict=True):
                    found.extend(_carried_out_by([{**part, "may": opt, "costs": []}], "" if mine else who))
                continue
        if step is None and not may and who in _EACH and " then " in text:
            # "all players discard all the cards in their hand then draw 3 cards": each
            # instruction for every player before the next (`_carried_out_by`)
            parts = [one_effect(piece) for piece in text.split(" then ")]
            if all(part is not None for part in parts):
                found.extend(_carried_out_by([{**part, "may": False, "costs": []} for part in parts], who))
                continue
        if step is None:
            paid = costs(text) if may else None
            if paid is None:
                return None
            found.append({"do": "nothing", "may": True, "as_cost": paid})
            continue
        if "most" in step:
            # "you may move up to two ...": "up to" lets the player choose none, which is the
            # "may" (one question: the cards, none among the answers)
            may = False
        if who in _EACH:
            found.extend(_carried_out_by([{**step, "may": may, "costs": []}], who))
        else:
            found.append({**step, "may": may, "costs": []})
            if who:
                found[-1]["who"] = who
        if reveal_if is not None:
            if len(found) != count + 1:
                return None
            found[-1]["if_revealed"] = reveal_if
        if won_if or lost_if:
            if len(found) != count + 1:
                return None
            found[-1]["if_won" if won_if else "if_lost"] = True
    _word_choices(found, worded, sentences[-1])
    if any("as_cost" in step for step in found):
        return None
    if any(step["do"] == "put_revealed_card_into_play" for step in found) and not any(step["do"] == "reveal_top"
                                                                              for step in found):
        return None  # "put it into play" after no "reveal the top card": another "it"
    if not paid and any(step["do"] == "add_paid_power" for step in found):
        return None  # "add that Friend's power" names a card no cost chose
    starts = [i for i, step in enumerate(found) if step["do"] == "start_faceoff"]
    if starts:
        after = found[starts[0] + 1:]
        if len(starts) > 1 or not after or any(not (s.get("who") in ("winner", "loser") or s.get("if_won") or s.get("if_lost"))
                                               for s in after):
            return None
    elif any(step.get("who") in ("winner", "loser") for step in found):
        return None
    return found


# the subjects that give an instruction to each player in turn ("each player ...", "each player with
# at least one action token ...", "each player with a character here ...")
_EACH = ("each", "each_with_tokens", "each_with_character_here")


def _carried_out_by(instructions: list[Effect], who: str) -> list[Effect]:
    """Instructions given to a player ("each player ..."): each instruction for every player,
    the turn player's part first, then the other's (801 in turn order), before the next
    instruction: "all players discard all the cards in their hand then draw 3 cards" has both
    hands discarded, then both players draw (801.1: the same instruction to every player is
    carried out for all of them together, `steps._each_chooses_first`)."""
    if who not in _EACH:
        return [{**step, **({"who": who} if who else {})} for step in instructions]
    need = {"each_with_tokens": {"min_tokens": 1},
            "each_with_character_here": {"with_character_here": True}}.get(who, {})
    return [{**step, "who": player, **need} for step in instructions for player in ("turn_player", "other_player")]


def _revealed_condition(text: str) -> dict[str, Any] | None:
    m = re.fullmatch(r"that card's power is (even|odd)", text)
    if m:
        return {"parity": m.group(1)}
    m = re.fullmatch(r"(?:it's|that card is|you reveal) an? ([a-z ]+?)(?: this way)?", text)
    if m:
        found = target("a " + m.group(1))
        if found is None or set(found) - {"owner", "kind", "trait"}:
            return None
        return {"target": found}
    return None


# ----- triggers (704) -----------------------------------------------------------------------

# printed trigger condition -> (event emitted by the engine, which instance of it)
HEADS: dict[str, tuple[str, str]] = {
    "when this card enters play": ("enter_play", "self"),
    "when this problem enters play": ("enter_play", "self"),
    "when this card enters play at a problem": ("enter_play", "self_at_problem"),
    "when you play this card": ("played", "self"),
    "when you play this card to a problem": ("played", "self_at_problem"),
    "when you move this card to a problem": ("moved", "self_to_problem"),
    "when you move this card": ("moved", "self"),
    "when you move the attached friend": ("moved", "host"),
    "when you confront this card's problem": ("confront", "own_here"),
    "when you confront this problem": ("confront", "this_problem_you"),
    "at the start of your turn": ("turn_start", "you"),
    "at the start of each of your turns": ("turn_start", "you"),
    "at the end of your turn": ("turn_end", "you"),
    "at the end of each opponent's turn": ("turn_end", "opp"),
    "at the end of your opponent's turn": ("turn_end", "opp"),
    "at the start of your troublemaker phase": ("tm_phase_start", "you"),
    "at the end of your troublemaker phase": ("tm_phase_end", "you"),
    "at the start of your main phase": ("main_start", "you"),
    "at the start of an opponent's main phase": ("main_start", "opp"),
    "at the start of the game": ("game_start", "game"),
    "at the end of your main phase": ("main_end", "you"),
    "at the start of your score phase": ("score_start", "you"),
    "when you win a faceoff involving this card": ("faceoff_won", "self"),
    "when you win a faceoff": ("faceoff_won", "you"),
    "when a player scores a point": ("scored", "any"),
    "when you lose a faceoff involving this card": ("faceoff_won", "lost_self"),
    "when you lose a problem faceoff involving this card": ("faceoff_won", "lost_self_problem"),
    "when you win a problem faceoff involving this card": ("faceoff_won", "self_problem"),
    "when you win a troublemaker faceoff involving this card": ("faceoff_won", "self_troublemaker"),
    "at the start of a faceoff involving this card": ("faceoff_start", "self"),
    "at the start of a problem faceoff involving this card": ("faceoff_start", "self_problem"),
    "when this card is uncovered": ("uncovered", "self"),
    "when this card becomes unfrightened": ("unfrightened", "self"),
    "when you play an event": ("played", "event_you"),
    "when you move a character to this problem": ("moved", "to_this_problem_you"),
    "when this problem is solved": ("solved", "self"),
    "when this problem becomes solved": ("solved", "self"),
    "when this problem is replaced": ("replaced", "self"),
    "when this card leaves play": ("self_left_play", "self"),
    "when this card is dismissed": ("self_dismissed", "self"),
    "when this card is retired": ("self_retired", "self"),
    "when this card enters the discard pile from play": ("self_to_discard", "self"),
    "when this card is put into your discard pile from play": ("self_to_discard", "self"),
    "at the start of your opponent's troublemaker phase": ("tm_phase_start", "opp"),
    "at the start of each player's troublemaker phase": ("tm_phase_start", "any"),
    "at the end of each player's troublemaker phase": ("tm_phase_end", "any"),
    "at the start of each player's turn": ("turn_start", "any"),
    "at the start of each opponent's turn": ("turn_start", "opp"),
    "at the start of the score phase": ("score_start", "any"),
    "when a player confronts this problem": ("confront", "this_problem_any"),
    "when this card is confronted": ("confront", "this_problem_any"),  # (on a Problem: by any player)
    "when an opponent confronts this card's problem": ("confront", "opp_here"),
    "when an opposing friend enters play here": ("enter_play", "opp_friend_here"),
    "when a friend enters play here": ("enter_play", "friend_here"),
    "when you flip a card": ("flip", "you"),
    "when this card is defeated": ("tm_defeated", "self"),
    "when an opponent moves a character to a problem": ("moved", "opp_to_problem"),
    "when an opponent starts a faceoff": ("faceoff_start", "opp"),
    "when an opponent starts a faceoff here": ("faceoff_start", "opp_here"),
    "at the start of a faceoff": ("faceoff_start", "any"),
    "at the start of a problem faceoff": ("faceoff_start", "problem"),
    "at the start of a problem faceoff here": ("faceoff_start", "problem_here"),
    "when an opponent plays a card": ("played", "opp_any"),
    "when you move a character": ("moved", "you_character"),
    "when you move a friend": ("moved", "you_character_friend"),
    "when you move a character to a problem": ("moved", "you_character_to_problem"),
    "when you move a character to any problem": ("moved", "you_character_to_problem"),
    "when one of your friends enters play": ("enter_play", "own_friend"),
    "when one of your friends enters play here": ("enter_play", "own_friend_here"),
    "when this card becomes cutie marked": ("cutie_marked", "self"),
    "when one of your friends becomes cutie marked": ("cutie_marked", "own_friend"),
    "when you win a troublemaker faceoff": ("faceoff_won", "you_troublemaker"),
    "when you confront a problem": ("confront", "you_any"),
    "when a troublemaker is uncovered": ("uncovered", "any"),
    "when a troublemaker is uncovered here": ("uncovered", "here"),
    "when a troublemaker at this card's problem is uncovered": ("uncovered", "here"),
    "when an opposing troublemaker is uncovered here": ("uncovered", "opp_here"),
    "when you uncover a troublemaker at this card's problem": ("uncovered", "own_here"),
    "when this problem is played": ("enter_play", "self"),
    "when a troublemaker is played here": ("played", "troublemaker_here"),
    "when you play a troublemaker": ("played", "own_troublemaker"),
    "when you play a friend": ("played", "own_friend"),
    "when an opponent moves a character": ("moved", "opp_character"),
    "when a problem enters play": ("enter_play", "problem"),
    "when one of your problems enters play": ("enter_play", "own_problem"),
    "when an opponent challenges this card": ("faceoff_start", "challenged"),
    "when a player challenges this card": ("faceoff_start", "challenged_any"),
    "when an opponent challenges one of your troublemakers": ("faceoff_start", "challenged_own_tm"),
    "when you move one of your characters to a problem": ("moved", "you_character_to_problem_own"),
    "when you move another character": ("moved", "you_character_other"),
    "when an opponent plays a resource": ("played", "opp_resource"),
    "when you lose a troublemaker faceoff involving this card": ("faceoff_won", "lost_self_troublemaker"),
    "when an opposing character enters play here": ("enter_play", "opp_friend_here"),
    "when you play a troublemaker here": ("played", "own_troublemaker_here"),
    "when you win a troublemaker faceoff here": ("faceoff_won", "you_troublemaker_here"),
    "when this troublemaker is uncovered": ("uncovered", "self"),
    "when this card is turned face-up": ("turned_face_up", "self"),
    "when you play a friend to a problem": ("played", "own_friend_to_problem"),
    "at the start of each player's main phase": ("main_start", "any"),
    "at the end of each player's turn": ("turn_end", "any"),
    "when one of your friends is retired or dismissed": ("left_play", "own_friend_retired_dismissed"),
    "when you start a faceoff here": ("faceoff_start", "you_here"),
    "when you play a card during a faceoff": ("played", "you_any_faceoff"),
    "when an opponent plays a friend": ("played", "opp_friend"),
    "when a player draws a card": ("drew", "any"),
    "when you move another one of your characters": ("moved", "you_character_other"),
    "when an opponent confronts a problem": ("confront", "opp_any"),
    "when a friend here is dismissed": ("left_play", "friend_here_dismissed"),
    "when you move your mane character to a problem": ("moved", "you_character_to_problem_mane"),
    "when an opponent's character is moved from this problem": ("moved", "opp_character_from_here"),
    "when an opponent's character is moved from here to another problem": ("moved", "opp_character_from_here_to_problem"),
    "when a player defeats a troublemaker here": ("tm_defeated", "here"),
    "at the end of your draw step": ("draw_step_end", "you"),
    "when you draw a card": ("drew", "you"),
    # (`MlpGame.put_on_deck_top`: an event for each card; "one or more" answers the first only)
    "when you put a card on top of your deck": ("deck_top", "you"),
    "when you put one or more cards on top of your deck": ("deck_top", "you_at_once"),
    "when you put this card on top of your deck": ("deck_top", "self_from_deck"),
    "when an opponent loses one or more action tokens": ("lost_tokens", "opp"),
    "when an opponent draws a card during their main phase": ("drew", "opp_main"),
    "when you play a card": ("played", "you_any"),
    "when you discard a card": ("discarded", "you"),
    "when this card's problem is solved": ("solved", "here"),
    "when an opposing friend is dismissed": ("left_play", "opp_friend_dismissed"),
    "when an opponent's friend is dismissed": ("left_play", "opp_friend_dismissed"),
    "at the start of the turn": ("turn_start", "any"),
    "when an opponent discards a card": ("discarded", "opp"),
    "when a card enters a discard pile": ("put_in_discard", "any"),
    "talented: when you play an event whose play requirement includes at least one of this card's colors": (
        "played", "event_you_talented"),
    "when you play this card to a problem with a face-up troublemaker": ("played", "self_at_problem_with_tm"),
    # leaving play in any way (to a discard pile, banished, to a hand or a deck)
    "when a friend leaves play": ("left_play", "leaves:friend:any"),
    "when a non-token friend leaves play": ("left_play", "leaves:friend:any:non_token"),
    "when one of your friends leaves play": ("left_play", "leaves:friend:you"),
    "when an opposing friend leaves play": ("left_play", "leaves:friend:opp"),
    "when an opposing resource leaves play": ("left_play", "leaves:resource:opp"),
    "when a resource leaves play": ("left_play", "leaves:resource:any"),
    "when this card becomes frightened": ("self_frightened", "self"),
    "when this or another friend is frightened": ("frightened", "this_or_friend"),
    "when another friend is frightened": ("frightened", "friend"),
}
# heads that name a player whom "they" / "that player" refer to
_NAMES_PLAYER = {"opp": "opp", "any": "that", "this_problem_any": "that", "here": "that",
                 "challenged_any": "that", "friend_here_any": "that"}
_FIRST_EACH_TURN = " for the first time each turn"
# trigger conditions read only with "the first time ... each turn" (see `_t_first_time`)
HEADS.update({
    "when an opposing friend enters play at a problem": ("enter_play", "opp_friend_at_problem"),
    "when a friend enters play at a problem": ("enter_play", "friend_at_problem"),
    "when you frighten a friend": ("frightened", "you_frighten"),
    "when a player plays a friend here": ("played", "friend_here_any"),
    "when one or more friends become frightened": ("frightened", "any_friend"),
})
# heads about the opponent's own turn or phase: "that player" is that opponent
_OPP_HEADS = {"opp", "opp_here"}  # "when an opponent confronts this card's problem, that opponent ..."


def _head(text: str) -> tuple[str, str, dict[str, Any]] | None:
    found = HEADS.get(text)
    if found is not None:
        return found[0], found[1], {}
    m = re.fullmatch(r"when a player confronts this problem with characters that have at least (\d+) "
                     r"different colors among them", text)
    if m:
        return "confront", "this_problem_any", {"colors": int(m.group(1))}
    m = re.fullmatch(r"when you confront this problem with at least (\d+) characters", text)
    if m:
        return "confront", "this_problem_you", {"min_chars": int(m.group(1))}
    m = re.fullmatch(r"when you move another character with (\d+) or less power", text)
    if m:
        return "moved", "you_character_other", {"max_power": int(m.group(1))}
    m = re.fullmatch(r"when you win a problem faceoff involving this card by at least (\d+) power", text)
    if m:
        return "faceoff_won", "self_problem", {"margin": int(m.group(1))}
    m = re.fullmatch(r"when you play an? ([a-z ]+) on (one of your friends|this card)", text)
    if m and (m.group(1) in TRAITS or m.group(1) == "resource"):
        return "played", "own_attachment", {"trait": m.group(1), "on_self": m.group(2) == "this card"}
    m = re.fullmatch(r"when you flip an? ([a-z ]+) card", text)
    if m and m.group(1) in TRAITS | {"chaotic"}:
        return "flip", "you", {"trait": m.group(1)}
    if text == "when this card enters play during your turn":
        return "enter_play", "self", {"if": {"if": "own_turn"}}
    m = re.fullmatch(r"when you play an? (?:([a-z ]+) )?friend (to this card's problem|here)", text)
    if m and (m.group(1) is None or m.group(1) in TRAITS):
        # "to this card's Problem": never while this card is at home, where "here" is (501.4)
        return "played", "own_friend_here", {**({"trait": m.group(1)} if m.group(1) else {}),
                                             **({"at_problem": True} if m.group(2) != "here" else {})}
    m = re.fullmatch(r"when you play an? ([a-z ]+?)(?: friend)?", text)
    if m and m.group(1) in TRAITS:
        # "When you play a Seapony": a Friend with that trait (the cards with it are Friends)
        return "played", "own_friend", {"trait": m.group(1)}
    m = re.fullmatch(r"when one of your ([a-z ]+) friends enters play", text)
    if m and m.group(1) in TRAITS:
        return "enter_play", "own_friend", {"trait": m.group(1)}
    m = re.fullmatch(r"when (this or another|another) one of your ([a-z ]+) friends enters play", text)
    if m and m.group(2) in TRAITS:
        return "enter_play", "own_friend", {"trait": m.group(2), "other": m.group(1) == "another"}
    if text == "when another one of your friends enters play here":
        return "enter_play", "own_friend_here", {"other": True}  # (not this card itself)
    m = re.fullmatch(r"when one of your ([a-z ]+)s enters play here", text)
    if m and m.group(1) in TRAITS:
        return "enter_play", "own_friend_here", {"trait": m.group(1)}
    for reader in HEAD_READERS:  # (registered by wording families)
        found = reader(text)
        if found is not None:
            return found
    return None


@template(r"((?:talented: )?(?:when|at) [^,]+), (.+)")
def _t_triggered(m, t):
    both = re.fullmatch(r"(when [^,]+?) and (at the start of [^,]+)", m.group(1))
    if both and _head(both.group(1)) is not None and _head(both.group(2)) is not None:
        # "When this card enters play and at the start of each of your turns, ...": the same
        # text triggered by either (a triggered ability for each)
        found = [_t_triggered(re.match(r"(.+?), (.+)", f"{head}, {m.group(2)}"), t) for head in both.groups()]
        return None if None in found else [ability for part in found for ability in _listed(part)]
    picked = re.fullmatch(r"choose one: (.+)", m.group(2))
    if picked:
        # "When ..., choose one: A, or B." (the mode chosen as it resolves, as an Event's)
        head = _head(m.group(1))
        modes = _modes(picked.group(1))
        if head is None or modes is None or head[2] or m.group(1).endswith(_FIRST_EACH_TURN):
            return None
        return _a("trigger", "effect", t, head[0], when=head[1], steps=[], modes=modes[0], mode_texts=modes[1])
    # "... for the first time each turn": only the first such occurrence each turn triggers it
    first = m.group(1).endswith(_FIRST_EACH_TURN)
    head = _head(m.group(1).removesuffix(_FIRST_EACH_TURN))
    if head is None:
        return None
    body = m.group(2)
    extra = dict(head[2])
    if first:
        extra["first_each_turn"] = True
    left_play = head[0] in ("self_left_play", "self_dismissed", "self_retired", "self_to_discard")
    if (head[1] == "self" or head[1].startswith("self_")) and not left_play:
        # "When this card ..., you may retire it to ...": "it" is this card (nothing else named)
        body = body.replace("you may retire it to ", "you may retire this card to ")
        body = body.replace("you may exhaust it to ", "you may exhaust this card to ")
    cond = re.match(r"if (you have another \{\w+\} character|a player has \d+ or more points|you have an? [a-z ]+ "
                    r"character here|an opponent has at least \{\d+\}|no problems were confronted this turn"
                    r"|this card's problem was not confronted(?: this turn)?), (.+)$", body)
    if cond:
        extra["if"] = _trigger_condition(cond.group(1))
        if extra["if"].get("trait", "unicorn") not in TRAITS:
            return None
        body = cond.group(2)
    else:
        # "if <a condition a "while" can name>, ...": checked as the effect is created (712.2)
        known = re.match(r"if ([^,]+), (.+)$", body)
        state = condition(known.group(1)) if known else None
        if state is not None:
            extra["if"] = {"if": "state", "cond": state}
            if "turn_record" in state:
                extra["turn_record"] = True  # (a condition on the turn so far: the game keeps its record)
            body = known.group(2)
    found = steps(body)
    if found is None:
        return None
    if any(step["do"] in ("left_to_hand", "exiled_to_hand") or step.get("n_power") for step in found) \
            and not left_play:
        return None  # "put it into its owner's hand" / "its power" are read only for the card that left play
    if head[0] == "solved" and head[1] == "self" and any(
            step.get("target", {}).get("place") == "here" or step.get("with_character_here") for step in found) \
            and not any(step.get("target", {}).get("place") == "there" for step in found):
        # "When this Problem is solved, dismiss each Friend here": the cards that stood here as
        # it was solved, which are sent home as it is replaced (613.2) before this resolves; the
        # effect reads the game as it was when it was made, as the Problem was solved (712.2)
        found = [{**step, "target": {**step["target"], "place": "were_here"}}
                 if step.get("target", {}).get("place") == "here" else step for step in found]
        extra["were_here"] = True
    elif head[0] in ("solved", "replaced") and any(
            step.get("target", {}).get("place") in ("here", "there") for step in found):
        return None  # the cards "here" are sent home as the Problem is replaced (613.2)
    named = _NAMES_PLAYER.get(head[1])
    chosen = False
    for step in found:
        chosen = chosen or step["do"] == "choose_player"
        if step.get("who") in ("turn_player", "other_player", "opponent", "winner", "loser", "owner"):
            continue
        if step.get("who") == "that" and chosen:
            continue  # "choose a player. That player ..."
        if step.get("who"):
            if step["who"] == "that" and head[1] in _OPP_HEADS:
                step["who"] = "opp"
                continue
            if named is None or (step["who"] == "that" and named != "that"):
                return None  # "they" / "that player" with no player named by the trigger
            step["who"] = named
    return _a("trigger", "effect", t, head[0], when=head[1], steps=found, **extra)


def _listed(found: Ability | list[Ability]) -> list[Ability]:
    return found if isinstance(found, list) else [found]


def _trigger_condition(text: str) -> dict[str, Any]:
    m = re.fullmatch(r"you have another \{(\w+)\} character", text)
    if m:
        return {"if": "other_color", "color": _ELEMENTS.get(m.group(1), m.group(1))}
    m = re.fullmatch(r"a player has (\d+) or more points", text)
    if m:
        return {"if": "any_points", "n": int(m.group(1))}
    m = re.fullmatch(r"you have an? ([a-z ]+) character here", text)
    if m:
        return {"if": "trait_here", "trait": m.group(1)}
    m = re.fullmatch(r"an opponent has at least \{(\d+)\}", text)
    if m:
        return {"if": "opp_tokens", "n": int(m.group(1))}
    if text.startswith("this card's problem"):
        return {"if": "here_not_confronted"}
    if text == "it is your turn":
        return {"if": "own_turn"}
    return {"if": "no_confront"}


@template(r"chaos: when this card is flipped, (.+)")
def chaos_trigger(m, t):
    """Glossary, Chaos: the flipped card's ability triggers for the player who flipped it."""
    found = steps(m.group(1))
    if found is None or any(step.get("who") for step in found):
        return None
    for index, step in enumerate(found):
        if step["do"] == "banish" and step["target"] == {"self": True}:
            found[index] = {**step, "do": "banish_flipped_self"}  # from the flip zone (`faceoffs`)
            continue
        if step.get("target", {}).get("ref") == "that" and any(s["do"] == "choose_card" for s in found[:index]):
            continue  # "that Friend": the card chosen earlier in the text, in play
        if step.get("target", {}).get("self"):
            if step["do"] != "pump" or step["until"] != "faceoff" or step.get("ref") == "that":
                return None  # the card itself is in the flip zone, not in play
            # "it gets +N power until the end of the faceoff": the flipped card's power (514.4a)
            found[index] = {**step, "do": "pump_flipped"}
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=found)


# ----- activated abilities (703) and Events (304) -------------------------------------------

# the costs that only a card in the hand can pay
HAND_COSTS = frozenset({"banish_self_from_hand"})

TIMINGS = {
    "main phase": "main", "immediate": "immediate", "faceoff": "faceoff",
    "problem faceoff": "problem_faceoff", "troublemaker faceoff": "troublemaker_faceoff",
    "score phase": "score_phase", "troublemaker phase": "troublemaker_phase",
    "any phase": "any_phase",
}


def _any_player(built: Ability | None) -> Ability | None:
    if built is None or built.kind != "activated":
        return None
    return Ability(kind=built.kind, name=built.name, params={**built.params, "any_player": True},
                   timing=built.timing, event=built.event, text=built.text)


_TIMED = (r"(main phase|immediate|faceoff|problem faceoff|troublemaker faceoff|score phase|troublemaker phase"
          r"|any phase): (.+)")


@template(_TIMED)
def _t_timed(m, t):
    timing = TIMINGS[m.group(1)]
    body = m.group(2)
    extra: dict[str, Any] = {}
    anyone = " any player may activate this ability."
    if body.endswith(anyone) and " to " in body:
        # 703.1b: an activated ability any player may activate, not only its controller
        return _any_player(_t_timed(re.match(_TIMED, f"{m.group(1)}: {body[: -len(anyone)]}"), t))
    if body.startswith("during a faceoff, ") and " to " in body:
        # "Immediate: During a faceoff, <cost> to <effect>": usable only while a faceoff runs
        body = body[len("during a faceoff, "):]
        extra["during_faceoff"] = True
    picked = re.match(r"choose (one|two): ", body)
    if picked:
        modes = _modes(body[picked.end():])
        if modes is None or (picked.group(1) == "two" and len(modes[0]) < 3):
            return None
        # "Choose two:" two different modes (see docs/engine.md, "Choose two")
        return _a("play", "effect", t, timing=timing, steps=[], modes=modes[0], mode_texts=modes[1],
                  **({"pick": 2} if picked.group(1) == "two" else {}))
    # an Event's text has no cost: its timing phrase is not an activated ability (703.1a)
    split = re.fullmatch(r"(.+?) to (.+)", body)
    if split and costs(split.group(1)) is not None:
        found = steps(split.group(2) if split.group(2).endswith(".") else split.group(2) + ".", paid=True)
        if found is None or any(step.get("n_power") for step in found):
            return None
        paid = costs(split.group(1))
        if any(step["do"] == "add_paid_power" for step in found):
            # "exhaust one of your Friends to add its power to ...": the card paid is kept
            chosen = [cost for cost in paid if cost[0] == "exhaust_own"]
            if len(chosen) != 1:
                return None
            chosen[0][2:] = [1, "keep"]
        if any(cost[0] in HAND_COSTS for cost in paid):
            # a cost only a card in the hand can pay: activated from there, never in play
            return _a(FROM_HAND, "effect", t, timing=timing, costs=paid, steps=found, **extra)
        return _a("activated", "effect", t, timing=timing, costs=paid, steps=found, **extra)
    if extra:
        return None
    found = steps(body)
    if found is None or any(step.get("n_power") for step in found):
        return None
    return _a("play", "effect", t, timing=timing, steps=found)


def names_this_card(step: Effect) -> bool:
    """Does a step act on "this card" itself (not a card "it" / "that" refers to)?"""
    t = step.get("target", {})
    return bool(t.get("self")) and not t.get("ref")


def _modes(text: str) -> tuple[list[list[Effect]], list[str]] | None:
    """ "Choose one: A, B, or C." / "A; B; or C.": each mode read on its own."""
    text = text.rstrip(".")
    parts = re.split(r"; (?:or )?", text) if ";" in text else re.split(r", (?:or )?", text)
    found = []
    for part in parts:
        mode = steps(part.strip() + ".")
        if mode is None or any(step.get("may") for step in mode):
            return None
        found.append(mode)
    return (found, [p.strip() for p in parts]) if len(found) >= 2 else None


@template(r"faceoff: if you have (.+?) or (.+?) involved in this faceoff, flip an additional card\. "
          r"if you have \1 and \2 involved in this faceoff, flip 2 additional cards instead\.")
def _t_names_flip(m, t):
    return _a("play", "effect", t, timing="faceoff",
              steps=[{"do": "names_flip", "names": [m.group(1), m.group(2)], "may": False, "costs": []}])


# ----- continuous text of a few Problems and Dilemmas (702) ---------------------------------


# ----- "While <condition>, this card has ..." (702, 708.2a) ---------------------------------

# conditions that only change when the board changes (a card moves, enters or leaves a
# zone, or turns over): keyword grants are cached until then, so only these may grant them
_BOARD_CONDITIONS = frozenset({"with_name", "with_other", "at_home", "at_problem", "at_problem_with_tm",
                               "hand_max", "hand_min", "more_friends", "opp_more_friends",
                               "mane_color", "no_opp_chars_here", "opp_name_here", "discard_has_friend", "name_here",
                               "opp_mane_home", "friend_at_home",
                               "opp_mane_boosted", "cutie_marked", "controls_trait_resource", "opp_tokens"})


# conditions that read a card's power: a text that changes power can't depend on them (711.3b:
# its own modifier would decide whether it applies), so only other continuous texts may have them
POWER_CONDITIONS = frozenset({"highest_power_here"})


# words that make "you have a ..." something other than a card's name
_NOT_NAMES = frozenset({*_TYPES, "mane", "token", "more", "fewer", "in", "at", "with", "here", "there", "cards",
                        "friends", "characters", "points", "action", "tokens", "another", "no"})


def condition(text: str) -> dict[str, Any] | None:
    """A "while" condition about this card, its area or its controller; None if unknown."""
    m = re.fullmatch(r"with your (.+)", text)
    if m and not re.search(r"\b(characters|friends)$", m.group(1)):
        return {"if": "with_name", "name": m.group(1)}
    m = re.fullmatch(r"with (?:another(?: one)? of your|at least one of your) (.+)s", text)
    if m:
        found = target("one of your " + m.group(1) + "s")
        if found is None:
            return None
        return {"if": "with_other", "target": found, "other": text.startswith("with another")}
    m = re.fullmatch(r"a player has (\d+) or more points", text)
    if m:
        return {"if": "any_points", "n": int(m.group(1))}
    simple = {
        "an opponent's mane character is at home": "opp_mane_home",
        "this card is at home": "at_home", "this card is at a problem": "at_problem",
        "this card is at a problem with a troublemaker": "at_problem_with_tm",
        "this card is involved in a faceoff": "involved", "involved in a faceoff": "involved",
        "this card is cutie marked": "cutie_marked", "this card is exhausted": "exhausted",
        "this card is ready": "ready", "you have more friends than an opponent": "more_friends",
        "an opponent has more friends than you": "opp_more_friends",
        "an opponent has more points than you": "opp_more_points",
        "an opponent's mane character is boosted": "opp_mane_boosted",
        "there are no opposing characters here": "no_opp_chars_here",
        "there are no opposing characters at this card's problem": "no_opp_chars_at_problem",
        "you have a friend in your discard pile": "discard_has_friend",
        "this card has power higher than any other friend here": "highest_power_here",
        "you have a friend at home": "friend_at_home",
        "you have a friend with higher power than its cost": "friend_over_cost",
        "you have a friend and a resource": "friend_and_resource",
    }
    if text in simple:
        return {"if": simple[text]}
    m = re.fullmatch(r"you have at least one ([a-z ]+) resource in play", text)
    if m and m.group(1) in TRAITS:
        return {"if": "controls_trait_resource", "trait": m.group(1)}
    m = re.fullmatch(r"you have an? (even|odd) number of action tokens", text)
    if m:
        return {"if": "tokens_parity", "odd": m.group(1) == "odd"}  # none is an even number
    m = re.fullmatch(r"an opponent has at least \{(\d+)\}", text)
    if m:
        return {"if": "opp_tokens", "n": int(m.group(1))}  # (LL66: "..., this card has Persistent")
    m = re.fullmatch(r"you have (\d+) or fewer cards in your hand", text)
    if m:
        return {"if": "hand_max", "n": int(m.group(1))}
    m = re.fullmatch(r"you have fewer than (\d+) cards in your hand", text)
    if m:
        return {"if": "hand_max", "n": int(m.group(1)) - 1}
    m = re.fullmatch(r"you have at least (\d+) cards in your hand", text)
    if m:
        return {"if": "hand_min", "n": int(m.group(1))}
    m = re.fullmatch(r"you have an? ([a-z][a-z .'&-]*)", text)
    if m and not set(m.group(1).split()) & _NOT_NAMES and m.group(1) not in TRAITS:
        return {"if": "have_name", "name": m.group(1)}  # "if you have a Lyra": a card of that name
    m = re.fullmatch(r"your mane character is \{(\w+)\}", text)
    if m:
        return {"if": "mane_color", "color": _ELEMENTS.get(m.group(1), m.group(1))}
    m = re.fullmatch(r"at a problem with an opponent's (.+)", text)
    if m:
        return {"if": "opp_name_here", "name": m.group(1)}
    m = re.fullmatch(r"at a problem with ([a-z][a-z .'-]+)", text)
    if m and not m.group(1).startswith(("a ", "an ", "your ", "another ")):
        return {"if": "name_here", "name": m.group(1)}
    for reader in CONDITION_READERS:  # (registered by wording families)
        found = reader(text)
        if found is not None:
            return found
    return None


def _keyword(text: str) -> tuple[str, int | None] | None:
    m = re.fullmatch(r"([a-z]+)(?: (\d+))?", text)
    if not m or m.group(1).capitalize() not in SUPPORTED_KEYWORDS:
        return None
    return m.group(1).capitalize(), int(m.group(2)) if m.group(2) else None


@template(r"while ([^,]+), this card has \+(\d+) power and is also \{?(\w+)\}?\.")
def _t_while_power_color(m, t):
    cond = condition(m.group(1))
    if cond is None or cond["if"] not in _BOARD_CONDITIONS:
        return None
    color = _ELEMENTS.get(m.group(3))
    if color is None:
        return None
    return [_a("static", "self_power_if", t, "power", cond=cond, amount=int(m.group(2))),
            _a("static", "self_color_if", t, "color", cond=cond, color=color)]


@template(r"while ([^,]+), (?:this card|it) (?:has|gets) (.+)\.")
def _t_while_self(m, t):
    cond = condition(m.group(1))
    if cond is None or cond["if"] in POWER_CONDITIONS:
        return None
    found: list = []
    parts = re.fullmatch(r"\+(\d+) power(?: and (.+))?|(.+)", m.group(2))
    if parts.group(1):
        found.append(_a("static", "self_power_if", t, "power", cond=cond, amount=int(parts.group(1))))
    rest = parts.group(2) or parts.group(3)
    if rest:
        keyword = _keyword(rest)
        if keyword is None or cond["if"] not in _BOARD_CONDITIONS:
            return None
        found.append(_a("static", "self_keyword_if", t, "grant_keyword", cond=cond, keyword=keyword[0],
                        value=keyword[1]))
    return found


@template(r"you flip an additional card during faceoffs\.")
def _t_controller_flip(m, t):
    return _a("static", "controller_extra_flip", t, "extra_flips")


@template(r"troublemakers here have ([+-]\d+) power\.")
def _t_tms_here(m, t):
    return _a("static", "troublemakers_here_power", t, "power", amount=int(m.group(1)))


@template(r"opposing characters here have ([+-]\d+) power during (problem )?faceoffs\.")
def _t_opp_here_faceoff(m, t):
    return _a("static", "opp_here_faceoff_power", t, "power", amount=int(m.group(1)),
              faceoff_kind="problem" if m.group(2) else "")


@template(r"(during your turn, )?this card can't contribute its power to faceoffs\.")
def _t_no_faceoff_power(m, t):
    return _a("static", "no_faceoff_power", t, "no_faceoff_power", own_turn=bool(m.group(1)))


@template(r"this card gets \+(\d+) power for each of your opponent's characters at its problem\.")
def _t_per_opp_here(m, t):
    return _a("static", "self_power_per_opp_here", t, "power", amount=int(m.group(1)))


def for_each_count(text: str) -> dict[str, Any] | None:
    """What "for each ..." counts: cards in a hand, action tokens, or described cards in play."""
    fixed = {"card in your hand": "own_hand", "card in your opponent's hand": "opp_hand",
             "of your action tokens": "own_tokens", "action token an opponent has": "opp_tokens",
             "card type in your discard pile": "own_discard_types",
             "card type among cards in your discard pile": "own_discard_types"}
    if text in fixed:
        return {"count": fixed[text]}
    if text == "card type among cards in your discard pile":
        return {"count": "own_discard_types"}
    m = re.fullmatch(r"(friend|event|resource|troublemaker|card) in your discard pile", text)
    if m:
        return {"count": "own_discard", "type": m.group(1)}
    m = re.fullmatch(r"([a-z][a-z .'-]*?) friend in your discard pile", text)
    if m and m.group(1) not in TRAITS and not m.group(1).startswith(("a ", "an ", "other ")):
        return {"count": "own_discard_named_friends", "title": m.group(1)}  # "each Dr. Hooves Friend"
    if text.startswith("of your "):
        found = target("one of your " + text[len("of your "):])
    elif text.startswith("other "):
        found = target("another " + text[len("other "):])
    else:
        found = target(("an " if text[0] in "aeiou" else "a ") + text)
    if found is None or found.get("self") or "min_power" in found or "max_power" in found:
        return None  # counting by current power would depend on this very modifier (711.3b)
    return {"count": "cards", "target": found}


@template(r"(?:this card|it) (?:has|gets) \+(\d+) power for each (.+)\.")
def _t_power_per(m, t):
    counted = for_each_count(m.group(2))
    if counted is None:
        return None
    return _a("static", "self_power_per", t, "power", amount=int(m.group(1)), **counted)


@template(r"(?:each of )?(your [a-z0-9' {}]+?)(?: each)? (?:have|get|has|gets) \+(\d+) power\.")
def _t_group_power(m, t):
    group = m.group(1)
    found = target(group) if group.startswith("your mane character") else target_all(group)
    if found is None or "min_power" in found or "max_power" in found:
        return None
    return _a("static", "group_power", t, "power", amount=int(m.group(2)), target=found)


@template(r"your (characters|friends) and troublemakers here have \+(\d+) power\.")
def _t_group_power_and_troublemakers(m, t):
    """Two groups, one modifier each (SB93): the controller's characters (or Friends) here
    and their Troublemakers here."""
    amount = int(m.group(2))
    return [_a("static", "group_power", t, "power", amount=amount, target=target_all(f"your {m.group(1)} here")),
            _a("static", "group_power", t, "power", amount=amount, target=target_all("your troublemakers here"))]


@template(r"(opposing [a-z0-9' {}]+?) have ([+-]\d+) power( during your turn)?\.")
def _t_opposing_group_power(m, t):
    """"Opposing Friends have -1 power": the other players' cards that fit (the same
    modifier as `group_power`, read from the opponents' side); "during your turn": only
    while this card's controller is the turn player."""
    found = target_all(m.group(1))
    if found is None or found.get("owner") != "opp" or "min_power" in found or "max_power" in found:
        return None
    return _a("static", "group_power", t, "power", amount=int(m.group(2)), target=found, whose="opp",
              **({"own_turn": True} if m.group(3) else {}))


@template(r"mane characters here have \+(\d+) power\.")
def _t_manes_here_power(m, t):
    """Every player's Mane Character at this card's area (HM137 on a Problem)."""
    return _a("static", "group_power", t, "power", amount=int(m.group(1)),
              target={"owner": "any", "kind": "mane", "place": "here"}, whose="any")


@template(r"opponents pay \+\{(\d+)\} to play (friends here|cards during faceoffs involving this card|cards during "
          r"faceoffs|events|friends)\.")
def _t_opp_play_tax(m, t):
    what = {"friends here": "friends_here", "cards during faceoffs": "faceoff", "events": "events",
            "friends": "friends", "cards during faceoffs involving this card": "faceoff_self"}[m.group(2)]
    return _a("static", "opp_play_tax", t, "play_cost", amount=int(m.group(1)), what=what)


@template(r"troublemakers played here enter play face-up\.")
def _t_tm_face_up(m, t):
    return _a("static", "tm_face_up_here", t, "tm_face_up")


@template(r"troublemakers can't be uncovered here\.")
def _t_no_uncover(m, t):
    return _a("static", "no_uncover_here", t, "cant_uncover")


@template(r"players can't confront this problem\.")
def _t_unconfrontable(m, t):
    return _a("static", "cant_confront_here", t, "cant_confront")


@template(r"during your opponent's turn, players need \+(\d+) power to confront this problem\.")
def _t_opp_turn_harder(m, t):
    return _a("static", "opp_turn_confront_extra", t, "confront_extra", amount=int(m.group(1)))


@template(r"troublemakers can't be played here\.")
def _t_no_troublemakers(m, t):
    return _a("static", "no_troublemakers_here", t, "cant_play_troublemaker")


@template(r"opponents pay \+\{(\d+)\} to move characters to a problem for each delay counter on that problem\.")
def _t_delay_tax(m, t):
    return _a("static", "delay_move_tax", t, "move_cost", amount=int(m.group(1)))


@template(r"while ([^,]+), (.+)")
def _t_while_any(m, t):
    """ "While <condition>, <continuous text>": any continuous text the templates know,
    applying while the condition holds (708.2a). Keyword grants are left to the
    self template above (they are cached per board change)."""
    cond = condition(m.group(1))
    if cond is None:
        return None
    inner_text = m.group(2)
    for pattern, builder in TEMPLATES:
        if builder is _t_while_any:
            continue
        inner_match = pattern.match(inner_text)
        if not inner_match:
            continue
        built = builder(inner_match, t)
        if built is None:
            continue
        found = built if isinstance(built, list) else [built]
        if any(a.kind != "static" or a.event == "grant_keyword" for a in found):
            return None
        if cond["if"] in POWER_CONDITIONS and any(a.event in ("power", "lose_abilities") for a in found):
            return None  # (power read to decide power, or abilities that may change it: 711.3b)
        return [Ability(kind="static", name="while_wrapped", params={"cond": cond, "inner": a}, event=a.event,
                        text=t) for a in found]
    return None


# ----- attachments that name two types, and one text with two trigger conditions -------------


@template(r"play on a friend or troublemaker\.?")
def _t_on_friend_or_troublemaker(m, t):
    """A placement rule naming two types (509.4: the host description is "that card")."""
    return _a("rule", "attach", t, attach="friend_or_troublemaker")


@template(r"that card has \+(\d+) power\.")
def _t_that_card_power(m, t):
    return _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False)


@template(r"when this card enters play or becomes frightened, (.+)")
def _t_enters_or_frightened(m, t):
    """Two trigger conditions, one effect: an ability for each."""
    found = steps(m.group(1))
    if found is None or any(step.get("who") or step.get("target", {}).get("ref") for step in found):
        return None
    return [_a("trigger", "effect", t, "enter_play", when="self", steps=found),
            _a("trigger", "effect", t, "self_frightened", when="self", steps=found)]


# ----- Reaction timing (512.4) ---------------------------------------------------------------

_PHASE_STARTS = ("turn_start", "tm_phase_start", "main_start", "score_start", "turn_end")

# printed reaction condition (after "when" / "after" / "play when" / "play after") ->
# (events that meet it, which occurrence: see `effects.reaction_bound`)
REACTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "you flip a card": (("flip",), "you"),
    "your opponent flips a card during a faceoff": (("flip",), "opp"),
    "you defeat a troublemaker": (("tm_defeated",), "you"),
    "you win a faceoff": (("faceoff_won",), "you"),
    "a faceoff begins": (("faceoff_start",), "any"),
    "the start of a faceoff": (("faceoff_start",), "any"),
    "the start of any phase": (_PHASE_STARTS, "any"),
    "the start of a score phase": (("score_start",), "any"),
    "the start of the score phase": (("score_start",), "any"),
    "the start of an opponent's score phase": (("score_start",), "opp"),
    "the start of your troublemaker phase": (("tm_phase_start",), "you"),
    "the start of the main phase": (("main_start",), "any"),
    "an opponent plays a friend": (("played",), "opp_friend"),
    "an opponent plays a card": (("played",), "opp_card"),
    "you play a friend to a problem": (("played",), "own_friend_to_problem"),
    "you play a friend with 2 or less power": (("played",), "own_friend_max_power_2"),
    "one of your {orange} friends enters play": (("enter_play",), "own_friend_orange"),
    "one of your friends is moved to or enters play at a problem": (("moved", "enter_play"), "own_friend_at_problem"),
    "a troublemaker is played": (("played",), "troublemaker"),
    "an opponent's character is played to this card's problem": (("played",), "opp_character_here"),
    "an opponent plays or moves a character": (("played", "moved"), "opp_character"),
    "an opponent moves a character": (("moved",), "opp_character"),
    "you move this card to a problem": (("moved",), "self_to_problem"),
    "an opponent plays a troublemaker": (("played",), "opp_troublemaker"),
    "an opponent receives at least {1}": (("gained",), "opp"),
    "an opponent plays a resource on a friend": (("played",), "opp_resource_on_friend"),
    "an opponent's troublemaker is uncovered at this card's problem": (("uncovered",), "opp_here"),
    "an opponent's character has just been moved": (("moved",), "opp_character_moved"),
    "an opponent's friend is moved to a problem": (("moved",), "opp_friend_to_problem"),
    "an opponent's friend is moved to this card's problem": (("moved",), "opp_friend_here"),
    "an opponent moves a character to this card's problem": (("moved",), "opp_character_here"),
    "an opposing friend enters play": (("enter_play",), "opp_friend"),
    "a troublemaker is uncovered": (("uncovered",), "any"),
    "one of your friends is retired": (("left_play",), "own_friend_retired"),
    "one of your friends has been dismissed": (("left_play",), "own_friend_dismissed"),
    "one of your resources is dismissed": (("left_play",), "own_resource_dismissed"),
    "an opponent dismisses another one of your friends": (("left_play",), "own_other_friend_dismissed_by_opp"),
    "one of your troublemakers is put into the discard pile from play": (("left_play",), "own_troublemaker_discard"),
    "your opponent draws a card": (("drew",), "opp"),
    # a Main Phase action (609.2) the turn player takes (`flow`'s priority window: "took_action")
    "an opponent takes an action during their main phase": (("took_action",), "opp"),
    "an opponent's friend is frightened": (("frightened",), "opp_friend"),
    "a friend becomes unfrightened": (("unfrightened",), "any_friend"),
    # an attachment's "that Friend" is its host (509.4), whose Problem is the attachment's area
    "an opponent's friend enters play at that friend's problem": (("enter_play",), "opp_friend_here"),
    "an opponent plays a friend to a problem with one of your face-down troublemakers": (
        ("played",), "opp_friend_to_own_face_down"),
}
# words of reaction texts said another way elsewhere in the grammar
_REACTION_REWRITES = (("all players shuffle their decks", "have all players shuffle their decks"),
                      ("that troublemaker's problem", "that problem"),
                      ("retire this resource", "retire this card"), ("the played friend", "that friend"),
                      ("that face-down troublemaker", "that card"), ("that opponent loses", "your opponent loses"),
                      ("that opponent reattaches that resource", "your opponent reattaches that card"))
_REACTION_TIMINGS = {"reaction": "reaction", "faceoff reaction": "faceoff_reaction",
                     "troublemaker faceoff reaction": "troublemaker_faceoff_reaction",
                     "problem faceoff reaction": "problem_faceoff_reaction",
                     "main phase reaction": "main_reaction"}


@effect(r"that card gets \+(\d+) power (?:this faceoff|until the end of the faceoff)")
def _e_pump_reacted_flip(m):
    """After "you flip a card": the flipped card, in the flip zone, counts toward its side (514.4a)."""
    return {"do": "pump_reacted_flip", "n": int(m.group(1))}


@effect(r"(?:(your opponent|an opponent) ignores that card(?:'s power)? and flips|ignore that card(?:'s power)? "
        r"and flip) (?:another|a new) card")
def _e_reflip(m):
    """514.4b: the flipped card the reaction names is ignored, and its player flips again."""
    return {"do": "reflip", **({"opp": True} if m.group(1) else {})}


def _e_problem_home(m):
    """ "Move all characters at a Problem home": the player chooses one Problem, and every
    character there goes home (not every Problem's characters)."""
    return {"do": "problem_home"}


# ahead of "move all <cards> home", which would read "at a Problem" as at any Problem
effect(r"move all characters at a problem home", tier=-1)(_e_problem_home)


def _e_move_here(m):
    """ "Move another character here": "here" is where it goes, not where it is."""
    found = target(m.group(1))
    if found is None or found.get("self") or "place" in found:
        return None
    return {"do": "move", "target": found, "dest": "here", "what": m.group(1)}


# ahead of "move <card>", which would read "here" as part of the description
effect(r"move (an?(?:other)? [a-z ]+?|another one of your [a-z ]+?) here", tier=-2)(_e_move_here)


@effect(r"that opponent must pay \{1\} if able")
def _e_must_pay_one(m):
    """After an opponent's action: that opponent pays [1] if they have it (508.1)."""
    return {"do": "opp_pay_if_able", "n": 1}


@effect(r"put this card on (?:the )?top of (?:its owner's|your) deck")
def _e_self_to_deck_top(m):
    """This card (an Event as it resolves, or a card in play) on top of its owner's deck."""
    return {"do": "self_to_deck_top"}


@effect(r"that friend's controller defeats this card")
def _e_defeated_by_the_winner(m):
    """EO174, after "if you lose": the controller of the Friend this card faced, who won."""
    return {"do": "defeat", "target": {"self": True}, "who": "winner"}


@effect(r"defeat (an opponent's troublemaker|an opposing troublemaker)")
def _e_defeat(m):
    """514.5a outside a faceoff: score the Troublemaker's points and dismiss it."""
    return {"do": "defeat", "target": target(m.group(1))}


@effect(r"put a friend with the same cost from your hand into play at that problem")
def _e_same_cost_from_hand(m):
    return {"do": "hand_friend_same_cost"}


@effect(r"uncover that troublemaker")
def _e_uncover_that(m):
    return {"do": "uncover", "target": {"self": True, "ref": "that"}}


@effect(r"ready any number of (.+)")
def _e_ready_any(m):
    """Any number of the cards that fit, chosen together (none is a choice too)."""
    found = target_all(m.group(1))
    if found is None or found.get("self"):
        return None
    return {"do": "ready_any", "target": found, "all": True}


@effect(r"send that character to its previous area")
def _e_send_back(m):
    return {"do": "send_back"}


@effect(r"put (?:that card|it) into your hand")
def _e_reacted_to_hand(m):
    return {"do": "left_to_hand"}


@effect(r"put another (.+?) from your discard pile into your hand")
def _e_recover_another(m):
    found = target("a " + m.group(1))
    if found is None:
        return None
    return {"do": "recover", "target": {**found, "other": True}, "what": "another " + m.group(1)}


@effect(r"put that (friend|character) into its owner's hand")
def _e_bounce_that(m):
    return {"do": "bounce", "target": {"self": True, "ref": "that"}}


@effect(r"(opposing [a-z ]+?s there) have ([+-]\d+) power" + UNTIL)
def _e_there_have_pump(m):
    found = target_all(m.group(1).replace(" there", ""))
    if found is None or found.get("self"):
        return None
    return {"do": "pump", "target": {**found, "place": "there"}, "all": True, "n": int(m.group(2)),
            "until": m.group(3)}


# Costs that, written "you may <it>. If you do, ..." rather than "<it> to ...", are not a cost
# (703.1d: a cost is the text before "to"), but the card's own retirement or dismissal, whose
# "if you do" happens only if the card went to its owner's discard pile (710.1: not kept in
# play or banished instead by a replacement): PR32 Silver Spanner (errata), CG42 Pinkie Pie.
LEAVING_AS_AN_EFFECT = ([["retire_self"]], [["dismiss_self"]])


@template(r"(reaction|faceoff reaction|troublemaker faceoff reaction|problem faceoff reaction|main phase reaction): "
          r"(?:play )?(?:when|after) (.+?)(?:, |\. )(.+)")
def _t_reaction(m, t):
    """ "Reaction: After <condition>, <effect>." (512.4): usable once per occurrence of the
    condition met since the last priority window closed (512.4c, 512.4d). On a card that is
    not an Event, "you may <cost> to ..." / "you may <cost>. If you do, ..." is the ability's
    cost (703.1d: activating it is the choice)."""
    found = REACTIONS.get(m.group(2))
    if found is None:
        return None
    events, when = found
    body = m.group(3)
    for said, known in _REACTION_REWRITES:
        body = body.replace(said, known)
    split = re.fullmatch(r"(?:you may )?(.+?)(?: to |\. if you do, )(.+)", body)
    paid = costs(split.group(1)) if split else None
    if paid in LEAVING_AS_AN_EFFECT and not body.removeprefix("you may ").startswith(split.group(1) + " to "):
        # "you may retire this card. If you do, ...": no "to", so no cost (703.1d); activating
        # it is the choice, and "if you do" is read once the retirement is decided (710.1)
        done, paid, kind = steps(body.removeprefix("you may ")), [], "activated"
    elif split and paid is not None:
        done = steps(split.group(2) if split.group(2).endswith(".") else split.group(2) + ".")
        kind = "activated"
    else:
        done, paid, kind = steps(body), [], "play"
        if done and body.startswith("you may ") and done[0].get("may"):
            # "you may banish this card and ..." (Princess Luna, Mare in the Moon), "you may
            # move one of your characters ..." (Ten. Seconds. Flat.): with no cost, the "may" is
            # still the choice to use the Reaction (512.4, 703.1), made as it is activated or
            # played; 712.3's "may" decided on resolution is a triggered effect's. Not asked
            # again, and the instruction must be possible for it to be used (705.2)
            done[0] = {**{k: v for k, v in done[0].items() if k != "says"}, "may": False}
    if done is None or not _reaction_steps_fit(done, when, events):
        return None
    return _a(kind, "effect", t, timing=_REACTION_TIMINGS[m.group(1)], costs=paid, steps=done,
              react_events=events, react=when)


def _reaction_steps_fit(found: list[Effect], when: str, events: tuple[str, ...]) -> bool:
    """Text about "that card" needs a condition naming a card of that kind."""
    flips = events == ("flip",)
    for step in found:
        if step["do"] in ("pump_reacted_flip", "reflip") and not flips:
            return False
        if step["do"] == "reflip" and bool(step.get("opp")) != (when == "opp"):
            return False
        if step["do"] == "left_to_hand" and events != ("left_play",):
            return False
        if step["do"] == "send_back" and events != ("moved",):
            return False
        if step.get("who"):
            return False
        ref = step.get("target", {}).get("ref")
        if ref and (flips or events == ("left_play",) or when in ("any", "you", "opp", "opp_card")) \
                and not any(s["do"] == "choose_card" for s in found):
            return False  # no card in play named by the condition
        if step.get("target", {}).get("place") == "there" and "to_problem" not in when and "here" not in when \
                and events != ("uncovered",) and not any(s["do"] == "choose_problem" for s in found):
            return False
    return True


# ----- "The first time ... each turn" ----------------------------------------------------------


@template(r"the first time (?:each turn )?(.+?)(?: each turn)?, (.+)")
def _t_first_time(m, t):
    """ "The first time <occurrence> each turn, <effect>": a triggered ability (704) that
    triggers only on the first such occurrence each turn it sees."""
    inner = re.match(r"((?:talented: )?(?:when|at) [^,]+), (.+)$",
                     f"when {m.group(1)}{_FIRST_EACH_TURN}, {m.group(2)}")
    return _t_triggered(inner, t) if inner else None


@template(r"(?:you may )?pay \{(\d+)\} less(, to a minimum of \{1\},)? (?:to play|for) (?:your first|the first) "
          r"(friend|event)(?: you play)?(?: with printed power (\d+) or more)?( to this (?:card's )?problem)? each turn"
          r"(, to a minimum of \{1\})?\.")
def _t_first_play_discount(m, t):
    """ "(You may) pay [N] less for your first Friend / Event (...) each turn (, to a minimum of
    [1])": a continuous cost modifier (702) while this card has not seen such a play this
    turn, and the triggered record of the first one (the flags' `first_times`)."""
    params = {"amount": int(m.group(1)), "of": m.group(3), "min_printed": int(m.group(4) or 0),
              "here": bool(m.group(5)), "minimum": bool(m.group(2) or m.group(6))}
    return [_a("static", "first_play_discount", t, "play_cost", **params),
            _a("trigger", "effect", t, "played", when="first_play", steps=[], **params)]


@template(r"you may pay \{x\} less to play your first friend each turn, where x is the number of frightened friends "
          r"in play\.")
def _t_first_play_discount_x(m, t):
    """As above, the discount counted as the cost is worked out."""
    params = {"amount": 0, "per_frightened": True, "of": "friend", "min_printed": 0, "here": False,
              "minimum": False}
    return [_a("static", "first_play_discount", t, "play_cost", **params),
            _a("trigger", "effect", t, "played", when="first_play", steps=[], **params)]
