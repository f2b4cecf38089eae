import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Anchor } from '#client/components/anchor.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useSiteInfo } from '#client/api/site-info.ts';

function InfoLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-lg bg-gold-50 text-gold-800 [&_svg]:size-4.5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-[0.9375rem] text-ink-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The contact card (spec section 2): the values come from the server's configuration. */
export function ContactInfoCard() {
  const { data: info, isPending, isError } = useSiteInfo();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nos coordonnées</CardTitle>
        <CardDescription>Une équipe basée à Paris, qui connaît le droit de l’influence.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-4" aria-hidden="true">
            {[0, 1, 2, 3].map((line) => (
              <div key={line} className="h-10 animate-pulse rounded-lg bg-stone-100" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">
            Nos coordonnées n’ont pas pu être chargées : utilisez le formulaire, il nous parvient directement.
          </p>
        ) : (
          <dl className="grid gap-4">
            <InfoLine icon={<Mail aria-hidden="true" />} label="E-mail">
              <a href={`mailto:${info.supportEmail}`} className="underline underline-offset-4 hover:text-ink-950">
                {info.supportEmail}
              </a>
            </InfoLine>
            <InfoLine icon={<MessageCircle aria-hidden="true" />} label="Chat en direct">
              {info.hours}
            </InfoLine>
            {info.contactPhone ? (
              <InfoLine icon={<Phone aria-hidden="true" />} label="Téléphone">
                <a href={`tel:${info.contactPhone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
                  {info.contactPhone}
                </a>
              </InfoLine>
            ) : null}
            <InfoLine icon={<MapPin aria-hidden="true" />} label="Adresse">
              {info.contactAddress}
            </InfoLine>
            <InfoLine icon={<Clock aria-hidden="true" />} label="Délai de réponse">
              Sous {info.replyWithin} en général
            </InfoLine>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** The FAQ card (spec section 2): the landing's answers before writing. */
export function FaqCard({ anchor: Link }: { anchor: Anchor }) {
  return (
    <Card className="border-gold-200 bg-gold-50">
      <CardHeader>
        <CardTitle>Questions fréquentes</CardTitle>
        <CardDescription className="text-stone-700">
          Validité des contrats, exports, tarifs, données personnelles : la réponse y est peut-être déjà.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/#faq">Consulter la FAQ</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
