"""Texts printed on one card of High Magic, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import TROUBLEMAKER, find, rich_board, start_challenge, win_faceoff
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes


def test_hm49_prim_hemline_gives_no_power_to_confronting_but_keeps_it():
    b = Board()
    prim = b.add("HM49", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, prim) == 4
    assert power.confront_power(g, 0, "problem:0") == 3  # the other Friend only


def test_hm138_utterly_transformed_needs_two_less_of_its_owner_while_no_opponent_is_there():
    b = Board(problems=("HM138", "PR190"))
    b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") == [("color", "white", 4), ("wild", None, 4 - 2)]
    assert power.requirements(g, 1, "problem:0") == [("wild", None, 8)]  # only its owner needs less
    b.cards[theirs - 1]["area"] = "problem:0"
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:0") == [("color", "white", 4), ("wild", None, 4)]


def _faceoff_at_problem_0(g) -> None:
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def test_hm71_little_strongheart_counts_your_other_characters_here_during_faceoffs():
    b = Board()
    heart = b.add("HM71", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR36", 0, "play", "problem:1")  # at another Problem
    b.add("PR36", 1, "play", "problem:0")  # not one of yours
    g = shipped_game(b)
    assert power.power(g, heart) == 2  # outside a faceoff: as printed
    _faceoff_at_problem_0(g)
    assert power.power(g, heart) == 2 + 2


def test_hm82_mayor_mare_takes_a_power_from_opposing_friends_involved_in_a_faceoff_here():
    b = Board()
    b.add("HM82", 0, "play", "problem:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    far = b.add("PR36", 1, "play", "problem:1")
    mine = b.add("PR36", 0, "play", "problem:0")
    b.cards[b.mane[1] - 1]["area"] = "problem:0"  # a Mane Character, not a Friend
    g = shipped_game(b)
    assert power.power(g, foe) == 3  # not in a faceoff
    _faceoff_at_problem_0(g)
    assert power.power(g, foe) == 3 - 1
    assert power.power(g, b.mane[1]) == 1 and power.power(g, far) == 3 and power.power(g, mine) == 3


def test_hm2_discord_mostly_harmless_boosted_makes_opponents_pay_one_more_for_troublemakers():
    b = Board(manes=("PR4", "HM2"))
    b.cards[b.mane[1] - 1].update(boosted=True)
    b.players[0] = {"tokens": 1}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    assert power.troublemaker_play_cost(g, 0, "problem:1") == 2 and power.troublemaker_play_cost(g, 1, "problem:1") == 1
    assert not any(k.startswith(f"tm|{tm}|") for k in keys(g))  # 1 token is not enough now
    b.players[0] = {"tokens": 3}
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    assert g.s["players"][0]["tokens"] == 1


def test_hm2_discord_front_side_taxes_nothing():
    b = Board(manes=("PR4", "HM2"))
    b.players[0] = {"tokens": 1}
    tm = b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    assert power.troublemaker_play_cost(g, 0, "problem:1") == 1
    assert f"tm|{tm}|problem:1" in keys(g)


def test_hm59_fluttershy_conflict_resolver_may_pay_for_players_to_flip_one_fewer_card():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("HM59", 0, "play", "problem:0")
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = start_challenge(b, tm)
    while g.pending().kind not in ("may", "yes_no") and "yes" not in keys(g):
        answer(g, keys(g)[0])
    answer(g, "yes")
    while g.s["faceoff"] is not None and g.pending() is not None and g.pending().kind == "priority":
        answer(g, "pass")
    text = log_text(g)
    assert "P0 pays 1 action token" in text
    assert "flips" not in text  # each player flips 1 card, less 1: none
    assert "P0 wins the faceoff" in text


def test_hm59_fluttershy_conflict_resolver_declined_flips_as_usual():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("HM59", 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = start_challenge(b, tm)
    while "yes" not in keys(g):
        answer(g, keys(g)[0])
    answer(g, "no")
    while g.s["faceoff"] is not None and g.pending() is not None and g.pending().kind == "priority":
        answer(g, "pass")
    assert "P0 flips" in log_text(g) and "P1 flips" in log_text(g)


def test_hm66_gilda_amended_friend_may_put_a_swift_pegasus_and_an_earth_pony_token_into_play():
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(3):
        b.add("PR12", 0, "play", "home:0")
        b.add("PR36", 0, "play", "home:0")
    gilda = b.add("HM66", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{gilda}|home:0")
    assert g.pending().prompt.endswith("Earth Pony Friend token into play (each at your home or a Problem)? (712.3)")  # one "may" for both
    answer(g, "yes")
    answer(g, "problem:0")
    answer(g, "home:0")
    made = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(made) == 2
    pegasus, pony = sorted(made, key=lambda i: g.spec(i).colors)
    assert g.spec(pegasus).colors == ("blue",) and "Swift" in power.keywords(g, pegasus)
    assert g.card(pegasus)["area"] == "problem:0"
    assert g.spec(pony).colors == ("pink",) and g.spec(pony).has_trait("Earth Pony")
    assert "Swift" not in power.keywords(g, pony) and g.card(pony)["area"] == "home:0"


def _p0_turn_starts(b: Board):
    """P1's turn ends and P0's begins on board `b`."""
    return shipped_game(b, phase="score", step="end", turn_player=1)


def test_hm107_dream_network_reveals_an_event_and_pays_for_a_figment_token():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("HM107", 0, "play", "home:0")
    b.deck_top("PR113", 0)  # an Event on top of P0's deck
    g = _p0_turn_starts(b)
    answer(g, "yes")  # reveal
    assert "P0 reveals" in log_text(g)
    answer(g, "yes")  # pay [1]
    answer(g, "problem:0")
    (figment,) = [i for i in g.s["play"] if g.card(i).get("token")]
    assert g.spec(figment).has_trait("Figment") and power.power(g, figment) == 2
    assert g.spec(figment).colors == ("purple",) and g.card(figment)["area"] == "problem:0"
    assert "P0 pays 1 action token" in log_text(g)


def test_hm107_dream_network_gives_nothing_for_a_card_that_is_not_an_event():
    b = Board()
    b.add("HM107", 0, "play", "home:0")
    b.deck_top("PR36", 0)  # a Friend
    g = _p0_turn_starts(b)
    answer(g, "yes")
    assert not any(g.card(i).get("token") for i in g.s["play"])
    assert "Figment" not in g.pending().prompt


def _problem_faceoff_at_own(problem: str, mine: tuple[str, ...], theirs: tuple[str, ...]):
    """P0 confronts their own `problem` with `mine` there; P1's `theirs` are there too."""
    b = Board(problems=(problem, "PR190"))
    ids = [b.add(code, 0, "play", "problem:0") for code in mine], [b.add(code, 1, "play", "problem:0") for code in theirs]
    return b, ids


def test_hm124_fluttershys_worst_nightmare_sends_opposing_zero_power_friends_home_to_hand():
    b, (_, theirs) = _problem_faceoff_at_own("HM124", ("PR81", "PR36", "PR36"), ("PR36", "PR36", "PR36"))
    zero = b.add("FF68", 1, "play", "problem:0")  # Berry Punch: as much power as cards in hand, none
    own_zero = b.add("FF68", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront", start="score")
    while "Power totals" not in log_text(g) and g.pending() is not None:
        answer(g, keys(g)[0])
    assert zero not in g.s["play"] and "FF68" in zone_codes(g, 1, "hand")
    assert all(i in g.s["play"] for i in theirs)  # not with 0 power
    assert own_zero in g.s["play"]  # its owner's own Friend stays


def test_hm132_sew_tired_its_owner_may_put_counters_on_characters_with_resources_there():
    b = Board(problems=("HM132", "PR190"))
    dressed = b.add("PR36", 0, "play", "problem:0")
    b.add("PR139", 0, "play", "problem:0", host=dressed)
    theirs = b.add("PR36", 1, "play", "problem:0")
    b.add("PR139", 1, "play", "problem:0", host=theirs)
    plain = b.add("PR36", 0, "play", "problem:0")
    elsewhere = b.add("PR36", 0, "play", "problem:1")
    b.add("PR139", 0, "play", "problem:1", host=elsewhere)
    g = _p0_turn_starts(b)
    assert set(keys(g)) == {f"card:{dressed}", f"card:{theirs}"}
    answer(g, f"card:{dressed}")
    assert g.card(dressed)["counters"] == {"power": 1}
    assert not g.card(theirs)["counters"] and not g.card(plain)["counters"]


def _tiny_troubles_board(*p1_cards: str) -> tuple:
    """P0 wins a Problem faceoff at HM135 Tiny Troubles against P1's four Red Galas (one is
    `foe`), with these cards of P1's at P1's home; P0 is asked to dismiss a Friend there."""
    b = Board(problems=("HM135", "PR190"))
    b.players[0] = {"tokens": 0}
    for code in ("PR36", "PR36", "PR60", "PR60", "PR36"):
        b.add(code, 0, "play", "problem:0")
    foe = b.add("PR33", 1, "play", "problem:0")  # Red Gala, cost 2
    for _ in range(3):
        b.add("PR33", 1, "play", "problem:0")
    found = [b.add(code, 1, "play", "home:1") for code in p1_cards]
    hand = [b.add("PR12", 1, "hand") for _ in range(2)]
    g = shipped_game(b, phase="score", step="confront", start="score")
    while "Dismiss a Friend here" not in g.pending().prompt:
        answer(g, keys(g)[0])
    return g, foe, found, hand


def _tokens_gained(g) -> list[str]:
    return [t for _, r, t in g.log if r == "712" and t.startswith("P0 gains")]


def test_hm135_tiny_troubles_gains_nothing_for_a_friend_banished_instead():
    """CR 3.4 710.1: P1's HM74 Hoity Toity banishes P1's Friend instead of letting it enter
    the discard pile: it was not dismissed (410.1), so P0 gains no action tokens."""
    g, foe, _, _ = _tiny_troubles_board("HM74")
    answer(g, f"card:{foe}")
    assert foe not in g.s["cards"] and "PR33" in zone_codes(g, 1, "banished")
    assert _tokens_gained(g) == []


def test_hm74_a_friend_hoity_toity_banishes_instead_was_not_dismissed_for_the_cards_that_watch_710_1():
    """P0's Too Much Fun dismisses P1's Full Steam while P1's Hoity Toity banishes it instead
    of letting it enter the discard pile: it was banished, not dismissed (410.1), so P0's Ponka
    Po ("When an opposing Friend is dismissed, this card gets +2 power") gets nothing and P1's
    Whoa There Nelly! ("Play when one of your Friends has been dismissed") is not offered; the
    log says which text banished it."""
    b = rich_board()
    event = b.add("CN124", 0, "hand")  # "Main Phase: Dismiss a Friend with at least 4 power."
    foe = b.add("PR31", 1, "play", "problem:1")
    hoity = b.add("HM74", 1, "play", "home:1")
    ponka = b.add("AD36", 0, "play", "home:0")
    b.players[1] = {"tokens": 5}
    for code in ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2:
        b.add(code, 1, "play", "home:1")
    nelly = b.add("PR128", 1, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")  # (Full Steam is the only Friend with 4 power)
    assert foe not in g.s["cards"] and "PR31" in zone_codes(g, 1, "banished")
    assert f"would be dismissed: it is banished instead (by the text of {g.name(hoity)})" in log_text(g)
    assert "gets +2 power" not in log_text(g) and power.power(g, ponka) == g.spec(ponka).power
    # P1 is not offered Whoa There Nelly!: priority comes back to P0 at once
    assert g.pending().player == 0 and nelly in g.s["players"][1]["hand"]


def test_hm135_tiny_troubles_gains_once_golden_parachute_is_declined_not_when_it_is_taken():
    """P1's LL108 Golden Parachute may keep the Friend in play (retired itself, two cards
    discarded instead): taken, the Friend was not dismissed and P0 gains nothing; declined,
    it is dismissed and P0 gains its cost, 2 (710.5: the tokens wait for that choice)."""
    for take_it in (True, False):
        g, foe, (parachute,), hand = _tiny_troubles_board("LL108")
        answer(g, f"card:{foe}")
        assert g.pending().kind == "replacement" and g.pending().player == 1
        answer(g, f"instead:{parachute}:1" if take_it else "none")
        if take_it and g.pending().kind == "cost":
            answer(g, *[f"card:{i}" for i in hand])
        assert (foe in g.s["play"]) == take_it
        assert _tokens_gained(g) == ([] if take_it else ["P0 gains 2 action tokens (by the text of Tiny Troubles #3)"])


def _tiny_troubles_faceoff(p0: tuple[str, ...], p1: tuple[str, ...], where: str) -> tuple[str, list[str]]:
    """P0's HM135 Tiny Troubles at problem:0 (with a Friend of P1's there in any case, for
    it to offer) and P1's PR190 Runaway Cart at problem:1; P0's `p0` and P1's `p1` Friends at
    `where`, where both meet the requirements: the Problem faceoff there is played out; the
    log and the prompts asked until P1's turn begins or Tiny Troubles asks (the first
    options taken wherever a choice is asked)."""
    b = Board(problems=("HM135", "PR190"))
    b.players[0] = {"tokens": 0}
    b.add("PR20", 1, "play", "problem:0")
    for code in p0:
        b.add(code, 0, "play", where)
    for code in p1:
        b.add(code, 1, "play", where)
    g = shipped_game(b, phase="score", step="confront", start="score")
    # (named as the line was written: the Problem there before the faceoff replaced it)
    problem = {"problem:0": "Tiny Troubles #3 (P0's)", "problem:1": "Runaway Cart #4 (P1's)"}[where]
    assert f"starts a Problem faceoff at {problem}" in log_text(g)
    prompts: list[str] = []
    while g.pending() is not None and g.s["turn_player"] == 0 and len(prompts) < 30:
        d = g.pending()
        prompts.append(d.prompt)
        if "Dismiss a Friend here" in d.prompt:
            break
        answer(g, *keys(g)[:max(d.min, 1)])
    return log_text(g), prompts


_STRONG, _WEAK = ("PR36", "PR36", "PR60", "PR60", "PR36"), ("PR36", "PR36", "PR60", "PR60")


def test_hm135_tiny_troubles_asks_when_its_owner_wins_a_problem_faceoff_there():
    """CR 3.4 704.1: "When you win a Problem faceoff here": P0 winning the Problem faceoff
    at P0's Tiny Troubles is asked to dismiss a Friend there."""
    log, prompts = _tiny_troubles_faceoff(_STRONG, ("PR33",) * 4, "problem:0")
    assert "P0 wins the Problem faceoff" in log and "Dismiss a Friend here" in prompts[-1]


def test_hm135_tiny_troubles_asks_nothing_when_its_owner_loses_the_faceoff_there():
    """P1 wins the Problem faceoff at P0's Tiny Troubles: not "you" winning, nothing is asked."""
    log, prompts = _tiny_troubles_faceoff(_WEAK, ("PR33",) * 6, "problem:0")
    assert "P1 wins the Problem faceoff" in log
    assert prompts and not any("Dismiss a Friend here" in p for p in prompts)


def test_hm135_tiny_troubles_asks_nothing_when_its_owner_wins_a_faceoff_at_another_problem():
    """P0 wins a Problem faceoff at P1's Runaway Cart, not "here": nothing is asked."""
    log, prompts = _tiny_troubles_faceoff(_STRONG, ("PR33", "PR20"), "problem:1")  # orange and blue
    assert "P0 wins the Problem faceoff" in log
    assert prompts and not any("Dismiss a Friend here" in p for p in prompts)


def test_hm135_tiny_troubles_winning_a_problem_faceoff_here_may_dismiss_a_friend_for_its_cost():
    b = Board(problems=("HM135", "PR190"))
    b.players[0] = {"tokens": 0}
    for code in ("PR36", "PR36", "PR60", "PR60", "PR36"):  # 3 pink, 3 purple and more
        b.add(code, 0, "play", "problem:0")
    foe = b.add("PR33", 1, "play", "problem:0")  # Red Gala, cost 2
    for _ in range(3):
        b.add("PR33", 1, "play", "problem:0")  # 8: P1 meets its side too, and loses
    g = shipped_game(b, phase="score", step="confront", start="score")
    while "Dismiss a Friend here" not in g.pending().prompt:
        answer(g, keys(g)[0])
    assert g.pending().player == 0
    answer(g, f"card:{foe}")
    assert "PR33" in zone_codes(g, 1, "discard")
    assert ("712", f"P0 gains {g.lib.find('PR33').cost} action tokens (by the text of Tiny Troubles #3)") \
        in [(r, t) for _, r, t in g.log]


def test_hm135_tiny_troubles_offers_no_friend_it_cant_dismiss():
    """705.2e: P1's CG25 Maud Pie, Like a Rock "can't be dismissed ... by opponents": P0, winning
    the Problem faceoff at P0's Tiny Troubles, is not offered her; P1's Red Galas are."""
    b = Board(problems=("HM135", "PR190"))
    b.players[0] = {"tokens": 0}
    for code in ("PR36", "PR36", "PR60", "PR60", "PR36"):
        b.add(code, 0, "play", "problem:0")
    maud = b.add("CG25", 1, "play", "problem:0")
    galas = [b.add("PR33", 1, "play", "problem:0") for _ in range(4)]
    g = shipped_game(b, phase="score", step="confront", start="score")
    while "Dismiss a Friend here" not in g.pending().prompt:
        answer(g, keys(g)[0])
    assert f"card:{maud}" not in keys(g) and f"card:{galas[0]}" in keys(g)


def test_hm129_rainbows_worst_nightmare_its_owner_may_challenge_an_opposing_troublemaker_uncovered_there():
    b = Board(problems=("HM129", "PR190"))
    for _ in range(3):
        b.add("PR36", 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    g = shipped_game(b, phase="score", step="end", turn_player=0)  # P1's turn begins: it is uncovered
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    assert g.pending().player == 0
    answer(g, "yes")
    while g.s["faceoff"] is not None and g.pending() is not None:
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert g.as_written("P0 starts a Troublemaker faceoff at problem:0") in log_text(g)
    assert tm not in g.s["play"] and "P0 defeats" in log_text(g)


def test_hm106_dangerous_mission_outfit_is_played_on_your_characters_and_pumps_the_company_it_joins():
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(2):
        b.add("PR12", 0, "play", "home:0")  # blue and yellow for the requirement
        b.add("PR81", 0, "play", "home:0")
    host = b.add("PR12", 0, "play", "home:0")
    company = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    outfit = b.add("HM106", 0, "hand")
    g = shipped_game(b)
    offered = [k for k in keys(g) if k.startswith(f"play|{outfit}|")]
    assert f"play|{outfit}|on:{b.mane[0]}" in offered and f"play|{outfit}|on:{host}" in offered
    assert f"play|{outfit}|on:{theirs}" not in offered and f"play|{outfit}|on:{b.mane[1]}" not in offered
    answer(g, f"play|{outfit}|on:{host}")
    answer(g, f"move|{host}|problem:0")
    assert power.power(g, company) == 3 + 1
    assert power.power(g, host) == 2 and power.power(g, theirs) == 3


def test_hm109_gone_batty_may_exhaust_for_two_when_you_win_a_faceoff_involving_its_character():
    b = Board()
    b.players[0] = {"tokens": 0}
    host = b.add("PR36", 0, "play", "problem:0")
    batty = b.add("HM109", 0, "play", "problem:0", host=host)
    g = win_faceoff(b)
    while g.pending() is not None and g.pending().kind != "may":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    answer(g, "yes")
    assert g.card(batty)["exhausted"]
    assert ("712", f"P0 gains 2 action tokens (by the text of {g.name(batty)})") in [(r, t) for _, r, t in g.log]


def test_hm79_lemon_hearts_reveals_and_draws_the_top_card_and_an_event_pumps_her():
    b = Board()
    b.players[0] = {"tokens": 3}
    lemon = b.add("HM79", 0, "play", "home:0")
    b.deck_top("PR113", 0)  # an Event
    g = shipped_game(b)
    printed = power.power(g, lemon)
    answer(g, f"act|{lemon}|")
    assert g.s["players"][0]["tokens"] == 2
    assert "PR113" in zone_codes(g, 0, "hand") and "P0 reveals" in log_text(g)
    assert power.power(g, lemon) == printed + 2
    b = Board()
    b.players[0] = {"tokens": 3}
    lemon = b.add("HM79", 0, "play", "home:0")
    b.deck_top("PR36", 0)  # a Friend: drawn, no power
    g = shipped_game(b)
    answer(g, f"act|{lemon}|")
    assert "PR36" in zone_codes(g, 0, "hand") and power.power(g, lemon) == printed


def test_hm21_shining_armor_team_trainer_a_counter_when_one_of_your_friends_is_unfrightened():
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("HM21", 0, "play", "home:0")
    scared = b.add("PR20", 0, "play", "home:0", frightened=True)
    target = b.add("PR36", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"rally|{scared}")
    assert f"card:{theirs}" not in keys(g) and f"card:{target}" in keys(g)
    answer(g, f"card:{target}")
    assert g.card(target)["counters"] == {"power": 1}


def test_hm21_shining_armor_team_trainer_ignores_the_opponents_friends():
    b = Board()
    b.add("HM21", 0, "play", "home:0")
    scared = b.add("PR20", 1, "play", "home:1", frightened=True)
    b.players[1] = {"tokens": 5}
    g = shipped_game(b, turn_player=1)
    answer(g, f"rally|{scared}")
    assert g.pending().player == 1 and g.pending().kind == "priority"


def _opponent_challenges_with_trixie(take_it: bool):
    b = Board(manes=("HM1", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 0}
    b.add("PR79", 0, "play", "home:0")  # a Pegasus for Good Hustle to choose
    hustle = b.add("PR101", 0, "hand")  # Good Hustle: a Faceoff Event, cost [1]
    b.add("PR36", 1, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge", turn_player=1)
    answer(g, f"challenge:{tm}")
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    assert g.pending().player == 0
    answer(g, "yes" if take_it else "no")
    return g, hustle


def test_hm1_trixie_tricks_of_the_trade_pays_one_less_for_events_in_a_faceoff_an_opponent_starts():
    g, hustle = _opponent_challenges_with_trixie(True)
    while g.s["faceoff"] is not None and g.pending().player != 0:
        answer(g, keys(g)[0])
    assert power.play_cost(g, 0, hustle, None, None) == 0
    assert f"play|{hustle}|event" in keys(g)


def test_hm1_trixie_tricks_of_the_trade_declined_leaves_events_at_full_cost():
    g, hustle = _opponent_challenges_with_trixie(False)
    assert g.s["faceoff"] is None  # P0 could not pay for anything: no window waited on them
    assert "Power totals" in log_text(g) and hustle in g.s["players"][0]["hand"]


def test_hm102_applejacks_hat_exhausts_its_friend_for_a_counter_and_lends_its_power():
    b = Board()
    host = b.add("PR36", 0, "play", "home:0")
    hat = b.add("HM102", 0, "play", "home:0", host=host)
    other = b.add("PR33", 0, "play", "home:0")
    theirs = b.add("PR12", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{hat}|")
    assert set(keys(g)) == {f"card:{other}", f"card:{theirs}"}  # another Friend, either player's
    answer(g, f"card:{other}")
    assert g.card(host)["exhausted"] and g.card(host)["counters"] == {"power": 1}
    assert power.power(g, other) == 2 + 4  # the host's 3 and its new counter
    b.cards[host - 1]["exhausted"] = True
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{hat}|") for k in keys(g))  # its cost can't be paid


def test_hm145_rarity_radiance_banishes_a_card_from_hand_to_fetch_an_accessory():
    b = Board()
    rarity = b.add("HM145", 0, "play", "home:0")
    fodder = b.add("PR36", 0, "hand")
    b.add("PR141", 0, "hand")  # a Resource: can't be banished for it
    in_discard = b.add("PR139", 0, "discard")  # Hard Hat, an Accessory
    in_deck = b.add("PR143", 0, "deck")  # an Accessory in the deck
    g = shipped_game(b)
    answer(g, f"act|{rarity}|")  # (the only card it may banish is banished without asking, 705.2e)
    assert fodder not in g.s["cards"] and "PR36" in zone_codes(g, 0, "banished")
    assert set(keys(g)) == {"none", f"card:{in_discard}", f"card:{in_deck}"}
    answer(g, f"card:{in_discard}")
    assert "PR139" in zone_codes(g, 0, "hand") and "P0 shuffles their deck" in log_text(g)


def test_hm44_dance_fever_gives_another_character_two_power_when_you_play_a_song():
    b = rich_board(tokens=9)
    fever = b.add("HM44", 0, "play", "home:0")
    friend = b.add("PR36", 0, "play", "problem:0")
    foe = b.add("PR36", 1, "play", "problem:0")
    song = b.add("EO110", 0, "hand")  # Apples to the Core: a Song Event
    g = shipped_game(b)
    answer(g, f"play|{song}|event")
    answer(g, "mode:1")  # exhaust a character
    answer(g, f"card:{foe}")
    assert fever not in [int(k.split(":")[1]) for k in keys(g)]  # another character
    answer(g, f"card:{friend}")
    assert power.power(g, friend) == 3 + 2 and power.power(g, fever) == 2
    assert g.pending().kind == "priority"


def test_hm44_dance_fever_ignores_an_event_that_is_not_a_song():
    b = rich_board(tokens=9)
    b.add("HM44", 0, "play", "home:0")
    event = b.add("HM87", 0, "hand")  # Call in the Dream Cavalry: no Song
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "priority"
    assert "+2 power" not in log_text(g)


def test_hm69_dr_hooves_all_in_due_time_may_turn_over_an_opposing_troublemaker_here():
    b = Board()
    b.add("HM69", 0, "play", "problem:0")
    hidden = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    shown = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 0, "play", "problem:0", face_down=True)  # P0's own: not opposing
    b.add(TROUBLEMAKER, 1, "play", "problem:1", face_down=True)  # not here
    g = shipped_game(b, phase="ready", step="draw")
    assert g.s["phase"] == "troublemaker" and g.pending().kind == "may"  # as the phase starts
    answer(g, "yes")
    assert sorted(keys(g)) == sorted([f"card:{hidden}", f"card:{shown}"])
    answer(g, f"card:{hidden}")
    assert not g.s["cards"][hidden]["face_down"]
    assert "turned face-up (not uncovered; by the text of " in log_text(g)


def test_hm69_dr_hooves_all_in_due_time_may_decline():
    b = Board()
    b.add("HM69", 0, "play", "problem:0")
    hidden = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    g = shipped_game(b, phase="ready", step="draw")
    answer(g, "no")
    assert g.s["cards"][hidden]["face_down"]


def test_hm67_lyra_and_bon_bon_better_halves_marks_a_friend_then_brings_it_along():
    b = rich_board(tokens=9)
    held = b.add("HM67", 0, "hand")
    marked = b.add("PR36", 0, "play", "home:0")
    plain = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"play|{held}|home:0")
    answer(g, "yes")
    assert f"card:{plain}" in keys(g) and not any(g.spec(int(k.split(":")[1])).code == "HM67" for k in keys(g))
    answer(g, f"card:{marked}")  # another one of your Friends
    assert g.s["cards"][marked]["counters"].get("friendship") == 1
    better = find(g, "HM67")[0]
    assert g.spec(better).is_named("lyra") and g.spec(better).is_named("bon bon")  # both names
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    answer(g, f"move|{better}|problem:0")
    answer(g, "yes")
    assert g.s["cards"][marked]["area"] == "problem:0"  # the one with a Friendship counter
    assert g.s["cards"][plain]["area"] == "home:0"


def test_hm48_opalescence_asks_which_card_to_banish_in_its_printed_words():
    """"Banish an opposing Friend with 2 or less power until this card leaves play": the
    question says which cards it offers, as every verb's question does (docs/engine.md)."""
    b = rich_board()
    small = b.add("PR20", 1, "play", "problem:1")
    b.add("PR79", 1, "play", "problem:1")  # 2 power too
    opal = b.add("HM48", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{opal}|home:0")
    assert g.pending().prompt.endswith(": Banish which opposing Friend with 2 or less power?")
    answer(g, f"card:{small}")
    assert zone_codes(g, 1, "banished") == ["PR20"]


def test_hm143_princess_twilight_masked_matter_horn_asks_to_draw_the_event_it_revealed_by_name():
    """"If that card is an Event, you may draw it": asked only once the card revealed is an
    Event (712.3), so the question is "Draw Team Effort #N?", not the condition quoted back."""
    b = rich_board()
    twilight = b.add("HM143", 0, "play", "home:0")
    top = b.deck_top("PR121", 0)  # Team Effort, an Event
    pony = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|home:0")
    answer(g, "yes")  # reveal
    assert g.pending().prompt == (f"Princess Twilight Sparkle, Masked Matter-Horn #{twilight}: "
                                  f"Draw Team Effort #{top}? (712.3)")


def test_hm139_princess_luna_dream_warrior_boosted_asks_to_move_to_the_problem_it_names():
    """"When you play a Friend to a Problem, you may move this card to that Problem": the
    question names that Problem (by its area, which the table and log say in words), and is
    not asked when she stands there already (506.2, 705.2e)."""
    from engine.mlp.view import place_words

    b = rich_board()
    b.cards[b.mane[0] - 1].update(card="HM139", boosted=True)
    pony, second = b.add("PR20", 0, "hand"), b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|problem:1")
    prompt = g.pending().prompt
    assert prompt == "Princess Luna, Dream Warrior #1: Move this card to problem:1? (712.3)"
    assert place_words(g, prompt) == ("Princess Luna, Dream Warrior #1: Move this card to Problem Runaway Cart "
                                      "(Player 2's)? (712.3)")
    answer(g, "yes")
    assert g.card(b.mane[0])["area"] == "problem:1"
    answer(g, f"play|{second}|problem:1")
    assert g.pending().kind == "priority"


def test_hm74_hoity_toity_discerning_eye_banishes_himself_as_he_leaves_play():
    """Open reading (docs/engine.md): "If a card would enter your discard pile from play,
    banish it instead" is in play as Hoity Toity himself would enter the discard pile, and a
    replacement modifier applies as the occurrence would occur (711.2): he is banished."""
    b = rich_board()
    hoity = b.add("HM74", 0, "play", "home:0")
    tones = b.add("EO135", 0, "hand")  # Rolling Tones: dismiss a Friend
    g = shipped_game(b)
    answer(g, f"play|{tones}|event")
    answer(g, f"card:{hoity}")
    assert zone_codes(g, 0, "banished") == ["HM74"] and "HM74" not in zone_codes(g, 0, "discard")


def test_hm116_zap_apples_asks_which_of_your_friends_gets_the_power():
    """"... to give one of your Friends +3 power until the end of the turn": the question
    chooses in the card's words, saying what the card chosen gets and for how long."""
    b = rich_board()
    zap = b.add("HM116", 0, "play", "home:0")
    b.add("PR20", 0, "discard")
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{zap}|")))
    while g.pending().kind == "cost":
        answer(g, keys(g)[0])
    assert g.pending().prompt == f"Zap Apples #{zap}: Which of your Friends gets +3 power until the end of the turn?"


def test_hm80_twinkleshine_is_not_offered_without_a_troublemaker_or_a_problem_to_put_it_at():
    """705.2: "Retire this card to put a Troublemaker from your hand into play face-up at
    this card's Problem" can't be followed with no Troublemaker in hand, nor at home, where
    the card has no Problem (501.4): the action would be rewound, so it is not offered and
    Twinkleshine is never retired for nothing."""
    b = rich_board()
    at_home = b.add("HM80", 0, "play", "home:0")
    at_problem = b.add("HM80", 0, "play", "problem:1")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith((f"act|{at_home}|", f"act|{at_problem}|"))]
    b.add(TROUBLEMAKER, 0, "hand")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"act|{at_home}|")]
    answer(g, f"act|{at_problem}|")
    tm = find(g, TROUBLEMAKER)[0]
    assert g.card(tm)["area"] == "problem:1" and g.face_up(tm)


def test_hm32_snips_and_snails_question_for_its_additional_cost_leads_with_the_card():
    """705.2d: "As an additional cost to play this card, retire a Friend": the question
    choosing the Friend leads with the card whose text asks it, as every card's question
    does; the Friend chosen is retired and Snips & Snails enters play."""
    b = rich_board()
    snips = b.add("HM32", 0, "hand")
    paid = b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{snips}|home:0")
    assert g.pending().prompt == f"{g.name(snips)}: Retire a Friend to play it"
    answer(g, f"card:{paid}")
    assert zone_codes(g, 0, "discard") == ["PR20"] and find(g, "HM32")


def test_hm21_shining_armor_unfrightened_with_another_friend_counts_both_in_any_order():
    """704.1b: Power Pony Up!'s "Unfrighten up to two Friends" is one occurrence, so Shining
    Armor, Team Trainer unfrightened with another of your Friends triggers for itself and
    for that Friend, whichever of the two the player named first."""
    for armor_first in (True, False):
        b = rich_board()
        other = b.add("PR36", 0, "play", "problem:1", frightened=True)
        armor = b.add("HM21", 0, "play", "problem:1", frightened=True)
        event = b.add("HM93", 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{event}|event")
        answer(g, *((f"card:{armor}", f"card:{other}") if armor_first else (f"card:{other}", f"card:{armor}")))
        asked = 0
        while g.pending().kind != "priority":
            asked += g.pending().prompt.startswith(g.name(armor))
            answer(g, f"card:{other}")
        assert asked == 2 and g.card(other)["counters"] == {"power": 2}, armor_first


def test_hm93_power_pony_up_with_no_frightened_friend_quotes_its_whole_instruction():
    """705.2e: "Unfrighten up to two Friends." finding no frightened Friend is quoted whole,
    "up to" read as a number, not as a cost paid "to" do something, and says what it found none of."""
    b = rich_board()
    card = b.add("HM93", 0, "hand")
    g = shipped_game(b)
    event = g.s["next_iid"]  # (played, it is a new card in the queue, 410.6)
    answer(g, f"play|{card}|event")
    assert ("705.2e: Nothing happens: “Unfrighten up to two Friends” is not done: no Friends can be unfrightened "
            f"(by the text of Power Pony Up! #{event})") in log_text(g)


def test_hm112_operation_mare_do_well_asks_for_no_friend_when_there_are_no_counters_to_move():
    """Operation Mare Do Well: "... redistribute any number of +1 power counters on your
    characters onto one of your Friends." With no +1 power counter on any of its player's
    characters there is nothing to move: no Friend is asked for (705.2e), and the log says the
    text found nothing to act on. With counters only on the Friend chosen, none moves, and the
    log says so instead of ending at the exhausted card."""
    from tests.engine.card_play import act

    b = Board()
    op = b.add("HM112", 0, "play", "home:0")
    friend = b.add("PR36", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, op))
    assert g.card(op)["exhausted"] and g.pending().kind == "priority"
    assert ("705.2e: Nothing happens: “Redistribute any number of +1 power counters on your characters onto one of "
            f"your Friends” finds nothing to act on (by the text of {g.name(op)})") in log_text(g).split("\n")
    b.cards[friend - 1]["counters"] = {"power": 2}
    g = shipped_game(b)
    answer(g, act(g, op))
    answer(g, f"card:{friend}")
    assert g.card(friend)["counters"] == {"power": 2} and g.pending().kind == "priority"
    assert (f"705.2e: Nothing more happens: P0's other characters have no +1 power counters to move onto "
            f"{g.name(friend)} (by the text of {g.name(op)})") in log_text(g).split("\n")
