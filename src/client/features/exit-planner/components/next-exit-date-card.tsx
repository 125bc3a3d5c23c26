import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { useExitPlan } from '../api/get-exit-plan';
import { localToday, longDate, nextDate } from '../lib/format';

/** The dashboard's view of her exit plan: the next date on it, or an invitation to make one. */
export function NextExitDateCard({ userId }: { userId: string }) {
  const plan = useExitPlan(userId);
  const next = plan.data ? nextDate(plan.data.timeline, localToday()) : undefined;
  return (
    <Card className="mt-6" data-testid="next-exit-date">
      <CardHeader>
        <CardTitle as="h2">Your exit plan</CardTitle>
      </CardHeader>
      <CardContent>
        {plan.isPending ? (
          <p>Loading your plan…</p>
        ) : next ? (
          <p>
            Next date: <strong>{next.title}</strong>,{' '}
            <time dateTime={next.on}>{longDate(next.on)}</time>
          </p>
        ) : plan.data ? (
          <p>Every date on your plan has passed. Update it when your plans change.</p>
        ) : (
          <p>Find the last safe day to resign, and whether an offer really pays you more.</p>
        )}
        <Link
          className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-4"
          to={paths.exitPlan.href()}
        >
          {plan.data ? 'See your exit plan' : 'Make your exit plan'}
        </Link>
      </CardContent>
    </Card>
  );
}
