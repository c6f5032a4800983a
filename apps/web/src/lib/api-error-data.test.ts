import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode } from '@admit/shared';
import { describe, expect, it } from 'vitest';
import { apiErrorData } from './api-error-data.ts';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Not enough tickets: only 2 VIP left.', extensions }] });

describe('apiErrorData', () => {
  it('gives a sold-out refusal’s remaining places, typed by the shared contract', () => {
    const error = refusal({ code: ErrorCode.SOLD_OUT, remaining: [{ ticketTypeId: 'vip', remaining: 2 }] });
    expect(apiErrorData(error, ErrorCode.SOLD_OUT)?.remaining).toEqual([{ ticketTypeId: 'vip', remaining: 2 }]);
  });

  it('gives nothing for another refusal, or one whose data is not of the contract’s shape', () => {
    expect(apiErrorData(refusal({ code: ErrorCode.CONFLICT }), ErrorCode.SOLD_OUT)).toBeNull();
    expect(apiErrorData(refusal({ code: ErrorCode.SOLD_OUT, remaining: 'two' }), ErrorCode.SOLD_OUT)).toBeNull();
    expect(apiErrorData(new Error('offline'), ErrorCode.SOLD_OUT)).toBeNull();
  });
});
