import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/**
 * The file `rest` names inside `root`'s `assets` folder, relative to `root`, or null when there is
 * none. Whatever `rest` points at outside that folder counts as missing, whether or not it exists,
 * so that the answer never tells a caller which files the server has.
 */
export function assetFile(root: string, rest: string): string | null {
  const folder = resolve(root, 'assets');
  const file = resolve(root, rest);
  if (!file.startsWith(folder + sep)) return null;
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? relative(root, file) : null;
  } catch {
    return null; // a name the file system refuses (a NUL byte, say)
  }
}
