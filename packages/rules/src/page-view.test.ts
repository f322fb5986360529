import { describe, expect, it } from 'vitest';
import { beginPageView, type VisitorSnapshot } from './page-view.ts';

const NOW = Date.UTC(2026, 4, 1, 12);
const EMPTY: VisitorSnapshot = {
  userId: null,
  inVisit: false,
  visits: null,
  counted: false,
  referrer: null,
  visitPages: [],
  allPages: [],
  pageViews: null,
  originLandingPage: null,
  lastUrl: null,
};
const newId = () => 'NewVisitor000001';
const home = { url: 'https://shop.example/', referrer: 'https://search.example/?q=mugs' };

describe('beginPageView', () => {
  it('starts a first visit for a new visitor', () => {
    const view = beginPageView(EMPTY, home, NOW, newId);
    expect(view).toMatchObject({
      newVisit: true,
      visit: 1,
      referrer: 'https://search.example/?q=mugs',
      previousUrl: '',
      previousPages: [],
      cancelVisitorCount: false,
    });
    expect(view.next).toEqual({
      userId: 'NewVisitor000001',
      inVisit: true,
      visits: 1,
      counted: true,
      referrer: 'https://search.example/?q=mugs',
      visitPages: [{ url: 'https://shop.example/', at: NOW }],
      allPages: [{ url: 'https://shop.example/', at: NOW }],
      pageViews: 1,
      originLandingPage: 'https://shop.example/',
      lastUrl: 'https://shop.example/',
    });
  });

  it('continues a visit: keeps the external referrer, the landing page and the page list', () => {
    const first = beginPageView(EMPTY, home, NOW, newId).next;
    const view = beginPageView(
      first,
      { url: 'https://shop.example/mugs', referrer: 'https://shop.example/' },
      NOW + 5000,
      () => 'unused',
    );
    expect(view).toMatchObject({
      newVisit: false,
      visit: 1,
      referrer: 'https://search.example/?q=mugs',
      previousUrl: 'https://shop.example/',
      previousPages: [{ url: 'https://shop.example/', at: NOW }],
      cancelVisitorCount: true,
    });
    expect(view.next).toMatchObject({
      userId: 'NewVisitor000001',
      visits: 1,
      pageViews: 2,
      originLandingPage: 'https://shop.example/',
      visitPages: [
        { url: 'https://shop.example/', at: NOW },
        { url: 'https://shop.example/mugs', at: NOW + 5000 },
      ],
    });
  });

  it('counts a new visit when the session lapsed, with a fresh page list but all pages kept', () => {
    const earlier = beginPageView(EMPTY, home, NOW, newId).next;
    const view = beginPageView(
      { ...earlier, inVisit: false, referrer: null },
      { url: 'https://shop.example/back', referrer: '' },
      NOW + 3_600_000,
      () => 'unused',
    );
    expect(view).toMatchObject({ newVisit: true, visit: 2, referrer: '', previousPages: [] });
    expect(view.next.allPages).toHaveLength(2);
    expect(view.next.visitPages).toEqual([{ url: 'https://shop.example/back', at: NOW + 3_600_000 }]);
  });

  it('reports no previous page on a reload', () => {
    const first = beginPageView(EMPTY, home, NOW, newId).next;
    expect(beginPageView(first, home, NOW + 1, newId).previousUrl).toBe('');
  });

  it.each([
    ['no referrer', '', ''],
    ['an unreadable referrer', 'not a url', 'not a url'],
    ['a referrer on the same site', 'https://shop.example/other', 'https://shop.example/other'],
    ['a referrer on a sub-domain', 'https://blog.shop.example/post', 'https://blog.shop.example/post'],
  ])('with %s on a first page reports it as is', (_why, referrer, expected) => {
    expect(beginPageView(EMPTY, { url: 'https://shop.example/', referrer }, NOW, newId).referrer).toBe(
      expected,
    );
  });

  it('keeps a counted visitor counted, with a count starting at 1 when storage had none', () => {
    const view = beginPageView({ ...EMPTY, inVisit: true, counted: true }, home, NOW, newId);
    expect(view).toMatchObject({ visit: 1, cancelVisitorCount: true, newVisit: false });
  });
});
