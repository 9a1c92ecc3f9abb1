"""802.2/802.3: the key of a position (`loops.position`, `loops.full_key`) is exactly the
plain construction below.

Saved positions hold these keys (a priority window's "acts", the bars of a loop), so
they change only when what a position is changes (the reaction conditions met since the
last window came to be written with what they name and what has answered them, 512.4c,
so that a reaction declined is not a position come back; a card holding banished cards
beneath it or following them came to be followed by them, which no position without such
cards changes). The engine writes the hashed text piece by piece and keeps pieces
between calls (by card id, by a zone's instance ids within one card table, by a card's
or the flags' values); these tests compare it with the plain construction it replaced,
kept here: the SHA-256 of `repr` of the shape list. They do so at every decision of
seeded bot games dealt from the whole implemented card pool, two games at a time
(alternating, so the kept pieces of two card tables with the same instance ids take
turns), with positions read back from a saved board and after a restore, and check the
key each activated ability stored as it was activated.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from typing import Any

from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.procedures import loops
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.helpers import Board, seeded_bots

# The decks are dealt from the cards whose text the engine carries out, so a card newly
# carried out changes the games: pairs of seeded games are played, seeds 1 and 2 first,
# until they have reached every kind of piece (`KINDS`) over enough decisions, and the test
# fails if this many pairs don't (as more cards join the pool, the first flag holding true
# or false has come as late as after the twenty-fourth pair).
MOST_PAIRS = 32
KINDS = ("activated abilities", "activated with mods", "mods", "counters", "waiting triggers", "triggers in a wave",
         "faceoff", "queue", "reactions", "reactions answered", "tokens", "attached cards", "flags true/false",
         "flags with a list")
MAX_TURNS = 60
ZONES = ("hand", "deck", "problem_deck", "discard", "banished", "flip")


def reference_position(g: MlpGame, batch: list[dict] | None = None) -> tuple[str, list[int], list[list[Any]]]:
    """The position as the engine first wrote it: the shape as a list, hashed as its repr."""
    s = g.s
    cards = s["cards"]
    place = {iid: n for n, iid in enumerate(s["play"])}
    for n, iid in enumerate(s["queue"]):
        place[iid] = -1 - n
    r = place.get
    flags = dict(s["flags"])
    flags.pop("last_priority", None)
    shape: list[Any] = [s["turn"], s["turn_player"], s["phase"], s["step"], s["rng"],
                        tuple(s["confronted"]), tuple(s["scored_turn"]), repr(sorted(flags.items())),
                        repr(s["faceoff"]), repr(s["time_called"])]
    counts: list[int] = []
    where: list[list[Any]] = []
    for p, player in enumerate(s["players"]):
        zones = [tuple(cards[iid]["card"] for iid in player[zone]) for zone in ZONES]
        shape.append((r(player["mane"]), player["score"], player["turns"], player["drawn"],
                      player["hand_size"], player["mulligan"], *zones))
        counts.append(player["tokens"])
        where.append(["tokens", p])
    for iid in (*s["play"], *s["queue"]):
        c = cards[iid]
        counters = c["counters"]
        names = sorted(counters) if counters else ()
        shape.append((c["card"], c["owner"], c["ctrl"], c["area"], r(c["host"], c["host"]),
                      c["exhausted"], c["frightened"], c["face_down"], c["boosted"],
                      bool(c.get("token")), tuple(names)))
        for name in names:
            counts.append(counters[name])
            where.append(["counter", iid, name])
        if "beneath" in c or "exiled" in c:
            shape.append((tuple(cards[i]["card"] if i in cards else i for i in c.get("beneath") or ()),
                          tuple((cards[i]["card"] if i in cards else i, how) for i, how in c.get("exiled") or ())))
    shape.append(tuple((k, a["owner"], a["kind"], r(a["problem"], a["problem"]))
                       for k, a in sorted(s["areas"].items())))
    groups: dict[tuple, list[int]] = {}
    for m in s["mods"]:
        key = (m["kind"], r(m["target"], m["target"]), m["color"], m["until"], m["ctrl"], r(m["src"], m["src"]))
        if key in groups:
            groups[key][0] += m["amount"]
            groups[key][1] = m["ts"]
        else:
            groups[key] = [m["amount"], m["ts"]]
    for key in sorted(groups, key=repr):
        shape.append(key)
        counts.append(groups[key][0])
        where.append(["mod", groups[key][1]])
    shape.append(tuple((t["ctrl"], r(t["src"], t["src"]), t["card"], t["ab"], t["name"], t["boosted"])
                       for t in (*s["waiting"], *(batch or ()))))
    reactions = []
    for ev in s["reactions"]:
        details = []
        for name, value in sorted(ev.items()):
            if name in ("event", "n", "used"):
                continue
            if name in ("card", "new"):
                value = r(value, value)
            elif name in ("cards", "losers"):
                value = tuple(r(i, i) for i in value)
            elif isinstance(value, list):
                value = tuple(value)
            details.append((name, value))
        used = sorted(f"ability:@{r(int(tag[8:]), tag[8:])}" if tag.startswith("ability:") else tag
                      for tag in ev.get("used", ()))
        reactions.append((ev["event"], tuple(details), tuple(used)))
    shape.append(tuple(reactions))
    shape.append(tuple((f["op"], f.get("step"), f.get("ctx")) for f in s["stack"]))
    digest = hashlib.sha256(repr(shape).encode()).hexdigest()[:16]
    return digest, counts, where


def reference_key(g: MlpGame) -> str:
    digest, counts, _ = reference_position(g)
    return digest + ":" + ",".join(map(str, counts))


def reference_cheap_key(g: MlpGame) -> list[int]:
    """`loops.cheap_key` as first written: a quick first test that repeated positions pass."""
    s = g.s
    cards = s["cards"]
    exhausted = sum(1 for i in s["play"] if cards[i]["exhausted"])
    out = [len(s["play"]), exhausted]
    for player in s["players"]:
        out += [player["tokens"], player["score"], len(player["hand"]), len(player["deck"]),
                len(player["discard"])]
    return out


def check(g: MlpGame, seen: Counter) -> str:
    """The engine's keys of the position equal the reference; counts what the position holds."""
    expected = reference_key(g)
    assert loops.full_key(g) == expected
    cheap = loops.cheap_key(g)
    assert cheap == reference_cheap_key(g) and all(type(n) is int for n in cheap)
    assert loops.position(g) == reference_position(g)
    s = g.s
    for frame in s["stack"]:
        if frame["op"] == "ppp" and frame.get("batch"):
            assert loops.position(g, frame["batch"]) == reference_position(g, frame["batch"])
            seen["triggers in a wave"] += 1
    seen["mods"] += bool(s["mods"])
    seen["waiting triggers"] += bool(s["waiting"])
    seen["faceoff"] += s["faceoff"] is not None
    seen["queue"] += bool(s["queue"])
    seen["reactions"] += bool(s["reactions"])
    seen["reactions answered"] += any(ev.get("used") for ev in s["reactions"])
    for iid in s["play"]:
        c = s["cards"][iid]
        seen["counters"] += bool(c["counters"])
        seen["tokens"] += bool(c.get("token"))
        seen["attached cards"] += c["host"] is not None
    for value in s["flags"].values():
        seen["flags true/false"] += type(value) is bool
        seen["flags with a list"] += type(value) is list
    return expected


def test_position_keys_are_the_plain_construction_at_every_decision_of_seeded_games():
    lib = default_library()
    seen: Counter = Counter()
    steps = 0
    for first in range(1, 2 * MOST_PAIRS, 2):
        pair = (first, first + 1)
        games = []
        for seed in pair:
            rng = random.Random(seed)
            decks = [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]
            bots = seeded_bots(seed)
            games.append((new_game(lib, decks, seed), bots))
        while games:
            for g, bots in list(games):
                if g.pending() is None or g.s["turn"] > MAX_TURNS:
                    games.remove((g, bots))
                    continue
                steps += 1
                expected = check(g, seen)
                if steps % 15 == 0:
                    copy = load_board(export_board(g), lib)  # another card table, same position
                    assert loops.full_key(copy) == expected
                    g.restore(g.snapshot())  # and the game goes on in yet another
                    assert loops.full_key(g) == expected
                decision = g.pending()
                answer = bots[decision.player].choose(decision)
                window = g.s["stack"][-1]
                mods = bool(g.s["mods"])
                g.submit(answer)
                if decision.kind == "priority" and answer[0].startswith("act|"):
                    # the key stored as the ability was activated (802.2) is the position's
                    acts = [entry for entry in window.get("acts", ()) if entry[3] == answer[0]]
                    assert acts and acts[-1][1] == expected and acts[-1][2] == decision.player
                    seen["activated abilities"] += 1
                    seen["activated with mods"] += mods
        if steps > 1000 and all(seen[kind] for kind in KINDS):
            break
    assert steps > 1000
    missing = [kind for kind in KINDS if not seen[kind]]
    assert not missing, seen


def test_equal_values_of_another_type_do_not_take_a_kept_text():
    """1 == True, but their reprs differ: a text kept for one is not given for the other."""
    b = Board()
    friend = b.add("PR20", 0, "play", "home:0", exhausted=True)
    g = b.game(default_library())
    g.s["flags"]["once"] = True
    g.s["flags"]["count:0"] = 1
    assert loops.full_key(g) == reference_key(g)  # (the texts are kept now)
    g.card(friend)["exhausted"] = 1
    g.s["flags"]["once"] = 1
    g.s["flags"]["count:0"] = True
    g.s["areas"]["home:0"]["owner"] = False
    assert loops.full_key(g) == reference_key(g)
    g.card(friend)["exhausted"] = True
    g.s["flags"]["once"] = [1]
    assert loops.full_key(g) == reference_key(g)
    g.s["flags"]["once"].append(True)  # (changed in place)
    assert loops.full_key(g) == reference_key(g)
    assert loops.position(g) == reference_position(g)


def test_a_token_copy_does_not_take_the_text_kept_for_the_card_it_copies():
    """A token copy of a card (521) is written like that card but marked as a token: beside
    the card, alike in every other way, it is not given the card's kept text. Seeded games
    rarely put such a pair in play together, so this board does."""
    b = Board()
    b.add("PR20", 0, "play", "home:0")
    copy = b.add("PR20", 0, "play", "home:0")
    g = b.game(default_library())
    g.card(copy)["token"] = True
    assert loops.full_key(g) == reference_key(g)
    assert loops.position(g) == reference_position(g)
