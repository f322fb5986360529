import { useId } from 'react';
import { Form, Link, redirect, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { normaliseDomain } from '../domains.ts';
import ui from '../styles/ui.module.css';
import styles from './LoginPage.module.css';

export { loginLoader as signupLoader } from './LoginPage.tsx';

/** Creates the account, its first site and the session; then the new site's page. */
export async function signupAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const input = {
    email: field('email'),
    password: String(form.get('password') ?? ''),
    account_name: field('account_name'),
    site_name: field('site_name'),
    site_domain: normaliseDomain(field('site_domain')),
  };
  if (Object.values(input).some((value) => value === '')) return { error: 'Fill in every field.' };
  try {
    await adminApi.signup(input);
    const [site] = await adminApi.sites();
    return redirect(site ? `/sites/${site.client_id}` : '/');
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}

/** `/signup`: a new account with its first site. */
export function SignupPage() {
  const result = useActionData<typeof signupAction>();
  const navigation = useNavigation();
  const errorId = useId();
  const ids = {
    email: useId(),
    password: useId(),
    account: useId(),
    site: useId(),
    domain: useId(),
    domainHint: useId(),
  };
  const error = result?.error;
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <main className={styles.page}>
      <title>Sign up · Hookline</title>
      <Form
        method="post"
        className={styles.card}
        aria-labelledby="signup-title"
        aria-describedby={error ? errorId : undefined}
      >
        <p className={styles.brand}>Hookline</p>
        <h1 id="signup-title">Create your account</h1>
        {error && (
          <p id={errorId} role="alert" className={ui.alert}>
            {error}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={ids.email}>Email</label>
          <input id={ids.email} name="email" type="email" autoComplete="username" required autoFocus />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.password}>Password</label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.account}>Company or account name</label>
          <input id={ids.account} name="account_name" autoComplete="organization" maxLength={80} required />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.site}>Website name</label>
          <input id={ids.site} name="site_name" maxLength={80} required />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.domain}>Website domain</label>
          <input
            id={ids.domain}
            name="site_domain"
            placeholder="shop.example.com"
            required
            aria-describedby={ids.domainHint}
          />
          <p id={ids.domainHint} className={ui.muted}>
            Popups show only on this domain; add more later.
          </p>
        </div>
        <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={submitting}>
          Create account
        </button>
        <p className={ui.muted}>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </Form>
    </main>
  );
}
