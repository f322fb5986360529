import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { saveWithFreeSlug } from './free-slug.ts';

/** A store that refuses the slugs it holds as a unique violation, as the database does. */
function store(taken: string[]) {
  const held = new Set(taken);
  const tried: string[] = [];
  const save = async (slug: string) => {
    tried.push(slug);
    if (held.has(slug)) throw Object.assign(new Error('duplicate key'), { code: '23505' });
    held.add(slug);
    return slug;
  };
  return { save, tried };
}
const taken = (slug: string) => new HttpError(409, 'slug_taken', `"${slug}" is taken`);

describe('saveWithFreeSlug', () => {
  it.each([
    ['a free made slug', undefined, [], 'twin', ['twin']],
    ['a made slug with twins', undefined, ['twin', 'twin-2'], 'twin-3', ['twin', 'twin-2', 'twin-3']],
    ['an asked slug that is free', 'asked', ['twin'], 'asked', ['asked']],
  ])('saves %s', async (_name, asked, held, saved, tried) => {
    const target = store(held);
    await expect(saveWithFreeSlug(asked, 'twin', target.save, taken)).resolves.toBe(saved);
    expect(target.tried).toEqual(tried);
  });

  it('refuses an asked slug that is taken, without trying another', async () => {
    const target = store(['asked']);
    await expect(saveWithFreeSlug('asked', 'twin', target.save, taken)).rejects.toMatchObject({
      statusCode: 409,
      message: '"asked" is taken',
    });
    expect(target.tried).toEqual(['asked']);
  });

  it('gives up after 50 twins, and lets any other failure through', async () => {
    const twins = ['twin', ...Array.from({ length: 49 }, (_, i) => `twin-${i + 2}`)];
    await expect(saveWithFreeSlug(undefined, 'twin', store(twins).save, taken)).rejects.toMatchObject({
      message: '"twin-50" is taken',
    });
    const broken = async () => {
      throw new Error('connection lost');
    };
    await expect(saveWithFreeSlug(undefined, 'twin', broken, taken)).rejects.toThrow('connection lost');
  });
});
