"""Texts printed only on cards named Cornered: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, each_decides, effect_rule
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.effects.verbs import act_together
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: each player chooses up to (\d+) of their friends and retires the rest\.")
def _t_cornered(m, t):
    return _a("play", "keep_some_friends_retire_the_rest", t, timing="main", keep=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("keep_some_friends_retire_the_rest")
def _r_cornered(g, f, ability):
    """Each player chooses which of their Friends stay: simultaneous decisions (801.1,
    `abilities.each_decides`); the rest are then retired by this one instruction, so they
    leave play together, each told of the others (704.1b, `verbs.act_together`)."""
    keep = ability.params["keep"]
    kept = each_decides(g, f, lambda player: _kept(g, f, player, keep))
    if kept is None:
        return False
    stays = {i for chosen in kept.values() for i in chosen}
    act_together(g, "retire", [i for p in kept for i in _friends(g, int(p)) if i not in stays], effect_rule(f))
    return True


def _kept(g, f: dict, player: int, keep: int) -> list[int] | None:
    """The Friends `player` keeps (all when they have no more than `keep`), None after asking."""
    friends = _friends(g, player)
    if len(friends) <= keep:
        return friends
    ans = choose(g, f, player, "target", f"Choose up to {keep} of your Friends to keep (the rest are retired)",
                 [(f"card:{i}", g.name(i)) for i in friends], 0, keep)
    return None if ans is None else [card_of_option(key) for key in ans]


def _friends(g, player: int) -> list[int]:
    return [i for i in g.characters(player) if g.is_type(i, "friend")]


answers(PLAY_CHECKS, "keep_some_friends_retire_the_rest")(can_always)
