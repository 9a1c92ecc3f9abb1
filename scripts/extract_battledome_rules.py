"""Make the shipped copy of the Neopets Battledome TCG comprehensive rules: rule number -> text.

Run: .venv/bin/python scripts/extract_battledome_rules.py RULES_TXT [--out FILE]

RULES_TXT is the plain-text extraction of the comprehensive rules. The result (default
`resources/battledome/rules.json`) is what `BattledomeTable.rules_text()` reads, so the
match table shows the words of a rule the engine cites, not only its number. It is
written again from the text, never edited by hand.

How the text is laid out, and what is done with it:
- a section starts with "N. Title" ("5. Turn Structure"); the paragraphs under it that
  carry no number (sections 2 and 3 are prose) are that section's text, so "2" and "3"
  can be cited;
- a rule is "5.1.1 Title" or "- 1.1 text" (a list dash before some); a rule whose line is
  only a title ("4.1 “Can’t Beats Can”") or only its number (5.5.7b) takes the paragraphs
  under it as its text, after the title;
- a page break in the extraction split a sentence over two paragraphs ("for purposes of
  game / text"): a paragraph that starts in lower case is joined to the one before;
- formulas came out as TeX (`$1\\frac{1}{2}$`): put back as printed (1½);
- the table of contents before section 1 and the credits after section 10 are left out.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "resources" / "battledome" / "rules.json"

SECTION = re.compile(r"^(\d{1,2})\.\s+(\S.*)$")
RULE = re.compile(r"^(?:-\s+)?(\d{1,2}(?:\.\d+)+[a-z]?)(?:\s+(.*))?$")
FIRST_SECTION = "1. Deck Construction"
END = "Credits"


def clean_markup(text: str) -> str:
    """The words as printed: fractions for TeX, single spaces."""
    text = re.sub(r"\$\s*(\d*)\s*\\frac\{1\}\{2\}\s*\$", lambda m: f"{m.group(1)}½", text)
    text = re.sub(r"\$([^$]*)\$", lambda m: m.group(1).strip(), text)
    return re.sub(r"\s+", " ", text).strip()


def _is_title(text: str) -> bool:
    """A rule line that only names its rule ("Beginning of Turn"): no sentence end, short."""
    return bool(text) and len(text) < 80 and not text.rstrip().endswith((".", ":", ")"))


def parse_rules(text: str) -> dict[str, str]:
    """Rule number (and section number) -> its words."""
    rules: dict[str, str] = {}
    titled: set[str] = set()
    last = ""
    started = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if not started:
            started = line == FIRST_SECTION
            if not started:
                continue
        if line == END:
            break
        rule = RULE.match(line)
        section = SECTION.match(line) if rule is None else None
        if rule is not None:
            last = rule.group(1)
            rules[last] = clean_markup(rule.group(2) or "")
            if not rules[last] or _is_title(rules[last]):
                titled.add(last)
        elif section is not None:
            last = section.group(1)
            rules[last] = clean_markup(section.group(2))
            titled.add(last)
        elif last:
            words = clean_markup(line)
            if last in titled:
                # the paragraph under a title is the rule's text: "Title. Text" (5.5.7b has
                # a number on its own line and its text under it)
                rules[last] = f"{rules[last]}. {words}" if rules[last] else words
                titled.discard(last)
            else:
                rules[last] = f"{rules[last]} {words}"
    return rules


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rules_txt", type=Path)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    rules = parse_rules(args.rules_txt.read_text(encoding="utf-8"))
    if "1.1" not in rules or "10.1.1" not in rules:
        print("the text does not look like the Battledome comprehensive rules", file=sys.stderr)
        return 1
    args.out.write_text(json.dumps(rules, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(rules)} rules written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
