"""the games an account described itself (a table's own game), to start matches from

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-06 10:40:00
"""
from alembic import op
import sqlalchemy as sa


revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('own_game',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('account_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('settings', sa.JSON(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['account_id'], ['account.id'],
                            name=op.f('fk_own_game_account_id_account'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_own_game'))
    )
    op.create_index(op.f('ix_own_game_account_id'), 'own_game', ['account_id'], unique=False)


def downgrade():
    op.drop_index(op.f('ix_own_game_account_id'), table_name='own_game')
    op.drop_table('own_game')
