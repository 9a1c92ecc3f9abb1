"""Texts printed only on cards named Klugetown Citizen: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, color_words, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: discard a friend to give this card the discarded card's colors until the end of the turn\.")
def _t_street_smart(m, t):
    return _a("activated", "discard_friend_take_its_colors", t, timing="main")


# ----- what it does ---------------------------------------------------------------------------


@runner("discard_friend_take_its_colors")
def _r_street_smart(g, f, ability):
    """The discard is the cost (703.1d); this card then also has each printed color of the
    discarded Friend until the end of the turn (color modifiers, 708.2); a Friend of no color
    gives none, and the log says so ("... gets no color: Klugetown Citizen, Street Smart #12
    has none", by the number the discarded card has in the discard pile), not that this card
    "is also no color"."""
    me = f["ctrl"]
    friends = _friends_in_hand(g, me)
    ans = choose(g, f, me, "cost", "Discard which Friend?", [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if not ans:
        return True
    discarded = card_of_option(ans[0])
    colors = g.spec(discarded).colors
    # (named as the card it is now, in the discard pile, 410.6: the number it had in the hand
    # is no card's any more once the discard's line is written, which says "(now #N)")
    now = g.discard(discarded, "703.1d")
    src = f["src"]
    if in_play(g, src):
        for color in colors:
            g.add_mod("power", src, 0, color, until="turn", ctrl=me, src=src)
        gained = (f"is also {' and '.join(map(color_words, colors))} until the end of the turn" if colors
                  else f"gets no color: {g.name(now if now in g.s['cards'] else discarded)} has none")
        g.note("708.2", f"{g.name(src)} {gained}{g.by_text()}")
    return True


def _friends_in_hand(g, player: int) -> list[int]:
    return [i for i in g.s["players"][player]["hand"] if g.spec(i).type == "friend"]


@answers(ACTIVATION_CHECKS, "discard_friend_take_its_colors")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only with a Friend in hand to discard (508.1d)."""
    return unless(bool(_friends_in_hand(g, player)), "discard", lacks=has_none(player, "Friend", " in hand"))
