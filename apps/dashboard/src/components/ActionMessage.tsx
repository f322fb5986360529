import { useEffect, useRef } from 'react';
import ui from '../styles/ui.module.css';

/** What a form's action answers: an error to fix, or a notice that it worked. */
export type ActionResult = { error: string } | { notice: string };

/**
 * The action's answer above the forms: an alert for an error, a status line for a notice. It is
 * brought into view when it changes: on a phone the form that was sent is a screen or two below it.
 */
export function ActionMessage({ result }: { result: ActionResult | undefined }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);
  if (!result) return null;
  return 'error' in result ? (
    <p ref={message} role="alert" className={ui.alert}>
      {result.error}
    </p>
  ) : (
    <p ref={message} role="status" className={ui.success}>
      {result.notice}
    </p>
  );
}
