"""Texts printed on one card of Defenders of Equestria, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.effects.faceoffs import extra_flips
from engine.mlp.effects.next_ready import held_from_next_ready
from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine.card_play import (
    BIG,
    BLUE,
    PINK,
    PURPLE,
    TROUBLEMAKER,
    WHITE,
    act_with,
    activate,
    board,
    challenge,
    confront_board,
    confront_own,
    confronted,
    find,
    play,
    problem_faceoff,
    rich_board,
    settle,
    then,
    tokens_of,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
    without_numbers_now,
    zone_codes,
)


def test_de45_plaid_stripes_opponents_pay_one_more_for_cards_costing_two_or_less():
    b = Board()
    b.add("DE45", 0, "play", "home:0")
    cheap = b.add("PR12", 1, "hand")  # cost 2
    dear = b.add("PR36", 1, "hand")  # cost 3
    event = b.add("EO133", 1, "hand")  # an Event of cost 1
    mine = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 1, cheap, "home:1", None) == 2 + 1
    assert power.play_cost(g, 1, dear, "home:1", None) == 3
    assert power.play_cost(g, 1, event, None, None) == 1 + 1
    assert power.play_cost(g, 0, mine, "home:0", None) == 2  # only opponents pay more


def _face_up_troublemakers(g, player: int) -> list[tuple[str, str]]:
    return [(g.spec(i).code, g.card(i)["area"]) for i in g.s["play"]
            if g.spec(i).type == "troublemaker" and g.card(i)["ctrl"] == player and not g.card(i)["face_down"]]


def test_de81_twilight_sparkle_and_rarity_exposed_may_put_a_troublemaker_from_the_discard_pile_into_play():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "discard")
    b.add(TROUBLEMAKER, 1, "discard")  # the opponent's: not hers to put into play
    b.add(TROUBLEMAKER, 0, "hand")  # one in hand: not this text's
    g = play(b, "DE81", "home:0", "yes", "problem:1")
    assert _face_up_troublemakers(g, 0) == [(TROUBLEMAKER, "problem:1")]
    assert zone_codes(g, 0, "discard") == []
    assert zone_codes(g, 1, "discard") == [TROUBLEMAKER]
    assert TROUBLEMAKER in zone_codes(g, 0, "hand")


def test_de81_twilight_sparkle_and_rarity_exposed_is_a_may():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "discard")
    g = play(b, "DE81", "home:0", "no")
    assert _face_up_troublemakers(g, 0) == []
    assert zone_codes(g, 0, "discard") == [TROUBLEMAKER]


def test_de98_its_gonna_work_puts_a_troublemaker_from_your_discard_pile_into_play_face_up():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "discard")
    g = play(b, "DE98", "event", "mode:2", "problem:0")
    assert _face_up_troublemakers(g, 0) == [(TROUBLEMAKER, "problem:0")]
    assert zone_codes(g, 0, "discard") == ["DE98"]


def test_de98_its_gonna_work_offers_the_troublemaker_mode_only_with_one_in_your_discard_pile():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "discard")
    card = b.add("DE98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    assert set(keys(g)) == {"mode:0", "mode:1"}


def test_de128_seeking_the_scepter_mane_characters_give_no_power_to_confronting_it():
    b, (friend,) = confront_own("DE128", "PR36")  # P0's Mane Character is here too
    b.cards[b.mane[1] - 1]["area"] = "problem:0"  # and the opponent's
    b.add("PR36", 1, "play", "problem:0")
    elsewhere = Board(problems=("PR168", "PR190"))
    elsewhere.cards[elsewhere.mane[0] - 1]["area"] = "problem:0"
    g, plain = shipped_game(b), shipped_game(elsewhere)
    assert power.power(g, b.mane[0]) > 0  # the Mane Character keeps its power
    assert power.confront_power(g, 0, "problem:0") == power.power(g, friend)
    assert power.confront_power(g, 1, "problem:0") == 3  # any player's Mane Character
    # at a Problem without this text the Mane Character gives its power
    assert power.confront_power(plain, 0, "problem:0") == power.power(plain, elsewhere.mane[0])


def _tokens_after_confronting(sunburst_owner: int | None) -> tuple[int, int]:
    """Both players' tokens once P0 has confronted Cloudbursting, with an exhausted Sunburst
    (no ability of its own to use) there for `sunburst_owner`, or none."""
    b = confront_board("PR168")
    if sunburst_owner is not None:
        b.add("DE84", sunburst_owner, "play", "problem:0", exhausted=True)
    b.players[0] = {"tokens": 3}
    b.players[1] = {"tokens": 2}
    g = confronted(b)
    settle(g)
    return g.s["players"][0]["tokens"], g.s["players"][1]["tokens"]


def test_de84_sunburst_royal_foalsitter_an_opponent_confronting_its_problem_loses_one_token():
    p0, p1 = _tokens_after_confronting(None)
    assert _tokens_after_confronting(1) == (p0 - 1, p1)


def test_de84_sunburst_royal_foalsitter_not_when_its_controller_confronts():
    assert _tokens_after_confronting(0) == _tokens_after_confronting(None)


def _challenge_skeletons(*friends: str) -> tuple[object, int]:
    """P0 challenges P1's Skeleton Soldiers (power 4) at problem:0 with `friends` and the
    faceoff is played out (each player's deck flips a 1-power filler)."""
    b = board(tokens=0)
    for code in friends:
        b.add(code, 0, "play", "problem:0")
    g, tm = challenge(b, "DE120")
    settle(g, until=lambda g: g.s["faceoff"] is None and g.pending().kind == "priority")
    return g, tm


def test_de120_skeleton_soldiers_return_to_their_owners_hand_when_defeated():
    g, _tm = _challenge_skeletons(BIG, BIG)  # 3 + 3 against 4
    assert "defeats Skeleton Soldiers" in log_text(g)
    assert "DE120" in zone_codes(g, 1, "hand")
    assert "DE120" not in zone_codes(g, 1, "discard")
    assert not [i for i in g.s["play"] if g.spec(i).code == "DE120"]


def test_de120_skeleton_soldiers_stay_when_not_defeated():
    g, tm = _challenge_skeletons("PR20")  # 1 against 4: P0 loses
    assert "defeats" not in log_text(g)
    assert tm in g.s["play"] and "DE120" not in zone_codes(g, 1, "hand")


def test_de120_skeleton_soldiers_dismissed_otherwise_go_to_the_discard_pile():
    b = rich_board()
    tm = b.add("DE120", 1, "play", "problem:0")
    g = shipped_game(b)
    g.dismiss(tm)  # dismissed, not defeated
    settle(g)
    assert zone_codes(g, 1, "discard") == ["DE120"] and "DE120" not in zone_codes(g, 1, "hand")


def _challenge_with_ember(ember_owner: int | None) -> str:
    """P0's Apple Brown Betty (3) challenges P1's Parasprite (4) at problem:0, `ember_owner`'s
    Ember (3) at home (or no Ember); each deck flips a 1-power filler: the game's log once the
    faceoff is over (no one has anything to play in it)."""
    b = board(tokens=0)
    b.add(BIG, 0, "play", "problem:0")
    if ember_owner is not None:
        b.add("DE134", ember_owner, "play", f"home:{ember_owner}")
    g, _tm = challenge(b)
    settle(g)
    return log_text(g)


def test_de134_ember_up_to_the_challenge_joins_a_faceoff_from_home():
    assert "Power totals: P0 4, P1 5" in _challenge_with_ember(None)
    log = _challenge_with_ember(0)
    assert "Ember, Up to the Challenge #26 becomes involved in the faceoff" in log
    assert "Power totals: P0 7, P1 5" in log  # her 3 power on P0's side, without moving
    assert "P0 defeats Purple Parasprite" in log


def test_de134_ember_up_to_the_challenge_joins_any_faceoff_on_her_controllers_side():
    log = _challenge_with_ember(1)  # P1's Ember in P0's challenge
    assert "Power totals: P0 4, P1 8" in log


def _truce_board(critters: int):
    """P0's Hooffields & McColts at home with `critters` House Mice (Critters), P1's Critter;
    tokens and power of every color at home, but no other Critter of P0's."""
    b = board(tokens=6)
    truce = b.add("DE74", 0, "play", "home:0")
    mice = [b.add("PR86", 0, "play", "home:0") for _ in range(critters)]
    b.add("PR86", 1, "play", "home:1")
    return b, truce, mice


def test_de74_hooffields_and_mccolts_retire_two_critters_for_a_three_power_rock_token():
    b, truce, mice = _truce_board(3)
    g = shipped_game(b)
    answer(g, act_with(g, truce, "Retire two Critter"))
    own = {i for i in g.s["play"] if g.card(i)["ctrl"] == 0 and g.spec(i).has_trait("critter")}
    assert set(mice) <= own and set(keys(g)) == {f"card:{i}" for i in own}  # only your own Critters
    answer(g, f"card:{mice[0]}", f"card:{mice[1]}")
    then(g, "home:0")
    assert zone_codes(g, 0, "discard").count("PR86") == 2
    assert mice[2] in g.s["play"]
    rocks = [i for i in tokens_of(g, 0) if g.spec(i).has_trait("rock")]
    assert len(rocks) == 1 and power.power(g, rocks[0]) == 3 and g.spec(rocks[0]).colors == ("orange",)


def test_de74_hooffields_and_mccolts_need_two_critters_to_make_a_rock():
    b, truce, _mice = _truce_board(1)
    g = shipped_game(b)
    assert not any("Retire two Critter" in label for label in acts_labels(g, truce))


def acts_labels(g, iid: int) -> list[str]:
    return [o.label for o in g.pending().options if o.key.startswith(f"act|{iid}|")]


def _move_with_cloudchaser(mover: str) -> tuple[object, int, int]:
    """P0 moves a Friend `mover` from home to problem:0 (1 token), Cloudchaser & Flitter at home."""
    b = board(tokens=3)
    team = b.add("DE65", 0, "play", "home:0")
    friend = b.add(mover, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{friend}|problem:0")
    return g, team, friend


def test_de65_cloudchaser_and_flitter_may_follow_a_character_with_two_or_less_power():
    g, team, friend = _move_with_cloudchaser("PR12")  # 2 power
    answer(g, "yes")
    answer(g, "problem:1")  # anywhere, not only where the other went
    assert g.card(friend)["area"] == "problem:0" and g.card(team)["area"] == "problem:1"


def test_de65_cloudchaser_and_flitter_do_not_follow_a_stronger_character():
    g, team, friend = _move_with_cloudchaser("PR36")  # 3 power
    assert g.card(friend)["area"] == "problem:0"
    assert g.pending().kind == "priority" and g.card(team)["area"] == "home:0"


def test_de38_sunset_shimmer_clever_calculator_trades_herself_for_an_opposing_friend_on_top_of_the_decks():
    b, _mine, theirs, _ = problem_faceoff()
    sunset = b.add("DE38", 0, "play", "home:0")  # not involved: the faceoff is what counts
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["faceoff"] is not None
    answer(g, f"act|{sunset}|")
    assert set(keys(g)) == {f"card:{i}" for i in theirs}  # opposing Friends (not the Mane Character)
    sent = g.spec(theirs[0]).name
    answer(g, f"card:{theirs[0]}")
    log = log_text(g)
    assert sunset not in g.s["cards"] and theirs[0] not in g.s["cards"]
    assert "514.3: P0 flips Sunset Shimmer" in log  # she was the top card of her owner's deck
    assert f"514.3: P1 flips {sent}" in log


def test_de38_sunset_shimmer_clever_calculator_only_during_a_faceoff():
    b = rich_board()
    sunset = b.add("DE38", 0, "play", "home:0")
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{sunset}|")]


def test_de100_lunas_future_banishes_a_friend_until_the_end_of_the_turn():
    b = rich_board()
    foe = b.add("PR36", 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")  # (so that there is a mode to choose)
    g = play(b, "DE100", "event", "mode:0", f"card:{foe}")
    assert foe not in g.s["cards"] and zone_codes(g, 1, "banished") == ["PR36"]
    pass_until(g, kind="area")
    assert g.s["phase"] == "end" and g.pending().player == 0  # P0 puts it back, where they choose
    answer(g, "home:1")
    assert zone_codes(g, 1, "banished") == []
    back = find(g, "PR36", owner=1)
    assert len(back) == 1 and g.card(back[0])["area"] == "home:1"  # at its owner's home, a new card
    assert not g.card(back[0])["frightened"]


def test_de100_lunas_future_friend_comes_back_at_the_end_of_the_turn_where_its_player_chooses():
    """Judge's ruling: "until the end of the turn" names no place for the Friend's return; the
    player whose text banished it puts it back, at its owner's home or at a Problem (302.1,
    405.1, 706.1; 513.3: that player's modifier), under its owner's control (513.2)."""
    b = rich_board()
    foe = b.add("PR36", 1, "play", "home:1")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")  # (so that there is a mode to choose)
    g = play(b, "DE100", "event", "mode:0", f"card:{foe}")
    pass_until(g, kind="area")
    assert g.s["phase"] == "end" and g.pending().player == 0
    assert set(keys(g)) == {"home:1", "problem:0", "problem:1"}
    answer(g, "problem:0")
    (back,) = find(g, "PR36", owner=1)
    assert g.card(back)["area"] == "problem:0" and g.card(back)["ctrl"] == 1 and not g.card(back)["frightened"]
    assert g.pending().kind != "area" and zone_codes(g, 1, "banished") == []  # the turn goes on


def test_de100_a_board_file_not_saying_who_puts_the_friend_back_has_its_owner_do_it():
    """A board file written before the player putting a card back was kept lists [card,
    frightened]: the card's owner puts it back, choosing where."""
    b = rich_board()
    gone = b.add("PR36", 1, "banished")
    g = shipped_game(b, flags={"return_at_turn_end": [[gone, False]]})
    pass_until(g, kind="area")
    assert g.pending().player == 1 and set(keys(g)) == {"home:1", "problem:0", "problem:1"}
    assert g.pending().prompt == f"Where does {g.name(gone)} enter play?"  # no card named: none kept
    answer(g, "problem:1")
    (back,) = find(g, "PR36", owner=1)
    assert g.card(back)["area"] == "problem:1"


def test_de100_lunas_future_puts_three_counters_on_a_troublemaker():
    b = rich_board()
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add("PR151", 1, "play", "home:1")  # a Resource, for a choice of modes
    g = play(b, "DE100", "event", "mode:2")
    assert g.card(tm)["counters"].get("power") == 3
    assert power.power(g, tm) == g.spec(tm).power + 3


def test_de88_flim_and_flam_shams_enter_play_with_three_counters_and_the_chosen_color():
    g = play(rich_board(), "DE88", "home:0", "color:pink")
    (shams,) = find(g, "DE88")
    assert g.card(shams)["counters"] == {"power": 3}
    assert power.power(g, shams) == 0 + 3
    assert power.colors(g, shams) == ("pink",)  # printed colorless


def test_de88_flim_and_flam_shams_choose_their_color_as_they_enter_before_any_triggered_effect():
    """Flim & Flam, Shams (DE88) "As this card enters play, choose a color": the choice is made
    as they enter (706.1a), before the triggered effects of their entering (706.1d): P0 is
    asked the color at once, not to order it among Rarity, Attention Horse's (EO72) "When one
    of your Friends enters play here" (511.7a), which then comes alone."""
    b = rich_board()
    rarity = b.add("EO72", 0, "play", "home:0")
    g = play(b, "DE88", "home:0")
    assert g.pending().kind == "color"
    answer(g, "color:pink")
    (shams,) = find(g, "DE88")
    assert power.colors(g, shams) == ("pink",)
    assert g.pending().kind != "trigger_order"
    assert power.power(g, rarity) == g.spec(rarity).power + 2


def _gabbys_turn_end(hand: int) -> object:
    """P0 passes through their turn with Gabby at home and `hand` cards in hand: the game
    at the first decision of the end of the turn that is not a priority pass."""
    b = board(tokens=0)
    b.add("DE28", 0, "play", "home:0")
    for _ in range(hand):
        b.add("PR36", 0, "hand")
    g = shipped_game(b)
    for _ in range(50):
        d = g.pending()
        if d.kind != "priority" or g.s["turn_player"] != 0:
            break
        g.submit(["pass"])
    return g


def test_de28_gabby_lending_a_claw_may_draw_up_to_four_at_the_end_of_your_turn():
    g = _gabbys_turn_end(1)
    assert g.s["phase"] == "end" and set(keys(g)) >= {"yes", "no"}
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == 4


def test_de28_gabby_lending_a_claw_is_a_may():
    g = _gabbys_turn_end(1)
    answer(g, "no")
    assert len(g.s["players"][0]["hand"]) == 1


def test_de28_gabby_lending_a_claw_not_with_four_cards_in_hand():
    g = _gabbys_turn_end(4)
    assert g.s["turn_player"] == 1  # no question at the end of P0's turn
    assert len(g.s["players"][0]["hand"]) == 4


def _professor_sparkle(tms: int = 1) -> tuple[object, int, list[int]]:
    """P0's boosted Princess Twilight Sparkle, Professor Sparkle, with `tms` Parasprites of P1's."""
    b = board(tokens=3, manes=("DE4", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    found = [b.add(TROUBLEMAKER, 1, "play", f"problem:{k % 2}") for k in range(tms)]
    return shipped_game(b), b.mane[0], found


def test_de4_princess_twilight_sparkle_professor_sparkle_gives_a_troublemaker_plus_or_minus_two():
    g, mane, (tm, other) = _professor_sparkle(2)
    printed = power.power(g, tm)
    answer(g, f"act|{mane}|")
    assert set(keys(g)) == {f"card:{tm}", f"card:{other}"}  # Troublemakers only
    answer(g, f"card:{tm}")
    answer(g, "minus")
    assert power.power(g, tm) == printed - 2 and power.power(g, other) == printed
    assert g.s["players"][0]["tokens"] == 3 - 1
    g.expire_mods("turn")
    assert power.power(g, tm) == printed


def test_de4_princess_twilight_sparkle_professor_sparkle_may_raise_it_instead():
    g, mane, (tm,) = _professor_sparkle(1)
    printed = power.power(g, tm)
    answer(g, f"act|{mane}|")
    answer(g, "plus")
    assert power.power(g, tm) == printed + 2


def test_de91_a_wrinkle_in_time_banishes_an_opponents_flipped_card():
    b, _mine, _theirs, (event,) = problem_faceoff(p0=("PR79", "PR79"), hand=("DE91",))
    b.deck_top("PR36", 1)  # P1 flips a 3-power card
    g = shipped_game(b, phase="score", step="confront")
    for _ in range(10):  # pass until the window after the flips (514.3)
        if g.s["faceoff"]["flipped"][1] and g.pending().player == 0:
            break
        g.submit(["pass"])
    assert f"play|{event}|event" in keys(g)
    answer(g, f"play|{event}|event")  # the only flipped card of P1's is taken
    assert zone_codes(g, 1, "banished") == ["PR36"]
    assert zone_codes(g, 0, "banished") == []  # not your own
    settle(g)
    assert "PR36" not in zone_codes(g, 1, "deck")  # it does not go to the bottom of the deck


def test_de91_a_wrinkle_in_time_needs_a_flipped_card():
    b = rich_board()
    event = b.add("DE91", 0, "hand")
    g = shipped_game(b)  # no faceoff, nothing flipped
    assert g.pending().player == 0 and f"play|{event}|event" not in keys(g)


def test_de99_join_the_herd_gives_one_of_your_characters_two_power_and_the_chosen_color():
    b = rich_board()
    pony = b.add("PR36", 0, "play", "problem:0")  # pink, 3 power
    foe = b.add("PR36", 1, "play", "problem:0")
    card = b.add("DE99", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    answer(g, "color:yellow")
    assert f"card:{foe}" not in keys(g)  # only your characters
    answer(g, f"card:{pony}")
    assert power.power(g, pony) == 3 + 2 and "yellow" in power.colors(g, pony) and "pink" in power.colors(g, pony)
    g.expire_mods("turn")
    assert power.power(g, pony) == 3 and power.colors(g, pony) == ("pink",)


def _purpose_board() -> tuple[Board, list[int], int]:
    """P0's rich board with two frightened Friends of P0's and one of P1's, and a ready
    opposing character: every mode of Find the Purpose in Your Life can be chosen."""
    b = rich_board()
    scared = [b.add("PR36", 0, "play", "problem:0", frightened=True) for _ in range(3)]
    b.add("PR36", 1, "play", "problem:0", frightened=True)
    foe = b.add("PR36", 1, "play", "problem:1")
    return b, scared, foe


def test_de95_find_the_purpose_in_your_life_unfrightens_up_to_two_of_your_friends():
    b, scared, _foe = _purpose_board()
    g = play(b, "DE95", "event", "mode:0")
    assert set(keys(g)) == {f"card:{i}" for i in scared}  # yours only
    answer(g, f"card:{scared[0]}", f"card:{scared[1]}")
    assert [g.card(i)["frightened"] for i in scared] == [False, False, True]


def test_de95_find_the_purpose_in_your_life_exhausts_an_opposing_character_that_stays_exhausted():
    b, _scared, foe = _purpose_board()
    g = play(b, "DE95", "event", "mode:1")
    if g.pending().kind != "priority":
        answer(g, f"card:{foe}")
    assert g.card(foe)["exhausted"] and foe in held_from_next_ready(g, 1)


def test_de95_find_the_purpose_in_your_life_flips_an_additional_card_this_turn():
    b, _scared, _foe = _purpose_board()
    g = play(b, "DE95", "event", "mode:2")
    assert extra_flips(g, 0) == 1 and extra_flips(g, 1) == 0
    g.expire_mods("turn")
    assert extra_flips(g, 0) == 0


def _changeling_board() -> tuple[Board, list[int], int]:
    """P0's rich board; two Apple Brown Bettys of P0's at problem:0 with P1's face-up
    Parasprite (power 4), and a Parasprite of P1's at problem:1 where P0 has no one."""
    b = rich_board()
    ponies = [b.add(BIG, 0, "play", "problem:0") for _ in range(2)]
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")
    return b, ponies, tm


def test_de89_a_changeling_can_change_challenges_a_troublemaker_with_all_your_characters_there():
    b, _ponies, tm = _changeling_board()
    g = play(b, "DE89", "event", "mode:1")  # the one Troublemaker where P0 has characters: taken
    settle(g, until=lambda g: g.s["faceoff"] is None)
    assert g.s["phase"] == "main"  # during the Main Phase, not the Troublemaker Phase
    log = log_text(g)
    assert f"608.4: P0 challenges Purple Parasprite #{tm}" in log
    assert "Power totals: P0 7, P1 5" in log  # 3 + 3 and a flip of 1 against 4 and a flip of 1
    assert "P0 defeats Purple Parasprite" in log


def test_de89_a_changeling_can_change_moves_up_to_two_of_your_characters():
    b, ponies, _tm = _changeling_board()
    g = play(b, "DE89", "event", "mode:0")
    answer(g, f"card:{ponies[0]}", f"card:{ponies[1]}")  # the two at once (705.2e)
    then(g, "problem:1", "home:0")
    assert g.card(ponies[0])["area"] == "problem:1" and g.card(ponies[1])["area"] == "home:0"


def test_de89_a_changeling_can_change_makes_your_next_friend_cost_three_less():
    b, _ponies, _tm = _changeling_board()
    friend = b.add("PR36", 0, "hand")  # cost 3
    g = play(b, "DE89", "event", "mode:2")
    assert power.play_cost(g, 0, friend, "home:0", None) == 0


def test_de73_cheerilee_cheerileeder_adds_a_friend_at_homes_power_to_another_character():
    b = board(tokens=3)
    cheer = b.add("DE73", 0, "play", "problem:0")
    home_friend = b.add("PR36", 0, "play", "home:0")  # 3 power
    b.add("PR12", 0, "play", "problem:1")  # not at home: not offered for the cost
    pony = b.add("PR20", 0, "play", "problem:0")  # 1 power
    g = shipped_game(b)
    answer(g, f"act|{cheer}|")
    assert g.card(home_friend)["exhausted"] and g.card(cheer)["exhausted"]  # the one Friend at home
    # "another one of your characters": neither this card nor that Friend, whose power is
    # added (docs/engine.md, open card readings)
    assert f"card:{home_friend}" not in keys(g) and f"card:{cheer}" not in keys(g)
    answer(g, f"card:{pony}")
    assert power.power(g, pony) == 1 + 3


def test_de72_sweetie_belle_most_traditional_mills_any_of_a_players_top_two_and_orders_the_rest():
    b = board(tokens=3)
    belle = b.add("DE72", 0, "play", "home:0")
    third = b.deck_top("PR12", 1)
    second = b.deck_top("PR33", 1)
    top = b.deck_top("PR36", 1)
    g = shipped_game(b)
    answer(g, f"act|{belle}|")
    answer(g, "player:1")
    assert set(keys(g)) == {f"card:{top}", f"card:{second}"}  # the top two only
    answer(g)  # none to the discard pile
    answer(g, f"card:{second}")  # the one to put highest
    assert zone_codes(g, 1, "deck")[-3:] == ["PR12", "PR36", "PR33"] and third in g.s["players"][1]["deck"]
    assert g.card(belle)["exhausted"]


def test_de72_sweetie_belle_most_traditional_puts_chosen_cards_into_their_owners_discard_pile():
    b = board(tokens=3)
    belle = b.add("DE72", 0, "play", "home:0")
    b.deck_top("PR33", 0)
    top = b.deck_top("PR36", 0)
    g = shipped_game(b)
    answer(g, f"act|{belle}|")
    answer(g, "player:0")  # her own controller's deck
    answer(g, f"card:{top}")
    assert zone_codes(g, 0, "discard") == ["PR36"] and zone_codes(g, 0, "deck")[-1] == "PR33"


def test_de72_sweetie_belle_most_traditional_says_a_deck_chosen_empty_has_no_card_to_look_at():
    """A player may choose an empty deck for "the top two cards of a player's deck" (705.2e: the
    text asks only for a player); the log says that deck is empty, not that P0 "looks at the
    top 0 cards of P1's deck and puts 0 into the discard pile" (as a whole-pool game wrote)."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 3}
    belle = b.add("DE72", 0, "play", "home:0")
    b.deck_top("PR36", 0)
    g = shipped_game(b)
    answer(g, f"act|{belle}|")
    answer(g, "player:1")
    text = log_text(g)
    assert f"Nothing happens: P1's deck is empty (by the text of Sweetie Belle, Most Traditional #{belle})" in text
    assert "top 0 cards" not in text and "looks at" not in text
    assert g.card(belle)["exhausted"] and zone_codes(g, 0, "deck") == ["PR36"]


def test_de72_sweetie_belle_most_traditional_counts_one_card_looked_at_and_none_put_away_in_words():
    """A deck of one card: "looks at the top card" and "puts none into the discard pile", as
    Inspired's line counts them, not "the top 1 card" and "puts 0"."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 3}
    belle = b.add("DE72", 0, "play", "home:0")
    b.deck_top("PR36", 1)
    g = shipped_game(b)
    answer(g, f"act|{belle}|")
    answer(g, "player:1")
    answer(g)  # none to the discard pile
    assert ("P0 looks at the top card of P1's deck and puts none into the discard pile (by the text of "
            f"Sweetie Belle, Most Traditional #{belle})") in log_text(g)
    assert zone_codes(g, 1, "deck") == ["PR36"] and zone_codes(g, 1, "discard") == []


def test_de52_princess_celestia_raptor_raiser_may_make_critters_as_many_as_a_troublemakers_power():
    b = rich_board()
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")  # power 4
    b.add(TROUBLEMAKER, 1, "play", "problem:1", face_down=True)  # face down: no power to count
    g = play(b, "DE52", "home:0")
    assert g.pending().kind == "may" and "4 Critter" in g.pending().prompt  # the face-up one, taken
    assert g.card(tm)["face_down"] is False
    answer(g, "yes")
    for _ in range(4):
        answer(g, "problem:1")
    critters = [i for i in tokens_of(g, 0) if g.spec(i).has_trait("critter")]
    assert len(critters) == 4 and all(g.card(i)["area"] == "problem:1" for i in critters)
    assert all(power.power(g, i) == 1 and g.spec(i).colors == ("yellow",) for i in critters)


def test_de52_princess_celestia_raptor_raiser_is_a_may():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = play(b, "DE52", "home:0", "no")
    assert tokens_of(g, 0) == []


def _challenge_options(spike_owner: int | None, tokens: int) -> tuple[object, int]:
    """P0 at their Troublemaker Phase with `tokens` tokens and an Apple Brown Betty at P1's
    Parasprite's Problem; Spike, Garbunkle in play for `spike_owner` (or none)."""
    b = board(tokens=tokens)
    b.add(BIG, 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    if spike_owner is not None:
        b.add("DE82", spike_owner, "play", f"home:{spike_owner}")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    return g, tm


def test_de82_spike_garbunkle_opponents_pay_one_to_challenge_your_troublemakers():
    g, tm = _challenge_options(1, tokens=2)
    assert option_with(g, "Pay 1 to challenge") == f"challenge:{tm}"
    answer(g, f"challenge:{tm}")
    assert g.s["players"][0]["tokens"] == 2 - 1
    assert "608.4: P0 starts a Troublemaker faceoff" in log_text(g)


def test_de82_spike_garbunkle_no_challenge_without_the_token():
    g, tm = _challenge_options(1, tokens=0)
    assert g.pending() is None or f"challenge:{tm}" not in keys(g)
    free, tm = _challenge_options(None, tokens=0)
    assert f"challenge:{tm}" in keys(free)  # without Spike, no token is needed


def test_de82_spike_garbunkle_his_controller_challenges_for_free():
    g, _tm = _challenge_options(0, tokens=2)  # P0's own Spike: only opponents pay
    tm = next(i for i in g.s["play"] if g.spec(i).code == TROUBLEMAKER)
    assert not any("(pay" in o.label for o in g.pending().options) and f"challenge:{tm}" in keys(g)


def _power_totals_against(tm_code: str) -> str:
    """P0's Mane Character (Twilight Sparkle) and an Apple Brown Betty challenge P1's
    Troublemaker `tm_code` at problem:0: the log line with the power totals."""
    b = board(tokens=0)
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add(BIG, 0, "play", "problem:0")
    g, _tm = challenge(b, tm_code)
    settle(g, until=lambda g: g.s["faceoff"] is None)
    return next(line for line in log_text(g).splitlines() if "Power totals" in line)


def test_de121_the_squizard_mane_characters_give_no_power_to_its_faceoffs():
    assert _power_totals_against(TROUBLEMAKER).endswith("P0 5, P1 5")  # Twilight 1 + 3 + a flip of 1
    assert _power_totals_against("DE121").endswith("P0 4, P1 5")  # without Twilight's 1


def test_de121_the_squizard_opponents_cant_play_troublemakers_here():
    b = board(tokens=3)
    b.add("DE121", 1, "play", "problem:0")
    mine = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="play")
    offered = [k for k in keys(g) if k.startswith(f"tm|{mine}|")]
    assert f"tm|{mine}|problem:1" in offered and f"tm|{mine}|problem:0" not in offered


def test_de71_orchard_blossom_mills_three_then_may_put_a_friend_from_the_discard_pile_into_play():
    b = rich_board()
    b.deck_top("PR33", 0)
    b.deck_top("PR36", 0)
    b.deck_top("PR139", 0)  # a Resource: not a Friend
    g = play(b, "DE71", "home:0")
    assert zone_codes(g, 0, "discard") == ["PR139", "PR36", "PR33"]  # the top three, in order
    answer(g, "yes")
    answer(g, option_with(g, "Apple Brown Betty"))
    answer(g, "problem:1")
    assert [g.card(i)["area"] for i in find(g, "PR36", owner=0) if g.card(i)["zone"] == "play"
            and g.card(i)["area"] == "problem:1"]
    assert zone_codes(g, 0, "discard") == ["PR139", "PR33"]


def test_de71_orchard_blossom_the_friend_is_a_may():
    b = rich_board()
    b.deck_top("PR36", 0)
    g = play(b, "DE71", "home:0", "no")
    assert "PR36" in zone_codes(g, 0, "discard")


def test_de135_applejack_captain_each_player_keeps_one_friend_resource_and_troublemaker():
    b = rich_board()  # twelve Friends of P0's at home
    hat = b.add("PR151", 0, "play", "home:0")
    my_tm = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    their_friends = [b.add("PR36", 1, "play", "problem:0") for _ in range(2)]
    their_hat = b.add("PR151", 1, "play", "home:1")
    g = play(b, "DE135", "home:0")
    (captain,) = find(g, "DE135")
    answer(g, f"card:{captain}")  # P0 keeps the Captain herself
    # (P0's only Resource and Troublemaker are kept without a choice)
    assert g.pending().player == 1
    answer(g, f"card:{their_friends[1]}")
    kinds = ("friend", "resource", "troublemaker")
    kept_p0 = {i for i in g.s["play"] if g.card(i)["ctrl"] == 0 and g.spec(i).type in kinds}
    assert kept_p0 == {captain, hat, my_tm}
    kept_p1 = {i for i in g.s["play"] if g.card(i)["ctrl"] == 1 and g.spec(i).type in kinds}
    assert kept_p1 == {their_friends[1], their_hat}
    assert all(g.card(m)["zone"] == "play" for m in (*b.mane, *b.problem))  # Manes and Problems stay
    assert zone_codes(g, 1, "discard") == ["PR36"]


def test_de135_applejack_captain_put_back_by_the_opponents_portal_asks_that_player_first():
    """801.1: "each player chooses a Friend, Resource, and Troublemaker they control" is a
    simultaneous decision, made first by the player who most recently had priority: in P0's
    Main Phase P1 answers P0's Friend with Interdimensional Portal ("Immediate: Banish a
    Friend, then put that Friend into play") on their Applejack, Captain of the Seven Seas, so
    P1 chooses first, then P0."""
    b = board(tokens=6)
    mine = [b.add(PINK, 0, "play", "home:0") for _ in range(2)]
    b.players[1] = {"tokens": 3}
    captain = b.add("DE135", 1, "play", "home:1")
    theirs = [b.add(PURPLE, 1, "play", "home:1") for _ in range(3)]
    portal = b.add("EO124", 1, "hand")
    g = play(b, PINK, "home:0")
    assert g.pending().player == 1
    answer(g, f"play|{portal}|event")
    answer(g, f"card:{captain}")
    answer(g, "home:1")
    assert g.pending().player == 1 and g.pending().prompt.endswith("Choose a Friend you control to keep")
    answer(g, f"card:{theirs[0]}")
    assert g.pending().player == 0
    answer(g, f"card:{mine[0]}")
    assert [i for i in g.characters(1) if g.is_type(i, "friend")] == [theirs[0]]
    assert [i for i in g.characters(0) if g.is_type(i, "friend")] == [mine[0]]


def test_de135_applejack_captain_retires_the_rest_as_one_occurrence_saffron_masala_hears_of_each():
    """704.1b: "each player chooses a Friend, Resource, and Troublemaker they control, and retires
    the rest" is one instruction, so the cards it retires leave play together: P0's Saffron
    Masala ("When a Friend leaves play, your Mane Character gets +2 power"), retired first, still
    hears of P0's Full Steam and P1's Apple Brown Betty retired with it: twice."""
    b = board(tokens=9)
    saffron = b.add("DE77", 0, "play", "home:0")
    steam = b.add("PR31", 0, "play", "home:0")
    theirs = [b.add("PR36", 1, "play", "home:1") for _ in range(2)]
    g = play(b, "DE135", "home:0")
    (captain,) = find(g, "DE135")
    answer(g, f"card:{captain}")
    answer(g, f"card:{theirs[0]}")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert saffron not in g.s["play"] and steam not in g.s["play"] and theirs[1] not in g.s["play"]
    assert len([line for line in log_text(g).splitlines() if "gets +2 power" in line]) == 2, log_text(g)[-1500:]


def test_de127_infilitrating_the_hive_makes_a_changeling_token_of_the_chosen_color():
    b = Board(problems=("DE127", "PR190"))
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "hand")
    b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{b.problem[0]}|")  # the two cards in hand are the cost (pay 2, discard 2)
    answer(g, "color:purple")
    answer(g, "problem:0")
    (token,) = tokens_of(g, 0)
    assert g.spec(token).colors == ("purple",) and power.power(g, token) == 2
    assert g.spec(token).has_trait("changeling") and g.card(token)["area"] == "problem:0"
    assert g.s["players"][0]["tokens"] == 1 and len(zone_codes(g, 0, "discard")) == 2


def test_de127_infilitrating_the_hive_needs_two_cards_to_discard():
    b = Board(problems=("DE127", "PR190"))
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "hand")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{b.problem[0]}|")]


def _totals_with_wonderbolt(boosted: bool) -> str:
    """P0 (Rainbow Dash, Wonderbolt at home, boosted or not) challenges P1's Parasprite with
    an Apple Brown Betty; each deck flips a 1-power card: the power totals logged."""
    b = board(tokens=0, manes=("DE1", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = boosted
    b.add(BIG, 0, "play", "problem:0")
    g, _tm = challenge(b)
    settle(g, until=lambda g: g.s["faceoff"] is None)
    return next(line for line in log_text(g).splitlines() if "Power totals" in line)


def test_de1_rainbow_dash_wonderbolt_your_flipped_cards_have_two_more_power():
    assert _totals_with_wonderbolt(False).endswith("P0 4, P1 5")
    assert _totals_with_wonderbolt(True).endswith("P0 6, P1 5")  # only her controller's flip


def _flip_chief_for_p1(throne_owner: int) -> str:
    """P0 challenges P1's Parasprite; P1 flips Chief Thunderhooves (a Chaos card); Changeling
    Throne at `throne_owner`'s home: the log once the faceoff is over."""
    b = board(tokens=0)
    b.add(BIG, 0, "play", "problem:0")
    b.add("DE142", throne_owner, "play", f"home:{throne_owner}")
    b.deck_top("EO9", 1)
    g, _tm = challenge(b)
    settle(g, until=lambda g: g.s["faceoff"] is None)
    return log_text(g)


def test_de142_changeling_throne_opposing_flipped_cards_have_no_abilities():
    log = _flip_chief_for_p1(0)
    assert "P1 flips Chief Thunderhooves" in log
    assert "has no abilities as it is flipped" in log and "Glossary: Chaos" not in log


def test_de142_changeling_throne_not_for_its_controllers_own_flips():
    log = _flip_chief_for_p1(1)
    assert "Glossary: Chaos: Chief Thunderhooves, On the Warpath triggers as it is flipped" in log


def test_de44_octavia_may_put_a_revealed_resource_into_play_by_its_placement_rule():
    b = board()
    pony = b.add(WHITE, 0, "play", "home:0")  # for Octavia's 1 [Generosity]
    foe = b.add(BLUE, 1, "play", "home:1")
    b.deck_top("PR139", 0)  # Hard Hat: "Play on a Friend."
    g = play(b, "DE44", "home:0")
    assert "reveals the top card of their deck: Hard Hat" in log_text(g)
    answer(g, "yes")
    octavia = find(g, "DE44")[0]
    assert {option_with(g, g.name(i)) for i in (pony, octavia, foe)} == set(keys(g))  # any Friend
    answer(g, option_with(g, g.name(pony)))
    hat = find(g, "PR139")[0]
    assert g.card(hat)["host"] == pony and g.card(hat)["area"] == "home:0" and g.card(hat)["ctrl"] == 0
    assert "Stubborn" in power.keywords(g, pony) and zone_codes(g, 0, "deck")[-1] != "PR139"


def test_de44_octavia_leaves_a_revealed_friend_on_the_deck_and_a_resource_if_declined():
    b = board()
    b.add(WHITE, 0, "play", "home:0")
    b.deck_top(PINK, 0)
    g = play(b, "DE44", "home:0")
    assert g.pending().kind == "priority" and zone_codes(g, 0, "deck")[-1] == PINK  # not a Resource
    b = board()
    b.add(WHITE, 0, "play", "home:0")
    b.deck_top("PR139", 0)
    g = play(b, "DE44", "home:0", "no")
    assert zone_codes(g, 0, "deck")[-1] == "PR139" and not find(g, "PR139")


def test_de34_dr_hooves_puts_a_revealed_event_into_hand_for_one_less_this_turn():
    b = board(tokens=0)
    hooves = b.add("DE34", 0, "play", "home:0")
    other = b.add("PR106", 0, "hand")  # Back Where You Began (cost 1), already in hand
    b.add(BLUE, 1, "play", "home:1")
    b.deck_top("PR106", 0)
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith("play|")]  # no token: nothing to play
    activate(g, hooves)
    assert g.card(hooves)["exhausted"] and "reveals the top card of their deck: Back Where You Began" in log_text(g)
    revealed = [i for i in g.s["players"][0]["hand"] if i != other]
    assert len(revealed) == 1 and g.spec(revealed[0]).code == "PR106"
    playable = [k for k in keys(g) if k.startswith("play|")]
    assert playable == [f"play|{revealed[0]}|event"]  # that Event only, for 1 - 1
    assert power.play_cost(g, 0, other, None, None) == 1
    while g.s["turn"] == 3:  # P0 ends the turn: "this turn" is over
        g.submit(["pass"] if g.pending().kind == "priority" else keys(g)[: g.pending().min])
    assert revealed[0] in g.s["players"][0]["hand"] and power.play_cost(g, 0, revealed[0], None, None) == 1


def test_de34_dr_hooves_leaves_a_card_that_is_not_an_event_on_top_of_the_deck():
    b = board(tokens=0)
    hooves = b.add("DE34", 0, "play", "home:0")
    b.deck_top(PINK, 0)
    g = shipped_game(b)
    activate(g, hooves)
    assert zone_codes(g, 0, "deck")[-1] == PINK and not g.s["players"][0]["hand"]
    assert power.card_discounts_flag(0) not in g.s["flags"]


def test_de13_wild_fire_may_discard_a_card_to_challenge_a_troublemaker_there_alone():
    b = rich_board()
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")  # Purple Parasprite, power 4
    mate = b.add(PINK, 0, "play", "problem:0")
    b.add(PINK, 0, "hand")  # the card to discard
    g = play(b, "DE13", "problem:0")
    assert g.pending().kind == "may"  # (discard a card to challenge)
    answer(g, "yes")
    log = log_text(g)
    wild = find(g, "DE13")[0]
    assert "P0 discards Apple Brown Betty" in log and zone_codes(g, 0, "hand") == []
    assert f"P0 challenges Purple Parasprite #{tm}" in log
    assert "Power totals: P0 6" in log  # Wild Fire 3 + Competitive 2 + a 1 flipped; not Betty's 3
    assert g.card(mate)["zone"] == "play" and wild in g.s["play"]


def test_de13_wild_fire_challenges_a_troublemaker_away_from_its_area_even_from_home():
    """514.2a.i: "challenge an opposing Troublemaker with this card" names Wild Fire, Hot
    Tempered wherever it entered play, its home too (608.2, a character at the Troublemaker's
    Problem, is a rule of the Challenge Step): it challenges alone and stays where it is."""
    for area in ("home:0", "problem:0"):
        b = rich_board()
        tm = b.add(TROUBLEMAKER, 1, "play", "problem:1")  # elsewhere
        b.add(PINK, 0, "hand")
        g = play(b, "DE13", area)
        assert g.pending().kind == "may"
        answer(g, "yes")
        log = log_text(g)
        wild = find(g, "DE13")[0]
        assert f"P0 challenges Purple Parasprite #{tm}" in log and zone_codes(g, 0, "hand") == []
        assert "Power totals: P0 6" in log  # Wild Fire 3 + Competitive 2 + a 1 flipped
        assert g.card(wild)["area"] == area


def test_de13_wild_fire_is_not_asked_without_an_opposing_troublemaker():
    b = rich_board()
    b.add(TROUBLEMAKER, 0, "play", "problem:1")  # its own player's: not "opposing"
    b.add(PINK, 0, "hand")
    g = play(b, "DE13", "home:0")
    assert g.pending().kind == "priority" and zone_codes(g, 0, "hand") == [PINK]


def test_de140_sunset_festival_takes_the_first_friend_revealed_from_an_opponents_deck():
    b = rich_board()
    b.deck_top(BLUE, 1)  # deeper
    b.deck_top("PR106", 1)  # an Event on top of it
    b.deck_top("PR139", 1)  # a Resource on top
    g = play(b, "DE140", "event")
    assert "P0 reveals from the top of P1's deck: Hard Hat" in log_text(g)
    answer(g, "problem:0")
    taken = [i for i in g.characters(0) if g.card(i)["owner"] == 1]
    assert [g.spec(i).code for i in taken] == [BLUE] and g.card(taken[0])["area"] == "problem:0"
    assert g.card(taken[0])["ctrl"] == 0
    deck = zone_codes(g, 1, "deck")
    assert "PR106" in deck and "PR139" in deck and BLUE not in deck  # the others stay, shuffled
    assert "P1 shuffles their deck" in log_text(g)


def test_de140_sunset_festival_reveals_a_whole_deck_without_a_friend_and_takes_nothing():
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 9}
    for code in ("PR12", "PR12", "PR33", "PR36", "PR36", "PR60", "PR79", "PR79", "PR81"):
        b.add(code, 0, "play", "home:0")
    b.deck_top("PR106", 1)
    g = play(b, "DE140", "event")
    assert g.pending().kind == "priority" and zone_codes(g, 1, "deck") == ["PR106"]
    assert not [i for i in g.characters(0) if g.card(i)["owner"] == 1]


def test_de32_ravers_puts_a_token_at_each_problem_for_a_non_token_friend_until_the_turn_ends():
    b = rich_board()
    b.add("DE32", 0, "play", "home:0")
    g = play(b, PINK, "home:0")  # (the triggered ability is processed before the next priority, 712.1)
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert sorted(g.card(i)["area"] for i in tokens) == ["problem:0", "problem:1"]  # one each: no chain
    assert all(g.card(i)["ctrl"] == 0 and power.power(g, i) == 1 for i in tokens)
    while g.s["turn"] == 3:  # P0 ends the turn: the tokens are banished (they cease to exist, 521.3)
        g.submit(["pass"] if g.pending().kind == "priority" else keys(g)[: g.pending().min])
    assert not [i for i in g.s["play"] if g.card(i).get("token")]


def test_de32_ravers_ignores_an_opponents_friend_entering_play():
    b = rich_board()
    b.add("DE32", 0, "play", "home:0")
    g = shipped_game(b)
    friend = g.s["players"][1]["deck"][-1]
    new = g.relocate(friend, "play", area="home:1")
    g.emit_event("enter_play", {"card": new, "area": "home:1", "player": 1})
    assert not g.s["waiting"] and not [i for i in g.s["play"] if g.card(i).get("token")]


def test_de141_scrapbook_project_each_player_discards_once_both_have_chosen():
    """Judge scenario (801.1): at the end of P0's turn Scrapbook Project has each player discard
    a card. P0 chooses first; P0's card stays in hand while P1 chooses, and both are then
    discarded."""
    b = Board()
    b.add("DE141", 0, "play", "home:0")
    mine = [b.add(PINK, 0, "hand") for _ in range(2)]
    theirs = [b.add(BLUE, 1, "hand") for _ in range(2)]
    g = shipped_game(b)
    pass_until(g, kind="discard")
    assert g.pending().player == 0
    answer(g, f"card:{mine[0]}")
    assert g.pending().player == 1 and zone_codes(g, 0, "hand") == [PINK, PINK]
    answer(g, f"card:{theirs[0]}")
    assert zone_codes(g, 0, "discard") == [PINK] and zone_codes(g, 1, "discard") == [BLUE]


def _scrapbook_win(*discard: str) -> tuple[MlpGame, list[int]]:
    """P0, with Scrapbook Project at home and `discard` in their discard pile, wins a Problem
    faceoff (three 3-power Friends); P0's Mane's trigger is ordered after it."""
    b, _, _, _ = problem_faceoff(p0=(BIG, BIG, BIG), tokens=0)
    b.add("DE141", 0, "play", "home:0")
    pile = [b.add(code, 0, "discard") for code in discard]
    g = shipped_game(b, phase="score", step="confront")
    if g.pending().kind == "trigger_order":
        answer(g, option_with(g, "Scrapbook"))
    return g, pile


def test_de141_scrapbook_project_banishes_one_of_each_type_to_score_a_point_for_a_won_faceoff():
    g, pile = _scrapbook_win(BLUE, PINK, "PR139", "PR106", TROUBLEMAKER)
    before = g.s["players"][0]["score"]
    answer(g, "yes")
    answer(g, f"card:{pile[1]}")  # of the two Friends, Apple Brown Betty
    assert g.s["players"][0]["score"] == before + 1
    assert sorted(zone_codes(g, 0, "banished")) == sorted([PINK, "PR139", "PR106", TROUBLEMAKER])
    assert zone_codes(g, 0, "discard")[:1] == [BLUE]


def test_de141_scrapbook_project_asks_nothing_without_all_four_types():
    g, _ = _scrapbook_win(BLUE, "PR139", "PR106")  # no Troublemaker
    assert not g.pending().prompt.startswith("Banish a Friend, Resource, Event and Troublemaker")
    assert zone_codes(g, 0, "banished") == []


def test_de116_changeling_mimics_taxes_the_chosen_type_until_the_opponents_next_turn():
    b = rich_board(tokens=0)
    b.add("DE116", 1, "play", "problem:1")  # P1's face-up Troublemaker
    event = b.add("PR106", 0, "hand")  # cost 1
    friend = b.add(PINK, 0, "hand")
    own = b.add("PR106", 1, "hand")
    g = shipped_game(b, phase="ready", step="ready")  # P0's turn begins
    assert g.pending().kind == "mode" and g.pending().player == 1
    answer(g, "event")
    assert power.play_cost(g, 0, event, None, None) == 1 + 3
    assert power.play_cost(g, 0, friend, "home:0", None) == g.spec(friend).cost  # another type
    assert power.play_cost(g, 1, own, None, None) == 1  # not its controller
    assert power.troublemaker_play_cost(g, 0, "problem:0") == 1
    g.expire_mods("next_turn:1")  # P1's turn begins: still taxed
    assert power.play_cost(g, 0, event, None, None) == 4
    g.expire_mods("next_turn:0")  # P0's next turn begins
    assert power.play_cost(g, 0, event, None, None) == 1


def test_de116_changeling_mimics_may_tax_troublemakers_played_face_down_or_nothing():
    b = rich_board(tokens=0)
    b.add("DE116", 1, "play", "problem:1")
    g = shipped_game(b, phase="ready", step="ready")
    answer(g, "troublemaker")
    assert power.troublemaker_play_cost(g, 0, "problem:0") == 1 + 3
    b = rich_board(tokens=0)
    b.add("DE116", 1, "play", "problem:1")
    g = shipped_game(b, phase="ready", step="ready")
    labels = {o.key: o.label for o in g.pending().options}
    assert labels["none"] == "None: P0 pays as usual"  # (not a bare "None", read as a type)
    answer(g, "none")
    assert power.troublemaker_play_cost(g, 0, "problem:0") == 1 and not g.s["mods"]


def test_de5_rarity_boosted_banishes_a_friend_of_the_faceoff_starter_until_it_ends():
    b, mine, _, _ = problem_faceoff(tokens=0, manes=("PR2", "DE5"))  # P1's Rarity, boosted
    b.cards[b.mane[1] - 1].update(boosted=True)
    g = shipped_game(b, phase="score", step="confront")  # P0 starts a Problem faceoff
    assert g.pending().kind == "may" and g.pending().player == 1
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{i}" for i in mine}  # only the opponent's Friends
    banished = g.name(mine[0])
    answer(g, f"card:{mine[0]}")
    assert g.pending().player == 1 and g.pending().kind == "area"  # Rarity's player puts it back
    (gone,) = g.s["players"][0]["banished"]
    assert g.pending().prompt == f"{g.name(b.mane[1])}: Where does {g.spec(gone).name} come back into play?"
    answer(g, "home:0")
    log = log_text(g)
    assert "Rarity, Fashion Mogul #2 becomes exhausted" in log and f"{banished} is banished" in without_numbers_now(log)
    assert "Power totals: P0 6, P1 7" in log  # one Blue Moon fewer
    assert log.index("P1 puts ") > log.index("514.6: P1's flipped cards")  # as it ends
    back = [i for i in g.characters(0) if g.spec(i).code == "PR60"]
    assert len(back) == 2 and zone_codes(g, 0, "banished") == []


def test_de5_rarity_does_not_answer_its_own_players_faceoff():
    b, _, _, _ = problem_faceoff(tokens=0, manes=("DE5", "PR2"))  # P0's own Rarity
    b.cards[b.mane[0] - 1].update(boosted=True)
    g = shipped_game(b, phase="score", step="confront")
    assert "Banish until faceoff end" not in (g.pending().prompt if g.pending() else "")
    assert zone_codes(g, 1, "banished") == []


def test_de83_mayor_mare_gives_an_opposing_character_in_a_faceoff_minus_1_per_character_at_home():
    b, _, theirs, _ = problem_faceoff(tokens=3, hand=(PINK, PINK))
    mayor = b.add("DE83", 0, "play", "home:0")
    b.add(BLUE, 0, "play", "home:0")
    b.add(PINK, 0, "play", "problem:0")  # not at home: not counted
    g = shipped_game(b, phase="score", step="confront")
    activate(g, mayor)
    assert set(keys(g)) == {f"card:{i}" for i in (b.mane[1], *theirs)}  # opposing, involved
    foe = g.name(theirs[0])
    answer(g, f"card:{theirs[0]}")
    log = log_text(g)
    assert f"Mayor Mare, Emergency Session #{mayor} becomes exhausted" in log
    assert zone_codes(g, 0, "hand") == [] and zone_codes(g, 0, "discard")[:2] == [PINK, PINK]  # its cost
    assert f"{foe} gets -2 power until the end of the faceoff" in log  # Mayor Mare and Emerald Green
