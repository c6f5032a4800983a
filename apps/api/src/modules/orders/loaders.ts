import DataLoader from 'dataloader';
import type { Db } from '../../db/client.ts';
import { byId, groupBy } from '../../db/batch.ts';
import { findLinesByOrderIds, findRefundsByOrderIds, salesOfPromoCodes, type PromoCodeSales } from './repo.ts';
import { answersOfOrders, type AnswerView } from './answers-repo.ts';
import type { OrderLineRow, RefundRow } from './tables.ts';

/** Each order's lines and refunds, batched per request (an organizer's list of orders). Reads only. */
export function createOrderLoaders(db: Db) {
  return {
    orderLines: new DataLoader<string, OrderLineRow[]>((ids) =>
      findLinesByOrderIds(db, ids).then((rows) => groupBy(ids, rows, (r) => r.orderId)),
    ),
    refunds: new DataLoader<string, RefundRow[]>((ids) =>
      findRefundsByOrderIds(db, ids).then((rows) => groupBy(ids, rows, (r) => r.orderId)),
    ),
    /** Each order's answers to its event's questions, with their questions (the back office's list opens many). */
    orderAnswers: new DataLoader<string, AnswerView[]>((ids) =>
      answersOfOrders(db, ids).then((rows) => groupBy(ids, rows, (r) => r.orderId)),
    ),
    /** Each promo code's paid orders and what they brought in (the back office's list of codes). */
    promoCodeSales: new DataLoader<string, PromoCodeSales | null>((ids) =>
      salesOfPromoCodes(db, ids).then((rows) => byId(ids, rows)),
    ),
  };
}
