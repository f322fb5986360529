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
        {shown ? '🙈' : '👁'}
      </button>
    </span>
  );
}
