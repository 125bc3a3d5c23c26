import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/hooks/use-toast';
import { useRecordKitDownload } from '../api/record-kit-download';

/**
 * Spec part-1 §2: record the download, open the kit in a new tab; if the pop-up is blocked copy
 * the link; if copying fails too, show it in an alert.
 */
export function DownloadKitButton({
  userId,
  kitId,
  title,
}: {
  userId: string;
  kitId: string;
  title: string;
}) {
  const recordDownload = useRecordKitDownload(userId);
  // Busy until the link is open or copied, not only while the download is recorded.
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const record = await recordDownload.mutateAsync(kitId);
      const link = new URL(record.downloadUrl, window.location.origin).toString();
      const opened = window.open(link, '_blank');
      if (opened) {
        opened.opener = null;
        return;
      }
      try {
        await navigator.clipboard.writeText(link);
        toast({
          title: 'Link copied',
          description: 'Your browser blocked the new tab, so the kit link is on your clipboard.',
        });
      } catch {
        window.alert(`Your browser blocked the download. Open this link to get your kit:\n${link}`);
      }
    } catch {
      toast({
        title: 'Download Error',
        description: 'Failed to download career kit. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void download()}
      disabled={busy}
      aria-label={`Download ${title}`}
    >
      <Download aria-hidden />
      {busy ? 'Preparing...' : 'Download Kit'}
    </Button>
  );
}
