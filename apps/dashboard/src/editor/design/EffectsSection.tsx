import type { TBackgroundEffect, TEntryEffect, TExitEffect } from '@hookline/schema';
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

const BACKGROUND_EFFECTS = labelled({
  none: 'None',
  confetti: 'Confetti',
  snow: 'Snow',
  rain: 'Rain',
  'starry-sky': 'Starry sky',
  ball: 'Bouncing balls',
  wheel: 'Spinning wheels',
} satisfies Record<TBackgroundEffect, string>);

const FIELDS = [
  row([
    design.select('poptin_design_entry_effect', 'Entrance', ENTRY_EFFECTS, {
      fallback: 'fade',
      hint: 'Visitors who ask their system for reduced motion always get the popup without animation.',
    }),
    design.select('poptin_design_exit_effect', 'Exit', EXIT_EFFECTS, { fallback: 'fade' }),
  ]),
  design.select('poptin_design_background_effect', 'Background effect', BACKGROUND_EFFECTS, {
    fallback: 'none',
    hint: 'Drawn behind the content while the popup is open; a still picture for visitors who ask for reduced motion.',
  }),
];

/** How the popup enters and leaves, and the effect behind its content. */
export const EffectsSection = (props: FormProps) => (
  <FieldSection title="Effects" fields={FIELDS} {...props} />
);
