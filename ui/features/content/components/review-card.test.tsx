import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildReview } from "../../../../tests/builders/review.builder";
import { ReviewCard } from "./review-card";

describe("ReviewCard", () => {
  it("shows a visitor's markup as text: no element of theirs reaches the page", () => {
    const html = renderToStaticMarkup(
      <ReviewCard
        review={buildReview({
          author_name: "<script>alert(1)</script>",
          text: 'Спасибо! <img src=x onerror="alert(1)"> <a href="https://spam.example">ссылка</a>',
        })}
      />,
    );
    expect(html).not.toMatch(/<script|<img src=x|<a href="https:\/\/spam/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
