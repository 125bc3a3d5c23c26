import type { User } from '@/shared/contracts/users';
import { SignInPrompt } from '@/client/components/auth/sign-in-prompt';
import { paths } from '@/client/config/paths';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import { usePurchasedRoles } from '@/client/features/courses/api/get-payments';
import { PathwayList } from '@/client/features/learning-paths/components/pathway-list';
import { useSession } from '@/client/hooks/use-session';

export function PathwaysRoute() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Learning Pathways</h1>
      {user ? (
        <Pathways user={user} />
      ) : (
        <div className="mt-6">
          <SignInPrompt
            title="Authentication Required"
            text="Log in to see your pathways, purchases and assessment results."
            returnTo={paths.pathways.href()}
          />
        </div>
      )}
    </div>
  );
}

/** Her paths include every role whose course she bought; each buy button opens checkout. */
function Pathways({ user }: { user: User }) {
  const purchasedRoles = usePurchasedRoles(user.id);
  const checkout = useStartCheckout();
  return (
    <PathwayList
      user={user}
      purchasedRoles={purchasedRoles}
      onPurchase={(courseId) => void checkout.start(courseId)}
      purchasingCourseId={checkout.pendingCourseId}
    />
  );
}
