import { useNavigate } from 'react-router';
import { canGoBack } from '#client/lib/location-state.ts';

/** A 'Back' button of the application: the previous screen of this tab, else `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => void (canGoBack() ? navigate(-1) : navigate(fallback));
}
