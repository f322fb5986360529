import { useState, type KeyboardEvent } from 'react';

/**
 * A password field with a show/hide toggle whose label says what it will do. Enter inside the
 * wrapper does not submit the form (spec section 2); on the toggle it toggles.
 */
export function PasswordInput({
  id,
  name,
  autoComplete,
}: {
  id: string;
  name: string;
  autoComplete: string;
}) {
  const [shown, setShown] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if ((event.target as HTMLElement).classList.contains('show-password-input')) setShown((s) => !s);
  };
  return (
    <span className="password-input" onKeyDown={onKeyDown}>
      <input
        id={id}
        name={name}
        type={shown ? 'text' : 'password'}
        className="input-text"
        autoComplete={autoComplete}
        required
        minLength={name === 'password' && autoComplete === 'new-password' ? 8 : undefined}
      />
      <button
        type="button"
        className={`show-password-input${shown ? ' display-password' : ''}`}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-controls={id}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        <EyeIcon crossed={shown} />
      </button>
    </span>
  );
}

/** An eye (show) or a crossed-out eye (hide), drawn in the text colour so it reads on any system. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
