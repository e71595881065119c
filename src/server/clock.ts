/**
 * The runtime's one notion of "now" for business time (when a lead arrived, was
 * contacted, an invitation expires). Tests pass their own to move time without waiting.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
