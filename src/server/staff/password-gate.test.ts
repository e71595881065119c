// @vitest-environment node
import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { BUSY_MESSAGE, createPasswordGate } from "./password-gate.ts";

describe("createPasswordGate", () => {
  it("runs two at a time, queues a few, and turns the rest away with a 503", async () => {
    const gate = createPasswordGate();
    let active = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      new Promise<string>((resolve) => {
        active++;
        most = Math.max(most, active);
        releases.push(() => {
          active--;
          resolve("done");
        });
      });
    const attempts = Array.from({ length: 30 }, () =>
      gate.run(work).then(
        (value) => value,
        (error: unknown) => error,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Let every admitted attempt finish, two by two.
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const results = await Promise.all(attempts);
    const refused = results.filter((result) => isAPIError(result));
    expect(most).toBe(2);
    expect(results.filter((result) => result === "done")).toHaveLength(18);
    expect(refused).toHaveLength(12);
    expect(refused[0]).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE });
  });

  it("frees its slot when the work throws", async () => {
    const gate = createPasswordGate();
    for (let round = 0; round < 5; round++)
      await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(gate.run(async () => "still works")).resolves.toBe("still works");
  });
});
