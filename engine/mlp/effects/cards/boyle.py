"""Texts printed only on cards named Boyle: their patterns and what they do.

"This card enters play with a number of +1 power counters on it equal to the number of +1
power counters on another one of your characters" asks its player to choose that character as
the card enters play (706.1b: `registry.as_it_enters`, as "as this card enters play, choose a
color / name a card" is), before any triggered effect or player acts, and the counters are on
it as it entered (it is not a "put" that "when you put a +1 power counter" texts answer).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play, text_lacked
from engine.mlp.effects.entering_choices import entering_choice
from engine.mlp.effects.registry import triggered_by
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import as_it_enters, template


@template(r"this card enters play with a number of \+1 power counters on it equal to the number of \+1 power "
          r"counters on another one of your characters\.")
def _t_enters_with_anothers_counters(m, t):
    return as_it_enters("enters_with_anothers_counters", t)


@triggered_by("enter_play", "enters_with_anothers_counters")
def _this_card_entered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data.get("card") == iid else None


def _counters_chosen(g, f: dict, ability: Ability) -> int | None:
    """Another face-up character of its player's in play, any of them (one with none gives
    none): its count as the choice is made, None while asking."""
    src, player = f["src"], f["ctrl"]
    others = [i for i in g.characters(player) if i != src and g.face_up(i)]
    if not others:  # (its line says what the choice lacked: `abilities.say_nothing_happened`)
        text_lacked(f, has_none(player, "other face-up character"))
    ans = choose(g, f, player, "target", f"{g.name(src)} enters play with as many +1 power counters as which of "
                 "your characters has?", [(f"card:{i}", f"{g.name(i)} ({g.card(i)['counters'].get('power', 0)})")
                                          for i in others])
    if ans is None:
        return None
    if not ans:
        return 0
    chosen = card_of_option(ans[0])
    counters = g.card(chosen)["counters"].get("power", 0)
    if not counters:  # (the only one, chosen without asking: the line says why nothing came of it)
        text_lacked(f, f"{g.name(chosen)} has no +1 power counter")
    return counters


@entering_choice("enters_with_anothers_counters", _counters_chosen)
def _enters_with_anothers_counters(g, f: dict, ability: Ability, n: int) -> None:
    if in_play(g, f["src"]):
        add_counters(g, f["src"], "power", n, "706.1b", f["ctrl"], entering=True)
