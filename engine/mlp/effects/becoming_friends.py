"""Cards that are not characters becoming Friends for a while: the Assets' "Main Phase:
While you have no [color] Friends, you may exhaust this card. If you do, this card is
also a [color] Friend until the end of the phase."

The card keeps its printed type (a Resource at its owner's home) and is a Friend as well
while the modifier lasts (`MlpGame.also_friend`): it is then one of its controller's
characters, of that color, with the power printed on it, so it counts toward play
requirements (507.3) and anything else a Friend counts for, and it can be moved like any
character (506.3). Exhausting it is how the ability is used, so it is paid as the
activation's cost (an exhausted card can't be exhausted again, 503.2a).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.mlp.effects.abilities import color_words, in_play
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    CARD_TEXT,
    answers,
    runner,
)
from engine.mlp.state.game import ALSO_FRIEND
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"main phase: while you have no \{(\w+)\} friends, you may exhaust this card\. "
          r"if you do, this card is also a \{\1\} friend until the end of the phase\.")
def _t_also_a_friend(m, t):
    return _a("activated", "also_a_friend_for_the_phase", t, timing="main", exhaust_self=True, color=m.group(1))


# ----- what it does ---------------------------------------------------------------------------


@runner("also_a_friend_for_the_phase")
def _r_also_a_friend(g, f, ability):
    src, player, color = f["src"], f["ctrl"], ability.params["color"]
    if not in_play(g, src):
        return True  # it left play before the ability resolved: there is nothing to make a Friend
    g.add_mod(ALSO_FRIEND, src, color=color, until="phase", ctrl=player, src=src)
    words = color_words(color)
    article = "an" if words[0] in "AEIOU" else "a"
    g.note("708.2", f"{g.name(src)} is also {article} {words} Friend until the end of the phase" + g.by_text())
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "also_a_friend_for_the_phase")
def _has_no_friends_of_the_color(g, player: int, iid: int, ability: Ability) -> bool:
    """"While you have no [color] Friends": none of the Friends the player controls (their
    Mane Character aside) is of that color now (looked at only until one is found: the
    judge's "why not?" names them all, `_has_friends_of_the_color`)."""
    return next(_friends_of_the_color(g, player, ability), None) is None


@answers(ACTIVATION_REFUSALS, "also_a_friend_for_the_phase")
def _has_friends_of_the_color(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """The judge's "why not?": the card's own "While ..." is not met, and the Friends of
    that color that keep it off are named."""
    found = list(_friends_of_the_color(g, player, ability))
    if not found:
        return None
    names = ", ".join(g.name(i) for i in found)
    return CARD_TEXT, (f"it is used only while P{player} has no {ability.params['color']} Friends, "
                       f"and P{player} has {names}")


def _friends_of_the_color(g, player: int, ability: Ability) -> Iterator[int]:
    """The player's Friends (their Mane Character aside) of the ability's color now, in play
    order."""
    color = ability.params["color"]
    return (i for i in g.characters(player) if g.is_type(i, "friend") and color in power.colors(g, i))
