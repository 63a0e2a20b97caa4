import "./approx-roubles.css";

/**
 * The rouble hint beside a price in another currency («≈ 498 000 ₽», from `approxRoublesText`); nothing when there
 * is none. A space precedes it, so copied or read-out text keeps the two figures apart.
 */
export function ApproxRoubles({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <>
      {" "}
      <span className="price-approx">{text}</span>
    </>
  );
}
