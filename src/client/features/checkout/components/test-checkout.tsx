import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useTestCheckout } from '../api/get-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';

/** decisions.md: the stand-in for hosted checkout when no payment key is configured. */
export function TestCheckout({ sessionId }: { sessionId: string }) {
  const session = useTestCheckout(sessionId);
  const payment = usePayTestCheckout();
  // Set in the click itself, so a double click pays once; kept while the page leaves.
  const [paying, setPaying] = useState(false);

  const pay = () => {
    setPaying(true);
    payment.mutate(sessionId, {
      onError: (error) => {
        setPaying(false);
        toast({
          title: 'Payment Error',
          description: errorMessage(error, 'Failed to start payment process'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <p
        className="flex items-center justify-center gap-2 rounded-md border border-amber-400 bg-amber-100 p-3 text-center font-semibold text-amber-950"
        role="note"
      >
        <FlaskConical className="size-5" aria-hidden /> Test mode — no real charge
      </p>
      {session.isPending ? (
        <Skeleton className="mt-6 h-64 w-full" />
      ) : session.isError ? (
        <div className="mt-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Checkout session not found</h1>
          <Button asChild className="mt-4">
            <Link to={paths.upskilling.href()}>Browse Courses</Link>
          </Button>
        </div>
      ) : (
        <Card className="mt-6">
          <CardHeader>
            <h1 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Checkout
            </h1>
            <CardTitle as="h2" className="text-2xl">
              {session.data.courseTitle}
            </CardTitle>
            <CardDescription>{session.data.courseDescription}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-baseline justify-between border-t border-slate-200 pt-4">
              <span className="text-slate-700">Total</span>
              <span className="text-2xl font-bold text-slate-900">
                {formatPrice(session.data.amount)}
              </span>
            </div>
            <p className="text-sm text-slate-700">
              This server has no payment provider configured, so no card is needed and nothing is
              charged. Confirming works exactly like a real purchase: it unlocks the course.
            </p>
            {session.data.paid ? (
              <p className="font-medium text-emerald-800">This checkout is already paid.</p>
            ) : session.data.expired ? (
              <div className="grid gap-3">
                <p className="font-medium text-slate-900">
                  This checkout has expired: a newer one was opened for this course.
                </p>
                <Button asChild size="lg" className="justify-self-start">
                  <Link to={paths.upskilling.href()}>Back to Courses</Link>
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-3">
                <Button size="lg" onClick={pay} disabled={paying}>
                  <Lock aria-hidden />
                  {paying ? 'Processing...' : `Pay ${formatPrice(session.data.amount)}`}
                </Button>
                <Button asChild size="lg" variant="outline">
                  <a href={session.data.cancelUrl}>Cancel</a>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
