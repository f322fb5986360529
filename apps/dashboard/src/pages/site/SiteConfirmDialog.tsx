import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatCount } from '../../format.ts';
import type { Confirm } from './confirm.ts';
import type { SiteIntent } from './site-action.ts';

/** Asks before a popup or a lead is deleted; both cannot be undone. */
export function SiteConfirmDialog({
  confirm,
  cancel,
  submit,
}: {
  confirm: Confirm;
  cancel(): void;
  submit(intent: SiteIntent, id: string): void;
}) {
  if (confirm?.kind === 'popup')
    return (
      <ConfirmDialog
        title={`Delete “${confirm.popup.name}”?`}
        cancel={{ label: 'Keep it', onClick: cancel }}
        actions={[
          { label: 'Delete popup', danger: true, onClick: () => submit('delete-popup', confirm.popup.id) },
        ]}
      >
        <p>
          It is removed from your site{confirm.popup.ab_test ? ' with its A/B variants' : ''}, together with
          its statistics and its {formatCount(confirm.popup.conversions)} leads. Export the leads first if you
          need them. This cannot be undone.
        </p>
      </ConfirmDialog>
    );
  if (confirm?.kind === 'lead')
    return (
      <ConfirmDialog
        title="Delete this lead?"
        cancel={{ label: 'Keep it', onClick: cancel }}
        actions={[
          { label: 'Delete lead', danger: true, onClick: () => submit('delete-lead', confirm.lead.id) },
        ]}
      >
        <p>
          The lead {confirm.lead.email ? <strong>{confirm.lead.email}</strong> : null} and every answer in it
          are erased, as a visitor may ask under privacy law. Webhook deliveries that carried it are erased
          too. This cannot be undone.
        </p>
      </ConfirmDialog>
    );
  return null;
}
