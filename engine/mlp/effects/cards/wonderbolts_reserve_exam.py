"""Texts printed only on cards named Wonderbolts Reserve Exam: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import UNPAID, choose_yes_no, effect_rule
from engine.mlp.effects.registry import TRIGGER_MATCHERS, answers, runner
from engine.mlp.effects.steps import unpaid_reason
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"the first player to confront this problem may pay \{(\d+)\} to score (\d+) points\.")
def _t_first_confronter(m, t):
    return _a("trigger", "first_confronter_may_buy_points", t, "confront", pay=int(m.group(1)),
              points=int(m.group(2)))


def _flag(iid: int) -> str:
    return f"confronted_first:{iid}"


@answers(TRIGGER_MATCHERS, "first_confronter_may_buy_points")
def _matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Any player confronting this Problem, while nobody has confronted it before (as a new
    object in play, 400.7); the runner settles which of two confrontations came first."""
    if data.get("problem") != iid or _flag(iid) in g.s["flags"]:
        return None
    return {"player": data["player"]}


# ----- what it does ---------------------------------------------------------------------------


@runner("first_confronter_may_buy_points")
def _r_first_confronter(g, f, ability):
    """The player who confronted may pay; the points are theirs, whoever controls the
    Problem. Only the first confrontation counts: a second one that triggered before the
    first was settled does nothing. Without the tokens nothing is asked (705.2e), and the log
    says the cost can't be paid, by the confronting player's tokens (`abilities.UNPAID`), not
    that the text found nothing to act on."""
    data = f["data"]
    flag = _flag(f["src"])
    if flag in g.s["flags"] and not data.get("first"):
        return True
    g.s["flags"][flag] = True
    data["first"] = True
    player = data["player"]
    pay, points = ability.params["pay"], ability.params["points"]
    if g.s["players"][player]["tokens"] < pay:
        data[UNPAID] = ["score", unpaid_reason(g, player, f["src"], ["pay", pay])[1]]
        return True
    ans = choose_yes_no(g, f, player, f"Pay {pay} to score {how_many(points, 'point')}?")
    if ans is None:
        return False
    if ans and ans[0] == "yes":
        g.pay_tokens(player, pay, effect_rule(f))
        g.score(player, points, effect_rule(f), g.spec(f["src"]).name if f["src"] in g.s["cards"] else "")
    return True
