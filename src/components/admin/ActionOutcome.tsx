/**
 * What became of the form a staff page just handled: the saved line, read out politely, or
 * the refusal, read out at once. Nothing when the page was simply opened.
 */
export function ActionOutcome({
  saved,
  error,
}: {
  saved?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {saved && (
        <p role="status" className="text-success font-semibold">
          {saved}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger font-semibold">
          {error}
        </p>
      )}
    </>
  );
}
