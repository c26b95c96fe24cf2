import { useSiteConfiguration } from '@/lib/platform-api';
import { PageLoading } from '../layout/page-loading';
import { NotFoundPage } from './not-found-page';

function CrashOnRender(): never {
  throw new Error('Deliberate crash from /dev/crash (development tools are on)');
}

/**
 * Lets tests and developers see the 500 page and the error report on demand. Only when the server says
 * development tools are on; everywhere else the route does not exist.
 */
export function DevCrashPage() {
  const configuration = useSiteConfiguration();
  if (configuration.isPending) return <PageLoading />;
  if (configuration.data?.devTools) return <CrashOnRender />;
  return <NotFoundPage />;
}
