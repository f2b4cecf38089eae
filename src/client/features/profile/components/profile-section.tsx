import { PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

type ProfileSectionProps = {
  title: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
  /** When given, a "Modifier" button switches the section to its edit mode. */
  onEdit?: () => void;
  isEditing?: boolean;
};

/** A card of the profile: icon, title, and a view or an edit form. */
export function ProfileSection({ title, description, icon, children, onEdit, isEditing }: ProfileSectionProps) {
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-3 [overflow-wrap:anywhere]">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-ink-50 text-ink-700 [&_svg]:size-4.5">
              {icon}
            </span>
            <CardTitle>{title}</CardTitle>
          </div>
          {onEdit && !isEditing ? (
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Modifier : ${title}`}>
              <PenLine aria-hidden="true" />
              {/* On a phone the pen alone leaves the title its room; the label stays for screen readers. */}
              <span className="max-sm:sr-only">Modifier</span>
            </Button>
          ) : null}
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A label and its value, read-only. */
export function ProfileValue({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    // A direct child of the <dl>: a wrapper around it would break the list for screen readers.
    <div className={cn('grid gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-[0.9375rem] wrap-anywhere text-ink-950">
        {value || <span className="text-muted-foreground italic">Non renseigné</span>}
      </dd>
    </div>
  );
}

type EditActionsProps = { onCancel: () => void; isSubmitting: boolean };

/** Annuler restores the values; Enregistrer saves them. */
export function EditActions({ onCancel, isSubmitting }: EditActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
        Annuler
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        Enregistrer
      </Button>
    </div>
  );
}
