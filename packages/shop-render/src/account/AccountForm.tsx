import { useState, type FormEvent, type ReactNode } from 'react';
import { postJson } from '../cart/api.ts';

/** What the shop API answered a customer form with. */
export type AccountAnswer = { message?: string; redirect?: string };

/**
 * A customer form (login, register, password reset) posting JSON to the shop API; on success the
 * page reloads with the new session, goes where the answer says (`redirect`), or does `onDone`.
 * Without scripts it posts as a form and the server redirects.
 */
export function AccountForm(props: {
  action: string;
  /** The form's heading; none when the page's own says it. */
  title?: string;
  submit: string;
  children: ReactNode;
  /** Under the button (the login form's "Lost your password?"). */
  after?: ReactNode;
  /** Replaces the default (reload, or the answer's `redirect`). */
  onDone?: (answer: AccountAnswer) => void;
}) {
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError('');
    const fields = Object.fromEntries(new FormData(event.currentTarget).entries());
    const answer = await postJson<AccountAnswer>(props.action, fields);
    setSending(false);
    if (!answer.ok) setError(answer.body.message ?? 'Something went wrong; please try again.');
    else if (props.onDone) props.onDone(answer.body);
    else if (answer.body.redirect) window.location.assign(answer.body.redirect);
    else window.location.reload();
  };
  return (
    <form className="account-form" method="post" action={props.action} onSubmit={(e) => void onSubmit(e)}>
      {props.title && <h2>{props.title}</h2>}
      {props.children}
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {props.submit}
      </button>
      {props.after}
    </form>
  );
}
