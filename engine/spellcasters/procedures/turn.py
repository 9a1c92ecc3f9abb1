"""The turn's frame (SC 6): the draw that starts it, and what happens as it ends.

SC 6.1: draw a card (in Sudden Death there is no drawing, SC 8.3; an empty deck ends the
game, SC 8.2). As the turn ends (SC 6.6, SC 7.8, SC 7.11): effects "at the end of your
turn" (Disabled ends, SC 4.3), the Mana Pool untaps, and a player with an empty hand
draws a card (not in Sudden Death); then the opponent's turn starts, unless time was called
and the end-of-match procedure's turns are done (`procedures.endmatch`).
"""

from __future__ import annotations

from engine.spellcasters.procedures.endmatch import score_at_time, turns_done
from engine.spellcasters.procedures.outcome import SUDDEN_DEATH_TURNS, deck_out, finish
from engine.spellcasters.state.game import SpellcastersGame, fresh_turn_limits


def start_turn(game: SpellcastersGame, player: int) -> None:
    s = game.s
    s["turn"] += 1
    s["turn_player"] = player
    s["done"] = fresh_turn_limits()
    s["step"] = "main"
    game.note("SC 6.1", f"Turn {s['turn']}: P{player}'s turn")
    if s["sudden_death"]:
        if s["turn"] - s["sudden_death"] > SUDDEN_DEATH_TURNS:
            finish(game, None, f"no Spellcaster was defeated in {SUDDEN_DEATH_TURNS} turns of Sudden Death",
                   "SC 8.3")
        return
    if not s["deck"]:
        deck_out(game, player, "to start their turn")
        return
    game.player(player)["hand"].append(s["deck"].pop(0))
    game.note("SC 6.1", f"P{player} draws a card")


def end_turn(game: SpellcastersGame) -> None:
    s = game.s
    p = s["turn_player"]
    for record in game.casters(p):
        if record["disabled"] and record["disabled"] <= s["turn"]:
            record["disabled"] = 0
            game.note("SC 4.3", f"{game.name(record['iid'])} is no longer Disabled")
    for entry in game.player(p)["mana"]:
        entry[1] = 0
    game.note("SC 6.6", f"P{p}'s turn ends: their Mana untaps")
    if not game.player(p)["hand"] and not s["sudden_death"]:
        if not s["deck"]:
            deck_out(game, p, "at the end of their turn with an empty hand")
        else:
            game.player(p)["hand"].append(s["deck"].pop(0))
            game.note("SC 7.11", f"P{p}'s hand is empty: they draw a card")
    if s["result"] is None and turns_done(game):
        score_at_time(game)
    if s["result"] is None:
        start_turn(game, 1 - p)
