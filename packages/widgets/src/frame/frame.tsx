import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetFrame } from '../contract.ts';

const defaultFrame: WidgetFrame = {
  editMode: false,
  insideCarousel: false,
  insideFilterTemplate: false,
  url: '/',
};

const FrameContext = createContext<WidgetFrame>(defaultFrame);

/** Where the widgets below are drawn (the editor, a carousel slide, a list template). */
export function useWidgetFrame(): WidgetFrame {
  return useContext(FrameContext);
}

/** Sets part of the frame for the widgets below, keeping the rest of the outer frame. */
export function WidgetFrameProvider({
  value,
  children,
}: {
  value: Partial<WidgetFrame>;
  children: ReactNode;
}) {
  const outer = useContext(FrameContext);
  return <FrameContext.Provider value={{ ...outer, ...value }}>{children}</FrameContext.Provider>;
}
