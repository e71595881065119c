/** The confirmation's heading and first line, on its page and in place of /book's form. */
export const bookedWords = (when: string) => ({
  heading: "Your inspection is booked",
  subheading: `We will see you ${when}. A confirmation with a calendar invitation is on its way to your email.`,
});
