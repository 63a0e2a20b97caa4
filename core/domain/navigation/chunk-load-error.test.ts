import { describe, expect, it } from "vitest";
import { isChunkLoadFailure } from "./chunk-load-error";

describe("isChunkLoadFailure", () => {
  it("recognises the messages of Chromium, Firefox, Safari and the bundler", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://shuyuan.ru/assets/home-abc.js",
      "error loading dynamically imported module: https://shuyuan.ru/assets/a.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/root-1.css",
      "Loading chunk 42 failed.",
    ]) {
      expect(isChunkLoadFailure(message)).toBe(true);
    }
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadFailure("Failed to fetch")).toBe(false);
    expect(isChunkLoadFailure("Cannot read properties of undefined")).toBe(false);
  });
});
