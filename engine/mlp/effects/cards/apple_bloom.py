"""Texts printed only on cards named Apple Bloom: their patterns and what they do."""


from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, each_decides
from engine.mlp.effects.registry import ACTIVATION_CHECKS, acts_on, answers, runner, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"main phase: exhaust this card to tell a joke and have all players shuffle a card from their hands into "
          r"their decks\.")
def _t_tell_a_joke(m, t):
    return _a("activated", "all_shuffle_a_card_into_deck", t, timing="main", exhaust_self=True)


@runner("all_shuffle_a_card_into_deck")
def _r_all_shuffle_one(g, f, ability):
    """Each player chooses a card of their hand: simultaneous decisions (801.1,
    `abilities.each_decides`: the activating player first, who had priority); once all have
    chosen, each card is shuffled into its owner's deck (the seeded shuffle of the game
    state). The shuffle is the card's instruction followed (705.2e), not a draw: the log
    cites that and names the card (the rules define no shuffle of their own but the searched
    deck's, 518.2)."""
    chosen = each_decides(g, f, lambda player: _card_chosen(g, f, player))
    if chosen is None:
        return False
    for player, card in chosen.items():
        if card:
            g.relocate(card, "deck")
            g.shuffle_deck(int(player), "705.2e", "a card from their hand into their deck")
    return True


def _card_chosen(g, f: dict, player: int) -> int | None:
    """The card of `player`'s hand they shuffle in, 0 with an empty hand, None after asking."""
    hand = g.s["players"][player]["hand"]
    if not hand:
        return 0
    ans = choose(g, f, player, "target", "Shuffle which card of your hand into your deck?",
                 [(f"card:{i}", g.name(i)) for i in hand])
    return None if ans is None else card_of_option(ans[0])


@answers(ACTIVATION_CHECKS, "all_shuffle_a_card_into_deck")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool:
    """Always: a player with an empty hand simply shuffles nothing (705.2)."""
    return True


@effect(r"exhaust an opposing character\. that character doesn't ready during its controller's next ready phase")
def _e_exhaust_and_hold(m):
    """One instruction in two sentences (kept together by `engine.mlp.text.parts.steps`):
    what Bale Out! does (`engine.mlp.effects.cards.bale_out`)."""
    return {"do": "exhaust_opposing_no_ready", "target": {"owner": "opp", "kind": "character"}}


# "you may exhaust an opposing character at each Problem" (one at each, where there is one)
@effect(r"exhaust an opposing character at each problem")
def _e_exhaust_one_at_each_problem(m):
    return {"do": "exhaust_one_at_each_problem"}


@step("exhaust_one_at_each_problem")
def _d_exhaust_one_at_each_problem(g, f, step, e, rule):
    me = acting_player(f)
    done = e.setdefault("done", 0)
    areas = list(g.problems())
    while done < len(areas):
        area = areas[done]
        ready = _ready_opposing(g, me, area)
        if ready:
            ans = choose(g, f, me, "target", f"Exhaust an opposing character at {g.name(g.problem_card(area))}",
                         [(f"card:{i}", g.name(i)) for i in ready])
            if ans is None:
                return False
            if ans:
                g.exhaust(card_of_option(ans[0]), rule)
        done = e["done"] = done + 1
    return True


@acts_on("exhaust_one_at_each_problem")
def _ready_opposing_at_problems(g, f: dict, step_: dict) -> list[int]:
    """The opposing characters at any Problem that exhausting would change."""
    return [i for area in g.problems() for i in _ready_opposing(g, acting_player(f), area)]


def _ready_opposing(g, me: int, area: str) -> list[int]:
    """The face-up opposing characters at `area` that are neither exhausted nor frightened."""
    return [i for i in g.characters_at(area, 1 - me) if g.face_up(i) and not g.s["cards"][i]["exhausted"]
            and not g.s["cards"][i]["frightened"]]
