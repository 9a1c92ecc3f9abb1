"""Texts printed only on cards named Goldie Delicious: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import runner
from engine.mlp.state.library import token_id
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_CRITTER = token_id(1, "yellow", "Critter")


@template(r"when this card enters play, retire any number of friends\. if you do, put that many 1 \{yellow\} critter "
          r"friend tokens into play\. if a player has (\d+) or more points, put twice that many 1 \{yellow\} critter "
          r"friend tokens into play instead\.")
def _t_herding_kittens(m, t):
    return _a("trigger", "retire_friends_for_critters", t, "enter_play", points=int(m.group(1)))


@runner("retire_friends_for_critters")
def _r_herding_kittens(g, f, ability):
    """The player retires any number of their own Friends (410.2; this one too), then puts
    that many Critter tokens into play (twice that many once a player has the points), each
    where they choose (their home or a Problem, 609.2a)."""
    player = f["ctrl"]
    data = f["data"]
    if "n" not in data:
        friends = [i for i in g.characters(player) if g.is_type(i, "friend")]
        ans = choose(g, f, player, "target", "Retire any number of your Friends (a Critter token for each)",
                     [(f"card:{i}", g.name(i)) for i in friends], 0, len(friends))
        if ans is None:
            return False
        retired = [card_of_option(k) for k in ans]
        for iid in retired:
            if in_play(g, iid):
                g.retire(iid, "704")
        late = any(p["score"] >= ability.params["points"] for p in g.s["players"])
        data["n"] = len(retired) * (2 if late else 1)
    areas = [f"home:{player}", *g.problems()]
    while data.get("made", 0) < data["n"]:
        ans = choose(g, f, player, "area", "Where does the Critter token enter play?", [(a, f"at {a}") for a in areas])
        if ans is None:
            return False
        g.put_token(_CRITTER, player, ans[0], "521.1")
        data["made"] = data.get("made", 0) + 1
    return True
