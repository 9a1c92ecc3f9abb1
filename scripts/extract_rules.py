"""Make the shipped copy of the MLP CCG comprehensive rules: rule number -> text.

Run: .venv/bin/python scripts/extract_rules.py RULES_TXT [--older OLDER_TXT] [--out FILE]

RULES_TXT is the plain-text extraction of the comprehensive rules (Marks in Time
edition, June 2016, rules v3.4); OLDER_TXT the same for the previous edition. The
result (default `resources/mlp/rules.json`) is what `MlpTable.rules_text()` reads, so
that the match table shows the words of a rule the engine cites and not only its
number. It is written again from the text, never edited by hand.

The extraction from PDF damaged the text in known ways, each repaired here:
- page headers ("My Little Pony CCG Comprehensive Rules") sit between the lines of a
  rule: they are dropped;
- in 604 (Action Step) and 605 (Draw Step) the rules came out numbered 601.1...: a rule
  whose number belongs to another section than the heading it stands under takes the
  heading's section (the older edition, numbered correctly there, confirms the reading);
- the glossary's formulas came out as TeX (`$+ [X \\text{ wild}]$`): put back as printed;
- lines that continue a rule (examples, lists) are joined to it.
A rule number the newer text lacks altogether is taken from the older edition, marked
as such, where the section has the same title in both. Sections 10 to 13 (errata, limited play, floor rules, credits) are not numbered
rules and the engine does not cite them by number; they are left out. The glossary is
kept under "Glossary: <term>", as the engine cites it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "resources" / "mlp" / "rules.json"

PAGE_HEADER = "My Little Pony CCG Comprehensive Rules"
HEADING = re.compile(r"^\((\d{3})\)\s+(.+)$")
RULE = re.compile(r"^\((\d{3})((?:\.\d+[a-z]?)+)\)\s*(.*)$")
CHAPTER = re.compile(r"^(\d{1,2})\.\s+\S")
GLOSSARY_TERM = re.compile(r"^\*{1,2}([^*:]+?):?\*{1,2}:?\s*(.*)$")
OLDER_MARK = " (previous edition's text: the v3.4 text has no rule of this number)"


def clean_markup(text: str) -> str:
    """The words as printed: no bold marks, no TeX formulas, single spaces."""
    text = re.sub(r"\\text\{\s*([^}]*)\}", r" \1", text)
    text = re.sub(r"\$([^$]*)\$", lambda m: re.sub(r"\s+", " ", m.group(1)).strip(), text)
    text = text.replace("+ [", "+[").replace("[ ", "[").replace(" ]", "]")
    text = text.replace("**", "")
    return re.sub(r"\s+", " ", text).strip()


def _strip_bullet(line: str) -> str:
    """A line without its list dash and its bold marks around a heading."""
    line = line.strip()
    if line.startswith("- "):
        line = line[2:].strip()
    if line.startswith("**") and line.endswith("**") and line.count("**") == 2:
        line = line[2:-2].strip()
    return line


def parse_rules(text: str) -> tuple[dict[str, str], list[str]]:
    """Rule number (and section heading, and glossary term) -> text, and the repairs made."""
    rules: dict[str, str] = {}
    repairs: list[str] = []
    chapter = 0
    section = ""
    last = ""
    started = False
    for raw in text.splitlines():
        line = _strip_bullet(raw)
        if not line or line == PAGE_HEADER:
            continue
        if not started:
            # the table of contents comes first; the rules start at their own title
            started = chapter = int(line == "1. Fundamentals")
            continue
        found = CHAPTER.match(line)
        if found and not RULE.match(line):
            chapter = int(found.group(1))
            last = ""
            if chapter >= 10:
                break  # errata, limited play, floor rules, credits: not numbered rules
            continue
        if chapter == 9:
            term = GLOSSARY_TERM.match(line)
            if term:
                name = re.sub(r"\s+X$", "", term.group(1).strip())
                last = f"Glossary: {name}"
                rules[last] = clean_markup(f"{term.group(1).strip()}: {term.group(2)}")
            elif last:
                rules[last] += " " + clean_markup(line)
            continue
        heading = HEADING.match(line)
        if heading:
            section = heading.group(1)
            rules[section] = clean_markup(heading.group(2))
            last = section
            continue
        rule = RULE.match(line)
        if rule:
            number = rule.group(1) + rule.group(2)
            if section and rule.group(1) != section:
                fixed = section + rule.group(2)
                repairs.append(f"{number} under heading {section} read as {fixed}")
                number = fixed
            if number in rules:
                repairs.append(f"{number} appears twice; the first kept")
                last = ""
                continue
            rules[number] = clean_markup(rule.group(3))
            last = number
            continue
        if last:
            # a rule that is only a title ("Move a Character") reads on after a colon
            more = clean_markup(line)
            title = (last != section and len(rules[last].split()) <= 8 and more[:1].isupper()
                     and not re.search(r"[.:;?!]", rules[last]))
            rules[last] += (": " if title else " ") + more
    return rules, repairs


def merge_older(rules: dict[str, str], older: dict[str, str]) -> list[str]:
    """Fill rule numbers the newer text lacks from the older edition; what was filled.

    Only under a section of the same title in both (the editions number some sections
    differently: 409 is the Flip Zone in v3.4 and Changing Zones before)."""
    filled = []
    for number, text in older.items():
        section = number[:3]
        if (number not in rules and number[:1].isdigit() and "." in number
                and rules.get(section) == older.get(section)):
            rules[number] = text + OLDER_MARK
            filled.append(number)
    return filled


def _sort_key(key: str) -> tuple:
    """Rules in number order (101 < 101.1 < 101.1a < 101.2 < 101.10), the glossary after."""
    if not key[:1].isdigit():
        return (1, key)
    parts = re.findall(r"\d+|[a-z]+", key)
    return (0, *[(int(p), "") if p.isdigit() else (0, p) for p in parts])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("rules", type=Path, help="plain text of the comprehensive rules (v3.4)")
    parser.add_argument("--older", type=Path, help="plain text of the previous edition, to fill gaps")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write the JSON")
    args = parser.parse_args(argv)
    rules, repairs = parse_rules(args.rules.read_text(encoding="utf-8"))
    if args.older:
        older, _ = parse_rules(args.older.read_text(encoding="utf-8"))
        repairs += [f"{n} taken from the previous edition" for n in merge_older(rules, older)]
    ordered = {key: rules[key] for key in sorted(rules, key=_sort_key)}
    args.out.write_text(json.dumps(ordered, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for repair in repairs:
        print(f"repaired: {repair}")
    print(f"{len(ordered)} rules written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
