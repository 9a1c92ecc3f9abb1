"""Rule 801.1: simultaneous decisions; 511.7a: who processes waiting triggered effects first.

The player who most recently had priority decides first (the turn player while a
new priority window is being opened), then the other player; the decisions are
carried out together afterwards.
"""

from __future__ import annotations

from engine.mlp.procedures.flow import TURN_STEPS, _trigger_label
from tests.engine.helpers import Board, answer, keys, library, option_with, shipped_game


def _pending_problem_trigger(had: bool, last_priority: int):
    """P1's Hungry Hungry Caterpillars (PR173, "When this Problem is played, each player
    discards a card") has just entered play in P0's Main Phase; its effect waits for
    Pre-Priority Processing. `had`: whether anyone had priority in the window yet."""
    b = Board(problems=("PR168", "PR173"))
    hands = {p: [b.add("PR20", p, "hand"), b.add("PR20", p, "hand")] for p in (0, 1)}
    problem = b.problem[1]
    window = {"op": "window", "ctx": "main", "player": 0, "passes": 0}
    if had:
        window["had"] = True
    doc = b.doc(
        stack=[{"op": "turn", "step": TURN_STEPS.index("main") + 1}, window],
        waiting=[{"ctrl": 1, "src": problem, "card": library().find("PR173").id, "ab": 0,
                  "boosted": False, "name": "", "data": {}, "n": 90}],
        flags={"last_priority": last_priority},
    )
    from engine.mlp.boardstate import load_board

    return load_board(doc, library()), hands


def test_801_1_the_player_who_most_recently_had_priority_decides_first():
    g, hands = _pending_problem_trigger(had=True, last_priority=1)
    d = g.pending()
    assert d.kind == "target" and d.player == 1
    answer(g, f"card:{hands[1][0]}")
    # P1's choice waits: nothing is discarded until every player has decided
    assert g.pending().player == 0
    assert hands[1][0] in g.s["players"][1]["hand"]
    answer(g, f"card:{hands[0][1]}")
    assert hands[1][0] not in g.s["players"][1]["hand"] and hands[0][1] not in g.s["players"][0]["hand"]
    assert len(g.s["players"][0]["discard"]) == 1 and len(g.s["players"][1]["discard"]) == 1


def test_801_1_as_a_new_window_is_being_opened_the_turn_player_decides_first():
    g, hands = _pending_problem_trigger(had=False, last_priority=1)
    d = g.pending()
    assert d.kind == "target" and d.player == 0
    answer(g, f"card:{hands[0][0]}")
    assert g.pending().player == 1
    assert hands[0][0] in g.s["players"][0]["hand"]


def test_511_7a_the_player_who_last_had_priority_orders_their_triggers_first():
    """Both players' effects wait in an open window in which P1 last had priority: P1's
    are processed first (511.7a), not the turn player's (511.7a.i applies only while a
    window is being opened)."""
    b = Board()
    b.add("PR157", 1, "play", "problem:0")  # Purple Parasprite: the opponent exhausts a character
    b.add("PR155", 1, "play", "problem:1")  # Flim: the opponent exhausts a Resource
    for _ in range(2):
        b.add("PR20", 0, "play", "home:0")
    b.add("PR140", 0, "play", "home:0")
    b.add("PR147", 0, "play", "home:0")
    from engine.mlp.boardstate import load_board

    lib = library()
    waiting = [
        {"ctrl": 1, "src": 5, "card": lib.find("PR157").id, "ab": 0, "boosted": False, "name": "",
         "data": {"victim": 0}, "n": 90},
        {"ctrl": 1, "src": 6, "card": lib.find("PR155").id, "ab": 0, "boosted": False, "name": "",
         "data": {"victim": 0}, "n": 91},
    ]
    doc = b.doc(stack=[{"op": "turn", "step": TURN_STEPS.index("main") + 1},
                       {"op": "window", "ctx": "main", "player": 0, "passes": 0, "had": True}],
                waiting=waiting, flags={"last_priority": 1})
    g = load_board(doc, lib)
    assert g.pending().kind == "trigger_order" and g.pending().player == 1
    assert len(keys(g)) == 2


def test_801_1_flipped_card_replacements_are_decided_in_order_and_carried_out_together():
    """A Problem Faceoff with a Pumped Swan Song (CN52) on each side. The faceoff's last
    window closed with P1's pass, so P1 had priority last: P1 decides first (801.1), then
    P0; nothing is banished until both have decided."""
    from engine.mlp.api import default_library

    b = Board(problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    swan = {p: b.add("CN52", p, "play", "problem:1") for p in (0, 1)}
    b.add("PR161", 1, "problem_deck")
    g = b.game(default_library(), phase="score", step="confront")
    while g.pending().kind != "replacement":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.s["flags"]["last_priority"] == 1
    d = g.pending()
    assert d.player == 1 and "Pumped" in d.prompt
    p1_card = int(keys(g)[1].split(":")[1])
    answer(g, keys(g)[1])
    assert g.pending().kind == "replacement" and g.pending().player == 0
    assert g.card(p1_card)["zone"] == "flip" and g.beneath(swan[1]) == []
    answer(g, keys(g)[1])
    assert len(g.beneath(swan[0])) == 1 and len(g.beneath(swan[1])) == 1


def test_triggered_effects_to_order_are_named_by_card_and_text() -> None:
    """511.7a: the player picks which of their triggered effects is processed next. Each option
    names its card (#N) and quotes what triggered; a keyword's effect is named by the keyword,
    never by the engine's name for it ("kw:...")."""
    b = Board()
    parasprite = b.add("PR157", 1, "play", "problem:0")  # Purple Parasprite and Flim: two triggers
    flim = b.add("PR155", 1, "play", "problem:1")
    for code in ("PR20", "PR20", "PR140", "PR147"):
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    labels = [o.label for o in g.pending().options]
    assert labels[0].startswith(f"Purple Parasprite #{parasprite}: At the start of your opponent's Troublemaker")
    assert labels[1].startswith(f"Flim #{flim}: At the start of your opponent's Troublemaker")
    card = g.s["cards"][flim]["card"]
    keyword = {"src": flim, "card": card, "ab": -1, "boosted": False, "name": "kw:Prepared"}
    assert _trigger_label(g, keyword) == f"Flim #{flim}: Prepared (keyword)"


def test_801_1_402_3_the_player_whose_pass_ended_the_faceoff_orders_their_flipped_cards_first():
    """A Problem Faceoff with Coco Crusoe, Flipping Out (AD21, "During faceoffs involving this
    card, flip an additional card") on each side: each player flips two cards, and as the
    faceoff ends (514.6) each orders theirs on the bottom of their deck (402.3). The faceoff's
    last window closed with P1's pass, so P1 orders first (801.1), as P1 decides the flipped
    cards' replacements first; then P0, the turn player."""
    from engine.mlp.api import default_library

    b = Board(problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    for p in (0, 1):
        b.add("AD21", p, "play", "problem:1")
    for p, tops in ((0, ("PR54", "PR55")), (1, ("PR55", "PR54"))):  # (vanilla Friends to tell apart)
        for code in tops:
            b.deck_top(code, p)
    b.add("PR161", 1, "problem_deck")
    g = b.game(default_library(), phase="score", step="confront")
    while g.pending().kind != "bottom_order":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.s["flags"]["last_priority"] == 1
    flipped = {p: list(g.s["faceoff"]["flipped"][p]) for p in (0, 1)}
    code = {i: g.spec(i).code for i in flipped[0] + flipped[1]}
    asked, chosen = [], {0: [], 1: []}
    while g.pending().kind == "bottom_order":
        p = g.pending().player
        asked.append(p)
        assert {int(k.split(":")[1]) for k in keys(g)} == set(flipped[p])
        assert all(i in g.s["cards"] and g.card(i)["zone"] == "flip" for i in code)  # (none goes yet)
        chosen[p].append(int(keys(g)[-1].split(":")[1]))
        answer(g, keys(g)[-1])
    assert asked == [1, 0]
    # then both are carried out together: each deck's bottom holds its cards in the order chosen
    for p in (0, 1):
        (last,) = [i for i in flipped[p] if i not in chosen[p]]
        bottom = [g.spec(i).code for i in g.s["players"][p]["deck"][:2]]
        assert bottom == [code[last], code[chosen[p][0]]] and sorted(bottom) == ["PR54", "PR55"]


def test_801_1_additional_flips_are_offered_in_deciding_order_and_made_together():
    """Judge scenario: a Problem Faceoff with Pinkie Pie, Crystallized (CG43, "you may flip a
    number of additional cards equal to the number of colors this card has, then choose one
    of the cards flipped this way and ignore the rest") on each side, each made white as well
    by Princess Cadance (CG198, a white Crystal; Prismatic) at home: two colors, two cards.
    The faceoff's last window closed with P1's pass, so P1 decides first (801.1), then P0;
    no card is flipped until both have said; then each keeps one card, P1 first again, and
    the cards not kept are ignored together once both have chosen."""
    from engine.mlp.api import default_library

    b = Board(problems=("PR168", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    pinkie = {}
    for p in (0, 1):
        pinkie[p] = b.add("CG43", p, "play", "problem:1")
        b.add("CG198", p, "play", f"home:{p}")
        for code in ("PR54", "PR55", "PR20"):  # (the faceoff's own flip last: on top)
            b.deck_top(code, p)
    b.add("PR161", 1, "problem_deck")
    g = b.game(default_library(), phase="score", step="confront")
    while g.pending().kind != "may":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.s["flags"]["last_priority"] == 1
    flipped = g.s["faceoff"]["flipped"]
    asked = []
    while g.pending().kind == "may":
        asked.append(g.pending().player)
        assert "Flip 2 additional cards" in g.pending().prompt
        assert [len(flipped[p]) for p in (0, 1)] == [1, 1]  # (none flipped before both have said)
        answer(g, "yes")
    assert asked == [1, 0] and [len(flipped[p]) for p in (0, 1)] == [3, 3]
    asked = []
    while g.pending().kind == "target" and "keep" in g.pending().prompt:
        asked.append(g.pending().player)
        # (the question leads with the card whose text flipped them)
        assert g.pending().prompt == (f"{g.name(pinkie[asked[-1]])}: Choose the card you keep; the other cards "
                                      "flipped this way are ignored")
        assert g.s["faceoff"]["ignored"] == []  # (none ignored before both have chosen)
        answer(g, keys(g)[0])
    assert asked == [1, 0] and len(g.s["faceoff"]["ignored"]) == 2


def test_511_7a_the_player_orders_identical_triggers_of_two_copies_of_a_card() -> None:
    """511.7a: the player orders their waiting triggered effects, copies of one card included,
    as the order can matter. P0's two Screwball, Topsy Turvy (AD38: "At the end of your Main
    Phase, retire another Friend here. If you can't, retire this card.") share a Problem; the
    first processed retires the other. P0 keeps the copy with the +2 power counters by
    processing its effect first, which stamp order alone would not give them."""
    b = Board()
    plain = b.add("AD38", 0, "play", "problem:0")
    strong = b.add("AD38", 0, "play", "problem:0", counters={"power": 2})
    g = shipped_game(b)
    answer(g, "pass")
    d = g.pending()
    assert d.kind == "trigger_order" and d.player == 0
    assert [o.label.split(":")[0] for o in d.options] == [f"Screwball, Topsy Turvy #{plain}",
                                                          f"Screwball, Topsy Turvy #{strong}"]
    answer(g, option_with(g, f"#{strong}:"))
    assert strong in g.s["play"] and plain not in g.s["play"]


def test_511_7a_copies_whose_effect_names_no_card_of_their_own_are_not_ordered() -> None:
    """Two of P1's Flim (PR155: "At the start of your opponent's Troublemaker Phase, they
    exhaust one of their Resources.") trigger together: the same instruction twice, from no card
    of its own, comes out the same in either order, so P1 is not asked (511.7a)."""
    b = Board()
    for area in ("problem:0", "problem:1"):
        b.add("PR155", 1, "play", area)
    for code in ("PR20", "PR20", "PR140", "PR147"):
        b.add(code, 0, "play", "home:0")
    g = shipped_game(b, phase="troublemaker", step="troublemaker")
    assert g.pending().kind != "trigger_order"


def test_704_1b_one_card_triggering_for_two_friends_at_once_asks_their_order() -> None:
    """704.1b: P0's Lyra, Ponyville's Got Talent (EO43: "When an opposing Friend enters play
    here, you may reveal the top card of your deck. If you do, and that card's power is higher
    than that of the opposing Friend, you may exhaust this card to dismiss that Friend.")
    triggers once for each of the two Critter tokens P1's Cockatrice Migration (LL88) puts into
    play at her Problem. The order matters, as she is exhausted to dismiss the first, so P0 is
    asked it (511.7a), each effect told apart by its Critter, and dismisses the one they chose."""
    b = Board()
    b.players[1] = {"tokens": 5}
    b.add("EO43", 0, "play", "problem:1")
    b.add("LL88", 1, "hand")
    b.add("HM63", 1, "play", "home:1")  # (yellow, for Cockatrice Migration's requirement)
    b.deck_top("PR60", 0)  # (3 power, more than a Critter's 1)
    g = shipped_game(b, turn_player=1)
    answer(g, "play|")
    answer(g, "problem:1")
    answer(g, "problem:1")
    critters = [i for i in g.characters_at("problem:1", 1) if g.name(i).startswith("Critter")]
    d = g.pending()
    assert d.kind == "trigger_order" and d.player == 0 and len(critters) == 2
    assert [o.label.rsplit("(for ", 1)[1] for o in d.options] == [f"{g.name(i)})" for i in critters]
    answer(g, option_with(g, f"(for {g.name(critters[1])})"))
    answer(g, "yes")
    answer(g, "yes")
    assert critters[1] not in g.s["cards"] and critters[0] in g.s["play"]
