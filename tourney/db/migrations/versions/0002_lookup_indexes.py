"""Indexes for the lookups every screen makes (players of an event, matches of a round...).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21
"""

from __future__ import annotations

from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None

# (table, index name, columns)
INDEXES: list[tuple[str, str, list[str]]] = [
    ('audit_entry', 'ix_audit_entry_action', ['action']),
    ('audit_entry', 'ix_audit_entry_at', ['at']),
    ('audit_entry', 'ix_audit_entry_event_id', ['event_id']),
    ('registration', 'ix_registration_event_id', ['event_id']),
    ('registration', 'ix_registration_person_id', ['person_id']),
    ('round', 'ix_round_event_id', ['event_id']),
    ('staff_assignment', 'ix_staff_assignment_event_id', ['event_id']),
    ('deck_list', 'ix_deck_list_registration_id', ['registration_id']),
    ('match', 'ix_match_player_a_id', ['player_a_id']),
    ('match', 'ix_match_player_b_id', ['player_b_id']),
    ('match', 'ix_match_round_id', ['round_id']),
    ('penalty', 'ix_penalty_event_id', ['event_id']),
    ('penalty', 'ix_penalty_registration_id', ['registration_id']),
    ('deck_check', 'ix_deck_check_event_id', ['event_id']),
    ('deck_check', 'ix_deck_check_registration_id', ['registration_id']),
    ('game', 'ix_game_match_id', ['match_id']),
]


def upgrade() -> None:
    for table, name, columns in INDEXES:
        op.create_index(name, table, columns, unique=False)


def downgrade() -> None:
    for table, name, _columns in reversed(INDEXES):
        op.drop_index(name, table_name=table)
