"""Texts printed only on cards named Minuette: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play, tokens_enter_together
from engine.mlp.effects.phases import add_extra_phase
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import token_id
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"reaction: at the end of a troublemaker phase, you may retire this card to start a new troublemaker "
          r"phase\.")
def _t_clocked_up(m, t):
    """A reaction (512.4) to the end of any player's Troublemaker Phase (the event "tm_phase_end",
    whose window `procedures.flow` opens while such a text is in play); retiring this card is
    its cost (703.1d)."""
    return _a("activated", "effect", t, timing="reaction", costs=[["retire_self"]],
              steps=[{"do": "new_troublemaker_phase", "may": False, "costs": []}],
              react_events=("tm_phase_end",), react="any")


@step("new_troublemaker_phase")
def _d_new_troublemaker_phase(g, f, step_, e, rule) -> bool:
    """The turn player has another Troublemaker Phase, before the Main Phase
    (`phases.add_extra_phase`)."""
    player = g.s["turn_player"]
    add_extra_phase(g, player, "troublemaker", "main", "606", f"A new Troublemaker Phase of P{player}'s starts")
    return True




@effect(r"exhaust any number of your friends here and pay \{(\d+)\} for each friend you exhaust this way to "
        r"put that many (\d+) \{(\w+)\} ([a-z ]+) friend tokens into play")
def _e_exhaust_and_pay_for_tokens(m):
    trait = " ".join(w.capitalize() for w in m.group(4).split())
    return {"do": "exhaust_and_pay_for_tokens", "each": int(m.group(1)),
            "token": token_id(int(m.group(2)), ELEMENTS.get(m.group(3), ""), trait)}


@step("exhaust_and_pay_for_tokens")
def _d_exhaust_and_pay_for_tokens(g, f, step_, e, rule):
    """After its "you may": any number, none to all, of the player's ready Friends at this card's area, as many as
    they can pay for (705.2e); each exhausted and paid for, then as many tokens, each where
    its player chooses (their home or a Problem, 521.1)."""
    player = acting_player(f)
    if "count" not in e:
        src = g.s["cards"].get(f["src"])
        area = src["area"] if src is not None and in_play(g, f["src"]) else f["data"].get("area")
        ready = [i for i in g.characters_at(area, player) if g.is_type(i, "friend") and g.face_up(i)
                 and not g.card(i)["exhausted"] and g.can_be_exhausted(i)] if area else []
        most = min(len(ready), g.s["players"][player]["tokens"] // max(1, step_["each"]))
        token = g.lib.spec(step_["token"]).name
        token = f"{'an' if token[:1] in 'AEIOU' else 'a'} {token} token"
        ans = choose(g, f, player, "target", f"Exhaust which of your Friends here (up to {most})? For each, pay "
                     f"{step_['each']} and put {token} into play", [(f"card:{i}", g.name(i)) for i in ready], 0, most)
        if ans is None:
            return False
        exhausted = [card_of_option(key) for key in ans if g.exhaust(card_of_option(key), rule)]
        if exhausted:
            g.pay_tokens(player, step_["each"] * len(exhausted), rule)
        e["count"] = len(exhausted)
    # (every place chosen first, then they enter play together, 704.1b)
    return tokens_enter_together(g, f, e, player, [step_["token"]] * e["count"]) is not None
