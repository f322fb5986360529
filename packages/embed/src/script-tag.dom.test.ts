import { afterEach, describe, expect, it } from 'vitest';
import { findPixelSource, pixelInstall } from './script-tag.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function addScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain'; // keeps happy-dom from loading it
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return script;
}

describe('findPixelSource', () => {
  it('finds the tag by its id first', () => {
    addScript({ src: 'https://cdn.example.com/other/pixel.js?id=aaaaaaaaaaaaa' });
    addScript({ id: 'hookline-pixel', src: 'https://hookline.test/pixel.js?id=bbbbbbbbbbbbb' });
    expect(findPixelSource(document, null)).toBe('https://hookline.test/pixel.js?id=bbbbbbbbbbbbb');
  });

  it('falls back to the running /pixel.js script, then to any /pixel.js script', () => {
    const running = addScript({ src: 'https://hookline.test/pixel.js?id=ccccccccccccc' });
    addScript({ src: 'https://hookline.test/pixel.js?id=ddddddddddddd' });
    expect(findPixelSource(document, running)).toBe('https://hookline.test/pixel.js?id=ccccccccccccc');
    expect(findPixelSource(document, null)).toBe('https://hookline.test/pixel.js?id=ccccccccccccc');
  });

  it('does not take a script that is not a pixel tag, such as a bundle holding the code', () => {
    const running = addScript({ src: 'https://shop.test/vendor/bundle.js' });
    expect(findPixelSource(document, running)).toBeNull();
  });

  it('ignores a non-script element that took the id, and finds nothing without a tag', () => {
    document.body.innerHTML = '<div id="hookline-pixel"></div>';
    expect(findPixelSource(document, null)).toBeNull();
  });
});

describe('pixelInstall', () => {
  it.each([
    [
      'https://hookline.test/pixel.js?id=hooklinedemo1',
      { clientId: 'hooklinedemo1', host: 'https://hookline.test', noConflict: false },
    ],
    [
      'http://localhost:3000/pixel.js?id=hooklinedemo1&v=2',
      { clientId: 'hooklinedemo1', host: 'http://localhost:3000', noConflict: false },
    ],
    [
      'https://hookline.test/pixel.js?id=hooklinedemo1&noConflict',
      { clientId: 'hooklinedemo1', host: 'https://hookline.test', noConflict: true },
    ],
    [
      'https://hookline.test/pixel.js?id=hooklinedemo1&noJqueryUi=1',
      { clientId: 'hooklinedemo1', host: 'https://hookline.test', noConflict: true },
    ],
    [
      'https://hookline.test/pixel.js?id=hooklinedemo1&noConflict=0',
      { clientId: 'hooklinedemo1', host: 'https://hookline.test', noConflict: false },
    ],
    ['https://hookline.test/pixel.js', null],
    ['https://hookline.test/pixel.js?id=SHOUTING12345', null],
    ['https://hookline.test/pixel.js?id=short', null],
    ['javascript:alert(1)//?id=hooklinedemo1', null],
    ['not a url', null],
  ])('%s -> %j', (src, expected) => {
    expect(pixelInstall(src)).toEqual(expected);
  });
});
