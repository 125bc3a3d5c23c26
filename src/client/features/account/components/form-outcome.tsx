/**
 * What an account form's last submit came to: the server's message as an alert, or a success line
 * in a status region that is always present (screen readers announce a region's change, not its
 * arrival).
 */
export function FormOutcome({
  error,
  errorId,
  success,
}: {
  error: string | null;
  errorId?: string;
  success: string | null;
}) {
  return (
    <>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      <p
        role="status"
        className={
          success
            ? 'rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
            : 'sr-only'
        }
      >
        {success ?? ''}
      </p>
    </>
  );
}
