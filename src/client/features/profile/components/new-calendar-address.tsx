import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

async function copyAddress(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Adresse copiée');
  } catch {
    toast.error('La copie a échoué : sélectionnez l’adresse et copiez-la vous-même.');
  }
}

/** The address, once: copy it, and where each calendar app takes it. */
export function NewCalendarAddress({ url }: { url: string }) {
  return (
    <div className="grid gap-3 rounded-lg border border-gold-300 bg-gold-50 p-4" data-testid="calendar-feed-url">
      <FormField label="Votre adresse de calendrier secrète">
        <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-sm" />
      </FormField>
      <Button className="w-fit" size="sm" onClick={() => void copyAddress(url)}>
        <Copy aria-hidden="true" />
        Copier l’adresse
      </Button>
      <p className="text-sm leading-relaxed text-ink-800">
        Ajoutez-la comme abonnement : dans Google Agenda, « Autres agendas » › « + » › « À partir de l’URL » ; dans
        Apple Calendrier, « Fichier » › « Nouvel abonnement à un calendrier » ; dans Outlook, « Ajouter un calendrier »
        › « S’abonner à partir du web ».
      </p>
      <p className="text-xs text-muted-foreground">
        Elle ne sera plus affichée : copiez-la maintenant. Quiconque la connaît peut lire vos échéances ; en cas de
        doute, remplacez-la.
      </p>
    </div>
  );
}
