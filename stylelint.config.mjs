/**
 * The web's stylesheets say start and end, never left and right, so that a right-to-left page
 * mirrors by itself (decision 035). Only the inline axis is checked: Hearth's languages are all
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

/** Four sides in one value: its second (right) and fourth (left) are physical. */
const FOUR_SIDES = /^\S+\s+\S+\s+\S+\s+\S+$/;
/** Corners in one value, past the first: which is which depends on left and right. */
const SEVERAL_CORNERS = [/^[^\s(]+\s/, /\)\s+[^\s)]/];

export default {
  plugins: ['stylelint-plugin-logical-css'],
  rules: {
    // The plugin reads each property's name; a shorthand's sides are in its value.
    'declaration-property-value-disallowed-list': [
      {
        '/^(margin|padding|inset|scroll-margin|scroll-padding|border-(width|style|color))$/': [
          FOUR_SIDES,
        ],
        'border-radius': SEVERAL_CORNERS,
      },
      {
        message: (property) =>
          `${property} names left and right in its value: write the sides with -inline and -block, the corners with border-start-start-radius and its kin`,
      },
    ],
    'logical-css/require-logical-properties': [true, { ignore: BLOCK_AXIS_AND_SIZES }],
    'logical-css/require-logical-keywords': [
      true,
      { ignore: ['caption-side', 'offset-anchor', 'offset-position', 'resize'] },
    ],
  },
};
