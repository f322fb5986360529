import { MAX_PRIZES, prizeChancesTotal, prizeSetProblem } from '@hookline/schema/prize-set';
import type { TPrize } from '@hookline/schema';
import { NumberField, Section, TextField, Toggle } from '../controls.tsx';
import type { FormProps } from '../edit.ts';
import styles from '../Editor.module.css';
import ui from '../../styles/ui.module.css';
import { addPrize, prizesOf, removePrize, updatePrize, updateRedirect } from './prize-edit.ts';

/** One prize: its label, code, chance, whether it wins, and where it sends the visitor. */
function PrizeCard({ id, prize, index, ...props }: FormProps & { id: string; prize: TPrize; index: number }) {
  const edit = (patch: Partial<TPrize>, field: string) =>
    props.edit(`prize.${id}.${field}`, updatePrize(id, patch));
  const redirect = prize.redirect_to_options;
  return (
    <div className={styles.card} data-prize={id}>
      <div className={styles.cardHeader}>
        <h4>
          Prize {index + 1}
          {prize.loosing_option === 1 ? ' (no win)' : ''}
        </h4>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Remove prize ${index + 1}`}
          onClick={() => props.edit(undefined, removePrize(id))}
        >
          ✕
        </button>
      </div>
      <div className={styles.row}>
        <TextField
          label="Label"
          value={prize.label}
          maxLength={60}
          hint="Shown on the game and as {{prize_label}}."
          onChange={(label) => edit({ label }, 'label')}
        />
        <NumberField
          label="Chance"
          unit="%"
          min={0}
          max={100}
          step={0.5}
          value={prize.chances}
          onChange={(chances) => edit({ chances: chances ?? 0 }, 'chances')}
        />
      </div>
      <Toggle
        label="A winning prize"
        hint="Off: the visitor sees the losing screen."
        checked={prize.loosing_option === 0}
        onChange={(wins) => edit({ loosing_option: wins ? 0 : 1 }, 'wins')}
      />
      {prize.loosing_option === 0 && (
        <TextField
          label="Coupon code"
          value={prize.code}
          maxLength={200}
          hint="Handed out as {{prize_code}}; leave empty for a prize without a code."
          onChange={(code) => edit({ code }, 'code')}
        />
      )}
      <Toggle
        label="Send the visitor to a page after this result"
        checked={prize.redirect_to === 1}
        onChange={(on) => edit({ redirect_to: on ? 1 : 0 }, 'redirect')}
      />
      {prize.redirect_to === 1 && (
        <TextField
          label="Page address"
          value={redirect?.redirect_to_url ?? ''}
          placeholder="https://"
          onChange={(url) => props.edit(`prize.${id}.url`, updateRedirect(id, { redirect_to_url: url }))}
        />
      )}
      <div className={styles.row}>
        <Toggle
          label="Close the popup after this result"
          checked={redirect?.redirect_close === 1}
          onChange={(on) => props.edit(undefined, updateRedirect(id, { redirect_close: on ? 1 : 0 }))}
        />
        <NumberField
          label="After"
          unit="seconds"
          min={0}
          max={600}
          value={redirect?.redirect_close_delay ?? 0}
          hint="0: 4 s (12 s on a wheel that hands out codes)."
          onChange={(delay) =>
            props.edit(`prize.${id}.delay`, updateRedirect(id, { redirect_close_delay: delay ?? 0 }))
          }
        />
      </div>
    </div>
  );
}

/**
 * A game's prize set: each prize's label, code, chance in percent and what follows it. The chances
 * must add up to 100: the total is shown as they change, and a set that does not add up is said
 * here (and the editor will not save it).
 */
export function PrizesSection(props: FormProps) {
  const prizes = Object.entries(prizesOf(props.document));
  const total = prizeChancesTotal(prizesOf(props.document));
  const problem = prizeSetProblem(prizesOf(props.document));
  return (
    <Section
      title="Prizes"
      summary={`${prizes.length} prize${prizes.length === 1 ? '' : 's'}; chances add up to ${total}%.`}
    >
      {problem && (
        <p role="alert" className={ui.alert}>
          {problem}
        </p>
      )}
      {prizes.map(([id, prize], index) => (
        <PrizeCard key={id} id={id} prize={prize} index={index} {...props} />
      ))}
      <button
        type="button"
        className={ui.button}
        disabled={prizes.length >= MAX_PRIZES}
        onClick={() => props.edit(undefined, addPrize)}
      >
        Add a prize
      </button>
    </Section>
  );
}
