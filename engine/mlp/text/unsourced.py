"""Rules a card relies on that the program's rules texts do not define.

The engine plays the comprehensive rules 3.4 (Marks in Time). The later sets print
keywords and ability words without reminder text (Agile, Transform, "Harmony Griffon:",
...) that later editions of the rules define; the Villain Challenge cards are written for
a format with its own setup and sides (the Villain against the Challengers). Where the
program has no sourced definition of such a rule, a card that uses it can't be carried
out as printed: coverage reports it in a status of its own, naming what is missing, and
never as implemented (docs/later-keywords.md lists each one, the cards and what was
searched for).

A keyword moves out of `UNSOURCED_KEYWORDS` only together with its implementation and
the source and edition of its definition.
"""

from __future__ import annotations

import re

from engine.mlp.state.library import Spec

# keyword -> the sets whose cards print it (for the message and the docs)
UNSOURCED_KEYWORDS: dict[str, str] = {
    "Agile": "Friends Forever, Leaders and Legends",
    "Transform": "Seaquestria and Beyond, Friends Forever",
    "Experienced": "Defenders of Equestria",
    "Traveler": "Seaquestria and Beyond, Leaders and Legends",
    "Redeem": "Defenders of Equestria",
    "Harmonious": "Villain Challenge",
    "Tyrannical": "Villain Challenge",
}

# "Harmony Griffon: ..." / "<> Harmony Earth Pony: ..." (Friends Forever): an ability word
# naming a trait; what it asks of the trait is in no rules text the program has
_HARMONY = re.compile(r"(?:^|<>\s*)Harmony [A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)?:", re.MULTILINE)

VILLAIN_CHALLENGE_SET = "Villain Challenge"
VILLAIN_CHALLENGE = "the Villain Challenge format (the Villain against the Challengers)"


def missing_rules(spec: Spec) -> tuple[str, ...]:
    """What a card face uses that the program's rules texts don't define, in a stable order.

    Keywords come first (printed order, then those the text gives or names), then the Harmony ability word, then the Villain
    Challenge format for a card of that set whose text the engine does not carry out (the
    format's setup, sides and winning rules are not in the program's rules texts; its
    cards whose text reads as ordinary card text play as printed)."""
    found = [name for name in spec.keywords if name in UNSOURCED_KEYWORDS]
    # text that gives or names one ("your characters here have Agile", "Transform costs")
    found += [name for name in UNSOURCED_KEYWORDS
              if name not in found and re.search(rf"\b{name}\b", spec.card.text)]
    if _HARMONY.search(spec.card.text):
        found.append("Harmony")
    if spec.card.set_name == VILLAIN_CHALLENGE_SET and (spec.unsupported or found):
        found.append(VILLAIN_CHALLENGE)
    return tuple(found)
