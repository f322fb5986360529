import { useState, type FormEvent, type ReactNode } from 'react';
import { postJson } from '../cart/api.ts';

/**
 * A customer form (login or register) posting JSON to the shop API; on success the page reloads
 * with the new session. Without scripts it posts as a form and the server redirects.
 */
export function AccountForm(props: { action: string; title: string; submit: string; children: ReactNode }) {
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError('');
    const fields = Object.fromEntries(new FormData(event.currentTarget).entries());
    const answer = await postJson(props.action, fields);
    setSending(false);
    if (answer.ok) window.location.reload();
    else setError(answer.body.message ?? 'Something went wrong; please try again.');
  };
  return (
    <form className="account-form" method="post" action={props.action} onSubmit={(e) => void onSubmit(e)}>
      <h2>{props.title}</h2>
      {props.children}
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {props.submit}
      </button>
    </form>
  );
}
