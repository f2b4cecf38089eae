import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { LOGO_MAX_BYTES, type LogoMimeType, logoMimeTypes } from '#shared/api/branding.ts';
import { errorMessages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useSaveBranding } from '#client/api/branding.ts';
import { isApiError } from '#client/lib/api-error.ts';

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const isLogoType = (type: string): type is LogoMimeType => (logoMimeTypes as readonly string[]).includes(type);

/** The logo: a preview on white paper, an upload (checked here first, then by the server) and removal. */
export function BrandingLogo({ logoDataUrl }: { logoDataUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveBranding();
  const failed = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : 'Erreur lors de l’enregistrement du logo. Réessayez.');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!isLogoType(file.type)) return toast.error(errorMessages.INVALID_LOGO);
    if (file.size > LOGO_MAX_BYTES) return toast.error(errorMessages.LOGO_TOO_LARGE);
    const data = await readAsBase64(file);
    save.mutate(
      { logo: { mimeType: file.type, data } },
      { onSuccess: () => toast.success('Logo enregistré'), onError: failed },
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex h-24 items-center justify-center rounded-lg border border-dashed border-border bg-white p-3">
        {logoDataUrl ? (
          <img src={logoDataUrl} alt="Votre logo" className="max-h-full max-w-full object-contain" />
        ) : (
          <p className="text-sm text-muted-foreground">Aucun logo</p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={logoMimeTypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="logo-input"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" isLoading={save.isPending} onClick={() => input.current?.click()}>
          {save.isPending ? null : <ImageUp aria-hidden="true" />}
          {logoDataUrl ? 'Changer le logo' : 'Importer un logo'}
        </Button>
        {logoDataUrl ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm">
                <Trash2 aria-hidden="true" />
                Retirer
              </Button>
            }
            title="Retirer le logo ?"
            description="Vos prochains exports ne porteront plus de logo. Les PDF déjà exportés ne changent pas."
            confirmLabel="Retirer"
            onConfirm={() => save.mutate({ logo: null }, { onError: failed })}
          />
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        PNG, JPEG ou SVG, 200 Ko au plus ; un SVG est converti en image PNG. Affiché en tête de vos contrats.
      </p>
    </div>
  );
}
