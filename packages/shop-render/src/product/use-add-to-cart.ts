import { useState } from 'react';
import { addToCart } from '../cart/cart-actions.ts';

export type AddState = 'normal' | 'loading' | 'added';

/** A product form's add-to-cart request through the queue, with the button's states and any refusal. */
export function useAddToCart(apiBase: string) {
  const [state, setState] = useState<AddState>('normal');
  const [error, setError] = useState('');
  const submit = async (fields: Record<string, string>) => {
    setState('loading');
    setError('');
    const result = await addToCart(apiBase, fields);
    setState(result.ok ? 'added' : 'normal');
    if (!result.ok) setError(result.message);
  };
  return { state, error, submit };
}
