import { Copy, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input, Label } from '@/client/components/ui/input';
import { linkedInAddUrl } from '../lib/linkedin-add-url';

/**
 * For the holder only: copy the link an employer can check, or add the certificate to her LinkedIn
 * profile. Where the browser will not copy, the link appears in a box, selected, to copy by hand.
 */
export function ShareCertificate({
  certificate,
}: {
  certificate: { id: string; name: string; issuedAt: string; url: string };
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [showBox, setShowBox] = useState(false);

  useEffect(() => {
    if (showBox) box.current?.select();
  }, [showBox]);

  const copy = async () => {
    setStatus('');
    try {
      // Missing over plain HTTP and in some browsers; then the box below is the way.
      if (!('clipboard' in navigator)) throw new Error('No clipboard');
      await navigator.clipboard.writeText(certificate.url);
      setStatus('Link copied');
    } catch {
      setShowBox(true);
      box.current?.select();
      setStatus(
        'Your browser did not let us copy. The link below is selected: copy it from there.',
      );
    }
  };

  return (
    <div className="flex w-full flex-col items-center gap-3">
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy link
        </Button>
        <Button asChild variant="outline">
          <a href={linkedInAddUrl(certificate)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Add to LinkedIn
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {status}
      </p>
      {showBox ? (
        <div className="grid w-full max-w-md gap-1 text-left">
          <Label htmlFor={`${id}-link`}>Link to your certificate</Label>
          <Input
            id={`${id}-link`}
            ref={box}
            readOnly
            value={certificate.url}
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
