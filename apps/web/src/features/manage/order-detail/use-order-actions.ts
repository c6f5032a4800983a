import { ErrorCode } from '@admit/shared';
import { useCallback, useState } from 'react';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-errors.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';

type Ticket = OrderDetail['tickets'][number];

/** The action being confirmed, with what its modal needs to say. */
export type Asking =
  | { kind: 'resend'; ticket: Ticket | null }
  | { kind: 'rename'; ticket: Ticket }
  | { kind: 'change-type'; ticket: Ticket }
  | { kind: 'extend' }
  | { kind: 'cancel' }
  | { kind: 'refund'; tickets: Ticket[] };

/** What an action sends besides its own arguments: the order, the version the screen shows, and its key. */
export type ActionInput = { orderId: string; expectedVersion: string; idempotencyKey: string };

/**
 * The page's actions: one asked at a time, confirmed in its modal. The idempotency key is made when the modal
 * opens, so a double click or a retry of the same confirmation sends the same key and the API acts once. A
 * CONFLICT (the order changed since the page read it) closes the modal, says what changed above the order, and
 * reloads it; any other refusal stays in the modal.
 */
export function useOrderActions(detail: OrderDetail | null, reload: () => Promise<unknown>) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [key, setKey] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const action = useAction();

  const ask = useCallback(
    (next: Asking) => {
      action.setError(null);
      setKey(crypto.randomUUID());
      setAsking(next);
    },
    [action],
  );

  const close = useCallback(() => setAsking(null), []);

  /** Sends the confirmed action; resolves to whether it was done (the modal then closes). */
  const confirm = useCallback(
    async (send: (input: ActionInput) => Promise<unknown>): Promise<boolean> => {
      if (!detail) return false;
      const input = { orderId: detail.id, expectedVersion: detail.version, idempotencyKey: key };
      let conflicted = false;
      const ok = await action.run(async () => {
        try {
          await send(input);
        } catch (error) {
          if (apiErrorCode(error) !== ErrorCode.CONFLICT) throw error;
          conflicted = true;
          setConflict(apiErrorMessage(error));
        }
      });
      if (conflicted) {
        setAsking(null);
        await reload();
        return false;
      }
      if (ok) {
        setConflict(null);
        setAsking(null);
      }
      return ok;
    },
    [action, detail, key, reload],
  );

  return { asking, ask, close, confirm, action, conflict, dismissConflict: () => setConflict(null) };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
