// Alone in its module so that `import()` of it brings only the dialog and its code.
export { Modal } from '@mantine/core';
