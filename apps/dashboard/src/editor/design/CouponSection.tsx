import type { TCouponType, TDesignProperties } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import { withDesign, type FormProps } from '../edit.ts';
import { fieldsOf, labelled } from '../fields/field-builders.ts';
import { FieldSection } from '../fields/FieldSection.tsx';

const COUPON_TYPES = labelled({
  none: 'No coupon',
  code: 'Show a code',
  copy_on_click: 'Show a code that copies on click',
} satisfies Record<TCouponType, string>);

type Coupon = NonNullable<TDesignProperties['coupon']>;
const couponOf = (document: PopupDocument): Coupon =>
  document.design_properties.coupon ?? { coupon_type: 'none', code: '' };

const coupon = fieldsOf(
  couponOf,
  (patch) => (document) => withDesign({ coupon: { ...couponOf(document), ...patch } })(document),
);

const FIELDS = [
  coupon.select('coupon_type', 'Coupon', COUPON_TYPES, {
    // No coupon is no `coupon` at all.
    update: (coupon_type) => (document) =>
      withDesign({
        coupon: coupon_type === 'none' ? undefined : { coupon_type, code: couponOf(document).code },
      })(document),
  }),
  coupon.text('code', 'Coupon code', {
    maxLength: 200,
    key: 'design.coupon',
    when: (document) => couponOf(document).coupon_type !== 'none',
  }),
];

/** The coupon code the popup hands out. */
export function CouponSection(props: FormProps) {
  const { coupon_type, code } = couponOf(props.document);
  return (
    <FieldSection
      title="Coupon"
      summary={
        coupon_type === 'none' || !code
          ? 'No coupon.'
          : `Visitors get the code “${code}”${coupon_type === 'copy_on_click' ? ', copied when they click it' : ''}.`
      }
      fields={FIELDS}
      {...props}
    />
  );
}
