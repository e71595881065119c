/** The estimator's page; its query string is the estimate (see estimate-query.ts). */
export const ESTIMATE_PATH = "/estimate";
