import { ConfirmDialog } from '../components/ConfirmDialog.tsx';

/** Asks before an integration is removed: its key and log go, the contacts already sent stay. */
export function RemoveDialog({
  providerLabel,
  cancel,
  remove,
}: {
  providerLabel: string;
  cancel(): void;
  remove(): void;
}) {
  return (
    <ConfirmDialog
      title={`Remove ${providerLabel}?`}
      cancel={{ label: 'Keep it', onClick: cancel }}
      actions={[{ label: `Remove ${providerLabel}`, danger: true, onClick: remove }]}
    >
      <p>
        New leads stop going to {providerLabel}, and its key and delivery log are erased here. Contacts
        already sent stay in {providerLabel}.
      </p>
    </ConfirmDialog>
  );
}
