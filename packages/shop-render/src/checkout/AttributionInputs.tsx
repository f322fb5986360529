import { ATTRIBUTION_FIELDS } from '@hookline/shop';
import { VISITOR_ID_INPUT } from './attribution-browser.ts';

/**
 * The checkout's hidden inputs of order attribution: the pixel's visitor id and the source fields
 * under the shop's prefix, filled from the browser's cookies after hydration (empty on the server).
 */
export function AttributionInputs({ prefix, values }: { prefix: string; values: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name={VISITOR_ID_INPUT} value={values[VISITOR_ID_INPUT] ?? ''} readOnly />
      {ATTRIBUTION_FIELDS.map((field) => (
        <input
          key={field}
          type="hidden"
          name={`${prefix}${field}`}
          value={values[`${prefix}${field}`] ?? ''}
          readOnly
        />
      ))}
    </>
  );
}
