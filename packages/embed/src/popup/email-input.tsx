/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ControlProps } from './fields.tsx';
import { loadEmailSuggest } from './lazy-parts.ts';
import { messagesOf } from './popup-env.ts';

/** The email suggestion chunk, once loaded. */
let suggestChunk: Awaited<ReturnType<typeof loadEmailSuggest>> | null = null;

/**
 * An email input. Unless the field skips validation, the email suggestion chunk (loaded as the
 * input shows) offers "Did you mean ...?" beside it for a misspelt common mail domain (mailcheck).
 */
export function EmailInput({ field, form, env, attributes }: ControlProps) {
  const input = useRef<HTMLInputElement>(null);
  const [chunk, setChunk] = useState(suggestChunk);
  const offersSuggestions = field.email_validation !== 'no-validation';
  useEffect(() => {
    if (offersSuggestions && !chunk)
      loadEmailSuggest().then(
        (module) => setChunk((suggestChunk = module)),
        () => undefined,
      );
  }, []);
  return (
    <>
      <input
        ref={input}
        {...attributes}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values[field.name] ?? ''}
        onInput={(event) => form.setValue(field.name, event.currentTarget.value)}
      />
      {offersSuggestions && chunk && (
        <chunk.Suggestion input={input} field={field} form={form} didYouMean={messagesOf(env).didYouMean} />
      )}
    </>
  );
}
