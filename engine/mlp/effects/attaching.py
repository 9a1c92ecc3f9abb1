"""Resources played on a card or at a place (placement rules), and what they give their host.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.cards.keywords import KEYWORDS_WITH_VALUE
from engine.mlp.effects.abilities import (
    _answer_given,
    card_of_option,
    choose,
    host_ok,
    in_play,
    own_host,
    put_in_play,
)
from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    HOST_ONLY_STATICS,
    OWN_CARDS,
    PHASE_BLIND_STATICS,
    STEP_CHECKS,
    VALUE_RULES,
    answers,
    reads_board,
    runner,
    scope,
)
from engine.mlp.effects.registry import step as step_runner
from engine.mlp.effects.steps import on_chosen
from engine.mlp.state.library import Ability
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from engine.mlp.text.parts import TRAITS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values.power import GAINS_TRAIT


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


@template(r"play on a resource\.?")
def _t_on_resource(m, t):
    """EO167: any Resource in play, a player's own or an opponent's (`abilities.host_ok`)."""
    return _a("rule", "attach", t, attach="resource")


@template(r"play on a friend\. if that friend is (not )?yours, you may (move|exhaust) it\.")
def _t_on_friend_then_if_yours(m, t):
    """EO161, EO165: the placement rule, then what the card does to its host as it enters
    play, only if its player controls that Friend (or only if not): "it" is the host (509.4),
    which the question names ("Exhaust Sweetie Sunrise, Early Riser #37?")."""
    verb = m.group(2)
    act = {"do": verb, "target": {"self": True, "ref": "host"}, "may": True, "costs": [],
           "says": f"you may {verb} it",
           **({"dest": "any"} if verb == "move" else {})}
    return [_a("rule", "attach", t, attach="friend"),
            _a("trigger", "effect", t, "enter_play", when="self", steps=[act],
               **{"if": {"if": "host_controller", "yours": not m.group(1)}})]


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


@template(r"play on one of your troublemakers\.?")
def _t_on_own_troublemaker(m, t):
    """A face-up Troublemaker its player controls (`abilities.host_ok`)."""
    return _a("rule", "attach", t, attach="own_troublemaker")


@template(r"play on one of your characters\.?")
def _t_on_own_character(m, t):
    """A Friend or the Mane Character its player controls (`abilities.host_ok`)."""
    return _a("rule", "attach", t, attach="own_character")


@template(r"play on an opponent's friend\.?")
def _t_on_opponents(m, t):
    """Only on a Friend an opponent controls (`abilities.host_ok`); there and nowhere else."""
    return _a("rule", "attach", t, attach="opponent_friend")


@template(r"play on an opponent's ready friend\.?")
def _t_on_opponents_ready(m, t):
    """Only on a ready Friend an opponent controls; once there it stays on that Friend
    exhausted or not (509.4: "that Friend" is its host)."""
    return _a("rule", "attach", t, attach="opponent_ready_friend")


@template(r"play on an opponent's (non-epic )?troublemaker\.?")
def _t_on_opponents_troublemaker(m, t):
    """A face-up Troublemaker an opponent controls (`abilities.host_ok`: CN147), for CN149 one
    that is not Epic."""
    return _a("rule", "attach", t, attach="opponent_non_epic_troublemaker" if m.group(1) else "opponent_troublemaker")


@template(r"play on a mane character\.?")
def _t_on_a_mane(m, t):
    """Any player's Mane Character (`abilities.host_ok`)."""
    return _a("rule", "attach", t, attach="mane")


@template(r"play on an opponent's mane character\.?")
def _t_on_opponents_mane(m, t):
    return _a("rule", "attach", t, attach="opponent_mane")


@template(r"that friend can't be exhausted\.")
def _t_host_cant_be_exhausted(m, t):
    """(`MlpGame.can_be_exhausted`: exhausting it, for a cost too, can't be done.)"""
    return _a("static", "host_cant_be_exhausted", t, "cant_exhaust")


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


@template(r"that friend has \+(\d+) power for each accessory attached to it\.")
def _t_host_power_per_accessory(m, t):
    """MT96: counted at every look (its Accessories, this card among them when it is one)."""
    return _a("static", "host_power_per_accessory", t, "power", amount=int(m.group(1)))


@template(r"that friend has \+(\d+) power and ([a-z]+)(?: (\d+))?\.")
def _t_host_power_and_keyword(m, t):
    keyword = _host_keyword(m.group(2), m.group(3), t)
    if keyword is None:
        return None
    return [_a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False), keyword]


@template(r"that friend (?:has \+(\d+) power and )?is (?:an? )?([a-z ]+)\.")
def _t_host_trait(m, t):
    """"That Friend is a Critter.", "That Friend has +2 power and is Crystal.": the host has the
    trait besides its printed ones (207; `values.power.has_trait`)."""
    trait = m.group(2)
    if trait not in TRAITS:
        return None
    found = [_a("static", "host_trait", t, GAINS_TRAIT, trait=trait)]
    if m.group(1):
        found.insert(0, _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False))
    return found


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


@template(r"that troublemaker is epic and has \+(\d+) power\.")
def _t_host_troublemaker_epic(m, t):
    """Epic by text (category "epic", `values.power.is_epic`) while it is the host."""
    return [_a("static", "host_epic", t, "epic"),
            _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False)]


@template(r"that troublemaker has \+(\d+) power\.")
def _t_host_troublemaker_power(m, t):
    return _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False)


@template(r"that friend loses and can't have abilities, can't move, can't be frightened, and can't contribute its "
          r"power to confronting problems or to faceoffs\.")
def _t_petrified(m, t):
    """Five continuous modifiers of the host, each read where its rule is asked: abilities
    (`abilities.lost_abilities`), moving by any player (`abilities.barred_from_moving`),
    frightening, confronting (611.3a) and faceoffs (514.4a)."""
    return [_a("static", "host_lose_abilities", t, "lose_abilities"),
            _a("static", "host_cant_move", t, "cant_be_moved_by", anyone=True),
            _a("static", "host_cant_be_frightened", t, "cant_frighten"),
            _a("static", "host_no_confront_power", t, "no_confront_power"),
            _a("static", "host_no_faceoff_power", t, "no_faceoff_power")]


@template(r"that (?:friend|resource) loses and can't have abilities\.")
def _t_clipped_wings(m, t):
    return _a("static", "host_lose_abilities", t, "lose_abilities")


@template(r"that troublemaker loses and can't gain abilities during your troublemaker phase\.")
def _t_host_loses_abilities_in_your_troublemaker_phase(m, t):
    """CN149: only while its card's controller's Troublemaker Phase goes on; the cards that
    lost their abilities are worked out again as that phase begins and ends
    (`MlpGame.troublemaker_phase_changed`)."""
    return _a("static", "host_lose_abilities_in_your_troublemaker_phase", t, "lose_abilities")


@template(r"this friend gets ([+-]\d+) power( during the score phase)?\.")
def _t_host_power(m, t):
    return _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=bool(m.group(2)))


# reattaching (509.5)
@effect(r"reattach this card to another (friend|one of your friends)")
def _e_reattach_self(m):
    """"Main Phase: Pay [1] to reattach this card to another Friend" (CN135, CN137): a new
    host other than its current one (`steps.targets` leaves the current host out)."""
    owner = "you" if m.group(1) == "one of your friends" else "any"
    return {"do": "reattach_self", "target": {"owner": owner, "kind": "friend", "not_host": True}}


def reattach(g, attachment: int, host: int, rule: str = "509.5") -> None:
    """509.5: an attachment is moved onto another card; it goes where its new host is (a
    new timestamp: what its host gets is worked out again)."""
    c = g.s["cards"][attachment]
    c["host"] = host
    c["area"] = g.s["cards"][host]["area"]
    c["ts"] = g._timestamp()
    g.note(rule, f"{g.name(attachment)} is reattached to {g.name(host)}{g.caused_by(rule)}")


def _reattach_self(g, f, step, iid, rule):
    if g.s["cards"][f["src"]]["zone"] == "play" and host_ok(g, f["ctrl"], g.spec(f["src"]).attach, iid):
        reattach(g, f["src"], iid, rule)


step_runner("reattach_self")(on_chosen("Reattach this card to which Friend?", _reattach_self))


@effect(r"your opponent reattaches that card to another friend")
def _e_opponent_reattaches(m):
    """ "After an opponent plays a Resource on a Friend, that opponent reattaches that Resource
    to another Friend" (CN126): the Resource the reaction names."""
    return {"do": "opponent_reattaches_that"}


@step_runner("opponent_reattaches_that")
def _d_opponent_reattaches(g, f, step, e, rule):
    """The opponent who played it chooses another Friend it may be on (509.5, by its placement
    rule for them); nothing when there is none or it is no longer attached."""
    resource = f["data"].get("it")
    c = g.s["cards"].get(resource)
    if c is None or c["zone"] != "play" or c["host"] is None:
        return True
    player = c["ctrl"]
    attach = g.spec(resource).attach
    hosts = [i for i in g.s["play"] if i != c["host"] and host_ok(g, player, attach, i) and g.is_type(i, "friend")]
    ans = choose(g, f, player, "target", f"Reattach {g.name(resource)} to which other Friend?",
                 [(f"card:{i}", g.name(i)) for i in hosts])
    if ans is None:
        return False
    if ans:
        reattach(g, resource, card_of_option(ans[0]), rule)
    return True


@runner("reattach")
def reattach_a_resource(g, f, ability):
    """"You may reattach a Resource from one Friend to another" (509.5); with `own`, "from one
    of their Friends to another one of their Friends" (the player carrying it out: `player`
    in the frame's data when the trigger names one, else the ability's controller)."""
    s = g.s
    player = f["data"].get("player", f["ctrl"])
    own = ability.params.get("own", False)

    def fits(friend: int) -> bool:
        return g.is_type(friend, "friend") and (not own or s["cards"][friend]["ctrl"] == player)

    def new_hosts(res: int) -> list[int]:
        # its placement rule is read by its own controller (513.5): "Play on one of your
        # Friends" on an opponent's Combat Hat means one of that opponent's Friends
        rc = s["cards"][res]
        return [i for i in s["play"] if i != rc["host"] and fits(i) and host_ok(g, rc["ctrl"], g.spec(res).attach, i)]

    if f["step"] == 0:
        # (the Resources are listed only to ask: the answer is checked against them as given)
        ans = _answer_given(f)
        if ans is None:
            # 705.2e: only a Resource that has another Friend to go to is offered
            resources = [i for i in s["play"] if s["cards"][i]["host"] in s["cards"] and g.is_type(i, "resource")
                         and fits(s["cards"][i]["host"]) and new_hosts(i)]
            ans = choose(g, f, player, "target", "Reattach a Resource from one Friend to another? (509.5)",
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
    ans = _answer_given(f)
    if ans is None:
        ans = choose(g, f, player, "target", f"Choose the new host for {g.name(res)}",
                     [(f"card:{i}", g.name(i)) for i in new_hosts(res)])
        if ans is None:
            return False
    if ans:
        reattach(g, res, card_of_option(ans[0]))
    return True


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "host_power")
def _host_power(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return sc["host"] == target and (not ability.params["score_phase"] or s["phase"] == "score")


scope(HOST_ONLY_STATICS, "host_power")
answers(APPLIES, "host_power_per_accessory")(own_host)
scope(HOST_ONLY_STATICS, "host_power_per_accessory")


@answers(AMOUNTS, "host_power_per_accessory")
def _per_accessory(g, src: int, target: int, ability: Ability) -> int:
    accessories = sum(1 for i in g.attachments(target) if g.spec(i).has_trait("accessory"))
    return ability.params["amount"] * accessories


answers(APPLIES, "host_color")(own_host)
answers(APPLIES, "host_trait")(own_host)
scope(HOST_ONLY_STATICS, "host_trait")
answers(APPLIES, "host_cant_be_exhausted")(own_host)
scope(HOST_ONLY_STATICS, "host_cant_be_exhausted")
answers(APPLIES, "host_keyword")(own_host)
answers(APPLIES, "host_no_faceoff_power")(own_host)
scope(HOST_ONLY_STATICS, "host_no_faceoff_power")
scope(HOST_ONLY_STATICS, "host_keyword")
reads_board(OWN_CARDS, "host_color", "host_trait", "host_keyword")


scope(HOST_ONLY_STATICS, "host_color")
answers(APPLIES, "host_lose_abilities")(own_host)


scope(HOST_ONLY_STATICS, "host_lose_abilities")
answers(APPLIES, "host_epic")(own_host)
scope(HOST_ONLY_STATICS, "host_epic")
scope(PHASE_BLIND_STATICS, "host_lose_abilities", "host_epic")


# ----- "put an Accessory / attachment Resource from your hand into play attached to a Friend" ------
# (AD112; LL45's Chaos ability)
@answers(APPLIES, "host_lose_abilities_in_your_troublemaker_phase")
def _host_in_your_troublemaker_phase(g, s: dict, sc: dict, tc: dict, src: int, target: int,
                                     ability: Ability) -> bool:
    """Its host, while the Troublemaker Phase of its card's controller goes on."""
    return sc["host"] == target and s["phase"] == "troublemaker" and s["turn_player"] == sc["ctrl"]


scope(HOST_ONLY_STATICS, "host_lose_abilities_in_your_troublemaker_phase")


# ----- "put an Accessory from your hand into play attached to a Friend" (AD112) ----------------------


@effect(r"put an (accessory|attachment resource) from your hand into play attached to a friend")
def _e_accessory_from_hand_onto_a_friend(m):
    return {"do": "accessory_from_hand_onto_friend" if m.group(1) == "accessory" else "resource_from_hand_onto_friend"}


def _accessories_in_hand(g, player: int, kind: str = "accessory") -> list[int]:
    """The player's Resources in hand that the text can put onto a Friend: Accessories, or
    attachment Resources (509.1) whose host description a Friend can match (509.4)."""
    hand = g.s["players"][player]["hand"]
    if kind == "accessory":
        return [i for i in hand if g.is_type(i, "resource") and g.spec(i).has_trait("accessory")]
    return [i for i in hand if g.is_type(i, "resource") and _friend_description(g.spec(i).attach)]


def _kind(step_: dict) -> str:
    """What the step puts onto a Friend: "accessory" or any "attachment" Resource."""
    return "accessory" if step_["do"] == "accessory_from_hand_onto_friend" else "attachment"


def _friend_description(attach: str) -> str:
    """The host description (509.4) an attachment's placement rule leaves once it is in play,
    as a placement rule a Friend is checked against (`host_ok`): "one of your Friends", "an
    opponent's (ready) Friend" and "with cost N or less" only say where it may be played
    (`abilities.host_matches`); "" when no Friend can be its host."""
    if attach in ("friend", "own_friend", "opponent_friend", "opponent_ready_friend") or attach.startswith("friend_cost:"):
        return "friend"
    if attach in ("character", "own_character"):
        return "character"
    if attach == "friend_or_troublemaker" or attach.startswith(("friend_color:", "friend_trait:")):
        return attach
    return ""


def _friends_to_wear(g, player: int, resource: int, kind: str) -> list[int]:
    """Face-up Friends in play, either player's: the text names any Friend, whatever the
    Accessory's own placement rule says of playing it; an attachment Resource goes only on
    a Friend that matches its host description (511.2 would dismiss it at once otherwise)."""
    friends = [i for i in g.s["play"] if g.is_type(i, "friend") and g.face_up(i)]
    if kind == "accessory":
        return friends
    described = _friend_description(g.spec(resource).attach)
    return [i for i in friends if host_ok(g, player, described, i)]


@answers(STEP_CHECKS, "resource_from_hand_onto_friend")
def _attachment_can_be_put_on_a_friend(g, f, step_) -> bool:
    """705.2e: an attachment Resource in the hand and a Friend that can be its host."""
    player = f["data"].get("me", f["ctrl"])
    return any(_friends_to_wear(g, player, i, "attachment") for i in _accessories_in_hand(g, player, "attachment"))


@step_runner("accessory_from_hand_onto_friend", "resource_from_hand_onto_friend")
def _d_accessory_from_hand_onto_friend(g, f, step_, e, rule):
    """An Accessory (or attachment Resource) from the hand enters play (706.1; it is not
    played: no cost, no requirement) attached to the Friend chosen (509.1)."""
    player = f["data"].get("me", f["ctrl"])
    if "card" not in e:
        kind = _kind(step_)
        ans = choose(g, f, player, "target", f"Put which {'Accessory' if kind == 'accessory' else 'Resource'} "
                     "from your hand into play?",
                     [(f"card:{i}", g.name(i)) for i in _accessories_in_hand(g, player, kind)
                      if _friends_to_wear(g, player, i, kind)])
        if ans is None:
            return False
        if not ans:
            return True
        e["card"] = card_of_option(ans[0])
    wearers = _friends_to_wear(g, player, e["card"], _kind(step_))
    ans = choose(g, f, player, "target", f"Attach {g.name(e['card'])} to which Friend?",
                 [(f"card:{i}", g.name(i)) for i in wearers])
    if ans is None:
        return False
    card = e["card"]
    if not ans or card not in g.s["cards"] or g.card(card)["zone"] != "hand":
        return True
    host = card_of_option(ans[0])
    put_in_play(g, card, g.card(host)["area"], player, host=host)
    return True
answers(APPLIES, "host_cant_move")(own_host)
scope(HOST_ONLY_STATICS, "host_cant_move")


@answers(VALUE_RULES, "host_no_confront_power")
def _host_no_confront_power(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (kept from confronting, 611.3a) for this card's host, at any Problem."""
    return int(subject == g.s["cards"][src]["host"])
