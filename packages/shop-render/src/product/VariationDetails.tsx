import type { TVariationRecord } from '@hookline/schema';
import { TEXTS } from './texts.ts';

/** The chosen variation's price and stock (or that it is unavailable), revealed once `open`. */
export function VariationDetails({ variation, open }: { variation: TVariationRecord | null; open: boolean }) {
  return (
    <div className={`single_variation${open && variation ? ' is-open' : ''}`} aria-live="polite">
      <div className="single_variation_inner">
        {variation && !variation.variation_is_visible && <p className="unavailable">{TEXTS.unavailable}</p>}
        {variation && variation.variation_is_visible && (
          <>
            <span className="price">{variation.price_html}</span>
            <p className={`stock ${variation.is_in_stock ? 'in-stock' : 'out-of-stock'}`}>
              {variation.availability_html}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
