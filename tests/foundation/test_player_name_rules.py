"""A players CSV line that does not fit name[,player_number] is refused, and so are invisible characters in names."""

from __future__ import annotations

import re

import pytest

from tourney.db.database import Database
from tourney.errors import ValidationError
from tourney.services import players, staff

BROKEN = "this line is broken;;;1041;extra,stuff"

# Characters that hide in a name: a person reads one name, the program stores another.
HIDDEN = [
    ("\x00", "U+0000"),
    ("\x07", "U+0007"),
    ("\u200b", "U+200B ZERO WIDTH SPACE"),
    ("\u200d", "U+200D ZERO WIDTH JOINER"),
    ("\u200f", "U+200F RIGHT-TO-LEFT MARK"),
    ("\u202a", "U+202A LEFT-TO-RIGHT EMBEDDING"),
    ("\u202e", "U+202E RIGHT-TO-LEFT OVERRIDE"),
    ("\u2066", "U+2066 LEFT-TO-RIGHT ISOLATE"),
    ("\u2069", "U+2069 POP DIRECTIONAL ISOLATE"),
    ("\ufeff", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
]


def _names(database: Database, event_id: int) -> list[str]:
    with database.reading() as session:
        return [row.name for row in players.list_players(session, event_id)]


@pytest.mark.parametrize(
    "text",
    [
        f"Applejack,1001\n{BROKEN}\nRarity,1002\n",  # commas: the semicolons hide extra fields
        f"Applejack;1001\n{BROKEN}\nRarity;1002\n",  # semicolons: five fields
        f"name,player_number\nApplejack,1001\n{BROKEN}\nRarity,1002\n",
        "Applejack\t1001\nthis line is broken\t\t1041\textra;stuff\nRarity\t1002\n",
    ],
)
def test_a_line_with_more_fields_than_name_and_number_is_refused_with_its_line_number(
    database: Database, event_id: int, text: str
) -> None:
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row.startswith("this line"))
    with database.reading() as session:
        preview = players.preview_csv(session, event_id, text, source="roster.csv")
    refused = {row.line: row.problem for row in preview if row.problem}
    assert list(refused) == [line] and "name[,player number]" in refused[line]
    with pytest.raises(ValidationError) as error, database.transaction() as session:
        players.import_players_csv(session, event_id, text, source="roster.csv")
    assert f"line {line}: " in str(error.value) and "nothing was imported" in str(error.value)
    assert _names(database, event_id) == []


def test_a_comma_in_a_name_of_a_semicolon_file_is_part_of_the_name(
    database: Database, event_id: int
) -> None:
    with database.transaction() as session:
        rows = players.import_players_csv(session, event_id, "Kim, Daniel;1036\nApplejack;;\n")
    assert [(r.name, r.player_number) for r in rows] == [("Kim, Daniel", "1036"), ("Applejack", None)]


@pytest.mark.parametrize(("hidden", "named"), HIDDEN)
def test_a_name_hiding_a_character_is_refused_on_import_naming_it(
    database: Database, event_id: int, hidden: str, named: str
) -> None:
    text = f"Applejack,1001\nRari{hidden}ty,1002\n"
    with database.reading() as session:
        preview = players.preview_csv(session, event_id, text)
    problems = {row.line: row.problem for row in preview if row.problem}
    assert list(problems) == [2] and named in problems[2]
    assert hidden not in problems[2]  # the message itself shows no hidden character
    with pytest.raises(ValidationError, match=f"line 2: .*{re.escape(named)}"), database.transaction() as s:
        players.import_players_csv(s, event_id, text)
    assert _names(database, event_id) == []


@pytest.mark.parametrize(("hidden", "named"), HIDDEN[2:])
def test_the_same_rule_holds_for_names_typed_in_add_player_edit_and_staff(
    database: Database, event_id: int, hidden: str, named: str
) -> None:
    with pytest.raises(ValidationError, match=re.escape(named)), database.transaction() as session:
        players.register_player(session, event_id, f"Evil{hidden}Name")
    with database.transaction() as session:
        row = players.register_player(session, event_id, "Fluttershy")
    with pytest.raises(ValidationError, match=re.escape(named)), database.transaction() as session:
        players.edit_player(session, row.registration_id, name=f"Flutter{hidden}shy")
    with pytest.raises(ValidationError, match=re.escape(named)), database.transaction() as session:
        players.register_player(session, event_id, "Spike", player_number=f"10{hidden}41")
    with pytest.raises(ValidationError, match=re.escape(named)), database.transaction() as session:
        staff.assign_staff(session, event_id, role="floor_judge", name=f"Judge{hidden}Judy")
    assert _names(database, event_id) == ["Fluttershy"]


def test_names_in_any_script_with_accents_and_apostrophes_are_welcome(
    database: Database, event_id: int
) -> None:
    names = ["Zoë Łukasz-Ñandú", "李小龍", "O'Brien", "Анна Каренина", "محمد علي", "Ngô Bảo Châu"]
    text = "".join(f"{name},{i}\n" for i, name in enumerate(names, 500))
    with database.transaction() as session:
        rows = players.import_players_csv(session, event_id, text)
    assert [r.name for r in rows] == names
