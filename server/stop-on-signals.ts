/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
}
