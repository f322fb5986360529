import { useState } from 'react';
import type { TVariationRecord } from '@hookline/schema';
import { clampQuantity } from '@hookline/shop';

/**
 * The variation form's quantity field: its value, and its bounds, which follow the chosen
 * variation (a product sold individually hides the field at 1; otherwise the value is clamped).
 */
export function useVariationQuantity(minQty: number) {
  const [quantity, setQuantity] = useState(String(minQty));
  const [qty, setQty] = useState<{ min: number; max: number | ''; hidden: boolean }>({
    min: minQty,
    max: '',
    hidden: false,
  });
  const fitTo = (variation: TVariationRecord) => {
    if (variation.is_sold_individually === 'yes') {
      setQuantity('1');
      setQty({ min: 1, max: '', hidden: true });
    } else {
      setQuantity((current) => String(clampQuantity(current, variation.min_qty, variation.max_qty)));
      setQty({ min: variation.min_qty, max: variation.max_qty, hidden: false });
    }
  };
  return { quantity, setQuantity, qty, fitTo };
}
