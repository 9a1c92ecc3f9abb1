"""Named counters (519) and more Chaos wordings (glossary) read in parts. Each test is a
judge's board on real cards of the shipped database, the answers given, and the result."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.coverage import CARRIED_OUT, coverage
from engine.mlp.effects import abilities
from engine.mlp.values import power
from tests.engine.card_play import start_challenge
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
    zone_codes,
)


def _in_play(g, code: str) -> list[int]:
    return [i for i in g.s["play"] if g.spec(i).code == code]


def _fake_faceoff(g, areas=("problem:0",), kind="problem"):
    g.s["faceoff"] = {"kind": kind, "areas": list(areas), "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def _acts(g, iid: int) -> list[str]:
    return [k for k in keys(g) if k.startswith(f"act|{iid}|")]


def test_the_counter_and_chaos_wordings_complete_their_cards():
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("CS7", "HM127", "AD194", "DE114", "AD117", "HM150", "SB9", "CG3", "EO166", "MT10", "MT16",
                 "MT30", "MT38", "MT46", "MT51", "AD72", "AD100", "EO180", "DE113", "LL17", "LL73", "MT99",
                 "EO42", "HM0", "CN202", "AD204", "CG80", "MT23", "MT111", "CG101", "CG138", "AD197", "CN201", "CG203", "AD205", "AD150",
                 "AD147", "LL11", "CG154", "CG204"):
        assert rows[code] in CARRIED_OUT, code


def test_named_counters_load_and_save_with_the_board_cs7():
    """Board-state format: a card's `counters` holds any counter name (519.1); the file
    written back is the file read."""
    b = Board()
    tree = b.add("CS7", 0, "play", "home:0", counters={"harmony": 2})
    g = shipped_game(b)
    assert g.card(tree)["counters"] == {"harmony": 2}
    doc = export_board(g)
    again = load_board(doc, default_library())
    assert export_board(again) == doc


def test_exhaust_this_card_and_a_friend_to_put_a_harmony_counter_cs7():
    """703.1d: both are costs ("Exhaust this card and one of your Friends"); 519.1 the
    counter goes on this card."""
    b = Board()
    b.players[0] = {"tokens": 2}
    friend = b.add("PR20", 0, "play", "home:0")
    tree = b.add("CS7", 0, "play", "home:0")
    g = shipped_game(b)
    first = _acts(g, tree)[0]
    answer(g, first)  # the only Friend of P0 (a Mane Character is not a Friend) pays, unasked
    assert g.card(tree)["exhausted"] and g.card(friend)["exhausted"]
    assert g.card(tree)["counters"] == {"harmony": 1}
    assert "gets a Harmony counter" in log_text(g)


def test_exhausting_a_friend_is_a_cost_that_must_be_payable_cs7():
    """705.2: with no ready Friend to exhaust, the first ability is not offered."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR20", 0, "play", "home:0", exhausted=True)
    tree = b.add("CS7", 0, "play", "home:0", counters={"harmony": 3})
    g = shipped_game(b)
    assert len(_acts(g, tree)) == 1  # only "Retire this card to gain ..."


def test_retire_to_gain_a_token_per_harmony_counter_counts_them_as_it_was_cs7():
    """The cost retires the card first (703.1d); its Harmony counters are counted as it
    last was in play (docs/engine.md, "Named counters"): 3 counters, 3 action tokens."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.cards[b.mane[0] - 1]["exhausted"] = True
    tree = b.add("CS7", 0, "play", "home:0", counters={"harmony": 3})
    g = shipped_game(b)
    (retire,) = _acts(g, tree)
    answer(g, retire)
    assert tree not in g.s["play"] and zone_codes(g, 0, "discard") == ["CS7"]
    assert g.s["players"][0]["tokens"] == 5


def test_retire_with_no_counters_gains_nothing_cs7():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.cards[b.mane[0] - 1]["exhausted"] = True
    tree = b.add("CS7", 0, "play", "home:0")
    g = shipped_game(b)
    (retire,) = _acts(g, tree)
    answer(g, retire)
    assert g.s["players"][0]["tokens"] == 2


def test_chorus_counters_raise_the_opponents_requirement_only_hm127():
    """702: "Opponents need +1 power to confront this Problem for each Chorus counter on
    this card": the owner's requirement is unchanged, the opponent's grows by one a counter."""
    plain = Board(problems=("HM127", "PR190"))
    counted = Board(problems=("HM127", "PR190"))
    counted.cards[counted.problem[0] - 1]["counters"] = {"chorus": 2}
    g0, g2 = shipped_game(plain), shipped_game(counted)
    assert power.requirements(g2, 0, "problem:0") == power.requirements(g0, 0, "problem:0")
    before = power.requirements(g0, 1, "problem:0")
    after = power.requirements(g2, 1, "problem:0")
    assert [r[2] for r in after] == [r[2] + 2 if r[0] == "wild" else r[2] for r in before]


def test_confronting_this_problem_may_put_a_chorus_counter_on_it_hm127():
    """704, 712.3: "you may" is decided as the effect resolves; yes puts one Chorus counter
    on the Problem."""
    for say, expected in (("yes", {"chorus": 1}), ("no", {})):
        b = Board(problems=("HM127", "PR190"))
        for _ in range(4):
            b.add("PR36", 0, "play", "problem:0")
            b.add("PR79", 0, "play", "problem:0")
        g = shipped_game(b, phase="score", step="confront")
        pass_until(g, kind="may")
        assert "HM127" in g.pending().prompt or g.pending().kind == "may"
        answer(g, say)
        assert g.card(b.problem[0])["counters"] == expected, say


def test_momentum_counters_as_it_enters_and_power_during_faceoffs_ad194():
    """706.1d: "When this card enters play, put 3 Momentum counters on it"; 708.2a: +2 power
    for each of them only while involved in a faceoff."""
    b = Board()
    b.players[0] = {"tokens": 5}
    for _ in range(4):
        b.add("PR8", 0, "play", "home:0")  # [Loyalty] power for the play requirement
    dash = b.add("AD194", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{dash}|problem:0")
    (dash,) = _in_play(g, "AD194")
    assert g.card(dash)["counters"] == {"momentum": 3}
    assert power.power(g, dash) == 2
    _fake_faceoff(g)
    assert power.power(g, dash) == 2 + 6


def test_removing_the_last_momentum_counter_retires_it_ad194():
    """At the end of the turn a Momentum counter is removed (519.3); the last one removed
    triggers "When you remove the last Momentum counter from this card, retire this card"."""
    for start, retired in ((1, True), (2, False)):
        b = Board()
        b.players[0] = {"tokens": 0}
        dash = b.add("AD194", 0, "play", "home:0", counters={"momentum": start})
        g = shipped_game(b, phase="score", step="score")
        for _ in range(40):
            if g.s["turn_player"] == 1 or g.pending() is None:
                break
            answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
        assert (dash not in g.s["play"]) is retired, start
        if not retired:
            assert g.card(dash)["counters"] == {"momentum": start - 1}
        assert ("AD194" in zone_codes(g, 0, "discard")) is retired


def test_fifth_trainee_counter_retires_the_runway_and_makes_five_tokens_de114():
    """712: the fifth counter triggers "if there are 5 or more Trainee counters, retire it"
    (712.2, checked as it triggers); as it leaves play it had 5 counters, so 5 Pegasus
    tokens with Swift enter play (521.1), each where its controller chooses."""
    b = Board()
    runway = b.add("DE114", 0, "play", "home:0", counters={"trainee": 4})
    g = shipped_game(b, phase="ready", step="ready")
    made = 0
    for _ in range(20):
        d = g.pending()
        if d is None or d.kind != "area":
            break
        answer(g, "home:0")
        made += 1
    assert runway not in g.s["play"] and "DE114" in zone_codes(g, 0, "discard")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert made == 5 and len(tokens) == 5
    assert all("Swift" in g.spec(i).keywords and g.spec(i).power == 1 for i in tokens)


def test_fourth_trainee_counter_keeps_the_runway_de114():
    b = Board()
    runway = b.add("DE114", 0, "play", "home:0", counters={"trainee": 3})
    g = shipped_game(b, phase="ready", step="ready")
    assert runway in g.s["play"] and g.card(runway)["counters"] == {"trainee": 4}
    assert not [i for i in g.s["play"] if g.card(i).get("token")]


def test_a_frightened_card_loses_its_named_counters_and_triggers_nothing_ad194():
    """504.1: all counters are removed as it becomes frightened; that is not "you remove"."""
    b = Board()
    dash = b.add("AD194", 0, "play", "home:0", counters={"momentum": 1})
    g = shipped_game(b)
    g.frighten(dash)
    assert g.card(dash)["counters"] == {} and dash in g.s["play"]
    assert not g.s["waiting"]  # no "When you remove the last Momentum counter" trigger waits


def _challenge_with_flip(top: str, tokens: tuple[int, int] = (2, 3)):
    b = Board()
    b.players[0] = {"tokens": tokens[0]}
    b.players[1] = {"tokens": tokens[1]}
    mine = b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    b.deck_top(top, 0)
    g = start_challenge(b, tm)
    return g, mine


def test_chaos_all_players_lose_their_action_tokens_hm150():
    """Glossary, Chaos: the flipped card's ability; "all players" in turn order (801)."""
    g, _ = _challenge_with_flip("HM150")
    text = log_text(g)
    assert text.index("712: P0 loses 2 action tokens") < text.index("712: P1 loses 3 action tokens")
    assert g.s["players"][0]["tokens"] == 0  # (P1 has gained tokens again in their own turn since)


def test_chaos_all_opponents_lose_an_action_token_ad117():
    g, _ = _challenge_with_flip("AD117")
    assert "712: P1 loses 1 action token" in log_text(g)
    assert g.s["players"][0]["tokens"] == 2 and "P0 loses" not in log_text(g)


def test_chaos_an_opponent_with_no_action_token_loses_none_ad117():
    """Trampled flipped while the opponent has no action token: the log says so, where it said
    "“Chaos: When this card is flipped, all opponents lose an action token” finds nothing to
    act on" (whole-pool game 73600, turn 33)."""
    g, _ = _challenge_with_flip("AD117", tokens=(2, 0))
    assert ("Nothing happens: “Chaos: When this card is flipped, all opponents lose an action token” is not "
            "done: P1 has no action token (by the text of Trampled #") in log_text(g)


def test_event_an_opponent_loses_two_action_tokens_ad117():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.players[1] = {"tokens": 5}
    for _ in range(2):
        b.add("PR80", 0, "play", "home:0")  # [Kindness] power for the play requirement
    event = b.add("AD117", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.s["players"][1]["tokens"] == 3


def test_chaos_you_may_put_the_flipped_friend_into_play_sb9():
    """Glossary, Chaos; 706.1: the flipped Friend leaves the flip zone and enters play where
    its owner chooses (it is not played); its own "When this card enters play" triggers; it
    no longer counts as a flipped card (514.4a) but as a character at that Problem."""
    g, _ = _challenge_with_flip("SB9")
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert g.pending().kind == "area"
    assert set(keys(g)) == {"home:0", "problem:0", "problem:1"}
    answer(g, "problem:0")
    (apple,) = _in_play(g, "SB9")
    assert g.card(apple)["area"] == "problem:0"
    assert power.power(g, apple) == 4  # +2 until the end of the turn as it entered play
    # counted once, as a character involved: P0's Friend 1 + Caramel Apple 4; P1's
    # Troublemaker 4 + flipped card 1
    assert "514.4: Power totals: P0 5, P1 5" in log_text(g)
    assert "706.1: P0 puts Caramel Apple, Enter the Fray" in log_text(g)
    assert "SB9" not in zone_codes(g, 0, "deck")  # not put on the bottom with the flipped cards


def test_chaos_declining_leaves_the_friend_flipped_sb9():
    g, _ = _challenge_with_flip("SB9")
    answer(g, "no")
    assert not _in_play(g, "SB9")
    assert "514.4: Power totals: P0 3, P1 5" in log_text(g)  # 1 + its printed 2 as a flipped card
    assert "SB9" in zone_codes(g, 0, "deck")  # 514.6: to the bottom with the flipped cards


def _problem_faceoff_board(extra_power: int) -> tuple[Board, int]:
    """P0 confronts P1's Runaway Cart with 4 power, P1 meets its own side with 2; both decks
    flip 1-power ponies, so P0 wins by 2 plus `extra_power`."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"  # Twilight 1
    b.add("PR60", 0, "play", "problem:1")  # Blue Moon 2
    b.add("PR20", 0, "play", "problem:1")  # Sweetie Sunrise 1
    for _ in range(extra_power // 3):
        b.add("PR36", 0, "play", "problem:1")  # Apple Brown Betty 3
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    idol = b.add("EO166", 0, "play", "home:0")
    return b, idol


def test_winning_a_problem_faceoff_by_five_puts_a_gold_counter_eo166():
    """514.5: the margin is the difference of the power totals; "by at least 5 power" is met
    by 8 (any Problem faceoff its controller wins, not only those involving it) and not by 2."""
    for extra, expected in ((6, {"gold": 1}), (0, {})):
        b, idol = _problem_faceoff_board(extra)
        g = b.game(default_library(), phase="score", step="confront")
        assert "514.5c" in [rule for _, rule, _ in g.log]
        if g.pending() is not None and g.pending().kind == "trigger_order":
            answer(g, option_with(g, "Idol of Boreas"))  # 511.7a: the player orders the triggers
        assert g.card(idol)["counters"] == expected, extra


def test_fifth_shield_counter_turns_the_mane_character_over_cg3():
    """712: an opponent's Friend entering play at its Problem puts a Shield counter on it;
    at 5 they are removed and it turns over to its Boosted side (301.2); at 4 nothing more."""
    for start, boosted in ((4, True), (3, False)):
        b = Board(manes=("CG3", "PR2"))
        b.cards[b.mane[0] - 1]["area"] = "problem:0"
        b.cards[b.mane[0] - 1]["counters"] = {"shield": start}
        b.players[1] = {"tokens": 5}
        b.players[0] = {"tokens": 0}
        friend = b.add("PR20", 1, "hand")
        g = shipped_game(b, turn_player=1)
        answer(g, f"play|{friend}|problem:0")
        for _ in range(5):
            if g.pending() is None or g.pending().player == 1:
                break
            answer(g, "pass")
        cadance = g.card(b.mane[0])
        assert cadance["boosted"] is boosted, start
        assert cadance["counters"] == ({} if boosted else {"shield": start + 1})


def test_cutie_marked_card_has_power_and_a_keyword_at_once_mt10():
    """Glossary, Cutie Mark: "Pay [2] to Cutie Mark this card" puts a +1 power counter on it
    and it becomes cutie marked; 708.2a: from then on "While this card is Cutie Marked, it
    has +1 power and Swift" applies (keywords read before the change are not kept)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    dash = b.add("MT10", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, dash) == 1 and not power.has_keyword(g, dash, "Swift")
    (mark,) = _acts(g, dash)
    answer(g, mark)
    assert g.card(dash)["counters"] == {"power": 1, "cutie_mark": 1}
    assert power.power(g, dash) == 1 + 1 + 1
    assert power.has_keyword(g, dash, "Swift")
    assert g.s["players"][0]["tokens"] == 1


def test_a_cutie_mark_drops_the_settled_board_too_mt10():
    """708.2a at once: the board index kept for readers that find it settled
    (`MlpGame.settled_board`) must not outlive a cutie mark, or the holders of a keyword
    granted "while this card is Cutie Marked" are read from before it."""
    b = Board()
    dash = b.add("MT10", 0, "play", "home:0")
    g = shipped_game(b)
    assert abilities.keyword_holders(g, "Swift") == []  # (kept with the board index)
    assert g.cutie_mark(dash)
    assert abilities.keyword_holders(g, "Swift") == [dash]


def test_cutie_marked_keyword_with_a_number_from_the_board_state_mt51():
    """A board state with the cutie-marked record (`counters`, docs/board-state-format.md)."""
    b = Board()
    shy = b.add("MT51", 0, "play", "home:0", counters={"power": 1, "cutie_mark": 1})
    plain = b.add("MT51", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.keywords(g, shy).get("Calming") == 1 and power.power(g, shy) == 3
    assert "Calming" not in power.keywords(g, plain) and power.power(g, plain) == 1
    g.frighten(shy)  # 504.1: its counters go, and with them the cutie-marked record
    assert "Calming" not in power.keywords(g, shy)


def _first_totals(g) -> str:
    return next(text for _, rule, text in g.log if rule == "514.4")


def test_chaos_flipped_card_gets_power_for_each_of_your_friends_involved_ad72():
    """Glossary, Chaos; 514.4a: the flipped card's power (2) +1 for the one Friend of its
    player involved; counted as the ability resolves."""
    g, _ = _challenge_with_flip("AD72")
    assert "Lemon Hearts, Animancer" in log_text(g) and "gets +1 power until the end of the faceoff" in log_text(g)
    assert _first_totals(g) == "Power totals: P0 4, P1 5"  # 1 + (2 + 1) against 4 + 1


def test_chaos_flipped_event_counts_opposing_characters_involved_ad100():
    """In a Problem faceoff both of P1's characters there are involved (514.2b): the flipped
    For Equestria! (3) gets +2; a Troublemaker is not a character, so in a Troublemaker
    faceoff it gets nothing."""
    b, _ = _problem_faceoff_board(0)
    b.deck_top("AD100", 0)
    g = b.game(default_library(), phase="score", step="confront")
    assert _first_totals(g) == "Power totals: P0 9, P1 3"  # 4 + (3 + 2) against 2 + 1
    g, _ = _challenge_with_flip("AD100")
    assert _first_totals(g) == "Power totals: P0 4, P1 5"  # 1 + 3 against 4 + 1


def test_faceoff_event_a_friend_gets_power_for_each_opposing_character_involved_ad100():
    """708.2b: counted once as the Event makes the modifier: P1 has two characters involved, so +2;
    a power change until the end of the faceoff is a definite continuous modifier (708.2)."""
    b, _ = _problem_faceoff_board(0)
    b.players[0] = {"tokens": 3}
    for _ in range(2):
        b.add("PR54", 0, "play", "home:0")  # [Magic] power for the play requirement
    event = b.add("AD100", 0, "hand")
    g = b.game(default_library(), phase="score", step="confront")
    for _ in range(10):
        if f"play|{event}|event" in keys(g):
            break
        answer(g, "pass")
    assert g.s["faceoff"] is not None
    answer(g, f"play|{event}|event")
    (moon,) = [i for i in g.characters(0) if g.spec(i).code == "PR60"]
    answer(g, f"card:{moon}")
    assert f"708.2: Blue Moon, Ol' Blue Eyes #{moon} gets +2 power until the end of the faceoff" in log_text(g)
    assert _first_totals(g) == "Power totals: P0 7, P1 3"  # 4 + 2 + a flipped 1 against 2 + 1


def test_faceoff_event_counting_no_opposing_character_asks_nothing_and_says_so_ad100():
    """Judge scenario (707.2, 705.2e): P0 plays For Equestria! (AD100, "Faceoff: A Friend gets
    +1 power for each opposing character involved in the faceoff until the end of the
    faceoff") in a Troublemaker faceoff, where no opposing character is involved (a
    Troublemaker is not a character). It asked "Choose a card to get +0 power ..." and logged
    "... gets +0 power": +0 changes nothing, so nothing is asked and the line says the text
    found nothing to act on, as the same card's Chaos ability flipped there says."""
    b = Board()
    b.players[0] = {"tokens": 3}
    for _ in range(2):
        b.add("PR54", 0, "play", "problem:0")  # [Magic] power for the play requirement
    event = b.add("AD100", 0, "hand")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    answer(g, f"play|{event}|event")
    queued = next(text.split(" as ")[-1].split(" (")[0] for _, _, text in g.log if "into the queue as" in text)
    assert g.pending().kind == "send_home"  # (no card chosen: the faceoff went on to its end)
    assert "+0 power" not in log_text(g)
    assert ("705.2e: Nothing happens: “A Friend gets +1 power for each opposing character involved in the faceoff "
            f"until the end of the faceoff” finds nothing to act on (by the text of {queued})") in log_text(g)


def test_chaos_flipped_card_gets_power_if_an_opponent_has_more_points_eo180():
    """Glossary, Chaos: "it gets +3 power if an opponent has more points than you", checked
    as the ability resolves, for the player who flipped it."""
    for theirs, expected in ((3, "Power totals: P0 8, P1 5"), (0, "Power totals: P0 5, P1 5")):
        b = Board()
        b.players[0] = {"tokens": 2}
        b.players[1] = {"tokens": 2, "score": theirs}
        b.add("PR20", 0, "play", "problem:0")
        tm = b.add("PR157", 1, "play", "problem:0")
        b.deck_top("EO180", 0)
        g = start_challenge(b, tm)
        assert _first_totals(g) == expected, theirs


def test_distribute_two_power_counters_one_at_a_time_ll17():
    """712.2: "if a player has 8 or more points" as it triggers; 712.3: "you may"; then each
    +1 power counter goes on a Friend of the player's choice (519.4), here one on each."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.players[1] = {"score": 8}
    pony = b.add("PR20", 0, "play", "home:0")
    jack = b.add("LL17", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{jack}|home:0")
    (jack,) = _in_play(g, "LL17")
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{pony}", f"card:{jack}"}  # Friends only: not the Mane Character
    answer(g, f"card:{pony}")
    answer(g, f"card:{jack}")
    assert g.card(pony)["counters"] == {"power": 1} and g.card(jack)["counters"] == {"power": 1}
    assert power.power(g, pony) == 2


def test_distribute_both_counters_on_one_friend_and_no_trigger_below_8_points_ll17():
    for score, triggered in ((8, True), (7, False)):
        b = Board()
        b.players[0] = {"tokens": 3}
        b.players[1] = {"score": score}
        pony = b.add("PR20", 0, "play", "home:0")
        jack = b.add("LL17", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{jack}|home:0")
        d = g.pending()
        assert (d.kind == "may") is triggered, score
        if triggered:
            answer(g, "yes")
            answer(g, f"card:{pony}")
            answer(g, f"card:{pony}")
            assert g.card(pony)["counters"] == {"power": 2}


def test_chaos_an_opponent_retires_a_friend_involved_mt99():
    """Glossary, Chaos: done by the opponent of the player who flipped it, who retires one
    of their own Friends involved in the faceoff (410.2); a Mane Character is not a Friend."""
    b, _ = _problem_faceoff_board(0)
    b.deck_top("MT99", 0)
    theirs = next(c["iid"] for c in b.cards if c["card"] == "PR20" and c["owner"] == 1 and c["zone"] == "play")
    g = b.game(default_library(), phase="score", step="confront")
    assert theirs not in g.s["play"] and zone_codes(g, 1, "discard") == ["PR20"]
    assert f"Sweetie Sunrise, Early Riser #{theirs} is retired" in log_text(g, numbers_now=False)
    assert g.card(b.mane[1])["zone"] == "play"


def test_event_put_on_top_of_the_deck_then_flipped_ends_its_play_ad111():
    """705.2, 410: "put this card on top of its owner's deck" and "flip an additional card"
    chosen together: the Event is flipped (515.1) before its play ends; the play then ends
    with the card where it is (flipped, not discarded). Found by the card-pool soak."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR20", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("AD111", 0, "hand")
    g = start_challenge(b, tm)
    for _ in range(5):
        if f"play|{event}|event" in keys(g):
            break
        answer(g, "pass")
    answer(g, f"play|{event}|event")
    answer(g, "mode:1", "mode:2")
    assert "P0 flips Rainbow's Epiphany" in log_text(g)
    assert "AD111" not in zone_codes(g, 0, "discard")


def test_chaos_while_flipped_power_for_each_card_in_hand_eo42():
    """Glossary, Chaos; 514.4a: a flipped card adds its power to its player's total; while
    flipped, High Rollers (3) has +1 for each card in its player's hand (3 here)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    for _ in range(3):
        b.add("PR20", 0, "hand")
    b.deck_top("EO42", 0)
    g = start_challenge(b, tm)
    for _ in range(5):
        if any(rule == "514.4" for _, rule, _ in g.log) or g.pending() is None:
            break
        answer(g, "pass")
    assert _first_totals(g) == "Power totals: P0 7, P1 5"  # 1 + (3 + 3) against 4 + 1


def test_remove_a_counter_to_flip_while_involved_in_a_faceoff_hm0():
    """703.1d: the cost is a +1 power counter on this card; usable only while this card is
    involved in a faceoff (not at home, not outside faceoffs); 514.3a: one more card flipped."""
    b = Board()
    b.players[0] = {"tokens": 2}
    mac = b.add("HM0", 0, "play", "problem:0", counters={"power": 1})
    tm = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert not [k for k in keys(g) if k.startswith(f"act|{mac}|")]
    answer(g, f"challenge:{tm}")
    assert _acts(g, mac)
    answer(g, _acts(g, mac)[0])
    text = log_text(g)
    assert "703.1d: A +1 power counter is removed from Big Mac" in text
    assert text.index("705.2e: P0 flips") < text.index("514.3: P0 flips")  # the extra card, then the faceoff's
    assert "Power totals: P0 6, P1 5" in text  # Big Mac 4 (its counter gone) and two flipped 1s


def test_element_is_played_only_while_you_control_its_named_card_cn202():
    """205: "You must control Twilight Sparkle to play this card": with Twilight Sparkle (the
    Mane Character) it is offered; with Applejack as Mane Character it is not, even with the
    cost and the [Magic] requirement met."""
    for manes, offered in ((("PR4", "PR2"), True), (("PR2", "PR4"), False)):
        b = Board(manes=manes)
        b.players[0] = {"tokens": 3}
        for _ in range(3):
            b.add("PR54", 0, "play", "home:0")  # [Magic] 1
        element = b.add("CN202", 0, "hand")
        g = shipped_game(b)
        assert (f"play|{element}|home:0" in keys(g)) is offered, manes


def test_harmony_counters_each_turn_and_two_removed_to_arrange_the_deck_cn202():
    """712: a Harmony counter at the start of each of its controller's turns; 703.1d: "Remove
    2 Harmony counters from this card" is the cost (not offered with 1); then the top 3
    cards: any on the bottom, the rest back on top in any order."""
    b = Board()
    element = b.add("CN202", 0, "play", "home:0", counters={"harmony": 1})
    g = shipped_game(b, phase="ready", step="ready")
    assert g.card(element)["counters"] == {"harmony": 2}
    pass_until(g, phase="main")
    (arrange,) = _acts(g, element)
    deck = g.s["players"][0]["deck"]
    top3 = deck[-3:]
    answer(g, arrange)
    assert g.card(element)["counters"] == {}
    assert g.pending().kind == "arrange"
    answer(g, f"card:{top3[-1]}")  # the top card to the bottom
    while g.pending() is not None and g.pending().kind == "order":
        answer(g, keys(g)[0])
    deck = g.s["players"][0]["deck"]
    assert deck[0] == top3[-1] and set(deck[-2:]) == set(top3[:2])
    b2 = Board()
    one = b2.add("CN202", 0, "play", "home:0", counters={"harmony": 1})
    assert not _acts(shipped_game(b2), one)


def test_remove_a_harmony_counter_to_order_a_problem_deck_ad204():
    """"a Problem deck": the player chooses whose (403), then puts its top 2 cards back in
    the order they choose."""
    b = Board(manes=("PR3", "PR2"))
    element = b.add("AD204", 0, "play", "home:0", counters={"harmony": 1})
    first = b.add("PR161", 1, "problem_deck")
    second = b.add("PR168", 1, "problem_deck")  # the top card
    g = shipped_game(b)
    answer(g, _acts(g, element)[0])
    if g.pending().kind == "player":
        answer(g, "player:1")
    assert g.pending().kind == "order"
    answer(g, f"card:{first}")  # the lower one goes on top
    assert g.s["players"][1]["problem_deck"][-2:] == [second, first]
    assert g.card(element)["counters"] == {}


def test_first_card_each_turn_puts_a_postage_counter_and_power_while_it_has_one_cg80():
    """704 with "your first card each turn": only the first card its controller plays in a
    turn puts a Postage counter on it; 708.2a: +1 power while it has at least one."""
    b = Board()
    b.players[0] = {"tokens": 5}
    mail = b.add("CG80", 0, "play", "home:0")
    first = b.add("PR20", 0, "hand")
    second = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert power.power(g, mail) == 2
    answer(g, f"play|{first}|home:0")
    assert g.card(mail)["counters"] == {"postage": 1}
    assert power.power(g, mail) == 3
    answer(g, f"play|{second}|home:0")
    assert g.card(mail)["counters"] == {"postage": 1}


def test_cg80_equestrian_mailmare_counts_the_first_card_of_the_turn_even_before_it_came():
    """"Your first card each turn" is the player's first card of the turn, whether or not this
    card was in play then: played as the second card, it gets no Postage counter; played as
    the first, it sees itself played (705.2f: it has entered play as the "played" triggers
    trigger) and gets one."""
    b = Board()
    b.players[0] = {"tokens": 9}
    b.add("PR81", 0, "play", "home:0")  # [Kindness] for its play requirement
    first = b.add("PR20", 0, "hand")
    mail = b.add("CG80", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{first}|home:0")
    answer(g, f"play|{mail}|home:0")
    entered = _in_play(g, "CG80")[0]
    assert not g.card(entered)["counters"] and power.power(g, entered) == 2
    b2 = Board()
    b2.players[0] = {"tokens": 9}
    b2.add("PR81", 0, "play", "home:0")
    mail = b2.add("CG80", 0, "hand")
    later = b2.add("PR20", 0, "hand")
    g = shipped_game(b2)
    answer(g, f"play|{mail}|home:0")
    entered = _in_play(g, "CG80")[0]
    assert g.card(entered)["counters"] == {"postage": 1}
    answer(g, f"play|{later}|home:0")
    assert g.card(entered)["counters"] == {"postage": 1}


def test_remove_a_counter_of_any_name_from_a_ready_card_mt23():
    """519.1: "a counter" is a counter of any name; 503.1: only cards with no exhaustion are
    ready, so the exhausted card's counter is not offered. Removing the opponent's last
    Momentum counter is not "you remove" for that card's controller: it stays in play."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "home:0")  # [Laughter] for the play requirement
    dash = b.add("AD194", 1, "play", "home:1", counters={"momentum": 1})
    tired = b.add("PR20", 1, "play", "home:1", exhausted=True, counters={"power": 2})
    puddinghead = b.add("MT23", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{puddinghead}|home:0")
    answer(g, "yes")  # the only counter on a ready card: chosen without asking
    assert g.card(dash)["counters"] == {} and dash in g.s["play"]
    assert g.card(tired)["counters"] == {"power": 2}
    assert "A Momentum counter is removed from Rainbow Dash, Sonic Rainboom" in log_text(g)


def test_put_another_counter_of_the_same_type_on_that_card_cg101():
    """The chosen counter's name is kept: a Trainee counter put on Wonderbolts Runway by its
    controller triggers "When you put a Trainee counter on this card" (the fifth retires it)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    runway = b.add("DE114", 0, "play", "home:0", counters={"trainee": 4})
    pony = b.add("PR20", 0, "play", "home:0", counters={"power": 1})
    snap = b.add("CG101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{snap}|event")
    assert set(keys(g)) == {f"counter:{runway}:trainee", f"counter:{pony}:power"}
    answer(g, f"counter:{runway}:trainee")
    assert runway not in g.s["play"]  # 5 Trainee counters: retired
    assert g.pending().kind == "area"  # its tokens, one for each of the 5 counters it had


def test_party_bomb_pays_its_counters_and_dismisses_friends_of_that_printed_power_cg138():
    """703.1d: the costs are paid in order — as many action tokens as Party counters (read
    while it is in play), then retiring it; the effect counts its Party counters as it last
    was in play: every Friend with printed power 2 is dismissed, on both sides (410.1)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    bomb = b.add("CG138", 0, "play", "home:0", counters={"party": 2})
    mine_2 = b.add("PR79", 0, "play", "home:0")  # printed power 2
    theirs_2 = b.add("PR60", 1, "play", "home:1")  # printed power 2
    theirs_1 = b.add("PR20", 1, "play", "home:1")  # printed power 1
    g = shipped_game(b)
    (boom,) = _acts(g, bomb)
    label = next(o.label for o in g.pending().options if o.key == boom)
    assert label.startswith(f"Pay 2 to activate {g.name(bomb)}: Main Phase: Pay a number")  # its 2 Party counters
    answer(g, boom)
    assert g.s["players"][0]["tokens"] == 1
    assert bomb not in g.s["play"] and "CG138" in zone_codes(g, 0, "discard")
    assert mine_2 not in g.s["play"] and theirs_2 not in g.s["play"] and theirs_1 in g.s["play"]


def test_party_bomb_dismisses_its_friends_as_one_occurrence_cg138_cg20():
    """710.1: "dismiss all Friends with printed power equal to the number of Party counters"
    is one instruction, one occurrence: with no Party counter it dismisses every Friend with
    printed power 0, CG20 Applejack among them, whose "If another of your Friends here would
    be dismissed, you may retire this card instead" still saves CN30 Cloudy Quartz."""
    b = Board()
    b.players[0] = {"tokens": 2}
    bomb = b.add("CG138", 0, "play", "home:0")
    applejack = b.add("CG20", 1, "play", "problem:1")  # printed power 0
    quartz = b.add("CN30", 1, "play", "problem:1")  # printed power 0
    g = shipped_game(b)
    (boom,) = _acts(g, bomb)
    answer(g, boom)
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1 and g.name(quartz) in d.prompt
    answer(g, f"instead:{applejack}:")
    assert quartz in g.s["play"] and applejack not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["CG20"]


def test_party_bomb_needs_as_many_tokens_as_counters_cg138():
    b = Board()
    b.players[0] = {"tokens": 2}
    bomb = b.add("CG138", 0, "play", "home:0", counters={"party": 3})
    g = shipped_game(b)
    assert not _acts(g, bomb)


def test_this_card_has_minus_three_power_in_play_ad197():
    """702: "This card has -3 power" applies while it is in play (its printed power counts
    as a flipped card, 514.4a); "Chaos: ... you may put it into play" puts it in play."""
    b = Board()
    discord = b.add("AD197", 0, "play", "home:0")
    g = shipped_game(b)
    printed = g.spec(discord).power
    assert power.power(g, discord) == printed - 3
    g, _ = _challenge_with_flip("AD197")
    answer(g, "yes")
    answer(g, "home:0")
    (discord,) = _in_play(g, "AD197")
    assert power.power(g, discord) == printed - 3


def test_remove_a_harmony_counter_after_playing_a_small_friend_cn201():
    """512.4: a reaction to the player's own Friend played with 2 or less power (its power as
    it is played); 703.1d: the cost is a Harmony counter; "that Friend" gets +2 power until
    the end of the turn. A 3-power Friend does not meet the condition."""
    b = Board()
    b.players[0] = {"tokens": 6}
    element = b.add("CN201", 0, "play", "home:0", counters={"harmony": 1})
    small = b.add("PR20", 0, "hand")  # power 1
    big = b.add("PR36", 0, "hand")  # power 3
    for _ in range(3):
        b.add("PR36", 0, "play", "home:0")  # [Laughter] for Apple Brown Betty's requirement
    g = shipped_game(b)
    answer(g, f"play|{big}|home:0")
    assert not _acts(g, element)
    answer(g, f"play|{small}|home:0")
    (react,) = _acts(g, element)
    answer(g, react)
    (small,) = [i for i in g.characters(0) if g.spec(i).code == "PR20"]
    assert power.power(g, small) == 3
    assert g.card(element)["counters"] == {}


def test_harmony_counters_become_power_counters_on_an_honesty_friend_cg203():
    """512.4: after one of the player's [Honesty] Friends enters play, +1 power counters on
    it as many as this card's Harmony counters (519.4), then this card's Harmony counters are
    removed; a [Loyalty] Friend does not meet the condition."""
    b = Board(manes=("PR2", "PR4"))  # Applejack: [Honesty]
    b.players[0] = {"tokens": 6}
    element = b.add("CG203", 0, "play", "home:0", counters={"harmony": 2})
    blue = b.add("PR20", 0, "hand")
    orange = b.add("PR33", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{blue}|home:0")
    assert not _acts(g, element)
    answer(g, f"play|{orange}|home:0")
    (react,) = _acts(g, element)
    answer(g, react)
    (gala,) = _in_play(g, "PR33")
    assert g.card(gala)["counters"] == {"power": 2}
    assert g.card(element)["counters"] == {}


def test_applejacks_extra_counter_is_decided_before_the_harmony_counters_are_removed_cg203_sb133():
    """CG203's "put a number of +1 power counters on it ..., then remove all Harmony counters
    from this card" is carried out in order: SB133 Applejack, Festival Caterer's "you may put
    that many plus one on that Friend instead" (710.5) is decided while the Harmony counters
    are still there, before the text goes on to removing them."""
    b = Board(manes=("PR2", "PR4"))  # Applejack: [Honesty]
    b.players[0] = {"tokens": 6}
    element = b.add("CG203", 0, "play", "home:0", counters={"harmony": 2})
    b.add("SB133", 0, "play", "home:0")
    orange = b.add("PR33", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{orange}|home:0")
    (react,) = _acts(g, element)
    answer(g, react)
    assert g.pending().kind == "may" and g.card(element)["counters"] == {"harmony": 2}
    answer(g, "yes")
    (gala,) = _in_play(g, "PR33")
    assert g.card(gala)["counters"] == {"power": 3} and g.card(element)["counters"] == {}

def test_move_another_character_after_a_friend_moves_to_a_problem_ad205():
    """512.4b: a Main Phase Reaction; the condition is one of the player's Friends moved to a
    Problem; 703.1d: a Harmony counter is the cost; another character of theirs goes to that
    Problem ("that Problem": where the Friend went)."""
    b = Board()
    b.players[0] = {"tokens": 4}
    element = b.add("AD205", 0, "play", "home:0", counters={"harmony": 1})
    runner = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    assert not _acts(g, element)
    answer(g, f"move|{runner}|problem:1")
    (react,) = _acts(g, element)
    answer(g, react)
    if g.pending().kind == "target":
        assert f"card:{runner}" not in keys(g)
        answer(g, f"card:{b.mane[0]}")
    assert g.card(b.mane[0])["area"] == "problem:1"
    assert g.card(element)["counters"] == {}


def test_remove_a_chaos_counter_to_ignore_a_non_chaotic_flip_ad150():
    """712: "When you flip a non-Chaotic card"; 707.2a: the Chaos counter is paid as it
    resolves; 514.4b: that card is ignored and another is flipped. With no counter left, the
    next flip is not offered again."""
    b = Board()
    b.players[0] = {"tokens": 2}
    element = b.add("AD150", 0, "play", "home:0", counters={"chaos": 1})
    b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert g.card(element)["counters"] == {}
    text = log_text(g)
    assert "A Chaos counter is removed from The Element of Surprise" in text
    assert text.count("P0 flips") >= 2 and "ignore" in text.lower()
    assert _first_totals(g) == "Power totals: P0 2, P1 5"  # 1 + one flipped 1 (the first ignored)


# ----- 519 on a judge's boards: a Mane Character turning over, a card leaving play ----------------


def test_a_mane_character_turned_over_keeps_its_other_counters_and_stays_exhausted_cg2():
    """301.2, 519.3: Spike, Crystal Hero (exhausted, 4 Hero and 2 +1 power counters) hears
    P0's Troublemaker uncovered: the fifth Hero counter, "remove them" (the Hero counters
    alone) and it turns over. Turning over is no zone change (410.6) nor turning face-down
    (505.3), so it is not a different card and keeps what "them" did not name: its +1 power
    counters count on its Boosted side (3 + 2), and it stays exhausted (503.2)."""
    b = Board(manes=("CG2", "PR2"))
    spike = b.mane[0]
    b.cards[spike - 1].update(counters={"hero": 4, "power": 2}, exhausted=True)
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    pass_until(g, kind="priority")
    c = g.card(spike)
    assert c["boosted"] and c["counters"] == {"power": 2} and c["exhausted"]
    assert power.power(g, spike) == g.spec(spike).power + 2
    assert "5 Hero counters are removed from Spike, Crystal Hero" in log_text(g)


def test_a_friend_banished_until_the_end_of_the_turn_comes_back_with_no_counters_de100():
    """410.6, 519.3a: Luna's Future banishes P1's Apple Brown Betty (2 +1 power counters)
    until the end of the turn; she comes back as a new card, with no counters: power 3. The
    line of her coming back names the card whose text brings her back, as every line a
    card's text causes does, though the Event is in the discard pile by then (as the
    question where she comes back names it)."""
    b = Board()
    b.players[0]["tokens"] = 3
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0")  # [Magic] power for its requirement
    betty = b.add("PR36", 1, "play", "problem:1", counters={"power": 2})
    event = b.add("DE100", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{betty}")  # (no Resource nor Troublemaker in play: the Friend mode alone)
    turn = g.s["turn"]
    while g.s["turn"] == turn:
        answer(g, "pass" if g.pending().kind == "priority" else keys(g)[0])
    (back,) = [i for i in g.s["play"] if g.spec(i).code == "PR36"]
    assert back != betty and g.card(back)["counters"] == {} and power.power(g, back) == 3
    (line,) = [t for _, _, t in g.log if t.startswith(f"P0 puts {g.name(back)} into play")]
    assert line.startswith(f"P0 puts {g.name(back)} into play at home:1 (by the text of Luna's Future #")
