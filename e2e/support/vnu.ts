import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The W3C Nu HTML checker's errors for `files` (vnu.jar from the `vnu-jar` package, on the
 * system's Java), one JVM for them all, each as "file:line: message extract".
 */
export async function vnuErrors(files: string[]): Promise<string[]> {
  // vnu exits 1 when it reports an error; its report is the JSON on stderr either way.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", String(vnuJar), "--errors-only", "--format", "json", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map(
      (message) =>
        `${message.url?.replace(/^.*\/(dist\/client|vnu-[^/]+)\//, "")}:${message.lastLine}: ${message.message} ${(message.extract ?? "").slice(0, 120)}`,
    );
}

/**
 * The checker's errors for pages a spec fetched itself, such as staff pages or a page only
 * a configured server renders: `name → html`.
 */
export async function nuCheckerErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "vnu-spec-"));
  const files = Object.entries(pages).map(([name, html]) => {
    const file = join(dir, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  return vnuErrors(files);
}
