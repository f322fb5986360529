import { useEffect, useState } from 'react';
import ui from '../styles/ui.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const LABELS: Record<CopyState, string> = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed: select the text and copy it',
};

/** Copies `text` to the clipboard and says "Copied" for a moment; screen readers hear it too. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // navigator.clipboard exists only in secure contexts (https, localhost).
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button type="button" className={ui.secondary} onClick={() => void copy()} aria-live="polite">
      {state === 'idle' ? label : LABELS[state]}
    </button>
  );
}
