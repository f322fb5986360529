import ui from '../../styles/ui.module.css';

/**
 * Why the collection was not saved: the problems found, or the server's refusal because stored
 * values no longer fit, with the offer to save anyway and clear them.
 */
export function SaveProblems({
  errors,
  conflict,
  onClearAndSave,
}: {
  errors: string[];
  conflict: string | null;
  onClearAndSave(): void;
}) {
  return (
    <>
      {errors.length > 0 && (
        <ul className={ui.alert} role="alert" aria-label="Problems">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {conflict && (
        <div className={ui.alert} role="alert">
          <p>{conflict}</p>
          <button type="button" className={ui.danger} onClick={onClearAndSave}>
            Save and clear those values
          </button>
        </div>
      )}
    </>
  );
}
