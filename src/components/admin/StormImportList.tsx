import type { StormImportRow } from "../../lib/storms/storm-import-row";
import { DataTable } from "./DataTable";
import { formatDateTime } from "./format";

const COLUMNS = [
  "Imported",
  "File",
  "Rows",
  "Added",
  "Already stored",
  "Replaced",
  "Outside area",
  "Malformed",
];

/** The latest `npm run storms` imports, newest first, with what each did. */
export function StormImportList({ imports }: { imports: readonly StormImportRow[] }) {
  if (imports.length === 0)
    return (
      <p>
        No storm reports have been imported yet. Run <code>npm run storms -- fetch</code> on the
        server.
      </p>
    );
  return (
    <DataTable caption="Storm report imports, newest first" columns={COLUMNS} minWidth="min-w-3xl">
      {imports.map((row) => (
        <tr key={row.id} className="border-line border-t">
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.imported_at)}</td>
          <td className="px-3 py-2 wrap-anywhere">{row.file_name}</td>
          <td className="px-3 py-2">{row.rows}</td>
          <td className="px-3 py-2">{row.added}</td>
          <td className="px-3 py-2">{row.duplicates}</td>
          <td className="px-3 py-2">{row.superseded}</td>
          <td className="px-3 py-2">{row.outside_area}</td>
          <td className="px-3 py-2">{row.malformed}</td>
        </tr>
      ))}
    </DataTable>
  );
}
