/** SPEC.md §2: the game route is the image id lower-cased with a hyphen at each capital; '/' is %2F. */
export function gameRouteName(imageId: string): string {
  return imageId.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`).replaceAll('/', '%2F');
}
