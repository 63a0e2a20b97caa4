import type { Grid } from "../../../core/domain/catalogue/grid";

/** An entity as a list shows it: everything but its full text. */
export type Teaser<T extends { readonly content: string }> = Omit<T, "content">;

/**
 * A grid without the full texts of its items, so that a list page does not send every article to the browser
 * twice (in the HTML and in the hydration data) when it shows only their teasers.
 */
export const teaserGrid = <T extends { readonly content: string }>(grid: Grid<T>): Grid<Teaser<T>> => ({
  ...grid,
  data: grid.data.map(({ content: _content, ...teaser }) => teaser),
});
