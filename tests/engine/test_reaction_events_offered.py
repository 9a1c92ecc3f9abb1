"""Every Event of the card pool whose text opens with a reaction trigger (512.4) is offered to
its holder when that trigger happens: a judge's board for each, where the holder has the
Event's cost in action tokens and power of every color for its play requirement (204.1,
205.1), the trigger is made to happen by playing on, and the holder must then be offered the
Event as a reaction to that occurrence (512.4d) before the window closes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from engine.mlp.api import default_library
from engine.mlp.effects import steps
from engine.mlp.procedures import actions
from engine.mlp.state.game import STAMP, MlpGame
from engine.mlp.table import mlp_table
from tests.engine.card_play import FILLERS, start_challenge
from tests.engine.helpers import Board, answer, keys, pass_once, shipped_game, zone_codes

RULES = mlp_table()


@dataclass
class Trigger:
    """A board where the Event `code`, held by `holder`, meets its trigger: `make` builds the
    game from the board (the Event already in the holder's hand) and plays on until the
    trigger has happened; the occurrence offered must be one of `events`; `label` tells the
    boards of one Event apart."""

    code: str
    holder: int
    events: tuple[str, ...]
    make: Callable[[Board], MlpGame]
    label: str = ""


def holder_board(code: str, holder: int, tokens: int | None = None) -> tuple[Board, int]:
    """A Main Phase board of P0's turn where `holder` controls three vanilla Friends of each
    color at home (power for any play requirement of these Events) and has the Event's cost in
    action tokens (`tokens` if given), the Event in hand."""
    b = Board()
    for filler in FILLERS + FILLERS[:6]:
        b.add(filler, holder, "play", f"home:{holder}")
    spec = default_library().find(code)
    b.players[holder] = {"tokens": spec.cost if tokens is None else tokens}
    return b, b.add(code, holder, "hand")


def offered(g: MlpGame, holder: int, iid: int, events: tuple[str, ...], limit: int = 12) -> list[str]:
    """Play on as players who do nothing would until `holder` is offered Event `iid` as a
    reaction to an occurrence of one of `events`; the keys of those options (none: never)."""
    for _ in range(limit):
        decision = g.pending()
        if decision is None:
            return []
        if decision.player == holder:
            found = [key for key in decision.option_keys() if key.startswith(f"react|{iid}|")
                     and _occurrence(g, int(key.split("|")[2])) in events]
            if found:
                return found
        pass_once(g)
    return []


def _occurrence(g: MlpGame, n: int) -> str:
    return next(ev["event"] for ev in g.s["reactions"] if ev[STAMP] == n)


# ----- the ways a trigger is made to happen ------------------------------------------------


def _opponent_plays(card: str, dest: str = "home:1", **flags) -> Callable[[Board], MlpGame]:
    """P1 (the opponent of the holder, P0) plays `card` in their Main Phase."""

    def make(b: Board) -> MlpGame:
        b.players[1] = {"tokens": 5}
        for filler in FILLERS:
            b.add(filler, 1, "play", "home:1")
        played = b.add(card, 1, "hand")
        g = shipped_game(b, turn_player=1)
        answer(g, _play_key(g, played, dest))
        _settle(g, 1)
        return g

    return make


def _play_key(g: MlpGame, played: int, dest: str) -> str:
    spec = g.spec(played)
    if spec.type == "event":
        return f"play|{played}|event"
    if spec.type == "troublemaker":
        return f"tm|{played}|{dest}"
    return next(k for k in keys(g) if k.startswith(f"play|{played}|{dest}"))


def _settle(g: MlpGame, player: int) -> None:
    """Answer the questions `player`'s action asks (its first options) until a priority window."""
    while (d := g.pending()) is not None and d.kind != "priority" and d.player == player:
        answer(g, *d.option_keys()[: max(d.min, 1)])


def _turn_player_plays(card: str, dest: str = "home:0") -> Callable[[Board], MlpGame]:
    """P0, the turn player, plays `card` in their Main Phase while P1 holds the reaction."""

    def make(b: Board) -> MlpGame:
        b.players[0] = {"tokens": 5}
        for filler in FILLERS:
            b.add(filler, 0, "play", "home:0")
        b.add("PR25", 1, "play", "problem:1")  # (something for P0's Events to choose)
        played = b.add(card, 0, "hand")
        g = shipped_game(b)
        answer(g, _play_key(g, played, dest))
        _settle(g, 0)
        return g

    return make


def _opponent_reacts(b: Board) -> MlpGame:
    """In the holder's (P1's) turn, P0 answers P1's move with Stand Still! (PR118), an Event
    played as a reaction."""
    b.players[0] = {"tokens": 2}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    still = b.add("PR118", 0, "hand")
    mover = b.add("PR20", 1, "play", "home:1")
    b.players[1]["tokens"] += 2  # (the move's cost: 609.2b)
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{mover}|problem:1")
    answer(g, next(k for k in keys(g) if k.startswith(f"react|{still}|")))
    return g


def _opponent_plays_in_faceoff(b: Board) -> MlpGame:
    """P0 plays a Faceoff Event (PR101) while challenging the holder's (P1's) Troublemaker."""
    for _ in range(4):
        b.add("PR60", 0, "play", "problem:0")
    b.players[0] = {"tokens": 1}
    faceoff_event = b.add("PR101", 0, "hand")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    while f"play|{faceoff_event}|event" not in keys(g):
        pass_once(g)
    answer(g, f"play|{faceoff_event}|event")
    _settle(g, 0)
    return g


def _opponent_moves(to: str = "problem:1") -> Callable[[Board], MlpGame]:
    def make(b: Board) -> MlpGame:
        b.players[1] = {"tokens": 3}
        mover = b.add("PR20", 1, "play", "home:1")
        g = shipped_game(b, turn_player=1)
        answer(g, f"move|{mover}|{to}")
        return g

    return make


def _phase_from(phase: str, step: str, turn_player: int = 0) -> Callable[[Board], MlpGame]:
    """The game goes on from `phase` / `step` of `turn_player`'s turn."""

    def make(b: Board) -> MlpGame:
        b.add("PR157", 1 - turn_player, "play", f"problem:{turn_player}")
        b.add("PR158", 1 - turn_player, "play", f"problem:{1 - turn_player}", face_down=True)
        b.add("PR20", 1 - turn_player, "play", f"problem:{turn_player}")
        return shipped_game(b, phase=phase, step=step, turn_player=turn_player, turn=4)

    return make


def _troublemaker_faceoff(b: Board) -> MlpGame:
    """A Troublemaker faceoff at problem:0: P0's Friends there challenge P1's Troublemaker."""
    for _ in range(4):
        b.add("PR60", 0, "play", "problem:0")  # 8 power against the Parasprite's 4
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    return g


def _problem_faceoff(b: Board) -> MlpGame:
    """P0 wins a Problem faceoff at problem:1 by far more than 5."""
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(4):
        b.add("PR79", 0, "play", "problem:1")  # white 2 each
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    return shipped_game(b, phase="score", step="confront")


def _own_friend_dismissed(b: Board) -> MlpGame:
    """P1 dismisses P0's 1-power Friend with Here's Your Invitation! (PR113)."""
    victim = b.add("PR20", 0, "play", "problem:1")
    b.players[1] = {"tokens": 3}
    for _ in range(3):
        b.add("PR41", 1, "play", "home:1")
    dismiss = b.add("PR113", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{dismiss}|event")
    if g.pending().kind == "target":
        answer(g, f"card:{victim}")
    return g


def _own_troublemaker_defeated(b: Board) -> MlpGame:
    """P1 challenges and defeats P0's Troublemaker (514.5a: dismissed to the discard pile)."""
    tm = b.add("PR157", 0, "play", "problem:1")
    for _ in range(5):
        b.add("PR60", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="challenge", turn_player=1)
    answer(g, f"challenge:{tm}")
    return g


def _unfrightened(b: Board) -> MlpGame:
    b.players[1] = {"tokens": 2}
    scared = b.add("PR79", 1, "play", "home:1", frightened=True)
    g = shipped_game(b, turn_player=1)
    answer(g, f"rally|{scared}")
    return g


def _uncovered(b: Board) -> MlpGame:
    """P0's own face-down Troublemaker at P1's Problem is uncovered as P0's turn starts (607)."""
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    b.add("PR20", 0, "play", "problem:1")
    return shipped_game(b, phase="score", step="end", turn_player=1)


def _played_to_own_face_down(b: Board) -> MlpGame:
    b.add("PR157", 0, "play", "problem:1", face_down=True)
    b.players[1] = {"tokens": 3}
    friend = b.add("PR20", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{friend}|problem:1")
    return g


def _you_play_friend_to_problem(b: Board) -> MlpGame:
    b.players[0]["tokens"] += 1
    friend = b.add("PR20", 0, "hand")
    b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{friend}|problem:1")
    return g


def _opposing_friend_enters(b: Board) -> MlpGame:
    b.players[1] = {"tokens": 3}
    friend = b.add("PR79", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{friend}|problem:1")
    return g


TRIGGERS: list[Trigger] = [
    # an opponent plays a card of each type (the judge's board: an Event, Downright Dangerous)
    Trigger("CG120", 1, ("played",), _turn_player_plays("PR110"), "an Event"),
    Trigger("CG120", 0, ("played",), _opponent_plays("PR20"), "a Friend"),
    Trigger("CG120", 0, ("played",), _opponent_plays("PR139", "on:"), "a Resource"),
    Trigger("CG120", 0, ("played",), _opponent_plays("PR157", "problem:0"), "a Troublemaker"),
    Trigger("CG120", 1, ("played",), _opponent_reacts, "an Event played as a reaction"),
    Trigger("CG120", 1, ("played",), _opponent_plays_in_faceoff, "a Faceoff Event"),
    Trigger("CN102", 0, ("played",), _opponent_plays("PR20")),
    Trigger("CN114", 0, ("played",), _opponent_plays("PR20"), "played"),
    Trigger("CN114", 0, ("moved",), _opponent_moves(), "moved"),
    Trigger("CN126", 0, ("played",), _opponent_plays("PR139", "on:")),
    Trigger("CN99", 0, ("played",), _played_to_own_face_down),
    Trigger("CG115", 0, ("played",), _you_play_friend_to_problem),
    Trigger("AD103", 0, ("enter_play",), _opposing_friend_enters),
    # moves
    Trigger("PR118", 0, ("moved",), _opponent_moves()),
    Trigger("CG100", 0, ("moved",), _opponent_moves()),
    Trigger("CG106", 0, ("moved",), _opponent_moves()),
    # leaving play, frightening, uncovering
    Trigger("PR128", 0, ("left_play",), _own_friend_dismissed),
    Trigger("AD113", 0, ("left_play",), _own_troublemaker_defeated),
    Trigger("CG123", 0, ("unfrightened",), _unfrightened),
    Trigger("AD119", 0, ("uncovered",), _uncovered),
    # the start of a phase
    Trigger("CG98", 0, ("score_start",), _phase_from("main", "main")),
    Trigger("CG110", 0, ("score_start",), _phase_from("main", "main")),
    Trigger("AD88", 0, ("score_start",), _phase_from("main", "main")),
    Trigger("AD109", 0, ("score_start",), _phase_from("main", "main")),
    Trigger("CS5", 1, ("score_start",), _phase_from("main", "main")),
    Trigger("CG102", 0, ("tm_phase_start",), _phase_from("ready", "ready")),
    Trigger("AD97", 0, ("tm_phase_start",), _phase_from("ready", "ready")),
    Trigger("AD106", 0, ("main_start",), _phase_from("troublemaker", "challenge")),
    Trigger("AD104", 1, ("tm_phase_start",), _phase_from("ready", "ready"), "Troublemaker Phase"),
    Trigger("AD104", 1, ("main_start",), _phase_from("troublemaker", "challenge"), "Main Phase"),
    Trigger("AD104", 1, ("score_start",), _phase_from("main", "main"), "Score Phase"),
    Trigger("AD104", 0, ("turn_start",), _phase_from("score", "end", turn_player=1), "Ready Phase"),
    Trigger("AD104", 0, ("turn_end",), _phase_from("score", "end"), "End Phase"),
    Trigger("AD105", 0, ("main_start",), _phase_from("troublemaker", "challenge")),
    # faceoffs
    Trigger("PR104", 0, ("faceoff_start",), _troublemaker_faceoff),
    Trigger("CN105", 1, ("faceoff_start",), _troublemaker_faceoff),
    Trigger("PR108", 0, ("flip",), _troublemaker_faceoff),
    Trigger("PR111", 0, ("flip",), _troublemaker_faceoff),
    Trigger("PR127", 0, ("flip",), _troublemaker_faceoff),
    Trigger("PR102", 1, ("flip",), _troublemaker_faceoff),
    Trigger("PR124", 0, ("tm_defeated",), _troublemaker_faceoff),
    Trigger("PR107", 0, ("faceoff_won",), _problem_faceoff),
    Trigger("PR104", 1, ("faceoff_start",), _problem_faceoff, "Problem faceoff"),
    Trigger("CN105", 0, ("faceoff_start",), _problem_faceoff, "Problem faceoff"),
    Trigger("PR108", 1, ("flip",), _problem_faceoff, "Problem faceoff"),
    Trigger("PR111", 1, ("flip",), _problem_faceoff, "Problem faceoff"),
    Trigger("PR127", 1, ("flip",), _problem_faceoff, "Problem faceoff"),
    Trigger("PR111", 1, ("flip",), _troublemaker_faceoff, "defending"),
]


SKIPPED: dict[str, str] = {}
"""Reaction Events whose trigger can't be produced simply on a board, with the reason (none)."""


def _trigger_id(t: Trigger) -> str:
    return f"{t.code}-{t.label.replace(' ', '_')}" if t.label else t.code


@pytest.mark.parametrize("trigger", TRIGGERS, ids=_trigger_id)
def test_a_reaction_event_is_offered_when_its_trigger_happens(trigger: Trigger) -> None:
    b, event = holder_board(trigger.code, trigger.holder)
    g = trigger.make(b)
    assert offered(g, trigger.holder, event, trigger.events), (trigger.code, trigger.label)


def test_every_reaction_event_of_the_pool_has_its_trigger_made_to_happen() -> None:
    """The check above covers the whole class: every Event whose text opens with a reaction
    trigger (a timing phrase with "Reaction", 512.4) has a board, or a reason to be skipped."""
    lib = default_library()
    reactions = {card.code for card in lib.cards()
                 if card.type.value == "event" and lib.spec(card.id).timing.endswith("reaction")}
    covered = {t.code for t in TRIGGERS}
    assert reactions == covered | set(SKIPPED), sorted(reactions ^ (covered | set(SKIPPED)))
    assert len(reactions) == 32


def test_cg120_the_soup_incident_banished_by_cg62_coco_pommel_answers_pr110_downright_dangerous() -> None:
    """A Reaction Event its player may play from elsewhere as though it were in their hand is
    offered like one in the hand: P1's Coco Pommel (CG62) banished The Soup Incident (CG120)
    from the discard pile ("While that card remains banished, you may play that card as though
    it were in your hand"); in P0's next turn P0 plays Downright Dangerous (PR110), and that
    play is remembered (512.4d) and answered from the banished zone."""
    b = Board()
    for filler in FILLERS + FILLERS[:6]:
        b.add(filler, 1, "play", "problem:1")  # (at a Problem: no home limit to retire them)
    b.players[1] = {"tokens": 4}
    coco = b.add("CG62", 1, "hand")
    b.add("CG120", 1, "discard")
    for _ in range(3):
        b.add("PR40", 0, "play", "home:0")  # Dance Fever: pink power for Downright Dangerous
    dangerous = b.add("PR110", 0, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{coco}|home:1")
    _settle(g, 1)  # (the Event in the discard pile is banished)
    soup = next(i for i in g.s["players"][1]["banished"])
    assert g.spec(soup).code == "CG120"
    while not (g.s["turn_player"] == 0 and f"play|{dangerous}|event" in keys(g)):
        pass_once(g)
    answer(g, f"play|{dangerous}|event")
    _settle(g, 0)
    found = offered(g, 1, soup, ("played",))
    assert found and g.s["turn_player"] == 0
    answer(g, found[0])
    assert "PR110" in zone_codes(g, 0, "banished")  # (Downright Dangerous, from the discard pile)


def test_cg120_the_soup_incident_chosen_by_mt143_moondancer_answers_pr110_downright_dangerous() -> None:
    """The same from the discard pile: in P0's turn P1 uses Moondancer (MT143, "Immediate: ...
    choose an Event in your discard pile. Until the end of the turn, you may play that Event
    as though it were in your hand") on The Soup Incident (CG120); P0's next play, Downright
    Dangerous (PR110), is then answered from the discard pile."""
    b, soup = holder_board("CG120", 1, tokens=2)
    b.cards[soup - 1]["zone"] = "discard"
    for code in ("PR60", "PR60", "PR79", "PR79"):
        b.add(code, 1, "play", "home:1")  # (Moondancer's 4 purple and 4 white)
    moondancer = b.add("MT143", 1, "play", "home:1")
    b.players[0] = {"tokens": 6}
    for _ in range(3):
        b.add("PR40", 0, "play", "home:0")  # Dance Fever: pink power for Downright Dangerous
    b.add("PR25", 1, "play", "problem:1")  # (a Friend for Downright Dangerous to choose)
    friend = b.add("PR20", 0, "hand")
    dangerous = b.add("PR110", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{friend}|home:0")
    assert g.pending().player == 1 and not [k for k in keys(g) if k.startswith(f"react|{soup}|")]  # (not yet)
    answer(g, f"act|{moondancer}|0")
    _settle(g, 1)
    answer(g, f"play|{dangerous}|event")
    _settle(g, 0)
    found = offered(g, 1, soup, ("played",), limit=1)
    assert found and g.s["cards"][soup]["zone"] == "discard"


def _nelly_game(zone: str, closed: bool) -> tuple[MlpGame, int]:
    """P0 holds Whoa There Nelly! (PR128, "Play when one of your Friends has been dismissed.
    Put it into its owner's hand.") in `zone`: the hand, or the banished zone or discard pile
    with a text's leave to play it from there as though it were in the hand; P1 dismisses P0's
    Friend, which goes to P0's discard pile. With `closed`, P1 controls Somnambula's Blindfold
    (FF113, "Cards can't leave discard piles."). The game after the dismissal, and the Event."""
    b, nelly = holder_board("PR128", 0)
    if zone != "hand":
        b.cards[nelly - 1]["zone"] = zone
        b.top["flags"] = {"playable_elsewhere:0": [{"card": nelly, "zone": zone, "until": "", "banish": False}]}
    if closed:
        b.add("FF113", 1, "play", "home:1")
    return _own_friend_dismissed(b), nelly


@pytest.mark.parametrize("zone", ["hand", "banished", "discard"])
def test_pr128_whoa_there_nelly_is_not_offered_while_ff113_somnambulas_blindfold_keeps_the_friend(zone: str) -> None:
    """A Reaction Event whose text can't be carried out is not offered, as any other Event
    (705.2): the dismissed Friend can't leave the discard pile while Somnambula's Blindfold is
    in play (104.2), so Whoa There Nelly! can't put it into its owner's hand, wherever the
    Event is played from; the judge's answer names the Blindfold, not the reaction condition
    (which was met)."""
    g, nelly = _nelly_game(zone, closed=False)
    assert offered(g, 0, nelly, ("left_play",), limit=1)
    g, nelly = _nelly_game(zone, closed=True)
    assert g.s["reactions"] and not [key for key, _ in actions.legal(g, 0, "open") if key.startswith("react|")]
    said = "\n".join(RULES.why_not(g, "can P0 play Whoa There Nelly").lines())
    assert f"Whoa There Nelly! #{nelly}" in said.splitlines()[0], said
    assert "- Card text of Somnambula's Blindfold: Somnambula's Blindfold #" in said, said
    assert "says cards can't leave discard piles." in said and "512.4d" not in said, said


def test_pr128_whoa_there_nelly_barred_by_mt92_the_vote_names_the_ban() -> None:
    """P1 played The Vote (MT92) this turn ("Opponents can't play Events this turn", kept in the
    board's flags): Whoa There Nelly! is not offered though its reaction condition was met, and
    the judge's answer gives the ban (104.2), not the condition (512.4d)."""
    b, nelly = holder_board("PR128", 0)
    b.top["flags"] = {"no_events:0": 3}  # (the board's turn)
    g = _own_friend_dismissed(b)
    assert g.s["reactions"] and not [key for key, _ in actions.legal(g, 0, "open") if key.startswith(f"react|{nelly}|")]
    said = "\n".join(RULES.why_not(g, "can P0 play Whoa There Nelly").lines())
    assert "- Rule 104.2: a card's text says Player 1 can't play Events this turn." in said and "512.4d" not in said, said


def _maud_pie_played(code: str) -> tuple[MlpGame, int]:
    """P1 plays the Friend `code` at home while P0 holds Critter Stampede (CN102, "After an
    opponent plays a Friend, put that Friend into its owner's hand.") with power for it."""
    b = Board()
    b.players[1] = {"tokens": 6}
    b.players[0] = {"tokens": 3}
    for _ in range(2):
        b.add("PR31", 1, "play", "home:1")  # (orange for Maud Pie)
    for _ in range(3):
        b.add("PR81", 0, "play", "home:0")  # (yellow for Critter Stampede)
    played = b.add(code, 1, "hand")
    stampede = b.add("CN102", 0, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{played}|home:1")
    return g, stampede


def test_cn102_critter_stampede_is_not_offered_against_cg25_maud_pie() -> None:
    """CR 3.4 705.2e: "put that Friend into its owner's hand" is known before the Event is
    offered; Maud Pie, Like a Rock ("This card can't be ... put into its owner's hand from play
    by opponents") can't be returned by P0, so Critter Stampede is not offered, and the judge's
    answer names Maud Pie; a Friend without that text is answered."""
    g, stampede = _maud_pie_played("PR36")
    assert offered(g, 0, stampede, ("played",), limit=1)
    g, stampede = _maud_pie_played("CG25")
    assert g.s["reactions"] and not [key for key, _ in actions.legal(g, 0, "open") if key.startswith("react|")]
    said = "\n".join(RULES.why_not(g, "can P0 play Critter Stampede").lines())
    assert "- Rule 705.2e: its instruction “Put that Friend into its owner's hand” can't be followed now: " \
        "Maud Pie, Like a Rock #" in said and "512.4d" not in said, said


def test_pr128_whoa_there_nelly_needs_the_dismissed_friend_where_it_went() -> None:
    """CR 3.4 410.6a, 705.2e: "Put it into its owner's hand" acts on the Friend that left play
    while it is still in the discard pile it went to; asked before Whoa There Nelly! is
    offered for an occurrence, as its instruction asks it: the Friend in the discard pile can
    be put into the hand, a card elsewhere (here one of P0's Friends in play) can't."""
    g, nelly = _nelly_game("hand", closed=False)
    ability = g.spec(nelly).abilities[0]
    friend = g.s["players"][0]["discard"][-1]
    assert g.spec(friend).code == "PR20"
    assert steps.can_use(g, 0, nelly, ability, {"new": friend})
    elsewhere = next(i for i in g.s["play"] if g.card(i)["ctrl"] == 0 and g.is_type(i, "friend"))
    assert not steps.can_use(g, 0, nelly, ability, {"new": elsewhere})
    assert not steps.can_use(g, 0, nelly, ability, {"new": 0})
