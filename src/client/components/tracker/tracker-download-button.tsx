import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { downloadTrackerPdf, type TrackerApi } from '#client/api/tracker.ts';
import { Button } from '#client/components/ui/button.tsx';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';

type TrackerDownloadButtonProps = {
  api: TrackerApi;
  /** Under the tracker's path: `/dossier.pdf`, `/payments/:id/invoice.pdf`… */
  subPath: string;
  fileName: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
};

/** A PDF of the tracker, fetched with the viewer's key (session or link) and saved; it spins meanwhile. */
export function TrackerDownloadButton({
  api,
  subPath,
  fileName,
  children,
  variant = 'secondary',
}: TrackerDownloadButtonProps) {
  const [isLoading, setIsLoading] = useState(false);
  const download = async () => {
    setIsLoading(true);
    try {
      await downloadTrackerPdf(api, subPath, fileName);
    } catch (error) {
      toast.error(trackerErrorMessage(error, trackerMessages.downloadFailed));
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button variant={variant} size="sm" isLoading={isLoading} onClick={() => void download()}>
      {isLoading ? null : <Download aria-hidden="true" />}
      {children}
    </Button>
  );
}
