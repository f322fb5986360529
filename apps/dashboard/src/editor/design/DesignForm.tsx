import type { FormProps } from '../edit.ts';
import { AfterSubmitSection } from './AfterSubmitSection.tsx';
import { AutoCloseSection } from './AutoCloseSection.tsx';
import { ClosingSection } from './ClosingSection.tsx';
import { CountdownSection } from './CountdownSection.tsx';
import { CouponSection } from './CouponSection.tsx';
import { CartActionsSection } from '../store/StoreSection.tsx';
import { EffectsSection } from './EffectsSection.tsx';
import { LookSection } from './LookSection.tsx';
import { GameSection } from '../game/GameSection.tsx';
import { PrizesSection } from '../game/PrizesSection.tsx';

/** The Design tab's sections, in order. */
const SECTIONS = [
  LookSection,
  EffectsSection,
  ClosingSection,
  AutoCloseSection,
  CountdownSection,
  AfterSubmitSection,
  CartActionsSection,
  CouponSection,
];

/**
 * A game's settings and prizes first, then the look, effects, closing, auto close, the countdown,
 * what happens after submit, the store's cart actions, and the coupon.
 */
export function DesignForm(props: FormProps) {
  return (
    <>
      {props.document.type === 'gamified' && (
        <>
          <GameSection {...props} />
          <PrizesSection {...props} />
        </>
      )}
      {SECTIONS.map((Section, index) => (
        <Section key={index} {...props} />
      ))}
    </>
  );
}
