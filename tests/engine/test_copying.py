"""Copying (520): copies of effects processed again for the copier with new decisions, and
token copies of cards; each test is a judge's board (shipped cards by code), the answers
and the result, naming its rules."""

from __future__ import annotations

import re

import pytest

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.coverage import CARRIED_OUT, coverage
from engine.mlp.effects.abilities import LEAVING_PLAY
from engine.mlp.state.game import MOVES_WATCHED, MlpGame
from engine.mlp.state.library import token_id
from engine.mlp.values import power
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    pass_until,
    rules_cited,
    shipped_game,
    zone_codes,
)

COPY_CARDS = ["AD101", "SB45", "LL38", "LL133", "HM81", "DE115", "SB135", "LL28", "FF46", "HM88", "FF105"]
CRITTER = token_id(1, "yellow", "Critter")


def _game(b: Board, **top):
    return b.game(default_library(), **top)


def _tokens(g) -> list[int]:
    return [i for i in g.s["play"] if g.card(i).get("token")]


def _power_mods(g, target: int) -> list[int]:
    return [m["amount"] for m in g.s["mods"] if m["kind"] == "power" and m["target"] == target]


def test_copy_wordings_are_implemented():
    rows = {row.code: row for row in coverage(default_library())}
    assert {code for code in COPY_CARDS if rows[code].status not in CARRIED_OUT} == set()


def _fishing_board(p1_tokens: int) -> tuple[Board, dict[str, int]]:
    """P0 challenges P1's Troublemaker at P1's Problem holding Gone Fishin'."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.players[1]["tokens"] = p1_tokens
    ids = {
        "blue_moon": b.add("PR60", 0, "play", "problem:1"),
        "sweetie": b.add("PR20", 0, "play", "home:0"),
        "emerald": b.add("PR12", 1, "play", "problem:1"),
        "tm": b.add("PR157", 1, "play", "problem:1"),
        "event": b.add("AD101", 0, "hand"),
    }
    return b, ids


def test_copied_effect_is_processed_again_for_the_copier_ad101():
    """520.1, 513.4, 506.4: Gone Fishin' moves P1's Friend; P1 pays 1 to copy the effect and,
    as its controller, moves one of *P0's* Friends (a new decision: P0's first choices are not
    reused); P0 may copy it back and declines. The copy is not a card: nothing more goes to
    the discard pile."""
    b, ids = _fishing_board(p1_tokens=2)
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{ids['tm']}")
    answer(g, f"play|{ids['event']}|event")
    assert g.card(ids["emerald"])["area"] == "problem:0"
    assert g.pending().player == 1 and g.pending().kind == "may"
    # led by the card, the rule after the question mark as every question cites it
    assert re.fullmatch(r"Gone Fishin' #\d+: Pay \[1\] to copy this effect\? \(520\.1\)", g.pending().prompt)
    answer(g, "yes")
    assert g.s["players"][1]["tokens"] == 1 and "520.1" in rules_cited(g)
    assert g.pending().player == 1  # the copy's decisions are P1's
    assert sorted(keys(g)) == sorted([f"card:{ids['blue_moon']}", f"card:{ids['sweetie']}"])
    answer(g, f"card:{ids['blue_moon']}")
    assert g.card(ids["blue_moon"])["area"] == "problem:0"
    assert g.pending().player == 0 and g.pending().kind == "may"  # "that opponent" read from P1's side
    answer(g, "no")
    assert g.s["players"][0]["discard"] == [max(g.s["players"][0]["discard"])]  # the Event only


def test_copy_offer_needs_the_payment_ad101():
    """508.1d: a player who can't pay 1 is not offered the copy."""
    b, ids = _fishing_board(p1_tokens=0)
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{ids['tm']}")
    answer(g, f"play|{ids['event']}|event")
    assert "520.1" not in rules_cited(g)
    assert not (g.pending().player == 1 and g.pending().kind == "may")


def _unicorn_board() -> tuple[Board, dict[str, int]]:
    b = Board()
    b.players[0]["tokens"] = 3
    ids = {
        "glimmer": b.add("SB45", 0, "play", "home:0"),
        "blue_moon": b.add("PR60", 0, "play", "home:0"),
        "comet": b.add("PR54", 0, "play", "problem:0"),
        "event": b.add("PR126", 0, "hand"),  # Watch in Awe, cost 1: a character gets +2 [Magic]
    }
    return b, ids


def test_exhaust_unicorns_to_copy_an_events_effects_sb45():
    """520.1, 520.1a, 508.1: Starlight Glimmer and one other Unicorn (the Event cost 1) are
    exhausted; the copy chooses its own target; the copy is not played, so it triggers
    nothing more."""
    b, ids = _unicorn_board()
    g = _game(b)
    answer(g, f"play|{ids['event']}|event")
    answer(g, f"card:{ids['blue_moon']}")
    assert g.pending().kind == "may" and g.pending().player == 0
    assert g.pending().prompt == (f"Starlight Glimmer, Magic Instructor #{ids['glimmer']}: Copy the effects "
                                  "of Watch in Awe? (520.1)")  # (the copy's rule, not 712.3)
    answer(g, "yes")
    answer(g, f"card:{ids['comet']}")  # the Unicorn exhausted as the cost
    assert g.card(ids["glimmer"])["exhausted"] and g.card(ids["comet"])["exhausted"]
    assert not g.card(ids["blue_moon"])["exhausted"]
    answer(g, f"card:{ids['glimmer']}")  # the copy's new target
    assert _power_mods(g, ids["blue_moon"]) == [2] and _power_mods(g, ids["glimmer"]) == [2]
    assert "520.1" in rules_cited(g) and g.pending().kind == "priority"


def test_not_enough_unicorns_no_copy_sb45():
    """508.1d: an Event costing 2 needs two other Unicorns to exhaust; with one there is no
    offer."""
    b = Board()
    b.players[0]["tokens"] = 4
    b.add("SB45", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR44", 0, "play", "home:0")
    event = b.add("PR110", 0, "hand")  # Downright Dangerous, cost 2
    b.add("PR31", 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "priority" and "520.1" not in rules_cited(g)


@pytest.mark.parametrize(("score", "copied"), [(8, True), (7, False)])
def test_banish_to_copy_a_cheap_event_when_a_player_has_8_points_ll38(score, copied):
    """520.1, 410.5: Princess Twilight Sparkle is banished to copy an Event costing 2 or
    less, only while a player has 8 or more points."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.players[1]["score"] = score
    twilight = b.add("LL38", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0")
    event = b.add("PR126", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{twilight}")
    if not copied:
        assert g.pending().kind == "priority" and twilight in g.s["cards"]
        return
    answer(g, "yes")
    assert twilight not in g.s["cards"] and len(g.s["players"][0]["banished"]) == 1
    assert g.pending().kind == "target"  # the copy's own choice of character
    answer(g, keys(g)[0])
    assert "520.1" in rules_cited(g)


def _recipe_research_confronted() -> tuple[MlpGame, int]:
    """P0 confronts Recipe Research (LL133) at the Score Phase: the game and the Problem."""
    b = Board(problems=("LL133", "PR190"))
    b.add("PR31", 0, "play", "problem:0")
    b.add("PR60", 0, "play", "problem:0")
    return _game(b, phase="score", step="confront"), b.problem[0]


def _recipe_research_copying() -> tuple[MlpGame, int, int]:
    """With two Ingredient counters on Recipe Research, P0 plays Watch in Awe (PR126) on Blue
    Moon and says yes to removing them to copy it: the game, the Problem and Blue Moon."""
    b = Board(problems=("LL133", "PR190"))
    b.cards[b.problem[0] - 1]["counters"] = {"ingredient": 2}
    b.players[0]["tokens"] = 3
    blue_moon = b.add("PR60", 0, "play", "home:0")
    event = b.add("PR126", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{blue_moon}")
    answer(g, "yes")
    return g, b.problem[0], blue_moon


def test_problem_counts_confronts_and_spends_counters_to_copy_ll133():
    """519.1, 611.1: Recipe Research gets an Ingredient counter when confronted; with two,
    its controller may remove them to copy an Event they play (520.1)."""
    g, recipe = _recipe_research_confronted()
    assert g.card(recipe)["counters"] == {"ingredient": 1}
    assert f"{g.name(recipe)} gets an Ingredient counter (1 in all; by the text of " in log_text(g)
    g, recipe, blue_moon = _recipe_research_copying()
    answer(g, f"card:{blue_moon}")
    assert g.card(recipe)["counters"] == {}
    assert f"2 Ingredient counters are removed from {g.name(recipe)}" in log_text(g)
    assert _power_mods(g, blue_moon) == [2, 2]


def test_ll133_recipe_research_puts_and_removes_its_counters_by_its_text():
    """Recipe Research's Ingredient counters are put and removed as every counter is (519.1):
    the log names the card whose text did it (705.2e), as for any other counter."""
    g, problem = _recipe_research_confronted()
    recipe = g.name(problem)
    assert f"{recipe} gets an Ingredient counter (1 in all; by the text of {recipe})" in log_text(g)
    g, _, _ = _recipe_research_copying()
    assert f"2 Ingredient counters are removed from {recipe} (by the text of {recipe})" in log_text(g)


def test_token_copy_of_each_of_your_token_friends_hm81():
    """520.2, 521.2: Exact Duplicate copies each token Friend P0 controls (not P1's)."""
    b = Board()
    b.players[0]["tokens"] = 4
    for card in ("PR60", "PR60", "PR81", "PR81"):
        b.add(card, 0, "play", "home:0")
    b.add(CRITTER, 0, "play", "problem:0", token=True)
    b.add(token_id(2, "blue", "Pegasus"), 0, "play", "home:0", token=True)
    b.add(CRITTER, 1, "play", "problem:1", token=True)
    clony = b.add("HM81", 0, "hand")
    g = _game(b)
    answer(g, f"play|{clony}|home:0")
    answer(g, "problem:1")
    answer(g, "home:0")
    mine = sorted(g.card(i)["card"] for i in _tokens(g) if g.card(i)["ctrl"] == 0)
    assert mine == sorted([CRITTER, CRITTER, token_id(2, "blue", "Pegasus"), token_id(2, "blue", "Pegasus")])
    assert "520.2" in rules_cited(g)


def test_hm81_exact_duplicate_copies_enter_play_together():
    """706.1, 704.1b: "put a token copy of each of your token Friends into play" is one
    instruction: every copy's place is chosen, then they enter together, so the copy of P0's
    Spike, Ultimate Host token ("When another one of your Friends enters play here, that Friend
    and this card get +1 power") hears of the Critter token's copy entering home with it,
    though the Critter's copy was put first: 2 + 1 (the first Spike hears of it) + 1 = 4."""
    b = Board()
    b.players[0]["tokens"] = 4
    for card in ("PR60", "PR60", "PR81", "PR81"):
        b.add(card, 0, "play", "home:0")
    b.add(CRITTER, 0, "play", "home:0", token=True)
    spike = b.add("MT69", 0, "play", "home:0", token=True)
    clony = b.add("HM81", 0, "hand")
    g = _game(b)
    answer(g, f"play|{clony}|home:0")
    while g.pending().kind != "priority":
        answer(g, "home:0" if "home:0" in keys(g) else keys(g)[0])
    (copy,) = [i for i in _tokens(g) if g.spec(i).code == "MT69" and i != spike]
    assert g.card(copy)["area"] == "home:0" and power.power(g, copy) == 4, log_text(g)[-1500:]


def test_uncovered_troublemaker_copies_itself_at_each_other_problem_de115():
    """607.2, 520.2: Changeling Barricade, uncovered at problem:1, puts a face-up token copy
    of itself at every other Problem."""
    b = Board()
    tm = b.add("DE115", 0, "play", "problem:1", face_down=True)
    g = _game(b, phase="troublemaker", step="uncover")
    pass_until(g, phase="main")
    (copy,) = _tokens(g)
    assert g.card(copy)["card"] == g.card(tm)["card"] and g.card(copy)["area"] == "problem:0"
    assert not g.card(copy)["face_down"] and g.card(copy)["ctrl"] == 0


def test_troublemaker_from_hand_and_a_token_copy_sb135():
    """520.2, 506.2a: Tempest Shadow puts a Troublemaker from hand face-up at a Problem and a
    token copy face-up at a Problem (never at a home)."""
    b = Board()
    tempest = b.add("SB135", 0, "play", "home:0")
    parasprite = b.add("PR157", 0, "hand")
    g = _game(b)
    answer(g, f"act|{tempest}|0")
    assert keys(g) == ["problem:0", "problem:1"]
    answer(g, "problem:1")
    answer(g, "problem:0")
    (copy,) = _tokens(g)
    placed = [i for i in g.s["play"] if g.card(i)["card"] == g.lib.find("PR157").id and i != copy]
    assert g.card(placed[0])["area"] == "problem:1" and not g.card(placed[0])["face_down"]
    assert g.card(copy)["area"] == "problem:0" and parasprite not in g.s["players"][0]["hand"]


def test_dismiss_a_friend_here_and_take_a_token_copy_ll28():
    """410.1, 520.2: Discord dismisses P1's Friend at its Problem (to P1's discard pile) and
    P0 gets a token copy of it."""
    b = Board()
    b.players[0]["tokens"] = 5
    b.add("PR36", 0, "play", "home:0")
    emerald = b.add("PR12", 1, "play", "problem:1")
    discord = b.add("LL28", 0, "hand")
    g = _game(b)
    answer(g, f"play|{discord}|problem:1")
    # "you may dismiss a Friend here. If you do, put a token copy of that Friend into play ...": both said
    assert re.fullmatch(r"Discord, Second Opinion #\d+: Dismiss which Friend here to put a token copy of that "
                        r"Friend into play under your control\?", g.pending().prompt)
    answer(g, f"card:{emerald}")
    answer(g, "home:0")
    assert len(g.s["players"][1]["discard"]) == 1
    (copy,) = _tokens(g)
    assert g.card(copy)["card"] == g.lib.find("PR12").id and g.card(copy)["ctrl"] == 0
    assert power.power(g, copy) == 2


def test_no_copy_when_the_friend_was_not_dismissed_ll28():
    """710, Persistent: P1 frightens Winona instead of letting her be dismissed, so P0 did
    not dismiss her and gets no token copy ("if you do")."""
    b = Board()
    b.players[0]["tokens"] = 5
    b.add("PR36", 0, "play", "home:0")
    winona = b.add("HM23", 1, "play", "problem:1")
    discord = b.add("LL28", 0, "hand")
    g = _game(b)
    answer(g, f"play|{discord}|problem:1")
    answer(g, f"card:{winona}")
    assert g.pending().player == 1 and g.pending().kind == "replacement"
    answer(g, "persistent")
    assert g.card(winona)["frightened"] and _tokens(g) == []


def test_ll28_token_copy_of_stolen_talent_has_no_abilities_it_gained_ll141():
    """520.2: P1's Queen Chrysalis, Stolen Talent has Cerulean Skies's printed abilities (Swift),
    a modifier on her; Discord, Second Opinion dismisses her and P0's token copy has her printed
    information only: no Swift."""
    b = Board()
    b.players[0]["tokens"] = 5
    b.add("PR36", 0, "play", "home:0")
    chrysalis = b.add("LL141", 1, "play", "problem:1")
    skies = b.add("PR8", 1, "banished")
    discord = b.add("LL28", 0, "hand")
    g = _game(b)
    g.gain_printed_abilities(chrysalis, g.card(skies)["card"], "701.1")
    assert "Swift" in power.keywords(g, chrysalis)
    answer(g, f"play|{discord}|problem:1")
    answer(g, f"card:{chrysalis}")
    answer(g, "home:0")
    (copy,) = _tokens(g)
    assert g.spec(copy).code == "LL141" and "Swift" not in power.keywords(g, copy)


def test_token_copy_of_a_resource_enters_by_its_placement_rule_ff46():
    """520.2, 509: Stygian copies P1's home Resource; the copy enters at P0's home."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add("PR79", 0, "play", "home:0")
    b.add("PR76", 0, "play", "home:0")
    heart = b.add("CG132", 1, "play", "home:1")
    stygian = b.add("FF46", 0, "hand")
    g = _game(b)
    answer(g, f"play|{stygian}|home:0")
    (copy,) = _tokens(g)
    assert g.card(copy)["card"] == g.card(heart)["card"] and g.card(copy)["area"] == "home:0"
    assert g.card(copy)["ctrl"] == 0 and g.card(copy)["host"] is None


CONTROL_AND_COPY = ["CG92", "DE26", "DE47", "SB134", "AD32", "EO213", "MT43", "HM73", "HM33", "LL111", "CG132",
                    "CG33", "MT115", "AD63", "LL90", "AD116", "LL95", "DE108", "FF108", "LL137", "DE96", "AD101",
                    "SB45", "LL38", "HM81", "DE115", "SB135", "LL28", "FF46", "HM88", "AD38", "LL105", "FF105",
                    "CN156", "DE103"]
FILLERS = ["PR36", "PR44", "PR60", "PR54", "PR79", "PR76", "PR81", "PR86", "PR12", "PR31", "PR157", "PR126"]


def test_random_playouts_with_control_and_copy_cards_stay_sound():
    """Seeded random games with decks full of these cards: every position keeps its
    invariants (controllers agree with the control changes, 513.2) and saved positions load
    back exactly."""
    from engine.mlp.boardstate import export_board, load_board
    from engine.mlp.bot import RandomBot
    from engine.mlp.procedures.invariants import broken_invariants
    from engine.mlp.procedures.setup import deck_from_cards, new_game

    lib = default_library()

    def deck(mane: str, problems: list[str]) -> dict:
        codes = [mane, *problems, *(c for c in CONTROL_AND_COPY for _ in range(2)),
                 *(c for c in FILLERS for _ in range(2))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    decks = [deck("AD193", ["LL133", "PR168", "PR190"]), deck("PR2", ["PR190", "PR168", "LL133"])]
    cited: set[str] = set()
    for seed in range(8):
        g = new_game(lib, decks, seed)
        bots = [RandomBot(seed, style="eager"), RandomBot(seed + 100)]
        answers = 0
        while g.pending() is not None and answers < 1500:
            g.submit(bots[g.pending().player].choose(g.pending()))
            answers += 1
            assert broken_invariants(g) == [], (seed, answers)
            if answers % 50 == 0:
                doc = export_board(g)
                assert export_board(load_board(doc, lib, run=False)) == doc
        cited.update(rule for _, rule, _ in g.log)
    assert {"513.2", "520.1", "520.2", "511.5"} <= cited


def test_resource_on_a_cheap_friend_copies_it_and_moves_the_copy_along_ff105():
    """509.1, 520.2, 506.4: Herd of Adoring Fans is played only on a Friend costing 2 or less,
    makes a token copy of that Friend, and when P0 moves the Friend P0 may move the token
    with the same name along."""
    b = Board()
    b.players[0]["tokens"] = 6
    for card in ("PR79", "PR76", "PR81", "PR86"):  # 3 white and 3 yellow power
        b.add(card, 0, "play", "home:0")
    sweetie = b.add("PR20", 0, "play", "home:0")
    steam = b.add("PR31", 0, "play", "home:0")  # cost 4: not a legal host
    herd = b.add("FF105", 0, "hand")
    g = _game(b)
    assert f"play|{herd}|on:{sweetie}" in keys(g) and f"play|{herd}|on:{steam}" not in keys(g)
    answer(g, f"play|{herd}|on:{sweetie}")
    answer(g, "home:0")
    (copy,) = _tokens(g)
    assert g.card(copy)["card"] == g.card(sweetie)["card"]
    answer(g, f"move|{sweetie}|problem:1")
    assert g.pending().kind == "target"
    answer(g, f"card:{copy}")
    assert g.card(copy)["area"] == "problem:1" and g.card(sweetie)["area"] == "problem:1"


def _discord_and_heart_of_the_sea(in_discard: int = 0) -> tuple[MlpGame, int]:
    """P0 plays LL28 Discord at P1's Problem and chooses P1's Friend there wearing DE112
    Heart of the Sea ("If that card would be dismissed, you may put it into its owner's hand
    instead"), with a card in P1's hand and `in_discard` in their discard pile: P1 is asked
    about the replacement (710.5). Gives the game and the Heart of the Sea."""
    b = Board()
    b.players[0]["tokens"] = 5
    b.add("PR36", 0, "play", "home:0")
    emerald = b.add("PR12", 1, "play", "problem:1")
    heart = b.add("DE112", 1, "play", "problem:1", host=emerald)
    b.add("PR33", 1, "hand")
    for _ in range(in_discard):
        b.add("PR33", 1, "discard")
    discord = b.add("LL28", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{discord}|problem:1")
    answer(g, f"card:{emerald}")
    assert g.pending().player == 1 and g.pending().kind == "replacement"
    return g, heart


def test_ll28_discord_no_copy_when_de112_heart_of_the_sea_sends_the_friend_home_though_a_card_was_discarded():
    """CR 3.4 410.6, 710.1: P1 puts the Friend into their hand instead, so P0 did not dismiss
    it and gets no token copy, even though a card of P1's entered their discard pile while the
    replacement was decided (no card of the pool discards one within that replacement; the
    board discards P1's card from hand as directly as it can): "if you do" is read from where
    that Friend itself went, not from the size of the discard pile."""
    g, heart = _discord_and_heart_of_the_sea()
    g.relocate(g.s["players"][1]["hand"][0], "discard")
    answer(g, f"instead:{heart}:2")
    assert g.pending().kind == "priority"  # (P0 is not asked where a copy enters play)
    assert "PR12" in zone_codes(g, 1, "hand") and _tokens(g) == []
    assert MOVES_WATCHED not in g.s["flags"]  # (nothing is kept once it is read)


def test_ll28_discord_copies_a_friend_dismissed_though_a_card_left_the_discard_pile_meanwhile():
    """CR 3.4 410.1, 410.6: P1 lets the Friend be dismissed; it went to P1's discard pile, so
    P0 gets the token copy even though a card left that pile while the replacement was
    decided (the pile is no bigger than before)."""
    g, _heart = _discord_and_heart_of_the_sea(in_discard=1)
    g.relocate(g.s["players"][1]["discard"][0], "deck")
    answer(g, "none")
    answer(g, "home:0")
    (copy,) = _tokens(g)
    assert g.card(copy)["card"] == g.lib.find("PR12").id and "PR12" in zone_codes(g, 1, "discard")


def test_ll28_discord_on_a_board_saved_before_moves_were_watched_still_reads_if_you_do():
    """A board saved during the replacement question by an earlier version holds the old
    record (the size of the owner's discard pile, no watched move): P1 lets the Friend be
    dismissed, and P0 still gets the token copy (410.1, 410.6)."""
    g, _heart = _discord_and_heart_of_the_sea()
    records = [frame["data"][LEAVING_PLAY] for frame in g.s["stack"] if LEAVING_PLAY in frame.get("data", {})]
    assert records, "the dismissal's record waits on the stack"
    for record in records:
        record["discard"] = len(g.s["players"][record["owner"]]["discard"])
    del g.s["flags"][MOVES_WATCHED]
    g = load_board(export_board(g), g.lib)
    answer(g, "none")
    answer(g, "home:0")
    (copy,) = _tokens(g)
    assert g.card(copy)["card"] == g.lib.find("PR12").id
