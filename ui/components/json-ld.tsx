import { scriptSafeJson } from "../../core/domain/text/script-safe-json";

/** schema.org structured data as an application/ld+json script; no text inside can close the element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
