"""Each page of the players' site as HTML, from the services' plain rows.

Pure functions: rows in, text out. The round clock is left as a marker
(`CLOCK_MARK`) that the server fills in when it sends the page, so a page
kept between changes still shows the time left as of the moment it is sent.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.plural import how_many, plural
from tourney.policy.clock import format_seconds
from tourney.services import round_titles
from tourney.services.decklists import DeckListWording
from tourney.services.phone_bracket import MISSED, OUT, CutPlace
from tourney.services.phone_deck_lists import CLOSED, DEADLINE
from tourney.services.player_pages import (
    LivePairings,
    PairingLine,
    PlayerChoice,
    PlayerMatchLine,
    PlayerView,
    PublicStandings,
)
from tourney.services.result_counts import ResultCount
from tourney.web.bracket_pages import cut_line, ordinal
from tourney.web.html import e, page

CLOCK_MARK = "<!--clock-->"
MAX_DECK_LIST_BYTES = 64_000
"""A deck list from a phone: a text or CSV list or an .o8d file is a few kilobytes."""


def _result_cell(result: str) -> str:
    return f"<td>{e(result)}</td>" if result else '<td class="note">playing</td>'


def pairings_page(data: LivePairings, *, version: int, bracket: bool = False) -> str:
    """The round's pairings by name: everyone alphabetically with table and opponent."""
    coming = (f'<p class=soon id="coming">{e(data.being_paired[:1].upper() + data.being_paired[1:])} '
              "is being paired: its tables appear here as soon as they are ready.</p>"
              if data.being_paired else "")
    if data.round_number is None:
        return page("Pairings", coming or "<p>No round has been published yet.</p>",
                    event_name=data.event_name, version=version, bracket=bracket)
    rows = "".join(
        f"<tr><td>{e(line.player)}</td><td class=n>{'' if line.table is None else line.table}</td>"
        f"<td>{e(line.opponent) if line.opponent is not None else '<b>bye</b>'}</td>"
        f"{_result_cell(line.result)}</tr>"
        for line in data.lines
    )
    title = f"Pairings, {data.round_title}"
    body = (
        f"{coming}"
        '<form action="/find" method="get"><p><input name="q" placeholder="Your name or number" '
        'aria-label="Your name or player number"> <button>Find me</button></p></form>'
        f"<p class=note>{_results_so_far(data.results)}</p>"
        "<table><tr><th>Player</th><th>Table</th><th>Opponent</th><th>Result</th></tr>"
        f"{rows}</table>"
    )
    return page(title, body, event_name=data.event_name,
                version=version, clock=CLOCK_MARK, bracket=bracket)


def _results_so_far(results: ResultCount) -> str:
    """"2 of 6 results, 4 missing, and a bye.", worded as the scorekeeper's window words it."""
    line = results.results_line()
    return f"{line[:1].upper()}{line[1:]}."


def standings_page(data: PublicStandings, *, version: int, bracket: bool = False) -> str:
    if data.after_round is None:
        body = "<p>The standings appear once the first round is complete.</p>"
        return page("Standings", body, event_name=data.event_name, version=version,
                    bracket=bracket)
    rows = "".join(
        f"<tr><td class=n>{line.rank}</td><td>{e(line.player)}"
        f"{' <span class=note>(dropped)</span>' if line.dropped else ''}</td>"
        f"<td class=n>{line.points}</td><td class=n>{e(line.record)}</td></tr>"
        for line in data.lines
    )
    # "1 point (0-1-0)" puzzled a player who lost: say what the record counts and what each
    # result is worth at this event (a loss may be worth a point).
    legend = (f'<p class=note id="scoring">Record: wins-losses-draws. Points: '
              f"{e(data.scoring)}.</p>" if data.scoring else "")
    # while the top cut is played these are the Swiss standings it was cut from, not the places
    cut = f'<p id="cut">{e(data.cut_progress)}</p>' if data.cut_progress else ""
    body = (
        f"{cut}{legend}<table><tr><th>#</th><th>Player</th><th>Points</th><th>Record</th></tr>"
        f"{rows}</table>"
    )
    title = (f"Final Swiss standings, after round {data.after_round}" if data.cut_progress
             else f"Standings after round {data.after_round}")
    return page(title, body,
                event_name=data.event_name, version=version, bracket=bracket)


def find_page(event_name: str, typed: str, choices: list[PlayerChoice], *, version: int,
              close: list[PlayerChoice] | None = None,
              seats: tuple[PairingLine, ...] = (), bracket: bool = False) -> str:
    """Find yourself by name or player number; one match goes straight to your page.

    When nobody's name holds what was typed, the names close to it are offered
    ("Did you mean"), to be chosen, never opened without asking.
    """
    form = (
        '<form action="/find" method="get"><p><input name="q" '
        f'value="{e(typed)}" placeholder="Your name or number" aria-label="Your name or player number"> '
        "<button>Find me</button></p></form>"
    )
    if not typed.strip():
        listed = ""
    elif not choices and close:
        listed = (f"<p>Nobody called {e(typed)} plays in this event. Did you mean:</p>"
                  + _choice_list(close, seats))
    elif not choices:
        listed = (f"<p>Nobody called {e(typed)} plays in this event. Try part of your name "
                  "(a first name or a surname) or your player number.</p>")
    else:
        listed = _choice_list(choices, seats)
    return page("Find your page", form + listed, event_name=event_name, version=version,
                live=False, bracket=bracket)


def _choice_list(choices: list[PlayerChoice], seats: tuple[PairingLine, ...] = ()) -> str:
    """The names to choose from, each with its seat this round ("table 4, against Rarity")."""
    seat_of = {line.player: line for line in seats}

    def seat(label: str) -> str:
        line = seat_of.get(label)
        if line is None:
            return ""
        if line.opponent is None:
            return " <span class=note>(a bye this round)</span>"
        where = f"table {line.table}, " if line.table is not None else ""
        return f" <span class=note>({where}against {e(line.opponent)})</span>"

    return "<ul class=choices>" + "".join(
        f'<li><a href="/player/{c.registration_id}">{e(c.label)}</a>{seat(c.label)}</li>'
        for c in choices
    ) + "</ul>"


def _report_form(match_id: int, draws_allowed: bool) -> str:
    drew = ' <button name="claim" value="drew">We drew</button>' if draws_allowed else ""
    return (
        '<form action="/report" method="post" id="report">'
        f'<input type="hidden" name="match" value="{match_id}">'
        '<p><label>Your code <input name="code" autocomplete="off" autocapitalize="characters" '
        'size="8" maxlength="12"></label></p>'
        '<p><button name="claim" value="won">I won</button> '
        f'<button name="claim" value="lost">I lost</button>{drew}</p></form>'
    )


def _deck_list_form(registration_id: int, files: tuple[str, ...]) -> str:
    """The upload form; it offers only the files the event's game reads."""
    in_words = DeckListWording(files, "").files_in_words
    kind = f"a deck list file ({in_words})" if in_words else "a deck list file"
    return (
        '<h2>Send your deck list</h2>'
        f'<p class=note id="deadline">{e(DEADLINE)}</p>'
        '<form action="/decklist" method="post" enctype="multipart/form-data" id="decklist">'
        f'<input type="hidden" name="player" value="{registration_id}">'
        '<p><label>Your code <input name="code" autocomplete="off" size="8" maxlength="12">'
        '</label></p>'
        '<p><label>Paste the list (one card a line with its number of copies, like '
        '<i>3 Card Name</i>)<br><textarea name="text"></textarea></label></p>'
        f'<p><label>or {e(kind)} '
        f'<input type="file" name="file" accept="{e(",".join(files))}">'
        f'</label></p><p class=note>At most {MAX_DECK_LIST_BYTES // 1000} KB.</p>'
        "<p><button>Send the list</button></p></form>"
    )


@dataclass(frozen=True, slots=True)
class ShownRound:
    """The round the pages show (the latest published), timed or not."""

    number: int
    name: str
    """As the round's other headings name it: "Round 2", "Quarterfinals (round 4)"."""
    still_playing: int = 0
    """Its tables without a result yet."""
    timed: bool = True
    """Whether it has time left to show: a Tier 3 elimination round is untimed."""


def shown_round(data: LivePairings) -> ShownRound | None:
    """The shown round (None before the first is published)."""
    if data.round_number is None:
        return None
    timed = data.clock is not None and data.clock.remaining_seconds is not None
    return ShownRound(data.round_number, round_titles.round_heading(data.round_number, data.bracket_name),
                      data.results.missing, timed)


def _extra_time(seconds: int) -> str:
    """ "5 minutes", or "2:30" for an extension that is not whole minutes."""
    return how_many(seconds // 60, "minute") if seconds % 60 == 0 else format_seconds(seconds)


def _time_line(view: PlayerView, shown: ShownRound | None, cut: CutPlace | None) -> str:
    """The time left in the player's round ("Round 2: 12:05 left"), or once their match is
    over their result in its place; for an untimed round still played, that it is untimed;
    "" when they do not play in the shown round or the cut has ended their event.

    The time is filled in as the page is sent and kept counting by the page's script
    (`#clock`); a table a judge gave extra time says how much more it has.
    """
    if shown is None or (cut is not None and cut.state in (OUT, MISSED)):
        return ""
    mine = next((m for m in view.matches if m.round_number == shown.number), None)
    if mine is None:
        return ""
    if not mine.open:
        # Their match is over, timed or not: the round's clock no longer counts for them. In
        # the top cut the cut's line says they won and what comes next.
        return "" if cut is not None or mine.round_name else _done_line(view, mine, shown)
    if not shown.timed:
        # No time to count down: the clock's place says the round is untimed and how long it
        # is expected to take; a blank line left a player in the top cut wondering.
        return (f'<p id="time">{e(shown.name)} — <span class="clock" id="clock">{CLOCK_MARK}</span>'
                "</p>")
    extra = (f'<span class=note id="extension">, plus {_extra_time(mine.extension_seconds)} '
             "at your table</span>" if mine.extension_seconds > 0 else "")
    return (f'<p id="time">{e(shown.name)}: <span class="clock" id="clock">{CLOCK_MARK}</span>'
            f"{extra}</p>")


def _outcome(result: str) -> str:
    """ "you won 2-1", "you lost", "a draw", "you have a bye"."""
    return {"bye": "you have a bye", "draw": "a draw", "double loss": "a double loss"}.get(
        result, f"you {result}")


def _done_line(view: PlayerView, mine: PlayerMatchLine, shown: ShownRound) -> str:
    """What a player whose Swiss match is over reads in place of the clock: their result,
    how many tables still play and what comes once they finish."""
    last = view.swiss_rounds is not None and mine.round_number >= view.swiss_rounds
    if not last:
        then = f"round {mine.round_number + 1} is paired"
    elif view.top_cut:
        then = f"the top {view.top_cut} are seeded"
    else:
        then = "the standings are final"
    playing = shown.still_playing
    if playing == 0:
        after = f"Every table has finished: {then} next."
    else:
        after = (f"{how_many(playing, 'table')} {plural(playing, 'is', 'are')} still playing; "
                 f"{then} once {plural(playing, 'it finishes', 'they finish')}.")
    return f'<p id="done">{e(shown.name)}: {e(_outcome(mine.result))}. {e(after)}</p>'


def player_page(
    view: PlayerView,
    *,
    version: int,
    message: str = "",
    error: str = "",
    deck_messages: tuple[str, ...] = (),
    shown: ShownRound | None = None,
    cut: CutPlace | None = None,
    bracket: bool = False,
) -> str:
    """A player's own page: their matches and results, their standing, what they may do.

    A player seated in the shown round (`shown`) reads its time left, as the pairings
    and the venue screen show it, or once their match is over its result; once the top
    cut is made (`cut`), where it left them.
    """
    parts = []
    if message:
        parts.append(f'<div class="msg" role="status">{e(message)}</div>')
    if error:
        parts.append(f'<div class="err" role="alert">{e(error)}</div>')
    if deck_messages:
        parts.append("<ul>" + "".join(f"<li>{e(m)}</li>" for m in deck_messages) + "</ul>")
    if view.player_number:
        parts.append(f"<p class=note>Player number {e(view.player_number)}</p>")
    parts.append(cut_line(cut))
    if view.standing is not None:
        s = view.standing
        parts.append(
            f'<p id="standing">After round {view.standing_after_round}: <b>{ordinal(s.rank)}</b>, '
            f"{how_many(s.points, 'point')} ({e(s.record)})</p>"
        )
    parts.append(_time_line(view, shown, cut))
    if view.matches:
        rows = "".join(
            f"<tr><td class={'word' if m.round_name else 'n'}>{e(m.round_name) or m.round_number}</td>"
            f"<td class=n>{'' if m.table is None else m.table}</td>"
            f"<td>{e(m.opponent) if m.opponent is not None else '<b>bye</b>'}</td>"
            f"{_result_cell(m.result)}</tr>"
            for m in view.matches
        )
        parts.append(
            "<table><tr><th>Round</th><th>Table</th><th>Opponent</th><th>Result</th></tr>"
            f"{rows}</table>"
        )
    else:
        parts.append("<p>You are not paired yet.</p>")
    current = next((m for m in reversed(view.matches) if m.open), None)
    if view.may_report and current is not None:
        the_round = round_titles.in_sentence(current.round_number, current.round_name)
        parts.append(f"<h2>Report {e(the_round)}, table {current.table}</h2>")
        parts.append(_report_form(current.match_id, current.draws_allowed))
    if view.may_send_deck_list:
        parts.append(_deck_list_form(view.registration_id, view.deck_list_files))
    elif view.deck_lists_closed and not error:
        parts.append(f'<h2>Deck list</h2><p id="deadline">{e(CLOSED)}</p>')
    return page(view.player, "".join(parts), event_name=view.event_name, version=version,
                bracket=bracket)


SCREEN_STYLE = """
body{background:#111;color:#fff;font-size:2.2vw;overflow:hidden}
header{display:none}
main{padding:0 1em;display:grid;grid-template-columns:1fr auto;column-gap:1em;align-items:start}
h2{font-size:1.4em}
main>*{grid-column:1/-1}
main>h2{grid-column:1;grid-row:1}
#updated{grid-column:1;grid-row:2}
#clock{grid-column:2;grid-row:1/span 2;position:sticky;top:.3em;margin-top:.3em;font-size:2em;background:#3b2e6e;padding:.1em .4em;max-width:40vw}
td{border-bottom:1px solid #444;padding:.15em .3em}
th{color:#bbb}
#screen{columns:2;column-gap:2em}
#screen div{break-inside:avoid;padding:.1em 0;border-bottom:1px solid #333}
#screen b{display:inline-block;min-width:2.6em;text-align:right;margin-right:.4em;color:#fc6}
#clock.untimed{font-size:1.1em}
"""


def screen_page(data: LivePairings, *, version: int) -> str:
    """The venue screen: the round's pairings by name in large type, the time left in a corner.

    The script scrolls it through the alphabet and back to the top.
    """
    if data.round_number is None:
        body = "<p>No round has been published yet.</p>"
        return page("Pairings", body, event_name=data.event_name, version=version,
                    extra_style=SCREEN_STYLE, menu=False)
    rows = "".join(
        f"<div><b>{'' if line.table is None else line.table}</b>{e(line.player)}"
        f" – {e(line.opponent) if line.opponent is not None else 'bye'}</div>"
        for line in data.lines
    )
    body = f'<div id="screen" data-scroll="1">{rows}</div>'
    # An untimed round's corner holds a sentence, not "12:05 left": in the time's large type
    # it pushed the heading into a column one letter wide.
    untimed = data.clock is not None and bool(data.clock.untimed)
    return page(f"{data.event_name}: {data.round_title}", body, event_name=data.event_name,
                version=version, clock=CLOCK_MARK, extra_style=SCREEN_STYLE, menu=False,
                untimed=untimed)


def message_page(event_name: str, title: str, text: str, *, version: int,
                 follow: bool = False) -> str:
    """A page that only says something (a page that does not exist, too many tries).

    A `follow` page keeps asking, and turns into the page asked for once it can be read
    (the database was away a minute): a phone left on it is not left saying "try again".
    """
    return page(title, f"<p>{e(text)}</p>", event_name=event_name, version=version,
                live=follow, stamp=False)
