import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The Content-Security-Policy never allows eval (ADR 071): zod, loaded later on demand, is told before it loads, so
// it does not probe for eval with a `new Function` that the browser would report as a violation.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
