"""Texts printed only on cards named Cutie Mark Vault: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose, effect_rule, in_play, kept_from_cost, text_lacked
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner
from engine.mlp.effects.steps import remove_counters
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template

_CASH_IN = "retire_remove_cutie_marks_gain_each"

# Its Cutie Mark counters are counters like any other (519: a text removing "a counter" may
# take one), kept apart from the `cutie_mark` record of a card that is cutie marked (the
# keyword's counter is a +1 power counter, Glossary: Cutie Mark)
VAULT_COUNTER = "cutie_mark_counter"


@effect(r"put a cutie mark counter on this card")
def _e_cutie_mark_counter(m):
    return {"do": "named_counter", "target": {"self": True}, "n": 1, "name": VAULT_COUNTER}


@template(r"main phase: retire this card and remove any number of cutie mark counters from it to gain \{(\d+)\} for "
          r"each cutie mark counter you remove\.")
def _t_cash_in(m, t):
    return _a("activated", _CASH_IN, t, timing="main", n=int(m.group(1)))


@answers(ACTIVATION_CHECKS, _CASH_IN)
def _can_cash_in(g, player: int, iid: int, ability) -> bool:
    """Its cost retires it: only when it can pay that (705.2e, 508.1a: `kept_from_cost`)."""
    return kept_from_cost(g, iid, "retire", player) is None


@runner(_CASH_IN)
def _r_cash_in(g, f, ability):
    """703.1d: the cost is retiring it and removing the number of counters its player
    chooses (any number, none included), read while it is in play; then 1 token each."""
    src, player = f["src"], f["ctrl"]
    data = f["data"]
    if "removed" not in data:
        have = g.card(src)["counters"].get(VAULT_COUNTER, 0) if in_play(g, src) else 0
        ans = choose(g, f, player, "number", "Remove how many Cutie Mark counters?",
                     [(f"n:{k}", str(k)) for k in range(have + 1)]) if have else ["n:0"]
        if ans is None:
            return False
        data["removed"] = remove_counters(g, src, VAULT_COUNTER, int(ans[0][2:]), "703.1d", player)
        if not data["removed"]:
            text_lacked(f, "this card had no Cutie Mark counter" if not have else f"P{player} removed no Cutie Mark counter")
        if in_play(g, src):
            g.retire(src, "703.1d")
    g.gain_tokens(player, ability.params["n"] * data["removed"], effect_rule(f))
    return True
