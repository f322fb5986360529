import type { TEntryEffect, TExitEffect } from '@hookline/schema';
import type { FormProps } from '../edit.ts';
import { labelled, row } from '../fields/field-builders.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { design } from './design-fields.ts';

const ENTRY_EFFECTS = labelled({
  none: 'None: appears at once',
  fade: 'Fade in',
  slide_up: 'Slide up',
  slide_down: 'Slide down',
  slide_left: 'Slide in from the right',
  slide_right: 'Slide in from the left',
  zoom: 'Zoom in',
  bounce: 'Bounce',
} satisfies Record<TEntryEffect, string>);

const EXIT_EFFECTS = labelled({
  none: 'None: disappears at once',
  fade: 'Fade out',
  slide_up: 'Slide up',
  slide_down: 'Slide down',
  zoom: 'Zoom out',
} satisfies Record<TExitEffect, string>);

const FIELDS = [
  row([
    design.select('poptin_design_entry_effect', 'Entrance', ENTRY_EFFECTS, {
      fallback: 'fade',
      hint: 'Visitors who ask their system for reduced motion always get the popup without animation.',
    }),
    design.select('poptin_design_exit_effect', 'Exit', EXIT_EFFECTS, { fallback: 'fade' }),
  ]),
];

/** How the popup enters and leaves. */
export const EffectsSection = (props: FormProps) => (
  <FieldSection title="Effects" fields={FIELDS} {...props} />
);
