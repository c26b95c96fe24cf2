import { Link } from 'react-router';
import { realityCheckText } from '@lodestar/contracts';
import { RealityCheckCard } from '@/features/reality-check/components/reality-check-card';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RealityCheckPage() {
  useDocumentTitle(realityCheckText.title);
  return (
    <div className="profile-stack">
      <RealityCheckCard />
      <p className="profile-card__text">
        Every movement of your money is in your <Link to="/profile/account/statement">account statement</Link>.
      </p>
    </div>
  );
}
