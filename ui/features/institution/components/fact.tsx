import type { ReactNode } from "react";

/** One term and its value in a page's list of facts (inside a <dl>). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="inst-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
