"""The one instruction of a card's text that can't be followed, in the card's own words.

A judge asking why an Event or an ability is not offered reads the card: the answer quotes
the instruction the check found impossible ("Dismiss an opposing Friend here") and says
what is missing in the same words ("no opposing Friend there can be dismissed", 705.2),
rather than the whole text with a guess at what went wrong. Only words are read here: the
check (`steps.unfollowed_instruction`) knows which instruction failed and by which verb.
"""

from __future__ import annotations

import re

_TIMING = re.compile(r"^(?:main phase|immediate|faceoff|problem faceoff|troublemaker faceoff|score phase"
                     r"|troublemaker phase|any phase):\s*", re.IGNORECASE)
# (where an instruction may start inside a sentence: after a cost's "to", "then", "and", a
# reaction's condition)
_STARTS = r"(?:^|\bto |, then |\bthen |\band |: |, )"
_ARTICLE = re.compile(r"^(?:one of your opponent's|one of your|another|an?|one)\s+", re.IGNORECASE)
# a cost's "to" before the effect it pays for ("Dismiss one of your Friends here to gain [1]"),
# not a place ("Move a Friend to a Problem", "... to its owner's hand")
_TO_EFFECT = re.compile(r" to (?!(?:an?|the|its|your|their|that|this|home|any|one|another)\b)(?=[a-z])")
# where the card is put or moved to, said after "can be ...": "to a Problem", "home", "into
# its owner's hand", "on top of its owner's deck"
_WHERE_TO = re.compile(r"^(.*?)((?: to | into | on top of | on the bottom of |(?<!'s) home$).*)?$")
_PARTICIPLES = {"put": "put", "ready": "readied", "choose": "chosen", "give": "given", "send": "sent"}
# the words a card uses for a step whose name is not its verb
_PRINTED_VERBS = {"bounce": ("return", "put"), "deck_top": ("put",)}


def printed_verbs(do: str) -> tuple[str, ...]:
    """The verbs a card's text may use for a step (`do`, the engine's name of what it does)."""
    if do in _PRINTED_VERBS:
        return _PRINTED_VERBS[do]
    return (do.split("_")[0],)


def quoted_instruction(text: str, verbs: tuple[str, ...]) -> str | None:
    """The instruction of `text` that starts with one of `verbs`, as printed (the cost before
    "to" and the timing phrase left out, the first letter raised): "Main Phase: Exhaust this
    card to dismiss a Resource in your opponent's home." gives "Dismiss a Resource in your
    opponent's home"; None when the text has no such instruction."""
    body = _TIMING.sub("", text.strip())
    # (the effect a cost pays for first: "Exhaust one of your Friends here to exhaust an
    # opponent's Friend here" fails on the second "exhaust", its cost being paid)
    for part in (*_TO_EFFECT.split(body, 1)[1:], body):
        for verb in verbs:
            found = re.search(_STARTS + rf"({re.escape(verb)}\b[^.]*)", part, re.IGNORECASE)
            if found:
                said = _TO_EFFECT.split(re.split(r",? then |\. ", found.group(1))[0])[0].rstrip(". ")
                return said[:1].upper() + said[1:]
    return None


def participle(verb: str) -> str:
    """"dismiss" → "dismissed", "ready" → "readied": how "can be ..." says the verb."""
    verb = verb.lower()
    if verb in _PARTICIPLES:
        return _PARTICIPLES[verb]
    return verb + ("d" if verb.endswith("e") else "ed")


def none_can_be(instruction: str) -> str | None:
    """What is missing when an instruction choosing a card finds none, in its own words:
    "Dismiss an opposing Friend here" → "no opposing Friend there can be dismissed" (the
    card's "here" is its Problem, "there" to the judge); "Move a Friend to home" → "no
    Friend can be moved to home". None when the words name no card to choose ("Dismiss
    it")."""
    verb, _, rest = instruction.partition(" ")
    article = _ARTICLE.match(rest)
    if not article or verb.lower() == "give":  # ("give a Friend +1 power": what it gets is no place)
        return None
    what, where = _WHERE_TO.match(rest[article.end():]).groups()
    what = re.sub(r"\bhere\b", "there", what)
    said = article.group(0).strip().lower()
    said = {"another": "no other", "one of your": "none of your", "one of your opponent's": "none of your opponent's"
            }.get(said, "no")
    said = f"{said} {what} can be {participle(verb)}"
    return f"{said}{where or ''}"
