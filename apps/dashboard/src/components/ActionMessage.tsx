import ui from '../styles/ui.module.css';

/** What a form's action answers: an error to fix, or a notice that it worked. */
export type ActionResult = { error: string } | { notice: string };

/** The action's answer above the forms: an alert for an error, a status line for a notice. */
export function ActionMessage({ result }: { result: ActionResult | undefined }) {
  if (!result) return null;
  return 'error' in result ? (
    <p role="alert" className={ui.alert}>
      {result.error}
    </p>
  ) : (
    <p role="status" className={ui.success}>
      {result.notice}
    </p>
  );
}
