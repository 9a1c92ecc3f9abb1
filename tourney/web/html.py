"""The frame every page shares: escaping, the head, the style sheet and the menu.

Plain HTML and one small inline style sheet: it loads at once on poor Wi-Fi
and shows on an old phone's browser. The script that keeps a page current
is served separately (`/live.js`), so the pages' security policy can forbid
any script written into a page.
"""

from __future__ import annotations

import re
from html import escape

UPDATED_MARK = "<!--updated-->"
"""Where a following page says when it was last known current ("Up to date at 14:03").

The server fills it in when it sends the page, and the page's script each
time the server answers, so a page kept between changes never carries the
time it was first made."""

BRACKET_LINK = '<a href="/bracket">Bracket</a>'

STYLE = """
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 sans-serif;color:#111;background:#fff;overflow-wrap:anywhere}
header{background:#3b2e6e;color:#fff;padding:.5em .8em}
header a{color:#fff;margin-right:1em}
h1{font-size:1.2em;margin:0 0 .2em}
h2{font-size:1.1em;margin:.8em 0 .3em}
main{padding:.5em .8em 2em}
table{border-collapse:collapse;width:100%}
td,th{padding:.35em .3em;border-bottom:1px solid #ddd;text-align:left;vertical-align:baseline}
td{overflow-wrap:anywhere}
th,td:last-child{white-space:nowrap}
th{font-size:.85em;color:#555}
td.n{text-align:right;white-space:nowrap}
td.word{overflow-wrap:normal}
.clock{font-weight:bold;font-size:1.1em}
.keep{white-space:nowrap}
.note{color:#555;font-size:.9em}
.msg{background:#e8f4e8;border:1px solid #8c8;padding:.5em;margin:.5em 0}
.err{background:#fbeaea;border:1px solid #d88;padding:.5em;margin:.5em 0}
input,select,textarea,button{font-size:1em;padding:.4em;max-width:100%}
textarea{width:100%;height:10em}
form p{margin:.4em 0}
.mine td{background:#fff6d0}
.choices li{margin:.7em 0}
#updated{margin:.2em 0 .6em}
.soon{background:#eef0fb;border:1px solid #99b;padding:.5em;margin:.5em 0}
h3{font-size:1em;margin:1em 0 .3em}
.match{border:1px solid #ccc;padding:.3em .5em;margin:.4em 0}
.match div{padding:.1em 0}
.match .out{color:#777}
.match.ahead{border-style:dashed}
details.done summary{cursor:pointer;margin:1em 0 .3em}
details.done summary h3{display:inline;margin:0}
.champion{background:#fff6d0;border:1px solid #cb6;padding:.5em;margin:.5em 0;font-size:1.1em}
.cut{background:#eef0fb;border:1px solid #99b;padding:.5em;margin:.5em 0}
"""


def e(value: object) -> str:
    """Text for HTML: every name passes through here."""
    return escape("" if value is None else str(value), quote=True)


def heading(title: str) -> str:
    """A page's heading as HTML: a round's number stays with its word ("(round 2)"), which a
    phone's narrow heading broke across two lines."""
    return re.sub(r"\((round \d+)\)", r'<span class=keep>(\1)</span>', e(title))


def page(
    title: str,
    body: str,
    *,
    event_name: str,
    version: int,
    live: bool = True,
    clock: str = "",
    extra_style: str = "",
    menu: bool = True,
    source: str = "",
    stamp: bool = True,
    bracket: bool = False,
    untimed: bool = False,
) -> str:
    """A whole page. `live` pages follow changes (`/live.js`, else a refresh every 30 s).

    `clock` is HTML (the server's clock marker) placed where the script keeps
    the time left counting (`<div id=clock>`, under the heading). `source` is the address the
    script re-reads the page from when it is not the page's own (an answer to
    a form shows the player's page). `bracket` adds the top cut's bracket to the menu
    (once the cut is made). An `untimed` round's clock holds a sentence, not a time (the
    mark is in the page's main part, so a screen left open follows a round that changes).
    """
    follow = (
        '<script src="/live.js" defer></script>'
        '<noscript><meta http-equiv="refresh" content="30"></noscript>'
        if live else ""
    )
    nav = (
        '<a href="/">Pairings</a><a href="/standings">Standings</a>'
        f'{BRACKET_LINK if bracket else ""}<a href="/find">Find me</a>'
        if menu else ""
    )
    # Under the heading, not in it: "Pairings, round 1 clock not started" read as one line.
    kind = "clock untimed" if untimed else "clock"
    clock_html = f'<div class="{kind}" id="clock">{clock}</div>' if clock else ""
    # A phone left open on the page shows when it last heard from the event's computer: an
    # old page with no time on it reads as current.
    updated_html = f'<p class=note id="updated">{UPDATED_MARK}</p>' if live and stamp else ""
    source_attr = f' data-src="{e(source)}"' if source else ""
    return (
        "<!DOCTYPE html><html lang=en><head><meta charset=utf-8>"
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{e(title)} – {e(event_name)}</title>"
        f"<style>{STYLE}{extra_style}</style>{follow}</head>"
        f'<body data-v="{version}"{source_attr}><header><h1>{e(event_name)}</h1>{nav}</header>'
        f'<main id="main"><h2>{heading(title)}</h2>{clock_html}{updated_html}{body}</main></body></html>'
    )
