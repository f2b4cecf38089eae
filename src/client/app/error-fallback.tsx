import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

type ErrorFallbackProps = {
  /** `page` fills the window (the whole app failed), `region` sits inside a layout. */
  scope?: 'page' | 'region';
};

/**
 * What the user sees when a screen crashes. Plain links and a full reload: the router itself
 * may be what failed, and a reload also fetches the files of a newer deployment.
 */
export function ErrorFallback({ scope = 'page' }: ErrorFallbackProps) {
  return (
    <div
      role="alert"
      className={cn('flex items-center justify-center px-4', scope === 'page' ? 'min-h-dvh bg-background' : 'py-16')}
    >
      <div className="grid max-w-md justify-items-center gap-5 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold">Une erreur inattendue est survenue</h1>
          <p className="text-[0.9375rem] leading-relaxed text-muted-foreground">
            Rechargez la page pour reprendre là où vous en étiez. Si le problème persiste, écrivez-nous : nous vous
            répondrons rapidement.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Recharger la page
          </Button>
          <Button asChild variant="secondary">
            <a href="/">Retour à l'accueil</a>
          </Button>
        </div>
      </div>
    </div>
  );
}
