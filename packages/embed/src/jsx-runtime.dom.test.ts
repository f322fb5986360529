import { createRef, render, type ComponentType } from 'preact';
import * as preactRuntime from 'preact/jsx-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import * as runtime from './jsx-runtime.ts';

type Runtime = Pick<typeof runtime, 'jsx' | 'jsxs' | 'Fragment'>;

/** A list of keyed items, a Fragment, a component with default props and a ref, as the automatic transform calls them. */
function tree({ jsx, jsxs, Fragment }: Runtime, order: string[], ref: ReturnType<typeof createRef>) {
  const Greeting: ComponentType<{ name?: string }> & { defaultProps?: object } = ({ name }) =>
    jsx('p', { class: 'greeting', children: `Hello ${name}` });
  Greeting.defaultProps = { name: 'visitor' };
  return jsxs('div', {
    ref,
    children: [
      jsx(Greeting, {}),
      jsx('ul', { children: order.map((item) => jsx('li', { children: item }, item)) }),
      jsxs(Fragment, { children: [jsx('span', { children: 'a' }), jsx('span', { children: 'b' })] }),
    ],
  });
}

const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((host) => render(null, host)));

function draw(factories: Runtime, order: string[]) {
  const host = document.createElement('div');
  hosts.push(host);
  const ref = createRef<HTMLDivElement>();
  render(tree(factories, order, ref), host);
  return { host, ref };
}

describe('the runtime chunk’s JSX runtime (Preact’s createElement)', () => {
  it('renders what preact/jsx-runtime renders: default props, keyed children, fragments, refs', () => {
    const ours = draw(runtime, ['one', 'two', 'three']);
    const preact = draw(preactRuntime as Runtime, ['one', 'two', 'three']);
    expect(ours.host.innerHTML).toBe(preact.host.innerHTML);
    expect(ours.host.innerHTML).toContain('Hello visitor');
    expect(ours.ref.current).toBe(ours.host.firstElementChild);
  });

  it('keeps keyed elements when their order changes, as keys promise', () => {
    const { host } = draw(runtime, ['one', 'two', 'three']);
    const [first, second, third] = Array.from(host.querySelectorAll('li'));
    render(tree(runtime, ['three', 'one', 'two'], createRef()), host);
    expect(Array.from(host.querySelectorAll('li'))).toEqual([third, first, second]);
  });

  it('leaves key and ref out of the props a component gets', () => {
    let seen: Record<string, unknown> = {};
    const Probe = (props: Record<string, unknown>) => {
      seen = props;
      return null;
    };
    const host = document.createElement('div');
    hosts.push(host);
    render(runtime.jsx(Probe, { ref: createRef(), title: 'x' }, 'k'), host);
    expect(seen).toEqual({ title: 'x' });
  });
});
