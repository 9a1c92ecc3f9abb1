"""Texts printed only on cards named Granny Smith: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, host_ok, in_play
from engine.mlp.effects.attaching import reattach
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import discard_chosen
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card, you may reattach a resource from one friend to another\.")
def _t_reattach(m, t):
    return _a("trigger", "reattach", t, "played")


@template(r"when you confront this card's problem you may pay \{(\d+)\} to choose an opponent\. that opponent chooses "
          r"and discards a card\.")
def _t_jar_judger(m, t):
    """(`problems.this_problem_confronted`: this card's controller confronts its Problem.)"""
    return _a("trigger", "pay_for_opponent_discard", t, "confront", own_problem=True, pay=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("reattach")
def _r_reattach(g, f, ability):
    s = g.s
    if f["step"] == 0:
        resources = [i for i in s["play"] if s["cards"][i]["host"] in s["cards"] and g.is_type(i, "resource")
                     and g.is_type(s["cards"][i]["host"], "friend")]
        ans = choose(g, f, f["ctrl"], "target", "Reattach a Resource from one Friend to another? (509.5)",
                     [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in resources]])
        if ans is None:
            return False
        if ans == [] or ans[0] == "none":
            return True
        f["data"]["res"] = card_of_option(ans[0])
        f["step"] = 1
        return False
    res = f["data"]["res"]
    if not in_play(g, res):
        return True
    spec = g.spec(res)
    hosts = [i for i in s["play"] if i != s["cards"][res]["host"] and g.is_type(i, "friend")
             and host_ok(g, f["ctrl"], spec.attach, i)]
    ans = choose(g, f, f["ctrl"], "target", f"Choose the new host for {g.name(res)}",
                 [(f"card:{i}", g.name(i)) for i in hosts])
    if ans is None:
        return False
    if ans:
        reattach(g, res, card_of_option(ans[0]))
    return True


@runner("pay_for_opponent_discard")
def _r_pay_for_opponent_discard(g, f, ability):
    """707.2a: paying is the cost; with two players the opponent chosen is the other one."""
    player, pay = f["ctrl"], ability.params["pay"]
    if f["step"] == 0:
        if g.s["players"][player]["tokens"] < pay:
            return True
        ans = choose(g, f, player, "may", f"Pay {pay} to have an opponent discard a card of their choice? (712.3)",
                     [("yes", "Yes"), ("no", "No")])
        if ans is None:
            return False
        if not ans or ans[0] != "yes":
            return True
        g.pay_tokens(player, pay, "707.2a")
        g.note("704", f"P{player} chooses P{1 - player}")
        f["step"] = 1
    return discard_chosen(g, f, 1 - player, 1, "704")
