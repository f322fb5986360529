/** @jsxImportSource preact */
import { suggestEmail } from '@hookline/rules';
import type { TField } from '@hookline/schema';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { FormState } from './form-context.ts';
import { FOCUS } from './palette.ts';

/**
 * The email suggestion chunk (lazy: loaded when a popup's email field that checks for typos shows):
 * mailcheck's "Did you mean ...?" for a misspelt common mail domain, beside the core's email input.
 */

/** The suggestion's look: a link-like button under the input (rendered with it, in the popup's shadow root). */
const SUGGESTION_CSS = `.hl-suggestion{align-self:flex-start;margin:0;padding:0;border:0;background:none;color:${FOCUS};font-family:inherit;font-size:14px;text-decoration:underline;cursor:pointer}.hl-suggestion:focus-visible{outline:3px solid ${FOCUS};outline-offset:2px}`;

/** Spec section 5: a "Did you mean ...?" suggestion clears after 3 s. */
export const SUGGESTION_MS = 3000;

export interface SuggestionProps {
  /** The email input the visitor types in. */
  input: { current: HTMLInputElement | null };
  field: TField;
  form: FormState;
  /** The suggestion's text, in the popup's language. */
  didYouMean(address: string): string;
}

/**
 * Suggests an address as the visitor types (and, once loaded, for what they typed before). Tab or
 * the right arrow at the end of the input takes the suggestion, as does a click on it; it clears
 * after 3 s.
 */
export function Suggestion({ input, field, form, didYouMean }: SuggestionProps) {
  // An object, not a string: each new suggestion restarts the 3 s timer, even the same text.
  const [suggestion, setSuggestion] = useState<{ address: string } | null>(null);
  // What is on screen now, read by the key handler: a Tab pressed right after the last keystroke,
  // before the render that follows it, takes the suggestion for what the visitor typed, not an older one.
  const latest = useRef<{ address: string } | null>(null);
  const show = (next: { address: string } | null) => {
    latest.current = next;
    setSuggestion(next);
  };
  const accept = () => {
    if (!latest.current) return;
    form.setValue(field.name, latest.current.address);
    show(null);
  };
  const acceptNow = useRef(accept);
  acceptNow.current = accept;

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const suggest = () => {
      const address = suggestEmail(element.value);
      show(address ? { address } : null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current) return;
      // Email inputs report no caret (selectionStart is null); treat that as "at the end".
      const atEnd = element.selectionStart === null || element.selectionStart >= element.value.length;
      if ((event.key === 'Tab' && !event.shiftKey) || (event.key === 'ArrowRight' && atEnd)) {
        event.preventDefault();
        acceptNow.current();
      }
    };
    if (element.value !== (field.default_value ?? '')) suggest();
    element.addEventListener('input', suggest);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('input', suggest);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useEffect(() => {
    if (!suggestion) return;
    const timer = setTimeout(() => show(null), SUGGESTION_MS);
    return () => clearTimeout(timer);
  }, [suggestion]);

  return suggestion ? (
    <>
      <style>{SUGGESTION_CSS}</style>
      <button type="button" class="hl-suggestion" onClick={accept}>
        {didYouMean(suggestion.address)}
      </button>
    </>
  ) : null;
}
