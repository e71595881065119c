import pg from "pg";

/**
 * Reads a Postgres database the servers share (DATABASE_URL), as SiteServer.query reads
 * SQLite. One small pool per database URL, closed by closePostgresPools.
 */
const pools = new Map<string, pg.Pool>();

export async function pgQuery<T>(url: string, sql: string, ...params: unknown[]): Promise<T[]> {
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 2 });
    pools.set(url, pool);
  }
  const result = await pool.query(sql, params);
  return result.rows as T[];
}

export async function closePostgresPools(): Promise<void> {
  const open = [...pools.values()];
  pools.clear();
  await Promise.all(open.map((pool) => pool.end()));
}
