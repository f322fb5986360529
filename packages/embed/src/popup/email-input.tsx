/** @jsxImportSource preact */
import { fieldMessages } from '@hookline/rules';
import type { TField } from '@hookline/schema';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { SharedAttributes } from './fields.tsx';
import type { FormState } from './form-context.ts';
import { loadEmailSuggest } from './lazy-parts.ts';

/** mailcheck's suggestion, once its chunk has loaded. */
let loadedSuggest: ((text: string) => string | null) | null = null;

/** Spec section 5: a "Did you mean ...?" suggestion clears after 3 s. */
export const SUGGESTION_MS = 3000;

interface EmailInputProps {
  field: TField;
  form: FormState;
  attributes: SharedAttributes;
}

/**
 * An email input that offers "Did you mean ...?" for a misspelt common mail domain (mailcheck).
 * Tab or the right arrow takes the suggestion, as does a click on it; it clears after 3 s.
 */
export function EmailInput({ field, form, attributes }: EmailInputProps) {
  // An object, not a string: each new suggestion restarts the 3 s timer, even the same text.
  const [suggestion, setSuggestion] = useState<{ address: string } | null>(null);
  const offersSuggestions = field.email_validation !== 'no-validation';

  useEffect(() => {
    if (!suggestion) return;
    const timer = setTimeout(() => setSuggestion(null), SUGGESTION_MS);
    return () => clearTimeout(timer);
  }, [suggestion]);

  const accept = () => {
    if (!suggestion) return;
    form.setValue(field.name, suggestion.address);
    setSuggestion(null);
  };

  const onInput = (event: JSX.TargetedEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const value = input.value;
    form.setValue(field.name, value);
    if (!offersSuggestions) return;
    const suggest = (suggestEmail: (text: string) => string | null) => {
      const address = suggestEmail(value);
      setSuggestion(address ? { address } : null);
    };
    if (loadedSuggest) return suggest(loadedSuggest);
    // mailcheck is a lazy chunk, usually loaded by the time the visitor types (mount preloads it).
    setSuggestion(null);
    loadEmailSuggest().then(
      ({ suggestEmail }) => {
        loadedSuggest = suggestEmail;
        if (input.value === value) suggest(suggestEmail);
      },
      () => undefined,
    );
  };

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLInputElement>) => {
    if (!suggestion) return;
    const input = event.currentTarget;
    // Email inputs report no caret (selectionStart is null); treat that as "at the end".
    const atEnd = input.selectionStart === null || input.selectionStart >= input.value.length;
    if ((event.key === 'Tab' && !event.shiftKey) || (event.key === 'ArrowRight' && atEnd)) {
      event.preventDefault();
      accept();
    }
  };

  return (
    <>
      <input
        {...attributes}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values[field.name] ?? ''}
        onInput={onInput}
        onKeyDown={onKeyDown}
      />
      {suggestion && (
        <button type="button" class="hl-suggestion" onClick={accept}>
          {fieldMessages(form.lang).didYouMean(suggestion.address)}
        </button>
      )}
    </>
  );
}
