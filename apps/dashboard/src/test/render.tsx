import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

// Tells React that updates are wrapped in act(), so it flushes them before assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: (() => void)[] = [];

/** Renders into a fresh container in the document; `cleanup` unmounts everything. */
export async function render(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

/** Renders `routes` in a memory router at `path`, as the app would at that address. */
export async function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const container = await render(<RouterProvider router={router} />);
  await settle();
  return { router, container };
}

export function cleanup(): void {
  while (mounted.length) mounted.pop()!();
}

/** Lets pending fetches, loaders and renders run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Retries `check` until it stops throwing (or fails with its last error after ~2 s). */
export async function waitFor<T>(check: () => T): Promise<T> {
  let last: unknown;
  for (let i = 0; i < 100; i++) {
    try {
      return check();
    } catch (error) {
      last = error;
      await settle();
    }
  }
  throw last;
}

type Handler = (request: { method: string; url: URL; body: unknown }) => { status: number; body?: unknown };

/** Replaces `fetch` with `handler`, answering JSON; returns the mock to inspect calls. */
export function mockApi(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handler({ method: init.method ?? 'GET', url, body });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/**
 * Types into an input the way a user would, so React sees the change: through the prototype's
 * value setter, which React's controlled inputs do not intercept.
 */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  act(() => {
    const prototype = Object.getPrototypeOf(input) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The input labelled `label` (via `<label for>`). */
export function inputByLabel(container: HTMLElement, label: string): HTMLInputElement {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = element && container.querySelector<HTMLInputElement>(`[id="${element.htmlFor}"]`);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

/** The button whose text is `name`. */
export function buttonByName(container: HTMLElement, name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no button ${name}`);
  return button;
}
