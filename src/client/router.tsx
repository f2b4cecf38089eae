import { BrowserRouter, Link, Route, Routes } from 'react-router';

function Home() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="font-serif text-4xl text-ink">Paraphe</h1>
      <p className="mt-4 text-slate-600">Vos contrats de collaboration, conformes au droit français.</p>
    </main>
  );
}

function NotFound() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="font-serif text-4xl text-ink">404</h1>
      <p className="mt-4">Cette page n'existe pas.</p>
      <Link to="/">Retour à l'accueil</Link>
    </main>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
