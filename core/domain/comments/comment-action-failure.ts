/** Spec 8: the alert shown when creating, editing, deleting or rating a comment fails. */
export const COMMENT_ACTION_FAILURE_TEXT = "Произошла ошибка";
