/**
 * One thing staff did with a lead, as the inbox stores it (server/db) and shows it
 * (components/admin). It lives here because components may not import server code.
 */
export interface LeadEvent {
  id: number;
  /** ISO time */
  createdAt: string;
  actorEmail: string;
  kind: "status" | "note" | "retry";
  fromStatus: string | null;
  toStatus: string | null;
  /** The note, or for a retry the kind of email queued again */
  body: string;
}
