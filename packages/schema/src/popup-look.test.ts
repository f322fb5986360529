import { describe, expect, it } from 'vitest';
import { fontChoice, FONT_IDS, FONTS } from './popup-fonts.ts';
import { ZEditorDesignProperties } from './popup-editor-input.ts';
import { ZPopupLook } from './popup-look.ts';

/** The first issue's path and message, as the admin API names them in a 400. */
function firstIssue(look: unknown): string | undefined {
  const result = ZPopupLook.safeParse(look);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('ZPopupLook', () => {
  it.each([
    ['no look at all', {}],
    ['a colour background', { background: { kind: 'color', color: '#0f766e' } }],
    ['a colour with alpha', { text_color: '#FFFFFF80' }],
    ['a gradient', { background: { kind: 'gradient', from: '#111111', to: '#222222', angle: 135 } }],
    ['an image from the media library', { background: { kind: 'image', url: '/media/ab12cd.webp' } }],
    ['an https image', { image: { url: 'https://cdn.example.com/a/b.jpg?w=800', alt: 'A beach' } }],
    ['a self-hosted font', { font: 'playfair' }],
    ['a partial button', { button: { background: '#e11d48' } }],
    [
      'every key',
      {
        font: 'inter',
        background: {
          kind: 'image',
          url: 'https://example.com/x.png',
          focal_x: 20,
          focal_y: 80,
          overlay: '#000000',
          overlay_opacity: 0.4,
          fallback: '#333333',
        },
        text_color: '#111111',
        heading_color: '#222222',
        heading_size: 32,
        text_size: 16,
        radius: 12,
        border: { width: 2, color: '#cccccc' },
        shadow: 'strong',
        button: {
          background: '#000000',
          color: '#ffffff',
          hover_background: '#333333',
          radius: 8,
          full_width: true,
        },
        input: {
          style: 'filled',
          background: '#f4f4f5',
          color: '#111111',
          border_color: '#d4d4d8',
          radius: 6,
        },
        close: { color: '#ffffff', background: '#00000080', position: 'outside' },
        overlay: { color: '#0b1020', opacity: 0.7 },
        padding: 40,
        gap: 16,
        image: { url: '/media/f00.jpg', alt: '', focal_x: 50, focal_y: 50 },
        align: 'center',
      },
    ],
  ])('accepts %s', (_name, look) => {
    expect(firstIssue(look)).toBeUndefined();
  });

  it.each([
    ['a colour name', { text_color: 'red' }, 'text_color: must be a colour like #1a2b3c'],
    ['a short hex colour', { heading_color: '#fff' }, 'heading_color: must be a colour like #1a2b3c'],
    ['an unknown font', { font: 'comic-sans' }, 'font: must be one of the listed fonts'],
    ['a heading of 100 px', { heading_size: 100 }, 'heading_size: Too big: expected number to be <=72'],
    ['a negative radius', { radius: -1 }, 'radius: Too small: expected number to be >=0'],
    ['a fractional padding', { padding: 1.5 }, 'padding: Invalid input: expected int, received number'],
    [
      'an overlay over 100 %',
      { overlay: { opacity: 1.5 } },
      'overlay.opacity: Too big: expected number to be <=1',
    ],
    [
      'a javascript: image',
      { background: { kind: 'image', url: 'javascript:alert(1)' } },
      'background.url: must be an http(s) address or a /media/ path of an uploaded image',
    ],
    [
      'a data: image',
      { image: { url: 'data:image/png;base64,AAAA' } },
      'image.url: must be an http(s) address or a /media/ path of an uploaded image',
    ],
    [
      'an address that would break out of url()',
      { image: { url: 'https://x.example/a.png") ; color:red' } },
      'image.url: must be an http(s) address or a /media/ path of an uploaded image',
    ],
    [
      'an unknown background kind',
      { background: { kind: 'video' } },
      "background.kind: Invalid discriminator value. Expected 'color' | 'gradient' | 'image'",
    ],
    [
      'an unknown shadow',
      { shadow: 'huge' },
      'shadow: Invalid option: expected one of "none"|"soft"|"medium"|"strong"',
    ],
    [
      'a focal point outside the image',
      { image: { url: '/media/a.png', focal_x: 120 } },
      'image.focal_x: Too big: expected number to be <=100',
    ],
  ])('refuses %s, naming the field', (_name, look, message) => {
    expect(firstIssue(look)).toBe(message);
  });

  it('fills the focal point and overlay opacity of an image background', () => {
    expect(ZPopupLook.parse({ background: { kind: 'image', url: '/media/a.png' } }).background).toEqual({
      kind: 'image',
      url: '/media/a.png',
      focal_x: 50,
      focal_y: 50,
      overlay_opacity: 0,
    });
  });

  it('is checked inside the design properties the editor saves', () => {
    const result = ZEditorDesignProperties.safeParse({ look: { button: { color: 'blue' } } });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['look', 'button', 'color']);
  });
});

describe('fonts', () => {
  it('lists every font id once, with a stack that ends in a generic family', () => {
    expect(FONTS.map((font) => font.id)).toEqual([...FONT_IDS]);
    for (const font of FONTS) expect(font.stack).toMatch(/(sans-serif|serif|monospace)$/);
  });

  it('falls back to the system stack for an unknown id', () => {
    expect(fontChoice('nope').id).toBe('system');
    expect(fontChoice('nunito').hosted).toBe('nunito');
  });
});
