export { WaitingRoomPageQuery } from './waiting-room-page-query.ts';
export { NoWaitingRoom, WaitingRoomPage, type WaitingRoomEvent } from './WaitingRoomPage.tsx';
