"""Limited events: draft pod seats and each player's limited pool.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('pod_seat',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('pod', sa.Integer(), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_pod_seat_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['registration_id'], ['registration.id'], name=op.f('fk_pod_seat_registration_id_registration'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_pod_seat')),
    sa.UniqueConstraint('event_id', 'registration_id', name=op.f('uq_pod_seat_event_id_registration_id'))
    )
    op.create_index(op.f('ix_pod_seat_event_id'), 'pod_seat', ['event_id'], unique=False)
    op.create_table('limited_pool',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('source', sa.String(), nullable=False),
    sa.Column('raw_text', sa.String(), nullable=False),
    sa.Column('cards', sa.JSON(), nullable=False),
    sa.Column('submitted_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_limited_pool_event_id_event'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['registration_id'], ['registration.id'], name=op.f('fk_limited_pool_registration_id_registration'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_limited_pool')),
    sa.UniqueConstraint('registration_id', name=op.f('uq_limited_pool_registration_id'))
    )
    op.create_index(op.f('ix_limited_pool_event_id'), 'limited_pool', ['event_id'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_limited_pool_event_id'), table_name='limited_pool')
    op.drop_table('limited_pool')
    op.drop_index(op.f('ix_pod_seat_event_id'), table_name='pod_seat')
    op.drop_table('pod_seat')
