"""Import OCTGN set files into the program's own card database file.

`tourney cards import PATH...` runs this so a user can add a new set file.
The output is deterministic (same input, byte-identical output) so the shipped
database can be checked against a fresh import exactly.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.mlp.cards.codec import card_to_dict
from engine.mlp.cards.errata import Erratum, apply_errata, load_errata
from engine.mlp.cards.errors import CardDataError
from engine.mlp.cards.model import Card
from engine.mlp.cards.normalize import SetInfo, normalize_card
from engine.mlp.cards.octgn import RawSet, find_set_files, read_set_file
from engine.mlp.cards.report import ImportReport

DATABASE_FORMAT = 1
CARDS_FILE = "cards.json"
REPORT_FILE = "import-report.txt"
SETS_FILE = "sets.json"
ERRATA_FILE = "errata.json"


@dataclass(frozen=True, slots=True)
class ImportResult:
    sets: tuple[SetInfo, ...]
    cards: tuple[Card, ...]
    report: ImportReport


def load_set_table(path: Path) -> dict[str, SetInfo]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {
            s["id"]: SetInfo(s["id"], s["code"], s["name"], s["kind"], s.get("block"), s.get("released"))
            for s in data["sets"]
        }
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CardDataError(f"{path}: cannot read the set table ({exc})") from None


def _set_info(raw: RawSet, known: dict[str, SetInfo], report: ImportReport) -> SetInfo:
    info = known.get(raw.id)
    if info is not None:
        if raw.name != info.name:
            report.add("set-name", f"set {raw.id}", "name", raw.name, f"named {info.name!r} as printed on the product")
        return info
    prefixes = Counter(
        m.group(1)
        for card in raw.cards
        if (m := re.match(r"^([A-Z]+)", card.face.properties.get("Number", "")))
    )
    code = prefixes.most_common(1)[0][0] if prefixes else ""
    report.add(
        "unknown-set", f"set {raw.id}", "name", raw.name,
        f"not in the set table; imported as a core set with code {code!r} and no release date "
        "(add it to sets.json to set its kind, block and date)",
    )
    return SetInfo(raw.id, code, raw.name, "core", None, None)


def import_sets(
    paths: list[Path], set_table: dict[str, SetInfo], errata: list[Erratum]
) -> ImportResult:
    """Read, normalise, de-duplicate and correct every card in the set files under `paths`."""
    report = ImportReport()
    raw_sets = [read_set_file(p) for p in find_set_files(paths)]
    order = {set_id: i for i, set_id in enumerate(set_table)}
    raw_sets.sort(key=lambda s: (order.get(s.id, len(order)), s.source))
    infos: list[SetInfo] = []
    cards: list[Card] = []
    seen_ids: dict[str, str] = {}
    seen_sets: set[str] = set()
    for raw in raw_sets:
        if raw.id in seen_sets:
            report.add("duplicate", raw.source, "set id", raw.id, "set file seen twice; second copy skipped")
            continue
        seen_sets.add(raw.id)
        info = _set_info(raw, set_table, report)
        infos.append(info)
        for raw_card in raw.cards:
            if raw_card.id in seen_ids:
                report.add("duplicate", f"{info.name} {raw_card.face.name}", "id", raw_card.id, f"id already used in {seen_ids[raw_card.id]}; skipped")
                continue
            card = normalize_card(raw_card, info, report)
            if card is not None:
                seen_ids[raw_card.id] = info.name
                cards.append(card)
    _report_duplicates(cards, report)
    cards = apply_errata(cards, errata, report)
    return ImportResult(tuple(infos), tuple(cards), report)


def _report_duplicates(cards: list[Card], report: ImportReport) -> None:
    by_code: dict[tuple[str, str], list[Card]] = {}
    by_content: dict[tuple[Any, ...], list[Card]] = {}
    for card in cards:
        by_code.setdefault((card.set_name, card.code), []).append(card)
        key = (card.set_name, card.type, card.full_name, card.text, card.power, card.cost, card.colors)
        by_content.setdefault(key, []).append(card)
    for (set_name, code), same in by_code.items():
        if len(same) > 1:
            names = "; ".join(f"{c.full_name} [{c.id}]" for c in same)
            report.add("duplicate-number", f"{set_name} {code}", "Number", code, f"{len(same)} cards share it ({names}); all kept, look them up by id or name")
    for same in by_content.values():
        if len(same) > 1:
            ids = ", ".join(c.id for c in same)
            report.add("duplicate-card", f"{same[0].set_name} {same[0].code} {same[0].full_name}", "id", ids, f"{len(same)} identical entries; all kept so deck files naming any id still load")


def database_json(result: ImportResult) -> str:
    """The database file's text: sorted keys, one card per line, byte-stable."""
    def dump(value: Any) -> str:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    sets = [
        {"id": s.id, "code": s.code, "name": s.name, "kind": s.kind, "block": s.block, "released": s.released}
        for s in result.sets
    ]
    lines = [f'{{"format":{DATABASE_FORMAT},', f'"sets":{dump(sets)},', '"cards":[']
    body = [dump(card_to_dict(card)) for card in result.cards]
    lines.append(",\n".join(body))
    lines.append("]}")
    return "\n".join(lines) + "\n"


def write_database(result: ImportResult, out_dir: Path) -> tuple[Path, Path]:
    """Write the database and the oddity report; each file is replaced whole or not at all."""
    out_dir.mkdir(parents=True, exist_ok=True)
    faces = sum(len(card.faces) for card in result.cards)
    header = (
        f"MLP CCG card import: {len(result.sets)} sets, {len(result.cards)} cards, {faces} faces.\n"
        "Every oddity in the source files and what the importer did about it."
    )
    written = []
    for name, text in ((CARDS_FILE, database_json(result)), (REPORT_FILE, result.report.render(header=header))):
        target = out_dir / name
        temporary = target.with_suffix(target.suffix + ".tmp")
        temporary.write_text(text, encoding="utf-8", newline="\n")
        temporary.replace(target)
        written.append(target)
    return written[0], written[1]


def import_only(paths: list[Path], resources: Path) -> ImportResult:
    """Import with the set table and errata kept in `resources`, writing nothing."""
    set_table = load_set_table(resources / SETS_FILE)
    errata_path = resources / ERRATA_FILE
    errata = load_errata(errata_path) if errata_path.exists() else []
    return import_sets(paths, set_table, errata)


def run_import(paths: list[Path], resources: Path, out_dir: Path | None = None) -> ImportResult:
    """Import with the set table and errata shipped in `resources` and write the database."""
    result = import_only(paths, resources)
    write_database(result, out_dir or resources)
    return result
