"""Loops (802): series of actions or effects that could be repeated without end.

The engine recognises a loop by a position coming back. A position is read
without instance ids and timestamps (a card that leaves and re-enters play is
a new card with a new id, 410.6, but the same position), as a *shape* (what
is where, in which state) and a vector of *counts* (action tokens, counters,
power from modifiers). The same shape with the same counts is a loop that
changes nothing; the same shape with counts growing by the same amounts
twice in a row is a loop whose repetitions can be added up at once.

A position comes back only when the same actions are legal again (802.1: a
series that can be performed indefinitely), so the shape holds every record of
what has been used: the flags (the turn's records, "the first time each turn",
bans and reductions for this turn), the faceoff (what was used in it) and the
reaction conditions met since the last window with what has answered each
(512.4c). A reaction used can't answer that occurrence again: no loop
(Princess Luna, Mare in the Moon).

- 802.3, mandatory loops: Pre-Priority Processing watches the positions at
  which it takes a new wave of triggered effects (only once a PPP has run
  `WATCH_FROM_WAVE` waves, so ordinary play pays nothing). On a loop the
  controller of the first mandatory effect chooses a number greater than
  24,567,837; the loop's net effect is applied for the repetitions not yet
  made, and that effect does not trigger the next time: play proceeds.
- 802.2, loops of optional actions: a priority window remembers the position
  before each activated ability is activated. When the player about to act
  is back at such a position, a full iteration has been made: that player
  chooses a number, then the other player, if they took actions in the
  loop, may choose a smaller one. Every repetition leaves the position as it
  was, so the repetitions are made at once; then the player who chose the
  smallest number can't take the action that would continue the loop while
  the position is the loop's (802.4: anyone may break it by doing something
  else, and passing always does).
"""

from __future__ import annotations

import hashlib
from operator import itemgetter
from typing import Any

from engine.core.plural import plural
from engine.mlp.state.game import MlpGame
from engine.mlp.state.ops import op

LOOP_MINIMUM = 24_567_838  # 802.3: "a number greater than 24,567,837"
WATCH_FROM_WAVE = 8
GROWING_FROM_WAVE = 300  # no finite chain of effects in the game runs this long
MAX_PERIOD = 16
_ZONES = ("hand", "deck", "problem_deck", "discard", "banished", "flip")


def position(g: MlpGame, batch: list[dict] | None = None) -> tuple[str, list[int], list[list[Any]]]:
    """The position as (shape digest, counts, where each count lives in the state);
    `batch` is the wave of triggered effects Pre-Priority Processing holds, if any.

    Cards out of play are known by their card ids in zone order; cards in play (and the
    queue) by their place in the play (queue) list, so a card that left and came back
    (a new instance, 410.6) is where it was."""
    where: list[list[Any]] = []
    digest, counts = _read(g, batch, where)
    return digest, counts, where


def full_key(g: MlpGame) -> str:
    """Shape and counts together: equal exactly when the position repeats."""
    digest, counts = _read(g, None, None)
    return digest + ":" + ",".join(map(str, counts))


# The shape digest is the SHA-256 of `repr` of a list: the turn and its step, the random
# generator, the flags, the players (each with the card ids of their zones), each card in
# play and in the queue (and, after one holding any, the banished cards beneath it or that
# it follows: `_held`), the areas, the modifiers, the waiting triggered effects, the
# reactions (`_reactions`) and the running procedures. Saved positions hold these digests (a priority
# window's "acts", the bars of a loop), so the text hashed stays exactly that `repr`
# (tests/engine/test_loop_keys.py keeps the plain construction and compares). It is
# written here piece by piece as `repr` writes it ("[a, b]", "(a, b)", "(a,)", "()"; "%r"
# is `repr`) without building the list, and a piece already written for an equal one is
# not written again:
# - a card id's repr, by the id (`_QUOTED`);
# - a zone's text, by its instance ids, for one card table (`_ZONE_TEXTS`): an instance id
#   names one card for as long as the table holds it (a card that moves is a new card
#   with a new id, 410.6, and no id is taken twice); a game restored, rewound or read
#   from a file has another table and starts again;
# - a card's text (in play, without counters), the areas' text and the flags' text, by
#   the values they are written from, and only when those are of the plain types the
#   state format gives them (text, whole numbers, true/false, null): two equal values of
#   the same such type have the same repr, while 1 == True and their reprs differ.
# Each of these is dropped whole once it holds `_KEPT` texts.

_KEPT = 1024
_PLAIN = frozenset((str, int, bool, type(None)))
_card_text = "(%s, %r, %r, %r, %r, %r, %r, %r, %r, %r, %s)".__mod__
_area_text = "(%r, %r, %r, %r)".__mod__
_str_join = ", ".join
_str_add = str.__add__
_sha256 = hashlib.sha256


class _Quoted(dict):
    """Card id -> its repr."""

    def __missing__(self, card_id: str) -> str:
        text = self[card_id] = repr(card_id)
        return text


_QUOTED = _Quoted()
_quoted = _QUOTED.__getitem__
_card_id = itemgetter("card")
_ZONE_TEXTS: tuple[dict | None, dict[tuple[int, ...], str]] = (None, {})  # (card table, texts)
_CARDS: dict[tuple, str] = {}
_AREAS: dict[tuple, str] = {}
_FLAG_NAMES: dict[tuple, tuple[list[str], list[str]]] = {}
_FLAGS: dict[tuple, str] = {}


def _items(texts: list[str]) -> str:
    """The repr of a tuple whose items' reprs are `texts`."""
    if len(texts) > 1:
        return "(" + _str_join(texts) + ")"
    return "(" + texts[0] + ",)" if texts else "()"


def _flags(flags: dict[str, Any]) -> str:
    """`repr(repr(sorted(flags.items())))` leaving out "last_priority" (the names are all
    different: the items sort by name)."""
    order = tuple(flags)
    found = _FLAG_NAMES.get(order)
    if found is None:
        if len(_FLAG_NAMES) >= _KEPT:
            _FLAG_NAMES.clear()
        names = sorted(order)
        if "last_priority" in flags:
            names.remove("last_priority")
        found = _FLAG_NAMES[order] = (names, ["(" + repr(name) + ", " for name in names])
    names, heads = found
    if not names:
        return "'[]'"
    values = tuple(map(flags.__getitem__, names))
    kinds = tuple(map(type, values))
    if not _PLAIN.issuperset(kinds):
        return repr("[" + "), ".join(map(_str_add, heads, map(repr, values))) + ")]")
    key = (order, values, kinds)
    text = _FLAGS.get(key)
    if text is None:
        if len(_FLAGS) >= _KEPT:
            _FLAGS.clear()
        text = _FLAGS[key] = repr("[" + "), ".join(map(_str_add, heads, map(repr, values))) + ")]")
    return text


def _read(g: MlpGame, batch: list[dict] | None, where: list[list[Any]] | None) -> tuple[str, list[int]]:
    """The shape digest and the counts (see `position`); `where` (if given) gets where each
    count lives."""
    global _ZONE_TEXTS
    s = g.s
    cards = s["cards"]
    play = s["play"]
    queue = s["queue"]
    place = {iid: n for n, iid in enumerate(play)}
    for n, iid in enumerate(queue):
        place[iid] = -1 - n
    r = place.get
    faceoff = s["faceoff"]
    time_called = s["time_called"]
    parts = [repr((s["turn"], s["turn_player"], s["phase"], s["step"], s["rng"], tuple(s["confronted"]),
                   tuple(s["scored_turn"])))[1:-1],
             _flags(s["flags"]),
             "'None'" if faceoff is None else repr(repr(faceoff)),
             "'None'" if time_called is None else repr(repr(time_called))]
    add = parts.append
    counts: list[int] = []
    table, zone_texts = _ZONE_TEXTS
    if table is not cards or len(zone_texts) >= _KEPT:
        zone_texts = {}
        _ZONE_TEXTS = (cards, zone_texts)
    record = cards.__getitem__
    for p, player in enumerate(s["players"]):
        zones = []
        for zone in _ZONES:
            ids = player[zone]
            if ids:
                ids = tuple(ids)
                text = zone_texts.get(ids)
                if text is None:
                    text = zone_texts[ids] = _items(list(map(_quoted, map(_card_id, map(record, ids)))))
                zones.append(text)
            else:
                zones.append("()")
        add(repr((r(player["mane"]), player["score"], player["turns"], player["drawn"],
                  player["hand_size"], player["mulligan"]))[:-1] + ", " + _str_join(zones) + ")")
        counts.append(player["tokens"])
        if where is not None:
            where.append(["tokens", p])
    if len(_CARDS) >= _KEPT:
        _CARDS.clear()
    for iid in (*play, *queue) if queue else play:
        c = cards[iid]
        counters = c["counters"]
        card = c["card"]
        owner = c["owner"]
        ctrl = c["ctrl"]
        area = c["area"]
        host = c["host"]
        if host is not None:
            host = r(host, host)
        exhausted = c["exhausted"]
        frightened = c["frightened"]
        face_down = c["face_down"]
        boosted = c["boosted"]
        token = bool(c.get("token"))
        if counters:
            names = sorted(counters)
            add(_card_text((_QUOTED[card], owner, ctrl, area, host, exhausted, frightened, face_down, boosted,
                            token, repr(tuple(names)))))
            for name in names:
                counts.append(counters[name])
                if where is not None:
                    where.append(["counter", iid, name])
        elif (type(card) is str and type(owner) is int and type(ctrl) is int and (area is None or type(area) is str)
              and (host is None or type(host) is int) and type(exhausted) is bool and type(frightened) is bool
              and type(face_down) is bool and type(boosted) is bool):
            key = (card, owner, ctrl, area, host, exhausted, frightened, face_down, boosted, token)
            text = _CARDS.get(key)
            if text is None:
                text = _CARDS[key] = _card_text((_QUOTED[card], owner, ctrl, area, host, exhausted, frightened,
                                                 face_down, boosted, token, "()"))
            add(text)
        else:
            add(_card_text((_QUOTED[card], owner, ctrl, area, host, exhausted, frightened, face_down, boosted,
                            token, "()")))
        if "beneath" in c or "exiled" in c:
            add(_held(cards, c))
    areas = []
    plain = True
    for name, a in sorted(s["areas"].items()):
        owner = a["owner"]
        kind = a["kind"]
        problem = r(a["problem"], a["problem"])
        areas.append((name, owner, kind, problem))
        if not (type(name) is str and type(owner) is int and type(kind) is str
                and (problem is None or type(problem) is int)):
            plain = False
    key = tuple(areas)
    text = _AREAS.get(key) if plain else None
    if text is None:
        text = _items(list(map(_area_text, areas)))
        if plain:
            if len(_AREAS) >= _KEPT:
                _AREAS.clear()
            _AREAS[key] = text
    add(text)
    if s["mods"]:
        groups: dict[tuple, list[int]] = {}
        for m in s["mods"]:
            key = (m["kind"], r(m["target"], m["target"]), m["color"], m["until"], m["ctrl"], r(m["src"], m["src"]))
            found = groups.get(key)
            if found is None:
                groups[key] = [m["amount"], m["ts"]]
            else:
                found[0] += m["amount"]
                found[1] = m["ts"]
        texts = {key: repr(key) for key in groups}
        for key in sorted(groups, key=texts.__getitem__):
            add(texts[key])
            counts.append(groups[key][0])
            if where is not None:
                where.append(["mod", groups[key][1]])
    waiting = [*s["waiting"], *batch] if batch else s["waiting"]
    add(repr(tuple([(t["ctrl"], r(t["src"], t["src"]), t["card"], t["ab"], t["name"], t["boosted"])
                    for t in waiting])) if waiting else "()")
    add(_reactions(s["reactions"], r) if s["reactions"] else "()")
    add(repr(tuple([(f["op"], f.get("step"), f.get("ctx")) for f in s["stack"]])))
    return _sha256(("[" + _str_join(parts) + "]").encode()).hexdigest()[:16], counts


def _held(cards: dict, c: dict) -> str:
    """The banished cards a card in play holds beneath it (712) and those it follows
    (`exiled`: banished "until this card leaves play", or "this way"), by card id and how,
    written after the card: which card holds them is part of the position (spending a card
    from beneath one card is not spending it from beneath another), though the banished
    zones list the same cards."""
    beneath = tuple(cards[i]["card"] if i in cards else i for i in c.get("beneath") or ())
    exiled = tuple((cards[i]["card"] if i in cards else i, how) for i, how in c.get("exiled") or ())
    return repr((beneath, exiled))


# the fields of a reaction condition's record that name instance ids (a card, or cards)
_REACTION_CARDS = frozenset(("card", "new", "cards", "losers"))
_NOT_IN_KEY = frozenset(("event", "n", "used"))


def _reactions(reactions: list[dict], r: Any) -> str:
    """The reaction conditions met since the last priority window closed (512.4d), each with
    what it names (cards by their place, as elsewhere in the position) and what has already
    answered it (512.4c: "card:<card id>" for an Event, "ability:<card>" for an ability).

    An answered occurrence can't be answered again by the same card or ability: a reaction
    activated and declined leaves every card where it was, yet fewer actions are legal, so
    the position has not come back (802.1). "n" is the record's timestamp and is left out."""
    items = []
    for ev in reactions:
        details = []
        for name in sorted(ev):
            if name in _NOT_IN_KEY:
                continue
            value = ev[name]
            if name in _REACTION_CARDS:
                value = tuple(r(i, i) for i in value) if type(value) is list else r(value, value)
            elif type(value) is list:
                value = tuple(value)
            details.append((name, value))
        used = sorted(_answered_by(tag, r) for tag in ev.get("used", ()))
        items.append((ev["event"], tuple(details), tuple(used)))
    return repr(tuple(items))


def _answered_by(tag: str, r: Any) -> str:
    """A reaction record's "used" tag with an ability's card written as its place."""
    kind, _, what = tag.partition(":")
    if kind == "ability" and what.isdigit():
        return f"ability:@{r(int(what), what)}"
    return tag


def cheap_key(g: MlpGame) -> list[int]:
    """A few numbers that any repeated position repeats too (a quick first test)."""
    s = g.s
    cards = s["cards"]
    play = s["play"]
    exhausted = sum(1 for iid in play if cards[iid]["exhausted"])
    first, second = s["players"]
    return [len(play), exhausted,
            first["tokens"], first["score"], len(first["hand"]), len(first["deck"]), len(first["discard"]),
            second["tokens"], second["score"], len(second["hand"]), len(second["deck"]), len(second["discard"])]


# ----- 802.3: loops of mandatory effects --------------------------------------------------


def watch_mandatory(g: MlpGame, f: dict) -> bool:
    """Called by Pre-Priority Processing as it takes a wave of triggered effects (its
    `batch`); True when a loop was found and the number is being asked for.

    A position can only come back when the zones hold as many cards as before, so the
    whole position is read only when these sizes were seen before in this Pre-Priority
    Processing; a loop that makes the board bigger every time is recognised instead by
    the same triggered effects coming back in the same order, wave after wave."""
    sizes = _sizes(g, f["batch"])
    known = f.setdefault("sizes", [])
    if sizes in known:
        if _repeated_position(g, f):
            return True
    else:
        known.append(sizes)
        del known[:-MAX_PERIOD]
    if f["wave"] >= GROWING_FROM_WAVE:
        return _growing(g, f)
    return False


def _sizes(g: MlpGame, batch: list[dict]) -> str:
    s = g.s
    players = s["players"]
    return ",".join(map(str, (len(s["play"]), len(s["queue"]), len(s["waiting"]) + len(batch),
                              *(len(p[zone]) for p in players for zone in _ZONES))))


def _repeated_position(g: MlpGame, f: dict) -> bool:
    shape, counts, where = position(g, f["batch"])
    seen = f.setdefault("seen", {})
    sightings = seen.setdefault(shape, [])
    sightings.append([f["wave"], counts])
    del sightings[:-3]
    if len(sightings) < 2:
        return False
    last, before = sightings[-1][1], sightings[-2][1]
    if len(last) != len(before):
        return False
    step = [a - b for a, b in zip(last, before, strict=True)]
    if any(step):
        if len(sightings) < 3 or any(d < 0 for d in step):
            return False  # counts that fall run out by themselves: not an endless loop
        first = sightings[0][1]
        if len(first) != len(before) or [a - b for a, b in zip(before, first, strict=True)] != step:
            return False
    trig = first_effect(g, f)
    if trig is None:
        return False
    period = sightings[-1][0] - sightings[-2][0]
    done = max(1, (sightings[-1][0] - 1) // max(1, period))
    delta = [[*path, d] for path, d in zip(where, step, strict=True) if d]
    g.push("loop", kind="mandatory", player=trig["ctrl"], trigger=trig["n"], done=done, delta=delta)
    return True


def _growing(g: MlpGame, f: dict) -> bool:
    """The same effects in the same order, wave after wave, for `GROWING_FROM_WAVE` waves and
    with a period of at most `MAX_PERIOD` waves: an endless loop whose repetitions leave
    more on the board each time (802.3)."""
    sig = "|".join(f"{t['card']}:{t['ab']}:{t['name']}:{t['ctrl']}" for t in f["batch"])
    sigs = f.setdefault("sigs", [])
    sigs.append(sig)
    del sigs[:-3 * MAX_PERIOD]
    if len(sigs) < 3 * MAX_PERIOD:
        return False
    for period in range(1, MAX_PERIOD + 1):
        if all(sigs[-1 - i] == sigs[-1 - i - period] for i in range(len(sigs) - period)):
            trig = first_effect(g, f)
            if trig is None:
                return False
            g.push("loop", kind="mandatory", player=trig["ctrl"], trigger=trig["n"],
                   done=f["wave"] - 1, delta=[], growing=True)
            return True
    return False


def first_effect(g: MlpGame, f: dict) -> dict | None:
    """The triggered effect Pre-Priority Processing would process first from its batch."""
    first = f.get("first", g.s["turn_player"])
    for p in (first, 1 - first):
        mine = [t for t in f["batch"] if t["ctrl"] == p]
        if mine:
            return mine[0]
    return None


def _fast_forward(g: MlpGame, delta: list[list[Any]], times: int) -> None:
    """Add `times` more repetitions' worth of each count the loop changes."""
    s = g.s
    for entry in delta:
        kind, amount = entry[0], entry[-1] * times
        if kind == "tokens":
            s["players"][entry[1]]["tokens"] += amount
        elif kind == "counter":
            c = s["cards"].get(entry[1])
            if c is not None:
                c["counters"][entry[2]] = c["counters"].get(entry[2], 0) + amount
                g.counters_changed()
        elif kind == "mod":
            for m in s["mods"]:
                if m["ts"] == entry[1]:
                    m["amount"] += amount
                    break


# ----- 802.2: loops of optional actions ---------------------------------------------------


def note_action(g: MlpGame, f: dict, player: int, key: str) -> None:
    """A window is about to perform an action: remember the position it started from.
    Only activated abilities get the full position (every other action spends action
    tokens or moves a card out of a hand, so it can't start an endless loop by itself)."""
    acts = f.get("acts")
    if key.startswith("act|"):
        if acts is None:
            acts = f["acts"] = []
        acts.append([cheap_key(g), full_key(g), player, key])
    elif acts is not None:
        acts.append([cheap_key(g), "", player, key])


def watch_optional(g: MlpGame, f: dict, player: int) -> bool:
    """Called as `player` is about to get priority in window `f`; True when a full
    iteration of a loop was just made and the numbers are being asked for (802.2)."""
    acts = f.get("acts")
    if not acts:
        return False
    cheap = cheap_key(g)
    candidates = [n for n, entry in enumerate(acts) if entry[2] == player and entry[1] and entry[0] == cheap]
    if not candidates:
        return False
    now = full_key(g)
    for start in candidates:
        if acts[start][1] == now:
            loop = acts[start:]
            actors = sorted({entry[2] for entry in loop})
            g.push("loop", kind="optional", player=player, actors=actors, chosen=[],
                   loop=[[entry[1], entry[2], entry[3]] for entry in loop])
            return True
    return False


def barred(g: MlpGame, f: dict, player: int) -> set[str]:
    """Actions `player` can't take now because they would continue a loop (802.2)."""
    bars = f.get("barred")
    if not bars:
        return set()
    mine = [bar for bar in bars if bar[1] == player]
    if not mine:
        return set()
    now = full_key(g) if any(bar[0] for bar in mine) else ""  # (bars of actions other than abilities have no key)
    return {bar[2] for bar in mine if not bar[0] or bar[0] == now}


# ----- the frame that asks for the number -------------------------------------------------


@op("loop")
def loop(g: MlpGame, f: dict) -> bool:
    if f["kind"] == "mandatory":
        return _mandatory(g, f)
    return _optional(g, f)


def _mandatory(g: MlpGame, f: dict) -> bool:
    ans = f.pop("ans", None)
    player = f["player"]
    if ans is None:
        g.ask(player, "number", "The game is in a loop of mandatory effects: choose how many times it "
              f"is repeated, more than {LOOP_MINIMUM - 1:,} (802.3)",
              [(f"number:{LOOP_MINIMUM}", f"{LOOP_MINIMUM:,}")], context={"number": {"min": LOOP_MINIMUM, "max": None}})
        return False
    times = _number(ans[0])
    g.note("802.3", f"P{player} chooses {_repetitions(times)} of the loop of mandatory effects")
    remaining = max(0, times - f["done"])
    if f.get("growing"):
        g.note("802.3", f"each repetition leaves more on the board: the {_repetitions(remaining)} not yet "
               "made can't be carried out, so the loop ends where it stands")
    elif f["delta"]:
        _fast_forward(g, f["delta"], remaining)
        g.note("802.3", f"the loop is repeated {_times(times)}; the repetitions' effects are added up: "
               + _describe(g, f["delta"], remaining))
    else:
        g.note("802.3", f"the loop is repeated {_times(times)}; each repetition leaves the game as it was")
    ppp = g.s["stack"][-2] if len(g.s["stack"]) >= 2 else None
    if ppp is not None and ppp["op"] == "ppp":
        ppp["batch"] = [t for t in ppp["batch"] if t["n"] != f["trigger"]]
        for key in ("seen", "sizes", "sigs"):
            ppp.pop(key, None)
    g.note("802.3", "the first mandatory effect of the loop does not trigger this time: play proceeds")
    return True


def _optional(g: MlpGame, f: dict) -> bool:
    ans = f.pop("ans", None)
    chosen = f["chosen"]
    if ans is not None:
        key = ans[0]
        asked = f["player"] if not chosen else _other(f)
        if key != "keep":
            chosen.append([asked, _number(key)])
            g.note("802.2", f"P{asked} chooses {_repetitions(_number(key))} of the loop")
        else:
            chosen.append([asked, None])
    if not chosen:
        g.ask(f["player"], "number", "You are back where the loop of actions started: choose how many "
              "times it is repeated (802.2)", [("number:0", "0"), ("number:1", "1"), ("number:10", "10")],
              context={"number": {"min": 0, "max": None}})
        return False
    other = _other(f)
    if len(chosen) == 1 and other is not None and chosen[0][1] > 0:
        g.ask(other, "number", f"P{f['player']} chose {_repetitions(chosen[0][1])} of the loop: choose a "
              "smaller number, or keep theirs (802.2)",
              [("keep", "Keep that number"), ("number:0", "0")],
              context={"number": {"min": 0, "max": chosen[0][1] - 1}})
        return False
    smallest = min((c for c in chosen if c[1] is not None), key=lambda c: c[1])
    who, times = smallest
    g.note("802.2", f"the loop is repeated {_times(times)}; each repetition leaves the game as it was")
    # the action that continues the loop is the chooser's first action in it
    first = next(step for step in f["loop"] if step[1] == who)
    window = g.s["stack"][-2]
    window.setdefault("barred", []).append([first[0], who, first[2]])
    window.pop("acts", None)
    g.note("802.2", f"P{who} can't take the action that would continue the loop")
    return True


def _other(f: dict) -> int | None:
    others = [p for p in f["actors"] if p != f["player"]]
    return others[0] if others else None


def _number(key: str) -> int:
    return int(key.split(":", 1)[1])


def _repetitions(number: int) -> str:
    """A count of repetitions as the log says it, its noun agreeing: "1 repetition",
    "24,567,838 repetitions" (thousands grouped, as a player reads a large number)."""
    return f"{number:,} {plural(number, 'repetition')}"


def _times(number: int) -> str:
    """How often the loop is repeated, its noun agreeing: "1 time", "7 times"."""
    return f"{number:,} {plural(number, 'time')}"


def _describe(g: MlpGame, delta: list[list[Any]], times: int) -> str:
    parts = []
    for entry in delta:
        amount = entry[-1] * times
        if entry[0] == "tokens":
            parts.append(f"P{entry[1]} gains {amount:,} action tokens")
        elif entry[0] == "counter":
            parts.append(f"{g.name(entry[1])} gets {amount:,} more {entry[2]} counters")
        else:
            parts.append(f"a modifier grows by {amount:,}")
    return "; ".join(parts)
