import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import type { EditorDocument } from './use-editor-document.ts';

/** The questions the editor asks: delete the popup, and leave with unsaved changes. */
export function EditorDialogs({ editor }: { editor: EditorDocument }) {
  const { saved, blocker } = editor;
  return (
    <>
      {editor.pending === 'delete' && (
        <ConfirmDialog
          title={`Delete “${saved.name}”?`}
          cancel={{ label: 'Keep it', onClick: () => editor.setPending(null) }}
          actions={[{ label: 'Delete popup', danger: true, onClick: () => void editor.remove() }]}
        >
          <p>
            The popup {saved.ab_test ? 'and its A/B variants are' : 'is'} removed from your site, with its
            statistics and its leads. Export the leads first if you need them. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title="Leave without saving?"
          cancel={{ label: 'Stay', onClick: () => blocker.reset() }}
          actions={[
            { label: 'Leave without saving', danger: true, onClick: () => blocker.proceed() },
            {
              label: 'Save and leave',
              onClick: () =>
                void editor.save().then((result) => {
                  if (result) blocker.proceed();
                  else blocker.reset();
                }),
            },
          ]}
        >
          <p>This popup has changes you have not saved. They are lost if you leave now.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
