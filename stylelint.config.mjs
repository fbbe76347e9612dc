/**
 * The web's stylesheets say start and end, never left and right, so that a right-to-left page
 * mirrors by itself (decision 033). Only the inline axis is checked: Hearth's languages are all
 * written in horizontal lines, so top, bottom, width and height stay as they are.
 */
const BLOCK_AXIS_AND_SIZES = [
  'top',
  'bottom',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-bottom',
  'border-top',
  'border-top-color',
  'border-top-style',
  'border-top-width',
  'border-bottom',
  'border-bottom-color',
  'border-bottom-style',
  'border-bottom-width',
  'scroll-margin-top',
  'scroll-margin-bottom',
  'scroll-padding-top',
  'scroll-padding-bottom',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'contain-intrinsic-width',
  'contain-intrinsic-height',
];

export default {
  plugins: ['stylelint-plugin-logical-css'],
  rules: {
    'logical-css/require-logical-properties': [true, { ignore: BLOCK_AXIS_AND_SIZES }],
    'logical-css/require-logical-keywords': [
      true,
      { ignore: ['caption-side', 'offset-anchor', 'offset-position', 'resize'] },
    ],
  },
};
