/**
 * The address a browser on this machine reaches the server at, from where it listens: the
 * default SITE_URL, so a newcomer's emails and staff links lead to the server they started.
 * A server listening on every interface (0.0.0.0, ::) is reached at localhost.
 *
 * @example listeningUrl("localhost", 5321) // "http://localhost:5321"
 * @example listeningUrl("::1", 8080) // "http://[::1]:8080"
 */
export function listeningUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
