import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { useMyCertificates } from '../api/get-my-certificates';
import { useSetCertificateWithdrawn } from '../api/set-certificate-withdrawn';

/** Her certificates on the account page: open one, or withdraw and restore it. */
export function MyCertificates({ userId }: { userId: string }) {
  const certificates = useMyCertificates(userId);
  const toggle = useSetCertificateWithdrawn(userId);
  const list = certificates.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your certificates</CardTitle>
        <CardDescription>
          Share a certificate&apos;s link with an employer: anyone can open it to check it. Withdraw
          one to hide your name from its link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <p className="text-sm text-slate-700">
            Pass a track&apos;s assessment after its course to earn one.
          </p>
        ) : (
          <ul className="grid gap-3">
            {list.map((certificate) => (
              <li
                key={certificate.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <Award className="size-4 text-brand-700" aria-hidden />
                  {certificate.trackName} · {certificate.score}%
                  {certificate.status === 'withdrawn' ? (
                    <span className="text-sm font-normal text-amber-900">(withdrawn)</span>
                  ) : null}
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.certificate.href(certificate.id)}>Open</Link>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={toggle.isPending}
                    onClick={() =>
                      toggle.mutate({
                        id: certificate.id,
                        withdrawn: certificate.status === 'valid',
                      })
                    }
                  >
                    {certificate.status === 'valid' ? 'Withdraw' : 'Restore'}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
