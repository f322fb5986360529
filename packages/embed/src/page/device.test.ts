import { describe, expect, it } from 'vitest';
import { isMobileDevice, operatingSystem } from './device.ts';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('isMobileDevice', () => {
  it.each([
    [AGENTS.iphone, 5, true],
    [AGENTS.android, 5, true],
    [AGENTS.ipadOs, 5, true],
    [AGENTS.ipadOs, 0, false],
    [AGENTS.windows, 10, false],
    [AGENTS.linux, 0, false],
  ])('%s with %i touch points -> %s', (agent, touchPoints, expected) => {
    expect(isMobileDevice(agent, touchPoints)).toBe(expected);
  });
});

describe('operatingSystem', () => {
  it.each([
    [AGENTS.iphone, 'iOS'],
    [AGENTS.android, 'Android'],
    [AGENTS.ipadOs, 'Mac OS'],
    [AGENTS.windows, 'Windows'],
    [AGENTS.linux, 'Linux'],
    [AGENTS.chromebook, 'Chrome OS'],
    ['', 'Unknown'],
  ])('%s -> %s', (agent, expected) => {
    expect(operatingSystem(agent)).toBe(expected);
  });
});
