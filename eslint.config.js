import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: contracts <- server, contracts <- web; never server <-> web. */
const forbidImports = (layers, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.flatMap((layer) => [
        { regex: `^#${layer}/`, message },
        { group: [`**/${layer}/**`], message },
      ]),
    },
  ],
});

/**
 * The web features each feature may use, through that feature's `api.ts` (its data hooks, its
 * public face; everything else of a feature is private). The graph must have no cycle: a cycle
 * here stops lint before it starts (`assertNoCycle`), and an import of a feature not listed here
 * is refused, so two features can never come to import each other. Decision 022.
 */
const featureUses = {
  auth: ['users'],
  comments: ['users'],
  dashboard: ['auth', 'posts', 'users'],
  donations: ['notifications', 'stories'],
  legal: [],
  moderation: ['auth', 'comments', 'posts', 'stories'],
  'nav-search': ['posts', 'users'],
  notifications: ['users'],
  posts: [],
  site: ['moderation', 'posts'],
  stats: [],
  stories: [],
  users: ['posts', 'stories'],
};

/** Throws, naming the path, when the features' graph has a cycle. */
function assertNoCycle(graph) {
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature)) {
      const cycle = [...path.slice(path.indexOf(feature)), feature].join(' -> ');
      throw new Error(`eslint.config.js: web features form a cycle: ${cycle}`);
    }
    if (done.has(feature)) return;
    for (const used of graph[feature] ?? []) visit(used, [...path, feature]);
    done.add(feature);
  };
  for (const feature of Object.keys(graph)) visit(feature, []);
}

const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const undeclared = webFeatures.filter((feature) => !(feature in featureUses));
if (undeclared.length > 0) {
  throw new Error(`eslint.config.js: declare the uses of ${undeclared.join(', ')} in featureUses`);
}
assertNoCycle(featureUses);

const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}/**`,
    from: './src/web/features',
    except: [`./${feature}`, ...featureUses[feature].map((used) => `./${used}/api.ts`)],
    message: `A feature imports another only through its api.ts, and only a feature it lists in featureUses (eslint.config.js), which may hold no cycle. ${feature} uses ${featureUses[feature].join(', ') || 'no other feature'}: move what both need to components or lib, or compose them in src/web/pages.`,
  })),
  {
    target: './src/web/features/**',
    from: './src/web/pages',
    message: 'Pages compose features, not the other way round.',
  },
  ...['components', 'lib', 'state'].map((layer) => ({
    target: `./src/web/${layer}/**`,
    from: './src/web/features',
    message: `${layer} never imports a feature: move what it needs to components or lib, or take it as props or context from pages or routes.tsx.`,
  })),
];

/** The web's data modules: each feature's `api.ts` (and its `api-*.ts` parts) and the shared lib. */
const webDataModules = [
  'src/web/**/api.ts',
  'src/web/**/api-*.ts',
  'src/web/lib/**',
  'src/web/providers.tsx',
  'src/web/entry-server.tsx',
];

/**
 * What the web may import. Never the server. From a contract's schema module only types and,
 * where a form validates, its zod schemas: the constants come from the zod-free
 * `<resource>.constants.ts`, so pages that merely show a limit or a message do not load zod.
 * The zod-free helpers of `#contracts/format/` are shared whole.
 * Outside the data modules, no TanStack Query and no raw requests: components call the hooks of
 * an `api.ts`.
 */
function webImports({ callsTheServer }) {
  const message = 'The web never imports the server.';
  return {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: callsTheServer
          ? []
          : [
              {
                name: '@tanstack/react-query',
                allowTypeImports: true,
                message: "Components call the hooks of a feature's api.ts, not TanStack Query.",
              },
              {
                name: '#web/lib/api-client.ts',
                importNames: ['call', 'callWithHeaders'],
                message: "Requests are made in a feature's api.ts; call its hooks.",
              },
            ],
        patterns: [
          { group: ['**/server/**'], message },
          {
            regex: '^#contracts/(?!policies/|endpoint\\.ts$)[\\w-]+(?<!\\.constants)\\.ts$',
            allowTypeImports: true,
            allowImportNamePattern: '^[a-z]\\w*Schema$',
            message:
              "From a contract's schema module the web takes types and form schemas; constants come from its zod-free .constants.ts.",
          },
        ],
      },
    ],
  };
}

/**
 * The web's files whose words all come from the catalogs (`src/web/i18n/`): a string a reader
 * could see, written there, fails lint. The list grows feature by feature until it is
 * `src/web/**` (issue 40).
 */
const localizedWebFiles = [
  // The whole web (issue 40); the entries below came first, one converted part at a time.
  'src/web/**/*.{ts,tsx}',
  'src/web/i18n/**/*.{ts,tsx}',
  'src/web/components/main-nav-links.tsx',
  'src/web/components/site-footer.tsx',
  'src/web/components/site-header.tsx',
  'src/web/components/user-menu.tsx',
  'src/web/components/user-menu-trigger.tsx',
  'src/web/components/theme-toggle.tsx',
  'src/web/components/app-layout.tsx',
  'src/web/components/route-error.tsx',
  'src/web/components/page-loader.tsx',
  'src/web/components/scroll-to-top-button.tsx',
  'src/web/components/brand-mark.tsx',
  'src/web/components/guards.tsx',
  'src/web/components/role-label.ts',
  'src/web/components/role-badges.tsx',
  'src/web/components/share-row.tsx',
  'src/web/components/post-card.tsx',
  'src/web/components/post-category-name.ts',
  'src/web/components/post-card-skeleton.tsx',
  'src/web/components/recent-section.tsx',
  'src/web/components/local-date.tsx',
  'src/web/components/cover-image.tsx',
  'src/web/components/responsive-image.tsx',
  'src/web/components/legal/contact-email-link.tsx',
  'src/web/components/deferred/*.{ts,tsx}',
  'src/web/features/auth/auth-layout.tsx',
  'src/web/features/auth/confirm-email-change-page.tsx',
  'src/web/features/auth/link-failed-alert.tsx',
  'src/web/features/auth/oauth-complete-page.tsx',
  'src/web/features/auth/request-password-reset-page.tsx',
  'src/web/features/auth/reset-password-page.tsx',
  'src/web/features/auth/second-step-form.tsx',
  'src/web/features/auth/security-tab.tsx',
  'src/web/features/auth/session-*.tsx',
  'src/web/features/auth/sign-in-page.tsx',
  'src/web/features/auth/sign-up-page.tsx',
  'src/web/features/auth/social-sign-in-buttons.tsx',
  'src/web/features/auth/undo-email-change-page.tsx',
  'src/web/features/auth/verify-email-*.tsx',
  'src/web/features/auth/verify-link-failure.tsx',
  'src/web/pages/home-page.tsx',
  'src/web/features/site/*.{ts,tsx}',
  'src/web/features/stories/narrative-card.tsx',
  'src/web/features/stories/recent-narratives.tsx',
  'src/web/features/posts/**/*.{ts,tsx}',
  'src/web/pages/post-page.tsx',
  'src/web/pages/dashboard/*.tsx',
  'src/web/features/dashboard/**/*.{ts,tsx}',
  'src/web/features/notifications/**/*.{ts,tsx}',
  'src/web/features/stats/*.{ts,tsx}',
  'src/web/features/legal/*.tsx',
  'src/web/components/legal/*.tsx',
  'src/web/features/users/profile-view.tsx',
  'src/web/features/users/*.ts',
  'src/web/features/auth/*.ts',
  'src/web/features/comments/**/*.{ts,tsx}',
  'src/web/features/users/{author-box,follow-button}.tsx',
  ...[
    'all-narratives-tab.tsx',
    'api*.ts',
    'contact-*.{ts,tsx}',
    'create-narrative-page.tsx',
    'my-narratives-tab.tsx',
    'narrative-{contact,count,donation-case,form,list-item,page,status}.{ts,tsx}',
    'request-removal*.tsx',
    'stories-page.tsx',
    'update-narrative-page.tsx',
    'use-*.{ts,tsx}',
  ].map((file) => `src/web/features/stories/${file}`),
  'src/web/components/language/*.tsx',
  'src/web/features/nav-search/*.{ts,tsx}',
  'src/web/features/stories/narrative-labels.tsx',
  'src/web/components/lists/*.{ts,tsx}',
  'src/web/components/search-results/*.tsx',
  'src/web/components/content-article/*.tsx',
  'src/web/components/image-upload/*.tsx',
  'src/web/components/{confirm-dialog,focus-return,error-toast}.ts',
  'src/web/components/{dialog-actions,form-error-summary,form-message,form-with-summary}.tsx',
  'src/web/components/{password-field,email-link-form,presence-dialog,report-dialog}.tsx',
  'src/web/components/{card-grid,centered-loader,link-button,mark-interactive,page-frame}.tsx',
  'src/web/components/{panel-section,search-buttons,search-input,status-pill}.tsx',
  'src/web/components/{lazy-report-dialog,mantine-scope}.tsx',
  'src/web/pages/profile-page.tsx',
  'src/web/features/moderation/**/*.{ts,tsx}',
  'src/web/features/donations/**/*.{ts,tsx}',
  'src/web/components/goal-progress.tsx',
  'src/web/components/email-subscribe-panel.tsx',
  'src/web/components/rich-text-editor/*.{ts,tsx}',
  'src/web/components/cover-focus/*.{ts,tsx}',
  'src/web/components/content-form/*.{ts,tsx}',
  'src/web/components/cover-image-field.tsx',
];

/** What no reader sees: ids, class names, addresses, keys, and the arguments of these calls. */
const unlocalizedStringsOptions = {
  ignore: [
    // One "word" that does not start with a capital: ids, keys, class names, tokens, paths.
    '^(?![A-Z])\\S+$',
    // Constants and codes.
    '^[A-Z0-9_-]+$',
    // Addresses and paths.
    '^(/|https?:|mailto:|#)',
    // Keyboard keys' names (`KeyboardEvent.key`).
    '^(Arrow(Up|Down|Left|Right)|Home|End|Enter|Escape|Tab|PageUp|PageDown)$',
    // Brand names: the sign-in providers, and the site's own name in structured data.
    '^(Google|Facebook|Hearth)$',
    // A cookie's attributes.
    '^path=/; ',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          'className|classNames|^(id|key|type|role|variant|size|to|href|src|name|as|component|namespace|mode|method|rel|target|autoComplete|inputMode|dir|lang)$',
        flags: 'i',
      },
    },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
    // Structured data's vocabulary (schema.org types), fonts' names and CSS custom properties.
    { regex: { pattern: '^(@type|query-input|fontFamily|--.*)$' } },
  ],
  ignoreFunctions: [
    't',
    'useMessages',
    'Error',
    'console.*',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    'import',
    'import.meta.glob',
    'document.querySelector',
    'document.getElementById',
    'setAttribute',
    '*.setAttribute',
    'matchMedia',
    'window.matchMedia',
    'useMediaQuery',
    'DOMException',
    // The page table's modules and components, the schema.org types of the pages' heads.
    'page',
    'privatePage',
    'staticPage',
    'schemaOrg',
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // Resolves the package.json `imports` aliases (#contracts/*, #web/*) and .ts/.tsx files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
        }),
        createNodeResolver(),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/contracts/**'],
    rules: forbidImports(['server', 'web'], 'Contracts depend on nothing of ours.'),
  },
  {
    // The web calls endpoints without downloading zod: their schemas load through import().
    files: ['src/contracts/*.endpoints.ts', 'src/contracts/endpoint.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(zod|\\./(?!endpoint\\.ts$).*)$',
              allowTypeImports: true,
              message: 'An endpoints module loads its schemas with import(), never statically.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: forbidImports(['web'], 'The server never imports the web.'),
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts', '**/db/client.ts'],
              message:
                'Routes hold no queries: validate, authorize through the policy, call an operation or query, present.',
            },
            { regex: '^#web/', message: 'The server never imports the web.' },
            { group: ['**/web/**'], message: 'The server never imports the web.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='app'][property.name='db']",
          message: 'Routes reach the database only through operations and queries.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'A transaction belongs to an operation.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...webImports({ callsTheServer: false }),
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },
  {
    files: webDataModules,
    rules: webImports({ callsTheServer: true }),
  },
  {
    // Permissions come from one source: the `can` of the server's answers, or the contracts'
    // policies asked with the actor that `lib/actor.ts`, alone, builds from the session user.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/actor.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[property.name=/^(isAdmin|isPublisher)$/]',
          'ObjectPattern > Property[key.name=/^(isAdmin|isPublisher)$/]',
          'ImportSpecifier[imported.name=/^(isAdmin|isPublisher)$/]',
          'TSLiteralType > Literal[value=/^(isAdmin|isPublisher)$/]',
          'TSPropertySignature[key.name=/^(isAdmin|isPublisher)$/]',
        ].map((selector) => ({
          selector,
          message:
            "The web reads no role flag: use the answer's `can`, or a policy of #contracts/policies with the actor of #web/lib/actor.ts.",
        })),
        // Start and end, never left and right, so a right-to-left page mirrors (decision 035;
        // stylelint holds the stylesheets to the same).
        ...[
          'JSXAttribute[name.name=/^(ml|mr|pl|pr|left|right)$/]',
          'JSXAttribute[name.name=/^(ta|textAlign)$/][value.value=/^(left|right)$/]',
          'JSXAttribute[name.name=/^(style|styles)$/] Property[key.name=/^(left|right|(margin|padding|border)(Left|Right).*|border(Top|Bottom)(Left|Right)Radius)$/]',
          'JSXAttribute[name.name=/^(style|styles)$/] Property[key.name=/^(textAlign|float|clear)$/][value.value=/^(left|right)$/]',
        ].map((selector) => ({
          selector,
          message:
            'Use the logical side: ms/me/ps/pe, ta="start|end", insetInlineStart/End, marginInlineStart/End.',
        })),
      ],
    },
  },
  {
    files: localizedWebFiles,
    // The theme's close-button names are English still: every page's Mantine parts read them, and
    // the shell's catalog, the one namespace every page has, would take the home page over its budget.
    ignores: ['**/*.test.{ts,tsx}', 'src/web/theme.ts'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalizedStringsOptions] },
  },
);
