/**
 * JSON to put inside a `<script>` element (schema.org JSON-LD): `<`, `>` and `&` are written as \u escapes, which
 * JSON reads back as the same characters, so no text (a visitor's `</script>` or `<!--`) can end the element or
 * start markup in it.
 */
export const scriptSafeJson = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
