"""each month's figures of a player in a game, added up from the seats, for the statistics

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01 16:00:00

The table is filled from the seats' figures already stored (migration 0004), in one INSERT ...
SELECT on the migration's connection: plain SQL, no app code, the same sums that
`services.rollups.recount` writes with every change of a match afterwards.
"""
from alembic import op
import sqlalchemy as sa


revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None

OWN = ('own_1', 'own_2', 'own_3', 'own_4', 'own_5')


def upgrade():
    op.create_table('month_figures',
    sa.Column('account_id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.String(length=40), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.Column('month', sa.Date(), nullable=False),
    *(sa.Column(name, sa.Integer(), nullable=False) for name in (
        'started', 'matches', 'won', 'rounds', 'points', *OWN, *(f'most_{c}' for c in OWN))),
    sa.Column('lowest', sa.Integer(), nullable=True),
    sa.Column('highest', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['account_id'], ['account.id'], name=op.f('fk_month_figures_account_id_account'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_month_figures_player_id_player'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('account_id', 'game_id', 'player_id', 'month', name=op.f('pk_month_figures')),
    sqlite_with_rowid=False
    )
    op.create_index('ix_month_figures_account_month', 'month_figures',
                    ['account_id', 'month', 'started'], unique=False)
    fill(op.get_bind())


def downgrade():
    op.drop_table('month_figures')


def fill(bind) -> None:
    """Every stored seat's figures, added up per account, game, player and month started."""
    meta = sa.MetaData()
    match, seat, months = (sa.Table(name, meta, autoload_with=bind)
                           for name in ('match', 'seat', 'month_figures'))
    if bind.dialect.name == 'sqlite':
        month = sa.func.date(match.c.created_at, 'start of month')
    else:
        month = sa.cast(sa.func.date_trunc('month', match.c.created_at), sa.Date)
    with_rounds = seat.c.rounds > 0
    sums = [sa.func.sum(sa.case((seat.c.seat == 0, 1), else_=0)),
            sa.func.sum(sa.case((match.c.finished, 1), else_=0)),
            *(sa.func.sum(seat.c[c]) for c in ('won', 'rounds', 'points', *OWN)),
            *(sa.func.max(seat.c[c]) for c in OWN),
            sa.func.min(sa.case((with_rounds, seat.c.best))),
            sa.func.max(sa.case((with_rounds, seat.c.best)))]
    keys = (match.c.account_id, match.c.game_id, seat.c.player_id, month)
    bind.execute(months.insert().from_select(
        [c.name for c in months.c],
        sa.select(*keys, *sums).join_from(seat, match, match.c.id == seat.c.match_id)
        .group_by(*keys)))
