import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode, smsCodeSchema } from '@admit/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmit } from './use-form-submit.ts';

/** The API refusing input, as Apollo hands it to a form: one error naming every field it broke. */
function badInput(fields: Record<string, string>): CombinedGraphQLErrors {
  const [field, message] = Object.entries(fields)[0] ?? ['', ''];
  return new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: ErrorCode.BAD_USER_INPUT, field, fields } }],
  });
}

const refuse = (error: unknown) => () => Promise.reject(error);

afterEach(() => vi.restoreAllMocks());

describe('useFormSubmit', () => {
  it('puts each refused field beside its input, and only the ones this form lacks in the alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFormSubmit({ showsField: (field) => field === 'name' }));
    const error = badInput({ name: 'Name the ticket type.', salesEndAt: 'Sales must close after they open.' });
    let ok = true;
    await act(async () => {
      ok = await result.current.run(refuse(error));
    });
    expect(ok).toBe(false);
    expect(result.current.fieldErrors).toEqual({ name: 'Name the ticket type.' });
    expect(result.current.error).toBe('Sales must close after they open.');
    expect(result.current.busy).toBe(false);
  });

  it('raises no alert when every refusal is already beside its input', async () => {
    const { result } = renderHook(() => useFormSubmit());
    await act(async () => {
      await result.current.run(refuse(badInput({ email: 'That person is already a member.' })));
    });
    expect(result.current.fieldErrors).toEqual({ email: 'That person is already a member.' });
    expect(result.current.error).toBeNull();
  });

  it('starts a new try clean: last try’s field errors go, a failure naming no field goes to the alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFormSubmit({ toMessage: () => 'The network is down.' }));
    await act(async () => {
      await result.current.run(refuse(badInput({ email: 'Enter an email address.' })));
    });
    await act(async () => {
      await result.current.run(refuse(new Error('offline')));
    });
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.error).toBe('The network is down.');
    await act(async () => {
      await result.current.run(() => Promise.resolve());
    });
    expect(result.current.error).toBeNull();
  });

  it('checks the shared rules first and sends nothing they refuse', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useFormSubmit());
    let ok = true;
    await act(async () => {
      ok = await result.current.submit({ schema: smsCodeSchema, input: { code: '12' }, send });
    });
    expect(ok).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.fieldErrors['code']).toMatch(/6/);
    await act(async () => {
      ok = await result.current.submit({ schema: smsCodeSchema, input: { code: '123456' }, send });
    });
    expect(ok).toBe(true);
    expect(send).toHaveBeenCalledWith({ code: '123456' });
    expect(result.current.fieldErrors).toEqual({});
  });
});
