/** "Chrome 131", "Firefox 133", "Safari 18", "Edge 131": enough to tell staff where a crash happens. */
export function browserName(userAgent: string): string {
  const known: Array<[RegExp, string]> = [
    [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}${/Mobile|Android|iPhone/.test(userAgent) ? ' (mobile)' : ''}`;
  }
  return userAgent.slice(0, 40) || 'unknown';
}
