import type { FormProps } from '../edit.ts';
import { AfterSubmitSection } from './AfterSubmitSection.tsx';
import { AutoCloseSection } from './AutoCloseSection.tsx';
import { ClosingSection } from './ClosingSection.tsx';
import { CountdownSection } from './CountdownSection.tsx';
import { CouponSection } from './CouponSection.tsx';
import { EffectsSection } from './EffectsSection.tsx';
import { LookSection } from './LookSection.tsx';

/** The Design tab's sections, in order. */
const SECTIONS = [
  LookSection,
  EffectsSection,
  ClosingSection,
  AutoCloseSection,
  CountdownSection,
  AfterSubmitSection,
  CouponSection,
];

/** The look, effects, closing, auto close, the countdown, what happens after submit, and the coupon. */
export function DesignForm(props: FormProps) {
  return (
    <>
      {SECTIONS.map((Section, index) => (
        <Section key={index} {...props} />
      ))}
    </>
  );
}
