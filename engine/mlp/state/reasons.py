"""The words of the reasons a text did nothing or can't be done that many texts give alike.

A judge reads the same fact in the same words whichever card's text meets it: in a "Nothing
happens" line (`abilities.text_lacked`, `abilities.note_nothing_happened`), after "is not
done:" (`registry.STEP_REFUSALS`) and in a "why not?" answer (`registry.unless(..., lacks=)`).
Each wording lives here once; a card whose reason is its own keeps its own words. The module
sits in the state layer, below every text, so that the kernel's own lines (a deck too empty to
shuffle, `MlpGame.shuffle_deck`) say a fact in the same words as the texts do.
"""

from __future__ import annotations


def deck_empty(player: int) -> str:
    """A text that draws, reveals, looks at or takes cards from a player's deck finds none
    there (410.4: only cards in a draw deck can be drawn; 705.2: the rest of the text is
    still done): "P0's deck is empty"."""
    return f"P{player}'s deck is empty"


def has_none(player: int, kind: str, where: str = " in play") -> str:
    """A text acting on a player's cards of a kind finds none of them where it looks: "P1 has
    no face-up Troublemaker in play", "P0 has no Friend involved in the faceoff". `kind` is
    said as the text names it (capitalised card types, with any state or "other" before it);
    `where` follows it, with its leading space."""
    return f"P{player} has no {kind}{where}"


def none_in_play(kind: str) -> str:
    """A text acting on a card of a kind, any player's, finds none in play: "no face-down
    Troublemaker is in play", "no Critter Friend is in play"."""
    return f"no {kind} is in play"
