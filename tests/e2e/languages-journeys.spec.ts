import type { APIRequestContext, Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import spanishStories from '../../src/web/i18n/catalogs/stories/es.json' with { type: 'json' };
import { readMailFolder, type OutboxMail } from '../../src/server/test/outbox.ts';
import { expect, test } from './fixtures.ts';
import {
  adminApi,
  createPostViaApi,
  demoAccount,
  fetchPost,
  signInDemo,
  startAs,
  uniqueSuffix,
} from './posts-helpers.ts';
import { newAccount, type SignedInUser } from './session-helpers.ts';

// Issue 40: the journeys in Spanish and in Arabic, by a reader whose browser asks for English
// (`Accept-Language: en-US`). The page's language is what counts: its words, its direction, the
// API's messages and the mails that follow all come in the language of the page's address.

test.use({ locale: 'en-US', colorScheme: 'light' });

interface Words {
  dir: 'ltr' | 'rtl';
  signUpTitle: string;
  signUp: string;
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
  usernameTaken: string;
  verifyNotice: string;
  verifySubject: string;
  comments: string;
  addComment: string;
  submit: string;
  commentBy: (username: string) => string;
  createPost: string;
  title: string;
  content: string;
  publish: string;
  formatting: string;
  bold: string;
  customAmount: string;
  donorEmail: string;
  donorName: string;
  donate: RegExp;
  pledgeThanks: string;
  namedThanks: (name: string) => string;
  pledgeConfirmation: string;
  backToCase: string;
  pledged: RegExp;
  pledgeSubject: (title: string) => string;
}

const LANGUAGES: Record<'es' | 'ar', Words> = {
  es: {
    dir: 'ltr',
    signUpTitle: 'Crea tu cuenta',
    signUp: 'Registrarse',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    dateOfBirth: 'Fecha de nacimiento',
    usernameTaken: 'Ese nombre de usuario ya está en uso',
    verifyNotice: 'Verifica tu dirección de correo electrónico',
    verifySubject: 'Verifica tu dirección de correo para Hearth',
    comments: 'Comentarios',
    addComment: 'Añade un comentario',
    submit: 'Enviar',
    commentBy: (username) => `Comentario de ${username}`,
    createPost: 'Crear una publicación',
    title: 'Título',
    content: 'Contenido',
    publish: 'Publicar',
    formatting: 'Formato',
    bold: 'Negrita',
    customAmount: 'Otro importe (USD)',
    donorEmail: 'Correo electrónico (opcional)',
    donorName: 'Tu nombre (opcional)',
    donate: /^Donar 12,34/,
    pledgeThanks: '¡Gracias por tu promesa de donación!',
    namedThanks: (name) => `¡Gracias, ${name}!`,
    pledgeConfirmation:
      'Una confirmación de tu promesa de donación va camino del correo que indicaste; el recibo llegará cuando se reciba tu donación.',
    backToCase: 'Volver al caso',
    pledged: /^12,34\s*US\$ prometidos, aún no recibidos$/,
    pledgeSubject: (title) => `Tu promesa de donación a «${title}»`,
  },
  ar: {
    dir: 'rtl',
    signUpTitle: 'أنشئ حسابك',
    signUp: 'إنشاء حساب',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    dateOfBirth: 'تاريخ الميلاد',
    usernameTaken: 'اسم المستخدم مستخدم بالفعل',
    verifyNotice: 'تحقّق من عنوان بريدك الإلكتروني',
    verifySubject: 'تحقّق من عنوان بريدك الإلكتروني على Hearth',
    comments: 'التعليقات',
    addComment: 'أضف تعليقًا',
    submit: 'إرسال',
    commentBy: (username) => `تعليق من ${username}`,
    createPost: 'إنشاء منشور',
    title: 'العنوان',
    content: 'المحتوى',
    publish: 'نشر',
    formatting: 'التنسيق',
    bold: 'غامق',
    customAmount: 'مبلغ آخر (USD)',
    donorEmail: 'البريد الإلكتروني (اختياري)',
    donorName: 'اسمك (اختياري)',
    donate: /^تبرّع بـ/,
    pledgeThanks: 'شكرًا على تعهدك!',
    namedThanks: (name) => `شكرًا لك يا ${name}!`,
    pledgeConfirmation:
      'تأكيد تعهدك في طريقه إلى عنوان البريد الإلكتروني الذي أدخلته؛ ويتبعه إيصال بمجرد استلام تبرعك.',
    backToCase: 'العودة إلى الحالة',
    pledged: /12\.34.* متعهَّد بها، لم تُستلم بعد$/,
    pledgeSubject: (title) => `تعهّدك بالتبرّع لـ«${title}»`,
  },
};

let api: APIRequestContext;
let admin: SignedInUser;
let publisher: SignedInUser;

test.beforeAll(async () => {
  ({ api, admin } = await adminApi());
  publisher = await signInDemo('publisher');
});
test.afterAll(() => api.dispose());

/** The page is drawn in `locale`, in its direction, with no English heading. */
async function expectPageIn(page: Page, locale: string, words: Words) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
}

/** The mail to `to` with this subject, once the server's outbox has written it. */
async function awaitMail(to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect(async () => {
    found = readMailFolder(process.env.E2E_DATA_DIR!).find(
      (mail) => mail.to.includes(to) && mail.subject === subject,
    );
    expect(found, `a mail "${subject}" to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

for (const [locale, words] of Object.entries(LANGUAGES)) {
  test.describe(`in ${locale}`, () => {
    test('a visitor signs up, hears the API and the mail in the page’s language, and comments', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const post = await createPostViaApi(publisher, {
        title: `Journeys ${locale} ${uniqueSuffix()}`,
        content: '<p>A post to comment on.</p>',
      });
      const account = newAccount(`lang_${locale}`);
      await startAs(page, null);

      await page.goto(`/${locale}/sign-up`);
      await expectPageIn(page, locale, words);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.signUpTitle);
      // A name that is taken: the API's refusal, in the page's language, not the browser's.
      await page.getByLabel(words.username, { exact: true }).fill(demoAccount('user').username);
      await page.getByLabel(words.email, { exact: true }).fill(account.email);
      await page.getByLabel(words.password, { exact: true }).fill(account.password);
      await page.getByLabel(words.dateOfBirth, { exact: true }).fill(account.dateOfBirth);
      await page.getByRole('button', { name: words.signUp }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(words.usernameTaken);

      await page.getByLabel(words.username, { exact: true }).fill(account.username);
      await page.getByRole('button', { name: words.signUp }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expect(page.getByRole('region', { name: words.verifyNotice })).toBeVisible();
      const verify = await awaitMail(account.email, words.verifySubject);
      expect(verify.headers['content-language']).toBe(locale);
      expect(verify.links.some((link) => link.includes(`/${locale}/users/`))).toBe(true);

      // A comment, written on the post's page in the same language.
      await page.goto(`/${locale}/post/${post.slug}`);
      await expectPageIn(page, locale, words);
      const comments = page.getByRole('region', { name: words.comments });
      const text = `${locale} ${uniqueSuffix()}`;
      await comments.getByRole('textbox', { name: words.addComment }).fill(text);
      await comments.getByRole('button', { name: words.submit, exact: true }).click();
      const own = comments.getByRole('listitem', { name: words.commentBy(account.username) });
      await expect(own.getByText(text)).toBeVisible();
      await page.reload();
      await expect(own.getByText(text)).toBeVisible();
    });

    test('a visitor gives, sees the thank-you and gets the pledge’s mail in the page’s language', async ({
      page,
    }) => {
      // The thank-you opens the success page after 2 s.
      test.setTimeout(60_000);
      const title = `Clinic ${locale} ${uniqueSuffix()}`;
      const created = await api.post('/api/donation/case', {
        data: { title, description: 'A case for the language journeys.', amountOptions: [5, 25] },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(created.status(), await created.text()).toBe(201);
      const donationCase = (await created.json()) as DonationCase;
      const email = `donor.${locale}.${uniqueSuffix()}@example.org`;
      await startAs(page, null);

      await page.goto(`/${locale}/donate/${donationCase._id}`);
      await expectPageIn(page, locale, words);
      await page.getByLabel(words.customAmount).fill('12.34');
      await page.getByLabel(words.donorName).fill('Amina');
      await page.getByLabel(words.donorEmail).fill(email);
      await page.getByRole('button', { name: words.donate }).click();
      await expect(page.getByText(words.pledgeThanks)).toBeVisible();
      await expect(page).toHaveURL(`/${locale}/donate/success`, { timeout: 5000 });
      await expectPageIn(page, locale, words);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.namedThanks('Amina'));
      await expect(page.getByText(words.pledgeConfirmation)).toBeVisible();

      // The mail is in the page's language, though the browser asked for English.
      const mail = await awaitMail(email, words.pledgeSubject(title));
      expect(mail.headers['content-language']).toBe(locale);

      // The gift is recorded on the case, as a pledge.
      await page.getByRole('link', { name: words.backToCase }).click();
      await expect(page).toHaveURL(`/${locale}/donate/${donationCase._id}`);
      await expect(page.getByTestId('pledged-amount')).toHaveText(words.pledged);
    });

    test('a publisher writes and publishes a post', async ({ page }) => {
      const title = `Journeys ${locale} ${uniqueSuffix()}`;
      await startAs(page, publisher);
      await page.goto(`/${locale}/create-post`);
      await expectPageIn(page, locale, words);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.createPost);
      await page.getByRole('textbox', { name: words.title, exact: true }).fill(title);
      // The editor's toolbar speaks the page's language too.
      const toolbar = page.getByRole('toolbar', { name: words.formatting });
      await expect(toolbar.getByRole('button', { name: words.bold, exact: true })).toBeVisible();
      await page.getByRole('textbox', { name: words.content, exact: true }).click();
      await page.keyboard.type('Words written in the language journeys.');
      await page.getByRole('button', { name: words.publish, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/post/journeys-`), { timeout: 10_000 });
      await expectPageIn(page, locale, words);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const slug = new URL(page.url()).pathname.split('/').at(-1)!;
      expect((await fetchPost(slug)).title).toBe(title);
    });
  });
}

test('a narrative’s structured data names its category in the page’s language', async ({
  request,
}) => {
  const { stories } = (await (await request.get('/api/story/get?sort=desc&limit=20')).json()) as {
    stories: { slug: string; category: string }[];
  };
  const narrative = stories.find((story) => story.category !== 'general');
  if (!narrative) throw new Error('The demo content has no narrative with a category');
  const spanish = (spanishStories as Record<string, string>)[
    `stories.category.${narrative.category}`
  ];
  expect(spanish).toBeDefined();

  const html = await (await request.get(`/es/narrative/${narrative.slug}`)).text();
  const data = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(data!)).toMatchObject({ '@type': 'Article', articleSection: spanish });
});
