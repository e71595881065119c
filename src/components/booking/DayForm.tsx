/**
 * The form the strip's day buttons belong to: an empty one of their own, so choosing a day
 * only shows its windows and is never posted with the booking.
 */
export const DAY_FORM_ID = "booking-day";

/** That form: render it beside (never inside) the form that holds the strip. */
export function DayForm() {
  return <form id={DAY_FORM_ID} hidden />;
}
