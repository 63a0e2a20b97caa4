import type { DataVersionSource } from "../../../core/ports/data-version.port";

/** In-memory data version for tests: `bump()` stands for a write to the catalogue. */
export class MemoryDataVersion implements DataVersionSource {
  private version = 0;
  async current(): Promise<string> {
    return String(this.version);
  }
  bump(): void {
    this.version += 1;
  }
}
