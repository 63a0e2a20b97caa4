import { Form } from "react-router";
import {
  MODERATION_PARAMS as P,
  MODERATION_SEARCH_MAX,
  MODERATION_STATES,
  MODERATION_TYPES,
  type ModerationFilter,
} from "../../../core/domain/comment-moderation/moderation-filter";
import { MODERATION_STATE_TEXTS, MODERATION_TYPE_TEXTS, STAFF_COMMENTS_TEXTS as T } from "./staff-comments-texts";

/** The list's filters: a GET form, so a filtered list has its own address and works without JavaScript. */
export function CommentFilters({ filter }: { readonly filter: ModerationFilter }) {
  return (
    <Form method="get" className="desk-filters" aria-label={T.filters}>
      <div className="form-field">
        <label htmlFor="comments-state">{T.state}</label>
        <select id="comments-state" name={P.state} defaultValue={filter.state}>
          {MODERATION_STATES.map((value) => (
            <option key={value} value={value}>
              {MODERATION_STATE_TEXTS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="comments-type">{T.type}</label>
        <select id="comments-type" name={P.type} defaultValue={filter.type}>
          {MODERATION_TYPES.map((value) => (
            <option key={value} value={value}>
              {MODERATION_TYPE_TEXTS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="comments-search">{T.search}</label>
        <input
          id="comments-search"
          type="search"
          name={P.search}
          defaultValue={filter.search}
          maxLength={MODERATION_SEARCH_MAX}
        />
      </div>
      <button type="submit" className="button">
        {T.show}
      </button>
    </Form>
  );
}
