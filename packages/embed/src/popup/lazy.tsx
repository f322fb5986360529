/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { PopupEnvContext } from './popup-env.ts';

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * Renders what a lazy chunk provides once it has loaded (`import()` inside `load`), `fallback`
 * until then and when it fails (logged). A chunk loaded once renders at once afterwards.
 */
export function Lazy<T>({
  load,
  render,
  fallback = null,
}: {
  load: () => Promise<T>;
  render: (module: T) => ComponentChildren;
  fallback?: ComponentChildren;
}) {
  const env = useContext(PopupEnvContext);
  const [module, setModule] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (module) return;
    let live = true;
    load().then(
      (value) => {
        loaded.set(load, value);
        if (live) setModule(() => value);
      },
      (error: unknown) => env?.log('a popup part failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return <>{module ? render(module) : fallback}</>;
}
