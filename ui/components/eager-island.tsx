import { type ComponentType, lazy, Suspense } from "react";

/**
 * A part of a page whose code is a chunk of its own that loads as soon as the page hydrates (ADR 067): the lighter
 * sibling of the deferred island (ADR 050) for a page whose first load cannot take that island's runtime (about
 * 1.7 KB gzip). While the page hydrates, the part suspends under a Suspense boundary of its own, which Preact handles
 * by keeping the server's markup (one root element) and hydrating it when the chunk is there; a submit meanwhile is a
 * plain post, as without JavaScript. The server must render the component itself (import.meta.env.SSR at the call
 * site picks it), so that the HTML never waits on a stream.
 */
export function eagerIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  const Island = (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return Island;
}
