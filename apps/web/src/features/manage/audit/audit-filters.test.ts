import { describe, expect, it } from 'vitest';
import { auditFilterFormSchema, filterFromUrl, urlFromFilter } from './audit-filters.ts';

const EVENT = '6f1c1c2e-8a8b-4f44-9d3e-0a7c3c0e2b11';

describe('the audit log filters in the address', () => {
  it('reads days in the reader’s zone as instants, and writes them back as days', () => {
    const params = new URLSearchParams(`event=${EVENT}&action=ticket_type.updated&from=2026-03-01&to=2026-03-31`);
    const { filter, ignored } = filterFromUrl(params, 'Europe/London');
    expect(ignored).toEqual([]);
    expect(filter).toMatchObject({
      eventId: EVENT,
      action: 'ticket_type.updated',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T22:59:59.999Z',
    });
    expect(urlFromFilter(filter, 'Europe/London').toString()).toBe(params.toString());
  });

  it('leaves out what the rules refuse, and names it', () => {
    const params = new URLSearchParams('event=nope&entity=invoice&actor=ann@example.test&from=soon');
    const { filter, ignored } = filterFromUrl(params, 'UTC');
    expect(filter).toMatchObject({ actor: 'ann@example.test' });
    expect(filter.eventId ?? null).toBeNull();
    expect(ignored.sort()).toEqual(['entity', 'event', 'from']);
  });

  it('refuses a range that ends before it starts, beside its end', () => {
    const draft = { eventId: '', entityType: '', actor: '', action: '', from: '2026-03-02', to: '2026-03-01' };
    const parsed = auditFilterFormSchema('UTC').safeParse(draft);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['to']);
  });
});
