/**
 * The statuses that mean somebody has spoken with the customer. Moving a lead to any of
 * them (or tapping "called") stores the first contact time, once.
 */
export const CONTACT_STATUSES: readonly string[] = ["contacted", "scheduled", "won"];

export const countsAsContact = (status: string) => CONTACT_STATUSES.includes(status);
