"""Base schema: every table of the tournament domain.

Revision ID: 0001
Revises:
Create Date: 2026-11-21

Written out in full (no imports from the program's models) so the migration
keeps describing the same schema when the models change later.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('audit_entry',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.Column('actor', sa.String(), nullable=False),
    sa.Column('action', sa.String(), nullable=False),
    sa.Column('entity', sa.String(), nullable=False),
    sa.Column('entity_id', sa.Integer(), nullable=True),
    sa.Column('event_id', sa.Integer(), nullable=True),
    sa.Column('before', sa.JSON(), nullable=True),
    sa.Column('after', sa.JSON(), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_audit_entry'))
    )
    op.create_table('event',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(), nullable=False),
    sa.Column('start_date', sa.Date(), nullable=False),
    sa.Column('end_date', sa.Date(), nullable=True),
    sa.Column('venue', sa.String(), nullable=False),
    sa.Column('game_system', sa.String(), nullable=False),
    sa.Column('format', sa.String(), nullable=False),
    sa.Column('tier', sa.Integer(), nullable=False),
    sa.Column('swiss_rounds', sa.Integer(), nullable=True),
    sa.Column('top_cut', sa.Integer(), nullable=True),
    sa.Column('late_entry_policy', sa.String(), nullable=False),
    sa.Column('rng_seed', sa.BigInteger(), nullable=False),
    sa.Column('status', sa.String(), nullable=False),
    sa.Column('settings', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_event'))
    )
    op.create_table('person',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(), nullable=False),
    sa.Column('player_number', sa.String(), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_person')),
    sa.UniqueConstraint('player_number', name=op.f('uq_person_player_number'))
    )
    op.create_table('registration',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('person_id', sa.Integer(), nullable=False),
    sa.Column('late_entry_round', sa.Integer(), nullable=True),
    sa.Column('dropped_after_round', sa.Integer(), nullable=True),
    sa.Column('is_staff', sa.Boolean(), nullable=False),
    sa.Column('seed', sa.Integer(), nullable=True),
    sa.Column('fixed_table', sa.Integer(), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_registration_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['person_id'], ['person.id'], name=op.f('fk_registration_person_id_person')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_registration')),
    sa.UniqueConstraint('event_id', 'person_id', name=op.f('uq_registration_event_id_person_id'))
    )
    op.create_table('round',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(), nullable=False),
    sa.Column('state', sa.String(), nullable=False),
    sa.Column('pairing_seed', sa.BigInteger(), nullable=True),
    sa.Column('warnings', sa.JSON(), nullable=False),
    sa.Column('time_limit_seconds', sa.Integer(), nullable=True),
    sa.Column('clock_started_at', sa.DateTime(), nullable=True),
    sa.Column('clock_paused_at', sa.DateTime(), nullable=True),
    sa.Column('clock_paused_seconds', sa.Integer(), nullable=False),
    sa.Column('time_called_at', sa.DateTime(), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('published_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_round_event_id_event'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_round')),
    sa.UniqueConstraint('event_id', 'number', name=op.f('uq_round_event_id_number'))
    )
    op.create_table('staff_assignment',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('person_id', sa.Integer(), nullable=False),
    sa.Column('role', sa.String(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_staff_assignment_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['person_id'], ['person.id'], name=op.f('fk_staff_assignment_person_id_person')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_staff_assignment')),
    sa.UniqueConstraint('event_id', 'person_id', 'role', name=op.f('uq_staff_assignment_event_id_person_id_role'))
    )
    op.create_table('deck_list',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('format', sa.String(), nullable=False),
    sa.Column('source_format', sa.String(), nullable=False),
    sa.Column('raw_text', sa.String(), nullable=False),
    sa.Column('cards', sa.JSON(), nullable=False),
    sa.Column('submitted_at', sa.DateTime(), nullable=False),
    sa.Column('locked', sa.Boolean(), nullable=False),
    sa.Column('status', sa.String(), nullable=False),
    sa.Column('validation', sa.JSON(), nullable=True),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('replaces_id', sa.Integer(), nullable=True),
    sa.Column('approved_by_person_id', sa.Integer(), nullable=True),
    sa.Column('change_reason', sa.String(), nullable=True),
    sa.ForeignKeyConstraint(['approved_by_person_id'], ['person.id'], name=op.f('fk_deck_list_approved_by_person_id_person')),
    sa.ForeignKeyConstraint(['registration_id'], ['registration.id'], name=op.f('fk_deck_list_registration_id_registration'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['replaces_id'], ['deck_list.id'], name=op.f('fk_deck_list_replaces_id_deck_list')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_deck_list'))
    )
    op.create_table('match',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('round_id', sa.Integer(), nullable=False),
    sa.Column('table_number', sa.Integer(), nullable=True),
    sa.Column('player_a_id', sa.Integer(), nullable=False),
    sa.Column('player_b_id', sa.Integer(), nullable=True),
    sa.Column('is_bye', sa.Boolean(), nullable=False),
    sa.Column('result', sa.String(), nullable=True),
    sa.Column('a_game_wins', sa.Integer(), nullable=False),
    sa.Column('b_game_wins', sa.Integer(), nullable=False),
    sa.Column('game_draws', sa.Integer(), nullable=False),
    sa.Column('result_source', sa.String(), nullable=True),
    sa.Column('conceded_by', sa.Integer(), nullable=True),
    sa.Column('time_extension_seconds', sa.Integer(), nullable=False),
    sa.Column('notes', sa.String(), nullable=False),
    sa.ForeignKeyConstraint(['conceded_by'], ['registration.id'], name=op.f('fk_match_conceded_by_registration')),
    sa.ForeignKeyConstraint(['player_a_id'], ['registration.id'], name=op.f('fk_match_player_a_id_registration')),
    sa.ForeignKeyConstraint(['player_b_id'], ['registration.id'], name=op.f('fk_match_player_b_id_registration')),
    sa.ForeignKeyConstraint(['round_id'], ['round.id'], name=op.f('fk_match_round_id_round'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_match'))
    )
    op.create_table('penalty',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('round_number', sa.Integer(), nullable=True),
    sa.Column('match_id', sa.Integer(), nullable=True),
    sa.Column('game_number', sa.Integer(), nullable=True),
    sa.Column('infraction', sa.String(), nullable=False),
    sa.Column('penalty', sa.String(), nullable=False),
    sa.Column('issued_by_person_id', sa.Integer(), nullable=True),
    sa.Column('issued_by_role', sa.String(), nullable=False),
    sa.Column('description', sa.String(), nullable=False),
    sa.Column('escalation_reason', sa.String(), nullable=True),
    sa.Column('upgrade_reason', sa.String(), nullable=True),
    sa.Column('withdrawn_at', sa.DateTime(), nullable=True),
    sa.Column('withdrawn_reason', sa.String(), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_penalty_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['issued_by_person_id'], ['person.id'], name=op.f('fk_penalty_issued_by_person_id_person')),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_penalty_match_id_match')),
    sa.ForeignKeyConstraint(['registration_id'], ['registration.id'], name=op.f('fk_penalty_registration_id_registration')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_penalty'))
    )
    op.create_table('deck_check',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('round_number', sa.Integer(), nullable=True),
    sa.Column('match_id', sa.Integer(), nullable=True),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('started_at', sa.DateTime(), nullable=True),
    sa.Column('ended_at', sa.DateTime(), nullable=True),
    sa.Column('duration_seconds', sa.Integer(), nullable=True),
    sa.Column('findings', sa.JSON(), nullable=True),
    sa.Column('proposed_penalty', sa.String(), nullable=True),
    sa.Column('penalty_id', sa.Integer(), nullable=True),
    sa.Column('rng_seed', sa.BigInteger(), nullable=True),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_deck_check_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_deck_check_match_id_match')),
    sa.ForeignKeyConstraint(['penalty_id'], ['penalty.id'], name=op.f('fk_deck_check_penalty_id_penalty')),
    sa.ForeignKeyConstraint(['registration_id'], ['registration.id'], name=op.f('fk_deck_check_registration_id_registration')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_deck_check'))
    )
    op.create_table('game',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('number', sa.Integer(), nullable=False),
    sa.Column('winner_id', sa.Integer(), nullable=True),
    sa.Column('is_draw', sa.Boolean(), nullable=False),
    sa.Column('points_a', sa.Integer(), nullable=True),
    sa.Column('points_b', sa.Integer(), nullable=True),
    sa.Column('ended_by', sa.String(), nullable=False),
    sa.Column('penalty_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_game_match_id_match'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['penalty_id'], ['penalty.id'], name=op.f('fk_game_penalty_id_penalty')),
    sa.ForeignKeyConstraint(['winner_id'], ['registration.id'], name=op.f('fk_game_winner_id_registration')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_game'))
    )


def downgrade() -> None:
    op.drop_table('game')
    op.drop_table('deck_check')
    op.drop_table('penalty')
    op.drop_table('match')
    op.drop_table('deck_list')
    op.drop_table('staff_assignment')
    op.drop_table('round')
    op.drop_table('registration')
    op.drop_table('person')
    op.drop_table('event')
    op.drop_table('audit_entry')
