import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';

/**
 * Honest about what exists: account emails (confirm, reset, sign-in paused) leave after the answer
 * and a failure is only written to the server log; no delivery is recorded yet. Job alert
 * failures are counted per run above.
 */
export function MailFailures() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Failed email</CardTitle>
        <CardDescription>What we can tell you about email that did not go out.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-800">
        <p>
          <strong>Job alert emails:</strong> the “Emails failed” column above counts them for each
          run. She gets the same postings on the next pass.
        </p>
        <p>
          <strong>Account emails</strong> (confirm your address, reset your password, sign-in
          paused): the server does not keep a record of each one yet. When one fails, the server log
          has a line “email not sent” with the kind of email and a masked address. A list of failed
          emails will appear here once email goes through a delivery queue.
        </p>
      </CardContent>
    </Card>
  );
}
