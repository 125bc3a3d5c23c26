import type { User } from '@/shared/contracts/users';
import { RequireUser } from '@/client/components/auth/require-user';
import { useMyCertificates } from '@/client/features/certificates/api/get-my-certificates';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import { usePurchasedRoles } from '@/client/features/courses/api/get-payments';
import { PathwayList } from '@/client/features/learning-paths/components/pathway-list';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';

export function PathwaysRoute() {
  return (
    <RequireUser reason="Sign in to see your pathways.">
      <PathwaysPage />
    </RequireUser>
  );
}

function PathwaysPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Learning Pathways</h1>
      <Pathways user={user!} />
    </div>
  );
}

/**
 * Her paths include every role whose course she bought; each buy button opens checkout, and a
 * track she holds a certificate for links to it.
 */
function Pathways({ user }: { user: User }) {
  const purchasedRoles = usePurchasedRoles(user.id);
  const certificates = useMyCertificates(user.id);
  const checkout = useStartCheckout();
  return (
    <PathwayList
      user={user}
      purchasedRoles={purchasedRoles}
      onPurchase={(courseId) => void checkout.start(courseId)}
      purchasingCourseId={checkout.pendingCourseId}
      certificateHref={(slug) => {
        const held = certificates.data?.find((c) => c.track === slug && c.status === 'valid');
        return held ? paths.certificate.href(held.id) : undefined;
      }}
    />
  );
}
