/** SPEC.md §2: the game route is the image id lower-cased with a hyphen at each capital; '/' is %2F. */
export function gameRouteName(imageId: string): string {
  return imageId.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`).replaceAll('/', '%2F');
}

/** The game whose route name is `routeName`, given decoded (as the router and a URL's decoded path hold it). */
export function findGameByRouteName<Game extends { imageId: string }>(games: readonly Game[], routeName: string): Game | undefined {
  const encoded = routeName.replaceAll('/', '%2F');
  return games.find((game) => gameRouteName(game.imageId) === encoded);
}
