import { useId } from 'react';
import {
  Form,
  Link,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { safeNext } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './LoginPage.module.css';

/**
 * Someone already signed in skips the form. Asked of `/session`, which answers 200 when signed out
 * too: a signed-out visit is the normal case here, not a failed request in the console.
 */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  try {
    const session = await adminApi.session({ signal: request.signal });
    if (!session.signed_in) return null;
  } catch {
    // The server is unreachable: show the form, whose submit reports any problem.
    return null;
  }
  return redirect(safeNext(new URL(request.url).searchParams.get('next')));
}

export async function loginAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { error: 'Enter your email and password.' };
  try {
    await adminApi.login(email, password);
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
  return redirect(safeNext(form.get('next')));
}

export function LoginPage() {
  const result = useActionData<typeof loginAction>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const errorId = useId();
  const emailId = useId();
  const passwordId = useId();
  const error = result && 'error' in result ? result.error : undefined;
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const describedBy = error ? errorId : undefined;

  return (
    <main className={styles.page}>
      <title>Log in · Hookline</title>
      <Form method="post" className={styles.card} aria-labelledby="login-title" replace>
        <p className={styles.brand}>Hookline</p>
        <h1 id="login-title">Log in to your dashboard</h1>
        {error && (
          <p id={errorId} role="alert" className={ui.alert}>
            {error}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            required
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId}>Password</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
        <input type="hidden" name="next" value={safeNext(search.get('next'))} />
        <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={submitting}>
          Log in
        </button>
        <p className={ui.muted}>
          New to Hookline? <Link to="/signup">Create an account</Link>
        </p>
      </Form>
    </main>
  );
}
