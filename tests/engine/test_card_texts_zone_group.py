"""Texts that use cards outside play: abilities used from the hand, cards played from the
discard pile or the banished zone, triggers of cards in the hand or the discard pile; each
played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.procedures import faceoff
from engine.mlp.values import power
from tests.engine.card_play import gala_board, in_faceoff, settle, start_challenge
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

# High Magic's "Immediate: Banish this card from your hand to reduce the play requirements of
# your cards by 2 [color] until the end of the turn.": code, color, a vanilla 2-power Friend of
# that color for those that require 3 (the others, requiring 2 or less, need none then)
_REDUCERS = (("HM4", "blue", "PR12"), ("HM17", "orange", "PR33"), ("HM25", "pink", None),
             ("HM43", "purple", None), ("HM47", "white", "PR79"), ("HM61", "yellow", None))


def _reducer_board(code: str, friend: str | None) -> tuple[Board, int, int]:
    """P0 with the reducer and a second copy of it in hand, with 2 less power of its color
    than the copy requires (a Mane Character of another color), and P1 holding a copy too."""
    b = Board(manes=("PR2", "PR4") if code != "HM17" else ("PR4", "PR4"))
    b.players[0] = {"tokens": 6}
    if friend is not None:
        b.add(friend, 0, "play", "home:0")
    reducer = b.add(code, 0, "hand")
    copy = b.add(code, 0, "hand")
    b.add(code, 1, "hand")
    return b, reducer, copy


def _plays(g, iid: int) -> bool:
    return any(key.startswith(f"play|{iid}|") for key in keys(g))


def _check_reducer(code: str, color: str, friend: str | None) -> None:
    b, reducer, copy = _reducer_board(code, friend)
    g = shipped_game(b)
    assert not _plays(g, copy)  # one Friend's power is short of the requirement
    act = f"act|{reducer}|0"
    assert act in keys(g)
    answer(g, act)
    assert zone_codes(g, 0, "banished") == [code] and code in zone_codes(g, 0, "hand")
    assert "205.1" in log_text(g)
    assert g.pending().player == 1 and f"act|{copy + 1}|0" in keys(g)  # P1 may use theirs in reply
    answer(g, "pass")
    assert _plays(g, copy)  # the requirement is 2 less of that color this turn
    # the opponent's requirements are not reduced
    assert power.PowerByColor(g, 1).covers(g.spec(copy).reqs) is False
    assert power.PowerByColor(g, 0).covers(g.spec(copy).reqs) is True
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)  # the reduction ended with P0's turn
    assert g.s["turn_player"] == 1
    assert power.PowerByColor(g, 0).covers(g.spec(copy).reqs) is False


def test_hm4_cloudchaser_banished_from_hand_reduces_blue_requirements_this_turn():
    _check_reducer(*_REDUCERS[0])


def test_hm17_braeburn_banished_from_hand_reduces_orange_requirements_this_turn():
    _check_reducer(*_REDUCERS[1])


def test_hm25_flitter_banished_from_hand_reduces_pink_requirements_this_turn():
    _check_reducer(*_REDUCERS[2])


def test_hm47_fancy_pants_banished_from_hand_reduces_white_requirements_this_turn():
    _check_reducer(*_REDUCERS[4])


def test_hm61_nurse_redheart_banished_from_hand_reduces_yellow_requirements_this_turn():
    _check_reducer(*_REDUCERS[5])


def test_hm4_cloudchaser_in_play_has_no_use_of_its_hand_ability_and_two_add_up():
    b, reducer, copy = _reducer_board("HM4", "PR12")
    in_play = b.add("HM4", 0, "play", "home:0")
    big = b.add("HM4", 0, "hand")
    g = shipped_game(b)
    assert not any(key.startswith(f"act|{in_play}|") for key in keys(g))
    answer(g, f"act|{reducer}|0")
    answer(g, "pass")
    answer(g, f"act|{copy}|0")  # a second one lowers the requirement by 2 more
    answer(g, "pass")
    assert g.s["flags"]["requirements_reduced:0"] == {"blue": 4}
    assert _plays(g, big)


def test_hm61_nurse_redheart_is_used_from_the_hand_in_the_opponents_turn():
    b, reducer, _copy = _reducer_board("HM61", "PR81")
    b.players[1] = {"tokens": 1}
    g = shipped_game(b, turn_player=1)
    assert g.pending().player == 1
    assert f"act|{reducer}|0" not in keys(g)
    answer(g, "pass")  # P1 ends their Main Phase: P0 may act in the window
    assert g.pending().player == 0 and f"act|{reducer}|0" in keys(g)
    answer(g, f"act|{reducer}|0")
    assert g.s["flags"]["requirements_reduced:0"] == {"yellow": 2}


def test_hm43_zecora_banished_from_hand_reduces_purple_requirements_this_turn():
    _check_reducer(*_REDUCERS[3])


def test_hm43_zecora_opposing_mane_characters_here_add_no_power_to_faceoffs():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    b.add("HM43", 0, "play", "problem:0")
    friend = b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    in_faceoff(g)
    # P1: their Friend only (their Mane Character is opposing Zecora, here); P0: Zecora and Mane
    assert faceoff.power_total(g, 1) == power.power(g, friend)
    assert faceoff.power_total(g, 0) == 3 + power.power(g, b.mane[0])
    g.s["faceoff"] = None
    # elsewhere the opposing Mane Character contributes as usual
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.cards[friend - 1]["area"] = "problem:1"
    g = shipped_game(b)
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:1"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert faceoff.power_total(g, 1) == power.power(g, friend) + power.power(g, b.mane[1])


def test_ll107_gala_gown_is_played_from_the_discard_pile_once_a_player_has_eight_points():
    def game(score: int):
        b = Board()
        b.players = [{"tokens": 4, "score": 3}, {"score": score}]
        friend = b.add("PR79", 0, "play", "home:0")
        b.add("PR79", 0, "play", "home:0")
        gown = b.add("LL107", 0, "discard")
        return shipped_game(b), gown, friend

    g, gown, _ = game(7)
    assert not any(key.startswith(f"play|{gown}|") for key in keys(g))  # nobody has 8 points yet
    g, gown, friend = game(8)  # (the opponent's points count too: "a player")
    assert f"play|{gown}|on:{friend}" in keys(g)
    answer(g, f"play|{gown}|on:{friend}")
    assert "LL107" not in zone_codes(g, 0, "discard")
    attached = [i for i in g.s["play"] if g.spec(i).code == "LL107"]
    assert attached and g.card(attached[0])["host"] == friend
    assert power.power(g, friend) == 2 + 2  # "That Friend has +2 power."


def _move_board() -> tuple[Board, dict[str, int]]:
    """P0 in their Main Phase with a Friend at home to move, Gummy in hand, Follow My Lead in
    the discard pile, and the same two cards in P1's hand and discard pile."""
    b = Board()
    b.players = [{"tokens": 4}, {"tokens": 0}]
    ids = {"mover": b.add("PR36", 0, "play", "home:0"), "gummy": b.add("SB61", 0, "hand"),
           "lead": b.add("SB102", 0, "discard"), "their_gummy": b.add("SB61", 1, "hand"),
           "their_lead": b.add("SB102", 1, "discard")}
    return b, ids


def _asked_after_move(g, ids, *replies: str) -> list[str]:
    """P0 moves their Friend to problem:0; the triggers are processed in the order offered,
    their questions answered with `replies` in turn; the questions asked."""
    answer(g, f"move|{ids['mover']}|problem:0")
    asked, left = [], list(replies)
    while g.pending().kind != "priority":
        d = g.pending()
        if d.kind == "may":
            asked.append(d.prompt)
            answer(g, left.pop(0))
        else:
            answer(g, d.option_keys()[0])
    return asked


def test_sb61_gummy_may_be_put_into_play_from_the_hand_when_you_move_a_character():
    b, ids = _move_board()
    g = shipped_game(b)
    asked = _asked_after_move(g, ids, "yes", "no")
    assert asked == [f"Gummy, Lap Gator #{ids['gummy']}: Put this card from your hand into play? (712.3)",
                     f"Follow My Lead #{ids['lead']}: Put this card into your hand from your discard pile? "
                     "(712.3)"]  # P0's cards only
    assert "SB61" not in zone_codes(g, 0, "hand")
    gummy = [i for i in g.s["play"] if g.spec(i).code == "SB61"]
    assert len(gummy) == 1 and g.card(gummy[0])["area"] == "home:0" and g.card(gummy[0])["owner"] == 0
    # (the line names the text that put it there, as every happening a text causes, 705.2e)
    assert f"706.1: P0 puts {g.name(gummy[0])} into play at home:0 (by the text of Gummy, Lap Gator)" \
        in log_text(g).split("\n")
    assert "SB61" in zone_codes(g, 1, "hand")  # the opponent's stays
    # declined, it stays in the hand
    b, ids = _move_board()
    g = shipped_game(b)
    _asked_after_move(g, ids, "no", "no")
    assert "SB61" in zone_codes(g, 0, "hand")


def test_sb61_gummy_is_put_into_play_at_home_or_at_a_problem_as_its_owner_chooses():
    """Judge's ruling: "you may put this card from your hand into play" names no place (501.2):
    a Friend enters play at its owner's home or at a Problem (302.1, 405.1), as they choose."""
    b, ids = _move_board()
    g = shipped_game(b)
    answer(g, f"move|{ids['mover']}|problem:0")
    while g.pending().kind != "area":
        d = g.pending()
        answer(g, "yes" if d.prompt.startswith("Gummy") else d.option_keys()[-1])
    assert g.pending().player == 0 and set(keys(g)) == {"home:0", "problem:0", "problem:1"}
    answer(g, "problem:1")
    (gummy,) = [i for i in g.s["play"] if g.spec(i).code == "SB61"]
    assert g.card(gummy)["area"] == "problem:1" and g.card(gummy)["ctrl"] == 0


def test_sb102_follow_my_lead_returns_from_the_discard_pile_when_you_move_a_character():
    b, ids = _move_board()
    g = shipped_game(b)
    _asked_after_move(g, ids, "no", "yes")
    assert "SB102" in zone_codes(g, 0, "hand") and "SB102" not in zone_codes(g, 0, "discard")
    assert zone_codes(g, 1, "discard") == ["SB102"]


def test_sb102_follow_my_lead_gives_two_power_until_the_end_of_your_turn():
    b = Board()
    b.players = [{"tokens": 4}, {}]
    b.add("PR79", 0, "play", "home:0")  # (white power for its requirement)
    target = b.add("PR79", 0, "play", "home:0")
    lead = b.add("SB102", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{lead}|event")
    answer(g, f"card:{target}")
    assert power.power(g, target) == 4
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert power.power(g, target) == 2


def test_mt63_rarity_is_played_from_the_discard_pile_in_a_faceoff_then_banished_as_it_ends():
    b, ids = gala_board()
    rarity = b.add("MT63", 0, "discard")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert not any(key.startswith(f"play|{rarity}|") for key in keys(g))  # no faceoff yet
    answer(g, f"challenge:{ids['tm']}")
    assert f"play|{rarity}|problem:0" in keys(g)
    answer(g, f"play|{rarity}|problem:0")  # (the faceoff then runs to its end: nobody else acts)
    text = log_text(g)
    assert "Rarity, Indifferent Decorator" in text[text.index("706.1"):text.index("514.3")]  # entered, then flips
    assert "514.6: Rarity, Indifferent Decorator" in text  # banished at the end of the faceoff
    assert zone_codes(g, 0, "banished") == ["MT63"] and "MT63" not in zone_codes(g, 0, "discard")
    assert not [i for i in g.s["play"] if g.spec(i).code == "MT63"]


def test_mt63_rarity_played_from_the_hand_stays_after_the_faceoff():
    b, ids = gala_board("MT63")
    g = start_challenge(b, ids["tm"])
    answer(g, f"play|{ids['MT63']}|problem:0")
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None)
    assert [i for i in g.s["play"] if g.spec(i).code == "MT63"] and zone_codes(g, 0, "banished") == []


def _event_board(*in_play: str, hand: tuple[str, ...] = ()) -> tuple[Board, dict[str, int]]:
    """P0 in their Main Phase with white power at home, these cards in play, Follow My Lead
    (a Main Phase Event: +2 power to a character) and Magical Misfire in the discard pile."""
    b = Board()
    b.players = [{"tokens": 6}, {"tokens": 0}]
    ids = {"white": b.add("PR79", 0, "play", "home:0")}
    b.add("PR79", 0, "play", "home:0")
    for code in in_play:
        ids[code] = b.add(code, 0, "play", "home:0")
    for code in hand:
        ids[code] = b.add(code, 0, "hand")
    ids["lead"] = b.add("SB102", 0, "discard")
    ids["other"] = b.add("MT83", 0, "discard")
    return b, ids


def _plays_event(g, iid: int) -> bool:
    return f"play|{iid}|event" in keys(g)


def test_mt143_moondancer_lets_a_chosen_event_be_played_from_the_discard_pile_then_banished():
    b, ids = _event_board("MT143")
    g = shipped_game(b)
    assert not _plays_event(g, ids["lead"])
    answer(g, f"act|{ids['MT143']}|0")
    assert sorted(keys(g)) == sorted([f"card:{ids['lead']}", f"card:{ids['other']}"])  # Events there
    answer(g, f"card:{ids['lead']}")
    assert g.card(ids["MT143"])["exhausted"]
    settle(g, "pass", until=lambda g: g.pending().kind == "priority" and g.pending().player == 0)
    assert _plays_event(g, ids["lead"]) and not _plays_event(g, ids["other"])  # the chosen one only
    answer(g, f"play|{ids['lead']}|event")
    answer(g, f"card:{ids['white']}")
    assert power.power(g, ids["white"]) == 4
    assert zone_codes(g, 0, "banished") == ["SB102"] and "SB102" not in zone_codes(g, 0, "discard")


def test_mt143_moondancer_permission_ends_with_the_turn():
    b, ids = _event_board("MT143")
    g = shipped_game(b)
    answer(g, f"act|{ids['MT143']}|0")
    answer(g, f"card:{ids['lead']}")
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert not [key for key in g.s["flags"] if key.startswith("playable_elsewhere")]
    assert zone_codes(g, 0, "discard") == ["SB102", "MT83"]


def test_cg62_coco_pommel_banishes_an_event_that_may_then_be_played_from_the_banished_zone():
    b, ids = _event_board(hand=("CG62",))
    g = shipped_game(b)
    answer(g, f"play|{ids['CG62']}|home:0")
    assert sorted(keys(g)) == sorted([f"card:{ids['lead']}", f"card:{ids['other']}"])  # "may": none allowed
    assert g.pending().min == 0
    answer(g, f"card:{ids['lead']}")
    assert zone_codes(g, 0, "banished") == ["SB102"]
    # P1's turn passes: the permission lasts while the card stays banished
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0 and g.pending().kind == "priority")
    lead = g.s["players"][0]["banished"][0]
    assert _plays_event(g, lead)
    # (the option says where it is played from)
    labels = {o.key: o.label for o in g.pending().options}
    assert labels[f"play|{lead}|event"] == f"Pay 1 to play {g.spec(lead).name} from your banished zone"
    answer(g, f"play|{lead}|event")
    answer(g, f"card:{ids['white']}")
    assert power.power(g, ids["white"]) == 4
    assert zone_codes(g, 0, "banished") == [] and "SB102" in zone_codes(g, 0, "discard")  # as any Event
    assert not _plays_event(g, g.s["players"][0]["discard"][-1])


def test_ll145_grogar_banishes_itself_to_put_a_troublemaker_from_the_deck_into_play():
    b = Board()
    b.players = [{"tokens": 2}, {}]
    grogar = b.add("LL145", 0, "play", "problem:0")
    b.deck_top("PR157", 0)  # a Troublemaker in the deck (Purple Parasprite)
    g = shipped_game(b)
    answer(g, f"act|{grogar}|0")
    assert zone_codes(g, 0, "banished") == ["LL145"]
    found = [k for k in keys(g) if k.startswith("card:")]
    assert "none" in keys(g) and len(found) == 1  # the Troublemakers only; it may fail to find
    answer(g, found[0])
    answer(g, "problem:1")
    tm = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    assert tm and g.card(tm[0])["area"] == "problem:1" and g.card(tm[0])["face_down"]
    assert "518.2" in log_text(g)


def test_ll145_grogar_returns_face_up_at_the_end_of_your_turn_for_a_troublemaker_and_one_token():
    b = Board()
    b.players = [{"tokens": 2}, {}]
    b.add("LL145", 0, "banished")
    other = b.add("PR157", 0, "play", "problem:0")  # (face-up: a face-down one is not named, 505.2)
    g = shipped_game(b)
    settle(g, "pass", until=lambda g: g.pending().kind == "target" and g.pending().player == 0)
    assert keys(g) == [f"card:{other}"] and g.pending().min == 0  # "may"
    answer(g, f"card:{other}")
    answer(g, "problem:1")
    grogar = [i for i in g.s["play"] if g.spec(i).code == "LL145"]
    assert grogar and g.card(grogar[0])["area"] == "problem:1" and not g.card(grogar[0])["face_down"]
    assert zone_codes(g, 0, "banished") == ["PR157"] and g.s["players"][0]["tokens"] == 1


def test_ll145_grogar_stays_banished_without_a_token_to_pay():
    b = Board()
    b.players = [{"tokens": 0}, {"tokens": 1}]
    b.add("LL145", 0, "banished")
    b.add("PR157", 0, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    assert zone_codes(g, 0, "banished") == ["LL145"]


def test_cg62_two_banished_copies_are_told_apart_saying_the_banished_zone_once():
    """Two Coco Pommels banish two Follow My Leads, which P0 may then play from the banished
    zone: the two options read alike, and the words telling them apart said the zone twice
    ("(copy 1 of 2 in P0's banished zone) from your banished zone"); they say it once."""
    from engine.mlp.table import mlp_table

    b, ids = _event_board(hand=("CG62", "CG62"))
    second_lead = b.add("SB102", 0, "discard")
    g = shipped_game(b)
    pommels = [iid for iid in g.s["players"][0]["hand"] if g.spec(iid).code == "CG62"]
    for pommel, lead in zip(pommels, (ids["lead"], second_lead), strict=True):
        answer(g, f"play|{pommel}|home:0")
        answer(g, f"card:{lead}")
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 1)
    settle(g, "pass", until=lambda g: g.s["turn_player"] == 0 and g.pending().kind == "priority")
    first, second = g.s["players"][0]["banished"]
    decision = g.pending()
    labels = dict(zip(decision.option_keys(), mlp_table().option_labels(g, decision), strict=True))
    name = g.spec(first).name
    assert labels[f"play|{first}|event"] == f"Pay 1 to play {name} #{first} (copy 1 of 2) from your banished zone"
    assert labels[f"play|{second}|event"] == f"Pay 1 to play {name} #{second} (copy 2 of 2) from your banished zone"
