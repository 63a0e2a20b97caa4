export type NoticeLevel = "info" | "warning" | "danger";

/**
 * A banner line above a page: site-wide (main data) or attached to the page's model. The main-data
 * `SiteNotice` fits this shape, so both kinds go through the same choice.
 */
export type Notice = {
  readonly id: number;
  readonly text: string;
  readonly title?: string | null;
  /** Where "more" leads: a site path or an absolute URL. */
  readonly link?: string | null;
  /** Styling only; "info" when absent. */
  readonly level?: NoticeLevel;
};
