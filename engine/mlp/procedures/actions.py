"""Actions a player with priority may take (609, 512, 705), as stable option keys.

Keys are plain strings built from instance ids and area names, e.g.
"play|12|problem:1", "move|7|home:0", "draw", "rally|9", "act|15|0",
"react|31|406" (card 31 reacting to event 406).
"""

from __future__ import annotations

from engine.core.plural import count_or_none, how_many
from engine.mlp.effects import abilities, delayed, extracost, naming, rallying
from engine.mlp.effects import entering_and_leaving_play as entering
from engine.mlp.effects import problems as problems_text
from engine.mlp.effects.activation_costs import (
    activation_costs,
    activation_tokens_now,
    activations_lowered,
)
from engine.mlp.effects.counters import controls_named
from engine.mlp.effects.discounts import discount_sources, spend_discounts, waiver_source
from engine.mlp.effects.phases import MAIN_PHASE_ACTIONS_ONLY
from engine.mlp.effects.playable import cards_playable_as_from_hand
from engine.mlp.effects.steps import (
    kept_from_moving,
    moves_barred_this_turn,
    unfollowed_instruction,
    unpaid_cost,
    unpaid_reason,
)
from engine.mlp.procedures.refusals import CARD_TEXT, Refusals
from engine.mlp.state import gaps
from engine.mlp.state.game import (
    ACTIVATED_FROM_DISCARD,
    ACTIVATED_FROM_HAND,
    CANT_BE_MOVED,
    CONTROL_FOREVER,
    DISCARD_PILES_CLOSED,
    HAND_HASTY,
    MAIN_EVENTS_ANY_TIME,
    ONE_CARD_PER_TYPE,
    PLAYABLE_FROM_DISCARD,
    PLAYED_TO_BE_BANISHED,
    PLAYED_TO_BE_BANISHED_BY,
    TEAMWORK_GIVER,
    ZONE_NAMES,
    BoardIndex,
    MlpGame,
    home,
)
from engine.mlp.state.library import DILEMMA_PREFIX, FROM_DISCARD_PILE, FROM_HAND, Spec
from engine.mlp.state.ops import op
from engine.mlp.state.reasons import deck_empty
from engine.mlp.state.stages import phase_name
from engine.mlp.text.reader import play_ability_index
from engine.mlp.values import power, teamwork


def legal(g: MlpGame, player: int, ctx: str, why: Refusals | None = None) -> list[tuple[str, str]]:
    """Every action `player` may take now, besides passing; with `why`, also what each check
    left out and the rule (or card text) that made it (`refusals`). Listing them changes
    nothing of the game (`MlpGame.unchanging`)."""
    if not g.statics_read_power():  # (most games: nothing read once instead of at every look-up)
        return _legal(g, player, ctx, why)
    with g.unchanging():
        return _legal(g, player, ctx, why)


def _legal(g: MlpGame, player: int, ctx: str, why: Refusals | None) -> list[tuple[str, str]]:
    s = g.s
    cards = s["cards"]
    out: list[tuple[str, str]] = []
    me = s["players"][player]
    tokens = me["tokens"]
    in_faceoff = s["faceoff"] is not None
    is_main = ctx == "main" and player == s["turn_player"] and not in_faceoff
    board = g.settled_board or g.board()  # (the board does not change while the actions are listed)
    problems = _problem_areas(g, board) if is_main else None
    if not is_main and (only_main := g.static_abilities(MAIN_PHASE_ACTIONS_ONLY)):
        # "Players can't play cards, activate abilities, or take actions except as a Main
        # Phase action." (104.2: a card's "can't" wins)
        if why is not None:
            for verb in ("play", "act"):  # (abilities of cards in play, in a hand or in a discard pile)
                why.add(verb, None, None, CARD_TEXT, "a card in play allows only Main Phase actions", only_main[0][0])
        return out
    # "Opponents can't play cards during faceoffs involving this card." and the like (104.2):
    # they bar playing cards, not using abilities from a hand or a discard pile (705.1, 703.1)
    ban = abilities.faceoff_play_ban(g, player) if in_faceoff else None
    # outside the player's Main Phase, unless asked why, only the cards that could be used
    # there are read (`_offmain_card_ids`): the others have nothing to offer in such a window
    usable = None if is_main or why is not None else _offmain_card_ids(g, player)
    if me["hand"] or me["discard"] or me["banished"] or entering.may_play_elsewhere(g):
        # (a card may be played from the discard pile or the banished zone, an opponent's too:
        # Discord, Utter Pandemonium's defeater "may play that card as though it were in that
        # player's hand" with nothing in their own zones)
        if ban is None:
            _hand_actions(g, board, player, me, is_main, in_faceoff, problems, out, why, usable)
        elif why is not None:
            why.add("play", None, None, "104.2", ban[1], ban[0])
        if me["hand"] and ACTIVATED_FROM_HAND in g.keyword_card_ids():
            _hand_abilities(g, player, me["hand"], ctx, is_main, in_faceoff, out, why)
        if me["discard"] and ACTIVATED_FROM_DISCARD in g.keyword_card_ids():
            _hand_abilities(g, player, me["discard"], ctx, is_main, in_faceoff, out, why, FROM_DISCARD_PILE)
    if why is not None and not is_main:
        not_main = _not_main_words(g, player, ctx, in_faceoff)
        for verb, rule, action in _MAIN_PHASE_ACTIONS:
            # (in the player's own turn the reason says the action waits for the Main Phase)
            why.add(verb, None, None, rule, not_main if player != g.s["turn_player"]
                    else f"{action} only as a Main Phase action: {not_main}")
        _why_not_characters(g, why)  # (moved in no phase)
        for iid in g.characters(player):  # (nor, in any phase, to the other player's home or where it is)
            _why_not_to_other_home(g, player, iid, why)
            _why_not_where_it_is(g, iid, why)
    if is_main:
        if tokens >= 1:
            # where a character may go for the tokens the player has, without Swift and with it
            # (a move costs at least 1, 609.2b, which the player has)
            plain: list[str] = []
            base: dict[str, int] = {}  # each area's move cost before Swift (609.2b), as the options say
            areas = [home(player), *problems]
            if moves_barred_this_turn(g, player) is not None:
                areas = []  # "opponents can't move their characters this turn", "characters can't be moved"
            elif s["flags"]:
                areas = [a for a in areas if not g.closed_to_moves(a)]  # "... can't be moved to that Problem"
            if g.static_abilities("cant_move_to"):
                # "Players with 2 or more characters here can't move ... characters to this Problem"
                areas = [a for a in areas if not power.static_sum(g, "cant_move_to", player, area=a)]
            for area, move_cost in zip(areas, power.move_costs_base(g, player, areas), strict=True):
                base[area] = move_cost
                if move_cost <= tokens:
                    plain.append(area)
            if base:
                # (Swift matters only where the player has too few tokens without it)
                swift_matters = len(base) > len(plain)
                barred = bool(g.static_abilities("cant_be_moved_by") or g.static_abilities("cant_move_away"))
                from_taxed = bool(g.static_abilities("move_cost_from"))
                banned = bool(g.static_abilities("cant_be_moved_to"))
                # "That character can't be moved until the end of the turn"
                held = {m["target"] for m in s["mods"] if m["kind"] == CANT_BE_MOVED} if s["mods"] else None
                for iid in g.characters(player):
                    if barred and abilities.barred_from_moving(g, iid, player):
                        continue  # "Your opponent can't move this Friend."
                    if held and iid in held:
                        continue
                    here = cards[iid]["area"]
                    name = g.name(iid)
                    if from_taxed:  # (a tax on leaving an area: each character's own cost)
                        for area in areas:
                            if area != here and (cost := power.move_cost(g, player, iid, area)) <= tokens \
                                    and not (banned and abilities.barred_from_area(g, iid, area)):
                                out.append(_option_text(g, "move", iid, area, name, area, cost))
                        continue
                    fast = power.keyword_count(g, iid, "Swift")  # (each instance pays 1 less, 701.2a)
                    reached = [a for a in base if base[a] - fast <= tokens] if swift_matters and fast else plain
                    for area in reached:
                        if area != here and not (banned and abilities.barred_from_area(g, iid, area)):
                            # (`power.move_cost` without a tax on leaving: Swift pays 1 less, never below 1)
                            out.append(_option_text(g, "move", iid, area, name, area, max(1, base[area] - fast)))
            if why is not None:
                _why_not_moved(g, player, tokens, why)
            draw_cost = power.draw_action_cost(g, player)
            barred = power.draw_stopper(g, player)
            if me["deck"] and draw_cost <= tokens and barred is None:
                out.append(("draw", paying(draw_cost, "draw a card")))
            elif me["deck"] and why is not None:
                if barred is not None:
                    why.add("draw", None, None, CARD_TEXT, f"{g.name(barred)} says P{player} can't draw cards now",
                            barred)
                else:
                    why.add("draw", None, None, "609.2d", f"drawing a card costs "
                                                          f"{how_many(draw_cost, 'action token')}; P{player} has {count_or_none(tokens)}")
            elif why is not None:
                why.add("draw", None, None, "410.4", deck_empty(player))
        elif why is not None:
            # (each character's own reasons, its cost there among them: what a judge reads
            # beside the 2 tokens of 609.2b, rather than the least a move could cost)
            _why_not_moved(g, player, tokens, why)
            for verb, rule, words in (("draw", "609.2d", "drawing a card costs 1 action token"),
                                      ("tm", "609.2c", "playing a Troublemaker costs 1 action token")):
                why.add(verb, None, None, rule, f"{words}; P{player} has {count_or_none(tokens)}")
        if tokens >= 1:
            for iid in s["play"]:
                if cards[iid]["frightened"] and cards[iid]["ctrl"] == player and g.can_be_unfrightened(iid):
                    rally = rallying.rally_cost(g, player, iid)
                    if rally <= tokens:
                        out.append((f"rally|{iid}", f"Pay {rally} to rally {g.name(iid)}"))
                    elif why is not None:
                        why.add("rally", iid, None, "609.2e",
                                f"rallying costs {how_many(rally, 'action token')}; P{player} has {count_or_none(tokens)}")
        elif why is not None:
            why.add("rally", None, None, "609.2e", f"rallying costs action tokens; P{player} has {count_or_none(tokens)}")
    activators = board.activators  # (cards in play with activated abilities on either face)
    lost = g.lost_abilities() if activators else None
    reacting = bool(s["reactions"])
    for iid in activators:
        c = cards[iid]
        if usable is not None and c["card"] not in usable:
            continue  # (Main Phase abilities only)
        if c["face_down"] or c["frightened"] or iid in lost:
            if why is not None:
                why.add("act", iid, None, *_no_abilities(g, iid, c))
            continue
        spec = g.spec(iid)
        for index, ability in spec.activated:
            if c["ctrl"] != player and not ability.params.get("any_player"):
                if why is not None:
                    why.add("act", iid, None, "703.1b", f"only its controller, P{c['ctrl']}, may activate "
                                                        f"its abilities", ability=index)
                continue
            timing = ability.timing
            if timing == "main" and not is_main:
                if why is not None:
                    why.add("act", iid, None, *_out_of_time(g, player, ctx, in_faceoff, ability), ability=index)
                continue
            if timing == "faceoff" and not in_faceoff:
                if why is not None:
                    why.add("act", iid, None, *_out_of_time(g, player, ctx, in_faceoff, ability), ability=index)
                continue
            if timing in abilities.PHASE_TIMINGS and (late := abilities.phase_timing_refusal(g, player, timing)):
                if why is not None:
                    why.add("act", iid, None, "512.3", f"\"{ability.text}\": {late}", ability=index)
                continue
            if timing == "reaction" and not reacting:
                if why is not None:
                    why.add("act", iid, None, *abilities.REACTION_NOT_MET, card=iid, ability=index)
                    # (a cost it could not pay either is told too: either alone keeps it off the list)
                    unpaid: list[tuple[str, str]] = []
                    abilities.can_activate(g, player, iid, ability, unpaid)
                    for rule, words in unpaid:
                        if rule in abilities.COST_RULES:
                            why.add("act", iid, None, rule, words, card=iid, ability=index)
                continue  # 512.4d: a reaction answers a reaction condition met since the last window
            refused: list[tuple[str, str]] | None = None if why is None else []
            if abilities.can_activate(g, player, iid, ability, refused):
                out.append((f"act|{iid}|{index}", ability_option(g, iid, ability, g.name(iid))))
            elif why is not None and refused:
                for reason in refused:  # (each: a reaction's condition and its cost, `can_activate`)
                    why.add("act", iid, None, *reason, card=iid, ability=index)
    if board.teamwork:  # (`g.teamwork_in_play()`)
        _shared_actions(g, player, is_main, in_faceoff, out)
    if is_main and (only_main := g.static_abilities(MAIN_PHASE_ACTIONS_ONLY)):
        out = _main_phase_actions_only(g, out, only_main[0][0], why)
    return out


def _main_phase_actions_only(g: MlpGame, out: list[tuple[str, str]], council: int,
                             why: Refusals | None) -> list[tuple[str, str]]:
    """Of the actions listed in the turn player's Main Phase window, those that are Main Phase
    actions, while a card says "Players can't play cards, activate abilities, or take actions
    except as a Main Phase action." (104.2; `council` is that card). Moves, draws, rallies,
    Troublemakers, Friends and Resources are (609.2), but "Only Events with the timing phrase
    'Main Phase' may be played as Main Phase actions" (609.2a) and the ability activated as one
    is one "with the Main Phase timing phrase" (609.2f): an Immediate Event or ability is played
    in the window (512.5), not as the action that opened it."""
    kept: list[tuple[str, str]] = []
    for key, label in out:
        verb, *rest = key.split("|")
        if verb == "play" and (spec := g.spec(int(rest[0]))).type == "event" and spec.timing != "main":
            if why is not None:
                why.add("play", int(rest[0]), None, CARD_TEXT, "a card in play allows only Main Phase actions, "
                        "and only an Event with the timing phrase Main Phase is played as one (609.2a)", council)
            continue
        if verb == "act":
            holder = int(rest[2]) if len(rest) > 2 else int(rest[0])  # (Teamwork: the sharing card's)
            ability = g.spec(holder).abilities[int(rest[1])]
            if ability.timing != "main":
                if why is not None:
                    why.add("act", int(rest[0]), None, CARD_TEXT, "a card in play allows only Main Phase actions, "
                            "and only an ability with the timing phrase Main Phase is activated as one (609.2f)",
                            council, ability=int(rest[1]))
                continue
        kept.append((key, label))
    return kept


def _hand_actions(g: MlpGame, board: BoardIndex, player: int, me: dict, is_main: bool, in_faceoff: bool,
                  problems: list[str] | None, out: list[tuple[str, str]], why: Refusals | None = None,
                  usable: frozenset[str] | None = None) -> None:
    """Cards `player` may play from hand now (609.2a, 609.2c, 512); with `why`, what each
    check left out; with `usable`, only the cards of those card ids are read (outside the
    Main Phase: `_offmain_card_ids`).

    The checks that read no cost and no power come first, for every card
    (`_cards_in_time`); costs, requirements and places are worked out only for the cards
    they leave, and not at all when they leave none (most windows outside a Main Phase).
    """
    late: list[tuple[int, Spec]] | None = [] if why is not None else None
    timely = _cards_in_time(g, player, me, is_main, in_faceoff, why, late, usable)
    if why is not None and late:
        _why_not_affordable_either(g, player, me["tokens"], late, why)
    if not timely:
        return
    tokens = me["tokens"]
    requirements = power.PowerByColor(g, player)  # added up only as far as needed
    costs = power.PlayCosts(g, player)
    modifiers = costs.modifiers
    # without continuous cost modifiers a card costs the same wherever it goes
    cost_statics = costs.modified

    # `_destinations`, which depend on the card only as a Friend or a Resource with its
    # placement rule, looked up once for each (None: Friends), with what the cost
    # modifiers add at each place (`PlayCosts.by_place`; None when there are none) and,
    # for Friends, the areas closed to characters being played there this turn
    places: dict[str | None, tuple[list[tuple[str, str, str, int | None]], list[int | None] | None,
                                   list[str]]] = {}
    # where a Troublemaker may be played, for what, and what stops it elsewhere, the same for
    # each (`_troublemaker_areas`)
    tm_areas: list[tuple[str, int | None, tuple[str, str] | tuple[str, str, int] | None]] | None = None
    for iid, spec in timely:
        kind = spec.type
        if kind == "friend" or kind == "resource":
            price = costs.unmodified(spec, iid)
            placed = power.OWN_PLAY_COST_AT in spec.statics  # (its own text: a cost by place)
            too_dear = not cost_statics and not placed and price > tokens  # (wherever it goes)
            if too_dear and why is None:
                continue
            reqs = power.play_requirements(g, iid, spec)  # (none for some banished cards: AD206)
            unmet = bool(reqs) and not requirements.covers(reqs)  # (requiring nothing: no power added up)
            if unmet and why is None:
                continue
            # (asked why, each reason that stops it is told: its cost, its requirement (204.1,
            # 205.1), then what stops it at each place, so that a judge is not surprised by the next)
            if too_dear:
                why.add("play", iid, None, "204.1", _cost_words(g, costs, player, tokens, iid, spec, price))
            if unmet:
                why.add("play", iid, None, "205.1", _requirement_words(g, player, reqs))
            rule = None if kind == "friend" else spec.attach
            if rule in places:
                dests, extras, closed = places[rule]
            else:
                dests = _destinations(g, board, player, spec)
                extras = costs.by_place(iid, kind, dests) if cost_statics else None
                # ("characters can't be ... played to that Problem")
                closed = [area for _, _, area, _ in dests if g.closed_to_play(area)] if kind == "friend" else []
                places[rule] = (dests, extras, closed)
            name = _played_name(g, player, iid, spec)
            if why is not None:
                rule, words = placement_rule(g, player, spec)
                if not dests and kind == "resource" and spec.attach not in (None, "home", "dilemma"):
                    words += abilities.no_host_words(g, player, spec.attach)  # (what is missing)
                why.add("play", iid, None, rule, words, card=iid)
                if kind == "resource" and g.static_abilities("no_resources_played_here"):
                    _why_not_on_barred_hosts(g, player, iid, spec, why)
            barred = kind == "friend" and bool(g.static_abilities("cant_play_friend"))
            for index, (dest, label, area, host) in enumerate(dests):
                if barred and problems_text.friend_barred(g, player, iid, area):
                    if why is not None:  # "Friends with 3 or more power can't be played here."
                        source = problems_text.friend_barred_by(g, player, iid, area)
                        why.add("play", iid, dest, CARD_TEXT, f"{g.spec(source).name if source else 'a card'}'s "
                                                              f"text forbids playing {name} to {area}", card=source,
                                where=f"to {area}")
                    continue
                if closed and area in closed:
                    if why is not None:
                        why.add("play", iid, dest, "104.2", f"{g.closed_to_play(area)}'s text says characters can't "
                                                            f"be played to {area} this turn", where=f"to {area}")
                    continue
                # (without cost modifiers the cost is the same everywhere: checked above)
                cost = price
                if extras is not None or placed:
                    cost = price + costs.own_at(spec, area) if placed else price
                    if extras is not None:
                        extra = extras[index]
                        cost += modifiers(iid, kind, area, host) if extra is None else extra
                    if cost > tokens:
                        if why is not None:
                            changed = price_made_of(g, costs, iid, spec, area, host, cost)
                            why.add("play", iid, dest, "508.1d", f"played {label} it costs "
                                                                 f"{how_many(cost, 'action token')}{changed}; "
                                                                 f"P{player} has {count_or_none(tokens)}", where=label)
                        continue  # (a cost below 0 counts as 0: tokens are never below 0)
                if not too_dear and not unmet:
                    out.append(_option_text(g, "play", iid, dest, name, label, max(0, cost)))
        elif kind == "event":
            cost = costs.cost(iid, spec, None, None)  # (the same wherever it is played from)
            if not _affordable(g, requirements, tokens, iid, spec, cost):
                if why is not None:
                    _why_not_affordable(g, costs, requirements, player, tokens, iid, spec, why)
                    if not abilities.can_play_event(g, player, iid, spec):
                        # (paid for, it still could not be played: Power Play's "During a faceoff")
                        _why_event_refused(g, player, iid, spec, why)
                continue
            if spec.timing.endswith("reaction"):  # (a reaction condition was met: `_cards_in_time`)
                found = abilities.reaction_events(g, player, iid, spec)
                for n in found:  # (several occurrences: each option says which it answers, 512.4c)
                    to = f" to {abilities.occurrence_words(g, n)}" if len(found) > 1 else ""
                    out.append((f"react|{iid}|{n}", paying(max(0, cost), f"play {spec.name} as a reaction{to}",
                                                           extracost.cost_words(spec))))
                if found:
                    continue
            elif abilities.can_play_event(g, player, iid, spec):
                out.append((f"play|{iid}|event", paying(max(0, cost), f"play {_played_name(g, player, iid, spec)}",
                                                        extracost.cost_words(spec))))
                continue
            if why is not None:
                _why_event_refused(g, player, iid, spec, why)
        else:  # (a Troublemaker, in its player's Main Phase: `_cards_in_time`)
            if tm_areas is None:
                tm_areas = _troublemaker_areas(g, player, tokens, problems)
            for area, cost, refused in tm_areas:
                if refused is None:
                    # (named for the player asked, who holds it; the log keeps it hidden, 505.1d)
                    out.append((f"tm|{iid}|{area}",
                                paying(cost, f"play {_played_name(g, player, iid, spec)} face-down at {area}")))
                elif why is not None:
                    why.add("tm", iid, area, *refused, where=f"at {area}")
            if why is not None:
                _never_at_home(why, iid)


def _never_at_home(why: Refusals, iid: int) -> None:
    """306.1: a Troublemaker is played to a Problem, never to either home."""
    for p in (0, 1):
        why.add("tm", iid, home(p), "306.1", "a Troublemaker enters play face-down at a Problem, never at a home")


def _cards_in_time(g: MlpGame, player: int, me: dict, is_main: bool, in_faceoff: bool,
                   why: Refusals | None, late: list[tuple[int, Spec]] | None = None,
                   usable: frozenset[str] | None = None) -> list[tuple[int, Spec]]:
    """The cards `player` could play now (each with its face) as far as the checks that read
    neither costs nor power go: the cards they may play from where they are, less those a
    card in play bars by name or by type played, those whose additional cost can't be paid,
    and those whose type or timing does not allow them now (609.2a, 609.2c, 512); with
    `why`, what each check left out, and in `late` the cards left out by their timing alone
    that the player could play at another time of this turn: an Event of a faceoff or a
    Reaction, and a Friend, Resource or Main Phase Event before the turn player's Main
    Phase. With `usable`, the cards of other card ids are left out first (`_hand_actions`)."""
    s = g.s
    cards = s["cards"]
    # ("You may play this card from your discard pile.": such cards there too)
    from_discard = g.keyword_card_ids().get(PLAYABLE_FROM_DISCARD) if me["discard"] else None
    playable = [*me["hand"], *(i for i in me["discard"] if s["cards"][i]["card"] in from_discard
                               and _playable_from_discard(g, i))] if from_discard else me["hand"]
    elsewhere = entering.playable_elsewhere(g, player) if entering.may_play_elsewhere(g) else None
    if elsewhere:  # ("you may play that Event as though it were in your hand")
        playable = [*playable, *(i for i in elsewhere if i not in playable)]
    if playable is not me["hand"] and g.static_abilities(DISCARD_PILES_CLOSED):
        playable = _out_of_closed_discard_piles(g, playable, why)  # ("Cards can't leave discard piles.")
    named_bans = bool(g.static_abilities("cant_play_named"))  # ("Cards with that name can't be played.")
    # "Opponents can't play more than one card of each type per turn": the types played already
    already = _types_limited(g, player)
    hasty_hand: bool | None = None  # (do the Friends in the hand have Hasty? read once, if a Friend asks)
    # (the player's own Main Phase is still to come this turn: what they have now is what
    # they will pay with then, save what they do meanwhile; a later phase or the opponent's
    # turn leaves it to another turn, with other tokens)
    main_ahead = late is not None and player == s["turn_player"] and s["phase"] in ("ready", "troublemaker")
    timely: list[tuple[int, Spec]] = []
    for iid in playable:
        if usable is not None and cards[iid]["card"] not in usable:
            continue
        spec = g.spec(iid)
        if named_bans and naming.barred_by_name(g, player, iid):
            if why is not None:
                namer = naming.barred_by_name_by(g, player, iid)
                why.add("play", iid, None, CARD_TEXT, f"{g.name(namer)} named {naming.named_by(g, namer)} as it entered play, "
                                                      "and cards with that name can't be played", card=namer)
            continue
        if already and spec.type in already:
            if why is not None:
                why.add("play", iid, None, CARD_TEXT, f"a card in play says P{player} can't play more than one "
                                                      f"card of each type per turn; P{player} has played a "
                                                      f"{spec.type.title()} this turn", iid)
            continue
        if spec.extra_costs and not extracost.payable(g, player, iid, spec):
            if why is not None:
                why.add("play", iid, None, CARD_TEXT, extracost.unpaid(g, player, iid, spec) or "", iid)
            continue
        kind = spec.type
        if kind == "friend" or kind == "resource":
            if not is_main and "Hasty" not in spec.keywords:
                if kind == "friend" and hasty_hand is None:
                    hasty_hand = power.friends_in_hand_hasty(g, player)
                if not (kind == "friend" and hasty_hand and iid in me["hand"]):
                    if why is not None:
                        why.add("play", iid, None, "609.2a", f"a {kind.title()} without Hasty is played only as a "
                                "Main Phase action: " + _not_main_words(g, player, "", in_faceoff))
                        if late is not None and main_ahead:
                            late.append((iid, spec))
                    continue
            if "must_control" in spec.statics and not _controls_named(g, player, spec):
                if why is not None:
                    why.add("play", iid, None, CARD_TEXT, _must_control_words(g, player, spec), iid)
                continue  # "You must control <name> to play this card."
            if kind == "resource" and not spec.attach and gaps.placement_unknown(spec):
                continue  # where it goes is printed in words the engine could not read
        elif kind == "event":
            timing = spec.timing
            if timing.endswith("reaction"):
                if not s["reactions"]:
                    if why is not None:
                        why.add("play", iid, None, *abilities.REACTION_NOT_MET, iid)
                        if late is not None:
                            late.append((iid, spec))
                    continue
            elif not _event_timing_ok(g, player, timing, is_main, in_faceoff):
                if why is not None:
                    why.add("play", iid, None, *_event_timing_words(g, player, timing, is_main, in_faceoff))
                    if late is not None and timing != "none" and (timing != "main" or main_ahead):
                        late.append((iid, spec))
                continue
        elif kind != "troublemaker" or not is_main or me["tokens"] < 1:
            if why is not None and kind == "troublemaker":
                # (the home is refused whatever else keeps it from play now: a judge giving the
                # player a token, or waiting for the Main Phase, would find it still refused there)
                _never_at_home(why, iid)
            continue
        timely.append((iid, spec))
    return timely


def _event_timing_ok(g: MlpGame, player: int, timing: str, is_main: bool, in_faceoff: bool) -> bool:
    """Does an Event's timing phrase (not a reaction's) allow it now (512)?"""
    s = g.s
    if timing == "main":
        # (Sonic Rainboom: as Immediate actions this turn, 512.3)
        return is_main or (bool(s["flags"]) and MAIN_EVENTS_ANY_TIME[player] in s["flags"])
    if timing == "immediate":
        return True
    if timing == "troublemaker_phase":  # 512.3: the turn player, in that phase, outside faceoffs
        return player == s["turn_player"] and s["phase"] == "troublemaker" and not in_faceoff
    if timing in ("faceoff", "problem_faceoff", "troublemaker_faceoff"):
        return in_faceoff and abilities.faceoff_kind_ok(g, timing)
    return False


def ability_option(g: MlpGame, iid: int, ability, who: str) -> str:
    """An activated ability's option: `who` (the card, and where it is used from) and the text
    quoted whole (a judge reads what the option does); led by the action tokens it costs now, as the other options say
    theirs (`paying`), when that is not the [N] printed in the text: "Pay 3 to activate Student
    Six, A Grade Above #1: Main Phase: Pay [6] to turn this card over. ...", the tokens worked
    out as activating it pays them (`activation_costs.activation_tokens_now`)."""
    words = f"{who}: {ability.text}"
    tokens = activation_tokens_now(g, iid, ability)
    return words if tokens is None else paying(tokens, f"activate {words}")


def _why_event_refused(g: MlpGame, player: int, iid: int, spec: Spec, why: Refusals) -> None:
    """Why an Event the player can pay for is not offered (`abilities.can_play_event`), a
    Reaction Event as any other, wherever it is played from: Events barred (104.2), a
    reaction condition none has met (512.4d), a card in play forbidding what its text does,
    cards a text keeps from its cost or its instruction (705.2e), a cost of its text that
    can't be paid (508.1d: "Retire a Friend to ..." with none), or instructions that could
    not be followed (705.2)."""
    index = play_ability_index(spec)
    reaction = spec.timing.endswith("reaction") and index >= 0
    met = abilities.reaction_met(g, player, iid, spec.abilities[index], f"card:{spec.id}") if reaction else []
    if (barred := abilities.events_barred_by(g, player)) is not None:
        why.add("play", iid, None, "104.2", barred)
    elif reaction and not met:
        why.add("play", iid, None, *abilities.REACTION_NOT_MET, iid)
    elif (closed := _closed_zone_of_event(g, spec, met[0][1] if met else None)) is not None:
        why.add("play", iid, None, CARD_TEXT, abilities.closed_zone_words(g, closed), closed[0])
    elif (kept := _kept_from_paying(g, player, iid, spec)) is not None:
        why.add("play", iid, None, "705.2e", kept, iid)  # (cards a text keeps from its cost)
    elif (unpaid := _unpaid_event_cost(g, player, iid, spec)) is not None:
        why.add("play", iid, None, *unpaid, iid)  # (how many cards it takes, how many fit)
    elif (unfollowed := _unfollowed_instruction(g, player, iid, spec, met[0][1] if met else None)) is not None:
        why.add("play", iid, None, *unfollowed, iid)  # (the instruction quoted; cards a text keeps from it)
    else:
        ability = spec.abilities[index]  # (its family's check says which instruction, `registry.Unmet`)
        why.add("play", iid, None, "705.2",
                abilities.unfollowable_words(g, iid, ability, abilities.play_check(g, player, iid, ability)), iid)


def _troublemaker_areas(g: MlpGame, player: int, tokens: int, problems: list[str]
                        ) -> list[tuple[str, int | None, tuple[str, str] | tuple[str, str, int] | None]]:
    """Each Problem area with what playing a Troublemaker there costs `player` (None where a
    card's text forbids it) and what stops them playing one there now, as a refusal's (rule,
    words), with the card whose text it is, or None: the same for every Troublemaker in the
    hand (609.2c)."""
    banned = g.static_abilities("cant_play_troublemaker")
    found: list[tuple[str, int | None, tuple[str, str] | tuple[str, str, int] | None]] = []
    for area in problems:
        if banned and power.static_sum(g, "cant_play_troublemaker", player, area=area):
            # "Troublemakers can't be played here.": the card that says so
            src = next(src for src, ability in banned
                       if abilities.static_value(g, src, player, ability, {"area": area}))
            found.append((area, None, (CARD_TEXT, f"{g.name(src)} says Troublemakers can't be played at {area}",
                                       src)))
            continue
        cost = power.troublemaker_play_cost(g, player, area)
        if tokens < cost:
            found.append((area, cost, ("609.2c", f"playing a Troublemaker at {area} costs "
                                                 f"{how_many(cost, 'action token')}; P{player} has {count_or_none(tokens)}")))
            continue
        found.append((area, cost, None))
    return found


def _kept_from_paying(g: MlpGame, player: int, iid: int, spec: Spec) -> str | None:
    """Why an Event's cost can't be paid when cards kept in play are what stops it ("Retire
    one of your Friends involved in the faceoff to ...", 705.2e), naming what keeps them."""
    index = play_ability_index(spec)
    return abilities.kept_for_cost(g, player, iid, spec.abilities[index]) if index >= 0 else None


def _unpaid_event_cost(g: MlpGame, player: int, iid: int, spec: Spec) -> tuple[str, str] | None:
    """Why a cost of an Event's text ("Immediate: Retire a Friend to ...", 707.2a) can't be
    paid, as (rule, words), read as an ability's is (`steps.unpaid_reason`); None when its
    costs can be paid."""
    index = play_ability_index(spec)
    if index < 0:
        return None
    ability = spec.abilities[index]
    cost = unpaid_cost(g, player, iid, activation_costs(g, iid, ability))
    return None if cost is None else unpaid_reason(g, player, iid, cost, ability.text)


def _unfollowed_instruction(g: MlpGame, player: int, iid: int, spec: Spec,
                            data: dict | None = None) -> tuple[str, str] | None:
    """The instruction of an Event that can't be followed, quoted, as (rule, words): 705.2, or
    705.2e when the only cards it could act on are kept from it by a text ("That Friend can't
    be exhausted"), naming each; `data`: what a reaction's occurrence names ("that Friend").
    (Asked after the Event's own cost, `_unpaid_event_cost`, as `can_use` asks them, 707.2a.)"""
    index = play_ability_index(spec)
    return unfollowed_instruction(g, player, iid, spec.abilities[index], data) if index >= 0 else None


def _closed_zone_of_event(g: MlpGame, spec, data: dict | None = None) -> tuple[int, str] | None:
    """The card in play that forbids what this Event's text must do (a deck searched or looked
    at, a card taken out of a discard pile; `data`: what a reaction's occurrence names), and
    what it says; else None."""
    index = play_ability_index(spec)
    return abilities.ability_closed_zone(g, spec.abilities[index], data) if index >= 0 else None


def _out_of_closed_discard_piles(g: MlpGame, playable: list[int], why: Refusals | None) -> list[int]:
    """The cards of `playable` not in a discard pile: playing one would take it out (705.2b: it
    is put in the queue), which a card in play forbids (104.2); with `why`, that card is named."""
    cards = g.s["cards"]
    kept = [i for i in playable if cards[i]["zone"] != "discard"]
    if why is not None and len(kept) < len(playable):
        refused = (g.closed_by(DISCARD_PILES_CLOSED), "cards can't leave discard piles")
        for iid in playable:
            if cards[iid]["zone"] == "discard":
                why.add("play", iid, None, CARD_TEXT, abilities.closed_zone_words(g, refused), refused[0])
    return kept


def _playable_from_discard(g: MlpGame, iid: int) -> bool:
    """Does the card's own text let it be played from the discard pile now ("If a player has
    8 or more points, you may play this card from your discard pile.")?"""
    for ability in g.spec(iid).statics.get(PLAYABLE_FROM_DISCARD, ()):
        least = ability.params.get("min_points")
        if ability.params.get("in_faceoff") and g.s["faceoff"] is None:
            continue  # "During a faceoff, you may play this card from your discard pile"
        if least is None or any(p["score"] >= least for p in g.s["players"]):
            return True
    return False


def _hand_abilities(g: MlpGame, player: int, hand: list[int], ctx: str, is_main: bool, in_faceoff: bool,
                    out: list[tuple[str, str]], why: Refusals | None = None, kind: str = FROM_HAND) -> None:
    """Abilities used from the hand ("Immediate: Banish this card from your hand to ..."),
    activated as any other by the player holding the card (703.1): "act|<card>|<index>"; with
    `kind` `FROM_DISCARD_PILE`, those used from the discard pile `hand` then is."""
    from_hand = g.keyword_card_ids()[ACTIVATED_FROM_HAND if kind == FROM_HAND else ACTIVATED_FROM_DISCARD]
    where = "your hand" if kind == FROM_HAND else "your discard pile"
    cards = g.s["cards"]
    for iid in hand:
        if cards[iid]["card"] not in from_hand:
            continue
        spec = g.spec(iid)
        for index, ability in enumerate(spec.abilities):
            if ability.kind != kind:
                continue
            if (ability.timing == "main" and not is_main) or (ability.timing == "faceoff" and not in_faceoff):
                if why is not None:
                    why.add("act", iid, None, *_out_of_time(g, player, ctx, in_faceoff, ability), ability=index)
                continue
            refused: list[tuple[str, str]] | None = None if why is None else []
            if abilities.can_activate(g, player, iid, ability, refused):
                out.append((f"act|{iid}|{index}", ability_option(g, iid, ability, f"{g.name(iid)} (from {where})")))
            elif why is not None and refused:
                for reason in refused:
                    why.add("act", iid, None, *reason, card=iid, ability=index)


def _out_of_time(g: MlpGame, player: int, ctx: str, in_faceoff: bool, ability) -> tuple[str, str]:
    """Why an activated ability ("Main Phase:", "Faceoff:") can't be activated at this time,
    in a card in play or in a hand or discard pile alike: the rule and the words."""
    if ability.timing == "faceoff":
        return "512.4", f"\"{ability.text}\" is activated only during a faceoff"
    return "512.3", f"\"{ability.text}\" is a Main Phase ability: " + _not_main_words(g, player, ctx, in_faceoff)


def _types_limited(g: MlpGame, player: int) -> list[str]:
    """The card types `player` has played this turn, while an opponent's card says they
    can't play more than one card of each type per turn (category "one_card_per_type");
    else none."""
    limits = g.static_abilities(ONE_CARD_PER_TYPE)
    cards = g.s["cards"]
    if not limits or not any(cards[src]["ctrl"] != player for src, _ in limits):
        return []
    return played_types(g, player)


def played_types(g: MlpGame, player: int) -> list[str]:
    """The card types `player` has played this turn (a Troublemaker played face-down too,
    609.2c), as `record_play` writes them down."""
    found = g.s["flags"].get(f"played_types:{player}")
    return found[1:] if found and found[0] == g.s["turn"] else []


def record_play(g: MlpGame, player: int, kind: str) -> None:
    """Write down that `player` played a card of type `kind` this turn (the flag holds the
    turn, then the types), in a game with a card that limits it (either face, in any zone:
    the cards played before it came into play count too)."""
    if ONE_CARD_PER_TYPE not in g.keyword_card_ids():
        return
    flags = g.s["flags"]
    key = f"played_types:{player}"
    found = flags.get(key)
    if not found or found[0] != g.s["turn"]:
        flags[key] = [g.s["turn"], kind]
    elif kind not in found:
        found.append(kind)


# ----- why an action is left out (`legal`'s `why`) ---------------------------------------------

_MAIN_PHASE_ACTIONS = (("move", "609.2b", "a character is moved"),
                       ("draw", "609.2d", "a card is drawn for an action token"),
                       ("rally", "609.2e", "a frightened card is rallied"),
                       ("tm", "609.2c", "a Troublemaker is played"))
"""The Main Phase actions (609.2) that no card's own check refuses outside the Main Phase, each
as the reason says what it is ("a character is moved only as a Main Phase action: ...")."""


def _not_main_words(g: MlpGame, player: int, ctx: str, in_faceoff: bool) -> str:
    """Why it is not `player`'s Main Phase to act in (512.3): another player's turn, another
    phase (and a faceoff too, when one is going on in it: both keep the action off, 512.3a),
    a faceoff of the Main Phase."""
    s = g.s
    tp = s["turn_player"]
    if player != tp:
        return f"it is P{tp}'s turn, and only the turn player takes Main Phase actions (512.3)"
    phase = s["phase"]
    if phase != "main":
        said = f"it is the {phase_name(phase)}, not the Main Phase"
        return f"{said}, and a faceoff is going on (no Main Phase action during a faceoff, 512.3a)" \
            if in_faceoff else said
    if in_faceoff:
        return "a faceoff is going on, and Main Phase actions are not taken during a faceoff (512.3a)"
    return "Main Phase actions open a priority window of the Main Phase (609.1)"


def _why_not_to_other_home(g: MlpGame, player: int, iid: int, why: Refusals) -> None:
    """That `player`'s character is never moved to the other player's home (506.2)."""
    # (a card of the opponent's that this player controls goes to this player's home)
    owned = f" (P{player}'s home: P{player} controls it, though P{1 - player} owns it)" \
        if g.s["cards"][iid]["owner"] != player else ""
    why.add("move", iid, home(1 - player), "506.2", f"{g.name(iid)} can't be moved to P{1 - player}'s home: a "
                                                    f"character goes only to its controller's home{owned} or a "
                                                    "Problem")


def _why_not_where_it_is(g: MlpGame, iid: int, why: Refusals) -> None:
    """That a character is not moved to the area it is in (609.2b)."""
    why.add("move", iid, g.s["cards"][iid]["area"], "609.2b", f"{g.name(iid)} is already there, and characters "
                                                              "can't be moved to their current area")


def _why_not_characters(g: MlpGame, why: Refusals) -> None:
    """That a card in play that is no character (a Troublemaker, a Resource) is moved in no
    phase (609.2b): the reason a judge needs in every phase, before the phase's own."""
    for iid in g.s["play"]:
        if g.is_type(iid, "troublemaker"):
            why.add("move", iid, None, "609.2b", f"{g.name(iid)}: a Troublemaker is not a character, and the "
                                                 "move action moves characters (no Troublemaker goes home, 506.2a)")
        elif not g.is_character(iid) and not g.is_type(iid, "problem"):
            kind = g.spec(iid).type.replace("_", " ").capitalize()
            why.add("move", iid, None, "609.2b", f"{g.name(iid)} is a {kind}, not a character, and the move "
                                                 "action moves characters")


def _why_not_moved(g: MlpGame, player: int, tokens: int, why: Refusals) -> None:
    """The moves `legal` left out, each with its reason: another player's character, a
    Troublemaker (not a character), the other player's home (506.2), its own area, a card's text (moves barred this turn, the character held or kept from an
    area, an area closed to moves), too dear (609.2b)."""
    cards = g.s["cards"]
    for iid in g.characters(1 - player):
        why.add("move", iid, None, "609.2b", f"{g.name(iid)} is controlled by P{cards[iid]['ctrl']}; a player "
                                             "moves only characters they control")
    _why_not_characters(g, why)
    if (barred := moves_barred_this_turn(g, player)) is not None:
        why.add("move", None, None, "104.2", barred)
        return
    areas = [home(player), *_problem_areas(g, g.settled_board or g.board())]
    crowded = bool(g.static_abilities("cant_move_to"))
    banned = bool(g.static_abilities("cant_be_moved_to"))
    for iid in g.characters(player):
        name = g.name(iid)
        if g.cant_be_moved(iid):  # ("That character can't be moved until the end of the turn")
            why.add("move", iid, None, "104.2", f"{name}: {kept_from_moving(g, iid, player)}")
            continue
        keeper = abilities.barred_from_moving_by(g, iid, player)
        if keeper is not None:
            why.add("move", iid, None, CARD_TEXT, f"{g.spec(keeper).name}'s text keeps P{player} from moving {name} "
                                                  "(104.2)", card=keeper)
            continue
        here = cards[iid]["area"]
        _why_not_to_other_home(g, player, iid, why)
        for area in areas:
            if area == here:
                _why_not_where_it_is(g, iid, why)
            elif (closer := g.closed_to_moves(area)) is not None:
                why.add("move", iid, area, "104.2", f"{closer}'s text says characters can't be moved to {area} "
                                                    "until the end of the turn")
            elif crowded and (barring := abilities.move_barred_by(g, player, area)) is not None:
                why.add("move", iid, area, CARD_TEXT, f"{g.spec(barring).name}'s text keeps P{player} from moving "
                                                      f"characters to {area} (104.2)", card=barring)
            elif banned and (keeper := abilities.barred_from_area_by(g, iid, area)) is not None:
                why.add("move", iid, area, CARD_TEXT, f"{g.spec(keeper).name}'s text says {name} can't be moved to "
                                                      f"{area} (104.2)", card=keeper)
            else:
                cost = power.move_cost(g, player, iid, area)
                if cost > tokens:
                    why.add("move", iid, area, "609.2b", f"moving {name} there costs "
                                                         f"{how_many(cost, 'action token')}"
                                                         f"{_move_cost_made_of(g, player, iid, area, cost)}; "
                                                         f"P{player} has {count_or_none(tokens)}")


def _move_cost_made_of(g: MlpGame, player: int, iid: int, area: str, cost: int) -> str:
    """What makes a move cost other than 2 (609.2b), said after its cost as a card's price
    is (`price_made_of`), each part in `price_part_words`' words: " (2 to move, +1 from Silver
    Spoon, High and Mighty #26)", " (2 to move, +1 for Showy (Aunt Orange, Distant Cousin
    #25))", " (2 to move, -1 for Swift)"; "" for 2 itself."""
    if cost == 2:
        return ""
    made_of = power.move_cost_made_of(g, player, iid, area)
    parts = [price_part_words(g, part) for part in made_of]
    # (the floor named only where it lifts the price: 2 less 1 for Swift is 1 on its own)
    least = ", and never less than 1" if cost == 1 and 2 + sum(part.amount for part in made_of) < 1 else ""
    return f" (2 to move, {', '.join(parts)}{least})" if parts else ""


def price_part_words(g: MlpGame, part: power.PricePart) -> str:
    """One part of a price (a card's to play it, 204.1; a move's, 609.2b), the same words in
    the log and a judge's "why not?": a card's text by the card ("+1 from Silver Spoon, High
    and Mighty #26"), a keyword by the keyword, then the card that has it where that is
    another card than the one the price is for ("+1 for Showy (Aunt Orange, Distant Cousin
    #25)"), or how many times the card has it where that is more than once (701.2a: "-1 for
    Swift", "-2 for Swift (it has Swift twice)")."""
    amount = f"{part.amount:+d}"
    if part.keyword is None:
        return f"{amount} from {g.name(part.card)}"
    if part.card is not None:
        return f"{amount} for {part.keyword} ({g.name(part.card)})"
    if part.times > 1:
        return f"{amount} for {part.keyword} (it has {part.keyword} {_times(part.times)})"
    return f"{amount} for {part.keyword}"


def _times(count: int) -> str:
    return "twice" if count == 2 else f"{count} times"


def _no_abilities(g: MlpGame, iid: int, c: dict) -> tuple[str, str, int | None]:
    """Why a card in play has no abilities to activate now: (rule, words, the card whose
    text took them away, when one did)."""
    if c["frightened"]:
        return "504.1", "it is frightened (turned face-down), and face-down cards have no abilities (505.1a)", None
    if c["face_down"]:
        return "505.1a", "it is face-down, and face-down cards have no abilities", None
    taker = g.abilities_taken_by(iid)
    if taker is None:
        return "707.1", "a modifier in play has taken its abilities away", None
    return CARD_TEXT, f"{g.name(iid)} loses and can't have abilities by this text (707.1)", taker


def _requirement_words(g: MlpGame, player: int, reqs: tuple[tuple[str, int], ...]) -> str:
    """What a play requirement asks and what the player's characters have of it (205.1)."""
    reqs = power.reduced_requirements(g, player, reqs)
    wanted = ", ".join(f"{amount} {color.title()}" for color, amount in reqs)
    have = ", ".join(f"{power.color_power(g, player, color)} {color.title()}" for color, _ in reqs)
    return f"it requires {wanted} power among P{player}'s characters, who have {have}"


_PLACEMENT_WORDS = {
    "friend": "on a Friend", "own_friend": "on one of your Friends", "opp_friend": "on an opponent's Friend",
    "troublemaker": "on a Troublemaker",
    "friend_or_troublemaker": "on a Friend or a Troublemaker", "character": "on a character",
    "own_character": "on one of your characters",
    "problem": "on a Problem", "dilemma": "at its own area", "home": "at your home", "mane": "on a Mane Character",
    "resource": "on a Resource", "own_troublemaker": "on one of your Troublemakers",
    "opponent_friend": "on an opponent's Friend", "opponent_ready_friend": "on an opponent's ready Friend",
    "opponent_troublemaker": "on an opponent's Troublemaker",
    "opponent_non_epic_troublemaker": "on an opponent's non-Epic Troublemaker",
    "opponent_mane": "on an opponent's Mane Character",
}
"""Where an attachment is played (509.1), in words, by its placement rule (`attaching`):
every rule the card texts are read into has its words here."""


def _must_control_words(g: MlpGame, player: int, spec: Spec) -> str:
    """Why a card whose text says "You must control <name> to play this card" is not played,
    with the name as printed (205: a play requirement by name)."""
    names = [ability.text.split("control ", 1)[-1].split(" to play", 1)[0] for ability in spec.statics["must_control"]]
    return f"P{player} controls no card named {' and '.join(names)} in play, and its text requires one"


def _why_not_on_barred_hosts(g: MlpGame, player: int, iid: int, spec: Spec, why: Refusals) -> None:
    """The cards the Resource's placement rule takes that a Problem's "Resources can't be
    played on this Problem or on Friends here" keeps it off (`problems.resource_barred`,
    which `_destinations` leaves out without a word), each with that Problem's text."""
    attach = spec.attach
    if attach in (None, "home", "dilemma"):
        return
    for target in g.s["play"]:
        src = problems_text.resource_barred_by(g, target)
        fits = g.is_type(target, "problem") if attach == "problem" else abilities.host_ok(g, player, attach, target)
        if src is not None and fits:
            what = "it" if target == src else g.name(target)
            why.add("play", iid, f"on:{target}", CARD_TEXT, f"{g.spec(src).name}'s text says Resources can't be "
                                                            f"played on {what}", card=src, where=f"on {what}")


def placement_rule(g: MlpGame, player: int, spec) -> tuple[str, str]:
    """Where a Friend or Resource may be played, as (rule, words): the places `_destinations`
    offers, by the rule they come from."""
    if spec.type == "friend":
        return "302.1", "a Friend enters play at its owner's home or at a Problem"
    attach = spec.attach or "home"
    if attach.startswith("friend_cost:"):
        where = f"on a Friend with cost {attach.split(':')[1]} or less"
    elif attach.startswith(("friend_color:", "friend_trait:")):
        where = f"on a {attach.split(':')[1].title()} Friend"
    else:
        where = _PLACEMENT_WORDS.get(attach, "where its text says")
    if attach == "home":
        return "305.1a", "a Resource that is not an attachment enters play at its owner's home"
    if attach == "dilemma":
        return "522.2", "a Dilemma enters play at an area of its own"
    return CARD_TEXT, f"it is played {where} (a face-up card in play, not frightened: 509.1)"


def _cost_words(g: MlpGame, costs: power.PlayCosts, player: int, tokens: int, iid: int, spec: Spec,
                price: int) -> str:
    """What a card played to no particular place costs and what the player has; a cost other
    than the printed one (204.1) says what changed it: each card in play whose text does,
    and what is left, a discount a card gave earlier this turn (Cloudchaser's "reduce by [1]
    the cost of the next Friend you play this turn"), a tax, or the card's own text."""
    return f"it costs {how_many(price, 'action token')}{price_made_of(g, costs, iid, spec, None, None, price)}; " \
           f"P{player} has {count_or_none(tokens)}"


def price_made_of(g: MlpGame, costs: power.PlayCosts, iid: int, spec: Spec, dest: str | None, host: int | None,
                  price: int) -> str:
    """What makes a card's price to play it to `dest` (on `host`) other than its printed cost
    (204.1), said after that price: " (printed 2, +1 from Davenport, Mattress Salespony #5)",
    each card in play whose text changes it, and what is left, a discount a card gave earlier
    this turn (Cloudchaser's "reduce by [1] the cost of the next Friend you play this turn"), a
    tax, or the card's own text; "" for the printed cost."""
    printed = spec.cost or 0
    if price == printed:
        return ""
    named = costs.changed_by(iid, spec.type, dest, host) if costs.modified else []
    parts = [price_part_words(g, power.PricePart(amount, src)) for src, amount in named]
    # (what the changes add up to before a total below 0 counts as 0: a card of printed cost 1
    # at a Problem taking 2 off is paid 0 for, with no tax making up the difference)
    total = costs.unmodified(spec, iid) + sum(amount for _src, amount in named)
    if power.OWN_PLAY_COST_AT in spec.statics:
        total += costs.own_at(spec, dest)
    rest = (total if price == 0 and total < 0 else price) - printed - sum(amount for _src, amount in named)
    own = " or from its own text" if "own_play_cost" in spec.statics or power.OWN_PLAY_COST_AT in spec.statics else ""
    if printed and not power.own_cost(spec, iid, costs.waived):
        # (its own cost waived, "without paying its cost": said apart from the discounts, by the card that waived it)
        waiver = waiver_source(g, costs.player, iid)
        parts.insert(0, f"-{printed} as it is played without paying its cost{f' by the text of {waiver}' if waiver else ''}")
        rest += printed
    # (the cards whose text gave the discounts and surcharges it meets, when each is known: Apple
    # Bloom, Re-Markable's "pay [1] less for your next card this turn", Whining's "+[2]")
    given = discount_sources(g, costs.player, iid, spec, dest, host) if rest and not own else None
    if given:
        taxed = costs.taxed.get(spec.type, 0) if costs.taxed else 0
        # (a surcharge is paid as given; the discounts are what is left: one "to a minimum of
        # [1]" takes only what leaves 1, and what a total below 0 loses is said after)
        lower = rest - taxed - sum(amount for amount, _names in given if amount > 0)
        for amount, names in given:
            amount = amount if amount > 0 else lower
            if amount:
                parts.append(f"{amount:+d} from a {'surcharge' if amount > 0 else 'discount'} given earlier this turn "
                             f"by the text of {names}")
        if taxed:
            parts.append(f"{taxed:+d} from a tax in effect")
    elif rest < 0:
        parts.append(f"{rest:+d} from a discount given earlier this turn{own}")
    elif rest > 0:
        parts.append(f"{rest:+d} from a tax in effect{own}")
    floor = ", and never less than 0" if price == 0 and total < 0 else ""
    return f" (printed {printed}, {', '.join(parts)}{floor})"


def play_place(g: MlpGame, dest: str) -> tuple[str | None, int | None]:
    """Where a card played to `dest` (an option's place: an area, "on:<card>", "event",
    "dilemma") goes, as (area, host): the host's area for a card played on one."""
    host = int(dest[3:]) if dest.startswith("on:") else None
    return (g.card(host)["area"] if host is not None else (None if dest in ("event", "dilemma") else dest)), host


def price_to_play(g: MlpGame, player: int, iid: int, spec: Spec, area: str | None,
                  host: int | None) -> tuple[int, str]:
    """What card `iid` (its `spec`) costs `player` played to `area` (on `host`), and what that
    price is made of (`price_made_of`): the words the log gives the price paid and a judge's
    "why not?" gives the price of a play that is offered, the same."""
    costs = power.PlayCosts(g, player)
    cost = costs.cost(iid, spec, area, host)
    return cost, price_made_of(g, costs, iid, spec, area, host, cost)


def move_price(g: MlpGame, player: int, iid: int, dest: str) -> tuple[int, str]:
    """What moving `iid` to `dest` costs `player` and what makes it other than 2 (609.2b,
    `_move_cost_made_of`): for a judge asking about a move that is offered."""
    cost = power.move_cost(g, player, iid, dest)
    return cost, _move_cost_made_of(g, player, iid, dest, cost)


def _why_not_affordable_either(g: MlpGame, player: int, tokens: int, late: list[tuple[int, Spec]],
                               why: Refusals) -> None:
    """Cards whose timing keeps them off the list now (`_cards_in_time`'s `late`: a Friend or
    a Main Phase Event outside the turn player's Main Phase, an Event of a faceoff with none
    going on, a Reaction with nothing to react to): the cost and the play requirement they
    would fail in their time too, as the board is now (204.1, 205.1). A judge told only "not
    the Main Phase" would expect the card then; the tokens and power they lack say it would
    not be. A cost that depends on the place it goes is left to be asked there."""
    costs = power.PlayCosts(g, player)
    requirements = power.PowerByColor(g, player)
    for iid, spec in late:
        by_place = spec.type != "event" and (costs.modified or power.OWN_PLAY_COST_AT in spec.statics)
        _why_not_affordable(g, costs, requirements, player, tokens, iid, spec, why, cost=not by_place)


def _why_not_affordable(g: MlpGame, costs: power.PlayCosts, requirements: power.PowerByColor, player: int,
                        tokens: int, iid: int, spec, why: Refusals, cost: bool = True) -> None:
    """`_affordable` said no: the cost, the play requirement, or both (204.1, 205.1). Each
    that fails is said, so that a judge who gives the player the tokens is not surprised by
    the requirement next (a Reaction Event held with neither is the usual case). Without
    `cost`, only the requirement is looked at."""
    price = costs.cost(iid, spec, None, None) if cost else 0
    if price > tokens:
        why.add("play", iid, None, "204.1", _cost_words(g, costs, player, tokens, iid, spec, price))
    reqs = power.play_requirements(g, iid, spec)
    if reqs and not requirements.covers(reqs):
        why.add("play", iid, None, "205.1", _requirement_words(g, player, reqs))


def _event_timing_words(g: MlpGame, player: int, timing: str, is_main: bool, in_faceoff: bool) -> tuple[str, str]:
    """Why an Event's timing phrase does not allow it now (512)."""
    if timing == "main":
        return "512.3", "it is a Main Phase Event: " + _not_main_words(g, player, "", in_faceoff)
    if timing.endswith("faceoff"):
        kind = {"problem_faceoff": "Problem ", "troublemaker_faceoff": "Troublemaker "}.get(timing, "")
        going = g.s["faceoff"]
        now = "no faceoff is going on" if going is None else f"the faceoff going on is a {going['kind']} faceoff"
        return "512.4a", f"it is played during a {kind}faceoff, and {now}"
    if timing == "troublemaker_phase":
        return "512.3", "it is a Troublemaker Phase Event: only the turn player plays it, during their Troublemaker " \
                        "Phase, outside faceoffs"
    if timing == "none":  # (no instruction of its text was read: the Event has nothing to do when played)
        return "", "the rules engine does not carry out this Event's text, so it never offers to play it"
    return "512.1", "its timing phrase does not allow it now"


def _played_name(g: MlpGame, player: int, iid: int, spec: Spec) -> str:
    """A card as an option to play it names it: by its name from the hand, and with the zone
    it is played from otherwise ("from your banished zone": a text lets it be played as
    though it were in the hand)."""
    c = g.s["cards"][iid]
    if c["zone"] == "hand":
        return spec.name
    whose = "your" if c["owner"] == player else f"P{c['owner']}'s"
    return f"{spec.name} from {whose} {ZONE_NAMES.get(c['zone'], c['zone'])}"


def _option_text(g: MlpGame, verb: str, iid: int, place: str, name: str, label: str,
                 cost: int) -> tuple[str, str]:
    """The key and label of moving a card to an area or playing it to a place, with the
    action tokens it costs said alike for both (`paying`), e.g. ("move|7|home:0", "Pay 2
    to move Twilight Sparkle #7 to home:0") or ("play|12|problem:1", "Pay 3 to play Rarity
    at problem:1"). Kept in `g.option_texts` by everything they are made from (so never
    stale): a Main Phase lists the same moves and plays at decision after decision, and
    making the texts afresh was a few per cent of a playout."""
    found = g.option_texts.get((verb, iid, place, name, label, cost))
    if found is None:
        text = f"move {name} to {label}" if verb == "move" else f"play {name} {label}"
        extra = "" if verb == "move" else extracost.cost_words(g.spec(iid))
        found = g.option_texts[verb, iid, place, name, label, cost] = (f"{verb}|{iid}|{place}",
                                                                       paying(cost, text, extra))
    return found


def paying(cost: int, action: str, extra: str = "") -> str:
    """An option to take an action that costs action tokens, saying how many as the draw
    action's does ("Pay 1 to draw a card"): moves (609.2b) and cards played (609.2a, 609.2c)
    alike, "Pay 2 to move ...", "Pay 0 to play ..." for one that costs nothing; `extra`, a
    card's additional costs (`extracost.cost_words`: " and discard 2 cards")."""
    return f"Pay {cost}{extra} to {action}"


def _affordable(g: MlpGame, requirements: power.PowerByColor, tokens: int, iid: int, spec, cost: int) -> bool:
    """Can the player pay for Event `iid` (its `spec`, costing `cost`: `PlayCosts.cost`) and
    meet its requirement?"""
    # the cheap test first: the requirement needs every character's power and colors
    if cost > tokens:
        return False
    reqs = power.play_requirements(g, iid, spec)
    return not reqs or requirements.covers(reqs)


def _controls_named(g: MlpGame, player: int, spec) -> bool:
    return controls_named(g, player, spec)


def _shared_actions(g: MlpGame, player: int, is_main: bool, in_faceoff: bool, out: list) -> None:
    """Teamwork: activated abilities a Friend has from a Teamwork card here, activated as
    the Friend's own ("act|<friend>|<index>|<Teamwork card>")."""
    cards = g.s["cards"]
    for sharer, src, index, ability in teamwork.shared_activated(g):
        if cards[sharer]["ctrl"] != player and not ability.params.get("any_player"):
            continue
        if (ability.timing == "main" and not is_main) or (ability.timing == "faceoff" and not in_faceoff):
            continue
        if abilities.can_activate(g, player, sharer, ability):
            out.append((f"act|{sharer}|{index}|{src}",
                        ability_option(g, sharer, ability, f"{g.name(sharer)} (by Teamwork from {g.name(src)})")))


def may_act_outside_main(g: MlpGame, player: int) -> bool:
    """Could this player have anything to do in a window that is not their Main Phase?

    A cheap look at the kinds of cards they hold and control (cached until the board
    changes) against whether a faceoff is running or a reaction condition was met, and
    against the action tokens they have, so that windows where nobody can act pass
    without listing actions; `legal` decides the details. Asked about 30,000 times in 20
    games, mostly when neither is going on: then what every card of the game could need
    (`_needs_of_the_game`, kept across boards) answers first.

    Each kind of window need is kept with the least the player could pay for what gives
    it (`_least_costs`): an ability's action tokens (508.1d: `_fewest_tokens`, no more than
    `abilities.can_activate` asks for), a card's `power.play_cost_floor`, taken as 0 while the player
    has a discount (`power.pays_less_by_turn`, read now: discounts come and go without a
    new board). Holding only what they can't pay for is holding nothing to do (most
    often: abilities and Immediate Events held with no action token left); the listing
    would find nothing either (`test_legal_listing.py` checks it at every call).
    """
    return _usable_now(g) and _may_act_outside_main(g, player)  # (most windows: not usable now)


def _may_act_outside_main(g: MlpGame, player: int) -> bool:
    """`may_act_outside_main` once `_usable_now` has said yes."""
    s = g.s
    if g.static_abilities(MAIN_PHASE_ACTIONS_ONLY):
        return False  # (`legal`: only Main Phase actions)
    cache = g.cached()
    key = _OFFMAIN_KEYS[player]
    # a game with a text giving the Friends in a hand Hasty (`_usable_now`, asked first, read it
    # into `g.offmain_kinds`) works this out afresh: a card flipped or a modifier ending changes it
    # without dropping the cache
    hand_hasty = g.offmain_kinds[4]
    needs = None if hand_hasty else cache.get(key)
    if needs is None:
        needs = _least_costs(g, player, hand_hasty)
        if not hand_hasty:
            cache[key] = needs
    if not needs:
        return False
    tokens = s["players"][player]["tokens"]
    discounted = None  # (looked up only when a card's cost is what decides)
    for need, (card, ability) in needs.items():
        if (need == "faceoff" and s["faceoff"] is None) or (need == "reaction" and not s["reactions"]):
            continue  # (not going on now)
        if need in abilities.PHASE_TIMINGS and abilities.phase_timing_refusal(g, player, need) is not None:
            continue  # ("Score Phase:", "Any Phase:": the turn player's, in that phase, outside faceoffs, 512.3)
        if ability <= tokens or card <= tokens:
            return True
        if card < _NOTHING:
            if discounted is None:
                discounted = power.pays_less_by_turn(g, player)
            if discounted:
                return True
    return False


_NOTHING = 1 << 30  # (no card, or no ability, gives that need)


def _least_costs(g: MlpGame, player: int, hand_hasty: bool) -> dict[str, list[int]]:
    """What `player` could use outside their Main Phase, by window need (`_window_need`):
    [the least any card of theirs giving it could cost (`power.play_cost_floor`), the
    fewest action tokens any ability giving it asks (`_fewest_tokens`)] (`_NOTHING`:
    none), on this board; a face-down or frightened card in play has no abilities to give
    any (505.1a, 504.1). An "[x] Phase" ability of a card in play gives its timing phrase
    (`abilities.PHASE_TIMINGS`), whose phase is read as a window opens.

    Only the cards whose card id `_needs_of_the_game` found usable outside a Main Phase
    are read (`_offmain_card_ids`: the others give no need)."""
    s = g.s
    cards = s["cards"]
    found: dict[str, list[int]] = {}
    hasty_friends = hand_hasty and power.friends_in_hand_hasty(g, player)
    any_time = MAIN_EVENTS_ANY_TIME[player] in s["flags"]
    held_usable = _offmain_card_ids(g, player)  # (None: every card held is read)
    from_discard = g.keyword_card_ids().get(PLAYABLE_FROM_DISCARD)
    plain = from_discard is None and not (entering.may_play_elsewhere(g) and entering.playable_elsewhere(g, player))
    for iid in (s["players"][player]["hand"] if plain else cards_playable_as_from_hand(g, player)):
        if held_usable is not None and cards[iid]["card"] not in held_usable:
            continue
        spec = g.spec(iid)
        if "Hasty" in spec.keywords or (hasty_friends and spec.type == "friend"):
            need = "always"
        elif spec.type == "event" and spec.timing not in ("main", "none"):
            need = _window_need(spec.timing)
        elif spec.type == "event" and spec.timing == "main" and any_time:
            need = "always"
        else:
            need = None
        if need is not None:
            least = found.setdefault(need, [_NOTHING, _NOTHING])
            least[0] = min(least[0], power.play_cost_floor(g, spec))
        for ability in spec.abilities:
            if ability.kind == FROM_HAND and ability.timing != "main":  # (as `_add_hand_ability_needs`)
                least = found.setdefault(_window_need(ability.timing), [_NOTHING, _NOTHING])
                least[1] = min(least[1], _fewest_tokens(g, ability))
    usable = _game_needs(g)[5]
    board = g.settled_board or g.board()
    for iid in board.activators:  # (cards with activated abilities on either face)
        c = cards[iid]
        if c["card"] not in usable or c["face_down"] or c["frightened"]:
            continue  # (Main Phase abilities only; a face-down card has none, 505.1a, 504.1)
        for _, ability in g.spec(iid).activated:
            timing = ability.timing
            if timing != "main" and (c["ctrl"] == player or ability.params.get("any_player")):
                # (an "[x] Phase" ability under its timing phrase, whose window `_may_act_outside_main` reads)
                need = timing if timing in abilities.PHASE_TIMINGS else _window_need(timing)
                least = found.setdefault(need, [_NOTHING, _NOTHING])
                least[1] = min(least[1], _fewest_tokens(g, ability))
    if board.teamwork:  # (`g.teamwork_in_play()`)
        for sharer, _src, _index, ability in teamwork.shared_activated(g):
            if ability.timing != "main" and (cards[sharer]["ctrl"] == player
                                             or ability.params.get("any_player")):
                least = found.setdefault(_window_need(ability.timing), [_NOTHING, _NOTHING])
                least[1] = min(least[1], _fewest_tokens(g, ability))
    return found


def _fewest_tokens(g: MlpGame, ability) -> int:
    """The fewest action tokens activating the ability could ask on this board (508.1d): the
    [N] its text prints, kept as `pay`; for an ability read in parts, whose costs are each
    checked before it is offered (`steps.can_use`), the greatest [N] among them, or none
    while a card in play lowers what activating costs (`activation_costs.activations_lowered`,
    asked only then)."""
    p = ability.params
    if ability.name != "effect" or "costs" not in p:
        return p.get("pay", 0)
    if activations_lowered(g):
        return 0
    return max((cost[1] for cost in p["costs"] if cost[0] == "pay"), default=0)


_OFFMAIN_KEYS = ("offmain:0", "offmain:1")


def may_either_act_outside_main(g: MlpGame) -> bool:
    """`may_act_outside_main` for either player (asked as a window opens)."""
    return _usable_now(g) and (_may_act_outside_main(g, 0) or _may_act_outside_main(g, 1))


def _offmain_card_ids(g: MlpGame, player: int) -> frozenset[str] | None:
    """The card ids whose cards `legal` reads outside `player`'s Main Phase: those with a face
    usable there (`_needs_of_the_game`); a card of another id offers only Main Phase actions
    (a Friend or Resource without Hasty, a Main Phase Event, a Troublemaker, Main Phase
    abilities). None (every card) while the Friends in a hand may have Hasty or the player may
    play Main Phase Events at any time, which make more cards usable there."""
    held = _game_needs(g)
    if held[4] or MAIN_EVENTS_ANY_TIME[player] in g.s["flags"]:
        return None
    return held[5]


def _usable_now(g: MlpGame) -> bool:
    """Could any card of the game, wherever it is, be used now outside its player's Main
    Phase (`_needs_of_the_game`, kept in `g.offmain_kinds`)? Most windows: no."""
    s = g.s
    held = _game_needs(g)
    if held[4] and (power.friends_in_hand_hasty(g, 0) or power.friends_in_hand_hasty(g, 1)):
        return True  # (a text gives the Friends in a hand Hasty)
    return held[1] or (held[2] and s["faceoff"] is not None) or (held[3] and bool(s["reactions"]))


def _game_needs(g: MlpGame) -> tuple[dict, bool, bool, bool, bool, frozenset[str]]:
    """`_needs_of_the_game`, as kept in `g.offmain_kinds` while it holds."""
    held = g.offmain_kinds
    if held is None or held[0] is not g.keyword_card_ids():
        held = _needs_of_the_game(g)
    return held


def _needs_of_the_game(g: MlpGame) -> tuple[dict, bool, bool, bool, bool, frozenset[str]]:
    """Whether any card of this game could be usable outside its player's Main Phase,
    whoever holds or controls it, at any time, in a faceoff and with a reaction condition
    met (`_window_need`), read from either face's Hasty, Event timing and activated
    abilities (Teamwork shares only these too), after the `keyword_card_ids` it was read
    with; whether a text of the game gives the Friends in a hand Hasty; and the card ids
    of the cards that could (`_face_needs`: `_least_costs` reads no other); kept as
    `g.offmain_kinds`.

    Each is true whenever `may_act_outside_main` could find that need for either player,
    as long as the game holds no kind of card it did not hold when this was read. Every
    card that joins the game with a kind it may not have held (`put_token`,
    `create_card`, a card id changed by `relocate`) or a replaced state replaces
    `g.keyword_card_ids()`, so this is kept with that dict and read again with a new one.
    """
    by_keyword = g.keyword_card_ids()
    needs: set[str] = set()
    usable: set[str] = set()
    lib = g.lib
    hand_hasty = any(m["kind"] == HAND_HASTY for m in g.s["mods"])  # (a board saved with one)
    for card_id in {c["card"] for c in g.s["cards"].values()}:
        printed = lib.spec(card_id)
        for face in (printed, printed.boosted):
            if face is None:
                continue
            if _gives_hand_hasty(face):
                hand_hasty = True
            found = _face_needs(face)
            if found:
                needs |= found
                usable.add(card_id)
    found = g.offmain_kinds = (by_keyword, "always" in needs, "faceoff" in needs, "reaction" in needs, hand_hasty,
                               frozenset(usable))
    return found


def _face_needs(face: Spec) -> set[str]:
    """What must be going on for what a card face offers outside its player's Main Phase
    to be usable (`_window_need`): playing it (Hasty, an Event's timing phrase), its
    activated abilities and those used from the hand. A Friend given Hasty in the hand or
    a Main Phase Event played at any time is not counted: `_least_costs` reads those
    afresh."""
    needs: set[str] = set()
    if "Hasty" in face.keywords:
        needs.add("always")
    if face.type == "event" and face.timing not in ("main", "none"):
        needs.add(_window_need(face.timing))
    for _, ability in face.activated:
        if ability.timing != "main":
            needs.add(_window_need(ability.timing))
    _add_hand_ability_needs(face, needs)
    return needs


def _add_hand_ability_needs(spec, needs: set[str]) -> None:
    """What an ability used from the hand needs to be usable outside its Main Phase."""
    for ability in spec.abilities:
        if ability.kind == FROM_HAND and ability.timing != "main":
            needs.add(_window_need(ability.timing))


def _gives_hand_hasty(face) -> bool:
    """Does a face have a text that gives the Friends in a hand Hasty (a step or a flipped
    card's continuous text: `values.power.friends_in_hand_hasty`)?"""
    if "hand_hasty" in face.statics:
        return True
    return any(step.get("do") == "hand_hasty" for ability in face.abilities
               for step in ability.params.get("steps", ()))


def _window_need(timing: str) -> str:
    """What must be going on for a card with this timing phrase to be usable (512)."""
    if timing.endswith("reaction"):
        return "reaction"
    if timing.endswith("faceoff"):
        return "faceoff"
    return "always"


def _destinations(g: MlpGame, board: BoardIndex, player: int, spec) -> list[tuple[str, str, str, int | None]]:
    """Where a Friend or Resource could be played: (dest, label, area entered, card it
    goes on or None).

    The same for every card of a type with the same placement rule (`abilities.host_ok`
    decides by the rule alone), and read only from the areas and the cards in play, so
    kept with the board index `board` (do not modify).
    """
    friend = spec.type == "friend"
    attach = "" if friend else spec.attach or "home"
    memo = board.memo
    key = ("destinations", player, attach)
    found = memo.get(key)
    if found is not None:
        return found
    if friend:
        found = _friend_places(g, player, _problem_areas(g, board))
    elif attach == "dilemma":
        found = [("dilemma", "at its own area (522.2)", "dilemma", None)]
    elif attach == "home":
        found = [(home(player), "at home", home(player), None)]
    else:
        cards = g.s["cards"]
        if attach == "problem":
            found = [(f"on:{host}", f"on the Problem at {a}", cards[host]["area"], host)
                     for a in _problem_areas(g, board)
                     if (host := g.problem_card(a)) and not problems_text.resource_barred(g, host)]
        else:
            found = _hosts(g, player, attach)
    memo[key] = found
    return found


def _hosts(g: MlpGame, player: int, attach: str) -> list[tuple[str, str, str, int]]:
    """`_destinations` on the cards in play the placement rule `attach` takes (not a
    Problem's): `abilities.host_ok` of each, in play order."""
    cards = g.s["cards"]
    return [(f"on:{target}", f"on {g.name(target)}", cards[target]["area"], target) for target in g.s["play"]
            if abilities.host_ok(g, player, attach, target) and not problems_text.resource_barred(g, target)]


def _friend_places(g: MlpGame, player: int, problems: list[str]) -> list[tuple[str, str, str, None]]:
    """`_destinations` of a Friend: home, then each Problem area."""
    mine = home(player)
    return [(mine, "at home", mine, None), *[(a, f"at {a}", a, None) for a in problems]]


def _problem_areas(g: MlpGame, board: BoardIndex) -> list[str]:
    """`MlpGame.problems`, read only from the areas, so kept with the board index `board`
    (do not modify)."""
    memo = board.memo
    found = memo.get("problem_areas")
    if found is None:
        found = memo["problem_areas"] = g.problems()
    return found


def take(g: MlpGame, player: int, key: str) -> None:
    """Perform an action chosen from `legal` (705.2)."""
    parts = key.split("|")
    kind = parts[0]
    if kind == "play":
        g.push("play_card", player=player, iid=int(parts[1]), dest=parts[2], react=0, step=0)
    elif kind == "react":
        g.push("play_card", player=player, iid=int(parts[1]), dest="event", react=int(parts[2]), step=0)
    elif kind == "tm":
        iid = int(parts[1])
        g.note("609.2c", f"P{player} plays a Troublemaker face-down to {parts[2]}")
        record_play(g, player, "troublemaker")
        g.pay_tokens(player, power.troublemaker_play_cost(g, player, parts[2]), "609.2c")
        spend_discounts(g, player, iid, None)  # (playing it is playing a card: "the next card you play")
        g.s["flags"].pop(power.NEXT_CARD_REQUIREMENTS_REDUCED[player], None)
        # "Troublemakers played here enter play face-up" (706.1b), read before the card enters:
        # derived values cached meanwhile would take the new card as face-up
        face_up = bool(g.static_abilities("tm_face_up")) and power.static_sum(g, "tm_face_up", player, area=parts[2])
        # (from a zone a text let it be played out of: read before it leaves, to name that text)
        allowed = _played_from_elsewhere(g, player, iid)
        new = g.relocate(iid, "play", area=parts[2], controller=player)
        g.card(new)["face_down"] = not face_up
        _as_played(g, new, player, allowed.get("by") if allowed else None, bool(allowed and allowed["banish"]))
        if face_up:
            g.note("706.1b", f"{g.name(new)} enters play face-up at {parts[2]}")
        last = _emptied_hand(g, player)  # (it reads the board: only once the card's record is complete)
        g.emit_event("enter_play", {"card": new, "area": parts[2], "player": player})
        g.emit_event("played", {"card": new, "area": parts[2], "player": player,
                                "troublemaker": True, **last})
    elif kind == "move":
        iid, dest = int(parts[1]), parts[2]
        # (what makes the price other than 2 said as a judge's "why not?" says it: `move_price`)
        cost, made_of = move_price(g, player, iid, dest)
        g.pay_tokens(player, cost, "609.2b", made_of)
        g.move(iid, dest, player, "609.2b")
    elif kind == "draw":
        g.pay_tokens(player, power.draw_action_cost(g, player), "609.2d")
        g.draw(player, 1, "609.2d")
    elif kind == "rally":
        g.pay_tokens(player, rallying.rally_cost(g, player, int(parts[1])), "609.2e")
        g.unfrighten(int(parts[1]), "609.2e")
    elif kind == "act":
        iid, index = int(parts[1]), int(parts[2])
        # a fourth part names the Teamwork card whose printed ability the Friend has
        owner = int(parts[3]) if len(parts) > 3 else iid
        spec = g.spec(owner)
        shared = {TEAMWORK_GIVER: owner} if owner != iid else {}
        g.note("703.1", f"P{player} activates the ability {g.name(iid)} has by Teamwork from {g.name(owner)}"
               if shared else f"P{player} activates {spec.name}")
        g.push("ability", src=iid, card=spec.id, ab=index, boosted=g.card(owner)["boosted"], name="",
               ctrl=player, data={"activated": True}, step=0, **shared)
    else:
        raise ValueError(f"unknown action {key!r}")


@op("play_card")
def play_card(g: MlpGame, f: dict) -> bool:
    """705.2: announce, queue, pay costs, follow instructions, enter play or discard."""
    player = f["player"]
    iid = f["iid"]
    # an Event that put itself on top of its deck may have moved on (flipped, drawn): its id is gone
    spec = g.spec(iid) if iid in g.s["cards"] else g.lib.spec(f["card_id"])
    if f["step"] == 0:
        if not f.get("extra_paid"):  # (announced once: not again once its additional costs are paid)
            # (a play "for free" is a text's doing, `entering.play_for_free`: the line names it)
            g.note("705.2a", f"P{player} plays {spec.name}" + (" for free" + g.by_text() if f.get("free") else ""))
        if spec.extra_costs and extracost.push_payment(g, f, spec):
            return False  # 705.2a, then 705.2d: announced first, its additional costs paid next
        dest = f["dest"]
        area, host = play_place(g, dest)
        # ("play ... for free": the play with no cost to pay, `entering.play_for_free`)
        cost, made_of = (0, "") if f.get("free") else price_to_play(g, player, iid, spec, area, host)
        if g.card(iid)["zone"] == "discard":
            f["from_discard"] = True  # (kept only when so: the frame is part of the position)
        allowed = _played_from_elsewhere(g, player, iid)
        if allowed and allowed["banish"]:
            f["banish_instead"] = True  # "if it would enter your discard pile, banish it instead"
        if allowed and "by" in allowed:
            f["allowed_by"] = allowed["by"]  # (the card whose text let it be played: named if it changes control)
        record_play(g, player, spec.type)
        played_as = g.name(iid)
        queued = g.relocate(iid, "queue")
        f["iid"] = queued
        if spec.type == "event":
            # its number changes here, and its questions and lines name it so until it resolves
            g.note("705.2b", f"{played_as} is put into the queue as {g.name(queued)} (a new card, 410.6)")
        if spec.type == "event" and _emptied_hand(g, player):
            # (an Event's instructions may fill the hand again before its "played" event;
            # kept only while a card in play asks, `_emptied_hand`)
            f["last_in_hand"] = True
        g.pay_tokens(player, cost, "705.2d", made_of)
        # (the next card's, Friend's, [Kindness] Friend's, Accessory's, this name's, this card's)
        spend_discounts(g, player, iid, spec)
        g.s["flags"].pop(power.NEXT_CARD_REQUIREMENTS_REDUCED[player], None)  # (spent by this card)
        if spec.type == "event":
            f["step"] = 1
            if g.static_abilities(entering.CANCELS_OPPONENTS_EVENTS) and entering.event_cancellers(g, player):
                f["step"] = 2  # "As an opponent plays an Event, you may ... cancel that card." first
                return False
            g.push("ability", src=queued, card=spec.id, ab=play_ability_index(spec),
                   boosted=False, name="", ctrl=player, data={"react": f["react"]}, step=0)
            return False
        if f["dest"] == "dilemma":
            # 522.2: a Dilemma enters play at an area of its own, owned by its controller
            area = f"{DILEMMA_PREFIX}{queued}"
            g.s["areas"][area] = {"owner": player, "kind": "problem", "problem": None}
        new = g.relocate(queued, "play", area=area, controller=player)
        if f["dest"] == "dilemma":
            g.s["areas"][area]["problem"] = new
        c = g.card(new)
        c["host"] = host  # (before anything answers its entering, the board index included: 509.2)
        _as_played(g, new, player, f.get("allowed_by"), bool(f.get("banish_instead")))
        if f.get("frightened"):
            c["frightened"] = True  # ("play it to your home frightened for free": 706.1b)
        # (a Dilemma's area is named by the Dilemma: it enters play at an area of its own, 522.2)
        where = "an area of its own" if f["dest"] == "dilemma" else area
        g.note("706.1", f"{g.name(new)} enters play at {where}" + (f" on {g.name(host)}" if host else "")
               + (" frightened" if f.get("frightened") else ""))
        if f.get("from_discard") and g.s["faceoff"] is not None and any(
                ability.params.get("banished_after_faceoff") for ability in spec.statics.get(PLAYABLE_FROM_DISCARD, ())):
            delayed.banish_at_end(g, new, "faceoff")  # "If you do, banish this card at the end of the faceoff."
        g.emit_event("enter_play", {"card": new, "area": area, "player": player})
        # (nothing was asked since it left the hand; a card that waits for "the last card in
        # your hand" hears of its own play, as "when you play this card" does)
        if g.is_type(new, "friend"):
            g.friend_played(player)  # ("Friends in your hand have Hasty until you play a Friend")
        g.emit_event("played", {"card": new, "area": area, "player": player, **_emptied_hand(g, player)})
        return True
    if f["step"] == 2:
        # the opponent may cancel the Event before its instructions are followed (410.7)
        cancellers = entering.event_cancellers(g, player)
        ans = f.pop("ans", None)
        if ans is None and cancellers:
            # led by the card that may cancel it, as every question of a card's text is; two
            # such cards are told apart by the options, which name each
            lead = f"{g.name(cancellers[0][0])}: " if len(cancellers) == 1 else ""
            g.ask(1 - player, "may", f"{lead}Cancel {spec.name}? (712.3)",
                  [("no", "Don't"), *((f"cancel:{src}", entering.cancel_cost_label(g, src, pay))
                                     for src, pay in cancellers)])
            return False
        f["step"] = 1
        chosen = [(src, pay) for src, pay in cancellers if ans and ans[0] == f"cancel:{src}"]
        if chosen:
            entering.cancel_event(g, chosen[0][0], chosen[0][1], f["iid"], spec.name)
        else:
            g.push("ability", src=f["iid"], card=spec.id, ab=play_ability_index(spec),
                   boosted=False, name="", ctrl=player, data={"react": f["react"]}, step=0)
            return False
    if f["iid"] in g.s["cards"] and g.card(f["iid"])["zone"] == "queue":
        # (named by the number it had in the queue zone and the one it has now, where the judge
        # finds it: `MlpGame.note` adds "(now #N)")
        name, owner = g.name(f["iid"]), g.card(f["iid"])["owner"]
        if f.get("banish_instead"):
            g.relocate(f["iid"], "banished")
            # (the card whose text let it be played so, named when the permission kept it)
            by = g.name_or_printed(*f["allowed_by"]) if f.get("allowed_by") else ""
            g.note("710.1", f"{name} is banished instead of entering P{owner}'s discard pile{g.by_text(by)}")
        else:
            new = g.relocate(f["iid"], "discard")
            g.note("304.2", f"{name} is put into P{owner}'s discard pile")
            g.emit_event("put_in_discard", {"card": new, "owner": g.card(new)["owner"]})
    g.emit_event("played", {"card": 0, "player": player, "event_card": spec.id, **_last_in_hand(f)})
    return True


def _played_from_elsewhere(g: MlpGame, player: int, iid: int) -> dict | None:
    """The permission a card played from a zone other than its player's hand is played by
    (`entering.played_from_elsewhere`, used up as it is read): its "by" names the card whose
    text gave it, face-up or face-down Troublemaker alike (609.2c); None from the hand."""
    return entering.played_from_elsewhere(g, player, iid) if g.card(iid)["zone"] != "hand" else None


def _as_played(g: MlpGame, new: int, player: int, allowed_by: list[int] | None, banish: bool) -> None:
    """What a card played from a zone a text let it be played out of keeps as it enters play,
    face-up or face-down alike (609.2c, 706.1): its controller (`_control_as_played`) and the
    permission's "if it would enter your discard pile, banish it instead" (`banish`, 710),
    which the card keeps while it stays in play (`state.game.PLAYED_TO_BE_BANISHED`, read by
    `MlpGame.banished_instead_of_discard`)."""
    _control_as_played(g, new, player, allowed_by)
    if banish:
        flags = g.s["flags"]
        cards = g.s["cards"]
        kept = [i for i in flags.get(PLAYED_TO_BE_BANISHED, ()) if i in cards and cards[i]["zone"] == "play"]
        flags[PLAYED_TO_BE_BANISHED] = [*kept, new]
        # (with the card whose text gave the permission, for the line of its banishing: `banishing_text`)
        named = [entry for entry in flags.get(PLAYED_TO_BE_BANISHED_BY, ()) if entry[0] in kept]
        if allowed_by:
            named.append([new, *allowed_by])
        if named:
            flags[PLAYED_TO_BE_BANISHED_BY] = named
        else:
            flags.pop(PLAYED_TO_BE_BANISHED_BY, None)


def _control_as_played(g: MlpGame, new: int, player: int, allowed_by: list[int] | None) -> None:
    """A card of another player's, played as though it were in this player's hand (AD206:
    "the player who defeats this Troublemaker may play that card"), enters play under the
    control of the player who played it (513.2: the effect that let them play it changes its
    controller; its owner stays the same, 513.1), for as long as it stays in play. Its line
    names the card whose text let them play it (`allowed_by`: its id and card id, kept with
    the permission), as it is now or, gone, by its name: "P1 now controls Hard Hat #30 (P0's),
    played by the text of Discord, Utter Pandemonium"."""
    if g.card(new)["owner"] != player:
        by = f", played by the text of {g.name_or_printed(*allowed_by)}" if allowed_by else ""
        g.change_control(new, player, CONTROL_FOREVER, ctrl=player, src=new,
                         says=f"P{player} now controls {g.name(new)} (P{g.card(new)['owner']}'s){by}")


def _emptied_hand(g: MlpGame, player: int) -> dict[str, bool]:
    """{"last_in_hand": True} when the card just played was the last card in its player's
    hand and a card in play waits for that ("when you play the last card in your hand"),
    else nothing (no record of it is kept otherwise)."""
    if g.s["players"][player]["hand"] or not entering.last_card_listened(g):
        return {}
    return {"last_in_hand": True}


def _last_in_hand(f: dict) -> dict[str, bool]:
    """What `play_card` noted as the card was played (`_emptied_hand`), for the event."""
    return {"last_in_hand": True} if f.get("last_in_hand") else {}
