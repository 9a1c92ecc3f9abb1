"""Faceoffs (514) and flipping (515).

The running faceoff lives in `state["faceoff"]`; its frame only tracks the
step. Involvement is recomputed whenever it is needed (514.2d) except for
cards an effect flagged into a faceoff away from a Problem (514.2d.i).
"""

from __future__ import annotations

from engine.mlp.effects import abilities, delayed, faceoffs, replacement
from engine.mlp.effects.abilities import INVOLVED_AT_END
from engine.mlp.effects.counters import flipped_power
from engine.mlp.effects.steps import FACEOFF_DISCOUNTS, end_faceoff_discounts, score_for_defeat
from engine.mlp.effects.troublemakers import keeps_manes_out
from engine.mlp.effects.verbs import RETURN_AT_FACEOFF_END
from engine.mlp.procedures.flow import open_window, return_banished
from engine.mlp.state.game import MlpGame, home
from engine.mlp.state.ops import op
from engine.mlp.values import power


def involved(g: MlpGame, player: int | None = None) -> list[int]:
    """Cards involved in the current faceoff (514.2a/514.2b); with `player`, those whose
    power adds to that player's total: the cards they control, but a challenged own
    Troublemaker counts for the opponent (514.4a.i)."""
    fo = g.s["faceoff"]
    if fo is None:
        return []
    cards = g.s["cards"]
    out: list[int] = []
    if fo["kind"] == "troublemaker":
        tm, challenger = fo["tm"], fo["challenger"]
        # a Troublemaker turned face down is a different card (505.3), no longer involved
        if player != challenger and tm in cards and cards[tm]["zone"] == "play" and cards[tm]["area"] in fo["areas"] \
                and not cards[tm]["face_down"]:
            out.append(tm)
        if player is None or player == challenger:
            only = fo.get("only")  # ("Challenge ... with this card": only those, not all there)
            if fo.get("everywhere"):
                # "with all of your characters in play", "with this card", "with one of your
                # characters": wherever they are (514.2a.i)
                out += [i for i in g.characters(challenger) if only is None or i in only]
            else:
                for area in fo["areas"]:
                    out += [i for i in g.characters_at(area, challenger) if only is None or i in only]
            if keeps_manes_out(g, tm):  # "... can't be involved in ... faceoffs involving this card"
                out = [i for i in out if not g.is_type(i, "mane")]
    else:
        for area in fo["areas"]:
            out += g.characters_at(area, player)
    if fo.get("excluded"):
        # cards a text made "no longer involved in the faceoff" (stay out while it lasts)
        out = [i for i in out if i not in fo["excluded"]]
    if fo["flagged"]:
        # (the cards a player's total gets from the whole list are the ones listed for them)
        added = [i for i in fo["flagged"] if i in cards and i not in out]
        if player is not None:
            challenged = fo["tm"] if fo["kind"] == "troublemaker" else None
            added = [i for i in added if (1 - fo["challenger"] if i == challenged else cards[i]["ctrl"]) == player]
        out += added
    if g.static_abilities("manes_not_involved"):
        # "Mane Characters can't be involved in faceoffs." (`faceoffs`)
        out = [i for i in out if not g.is_type(i, "mane")]
    return out


def is_involved(g: MlpGame, iid: int) -> bool:
    return g.s["faceoff"] is not None and iid in involved(g)


def power_total(g: MlpGame, player: int) -> int:
    """514.4a: involved cards' power + unignored flipped cards + total modifiers. A card whose
    power is below 0 adds 0 (105.2: a negative value counts as zero except while a
    character's own power is worked out), as it does to confronting and to play requirements."""
    fo = g.s["faceoff"]
    total = 0
    silenced = g.static_abilities("no_faceoff_power")
    for iid in involved(g, player):
        if silenced and power.static_any(g, "no_faceoff_power", iid):
            continue  # "This card can't contribute its power to faceoffs."
        if g.is_type(iid, "troublemaker") or power.contributes(g, iid):
            total += max(0, power.power(g, iid) or 0)
    # "Your flipped cards have +2 power." (category "flipped_card_power", on the player)
    bonus = power.static_sum(g, "flipped_card_power", player) if g.static_abilities("flipped_card_power") else 0
    flips: list[int] = []
    for iid in fo["flipped"][player]:
        if iid not in fo["ignored"] and iid in g.s["cards"]:
            value = (g.spec(iid).power or 0) + bonus
            for m in g.s["mods"]:
                if m["target"] == iid and m["kind"] == "power" and power.mod_holds(g, m):
                    value += m["amount"]  # "Chaos: ... it has +2 power until the end of the faceoff"
            if "flipped_power" in g.spec(iid).statics and not power.flipped_abilities_lost(g, player):
                value += flipped_power(g, iid)  # "Chaos: While this card is flipped, it has ..."
            flips.append(max(0, value))
    if flips and g.static_abilities("ignore_highest_flip"):
        # "your opponent ignores one of their flipped cards with the highest power" (514.4b)
        for _ in range(power.static_sum(g, "ignore_highest_flip", player)):
            if flips:
                flips.remove(max(flips))
    total += sum(flips)
    total += power.static_sum(g, "total_power", player, areas=fo["areas"])
    for m in g.s["mods"]:
        if m["kind"] == "total" and m["target"] == player:
            total += m["amount"]
    return total


def flip(g: MlpGame, player: int, rule: str = "515.1") -> int:
    """Reveal the top unflipped card of the draw deck into the flip zone; 0 if none."""
    deck = g.s["players"][player]["deck"]
    if not deck:
        g.note("515.1", f"P{player} has no unflipped card to flip{g.by_text()}")  # (named as its flip would be)
        return 0
    new = g.relocate(deck[-1], "flip")
    g.s["faceoff"]["flipped"][player].append(new)
    g.flipped_statics_changed(new)
    spec = g.spec(new)
    g.note(rule, f"P{player} flips {g.name(new)} (power {spec.power or 0}){g.by_text()}")
    g.emit_event("flip", {"player": player, "card": new})
    if faceoffs.NAMED_FLIPS in g.s["faceoff"]:
        faceoffs.named_flip_triggers(g, player, new)  # "when you flip a Friend with that name"
    if spec.triggers.get("self_flipped") and power.flipped_abilities_lost(g, player):
        g.note("104.2", f"{spec.name} has no abilities as it is flipped")
        return new
    for index, _ability in spec.triggers.get("self_flipped", ()):
        # Chaos: the flipped card's own abilities work from the flip zone (701.3)
        g.add_trigger(player, new, spec.id, index, {"flipped": new})
        g.note("Glossary: Chaos", f"{spec.name} triggers as it is flipped")
    return new


def ignore(g: MlpGame, iid: int, rule: str) -> bool:
    fo = g.s["faceoff"]
    if iid in fo["ignored"]:
        return False
    fo["ignored"].append(iid)
    g.flipped_statics_changed(iid)
    g.note(rule, f"{g.name(iid)} is ignored (515.4){g.caused_by(rule)}")
    return True


def _outcome_instructions(g: MlpGame, fo: dict, at_end: bool) -> None:
    """514.5d: the instructions of the effect that started the faceoff for its winner or
    loser, carried out as it is won ("The winner of the faceoff scores a point.") or, when the
    text says "At the end of the faceoff, the loser ...", once the faceoff has ended (514.6:
    Staring Contest's loser puts a Friend into its owner's hand after the "When you win a
    faceoff" triggers, the window that follows and the faceoff's end, not before them)."""
    then = fo.get("then")
    if then is None or fo["winner"] is None or bool(then.get("at_end")) != at_end:
        return
    g.push("ability", src=then["src"], card=then["card"], ab=then["ab"], boosted=then["boosted"], name="",
           ctrl=then["ctrl"], step=1,
           data={"i": then["from"], abilities.RESUMES_AT: then["from"], "winner": fo["winner"], "it": then["it"]})


def _event_finishes_first(g: MlpGame, f: dict) -> bool:
    """An Event whose text started this faceoff is done before the faceoff goes on: 707.4
    gives its player priority as the faceoff starts, and no player has priority while an
    action is processed (705.2), so the Event is put into its owner's discard pile and "when
    you play" triggers (304.2, 705.2f) before the faceoff's first priority window. What the
    winner or loser does (514.5d) is the modifier's, carried out by the faceoff, not the
    Event's. True when the faceoff's frame went beneath the Event's play frame (whose text is
    done: step 1), which then runs first."""
    stack = g.s["stack"]
    beneath = stack[-2] if len(stack) >= 2 and stack[-1] is f else None
    if beneath is None or beneath["op"] != "play_card" or beneath["dest"] != "event" or beneath["step"] != 1:
        return False
    stack[-2], stack[-1] = f, beneath
    return True


@op("faceoff")
def faceoff(g: MlpGame, f: dict) -> bool:
    s = g.s
    fo = s["faceoff"]
    step = f["step"]
    challenger = fo["challenger"]
    if step == 0:
        if _event_finishes_first(g, f):
            return False
        if fo["kind"] == "effect":
            cards = [g.name(i) for i in fo["flagged"]] or fo["areas"]
            g.note(fo["rule"], f"P{challenger} starts a faceoff involving {' and '.join(cards)}")
        else:
            # (a Problem or Troublemaker faceoff, named as the rules name them: 612.1, 608.4)
            g.note(fo["rule"], f"P{challenger} starts a {fo['kind'].capitalize()} faceoff at "
                   + " and ".join(fo["areas"]))
        if s["flags"] and (faceoffs.NEXT_FACEOFF_TOTAL[0] in s["flags"] or faceoffs.NEXT_FACEOFF_TOTAL[1] in s["flags"]):
            faceoffs.start_next_faceoff_totals(g)  # "add its power to your next faceoff this turn"
        g.emit_event("faceoff_start", {"challenger": challenger, "areas": fo["areas"],
                                       "kind": fo["kind"]})
        f["step"] = 1
        open_window(g, "faceoff")
        return False
    if fo.get("ended") and step in (1, 2):
        # a text ended the faceoff before it was resolved ("End the faceoff."): no one wins or
        # loses it (514.5 never happens) and it ends as 514.6 says; a Problem faceoff ended so
        # was not resolved, so its Problem is not solved (613.1)
        g.note("514.6", "The faceoff ends before it is resolved: no one wins it")
        fo["winner"] = None
        fo["unresolved"] = True
        f["step"] = 4
        return False
    if step == 1:
        f["step"] = 2
        order = (s["turn_player"], 1 - s["turn_player"])
        optional = bool(g.static_abilities(faceoffs.OPTIONAL_FLIPS))  # ("you may flip ... additional cards")
        for p in order:
            changed = faceoffs.flip_count_words(g, p)
            if changed is not None:
                g.note("514.3a", changed)
        if any(faceoffs.flips_replaceable(g, p) for p in order):
            # a card may replace flips (Orthros, Antiquing): flip one at a time, asking before each
            if optional:
                g.push(faceoffs.OPTIONAL_FLIPS, window=True)
            g.push("flip_round", todo=[[p, 1 + faceoffs.extra_flips(g, p)] for p in order], rule="514.3",
                   window=not optional)
            return False
        for p in order:
            count = 1 + faceoffs.extra_flips(g, p)
            for _ in range(count):
                flip(g, p, "514.3")
        if optional:
            g.push(faceoffs.OPTIONAL_FLIPS, window=True)
            return False
        open_window(g, "faceoff")
        return False
    if step == 2:
        totals = [power_total(g, 0), power_total(g, 1)]
        for p in (s["turn_player"], 1 - s["turn_player"]):
            added = faceoffs.total_power_words(g, p)
            if added is not None:
                g.note("514.4a", added)
        g.note("514.4", f"Power totals: P0 {totals[0]}, P1 {totals[1]}")
        if totals[0] == totals[1]:
            if not s["players"][0]["deck"] and not s["players"][1]["deck"]:
                if fo.get("tied_unflipped") != totals:
                    # 514.4c: neither player flips (515.1), but the priority window still
                    # opens: a player may break the tie there (802.4, a Faceoff Event)
                    fo["tied_unflipped"] = totals
                    g.note("514.4c", "Tied and neither player can flip (515.1): a priority window opens")
                    open_window(g, "faceoff")
                    return False
                # Neither player can flip and a window left the totals as they were, so the
                # tie can never break. The rules are silent; a head judge ends the faceoff
                # with no winner rather than loop (802).
                # No one won it, so it never became resolved (514.5): a Problem faceoff's
                # Problems are not solved (613.1), as with a faceoff a text ended early.
                g.note("514.4c", "Tied and neither player can flip: the faceoff ends with no winner, "
                       "unresolved" + (": no Problem is solved (613.1)" if fo["kind"] == "problem" else ""))
                fo["winner"] = None
                fo["unresolved"] = True
                f["step"] = 4
                return False
            order = (s["turn_player"], 1 - s["turn_player"])
            if any(faceoffs.flips_replaceable(g, p) for p in order):
                g.push("flip_round", todo=[[p, 1] for p in order], rule="514.4c")
                return False
            for p in order:
                flip(g, p, "514.4c")
            open_window(g, "faceoff")
            return False
        winner = 0 if totals[0] > totals[1] else 1
        if g.static_abilities("lowest_total_wins") and power.static_sum(g, "lowest_total_wins", None):
            winner = 1 - winner  # "The player with the lowest power total wins faceoffs involving this card."
            g.note("104.1", "The player with the lowest power total wins this faceoff")
        fo["winner"] = winner
        fo["margin"] = abs(totals[0] - totals[1])
        # (a Problem faceoff is named as won here, once: 514.5c goes on to what the win scores)
        which = "the Problem faceoff" if fo["kind"] == "problem" else "the faceoff"
        g.note("514.5", f"P{winner} wins {which} by {fo['margin']}")
        f["step"] = 3
        return False
    if step == 3:
        if not _resolve(g, f):
            return False
        f["step"] = 4
        open_window(g, "faceoff")
        _outcome_instructions(g, fo, at_end=False)
        return False
    if step == 4:
        # 514.6: as the window closes, the triggers for the end of the faceoff trigger and the
        # faceoff ends; what they do comes after the end (`_after_the_end`), which involvement
        # no longer tells, so the cards involved now are kept for "that was involved" (712.2)
        f["involved_at_end"] = involved(g)
        g.emit_event("faceoff_end", {"areas": fo["areas"], "winner": fo["winner"]})
        f["step"] = 5
        return False
    # 514.6: flipped cards go to the bottom of their owners' decks, involvement ends.
    if not faceoffs.flipped_card_replacements(g, f):
        return False
    to_discard = replacement.flipped_to_discard(g, fo)  # (Fashion Feast, 710.1)
    flipped = {p: [iid for iid in fo["flipped"][p] if iid in s["cards"] and s["cards"][iid]["zone"] == "flip"]
               for p in (0, 1)}
    if not to_discard and not _bottom_orders_chosen(g, f, flipped):
        return False
    orders = fo.get("bottom_orders", {})
    for p in (s["turn_player"], 1 - s["turn_player"]):
        if fo["flipped"][p]:
            g.note("710.1" if to_discard else "514.6", f"P{p}'s flipped cards go to "
                   + ("their discard pile instead of the bottom of their deck" if to_discard
                      else "the bottom of their deck"))
        for iid in orders.get(str(p), flipped[p]):
            if to_discard:
                new = g.relocate(iid, "discard")
                g.emit_event("put_in_discard", {"card": new, "owner": p})
            elif iid in flipped[p]:
                g.relocate(iid, "deck", position="bottom")
    if fo["kind"] == "problem" and not fo.get("unresolved"):
        solved = s["flags"].setdefault("solved", [])
        for area in fo["areas"]:
            if area not in solved:
                solved.append(area)
    g.expire_mods("faceoff")
    s["faceoff"] = None
    g.flipped_statics_changed()
    if FACEOFF_DISCOUNTS in s["flags"]:
        end_faceoff_discounts(g)
    _after_the_end(g, fo, f.get("involved_at_end", []))
    if RETURN_AT_FACEOFF_END in s["flags"]:
        return_banished(g, s, RETURN_AT_FACEOFF_END)  # (its frame runs once this one is done)
    return True


def _after_the_end(g: MlpGame, fo: dict, involved_at_end: list[int]) -> None:
    """514.6: "At the end of the faceoff, ..." happens once the faceoff has ended, its flipped
    cards on the bottom of their decks and no card involved any longer: the instructions texts
    left for it (Golden Ticket's banish, Jousting Armor's retire, Burst of Speed's tokens) at
    once, then the winner's or loser's instructions of the text that started it (Staring
    Contest, 514.5d), in a frame of their own. Until those are done, "that was involved" reads
    the cards involved as the faceoff ended (`abilities.was_involved`)."""
    g.s["flags"][INVOLVED_AT_END] = involved_at_end
    g.push("faceoff_end_texts")  # (beneath the instructions' frame: runs once they are done)
    delayed.carry_out(g, "faceoff")
    _outcome_instructions(g, fo, at_end=True)


@op("faceoff_end_texts")
def faceoff_end_texts(g: MlpGame, f: dict) -> bool:
    """The texts for the end of a faceoff are done (`_after_the_end`): "involved" means a
    running faceoff again."""
    g.s["flags"].pop(INVOLVED_AT_END, None)
    return True


def _bottom_orders_chosen(g: MlpGame, f: dict, flipped: dict[int, list[int]]) -> bool:
    """402.3: each player orders their own flipped cards on the bottom of their deck. These
    are simultaneous decisions (801.1), made first by the player who decides first (the one
    whose pass closed the faceoff's last window), as the flipped cards' replacements just
    before, then by the other; the faceoff carries them out together (514.6). False while a
    player is still choosing."""
    first = f.setdefault("bottom_first", g.first_decider())  # (read once: a game saved here keeps it)
    orders = g.s["faceoff"].setdefault("bottom_orders", {})
    for p in (first, 1 - first):
        if len(flipped[p]) > 1 and str(p) not in orders:
            g.push("bottom_order", player=p, cards=flipped[p], rule="402.3")
            return False
    return True


@op("bottom_order")
def bottom_order(g: MlpGame, f: dict) -> bool:
    """402.3: cards put on the bottom of a deck at the same time go there in any order, the
    player's choice, one card at a time (the cards are not revealed): each card chosen goes
    beneath the ones chosen before it; the last goes without asking. Only decided here: the
    faceoff puts them there (`_bottom_orders_chosen`)."""
    ans = f.pop("ans", None)
    chosen = f.setdefault("chosen", [])
    if ans is not None:
        chosen.append(int(ans[0].split(":")[1]))
    waiting = [iid for iid in f["cards"] if iid not in chosen and iid in g.s["cards"]]
    if len(waiting) > 1:
        g.ask(f["player"], "bottom_order",
              f"Which card goes to the bottom of your deck next? Each goes beneath the ones before ({f['rule']})",
              [(f"card:{iid}", g.name(iid)) for iid in waiting])
        return False
    g.s["faceoff"].setdefault("bottom_orders", {})[str(f["player"])] = chosen + waiting
    return True


def _resolve(g: MlpGame, f: dict) -> bool:
    """514.5: the outcome for the winner and loser; False while waiting on a choice."""
    s = g.s
    fo = s["faceoff"]
    winner = fo["winner"]
    challenger = fo["challenger"]
    ans = f.pop("ans", None)
    sent_home = 0
    if fo["kind"] == "troublemaker":
        tm = fo["tm"]
        if winner == challenger:
            still = tm in s["cards"] and tm in involved(g)
            # "If this card would be defeated, ... instead" (710.1): None while asking
            kept = replacement.defeat_instead(g, tm, ans) if still else False
            if kept is None:
                return False
            if not still:  # (moved away, left play or turned face down: not named, 505.1d)
                g.note("514.5a", f"P{challenger} defeats no Troublemaker: the one challenged is no longer involved "
                                 "in the faceoff")
            elif not kept:
                area = g.card(tm)["area"]
                g.note("514.5a", f"P{challenger} defeats {g.name(tm)}")
                scored = score_for_defeat(g, challenger, tm, area)
                for iid in involved(g, challenger):
                    abilities.scored_with(g, iid, scored)
                g.emit_event("tm_defeated", {"player": challenger, "card": tm, "area": area,
                                             "colors": _all_colors(g, involved(g, challenger))})
                # 514.5a: the challenger dismisses it (not "by the game", 104.3): replacement
                # text may replace that
                g.dismiss(tm, "514.5a")
        else:
            characters = [i for i in involved(g, challenger) if g.is_character(i)]
            mine = [i for i in characters if g.card(i)["area"] != home(challenger)]
            if not mine:  # (a text moved them away during the faceoff, 514.2d: said, as 514.5a's)
                g.note("514.5b", f"P{challenger} sends no character home: "
                       + ("their characters involved in the faceoff are at home already" if characters
                          else "none of their characters is involved in the faceoff any longer"))
            elif ans is None and len(mine) > 1:
                g.ask(challenger, "send_home",
                      "You lost the Troublemaker faceoff: send one involved character home (514.5b)",
                      [(f"card:{i}", g.name(i) + replacement.lost_faceoff_send_words(g, i)) for i in mine])
                return False
            else:
                iid = int(ans[0].split(":")[1]) if ans else mine[0]
                g.move(iid, home(challenger), challenger, "514.5b", send=True)
                sent_home = iid
    elif winner is not None and fo["kind"] == "problem":  # an effect's faceoff scores no bonus (514.5d)
        bonus = max((power.problem_bonus(g, g.problem_card(a)) for a in fo["areas"] if g.problem_card(a)), default=0)
        before = list(involved(g, winner))
        scorer = replacement.bonus_scorer(g, winner, fo["areas"])  # (710.1)
        if bonus <= 0:  # (said, as a Troublemaker worth 0 points is: else the line is missing, not 0)
            g.note("514.5c", f"P{scorer} scores no points for winning a Problem faceoff: the Problem bonus "
                             f"{'there' if len(fo['areas']) == 1 else 'of those Problems'} is 0")
        scored = g.score(scorer, bonus, "514.5c", "winning a Problem faceoff")
        if scorer == winner:
            for iid in before:
                abilities.scored_with(g, iid, scored)
        if scored > 0:  # (a bonus a text kept from being scored was not scored: 104.2)
            g.emit_event("bonus_scored", {"player": scorer, "amount": scored})
    if winner is not None:
        losers = involved(g, 1 - winner)
        if sent_home and sent_home not in losers:
            losers.append(sent_home)  # it was involved in the faceoff it lost (514.5b)
        g.emit_event("faceoff_won", {"player": winner, "kind": fo["kind"], "areas": fo["areas"],
                                     "margin": fo["margin"],
                                     "cards": involved(g, winner), "losers": losers})
    return True


def _all_colors(g: MlpGame, cards: list[int]) -> list[list[str]]:
    return [list(power.colors(g, i)) for i in cards if g.is_character(i)]
