import type { TCouponType, TDesignProperties, TUniqueCouponTemplate } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import { withDesign, type FormProps } from '../edit.ts';
import { fieldsOf, labelled } from '../fields/field-builders.ts';
import type { FieldSpec } from '../fields/field-table.ts';
import { FieldSection } from '../fields/FieldSection.tsx';

const COUPON_TYPES = labelled({
  none: 'No coupon',
  code: 'Show a code',
  copy_on_click: 'Show a code that copies on click',
} satisfies Record<TCouponType, string>);

const KINDS = labelled({
  percent: 'Percentage off the cart',
  fixed_cart: 'Fixed amount off the cart',
} satisfies Record<TUniqueCouponTemplate['kind'], string>);

/** A new unique code's terms: 10% off, for 30 days. */
const DEFAULT_TEMPLATE: TUniqueCouponTemplate = { kind: 'percent', amount: 10, expiry_days: 30 };

type Coupon = NonNullable<TDesignProperties['coupon']>;
const couponOf = (document: PopupDocument): Coupon =>
  document.design_properties.coupon ?? { coupon_type: 'none', code: '' };
const templateOf = (document: PopupDocument): TUniqueCouponTemplate =>
  couponOf(document).unique ?? DEFAULT_TEMPLATE;
const isUnique = (document: PopupDocument) => couponOf(document).unique !== undefined;
const hasCoupon = (document: PopupDocument) => couponOf(document).coupon_type !== 'none';

const coupon = fieldsOf(
  couponOf,
  (patch) => (document) => withDesign({ coupon: { ...couponOf(document), ...patch } })(document),
);
const template = fieldsOf(
  templateOf,
  (patch) => (document) =>
    withDesign({ coupon: { ...couponOf(document), unique: { ...templateOf(document), ...patch } } })(
      document,
    ),
  'design.coupon.unique.',
);

const uniqueToggle: FieldSpec<PopupDocument> = {
  kind: 'toggle',
  label: 'Unique code per lead',
  hint: 'Each visitor who converts gets a single-use shop coupon of their own (PREFIX-7KQ4XZ2M), stored with the lead. Show it with a coupon block whose code is {{coupon_code}} on the thank-you screen.',
  when: hasCoupon,
  read: isUnique,
  write: (on) => (document) =>
    withDesign({ coupon: { ...couponOf(document), unique: on ? templateOf(document) : undefined } })(
      document,
    ),
};

const FIELDS: FieldSpec<PopupDocument>[] = [
  coupon.select('coupon_type', 'Coupon', COUPON_TYPES, {
    // No coupon is no `coupon` at all.
    update: (coupon_type) => (document) =>
      withDesign({
        coupon:
          coupon_type === 'none'
            ? undefined
            : { ...couponOf(document), coupon_type, code: couponOf(document).code },
      })(document),
  }),
  coupon.text('code', 'Coupon code', {
    maxLength: 200,
    key: 'design.coupon',
    hint: 'The shop takes it when the site has a coupon with this code (Coupons page).',
    when: (document) => hasCoupon(document) && !isUnique(document),
  }),
  uniqueToggle,
  coupon.text('code', 'Code prefix', {
    maxLength: 30,
    key: 'design.coupon',
    placeholder: 'WELCOME',
    when: (document) => hasCoupon(document) && isUnique(document),
  }),
  template.select('kind', 'Discount', KINDS, {
    when: (document) => hasCoupon(document) && isUnique(document),
  }),
  template.number('amount', 'Amount', {
    min: 1,
    hint: 'A percentage (1 to 100), or cents off for a fixed amount.',
    store: (number) => number ?? 1,
    when: (document) => hasCoupon(document) && isUnique(document),
  }),
  template.number('expiry_days', 'Expires after', {
    unit: 'days',
    min: 1,
    max: 3650,
    hint: 'Empty: the code never expires.',
    when: (document) => hasCoupon(document) && isUnique(document),
  }),
  template.number('min_spend_cents', 'Minimum spend', {
    unit: 'cents',
    min: 1,
    hint: 'Empty: any cart.',
    when: (document) => hasCoupon(document) && isUnique(document),
  }),
];

/** The coupon code the popup hands out: a fixed code, or a unique single-use code per lead. */
export function CouponSection(props: FormProps) {
  const { coupon_type, code, unique } = couponOf(props.document);
  const off =
    unique && (unique.kind === 'percent' ? `${unique.amount}%` : `$${(unique.amount / 100).toFixed(2)}`);
  return (
    <FieldSection
      title="Coupon"
      summary={
        coupon_type === 'none' || !code
          ? 'No coupon.'
          : unique
            ? `Each lead gets a single-use code “${code}-…” (${off} off).`
            : `Visitors get the code “${code}”${coupon_type === 'copy_on_click' ? ', copied when they click it' : ''}.`
      }
      fields={FIELDS}
      {...props}
    />
  );
}
