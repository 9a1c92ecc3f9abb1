"""The engine's derived-value caches never answer differently from a fresh look.

`MlpGame.cached()` and `MlpGame.board()` keep values derived from the board
(cards by area, continuous abilities, keywords, listeners, the clean-board
check...) until an instance id or timestamp is taken; some changes keep them on
purpose (modifiers, waiting triggers, reactions, cards moving between hidden
zones). These tests play seeded bot games and, at every decision (and, in one
game, before every step of every procedure), ask the same questions twice: once
with the caches as play left them, once after dropping them. Any difference
means a change to the board that does not drop what was derived from it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.core import rng
from engine.mlp import bot
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.effects import abilities
from engine.mlp.procedures import actions, flow
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import EVERY_CARD_ID, BoardIndex, MlpGame
from engine.mlp.state.library import token_id
from engine.mlp.values import power, teamwork
from tests.engine import test_beneath_soak as beneath_soak
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine import test_copying as copying
from tests.engine.card_play import start_challenge, tm_faceoff
from tests.engine.cardsource import THEME_DECKS, deck_around, theme_deck
from tests.engine.helpers import (
    Board,
    answer,
    check_before_every_step,
    keys,
    library,
    pass_until,
    play_checking,
)

CATEGORIES = ("power", "color", "grant_keyword", "play_cost", "move_cost", "confront_extra",
              "cant_frighten", "cant_dismiss", "extra_flips")
EVENTS = ("enter_play", "played", "moved", "left_play", "put_in_discard", "confront", "flip",
          "turn_start", "turn_end", "main_start", "faceoff_won", "uncovered", "scored_with")


def answers(g: MlpGame) -> dict[str, Any]:
    """What the rules read from derived values, for every card in play and both players."""
    s = g.s
    # first, before any look-up refreshes what the lost abilities were derived from: what
    # Teamwork shares as kept, against the plain computation from the board
    shared = dict(teamwork.shares(g))
    assert shared == (teamwork._compute(g, g.lost_abilities()) if g.teamwork_in_play() else {})
    out: dict[str, Any] = {"shares": shared}
    areas = list(s["areas"])
    for iid in s["play"]:
        out[f"kw{iid}"] = dict(power.keywords(g, iid))
        out[f"power{iid}"] = power.power(g, iid)
        out[f"colors{iid}"] = power.colors(g, iid)
        out[f"values{iid}"] = power._values(g, iid)
        out[f"name{iid}"] = g.name(iid)
        out[f"attached{iid}"] = list(g.attachments(iid))
        host = s["cards"][iid]["host"]
        if host is not None:  # (also a host that left play)
            out[f"attached{host}"] = list(g.attachments(host))
    for area in [*areas, None]:
        out[f"at{area}"] = list(g.at(area))
        for p in (None, 0, 1):
            out[f"chars{area}{p}"] = list(g.characters_at(area, p))
    out["lost"] = sorted(g.lost_abilities())
    for category in CATEGORIES:
        out[f"statics{category}"] = [(src, ab.name) for src, ab in g.static_abilities(category)]
        out[f"sources{category}"] = list(g.sources(category))
    for event in EVENTS:
        out[f"listen{event}"] = list(g._listeners(event))
    out["teamwork"] = g.teamwork_in_play()
    out["board_troublemakers"] = list(g.board().troublemakers)
    for keyword in sorted(abilities.SUPPORTED_KEYWORDS):
        out[f"holders{keyword}"] = list(abilities.keyword_holders(g, keyword))
    out["ppp"] = flow._needs_ppp(g)
    out["troublemakers"] = list(flow._troublemakers(g))
    for p in (0, 1):
        out[f"chars{p}"] = list(g.characters(p))
        out[f"offmain{p}"] = actions.may_act_outside_main(g, p)
        for ctx in ("main", "open"):
            out[f"legal{p}{ctx}"] = actions.legal(g, p, ctx)
        out[f"problems{p}"] = list(actions._problem_areas(g, g.board()))
        for iid in [*s["players"][p]["hand"], *s["players"][p]["deck"][:8]]:
            if g.spec(iid).type in ("friend", "resource"):
                out[f"destinations{p}{iid}"] = list(actions._destinations(g, g.board(), p, g.spec(iid)))
        out[f"costs{p}"] = play_costs(g, p)[0]
        for area in areas:
            out[f"move{p}{area}"] = power.move_cost_base(g, p, area)
            if s["areas"][area]["kind"] == "problem":
                out[f"meets{p}{area}"] = power.meets(g, p, area)
                out[f"blocked{p}{area}"] = power.blocked_by_troublemaker(g, p, area)
    return out


def play_costs(g: MlpGame, player: int) -> tuple[dict, dict]:
    """What each card in the player's hand and atop their deck would cost at each place it
    could go: asked of one `power.PlayCosts` for them all, as listing actions does (the
    modifiers that read only the card's type worked out once per type and place), and
    of a fresh one for each card (`power.play_cost`)."""
    costs = power.PlayCosts(g, player)
    shared: dict[tuple, int] = {}
    each: dict[tuple, int] = {}
    flags = g.s["flags"]
    player_cards = g.s["players"][player]
    for iid in [*player_cards["hand"], *player_cards["deck"][:8]]:
        spec = g.spec(iid)
        places = [(None, None)]
        if spec.type in ("friend", "resource"):
            places += [(area, host) for _, _, area, host in actions._destinations(g, g.board(), player, spec)]
        for area, host in places:
            shared[(iid, area, host)] = costs.cost(iid, spec, area, host)
            each[(iid, area, host)] = power.play_cost(g, player, iid, area, host)
            # every modifier asked about the card (none left out as reading only its type or
            # changing only cards played on a host)
            plain = ((spec.cost or 0) - flags.get(f"discount:{player}", 0)
                     - (flags.get(f"discount:{player}:{spec.type}", 0) if spec.type in ("friend", "event") else 0)
                     + power.static_sum(g, "play_cost", player, card=iid, dest=area, host=host))
            assert shared[(iid, area, host)] == max(0, plain)
    return shared, each


def assert_caches_fresh(g: MlpGame) -> None:
    faces = dict(g._faces)
    g._faces = {}
    assert all(g.spec(iid) is face for iid, face in faces.items())  # (the cards still in the game)
    names = dict(g._names)
    g._names = {}
    assert all(g.name(iid) == name for iid, name in names.items())
    for p in (0, 1):
        shared, each = play_costs(g, p)
        assert shared == each
    for p in (0, 1):
        for area in g.problems():
            # Hall's condition sets are kept by list of requirements (`power.supply_covers`)
            needed = tuple(req for req in power.requirements(g, p, area) or () if req[2] > 0)
            if needed:
                assert power._requirement_sets(needed) == power._requirement_sets.__wrapped__(needed)
    kept = answers(g)
    kinds = g.keyword_card_ids()
    g._cache = None
    g._board = g.settled_board = None
    g._keyword_card_ids = None
    assert kept == answers(g)
    # (it may keep cards no longer in the game)
    assert all(ids <= kinds.get(name, frozenset()) for name, ids in g.keyword_card_ids().items())


def games(count: int, max_turns: int):
    """Theme-deck games, then one with Teamwork and cards beneath cards, one with control
    changes and copies (the decks of those cards' own soak tests) and one with cards that
    take abilities and colors away or change them."""
    lib = library()
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    for seed in range(count):
        g = new_game(lib, [decks[seed % 6], decks[(seed * 5 + 2) % 6]], 100 + seed)
        style = "eager" if seed % 2 else "uniform"
        yield g, [bot.RandomBot(seed * 7 + p, style=style) for p in (0, 1)], max_turns
    lib = default_library()
    teamwork = [deck_around(lib, THEME_DECKS[0], beneath_soak.TEAMWORK + beneath_soak.BENEATH[::2]),
                deck_around(lib, THEME_DECKS[1], beneath_soak.BENEATH + beneath_soak.TEAMWORK[::3])]
    yield new_game(lib, teamwork, 7), [bot.RandomBot(70), bot.RandomBot(71, style="eager")], max_turns

    def deck(mane: str, problems: list[str], cards: list[str]) -> dict:
        codes = [mane, *problems, *(c for c in cards for _ in range(2)),
                 *(c for c in copying.FILLERS for _ in range(2))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    control = [deck("AD193", ["LL133", "PR168", "PR190"], copying.CONTROL_AND_COPY),
               deck("PR2", ["PR190", "PR168", "LL133"], copying.CONTROL_AND_COPY)]
    yield new_game(lib, control, 3), [bot.RandomBot(3, style="eager"), bot.RandomBot(103)], max_turns
    # abilities and colors taken away or changed (711.3-711.5)
    changing = ["AD196", "AD129", "MT74", "CN135", "HM10", "AD166", "PR139", "EO217", "EO78", "PR148"]
    changed = [deck("AD193", ["LL133", "PR168", "PR190"], changing), deck("PR2", ["PR190", "PR168", "LL133"], changing)]
    yield new_game(lib, changed, 5), [bot.RandomBot(5), bot.RandomBot(105, style="eager")], max_turns


def test_caches_match_a_fresh_look_at_every_decision() -> None:
    checked = 0
    for g, bots, max_turns in games(5, 60):
        while g.pending() is not None and g.s["turn"] <= max_turns:
            assert_caches_fresh(g)
            checked += 1
            decision = g.pending()
            g.submit(bots[decision.player].choose(decision))
    assert checked > 500


def test_caches_match_a_fresh_look_before_every_step(monkeypatch: pytest.MonkeyPatch) -> None:
    # (the look does not disturb the game: answers() only reads)
    steps = check_before_every_step(monkeypatch, assert_caches_fresh)
    for g, bots, max_turns in games(1, 15):
        while g.pending() is not None and g.s["turn"] <= max_turns:
            decision = g.pending()
            g.submit(bots[decision.player].choose(decision))
    assert steps[0] > 200


POOL_SEEDS = (77, 795)  # games whose Mane Characters' colors change keywords (711.4)


@pytest.mark.parametrize("seed", POOL_SEEDS)
def test_caches_match_a_fresh_look_before_every_step_of_pool_games(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Decks dealt from every implemented card (see test_card_pool_soak), so that texts no
    theme deck has are looked at too."""
    steps = check_before_every_step(monkeypatch, assert_caches_fresh)
    assert pool_soak._play(seed, round_trip=False) > 0
    assert steps[0] > 200


# texts that give keywords by area: "While this card is with another of your Crystal characters"
# (the CG Crystal Friends), "... no opposing characters here" (HM50), "... at home" (SB65), "... at
# a Problem with a Troublemaker" (LL63), "Your (other) Friends here / at home have" (EO99, DE51 and
# the Problems), and by no area: Pirates, Seaponies, Troublemakers, "While your Mane Character is
# [color]" (HM), Accessories on a card (LL65), Hard Hat on its host
GRANTS_BY_AREA = ["CG11", "CG66", "CG55", "CG38", "CG84", "CG24", "CG15", "HM50", "SB65", "LL63", "EO99", "DE51",
                  "SB10", "SB8", "MT141", "SB53", "HM10", "HM14", "HM53", "MT49", "MT22", "LL65", "PR139"]
GRANTING_PROBLEMS = (["PR190", "MT125", "CN174", "HM121"], ["PR168", "HM121", "MT125", "CN174"])


@pytest.mark.parametrize("seed", (8, 10))
def test_caches_match_a_fresh_look_before_every_step_with_keywords_given_by_area(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move, or a card coming into play, leaving it or turning face up, keeps the kept
    keywords and values of the cards no grant in play can answer differently for after it
    (`BoardIndex._grants_reach`): checked before every step of games full of grants that
    read areas, grants that read cards in play and grants that read only their cards, in
    which moves and cards coming and going keep most cards' values."""
    lib = default_library()
    kept = {False: [0, 0], True: [0, 0]}  # (by change: those that dropped some cards' values only; cards kept)
    grants_reach = BoardIndex._grants_reach

    def counting(board: BoardIndex, g: MlpGame, involved: set[str], came: bool) -> set[int] | None:
        reach = grants_reach(board, g, involved, came)
        if reach is not None:
            kept[came][0] += 1
            kept[came][1] += sum(1 for iid in board.values if iid not in reach)
        return reach

    def deck(mane: str, problems: list[str]) -> dict:
        codes = [mane, *problems, *(c for c in GRANTS_BY_AREA for _ in range(2)),
                 *(c for c in copying.FILLERS for _ in range(2))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    monkeypatch.setattr(BoardIndex, "_grants_reach", counting)
    steps = check_before_every_step(monkeypatch, assert_caches_fresh)
    g = new_game(lib, [deck("PR2", GRANTING_PROBLEMS[0]), deck("PR5", GRANTING_PROBLEMS[1])], seed)
    bots = [bot.RandomBot(seed, style="eager"), bot.RandomBot(seed + 100, style="eager")]
    while g.pending() is not None and g.s["turn"] <= 50:
        decision = g.pending()
        g.submit(bots[decision.player].choose(decision))
    assert steps[0] > 200 and all(found > 20 and cards > 100 for found, cards in kept.values()), (steps, kept)


# Spring Step (CG73) and Problems whose abilities it may take away, with texts that change power
# without changing the board (counters, modifiers until the end of the turn or faceoff)
SPRING_STEP_DECK = ["CG73", "CG73", "CG73", "PR139", "EO215", "DE99", "EO122", "PR101", "PR20", "PR36"]
SPRING_STEP_PROBLEMS = (["HM137", "EO197", "PR175"], ["AD191", "HM137", "EO197"])


def _play_spring_step_game() -> None:
    """A bot game between decks with Spring Step, to turn 30, that meets both outcomes of its
    condition."""
    lib = default_library()

    def deck(mane: str, problems: list[str]) -> dict:
        codes = [mane, *problems, *(c for c in SPRING_STEP_DECK for _ in range(2)),
                 *(c for c in copying.FILLERS for _ in range(2))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    g = new_game(lib, [deck("PR5", SPRING_STEP_PROBLEMS[0]), deck("PR5", SPRING_STEP_PROBLEMS[1])], 65)
    bots = [bot.RandomBot(65, style="eager"), bot.RandomBot(165, style="eager")]
    while g.pending() is not None and g.s["turn"] <= 30:
        decision = g.pending()
        g.submit(bots[decision.player].choose(decision))


def test_caches_match_a_fresh_look_before_every_step_with_spring_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spring Step's Problem loses its abilities while Spring Step's power is the highest
    there: power is not kept with the board, so the statics table is read again at every
    look-up (`MlpGame._by_power_table`; once while actions are listed). The game meets both outcomes, and changes of power
    that leave the board as it was decide it (a kept table not read again fails here)."""
    seen: set[bool] = set()

    def check(g: MlpGame) -> None:
        assert_caches_fresh(g)
        g.lost_abilities()
        record = g.board().by_power
        if record is not None:
            seen.add(any(record.targets))

    steps = check_before_every_step(monkeypatch, check)
    _play_spring_step_game()
    assert steps[0] > 200 and seen == {True, False}


def test_spring_steps_condition_read_once_while_actions_are_listed_is_what_reading_it_again_finds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """While the actions a player may take are listed (`MlpGame.unchanging`), Spring Step's
    condition is read at the first look-up only: every later look-up in the listing reads it
    again here and finds what was read first, and listing changes nothing of the position, in
    a game that meets both outcomes."""
    seen: set[bool] = set()
    skipped = [0]
    plain_table = MlpGame._by_power_table

    def comparing(g: MlpGame, board: BoardIndex, record: Any) -> dict:
        if not record.reading and g._unchanging is not None and record.read_in is g._unchanging:
            skipped[0] += 1
            assert record.read(g, board) == record.targets
        seen.add(any(record.targets))
        return plain_table(g, board, record)

    plain_legal = actions.legal

    def listing(g: MlpGame, *args: Any, **kwargs: Any) -> list:
        before = g.digest()
        found = plain_legal(g, *args, **kwargs)
        assert g.digest() == before
        return found

    monkeypatch.setattr(MlpGame, "_by_power_table", comparing)
    monkeypatch.setattr(actions, "legal", listing)
    _play_spring_step_game()
    assert seen == {True, False} and skipped[0] > 500, (seen, skipped)


def _spring_step_at_un_unicorned() -> MlpGame:
    """P1's AD191 Un-Unicorned ("Characters here lose and can't gain abilities") at problem:1,
    newer than P0's Spring Step there (711.5: Spring Step applies first while it is the
    strongest Friend), with Teamwork Friends of both players sharing with Friends of their
    Traits there and at home, and cards that change power in P0's hand and deck."""
    b = Board(problems=("PR168", "AD191"), deck_size=0)
    b.players[0]["tokens"] = 3
    b.cards[b.problem[1] - 1]["ts"] = 100
    b.add("CG73", 0, "play", "problem:1", ts=5)  # Spring Step, 3 power, Pegasus
    for code, owner, area in (("CG17", 0, "problem:1"), ("PR20", 0, "problem:1"), ("CG54", 0, "problem:1"),
                              ("PR54", 0, "problem:1"), ("CG193", 1, "problem:1"), ("PR20", 1, "problem:1"),
                              ("CG22", 0, "home:0"), ("PR36", 0, "home:0")):
        b.add(code, owner, "play", area)
    for code in ("EO215", "PR97", "PR97", "PR36", "CG65"):
        b.add(code, 0, "hand")
    for p in (0, 1):
        for code in (*SPRING_STEP_DECK, *copying.FILLERS):
            b.add(code, p, "deck")
    return b.game(default_library())


def test_teamwork_shares_match_a_fresh_look_before_every_step_with_spring_step_at_un_unicorned(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Spring Step takes Un-Unicorned's abilities while it is the strongest Friend there, and
    Un-Unicorned takes the characters' there otherwise, as power changes without the board
    changing: what Teamwork shares, kept with the board, is compared with the plain
    computation before every step (`answers`), and the game meets both."""
    seen: set[bool] = set()

    def check(g: MlpGame) -> None:
        assert_caches_fresh(g)
        problem = g.problem_card("problem:1")
        if problem is not None and g.spec(problem).code == "AD191":
            seen.add(problem in g.lost_abilities())

    steps = check_before_every_step(monkeypatch, check)
    g = _spring_step_at_un_unicorned()
    bots = [bot.RandomBot(67, style="eager"), bot.RandomBot(167, style="eager")]
    while g.pending() is not None and g.s["turn"] <= 12:
        decision = g.pending()
        g.submit(bots[decision.player].choose(decision))
    assert steps[0] > 100 and seen == {True, False}, (steps, seen)


def test_a_control_change_ending_as_a_card_leaves_play_reaches_the_board_index() -> None:
    """513.2, 410.6: P1's Friend is P0's while P0's card stays in play; dismissing that card
    gives the Friend back (a change the index does not follow, taken while it follows the
    card leaving play)."""
    b = Board()
    keeper = b.add("PR36", 0, "play", "home:0")
    friend = b.add("PR44", 1, "play", "home:1")
    g = b.game(default_library())
    assert g.change_control(friend, 0, until=f"while:{keeper}", src=keeper)
    assert friend in g.characters(0) and friend not in g.characters(1)
    g.dismiss(keeper)
    assert g.card(friend)["ctrl"] == 1
    assert friend in g.characters(1) and friend not in g.characters(0)
    assert_caches_fresh(g)


def test_a_clean_board_stays_clean_through_character_moves_but_not_troublemaker_moves() -> None:
    """511.2-511.5, 516.4: a board found clean is taken as clean after characters move
    (`BoardIndex.changed_since_clean`); a face-up Troublemaker moved next to another of its
    player's is found out."""
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    tm = b.add("PR160", 0, "play", "problem:0")
    b.add("PR157", 0, "play", "problem:1")
    g = b.game(default_library())
    assert not flow._needs_ppp(g)
    assert g.move(pony, "problem:1", 0)
    assert g.board().changed_since_clean == [pony]
    assert not flow._needs_ppp(g)
    assert_caches_fresh(g)
    assert g.move(tm, "problem:1", 0)
    assert flow._needs_ppp(g)  # two face-up Troublemakers of P0 at problem:1 (516.4)
    assert_caches_fresh(g)


def test_a_resource_for_its_host_changes_only_its_hosts_kept_values() -> None:
    """Hard Hat gives only its host Stubborn, Too Many Bandages only its host -2 power: as
    either enters play the other Friend keeps what the board index worked out for it,
    and moves keep everything (`BoardIndex.values_follow_faces`, `_values_reach`)."""
    b = Board()
    host = b.add("PR20", 0, "play", "home:0")
    other = b.add("PR20", 0, "play", "home:0")
    hat = b.add("PR139", 0, "hand")
    bandages = b.add("PR148", 0, "hand")
    g = b.game(default_library())
    printed = power.power(g, host)
    kept = power._values(g, other)
    for card in (hat, bandages):
        new = g.relocate(card, "play", area="home:0")
        g.card(new)["host"] = host
    assert "Stubborn" in power.keywords(g, host) and "Stubborn" not in power.keywords(g, other)
    assert power.power(g, host) == printed - 2 and power.power(g, other) == printed
    assert g.board().values[other] is kept
    assert_caches_fresh(g)
    kept = power._values(g, host)
    assert g.move(other, "problem:0", 0)
    assert power._values(g, host) is kept
    assert_caches_fresh(g)


def test_a_clean_board_stays_clean_through_cards_entering_play_until_one_breaks_a_check() -> None:
    """511.2, 511.5, 516.3: cards entering play are looked at alone after a clean look
    (`BoardIndex.changed_since_clean`), and each check they can break is still found: a
    Resource on a face-down Troublemaker, a Friend at its opponent's home, a second Unique
    card of a name."""
    b = Board()
    b.add("PR20", 0, "play", "home:0")
    dash = b.add("CN19", 0, "play", "home:0")
    hidden = b.add("PR160", 1, "play", "problem:0", face_down=True)
    friend = b.add("PR36", 0, "hand")
    second = b.add("PR44", 0, "hand")
    hat = b.add("PR139", 0, "hand")
    visitor = b.add("PR44", 1, "hand")
    other_dash = b.add("CN19", 0, "hand")
    g = b.game(default_library())
    assert not flow._needs_ppp(g)
    new = g.relocate(friend, "play", area="home:0")
    assert g.board().changed_since_clean == [new]
    later = g.relocate(second, "play", area="problem:1")
    assert g.board().changed_since_clean == [new, later]
    assert not flow._needs_ppp(g)
    assert_caches_fresh(g)
    for card, area, host in ((hat, "problem:0", hidden), (visitor, "home:0", None), (other_dash, "home:0", None)):
        assert not flow._needs_ppp(g)
        entered = g.relocate(card, "play", area=area)
        g.card(entered)["host"] = host
        assert g.board().changed_since_clean == [entered]
        assert flow._needs_ppp(g)
        assert_caches_fresh(g)
        g.dismiss(entered)
    assert dash in g.s["play"]


def test_troublemakers_turning_face_up_are_filed_in_play_order_by_the_board_index() -> None:
    """607.3: an uncovered Troublemaker's face is filed where a fresh look files it (its
    keywords and continuous abilities among those of the cards after it in play order),
    the index is kept, and other cards keep their kept values when its abilities can't
    reach them (`BoardIndex.turned_face_up`)."""
    b = Board()
    villain = b.add("PR152", 1, "play", "problem:0", face_down=True)
    twittermites = b.add("EO180", 1, "play", "problem:1", face_down=True)
    timberwolf = b.add("PR158", 1, "play", "problem:1", face_down=True)
    pony = b.add("PR20", 0, "play", "problem:1")
    b.add("PR158", 0, "play", "problem:0")
    b.add("CG160", 0, "play", "problem:1")
    b.add("PR210", 0, "play", "problem:0")
    g = b.game(default_library())
    assert_caches_fresh(g)
    board = g.board()
    assert abilities.keyword_holders(g, "Villain")
    kept = {iid: power._values(g, iid) for iid in g.s["play"]}  # the face-down ones' too
    flow.uncover(g, twittermites, "607.2")
    assert not g.card(twittermites)["face_down"]
    for iid in (timberwolf, villain):
        g.turn_face_up(iid)
    assert g.board() is board
    assert board.troublemakers[:3] == [villain, twittermites, timberwolf]
    assert g.static_abilities("play_cost")[0][0] == timberwolf
    assert abilities.keyword_holders(g, "Villain")[0] == villain
    assert board.values[pony] is kept[pony]
    assert_caches_fresh(g)


def test_a_clean_board_stays_clean_through_uncovering_colors_and_leaving_until_a_check_breaks() -> None:
    """511.2, 516.4: after a clean look, a color change, a card with no attachments leaving
    play and a Troublemaker uncovered alone keep the changed cards listed
    (`BoardIndex.changed_since_clean`); a Troublemaker uncovered next to another of its
    player's or next to an Epic one, and a host leaving play, are still found."""
    b = Board()
    pony = b.add("PR20", 0, "play", "home:0")
    b.add("PR139", 0, "play", "home:0", host=pony)
    other = b.add("PR36", 0, "play", "problem:0")
    b.add("PR160", 1, "play", "problem:0")
    beside = b.add("PR157", 1, "play", "problem:0", face_down=True)
    alone = b.add("PR157", 1, "play", "problem:1", face_down=True)
    epic = b.add("PR152", 0, "play", "problem:1", face_down=True)
    g = b.game(default_library())
    assert not flow._needs_ppp(g)
    g.add_mod("color_set", pony, color="blue")
    assert g.board().changed_since_clean == []
    g.dismiss(other)
    assert g.board().changed_since_clean == []
    g.turn_face_up(alone)
    assert g.board().changed_since_clean == [alone]
    assert not flow._needs_ppp(g)
    assert_caches_fresh(g)
    for card in (beside, epic):
        assert not flow._needs_ppp(g)
        g.turn_face_up(card)
        assert g.board().changed_since_clean == [card]
        assert flow._needs_ppp(g)  # two of P1's face-up at problem:0; an Epic one sharing problem:1
        assert_caches_fresh(g)
        g.dismiss(card)
    assert not flow._needs_ppp(g)
    g.dismiss(pony)
    assert g.board().changed_since_clean is None
    assert flow._needs_ppp(g)  # Hard Hat lost its host
    assert_caches_fresh(g)


def test_play_costs_shared_by_card_type_keep_what_reads_more_of_the_card() -> None:
    """Monitor EVERYTHING! makes Report Resources played on it cost 1 less: a modifier
    that reads the card's traits, so `power.PlayCosts` asks it about each card (only
    modifiers that read nothing but the card's type are asked once per type and place)."""
    b = Board(problems=("PR182", "PR190"))
    report = b.add("PR135", 0, "hand")  # Fighting for Friendship: Report, cost 2, on a Problem
    other = b.add("EO157", 0, "hand")  # On a Deadline: Condition, cost 1, on a Problem
    g = b.game(default_library())
    monitor = g.problem_card("problem:0")
    shared, each = play_costs(g, 0)
    assert shared == each
    assert each[(report, "problem:0", monitor)] == 1
    assert each[(other, "problem:0", monitor)] == 1
    assert each[(report, "problem:1", g.problem_card("problem:1"))] == 2


def _eager_pick(state: int, keys: list[str]) -> str:
    """The eager bot's choice worked out afresh: each key's weight from `EAGER_WEIGHTS`
    (the first prefix it starts with; moves home and to Problems apart), then the key
    where the running total passes the pick."""
    weights = []
    for key in keys:
        weight = next((value for prefix, value in bot.EAGER_WEIGHTS.items() if key.startswith(prefix)), 1)
        if key.startswith("move|") and "|home:" in key:
            weight = 0 if len(keys) > 2 else 1
        if key.startswith("move|") and "|problem:" in key:
            weight = 3
        weights.append(weight)
    pick = rng.below(state, sum(weights))[0]
    for key, weight in zip(keys, weights, strict=True):
        pick -= weight
        if pick < 0:
            return key
    raise AssertionError("no key picked")


def test_the_eager_bots_kept_weights_choose_as_a_fresh_look() -> None:
    checked = 0
    for g, bots, max_turns in games(2, 40):
        eager = [bot.RandomBot(bots[0].rng.state, style="eager"), bot.RandomBot(bots[1].rng.state + 1, style="eager")]
        while g.pending() is not None and g.s["turn"] <= max_turns:
            decision = g.pending()
            chooser = eager[decision.player]
            keys = decision.option_keys()
            expected = _eager_pick(chooser.rng.state, keys) if decision.min == decision.max == 1 < len(keys) else None
            answer = chooser.choose(decision)
            if expected is not None:
                assert answer == [expected]
                checked += 1
            g.submit(answer)
    assert checked > 200


def test_the_categories_grants_read_are_those_the_values_layer_gives() -> None:
    """A keyword grant may read a card's traits (`power.has_trait`: printed or given under
    `power.GAINS_TRAIT`): the board index names that category to know what a move may change."""
    from engine.mlp.state import game

    assert power.GAINS_TRAIT in game._READ_BY_GRANTS


def test_what_each_continuous_text_reads_of_the_board_is_declared_for_every_card() -> None:
    """`registry.BOARD_READ` answers for every continuous ability of the database (its
    params read as the families wrote them), and says something of every keyword grant
    of the pool but those that read other areas or power."""
    from engine.mlp.state import game

    lib = default_library()
    found: dict[str | None, set[str]] = {}
    for card in lib.cards():
        printed = lib.spec(card.id)
        for face in (printed, printed.boosted):
            for pairs in (face.statics.values() if face is not None else ()):
                for ability in pairs:
                    found.setdefault(abilities.board_read(ability), set()).add(ability.name)
    assert set(found) <= {None, game.OWN_CARDS, game.NO_AREA, game.OWN_AREAS}
    assert {"host_keyword", "group_keyword", "self_keyword_if"} <= found[game.OWN_CARDS]
    assert {"mane_color_keyword"} <= found[game.NO_AREA]
    assert {"group_keyword", "self_keyword_if"} <= found[game.OWN_AREAS]


def test_card_kinds_are_read_again_only_for_a_kind_the_game_did_not_hold() -> None:
    """`keyword_card_ids` lists every card id of the game (`EVERY_CARD_ID`): another token of
    a kind already made keeps it; a token of a new kind has it read again, with that kind."""
    g = Board().game()
    critter = token_id(1, "yellow", "Critter")
    g.put_token(critter, 0, "home:0")
    kinds = g.keyword_card_ids()
    assert critter in kinds[EVERY_CARD_ID]
    g.put_token(critter, 1, "home:1")
    assert g.keyword_card_ids() is kinds
    flier = token_id(2, "blue", "Pegasus", "Swift")
    g.put_token(flier, 0, "home:0")
    assert g.keyword_card_ids() is not kinds
    assert flier in g.keyword_card_ids()[EVERY_CARD_ID] and flier in g.keyword_card_ids()["Swift"]


# every card whose text takes abilities away or makes a card Epic (categories the board
# keeps through Troublemaker Phases beginning and ending when `PHASE_BLIND_STATICS` says so)
# (with Friends of their colors that ask for no power, so that they are played; the Mane
# Character AD5 and the Problem AD191 take abilities away too)
LOSING_AND_EPIC = ["AD196", "HM149", "LL72", "AD129", "CG131", "EO167", "SB114", "LL104", "CN149", "AD153", "MT95",
                   "MT113", "LL14"]
NO_REQUIREMENT_FRIENDS = ["PR12", "AD7", "PR33", "AD26", "PR60", "AD41", "PR79", "AD55", "PR81", "AD67"]


def test_lost_abilities_and_epic_through_troublemaker_phases_match_a_fresh_look(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Before every step of seeded games with decks full of those cards, the cards that lost
    their abilities, the Epic ones and every card's keywords are those a fresh look finds: a
    Troublemaker Phase beginning or ending, or counters changing, drops what the board worked
    out only while a text that may read them is in play ("loses and can't gain abilities during
    your Troublemaker Phase", "While this card has at least 3 +1 power counters on it")."""
    lib = default_library()
    seen: Counter = Counter()

    def check(g: MlpGame) -> None:
        kept = (sorted(g.lost_abilities()), [power.is_epic(g, iid) for iid in g.s["play"]],
                [dict(power.keywords(g, iid)) for iid in g.s["play"]])
        phase_text = any(ability.name == "host_lose_abilities_in_your_troublemaker_phase"
                         for _, ability in g.static_abilities("lose_abilities"))
        g._cache = None
        g._board = g.settled_board = None
        fresh = (sorted(g.lost_abilities()), [power.is_epic(g, iid) for iid in g.s["play"]],
                 [dict(power.keywords(g, iid)) for iid in g.s["play"]])
        assert kept == fresh
        seen["lost"] += bool(fresh[0])
        seen["in the phase with the phase's text"] += phase_text and g.s["phase"] == "troublemaker"

    steps = check_before_every_step(monkeypatch, check)

    def deck(mane: str, problems: list[str]) -> dict:
        codes = [mane, *problems, *(c for c in LOSING_AND_EPIC for _ in range(2)),
                 *(c for c in NO_REQUIREMENT_FRIENDS for _ in range(2))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    for seed in range(6):
        g = new_game(lib, [deck("AD5", ["AD191", "PR168", "PR190"]), deck("AD193", ["PR190", "PR168", "AD191"])],
                     seed)
        play_checking(g, [bot.RandomBot(seed * 3), bot.RandomBot(seed * 3 + 1, style="eager")], 40, lambda g: None)
    assert steps[0] > 2000 and seen["lost"] > 1000 and seen["in the phase with the phase's text"] > 10, seen


def test_power_through_flips_matches_a_fresh_look(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before every step of seeded games with decks full of cards whose text works while they
    are flipped ("Chaos: While this card is flipped, your characters have +1 power"), the
    continuous abilities and the power of the cards in play are those a fresh look finds: a
    card flipped, ignored or put away changes what the board worked out only when it has such
    a text (while their owners order the flipped cards for the bottom of their decks too)."""
    lib = default_library()
    seen: Counter = Counter()

    def check(g: MlpGame) -> None:
        fo = g.s["faceoff"]

        def look() -> tuple:
            return ([(src, ability.name) for src, ability in g.static_abilities("power")],
                    [power.power(g, iid) for iid in g.s["play"]])

        kept = look()
        g._cache = None
        g._board = g.settled_board = None
        assert kept == look()
        if fo is not None:
            flipped = [iid for cards in fo["flipped"] for iid in cards if iid in g.s["cards"]]
            seen["while flipped"] += any(g.spec(iid).flipped_statics for iid in flipped)
            seen["others flipped"] += any(not g.spec(iid).flipped_statics for iid in flipped)
            # (flipped cards being ordered for the bottom of a deck, 402.3: all still flipped)
            seen["ordering"] += any(frame["op"] == "bottom_order" for frame in g.s["stack"])

    steps = check_before_every_step(monkeypatch, check)
    chaos = [lib.find(code).id for code in ("HM63", "DE55")]
    for seed in range(4):
        # theme decks (whose games have faceoffs) with a dozen of those cards added to be flipped
        decks = [deck_from_cards(lib, [*theme_deck(THEME_DECKS[(seed + p) % 6]), *chaos * 6]) for p in (0, 1)]
        g = new_game(lib, decks, seed)
        play_checking(g, [bot.RandomBot(seed * 3), bot.RandomBot(seed * 3 + 1, style="eager")], 60, lambda g: None)
    assert steps[0] > 1000 and seen["while flipped"] > 50 and seen["others flipped"] > 100 and seen["ordering"] > 3, seen


def test_de55_vapor_trail_counts_while_the_flipped_cards_are_ordered_and_no_more_once_put_away() -> None:
    """P0's two PR35 Night Watch ("During faceoffs involving this card, flip an additional
    card") challenge P1's Troublemaker, so P0 flips three cards, DE55 Vapor Trail ("Chaos:
    While this card is flipped, your characters have +1 power") first. As the faceoff ends
    P0 orders the three for the bottom of their deck (402.3), one at a time: while they
    choose, all three are still flipped and Vapor Trail counts, Vapor Trail chosen first
    included; once the order is chosen all three go together (514.6) and its text counts no
    more, whether the board is looked up again as play left it, rebuilt from nothing or loaded
    from a saved board."""
    b, mine, _, tm = tm_faceoff(("PR35", "PR35"))
    home = b.add("PR36", 0, "play", "home:0")
    for code in ("PR20", "PR20", "DE55"):
        b.deck_top(code, 0)  # (Vapor Trail on top: flipped first)
    g = start_challenge(b, tm)
    pass_until(g, "bottom_order")
    ours = (*mine, home)
    assert [power.power(g, i) for i in ours] == [1 + 1, 1 + 1, 3 + 1]
    trail = next(i for i in g.s["faceoff"]["flipped"][0] if g.spec(i).code == "DE55")
    answer(g, f"card:{trail}")
    assert g.pending().kind == "bottom_order" and len(keys(g)) == 2
    assert g.card(trail)["zone"] == "flip" and [power.power(g, i) for i in ours] == [2, 2, 4]
    again = load_board(export_board(g), default_library())
    assert [power.power(again, i) for i in ours] == [2, 2, 4]
    answer(again, keys(again)[0])
    assert again.s["faceoff"] is None
    # (the first chosen goes to the bottom first, each next one beneath it: bottom first here)
    assert [again.spec(i).code for i in again.s["players"][0]["deck"][:3]] == ["PR20", "PR20", "DE55"]
    assert [power.power(again, i) for i in ours] == [1, 1, 3]
    again.settled_board = None  # looked up again: the index play left
    again.board()
    assert [power.power(again, i) for i in ours] == [1, 1, 3]
    again._cache = None
    again._board = again.settled_board = None  # rebuilt from nothing
    assert [power.power(again, i) for i in ours] == [1, 1, 3]


# the Assets that are also a Friend of their color for the phase ("Main Phase: While you have
# no [Honesty] Friends, you may exhaust this card. If you do, this card is also a [Honesty] Friend
# until the end of the phase."), with texts that give keywords by area and by cards in play
ALSO_FRIENDS = ["AD126", "AD137", "AD140", "AD143", "AD144", "AD145"]


def test_caches_match_a_fresh_look_before_every_step_with_cards_also_friends(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before every step of seeded games full of those Assets, everything the board keeps
    answers as a fresh look: such a card becoming, or ceasing to be, also a Friend is
    refiled among its controller's characters (`BoardIndex.refile_character`), and the
    kept keywords and values of the cards the grants in play may answer anew for go."""
    lib = default_library()
    seen: Counter = Counter()

    def check(g: MlpGame) -> None:
        assert_caches_fresh(g)
        friends = [iid for iid in g.s["play"] if g.spec(iid).type == "resource" and g.also_friend(iid)]
        seen["also a Friend"] += bool(friends)
        seen["also a Friend, with grants"] += bool(friends) and bool(g.static_abilities("grant_keyword"))

    steps = check_before_every_step(monkeypatch, check)

    def deck(mane: str, problems: list[str]) -> dict:
        codes = [mane, *problems, *(c for c in ALSO_FRIENDS for _ in range(3)),
                 *(c for c in GRANTS_BY_AREA[::2] for _ in range(1)),
                 *(c for c in NO_REQUIREMENT_FRIENDS for _ in range(2))]
        return deck_from_cards(lib, [lib.find(c).id for c in codes])

    for seed in range(4):
        g = new_game(lib, [deck("PR2", GRANTING_PROBLEMS[0]), deck("PR5", GRANTING_PROBLEMS[1])], seed)
        play_checking(g, [bot.RandomBot(seed, style="eager"), bot.RandomBot(seed + 100, style="eager")], 30,
                      lambda g: None)
    # (floors showing the games reach those positions often, not exact counts: the seeded games
    # change whenever play does)
    assert steps[0] > 1500 and seen["also a Friend"] > 250 and seen["also a Friend, with grants"] > 200, (steps, seen)


def test_what_the_log_is_known_to_say_matches_the_log_through_restores() -> None:
    """`MlpGame.logged` (whether the log has an entry saying a text, kept as the log grows)
    answers as a look through the whole log at every decision, also once the game is restored
    to an earlier position (undo, a replay stepping back) and plays on otherwise: the lines of
    the abandoned play are no longer logged, those of the new play are."""
    lib = library()
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    g = new_game(lib, [decks[0], decks[3]], 11)
    seen: set[str] = set()
    checked = 0

    def play(bots: list[bot.RandomBot], turns: int) -> None:
        nonlocal checked
        while g.pending() is not None and g.s["turn"] <= turns:
            seen.update(entry.text for entry in g.log)
            for text in (*seen, "no card says this"):
                assert g.logged(text) == any(entry.text == text for entry in g.log), text
            checked += 1
            decision = g.pending()
            g.submit(bots[decision.player].choose(decision))

    play([bot.RandomBot(1), bot.RandomBot(2)], 4)
    earlier = g.snapshot()
    play([bot.RandomBot(1), bot.RandomBot(2)], 12)
    longer = g.snapshot()
    g.restore(earlier)
    play([bot.RandomBot(5, style="eager"), bot.RandomBot(6, style="eager")], 12)
    g.restore(longer)
    play([bot.RandomBot(7), bot.RandomBot(8)], 20)
    assert checked > 60
    # (the abandoned play wrote lines the other never did)
    assert any(not g.logged(text) for text in seen)
