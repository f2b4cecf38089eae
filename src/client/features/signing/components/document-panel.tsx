import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { fetchSigningDocument } from '#client/features/signing/api/signing-api.ts';
import { PdfPages } from '#client/features/signing/components/pdf-pages.tsx';
import { saveFile } from '#client/lib/save-file.ts';

/**
 * The exact PDF to sign: its pages drawn on the page (readable on a phone), and the file
 * itself to open in the browser's own viewer or to download.
 */
export function DocumentPanel({
  token,
  title,
  sha256,
  onPageSeen,
}: {
  token: string;
  title: string;
  sha256: string;
  onPageSeen?: (page: number, total: number) => void;
}) {
  const document = useQuery({
    queryKey: ['signing-document', token],
    queryFn: ({ signal }) => fetchSigningDocument(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!document.data) return;
    const created = URL.createObjectURL(document.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [document.data]);

  return (
    <section aria-labelledby="document-title" className="grid gap-3">
      <h2 id="document-title" className="flex items-center gap-2 font-serif text-lg font-semibold text-ink-950">
        <FileText aria-hidden="true" className="size-5 text-gold-700" />
        Le contrat à signer
      </h2>
      {document.isPending ? <Skeleton className="h-48 w-full md:h-[70vh]" /> : null}
      {document.isError ? (
        <Alert variant="destructive" title="Le document ne peut pas être affiché">
          {document.error.message}
        </Alert>
      ) : null}
      {url && document.data ? (
        <>
          <PdfPages pdf={document.data} title={title} onPageSeen={onPageSeen} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary" size="md" className="grow sm:grow-0">
              <a href={url} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                Lire le contrat en plein écran
              </a>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="md"
              onClick={() => document.data && saveFile(document.data, 'Contrat-a-signer.pdf')}
            >
              <Download aria-hidden="true" />
              Télécharger le PDF
            </Button>
          </div>
        </>
      ) : null}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">Détails de la preuve</summary>
        <p className="mt-1 break-all">
          Empreinte SHA-256 du document : <span className="font-mono">{sha256}</span>. Le contrat signé porte cette
          empreinte dans son certificat : toute différence se verrait.
        </p>
      </details>
    </section>
  );
}
