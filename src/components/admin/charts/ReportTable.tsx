interface ReportTableProps {
  caption: string;
  /** The first column's heading, e.g. "Week starting" */
  rowHeading: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ label: string; cells: ReadonlyArray<string | number> }>;
}

/** The numbers a chart draws, as a table: what screen readers and print read. */
export function ReportTable({ caption, rowHeading, columns, rows }: ReportTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-line border-b">
          <th scope="col" className="py-1 pr-3">
            {rowHeading}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="py-1 pr-3 text-right">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-line border-b">
            <th scope="row" className="py-1 pr-3 font-normal break-all">
              {row.label}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="py-1 pr-3 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
