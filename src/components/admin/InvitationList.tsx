import { DataTable } from "./DataTable";
import { cn } from "../../lib/cn";
import { Button } from "../ui/Button";
import { formatDateTime, statusLabel } from "./format";

export interface InvitationRow {
  id: string;
  email: string;
  invitedByEmail: string;
  /** ISO times */
  createdAt: string;
  expiresAt: string;
  state: "pending" | "accepted" | "expired" | "revoked";
}

const tones: Record<InvitationRow["state"], string> = {
  pending: "bg-amber-100 text-amber-900",
  accepted: "bg-green-100 text-green-900",
  expired: "bg-slate-200 text-slate-800",
  revoked: "bg-red-100 text-red-900",
};

const COLUMNS = ["Email", "Invited by", "Sent", "Expires", "State", "Action"];

interface InvitationListProps {
  invitations: readonly InvitationRow[];
  /** The revoke action's form address, e.g. "?_action=admin.revokeInvitation" */
  revokeAction: string;
}

/** The invitations sent from the inbox, newest first; a pending one can be revoked. */
export function InvitationList({ invitations, revokeAction }: InvitationListProps) {
  if (invitations.length === 0) return <p>No invitations have been sent yet.</p>;
  return (
    <DataTable caption={"Invitations, newest first"} columns={COLUMNS} minWidth="min-w-2xl">
      {invitations.map((invitation) => (
        <tr key={invitation.id} className="border-line border-t align-top">
          <td className="px-3 py-2 break-all">{invitation.email}</td>
          <td className="px-3 py-2 break-all">{invitation.invitedByEmail}</td>
          <td className="px-3 py-2">
            <time dateTime={invitation.createdAt}>{formatDateTime(invitation.createdAt)}</time>
          </td>
          <td className="px-3 py-2">
            <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
          </td>
          <td className="px-3 py-2">
            <span
              className={cn(
                "inline-block rounded-full px-2.5 py-0.5 font-semibold",
                tones[invitation.state],
              )}
            >
              {statusLabel(invitation.state)}
            </span>
          </td>
          <td className="px-3 py-2">
            {invitation.state === "pending" && (
              <form method="post" action={revokeAction}>
                <input type="hidden" name="invitationId" value={invitation.id} />
                <Button type="submit" variant="outline" size="sm">
                  Revoke <span className="sr-only">the invitation for {invitation.email}</span>
                </Button>
              </form>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
