/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * Renders what a lazy chunk provides once it has loaded (`import()` inside `load`), `fallback`
 * until then and when it fails (logged with `log`). A chunk loaded once renders at once afterwards.
 */
export function Lazy<T>({
  load,
  render,
  fallback = null,
  log,
}: {
  load: () => Promise<T>;
  render: (module: T) => ComponentChildren;
  fallback?: ComponentChildren;
  log?: ((message: string, detail?: unknown) => void) | undefined;
}) {
  const [module, setModule] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (module) return;
    let live = true;
    load().then(
      (value) => {
        loaded.set(load, value);
        if (live) setModule(() => value);
      },
      (error: unknown) => log?.('a popup part failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return <>{module ? render(module) : fallback}</>;
}
