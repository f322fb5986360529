import { describe, expect, it } from 'vitest';
import { pixelScriptMs, pixelSelfTimes } from './profile-time.ts';

const node = (id: number, url: string, children: number[] = []) => ({ id, callFrame: { url }, children });

describe('pixelScriptMs and pixelSelfTimes', () => {
  // root -> host.js -> (native) ; root -> pixel.js -> (native layout) ; root -> /embed/runtime.js
  const nodes = [
    node(1, '', [2, 4, 6]),
    node(2, 'http://localhost:1/host.js', [3]),
    node(3, ''),
    node(4, 'http://127.0.0.1:2/pixel.js?id=x', [5]),
    node(5, ''),
    node(6, 'http://127.0.0.1:2/embed/runtime-abc.js'),
  ];

  it('counts samples with a pixel frame anywhere on the stack, natives below it included', () => {
    // Each sample lasts until the next one: the delta after it (1 ms each here, the last one 0).
    const profile = { nodes, samples: [2, 3, 4, 5, 6, 1], timeDeltas: [0, 1000, 1000, 1000, 1000, 1000] };
    expect(pixelScriptMs(profile)).toBe(3);
  });

  it('counts nothing when only the host page ran', () => {
    expect(pixelScriptMs({ nodes, samples: [2, 3, 1], timeDeltas: [0, 500, 500] })).toBe(0);
  });

  it("names where the pixel's time went: its own frames, and natives under the deepest pixel frame", () => {
    const profile = { nodes, samples: [4, 5, 5, 6, 2, 1], timeDeltas: [0, 1000, 1000, 1000, 1000, 1000] };
    expect(pixelSelfTimes(profile)).toEqual([
      { where: '(native) < pixel.js:1:1 (top level)', ms: 2 },
      { where: 'pixel.js:1:1 (top level)', ms: 1 },
      { where: 'runtime-abc.js:1:1 (top level)', ms: 1 },
    ]);
  });
});
