import { createElement, Fragment, type ComponentType, type VNode } from 'preact';

/**
 * The automatic JSX runtime of the runtime chunk and, through it, of every lazy chunk (build-chunks.ts
 * resolves `preact/jsx-runtime` here when it builds the runtime chunk): Preact's own
 * `createElement`, which the chunk carries anyway (`render` uses it). `preact/jsx-runtime` would
 * add a second factory of the same virtual nodes, with development fields (`__source`, `__self`);
 * leaving it out takes about 100 B gzip off the email lightbox's path. The automatic transform
 * passes a key as its own argument; `createElement` reads it, as it does `ref`, from the props.
 */
export function jsx(
  type: string | ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  key?: string | number,
): VNode {
  return createElement(type, key === undefined ? props : { ...props, key });
}

export { Fragment, jsx as jsxs };
