import { escapeUTF8 as escape } from 'entities';
import PDFDocument from 'pdfkit';
import { STATEMENT_RECORDS_GIFTS } from '#contracts/giving-records.ts';
import type { AnnualStatement } from './annual-statement.ts';
import { moneyText } from './case-money.ts';
import { standalonePage } from './standalone-page.ts';
import { giftDay } from './gift-day.ts';

/**
 * The amount column's heading and the total rows: with one currency, "Amount (USD)" and one
 * "Total"; with several, each amount names its currency and each currency has its own total.
 */
function money(statement: AnnualStatement) {
  const [only] = statement.totals;
  const single = statement.totals.length === 1;
  return {
    heading: single ? `Amount (${only!.currency})` : 'Amount',
    totals: statement.totals.map(({ currency, minorUnits }) => ({
      label: single ? 'Total' : `Total (${currency})`,
      amount: moneyText(currency, minorUnits) + (single ? '' : ` ${currency}`),
    })),
    amount: (gift: AnnualStatement['gifts'][number]) =>
      moneyText(gift.currency, gift.amountCents) + (single ? '' : ` ${gift.currency}`),
  };
}

/** The statement's heading and the lines under it, the same in every form. */
function facts(statement: AnnualStatement) {
  return {
    title: `Annual giving statement ${statement.year}`,
    lines: [
      `Statement number: ${statement.number}`,
      `Issued: ${giftDay(statement.issuedAt)}`,
      statement.yearEnded
        ? `Gifts received from Jan 1 to Dec 31, ${statement.year} (UTC)`
        : `Gifts received in ${statement.year} so far: the year has not ended, and gifts received later in it will be added.`,
    ],
  };
}

const rowsOf = (statement: AnnualStatement) =>
  statement.gifts.map((gift) => ({
    date: giftDay(gift.receivedAt),
    caseTitle: gift.caseTitle,
    amount: money(statement).amount(gift),
    receipt: gift.receiptNumber === null ? '—' : String(gift.receiptNumber),
  }));

const STATEMENT_STYLE = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e;background:#fff}
table{border-collapse:collapse;width:100%;margin:1.5rem 0}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ced4da;vertical-align:top}
.amount{text-align:right;white-space:nowrap}
tfoot td,tfoot th{font-weight:700;border-bottom:0}
.note{border-left:4px solid #868e96;padding-left:1rem}`;

/** The statement as a page of its own (`GET /api/donation/statements/{year}`). */
export function statementHtml(statement: AnnualStatement): string {
  const { title, lines } = facts(statement);
  const { heading, totals } = money(statement);
  const rows = rowsOf(statement)
    .map(
      (gift) =>
        `<tr><td>${escape(gift.date)}</td><td>${escape(gift.caseTitle)}</td><td class="amount">${escape(gift.amount)}</td><td>${escape(gift.receipt)}</td></tr>`,
    )
    .join('\n');
  const note = statement.note
    ? `<p class="note">${escape(statement.note).replace(/\r?\n/g, '<br>')}</p>`
    : '';
  return standalonePage(
    title,
    STATEMENT_STYLE,
    `${lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
<table>
<caption>Gifts received in ${statement.year}</caption>
<thead><tr><th scope="col">Date received</th><th scope="col">Case</th><th scope="col" class="amount">${escape(heading)}</th><th scope="col">Receipt number</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>${totals.map((total) => `<tr><th scope="row" colspan="2">${escape(total.label)}</th><td class="amount">${escape(total.amount)}</td><td></td></tr>`).join('')}</tfoot>
</table>
<p>${escape(STATEMENT_RECORDS_GIFTS)}</p>
${note}`,
  );
}

/** The statement in a mail's text part. */
export function statementText(statement: AnnualStatement): string {
  const { title, lines } = facts(statement);
  const gifts = rowsOf(statement).map(
    (gift) => `- ${gift.date}: ${gift.amount} to "${gift.caseTitle}", receipt ${gift.receipt}`,
  );
  return [
    title,
    ...lines,
    '',
    ...gifts,
    '',
    ...money(statement).totals.map((total) => `${total.label}: ${total.amount}`),
    '',
    STATEMENT_RECORDS_GIFTS,
    ...(statement.note ? ['', statement.note] : []),
  ].join('\n');
}

/** The statement's table for a mail's HTML part. */
export function statementMailHtml(statement: AnnualStatement): string {
  const page = statementHtml(statement);
  return page.slice(page.indexOf('<main>') + 6, page.indexOf('</main>'));
}

/** The statement as a PDF (`GET /api/donation/statements/{year}.pdf`), drawn with pdfkit. */
export function statementPdf(statement: AnnualStatement): Promise<Buffer> {
  const { title, lines } = facts(statement);
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Hearth', Subject: `Statement ${statement.number}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const columns = [
    { header: 'Date received', width: 90 },
    { header: 'Case', width: width - 90 - 90 - 90 },
    { header: money(statement).heading, width: 90, align: 'right' as const },
    { header: 'Receipt', width: 90, align: 'right' as const },
  ];
  const drawRow = (cells: string[], font: string) => {
    document.font(font).fontSize(10);
    const top = document.y;
    let x = left;
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      document.text(cell, x, top, { width: column.width - 8, align: column.align ?? 'left' });
      bottom = Math.max(bottom, document.y);
      x += column.width;
    });
    document.x = left;
    document.y = bottom + 4;
    if (document.y > document.page.height - document.page.margins.bottom - 40) {
      document.addPage();
    }
  };

  document.font('Helvetica-Bold').fontSize(18).text(title);
  document.moveDown(0.5);
  document.font('Helvetica').fontSize(10);
  for (const line of lines) document.text(line);
  document.moveDown();
  drawRow(
    columns.map((column) => column.header),
    'Helvetica-Bold',
  );
  for (const gift of rowsOf(statement)) {
    drawRow([gift.date, gift.caseTitle, gift.amount, gift.receipt], 'Helvetica');
  }
  for (const total of money(statement).totals) {
    drawRow([total.label, '', total.amount, ''], 'Helvetica-Bold');
  }
  document.moveDown();
  document
    .font('Helvetica')
    .fontSize(10)
    .text(STATEMENT_RECORDS_GIFTS, left, document.y, { width });
  if (statement.note) {
    document.moveDown();
    document.text(statement.note, { width });
  }
  document.end();
  return done;
}
