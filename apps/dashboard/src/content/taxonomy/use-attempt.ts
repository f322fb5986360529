import { useState } from 'react';
import { isApiError } from '../../api/client.ts';

/**
 * What the taxonomy page's actions said, and `attempt` to run one: it clears both first, then
 * shows what the work throws as `errors`: a list of messages (problems found before sending) or
 * the server's refusal (below 500). Anything else is thrown on to the error page.
 */
export function useAttempt() {
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = async (work: () => Promise<void>) => {
    setErrors([]);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      if (Array.isArray(error)) setErrors(error as string[]);
      else if (isApiError(error) && error.status < 500) setErrors([error.message]);
      else throw error;
    }
  };
  return { errors, notice, setNotice, attempt };
}
export type Attempt = ReturnType<typeof useAttempt>['attempt'];
