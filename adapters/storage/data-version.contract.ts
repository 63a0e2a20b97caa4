import { beforeEach, expect, it } from "vitest";
import type { DataVersionSource } from "../../core/ports/data-version.port";

/** What each adapter's test provides: the source, and a way to change the data it versions. */
export type DataVersionWorld = { readonly source: DataVersionSource; change(): Promise<void> };

/** The shared behaviour of every DataVersionSource adapter. */
export function dataVersionContract(open: () => Promise<DataVersionWorld>) {
  let w: DataVersionWorld;
  beforeEach(async () => {
    w = await open();
  });

  it("answers the same version while nothing changes", async () => {
    expect(await w.source.current()).toBe(await w.source.current());
  });

  it("answers a different version after a change, every time", async () => {
    const before = await w.source.current();
    await w.change();
    const after = await w.source.current();
    expect(after).not.toBe(before);
    await w.change();
    expect(await w.source.current()).not.toBe(after);
  });
}
