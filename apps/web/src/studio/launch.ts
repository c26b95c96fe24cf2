/** What the launch URL /studio/{launchId}/?token=…&mode=real|demo tells the game client. */
export interface StudioLaunch {
  launchId: string;
  token: string;
  mode: 'real' | 'demo';
}

/** Reads the launch from the page's address; undefined when the URL is not a complete launch link. */
export function readLaunch(location: Pick<Location, 'pathname' | 'search'>): StudioLaunch | undefined {
  const launchId = /^\/studio\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  const mode = query.get('mode');
  if (!launchId || !token || (mode !== 'real' && mode !== 'demo')) return undefined;
  return { launchId: decodeURIComponent(launchId), token, mode };
}
