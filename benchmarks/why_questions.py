"""Ask the judge's "why not?" questions at boards of whole-pool games, typed as judges type
them, and count how they are answered; prints figures.

Each seed deals a whole-pool game as the soak does (`tests/engine/test_card_pool_soak.py`),
played by the seeded bots to a priority decision of the Main Phase of turn 4 + seed % 6; at
that board, about 20 questions of each of three sets are asked, naming its cards: (a) "the",
"my", subtitles alone, typos, "why wasn't ... played", plurals ("my friends"), pass, draw,
rally, move, confront, challenge, face off, score, abilities; (b) "... at home", "to their
problem", "use my mane character", "my frightened friends", "end my turn"; (c) what no
action does (flip, exhaust, discard, retire), "able to", "both problems", "for free",
"anything". Each is answered (an answer), asked back (the words could name several cards:
the question back names each), not read, or an error (a bug: never expected).

Run: .venv/bin/python benchmarks/why_questions.py [--seeds 7116-7130] [--show]
"""

from __future__ import annotations

import argparse
import random
import sys
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.mlp.api import default_library  # noqa: E402  (the checkout's root is on the path first)
from engine.mlp.procedures.setup import new_game  # noqa: E402
from engine.mlp.state.game import MlpGame  # noqa: E402
from engine.mlp.table import mlp_table  # noqa: E402
from engine.mlp.why import WhyQuestionError  # noqa: E402
from tests.engine.helpers import seeded_bots  # noqa: E402
from tests.engine.test_card_pool_soak import _deck, _pool, _starting_problems  # noqa: E402

Asked = list[str]


def board(seed: int) -> MlpGame:
    """The whole-pool game of `seed` at the first priority decision of the Main Phase of turn
    4 + seed % 6 (or where it ends)."""
    rng = random.Random(seed)
    pool, starting = _pool(True), _starting_problems(True)
    g = new_game(default_library(), [_deck(pool, rng, starting), _deck(pool, rng, starting)], seed)
    bots = seeded_bots(seed)
    while (d := g.pending()) is not None:
        if g.s["turn"] >= 4 + seed % 6 and g.s["phase"] == "main" and "pass" in d.option_keys():
            break
        g.submit(bots[d.player].choose(d))
    return g


def _typo(word: str, rng: random.Random) -> str:
    """Two letters inside a word swapped, as typed in haste."""
    letters = [k for k, ch in enumerate(word) if ch.isalpha()]
    if len(letters) < 5:
        return word
    k = rng.choice(letters[1:-1])
    return word[:k] + word[k + 1] + word[k] + word[k + 2:]


def questions(g: MlpGame, rng: random.Random) -> dict[str, Asked]:
    """The three sets of questions at this board, naming its cards."""
    s, sp = g.s, g.spec
    p = g.pending().player
    hand = s["players"][p]["hand"]
    mine = [i for i in s["play"] if s["cards"][i]["ctrl"] == p and g.is_character(i)]
    theirs = [i for i in s["play"] if s["cards"][i]["ctrl"] != p and g.is_character(i) and not s["cards"][i]["face_down"]]
    problems = [i for i in s["play"] if sp(i).type == "problem"]
    tms = [i for i in s["play"] if sp(i).type == "troublemaker" and not s["cards"][i]["face_down"]]

    def pick(cards: list[int]) -> int | None:
        return rng.choice(cards) if cards else None

    def sub(i: int) -> str:
        return sp(i).name.split(", ", 1)[-1]
    h, ch, ch2 = pick(hand), pick(mine), pick(theirs)
    pr = pick([i for i in problems if s["cards"][i]["owner"] != p]) or pick(problems)
    mane = s["players"][p]["mane"]

    def t(i: int) -> str:
        return sp(i).title
    a = [f"why cant i play the {t(h).lower()}" if h else "", f"why can't I play {sub(h)}" if h else "",
         f"play {_typo(sp(h).name.lower(), rng)}" if h else "", f"why wasn't {t(h)} played" if h else "",
         f"why cant i play my {t(h)}" if h else "", "why can't I pass", "why cant I draw a card",
         f"rally {t(ch)}" if ch else "", f"why can't I move my {t(ch)} to the {t(pr)}" if ch and pr else "",
         f"move {sub(ch)} to {t(pr).lower()}" if ch and pr else "",
         f"why can't my opponent move their {t(ch2)} home" if ch2 else "", f"why can't i confront {t(pr)}" if pr else "",
         "confront my opponent's problem", f"why can't I challenge the {t(tms[0])}" if tms else "challenge the troublemaker",
         f"faceoff at {t(pr)}" if pr else "", "why didn't I score", "why can't I use my mane's ability",
         f"why cant my friends move to {t(pr)}" if pr else "", "why can't I play my resources",
         f"why wasn't {t(ch)} frightened" if ch else ""]
    b = [f"why can't I play {t(h)}s" if h else "", f"why can't i play {t(h)} at home" if h else "",
         f"why can't {t(ch)} move home" if ch else "", f"why can't my {t(ch)} go to {t(pr)}" if ch and pr else "",
         f"why can't I move {t(ch)} to my opponent's problem" if ch else "",
         f"move {t(ch).lower()} to their problem" if ch else "", "why can't I confront my problem",
         f"why can't I face off with {t(tms[0])}" if tms else "", f"why wasn't {t(tms[0])} challenged" if tms else "",
         "why can't I use my mane character", "why can't I draw", "why didn't I draw a card",
         "why can't I pass priority", "why can't my opponent pass", "why didn't my opponent score",
         "why can't I rally my frightened friends", "why can't I end my turn",
         f"why can't p{1 - p} confront {t(pr)}" if pr else "", f"why can't I play {_typo(t(h), rng)}" if h else "",
         f"why can't I activate {t(ch)} ability" if ch else ""]
    c = [f"why can't I play {t(h)} to {t(pr)}" if h and pr else "", f"why can't I use {t(mane)}",
         f"why can't I flip {t(mane)}", f"why can't I discard {t(h)}" if h else "",
         "why can't I confront both problems", "why can't my opponent confront",
         f"why can't i exhaust {t(ch)}" if ch else "", f"why wasn't my opponent able to confront {t(pr)}" if pr else "",
         f"{t(ch)} -> {t(pr)}" if ch and pr else "", "why can't I play anything",
         f"why can't I play {t(h)} for free" if h else "", "why can't I draw 2 cards"]
    return {name: [q for q in asked if q] for name, asked in (("a", a), ("b", b), ("c", c))}


def outcome(g: MlpGame, question: str) -> tuple[str, str]:
    """How the question fared, and the first line said."""
    try:
        return "answered", mlp_table().why_not(g, question).lines()[0]
    except WhyQuestionError as exc:
        return ("asked back" if str(exc).startswith("Which ") else "not read"), str(exc)
    except Exception:  # (a bug: counted and shown, the run goes on)
        return "error", traceback.format_exc().splitlines()[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="7116-7130", help="first-last seed of the whole-pool games")
    parser.add_argument("--show", action="store_true", help="print each question not answered")
    args = parser.parse_args()
    first, _dash, last = args.seeds.partition("-")
    counts: dict[str, Counter[str]] = {}
    for seed in range(int(first), int(last or first) + 1):
        g = board(seed)
        for name, asked in questions(g, random.Random(seed)).items():
            for question in asked:
                fared, said = outcome(g, question)
                counts.setdefault(name, Counter())[fared] += 1
                if args.show and fared != "answered":
                    print(f"{seed} {question!r}: {fared}: {said[:160]}")
    for name, counted in counts.items():
        total = sum(counted.values())
        print(f"set {name}: {total} questions: " + ", ".join(f"{n} {fared}" for fared, n in counted.most_common()))


if __name__ == "__main__":
    main()
