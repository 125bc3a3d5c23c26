import { useId } from 'react';
import { MailX } from 'lucide-react';

/**
 * On the account page when the SMTP server refused her address for good (`me.emailBounced`, set by
 * the mail outbox on a 5xx): what happened, what it means for her, and what she can do about it.
 */
export function BouncedAddress({
  email,
  bounced,
  contactEmail,
}: {
  email: string;
  bounced: boolean | undefined;
  contactEmail: string | undefined;
}) {
  const titleId = useId();
  if (!bounced) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailX className="mt-0.5 hidden size-5 shrink-0 text-amber-800 sm:block" aria-hidden />
      <div className="grid min-w-0 gap-2">
        <h2 id={titleId} className="font-semibold">
          Our emails are not reaching you
        </h2>
        <p>
          The last email we sent to <span className="font-medium break-all">{email}</span> came
          back: the mail server said this address does not exist or does not take our mail. Until
          that changes, password reset links and the notices you asked for cannot reach you.
        </p>
        <p>
          Please check that the address is spelled right and that the mailbox still works (a school
          address often closes when you leave).{' '}
          {contactEmail ? (
            <>
              If it is wrong or closed, write to us at{' '}
              <a
                href={`mailto:${contactEmail}`}
                className="font-semibold break-all text-brand-700 underline"
              >
                {contactEmail}
              </a>{' '}
              from the address you use now, and we will change it for you.
            </>
          ) : (
            'If it is wrong or closed, contact us from the address you use now, and we will change it for you.'
          )}{' '}
          Your account and everything in it keep working meanwhile.
        </p>
      </div>
    </section>
  );
}
