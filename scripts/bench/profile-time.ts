/** Reading a CDP CPU profile (Profiler.stop) for the time the pixel's own scripts take. */
interface ProfileNode {
  id: number;
  callFrame: { url: string };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ours = (url: string) => /\/pixel\.js|\/embed\//.test(url);

/** Milliseconds of samples whose stack holds one of the pixel's frames. */
export function pixelScriptMs(profile: Profile): number {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<number, boolean>();
  const inPixel = (id: number): boolean => {
    const known = counts.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const up = parent.get(id);
    const value = ours(node.callFrame.url) || (up !== undefined && inPixel(up));
    counts.set(id, value);
    return value;
  };
  let micros = 0;
  // timeDeltas[i] is the time before sample i; the sample's own duration is the next delta.
  for (let i = 0; i < profile.samples.length; i++) {
    if (inPixel(profile.samples[i]!)) micros += profile.timeDeltas[i + 1] ?? 0;
  }
  return micros / 1000;
}
