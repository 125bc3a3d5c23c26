import { RequireUser } from '@/client/components/auth/require-user';
import { ExitPlanner } from '@/client/features/exit-planner/components/exit-planner';
import { useSession } from '@/client/hooks/use-session';

export function ExitPlanRoute() {
  return (
    <RequireUser reason="Sign in to plan your move out of teaching.">
      <ExitPlan />
    </RequireUser>
  );
}

function ExitPlan() {
  const { user } = useSession();
  const me = user!;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">Exit plan</h1>
      <p className="mb-6 text-slate-700">
        Your contract decides when you can leave without paying for it. Put in your dates to see the
        last safe day to resign, when your pay and health cover stop, and when to start applying.
      </p>
      <ExitPlanner userId={me.id} />
    </div>
  );
}
