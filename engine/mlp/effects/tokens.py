"""Token Friends (521): putting them into play, and what protects them.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.core.listing import and_listed
from engine.core.plural import how_many
from engine.mlp.effects.abilities import choose, choose_color, choose_yes_no, tokens_enter_together
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    answers,
    can_always,
    runner,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import TOKENS_MADE, acting_player, referred_area
from engine.mlp.effects.verbs import act_together
from engine.mlp.state.library import Ability, token_id, token_words
from engine.mlp.text.normalize import ELEMENTS as _ELEMENTS
from engine.mlp.text.phrases import TOKENS as _TOKENS
from engine.mlp.text.phrases import token_params as _token_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when this card enters play, (you may )?put " + _TOKENS + r" into play\.")
def _t_enter_tokens(m, t):
    return _a("trigger", "put_tokens", t, "enter_play", optional=bool(m.group(1)), **_token_params(m, 2))


@template(r"when this card enters play, (you may )?put " + _TOKENS + r" and " + _TOKENS + r" into play\.")
def _t_enter_two_kinds_of_tokens(m, t):
    """Two kinds of token ("a ... token with Swift and a ... token"): one "may" for both."""
    first, second = _token_params(m, 2), _token_params(m, 8)
    return _a("trigger", "put_tokens", t, "enter_play", optional=bool(m.group(1)), **first,
              more=((second["token"], second["n"]),))


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
    """Put token Friends into play (521), each at an area its controller chooses: their home
    or any Problem, as for a Friend they play (609.2a); every place is chosen first, then they
    enter play together (`abilities.tokens_enter_together`)."""
    p = ability.params
    player = f["ctrl"]
    data = f["data"]
    # the tokens in the order the text names them (a second kind: "... and a ... token")
    batches = [(p["token"], p["n"]), *p.get("more", ())]
    total = sum(n for _, n in batches)
    if p.get("optional") and not data.get("agreed"):
        ans = choose_yes_no(g, f, player, f"Put {_batches_words(g, batches)} into play "
                                          f"({'each ' if total > 1 else ''}at your home or a Problem)?")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["agreed"] = True
    tokens = [_nth_token(batches, k) for k in range(total)]
    return tokens_enter_together(g, f, data, player, tokens) is not None


def _batches_words(g, batches: list[tuple[str, int]]) -> str:
    """The tokens of `batches` ((token, how many) in order) as the log names them (`token_words`):
    "a 1 power Blue (Loyalty) Pegasus Friend token with Swift and a 1 power Pink (Laughter) Earth
    Pony Friend token"; "3 tokens, each a 1 power ..." for several of a kind."""
    said = []
    for token, n in batches:
        words = token_words(g.lib.spec(token).card)
        said.append(words if n == 1 else f"{how_many(n, 'token')}, each {words}")
    return and_listed(said)


def _nth_token(batches: list[tuple[str, int]], index: int) -> str:
    """The token id of the `index`th token of `batches` ((token, how many) in order)."""
    for token, n in batches:
        if index < n:
            return token
        index -= n
    return batches[-1][0]


# ----- the same wordings inside text read in parts: the step each reads as, and what it does -----


@effect(r"put " + _TOKENS + r" into play( at each problem| here)?")
def _e_tokens(m):
    where = {None: "choose", " at each problem": "each_problem", " here": "here"}[m.group(7)]
    return {"do": "tokens", "where": where, **_token_params(m, 1)}


@effect(r"put " + _TOKENS + r" into play under an opponent's control")
def _e_tokens_for_opponent(m):
    """LL5: the token is the opponent's (513.2); the player whose text it is puts it into
    play (706.1) and chooses where: that opponent's home or a Problem."""
    return {"do": "tokens", "where": "choose", "for_opponent": True, **_token_params(m, 1)}


@effect(r"put into play a number of (\d+) (?:\{(\w+)\} )?([a-z][a-z ]*?) friend tokens(?: with (\w+))? equal to this "
        r"card's power")
def _e_tokens_per_power(m):
    """After "when this card leaves play": as many tokens as its power as it left (410.6a)."""
    color = _ELEMENTS.get(m.group(2) or "", "")
    trait = " ".join(w.capitalize() for w in m.group(3).split())
    return {"do": "tokens", "where": "choose", "n": 0, "n_power": True,
            "token": token_id(int(m.group(1)), color, trait, (m.group(4) or "").capitalize())}


@effect(r"choose a color and put a (\d+) power colorless ([a-z]+) friend token with that color into play")
def _e_chosen_color_token(m):
    """DE127: the token's color is chosen as the effect is processed (521.1)."""
    return {"do": "chosen_color_token", "power": int(m.group(1)), "trait": m.group(2).capitalize()}


@step("chosen_color_token")
def _d_chosen_color_token(g, f, step, e, rule):
    player = acting_player(f)
    if "color" not in e:
        color = choose_color(g, f, player)
        if color is None:
            return False
        e["color"] = color
    token = token_id(step["power"], e["color"], step["trait"])
    areas = [f"home:{player}", *g.problems()]
    ans = choose(g, f, player, "area", f"Where does the {g.lib.spec(token).name} token enter play?",
                 [(a, f"at {a}") for a in areas])
    if ans is None:
        return False
    if ans:
        g.put_token(token, player, ans[0], "521.1")
    return True


@step("tokens")
def _d_tokens(g, f, step, e, rule):
    player = acting_player(f)
    where = step["where"]
    # "a number of ... tokens equal to this card's power": its power as it left play (410.6a)
    n = f["data"].get("power", 0) if step.get("n_power") else step["n"]
    if where == "each_problem":
        made = f["data"].setdefault(TOKENS_MADE, [])  # ("those tokens", `delayed`)
        with g.entering_together():  # (one instruction: each hears of the others entering, 704.1b)
            for area in g.problems():
                made.extend(g.put_token(step["token"], player, area, "521.1") for _ in range(n))
        return True
    if where == "here":
        area = referred_area(g, f, {"place": "here"})
        if area is not None and area in g.s["areas"]:
            with g.entering_together():
                for _ in range(n):
                    g.put_token(step["token"], player, area, "521.1")
        return True
    owner = 1 - player if step.get("for_opponent") else player
    return tokens_enter_together(g, f, e, player, [step["token"]] * n, owner=owner) is not None


@effect(r"put a token copy of this card into play")
def _e_token_copy_self(m):
    return {"do": "token_copy_self"}


@step("token_copy_self")
def _d_token_copy_self(g, f, step, e, rule):
    """520.2: a token with this card's printed information (its database id, the one it was
    if it has left play), at its player's home or a Problem, as they choose (521.1)."""
    player = acting_player(f)
    src = g.s["cards"].get(f["src"])
    if src is None:
        return True
    areas = [f"home:{player}", *g.problems()]
    ans = choose(g, f, player, "area", f"Where does the token copy of {g.lib.spec(src['card']).name} enter play?",
                 [(a, f"at {a}") for a in areas])
    if ans is None:
        return False
    g.put_token(src["card"], player, ans[0], "520.2")
    return True
@effect(r"banish those tokens")
def _e_banish_those_tokens(m):
    """After "put ... tokens into play at each Problem" (DE32), often "at the end of the turn"."""
    return {"do": "banish_those_tokens"}


@step("banish_those_tokens")
def _d_banish_those_tokens(g, f, step_, e, rule):
    """Each token the text put into play that is still there; a token banished ceases to
    exist (521.3). One instruction banishing them all: one occurrence (710.1)."""
    act_together(g, "banish", list(f["data"].get(TOKENS_MADE, ())), rule)
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


answers(ACTIVATION_CHECKS, "put_tokens")(can_always)


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("confront", "put_tokens")
def _you_confront_this_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you confront this Problem"."""
    c = g.s["cards"][iid]
    if data["area"] != c["area"] or data.get("problem") != iid or data["player"] != c["ctrl"]:
        return None
    return {"player": data["player"]}
