import { describe, expect, it } from 'vitest';
import {
  imageFieldAddress,
  resolveDynamicBackground,
  type BackgroundContext,
  type DynamicBackgroundSettings,
} from './dynamic-background.ts';

describe('imageFieldAddress', () => {
  const image = {
    url: '/media/full.jpg',
    sizes: { large: '/media/large.jpg', medium: { url: '/media/medium.jpg' } },
  };
  it.each([
    ['/media/a.jpg', '', '/media/a.jpg'],
    [image, 'large', '/media/large.jpg'],
    [image, 'medium', '/media/medium.jpg'],
    [image, 'thumbnail', '/media/full.jpg'],
    [image, '', '/media/full.jpg'],
    [{ src: '/media/s.jpg' }, 'large', '/media/s.jpg'],
    [['/media/first.jpg', 800, 600], '', '/media/first.jpg'],
    [[{ url: '/media/o.jpg' }], '', '/media/o.jpg'],
    ['javascript:alert(1)', '', null],
    [null, '', null],
    [[], '', null],
  ])('%j at %j -> %j', (value, size, expected) => {
    expect(imageFieldAddress(value, size)).toBe(expected);
  });
});

describe('resolveDynamicBackground', () => {
  const context: BackgroundContext = {
    featuredImage: { url: '/media/featured.jpg', sizes: { large: '/media/featured-large.jpg' } },
    fields: { hero: '/media/hero.jpg', tint: '#2b3990' },
    row: { photo: { url: '/media/row.jpg' }, shade: 'rgb(10, 20, 30)' },
    flexibleRow: { layout: 'banner', fields: { picture: '/media/banner.jpg', accent: '#ffcc00' } },
  };

  it.each<
    [string, DynamicBackgroundSettings, BackgroundContext, { image: string | null; color: string | null }]
  >([
    ['nothing set', {}, context, { image: null, color: null }],
    [
      'the featured image',
      { show_featured_bg: 'yes', image_size: 'large' },
      context,
      { image: '/media/featured-large.jpg', color: null },
    ],
    [
      'no featured image falls back to the field',
      { show_featured_bg: 'yes', bg_source: 'custom_field', cf_field_key: 'hero' },
      { ...context, featuredImage: null },
      { image: '/media/hero.jpg', color: null },
    ],
    [
      "the entry's field",
      { bg_source: 'custom_field', cf_field_key: 'hero' },
      context,
      { image: '/media/hero.jpg', color: null },
    ],
    [
      "the repeater row's field",
      { acf_field_type: 'repeater', bg_source: 'custom_field', cf_field_key: 'photo' },
      context,
      { image: '/media/row.jpg', color: null },
    ],
    [
      'a flexible row of the layout',
      {
        acf_field_type: 'flexible_content',
        bg_source: 'custom_field',
        bg_flexible_field: 'banner',
        flex_sub_field: 'picture',
      },
      context,
      { image: '/media/banner.jpg', color: null },
    ],
    [
      'a flexible row of another layout',
      {
        acf_field_type: 'flexible_content',
        bg_source: 'custom_field',
        bg_flexible_field: 'quote',
        flex_sub_field: 'picture',
      },
      context,
      { image: null, color: null },
    ],
    [
      "the entry's colour",
      { enable_bg_color: 'yes', bg_color_source: 'custom_field', cf_color_field_key: 'tint' },
      context,
      { image: null, color: '#2b3990' },
    ],
    [
      "the repeater row's colour",
      {
        acf_field_type: 'repeater',
        enable_bg_color: 'yes',
        bg_color_source: 'custom_field',
        cf_color_field_key: 'shade',
      },
      context,
      { image: null, color: 'rgb(10, 20, 30)' },
    ],
    [
      "a flexible row's colour",
      {
        acf_field_type: 'flexible_content',
        enable_bg_color: 'yes',
        bg_color_source: 'custom_field',
        bg_color_flexible_field: 'banner',
        flex_color_sub_field: 'accent',
      },
      context,
      { image: null, color: '#ffcc00' },
    ],
    [
      'colour off',
      { enable_bg_color: '', bg_color_source: 'custom_field', cf_color_field_key: 'tint' },
      context,
      { image: null, color: null },
    ],
    [
      'an unsafe colour',
      { enable_bg_color: 'yes', bg_color_source: 'custom_field', cf_color_field_key: 'tint' },
      { fields: { tint: 'red; background:url(x)' } },
      { image: null, color: null },
    ],
    [
      'a repeater setting outside a row',
      { acf_field_type: 'repeater', bg_source: 'custom_field', cf_field_key: 'photo' },
      { fields: { photo: '/media/x.jpg' } },
      { image: null, color: null },
    ],
    ['no field key', { bg_source: 'custom_field', cf_field_key: '' }, context, { image: null, color: null }],
  ])('%s', (_name, settings, ctx, expected) => {
    expect(resolveDynamicBackground(settings, ctx)).toEqual(expected);
  });
});
