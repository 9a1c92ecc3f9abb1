"""Texts printed only on cards named Tiny Troubles: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play, left_as_told
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you win a problem faceoff here, you may dismiss a friend here and gain action tokens equal to its "
          r"cost\.")
def _t_tiny_troubles(m, t):
    return _a("trigger", "dismiss_friend_here_for_its_cost", t, "faceoff_won")


@runner("dismiss_friend_here_for_its_cost")
def _r_tiny_troubles(g, f, ability):
    """A Friend at this Problem (either player's); the tokens only if it is dismissed, as
    many as its printed cost (a token Friend has none: 0): read once every replacement of
    the dismissal is decided, so not for a Friend frightened by Persistent, kept in play by
    another card or banished instead (710.1, `left_as_told`)."""
    src = f["src"]
    player = f["ctrl"]
    data = f["data"]
    if "target" not in data:
        if not in_play(g, src):
            return True
        # 705.2e: not a Friend its text keeps from being dismissed by this player (Maud Pie,
        # Like a Rock's "by opponents"): it can't be dismissed, so it can't be chosen
        found = [i for i in g.characters_at(g.s["cards"][src]["area"])
                 if g.is_type(i, "friend") and g.kept_in_play(i, "dismiss", player) is None]
        ans = choose(g, f, player, "target", "Dismiss a Friend here to gain its cost?",
                     [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in found]])
        if ans is None:
            return False
        if not ans or ans[0] == "none":
            return True
        data["target"] = card_of_option(ans[0])
        data["cost"] = g.spec(data["target"]).cost or 0
    dismissed = left_as_told(g, f, data["target"], "dismiss", effect_rule(f))
    if dismissed is None:
        return False
    if dismissed and data["cost"]:
        g.gain_tokens(player, data["cost"], effect_rule(f))
    return True


@triggered_by("faceoff_won", "dismiss_friend_here_for_its_cost")
def _you_win_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Its owner (its controller) wins a Problem faceoff at this Problem."""
    sc = g.s["cards"][iid]
    if data["player"] != sc["ctrl"] or data["kind"] != "problem" or sc["area"] not in data["areas"]:
        return None
    return {}
