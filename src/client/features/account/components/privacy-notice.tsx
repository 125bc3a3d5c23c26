import { Link } from 'react-router';
import { paths } from '@/client/config/paths';

const KEPT = [
  {
    what: 'Your account',
    detail: 'Name, email address, a one-way hash of your password, and when you joined.',
    why: 'To sign you in and know whose progress is whose.',
    howLong: 'Until you delete your account.',
  },
  {
    what: 'Your profile and resume',
    detail:
      'The role you hold now, your years of experience, skills and target roles; your latest resume file, its text and our analysis of it.',
    why: 'To show your best-fit role, the evidence for it and your learning path.',
    howLong: 'Until you upload a new resume (it replaces the old one) or delete your account.',
  },
  {
    what: 'Your learning',
    detail:
      'Modules you completed and the practice answers you wrote, assessment attempts with your answers and scores, career kits you downloaded, and certificates you earned.',
    why: 'To unlock the next step, show your progress and issue certificates others can verify.',
    howLong: 'Until you delete your account.',
  },
  {
    what: 'Your job search',
    detail:
      'Bookmarked jobs, the applications you track (with stages, notes and follow-up dates) and your job-alert settings.',
    why: 'To run your search from one place and email you what you asked for.',
    howLong: 'Until you delete them or your account.',
  },
  {
    what: 'Sign-ins',
    detail:
      'Each signed-in browser: when it signed in, its browser name and network address; failed sign-ins to your email address.',
    why: 'To keep your account safe from password guessing.',
    howLong: 'Sessions end after 30 days; failed sign-ins are forgotten after 15 minutes.',
  },
  {
    what: 'Payments',
    detail:
      'Which course you bought, the amount, the date and the payment reference. Card details never reach us: the payment provider holds them.',
    why: 'To unlock what you paid for, and because the law requires businesses to keep records of sales.',
    howLong:
      'For as long as accounting law requires. If you delete your account, these records stay without your name, email or any link to you.',
  },
];

/** What we keep, why, for how long, and how to take it with you or delete it. */
export function PrivacyNotice() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your data and privacy</h1>
      <p className="mt-3 text-slate-700">
        You are moving your career, and you trust us with your resume and your plans. This page says
        plainly what we keep about you, why, and for how long. We do not sell your data or show you
        advertising.
      </p>
      <div className="mt-8 grid gap-4">
        {KEPT.map((item) => (
          <section
            key={item.what}
            aria-labelledby={`kept-${item.what}`}
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id={`kept-${item.what}`} className="text-lg font-semibold text-slate-900">
              {item.what}
            </h2>
            <p className="mt-1 text-slate-700">{item.detail}</p>
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-slate-900">Why</dt>
              <dd className="text-slate-700">{item.why}</dd>
              <dt className="font-medium text-slate-900">For how long</dt>
              <dd className="text-slate-700">{item.howLong}</dd>
            </dl>
          </section>
        ))}
      </div>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">Emails we send</h2>
      <p className="mt-2 text-slate-700">
        Only what you asked for: job alerts (if you turn them on, with a one-click unsubscribe in
        each) and reminders for follow-up dates you set on your applications.
      </p>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">
        Take your data with you, or delete it
      </h2>
      <p className="mt-2 text-slate-700">
        On{' '}
        <Link to={paths.account.href()} className="font-semibold text-brand-700 underline">
          your account page
        </Link>{' '}
        you can download everything above as one file, or delete your account. Deleting removes your
        account and all of the data above at once, signs you out everywhere, and cannot be undone;
        only the payment records stay, without anything that points to you.
      </p>
    </div>
  );
}
