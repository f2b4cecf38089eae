import { CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import type { SaveStatus } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { savedAgoLabel } from '#client/features/editor/lib/pending-values.ts';

type SaveStatusBadgeProps = { status: SaveStatus; isSaving: boolean; hasChanges: boolean };

/** Where the draft is: « Enregistrement… », « Enregistré il y a 2 s », offline, or a failure. */
export function SaveStatusBadge({ status, isSaving, hasChanges }: SaveStatusBadgeProps) {
  const [now, setNow] = useState(() => Date.now());
  const savedAt = status.kind === 'saved' ? status.at : null;
  useEffect(() => {
    if (savedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [savedAt]);

  if (status.kind === 'offline') {
    return (
      <Badge variant="warning" data-testid="save-status" className="whitespace-normal">
        <CloudOff aria-hidden="true" />
        Hors ligne : brouillon gardé sur cet appareil
      </Badge>
    );
  }
  if (status.kind === 'failed' && !isSaving) {
    return (
      <Badge variant="destructive" data-testid="save-status" title={status.message}>
        <TriangleAlert aria-hidden="true" />
        Non enregistré
      </Badge>
    );
  }
  if (isSaving || hasChanges) {
    return (
      <Badge variant="outline" data-testid="save-status">
        <LoaderCircle aria-hidden="true" className="animate-spin" />
        Enregistrement…
      </Badge>
    );
  }
  if (savedAt !== null) {
    return (
      <Badge variant="success" data-testid="save-status">
        {savedAgoLabel(savedAt, now)}
      </Badge>
    );
  }
  return null;
}
