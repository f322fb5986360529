import { describe, expect, it } from 'vitest';
import { nameUnnamedPuckControls } from './puck-accessibility.ts';

describe('nameUnnamedPuckControls', () => {
  it('names the canvas frame, the zoom select and the spinner, and keeps names Puck gave', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <iframe id="preview-frame"></iframe>
      <select class="_ViewportControls-zoomSelect_x1"><option>100%</option></select>
      <span class="_Loader_1w5zn_13" aria-label="loading"></span>
      <span class="_Loader_1w5zn_13" aria-label="loading" role="status"></span>
      <select class="_Other_select"></select>`;
    nameUnnamedPuckControls(root);
    expect(root.querySelector('iframe')!.title).toBe('Page canvas');
    expect(root.querySelector('select[class*="zoomSelect"]')!.getAttribute('aria-label')).toBe('Zoom');
    const [spinner, named] = root.querySelectorAll('span');
    expect(spinner!.getAttribute('role')).toBe('img');
    expect(named!.getAttribute('role')).toBe('status');
    expect(root.querySelector('select._Other_select')!.hasAttribute('aria-label')).toBe(false);
  });
});
