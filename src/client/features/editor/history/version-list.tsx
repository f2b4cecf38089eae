import { Eye, GitCompareArrows, History, RotateCcw } from 'lucide-react';
import type { ContractVersionList, ContractVersionSummary } from '#shared/api/contract-history.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatSavedAt, savedByName } from '#client/features/editor/history/saved-at.ts';

type VersionListProps = {
  list: ContractVersionList;
  readOnly: boolean;
  onView: (version: ContractVersionSummary) => void;
  onCompare: (version: ContractVersionSummary) => void;
  onRestore: (version: ContractVersionSummary) => void;
};

/** The saved versions, newest first; the current one can be opened, the older ones also compared and restored. */
export function VersionList({ list, readOnly, onView, onCompare, onRestore }: VersionListProps) {
  if (list.versions.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">Aucune version enregistrée pour ce contrat.</p>
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Versions enregistrées">
      {list.versions.map((version) => {
        const current = version.version === list.currentVersion;
        return (
          <li
            key={version.version}
            className="grid gap-2 rounded-lg border border-border bg-surface p-3"
            data-testid={`history-version-${version.version}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-sans text-sm font-semibold text-ink-950">Version {version.version}</h3>
              {current ? <Badge variant="ink">Version actuelle</Badge> : null}
            </div>
            <p className="text-sm text-ink-900">{version.title}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={version.savedAt}>{formatSavedAt(version.savedAt)}</time>, par {savedByName(version)}
            </p>
            {version.restoredFrom !== null ? (
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <History aria-hidden="true" className="size-3.5" />
                Restauration de la version {version.restoredFrom}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => onView(version)}>
                <Eye aria-hidden="true" />
                Ouvrir<span className="sr-only"> la version {version.version}</span>
              </Button>
              {current ? null : (
                <>
                  <Button size="sm" variant="secondary" onClick={() => onCompare(version)}>
                    <GitCompareArrows aria-hidden="true" />
                    Comparer<span className="sr-only"> la version {version.version} avec la version actuelle</span>
                  </Button>
                  {readOnly ? null : (
                    <Button size="sm" variant="ghost" onClick={() => onRestore(version)}>
                      <RotateCcw aria-hidden="true" />
                      Restaurer<span className="sr-only"> la version {version.version}</span>
                    </Button>
                  )}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
