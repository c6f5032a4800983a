import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, searchInput } from './attendee-filters.ts';

const TYPE = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('the attendee list’s address', () => {
  it('reads back the filters it was written from', () => {
    const filters = { search: 'lópez', ticketTypeId: TYPE, checkedIn: 'no' as const, listId: null };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(`q=l%C3%B3pez&type=${TYPE}&in=no`);
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('leaves out what an edited link got wrong, instead of failing', () => {
    expect(filtersFromParams(new URLSearchParams('type=vip&in=maybe&list=1'))).toEqual({
      search: '',
      ticketTypeId: null,
      checkedIn: null,
      listId: null,
    });
  });

  it('asks for "not checked in" on the list the screen checks in on', () => {
    const filters = filtersFromParams(new URLSearchParams('in=no&q=%20kai%20'));
    expect(searchInput(filters, TYPE, null)).toMatchObject({ search: 'kai', checkedIn: false, checkInListId: TYPE });
  });
});
