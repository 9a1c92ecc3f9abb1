"""Rounds and winning (3, 5.5.9-5.5.12): a knock-out ends the round at once.

The first player to win two rounds wins the game. Between rounds the End of Round
Cleanup empties each side of the Battledome (Locations and Map Pieces stay), the End of
Round delayed triggers resolve (the round's winner's first, without the queue), and
each player chooses a new active Neopet face up, the winner first; the player whose
Neopet was knocked out takes the next turn and does not skip its Battle Phase.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.effects import actions
from engine.battledome.state import ops
from engine.battledome.state.game import BattledomeGame
from engine.core.plural import how_many


@ops.handler("interrupt")
def _knocked_out(g: BattledomeGame, info: dict[str, Any]) -> None:
    """5.5.9c: the queue is emptied, end-of-turn effects are skipped, the round is decided."""
    s = g.s
    s["interrupt"] = None
    s["ask"] = None
    s["step"] = "end_of_round"  # (5.5.7e: the round ends at once, in whatever phase)
    loser, winner = info["loser"], 1 - info["loser"]
    if s["queue"]:
        g.note("5.5.9c", f"The queue is emptied without resolving {how_many(len(s['queue']), 'item')}")
    s["queue"] = []
    s["to_order"] = []
    s["frames"] = s["frames"][:1]  # only the game frame stays
    s["players"][winner]["rounds"] += 1
    g.note("5.5.9b", f"P{winner} wins round {s['round']} ({s['players'][0]['rounds']}-{s['players'][1]['rounds']})")
    if s["players"][winner]["rounds"] >= 2:
        finish(g, winner, f"P{winner} won two rounds", "5.5.9a")
        return
    g.push("round_end", stage=0, winner=winner, loser=loser, abandoned=info["abandoned"])


def finish(g: BattledomeGame, winner: int | None, reason: str, rule: str) -> None:
    g.s["result"] = {"winner": winner, "reason": reason, "rule": rule}
    g.s["ask"] = None
    g.note(rule, f"The game ends: {reason}" + ("" if winner is None else f"; P{winner} wins the game"))


def cleanup(g: BattledomeGame, winner: int, loser: int) -> None:
    """5.5.10, 8.10.5: Neopets to the Round Results (the loser's face down), then each side empties."""
    for p in (winner, loser):
        for neopet in list(g.zone(p, "active")):
            g.move(neopet, p, "results")
            g.s["cards"][neopet]["down"] = p == loser
            g.note("5.5.10", f"P{p} puts {g.label(neopet)} into the Round Results face "
                             f"{'down' if p == loser else 'up'}")
    for p in (winner, loser):
        for stone in list(g.zone(p, "codestones")):
            g.move(stone, g.s["cards"][stone]["owner"], "discard")
        for card in list(g.zone(p, "equipment")):
            g.move(card, g.s["cards"][card]["owner"], "discard")
        for card in list(g.zone(p, "faerie")):
            g.move(card, g.s["cards"][card]["owner"], "void")
        for card in list(g.zone(p, "play")):
            kind = g.kind(card)
            if kind in ("location", "map_piece"):
                continue
            g.move(card, g.s["cards"][card]["owner"], "void" if kind == "food" else "discard")
        g.note("5.5.10", f"P{p}'s Codestones, Equipment and cards in play go to the Discard, Faeries to the "
                         f"Void; Locations and Map Pieces stay")
    g.s["effects"] = []
    g.s["dice"].update(attack=[], defence=[], rolled_by=None)


@ops.handler("round_end")
def _round_end(g: BattledomeGame, frame: dict[str, Any]) -> None:
    s = g.s
    stage = frame["stage"]
    if stage != "delayed":
        frame["stage"] = stage + 1
    winner, loser = frame["winner"], frame["loser"]
    if stage == 0:
        cleanup(g, winner, loser)
        delayed = [d for d in s["delayed"] if d["when"] == "end_of_round"]
        s["delayed"] = [d for d in s["delayed"] if d["when"] != "end_of_round"]
        frame["waiting"] = {str(p): [d for d in delayed if d["ctx"]["ctrl"] == p] for p in (winner, loser)}
        frame["stage"] = "delayed"
        if delayed:
            g.note("5.5.11a", f"Resolving {how_many(len(delayed), 'End of Round effect')} without the queue, "
                              f"P{winner}'s first")
    elif stage == "delayed":
        for p in (winner, loser):  # 5.5.11d: the round's winner's first
            waiting = frame["waiting"][str(p)]
            if len(waiting) > 1:  # 5.5.11c: their controller chooses the order
                g.ask(p, "order", f"P{p}: which End of Round effect resolves next?",
                      [(f"delayed:{n}", _delayed_label(g, entry)) for n, entry in enumerate(waiting)],
                      "order_delayed", "5.5.11c")
                return
            if waiting:
                entry = waiting.pop()
                actions.run_steps(g, entry["path"], entry["ctx"])
                return
        frame["stage"] = 1
    elif stage in (1, 2):
        chooser = winner if stage == 1 else loser
        pool = g.zone(chooser, "neopets")
        if not pool:
            finish(g, 1 - chooser, f"P{chooser} has no Neopet left in their Neopet Deck", "5.5.12")
            return
        g.ask(chooser, "neopet", f"P{chooser}: choose your new active Neopet (face up)",
              [(f"card:{iid}", g.label(iid)) for iid in pool], "new_neopet", "5.5.12")
    else:
        g.pop()
        s["round"] += 1
        s["active"] = loser
        s["phase"], s["step"] = "beginning", ""
        g.note("5.5.12", f"Round {s['round']} begins; P{loser}, whose Neopet was knocked out, is the active "
                         f"player and does not skip the Battle Phase")


def _delayed_label(g: BattledomeGame, entry: dict[str, Any]) -> str:
    source = entry["ctx"]["src"]
    return f"{g.label(source)}'s End of Round effect" if source is not None else "an End of Round effect"


@ops.answer("order_delayed")
def _delayed_chosen(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    waiting = g.s["frames"][-1]["waiting"][str(ask["player"])]
    entry = waiting.pop(int(keys[0].split(":")[1]))
    g.note("5.5.11c", f"P{ask['player']} resolves {_delayed_label(g, entry)} next")
    actions.run_steps(g, entry["path"], entry["ctx"])


@ops.answer("new_neopet")
def _chosen(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    iid = int(keys[0].split(":")[1])
    g.move(iid, ask["player"], "active")
    g.note("5.5.12", f"P{ask['player']} puts {g.label(iid)} into the Active Neopet slot face up")
