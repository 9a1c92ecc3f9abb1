"""Change sets: what each user action changed, row by row, so it can be undone and redone.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('change_set',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.Column('actor', sa.String(), nullable=False),
    sa.Column('station', sa.String(), nullable=False),
    sa.Column('action_names', sa.String(), nullable=False),
    sa.Column('complete', sa.Boolean(), nullable=False),
    sa.Column('state', sa.String(), nullable=False),
    sa.Column('undone_at', sa.DateTime(), nullable=True),
    sa.Column('actions', sa.JSON(), nullable=False),
    sa.Column('changes', sa.JSON(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_change_set'))
    )
    op.create_index('ix_change_set_event_id_state', 'change_set', ['event_id', 'state'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_change_set_event_id_state', table_name='change_set')
    op.drop_table('change_set')
