import { describe, expect, it } from 'vitest';
import { TaskLimit } from './task-limit.ts';

describe('TaskLimit', () => {
  it('runs at most `limit` tasks at once, the rest in order, and passes errors through', async () => {
    const limit = new TaskLimit(2);
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const task = (id: number) => async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      order.push(id);
      if (id === 3) throw new Error('three');
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => limit.run(task(id))));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await limit.run(async () => 'after')).toBe('after');
  });
});
