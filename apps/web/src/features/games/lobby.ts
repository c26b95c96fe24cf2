import type { Game } from '@lodestar/contracts';
import { gameRouteName } from '@lodestar/contracts/schema-free';

/** The page of a game; `demo` opens it in demo mode whoever is signed in. */
export function gamePath(game: Pick<Game, 'imageId'>, { demo = false }: { demo?: boolean } = {}): string {
  return `/game/${gameRouteName(game.imageId)}${demo ? '?demo=1' : ''}`;
}

/** The game whose route name is `routeName`; the router hands it over decoded, the catalogue builds it encoded. */
export function findGameByRouteName(games: readonly Game[], routeName: string): Game | undefined {
  const encoded = routeName.replaceAll('/', '%2F');
  return games.find((game) => gameRouteName(game.imageId) === encoded);
}

/** SPEC.md §2 search: a case-insensitive substring of the name or of the provider. */
export function searchGames(games: readonly Game[], term: string): Game[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [...games];
  return games.filter((game) => game.name.toLocaleLowerCase().includes(needle) || game.provider.toLocaleLowerCase().includes(needle));
}

/** Games to suggest beside `current`: its own category first, then the rest of the catalogue. */
export function moreGamesLike(games: readonly Game[], current: Game, count: number): Game[] {
  const others = games.filter((game) => game.id !== current.id);
  const sameCategory = others.filter((game) => game.category === current.category);
  const rest = others.filter((game) => game.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}

/** '1234567.89' → '1,234,567.89': the amount stays the server's string, only grouped for reading. */
export function groupThousands(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
