/** Reading a CDP CPU profile (Profiler.stop) for the time the pixel's own scripts take. */
interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName?: string; lineNumber?: number; columnNumber?: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ours = (url: string) => /\/pixel\.js|\/embed\//.test(url);

/** For each node, the deepest pixel frame on its stack (itself included), or null when none is. */
function pixelFrames(profile: Profile): (id: number) => ProfileNode | null {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const known = new Map<number, ProfileNode | null>();
  const frameOf = (id: number): ProfileNode | null => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const node = byId.get(id)!;
    const up = parent.get(id);
    const frame = ours(node.callFrame.url) ? node : up === undefined ? null : frameOf(up);
    known.set(id, frame);
    return frame;
  };
  return frameOf;
}

/** Each sample's node and duration: timeDeltas[i] is the time before sample i, so its own is the next delta. */
function* sampled(profile: Profile): Generator<[id: number, micros: number]> {
  for (let i = 0; i < profile.samples.length; i++)
    yield [profile.samples[i]!, profile.timeDeltas[i + 1] ?? 0];
}

/** Milliseconds of samples whose stack holds one of the pixel's frames. */
export function pixelScriptMs(profile: Profile): number {
  const frameOf = pixelFrames(profile);
  let micros = 0;
  for (const [id, duration] of sampled(profile)) if (frameOf(id)) micros += duration;
  return micros / 1000;
}

/**
 * Where the pixel's time goes: milliseconds per leaf of the counted samples, named by the leaf
 * (`(program)`, `Layout`, a script function) and the deepest pixel frame above it
 * (`file:line:column function`), largest first.
 */
export function pixelSelfTimes(profile: Profile): { where: string; ms: number }[] {
  const frameOf = pixelFrames(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const label = (node: ProfileNode) => {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const file = url.replace(/^.*\//, '').replace(/\?.*$/, '');
    return `${file}:${(lineNumber ?? 0) + 1}:${(columnNumber ?? 0) + 1} ${functionName || '(top level)'}`;
  };
  for (const [id, duration] of sampled(profile)) {
    const frame = frameOf(id);
    if (!frame) continue;
    const leaf = byId.get(id)!;
    const where =
      leaf === frame ? label(frame) : `${leaf.callFrame.functionName || '(native)'} < ${label(frame)}`;
    totals.set(where, (totals.get(where) ?? 0) + duration);
  }
  return [...totals].map(([where, micros]) => ({ where, ms: micros / 1000 })).sort((a, b) => b.ms - a.ms);
}
