import type { ReactNode } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useDeleteOfferComparison } from '../api/delete-offer-comparison';
import { useExitPlan } from '../api/get-exit-plan';
import { useOfferComparisons } from '../api/get-offer-comparisons';
import { ExitPlanForm } from './exit-plan-form';
import { ExitTimeline } from './exit-timeline';
import { OfferComparisonForm } from './offer-comparison-form';
import { OfferComparisonView } from './offer-comparison-view';
import { PlanningHelpNote } from './planning-help-note';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The exit planner: her plan and its dates, then offers compared with her teaching job. */
export function ExitPlanner({ userId }: { userId: string }) {
  const plan = useExitPlan(userId);
  const comparisons = useOfferComparisons(userId);
  const remove = useDeleteOfferComparison(userId);

  return (
    <div className="grid gap-10">
      <Section title="Your plan" id="plan-heading">
        {plan.isPending ? (
          <Spinner />
        ) : plan.isError ? (
          <p role="alert">{errorMessage(plan.error, 'Your plan could not be loaded.')}</p>
        ) : (
          <ExitPlanForm userId={userId} saved={plan.data?.plan} />
        )}
      </Section>

      {plan.data ? <ExitTimeline userId={userId} plan={plan.data} /> : null}

      <Section title="Compare an offer" id="offer-heading">
        <p className="text-slate-700">
          A bigger number is not always more money. Put in your teaching package and an offer to see
          both by the year, the day and the hour, and what you take home.
        </p>
        <OfferComparisonForm userId={userId} />
        {comparisons.data?.map((comparison) => (
          <OfferComparisonView
            key={comparison.id}
            comparison={comparison}
            deleting={remove.isPending && remove.variables === comparison.id}
            onDelete={() =>
              remove.mutate(comparison.id, {
                onError: (error) =>
                  toast({
                    title: 'The comparison was not deleted',
                    description: errorMessage(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              })
            }
          />
        ))}
        {comparisons.data && comparisons.data.length > 0 ? <PlanningHelpNote /> : null}
      </Section>
    </div>
  );
}
