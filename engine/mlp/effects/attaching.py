"""Resources played on a card or at a place (placement rules), and what they give their host.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.cards.keywords import KEYWORDS_WITH_VALUE
from engine.mlp.effects.abilities import own_host
from engine.mlp.effects.registry import APPLIES, HOST_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# placement rules for Resources
@template(r"play to your home\.?")
def _t_home(m, t):
    return _a("rule", "attach", t, attach="home")


@template(r"play on an a problem\.")
def _t_on_a_problem_misprinted(m, t):
    """Creepy Creeping Crystals prints "Play on an a Problem.": a Problem, as on every other
    Resource that is played on one."""
    return _a("rule", "attach", t, attach="problem")


@template(r"play on an? (friend|problem|character|troublemaker)\.?")
def _t_on(m, t):
    return _a("rule", "attach", t, attach=m.group(1))


@template(r"play on an? \{(\w+)\} friend\.?")
def _t_on_colored(m, t):
    """Only on a Friend that has the color now (`abilities.host_ok`); 511.2 asks again later."""
    return _a("rule", "attach", t, attach=f"friend_color:{m.group(1)}")


@template(r"play on an? (foal|unicorn|pegasus|earth pony|crystal|critter) friend\.?")
def _t_on_trait(m, t):
    return _a("rule", "attach", t, attach=f"friend_trait:{m.group(1)}")


@template(r"play on one of your friends\.?")
def _t_on_own(m, t):
    return _a("rule", "attach", t, attach="own_friend")


@template(r"play on an opponent's friend\.?")
def _t_on_opponents(m, t):
    """Only on a Friend an opponent controls (`abilities.host_ok`); there and nowhere else."""
    return _a("rule", "attach", t, attach="opponent_friend")


@template(r"that friend has \+(\d+) power(?: and is also \{(\w+)\})?\.")
def _t_that_friend(m, t):
    found = [_a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False)]
    if m.group(2):
        found.append(_a("static", "host_color", t, "color", color=m.group(2)))
    return found


def _host_keyword(name: str, value: str | None, t: str):
    """"... has Stubborn" / "... has Showy 2": the host gains a keyword the engine plays."""
    keyword = name.capitalize()
    if keyword not in SUPPORTED_KEYWORDS or (value is None) != (keyword not in KEYWORDS_WITH_VALUE):
        return None
    return _a("static", "host_keyword", t, "grant_keyword", keyword=keyword,
              value=int(value) if value else None)


@template(r"(?:this|that) friend has ([a-z]+)(?: (\d+))?\.")
def _t_host_keyword(m, t):
    return _host_keyword(m.group(1), m.group(2), t)


@template(r"that friend has \+(\d+) power and ([a-z]+)(?: (\d+))?\.")
def _t_host_power_and_keyword(m, t):
    keyword = _host_keyword(m.group(2), m.group(3), t)
    if keyword is None:
        return None
    return [_a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False), keyword]


@template(r"that friend is also \{(\w+)\}\.")
def _t_host_also_color(m, t):
    return _a("static", "host_color", t, "color", color=m.group(1))


@template(r"that (?:character|friend) can't contribute its power to faceoffs\.")
def _t_host_no_faceoff_power(m, t):
    return _a("static", "host_no_faceoff_power", t, "no_faceoff_power")


@template(r"that problem can't be confronted\.")
def _t_host_problem_unconfrontable(m, t):
    """An attachment on a Problem is at that Problem's area: the same rule as "Players can't
    confront this Problem" printed on the Problem (`parts`, "cant_confront_here")."""
    return _a("static", "cant_confront_here", t, "cant_confront")


@template(r"that troublemaker has \+(\d+) power\.")
def _t_host_troublemaker_power(m, t):
    return _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False)


@template(r"that friend loses and can't have abilities\.")
def _t_clipped_wings(m, t):
    return _a("static", "host_lose_abilities", t, "lose_abilities")


@template(r"this friend gets ([+-]\d+) power( during the score phase)?\.")
def _t_host_power(m, t):
    return _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=bool(m.group(2)))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "host_power")
def _host_power(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return sc["host"] == target and (not ability.params["score_phase"] or s["phase"] == "score")


scope(HOST_ONLY_STATICS, "host_power")
answers(APPLIES, "host_color")(own_host)
answers(APPLIES, "host_keyword")(own_host)
answers(APPLIES, "host_no_faceoff_power")(own_host)
scope(HOST_ONLY_STATICS, "host_no_faceoff_power")
scope(HOST_ONLY_STATICS, "host_keyword")


scope(HOST_ONLY_STATICS, "host_color")
answers(APPLIES, "host_lose_abilities")(own_host)


scope(HOST_ONLY_STATICS, "host_lose_abilities")
