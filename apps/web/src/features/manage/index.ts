// The manage feature's public face: the organizer screens.
export { NewEventPage } from './components/NewEventPage.tsx';
export { OrganizationPage } from './components/OrganizationPage.tsx';
export { OrganizationsPage } from './components/OrganizationsPage.tsx';
// An event's manage pages: the frame, and each section, a route of its own beneath it.
export { ManageEventLayout } from './event-page/ManageEventLayout.tsx';
export { EventOverviewSection } from './event-page/OverviewSection.tsx';
export { EventTicketTypesSection } from './event-page/TicketTypesSection.tsx';
export { EventOrdersSection } from './event-page/OrdersSection.tsx';
export { EventOrderDetailSection } from './order-detail/OrderDetailSection.tsx';
export { NewStaffOrderSection } from './staff-order/NewStaffOrderSection.tsx';
export { EventAttendeesSection } from './attendees/AttendeesSection.tsx';
export { EventMessagesSection } from './messages/MessagesSection.tsx';
export { EventOnSaleSection } from './on-sale/OnSaleSection.tsx';
export { EventPromoCodesSection } from './promo-codes/PromoCodesSection.tsx';
export { EventQuestionsSection } from './questions/QuestionsSection.tsx';
export { EventWaitingListSection } from './waiting-list/WaitingListSection.tsx';
export { EventCheckInSection } from './event-page/CheckInSection.tsx';
export { EventDetailsSection } from './event-page/DetailsSection.tsx';
export { EventImagesSection } from './event-page/ImagesSection.tsx';
// The organization's audit log: who changed what, when.
export { AuditLogPage } from './audit/AuditLogPage.tsx';
