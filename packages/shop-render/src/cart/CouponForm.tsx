import { useState, type FormEvent } from 'react';

/**
 * The cart page's coupon form. Without scripts it posts to apply_coupon, which redirects back;
 * with them, `onApply` sends the code and the field empties when it was taken.
 */
export function CouponForm(props: {
  action: string;
  busy: boolean;
  onApply(code: string): Promise<boolean>;
}) {
  const [coupon, setCoupon] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await props.onApply(coupon)) setCoupon('');
  };
  return (
    <form className="coupon" method="post" action={props.action} onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor="coupon_code">Coupon code</label>
      <div className="coupon-row">
        <input
          type="text"
          id="coupon_code"
          name="coupon_code"
          className="input-text"
          placeholder="Coupon code"
          value={coupon}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setCoupon(e.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={props.busy}>
          Apply coupon
        </button>
      </div>
    </form>
  );
}
