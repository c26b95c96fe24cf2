/**
 * A number formatter made at its first use and kept: building an Intl.NumberFormat loads its locale's data, some 10 ms
 * of main thread in a browser, which a module would otherwise pay while a page loads (issue 12, total blocking time);
 * `toLocaleString` with options pays it on every call.
 */
export function numberFormatAtFirstUse(locale: string, options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat(locale, options);
    return format.format(value);
  };
}
