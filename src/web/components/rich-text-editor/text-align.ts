import { Extension } from '@tiptap/react';

export type TextAlignment = 'left' | 'center' | 'right' | 'justify';
const ALIGNMENTS: readonly TextAlignment[] = ['left', 'center', 'right', 'justify'];
const ALIGNABLE = ['heading', 'paragraph'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: {
      /** Aligns the paragraphs and headings of the selection. */
      setTextAlign: (alignment: TextAlignment) => ReturnType;
      unsetTextAlign: () => ReturnType;
    };
  }
}

/**
 * Paragraph and heading alignment as an inline `text-align` style (the one style the server's
 * sanitizer keeps). Written here because the official extension is not among our packages; it
 * provides the `setTextAlign` command that Mantine's alignment controls call.
 */
export const TextAlign = Extension.create({
  name: 'textAlign',

  addGlobalAttributes() {
    return [
      {
        types: ALIGNABLE,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const value = element.style.textAlign as TextAlignment;
              return ALIGNMENTS.includes(value) ? value : null;
            },
            renderHTML: (attributes) =>
              attributes.textAlign ? { style: `text-align: ${attributes.textAlign}` } : {},
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          ALIGNMENTS.includes(alignment) &&
          ALIGNABLE.map((type) => commands.updateAttributes(type, { textAlign: alignment })).some(
            Boolean,
          ),
      unsetTextAlign:
        () =>
        ({ commands }) =>
          ALIGNABLE.map((type) => commands.resetAttributes(type, 'textAlign')).some(Boolean),
    };
  },
});
