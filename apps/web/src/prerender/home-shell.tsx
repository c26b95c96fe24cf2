import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteHeader } from '@/app/layout/site-header';
import { HomeHero } from '@/app/routes/home/home-hero';
import { authStatusQueryOptions } from '@/lib/session';
import '@/components/styles/theme.css';
import '@/components/styles/base.css';
import '@/app/layout/app-layout.css';

/**
 * The first screen of the home page as a signed-out visitor sees it: header and hero, rendered at build time from
 * the same components (built for Node by build/prerender-plugin.ts). The server sends it inside #root, with the
 * CSS it needs inline, to visitors the country gate lets in; the browser paints it before any script has loaded,
 * and main.tsx replaces it with the live page once that page is complete, in the same place, so nothing shifts.
 * The welcome banner's slot keeps its place on wide screens (it comes with the live page).
 */
export function renderHomeShell(): string {
  const signedOut = new QueryClient();
  signedOut.setQueryData(authStatusQueryOptions.queryKey, { authenticated: false });
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <QueryClientProvider client={signedOut}>
        <div className="app-shell">
          <SiteHeader />
          <div className="welcome-banner-slot" aria-hidden="true" />
          <main id="main-content" className="app-main" tabIndex={-1}>
            <div className="home">
              <HomeHero />
            </div>
          </main>
        </div>
      </QueryClientProvider>
    </StaticRouter>,
  );
}
