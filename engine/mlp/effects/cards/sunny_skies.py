"""Texts printed only on cards named Sunny Skies: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, color_words, in_play
from engine.mlp.effects.entering_choices import entering_choice
from engine.mlp.effects.registry import triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import as_it_enters, template

_NAME = "reveal_friend_take_its_colors"


# read as it enters play, as The Smooze's "name a color" is (`colors_and_keywords`)
@template(r"as this card enters play, you may reveal a friend in your hand\. this card is the revealed friend's "
          r"colors\.")
def _t_hopeful_mayor(m, t):
    return as_it_enters(_NAME, t)


@triggered_by("enter_play", _NAME)
def _this_card_enters(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None


def _friend_chosen(g, f: dict, ability: Ability) -> int | None:
    """The Friend in hand chosen to reveal (0: none), None while asking."""
    friends = [i for i in g.s["players"][f["ctrl"]]["hand"] if g.spec(i).type == "friend"]
    ans = choose(g, f, f["ctrl"], "target", "Reveal which Friend in your hand? (706.1a)",
                 [(f"card:{i}", g.name(i)) for i in friends], 0, 1) if friends else []
    if ans is None:
        return None
    return card_of_option(ans[0]) if ans else 0


@entering_choice(_NAME, _friend_chosen)
def _hopeful_mayor(g, f: dict, ability: Ability, revealed: int) -> None:
    """The revealed Friend's printed colors replace this card's for as long as it is in play
    (a color-setting modifier, 711.3, then the others added); none revealed, it keeps its own."""
    src, player = f["src"], f["ctrl"]
    if not revealed or not in_play(g, src):
        return
    colors = g.spec(revealed).colors
    g.note_seen("706.1a", f"P{player} reveals {g.name(revealed)}")
    g.s["mods"] = [m for m in g.s["mods"] if not (m["target"] == src and m["kind"] == "color_set")]
    for index, color in enumerate(colors):
        # (the first replaces its colors; the others are added to it, as "is also [color]" is)
        g.add_mod("color_set" if index == 0 else "power", src, 0, color, until="play", ctrl=player, src=src)
    g.note("711.3", f"{g.name(src)} is " + " and ".join(map(color_words, colors)) + g.by_text())
