import { afterEach, describe, expect, it } from 'vitest';
import { pageDataElement, readPageData, type EventPageData } from './page-data.ts';

const eventData: EventPageData = { page: 'event', locale: 'en', slug: 'harbour-lights', event: null };

function writePage(html: string): void {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page data', () => {
  it('reads back what the server wrote', () => {
    writePage(pageDataElement(eventData));
    expect(readPageData('event')).toEqual(eventData);
  });

  it('is a clear error when the page carries another page’s data', () => {
    writePage(pageDataElement(eventData));
    expect(() => readPageData('home')).toThrow('This page carries no home page data.');
  });

  it('is a clear error, not a parse crash, when the data is cut or mangled', () => {
    const mangled = [
      '{"page":"event","locale":"en","sl',
      'null',
      '[]',
      '{"page":"event"}',
      '{"page":"other","locale":"en"}',
    ];
    for (const text of mangled) {
      writePage(`<script type="application/json" id="page-data">${text}</script>`);
      expect(() => readPageData('event')).toThrow('This page carries no event page data.');
    }
  });

  it('is a clear error when there is no data at all', () => {
    expect(() => readPageData('event')).toThrow('This page carries no event page data.');
  });
});
