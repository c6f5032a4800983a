/** The channel the rollup's triggers announce an event's changes on (migrations/0025_dashboard_rollup.sql). */
export const DASHBOARD_CHANNEL = 'admit_dashboard';
