/** Where the lead alerts of the functions suite go (tests/functions/global-setup.ts sets LEAD_ALERT_TO). */
export const TEST_ALERT_TO = "owner@leads.test";
