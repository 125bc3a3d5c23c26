import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, Download } from 'lucide-react';
import { NotFoundPanel } from '@/client/components/layout/not-found-panel';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/spinner';
import { TrackIcon } from '@/client/components/ui/track-icon';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { certificatePdfHref, usePublicCertificate } from '../api/get-certificate';
import { myCertificatesQueryOptions } from '../api/get-my-certificates';
import { ShareCertificate } from './share-certificate';

/**
 * The page a certificate's link opens: anyone, signed in or not, can check it here. Its holder
 * also gets the ways to share it.
 */
export function CertificateView({ certificateId }: { certificateId: string }) {
  const certificate = usePublicCertificate(certificateId);
  const { user } = useSession();
  const mine = useQuery({
    ...myCertificatesQueryOptions(user?.id ?? ''),
    enabled: user !== null,
  });
  const own = mine.data?.find((c) => c.id === certificateId);

  if (certificate.isPending) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16" aria-busy="true">
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  }
  if (!certificate.data) {
    return (
      <NotFoundPanel
        title="Certificate not found"
        text="There is no certificate with this number. Check the link you were given."
        linkTo={paths.home.href()}
        linkLabel="Go to Classroom to Career"
      />
    );
  }
  const data = certificate.data;
  const valid = data.status === 'valid';
  const issued = new Date(data.issuedAt).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="border-t-4 border-t-brand-700">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          {valid ? (
            <p className="flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
              <BadgeCheck className="size-4" aria-hidden /> Verified certificate
            </p>
          ) : (
            <p className="flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
              <CircleAlert className="size-4" aria-hidden /> Withdrawn by its holder
            </p>
          )}
          <TrackIcon slug={data.track} className="size-10 text-brand-700" />
          <h1 className="text-3xl font-bold text-slate-900">
            {valid ? data.name : 'This certificate was withdrawn'}
          </h1>
          <p className="max-w-prose text-slate-700">
            {valid
              ? `completed the ${data.trackName} mini-course on Classroom to Career and passed its assessment with ${data.scoreBand?.toLowerCase()}.`
              : `A ${data.trackName} certificate was issued under this number, and its holder has since withdrawn it.`}
          </p>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            <dt className="text-right text-slate-600">Issued</dt>
            <dd className="text-left font-medium text-slate-900">{issued}</dd>
            <dt className="text-right text-slate-600">Certificate number</dt>
            <dd className="text-left font-mono text-xs break-all text-slate-900">{data.id}</dd>
          </dl>
          {valid ? (
            <Button asChild variant="outline">
              <a href={certificatePdfHref(data.id)} target="_blank" rel="noopener">
                <Download aria-hidden /> Download the PDF
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
          {valid && own && data.name ? (
            <ShareCertificate
              certificate={{
                id: data.id,
                name: `${data.trackName} Certificate`,
                issuedAt: data.issuedAt,
                url: new URL(own.verifyPath, window.location.origin).toString(),
              }}
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
