import ui from '../styles/ui.module.css';

/** What the last action on a content page said: its problems as an alert, or its notice. */
export function PageFeedback({ errors, notice }: { errors: string[]; notice: string | null }) {
  return (
    <>
      {errors.length > 0 && (
        <ul className={ui.alert} role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {notice && (
        <p className={ui.success} role="status">
          {notice}
        </p>
      )}
    </>
  );
}
