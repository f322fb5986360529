import type { TTargeting } from '@hookline/schema';
import { Section } from '../controls.tsx';
import type { FormProps } from '../edit.ts';
import { CountryFields } from './CountryFields.tsx';
import { DeviceFields } from './DeviceFields.tsx';
import { PageAddressFields } from './PageAddressFields.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { TargetingEstimate } from './TargetingEstimate.tsx';
import { targetingOf, withTargeting } from './targeting-edit.ts';
import { describeTargeting } from './targeting-wording.ts';
import { TrafficSourceFields } from './TrafficSourceFields.tsx';
import { VisitorFields } from './VisitorFields.tsx';

/**
 * `display_rules.targeting`: where and to whom the popup shows (docs/dashboard.md, "Targeting"),
 * said in words, with an estimate for an address the owner types.
 */
export function TargetingSection({ document, edit, siteTimeZone }: FormProps & { siteTimeZone: string }) {
  const t = targetingOf(document);
  const set = (patch: Partial<TTargeting>, key?: string) => edit(key, withTargeting(patch));
  return (
    <Section
      title="Targeting"
      summary={
        <>
          {describeTargeting(t, siteTimeZone).map((sentence) => (
            <span key={sentence}>{sentence} </span>
          ))}
        </>
      }
    >
      <PageAddressFields targeting={t} set={set} />
      <DeviceFields targeting={t} set={set} />
      <CountryFields targeting={t} set={set} />
      <TrafficSourceFields targeting={t} set={set} />
      <VisitorFields targeting={t} set={set} />
      <ScheduleFields targeting={t} set={set} siteTimeZone={siteTimeZone} />
      <TargetingEstimate targeting={t} siteTimeZone={siteTimeZone} />
    </Section>
  );
}
