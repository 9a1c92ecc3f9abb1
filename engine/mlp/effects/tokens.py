"""Token Friends (521): putting them into play, and what protects them.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.abilities import choose
from engine.mlp.effects.registry import runner
from engine.mlp.text.phrases import TOKENS as _TOKENS
from engine.mlp.text.phrases import token_params as _token_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, (you may )?put " + _TOKENS + r" into play\.")
def _t_enter_tokens(m, t):
    return _a("trigger", "put_tokens", t, "enter_play", optional=bool(m.group(1)), **_token_params(m, 2))


@template(r"at the end of your turn, put " + _TOKENS + r" into play\.")
def _t_end_turn_tokens(m, t):
    return _a("trigger", "put_tokens", t, "turn_end", **_token_params(m, 1))


@template(r"when you confront this problem, (you may )?put " + _TOKENS + r" into play\.")
def _t_confront_tokens(m, t):
    return _a("trigger", "put_tokens", t, "confront", optional=bool(m.group(1)), **_token_params(m, 2))


@template(r"chaos: when this card is flipped, put " + _TOKENS + r" into play\.")
def _t_chaos_tokens(m, t):
    return _a("trigger", "put_tokens", t, "self_flipped", **_token_params(m, 1))


@template(r"(main phase|immediate): put " + _TOKENS + r" into play\.")
def _t_event_tokens(m, t):
    return _a("play", "put_tokens", t, timing="main" if m.group(1) == "main phase" else "immediate",
              **_token_params(m, 2))


# ----- what it does ---------------------------------------------------------------------------


@runner("put_tokens")
def _r_put_tokens(g, f, ability):
    """Put token Friends into play (521), one at a time, each at an area its controller
    chooses: their home or any Problem, as for a Friend they play (609.2a)."""
    p = ability.params
    player = f["ctrl"]
    data = f["data"]
    if p.get("optional") and not data.get("agreed"):
        ans = choose(g, f, player, "may", f"Put {p['n']} token(s) into play?",
                     [("yes", "Put them into play"), ("no", "Don't")])
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["agreed"] = True
    areas = [f"home:{player}", *g.problems()]
    while data.get("made", 0) < p["n"]:
        label = g.lib.spec(p["token"]).name
        ans = choose(g, f, player, "area", f"Where does the {label} token enter play?",
                     [(a, f"at {a}") for a in areas])
        if ans is None:
            return False
        g.put_token(p["token"], player, ans[0], "521.1")
        data["made"] = data.get("made", 0) + 1
    return True
