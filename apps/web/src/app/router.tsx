import { createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '../ui/Spinner.tsx';
import { Layout } from './Layout.tsx';

// Route modules are thin and lazy: each page's code loads when it is visited.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, lazy: () => import('./routes/server-rendered.tsx') },
      { path: 'e/:eventSlug', lazy: () => import('./routes/server-rendered.tsx') },
      { path: 'e/:eventSlug/queue', lazy: () => import('./routes/server-rendered.tsx') },
      { path: 'e/:eventSlug/waiting-list/:ticketTypeId', lazy: () => import('./routes/waiting-list-join.tsx') },
      { path: 'waiting-list/confirm/:token', lazy: () => import('./routes/waiting-list-confirm.tsx') },
      { path: 'waiting-list/offers/:token', lazy: () => import('./routes/waiting-list-offer.tsx') },
      { path: 'tickets', lazy: () => import('./routes/tickets.tsx') },
      { path: 'tickets/:ticketId', lazy: () => import('./routes/ticket.tsx') },
      { path: 'checkout/:orderId', lazy: () => import('./routes/checkout.tsx') },
      { path: 'orders/:orderId', lazy: () => import('./routes/order.tsx') },
      { path: 'changes/:changeId', lazy: () => import('./routes/ticket-change.tsx') },
      { path: 'transfers/:token', lazy: () => import('./routes/transfer.tsx') },
      { path: 'sign-in', lazy: () => import('./routes/sign-in.tsx') },
      { path: 'sign-up', lazy: () => import('./routes/sign-up.tsx') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password.tsx') },
      { path: 'auth/action', lazy: () => import('./routes/email-action.tsx') },
      { path: 'confirm-email', lazy: () => import('./routes/confirm-email.tsx') },
      { path: 'account', lazy: () => import('./routes/account.tsx') },
      { path: 'goodbye', lazy: () => import('./routes/goodbye.tsx') },
      { path: 'scan', lazy: () => import('./routes/scan.tsx') },
      { path: 'scan/:eventSlug', lazy: () => import('./routes/scan-event.tsx') },
      { path: 'manage', lazy: () => import('./routes/manage.tsx') },
      { path: 'manage/:orgSlug', lazy: () => import('./routes/manage-organization.tsx') },
      { path: 'manage/:orgSlug/events/new', lazy: () => import('./routes/manage-event-new.tsx') },
      { path: 'manage/:orgSlug/audit', lazy: () => import('./routes/manage-organization-audit.tsx') },
      {
        // One event's manage pages: a frame, and a section per address, each loaded when first visited.
        path: 'manage/:orgSlug/events/:eventSlug',
        lazy: () => import('./routes/manage-event.tsx'),
        children: [
          { index: true, lazy: () => import('./routes/manage-event-overview.tsx') },
          { path: 'ticket-types', lazy: () => import('./routes/manage-event-ticket-types.tsx') },
          { path: 'orders', lazy: () => import('./routes/manage-event-orders.tsx') },
          { path: 'orders/new', lazy: () => import('./routes/manage-event-order-new.tsx') },
          { path: 'orders/:orderCode', lazy: () => import('./routes/manage-event-order.tsx') },
          { path: 'attendees', lazy: () => import('./routes/manage-event-attendees.tsx') },
          { path: 'messages', lazy: () => import('./routes/manage-event-messages.tsx') },
          { path: 'on-sale', lazy: () => import('./routes/manage-event-on-sale.tsx') },
          { path: 'promo-codes', lazy: () => import('./routes/manage-event-promo-codes.tsx') },
          { path: 'questions', lazy: () => import('./routes/manage-event-questions.tsx') },
          { path: 'waiting-list', lazy: () => import('./routes/manage-event-waiting-list.tsx') },
          { path: 'check-in', lazy: () => import('./routes/manage-event-check-in.tsx') },
          { path: 'details', lazy: () => import('./routes/manage-event-details.tsx') },
          { path: 'images', lazy: () => import('./routes/manage-event-images.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
