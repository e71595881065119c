import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { makeCertificate, PUBLIC_HOST } from "./certificate";
import { realClockEnv } from "./real-clock";
import { waitFor } from "../../src/test-support/wait-for.ts";
import { freePort } from "../../src/test-support/ports";

export { PUBLIC_HOST } from "./certificate";

export interface TlsProxy {
  /** The public origin, e.g. "https://www.example.test:41234" */
  origin: string;
  port: number;
  /** The plain-http port that redirects to https (nginx only) */
  httpPort?: number;
  certificate: string;
  /** The access log the shipped file writes, moved into the test's directory */
  accessLog: string;
  /** What the proxy wrote to its error logs so far (nginx's files, Caddy's own log) */
  errorOutput(): string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, process: ChildProcess, log: () => string): Promise<void> {
  await waitFor(
    async () => {
      if (process.exitCode !== null) throw new Error(`Proxy exited during start-up:\n${log()}`);
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        socket.once("connect", () => (socket.destroy(), resolve(true)));
        socket.once("error", () => resolve(false));
      });
      return open || undefined;
    },
    () => `the proxy to start:\n${log()}`,
    { timeoutMs: 60_000, everyMs: 50 },
  );
}

/**
 * Starts a proxy process and resolves once it accepts connections on `port`, with what it
 * has written to stdout and stderr so far.
 */
async function startListening(
  command: string,
  args: string[],
  port: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; output: () => string }> {
  let output = "";
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...realClockEnv(process.env), ...env },
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);
  return { child, output: () => output };
}

/** The proxy as a spec sees it; `signal` is the one that makes it stop gracefully. */
function proxyAt(
  port: number,
  tls: { certificate: string; directory: string },
  child: ChildProcess,
  signal: NodeJS.Signals,
  errorOutput: () => string,
): TlsProxy {
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return {
    origin: `https://${PUBLIC_HOST}:${port}`,
    port,
    certificate: tls.certificate,
    accessLog: join(tls.directory, "access.log"),
    errorOutput,
    stop,
  };
}

/**
 * Runs Debian's nginx with deploy/nginx-site.conf, the file the README tells operators to
 * install, in front of the site server at `upstreamPort`, listening for https on `port`
 * (the site's SITE_URL must name it, so it is chosen first). Only the host name, listen
 * ports, upstream port and certificate paths are replaced.
 */
export async function startNginx(
  upstreamPort: number,
  port: number,
  /** More instances behind the same upstream (test-only: the shipped file names one) */
  moreUpstreamPorts: number[] = [],
): Promise<TlsProxy> {
  const tls = makeCertificate();
  const httpPort = await freePort();
  // Test-only, for several instances on one database: every instance is a server line, and
  // one that refuses a connection is skipped for a second while nginx passes the request
  // to the next. The README keeps deploy/nginx-site.conf to a single instance.
  const several = moreUpstreamPorts.length > 0;
  const upstreams = [upstreamPort, ...moreUpstreamPorts]
    .map(
      (upstream) => `server 127.0.0.1:${upstream}${several ? " max_fails=1 fail_timeout=1s" : ""};`,
    )
    .join("\n    ");
  const site = readFileSync("deploy/nginx-site.conf", "utf8")
    .replace("server 127.0.0.1:4321;", upstreams)
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${port} ssl http2;`)
    .replaceAll("server_name www.example.com;", `server_name ${PUBLIC_HOST};`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${tls.certificate};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`)
    .replaceAll("/var/log/nginx/", `${tls.directory}/`)
    .replaceAll("ridgeline-site.access.log", "access.log");
  // The shipped upstream as written, not "4321" alone: a free port such as 43215 holds it.
  if (site.includes("127.0.0.1:4321;") || site.includes("example.com") || site.includes("/var/log"))
    throw new Error("deploy/nginx-site.conf changed shape: update startNginx's replacements");
  const temp = (name: string) => `${name}_temp_path ${join(tls.directory, name)};`;
  const config = join(tls.directory, "nginx.conf");
  writeFileSync(
    config,
    [
      // As root, nginx's workers would otherwise run as nobody and could not use the temp dirs.
      process.getuid?.() === 0 ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${join(tls.directory, "nginx.pid")};`,
      `error_log ${join(tls.directory, "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      // Test-only, with several instances: a request that found one down goes to another.
      several ? "  proxy_next_upstream error timeout http_502;" : "",
      site,
      "}",
    ].join("\n"),
  );
  const args = ["-c", config, "-p", tls.directory, "-e", join(tls.directory, "error.log")];
  const { child } = await startListening("nginx", args, port);
  // The test's own error log (warn, for what happens outside the site's servers) and the
  // shipped file's, with whatever level it sets.
  const errorOutput = () =>
    ["error.log", "ridgeline-site.error.log"]
      .map((name) => join(tls.directory, name))
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path, "utf8"))
      .join("");
  return { ...proxyAt(port, tls, child, "SIGQUIT", errorOutput), httpPort };
}

/**
 * Runs Debian's Caddy with deploy/Caddyfile in front of the site server, with the test's
 * certificate instead of one from an ACME server and the admin API off.
 */
export async function startCaddy(upstreamPort: number, port: number): Promise<TlsProxy> {
  const tls = makeCertificate();
  const caddyfile = readFileSync("deploy/Caddyfile", "utf8")
    .replace(
      /^www\.example\.com \{$/m,
      `https://${PUBLIC_HOST}:${port} {\n\ttls ${tls.certificate} ${tls.key}`,
    )
    .replaceAll("reverse_proxy 127.0.0.1:4321", `reverse_proxy 127.0.0.1:${upstreamPort}`)
    .replace("/var/log/caddy/ridgeline-site.access.log", join(tls.directory, "access.log"));
  if (
    // As for nginx: the shipped upstream as written, which a free port may contain.
    /127\.0\.0\.1:4321\b/.test(caddyfile) ||
    caddyfile.includes("example.com {") ||
    caddyfile.includes("/var/log") ||
    !/^\{\n/m.test(caddyfile)
  )
    throw new Error("deploy/Caddyfile changed shape: update startCaddy's replacements");
  const file = join(tls.directory, "Caddyfile");
  // The test's options join the shipped file's global block.
  const options = `\tadmin off\n\tauto_https disable_redirects\n\tstorage file_system ${tls.directory}\n`;
  writeFileSync(file, caddyfile.replace(/^\{\n/m, `{\n${options}`));
  const home = tls.directory;
  const { child, output } = await startListening(
    "caddy",
    ["run", "--config", file, "--adapter", "caddyfile"],
    port,
    { HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
  );
  return proxyAt(port, tls, child, "SIGTERM", output);
}
