/** The channel the rollup's triggers announce an event's changes on (migrations/0025_dashboard_rollup.sql). */
export { LIVE_CHANNEL as DASHBOARD_CHANNEL } from '../../common/live-changes.ts';
