"""The board editor keeps a position's timed effects, cards beneath cards and the banished cards a card follows.

A judge opens a game in progress in the editor, changes one counter and starts it
again: the board that comes back has the same modifiers (707.3, "until the end of the
turn") and the same cards beneath cards (410.5). What an edit makes meaningless (the
card an effect is on removed, the card others are beneath moved out of play) is left
out alone, and the editor's note names it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.mlp.api import default_library
from engine.mlp.boardstate import MOD_KINDS, export_board, load_board
from engine.mlp.editor import MLP_EDITING
from engine.mlp.editor_carried import PLAYER_TARGETS
from engine.mlp.state.game import MlpGame
from engine.mlp.values.power import power
from tests.engine.helpers import Board, answer, shipped_game, zone_codes

FRIEND = "PR54"  # Comet Tail, Hale Bopper
HOST = "CN52"  # Swan Song, Fun-loving Debutante
COMET = "Comet Tail, Hale Bopper"


@dataclass
class Position:
    game: MlpGame
    comet: int
    other: int
    host: int
    under: list[int]


def _mod(kind: str, target: int, amount: int = 0, until: str = "turn", **more: Any) -> dict[str, Any]:
    return {"kind": kind, "target": target, "amount": amount, "color": "", "until": until, "ctrl": 0,
            "src": 0, "ts": 90, **more}


def position(*mods: dict[str, Any]) -> Position:
    """Comet Tail at P0's home and P1's at P1's Problem; two banished cards beneath Swan Song."""
    b = Board()
    comet = b.add(FRIEND, 0, "play", "home:0")
    other = b.add(FRIEND, 1, "play", "problem:1")
    under = [b.add("PR20", 0, "banished"), b.add("PR36", 1, "banished")]
    host = b.add(HOST, 0, "play", "problem:0", beneath=under)
    b.top["mods"] = [dict(m, target=m["target"] if m["target"] >= 0 else {-1: comet, -2: other}[m["target"]],
                          until=m["until"].replace("COMET", str(comet)), ts=90 + n) for n, m in enumerate(mods)]
    return Position(shipped_game(b), comet, other, host, under)


PLUS_TWO = _mod("power", -1, 2)  # (-1: Comet Tail, -2: P1's Comet Tail)
SWIFT = _mod("keyword", -2, keyword="Swift")
WHILE_COMET = _mod("confront", 1, 1, until="while:COMET")  # P1 needs 1 more power while Comet Tail stays


def again(setup: Any) -> MlpGame:
    return load_board(MLP_EDITING.build(setup).document, default_library())


def test_a_counter_changed_elsewhere_gives_the_same_board_with_effects_and_cards_beneath() -> None:
    pos = position(PLUS_TWO, SWIFT, WHILE_COMET)
    setup = MLP_EDITING.setup_from(pos.game)
    assert setup.note == ""
    kept = MLP_EDITING.carried_note(setup)
    assert f"+2 power on {COMET} #{pos.comet} until the end of the turn" in kept
    assert f"Swift on {COMET} #{pos.other} until the end of the turn" in kept
    assert f"P1 needs 1 more power to confront a Problem while {COMET} #{pos.comet} stays in play" in kept
    assert f"the cards beneath Swan Song, Fun-loving Debutante #{pos.host}: Sweetie Sunrise" in kept
    assert "Left out" not in kept
    next(c for c in setup.players[1].in_play if c.ref == pos.other).counters = {"power": 1}
    assert MLP_EDITING.build(setup).dropped == ()
    game = again(setup)
    assert game.s["mods"] == pos.game.s["mods"]
    assert game.card(pos.host)["beneath"] == pos.under
    assert game.card(pos.other)["counters"] == {"power": 1}
    printed = default_library().spec(game.card(pos.comet)["card"]).power
    assert power(game, pos.comet) == power(pos.game, pos.comet) == printed + 2  # (+2 until the end of the turn)
    # and the board the editor built opens in it and comes back the same
    assert export_board(again(MLP_EDITING.setup_from(game))) == export_board(game)


def test_the_card_an_effect_is_on_removed_drops_that_effect_alone_and_the_note_names_it() -> None:
    pos = position(PLUS_TWO, SWIFT, WHILE_COMET)
    setup = MLP_EDITING.setup_from(pos.game)
    setup.players[0].in_play = [c for c in setup.players[0].in_play if c.ref != pos.comet]
    built = MLP_EDITING.build(setup)
    gone = f"{COMET} #{pos.comet} is no longer in play"
    assert built.dropped == (f"+2 power on {COMET} #{pos.comet} until the end of the turn ({gone})",
                             f"P1 needs 1 more power to confront a Problem while {COMET} #{pos.comet} stays in play ({gone})")
    note = MLP_EDITING.carried_note(setup)
    assert note.index("Left out after the changes made here") < note.index(gone)
    game = again(setup)
    assert [(m["kind"], m["target"]) for m in game.s["mods"]] == [("keyword", pos.other)]
    assert game.card(pos.host)["beneath"] == pos.under


def test_a_card_typed_over_or_frightened_is_another_card_for_its_effects() -> None:
    """410.6, 505.3: the effect was on that card; another card at its row, or the card
    frightened, is a new card the effect never applied to."""
    pos = position(PLUS_TWO, SWIFT)
    setup = MLP_EDITING.setup_from(pos.game)
    comet = next(c for c in setup.players[0].in_play if c.ref == pos.comet)
    comet.card = "PR20"
    other = next(c for c in setup.players[1].in_play if c.ref == pos.other)
    other.set_flag("frightened", True)
    dropped = MLP_EDITING.build(setup).dropped
    assert dropped == (f"+2 power on {COMET} #{pos.comet} until the end of the turn (#{pos.comet} is now "
                       f"Sweetie Sunrise, Early Riser, not {COMET})",
                       f"Swift on {COMET} #{pos.other} until the end of the turn ({COMET} #{pos.other} is frightened)")
    assert again(setup).s["mods"] == []


def test_an_effect_lasting_while_a_card_stays_exhausted_goes_when_the_judge_readies_it() -> None:
    pos = position(_mod("power", -2, 1, until="exhausted:0"))
    pos.game.s["mods"][0]["until"] = f"exhausted:{pos.comet}"
    pos.game.card(pos.comet)["exhausted"] = True
    setup = MLP_EDITING.setup_from(pos.game)
    assert MLP_EDITING.build(setup).dropped == ()
    next(c for c in setup.players[0].in_play if c.ref == pos.comet).set_flag("exhausted", False)
    assert MLP_EDITING.build(setup).dropped == (
        f"+1 power on {COMET} #{pos.other} while {COMET} #{pos.comet} stays exhausted "
        f"({COMET} #{pos.comet} is no longer exhausted)",)


def test_cards_beneath_a_card_moved_out_of_play_stay_banished_and_the_note_names_them() -> None:
    pos = position()
    setup = MLP_EDITING.setup_from(pos.game)
    p0 = setup.players[0]
    host = next(c for c in p0.in_play if c.ref == pos.host)
    p0.in_play.remove(host)
    p0.piles["hand"].append(host)
    dropped = MLP_EDITING.build(setup).dropped
    assert len(dropped) == 1
    assert dropped[0].startswith(f"the cards beneath Swan Song, Fun-loving Debutante #{pos.host}, Sweetie Sunrise")
    assert dropped[0].endswith(f"(Swan Song, Fun-loving Debutante #{pos.host} is no longer in play; "
                               "they stay banished)")
    game = again(setup)
    assert "beneath" not in game.card(pos.host)
    assert all(game.card(iid)["zone"] == "banished" for iid in pos.under)


def test_a_card_taken_from_beneath_leaves_the_others_there() -> None:
    pos = position()
    setup = MLP_EDITING.setup_from(pos.game)
    first = setup.players[0].piles["banished"].pop()
    setup.players[0].piles["hand"].append(first)
    assert MLP_EDITING.build(setup).dropped == (
        f"Sweetie Sunrise, Early Riser #{pos.under[0]} beneath Swan Song, Fun-loving Debutante #{pos.host} "
        "(no longer that card in a banished pile: cards beneath a card are banished, 410.5)",)
    assert again(setup).card(pos.host)["beneath"] == pos.under[1:]


def test_what_the_editor_still_leaves_out_is_named() -> None:
    """Control changes (513.2: a row has no controller) and what lasts for a faceoff (the
    faceoff itself is not taken over) stay out, named in the note."""
    pos = position(_mod("total", 0, 2, until="faceoff"))
    pos.game.s["mods"].append(_mod("control", pos.other, to=0, ts=95))
    pos.game.card(pos.other)["ctrl"] = 0
    setup = MLP_EDITING.setup_from(pos.game)
    assert "P0 gets +2 to their faceoff total for the faceoff (its faceoff or area is not taken over)" in setup.note
    assert f"P0's control of {COMET} #{pos.other} (513.2" in setup.note
    assert setup.carried and all(item.kind == "beneath" for item in setup.carried)
    assert again(setup).s["mods"] == []


def _following() -> tuple[MlpGame, int, int, int]:
    """Swan Song at P0's home follows two banished cards: one until it leaves play, one "this way"."""
    b = Board()
    until = b.add("PR20", 1, "banished")
    this_way = b.add("PR36", 0, "banished")
    host = b.add(HOST, 0, "play", "home:0", exiled=[[until, "until"], [this_way, "this_way"]])
    return shipped_game(b), host, until, this_way


def test_banished_cards_a_card_in_play_still_follows_go_through_the_editor() -> None:
    """ "Banish ... until this card leaves play" (410.5): the board that comes back still has
    Swan Song follow them, and the Kept column says so on its row."""
    game, host, until, this_way = _following()
    setup = MLP_EDITING.setup_from(game)
    assert setup.note == ""
    kept = MLP_EDITING.carried_note(setup)
    assert f"Sweetie Sunrise, Early Riser #{until} banished until Swan Song, Fun-loving Debutante #{host} " \
           "leaves play" in kept
    assert f"banished this way by Swan Song, Fun-loving Debutante #{host}" in kept
    assert MLP_EDITING.carried_on(setup)[host].startswith(f"Sweetie Sunrise, Early Riser #{until} banished until "
                                                          "it leaves play; ")
    assert MLP_EDITING.build(setup).dropped == ()
    assert again(setup).card(host)["exiled"] == [[until, "until"], [this_way, "this_way"]]


def test_banished_cards_followed_by_a_card_that_leaves_play_in_the_editor_stay_banished_and_are_named() -> None:
    game, host, until, this_way = _following()
    setup = MLP_EDITING.setup_from(game)
    p0 = setup.players[0]
    swan = next(c for c in p0.in_play if c.ref == host)
    p0.in_play.remove(swan)
    p0.piles["discard"].append(setup.moved(swan))
    dropped = MLP_EDITING.build(setup).dropped
    gone = f"Swan Song, Fun-loving Debutante #{host} is no longer in play; it stays banished"
    assert dropped == (f"Sweetie Sunrise, Early Riser #{until} banished until Swan Song, Fun-loving Debutante "
                       f"#{host} leaves play ({gone})",
                       f"{dropped[1].split(' #')[0]} #{this_way} banished this way by Swan Song, Fun-loving "
                       f"Debutante #{host} ({gone})")
    board = again(setup)
    assert all("exiled" not in c for c in board.s["cards"].values())
    assert {board.card(until)["zone"], board.card(this_way)["zone"]} == {"banished"}


def test_a_followed_card_taken_out_of_the_banished_pile_is_no_longer_followed() -> None:
    game, host, until, this_way = _following()
    setup = MLP_EDITING.setup_from(game)
    p1 = setup.players[1]
    card = next(c for c in p1.piles["banished"] if c.ref == until)
    p1.piles["banished"].remove(card)
    p1.piles["hand"].append(setup.moved(card))
    assert MLP_EDITING.build(setup).dropped == (
        f"Sweetie Sunrise, Early Riser #{until} banished until Swan Song, Fun-loving Debutante #{host} leaves "
        "play (no longer that card in a banished pile)",)
    assert again(setup).card(host)["exiled"] == [[this_way, "this_way"]]


def test_a_card_banished_until_discord_leaves_play_comes_back_after_the_editor_hm78() -> None:
    """Discord, Party Clasher banishes another Friend until it leaves play (played here, not
    written into the board): through the editor unchanged, the board still has Discord follow
    it, and frightening Discord (505.3) then brings it back into play."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
    b.add("PR60", 0, "play", "home:0")
    b.add("EO45", 0, "play", "home:0")  # pink 4
    mine = b.add("PR20", 0, "play", "problem:0")
    discord = b.add("HM78", 0, "hand")
    betrayed = b.add("SB98", 0, "hand")  # (frightens a Friend)
    game = shipped_game(b)
    answer(game, f"play|{discord}|home:0")
    answer(game, f"card:{mine}")
    discord_now = next(i for i in game.s["play"] if game.spec(i).code == "HM78")
    held = game.card(discord_now)["exiled"]
    setup = MLP_EDITING.setup_from(game)
    assert MLP_EDITING.build(setup).dropped == ()
    again_game = again(setup)
    assert again_game.card(discord_now)["exiled"] == held
    answer(again_game, f"play|{betrayed}|event")
    answer(again_game, f"card:{discord_now}")
    assert again_game.pending().player == 0 and again_game.pending().kind == "area"  # (where it comes back)
    answer(again_game, "home:0")
    assert zone_codes(again_game, 0, "banished") == []
    assert any(again_game.spec(i).code == "PR20" and again_game.card(i)["area"] == "home:0"
               for i in again_game.s["play"])


def test_a_card_moved_out_of_play_and_back_is_a_new_card_its_effects_and_cards_beneath_stay_behind() -> None:
    """410.6: a card that changes zones becomes a different card; what applied to it no longer
    does, even if it returns. Moved to the hand and back into play, Comet Tail gets a new number
    and its +2 power is left out; Swan Song back in play has no cards beneath it."""
    pos = position(PLUS_TWO, SWIFT)
    setup = MLP_EDITING.setup_from(pos.game)
    p0 = setup.players[0]
    for ref in (pos.comet, pos.host):
        card = next(c for c in p0.in_play if c.ref == ref)
        p0.in_play.remove(card)
        in_hand = setup.moved(card)
        assert in_hand.ref != ref and (in_hand.area, in_hand.host, in_hand.counters, in_hand.flags) == ("", None, {},
                                                                                                         set())
        p0.in_play.append(setup.moved(in_hand, card.area))
    back = {c.card: c.ref for c in p0.in_play}
    assert pos.comet not in back.values() and pos.host not in back.values()
    dropped = MLP_EDITING.build(setup).dropped
    assert len(dropped) == 2
    assert f"+2 power on {COMET} #{pos.comet} until the end of the turn ({COMET} #{pos.comet} is " \
           "no longer in play)" in dropped
    assert any(d.startswith(f"the cards beneath Swan Song, Fun-loving Debutante #{pos.host}, ") for d in dropped)
    game = again(setup)
    assert [m["target"] for m in game.s["mods"]] == [pos.other]
    assert "beneath" not in game.card(back[HOST])
    assert power(game, back[FRIEND]) == default_library().spec(game.card(back[FRIEND])["card"]).power


def test_the_kinds_whose_target_is_a_player_are_kinds_of_modifier() -> None:
    assert PLAYER_TARGETS.issubset(MOD_KINDS)


def test_the_effects_of_a_whole_pool_game_read_in_words_in_the_editor() -> None:
    """Judge scenario (whole-pool game, seed 57001): "Edit this board" noted "Kept without a row
    of its own: chosen color +4 on Trading Traditions #113 while it stays in play; +0 power orange
    on Twilight Sparkle, Friendship is Magic #57 ...; cant be moved on Princess Twilight
    Sparkle ..." -- the engine's names of the effects and a color's number, not words; the card's
    panel on the table said them alike ("Effects: chosen color +4 while it stays in play")."""
    pos = position(_mod("chosen_color", -1, 4, until="play"), dict(_mod("power", -1, 0, until="play"), color="orange"),
                   _mod("cant_be_moved", -2), dict(_mod("power", -2, 1), color="purple"))
    kept = MLP_EDITING.carried_note(MLP_EDITING.setup_from(pos.game))
    for effect in (f"the chosen color White (Generosity) on {COMET} #{pos.comet} while it stays in play",
                   f"{COMET} #{pos.comet} is also Orange (Honesty) while it stays in play",
                   f"{COMET} #{pos.other} can't be moved until the end of the turn",
                   f"+1 purple power on {COMET} #{pos.other} until the end of the turn"):
        assert effect in kept.split("; ") or f"{effect}." in kept.split("; "), (effect, kept)
    from engine.mlp.view import card_detail
    facts = dict(card_detail(pos.game, pos.other).facts)
    assert facts["Effects"] == "can't be moved until the end of the turn; +1 purple power until the end of the turn"


def test_every_kind_of_timed_effect_is_said_in_words() -> None:
    """No kind of timed effect reads as the engine's name for it ("cant be moved", "no ready
    phase", "play tax event") or with a +0 (`effect_words`, the editor's note and the card's panel)."""
    from engine.mlp.editor_carried import effect_words

    def named(text: str) -> str:
        return "Comet Tail, Hale Bopper"

    for kind in MOD_KINDS:
        if kind == "control":  # (named apart: "P1's control of ... (513.2: ...)")
            continue
        more = {"keyword": "Swift"} if kind in ("keyword", "keyword_lost") else {}
        color = "orange" if kind in ("color_set", "also_friend") else ""
        target = 1 if kind in PLAYER_TARGETS else 5
        for amount in (0, 2):
            if amount == 0 and (kind in ("chosen_color", "power", "total", "confront", "flips")
                                or kind.startswith("play_tax")):  # (numbers; +0 power comes with a color: above)
                continue
            m = dict(_mod(kind, target, amount, **more), color=color)
            words = effect_words(m, {5: "PR54"}, named)
            assert "_" not in words and "+0" not in words, (kind, words)
            raw = kind.replace("_", " ")  # (the engine's name said as words: "cant be moved on ...")
            assert "_" not in kind or not (f"{raw} on " in words or f"{raw} +" in words), (kind, words)
            assert ("P1" if kind in PLAYER_TARGETS else "Comet Tail, Hale Bopper #5") in words, (kind, words)


def test_positions_of_played_games_keep_their_effects_and_cards_beneath_through_the_editor() -> None:
    """Seeded games heavy on beneath texts, and pool games: every few decisions the position
    goes through the editor unchanged, and the board it builds has the same timed effects
    (but control changes and what lasts for a faceoff, which the editor leaves out), the
    same cards beneath cards and banished cards followed; it starts on the table."""
    from engine.mlp.procedures.setup import new_game
    from tests.engine import test_beneath_soak as beneath_soak
    from tests.engine.cardsource import THEME_DECKS, deck_around
    from tests.engine.helpers import pool_and_theme_games, seeded_bots

    lib = default_library()
    games = [(new_game(lib, [deck_around(lib, THEME_DECKS[seed], beneath_soak.BENEATH),
                             deck_around(lib, THEME_DECKS[seed + 1], beneath_soak.BENEATH[::-1])], seed),
              seeded_bots(seed)) for seed in (0, 1)]
    games += pool_and_theme_games(seeds=(3, 5, 7, 21, 33), theme_seeds=())  # (with timed effects; 33: beneath)
    seen = {"mods": 0, "beneath": 0}
    for game, bots in games:
        answered = 0
        while (decision := game.pending()) is not None and game.s["turn"] <= 30:
            if answered % 4 == 0 and game.s["phase"] != "setup":
                s = game.s
                built = MLP_EDITING.build(MLP_EDITING.setup_from(game))
                again = load_board(built.document, lib, run=False).s
                mods = [m for m in s["mods"] if m["kind"] != "control" and m["until"] != "faceoff"]
                beneath = {i: c["beneath"] for i, c in s["cards"].items() if c["zone"] == "play" and c.get("beneath")}
                assert again["mods"] == mods, (answered, s["mods"])
                assert {i: c["beneath"] for i, c in again["cards"].items() if c.get("beneath")} == beneath
                assert {i: c.get("exiled") for i, c in again["cards"].items() if c["zone"] == "play"} == \
                       {i: c.get("exiled") for i, c in s["cards"].items() if c["zone"] == "play"}
                assert built.dropped == ()
                load_board(built.document, lib)  # (and it starts)
                seen["mods"] += bool(mods)
                seen["beneath"] += bool(beneath)
            game.submit(bots[decision.player].choose(decision))
            answered += 1
    assert seen["mods"] >= 8 and seen["beneath"] >= 9, seen


def test_an_effect_lasting_while_a_card_is_flipped_says_so_in_the_editor_sb105() -> None:
    """708.2a: Pony Power's "+1 power until the end of the faceoff" to the characters involved
    holds only while Pony Power is flipped; opened in the editor mid-faceoff, the note naming
    what it leaves out says that condition, not only "for the faceoff"."""
    from tests.engine.card_play import gala_board, start_challenge

    b, ids = gala_board(tokens=0)
    for _ in range(3):
        b.add("PR65", 1, "play", "home:1")  # white, for A Wrinkle in Time
    b.add("DE91", 1, "hand")  # (P1 may play it after the flips: the faceoff waits there)
    b.players[1] = {"tokens": 1}
    b.deck_top("SB105", 0)
    g = start_challenge(b, ids["tm"])  # (P0 has nothing to play: the flips come at once)
    (pony_power,) = g.s["faceoff"]["flipped"][0]
    assert [m.get("while_flipped") for m in g.s["mods"]] == [pony_power]
    setup = MLP_EDITING.setup_from(g)
    assert (f"+1 power on {g.name(ids['pony'])} for the faceoff, while {g.name(pony_power)} is flipped "
            "(its faceoff or area is not taken over)") in setup.note
