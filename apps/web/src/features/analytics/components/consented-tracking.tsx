import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadThirdPartyScript, sendAnalyticsEvent } from '@/lib/analytics';
import { useSiteConfiguration } from '@/lib/platform-api';

/**
 * What runs only once the visitor accepted cookies (the layout loads this chunk then): a first-party page view per
 * route, and the configured third-party scripts, the analytics tag and the licence seal (which may set cookies).
 */
export default function ConsentedTracking() {
  const { pathname } = useLocation();
  const configuration = useSiteConfiguration().data;

  useEffect(() => sendAnalyticsEvent('page_view', pathname), [pathname]);

  const analyticsScriptUrl = configuration?.analyticsScriptUrl;
  const sealScriptUrl = configuration?.licence?.sealScriptUrl;
  useEffect(() => {
    if (analyticsScriptUrl) loadThirdPartyScript(analyticsScriptUrl);
    if (sealScriptUrl) loadThirdPartyScript(sealScriptUrl);
  }, [analyticsScriptUrl, sealScriptUrl]);

  return null;
}
