import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

/**
 * The Nu HTML checker's errors (and warnings' absence aside) for pages a spec fetched itself,
 * such as staff pages or a page only a configured server renders: `name → html`.
 */
export async function nuCheckerErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "vnu-spec-"));
  const files = Object.entries(pages).map(([name, html]) => {
    const file = join(dir, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  // vnu exits 1 when it reports an error; its report is the JSON on stderr either way.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", String(vnuJar), "--errors-only", "--format", "json", ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
  const { messages } = JSON.parse(stderr) as {
    messages: Array<{ type: string; message: string; url?: string; lastLine?: number }>;
  };
  return messages
    .filter((message) => message.type !== "info")
    .map(
      (message) => `${message.url?.replace(/^.*\//, "")}:${message.lastLine}: ${message.message}`,
    );
}
