// @vitest-environment node
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const { nodeVersionProblem } = createRequire(import.meta.url)("./check-node.cjs") as {
  nodeVersionProblem: (version: string) => string | null;
};

describe("the Node version check before npm install and npm start", () => {
  it("passes Node 24", () => {
    expect(nodeVersionProblem("v24.21.0")).toBeNull();
    const run = spawnSync(process.execPath, ["scripts/check-node.cjs"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });

  it.each(["v20.20.2", "v22.12.0", "v25.0.0"])(
    "stops %s with one line saying what to install",
    (version) => {
      const problem = nodeVersionProblem(version);
      expect(problem).toContain(`needs Node.js 24 (you have ${version})`);
      expect(problem).toContain("nvm install 24");
      expect(problem?.split("\n")).toHaveLength(1);
    },
  );
});
