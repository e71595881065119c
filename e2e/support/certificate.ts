import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The public host name the proxy tests serve; `.test` never resolves outside this machine. */
export const PUBLIC_HOST = "www.example.test";

/** A self-signed certificate for PUBLIC_HOST, made with openssl into a new directory. */
export function makeCertificate(): { directory: string; certificate: string; key: string } {
  const directory = mkdtempSync(join(tmpdir(), "proxy-tls-"));
  const certificate = join(directory, "cert.pem");
  const key = join(directory, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${PUBLIC_HOST}`,
      "-addext",
      `subjectAltName=DNS:${PUBLIC_HOST}`,
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { directory, certificate, key };
}
