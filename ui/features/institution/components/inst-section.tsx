import type { ReactNode } from "react";

/**
 * A titled section of the institution, degree program and education base pages, named by its heading. `id` puts an
 * anchor on the section itself (a link on the page leads to it); the heading's id comes from SECTION_IDS.
 */
export function InstSection({
  headingId,
  title,
  id,
  children,
}: {
  headingId: string;
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section className="inst-section" id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className="inst-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
