/**
 * Makes every file and directory this process creates from now on readable by its own
 * user only: the database (leads' personal data, password hashes, sessions), the
 * generated secret, file mail and backups. Called first by the server and each CLI, since
 * whichever runs first on a fresh machine creates DATA_DIR.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(0o077);
}
