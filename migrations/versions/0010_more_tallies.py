"""three more of a game's own tallies a seat keeps (Indian Rummy's pool wins, times out, rejoins)

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-06 05:00:00

The seats and the months' figures already stored get zeros: no game tallied anything there, and
the formats that do (pool) are new.
"""
from alembic import op
import sqlalchemy as sa


revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None

NEW = ('own_6', 'own_7', 'own_8')


def upgrade():
    with op.batch_alter_table('seat', schema=None, recreate='never') as batch_op:
        for name in NEW:
            batch_op.add_column(sa.Column(name, sa.Integer(), nullable=False, server_default='0'))
    with op.batch_alter_table('month_figures', schema=None, recreate='never') as batch_op:
        for name in (*NEW, *(f'most_{c}' for c in NEW)):
            batch_op.add_column(sa.Column(name, sa.Integer(), nullable=False, server_default='0'))


def downgrade():
    with op.batch_alter_table('month_figures', schema=None) as batch_op:
        for name in (*NEW, *(f'most_{c}' for c in NEW)):
            batch_op.drop_column(name)
    with op.batch_alter_table('seat', schema=None) as batch_op:
        for name in NEW:
            batch_op.drop_column(name)
