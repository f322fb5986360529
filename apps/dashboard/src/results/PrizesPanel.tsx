import type { TPrizeStats } from '@hookline/schema';
import { DataTable } from '../components/DataTable.tsx';
import { formatCount } from '../format.ts';
import ui from '../styles/ui.module.css';

/**
 * A game's prizes in the range: how many conversions each carried (the display API stored the prize
 * with each, after checking it against the prize set), and each prize's share of them.
 */
export function PrizesPanel({ prizes }: { prizes: readonly TPrizeStats[] }) {
  const total = prizes.reduce((sum, prize) => sum + prize.won, 0);
  return (
    <section className={ui.panel} aria-labelledby="prizes-title">
      <h2 id="prizes-title">Prizes won</h2>
      <p className={ui.muted}>
        {total === 0
          ? 'No prize has been claimed in this range yet.'
          : `${formatCount(total)} conversion${total === 1 ? '' : 's'} with a prize in this range.`}
      </p>
      <DataTable
        label="Prizes won"
        rows={prizes}
        rowKey={(prize) => prize.prize_id}
        rowHeader
        empty="No prizes in this game."
        columns={[
          {
            header: 'Prize',
            cell: (prize) => (
              <>
                {prize.label}
                {!prize.winning && <span className={ui.muted}> (no win)</span>}
              </>
            ),
          },
          { header: 'Code', cell: (prize) => prize.code || '—' },
          { header: 'Won', numeric: true, cell: (prize) => formatCount(prize.won) },
          {
            header: 'Share',
            numeric: true,
            cell: (prize) => (total > 0 ? `${Math.round((prize.won / total) * 100)}%` : '—'),
          },
        ]}
      />
    </section>
  );
}
