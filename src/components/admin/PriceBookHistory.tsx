import { DataTable } from "./DataTable";
import { formatDateTime } from "./format";

/** One save of the price book (the server's PriceBookChange). */
export interface PriceBookChangeLine {
  version: string;
  changedBy: string;
  changedAt: string;
  changes: Array<{ field: string; from: string; to: string }>;
}

/** Who changed the prices, what and when, newest first. */
export function PriceBookHistory({ changes }: { changes: PriceBookChangeLine[] }) {
  if (changes.length === 0)
    return (
      <p className="text-muted">
        Nobody has changed the prices yet: the estimate uses the defaults the site shipped with.
      </p>
    );
  return (
    <DataTable
      caption="Price changes, newest first"
      columns={["When", "Who", "Version", "What changed"]}
      minWidth="min-w-2xl"
    >
      {changes.map((line) => (
        <tr key={line.version} className="border-line border-t align-top">
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(line.changedAt)}</td>
          <td className="px-3 py-2">{line.changedBy}</td>
          <td className="px-3 py-2 font-mono">{line.version}</td>
          <td className="px-3 py-2">
            <ul className="grid gap-1">
              {line.changes.map((change) => (
                <li key={change.field}>
                  {change.field}: {change.from} → {change.to}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
