"""Players report results from their phones: a code per player and event, and their reports.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('player_code',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('code', sa.String(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_player_code_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['registration_id'], ['registration.id'], name=op.f('fk_player_code_registration_id_registration'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_player_code')),
    sa.UniqueConstraint('event_id', 'code', name=op.f('uq_player_code_event_id_code')),
    sa.UniqueConstraint('registration_id', name=op.f('uq_player_code_registration_id'))
    )
    op.create_index(op.f('ix_player_code_event_id'), 'player_code', ['event_id'], unique=False)
    op.create_table('result_report',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('claim', sa.String(), nullable=False),
    sa.Column('reported_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_result_report_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_result_report_match_id_match'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['registration_id'], ['registration.id'], name=op.f('fk_result_report_registration_id_registration'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_result_report')),
    sa.UniqueConstraint('match_id', 'registration_id', name=op.f('uq_result_report_match_id_registration_id'))
    )
    op.create_index(op.f('ix_result_report_event_id'), 'result_report', ['event_id'], unique=False)
    op.create_index(op.f('ix_result_report_match_id'), 'result_report', ['match_id'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_result_report_match_id'), table_name='result_report')
    op.drop_index(op.f('ix_result_report_event_id'), table_name='result_report')
    op.drop_table('result_report')
    op.drop_index(op.f('ix_player_code_event_id'), table_name='player_code')
    op.drop_table('player_code')
