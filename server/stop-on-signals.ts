/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits 0; a stop that fails, or that has not finished `graceMs` after
 * the signal, exits 1 (docs/adr/070-shutdown-drain-overload-and-page-cache-key.md). Later signals are ignored.
 */
export function stopOnSignals(stop: () => Promise<void>, graceMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining connections (at most ${graceMs} ms)`);
    setTimeout(() => {
      console.error(`Shutdown did not finish within ${graceMs} ms; exiting`);
      process.exit(1);
    }, graceMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Shutdown failed:", error);
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, onSignal);
}
