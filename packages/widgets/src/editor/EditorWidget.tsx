import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import type { AnyWidget } from '../catalogue.ts';
import { slotNames } from '../catalogue.ts';
import { WidgetFrameProvider } from '../frame/frame.tsx';
import { islands } from '../islands/index.ts';
import { useEditorWidgetData } from './editor-data.tsx';

/** Props Puck hands a component's render: the stored props, slots as components, Puck's context. */
type PuckRenderProps = Record<string, unknown> & { id: string; puck?: unknown; editMode?: boolean };

/**
 * A widget inside the editor's canvas: the same `Render` visitors get, with slots as Puck drop
 * zones, its data fetched from the server, and its island mounted again whenever its settings
 * change (so a text-unfold's height updates live).
 */
export function EditorWidget({ widget, props }: { widget: AnyWidget; props: PuckRenderProps }) {
  const { puck: _puck, editMode: _editMode, ...stored } = props;
  const slots: Record<string, ReactNode> = {};
  for (const name of slotNames(widget)) {
    const Slot = props[name] as ComponentType | undefined;
    slots[name] = typeof Slot === 'function' ? <Slot /> : null;
  }
  const plain = Object.fromEntries(Object.entries(stored).filter(([name]) => !(name in slots)));
  const loaded = useEditorWidgetData(widget.type, plain, Boolean(widget.load));
  const box = useRef<HTMLDivElement>(null);
  const settings = JSON.stringify(plain);
  useEffect(() => {
    const root = box.current;
    const load = widget.island ? islands[widget.island] : undefined;
    if (!root || !load) return;
    let cleanups: (() => void)[] = [];
    let current = true;
    void load().then((mount) => {
      if (!current) return;
      const targets = root.querySelectorAll<HTMLElement>(`[data-island="${widget.island}"]`);
      cleanups = [...targets].flatMap((el) => mount(el) ?? []);
    });
    return () => {
      current = false;
      cleanups.forEach((clean) => clean());
    };
  }, [widget.island, settings, loaded]);
  const { Render } = widget;
  return (
    <div ref={box} className="hl-editor-widget">
      <WidgetFrameProvider value={{ editMode: true }}>
        <Render {...widget.defaultProps} {...plain} slots={slots} loaded={loaded} />
      </WidgetFrameProvider>
    </div>
  );
}
