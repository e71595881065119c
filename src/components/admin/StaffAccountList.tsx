import { DataTable } from "./DataTable";
import { Button } from "../ui/Button";
import { formatDateTime } from "./format";

export interface StaffAccountRow {
  id: string;
  email: string;
  /** ISO time */
  createdAt: string;
  activeSessions: number;
}

const COLUMNS = ["Email", "Created", "Signed in on", "Action"];

interface StaffAccountListProps {
  accounts: readonly StaffAccountRow[];
  /** The signed-in member's own account, which they cannot remove */
  currentId: string;
  /** The remove action's form address, e.g. "?_action=admin.removeStaffAccount" */
  removeAction: string;
}

/** Everyone who can sign in to the inbox; removing an account also signs it out everywhere. */
export function StaffAccountList({ accounts, currentId, removeAction }: StaffAccountListProps) {
  return (
    <DataTable caption={"Staff accounts, by email address"} columns={COLUMNS} minWidth="min-w-xl">
      {accounts.map((account) => (
        <tr key={account.id} className="border-line border-t align-top">
          <td className="px-3 py-2 break-all">{account.email}</td>
          <td className="px-3 py-2">
            <time dateTime={account.createdAt}>{formatDateTime(account.createdAt)}</time>
          </td>
          <td className="px-3 py-2">
            {account.activeSessions === 1 ? "1 device" : `${account.activeSessions} devices`}
          </td>
          <td className="px-3 py-2">
            {account.id === currentId ? (
              <span className="text-muted">Your account (only a colleague can remove it)</span>
            ) : (
              <form method="post" action={removeAction}>
                <input type="hidden" name="accountId" value={account.id} />
                <Button type="submit" variant="outline" size="sm">
                  Remove <span className="sr-only">the account {account.email}</span>
                </Button>
              </form>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
