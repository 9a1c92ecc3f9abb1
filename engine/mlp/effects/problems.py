"""Problems' own texts: what happens when they enter play or at the start of a phase.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.abilities import _card_key, _opp_friends, choose
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this problem is played, each player (frightens an opponent's friend|discards a card)\.")
def _t_problem_enters(m, t):
    what = "frighten" if m.group(1).startswith("frighten") else "discard"
    return _a("trigger", "problem_enters_each_player", t, "enter_play", what=what)


# ----- what it does ---------------------------------------------------------------------------


@runner("problem_enters_each_player")
def _r_problem_enters(g, f, ability):
    s = g.s
    what = ability.params["what"]
    step = f["step"]
    # 801.1: simultaneous decisions, made in order and carried out together
    first = f["data"].setdefault("first", g.first_decider())
    order = [first, 1 - first]
    if step >= 2:
        for key in f["data"].get("chosen", []):
            iid = _card_key(key)
            if iid in s["cards"]:
                if what == "frighten":
                    g.frighten(iid, "704")
                else:
                    g.discard(iid, "704")
        return True
    player = order[step]
    if what == "frighten":
        cands = [i for i in _opp_friends(g, player) if not s["cards"][i]["frightened"]]
    else:
        cands = list(s["players"][player]["hand"])
    ans = choose(g, f, player, "target", "Frighten an opponent's Friend" if what == "frighten" else "Discard a card",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    f["data"].setdefault("chosen", []).extend(ans)
    f["step"] = step + 1
    return False
