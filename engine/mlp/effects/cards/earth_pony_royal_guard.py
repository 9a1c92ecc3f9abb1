"""Texts printed only on cards named Earth Pony Royal Guard: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play at your home, an opponent reveals their hand\. you may choose a friend card "
          r"from their hand and they discard that card\.")
def _t_arresting_officer(m, t):
    return _a("trigger", "opponent_reveals_hand_discards_chosen_friend", t, "enter_play")


@triggered_by("enter_play", "opponent_reveals_hand_discards_chosen_friend")
def _entered_at_home(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid and data["area"] == f"home:{g.s['cards'][iid]['ctrl']}" else None


@runner("opponent_reveals_hand_discards_chosen_friend")
def _r_arresting_officer(g, f, ability):
    player = f["ctrl"]
    opp = 1 - player
    hand = g.s["players"][opp]["hand"]
    if "revealed" not in f["data"]:
        f["data"]["revealed"] = True
        g.note_seen(effect_rule(f), f"P{opp} reveals their hand: " + (", ".join(g.name(i) for i in hand) or "no cards"))
    friends = [i for i in hand if g.spec(i).type == "friend"]
    ans = choose(g, f, player, "target", "Choose a Friend card from their hand for them to discard? (712.3)",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in friends]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.discard(card_of_option(ans[0]), effect_rule(f))
    return True
