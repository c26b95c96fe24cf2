// The site's own CSS first, as the live page applies it (the entry's sheets, then each route's): the inline CSS then
// lets a page's rules win over the shared ones exactly as on the live page.
import '@/components/styles/theme.css';
import '@/components/styles/base.css';
import '@/app/layout/app-layout.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { GamesAndCategoriesResponse } from '@lodestar/contracts';
import { firstScreenPageOf, showsCatalogue, type FirstScreenPage } from '@lodestar/contracts/schema-free';
import { SiteHeader } from '@/app/layout/site-header';
import { HomeHero } from '@/app/routes/home/home-hero';
import { GamePage } from '@/app/routes/game-page';
import { GamesPage } from '@/app/routes/games-page';
import { catalogueQueryOptions } from '@/features/games/api';
import { findGameByRouteName } from '@/features/games/lobby';
import { authStatusQueryOptions } from '@/lib/session';

/** What each page shows first. The home page: its hero (the lobby rows below it come with the live page). */
const firstScreens: Record<FirstScreenPage, ReactNode> = {
  home: (
    <div className="home">
      <HomeHero />
    </div>
  ),
  games: <GamesPage />,
  game: (
    <Routes>
      <Route path="/game/:name" element={<GamePage />} />
    </Routes>
  ),
};

/**
 * The first screen of the home page, the lobby or a game's page as a signed-out visitor sees it, from the same
 * components as the live page (built for Node by build/prerender-plugin.ts; the server renders it per request with
 * the catalogue it puts into the page). The server sends it inside #root, with the CSS it needs inline, to visitors
 * the country gate lets in: the browser paints it, game covers and all, before any script has loaded, and main.tsx
 * replaces it with the live page once that page is complete, in the same place, so nothing shifts. The welcome
 * banner's slot keeps its place on wide screens where the page shows it (it comes with the live page). Undefined for any other page, and
 * for a game the catalogue does not have (the live page says so).
 */
export function renderFirstScreen(url: string, catalogue?: GamesAndCategoriesResponse): string | undefined {
  const page = firstScreenPageOf(url);
  if (!page || (showsCatalogue(page) && !catalogue)) return undefined;
  const [pathname = ''] = url.split('?');
  if (page === 'game' && !findGameByRouteName(catalogue!.games, pathname.slice('/game/'.length))) return undefined;
  const signedOut = new QueryClient();
  signedOut.setQueryData(authStatusQueryOptions.queryKey, { authenticated: false });
  if (catalogue) signedOut.setQueryData(catalogueQueryOptions.queryKey, catalogue);
  return renderToStaticMarkup(
    <StaticRouter location={url}>
      <QueryClientProvider client={signedOut}>
        <div className="app-shell">
          <SiteHeader />
          <div className="welcome-banner-slot" aria-hidden="true" />
          <main id="main-content" className="app-main" tabIndex={-1}>
            {firstScreens[page]}
          </main>
        </div>
      </QueryClientProvider>
    </StaticRouter>,
  );
}
