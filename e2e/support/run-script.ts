import { spawn } from "node:child_process";

export interface ScriptResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node ARGS…` in the repository (`scripts/staff.ts add …`, `scripts/storms.ts import …`)
 * as an operator would, and resolves when it exits. Never spawnSync in a spec: it stops the
 * test process's event loop, and on a loaded machine the pause outlives the server's 5 s
 * keep-alive, so the spec's next fetch goes out on a connection the server has already
 * closed ("other side closed").
 */
export function runNodeScript(
  args: string[],
  { env = process.env, input }: { env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}
