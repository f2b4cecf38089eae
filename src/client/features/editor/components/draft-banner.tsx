import { History } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { StoredDraft } from '#client/features/editor/lib/draft-storage.ts';
import { formatDraftDate } from '#client/features/editor/lib/draft-storage.ts';

type DraftBannerProps = { draft: StoredDraft; onRestore: () => void; onIgnore: () => void };

/** An unsaved draft from an earlier visit, offered back. */
export function DraftBanner({ draft, onRestore, onIgnore }: DraftBannerProps) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-gold-300 bg-gold-50 p-4 text-sm text-ink-900 sm:flex-row sm:items-center"
    >
      <History aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
      <p className="flex-1">Un brouillon non sauvegardé du {formatDraftDate(draft.savedAt)} a été retrouvé.</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          Restaurer
        </Button>
        <Button size="sm" variant="secondary" onClick={onIgnore}>
          Ignorer
        </Button>
      </div>
    </div>
  );
}
