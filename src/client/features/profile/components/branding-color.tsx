import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { accentColorSchema } from '#shared/api/branding.ts';
import { contrastOnWhite, MIN_TITLE_CONTRAST } from '#shared/branding/accent-color.ts';
import { formatOneDecimal } from '#shared/format/numbers.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useSaveBranding } from '#client/api/branding.ts';
import { isApiError } from '#client/lib/api-error.ts';

const DEFAULT_ACCENT = '#1f2a44';

function contrastMessage(hex: string): { text: string; readable: boolean } {
  const ratio = contrastOnWhite(hex);
  const shown = formatOneDecimal(ratio);
  return ratio >= MIN_TITLE_CONTRAST
    ? { text: `Contraste ${shown}:1 sur papier blanc : lisible, appliquée aux titres et aux filets.`, readable: true }
    : {
        text: `Contraste ${shown}:1, insuffisant pour du texte (4,5:1 au moins) : appliquée aux filets seulement, les titres restent noirs.`,
        readable: false,
      };
}

/** The accent colour: a picker and its hex code, with the contrast the titles would have. */
export function BrandingColor({ accentColor }: { accentColor: string | null }) {
  const id = useId();
  const [value, setValue] = useState(accentColor ?? DEFAULT_ACCENT);
  useEffect(() => setValue(accentColor ?? DEFAULT_ACCENT), [accentColor]);
  const save = useSaveBranding();
  const parsed = accentColorSchema.safeParse(value);
  const contrast = parsed.success ? contrastMessage(parsed.data) : null;
  const unchanged = parsed.success && parsed.data === accentColor;

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) return;
        save.mutate(
          { accentColor: parsed.data },
          {
            onSuccess: () => toast.success('Couleur enregistrée'),
            onError: (error) => toast.error(isApiError(error) ? error.message : 'Erreur lors de l’enregistrement.'),
          },
        );
      }}
    >
      <Label htmlFor={`${id}-hex`}>Couleur d’accent</Label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label="Choisir la couleur"
          value={parsed.success ? parsed.data : DEFAULT_ACCENT}
          onChange={(event) => setValue(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-white p-1"
        />
        <Input
          id={`${id}-hex`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={!parsed.success || undefined}
          aria-describedby={`${id}-contrast`}
          className="w-28 font-mono"
          maxLength={7}
        />
        <Button type="submit" size="sm" disabled={!parsed.success || unchanged} isLoading={save.isPending}>
          Enregistrer
        </Button>
      </div>
      <p
        id={`${id}-contrast`}
        className={
          contrast?.readable === false || !parsed.success ? 'text-xs text-warning' : 'text-xs text-muted-foreground'
        }
      >
        {parsed.success ? contrast?.text : 'Format attendu : #RRGGBB, par exemple #1f2a44.'}
      </p>
    </form>
  );
}
