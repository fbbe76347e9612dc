import {
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
  type ContainerProps,
  type DrawerProps,
  type LoaderProps,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// Palettes chosen for contrast: white on ember-7 is 5.6:1, dimmed text (gray-6 on the light
// body, dark-2 on the dark body) stays above 5:1, links in dark mode (ember-4) about 5.9:1.
const ember: MantineColorsTuple = [
  '#fff3ec',
  '#ffe4d4',
  '#fcc6a6',
  '#f9a373',
  '#f58147',
  '#ef6a2c',
  '#d9531a',
  '#b54214',
  '#8f3512',
  '#6e2a10',
];

/** Warm stone greys instead of Mantine's cool ones. */
const gray: MantineColorsTuple = [
  '#faf8f6',
  '#f2eeea',
  '#e6e0da',
  '#d8d0c8',
  '#c4b9ae',
  '#a2968a',
  '#6e645a',
  '#50483f',
  '#3a332d',
  '#24201c',
];

/** Dark mode surfaces: charcoal with a little warmth, like embers after dark. */
const dark: MantineColorsTuple = [
  '#ece6e0',
  '#d3cbc3',
  '#ada398',
  '#857b71',
  '#5a524b',
  '#463f39',
  '#37312c',
  '#29241f',
  '#201c18',
  '#171411',
];

/** Mantine's reds, one step deeper where text sits on them or they sit on text (5:1 and up). */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#a51d1d',
  '#861818',
];

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: { light: 7, dark: 7 },
  colors: { ember, gray, dark, red },
  black: '#24201c',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: {
    fontFamily:
      '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Plain objects rather than `Button.extend(...)` and the like, which would bring each
  // component's code along with the theme, into every part that draws in Mantine's context.
  components: {
    Button: { defaultProps: { radius: 'xl' } satisfies Partial<ButtonProps> },
    ActionIcon: { defaultProps: { radius: 'xl' } satisfies Partial<ActionIconProps> },
    // Links inside text must not rely on colour alone (WCAG 1.4.1); nav-style links opt out.
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    // Avatars load lazily: otherwise the server renderer preloads the first ten of them in the
    // head (React does so for every eager image), where they share the slow first seconds with
    // the stylesheet and the page's main image.
    Avatar: { defaultProps: { imageProps: { loading: 'lazy' } } },
    Container: { defaultProps: { size: 'lg' } satisfies Partial<ContainerProps> },
    // A loader is a status: its label is only allowed (and announced) with that role.
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
    // A menu opens with focus on its first item (the WAI-ARIA menu button pattern), not on an
    // invisible placeholder.
    // Its list opens inside the page's main landmark rather than loose in the body, so a screen
    // reader's landmark list still holds all the content (axe "region").
    Menu: {
      defaultProps: {
        withInitialFocusPlaceholder: false,
        portalProps: { target: '#main-content' },
      } satisfies Partial<MenuProps>,
    },
    // Every close button is named where it is drawn, whoever opens the panel or shows the toast.
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close panel' },
        attributes: { header: { role: 'none' } },
      } satisfies Partial<DrawerProps>,
    },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Dismiss notification' },
      } satisfies Partial<NotificationProps>,
    },
    Modal: {
      defaultProps: {
        radius: 'lg',
        closeButtonProps: { 'aria-label': 'Close dialog' },
        // A dialog's header is not the page's banner landmark.
        attributes: { header: { role: 'none' } },
      } satisfies Partial<ModalProps>,
      styles: {
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontSize: 'var(--mantine-h3-font-size)',
          fontWeight: 700,
        },
      },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fffaf6',
    '--mantine-color-error': 'var(--mantine-color-red-7)',
    // Placeholders are text people read (a file input shows nothing else): 4.5:1 at least.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--hearth-surface': '#ffffff',
    '--hearth-header-bg': 'rgba(255, 250, 246, 0.88)',
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--hearth-surface': 'var(--mantine-color-dark-6)',
    '--hearth-header-bg': 'rgba(41, 36, 31, 0.88)',
  },
});
