import { createContext, useContext, useEffect, useState } from 'react';

/** Asks the server for a dynamic widget's data, as its `load` answers it for the account's content. */
export type WidgetDataSource = (type: string, props: Record<string, unknown>) => Promise<unknown>;

export const WidgetDataContext = createContext<WidgetDataSource | null>(null);

/**
 * A dynamic widget's data in the editor: fetched again when its settings change; undefined while
 * loading (the render then shows its empty state).
 */
export function useEditorWidgetData(type: string, props: Record<string, unknown>, needed: boolean): unknown {
  const source = useContext(WidgetDataContext);
  const key = needed ? JSON.stringify(props) : '';
  const [loaded, setLoaded] = useState<{ key: string; value: unknown }>();
  useEffect(() => {
    if (!needed || !source) return;
    let current = true;
    source(type, JSON.parse(key) as Record<string, unknown>).then(
      (value) => current && setLoaded({ key, value }),
      (error: unknown) => console.warn('[hookline] widget data failed', error),
    );
    return () => {
      current = false;
    };
  }, [source, type, key, needed]);
  return loaded?.value;
}
