"""The listing of a player's actions (`actions.legal`, `actions.may_act_outside_main`)
answers exactly as a fresh look at the same position would.

Listing actions keeps values between decisions (what the kinds of card of a game could
ever let a player do outside their Main Phase, the sorted play-cost rules) and within a
board (places, costs by place and card type). These tests play seeded bot games, from
the theme decks and from the whole implemented card pool, and at every call the engine
makes to either function compare its answer with the answer for a copy of the position
in a new game (nothing kept, so everything worked out afresh), and for `legal` with the
listing asked why (which reads every card, outside the Main Phase too), and, for
`may_act_outside_main`, with a plain construction keeping nothing across boards; where
it says the player has nothing to do, the full listing must find nothing. Every priority
decision's options are compared with the fresh listing too. A cache that goes stale
makes them differ.
"""

from __future__ import annotations

import marshal
from collections import Counter

import pytest

from engine.mlp.api import default_library
from engine.mlp.effects import abilities, entering_and_leaving_play
from engine.mlp.effects.counters import controls_named
from engine.mlp.effects.phases import MAIN_PHASE_ACTIONS_ONLY
from engine.mlp.procedures import actions, loops
from engine.mlp.procedures.refusals import Refusals
from engine.mlp.state.game import (
    MAIN_EVENTS_ANY_TIME,
    PLAY_TAXES,
    PLAYABLE_FROM_DISCARD,
    MlpGame,
)
from engine.mlp.state.library import FROM_HAND
from engine.mlp.values import power
from tests.engine.helpers import Board, decisions_going_back, library, shipped_game

MAX_TURNS = 40


def fresh(g: MlpGame) -> MlpGame:
    """The same position in a new game: no value kept from earlier looks."""
    return MlpGame(marshal.loads(marshal.dumps(g.s)), g.lib)


def plain_may_act_outside_main(g: MlpGame, player: int) -> bool:
    """`may_act_outside_main` written plainly: the kinds of cards the player holds and
    controls now against whether a faceoff is running or a reaction condition was met,
    and what they could pay: an ability's action tokens (of a card face up in play, 505.1a,
    in its phase, 512.3; the [N]s among the costs of one read in parts, each of which it must
    pay, unless a card lowers what activating costs), a card's printed cost unless anything
    could take some off (a cost modifier in play, the card's own text about its cost, a
    discount of the player's, a tax below 0), when it could cost nothing."""
    s = g.s
    if g.static_abilities(MAIN_PHASE_ACTIONS_ONLY):
        return False  # "Players can't play cards, activate abilities, or take actions except as a Main Phase action."
    tokens = s["players"][player]["tokens"]
    discounted = any(key.startswith(f"discount:{player}") for key in s["flags"]) or any(
        m["kind"] in PLAY_TAXES.values() and m["target"] == player and m["amount"] < 0 for m in s["mods"])
    payable: set[str] = set()

    def card_cost(spec) -> int:
        if (discounted or g.static_abilities("play_cost") or "own_play_cost" in spec.statics
                or power.OWN_PLAY_COST_AT in spec.statics):
            return 0
        return max(0, spec.cost or 0)

    def ability_tokens(ability) -> int:
        costs = ability.params.get("costs")
        if ability.name != "effect" or costs is None:
            return ability.params.get("pay", 0)
        if g.static_abilities("turn_over_discount") or g.static_abilities("activation_discount"):
            return 0
        return max([cost[1] for cost in costs if cost[0] == "pay"] or [0])

    me = s["players"][player]
    # the hand, and the cards whose own text lets them be played from the discard pile
    playable = [*me["hand"], *(i for i in me["discard"] if PLAYABLE_FROM_DISCARD in g.spec(i).statics),
                *entering_and_leaving_play.playable_elsewhere(g, player)]
    for iid in playable:
        spec = g.spec(iid)
        if "Hasty" in spec.keywords or (spec.type == "friend" and power.friends_in_hand_hasty(g, player)):
            need = "always"
        elif spec.type == "event" and spec.timing not in ("main", "none"):
            need = actions._window_need(spec.timing)
        elif spec.type == "event" and spec.timing == "main" and MAIN_EVENTS_ANY_TIME[player] in s["flags"]:
            need = "always"  # (Sonic Rainboom)
        else:
            need = None
        if need is not None and card_cost(spec) <= tokens:
            payable.add(need)
        for ability in spec.abilities:  # abilities used from the hand ("Banish this card from your hand to")
            if ability.kind == FROM_HAND and ability.timing != "main" and ability_tokens(ability) <= tokens:
                payable.add(actions._window_need(ability.timing))
    for iid in g.board().activators:
        c = s["cards"][iid]
        if c["face_down"] or c["frightened"]:
            continue
        for _, ability in g.spec(iid).activated:
            if ability.timing in abilities.PHASE_TIMINGS and abilities.phase_timing_refusal(g, player, ability.timing):
                continue  # ("Score Phase:", "Any Phase:": the turn player's, in that phase, not in a faceoff)
            if (ability.timing != "main" and (c["ctrl"] == player or ability.params.get("any_player"))
                    and ability_tokens(ability) <= tokens):
                payable.add(actions._window_need(ability.timing))
    if g.teamwork_in_play():
        from engine.mlp.values import teamwork

        for sharer, _src, _index, ability in teamwork.shared_activated(g):
            if (ability.timing != "main" and (s["cards"][sharer]["ctrl"] == player
                                              or ability.params.get("any_player"))
                    and ability_tokens(ability) <= tokens):
                payable.add(actions._window_need(ability.timing))
    return ("always" in payable or ("faceoff" in payable and s["faceoff"] is not None)
            or ("reaction" in payable and bool(s["reactions"])))


def check_costs_by_place(g: MlpGame, player: int) -> int:
    """What `PlayCosts.by_place` gives at each place a card in the player's hand could go is
    what the cost modifiers add for that card there, asked of another `PlayCosts`; returns
    how many places it answered for."""
    answered = 0
    for iid in g.s["players"][player]["hand"]:
        spec = g.spec(iid)
        if spec.type not in ("friend", "resource"):
            continue
        dests = actions._destinations(g, g.board(), player, spec)
        for (_, _, area, host), extra in zip(dests, power.PlayCosts(g, player).by_place(iid, spec.type, dests),
                                             strict=True):
            if extra is not None:
                assert extra == power.PlayCosts(g, player).modifiers(iid, spec.type, area, host)
                answered += 1
    return answered


def test_listing_matches_a_fresh_look_at_every_call(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: Counter = Counter()
    listing, outside = actions.legal, actions.may_act_outside_main

    def checked_legal(g: MlpGame, player: int, ctx: str) -> list[tuple[str, str]]:
        found = listing(g, player, ctx)
        assert found == listing(fresh(g), player, ctx) == listing(fresh(g), player, ctx, Refusals())
        seen["places with modifiers known by type"] += check_costs_by_place(g, player)
        seen["listings"] += 1
        seen["options"] += len(found)
        return found

    def checked_outside(g: MlpGame, player: int) -> bool:
        found = outside(g, player)
        assert found == outside(fresh(g), player) == plain_may_act_outside_main(g, player)
        if not found:  # (a window closed without listing: the listing finds nothing)
            assert listing(fresh(g), player, "outside") == []
            seen[f"outside main: False, with {min(g.s['players'][player]['tokens'], 1)}+ tokens"] += 1
        seen[f"outside main: {found}"] += 1
        return found

    monkeypatch.setattr(actions, "legal", checked_legal)
    monkeypatch.setattr(actions, "may_act_outside_main", checked_outside)
    for g, decision in decisions_going_back(seen, MAX_TURNS):
        if decision.kind == "priority":
            window = g.s["stack"][-1]
            expected = listing(fresh(g), decision.player, window["ctx"])
            if "barred" in window:
                barred = loops.barred(g, window, decision.player)
                expected = [pair for pair in expected if pair[0] not in barred]
            assert [(o.key, o.label) for o in decision.options[1:]] == expected
            seen["priority decisions"] += 1
    assert seen["priority decisions"] > 500, seen
    assert seen["outside main: True"] > 50 and seen["outside main: False"] > 1000, seen
    assert seen["outside main: False, with 1+ tokens"] > 100, seen  # (not only the windows of 0 tokens)
    assert seen["places with modifiers known by type"] > 100 and seen["restored"] > 20, seen


def test_a_kind_of_card_joining_the_game_is_seen_outside_the_main_phase() -> None:
    """What the kinds of card of a game could need is read again once a kind joins it."""
    lib = library()
    g = Board().game(lib)  # (Mane Characters, Problems and a Friend: none usable outside a Main Phase)
    g.s["faceoff"] = {"area": "problem:0", "flipped": [[], []]}  # (whether one is running, what was flipped)
    assert not actions.may_act_outside_main(g, 0)
    g.create_card(lib.find("PR130").id, 0, "hand")  # Yay!, a Faceoff Event
    assert actions.may_act_outside_main(g, 0) and plain_may_act_outside_main(g, 0)
    assert not actions.may_act_outside_main(g, 1)


def play_cost_rules_afresh(g: MlpGame) -> tuple[list, list, list, bool, tuple[list, list]]:
    """The "play_cost" abilities in play sorted by what they read of the card, worked out
    from `static_abilities` with nothing kept (then whether there is any, and the rules
    read for the type alone split by whether they apply only at their own card's area)."""

    rules: list = []
    host_rules: list = []
    type_rules: list = []
    for src, ability in g.static_abilities("play_cost"):
        if abilities.value_by_card_type(ability):
            type_rules.append((src, ability, abilities.value_rule(ability)))
        elif abilities.value_on_host_only(ability):
            host_rules.append((src, ability, abilities.value_rule(ability)))
        else:
            rules.append((src, ability, abilities.value_rule(ability)))
    own_area = [rule for rule in type_rules if abilities.value_at_own_area_only(rule[1])]
    anywhere = [rule for rule in type_rules if not abilities.value_at_own_area_only(rule[1])]
    return rules, host_rules, type_rules, bool(g.static_abilities("play_cost")), (anywhere, own_area)


def test_play_cost_rules_kept_across_boards_match_a_fresh_sort(monkeypatch: pytest.MonkeyPatch) -> None:
    """`power._play_cost_rules` is kept with the list of abilities it sorted, across
    boards and games: in games with no fresh copies made (which would replace what is
    kept), every answer, taken from what was kept or not, is the sort made afresh."""
    seen: Counter = Counter()
    sort = power._play_cost_rules

    def checked(g: MlpGame) -> tuple:
        kept = power._SORTED_PLAY_COST_RULES
        from_kept = bool(kept) and kept[0] is g.static_abilities("play_cost")
        found = sort(g)
        assert found == play_cost_rules_afresh(g)
        seen[f"kept: {from_kept}"] += 1
        seen["with rules"] += any(found)
        return found

    monkeypatch.setattr(power, "_play_cost_rules", checked)
    for _ in decisions_going_back(seen, MAX_TURNS):
        pass
    assert seen["kept: True"] > 1000 and seen["kept: False"] > 10 and seen["with rules"] > 100, seen


def plain_controls_named(g: MlpGame, player: int, spec) -> bool:
    """"You must control <name> to play this card", read from the cards in play with nothing kept."""
    titles = {a.params["title"] for a in spec.statics["must_control"]}
    cards = g.s["cards"]
    return all(any(cards[i]["ctrl"] == player and g.face_up(i) and g.spec(i).is_named(title)
                   for i in g.s["play"]) for title in titles)


def test_205_requirements_and_named_control_match_the_plain_sums_at_every_decision() -> None:
    """What listing plays works out once per look and keeps for the cards after it, or with
    the board, answers as the plain computation at every decision of seeded games (theme,
    pool and Teamwork decks, going back now and then): the play requirements of every card
    in either hand, asked of one `power.PowerByColor` in hand order as the listing asks
    them (each color added up over that color's characters only, their colors and power
    read once), against each color's full sum (205.1, 507.3); and "You must control <name>
    to play this card" (the Elements of Harmony, kept in the board's memo) against a
    look at the cards in play."""
    lib = default_library()
    elements = [spec for spec in (lib.spec(card.id) for card in lib.cards()) if "must_control" in spec.statics]
    assert len(elements) >= 6
    seen: Counter = Counter()
    for g, _decision in decisions_going_back(seen, MAX_TURNS):
        for player in (0, 1):
            tally = power.PowerByColor(g, player)
            for iid in g.s["players"][player]["hand"]:
                reqs = g.spec(iid).reqs
                if not reqs:
                    continue
                full = all(power.color_power(g, player, color) >= amount
                           for color, amount in power.reduced_requirements(g, player, reqs))
                assert tally.covers(reqs) == full, (reqs, g.s["turn"])
                seen[f"requirements met: {full}"] += 1
            for spec in elements:
                found = controls_named(g, player, spec)
                assert found == plain_controls_named(g, player, spec), (spec.name, g.s["turn"])
                seen[f"controls named: {found}"] += 1
    assert seen["requirements met: True"] > 1000 and seen["requirements met: False"] > 1000, seen
    assert seen["controls named: True"] > 20 and seen["controls named: False"] > 1000, seen


def test_ll91_an_immediate_event_nobody_can_pay_for_closes_the_window_until_a_discount_or_tokens_come() -> None:
    """Dramatic Entrance (LL91, Immediate, [1]) in the hand of a player with no action token:
    nothing to do outside their Main Phase, so their windows close without a listing (508.1d:
    a cost must be paid in full). A discount given later this turn (no new board), a card in
    play taking [1] off Events (Twilight Sparkle, Element of Magic, CN65) or a token lets them
    play it, and the look before the listing says so."""
    b = Board()
    entrance = b.add("LL91", 1, "hand")
    g = shipped_game(b)
    assert g.s["players"][1]["tokens"] == 0
    assert not actions.may_act_outside_main(g, 1) and actions.legal(g, 1, "open") == []
    g.s["flags"]["discount:1:event"] = 1  # ("you pay [1] less for your next Event")
    assert actions.may_act_outside_main(g, 1)
    assert (f"play|{entrance}|event", "Pay 0 to play Dramatic Entrance") in actions.legal(g, 1, "open")
    del g.s["flags"]["discount:1:event"]
    assert not actions.may_act_outside_main(g, 1)
    g.s["players"][1]["tokens"] = 1
    assert actions.may_act_outside_main(g, 1) and actions.legal(g, 1, "open")

    b.add("CN65", 1, "play", "home:1")  # "You pay [1] less to play Events."
    g = shipped_game(b)
    assert actions.may_act_outside_main(g, 1) and plain_may_act_outside_main(g, 1)
    assert (f"play|{entrance}|event", "Pay 0 to play Dramatic Entrance") in actions.legal(g, 1, "open")


def test_ll142_after_sonic_rainboom_a_main_phase_event_held_is_something_to_do_outside_the_main_phase() -> None:
    """Sonic Rainboom (LL142): "Until the end of the turn, you may play Events with Main Phase
    timing as Immediate actions". Once it has resolved, P0's only card in hand is Follow My
    Lead (SB102, a Main Phase Event with nothing of its own for other windows): the look
    before a listing outside P0's Main Phase finds it (their windows stay open), as the
    plain look does, and the listing offers it."""
    b = Board()
    b.players = [{"tokens": 4}, {"tokens": 0}]
    for code in ("PR12", "PR12", "PR79"):  # (vanilla Friends: 4 blue power for it, 2 white for the Event)
        b.add(code, 0, "play", "home:0")
    rainboom = b.add("LL142", 0, "hand")
    lead = b.add("SB102", 0, "hand")
    g = shipped_game(b)
    assert g.pending().player == 0 and f"play|{rainboom}|event" in [o.key for o in g.pending().options]
    g.submit([f"play|{rainboom}|event"])
    assert g.s["players"][0]["hand"] == [lead] and MAIN_EVENTS_ANY_TIME[0] in g.s["flags"]
    assert actions.may_act_outside_main(g, 0) and plain_may_act_outside_main(g, 0)
    assert [key for key, _ in actions.legal(g, 0, "faceoff")] == [f"play|{lead}|event"]


def test_hm54_an_ability_read_in_parts_nobody_can_pay_for_closes_the_window_until_a_token_comes() -> None:
    """Aloe & Lotus Blossom, Relaxation Specialists (HM54): "Immediate: Pay [1] to give a
    character here -2 power until the end of the turn." Its text is read in parts, the [1]
    among its costs (each paid before it is offered, 508.1d). P1, with no action token, has
    nothing to do outside their Main Phase: their windows close without a listing, as the
    plain look says; with a token they may activate it, and the look says so too. Frightened
    (turned face down, 504.1) it has no abilities: nothing to do again."""
    b = Board()
    aloe = b.add("HM54", 1, "play", "problem:0")
    g = shipped_game(b)
    assert g.s["players"][1]["tokens"] == 0
    assert not actions.may_act_outside_main(g, 1) and not plain_may_act_outside_main(g, 1)
    assert actions.legal(g, 1, "open") == []
    g.s["players"][1]["tokens"] = 1
    assert actions.may_act_outside_main(g, 1) and plain_may_act_outside_main(g, 1)
    assert [key for key, _ in actions.legal(g, 1, "open")] == [f"act|{aloe}|0"]
    g.s["cards"][aloe]["frightened"] = True
    g = fresh(g)
    assert not actions.may_act_outside_main(g, 1) and not plain_may_act_outside_main(g, 1)
    assert actions.legal(g, 1, "open") == []


def test_cg12_a_troublemaker_phase_ability_is_something_to_do_only_in_its_players_troublemaker_phase() -> None:
    """Rainbow Dash, Breeziefied (CG12): "Troublemaker Phase: Retire this card to move one of
    your Friends to this card's Problem." An "[x] Phase" ability is activated by the turn
    player, in that phase, outside faceoffs (512.3): in P0's Main Phase it gives P1 nothing
    to do (their windows close without a listing), as the plain look says; in P1's own
    Troublemaker Phase it does, and P1 is asked."""
    b = Board()
    b.add("PR36", 1, "play", "home:1")  # (a Friend for it to move)
    dash = b.add("CG12", 1, "play", "problem:0")
    g = shipped_game(b)
    assert not actions.may_act_outside_main(g, 1) and not plain_may_act_outside_main(g, 1)
    assert actions.legal(g, 1, "open") == []
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover")
    assert actions.may_act_outside_main(g, 1) and plain_may_act_outside_main(g, 1)
    assert g.pending().player == 1 and [o.key for o in g.pending().options] == ["pass", f"act|{dash}|0"]


def test_host_ok_answers_as_the_words_a_judge_reads_at_every_decision() -> None:
    """Where a Resource may be played is worked out with `abilities.host_ok`, which asks each
    card in play only yes or no, without the words a judge reads about a card its placement
    rule does not take (`abilities.host_refused`: "is exhausted", "is a Troublemaker, not a
    Friend"). At every priority decision of seeded games (theme, pool and Teamwork decks,
    going back now and then), for every placement rule of the pool's Resources, every card
    in play and either player, the two answer alike: yes exactly where there are no words."""
    lib = default_library()
    rules = sorted({spec.attach for spec in (lib.spec(card.id) for card in lib.cards())
                    if spec.type == "resource" and spec.attach not in ("", "home", "dilemma", "problem")})
    assert len(rules) >= 10, rules
    seen: Counter = Counter()
    for g, decision in decisions_going_back(seen, MAX_TURNS):
        if decision.kind != "priority":
            continue
        for target in g.s["play"]:
            for player in (0, 1):
                for rule in rules:
                    taken = abilities.host_ok(g, player, rule, target)
                    assert taken == (abilities.host_refused(g, player, rule, target) is None), (rule, g.name(target))
                    seen[f"taken: {taken}"] += 1
    assert seen["taken: True"] > 1000 and seen["taken: False"] > 10000, seen


def test_moves_taxed_on_leaving_an_area_cost_each_character_what_moving_it_costs() -> None:
    """With a tax on leaving an area in play (MT72 Silver Spoon, High and Mighty, P1's at
    problem:0: "Opposing characters here can't be moved unless their controller pays [1]"),
    each character's moves are priced one by one, from the cost to each area the listing
    worked out once (CN72 Golden Gavel, exhausted at problem:1: +1 to move there): each
    listed move costs what `power.move_cost` says, leaving problem:0 and going to problem:1
    both counted."""
    b = Board()
    b.add("MT72", 1, "play", "problem:0")
    gavel = b.add("CN72", 1, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:0")
    b.players[0] = {"tokens": 6}
    g = shipped_game(b)
    g.exhaust(gavel)
    walker = next(i for i in g.s["play"] if g.spec(i).code == "PR20")
    listed = dict(actions.legal(g, 0, "main"))
    moves = {key: label for key, label in listed.items() if key.startswith("move|")}
    assert listed[f"move|{walker}|home:0"].startswith("Pay 3 ")  # (leaving problem:0)
    assert listed[f"move|{walker}|problem:1"].startswith("Pay 4 ")  # (leaving, and to problem:1)
    assert len(moves) >= 4
    for key, label in moves.items():
        _, iid, area = key.split("|")
        assert label.startswith(f"Pay {power.move_cost(g, 0, int(iid), area)} "), label
