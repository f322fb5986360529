import type { FormProps } from '../edit.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { rules } from './rule-fields.ts';

const FIELDS = [rules.toggle('display_if_adblock_active', 'Show only to visitors with an ad blocker')];

/** `display_if_adblock_active`. */
export const AdBlockSection = (props: FormProps) => (
  <FieldSection
    title="Ad blockers"
    summary={
      props.document.display_rules.display_if_adblock_active
        ? 'Shown only to visitors who use an ad blocker (for example to ask them to allow ads).'
        : 'Shown whether or not the visitor uses an ad blocker.'
    }
    fields={FIELDS}
    {...props}
  />
);
