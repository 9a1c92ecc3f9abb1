"""Card text read in parts (engine/mlp/text/parts.py, engine/mlp/effects/steps.py): trigger
conditions, timing phrases, costs and effects that recombine; each test is a judge's
board on real cards of the shipped database, the answers, and the result."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.coverage import CARRIED_OUT, coverage
from engine.mlp.text.registry import one_effect
from engine.mlp.values import power
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    pass_until,
    rules_cited,
    status_with_paragraph,
    zone_codes,
)


def _game(b: Board, **top):
    return b.game(default_library(), **top)


def _hand(g, p: int = 0) -> list[int]:
    return g.s["players"][p]["hand"]


def test_parts_complete_cards_and_unknown_parts_leave_them_partial():
    """701.2: every paragraph must be recognised; one unknown part (CN80's "play an
    Accessory on this card for free") keeps the card from being implemented instead of being
    read wrongly."""
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("PR15", "PR69", "AD37", "HM7", "MT108", "DE110", "SB108", "CS1", "HM31"):
        assert rows[code] in CARRIED_OUT, code
    assert status_with_paragraph("PR15", "You may play a Troublemaker for a song.") == "partial"
    spec = default_library().spec(default_library().find("DE57").id)
    assert [a.kind for a in spec.abilities] == ["activated", "activated"]
    assert spec.abilities[0].params["costs"] == [["exhaust_self"], ["discard", 1]]


def test_enters_play_draw_two_ad37():
    """706.1d, 704: "When this card enters play, draw 2 cards" resolves before priority."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR36", 0, "play", "home:0")  # pink power for the requirement
    b.add("PR36", 0, "play", "home:0")
    princess = b.add("AD37", 0, "hand")
    g = _game(b)
    answer(g, f"play|{princess}|home:0")
    pass_until(g, kind="priority")
    assert len(_hand(g)) == 2
    assert "712" in rules_cited(g)


def test_may_frighten_is_decided_on_resolution_hm7():
    """712.3: the trigger is created anyway; the player decides as it is processed, and
    then picks any Friend (here the opponent's)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(4):
        b.add("PR20", 0, "play", "home:0")  # blue power 4
    victim = b.add("PR60", 1, "play", "problem:1")
    yak = b.add("HM7", 0, "hand")
    g = _game(b)
    answer(g, f"play|{yak}|home:0")
    assert g.pending().kind == "may"
    answer(g, "yes")
    answer(g, f"card:{victim}")
    assert g.card(victim)["frightened"]


def test_may_declined_does_nothing_hm7():
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(4):
        b.add("PR20", 0, "play", "home:0")
    victim = b.add("PR60", 1, "play", "problem:1")
    yak = b.add("HM7", 0, "hand")
    g = _game(b)
    answer(g, f"play|{yak}|home:0")
    answer(g, "no")
    assert not g.card(victim)["frightened"]


def test_exhaust_this_card_to_ready_another_of_your_cards_pr15():
    """703.1d: the cost (exhaust this card) is paid first, then another card is readied;
    the ability is not offered when it has nothing to ready (705.2)."""
    b = Board()
    helper = b.add("PR15", 0, "play", "home:0")
    tired = b.add("PR60", 0, "play", "home:0", exhausted=True)
    g = _game(b)
    answer(g, f"act|{helper}|0")
    assert g.card(helper)["exhausted"] and not g.card(tired)["exhausted"]
    assert "703.1d" in rules_cited(g)
    b2 = Board()
    helper2 = b2.add("PR15", 0, "play", "home:0")
    assert f"act|{helper2}|0" not in keys(_game(b2))


def test_exhaust_and_pay_to_take_an_event_from_the_discard_pile_pr69():
    b = Board()
    b.players[0] = {"tokens": 1}
    seeker = b.add("PR69", 0, "play", "home:0")
    event = b.add("PR114", 0, "discard")
    b.add("PR20", 0, "discard")
    g = _game(b)
    answer(g, f"act|{seeker}|0")
    (card,) = _hand(g)
    assert g.spec(card).code == "PR114" and event not in g.s["players"][0]["discard"]
    assert g.s["players"][0]["tokens"] == 0 and g.card(seeker)["exhausted"]


def test_event_draws_three_pr114():
    """304: an Event's instructions, then it goes to the discard pile."""
    b = Board()
    b.players[0] = {"tokens": 1}
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    event = b.add("PR114", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert len(_hand(g)) == 3
    assert [g.spec(i).code for i in g.s["players"][0]["discard"]] == ["PR114"]


def test_event_not_offered_without_a_target_cn123():
    """705.2: "Frighten a Friend with 2 or less power" needs such a Friend."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(3):
        b.add("PR20", 0, "play", "home:0")
    event = b.add("CN123", 0, "hand")
    big = b.add("AD37", 1, "play", "problem:1")
    g = _game(b)
    assert f"play|{event}|event" in keys(g)  # P0's own 1-power Friends qualify
    b.cards = [c for c in b.cards if not (c["card"] == "PR20" and c["zone"] == "play")]
    b.add("MT101", 0, "play", "home:0")  # not a Friend
    g = _game(b)
    assert f"play|{event}|event" not in keys(g)
    assert big in g.s["play"]


def test_play_to_a_problem_dismisses_an_opponents_friend_there_pr45():
    """705.2f, 704: "When you play this card to a Problem" binds that Problem."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    there = b.add("PR60", 1, "play", "problem:1")
    elsewhere = b.add("PR20", 1, "play", "problem:0")
    pony = b.add("PR45", 0, "hand")
    g = _game(b)
    answer(g, f"play|{pony}|problem:1")
    pass_until(g, kind="priority")
    assert there not in g.s["play"] and elsewhere in g.s["play"]


def test_retire_a_friend_cost_hm68():
    """703.1d: retiring a Friend is part of the cost (410.2), then +2 power this turn."""
    b = Board()
    pony = b.add("HM68", 0, "play", "home:0")
    fodder = b.add("PR20", 0, "play", "home:0")
    g = _game(b)
    answer(g, f"act|{pony}|0")
    answer(g, f"card:{fodder}")
    assert fodder not in g.s["play"] and power.power(g, pony) == 3


def test_discard_cost_and_problem_faceoff_timing_cs1():
    """703.1d, 512: a Problem Faceoff ability is not usable outside a Problem faceoff."""
    b = Board()
    pony = b.add("CS1", 0, "play", "problem:0")
    b.add("PR20", 0, "hand")
    g = _game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{pony}|")]


def test_confront_trigger_with_a_cost_on_resolution_hm31():
    """707.2a: "you may retire this card to give a character here +6 power": the cost is
    paid as the effect is processed, then the chosen character gets the power."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    pony = b.add("HM31", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    g = _game(b, phase="score", step="confront")
    pass_until(g, kind="may")
    answer(g, "yes")
    answer(g, f"card:{b.mane[0]}")
    assert pony not in g.s["play"]
    assert any(rule == "708.2" and "+6 power" in text and "#1 " in text for _, rule, text in g.log)
    assert "707.2a" in rules_cited(g)


def test_search_deck_reveal_and_shuffle_pr56():
    """518.1, 518.2: search, reveal, to hand; the deck is shuffled afterwards."""
    b = Board()
    b.players[0] = {"tokens": 1}
    for _ in range(3):
        b.add("PR60", 0, "play", "home:0")
    event = b.deck_top("PR114", 0)
    pony = b.add("PR56", 0, "hand")
    g = _game(b)
    answer(g, f"play|{pony}|home:0")
    answer(g, "yes")
    assert "none" in keys(g)  # may fail to find
    answer(g, f"card:{event}")
    assert [g.spec(i).code for i in _hand(g)] == ["PR114"]
    assert {"518.1", "518.2"} <= set(rules_cited(g))


def test_opponent_loses_an_action_token_pr91():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.players[1] = {"tokens": 2}
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # yellow power 4
    pony = b.add("PR91", 0, "hand")
    g = _game(b)
    g.s["players"][1]["tokens"] = 2
    answer(g, f"play|{pony}|home:0")
    # P0 has no tokens left, so play moves on; the log shows the loss as it happened
    [played] = [i for i in g.s["play"] if g.spec(i).code == "PR91"]
    assert ("712", f"P1 loses 1 action token (by the text of {g.name(played)})") in [(r, t) for _, r, t in g.log]


def test_move_trigger_moves_an_opposing_character_to_another_problem_pr57():
    """506.4: moved by a card's effect, to a Problem other than the one it is at."""
    b = Board()
    b.players[0] = {"tokens": 2}
    pony = b.add("PR57", 0, "play", "home:0")
    foe = b.add("PR60", 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    # the only opposing character there and the only other Problem: forced choices
    assert g.card(foe)["area"] == "problem:0"
    assert "506.4" in rules_cited(g)


def test_end_of_turn_may_draw_eo39():
    b = Board()
    b.add("EO39", 0, "play", "home:0")
    g = _game(b)
    pass_until(g, kind="may")
    assert g.s["phase"] == "end" and g.pending().player == 0
    before = len(_hand(g))
    answer(g, "yes")
    assert len(_hand(g)) == before + 1


def test_uncovered_troublemaker_may_move_to_another_problem_cn160():
    """607.3, 704: "When this card is uncovered" triggers as it turns face up."""
    b = Board()
    tm = b.add("CN160", 0, "play", "problem:1", face_down=True)
    g = _game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="may")
    answer(g, "yes")  # problem:0 is the only other Problem
    assert g.card(tm)["area"] == "problem:0" and not g.card(tm)["face_down"]


def test_when_you_play_an_event_pay_for_a_figment_token_hm38():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("HM38", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    event = b.add("PR114", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, "yes")
    answer(g, "home:0")
    figments = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(figments) == 1 and power.power(g, figments[0]) == 2
    assert g.s["players"][0]["tokens"] == 0


def test_faceoff_event_flips_one_more_per_named_card_involved_pr105():
    """514.3a: with both Rarity and Pinkie Pie involved, two additional cards."""
    b = Board()
    b.add("EO45", 0, "play", "problem:0")  # Pinkie Pie
    b.add("EO73", 0, "play", "problem:0")  # Rarity
    event = b.add("PR105", 0, "hand")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    answer(g, f"play|{event}|event")
    extra = [t for _, rule, t in g.log if rule == "705.2e" and t.startswith("P0 flips")]
    assert len(extra) == 2


def test_leaves_play_trigger_draws_after_the_card_is_gone_hm26():
    """712: "When this card leaves play" triggers as it is dismissed; it resolves from
    the discard pile's point of view (the card is no longer in play)."""
    b = Board()
    pony = b.add("HM26", 0, "play", "problem:0")
    g = _game(b)
    before = len(_hand(g))
    g.dismiss(pony)
    answer(g, "pass")  # the triggered effect is processed before P1 receives priority (712.1)
    assert len(_hand(g)) == before + 1
    assert pony not in g.s["play"]


def test_they_refers_to_the_opponent_at_the_start_of_their_troublemaker_phase_pr153_pr154():
    """712: "At the start of your opponent's Troublemaker Phase, they ..." is done by the
    opponent (P1 here): P1 mills a card and exhausts a character at this card's Problem."""
    b = Board()
    b.add("PR153", 0, "play", "problem:1")
    b.add("PR154", 0, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = _game(b, turn_player=1, phase="troublemaker", step="troublemaker")
    pass_until(g, kind="priority")
    assert len(g.s["players"][1]["discard"]) == 1
    assert g.card(b.mane[1])["exhausted"]


def test_a_player_confronting_with_three_colors_may_draw_cg170():
    """611.4, 704: the condition is checked as the trigger is created (712.2); "that
    player" is the one who confronted."""
    b = Board(problems=("CG170", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"  # purple 1
    b.add("PR36", 0, "play", "problem:0")  # pink 2
    b.add("PR33", 0, "play", "problem:0")  # orange 2
    g = _game(b, phase="score", step="confront")
    assert g.pending().kind == "may" and g.pending().player == 0
    before = len(_hand(g))
    answer(g, "yes")
    assert len(_hand(g)) == before + 1


def test_two_colors_are_not_enough_cg170():
    b = Board(problems=("CG170", "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR36", 0, "play", "problem:0")  # pink 2
    b.add("PR60", 0, "play", "problem:0")  # purple 2: pink and purple only
    g = _game(b, phase="score", step="confront")
    assert g.s["players"][0]["score"] >= 1  # confronted
    assert g.pending() is None or g.pending().kind != "may"


def test_opposing_friend_entering_play_here_can_be_frightened_mt64():
    """712: the trigger names the Friend that entered play ("it"); the cost is paid on
    resolution (707.2a)."""
    b = Board()
    b.players[1] = {"tokens": 1}
    b.add("MT64", 1, "play", "problem:0")
    newcomer = b.add("PR20", 0, "hand")
    g = _game(b)
    g.s["players"][1]["tokens"] = 1
    answer(g, f"play|{newcomer}|problem:0")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    (friend,) = [i for i in g.characters(0) if g.spec(i).code == "PR20"]
    assert g.card(friend)["frightened"] and g.s["players"][1]["tokens"] == 0


def test_each_friend_involved_gets_power_when_a_chaotic_card_is_flipped_ad130():
    b = Board()
    b.add("AD130", 0, "play", "home:0")
    mine = b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    chaotic = next(c for c in default_library().cards() if "Chaotic" in c.traits and c.type.value == "friend")
    b.deck_top(chaotic.id, 0)
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, kind="priority")
    assert any(rule == "708.2" and f"#{mine} gets +1 power" in text for _, rule, text in g.log)


def test_defeated_troublemaker_gives_its_controller_tokens_rr11():
    """514.5a, 704: "When this card is defeated" triggers for the Troublemaker's controller."""
    b = Board()
    for _ in range(4):
        b.add("PR33", 0, "play", "problem:0")
    tm = b.add("RR11", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, kind="priority")
    # (defeated, it has left play: the log names its printed name, 410.6)
    assert ("712", "P1 gains 2 action tokens (by the text of Diamond Dog)") in [(r, t) for _, r, t in g.log]


def test_dismiss_all_friends_with_two_or_less_power_ad184():
    """706.1d: a Problem entering play; "all" acts on every card that fits."""
    b = Board()
    small = b.add("PR20", 0, "play", "home:0")
    big = b.add("EO45", 1, "play", "home:1")
    g = _game(b)
    g.create_card(default_library().find("AD184").id, 0, "problem_deck")  # on top
    area = "problem:0"
    old = g.problem_card(area)
    g.relocate(old, "problem_deck", position="bottom")
    new = g.relocate(g.s["players"][0]["problem_deck"][-1], "play", area=area)
    g.s["areas"][area]["problem"] = new
    g.emit_event("enter_play", {"card": new, "area": area, "player": 0})
    answer(g, "pass")  # processed before P1 receives priority (712.1)
    assert small not in g.s["play"] and big in g.s["play"]


def test_that_friend_on_a_resource_is_its_host_eo155():
    """509.4: "that Friend" on an attachment is its host: two counters as it enters play,
    one more at the start of its controller's turn."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(2):
        b.add("PR33", 0, "play", "home:0")
    host = b.add("PR20", 0, "play", "home:0")
    boost = b.add("EO155", 0, "hand")
    g = _game(b)
    answer(g, f"play|{boost}|on:{host}")
    assert g.card(host)["counters"].get("power") == 2
    assert power.power(g, host) == 3


def test_while_with_your_named_character_cg32():
    """708.2a: the +1 applies only while the condition holds (Applejack there too)."""
    b = Board(manes=("PR4", "PR2"))
    critter = b.add("CG32", 0, "play", "problem:0")
    g = _game(b)
    assert power.power(g, critter) == 3
    b.add("EO73", 0, "play", "problem:0")  # Rarity: not Applejack
    assert power.power(_game(b), critter) == 3
    b.add("AD67", 1, "play", "problem:0")  # an opponent's card does not count
    applejack = next(c for c in default_library().cards() if c.title == "Applejack" and c.type.value == "friend")
    b.add(applejack.id, 0, "play", "problem:0")
    assert power.power(_game(b), critter) == 4


def test_while_with_another_friend_of_a_color_grants_a_keyword_mt22():
    b = Board()
    critter = b.add("MT22", 0, "play", "problem:0")
    assert not power.has_keyword(_game(b), critter, "Stubborn")
    b.add("PR33", 1, "play", "problem:0")  # orange, but the opponent's
    assert not power.has_keyword(_game(b), critter, "Stubborn")
    b.add("PR33", 0, "play", "problem:0")
    assert power.has_keyword(_game(b), critter, "Stubborn")


def test_while_at_home_it_has_swift_sb65():
    """Swift there: moving from home costs 1 token instead of 2 (609.2b)."""
    b = Board()
    b.players[0] = {"tokens": 1}
    pony = b.add("SB65", 0, "play", "home:0")
    g = _game(b)
    assert f"move|{pony}|problem:0" in keys(g)
    answer(g, f"move|{pony}|problem:0")
    assert not power.has_keyword(g, pony, "Swift")


def test_while_few_cards_in_hand_and_while_involved_de9_ad13():
    b = Board()
    flier = b.add("DE9", 0, "play", "home:0")
    for _ in range(4):
        b.add("PR20", 0, "hand")
    assert power.power(_game(b), flier) == 1
    b.cards = [c for c in b.cards if c["zone"] != "hand"]
    assert power.power(_game(b), flier) == 3
    b2 = Board()
    prince = b2.add("AD13", 0, "play", "problem:0")
    g = _game(b2)
    assert power.power(g, prince) == 3
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power.power(g, prince) == 5


def test_keyword_grants_on_conditions_the_engine_watches_mt51():
    """Keyword grants are read only on conditions the cached keywords follow: those about
    the board, and "while Cutie Marked" (cutie marking drops the cached values, see
    tests/engine/test_text_parts_counters.py)."""
    rows = {row.code: row.status for row in coverage(default_library())}
    assert rows["MT51"] in CARRIED_OUT and rows["AD24"] in CARRIED_OUT


def _fake_faceoff(g, areas=("problem:0",), kind="problem"):
    g.s["faceoff"] = {"kind": kind, "areas": list(areas), "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def test_troublemakers_here_have_more_power_ad43():
    b = Board()
    b.add("AD43", 0, "play", "problem:1")
    here = b.add("PR157", 1, "play", "problem:1")
    there = b.add("PR157", 1, "play", "problem:0")
    g = _game(b)
    assert power.power(g, here) == 5 and power.power(g, there) == 4


def test_opposing_characters_here_weaker_during_faceoffs_sb128():
    b = Board(problems=("SB128", "PR190"))
    foe = b.add("PR60", 1, "play", "problem:0")
    mine = b.add("PR60", 0, "play", "problem:0")
    g = _game(b)
    assert power.power(g, foe) == 2
    _fake_faceoff(g)
    assert power.power(g, foe) == 1 and power.power(g, mine) == 2  # P0 owns the Problem


def test_card_that_cant_contribute_to_faceoffs_mt53():
    """514.4a: its power is not added to its side's total; it still counts elsewhere."""
    from engine.mlp.procedures import faceoff

    b = Board()
    b.add("MT53", 0, "play", "problem:0")
    g = _game(b)
    _fake_faceoff(g)
    assert faceoff.power_total(g, 0) == 0
    assert power.color_power(g, 0, "yellow") == 3


def test_power_for_each_opposing_character_at_its_problem_pr59():
    b = Board()
    pony = b.add("PR59", 0, "play", "problem:1")
    b.add("PR20", 1, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = _game(b)
    assert power.power(g, pony) == 3


def test_cutie_marked_trigger_mt4():
    """Glossary, Cutie Mark; 704: "When this card becomes Cutie Marked" triggers."""
    b = Board()
    b.players[0] = {"tokens": 2}
    pony = b.add("MT4", 0, "play", "home:0")
    foe = b.add("PR60", 1, "play", "problem:1")
    g = _game(b)
    (act,) = [k for k in keys(g) if k.startswith(f"act|{pony}|")]  # pay [2] to Cutie Mark
    answer(g, act)
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"]


def test_opponent_starting_a_faceoff_here_gives_tokens_mt132():
    """514.2, 704: the challenger is the player who starts the faceoff."""
    b = Board(problems=("PR168", "MT132"))
    for _ in range(3):
        b.add("PR33", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert ("712", f"P1 gains 2 action tokens (by the text of {g.name(b.problem[1])})") in [(r, t) for _, r, t in g.log]


def test_own_friend_entering_play_here_and_moving_a_character_eo72_ff41():
    b = Board()
    b.players[0] = {"tokens": 3}
    big = b.add("EO72", 0, "play", "problem:0")
    runner = b.add("FF41", 0, "play", "home:0")
    newcomer = b.add("PR20", 0, "hand")
    g = _game(b)
    answer(g, f"play|{newcomer}|problem:0")
    assert power.power(g, big) == 5
    answer(g, f"move|{b.mane[0]}|problem:1")  # moving another character triggers it too
    # P0 has no tokens left and the turn moves on; the log shows the modifier as it was made
    assert ("708.2", f"{g.name(runner)} gets +1 power until the end of the turn (by the text of {g.name(runner)})") in [
        (r, t) for _, r, t in g.log]


def test_retire_to_give_a_color_until_the_end_of_the_phase_cg147():
    """708.2, 203: the character also has the color until the phase ends."""
    b = Board()
    card = b.add("CG147", 0, "play", "home:0")
    g = _game(b)
    (act,) = [k for k in keys(g) if k.startswith(f"act|{card}|")]
    answer(g, act)  # the only character is chosen without asking
    assert "yellow" in power.colors(g, b.mane[0])
    assert card not in g.s["play"]


def test_draw_two_then_put_one_back_pr204():
    b = Board()
    pony = b.add("PR204", 0, "play", "home:0")
    kept = b.add("PR20", 0, "hand")
    g = _game(b)
    answer(g, f"act|{pony}|0")
    assert len(_hand(g)) == 3
    answer(g, f"card:{kept}")
    assert len(_hand(g)) == 2 and g.spec(g.s["players"][0]["deck"][-1]).code == "PR20"


def test_pr204_zecora_with_one_card_left_logs_the_draw_made_before_the_one_that_cannot_be():
    """410.4b: each draw is its own occurrence: the first is made, then the deck is empty;
    the log tells them in that order, and a card is still put back from the hand."""
    b = Board(deck_size=0)
    pony = b.add("PR204", 0, "play", "home:0")
    b.add("PR20", 0, "deck")
    g = _game(b)
    answer(g, f"act|{pony}|0")
    lines = [t for _, _, t in g.log]
    drew = lines.index(f"P0 draws 1 card (by the text of {g.name(pony)})")
    empty = lines.index(f"P0 cannot draw: the draw deck is empty (by the text of {g.name(pony)})")
    assert drew < empty
    assert _hand(g) == [] and zone_codes(g, 0, "deck") == ["PR20"]  # the one drawn, put back unasked


def test_pr204_zecora_may_be_activated_with_an_empty_deck_and_hand():
    """703.1c: an ability may be activated whenever its cost can be paid; what its effect
    can't do is left undone (707.2, 410.4: no card to draw, none to put back), with no rewind:
    Zecora is offered and exhausts, and the log says the deck was empty."""
    b = Board(deck_size=0)
    pony = b.add("PR204", 0, "play", "home:0")
    g = _game(b)
    answer(g, f"act|{pony}|0")
    assert g.card(pony)["exhausted"] and g.pending().kind == "priority"
    assert f"P0 cannot draw: the draw deck is empty (by the text of {g.name(pony)})" in [t for _, _, t in g.log]
    assert _hand(g) == [] and zone_codes(g, 0, "deck") == []


def test_when_you_play_a_friend_may_draw_cs4():
    b = Board()
    b.players[0] = {"tokens": 1}
    cs4 = b.add("CS4", 0, "play", "home:0")
    friend = b.add("PR20", 0, "hand")
    g = _game(b)
    answer(g, f"play|{friend}|home:0")
    answer(g, "yes")
    assert ("712", f"P0 draws 1 card (by the text of {g.name(cs4)})") in [(r, t) for _, r, t in g.log]


def test_when_an_opponent_moves_a_character_eo104():
    """712: P1's move triggers P0's card; P0 decides (712.3)."""
    b = Board()
    eo104 = b.add("EO104", 0, "play", "home:0")
    b.players[0], b.players[1] = {}, {"tokens": 2}
    g = _game(b, turn_player=1)
    hand = len(_hand(g))
    answer(g, f"move|{b.mane[1]}|problem:1")
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    assert [r for _, r, t in g.log if t == f"P0 draws 1 card (by the text of {g.name(eo104)})"][:1] == ["712"]
    assert hand == 0


def test_draw_two_and_discard_two_on_confronting_cgpf4():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("CGpf4", 0, "play", "problem:0")
    first = b.add("PR60", 0, "hand")
    g = _game(b, phase="score", step="confront")
    pass_until(g, kind="may")
    answer(g, "yes")
    assert g.pending().min == 2 == g.pending().max
    hand = list(_hand(g))
    answer(g, f"card:{first}", f"card:{hand[-1]}")
    assert len(_hand(g)) == 1 and len(g.s["players"][0]["discard"]) == 2


def test_chaos_flip_frightens_a_friend_involved_ad12():
    """Glossary, Chaos: the flipped card's ability triggers for the player who flipped it."""
    b = Board()
    mine = b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    b.deck_top("AD12", 0)
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.card(mine)["frightened"]  # the only Friend involved
    assert "Glossary: Chaos" in rules_cited(g)


def test_each_player_retires_a_friend_turn_player_first_mt70():
    """801: "each player" acts in turn order, each choosing among their own Friends."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(2):
        b.add("PR36", 0, "play", "home:0")
    b.add("PR81", 0, "play", "home:0")
    theirs = b.add("PR60", 1, "play", "home:1")
    pony = b.add("MT70", 0, "hand")
    g = _game(b)
    answer(g, f"play|{pony}|home:0")
    assert g.pending().player == 0 and g.pending().kind == "target"
    answer(g, keys(g)[0])
    assert theirs not in g.s["play"]  # P1's only Friend, chosen without asking
    assert len([i for i in g.characters(0) if g.is_type(i, "friend")]) == 3


def test_condition_after_the_trigger_is_checked_as_it_triggers_sb32():
    """712.2: "if you have another [Laughter] character" is checked when it triggers."""
    for other, expected in (("PR36", True), ("PR20", False)):
        b = Board()
        b.players[0] = {"tokens": 2}
        b.add(other, 0, "play", "home:0")
        pony = b.add("SB32", 0, "hand")
        g = _game(b)
        answer(g, f"play|{pony}|home:0")
        assert (g.pending().kind == "may") is expected, other


def test_troublemakers_dont_block_for_the_rest_of_the_turn_mt87():
    b = Board()
    b.players[0] = {"tokens": 2}  # one left after the Event: still P0's Main Phase
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("MT87", 0, "hand")
    g = _game(b)
    assert power.blocked_by_troublemaker(g, 0, "problem:0")
    answer(g, f"play|{event}|event")
    assert not power.blocked_by_troublemaker(g, 0, "problem:0") and tm in g.s["play"]


def test_look_at_the_top_three_and_put_any_on_the_bottom_ff127():
    b = Board()
    bottom = b.deck_top("PR60", 0)
    b.deck_top("PR33", 0)
    b.deck_top("PR36", 0)
    g = _game(b)
    g.create_card(default_library().find("FF127").id, 0, "problem_deck")
    area = "problem:0"
    g.relocate(g.problem_card(area), "problem_deck", position="bottom")
    new = g.relocate(g.s["players"][0]["problem_deck"][-1], "play", area=area)
    g.s["areas"][area]["problem"] = new
    g.emit_event("enter_play", {"card": new, "area": area, "player": 0})
    answer(g, "pass")
    answer(g, "yes")
    answer(g, f"card:{bottom}")  # to the bottom
    answer(g, keys(g)[0])  # order the other two
    deck = g.s["players"][0]["deck"]
    assert deck[0] == bottom and len(deck) == 13


def test_exhausting_one_of_your_trait_characters_here_is_the_cost_cg28():
    """703.1d: "Exhaust one of your Earth Pony characters here" is paid before the effect."""
    b = Board()
    pony = b.add("CG28", 0, "play", "problem:1")
    worker = b.add("PR33", 0, "play", "problem:1")  # Earth Pony
    foe = b.add("PR60", 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"act|{pony}|0")
    assert g.card(worker)["exhausted"] and g.card(foe)["exhausted"] and not g.card(pony)["exhausted"]


def test_retire_a_critter_here_to_score_eo106():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("EO106", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")  # blue for the Problem's requirement
    critter = b.add("PR81", 0, "play", "problem:0")
    g = _game(b, phase="score", step="confront")
    pass_until(g, kind="may")
    answer(g, "yes")
    assert critter not in g.s["play"]
    assert g.s["players"][0]["score"] == 2  # 1 for confronting, 1 from the card


def test_uncovered_troublemaker_moves_all_characters_there_home_de119():
    b = Board()
    b.add("DE119", 0, "play", "problem:1", face_down=True)
    theirs = b.add("PR60", 1, "play", "problem:1")
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = _game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    assert g.card(theirs)["area"] == "home:1" and g.card(b.mane[1])["area"] == "home:1"


def test_retire_it_and_gain_in_order_ad155():
    """705.2e: two instructions joined by "and" are followed in order."""
    b = Board()
    tm = b.add("AD155", 0, "play", "problem:1", face_down=True)
    g = _game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    assert tm not in g.s["play"]
    assert ("712", "P0 gains 1 action token (by the text of Applejack, Liar)") in [(r, t) for _, r, t in g.log]


def test_point_when_no_problem_was_confronted_in_the_opponents_turn_mt119():
    """712.2: the condition is read as the end-of-turn trigger is created."""
    b = Board(problems=("MT119", "PR190"))
    b.players[0], b.players[1] = {}, {"tokens": 1}
    g = _game(b, turn_player=1)
    while g.s["turn_player"] == 1:
        answer(g, "pass")
    assert g.s["players"][0]["score"] == 1
    assert any(r == "712" and t.startswith("P0 scores 1") for _, r, t in g.log)


def test_each_opponent_retires_a_frightened_friend_de12():
    b = Board()
    b.add("DE12", 1, "play", "home:1")
    scared = b.add("PR60", 0, "play", "home:0", frightened=True)
    b.players[0], b.players[1] = {}, {"tokens": 1}
    g = _game(b, turn_player=1, phase="ready", step="ready")
    assert scared not in g.s["play"]


def test_opposing_friend_with_exactly_zero_power_eo87():
    b = Board()
    pony = b.add("EO87", 0, "play", "home:0")
    weak = b.add("PR85", 1, "play", "problem:1")  # printed power 0
    b.add("PR60", 1, "play", "problem:1")
    g = _game(b)
    assert power.power(g, weak) == 0
    answer(g, f"act|{pony}|0")
    assert weak not in g.s["play"] and len(g.s["players"][1]["hand"]) == 1


def test_choose_one_offers_the_modes_that_can_be_done_hm97():
    """304: the player chooses one mode as the Event resolves; here draw 2 cards."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "home:0")  # pink 2
    b.add("PR12", 0, "play", "home:0")  # blue 2
    event = b.add("HM97", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "mode" and keys(g) == ["mode:0", "mode:1", "mode:2"]
    # each mode in the card's own words and symbols, as the player reads it
    assert [o.label for o in g.pending().options] == [
        "Move one of your characters", "Draw 2 cards", "Pay [2] less for your next Friend this turn"]
    answer(g, "mode:1")
    assert len(_hand(g)) == 2


def test_during_a_faceoff_cost_is_offered_only_in_a_faceoff_eo14():
    b = Board()
    b.players[0] = {"tokens": 2}
    pony = b.add("EO14", 0, "play", "problem:0")
    g = _game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{pony}|")]
    _fake_faceoff(g)
    from engine.mlp.procedures import actions

    assert any(k.startswith(f"act|{pony}|") for k, _ in actions.legal(g, 0, "faceoff"))


def test_power_for_each_card_in_hand_and_each_frightened_friend_cg56_ad6():
    b = Board()
    hoarder = b.add("CG56", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR20", 0, "hand")
    counter = b.add("AD6", 0, "play", "home:0")
    b.add("PR60", 1, "play", "home:1", frightened=True)
    g = _game(b)
    assert power.power(g, hoarder) == g.spec(hoarder).power + 3
    assert power.power(g, counter) == g.spec(counter).power + 2


def test_your_critters_here_have_more_power_mt138():
    b = Board()
    b.add("MT138", 0, "play", "problem:0")
    here = b.add("PR81", 0, "play", "problem:0")
    away = b.add("PR81", 0, "play", "problem:1")
    theirs = b.add("PR81", 1, "play", "problem:0")
    g = _game(b)
    assert (power.power(g, here), power.power(g, away), power.power(g, theirs)) == (3, 2, 2)


def test_choose_another_character_there_then_it_gets_power_pr65():
    """ "Choose ..., It gets ...": the chosen card is the one the next sentence means."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR60", 0, "play", "home:0")  # purple for the requirement
    b.add("PR60", 0, "play", "home:0")
    buddy = b.add("PR33", 0, "play", "problem:1")
    pony = b.add("PR65", 0, "hand")
    g = _game(b)
    answer(g, f"play|{pony}|problem:1")
    [played] = [i for i in g.s["play"] if g.spec(i).code == "PR65"]
    assert any(r == "708.2" and t == f"{g.name(buddy)} gets +4 power until the end of the turn (by the text of {g.name(played)})" for _, r, t in g.log)


def test_action_shot_alone_at_the_problem_gives_itself_nothing_pr65():
    """Action Shot, Shutterbug played to a Problem where none of its player's other characters
    is: "choose another one of your characters at that Problem" chooses none (705.2e), so
    "It gets +4 power" gives no card power, Action Shot least of all ("another")."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR60", 0, "play", "home:0")  # purple for the requirement
    b.add("PR60", 0, "play", "home:0")
    pony = b.add("PR65", 0, "hand")
    g = _game(b)
    answer(g, f"play|{pony}|problem:1")
    [played] = [i for i in g.s["play"] if g.spec(i).code == "PR65"]
    assert "gets +4 power" not in "\n".join(text for _, _, text in g.log)
    assert power.power(g, played) == g.spec(played).power

def test_reveal_the_top_card_and_check_it_eo51():
    """The revealed card stays on top of the deck; the condition reads it."""
    for top, gained in (("PR60", True), ("PR20", False)):  # printed power 2 (even) / 1 (odd)
        b = Board()
        b.players[0] = {"tokens": 2}
        b.add("PR60", 0, "play", "home:0")  # purple 3 with the Mane Character
        b.deck_top(top, 0)
        pony = b.add("EO51", 0, "hand")
        g = _game(b)
        answer(g, f"play|{pony}|home:0")
        [played] = [i for i in g.s["play"] if g.spec(i).code == "EO51"]
        assert (("712", f"P0 gains 1 action token (by the text of {g.name(played)})")
                in [(r, t) for _, r, t in g.log]) is gained, top
        assert g.spec(g.s["players"][0]["deck"][-1]).code == top


def test_when_you_draw_a_card_cg46():
    """410.4b: each draw is a separate occurrence; paying to draw triggers it."""
    b = Board()
    pony = b.add("CG46", 0, "play", "home:0")
    g = _game(b)
    answer(g, "draw")
    assert power.power(g, pony) == 2


def test_when_an_opponent_discards_a_card_pr34():
    b = Board()
    pony = b.add("PR34", 1, "play", "home:1")
    card = b.add("PR20", 0, "hand")
    g = _game(b)
    g.discard(card, "410.3")
    answer(g, "pass")  # processed at once (712.1); the turn then ends and the bonus with it
    assert ("708.2", f"{g.name(pony)} gets +1 power until the end of the turn (by the text of {g.name(pony)})") in [
        (r, t) for _, r, t in g.log]


def test_talented_needs_an_event_requiring_one_of_its_colors_ll49():
    """Talented: PR103 requires [Generosity]; LL49 is [Generosity], so it gets +2."""
    b = Board()
    b.players[0] = {"tokens": 2}
    pony = b.add("LL49", 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")  # white 2 for the requirement
    event = b.add("PR103", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{b.mane[0]}")
    assert power.power(g, pony) == 4


def test_move_one_of_your_critters_to_the_same_problem_pr89():
    b = Board()
    b.players[0] = {"tokens": 2}
    critter = b.add("PR81", 0, "play", "home:0")  # yellow 2, a Critter
    b.add("PR86", 0, "play", "home:0")  # yellow 1, a Critter
    pony = b.add("PR89", 0, "hand")
    g = _game(b)
    answer(g, f"play|{pony}|problem:1")
    answer(g, "yes")
    answer(g, f"card:{critter}")
    assert g.card(critter)["area"] == "problem:1"


def test_counters_removed_as_a_cost_hm20():
    """703.1d: "Remove two +1 power counters from this card" must be payable to activate."""
    b = Board()
    pony = b.add("HM20", 0, "play", "home:0", counters={"power": 1})
    g = _game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{pony}|")]
    b.cards[pony - 1]["counters"] = {"power": 2}
    g = _game(b)
    answer(g, f"act|{pony}|0")
    answer(g, "home:0")
    assert g.card(pony)["counters"] == {}
    assert any(g.card(i).get("token") for i in g.s["play"])


def test_dismiss_a_resource_in_the_opponents_home_pr90():
    b = Board()
    pony = b.add("PR90", 0, "play", "home:0")
    mine = b.add("PR151", 0, "play", "home:0")
    theirs = b.add("PR151", 1, "play", "home:1")
    g = _game(b)
    answer(g, f"act|{pony}|0")
    assert theirs not in g.s["play"] and mine in g.s["play"]


def test_each_players_turn_start_that_player_draws_cn145():
    """712: "that player" is the player whose turn starts (P1 here)."""
    b = Board()
    farm = b.add("CN145", 0, "play", "home:0")
    b.players[0], b.players[1] = {}, {"tokens": 1}
    g = _game(b, turn_player=1, phase="ready", step="ready")
    drew = [t for _, r, t in g.log if t.startswith("P1 draws")]
    assert ("712", f"P1 draws 1 card (by the text of {g.name(farm)})") in [(r, t) for _, r, t in g.log]
    assert len(drew) == 2


def test_that_player_at_the_end_of_each_opponents_turn_discards_ad82():
    b = Board()
    b.add("AD82", 1, "play", "home:1")
    kept = b.add("PR20", 0, "hand")
    g = _game(b)
    pass_until(g, phase="end")
    while g.s["turn_player"] == 0 and g.pending() is not None and g.pending().kind != "discard":
        answer(g, keys(g)[0] if g.pending().kind != "priority" else "pass")
    assert kept not in g.s["players"][0]["hand"]
    assert any(r == "712" and t.startswith("P0 discards") for _, r, t in g.log)


def test_move_up_to_two_is_one_choice_of_the_characters_then_each_place_eo120():
    """One instruction, one choice (705.2e): EO120 Extreme Sledding ("Move up to two of your
    characters") asks once for none to two characters; then, in the order chosen, where
    each goes, which may differ, as the text names no place (506.4)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    blue = b.add("PR12", 0, "play", "home:0")  # blue 2
    pony = b.add("PR20", 0, "play", "home:0")
    event = b.add("EO120", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    d = g.pending()
    assert d.kind == "target" and (d.min, d.max) == (0, 2)
    assert set(keys(g)) == {f"card:{i}" for i in (b.mane[0], blue, pony)}
    answer(g, f"card:{pony}", f"card:{blue}")
    assert g.pending().kind == "area" and "Sweetie Sunrise" in g.pending().prompt
    answer(g, "problem:0")
    answer(g, "problem:1")
    assert g.pending().kind == "priority"
    assert g.card(pony)["area"] == "problem:0" and g.card(blue)["area"] == "problem:1"
    assert g.card(b.mane[0])["area"] == "home:0"


def test_move_up_to_two_none_chosen_moves_nothing_eo120():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR12", 0, "play", "home:0")  # blue 2
    event = b.add("EO120", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g)
    assert g.pending().kind == "priority"
    assert all(g.card(i)["area"] == "home:0" for i in g.characters(0))


def test_while_at_a_problem_with_a_named_character_power_and_color_cnpf3():
    b = Board()
    pony = b.add("CNpf3", 0, "play", "problem:1")
    g = _game(b)
    base, colors = power.power(g, pony), power.colors(g, pony)
    dash = next(c for c in default_library().cards() if c.title == "Rainbow Dash" and c.type.value == "friend")
    b.add(dash.id, 1, "play", "problem:1")  # any player's Rainbow Dash there
    g = _game(b)
    assert power.power(g, pony) == base + 1 and "blue" in power.colors(g, pony)
    assert "blue" not in colors or g.spec(pony).colors == ("blue",)


def test_opponents_pay_more_to_play_friends_here_eo187():
    b = Board()
    b.players[0] = {"tokens": 1}
    b.cards[b.problem[1] - 1]["card"] = "EO187"  # P1's Problem (an area holds one Problem, 303.1)
    friend = b.add("PR20", 0, "hand")
    g = _game(b)
    assert f"play|{friend}|problem:1" not in keys(g)  # costs 2 there
    assert f"play|{friend}|problem:0" in keys(g)


def test_chaos_flipped_card_gets_power_for_the_faceoff_de10():
    """514.4a: the flipped card's power, with the modifier, counts toward the total."""
    b = Board()
    b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    flipped = b.deck_top("DE10", 0)
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert any(r == "Glossary: Chaos" and "+3 power" in t for _, r, t in g.log)
    # P0: Sweetie Sunrise 1 + the flipped card's 2 + 3 = 6, against the Troublemaker's 4 + 1
    assert ("514.4", "Power totals: P0 6, P1 5") in [(r, t) for _, r, t in g.log]
    assert flipped not in g.s["cards"]  # a new card at the bottom of the deck (410.6)


def test_while_exhausted_the_opponent_needs_more_power_cn49():
    """708.2a: any continuous text with a "while" condition applies only while it holds."""
    b = Board()
    guard = b.add("CN49", 0, "play", "problem:0")
    g = _game(b)
    printed = power.required_total(power.requirements(g, 1, "problem:0"))
    answer(g, f"act|{guard}|0")  # "Main Phase: Exhaust this card."
    assert g.card(guard)["exhausted"]
    assert power.required_total(power.requirements(g, 1, "problem:0")) == printed + 2
    assert power.required_total(power.requirements(g, 0, "problem:0")) == sum(
        r[2] for r in g.spec(g.problem_card("problem:0")).confront_owner)


def test_cant_be_frightened_while_the_opponents_mane_is_at_home_cg27():
    b = Board()
    pony = b.add("CG27", 0, "play", "problem:0")
    g = _game(b)
    g.frighten(pony)
    assert not g.card(pony)["frightened"]
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    g = _game(b)
    g.frighten(pony)
    assert g.card(pony)["frightened"]


def test_event_starts_a_faceoff_and_the_winner_scores_cn104():
    """514.2c, 707.4, 514.5d: the faceoff involves the two chosen Friends only; its winner
    follows the Event's instruction (no Problem bonus)."""
    b = Board()
    b.add("PR79", 0, "play", "home:0")  # white 2
    mine = b.add("AD55", 0, "play", "home:0")  # white 2, a Friend with power 2
    theirs = b.add("PR60", 1, "play", "problem:1")  # power 2: equal
    b.add("PR33", 1, "play", "problem:1")  # not involved
    b.deck_top("PR20", 1)  # P1 flips 1
    b.deck_top("PR36", 0)  # P0 flips 3
    event = b.add("CN104", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{mine}")
    answer(g, f"card:{theirs}")
    pass_until(g, kind="priority", phase="main")
    while g.s["faceoff"] is not None:
        answer(g, "pass")
    log = [(r, t) for _, r, t in g.log]
    assert ("514.4", "Power totals: P0 5, P1 3") in log
    assert g.s["players"][0]["score"] == 1 and any(r == "514.5d" and t.startswith("P0 scores 1") for r, t in log)


def test_friend_entering_play_faceoffs_an_opposing_friend_and_frightens_it_eo12():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR12", 0, "play", "home:0")  # blue 2 for the requirement
    foe = b.add("PR20", 1, "play", "problem:1")
    b.deck_top("PR20", 1)
    b.deck_top("PR36", 0)
    pony = b.add("EO12", 0, "hand")
    g = _game(b)
    answer(g, f"play|{pony}|home:0")
    while g.s["faceoff"] is not None or g.pending().kind != "priority":
        answer(g, "pass" if g.pending().kind == "priority" else keys(g)[0])
    assert g.card(foe)["frightened"]


def test_troublemakers_played_here_enter_face_up_hm133():
    """706.1b: the Problem's text changes how the Troublemaker enters play."""
    b = Board(problems=("PR168", "HM133"))
    b.players[0] = {"tokens": 2}
    tm = b.add("PR157", 0, "hand")
    other = b.add("PR157", 0, "hand")
    g = _game(b)
    answer(g, f"tm|{tm}|problem:1")
    answer(g, f"tm|{other}|problem:0")
    placed = {g.card(i)["area"]: g.card(i)["face_down"] for i in g.s["play"] if g.spec(i).code == "PR157"}
    assert placed == {"problem:1": False, "problem:0": True}


def test_troublemakers_cant_be_uncovered_here_cg198():
    b = Board()
    b.add("CG198", 1, "play", "problem:1")
    here = b.add("PR157", 0, "play", "problem:1", face_down=True)
    there = b.add("PR157", 0, "play", "problem:0", face_down=True)
    g = _game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    assert g.card(here)["face_down"] and not g.card(there)["face_down"]
    assert "607.1" in rules_cited(g)


def test_order_the_top_of_that_problems_deck_pr39():
    b = Board()
    b.players[0] = {"tokens": 2}
    pony = b.add("PR39", 0, "play", "home:0")
    first = b.add("PR168", 1, "problem_deck")
    second = b.add("PR190", 1, "problem_deck")  # top of P1's Problem deck
    g = _game(b)
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    answer(g, f"card:{first}")  # put the lower one on top
    assert g.s["players"][1]["problem_deck"][-1] == first and g.s["players"][1]["problem_deck"][-2] == second


def test_when_an_opposing_friend_is_dismissed_ad36():
    b = Board()
    pony = b.add("AD36", 0, "play", "home:0")
    foe = b.add("PR60", 1, "play", "problem:1")
    mine = b.add("PR60", 0, "play", "problem:1")
    g = _game(b)
    g.dismiss(mine)
    g.dismiss(foe)
    answer(g, "pass")
    assert [t for _, r, t in g.log if r == "708.2"] == [
        f"{g.name(pony)} gets +2 power until the end of the turn (by the text of {g.name(pony)})"]


def test_mane_turns_over_when_you_play_a_resource_on_your_friend_cn6():
    """301.2 with 705.2f: "When you play a Resource on one of your Friends"."""
    b = Board(manes=("CN6", "PR2"))
    b.players[0] = {"tokens": 3}
    host = b.add("PR20", 0, "play", "home:0")
    hat = b.add("CN135", 0, "hand")  # Play on a Friend
    g = _game(b)
    assert not g.card(b.mane[0])["boosted"]
    answer(g, f"play|{hat}|on:{host}")
    assert g.card(b.mane[0])["boosted"]


def test_score_phase_ability_only_in_the_score_phase_cn27():
    b = Board()
    pony = b.add("CN27", 0, "play", "problem:0")
    b.add("PR151", 0, "play", "home:0")  # Two Bits: a Resource played to its home
    g = _game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{pony}|")]
    from engine.mlp.procedures import actions

    g.s["phase"] = "score"
    assert any(k.startswith(f"act|{pony}|") for k, _ in actions.legal(g, 0, "open"))


def test_event_with_a_cost_before_to_pays_it_first_de92():
    """707.2a: "Retire a Friend to dismiss an opposing Friend": the retirement comes first."""
    b = Board()
    b.players[0] = {"tokens": 1}
    for _ in range(2):
        b.add("PR36", 0, "play", "home:0")  # pink
    fodder = b.add("PR20", 0, "play", "home:0")
    foe = b.add("PR60", 1, "play", "problem:1")
    event = b.add("DE92", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{fodder}")
    assert fodder not in g.s["play"] and foe not in g.s["play"]
    assert "707.2a" in rules_cited(g)


def test_if_you_do_after_an_optional_dismissal_sb19():
    """ "You may dismiss a Resource. If you do, ...": the counter comes only with a dismissal."""
    for with_resource in (True, False):
        b = Board()
        pony = b.add("SB19", 0, "play", "home:0")
        if with_resource:
            b.add("PR151", 1, "play", "home:1")
        g = _game(b)
        pass_until(g, phase="end")
        while g.s["turn_player"] == 0 and g.pending() is not None:
            d = g.pending()
            answer(g, "yes" if d.kind == "may" else keys(g)[0] if d.kind != "priority" else "pass")
        assert (g.card(pony)["counters"].get("power") == 1) is with_resource


def test_a_step_pattern_with_alternatives_is_anchored_as_a_whole():
    """A pattern "gain {N}|gain NAT" must not read the first words of a longer instruction:
    "gain [1], banish this card, and flip another" (AD47's Chaos) is three steps, not a gain."""
    assert one_effect("gain {1}") == {"do": "gain", "n": 1}
    assert one_effect("gain {1}, banish this card, and flip another") is None
    steps = default_library().spec(default_library().find("AD47").id).abilities[0].params["steps"]
    assert [step["do"] for step in steps] == ["gain", "banish_flipped_self", "flip"]


def test_words_looked_up_in_no_printed_text_read_as_a_search_there_would():
    """`as_printed` searches nothing when nothing is printed (the question of "you may ..."
    asked with the words after "may"): every step's words of the pool, whole and after their
    "may", and words of symbols alone, read as the search of an empty text gives them."""
    import re

    from engine.mlp.effects.steps import as_printed, card_types_capitalised

    def searched(words: str) -> str:
        pattern = r"\[[^\]]*\]".join(re.escape(part) for part in re.split(r"\{[^}]*\}", words))
        found = re.search(pattern, "", re.IGNORECASE)
        return card_types_capitalised(words) if found is None else found.group(0)

    lib = default_library()
    said = {"", "{2}", "pay {1}", "{1} or {2}"}
    for card in lib.cards():
        for ability in lib.spec(card.id).abilities:
            for step in ability.params.get("steps") or []:
                if "says" in step:
                    said.add(step["says"])
                    said.add(step["says"].partition(" may ")[2])
    assert len(said) > 500
    for words in said:
        assert as_printed("", words) == searched(words), words


def test_every_optional_step_of_the_pool_asks_in_the_card_s_words():
    """A "you may" step asks the player what the card offers ("Discard 2 cards?"), never the
    step's bare name ("Counter?"): every optional step of the shipped pool finds its words."""
    from engine.mlp.effects.steps import mode_label

    lib = default_library()
    asked = 0
    for card in lib.cards():
        for ability in lib.spec(card.id).abilities:
            steps = ability.params.get("steps") or []
            for step in steps:
                if step.get("may") and "says" in step:
                    prompt = mode_label(ability.text, step["says"])
                    assert prompt != step["do"].replace("_", " ").capitalize(), (ability.text, prompt)
                    # (a sentence read with "it" as "this card" is quoted as read)
                    asked += prompt.casefold() in ability.text.casefold()
    assert asked > 300
