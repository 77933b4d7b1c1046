import { describe, expect, it } from 'vitest';
import { firstVisitUrls, offlineDataUrls, SITE_PAGES } from './first-visit-cache';

const origin = 'https://shop.example';

describe('the first visit handed to the service worker', () => {
  it('keeps same-origin addresses once each, without fragments and without the worker’s own files', () => {
    const urls = firstVisitUrls(
      [
        { name: `${origin}/api/events/list_detailed.php` },
        { name: `${origin}/api/events/list_detailed.php#x` },
        { name: `${origin}/api/config/public.php` },
        { name: `${origin}/assets/EventPage-abc.js` },
        { name: `${origin}/sw.js` },
        { name: `${origin}/workbox-123.js` },
        { name: 'https://www.paypal.com/sdk/js?client-id=x' },
      ],
      origin,
    );
    expect(urls).toEqual([`${origin}/api/events/list_detailed.php`, `${origin}/api/config/public.php`, `${origin}/assets/EventPage-abc.js`]);
  });

  it('adds the legal texts addressed as the site page asks for them, and the events list a rendered page never fetched', () => {
    expect(offlineDataUrls(origin)).toHaveLength(SITE_PAGES.length + 1);
    expect(offlineDataUrls(origin)).toContain(`${origin}/api/pages/get.php?name=impressum`);
    expect(offlineDataUrls(origin)).toContain(`${origin}/api/events/list_detailed.php`);
  });
});
