"""Texts printed only on cards named Starlight Glimmer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    deciding_order,
    effect_rule,
    in_play,
    put_in_play,
    text_lacked,
)
from engine.mlp.effects.phases import add_extra_phase
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    Unmet,
    answers,
    runner,
    triggered_by,
    unless,
)
from engine.mlp.effects.verbs import act_together
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when you play an event, you may exhaust this card and a number of your other (\w+) friends "
          r"equal to that event's cost to copy its effects\.")
def _t_copy_event_exhaust(m, t):
    return _a("trigger", "copy_event", t, "played", cost="exhaust_trait", trait=m.group(1))


@effect(r"look at the top card of your deck,? and put it on the top or bottom of your deck")
def _e_top_or_bottom(m):
    """ "Look at the top card of your deck, and put it on the top or bottom of your deck": the
    one-card case of "... put them back on the top or bottom of your deck in any order"."""
    return {"do": "arrange_deck", "n": 1}


# ----- an activated ability given to the Troublemakers here (MT36) ------------------------------


@template(r"your troublemakers here have \"immediate: during a faceoff, pay \{(\d+)\} to give this card \+(\d+) power "
          r"until the end of the faceoff\.\"\.")
def _t_troublemakers_here_pump(m, t):
    """Each of its controller's face-up Troublemakers here has the quoted ability; they are
    offered as this card's one activated ability (as Daring Do Poster carries the ability it
    gives), whose player picks the Troublemaker that has it (a face-down card, or one that
    lost its abilities, has none: 505.1a, 708.2)."""
    return _a("activated", "troublemakers_here_pump", t, timing="immediate", pay=int(m.group(1)),
              n=int(m.group(2)))


def _troublemakers_here(g, player: int, src: int) -> list[int]:
    """`player`'s face-up Troublemakers at this card's area that have abilities now."""
    cards = g.s["cards"]
    area = cards[src]["area"]
    lost = g.lost_abilities()
    return [i for i in g.at(area) if cards[i]["ctrl"] == player and g.is_type(i, "troublemaker")
            and g.face_up(i) and i not in lost]


@answers(ACTIVATION_CHECKS, "troublemakers_here_pump")
def _can_pump_troublemaker_here(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """During a faceoff, with one of the player's Troublemakers here to have the ability."""
    return (unless(g.s["faceoff"] is not None, lacks="no faceoff is going on")
            and unless(bool(_troublemakers_here(g, player, iid)), lacks=f"P{player} has no Troublemaker there"))


@runner("troublemakers_here_pump")
def _r_troublemakers_here_pump(g, f, ability):
    player, n = f["ctrl"], ability.params["n"]
    ans = choose(g, f, player, "target", f"Which of your Troublemakers here gets +{n} power?",
                 [(f"card:{i}", g.name(i)) for i in _troublemakers_here(g, player, f["src"])])
    if ans is None:
        return False
    if ans and in_play(g, tm := card_of_option(ans[0])) and g.s["faceoff"] is not None:
        g.add_mod("power", tm, n, until="faceoff", ctrl=player, src=tm)
        g.note("708.2", f"{g.name(tm)} gets +{n} power until the end of the faceoff{g.by_text()}")
    return True


# ----- "When this side of the card is turned face-up for the first time each game, there is an
# additional Ready Phase before your next End Phase." (MT135, Boosted) ----------------------------


@template(r"when this side of the card is turned face-up for the first time each game, there is an additional ready "
          r"phase before your next end phase\.(?: \(during the ready phase, you ready your cards, gain actions, and draw "
          r"a card\.\)\.?)?")
def _t_time_of_her_life(m, t):
    return _a("trigger", "extra_ready_phase", t, "turned_over")


def _first_time_key(iid: int) -> str:
    return f"boosted_side_turned_up:{iid}"


@triggered_by("turned_over", "extra_ready_phase")
def _first_time_this_side(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card turned to its Boosted side, the first time this game (a Mane Character stays
    the same card all game: its first time is kept in the flags)."""
    if data["card"] != iid or not data["boosted"]:
        return None
    flags = g.s["flags"]
    if _first_time_key(iid) in flags:
        return None
    flags[_first_time_key(iid)] = True
    return {}


@runner("extra_ready_phase")
def _r_extra_ready_phase(g, f, ability) -> bool:
    player = f["ctrl"]
    add_extra_phase(g, player, "ready", "end", effect_rule(f),
                    f"P{player} will have an additional Ready Phase before their next End Phase")
    return True


# ----- Starlight Glimmer, Chrono Trigger (MT0) ------------------------------------------------------


@template(r"at the start of your turn, each player reveals and banishes 2 cards from the top of their deck\.")
def _t_chrono_banish(m, t):
    return _a("trigger", "chrono_banish", t, "turn_start")


@template(r"when one or more cards are banished this way, if there are at least (\d+) cards banished this way, dismiss "
          r"each other friend, resource, and troublemaker, each player puts each of their friends and troublemakers "
          r"banished this way into play, and banish this card\.")
def _t_chrono_trigger(m, t):
    """Triggered by the paragraph before it (`_r_chrono_banish`: "banished this way"), never
    by an event of its own."""
    return _a("trigger", "chrono_trigger", t, "chrono_banished", n=int(m.group(1)))


def _banished_this_way_key(src: int) -> str:
    return f"banished_this_way:{src}"


def banished_this_way(g, src: int) -> list[int]:
    """The cards this card banished "this way" that are still banished (the same objects,
    400.7: the flag keeps their ids)."""
    cards = g.s["cards"]
    return [i for i in g.s["flags"].get(_banished_this_way_key(src), ())
            if i in cards and cards[i]["zone"] == "banished"]


@triggered_by("turn_start", "chrono_banish")
def _your_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@triggered_by("chrono_banished", "chrono_trigger")
def _never_emitted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return None


@runner("chrono_banish")
def _r_chrono_banish(g, f, ability) -> bool:
    """Each player, the turn player first, reveals the top 2 cards of their deck (fewer if
    the deck holds fewer) and banishes them; the cards banished this way are kept with this
    card, and if any were, its next paragraph triggers."""
    src = f["src"]
    first = g.s["turn_player"]
    banished = []
    for player in (first, 1 - first):
        deck = g.s["players"][player]["deck"]
        top = list(reversed(deck[-2:]))
        if top:
            g.note_seen(effect_rule(f), f"P{player} reveals {', '.join(g.name(i) for i in top)}")
        banished.extend(g.banish(i, effect_rule(f)) for i in top)
    if not banished:
        text_lacked(f, "both players' decks are empty")
        return True
    g.s["flags"].setdefault(_banished_this_way_key(src), []).extend(banished)
    # "if there are at least N cards banished this way": checked as the effect is created (712.2)
    if src in g.s["cards"] and len(banished_this_way(g, src)) >= _threshold(g, src):
        c = g.s["cards"][src]
        index = next(i for i, a in enumerate(g.spec(src).abilities) if a.name == "chrono_trigger")
        g.add_trigger(c["ctrl"], src, c["card"], index, {}, boosted=c["boosted"])
    return True


def _threshold(g, src: int) -> int:
    return next(a.params["n"] for a in g.spec(src).abilities if a.name == "chrono_trigger")


@runner("chrono_trigger")
def _r_chrono_trigger(g, f, ability) -> bool:
    """(Created only with at least N of them still banished.) Each other Friend, Resource and
    face-up Troublemaker in play is dismissed, one instruction: every replacement is asked
    first and they leave together (710.5, 704.1b, `verbs.act_together`). Then "each player puts
    each of their Friends and Troublemakers banished this way into play", one instruction too:
    each owner says where each of their own cards goes, whoever controls this card (a Friend at
    their home or a Problem, 302.1; a Troublemaker face-down at a Problem, 306.1), the turn
    player first and in the order they were banished (801.1), and then they all enter play
    together (706.1), each "when ... enters play" hearing of every other (706.1d, 704.1b: two
    Spike, Ultimate Host put home hear of each other). Then this card is banished."""
    src = f["src"]
    data = f["data"]
    stage = data.setdefault("stage", "check")
    if stage == "check":
        data["stage"] = "dismiss"
        depth = len(g.s["stack"])
        # (a face-down Troublemaker is not "a Troublemaker" to a text, 505.2)
        cards = g.s["cards"]
        act_together(g, "dismiss", [i for i in g.s["play"] if i != src and g.spec(i).type != "mane"
                                    and (g.is_type(i, "friend") or g.is_type(i, "resource")
                                         or (g.is_type(i, "troublemaker") and not cards[i]["face_down"]))],
                     effect_rule(f))
        if len(g.s["stack"]) > depth:
            return False  # (the dismissal asks its replacements and is carried out in its own frame)
    if data["stage"] == "dismiss":
        data["stage"] = "enter"
        data["left"] = [i for p in deciding_order(g, data) for i in banished_this_way(g, src)
                        if g.s["cards"][i]["owner"] == p and g.spec(i).type in ("friend", "troublemaker")]
        data["where"] = []
    while data["left"]:
        iid = data["left"][0]
        c = g.s["cards"].get(iid)
        if c is not None and c["zone"] == "banished":
            owner = c["owner"]
            areas = g.problems() if g.spec(iid).type == "troublemaker" else [f"home:{owner}", *g.problems()]
            ans = choose(g, f, owner, "area", f"Where does {g.name(iid)} enter play?", [(a, f"at {a}") for a in areas])
            if ans is None:
                return False
            data["where"].extend([iid, area] for area in ans)
        data["left"].pop(0)
    entering = [(iid, area) for iid, area in data.pop("where", []) if g.s["cards"].get(iid, {}).get("zone") == "banished"]
    with g.entering_together():
        for iid, area in entering:
            put_in_play(g, iid, area, g.s["cards"][iid]["owner"], face_down=g.spec(iid).type == "troublemaker")
    if in_play(g, src):
        g.banish(src, effect_rule(f))
    return True
