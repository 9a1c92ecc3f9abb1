"""Defeat, the replacement Spellcaster, losing, the deck-out end and Sudden Death (SC 7.10, SC 8).

After anything that changes HP the game settles: every Spellcaster at 0 HP or less
retires to its player's Bleachers and its Equipment goes to the Junkyard (SC 1.1,
SC 7.12); in Sudden Death the first defeat decides the game (SC 8.3); a player left
with no Spellcaster may play one from hand at once (SC 7.10) or loses (SC 8.1).
"""

from __future__ import annotations

from typing import Any

from engine.core.plural import how_many
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.values import stats

SUDDEN_DEATH_TURNS = 20
"""Reading (SC 8.3 has no end): Sudden Death with no Spellcaster defeated in 20 turns is a draw."""


def finish(game: SpellcastersGame, winner: int | None, reason: str, rule: str) -> None:
    game.s["result"] = {"winner": winner, "reason": reason, "rule": rule}
    game.s["step"] = "over"
    game.note(rule, "The game ends: " + ("a draw" if winner is None else f"P{winner} wins") + f" ({reason})")


def retire(game: SpellcastersGame, p: int, record: dict[str, Any], rule: str, why: str) -> None:
    """A Spellcaster leaves play for its player's Bleachers; its Equipment for the Junkyard."""
    game.casters(p).remove(record)
    game.player(p)["bleachers"].append(record["iid"])
    if record["equipment"] >= 0:
        game.s["junkyard"].append(record["equipment"])
    game.note(rule, f"{game.name(record['iid'])} {why} and retires to P{p}'s Bleachers")


def settle(game: SpellcastersGame) -> None:
    """Retire the defeated, then decide Sudden Death and who must replace a Spellcaster."""
    s = game.s
    if s["result"] is not None:
        return
    fallen = [(p, r) for p, r in game.all_casters() if stats.hp(game, r) <= 0]
    for p, record in fallen:
        retire(game, p, record, "SC 1.1", "is defeated (0 HP)")
    if fallen and s["sudden_death"]:
        losers = {p for p, _ in fallen}
        if len(losers) == 2:
            winner = s["turn_player"]
            reason = "Sudden Death: Spellcasters of both players fell at once; the turn player's Spell did it"
        else:
            winner = 1 - losers.pop()
            reason = "Sudden Death: the first Spellcaster defeated"
        finish(game, winner, reason, "SC 8.3")
        return
    check_empty_sides(game)


def can_enter(game: SpellcastersGame, iid: int) -> bool:
    """No two copies of a Spellcaster in play, nor two that exclude each other (SC 7.2, SC 7.9)."""
    return entry_refusal(game, iid) is None


def entry_refusal(game: SpellcastersGame, iid: int) -> tuple[str, str] | None:
    """Why the Spellcaster `iid` may not come into play now (`can_enter`): the rule and the
    Spellcaster in play that keeps it out; None when it may."""
    spec = game.spec(iid)
    for p, record in game.all_casters():
        other = game.spec(record["iid"])
        if other.name == spec.name:
            return "SC 7.2", f"P{p} has {other.name} in play already, and only one copy may be in play at a time"
        if other.name in spec.not_in_play_with or spec.name in other.not_in_play_with:
            return "SC 7.9", f"{spec.name} and {other.name} can't both be in play, and P{p} has {other.name}"
    return None


def replacements(game: SpellcastersGame, p: int) -> list[int]:
    """Spellcasters in P's hand that could come into play now, one per card id."""
    seen, found = set(), []
    for iid in game.player(p)["hand"]:
        card = game.s["cards"][iid]
        if game.spec(iid).kind == "spellcaster" and card not in seen and can_enter(game, iid):
            seen.add(card)
            found.append(iid)
    return found


def check_empty_sides(game: SpellcastersGame) -> None:
    """A player with no Spellcaster replaces one from hand (SC 7.10) or loses (SC 8.1)."""
    s = game.s
    if s["result"] is not None or s["step"] in ("caster", "mana"):
        return
    order = (s["turn_player"], 1 - s["turn_player"])
    empty = [p for p in order if not game.casters(p)]
    lost = [p for p in empty if not replacements(game, p)]
    if len(lost) == 2:
        finish(game, None, "neither player has a Spellcaster or one in hand", "SC 8.1")
        return
    if lost:
        finish(game, 1 - lost[0], f"P{lost[0]} has no Spellcaster and none to play from hand", "SC 8.1")
        return
    if empty and s["step"] != "replace":
        s["resume"] = s["step"]
        s["step"] = "replace"
        s["chooser"] = empty[0]
        game.note("SC 7.10", f"P{empty[0]} has no Spellcaster in play and may play one from hand at once")


def deck_out(game: SpellcastersGame, who: int, when: str) -> None:
    """SC 8.2: the deck can't give a card; fewer Spellcasters in the Bleachers wins, a tie is Sudden Death."""
    s = game.s
    counts = [len(game.player(p)["bleachers"]) for p in (0, 1)]
    game.note("SC 8.2", f"P{who} cannot draw {when}: the deck is empty. Bleachers: "
                        f"P0 {how_many(counts[0], 'Spellcaster')}, P1 {how_many(counts[1], 'Spellcaster')}")
    if counts[0] != counts[1]:
        winner = 0 if counts[0] < counts[1] else 1
        finish(game, winner, f"the deck ran out; P{winner} has fewer Spellcasters in the Bleachers", "SC 8.2")
        return
    s["sudden_death"] = s["turn"]
    game.note("SC 8.3", "The Bleachers are even: Sudden Death (no more drawing, no empty-hand rule; "
                        "the first to defeat an opponent's Spellcaster wins)")
