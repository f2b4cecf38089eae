import { FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/** « Créer un contrat »: to the choice of a model, from the dashboard, the list and their empty states. */
export function CreateContractButton() {
  return (
    <Button asChild>
      <Link to="/create-contract">
        <FilePlus2 aria-hidden="true" />
        Créer un contrat
      </Link>
    </Button>
  );
}
