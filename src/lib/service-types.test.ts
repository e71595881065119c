import { describe, expect, it } from "vitest";
import { serviceLabel } from "./service-types";

describe("serviceLabel", () => {
  it("names a service the way the form offers it", () => {
    expect(serviceLabel("repair")).toBe("Roof Repair");
    expect(serviceLabel("emergency")).toBe("Emergency Service");
  });

  it("shows a value the form no longer offers as it was stored", () => {
    expect(serviceLabel("chimney")).toBe("chimney");
  });
});
