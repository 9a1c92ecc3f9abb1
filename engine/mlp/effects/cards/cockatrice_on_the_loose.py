"""Texts printed only on cards named Cockatrice on the Loose: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a troublemaker is played here, that troublemaker's owner may put a friend here into its owner's "
          r"hand\.")
def _t_tm_owner_bounces_friend(m, t):
    return _a("trigger", "tm_played_here_owner_bounces_friend", t, "played")


@triggered_by("played", "tm_played_here_owner_bounces_friend")
def _tm_played_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    tm = data.get("card")
    if not data.get("troublemaker") or tm not in g.s["cards"] or data.get("area") != g.s["cards"][iid]["area"]:
        return None
    return {"it": tm, "player": g.s["cards"][tm]["owner"], "area": data["area"]}


@runner("tm_played_here_owner_bounces_friend")
def _r_bounce_friend_here(g, f, ability):
    """Any Friend there, whoever controls it, goes to its owner's hand."""
    player, area = f["data"]["player"], f["data"]["area"]
    friends = [i for i in g.characters_at(area) if g.is_type(i, "friend")] if area in g.s["areas"] else []
    ans = choose(g, f, player, "target", "Put a Friend here into its owner's hand? (712.3)",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in friends]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.to_hand(card_of_option(ans[0]), effect_rule(f))
    return True
