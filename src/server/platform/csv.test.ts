import { describe, expect, it } from 'vitest';
import { spreadsheetSafe, toCsv } from './csv.ts';

describe('CSV cells a spreadsheet would run as formulas', () => {
  it('are kept as text with a leading apostrophe, in every form of the signs', () => {
    for (const value of [
      '=1+1',
      '+1 for this',
      '-2+3',
      '@SUM(A1)',
      '＝HYPERLINK("http://evil.example")',
      '＋1',
      '－1',
      '＠home',
      '﹦1+1',
      '﹢1',
      '﹣1',
      '﹫home',
      '⁼1',
      '\t=1',
      '\tplain after a tab',
      '\rplain after a return',
      '\nplain after a line feed',
      '  =1+1',
      '\u3000＝1+1',
      '\u200b=1+1',
      '\ufeff@home',
    ]) {
      expect(spreadsheetSafe(value), JSON.stringify(value)).toBe(`'${value}`);
    }
  });

  it('leave every other cell as it was', () => {
    for (const value of ['', 'Ada', 'a-b', 'a=b', '1+1', '12.50', '"quoted"', "O'Brien", '€5']) {
      expect(spreadsheetSafe(value), value).toBe(value);
    }
  });

  it('are made safe in every text cell of a file, and numbers are left alone', () => {
    expect(
      toCsv([
        ['Name', 'Amount'],
        ['＝1+1', 5],
        ['-x', -5],
        ['Ada', 2],
      ]),
    ).toBe("Name,Amount\n'＝1+1,5\n'-x,-5\nAda,2\n");
  });
});
