/** The groups are shared with the web app, which keeps its counts by the same rule. */
export { GROUP_STATUSES } from '@tastydrop/domain';
