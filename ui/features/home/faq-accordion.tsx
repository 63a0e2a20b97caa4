import type { FaqEntry } from "../../../core/domain/content/faq-entry";
import { HtmlContent } from "../../components/html-content";

/**
 * Questions with their answers as an accordion of native disclosure widgets (<details>/<summary>): keyboard
 * operable and readable without JavaScript. The answers are editorial HTML.
 */
export function FaqAccordion({ entries, headingLevel = 3 }: { entries: readonly FaqEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry.id} className="faq__item" id={`vopros-${entry.id}`}>
          <summary className="faq__question">
            <Heading className="faq__question-text">{entry.question}</Heading>
          </summary>
          <HtmlContent html={entry.answer} className="faq__answer prose" />
        </details>
      ))}
    </div>
  );
}
