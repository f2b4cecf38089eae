import { ChevronRight, CircleAlert, TriangleAlert } from 'lucide-react';
import type { Finding } from '#shared/law/types.ts';
import { cn } from '#client/lib/cn.ts';

type FindingLinksProps = {
  findings: readonly Finding[];
  onFocusField: (path: string) => void;
  className?: string;
};

/** The law's findings as links to their fields: the step that holds the field opens on it. */
export function FindingLinks({ findings, onFocusField, className }: FindingLinksProps) {
  return (
    <ul className={cn('flex flex-col gap-1', className)}>
      {findings.map((finding) => {
        const blocking = finding.severity === 'blocking';
        const Icon = blocking ? CircleAlert : TriangleAlert;
        return (
          <li
            key={`${finding.ruleId}-${finding.paths[0]}`}
            data-compliance={finding.ruleId}
            data-severity={finding.severity}
          >
            <a
              href={`#${finding.paths[0] ?? ''}`}
              className="flex items-start gap-2 rounded-md px-2 py-1.5 text-sm text-ink-900 no-underline hover:bg-stone-50"
              onClick={(event) => {
                event.preventDefault();
                if (finding.paths[0]) onFocusField(finding.paths[0]);
              }}
            >
              <Icon
                aria-hidden="true"
                className={cn('mt-0.5 size-4 shrink-0', blocking ? 'text-destructive' : 'text-warning')}
              />
              <span className="flex-1">
                {finding.label}
                <span className="sr-only">{blocking ? ' (obligatoire)' : ' (à vérifier)'}</span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
