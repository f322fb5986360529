import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './webhooks.ts';

describe('webhook targets', () => {
  it.each([
    ['https://hooks.example.com/in?x=1', null],
    ['http://127.0.0.1:8080/hook', null],
    ['ftp://example.com/', 'must start with https:// or http://'],
    ['https://user:pass@example.com/', 'must not contain a user name or password'],
    ['example.com/hook', 'is not a URL'],
  ])('%s: %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});
