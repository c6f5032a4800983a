import { formatPrice, type OfflinePaymentMethod } from '@admit/shared';

export const METHOD_WORDS: Record<OfflinePaymentMethod, string> = {
  BANK_TRANSFER: 'bank transfer',
  CASH: 'cash',
  OTHER: 'another way',
};

/** What "mark paid" will do, in words: the money, how it came, and where the tickets go. */
export function markPaidEffect(
  order: { totalMinor: number; currency: string; buyerEmail: string | null | undefined },
  method: OfflinePaymentMethod,
): string {
  const money = order.totalMinor === 0 ? 'this free order' : formatPrice(order.totalMinor, order.currency);
  const how = method === 'OTHER' ? 'received' : `received by ${METHOD_WORDS[method]}`;
  const to = order.buyerEmail
    ? ` and sent to ${order.buyerEmail} (an address Admit has not mailed before confirms itself first)`
    : '';
  return `Mark ${money} as ${how}; the tickets are issued${to}.`;
}
