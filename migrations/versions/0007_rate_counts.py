"""the hand checks' rate limit counted in the database, one budget across workers

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03 15:00:00
"""
from alembic import op
import sqlalchemy as sa


revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('rate_count',
    sa.Column('key', sa.String(length=255), nullable=False),
    sa.Column('count', sa.Integer(), nullable=False),
    sa.Column('expires_at', sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_rate_count'))
    )
    op.create_index(op.f('ix_rate_count_expires_at'), 'rate_count', ['expires_at'], unique=False)


def downgrade():
    op.drop_index(op.f('ix_rate_count_expires_at'), table_name='rate_count')
    op.drop_table('rate_count')
