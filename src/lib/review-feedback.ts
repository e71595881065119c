/** The longest private feedback the review email's form takes: a long letter, far below the 64 KB body cap. */
export const FEEDBACK_MAX_LENGTH = 4000;
