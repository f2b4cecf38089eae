/** A contract on paper, signed with a paraph: the hero's picture, drawn in HTML so it stays crisp. */
export function ContractIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute inset-0 translate-x-4 translate-y-4 rotate-2 rounded-2xl bg-ink-900/90" />
      <div className="relative rounded-2xl border border-stone-200 bg-white p-7 shadow-raised sm:p-9">
        <div className="flex items-center justify-between">
          <span className="text-[0.6875rem] font-semibold tracking-[0.18em] text-gold-700 uppercase">
            Partenariat rémunéré
          </span>
          <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-[0.6875rem] font-medium text-success">
            Conforme
          </span>
        </div>
        <p className="mt-4 font-serif text-xl font-semibold text-ink-950">Contrat de collaboration commerciale</p>
        <div className="mt-5 grid gap-2.5">
          {['w-full', 'w-11/12', 'w-4/5', 'w-[97%]', 'w-2/3'].map((width) => (
            <span key={width} className={`h-2 rounded-full bg-stone-200 ${width}`} />
          ))}
        </div>
        <p className="mt-6 text-xs font-semibold text-ink-700">Article 4 — Mention « Publicité »</p>
        <div className="mt-2.5 grid gap-2.5">
          {['w-full', 'w-5/6', 'w-3/4'].map((width) => (
            <span key={width} className={`h-2 rounded-full bg-stone-200 ${width}`} />
          ))}
        </div>
        <div className="mt-8 grid grid-cols-2 gap-6 border-t border-dashed border-stone-300 pt-5">
          {['La marque', 'Le créateur'].map((party, index) => (
            <div key={party} className="grid gap-1">
              <span className="text-[0.6875rem] text-stone-600">{party}</span>
              <svg viewBox="0 0 120 36" aria-hidden="true" className="h-9 w-full text-ink-800">
                <path
                  d={
                    index === 0
                      ? 'M4 26c10-14 18-20 24-14s-6 16 4 12 14-18 22-16-2 14 8 12 20-10 30-6 14 4 22 0'
                      : 'M4 22c8-2 14-14 22-12s-4 14 6 12 16-16 26-14 0 12 10 10 22-6 46 2'
                  }
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
                <path d="M10 32c30-4 62-4 100-1" fill="none" stroke="#c99a3e" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
