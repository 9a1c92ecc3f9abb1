"""Texts printed only on cards named Fern Flare: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: during a faceoff, pay \{(\d+)\} and discard an? \{(\w+)\} friend to give one of your flipped "
          r"cards \+(\d+) power until the end of the faceoff\.")
def _t_fern_flare(m, t):
    color = ELEMENTS.get(m.group(2))
    if color is None:
        return None
    return _a("activated", "discard_colored_friend_pump_flipped", t, timing="immediate", pay=int(m.group(1)),
              color=color, amount=int(m.group(3)))


# ----- what it does ---------------------------------------------------------------------------


def _colored_friends(g, player: int, color: str) -> list[int]:
    return [i for i in g.s["players"][player]["hand"] if g.spec(i).type == "friend" and color in g.spec(i).colors]


def _own_flipped(g, player: int) -> list[int]:
    fo = g.s["faceoff"]
    return [i for i in fo["flipped"][player] if i in g.s["cards"] and i not in fo["ignored"]] if fo else []


@runner("discard_colored_friend_pump_flipped")
def _r_fern_flare(g, f, ability):
    """703.1d: the action tokens are paid as it is activated; the Friend of the color is
    discarded from the hand as the rest of the cost, then one of the player's flipped cards
    gets the power for the rest of the faceoff (514.4a counts it)."""
    player = f["ctrl"]
    p = ability.params
    data = f["data"]
    if "discarded" not in data:
        ans = choose(g, f, player, "cost", "Discard a Friend of the color",
                     [(f"card:{i}", g.name(i)) for i in _colored_friends(g, player, p["color"])])
        if ans is None:
            return False
        if ans:
            g.discard(card_of_option(ans[0]), "703.1d")
        data["discarded"] = True
    ans = choose(g, f, player, "target", "Give which of your flipped cards the power?",
                 [(f"card:{i}", g.name(i)) for i in _own_flipped(g, player)])
    if ans is None:
        return False
    if ans and g.s["faceoff"] is not None:
        card = card_of_option(ans[0])
        g.add_mod("power", card, p["amount"], until="faceoff", ctrl=player, src=f["src"])
        g.note(effect_rule(f), f"{g.name(card)} gets +{p['amount']} power until the end of the faceoff{g.by_text()}")
    return True


@answers(ACTIVATION_CHECKS, "discard_colored_friend_pump_flipped")
def _can_flare(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return (unless(bool(_colored_friends(g, player, ability.params["color"])), "discard")
            and unless(bool(_own_flipped(g, player)), "give", lacks=f"P{player} has no flipped card"))


