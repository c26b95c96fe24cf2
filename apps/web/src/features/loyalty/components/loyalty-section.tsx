import { useSiteConfiguration } from '@/lib/platform-api';
import { LoyaltyWidget } from './loyalty-widget';
import { RakebackCard } from './rakeback-card';
import './loyalty.css';

/** The profile's loyalty row: the level widget, unless the site runs no loyalty programme (SPEC.md §2), and rakeback. */
export function LoyaltySection() {
  const configuration = useSiteConfiguration();
  // Shown only once the configuration says a programme runs: a widget must not flash up and vanish.
  if (!configuration.data) return null;
  const programme = !configuration.data.noLoyalty;
  return (
    <div className={programme ? 'loyalty-row' : undefined}>
      {programme && <LoyaltyWidget />}
      <RakebackCard programme={programme} />
    </div>
  );
}
