import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.ts';

describe('csvLine', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', { number: '-1.00' }])).toBe('plain,"a,b","say ""hi""","two\nlines",-1.00\r\n');
  });

  it('keeps a spreadsheet from running a text field as a formula, but not an amount', () => {
    expect(csvLine(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', { number: '-2.00' }])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),-2.00\r\n`);
  });
});
