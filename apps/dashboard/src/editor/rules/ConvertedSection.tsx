import type { FormProps } from '../edit.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { rules } from './rule-fields.ts';

const FIELDS = [
  rules.toggle('stop_showing_to_converted_users', 'Stop showing it to visitors who filled it in'),
];

/** `stop_showing_to_converted_users`. */
export const ConvertedSection = (props: FormProps) => (
  <FieldSection
    title="Visitors who already signed up"
    summary={
      props.document.display_rules.stop_showing_to_converted_users
        ? 'Not shown again to a visitor who has filled in this popup.'
        : 'Shown even to visitors who have already filled it in.'
    }
    fields={FIELDS}
    {...props}
  />
);
