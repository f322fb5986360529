import type { TPrizeStats } from '@hookline/schema';
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
      <div className={ui.tableWrap}>
        <table className={ui.table} aria-label="Prizes won">
          <thead>
            <tr>
              <th scope="col">Prize</th>
              <th scope="col">Code</th>
              <th scope="col" className={ui.number}>
                Won
              </th>
              <th scope="col" className={ui.number}>
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => (
              <tr key={prize.prize_id} data-prize={prize.prize_id}>
                <th scope="row">
                  {prize.label}
                  {!prize.winning && <span className={ui.muted}> (no win)</span>}
                </th>
                <td>{prize.code || '—'}</td>
                <td className={ui.number}>{formatCount(prize.won)}</td>
                <td className={ui.number}>{total > 0 ? `${Math.round((prize.won / total) * 100)}%` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
