import { useState } from 'react';
import { estimateTargeting } from '@hookline/rules';
import type { TTargetDevice, TTargeting } from '@hookline/schema';
import { Select, TextField } from '../controls.tsx';
import styles from '../Editor.module.css';
import { labelled } from '../fields/field-builders.ts';
import { asLabels } from './TargetingControls.tsx';
import { countryName, describeTargeting, DEVICE_WORDS, RULE_NAMES } from './targeting-wording.ts';

const DEVICES = asLabels(
  labelled({ any: 'Any device', ...DEVICE_WORDS } satisfies Record<TTargetDevice | 'any', string>),
);

/**
 * "This popup would show on …": the owner types an address (and may pick a device and a country)
 * and the editor answers with the functions the display call and the visitor script decide by.
 */
export function TargetingEstimate({
  targeting,
  siteTimeZone,
}: {
  targeting: TTargeting;
  siteTimeZone: string;
}) {
  const [url, setUrl] = useState('/');
  const [device, setDevice] = useState<TTargetDevice | 'any'>('any');
  const [country, setCountry] = useState('');
  const countryCode = /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : '';
  const estimate = estimateTargeting(targeting, {
    url: url.trim() || '/',
    device: device === 'any' ? undefined : device,
    countryCode,
    now: Date.now(),
    siteTimeZone,
  });
  const where = [
    url.trim() || '/',
    device !== 'any' && `on ${DEVICE_WORDS[device]}`,
    countryCode && `in ${countryName(countryCode)}`,
  ]
    .filter(Boolean)
    .join(' ');
  const reason =
    estimate.refusedBy &&
    describeTargeting({ [estimate.refusedBy]: targeting[estimate.refusedBy] }, siteTimeZone)[0];
  return (
    <div className={styles.card}>
      <h4>Would it show?</h4>
      <div className={styles.row}>
        <TextField
          label="Address"
          placeholder="/blog/post or https://shop.example/cart"
          value={url}
          onChange={setUrl}
        />
        <Select<TTargetDevice | 'any'> label="Device" value={device} options={DEVICES} onChange={setDevice} />
        <TextField
          label="Country code"
          placeholder="IL"
          value={country}
          maxLength={2}
          onChange={setCountry}
        />
      </div>
      <p role="status" aria-live="polite">
        {estimate.shows
          ? `Yes: this popup would show on ${where} now.`
          : `No: this popup would not show on ${where} now, because of ${RULE_NAMES[estimate.refusedBy!]}: ${reason}`}
        {estimate.shows &&
          estimate.dependsOnVisitor.length > 0 &&
          ` If the visitor also passes ${estimate.dependsOnVisitor.map((rule) => RULE_NAMES[rule]).join(', ')}.`}
      </p>
    </div>
  );
}
