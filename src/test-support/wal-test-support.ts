// Reads a SQLite write-ahead log, for tests that count what commits wrote. Imported by
// tests only. Run `PRAGMA wal_autocheckpoint = 0` first so every commit stays in the log.
import { readFileSync } from "node:fs";

/** The database pages each commit in the log wrote, in order (the WAL file format). */
export function pagesPerCommit(walPath: string): number[][] {
  const wal = readFileSync(walPath);
  const pageSize = wal.readUInt32BE(8);
  const commits: number[][] = [];
  let pages: number[] = [];
  for (let offset = 32; offset + 24 + pageSize <= wal.length; offset += 24 + pageSize) {
    pages.push(wal.readUInt32BE(offset));
    // A frame whose second word is non-zero ends a transaction.
    if (wal.readUInt32BE(offset + 4) !== 0) {
      commits.push(pages);
      pages = [];
    }
  }
  return commits;
}
