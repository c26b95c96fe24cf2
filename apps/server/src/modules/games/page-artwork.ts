import { findGameByRouteName, GAME_ARTWORK_SIZES, gameArtworkSrcSet, type Game } from '@lodestar/contracts';
import type { PageImage } from '../../platform/page-html.ts';

/** How many covers the lobby's first row shows on a phone (two columns): the page's largest paint is among them. */
const LOBBY_FIRST_ROW = 2;

const preloadOf = (game: Game, sizes: string): PageImage => ({ href: game.thumbnail, srcset: gameArtworkSrcSet(game.thumbnail), sizes });

/** The decoded route name of a game page's path, or undefined for any other path (or a malformed escape). */
function gameRouteNameOf(pathname: string): string | undefined {
  const encoded = /^\/game\/([^/]+)$/.exec(pathname)?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * The covers a page of the site shows largest, for the server to preload from the page's HTML: the lobby's first row on
 * /games (unfiltered: a filter's first games depend on the segments), a game page's poster. Without this the browser
 * learns of them only once the page's script has run and the catalogue has answered (issue 12: largest contentful
 * paint on a phone).
 */
export function pageArtworkOf(catalogue: () => Promise<Game[]>): (url: string) => Promise<PageImage[]> {
  return async (url) => {
    const [pathname = '', query] = url.split('?');
    if (pathname === '/games' && query === undefined) {
      return (await catalogue()).slice(0, LOBBY_FIRST_ROW).map((game) => preloadOf(game, GAME_ARTWORK_SIZES.card));
    }
    const routeName = gameRouteNameOf(pathname);
    if (routeName === undefined) return [];
    const game = findGameByRouteName(await catalogue(), routeName);
    return game ? [preloadOf(game, GAME_ARTWORK_SIZES.stagePoster)] : [];
  };
}
