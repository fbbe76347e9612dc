import { describe, expect, it } from 'vitest';
import { testFileApp } from '../../test/test-file-app.ts';

// An admin's download of a case's donations opens in a spreadsheet: what donors typed there is
// shown, never run, whatever form of a formula sign it starts with.

const { actors, inject, as } = testFileApp();

describe('GET /api/donation/transactions/{caseId}/csv', () => {
  it('quotes a donor name or message starting with a full-width or small formula sign', async () => {
    const created = await as(actors.admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'Full width', description: 'A well for the school' },
    });
    expect(created.statusCode).toBe(201);
    const caseId = created.json()._id as string;
    const typed = [
      ['＝HYPERLINK("http://evil.example")', '＋1 for this'],
      ['＠home', '－2+3'],
      ['﹦cmd', '\u3000＝1+1'],
      ['Ada', 'Thank you for the well'],
    ];
    for (const [donorName, message] of typed) {
      const gift = await inject({
        method: 'POST',
        url: '/api/donation/transaction',
        payload: { donationCaseId: caseId, amount: 3, donorName, message },
      });
      expect(gift.statusCode).toBe(201);
    }

    const url = `/api/donation/transactions/${caseId}/csv`;
    expect((await as(actors.user, { method: 'GET', url })).statusCode).toBe(403);
    const response = await as(actors.admin, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    for (const cell of [
      `'＝HYPERLINK(""http://evil.example"")`,
      "'＋1 for this",
      "'＠home",
      "'－2+3",
      "'﹦cmd",
    ]) {
      expect(response.body).toContain(cell);
    }
    expect(response.body).toContain(',Ada,');
    expect(response.body).toContain(',Thank you for the well,');
    // Every cell that starts with a formula sign, in any form, starts with the apostrophe.
    const cells = response.body.split(/[,\n]/).map((cell) => cell.replace(/^"/, ''));
    expect(cells.filter((cell) => /^[\s]*[=+\-@＝＋－＠﹦﹢﹣﹫]/u.test(cell))).toEqual([]);
  });
});
