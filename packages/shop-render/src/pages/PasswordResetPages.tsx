import { useState } from 'react';
import { LOST_PASSWORD_PATH, RESET_LINK_SENT_MESSAGE } from '@hookline/shop';
import { AccountForm } from '../account/AccountForm.tsx';
import { PasswordInput } from '../account/PasswordInput.tsx';
import type { LoadContext } from '../load-context.ts';
import { useShop } from '../shop-context.tsx';

export interface LostPasswordPageProps {
  /** The request was sent (a form posted without scripts comes back with `?reset-link-sent=true`). */
  sent: boolean;
}

export async function loadLostPasswordPage({ url }: LoadContext): Promise<LostPasswordPageProps> {
  return { sent: url.searchParams.get('reset-link-sent') === 'true' };
}

/** "Lost your password?": asks for the account's email; the answer never says whether it has one. */
export function LostPasswordPage({ sent }: LostPasswordPageProps) {
  const { config, customer } = useShop();
  const [done, setDone] = useState(sent);
  return (
    <section className="my-account password-reset">
      <h1>Lost your password?</h1>
      {/* Always present, so that a screen reader announces the answer when it appears. */}
      <div role="status">
        {done && (
          <div className="password-reset-card">
            <p className="password-reset-sent">{RESET_LINK_SENT_MESSAGE}</p>
            <p>
              <a className="button" href="/my-account">
                {customer ? 'Back to my account' : 'Back to log in'}
              </a>
            </p>
          </div>
        )}
      </div>
      {!done && (
        <AccountForm
          action={`${config.apiBase}/customer/lost-password`}
          submit="Email me a reset link"
          onDone={() => setDone(true)}
          after={
            <p className="password-reset-back">
              <a href="/my-account">Remembered it? Log in</a>
            </p>
          }
        >
          <p className="password-reset-intro">
            Enter the email address of your account. We will email you a link to choose a new password.
          </p>
          <p>
            <label htmlFor="reset-email">Email address *</label>
            <input id="reset-email" name="email" type="email" autoComplete="email" required />
          </p>
        </AccountForm>
      )}
    </section>
  );
}

export interface ResetPasswordPageProps {
  /** This browser holds a link's key that still works. */
  valid: boolean;
}

export async function loadResetPasswordPage({ data }: LoadContext): Promise<ResetPasswordPageProps> {
  return { valid: (await data.passwordResetValid?.()) ?? false };
}

/** The reset link's page: a new password, or why the link no longer works and how to get another. */
export function ResetPasswordPage({ valid }: ResetPasswordPageProps) {
  const { config } = useShop();
  return (
    <section className="my-account password-reset">
      <h1>{valid ? 'Choose a new password' : 'This link no longer works'}</h1>
      {valid ? (
        <AccountForm action={`${config.apiBase}/customer/reset-password`} submit="Save password and log in">
          <p className="password-reset-intro">
            Your new password needs at least 8 characters. Once it is saved, you are logged in and the old
            password no longer works.
          </p>
          <p>
            <label htmlFor="new-password">New password *</label>
            <PasswordInput id="new-password" name="password" autoComplete="new-password" />
          </p>
        </AccountForm>
      ) : (
        <div className="password-reset-card">
          <p>
            This password reset link is invalid, has expired, or was already used. A link works once, within
            one hour.
          </p>
          <p>
            <a className="button" href={LOST_PASSWORD_PATH}>
              Email me a new link
            </a>
          </p>
        </div>
      )}
    </section>
  );
}
